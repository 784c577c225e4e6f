// The case editor's unsaved changes to activity lines, as plain data: which fields of which line
// differ from the server's row, the one `updateActivityLines` input that saves them, and the units
// a line's unit select offers. No React here, so every rule is tested on its own.
import type {
  AccountingReferenceDataQuery,
  CaseEditor_LineFragment,
  CustomFactorInput,
  ActivityLinePatch,
} from "../../__generated__/graphql";
import type { CustomFactorValue } from "../factors/FactorDetails";
import { badMonths, sameMonths, type MonthAmounts } from "./month-grid";

export type Line = CaseEditor_LineFragment;
export type Unit = AccountingReferenceDataQuery["referenceData"]["units"][number];

/** A line's evidence: an uploaded file (its id; the url is its download address) or a link. */
export interface EvidenceLink {
  name: string;
  url: string;
  fileId?: string | null;
}

/** Evidence as the server takes it: a file's id only when it is a file. */
export const plainEvidence = ({ name, url, fileId }: EvidenceLink): EvidenceLink =>
  fileId ? { name, url, fileId } : { name, url };

export type { CustomFactorValue };

/** The fields of a line the table edits. */
export const EDITABLE_FIELDS = [
  "name",
  "amount",
  "unitId",
  "method",
  "gas",
  "factorId",
  "customFactor",
  "ncv",
  "carbonContent",
  "oxidation",
  "marketFactorId",
  "marketCustomFactor",
  "marketBasis",
  "marketCoveredAmount",
  "marketCoveredUnitId",
  "dataSourceType",
  "month",
  "monthAmounts",
  "remark",
  "evidence",
] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** A line's editable values (evidence and custom factors without the cache's type names). */
export interface LineValues {
  name: string;
  /** null: not entered yet. NaN: typed but not a number (kept so the table can flag it). */
  amount: number | null;
  unitId: number;
  method: string;
  /** Method gas: the gas released, a catalogue code. */
  gas: string | null;
  /** A library factor; a line has it or a custom factor, or neither. */
  factorId: number | null;
  customFactor: CustomFactorValue | null;
  /**
   * Measured combustion parameters, over the factor's for the combustion method: NCV in GJ per
   * factor unit, carbon content in t C per GJ, oxidation a fraction. null: the factor's value;
   * NaN: typed but not a number.
   */
  ncv: number | null;
  carbonContent: number | null;
  oxidation: number | null;
  /** Scope 2 market-based instrument: a library factor or one entered for the line. */
  marketFactorId: number | null;
  marketCustomFactor: CustomFactorValue | null;
  marketBasis: string | null;
  /**
   * The quantity the instrument covers (MWh of certificates), in `marketCoveredUnitId` or the
   * line's unit; null: all of the line. NaN: typed but not a number.
   */
  marketCoveredAmount: number | null;
  marketCoveredUnitId: number | null;
  dataSourceType: number;
  month: number | null;
  /**
   * The line entered by month (month-grid.ts): twelve amounts, January to December, whose sum
   * is `amount`; null: the line is one amount.
   */
  monthAmounts: Array<number | null> | null;
  remark: string | null;
  evidence: EvidenceLink[];
}

/** The changed fields of one line; a field absent here is as the server has it. */
export type LineChange = Partial<LineValues>;

/** Unsaved changes by line id. Only lines with at least one changed field appear. */
export type LineEdits = Readonly<Record<number, LineChange>>;

export const NO_EDITS: LineEdits = Object.freeze({});

/** A custom factor as the cache has it, as a plain value. */
export function customFactorValue(
  factor: Omit<CustomFactorValue, "gases"> & { gases: readonly { gas: string; value: number }[] },
): CustomFactorValue {
  return {
    name: factor.name,
    unitId: factor.unitId,
    gases: factor.gases.map(({ gas, value }) => ({ gas, value })),
    source: factor.source,
    ncv: factor.ncv,
    carbonContent: factor.carbonContent,
    oxidation: factor.oxidation,
  };
}

const customOrNull = (factor: Line["customFactor"]): CustomFactorValue | null =>
  factor ? customFactorValue(factor) : null;

export function serverValues(line: Line): LineValues {
  return {
    name: line.name,
    amount: line.amount,
    unitId: line.unitId,
    method: line.method,
    gas: line.gas,
    factorId: line.factorId,
    customFactor: customOrNull(line.customFactor),
    ncv: line.ncv,
    carbonContent: line.carbonContent,
    oxidation: line.oxidation,
    marketFactorId: line.marketFactorId,
    marketCustomFactor: customOrNull(line.marketCustomFactor),
    marketBasis: line.marketBasis,
    marketCoveredAmount: line.marketCoveredAmount,
    marketCoveredUnitId: line.marketCoveredUnitId,
    dataSourceType: line.dataSourceType,
    month: line.month,
    monthAmounts: line.monthAmounts ? [...line.monthAmounts] : null,
    remark: line.remark,
    evidence: line.evidence.map(plainEvidence),
  };
}

const blankToNull = (value: string | null): string | null =>
  value === null || value.trim() === "" ? null : value;

/** Whether two custom factors say the same: name, unit, source, every gas value, parameters. */
export function sameCustomFactor(
  a: CustomFactorValue | null,
  b: CustomFactorValue | null,
): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.name === b.name &&
    a.unitId === b.unitId &&
    a.source === b.source &&
    a.ncv === b.ncv &&
    a.carbonContent === b.carbonContent &&
    a.oxidation === b.oxidation &&
    a.gases.length === b.gases.length &&
    a.gases.every(
      (gas, index) => gas.gas === b.gases[index].gas && gas.value === b.gases[index].value,
    )
  );
}

/** Whether two values of a field mean the same thing to the server. */
export function sameValue<F extends EditableField>(
  field: F,
  a: LineValues[F],
  b: LineValues[F],
): boolean {
  if (field === "evidence") {
    const left = a as EvidenceLink[];
    const right = b as EvidenceLink[];
    return (
      left.length === right.length &&
      left.every(
        (item, index) =>
          item.name === right[index].name &&
          item.url === right[index].url &&
          (item.fileId ?? null) === (right[index].fileId ?? null),
      )
    );
  }
  if (field === "customFactor" || field === "marketCustomFactor") {
    return sameCustomFactor(a as CustomFactorValue | null, b as CustomFactorValue | null);
  }
  if (field === "monthAmounts") {
    return sameMonths(a as MonthAmounts | null, b as MonthAmounts | null);
  }
  // A remark of spaces is saved as none.
  if (field === "remark")
    return blankToNull(a as string | null) === blankToNull(b as string | null);
  // NaN (an unreadable amount) never equals anything, so it stays an edit until corrected.
  return a === b;
}

/** The line as the table shows it: the server's values with the unsaved changes over them. */
export function currentValues(line: Line, edits: LineEdits): LineValues {
  return { ...serverValues(line), ...edits[line.id] };
}

/**
 * Records changes to a line. A field set back to the server's value stops being a change, and a
 * line without changes leaves the edits, so the dirty count is always what Save would send.
 */
export function editLine(edits: LineEdits, line: Line, change: LineChange): LineEdits {
  const server = serverValues(line);
  const next: LineChange = { ...edits[line.id] };
  for (const field of Object.keys(change) as EditableField[]) {
    const value = change[field];
    if (value === undefined) continue;
    if (sameValue(field, server[field], value)) delete next[field];
    else (next as Record<EditableField, unknown>)[field] = value;
  }
  const rest = { ...edits };
  delete rest[line.id];
  return Object.keys(next).length === 0 ? rest : { ...rest, [line.id]: next };
}

/** How many lines have unsaved changes. */
export const dirtyCount = (edits: LineEdits): number => Object.keys(edits).length;

export type LineProblem = "amount" | "name" | "month" | "months" | "covered" | CombustionParameter;

export const COMBUSTION_PARAMETERS = ["ncv", "carbonContent", "oxidation"] as const;
export type CombustionParameter = (typeof COMBUSTION_PARAMETERS)[number];

/**
 * Whether a measured combustion parameter can be used as the engine reads it (calc/ghg): every
 * one above 0; carbon content in t C per GJ, so at most 1 (no fuel comes near: a guideline's
 * t C/TJ figure entered without the 10^-3 does); oxidation a fraction, at most 1.
 */
export function parameterReadable(parameter: CombustionParameter, value: number): boolean {
  if (!Number.isFinite(value) || value <= 0) return false;
  return parameter === "ncv" || value <= 1;
}

/**
 * Changes that cannot be saved as they are: an unreadable or negative amount, an empty name, a
 * month outside the year, a combustion parameter the engine would refuse.
 */
export function lineProblems(change: LineChange): LineProblem[] {
  const problems: LineProblem[] = [];
  if (change.amount !== undefined && change.amount !== null) {
    if (!Number.isFinite(change.amount) || change.amount < 0) problems.push("amount");
  }
  const covered = change.marketCoveredAmount;
  if (covered !== undefined && covered !== null && !(Number.isFinite(covered) && covered >= 0)) {
    problems.push("covered");
  }
  for (const parameter of COMBUSTION_PARAMETERS) {
    const value = change[parameter];
    if (value !== undefined && value !== null && !parameterReadable(parameter, value)) {
      problems.push(parameter);
    }
  }
  if (change.name !== undefined && change.name.trim() === "") problems.push("name");
  if (change.monthAmounts && badMonths(change.monthAmounts).length > 0) problems.push("months");
  if (
    change.month !== undefined &&
    change.month !== null &&
    !(Number.isInteger(change.month) && change.month >= 1 && change.month <= 12)
  ) {
    problems.push("month");
  }
  return problems;
}

/** Ids of the lines whose changes cannot be saved yet. */
export function invalidLineIds(edits: LineEdits): number[] {
  return Object.entries(edits)
    .filter(([, change]) => lineProblems(change).length > 0)
    .map(([id]) => Number(id));
}

/**
 * The `lines` of one `updateActivityLines`: for each changed line that still exists, its id and
 * only the fields that changed. Names and remarks are trimmed; an emptied remark, amount, month,
 * measured parameter, custom factor or market instrument is sent as null, which clears it on the
 * server.
 */
export function toPatches(edits: LineEdits, lines: readonly Line[]): ActivityLinePatch[] {
  const existing = new Set(lines.map((line) => line.id));
  return Object.entries(edits)
    .map(([key, change]) => ({ id: Number(key), change }))
    .filter(({ id }) => existing.has(id))
    .sort((a, b) => a.id - b.id)
    .map(({ id, change }) => {
      const patch: ActivityLinePatch = { id };
      for (const field of EDITABLE_FIELDS) {
        if (!(field in change)) continue;
        const value = change[field];
        if (field === "name") patch.name = (value as string).trim();
        else if (field === "remark")
          patch.remark = blankToNull(value as string | null)?.trim() ?? null;
        else if (field === "evidence") {
          patch.evidence = (value as EvidenceLink[]).map(plainEvidence);
        } else if (field === "customFactor" || field === "marketCustomFactor") {
          patch[field] = value === null ? null : customFactorInput(value as CustomFactorValue);
        } else (patch as Record<string, unknown>)[field] = value;
      }
      return patch;
    });
}

/** A custom factor as the server takes it: the combustion parameters only where given. */
export function customFactorInput(factor: CustomFactorValue): CustomFactorInput {
  const input: CustomFactorInput = {
    name: factor.name.trim(),
    unitId: factor.unitId,
    gases: factor.gases.map(({ gas, value }) => ({ gas, value })),
    source: factor.source.trim(),
  };
  for (const parameter of COMBUSTION_PARAMETERS) {
    const value = factor[parameter];
    if (value !== null) input[parameter] = value;
  }
  return input;
}

/**
 * The edits after the server's rows were reloaded (after a save, an added line, a deletion):
 * changes to lines that are gone are dropped, and fields now equal to the server's stop being
 * changes. Unsaved changes to other lines are kept.
 */
export function rebaseEdits(edits: LineEdits, lines: readonly Line[]): LineEdits {
  const byId = new Map(lines.map((line) => [line.id, line]));
  let next: LineEdits = NO_EDITS;
  for (const [key, change] of Object.entries(edits)) {
    const line = byId.get(Number(key));
    if (line) next = editLine(next, line, change);
  }
  return next;
}

/** The factor values a line's factor choice depends on. */
export interface FactorChoice {
  id: number;
  unitId: number;
  ncv: number | null;
  carbonContent: number | null;
  oxidation: number | null;
}

type CombustionValues = Pick<FactorChoice, CombustionParameter>;

/** A factor offers the combustion method only with NCV, carbon content and oxidation. */
export const hasCombustionParameters = (factor: CombustionValues | null | undefined): boolean =>
  Boolean(factor) &&
  factor!.ncv !== null &&
  factor!.carbonContent !== null &&
  factor!.oxidation !== null;

/**
 * The parameters the combustion method would use for a line: each measured one over the
 * factor's (as the server's calculation combines them); null where neither has it.
 */
export function combustionInUse(
  values: CombustionValues,
  factor: CombustionValues | null | undefined,
): CombustionValues {
  return {
    ncv: values.ncv ?? factor?.ncv ?? null,
    carbonContent: values.carbonContent ?? factor?.carbonContent ?? null,
    oxidation: values.oxidation ?? factor?.oxidation ?? null,
  };
}

/** Whether a line can be calculated by the combustion method with this factor. */
export const combustionAvailable = (
  values: CombustionValues,
  factor: CombustionValues | null | undefined,
): boolean => hasCombustionParameters(combustionInUse(values, factor));

/**
 * What choosing a factor changes besides the factor: its unit while no amount has been entered
 * (an amount keeps the unit it was entered in), and the plain factor method when the combustion
 * method no longer has its three parameters.
 */
function followFactor(
  current: LineValues,
  factor: Pick<FactorChoice, "unitId"> & CombustionValues,
): LineChange {
  const change: LineChange = {};
  if (current.amount === null) change.unitId = factor.unitId;
  if (current.method === "combustion" && !combustionAvailable(current, factor)) {
    change.method = "factor";
  }
  return change;
}

/** The change of picking a library factor for a line: it replaces a custom factor. */
export function factorChange(current: LineValues, factor: FactorChoice): LineChange {
  const change: LineChange = { factorId: factor.id, ...followFactor(current, factor) };
  if (current.customFactor !== null) change.customFactor = null;
  return change;
}

/** The change of entering a factor for a line: it replaces the library factor. */
export function customFactorChange(current: LineValues, factor: CustomFactorValue): LineChange {
  const change: LineChange = { customFactor: factor, ...followFactor(current, factor) };
  if (current.factorId !== null) change.factorId = null;
  return change;
}

/** A scope 2 line's market-based instrument: one from the library, one entered, or none. */
export function marketChange(instrument: { id: number } | CustomFactorValue | null): LineChange {
  if (instrument === null) return { marketFactorId: null, marketCustomFactor: null };
  return "id" in instrument
    ? { marketFactorId: instrument.id, marketCustomFactor: null }
    : { marketFactorId: null, marketCustomFactor: instrument };
}

export interface UnitGroups {
  /** SPEC §3's selectable units (kg, m³, kWh, MJ, piece). */
  common: Unit[];
  /** Further units of the factor unit's dimension, which convert to it. */
  sameDimension: Unit[];
}

/**
 * The units a line's unit select offers: the selectable units first, then the other units of the
 * factor unit's dimension. The line's own unit is always among them, so a select never shows a
 * value it does not list.
 */
export function unitOptions(
  units: readonly Unit[],
  lineUnitId: number,
  factorUnitId: number | null,
): UnitGroups {
  const common = units.filter((unit) => unit.selectable);
  const factorUnit = units.find((unit) => unit.id === factorUnitId);
  const lineUnit = units.find((unit) => unit.id === lineUnitId);
  const dimension = factorUnit?.dimension ?? lineUnit?.dimension;
  const sameDimension = units.filter(
    (unit) => !unit.selectable && dimension !== undefined && unit.dimension === dimension,
  );
  if (lineUnit && !common.includes(lineUnit) && !sameDimension.includes(lineUnit)) {
    sameDimension.push(lineUnit);
  }
  return { common, sameDimension };
}

/** Whether an amount in `unitId` converts to the factor's unit (same dimension). */
export function convertsTo(units: readonly Unit[], unitId: number, factorUnitId: number): boolean {
  const from = units.find((unit) => unit.id === unitId);
  const to = units.find((unit) => unit.id === factorUnitId);
  return Boolean(from && to && from.dimension === to.dimension);
}

/**
 * Reads a typed amount: blank is "no amount" (null), a number with optional thousands separators
 * is that number, anything else is NaN (kept as an edit so the table can flag it).
 */
export function parseAmount(text: string): number | null {
  const plain = text.trim().replace(/,/g, "");
  if (plain === "") return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return NaN;
  return Number(plain);
}

/** Lines the server's "remove lines without an amount" deletes: no amount, or 0. */
export const linesWithoutAmount = (lines: readonly Line[]): Line[] =>
  lines.filter((line) => line.amount === null || line.amount === 0);
