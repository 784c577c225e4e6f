// The workbooks of a case: the result and activity-line exports (.xlsx) and the import.
import { WORKBOOK_ROUTES } from "../../legacy/co2case/workbook-routes";
import type { CalculationService } from "../calculation/calculation.service";
import type { CaseService } from "../case/case.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import type { ActivityLineService } from "../activity-line/activity-line.service";
import { WORKBOOK_IMPORT_MESSAGES } from "./workbook-import.messages";
import { WorkbookResolver } from "./workbook.resolver";
import { WorkbookService } from "./workbook.service";

export const workbookModule = defineModule({
  name: "workbook",
  resolvers: [WorkbookResolver],
  services: ({
    dataSource,
    cases,
    activityLines,
    calculations,
  }: Deps<{
    cases: CaseService;
    activityLines: ActivityLineService;
    calculations: CalculationService;
  }>) => ({
    workbooks: new WorkbookService(dataSource, cases, activityLines, calculations),
  }),
  legacyRoutes: WORKBOOK_ROUTES,
  messages: WORKBOOK_IMPORT_MESSAGES,
  permissions: [PermissionCode.Accounting, PermissionCode.AccountingEdit],
});
