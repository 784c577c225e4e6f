// The figures of a comparison, read from stored runs only: rows by dimension with each case's
// change against the reference, and the drivers of a case's change (activity against factor);
// the base-year check is in comparison-recalculation.ts. Pure: the service loads the runs, the
// cases' processes and the activity lines' template sources, and hands them here.
import { compensatedSum } from "../../calc/ghg/sum";
import type { CaseTotals, GasEmission, GwpSet } from "../../calc/ghg/types";

/** What the comparison reads of a stored result line. */
export interface SnapshotLine {
  activityLineId: number;
  processId: number;
  processName: string;
  name: string;
  scope: number;
  method: string;
  amount: number;
  unitId: number;
  /** kg CO2e, scope 2 location-based, signed (negative on deducted lines). */
  co2eKg: number;
  gases: readonly GasEmission[];
  factor: {
    id: number | null;
    code: string | null;
    name: string;
    source: string;
    year: number | null;
    version: string | null;
  };
}

/** A process of a case as it stands now (the run keeps only its id, name and scope). */
export interface SnapshotProcess {
  id: number;
  nameEn: string;
  templateProcessId: number | null;
}

/** One compared case: its run's totals and lines, and what links them to the other cases. */
export interface CaseSnapshot {
  caseId: number;
  name: string;
  corporationId: number;
  corporationName: string;
  year: number;
  boundary: string;
  gwpSet: GwpSet;
  /** The case is its corporation's base year. */
  isBaseYear: boolean;
  totals: CaseTotals;
  lines: readonly SnapshotLine[];
  processes: readonly SnapshotProcess[];
  /** Template source of each activity line still there, by activity line id. */
  sourceOf: ReadonlyMap<number, number | null>;
}

export interface RowData {
  key: string;
  /** Processes: the name (in the run) and the English name (of the process now). */
  name: string | null;
  nameEn: string | null;
  scope: number | null;
  /** kg CO2e per case, in the order of the cases; null where the case has no such row. */
  values: Array<number | null>;
  /** value − reference value per case (absent counts as 0); null for the reference itself. */
  deltas: Array<number | null>;
  /** The delta over the reference value's magnitude, %; null where the reference is 0. */
  deltaPercents: Array<number | null>;
}

export type Dimension = "scope" | "isoCategory" | "scope3Category" | "process" | "gas";

export interface DriverLineData {
  key: string;
  processName: string;
  processNameEn: string | null;
  name: string;
  unitId: number;
  status: "matched" | "added" | "removed";
  referenceAmount: number | null;
  amount: number | null;
  /** kg CO2e per unit of activity (the line's emissions over its amount). */
  referenceFactor: number | null;
  factor: number | null;
  referenceKg: number;
  kg: number;
  changeKg: number;
  activityKg: number;
  factorKg: number;
  /** The factor (or method) is another one, not only another value of the same. */
  factorChanged: boolean;
  referenceFactorName: string | null;
  factorName: string | null;
}

export interface DriverData {
  caseId: number;
  referenceCaseId: number;
  referenceKg: number;
  kg: number;
  /** The case's total less the reference's, as the runs stored them. */
  changeKg: number;
  activityKg: number;
  factorKg: number;
  /** Sources only in the case: their emissions. */
  addedKg: number;
  /** Sources only in the reference: minus their emissions. */
  removedKg: number;
  lines: DriverLineData[];
}

// ---- rows by dimension ----

const SCOPE_KEYS = [
  "scope1",
  "scope2Location",
  "scope2Market",
  "scope3",
  "total",
  "totalMarket",
  "biogenic",
] as const;

/** The rows of one dimension, each with the change of every case against `reference`. */
export function dimensionRows(
  snapshots: readonly CaseSnapshot[],
  reference: number,
  dimension: Dimension,
): RowData[] {
  const rows: Array<Omit<RowData, "deltas" | "deltaPercents">> = [];
  const blank = () => snapshots.map((): number | null => null);
  if (dimension === "scope") {
    for (const key of SCOPE_KEYS) {
      rows.push({
        key,
        name: null,
        nameEn: null,
        scope: null,
        values: snapshots.map(({ totals }) => scopeValue(totals, key)),
      });
    }
  } else if (dimension === "isoCategory" || dimension === "scope3Category") {
    const count = dimension === "isoCategory" ? 6 : 15;
    for (let category = 1; category <= count; category += 1) {
      const values = snapshots.map(({ totals }) => {
        const record = dimension === "isoCategory" ? totals.byIsoCategory : totals.byScope3Category;
        return record[String(category)] ?? 0;
      });
      // Every ISO category is listed; a scope 3 category only where a case has emissions.
      if (dimension === "isoCategory" || values.some((value) => value !== 0)) {
        rows.push({ key: String(category), name: null, nameEn: null, scope: null, values });
      }
    }
  } else if (dimension === "gas") {
    const order: string[] = [];
    const byGas = new Map<string, Array<number | null>>();
    snapshots.forEach(({ totals }, index) => {
      for (const gas of totals.byGas) {
        if (!byGas.has(gas.gas)) {
          byGas.set(gas.gas, blank());
          order.push(gas.gas);
        }
        byGas.get(gas.gas)![index] = (byGas.get(gas.gas)![index] ?? 0) + gas.co2eKg;
      }
    });
    for (const gas of order) {
      rows.push({ key: gas, name: null, nameEn: null, scope: null, values: byGas.get(gas)! });
    }
  } else {
    const processes = matchProcesses(snapshots);
    for (const group of processes.groups) {
      const values = blank();
      snapshots.forEach(({ totals }, index) => {
        for (const row of totals.byProcess) {
          if (processes.keyOf(index, row.processId) === group.key) {
            values[index] = (values[index] ?? 0) + row.co2eKg;
          }
        }
      });
      rows.push({
        key: group.key,
        name: group.name,
        nameEn: group.nameEn,
        scope: group.scope,
        values,
      });
    }
  }
  return rows.map((row) => withChanges(row, reference));
}

function scopeValue(totals: CaseTotals, key: (typeof SCOPE_KEYS)[number]): number {
  switch (key) {
    case "total":
      return totals.totalKg;
    case "totalMarket":
      return totals.totalMarketKg;
    case "biogenic":
      return totals.biogenicCo2Kg;
    default:
      return totals.byScope[key];
  }
}

function withChanges(row: Omit<RowData, "deltas" | "deltaPercents">, reference: number): RowData {
  const base = row.values[reference] ?? 0;
  const deltas = row.values.map((value, index) =>
    index === reference ? null : (value ?? 0) - base,
  );
  return {
    ...row,
    deltas,
    deltaPercents: deltas.map((delta) =>
      delta === null || base === 0 ? null : (delta * 100) / Math.abs(base),
    ),
  };
}

// ---- matching processes and lines across cases ----

/** Keys shared by the same thing in different cases, joined transitively (union-find). */
class Matcher {
  private readonly parent = new Map<string, string>();
  private readonly byToken = new Map<string, string>();

  add(node: string, tokens: readonly string[]): void {
    if (!this.parent.has(node)) this.parent.set(node, node);
    for (const token of tokens) {
      const other = this.byToken.get(token);
      if (other === undefined) this.byToken.set(token, node);
      else this.union(node, other);
    }
  }

  root(node: string): string {
    let current = node;
    while (this.parent.get(current) !== current) current = this.parent.get(current)!;
    this.parent.set(node, current);
    return current;
  }

  private union(a: string, b: string): void {
    const rootA = this.root(a);
    const rootB = this.root(b);
    if (rootA !== rootB) this.parent.set(rootB, rootA);
  }
}

const normalised = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

interface ProcessGroup {
  key: string;
  name: string;
  nameEn: string | null;
  scope: number;
}

interface ProcessMatch {
  groups: ProcessGroup[];
  keyOf(caseIndex: number, processId: number): string;
}

/**
 * The processes of the cases, matched: the same template process, or the same name in the same
 * scope, is one process in every case. Groups come in the order the cases first show them.
 */
export function matchProcesses(snapshots: readonly CaseSnapshot[]): ProcessMatch {
  const matcher = new Matcher();
  const seen: Array<{ node: string; name: string; nameEn: string | null; scope: number }> = [];
  const added = new Set<string>();
  snapshots.forEach((snapshot, index) => {
    const current = new Map(snapshot.processes.map((process) => [process.id, process]));
    const add = (processId: number, name: string, scope: number) => {
      const node = `${index}:${processId}`;
      if (added.has(node)) return;
      added.add(node);
      const process = current.get(processId);
      const tokens = [`name:${scope}:${normalised(name)}`];
      if (process?.templateProcessId) tokens.push(`template:${process.templateProcessId}`);
      matcher.add(node, tokens);
      seen.push({ node, name, nameEn: process?.nameEn || null, scope });
    };
    for (const row of snapshot.totals.byProcess) add(row.processId, row.processName, row.scope);
    for (const line of snapshot.lines) add(line.processId, line.processName, line.scope);
  });
  const keys = new Map<string, string>();
  const groups: ProcessGroup[] = [];
  for (const entry of seen) {
    const root = matcher.root(entry.node);
    if (!keys.has(root)) {
      const key = `p${groups.length + 1}`;
      keys.set(root, key);
      groups.push({ key, name: entry.name, nameEn: entry.nameEn, scope: entry.scope });
    }
  }
  return {
    groups,
    keyOf: (caseIndex, processId) => keys.get(matcher.root(`${caseIndex}:${processId}`)) ?? "",
  };
}

/** A source's activity in one case: its lines added up (monthly lines of one source, say). */
interface SourceAggregate {
  key: string;
  processKey: string;
  processName: string;
  processNameEn: string | null;
  name: string;
  unitId: number;
  amount: number;
  co2eKg: number;
  /** kg of each gas (location-based), for re-weighting under another GWP set. */
  gasKg: Map<string, number>;
  /** kg CO2e per kg of each gas as the run weighed it. */
  gasGwp: Map<string, number>;
  factors: Set<string>;
  factorNames: string[];
}

export interface SourceMatch {
  /** Per case, its sources by key. */
  byCase: Array<Map<string, SourceAggregate>>;
  /** Keys in the order the cases first show them. */
  order: string[];
  processes: ProcessMatch;
}

/**
 * The activity lines of the cases, matched: within one matched process, the same template
 * source or the same name, in the same unit, is one source in every case.
 */
export function matchSources(snapshots: readonly CaseSnapshot[]): SourceMatch {
  const processes = matchProcesses(snapshots);
  const matcher = new Matcher();
  const nodes: Array<{ node: string; caseIndex: number; line: SnapshotLine; processKey: string }> =
    [];
  snapshots.forEach((snapshot, caseIndex) => {
    for (const line of snapshot.lines) {
      const processKey = processes.keyOf(caseIndex, line.processId);
      const node = `${caseIndex}:${line.activityLineId}`;
      const tokens = [`${processKey}|name:${normalised(line.name)}|${line.unitId}`];
      const sourceId = snapshot.sourceOf.get(line.activityLineId);
      if (sourceId) tokens.push(`${processKey}|source:${sourceId}|${line.unitId}`);
      matcher.add(node, tokens);
      nodes.push({ node, caseIndex, line, processKey });
    }
  });
  const keys = new Map<string, string>();
  const order: string[] = [];
  const byCase = snapshots.map(() => new Map<string, SourceAggregate>());
  const groupNames = new Map(processes.groups.map((group) => [group.key, group]));
  for (const { node, caseIndex, line, processKey } of nodes) {
    const root = matcher.root(node);
    if (!keys.has(root)) {
      keys.set(root, `s${order.length + 1}`);
      order.push(keys.get(root)!);
    }
    const key = keys.get(root)!;
    let aggregate = byCase[caseIndex].get(key);
    if (!aggregate) {
      const group = groupNames.get(processKey);
      aggregate = {
        key,
        processKey,
        processName: group?.name ?? line.processName,
        processNameEn: group?.nameEn ?? null,
        name: line.name,
        unitId: line.unitId,
        amount: 0,
        co2eKg: 0,
        gasKg: new Map(),
        gasGwp: new Map(),
        factors: new Set(),
        factorNames: [],
      };
      byCase[caseIndex].set(key, aggregate);
    }
    aggregate.amount += line.amount;
    aggregate.co2eKg += line.co2eKg;
    for (const gas of line.gases) {
      aggregate.gasKg.set(gas.gas, (aggregate.gasKg.get(gas.gas) ?? 0) + gas.massKg);
      aggregate.gasGwp.set(gas.gas, gas.gwp);
    }
    const identity = factorIdentity(line);
    if (!aggregate.factors.has(identity)) {
      aggregate.factors.add(identity);
      aggregate.factorNames.push(factorLabel(line));
    }
  }
  return { byCase, order, processes };
}

/** What makes a factor the same factor: the method and the library row or the cited source. */
function factorIdentity(line: SnapshotLine): string {
  // A gas released is weighed by its GWP: the set's source is not a factor of the line's.
  if (line.method === "gas") return `gas|${line.gases.map((gas) => gas.gas).join(",")}`;
  const f = line.factor;
  return [line.method, f.id ?? "", f.code ?? "", f.name, f.source, f.year ?? "", f.version ?? ""]
    .map(String)
    .join("|");
}

function factorLabel(line: SnapshotLine): string {
  if (line.method === "gas") return line.gases.map((gas) => gas.gas).join(", ");
  const { name, year } = line.factor;
  // Published factors often carry their year in the name already.
  return year && !name.includes(String(year)) ? `${name} (${year})` : name;
}

/** Relative size below which a figure is floating-point noise of a division. */
const NOISE = 1e-12;

export const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((value) => b.has(value));

// ---- drivers ----

/**
 * The change of `target`'s emissions against `reference`'s, split into activity and factor.
 *
 * For a source found in both, with activity A (its lines' amounts, in their unit) and implied
 * factor F = E / A (kg CO2e per unit, scope 2 location-based), the change E2 − E1 is split
 * symmetrically (the Shapley split of a product, which leaves no residual):
 *
 *   activity part = (A2 − A1) × (F1 + F2) / 2
 *   factor part   = (F2 − F1) × (A1 + A2) / 2
 *
 * Their sum is A2·F2 − A1·F1 = E2 − E1 exactly. The factor part is computed as the change less
 * the activity part, which is that same product without a rounding gap between the parts and the
 * stored figures. Where one side's amount is 0 its factor is taken as the other side's, so all of
 * the change is activity. A source found in one case only is added (+E2) or removed (−E1). The
 * activity, factor, added and removed parts add up to the change of the total.
 */
export function drivers(
  snapshots: readonly CaseSnapshot[],
  reference: number,
  target: number,
  match: SourceMatch = matchSources(snapshots),
): DriverData {
  const before = match.byCase[reference];
  const after = match.byCase[target];
  const lines: DriverLineData[] = [];
  for (const key of match.order) {
    const one = before.get(key);
    const two = after.get(key);
    if (!one && !two) continue;
    const shown = (one ?? two)!;
    const referenceKg = one?.co2eKg ?? 0;
    const kg = two?.co2eKg ?? 0;
    const changeKg = kg - referenceKg;
    let activityKg = 0;
    let factorKg = 0;
    if (one && two) {
      const f1 = one.amount !== 0 ? one.co2eKg / one.amount : null;
      const f2 = two.amount !== 0 ? two.co2eKg / two.amount : null;
      const F1 = f1 ?? f2 ?? 0;
      const F2 = f2 ?? f1 ?? 0;
      activityKg = ((two.amount - one.amount) * (F1 + F2)) / 2;
      factorKg = changeKg - activityKg;
      // The same factor gives F1 and F2 equal but for the last bits of E / A: no factor change.
      if (Math.abs(factorKg) <= NOISE * Math.max(Math.abs(one.co2eKg), Math.abs(two.co2eKg))) {
        activityKg = changeKg;
        factorKg = 0;
      }
    }
    lines.push({
      key,
      processName: shown.processName,
      processNameEn: shown.processNameEn,
      name: shown.name,
      unitId: shown.unitId,
      status: one && two ? "matched" : two ? "added" : "removed",
      referenceAmount: one?.amount ?? null,
      amount: two?.amount ?? null,
      referenceFactor: one && one.amount !== 0 ? one.co2eKg / one.amount : null,
      factor: two && two.amount !== 0 ? two.co2eKg / two.amount : null,
      referenceKg,
      kg,
      changeKg,
      activityKg,
      factorKg,
      factorChanged: Boolean(one && two && !sameSet(one.factors, two.factors)),
      referenceFactorName: one ? one.factorNames.join("; ") : null,
      factorName: two ? two.factorNames.join("; ") : null,
    });
  }
  lines.sort((a, b) => Math.abs(b.changeKg) - Math.abs(a.changeKg));
  const sum = (pick: (line: DriverLineData) => number) => compensatedSum(lines.map(pick));
  const referenceKg = snapshots[reference].totals.totalKg;
  const kg = snapshots[target].totals.totalKg;
  return {
    caseId: snapshots[target].caseId,
    referenceCaseId: snapshots[reference].caseId,
    referenceKg,
    kg,
    changeKg: kg - referenceKg,
    activityKg: sum((line) => line.activityKg),
    factorKg: sum((line) => line.factorKg),
    addedKg: sum((line) => (line.status === "added" ? line.changeKg : 0)),
    removedKg: sum((line) => (line.status === "removed" ? line.changeKg : 0)),
    lines,
  };
}
