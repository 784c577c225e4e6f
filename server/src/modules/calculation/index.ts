// Calculation runs: a case calculated by the inventory engine, stored with its result lines.
import { CALCULATION_ROUTES } from "../../legacy/co2case/calculation-routes";
import type { CaseService } from "../case/case.service";
import type { CorporationService } from "../corporation/corporation.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import type { ActivityLineService } from "../activity-line/activity-line.service";
import { CalculationRun } from "./calculation-run.entity";
import { calculationLoaders } from "./calculation.loaders";
import {
  CalculationRunResolver,
  CaseLatestRunResolver,
  ResultLineResolver,
} from "./calculation.resolver";
import { CALCULATION_MESSAGES } from "./calculation.messages";
import { ResultsFreshnessService } from "./results-freshness.service";
import { CalculationService } from "./calculation.service";

export const calculationModule = defineModule({
  name: "calculation",
  entities: [CalculationRun],
  resolvers: [CalculationRunResolver, ResultLineResolver, CaseLatestRunResolver],
  services: ({
    dataSource,
    cases,
    activityLines,
    corporations,
  }: Deps<{
    cases: CaseService;
    activityLines: ActivityLineService;
    corporations: CorporationService;
  }>) => ({
    calculations: new CalculationService(dataSource, cases, activityLines, corporations),
    resultsFreshness: new ResultsFreshnessService(dataSource),
  }),
  loaders: calculationLoaders,
  legacyRoutes: CALCULATION_ROUTES,
  messages: CALCULATION_MESSAGES,
  permissions: [PermissionCode.Accounting, PermissionCode.AccountingEdit],
});
