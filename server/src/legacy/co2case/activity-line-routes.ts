// Legacy calls of SPEC §7 "Process data" (POST /api/co2case/*).
import { coerceBody } from "../coerce";
import { CaseIdArgs } from "../../modules/case/case.inputs";
import {
  AddLibraryLinesInput,
  DefaultFactorArgs,
  DeleteLinesInput,
  EvidenceInput,
  LibraryLineInput,
  ActivityLineListArgs,
  ActivityLinePatch,
  UpdateActivityLinesInput,
} from "../../modules/activity-line/activity-line.inputs";
import { type LegacyRoute, route } from "../route";
import {
  asRecords,
  caseOf,
  customFactor,
  CustomLineBody,
  LibraryLinesBody,
  P,
  UpdateLinesBody,
} from "./shared";

export const PROCESS_DATA_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "co2case/co2Case_setDefaultConst",
    summary: "Give template lines their default factor (caseId, overwrite)",
    permission: P.AccountingEdit,
    input: DefaultFactorArgs,
    handler: async ({ services, viewer, input }) => ({
      updated: await services.activityLines.applyDefaultFactors(
        viewer,
        input.caseId,
        input.overwrite,
      ),
    }),
  }),

  // ---- Process data (form-encoded) ----,
  route({
    path: "co2case/co2CaseProcessDataList",
    summary: "Activity lines of a case, paged (caseId, processId, page, pageSize, keyword)",
    permission: P.Accounting,
    input: ActivityLineListArgs,
    handler: async ({ services, viewer, input }) => {
      const page = await services.activityLines.lines(viewer, input);
      return { list: page.items, total: page.total, page: input.page, pageSize: input.pageSize };
    },
  }),
  route({
    path: "co2case/co2CaseProcessDataDelete",
    summary: "Delete activity lines (caseId, ids)",
    permission: P.AccountingEdit,
    input: DeleteLinesInput,
    handler: async ({ services, viewer, input }) => ({
      deleted: await services.activityLines.deleteLines(viewer, input),
    }),
  }),
  route({
    path: "co2case/co2CaseProcessDatasUpdate",
    summary:
      "Change many activity lines in one transaction (caseId, lines: [{id, amount, unitId, factorId, ...}])",
    permission: P.AccountingEdit,
    input: UpdateLinesBody,
    handler: async ({ services, viewer, input }) => {
      const lines = asRecords(input.lines, "lines").map((raw, index) => {
        const patch = coerceBody(ActivityLinePatch, raw);
        for (const key of ["customFactor", "marketCustomFactor"] as const) {
          if (raw[key] === null || raw[key] === "null") patch[key] = null;
          else if (raw[key] !== undefined)
            patch[key] = customFactor(raw[key], `lines.${index}.${key}`);
        }
        for (const key of [
          "amount",
          "factorId",
          "marketFactorId",
          "marketBasis",
          "marketCoveredAmount",
          "marketCoveredUnitId",
          "gas",
          "month",
          "remark",
        ] as const) {
          if (raw[key] === null || raw[key] === "null") patch[key] = null;
        }
        // Evidence items become EvidenceInput instances, held to the same rules (a link's
        // address among them) as GraphQL's: plain objects would pass unchecked.
        if (raw.evidence !== undefined && raw.evidence !== null && raw.evidence !== "") {
          patch.evidence = asRecords(raw.evidence, `lines.${index}.evidence`).map((item) =>
            coerceBody(EvidenceInput, item),
          );
        }
        return patch;
      });
      const changed = await services.activityLines.updateLines(
        viewer,
        Object.assign(new UpdateActivityLinesInput(), { caseId: input.caseId, lines }),
      );
      return { list: changed, total: changed.length };
    },
  }),
  route({
    path: "co2case/co2CaseProcess_addDataFromeConst",
    summary:
      "Add one line per library factor to a process (caseId, processId, lines: [{factorId, amount, unitId, name, month, remark}]; or factorIds for lines without amounts)",
    permission: P.AccountingEdit,
    input: LibraryLinesBody,
    handler: async ({ services, viewer, input }) => {
      const list = await services.activityLines.addLibraryLines(
        viewer,
        Object.assign(new AddLibraryLinesInput(), {
          caseId: await caseOf(services, viewer, input),
          processId: input.processId,
          factorIds: input.factorIds,
          lines:
            input.lines === undefined
              ? undefined
              : asRecords(input.lines, "lines").map((raw) => coerceBody(LibraryLineInput, raw)),
        }),
      );
      return { list, total: list.length };
    },
  }),
  route({
    path: "co2case/co2CaseProcess_addDataFromeCustomData",
    summary:
      "Add a line with a factor entered by the user (caseId, processId, name, amount, unitId, factor: {name, unitId, gases, source}), or a gas released (method gas, gas, amount in kg)",
    permission: P.AccountingEdit,
    input: CustomLineBody,
    handler: async ({ services, viewer, input }) => {
      if (input.method !== "gas" || input.factor !== undefined) {
        input.factor = customFactor(input.factor, "factor");
      }
      input.caseId = await caseOf(services, viewer, input);
      return services.activityLines.addCustomLine(viewer, input);
    },
  }),
  route({
    path: "co2case/caseProcessData_removeNoNeed",
    summary: "Delete the lines of a case without an amount (caseId)",
    permission: P.AccountingEdit,
    input: CaseIdArgs,
    handler: async ({ services, viewer, input }) => ({
      deleted: await services.activityLines.removeUnneededLines(viewer, input.caseId),
    }),
  }),

  // ---- Results and export ----,
];
