// Cases: a corporation's inventory for a period, with its processes by scope.
import { CASE_ROUTES } from "../../legacy/co2case/case-routes";
import type { BaseModelService } from "../base-model/base-model.service";
import type { CorporationService } from "../corporation/corporation.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { CaseProcess } from "./case-process.entity";
import { Case } from "./case.entity";
import { caseLoaders } from "./case.loaders";
import { CaseProcessResolver, CaseResolver, CorporationCasesResolver } from "./case.resolver";
import { CaseService } from "./case.service";

export const caseModule = defineModule({
  name: "case",
  entities: [Case, CaseProcess],
  resolvers: [CaseResolver, CaseProcessResolver, CorporationCasesResolver],
  services: ({
    dataSource,
    corporations,
    baseModels,
  }: Deps<{ corporations: CorporationService; baseModels: BaseModelService }>) => ({
    cases: new CaseService(dataSource, corporations, baseModels),
  }),
  loaders: caseLoaders,
  legacyRoutes: CASE_ROUTES,
  permissions: [
    PermissionCode.Accounting,
    PermissionCode.CaseAdd,
    PermissionCode.AccountingEdit,
    PermissionCode.AccountingDelete,
  ],
});
