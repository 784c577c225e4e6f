// The online-message module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const ONLINE_MESSAGE_MESSAGES = defineMessages(
  {
    noAgentToWrite: "Your company is served by no other agent: there is no one to write to",
  },
  {
    noAgentToWrite: "您所在企业没有上级代理商，无法发送留言",
  },
);

type OnlineMessageMessages = (typeof ONLINE_MESSAGE_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends OnlineMessageMessages {}
}
