// The module services, created once per data source and shared by GraphQL and the legacy API.
import type { DataSource } from "typeorm";
import type { Config } from "./config";
import { AgentService } from "./modules/agent/agent.service";
import { CalculationService } from "./modules/accounting/calculation.service";
import { CaseService } from "./modules/accounting/case.service";
import { CorporationService } from "./modules/accounting/corporation.service";
import { AuthService } from "./modules/auth/auth.service";
import { BaseModelService } from "./modules/base-model/base-model.service";
import { CompanyService } from "./modules/company/company.service";
import { FactorService } from "./modules/factor/factor.service";
import { FileService } from "./modules/file/file.service";
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
  factors: FactorService;
  baseModels: BaseModelService;
  corporations: CorporationService;
  cases: CaseService;
  calculations: CalculationService;
  files: FileService;
}

export function createServices(dataSource: DataSource, config: Config): Services {
  const auth = new AuthService(dataSource, config);
  const factors = new FactorService(dataSource);
  const baseModels = new BaseModelService(dataSource);
  const corporations = new CorporationService(dataSource);
  const cases = new CaseService(dataSource, corporations, baseModels, factors);
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
    factors,
    baseModels,
    corporations,
    cases,
    calculations: new CalculationService(dataSource, cases, corporations),
    files: new FileService(dataSource, config),
  };
}
