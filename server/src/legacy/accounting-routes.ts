// Legacy calls of SPEC §7 "Corporations", "Cases", "Process data", "Results and export" and
// "Tags" (POST /api/co2case/*). The case and corporation calls take JSON; the others are
// form-encoded, where nested values (a line's changes, a custom factor) may come as bracketed
// fields (`lines[0][amount]=5`) or as one JSON string (`lines=[{"id":1,"amount":5}]`).
import { IsInt, IsOptional, Min } from "class-validator";
import type { ClassType } from "type-graphql";
import { IdBody } from "./bodies";
import { badInput, DomainError, ErrorCode, forbidden } from "../lib/errors";
import { translate } from "../lib/messages";
import { m } from "../lib/validation";
import {
  AddCustomLineInput,
  AddLibraryLinesInput,
  AddProcessModelInput,
  CaseIdArgs,
  CaseInput,
  CaseListArgs,
  CorporationInput,
  CorporationListArgs,
  CorporationPositionInput,
  CustomFactorInput,
  DefaultFactorArgs,
  DeleteLinesInput,
  EvidenceInput,
  LibraryLineInput,
  ProcessDataListArgs,
  ProcessDataPatch,
  RemoveTagInput,
  RunArgs,
  TagInput,
  UpdateCaseInput,
  UpdateCorporationInput,
  UpdateProcessDataInput,
} from "../modules/accounting/accounting.inputs";
import { lineErrorMessage } from "../modules/accounting/calculation.service";
import { GasValueInput } from "../modules/factor/factor.inputs";
import type { Viewer } from "../modules/auth/viewer";
import { PermissionCode } from "../modules/permission/permission-codes";
import type { Services } from "../services";
import { coerceBody } from "./coerce";
import type { LegacyRoute } from "./routes";

const P = PermissionCode;
const route = <I extends object>(definition: LegacyRoute<I>) =>
  definition as unknown as LegacyRoute;

/** Corporation save: updates the one with `id`, creates one without. */
class SaveCorporationBody extends CorporationInput {
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  id?: number;
}

/** Case save: only shapes here; the create and update inputs carry the full rules. */
class SaveCaseBody extends UpdateCaseInput {
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  declare id: number;

  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  corporationId?: number;

  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  baseModelId?: number;
}

class CorporationIdBody {
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  corporationId: number;
}

/** `lines` is taken apart by the handler: bracketed fields or a JSON string. */
class UpdateLinesBody {
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  caseId: number;

  @IsOptional()
  lines?: unknown;
}

/** A line-adding body may leave out `caseId`: the process names its case. */
class CustomLineBody extends AddCustomLineInput {
  @IsOptional()
  declare caseId: number;

  @IsOptional()
  declare factor: CustomFactorInput;
}

/** `lines` is taken apart by the handler: bracketed fields or a JSON string. */
class LibraryLinesBody {
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  caseId?: number;

  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  processId: number;

  @IsOptional()
  @IsInt({ each: true, message: m("mustBeInteger") })
  factorIds?: number[];

  @IsOptional()
  lines?: unknown;
}

/** The case of a line-adding call: the one given, or the process's. */
async function caseOf(
  services: Services,
  viewer: Viewer,
  input: { caseId?: number; processId: number },
): Promise<number> {
  return input.caseId ?? (await services.cases.process(viewer, input.processId)).caseId;
}

/** A nested value of a form body: an object, an array, or the same as a JSON string. */
function nested(value: unknown, field: string): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badInput(field, "invalidFormat", { field, hint: "JSON or bracketed form fields" });
  }
}

function asRecords(value: unknown, field: string): Array<Record<string, unknown>> {
  const parsed = nested(value, field);
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object"
      ? Object.values(parsed as Record<string, unknown>) // lines[0][..] arrives as { "0": {...} }
      : [];
  return list.filter((item): item is Record<string, unknown> => !!item && typeof item === "object");
}

function coerced<T extends object>(target: ClassType<T>, value: unknown, field: string): T {
  const parsed = nested(value, field);
  if (!parsed || typeof parsed !== "object") throw badInput(field, "required", { field });
  return coerceBody(target, parsed as Record<string, unknown>);
}

function customFactor(value: unknown, field: string): CustomFactorInput {
  const factor = coerced(CustomFactorInput, value, field);
  factor.gases = asRecords((factor as { gases?: unknown }).gases, `${field}.gases`).map((gas) =>
    coerceBody(GasValueInput, gas),
  );
  return factor;
}

function requireCode(viewer: Viewer, code: PermissionCode): void {
  if (!viewer.permissions.has(code)) {
    throw forbidden("forbiddenCode", { code }, "MISSING_PERMISSION");
  }
}

async function caseDetail(services: Services, viewer: Viewer, id: number) {
  const found = await services.cases.get(viewer, id);
  const [corporation, processes, lines] = await Promise.all([
    services.corporations.get(viewer, found.corporationId),
    services.cases.processes(viewer, found.id),
    services.dataSource.query<Array<{ id: number }>>(
      "SELECT id FROM process_data WHERE case_id = $1",
      [found.id],
    ),
  ]);
  const latestRun = found.latestRunId
    ? await services.calculations.run(viewer, { runId: found.latestRunId })
    : null;
  return {
    ...found,
    corporation,
    processes,
    lineCount: lines.length,
    latestRun: latestRun && {
      id: latestRun.id,
      runNo: latestRun.runNo,
      createdAt: latestRun.createdAt,
      totalKg: latestRun.totalKg,
      totalMarketKg: latestRun.totalMarketKg,
      totals: latestRun.totals,
    },
  };
}

export const ACCOUNTING_ROUTES: readonly LegacyRoute[] = [
  // ---- Corporations (JSON) ----
  route({
    path: "co2case/co2CorporationList",
    summary: "Corporations of the company, paged (page, pageSize, keyword, industryId, province)",
    permission: P.Accounting,
    input: CorporationListArgs,
    handler: async ({ services, viewer, input }) => {
      const page = await services.corporations.list(viewer, input);
      return { list: page.items, total: page.total, page: input.page, pageSize: input.pageSize };
    },
  }),
  route({
    path: "co2case/co2CorporationDelete",
    summary: "Delete a corporation with its cases (id)",
    permission: P.AccountingDelete,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      await services.corporations.delete(viewer, input.id);
      return null;
    },
  }),
  route({
    path: "co2case/co2Corporation_item",
    summary: "Save a corporation: creates one without id, updates the one with id",
    permission: P.AccountingEdit,
    input: SaveCorporationBody,
    handler: ({ services, viewer, input }) => {
      const { id, ...fields } = input;
      return id
        ? services.corporations.update(
            viewer,
            Object.assign(new UpdateCorporationInput(), { id, ...fields }),
          )
        : services.corporations.create(viewer, Object.assign(new CorporationInput(), fields));
    },
  }),
  route({
    path: "co2case/co2Corporation_detail",
    summary: "A corporation with its cases (id)",
    permission: P.Accounting,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      const corporation = await services.corporations.get(viewer, input.id);
      return { ...corporation, caseList: await services.corporations.cases(viewer, input.id) };
    },
  }),
  route({
    path: "co2case/co2Corporation_newReportDate",
    summary: "The date of a corporation's latest calculated report (id)",
    permission: P.Accounting,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      const corporation = await services.corporations.get(viewer, input.id);
      return { id: corporation.id, latestReportDate: corporation.latestReportDate };
    },
  }),
  route({
    path: "co2case/co2Corp_caseList",
    summary: "The cases of a corporation (corporationId)",
    permission: P.Accounting,
    input: CorporationIdBody,
    handler: async ({ services, viewer, input }) => {
      await services.corporations.get(viewer, input.corporationId);
      const list = await services.corporations.cases(viewer, input.corporationId);
      return { list, total: list.length };
    },
  }),
  route({
    path: "co2case/setCorPosition_inChina",
    summary: "Place a corporation on the map of China (id, longitude, latitude)",
    permission: P.AccountingEdit,
    input: CorporationPositionInput,
    handler: ({ services, viewer, input }) => services.corporations.setPosition(viewer, input),
  }),

  // ---- Cases (JSON) ----
  route({
    path: "co2case/co2CaseItem",
    summary:
      "Save a case: creates one without id (needs aa02; a template's processes are copied in), updates the one with id",
    permission: P.Accounting,
    input: SaveCaseBody,
    handler: ({ services, viewer, input }) => {
      const { id, corporationId, baseModelId, ...fields } = input;
      if (id) {
        requireCode(viewer, P.AccountingEdit);
        return services.cases.update(
          viewer,
          Object.assign(new UpdateCaseInput(), { id, ...fields }),
        );
      }
      requireCode(viewer, P.CaseAdd);
      return services.cases.create(
        viewer,
        Object.assign(new CaseInput(), {
          corporationId,
          baseModelId,
          ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        }),
      );
    },
  }),
  route({
    path: "co2case/co2CaseList",
    summary: "Cases, paged (page, pageSize, keyword, corporationId, status, year, tagId)",
    permission: P.Accounting,
    input: CaseListArgs,
    handler: async ({ services, viewer, input }) => {
      const page = await services.cases.list(viewer, input);
      return { list: page.items, total: page.total, page: input.page, pageSize: input.pageSize };
    },
  }),
  route({
    path: "co2case/co2CaseDelete",
    summary: "Delete a case with its lines and runs (id)",
    permission: P.AccountingDelete,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      await services.cases.delete(viewer, input.id);
      return null;
    },
  }),
  route({
    path: "co2case/co2Case_detail",
    summary: "A case with its corporation, processes, tags and latest totals (id)",
    permission: P.Accounting,
    input: IdBody,
    handler: ({ services, viewer, input }) => caseDetail(services, viewer, input.id),
  }),
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
      return { run, calcNums: found.calcNums, status: found.status, uuid: found.uuid };
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
    path: "co2case/co2Case_setDefaultConst",
    summary: "Give template lines their default factor (caseId, overwrite)",
    permission: P.AccountingEdit,
    input: DefaultFactorArgs,
    handler: async ({ services, viewer, input }) => ({
      updated: await services.cases.applyDefaultFactors(viewer, input.caseId, input.overwrite),
    }),
  }),

  // ---- Process data (form-encoded) ----
  route({
    path: "co2case/co2CaseProcessDataList",
    summary: "Activity lines of a case, paged (caseId, processId, page, pageSize, keyword)",
    permission: P.Accounting,
    input: ProcessDataListArgs,
    handler: async ({ services, viewer, input }) => {
      const page = await services.cases.lines(viewer, input);
      return { list: page.items, total: page.total, page: input.page, pageSize: input.pageSize };
    },
  }),
  route({
    path: "co2case/co2CaseProcessDataDelete",
    summary: "Delete activity lines (caseId, ids)",
    permission: P.AccountingEdit,
    input: DeleteLinesInput,
    handler: async ({ services, viewer, input }) => ({
      deleted: await services.cases.deleteLines(viewer, input),
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
        const patch = coerceBody(ProcessDataPatch, raw);
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
      const changed = await services.cases.updateLines(
        viewer,
        Object.assign(new UpdateProcessDataInput(), { caseId: input.caseId, lines }),
      );
      return { list: changed, total: changed.length };
    },
  }),
  route({
    path: "co2case/co2CaseProcess_delete",
    summary: "Delete a process of a case with its lines (id)",
    permission: P.AccountingEdit,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      await services.cases.deleteProcess(viewer, input.id);
      return null;
    },
  }),
  route({
    path: "co2case/co2CaseProcess_addDataFromeConst",
    summary:
      "Add one line per library factor to a process (caseId, processId, lines: [{factorId, amount, unitId, name, month, remark}]; or factorIds for lines without amounts)",
    permission: P.AccountingEdit,
    input: LibraryLinesBody,
    handler: async ({ services, viewer, input }) => {
      const list = await services.cases.addLibraryLines(
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
      return services.cases.addCustomLine(viewer, input);
    },
  }),
  route({
    path: "co2case/co2CaseAddProcessModel",
    summary: "Copy a template's processes into a case (caseId, baseModelId, processIds)",
    permission: P.AccountingEdit,
    input: AddProcessModelInput,
    handler: async ({ services, viewer, input }) => {
      const list = await services.cases.addProcessModel(viewer, input);
      return { list, total: list.length };
    },
  }),
  route({
    path: "co2case/caseProcessData_removeNoNeed",
    summary: "Delete the lines of a case without an amount (caseId)",
    permission: P.AccountingEdit,
    input: CaseIdArgs,
    handler: async ({ services, viewer, input }) => ({
      deleted: await services.cases.removeUnneededLines(viewer, input.caseId),
    }),
  }),

  // ---- Results and export ----
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
  route({
    path: "co2case/exportResult",
    summary: "The result workbook (.xlsx) of a run (runId, or caseId for its latest run)",
    permission: P.Accounting,
    input: RunArgs,
    download: true,
    handler: ({ services, viewer, input }) => services.calculations.exportResult(viewer, input),
  }),
  route({
    path: "co2case/exportProcessExcel",
    summary: "The process-data workbook (.xlsx) of a case (caseId)",
    permission: P.Accounting,
    input: CaseIdArgs,
    download: true,
    handler: ({ services, viewer, input }) =>
      services.calculations.exportProcessData(viewer, input.caseId),
  }),

  // ---- Tags ----
  route({
    path: "co2case/co2Case_tags",
    summary: "The company's case tags (data.tagList)",
    permission: P.Accounting,
    handler: async ({ services, viewer }) => ({ tagList: await services.cases.tags(viewer) }),
  }),
  route({
    path: "co2case/co2Case_tagAdd",
    summary: "Add a tag (name), on a case when caseId is given",
    permission: P.AccountingEdit,
    input: TagInput,
    handler: ({ services, viewer, input }) => services.cases.addTag(viewer, input),
  }),
  route({
    path: "co2case/co2Case_tagDelete",
    summary: "Take a tag off a case (id, caseId), or delete it from the company (id)",
    permission: P.AccountingEdit,
    input: RemoveTagInput,
    handler: async ({ services, viewer, input }) => {
      await services.cases.removeTag(viewer, input);
      return null;
    },
  }),
];
