// Company configurations (/admin/companyConfigs, gaf): a company's defaults for new cases and
// products, how it reads figures, and the modules it switched off.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { CompanyConfig } from "./company-config.entity";
import { COMPANY_CONFIG_MESSAGES } from "./company-config.messages";
import { CompanyConfigResolver } from "./company-config.resolver";
import { CompanyConfigService } from "./company-config.service";

export const companyConfigModule = defineModule({
  name: "company-config",
  entities: [CompanyConfig],
  resolvers: [CompanyConfigResolver],
  services: ({ dataSource }) => ({ companyConfigs: new CompanyConfigService(dataSource) }),
  messages: COMPANY_CONFIG_MESSAGES,
  permissions: [PermissionCode.AdminCompanyConfigs, PermissionCode.Account],
});
