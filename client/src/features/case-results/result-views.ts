// What the results screens draw, computed from a run's stored totals and result lines: the scope
// doughnut, the process bars, the gas stacks, the category rows with their shares, and the trace
// of a total (which lines it sums, by what rule, and whether they add up to the stored figure).
// Pure functions of plain data: every figure is kg CO2e (biogenic CO2: kg CO2), signed, as the
// engine stores it (server/src/calc/ghg/README.md).

/** The roll-ups of a run, as `RunTotals` of the schema. */
export interface RunTotalsView {
  totalKg: number;
  totalMarketKg: number;
  scope1: number;
  scope2Location: number;
  scope2Market: number;
  scope3: number;
  byIsoCategory: readonly { category: number; co2eKg: number }[];
  byScope3Category: readonly { category: number; co2eKg: number }[];
  byProcess: readonly { processId: number; processName: string; scope: number; co2eKg: number }[];
  byGas: readonly { gas: string; massKg: number; co2eKg: number }[];
  biogenicCo2Kg: number;
  deductedKg: number;
  intensityPerOutput?: number | null;
  outputUnit?: string | null;
  intensityPerRevenue?: number | null;
  revenueUnit?: string | null;
}

/** A result line as the results screens read it (the `CaseResults_line` fragment). */
export interface ResultLineView {
  lineNo: number;
  name: string;
  processId: number;
  processName: string;
  scope: number;
  isoCategory: number;
  scope3Category?: number | null;
  deducted: boolean;
  co2eKg: number;
  biogenicCo2Kg: number;
  gases: readonly { gas: string; massKg: number; co2eKg: number }[];
  market?: { basis: string; co2eKg: number } | null;
}

/** A part of a whole: its figure and its share (null when the whole is 0). */
export interface Part<K> {
  key: K;
  kg: number;
  share: number | null;
}

/** `part / total`, or null when the total is 0 or not a number (no share of nothing). */
export function shareOf(part: number, total: number): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(total) || total === 0) return null;
  return part / total;
}

/**
 * A sum that does not drift with the number or order of its terms (Neumaier), as the engine
 * sums its totals, so a trace compares like with like.
 */
export function sumKg(values: Iterable<number>): number {
  let sum = 0;
  let compensation = 0;
  for (const value of values) {
    const next = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum;
    sum = next;
  }
  return sum + compensation;
}

export type ScopeKey = "scope1" | "scope2Location" | "scope3";

/**
 * The doughnut by scope: scope 1, scope 2 location-based and scope 3, which sum to the
 * location-based total; each with its share of that total. A slice cannot be negative, so a
 * scope whose deductions exceed its emissions is drawn as 0 (its share still says so).
 */
export function scopeSlices(totals: RunTotalsView): Part<ScopeKey>[] {
  const parts: [ScopeKey, number][] = [
    ["scope1", totals.scope1],
    ["scope2Location", totals.scope2Location],
    ["scope3", totals.scope3],
  ];
  return parts.map(([key, kg]) => ({ key, kg, share: shareOf(kg, totals.totalKg) }));
}

/** The doughnut's values: the slices, negatives drawn as 0. */
export const doughnutValues = (slices: readonly Part<ScopeKey>[]): number[] =>
  slices.map((slice) => Math.max(0, slice.kg));

export interface ProcessBar {
  processId: number;
  processName: string;
  scope: number;
  kg: number;
  share: number | null;
}

/**
 * The processes largest first (by signed kg CO2e, scope 2 location-based), each with its share
 * of the location-based total. Equal figures keep the engine's order (first-seen lines).
 */
export function processBars(totals: RunTotalsView): ProcessBar[] {
  return totals.byProcess
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.co2eKg - a.row.co2eKg || a.index - b.index)
    .map(({ row }) => ({
      processId: row.processId,
      processName: row.processName,
      scope: row.scope,
      kg: row.co2eKg,
      share: shareOf(row.co2eKg, totals.totalKg),
    }));
}

export interface CategoryRow {
  category: number;
  kg: number;
  share: number | null;
}

/**
 * Rows 1..count of a category roll-up (ISO 14064-1: 6, scope 3: 15), 0 where the run has no
 * entry, each with its share of `total`.
 */
export function categoryRows(
  byCategory: readonly { category: number; co2eKg: number }[],
  count: number,
  total: number,
): CategoryRow[] {
  const figures = new Map(byCategory.map((row) => [row.category, row.co2eKg]));
  return Array.from({ length: count }, (_, index) => {
    const kg = figures.get(index + 1) ?? 0;
    return { category: index + 1, kg, share: shareOf(kg, total) };
  });
}

export interface GasRow {
  gas: string;
  massKg: number;
  kg: number;
  share: number | null;
}

/** The gases of the run in the engine's (catalogue) order, with their share of the total. */
export function gasRows(totals: RunTotalsView): GasRow[] {
  return totals.byGas.map((row) => ({
    gas: row.gas,
    massKg: row.massKg,
    kg: row.co2eKg,
    share: shareOf(row.co2eKg, totals.totalKg),
  }));
}

/** A stacked bar chart: one bar per group, one stack segment per gas (kg CO2e). */
export interface GasStacks<G> {
  groups: G[];
  gases: string[];
  /** kg CO2e of each gas (outer, as `gases`) in each group (inner, as `groups`). */
  values: number[][];
}

function stacks<G>(
  lines: readonly ResultLineView[],
  groups: G[],
  groupOf: (line: ResultLineView) => G,
): GasStacks<G> {
  const gases: string[] = [];
  const cells = new Map<string, number[]>();
  const groupIndex = new Map(groups.map((group, index) => [group, index]));
  for (const line of lines) {
    const index = groupIndex.get(groupOf(line));
    if (index === undefined) continue;
    for (const gas of line.gases) {
      let row = cells.get(gas.gas);
      if (!row) {
        row = [];
        cells.set(gas.gas, row);
        gases.push(gas.gas);
      }
      row[index] ??= 0;
      row[index] += gas.co2eKg;
    }
  }
  return {
    groups,
    gases,
    values: gases.map((gas) => groups.map((_, index) => cells.get(gas)?.[index] ?? 0)),
  };
}

/**
 * Gas CO2e by scope (1, 2, 3), from the lines: scope 2 is location-based, as the lines' gases
 * are. Gases are in the order the lines first name them; biogenic CO2 is not among them.
 */
export function gasStacksByScope(lines: readonly ResultLineView[]): GasStacks<number> {
  return stacks(lines, [1, 2, 3], (line) => line.scope);
}

/** Gas CO2e by process (the processes in the order of `processes`, e.g. the process bars). */
export function gasStacksByProcess(
  lines: readonly ResultLineView[],
  processes: readonly { processId: number; scope: number }[],
): GasStacks<string> {
  const key = (processId: number, scope: number) => `${processId}:${scope}`;
  return stacks(
    lines,
    processes.map((process) => key(process.processId, process.scope)),
    (line) => key(line.processId, line.scope),
  );
}

/** A figure whose make-up a trace explains. */
export type TraceTarget =
  | { kind: "total" }
  | { kind: "totalMarket" }
  | { kind: "scope"; scope: 1 | 3 }
  | { kind: "scope2Location" }
  | { kind: "scope2Market" }
  | { kind: "biogenic" }
  | { kind: "deducted" }
  | { kind: "isoCategory"; category: number }
  | { kind: "scope3Category"; category: number }
  | { kind: "process"; processId: number; scope: number; processName: string }
  | { kind: "gas"; gas: string };

/** A line's part in a total: its figure as the total counts it. */
export interface Contribution {
  line: ResultLineView;
  kg: number;
  /** For gas traces: kg of the gas itself, besides its CO2e in `kg`. */
  massKg?: number;
}

export interface Trace {
  target: TraceTarget;
  /** i18n key (under `caseResults.rule.`) of the rule, and its parameters. */
  rule: { key: string; params: Record<string, string | number> };
  /** The stored figure the trace explains. */
  storedKg: number;
  /** For gas traces, the stored mass of the gas. */
  storedMassKg?: number;
  contributions: Contribution[];
  /** The contributions added up. */
  sumKg: number;
  /** Whether the lines add up to the stored figure (to rounding). */
  reconciles: boolean;
}

const marketKg = (line: ResultLineView): number =>
  line.scope === 2 ? (line.market?.co2eKg ?? line.co2eKg) : line.co2eKg;

/** How each kind of figure is made up: which lines count, and with what figure. */
function contributionOf(target: TraceTarget, line: ResultLineView): Contribution | null {
  switch (target.kind) {
    case "total":
      return { line, kg: line.co2eKg };
    case "totalMarket":
      return { line, kg: marketKg(line) };
    case "scope":
      return line.scope === target.scope ? { line, kg: line.co2eKg } : null;
    case "scope2Location":
      return line.scope === 2 ? { line, kg: line.co2eKg } : null;
    case "scope2Market":
      return line.scope === 2 ? { line, kg: marketKg(line) } : null;
    case "biogenic":
      return line.biogenicCo2Kg !== 0 ? { line, kg: line.biogenicCo2Kg } : null;
    case "deducted":
      // Deducted lines are stored negated; the deduction is reported as a positive figure.
      return line.deducted ? { line, kg: -line.co2eKg } : null;
    case "isoCategory":
      return line.isoCategory === target.category ? { line, kg: line.co2eKg } : null;
    case "scope3Category":
      return line.scope === 3 && line.scope3Category === target.category
        ? { line, kg: line.co2eKg }
        : null;
    case "process":
      return line.processId === target.processId && line.scope === target.scope
        ? { line, kg: line.co2eKg }
        : null;
    case "gas": {
      const gas = line.gases.find((item) => item.gas === target.gas);
      return gas ? { line, kg: gas.co2eKg, massKg: gas.massKg } : null;
    }
  }
}

function storedFigure(target: TraceTarget, totals: RunTotalsView): number {
  switch (target.kind) {
    case "total":
      return totals.totalKg;
    case "totalMarket":
      return totals.totalMarketKg;
    case "scope":
      return target.scope === 1 ? totals.scope1 : totals.scope3;
    case "scope2Location":
      return totals.scope2Location;
    case "scope2Market":
      return totals.scope2Market;
    case "biogenic":
      return totals.biogenicCo2Kg;
    case "deducted":
      return totals.deductedKg;
    case "isoCategory":
      return totals.byIsoCategory.find((row) => row.category === target.category)?.co2eKg ?? 0;
    case "scope3Category":
      return totals.byScope3Category.find((row) => row.category === target.category)?.co2eKg ?? 0;
    case "process":
      return (
        totals.byProcess.find(
          (row) => row.processId === target.processId && row.scope === target.scope,
        )?.co2eKg ?? 0
      );
    case "gas":
      return totals.byGas.find((row) => row.gas === target.gas)?.co2eKg ?? 0;
  }
}

function ruleOf(target: TraceTarget): Trace["rule"] {
  switch (target.kind) {
    case "scope":
      return { key: "scope", params: { scope: target.scope } };
    case "isoCategory":
    case "scope3Category":
      return { key: target.kind, params: { category: target.category } };
    case "process":
      return { key: "process", params: { process: target.processName, scope: target.scope } };
    case "gas":
      return { key: "gas", params: { gas: target.gas } };
    default:
      return { key: target.kind, params: {} };
  }
}

/** Two kg figures agree to rounding: within 1 g or a part in 10^9 of the larger. */
export function agrees(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(1e-3, 1e-9 * Math.max(Math.abs(a), Math.abs(b)));
}

/**
 * The trace of a total: the rule that makes it, the lines it sums with the figure each adds,
 * their sum, and whether that sum is the stored figure. Lines are listed largest first.
 */
export function traceOf(
  target: TraceTarget,
  totals: RunTotalsView,
  lines: readonly ResultLineView[],
): Trace {
  const contributions = lines
    .map((line) => contributionOf(target, line))
    .filter((item): item is Contribution => item !== null)
    .sort((a, b) => Math.abs(b.kg) - Math.abs(a.kg) || a.line.lineNo - b.line.lineNo);
  const sum = sumKg(contributions.map((item) => item.kg));
  const storedKg = storedFigure(target, totals);
  const trace: Trace = {
    target,
    rule: ruleOf(target),
    storedKg,
    contributions,
    sumKg: sum,
    reconciles: agrees(sum, storedKg),
  };
  if (target.kind === "gas") {
    trace.storedMassKg = totals.byGas.find((row) => row.gas === target.gas)?.massKg ?? 0;
  }
  return trace;
}

/** The figures of a line's trace: each gas's mass × GWP = CO2e, and their sum. */
export function gasProducts(
  gases: readonly { gas: string; massKg: number; gwp: number; co2eKg: number }[],
): {
  rows: { gas: string; massKg: number; gwp: number; co2eKg: number; product: number }[];
  sumKg: number;
} {
  const rows = gases.map((gas) => ({ ...gas, product: gas.massKg * gas.gwp }));
  return { rows, sumKg: sumKg(gases.map((gas) => gas.co2eKg)) };
}

/** Intensity trace: t CO2e of the location-based total per unit of a denominator. */
export function intensityOf(
  totalKg: number,
  denominator: number | null | undefined,
): number | null {
  if (denominator === null || denominator === undefined || !(denominator > 0)) return null;
  return totalKg / 1000 / denominator;
}

/**
 * A mass in kg or an activity amount as a trace shows it: three decimals from 1 up (a mass to
 * the gram), thousands separated; four significant digits below, so a factor's 0.0001 kg CH4
 * is not rounded away.
 */
export function formatPrecise(kg: number | null | undefined): string {
  if (kg === null || kg === undefined || !Number.isFinite(kg)) return "–";
  const options: Intl.NumberFormatOptions =
    Math.abs(kg) >= 1 || kg === 0 ? { maximumFractionDigits: 3 } : { maximumSignificantDigits: 4 };
  return new Intl.NumberFormat("en-US", options).format(kg);
}
