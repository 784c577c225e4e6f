// What the legacy calls of SPEC §7 "Corporations", "Cases", "Process data", "Results and export"
// and "Tags" (POST /api/co2case/*) share: their bodies and the helpers that coerce them. The case
// and corporation calls take JSON; the others are form-encoded, where nested values (a line's
// changes, a custom factor) may come as bracketed fields (`lines[0][amount]=5`) or as one JSON
// string (`lines=[{"id":1,"amount":5}]`).
import { IsInt, IsOptional, Min } from "class-validator";
import type { ClassType } from "type-graphql";
import { badInput, forbidden } from "../../lib/errors";
import { m } from "../../lib/validation";
import { GasValueInput } from "../../modules/factor/factor.inputs";
import type { Viewer } from "../../modules/auth/viewer";
import { PermissionCode } from "../../modules/permission/permission-codes";
import type { Services } from "../../services";
import { coerceBody } from "../coerce";
import { UpdateCaseInput } from "../../modules/case/case.inputs";
import { CorporationInput } from "../../modules/corporation/corporation.inputs";
import {
  AddCustomLineInput,
  CustomFactorInput,
} from "../../modules/activity-line/activity-line.inputs";

export const P = PermissionCode;

/** Corporation save: updates the one with `id`, creates one without. */
export class SaveCorporationBody extends CorporationInput {
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  id?: number;
}

/** Case save: only shapes here; the create and update inputs carry the full rules. */
export class SaveCaseBody extends UpdateCaseInput {
  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  declare id: number;

  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  corporationId?: number;

  @IsOptional()
  @IsInt({ message: m("mustBeInteger") })
  templateId?: number;
}

export class CorporationIdBody {
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  corporationId: number;
}

/** `lines` is taken apart by the handler: bracketed fields or a JSON string. */
export class UpdateLinesBody {
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  caseId: number;

  @IsOptional()
  lines?: unknown;
}

/** A line-adding body may leave out `caseId`: the process names its case. */
export class CustomLineBody extends AddCustomLineInput {
  @IsOptional()
  declare caseId: number;

  @IsOptional()
  declare factor: CustomFactorInput;
}

/** `lines` is taken apart by the handler: bracketed fields or a JSON string. */
export class LibraryLinesBody {
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
export async function caseOf(
  services: Services,
  viewer: Viewer,
  input: { caseId?: number; processId: number },
): Promise<number> {
  return input.caseId ?? (await services.cases.process(viewer, input.processId)).caseId;
}

/** A nested value of a form body: an object, an array, or the same as a JSON string. */
export function nested(value: unknown, field: string): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badInput(field, "invalidFormat", { field, hint: "JSON or bracketed form fields" });
  }
}

export function asRecords(value: unknown, field: string): Array<Record<string, unknown>> {
  const parsed = nested(value, field);
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object"
      ? Object.values(parsed as Record<string, unknown>) // lines[0][..] arrives as { "0": {...} }
      : [];
  return list.filter((item): item is Record<string, unknown> => !!item && typeof item === "object");
}

export function coerced<T extends object>(target: ClassType<T>, value: unknown, field: string): T {
  const parsed = nested(value, field);
  if (!parsed || typeof parsed !== "object") throw badInput(field, "required", { field });
  return coerceBody(target, parsed as Record<string, unknown>);
}

export function customFactor(value: unknown, field: string): CustomFactorInput {
  const factor = coerced(CustomFactorInput, value, field);
  factor.gases = asRecords((factor as { gases?: unknown }).gases, `${field}.gases`).map((gas) =>
    coerceBody(GasValueInput, gas),
  );
  return factor;
}

export function requireCode(viewer: Viewer, code: PermissionCode): void {
  if (!viewer.permissions.has(code)) {
    throw forbidden("forbiddenCode", { code }, "MISSING_PERMISSION");
  }
}

export async function caseDetail(services: Services, viewer: Viewer, id: number) {
  const found = await services.cases.get(viewer, id);
  const [corporation, processes, lines] = await Promise.all([
    services.corporations.get(viewer, found.corporationId),
    services.cases.processes(viewer, found.id),
    services.dataSource.query<Array<{ id: number }>>(
      "SELECT id FROM activity_line WHERE case_id = $1",
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
