// Legacy calls of SPEC §7 "Results" (POST /api/co2case/*).
import { DomainError, ErrorCode } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { RunArgs } from "../../modules/calculation/calculation.inputs";
import { lineErrorMessage } from "../../modules/calculation/calculation.service";
import { CaseIdArgs } from "../../modules/case/case.inputs";
import { type LegacyRoute, route } from "../route";
import { P } from "./shared";

export const CALCULATION_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "co2case/co2Case_caculate",
    summary:
      "Calculate a case (caseId); when a line cannot be computed the answer is 501 with data.errors",
    permission: P.AccountingEdit,
    input: CaseIdArgs,
    handler: async ({ services, viewer, input }) => {
      const run = await services.calculations.calculate(viewer, input.caseId);
      if (run.status !== "succeeded") {
        const errors = (run.errors ?? []).map((error) => ({
          ...error,
          message: lineErrorMessage(error),
        }));
        throw new DomainError(
          ErrorCode.BadUserInput,
          translate("calculationBlocked", {
            count: errors.length,
            lines: errors
              .slice(0, 5)
              .map((error) => error.message)
              .join("; "),
          }),
          { field: "caseId", errors, runId: run.id },
        );
      }
      const found = await services.cases.get(viewer, input.caseId);
      return {
        run,
        calculationCount: found.calculationCount,
        status: found.status,
        uuid: found.uuid,
      };
    },
  }),
  route({
    path: "co2case/co2Case_hasCaculateList",
    summary: "The calculation runs of a case, newest first (caseId)",
    permission: P.Accounting,
    input: CaseIdArgs,
    handler: async ({ services, viewer, input }) => {
      const list = await services.calculations.runs(viewer, input.caseId);
      return { list, total: list.length };
    },
  }),
  route({
    path: "co2case/co2Discharge_detail",
    summary: "A run's totals and result lines (runId, or caseId for its latest run)",
    permission: P.Accounting,
    input: RunArgs,
    handler: async ({ services, viewer, input }) => {
      const run = await services.calculations.run(viewer, input);
      return { run, totals: run.totals, lines: await services.calculations.allLines(run) };
    },
  }),
];
