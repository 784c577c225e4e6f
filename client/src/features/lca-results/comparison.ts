// The result of a paired comparison job as the server writes it (job.result): both products'
// statistics, the difference first − second with its histogram, and the share of the runs in
// which the first is lower. Read defensively, since a job's result is untyped JSON.

export interface ComparisonStats {
  mean: number;
  sd: number;
  p2_5: number;
  p50: number;
  p97_5: number;
  count: number;
  deterministic: number;
  edges: number[];
  counts: number[];
}

export interface ComparedCalculation {
  calculationId: number;
  name: string;
  version: number;
  deterministic: number;
}

export interface Comparison {
  indicator: string;
  unit: string;
  shareFirstLower: number;
  difference: ComparisonStats;
  first: ComparedCalculation;
  second: ComparedCalculation;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const numbers = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((v): v is number => typeof v === "number") ? value : null;
const text = (value: unknown): string => (typeof value === "string" ? value : "");

function compared(value: unknown): ComparedCalculation | null {
  if (!isObject(value)) return null;
  const calculationId = num(value.calculationId);
  const version = num(value.version);
  const deterministic = num(value.deterministic);
  if (calculationId === null || version === null || deterministic === null) return null;
  return { calculationId, version, deterministic, name: text(value.name) };
}

export function readComparison(result: unknown): Comparison | null {
  if (!isObject(result) || !isObject(result.comparison)) return null;
  const { comparison } = result;
  const difference = comparison.difference;
  if (!isObject(difference) || !isObject(difference.histogram)) return null;
  const stats: Partial<ComparisonStats> = {};
  for (const key of ["mean", "sd", "p2_5", "p50", "p97_5", "count", "deterministic"] as const) {
    const value = num(difference[key]);
    if (value === null) return null;
    stats[key] = value;
  }
  const edges = numbers(difference.histogram.edges);
  const counts = numbers(difference.histogram.counts);
  const share = num(comparison.shareFirstLower);
  const first = compared(result.first);
  const second = compared(result.second);
  if (!edges || !counts || share === null || !first || !second) return null;
  return {
    indicator: text(comparison.indicator),
    unit: text(comparison.unit),
    shareFirstLower: share,
    difference: { ...(stats as ComparisonStats), edges, counts },
    first,
    second,
  };
}
