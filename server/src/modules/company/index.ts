// Companies (tenants) and their administration by the agent that serves them.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { Company } from "./company.entity";
import { companyLoaders } from "./company.loaders";
import { COMPANY_MESSAGES } from "./company.messages";
import { CompanyResolver } from "./company.resolver";
import { CompanyService } from "./company.service";

export const companyModule = defineModule({
  name: "company",
  entities: [Company],
  resolvers: [CompanyResolver],
  services: ({ dataSource, config }) => ({ companies: new CompanyService(dataSource, config) }),
  loaders: companyLoaders,
  messages: COMPANY_MESSAGES,
  permissions: [PermissionCode.CompanyList, PermissionCode.CompanyEdit],
});
