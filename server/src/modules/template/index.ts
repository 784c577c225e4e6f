// Templates (base models) of processes by industry and standard, and each industry's default.
import { defineModule } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { Template, TemplateProcess, TemplateSource } from "./template.entity";
import {
  TemplateProcessResolver,
  TemplateResolver,
  TemplateSourceResolver,
} from "./template.resolver";
import { TEMPLATE_MESSAGES } from "./template.messages";
import { TemplateService } from "./template.service";
import { IndustryDefault } from "./industry-default.entity";
import { IndustryStandard } from "./industry-standard.entity";

export const templateModule = defineModule({
  name: "template",
  entities: [IndustryStandard, IndustryDefault, Template, TemplateProcess, TemplateSource],
  resolvers: [TemplateResolver, TemplateProcessResolver, TemplateSourceResolver],
  services: ({ dataSource }) => ({ templates: new TemplateService(dataSource) }),
  messages: TEMPLATE_MESSAGES,
  permissions: [
    PermissionCode.Account,
    PermissionCode.Accounting,
    PermissionCode.AdminAccountingDefault,
    PermissionCode.AdminTemplate,
    PermissionCode.AdminIndustryStandard,
  ],
});
