// Carbon labels' messages to users in both product languages.
import { defineMessages } from "../../lib/messages";

export const CARBON_LABEL_MESSAGES = defineMessages(
  {
    labelNotFound: "The carbon label does not exist",
    labelCodeUnknown: "No carbon label has this verification code",
    labelNoFootprint:
      "{field}: the released calculation of {name} has no greenhouse-gas result to label",
    labelAlreadyRevoked: "Label {serial} is already revoked",
    labelValidFromTooEarly: "{field}: validity cannot start before the study was released ({date})",
  },
  {
    labelNotFound: "碳标签不存在",
    labelCodeUnknown: "没有使用此验证码的碳标签",
    labelNoFootprint: "{field}：{name} 已发布的计算没有可标示的温室气体结果",
    labelAlreadyRevoked: "标签 {serial} 已撤销",
    labelValidFromTooEarly: "{field}：有效期不能早于研究发布日期（{date}）",
  },
);

type LabelMessages = (typeof CARBON_LABEL_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends LabelMessages {}
}
