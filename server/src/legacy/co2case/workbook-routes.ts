// Legacy calls of SPEC §7 "Results and export" (POST /api/co2case/*).
import { RunArgs } from "../../modules/calculation/calculation.inputs";
import { CaseIdArgs } from "../../modules/case/case.inputs";
import { type LegacyRoute, route } from "../route";
import { P } from "./shared";

export const WORKBOOK_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "co2case/exportResult",
    summary: "The result workbook (.xlsx) of a run (runId, or caseId for its latest run)",
    permission: P.Accounting,
    input: RunArgs,
    download: true,
    handler: ({ services, viewer, input }) => services.workbooks.exportResult(viewer, input),
  }),
  route({
    path: "co2case/exportProcessExcel",
    summary: "The activity-line workbook (.xlsx) of a case (caseId)",
    permission: P.Accounting,
    input: CaseIdArgs,
    download: true,
    handler: ({ services, viewer, input }) =>
      services.workbooks.exportActivityLines(viewer, input.caseId),
  }),

  // ---- Tags ----,
];
