// What the ledger screens show, computed apart from the components so it can be tested: a row's
// figures under the chosen scope 2 basis, the months for a chart, the cumulative series, the
// share of the year assigned to months and the change from one year to the next. kg CO2e in,
// t CO2e out where a chart takes them.
import type { LedgerQuery } from "../../__generated__/graphql";

export type LedgerData = LedgerQuery["ledger"];
export type LedgerRow = LedgerData["rows"][number];
export type Basis = "location" | "market";

/** What every ledger row, total and year carries, kg CO2e. */
export interface LedgerFigures {
  scope1Kg: number;
  scope2LocationKg: number;
  scope2MarketKg: number;
  scope3Kg: number;
  totalKg: number;
  totalMarketKg: number;
}

export interface ScopeFigures {
  scope1Kg: number;
  scope2Kg: number;
  scope3Kg: number;
  totalKg: number;
}

/** A row's figures with scope 2 (and so the total) on the chosen basis. */
export function figuresOf(row: LedgerFigures, basis: Basis): ScopeFigures {
  return basis === "market"
    ? {
        scope1Kg: row.scope1Kg,
        scope2Kg: row.scope2MarketKg,
        scope3Kg: row.scope3Kg,
        totalKg: row.totalMarketKg,
      }
    : {
        scope1Kg: row.scope1Kg,
        scope2Kg: row.scope2LocationKg,
        scope3Kg: row.scope3Kg,
        totalKg: row.totalKg,
      };
}

/** January to December, in order, whatever the answer's order. */
export function monthRows(rows: readonly LedgerRow[]): LedgerRow[] {
  return Array.from({ length: 12 }, (_, index) =>
    rows.find((row) => row.month === index + 1)!,
  ).filter(Boolean);
}

export function unassignedRow(rows: readonly LedgerRow[]): LedgerRow | undefined {
  return rows.find((row) => row.month === null || row.month === undefined);
}

/** The running total month by month, t CO2e. */
export function cumulativeTonnes(rows: readonly LedgerRow[], basis: Basis): number[] {
  let sum = 0;
  return monthRows(rows).map((row) => {
    sum += figuresOf(row, basis).totalKg;
    return sum / 1000;
  });
}

/** The share of the year's total that is in a month, 0-1; null for a year without emissions. */
export function assignedShare(ledger: LedgerData, basis: Basis): number | null {
  if (!ledger.totals) return null;
  const total = figuresOf(ledger.totals, basis).totalKg;
  if (total === 0) return null;
  const unassigned = unassignedRow(ledger.rows);
  return (total - (unassigned ? figuresOf(unassigned, basis).totalKg : 0)) / total;
}

/** The month with the most emissions, or null when no month has any. */
export function peakMonth(rows: readonly LedgerRow[], basis: Basis): LedgerRow | null {
  let peak: LedgerRow | null = null;
  for (const row of monthRows(rows)) {
    const value = figuresOf(row, basis).totalKg;
    if (value > 0 && (!peak || value > figuresOf(peak, basis).totalKg)) peak = row;
  }
  return peak;
}

/** The relative change from `before` to `after`; null when there is nothing to compare with. */
export function change(before: number | undefined, after: number): number | null {
  if (before === undefined || before === 0) return null;
  return (after - before) / Math.abs(before);
}

/** "+12.3%" / "−4.0%". */
export function formatChange(value: number | null): string {
  if (value === null) return "–";
  const percent = (value * 100).toFixed(1);
  return value > 0 ? `+${percent}%` : value < 0 ? `−${percent.slice(1)}%` : "0.0%";
}
