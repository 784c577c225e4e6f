// The quick carbon calculator: a small footprint estimated from the global factor library, and
// kept as a case on request; uses are limited per user and minute.
import type { ActivityLineService } from "../activity-line/activity-line.service";
import type { CaseService } from "../case/case.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { CalculatorUsage } from "./calculator-usage.entity";
import { CALCULATOR_MESSAGES } from "./calculator.messages";
import { CalculatorResolver } from "./calculator.resolver";
import { CalculatorService } from "./calculator.service";

export const calculatorModule = defineModule({
  name: "calculator",
  entities: [CalculatorUsage],
  resolvers: [CalculatorResolver],
  services: ({
    dataSource,
    config,
    cases,
    activityLines,
  }: Deps<{ cases: CaseService; activityLines: ActivityLineService }>) => ({
    calculator: new CalculatorService(dataSource, config, cases, activityLines),
  }),
  messages: CALCULATOR_MESSAGES,
  permissions: [PermissionCode.Account, PermissionCode.CaseAdd],
});
