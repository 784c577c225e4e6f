// Process data: the activity lines of a case's processes, each an amount and a factor.
import { PROCESS_DATA_ROUTES } from "../../legacy/co2case/process-data-routes";
import type { BaseModelService } from "../base-model/base-model.service";
import type { CaseService } from "../case/case.service";
import type { CorporationService } from "../corporation/corporation.service";
import type { FactorService } from "../factor/factor.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { ProcessData } from "./process-data.entity";
import { ProcessDataResolver } from "./process-data.resolver";
import { ProcessDataService } from "./process-data.service";

export const processDataModule = defineModule({
  name: "process-data",
  entities: [ProcessData],
  resolvers: [ProcessDataResolver],
  services: ({
    dataSource,
    cases,
    corporations,
    baseModels,
    factors,
  }: Deps<{
    cases: CaseService;
    corporations: CorporationService;
    baseModels: BaseModelService;
    factors: FactorService;
  }>) => ({
    processData: new ProcessDataService(dataSource, cases, corporations, baseModels, factors),
  }),
  legacyRoutes: PROCESS_DATA_ROUTES,
  permissions: [PermissionCode.Accounting, PermissionCode.AccountingEdit],
});
