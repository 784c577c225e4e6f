// The agent module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const AGENT_MESSAGES = defineMessages(
  {
    domainTaken: "Another agent already serves {domains}",
  },
  {
    domainTaken: "其他代理商已使用域名 {domains}",
  },
);

type AgentMessages = (typeof AGENT_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends AgentMessages {}
}
