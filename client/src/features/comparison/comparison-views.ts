// What the comparison screen derives from the server's answer and its address: the selection
// kept in the URL (so a comparison can be bookmarked and shared), signed changes, row labels by
// dimension, the rows a chart draws and the steps from the reference total to a case's total.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/format";
import { formatTonnes, isoCategoryName, scope3CategoryName, toTonnes } from "../../lib/emissions";

export const MAX_COMPARED = 8;

export const DIMENSIONS = [
  "scope",
  "isoCategory",
  "scope3Category",
  "process",
  "gas",
  "drivers",
] as const;
export type DimensionTab = (typeof DIMENSIONS)[number];

export interface Selection {
  caseIds: number[];
  referenceCaseId: number | null;
  runIds: number[];
  tab: DimensionTab;
}

const ids = (value: string | null): number[] =>
  [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ].slice(0, MAX_COMPARED);

/** The selection an address holds: `?cases=3,1&ref=1&runs=12&tab=drivers`. */
export function parseSelection(params: URLSearchParams): Selection {
  const caseIds = ids(params.get("cases"));
  const reference = Number(params.get("ref"));
  const tab = params.get("tab") as DimensionTab | null;
  return {
    caseIds,
    referenceCaseId: caseIds.includes(reference) ? reference : null,
    runIds: ids(params.get("runs")),
    tab: tab && DIMENSIONS.includes(tab) ? tab : "scope",
  };
}

/** The address of a selection; defaults are left out. */
export function selectionParams(selection: Selection): URLSearchParams {
  const params = new URLSearchParams();
  if (selection.caseIds.length > 0) params.set("cases", selection.caseIds.join(","));
  if (selection.referenceCaseId !== null && selection.referenceCaseId !== selection.caseIds[0]) {
    params.set("ref", String(selection.referenceCaseId));
  }
  if (selection.runIds.length > 0) params.set("runs", selection.runIds.join(","));
  if (selection.tab !== "scope") params.set("tab", selection.tab);
  return params;
}

/** "+830.00" / "−1,240.5" t: a change always shows its sign. */
export function formatChange(kg: number | null | undefined, locale: Locale): string {
  if (kg === null || kg === undefined || !Number.isFinite(kg)) return "–";
  const text = formatTonnes(Math.abs(kg), locale);
  if (kg === 0 || text === "0") return text;
  return `${kg > 0 ? "+" : "−"}${text}`;
}

/** "+11.9%" / "−3.0%"; "–" when there is no reference value to divide by. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  const text = Math.abs(value).toFixed(1);
  if (text === "0.0") return "0.0%";
  return `${value > 0 ? "+" : "−"}${text}%`;
}

export interface RowLike {
  key: string;
  name?: string | null;
  nameEn?: string | null;
  scope?: number | null;
}

/** The label of a row of a dimension in the reader's language. */
export function rowLabel(
  row: RowLike,
  dimension: Exclude<DimensionTab, "drivers">,
  t: TFunction,
  locale: Locale,
  gasLabel: (code: string) => string,
): string {
  switch (dimension) {
    case "scope":
      return t(`comparison.rows.${row.key}`);
    case "isoCategory":
      return `${row.key}. ${isoCategoryName(Number(row.key), locale)}`;
    case "scope3Category":
      return `${row.key}. ${scope3CategoryName(Number(row.key), locale)}`;
    case "gas":
      return gasLabel(row.key);
    case "process": {
      const name = locale === "en" && row.nameEn ? row.nameEn : (row.name ?? row.key);
      return row.scope
        ? `${name} · ${t("comparison.rows.scopeShort", { scope: row.scope })}`
        : name;
    }
  }
}

/** The scope rows a chart draws: the scopes themselves, not their totals or biogenic CO2. */
const CHARTED_SCOPE_ROWS = new Set(["scope1", "scope2Location", "scope2Market", "scope3"]);

export function chartedRows<R extends RowLike>(
  rows: readonly R[],
  dimension: Exclude<DimensionTab, "drivers">,
): R[] {
  return dimension === "scope" ? rows.filter((row) => CHARTED_SCOPE_ROWS.has(row.key)) : [...rows];
}

export interface DriverSummary {
  referenceKg: number;
  kg: number;
  activityKg: number;
  factorKg: number;
  addedKg: number;
  removedKg: number;
}

export interface DriverBar {
  key: "activity" | "factor" | "added" | "removed" | "change";
  /** t CO2e, signed. */
  tonnes: number;
}

/** The bars of a change's drivers, each a signed t figure, then the change they add up to. */
export function driverBars(summary: DriverSummary): DriverBar[] {
  return [
    { key: "activity", tonnes: toTonnes(summary.activityKg) },
    { key: "factor", tonnes: toTonnes(summary.factorKg) },
    { key: "added", tonnes: toTonnes(summary.addedKg) },
    { key: "removed", tonnes: toTonnes(summary.removedKg) },
    { key: "change", tonnes: toTonnes(summary.kg - summary.referenceKg) },
  ];
}
