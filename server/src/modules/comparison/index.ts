// Comparisons: a company's cases side by side from their stored runs, the drivers of each
// change, the base-year recalculation check and its threshold, and a corporation's base year.
import type { CalculationService } from "../calculation/calculation.service";
import type { CaseService } from "../case/case.service";
import type { CorporationService } from "../corporation/corporation.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { ComparisonSetting } from "./comparison-setting.entity";
import { COMPARISON_MESSAGES } from "./comparison.messages";
import { ComparisonResolver } from "./comparison.resolver";
import { ComparisonService } from "./comparison.service";

export const comparisonModule = defineModule({
  name: "comparison",
  entities: [ComparisonSetting],
  resolvers: [ComparisonResolver],
  services: ({
    dataSource,
    cases,
    corporations,
    calculations,
  }: Deps<{
    cases: CaseService;
    corporations: CorporationService;
    calculations: CalculationService;
  }>) => ({
    comparisons: new ComparisonService(dataSource, cases, corporations, calculations),
  }),
  messages: COMPARISON_MESSAGES,
  permissions: [PermissionCode.Comparison, PermissionCode.AccountingEdit],
});
