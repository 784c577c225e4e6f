// The case editor's unsaved changes to activity lines, as plain data: which fields of which line
// differ from the server's row, the one `updateProcessData` input that saves them, and the units
// a line's unit select offers. No React here, so every rule is tested on its own.
import type {
  AccountingReferenceDataQuery,
  CaseEditor_LineFragment,
  ProcessDataPatch,
} from "../../__generated__/graphql";

export type Line = CaseEditor_LineFragment;
export type Unit = AccountingReferenceDataQuery["referenceData"]["units"][number];

export interface EvidenceLink {
  name: string;
  url: string;
}

/** The fields of a line the table edits. */
export const EDITABLE_FIELDS = [
  "name",
  "amount",
  "unitId",
  "method",
  "factorId",
  "marketFactorId",
  "marketBasis",
  "dataSourceType",
  "month",
  "remark",
  "evidence",
] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** A line's editable values (evidence without the cache's type names). */
export interface LineValues {
  name: string;
  /** null: not entered yet. NaN: typed but not a number (kept so the table can flag it). */
  amount: number | null;
  unitId: number;
  method: string;
  factorId: number | null;
  marketFactorId: number | null;
  marketBasis: string | null;
  dataSourceType: number;
  month: number | null;
  remark: string | null;
  evidence: EvidenceLink[];
}

/** The changed fields of one line; a field absent here is as the server has it. */
export type LineChange = Partial<LineValues>;

/** Unsaved changes by line id. Only lines with at least one changed field appear. */
export type LineEdits = Readonly<Record<number, LineChange>>;

export const NO_EDITS: LineEdits = Object.freeze({});

export function serverValues(line: Line): LineValues {
  return {
    name: line.name,
    amount: line.amount,
    unitId: line.unitId,
    method: line.method,
    factorId: line.factorId,
    marketFactorId: line.marketFactorId,
    marketBasis: line.marketBasis,
    dataSourceType: line.dataSourceType,
    month: line.month,
    remark: line.remark,
    evidence: line.evidence.map(({ name, url }) => ({ name, url })),
  };
}

const blankToNull = (value: string | null): string | null =>
  value === null || value.trim() === "" ? null : value;

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
      left.every((item, index) => item.name === right[index].name && item.url === right[index].url)
    );
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

export type LineProblem = "amount" | "name" | "month";

/** Changes that cannot be saved as they are: an unreadable or negative amount, an empty name. */
export function lineProblems(change: LineChange): LineProblem[] {
  const problems: LineProblem[] = [];
  if (change.amount !== undefined && change.amount !== null) {
    if (!Number.isFinite(change.amount) || change.amount < 0) problems.push("amount");
  }
  if (change.name !== undefined && change.name.trim() === "") problems.push("name");
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
 * The `lines` of one `updateProcessData`: for each changed line that still exists, its id and
 * only the fields that changed. Names and remarks are trimmed; an emptied remark, amount, month or
 * market instrument is sent as null, which clears it on the server.
 */
export function toPatches(edits: LineEdits, lines: readonly Line[]): ProcessDataPatch[] {
  const existing = new Set(lines.map((line) => line.id));
  return Object.entries(edits)
    .map(([key, change]) => ({ id: Number(key), change }))
    .filter(({ id }) => existing.has(id))
    .sort((a, b) => a.id - b.id)
    .map(({ id, change }) => {
      const patch: ProcessDataPatch = { id };
      for (const field of EDITABLE_FIELDS) {
        if (!(field in change)) continue;
        const value = change[field];
        if (field === "name") patch.name = (value as string).trim();
        else if (field === "remark")
          patch.remark = blankToNull(value as string | null)?.trim() ?? null;
        else if (field === "evidence") {
          patch.evidence = (value as EvidenceLink[]).map(({ name, url }) => ({ name, url }));
        } else (patch as Record<string, unknown>)[field] = value;
      }
      return patch;
    });
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

/** A factor offers the combustion method only with NCV, carbon content and oxidation. */
export const hasCombustionParameters = (
  factor: Pick<FactorChoice, "ncv" | "carbonContent" | "oxidation"> | null | undefined,
): boolean =>
  Boolean(factor) &&
  factor!.ncv !== null &&
  factor!.carbonContent !== null &&
  factor!.oxidation !== null;

/**
 * The change of picking a library factor for a line: the factor, its unit when no amount has been
 * entered yet (an amount keeps the unit it was entered in), and the plain factor method when the
 * new factor cannot be used for combustion.
 */
export function factorChange(current: LineValues, factor: FactorChoice): LineChange {
  const change: LineChange = { factorId: factor.id };
  if (current.amount === null) change.unitId = factor.unitId;
  if (current.method === "combustion" && !hasCombustionParameters(factor)) change.method = "factor";
  return change;
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
