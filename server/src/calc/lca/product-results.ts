// What a product calculation keeps: totals per indicator; results by stage and by line for
// every indicator; by process, by elementary flow, the upstream contribution tree and the Sankey
// graph for the headline indicator; the share of primary data and a data-quality rating. Plain
// JSON, stored with the calculation, so a result explains itself after the data change.
import type { MatrixSystem } from "./matrices";
import type { SampleStatistics } from "./monte-carlo";
import {
  contributionTree,
  flowContributions,
  processContributions,
  sankey,
  type LcaResult,
  type TreeNode,
  upstream,
} from "./results";

export interface ProductIndicator {
  method: string;
  category: string;
  name: string;
  unit: string;
  total: number;
}

export interface ResultRow {
  key: string;
  name: string;
  /** one value per indicator, in the order of `indicators` */
  values: number[];
}

export interface LineResult extends ResultRow {
  stage: string;
  kind: string;
  primary: boolean;
}

export interface NamedContribution {
  name: string;
  detail: string;
  amount: number;
  share: number;
}

/** A node of the contribution tree, flat: `parent` is the index of its parent, -1 at a root. */
export interface TreeRow {
  parent: number;
  depth: number;
  name: string;
  amount: number;
  unit: string;
  direct: number;
  upstream: number;
  share: number;
  cutCount: number;
  cutAmount: number;
}

export interface SankeyResult {
  cutoff: number;
  nodes: { name: string; direct: number; upstream: number }[];
  /** source supplies target; `impact` is what the link carries */
  links: { source: number; target: number; impact: number }[];
  hiddenNodes: number;
  hiddenDirect: number;
}

export interface DataQualityRating {
  /** contribution-weighted mean pedigree score, 1 (best) to 5 */
  rating: number;
  /** excellent, very-good, good, fair or poor (PEF's DQR levels) */
  level: string;
  /** share of the headline total the rated lines carry */
  coverage: number;
}

export interface ProductResult {
  indicators: ProductIndicator[];
  /** index of the headline indicator in `indicators` */
  headline: number;
  byStage: ResultRow[];
  byLine: LineResult[];
  byProcess: NamedContribution[];
  byFlow: NamedContribution[];
  tree: TreeRow[];
  sankey: SankeyResult;
  /** share of the headline total from primary data */
  primaryShare: number;
  dataQuality: DataQualityRating | null;
  /** inputs of the background that found no provider (cut off by the database) */
  cutOffProducts: number;
}

export interface ProductUncertainty extends SampleStatistics {
  iterations: number;
  seed: number;
  failed: number;
  indicator: string;
  unit: string;
  deterministic: number;
  histogram: { edges: number[]; counts: number[] };
}

export interface LayoutLine {
  key: string;
  name: string;
  stage: string;
  kind: string;
  primary: boolean;
  /** the line's process id in the system */
  process: string;
  /** pedigree scores, when given */
  quality?: readonly number[];
}

export interface ProductLayout {
  lines: readonly LayoutLine[];
  /** stage codes in the scheme's order */
  stages: readonly { code: string; name: string }[];
  headline: { method: string; category: string };
  /** cut-off share of the tree and the Sankey graph */
  cutoff: number;
  /** at most this many rows by process and by flow */
  top?: number;
}

/** PEF's data-quality levels by rating (lower is better). */
export function qualityLevel(rating: number): string {
  if (rating <= 1.6) return "excellent";
  if (rating <= 2.0) return "very-good";
  if (rating <= 3.0) return "good";
  if (rating <= 4.0) return "fair";
  return "poor";
}

export function summariseProduct(result: LcaResult, layout: ProductLayout): ProductResult {
  const system: MatrixSystem = result.system;
  const indicators = system.impacts.map((row, k) => ({
    method: row.method,
    category: row.category,
    name: row.name,
    unit: row.unit,
    total: result.impacts[k],
  }));
  const headline = indicators.findIndex(
    (i) => i.method === layout.headline.method && i.category === layout.headline.category,
  );
  if (headline < 0) {
    throw new RangeError(`no indicator ${layout.headline.method} ${layout.headline.category}`);
  }
  const ups = indicators.map((_, k) => upstream(result, k));
  const activityOf = new Map<string, number>();
  system.activities.forEach((a, j) => activityOf.set(a.process, j));

  const byLine: LineResult[] = layout.lines.map((line) => {
    const j = activityOf.get(line.process);
    return {
      key: line.key,
      name: line.name,
      stage: line.stage,
      kind: line.kind,
      primary: line.primary,
      values: ups.map((up) => (j === undefined ? 0 : up.upstream[j])),
    };
  });
  const byStage: ResultRow[] = layout.stages
    .map((stage) => ({
      key: stage.code,
      name: stage.name,
      values: indicators.map((_, k) =>
        byLine.filter((l) => l.stage === stage.code).reduce((sum, l) => sum + l.values[k], 0),
      ),
    }))
    .filter((row) => byLine.some((l) => l.stage === row.key));

  const top = layout.top ?? 50;
  const byProcess = processContributions(result, headline)
    .slice(0, top)
    .map((c) => ({
      name: c.name,
      detail: system.activities[c.index].location ?? "",
      amount: c.amount,
      share: c.share,
    }));
  const byFlow = flowContributions(result, headline)
    .slice(0, top)
    .map((c) => ({
      name: c.name,
      detail: system.flows[c.index].compartment,
      amount: c.amount,
      share: c.share,
    }));

  const up = ups[headline];
  const tree = flattenTree(
    // The model's own lines (the product's suppliers) are shown whatever their share.
    contributionTree(result, up, {
      cutoff: layout.cutoff,
      maxDepth: 12,
      maxNodes: 400,
      keepDepth: 1,
    }),
  );
  const graph = sankey(result, up, layout.cutoff);
  const nodeIndex = new Map(graph.nodes.map((node, i) => [node.activity, i]));
  const total = indicators[headline].total;

  let primary = 0;
  let rated = 0;
  let weighted = 0;
  layout.lines.forEach((line, i) => {
    const value = byLine[i].values[headline];
    if (line.primary) primary += value;
    if (line.quality && line.quality.length > 0) {
      const mean = line.quality.reduce((s, q) => s + q, 0) / line.quality.length;
      rated += Math.abs(value);
      weighted += Math.abs(value) * mean;
    }
  });
  const magnitude = byLine.reduce((sum, l) => sum + Math.abs(l.values[headline]), 0);
  const rating = rated > 0 ? weighted / rated : 0;
  const reached = new Set<string>();
  system.activities.forEach((a, j) => {
    if (result.scaling[j] !== 0) reached.add(a.process);
  });

  return {
    indicators,
    headline,
    byStage,
    byLine,
    byProcess,
    byFlow,
    tree,
    sankey: {
      cutoff: graph.cutoff,
      nodes: graph.nodes.map((n) => ({ name: n.name, direct: n.direct, upstream: n.upstream })),
      links: graph.links.map((l) => ({
        source: nodeIndex.get(l.source)!,
        target: nodeIndex.get(l.target)!,
        impact: l.impact,
      })),
      hiddenNodes: graph.hiddenNodes,
      hiddenDirect: graph.hiddenDirect,
    },
    primaryShare: total === 0 ? 0 : primary / total,
    dataQuality:
      rated > 0
        ? {
            rating: Math.round(rating * 100) / 100,
            level: qualityLevel(rating),
            coverage: magnitude === 0 ? 0 : rated / magnitude,
          }
        : null,
    cutOffProducts: new Set(
      system.cutoffs.filter((c) => reached.has(c.process)).map((c) => c.product),
    ).size,
  };
}

function flattenTree(roots: readonly TreeNode[]): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (node: TreeNode, parent: number, depth: number) => {
    const index = rows.length;
    rows.push({
      parent,
      depth,
      name: node.name,
      amount: node.amount,
      unit: node.unit,
      direct: node.direct,
      upstream: node.upstream,
      share: node.share,
      cutCount: node.cutCount,
      cutAmount: node.cutAmount,
    });
    for (const child of node.children) walk(child, index, depth + 1);
  };
  for (const root of roots) walk(root, -1, 0);
  return rows;
}

/** Equal-width bins over a sample (Freedman–Diaconis width, 10 to 60 bins). */
export function histogram(samples: Float64Array): { edges: number[]; counts: number[] } {
  if (samples.length === 0) return { edges: [], counts: [] };
  const sorted = Float64Array.from(samples).sort();
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  if (max === min) return { edges: [min, max], counts: [sorted.length] };
  const q = (p: number) => sorted[Math.floor((sorted.length - 1) * p)];
  const iqr = q(0.75) - q(0.25);
  const width = iqr > 0 ? (2 * iqr) / Math.cbrt(sorted.length) : (max - min) / 10;
  const bins = Math.min(60, Math.max(10, Math.ceil((max - min) / width)));
  const step = (max - min) / bins;
  const edges = Array.from({ length: bins + 1 }, (_, i) => min + i * step);
  const counts = new Array<number>(bins).fill(0);
  for (const x of sorted) counts[Math.min(bins - 1, Math.floor((x - min) / step))]++;
  return { edges, counts };
}
