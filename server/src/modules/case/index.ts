// Cases: a corporation's inventory for a period, with its processes by scope.
import { CASE_ROUTES } from "../../legacy/co2case/case-routes";
import type { TemplateService } from "../template/template.service";
import type { CorporationService } from "../corporation/corporation.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { CaseProcess } from "./case-process.entity";
import { Case } from "./case.entity";
import { caseLoaders } from "./case.loaders";
import { CASE_MESSAGES } from "./case.messages";
import { CaseProcessResolver, CaseResolver, CorporationCasesResolver } from "./case.resolver";
import { CaseService } from "./case.service";

export const caseModule = defineModule({
  name: "case",
  entities: [Case, CaseProcess],
  resolvers: [CaseResolver, CaseProcessResolver, CorporationCasesResolver],
  services: ({
    dataSource,
    corporations,
    templates,
  }: Deps<{ corporations: CorporationService; templates: TemplateService }>) => ({
    cases: new CaseService(dataSource, corporations, templates),
  }),
  loaders: caseLoaders,
  legacyRoutes: CASE_ROUTES,
  messages: CASE_MESSAGES,
  permissions: [
    PermissionCode.Accounting,
    PermissionCode.CaseAdd,
    PermissionCode.AccountingEdit,
    PermissionCode.AccountingDelete,
  ],
});
