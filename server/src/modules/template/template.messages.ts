// The template module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const TEMPLATE_MESSAGES = defineMessages(
  {
    templateCodeTaken: "A template with the code {code} already exists",
    standardCodeTaken: "A standard with the code {code} already exists",
    standardInUse: "The standard {code} is still used by {uses}; change or delete them first",
    globalNeedsGlobalFactor:
      "The factor {code} is a company's own factor: a global template, seen by every company, may use only global factors",
    templateNeedsOwnFactor:
      "The factor {code} belongs to another company: a template may use global factors or its own company's",
  },
  {
    templateCodeTaken: "编码为{code}的核算模板已存在",
    standardCodeTaken: "编码为{code}的标准已存在",
    standardInUse: "标准{code}仍被{uses}使用，请先修改或删除它们",
    globalNeedsGlobalFactor: "因子 {code} 是企业自有因子：全局模板对所有企业可见，只能使用全局因子",
    templateNeedsOwnFactor: "因子 {code} 属于其他企业：模板只能使用全局因子或本企业的因子",
  },
);

type TemplateMessages = (typeof TEMPLATE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends TemplateMessages {}
}
