// An agent's client companies: list with usage, add with a first administrator, disable,
// enable and extend. Branding is the agent module's (updateBranding); this module reads the
// caller's own agent for the branding form.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { AGENT_CLIENT_MESSAGES } from "./agent-client.messages";
import { AgentClientResolver } from "./agent-client.resolver";
import { AgentClientService } from "./agent-client.service";

export const agentClientModule = defineModule({
  name: "agent-client",
  resolvers: [AgentClientResolver],
  services: ({ dataSource, config }) => ({
    agentClients: new AgentClientService(dataSource, config),
  }),
  messages: AGENT_CLIENT_MESSAGES,
  permissions: [PermissionCode.AgentArea],
});
