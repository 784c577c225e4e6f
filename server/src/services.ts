// The module services, created once per data source and shared by GraphQL and the legacy API.
import type { DataSource } from "typeorm";
import type { Config } from "./config";
import { AgentService } from "./modules/agent/agent.service";
import { AuthService } from "./modules/auth/auth.service";
import { CompanyService } from "./modules/company/company.service";
import { LoginLogService } from "./modules/login-log/login-log.service";
import { PermissionService } from "./modules/permission/permission.service";
import { ReferenceService } from "./modules/reference/reference.service";
import { RoleService } from "./modules/role/role.service";
import { UserService } from "./modules/user/user.service";

export interface Services {
  dataSource: DataSource;
  auth: AuthService;
  users: UserService;
  roles: RoleService;
  companies: CompanyService;
  permissions: PermissionService;
  agents: AgentService;
  reference: ReferenceService;
  loginLogs: LoginLogService;
}

export function createServices(dataSource: DataSource, config: Config): Services {
  const auth = new AuthService(dataSource, config);
  return {
    dataSource,
    auth,
    users: new UserService(dataSource, auth),
    roles: new RoleService(dataSource),
    companies: new CompanyService(dataSource, config),
    permissions: new PermissionService(dataSource),
    agents: new AgentService(dataSource),
    reference: new ReferenceService(dataSource),
    loginLogs: new LoginLogService(dataSource),
  };
}
