// The agent-client module's messages to users in both product languages; their keys join the
// platform's (MessageCatalog), and the module's index registers them.
import { defineMessages } from "../../lib/messages";

export const AGENT_CLIENT_MESSAGES = defineMessages(
  {
    notAnAgent: "Your company is not an agent: it has no client companies to manage",
    expiryInPast: "The expiry must be a date after today",
    clientNameTaken: "A company named {name} already exists",
    clientUsernameTaken: "The username {username} is already taken",
    modulesRequired: "Choose at least one module the client may use",
  },
  {
    notAnAgent: "您所在企业不是代理商，没有可管理的客户企业",
    expiryInPast: "到期日须晚于今天",
    clientNameTaken: "企业{name}已存在",
    clientUsernameTaken: "用户名{username}已存在",
    modulesRequired: "请至少选择一个客户可使用的模块",
  },
);

type AgentClientMessages = (typeof AGENT_CLIENT_MESSAGES)["en"];
declare module "../../lib/messages" {
  interface MessageCatalog extends AgentClientMessages {}
}
