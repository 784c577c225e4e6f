// The workbooks of a case: the result and process-data exports (.xlsx) and the import.
import { WORKBOOK_ROUTES } from "../../legacy/co2case/workbook-routes";
import type { CalculationService } from "../calculation/calculation.service";
import type { CaseService } from "../case/case.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import type { ProcessDataService } from "../process-data/process-data.service";
import { WorkbookResolver } from "./workbook.resolver";
import { WorkbookService } from "./workbook.service";

export const workbookModule = defineModule({
  name: "workbook",
  resolvers: [WorkbookResolver],
  services: ({
    dataSource,
    cases,
    processData,
    calculations,
  }: Deps<{
    cases: CaseService;
    processData: ProcessDataService;
    calculations: CalculationService;
  }>) => ({
    workbooks: new WorkbookService(dataSource, cases, processData, calculations),
  }),
  legacyRoutes: WORKBOOK_ROUTES,
  permissions: [PermissionCode.Accounting, PermissionCode.AccountingEdit],
});
