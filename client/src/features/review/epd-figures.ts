// The result tables of an EPD report from its document (the JSON `EpdReport.figures`, the
// server's EpdDocument): one column per EN 15804 module in order, with "A1-A3" after A3 when the
// report aggregates them, and one row per indicator, by group. A module the report does not
// declare is MND in every row; an indicator the method cannot give in a declared module is ND.

export type EpdGroup = "core" | "additional" | "resource" | "waste" | "output";
export const EPD_GROUPS: readonly EpdGroup[] = [
  "core",
  "additional",
  "resource",
  "waste",
  "output",
];

/** A cell: a figure per declared unit, ND (not declared) or MND (module not declared). */
export type EpdCell = number | "ND" | "MND";

export interface EpdRow {
  code: string;
  unit: string;
  cells: EpdCell[];
}

export interface EpdTables {
  number: string;
  declaredUnit: { amount: number; unit: string; description: string } | null;
  /** The modules as columns, in EN 15804 order. */
  columns: { code: string; declared: boolean }[];
  groups: { group: EpdGroup; rows: EpdRow[] }[];
}

const AGGREGATE = "A1-A3";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The tables of a report's document; null when the JSON is not an EPD document. */
export function epdTables(figures: unknown): EpdTables | null {
  if (!isObject(figures) || !Array.isArray(figures.modules) || !Array.isArray(figures.indicators)) {
    return null;
  }
  const columns: EpdTables["columns"] = [];
  for (const item of figures.modules as unknown[]) {
    if (!isObject(item) || typeof item.code !== "string") continue;
    columns.push({ code: item.code, declared: item.declared === true });
    if (item.code === "A3" && figures.aggregateA1A3 === true) {
      columns.push({ code: AGGREGATE, declared: true });
    }
  }
  const groups = EPD_GROUPS.map((group) => ({ group, rows: [] as EpdRow[] }));
  for (const item of figures.indicators as unknown[]) {
    if (!isObject(item) || typeof item.code !== "string" || !isObject(item.values)) continue;
    const values = item.values;
    const target = groups.find((g) => g.group === item.group);
    if (!target) continue;
    target.rows.push({
      code: item.code,
      unit: typeof item.unit === "string" ? item.unit : "",
      cells: columns.map(({ code, declared }): EpdCell => {
        if (!declared || !(code in values)) return "MND";
        const value = values[code];
        return typeof value === "number" && Number.isFinite(value) ? value : "ND";
      }),
    });
  }
  const unit = isObject(figures.declaredUnit) ? figures.declaredUnit : null;
  return {
    number: typeof figures.number === "string" ? figures.number : "",
    declaredUnit: unit
      ? {
          amount: typeof unit.amount === "number" ? unit.amount : 1,
          unit: typeof unit.unit === "string" ? unit.unit : "",
          description: typeof unit.description === "string" ? unit.description : "",
        }
      : null,
    columns,
    groups: groups.filter((g) => g.rows.length > 0),
  };
}
