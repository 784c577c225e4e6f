// The carbon flow of a run as a Sankey graph: where the carbon comes from (fuels, purchased
// energy, materials, gases released), the processes it passes through, and where it ends (the
// scopes' emissions, or kept in products). Pure: the service hands it the run's result lines and
// what the library says of their factors.
//
// Every band is a sum of result lines, in kg CO2e under the chosen scope 2 basis:
//   source → process   the lines of that source in that process (deducted lines excluded);
//   process → scope s  the same process's lines, not deducted;
//   scope s → kept     −Σ the deducted lines of scope s (carbon locked in products, a positive
//                      band);
//   scope s → emitted  Σ every line of scope s, deducted ones included: the scope's net figure,
//                      the run's own byScope total. Only drawn for a scope with deductions, whose
//                      scope node then holds the gross emissions.
// So the bands into and out of every node balance, and the ends add up to the run's total.
import type { CalculationMethod } from "../../calc/ghg/types";
import { unitById } from "../../calc/units";
import type { ResultLine } from "../calculation/calculation-run.entity";

export type FlowBasis = "location" | "market";

/** What kind of carbon carrier a source is; it decides how sources are grouped and coloured. */
export type SourceKind =
  "fuel" | "electricity" | "heat" | "steam" | "material" | "gas" | "transport" | "waste" | "other";

export const SOURCE_KINDS: readonly SourceKind[] = [
  "fuel",
  "electricity",
  "heat",
  "steam",
  "material",
  "gas",
  "transport",
  "waste",
  "other",
];

/** Kinds shown as one node each, whatever factors their lines use. */
const ONE_NODE_KINDS: ReadonlySet<SourceKind> = new Set([
  "electricity",
  "heat",
  "steam",
  "transport",
  "waste",
]);

/** Source nodes named after their fuel, material or gas beyond which the rest are grouped. */
export const MAX_NAMED_SOURCES = 12;
/** Process nodes beyond which the smallest are grouped. */
export const MAX_PROCESSES = 20;

/** What the library says of a factor a line used (by library factor id). */
export interface FactorInfo {
  /** The library's category: stationary-combustion, electricity, process, materials ... */
  category: string;
  name: string;
  nameEn: string;
}

export interface ProcessInfo {
  name: string;
  nameEn: string;
}

export type NodeType = "source" | "process" | "scope" | "kept" | "emitted";

export interface FlowNode {
  key: string;
  type: NodeType;
  /** Sources only. */
  sourceKind: SourceKind | null;
  /** Scope and emitted nodes. */
  scope: number | null;
  /** A named node's name in Chinese and English; null where the kind or scope names it. */
  name: string | null;
  nameEn: string | null;
  /** A grouped node ("other fuels"): how many names it holds; 0 otherwise. */
  grouped: number;
  /** The node's throughput: what flows through it (its larger side), kg CO2e. */
  valueKg: number;
  /** Result lines behind the node. */
  lineCount: number;
}

export interface FlowLink {
  from: string;
  to: string;
  valueKg: number;
  lineCount: number;
}

export interface FlowTotals {
  /** Σ of the lines not deducted: every source's carbon, kg CO2e. */
  grossKg: number;
  /** Σ of every line: the run's total under the basis. */
  netKg: number;
  /** −Σ of the deducted lines (a positive number). */
  keptKg: number;
  /** Net per scope, as the run's byScope. */
  scope1Kg: number;
  scope2Kg: number;
  scope3Kg: number;
  lineCount: number;
}

export interface FlowGraph {
  nodes: FlowNode[];
  links: FlowLink[];
  totals: FlowTotals;
}

/** A line's CO2e under the basis: scope 2 market-based from its market figure. */
export function lineValue(line: ResultLine, basis: FlowBasis): number {
  return basis === "market" && line.scope === 2 && line.market ? line.market.co2eKg : line.co2eKg;
}

const ELECTRIC_UNITS = new Set([30, 31]); // kWh, MWh

function isMass(unitId: number | undefined): boolean {
  if (unitId === undefined) return false;
  try {
    return unitById(unitId).dimension === "mass";
  } catch {
    return false;
  }
}

/**
 * The kind of a line's source. The calculation method says it first (a gas released; a fuel by
 * its combustion parameters), then the library factor's category, then, for a factor typed in
 * for the line, its scope, unit and scope 3 category.
 */
export function sourceKind(line: ResultLine, factor: FactorInfo | undefined): SourceKind {
  const method = line.method as CalculationMethod;
  if (method === "gas") return "gas";
  if (method === "combustion") return "fuel";
  const factorUnit = line.factor.unitId ?? line.factorUnitId;
  switch (factor?.category) {
    case "stationary-combustion":
    case "mobile-combustion":
    case "fuel-upstream":
      return "fuel";
    case "electricity":
      return "electricity";
    case "heat":
      return isMass(factorUnit) ? "steam" : "heat";
    case "process":
    case "materials":
    case "carbon-locked":
      return "material";
    case "fugitive":
      return "gas";
    case "transport":
    case "business-travel":
      return "transport";
    case "waste":
    case "water":
      return "waste";
    case undefined:
      break;
    default:
      return "other";
  }
  if (line.scope === 2) {
    if (ELECTRIC_UNITS.has(line.unitId) || ELECTRIC_UNITS.has(factorUnit)) return "electricity";
    return isMass(factorUnit) ? "steam" : "heat";
  }
  if (line.scope === 3) {
    switch (line.scope3Category) {
      case 1:
      case 2:
        return "material";
      case 3:
        return "fuel";
      case 4:
      case 6:
      case 7:
      case 9:
        return "transport";
      case 5:
      case 12:
        return "waste";
      default:
        return "other";
    }
  }
  return "other";
}

/** The name a source is known by: the library's names, a custom factor's, or the gas code. */
export function sourceName(
  line: ResultLine,
  kind: SourceKind,
  factor: FactorInfo | undefined,
): { name: string; nameEn: string } | null {
  if (ONE_NODE_KINDS.has(kind)) return null;
  if (line.method === "gas") {
    const gas = line.factor.gases?.[0]?.gas ?? line.gases[0]?.gas ?? line.name;
    return { name: gas, nameEn: gas };
  }
  if (factor) return { name: factor.name, nameEn: factor.nameEn || factor.name };
  return { name: line.factor.name, nameEn: line.factor.name };
}

interface Acc {
  valueKg: number;
  lineCount: number;
}

function add<K>(map: Map<K, Acc>, key: K, value: number): void {
  const acc = map.get(key);
  if (acc) {
    acc.valueKg += value;
    acc.lineCount += 1;
  } else map.set(key, { valueKg: value, lineCount: 1 });
}

interface SourceEntry {
  key: string;
  kind: SourceKind;
  name: string | null;
  nameEn: string | null;
  valueKg: number;
}

export function buildFlowGraph(
  lines: readonly ResultLine[],
  basis: FlowBasis,
  factors: ReadonlyMap<number, FactorInfo>,
  processes: ReadonlyMap<number, ProcessInfo>,
): FlowGraph {
  // First pass: the source of each line and the size of every source and process.
  const sources = new Map<string, SourceEntry>();
  const processSize = new Map<number, number>();
  const lineSource: Array<string | null> = [];
  const scopeNet = new Map<number, Acc>();
  const scopeKept = new Map<number, Acc>();
  let grossKg = 0;
  let netKg = 0;
  for (const line of lines) {
    const value = lineValue(line, basis);
    netKg += value;
    add(scopeNet, line.scope, value);
    if (line.deducted) {
      add(scopeKept, line.scope, 0 - value);
      lineSource.push(null);
      continue;
    }
    grossKg += value;
    const factor = line.factor.id === null ? undefined : factors.get(line.factor.id);
    const kind = sourceKind(line, factor);
    const named = sourceName(line, kind, factor);
    const key = named ? `source:${kind}:${named.name}` : `source:${kind}`;
    lineSource.push(key);
    const entry = sources.get(key);
    if (entry) entry.valueKg += value;
    else {
      sources.set(key, {
        key,
        kind,
        name: named?.name ?? null,
        nameEn: named?.nameEn ?? null,
        valueKg: value,
      });
    }
    processSize.set(line.processId, (processSize.get(line.processId) ?? 0) + value);
  }

  // The largest named sources keep their names; the rest are grouped by kind.
  const named = [...sources.values()]
    .filter((entry) => entry.name !== null)
    .sort((a, b) => b.valueKg - a.valueKg);
  const sourceNode = new Map<string, string>();
  const groupedCount = new Map<string, number>();
  named.forEach((entry, index) => {
    if (index < MAX_NAMED_SOURCES) return;
    const group = `source:${entry.kind}:*`;
    sourceNode.set(entry.key, group);
    groupedCount.set(group, (groupedCount.get(group) ?? 0) + 1);
  });
  const keptProcesses = new Set(
    [...processSize.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_PROCESSES)
      .map(([id]) => id),
  );
  const processKey = (id: number) => (keptProcesses.has(id) ? `process:${id}` : "process:*");
  if (processSize.size > keptProcesses.size) {
    groupedCount.set("process:*", processSize.size - keptProcesses.size);
  }

  // Second pass: the bands.
  const links = new Map<string, { from: string; to: string; acc: Acc }>();
  const link = (from: string, to: string, value: number) => {
    const key = `${from}\u0000${to}`;
    const found = links.get(key);
    if (found) {
      found.acc.valueKg += value;
      found.acc.lineCount += 1;
    } else links.set(key, { from, to, acc: { valueKg: value, lineCount: 1 } });
  };
  lines.forEach((line, index) => {
    const source = lineSource[index];
    if (source === null) return;
    const value = lineValue(line, basis);
    const process = processKey(line.processId);
    link(sourceNode.get(source) ?? source, process, value);
    link(process, `scope:${line.scope}`, value);
  });
  for (const [scope, kept] of scopeKept) {
    const net = scopeNet.get(scope)!;
    links.set(`scope:${scope}\u0000kept`, { from: `scope:${scope}`, to: "kept", acc: kept });
    links.set(`scope:${scope}\u0000emitted:${scope}`, {
      from: `scope:${scope}`,
      to: `emitted:${scope}`,
      acc: net,
    });
  }
  const linkList: FlowLink[] = [...links.values()]
    // A band of nothing (a zero-emission certificate, a net scope at or below zero) is not drawn.
    .filter((entry) => entry.acc.valueKg > 0)
    .map((entry) => ({
      from: entry.from,
      to: entry.to,
      valueKg: entry.acc.valueKg,
      lineCount: entry.acc.lineCount,
    }));

  // Nodes: every end of a band, with what flows through it.
  const inflow = new Map<string, Acc>();
  const outflow = new Map<string, Acc>();
  for (const band of linkList) {
    for (const [map, key] of [
      [outflow, band.from],
      [inflow, band.to],
    ] as const) {
      const acc = map.get(key);
      if (acc) {
        acc.valueKg += band.valueKg;
        acc.lineCount += band.lineCount;
      } else map.set(key, { valueKg: band.valueKg, lineCount: band.lineCount });
    }
  }
  const keys = new Set(linkList.flatMap((band) => [band.from, band.to]));
  const nodes: FlowNode[] = [...keys].map((key) => {
    const into = inflow.get(key);
    const out = outflow.get(key);
    const through = (into?.valueKg ?? 0) >= (out?.valueKg ?? 0) ? into : out;
    return {
      ...describe(key, sources, processes, groupedCount),
      key,
      valueKg: Math.max(into?.valueKg ?? 0, out?.valueKg ?? 0),
      lineCount: through?.lineCount ?? 0,
    };
  });
  nodes.sort((a, b) => order(a) - order(b) || b.valueKg - a.valueKg);

  return {
    nodes,
    links: linkList,
    totals: {
      grossKg,
      netKg,
      keptKg: [...scopeKept.values()].reduce((sum, acc) => sum + acc.valueKg, 0),
      scope1Kg: scopeNet.get(1)?.valueKg ?? 0,
      scope2Kg: scopeNet.get(2)?.valueKg ?? 0,
      scope3Kg: scopeNet.get(3)?.valueKg ?? 0,
      lineCount: lines.length,
    },
  };
}

const TYPE_ORDER: Record<NodeType, number> = {
  source: 0,
  process: 1,
  scope: 2,
  kept: 3,
  emitted: 3,
};

function order(node: FlowNode): number {
  return TYPE_ORDER[node.type] * 100 + (node.scope ?? 0);
}

function describe(
  key: string,
  sources: ReadonlyMap<string, SourceEntry>,
  processes: ReadonlyMap<number, ProcessInfo>,
  groupedCount: ReadonlyMap<string, number>,
): Omit<FlowNode, "key" | "valueKg" | "lineCount"> {
  const base = { sourceKind: null, scope: null, name: null, nameEn: null, grouped: 0 };
  const [type, rest = ""] = key.split(/:(.*)/s);
  if (type === "kept") return { ...base, type: "kept" };
  if (type === "emitted" || type === "scope") return { ...base, type, scope: Number(rest) };
  if (type === "process") {
    if (rest === "*") return { ...base, type: "process", grouped: groupedCount.get(key) ?? 0 };
    const process = processes.get(Number(rest));
    return {
      ...base,
      type: "process",
      name: process?.name ?? rest,
      nameEn: process?.nameEn || process?.name || rest,
    };
  }
  const kind = rest.split(":")[0] as SourceKind;
  if (key.endsWith(":*")) {
    return { ...base, type: "source", sourceKind: kind, grouped: groupedCount.get(key) ?? 0 };
  }
  const entry = sources.get(key);
  return {
    ...base,
    type: "source",
    sourceKind: kind,
    name: entry?.name ?? null,
    nameEn: entry?.nameEn ?? null,
  };
}
