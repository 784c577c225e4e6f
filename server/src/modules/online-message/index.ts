// Online messages: a client company's users write to the agent serving it, the agent's staff
// answer; unread counts for the navbar.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { MessageThread, OnlineMessage } from "./online-message.entity";
import { ONLINE_MESSAGE_MESSAGES } from "./online-message.messages";
import { OnlineMessageResolver } from "./online-message.resolver";
import { OnlineMessageService } from "./online-message.service";

export const onlineMessageModule = defineModule({
  name: "online-message",
  entities: [MessageThread, OnlineMessage],
  resolvers: [OnlineMessageResolver],
  services: ({ dataSource }) => ({ onlineMessages: new OnlineMessageService(dataSource) }),
  messages: ONLINE_MESSAGE_MESSAGES,
  permissions: [PermissionCode.Account, PermissionCode.AgentArea],
});
