// Agents (the platform operator and resellers): their domains and branding.
import { AGENT_ROUTES } from "../../legacy/agent-routes";
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { Agent } from "./agent.entity";
import { AGENT_MESSAGES } from "./agent.messages";
import { AgentResolver } from "./agent.resolver";
import { AgentService } from "./agent.service";

export const agentModule = defineModule({
  name: "agent",
  entities: [Agent],
  resolvers: [AgentResolver],
  services: ({ dataSource }) => ({ agents: new AgentService(dataSource) }),
  legacyRoutes: AGENT_ROUTES,
  messages: AGENT_MESSAGES,
  permissions: [PermissionCode.Account, PermissionCode.AgentBranding],
});
