// EPD reports' messages to users in both product languages.
import { defineMessages } from "../../lib/messages";

export const EPD_MESSAGES = defineMessages(
  {
    epdNotFound: "The EPD report does not exist",
    epdApplicationNotFound: "The EPD application does not exist",
    epdNotEn15804:
      "{field}: {name} is studied under {standard}; an EPD needs a study on the EN 15804+A2 modules (standard EN 15804+A2)",
    epdMissingModule:
      "{field}: module {module} is mandatory under EN 15804+A2 (A1-A3, C1-C4 and D) and must be declared",
    epdScenarioModuleNotDeclared:
      "{field}: the scenario {scenario} describes module {module}, which is not declared",
    epdServiceLifeNeeded:
      "{field}: use-stage modules (B1-B7) are declared; state the reference service life",
    epdNotEditable: "EPD {number} is {status}: only a draft or a rejected report can be changed",
    epdNotApplicable:
      "EPD {number} is {status}: only a draft or a rejected report can be applied for",
    epdApplicationDecided: "The application for EPD {number} is already {status}",
    epdOwnCompany: "A verifier cannot verify an EPD of their own company ({number})",
    epdReleaseWithdrawn: "The release of the study was withdrawn",
  },
  {
    epdNotFound: "EPD 报告不存在",
    epdApplicationNotFound: "EPD 申请不存在",
    epdNotEn15804:
      "{field}：{name} 按 {standard} 研究；EPD 需要按 EN 15804+A2 模块（标准 EN 15804+A2）建立的研究",
    epdMissingModule:
      "{field}：模块 {module} 是 EN 15804+A2 的必报模块（A1-A3、C1-C4 和 D），必须声明",
    epdScenarioModuleNotDeclared: "{field}：情景 {scenario} 描述的模块 {module} 未声明",
    epdServiceLifeNeeded: "{field}：已声明使用阶段模块（B1-B7），请填写参考使用寿命",
    epdNotEditable: "EPD {number} 当前为{status}：只有草稿或被退回的报告可以修改",
    epdNotApplicable: "EPD {number} 当前为{status}：只有草稿或被退回的报告可以申请验证",
    epdApplicationDecided: "EPD {number} 的申请已{status}",
    epdOwnCompany: "验证人不能验证本企业的 EPD（{number}）",
    epdReleaseWithdrawn: "研究的发布已撤回",
  },
);

type EpdMessages = (typeof EPD_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends EpdMessages {}
}
