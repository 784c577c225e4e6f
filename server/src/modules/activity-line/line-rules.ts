// What an activity line must satisfy: a known, convertible unit, a gas, a custom factor, evidence
// files of its company, and a patch applied field by field.
import { type EntityManager } from "typeorm";
import { badInput } from "../../lib/errors";
import { MAX_QUANTITY } from "../../lib/input-rules";
import { filesOfCompany, fileUrl } from "../file/file.service";
import { resolveGasCode } from "../../calc/ghg/gases";
import type { GasCode } from "../../calc/ghg/types";
import { unitById, UnitConversionError } from "../../calc/units";
import { type CustomFactor, ActivityLine } from "./activity-line.entity";
import { CustomFactorInput, EvidenceInput, ActivityLinePatch } from "./activity-line.inputs";

export function checkUnit(field: string, unitId: number): void {
  try {
    unitById(unitId);
  } catch (error) {
    if (error instanceof UnitConversionError) {
      throw badInput(field, "lineUnknownUnit", { detail: error.message });
    }
    throw error;
  }
}

/** A line's amount must convert to its factor's unit (t to a per-kg factor, MWh to per-kWh). */
export function checkConvertible(
  field: string,
  unitId: number,
  factorUnitId: number,
  factor: string,
) {
  checkUnit(field, unitId);
  const unit = unitById(unitId);
  const factorUnit = unitById(factorUnitId);
  if (unit.dimension !== factorUnit.dimension) {
    throw badInput(field, "lineUnitNotConvertible", {
      field,
      unit: `${unit.symbol} (${unit.dimension})`,
      factorUnit: `${factorUnit.symbol} (${factorUnit.dimension})`,
      factor,
    });
  }
}

/** Method gas weighs a mass released. */
export function checkMass(field: string, unitId: number): void {
  const unit = unitById(unitId);
  if (unit.dimension !== "mass") {
    throw badInput(field, "lineUnitMismatch", {
      detail: `${unit.symbol} (${unit.dimension}) is not a mass: method gas takes the kg or t of gas released`,
    });
  }
}

/** A gas as the user spells it ("R-134a", "hfc-134a") as its catalogue code. */
export function toGas(field: string, text: string): GasCode {
  const code = resolveGasCode(text);
  if (!code) throw badInput(field, "lineUnknownGas", { detail: text || "(none)" });
  return code;
}

export function toCustomFactor(input: CustomFactorInput, field: string): CustomFactor {
  checkUnit(`${field}.unitId`, input.unitId);
  const gases = input.gases.map((gas, index) => ({
    gas: toGas(`${field}.gases.${index}.gas`, gas.gas),
    value: gas.value,
  }));
  const given = [input.ncv, input.carbonContent, input.oxidation].filter(
    (value) => value !== undefined && value !== null,
  ).length;
  if (given !== 0 && given !== 3) {
    throw badInput(`${field}.ncv`, "lineMissingCombustion", {
      detail: "give NCV, carbon content and oxidation together",
    });
  }
  return {
    name: input.name.trim(),
    unitId: input.unitId,
    gases,
    source: input.source.trim(),
    ncv: input.ncv ?? null,
    carbonContent: input.carbonContent ?? null,
    oxidation: input.oxidation ?? null,
  };
}

/**
 * Evidence is an uploaded file of the line's company or a link: a file id of another company
 * reads as a file that does not exist, as every row of another tenant does.
 */
export async function checkEvidence(
  manager: EntityManager,
  companyId: number,
  patches: readonly ActivityLinePatch[],
  lines: ReadonlyMap<number, ActivityLine>,
): Promise<void> {
  const fileIds = patches.flatMap((patch) =>
    (patch.evidence ?? []).flatMap((item) => evidenceFileId(item) ?? []),
  );
  const files = await filesOfCompany(manager, companyId, fileIds);
  patches.forEach((patch, index) => {
    const line = patch.name?.trim() || lines.get(patch.id)!.name;
    (patch.evidence ?? []).forEach((item, position) => {
      const field = `lines.${index}.evidence.${position}`;
      const fileId = evidenceFileId(item);
      if (fileId && !files.has(fileId)) {
        throw badInput(`${field}.fileId`, "evidenceFileUnknown", { name: item.name, line });
      }
      if (!fileId && !item.url?.trim()) {
        throw badInput(`${field}.url`, "evidenceNeedsFileOrUrl", { name: item.name, line });
      }
    });
  });
}

/** Legacy bodies arrive unvalidated: an id of any type is read as text. */
const evidenceFileId = (item: EvidenceInput): string | null =>
  item.fileId ? String(item.fileId).toLowerCase() : null;

/**
 * Twelve monthly amounts (January to December) as a line keeps them; null or an empty list: the
 * line is one amount again. Each month is empty (null) or a quantity of zero or more.
 */
export function toMonthAmounts(
  amounts: ReadonlyArray<number | null> | null,
  field: string,
): Array<number | null> | null {
  if (!amounts || amounts.length === 0) return null;
  const valid =
    amounts.length === 12 &&
    amounts.every(
      (value) =>
        value === null ||
        (typeof value === "number" &&
          Number.isFinite(value) &&
          value >= 0 &&
          value <= MAX_QUANTITY),
    );
  if (!valid) throw badInput(field, "lineMonthAmounts", { field });
  return [...amounts];
}

/** The amount of a line entered by month: the sum of the months entered; null while none is. */
export function monthSum(amounts: ReadonlyArray<number | null>): number | null {
  const entered = amounts.filter((value): value is number => value !== null);
  if (entered.length === 0) return null;
  // Compensated, so twelve meter readings add up as a calculator would.
  let sum = 0;
  let compensation = 0;
  for (const value of entered) {
    const next = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum;
    sum = next;
  }
  return sum + compensation;
}

export function applyPatch(
  line: ActivityLine,
  patch: ActivityLinePatch,
  field: string,
): ActivityLine {
  if (patch.name !== undefined && patch.name !== null) line.name = patch.name.trim();
  if (patch.monthAmounts !== undefined) {
    line.monthAmounts = toMonthAmounts(patch.monthAmounts, `${field}.monthAmounts`);
    if (line.monthAmounts) line.month = null;
  } else if (patch.amount !== undefined && line.monthAmounts) {
    throw badInput(`${field}.amount`, "lineAmountByMonth", { line: line.name });
  }
  if (line.monthAmounts) line.amount = monthSum(line.monthAmounts);
  else if (patch.amount !== undefined) line.amount = patch.amount;
  if (patch.unitId !== undefined && patch.unitId !== null) {
    checkUnit(`${field}.unitId`, patch.unitId);
    line.unitId = patch.unitId;
  }
  if (patch.method) line.method = patch.method;
  if (patch.gas !== undefined) {
    line.gas =
      patch.gas === null || patch.gas.trim() === "" ? null : toGas(`${field}.gas`, patch.gas);
  }
  if (patch.factorId !== undefined) {
    line.factorId = patch.factorId;
    if (patch.factorId !== null) line.customFactor = null;
  }
  if (patch.customFactor !== undefined) {
    line.customFactor = patch.customFactor
      ? toCustomFactor(patch.customFactor, `${field}.customFactor`)
      : null;
    if (line.customFactor) line.factorId = null;
  }
  if (patch.ncv !== undefined) line.ncv = patch.ncv;
  if (patch.carbonContent !== undefined) line.carbonContent = patch.carbonContent;
  if (patch.oxidation !== undefined) line.oxidation = patch.oxidation;
  if (patch.marketFactorId !== undefined) {
    line.marketFactorId = patch.marketFactorId;
    if (patch.marketFactorId !== null) line.marketCustomFactor = null;
  }
  if (patch.marketCustomFactor !== undefined) {
    line.marketCustomFactor = patch.marketCustomFactor
      ? toCustomFactor(patch.marketCustomFactor, `${field}.marketCustomFactor`)
      : null;
    if (line.marketCustomFactor) line.marketFactorId = null;
  }
  if (patch.marketBasis !== undefined) line.marketBasis = patch.marketBasis;
  if (patch.marketCoveredAmount !== undefined) {
    line.marketCoveredAmount = patch.marketCoveredAmount;
  }
  if (patch.marketCoveredUnitId !== undefined) {
    if (patch.marketCoveredUnitId !== null) {
      checkUnit(`${field}.marketCoveredUnitId`, patch.marketCoveredUnitId);
    }
    line.marketCoveredUnitId = patch.marketCoveredUnitId;
  }
  if (patch.dataSourceType !== undefined && patch.dataSourceType !== null) {
    line.dataSourceType = patch.dataSourceType;
  }
  if (patch.evidence !== undefined && patch.evidence !== null) {
    line.evidence = patch.evidence.map((item) => {
      const fileId = evidenceFileId(item);
      return fileId
        ? { name: item.name, url: fileUrl(fileId), fileId }
        : { name: item.name, url: item.url! };
    });
  }
  // A line entered by month is in every month it has an amount for, not in one.
  if (patch.month !== undefined && !line.monthAmounts) line.month = patch.month;
  if (patch.remark !== undefined) line.remark = patch.remark?.trim() || null;
  return line;
}
