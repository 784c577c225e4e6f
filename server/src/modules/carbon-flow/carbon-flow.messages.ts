// The carbon flow module's messages to users in both product languages.
import { defineMessages } from "../../lib/messages";

export const CARBON_FLOW_MESSAGES = defineMessages(
  {
    flowRunNotOfCase: "{field}: run {id} is not a succeeded run of this case",
  },
  {
    flowRunNotOfCase: "{field}：计算记录 {id} 不是该核算案例的成功计算",
  },
);

type CarbonFlowMessages = (typeof CARBON_FLOW_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends CarbonFlowMessages {}
}
