// Life-cycle inventory and impact results: s = A⁻¹ f, g = B s, h = C g, and where they come from.
//
// Contributions: the direct impact of activity j is (C B)ₖⱼ sⱼ; of a flow, Cₖₗ gₗ. The upstream
// (cumulative) impact of activity j needs the intensities u = A⁻ᵀ (C B)ₖᵀ, the impact per unit of
// each product including its supply chain: upstream j = uⱼ Aⱼⱼ sⱼ, and the impact carried by the
// link "i supplies j" is uᵢ (−Aᵢⱼ) sⱼ. Since uᵀA = (C B)ₖ, each activity's upstream total is its
// direct impact plus what its links carry, and the total impact is uᵀ f. The contribution tree
// and the Sankey graph are both read from these figures.
import { demandVector, type MatrixSystem } from "./matrices";
import { prepareSolver, type LinearSolver, type SolveOptions } from "./solver";
import { cscMultiply, cscTranspose, type CscMatrix } from "./sparse";
import type { Demand } from "./types";

// ---------------------------------------------------------------------------------------------
// Reusable solver state, keyed by the hash of A

interface Prepared {
  solver: LinearSolver;
  transposed?: LinearSolver;
}

/** (C B) per system: B and C are not part of the solver's key, so this is kept per object. */
const impactsPerActivity = new WeakMap<MatrixSystem, Float64Array>();

const CACHE_SIZE = 8;
const cache = new Map<string, Prepared>();

function prepared(system: MatrixSystem): Prepared {
  const hit = cache.get(system.hash);
  if (hit) {
    cache.delete(system.hash);
    cache.set(system.hash, hit);
    return hit;
  }
  const entry: Prepared = { solver: prepareSolver(system.A, nameOf(system)) };
  cache.set(system.hash, entry);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return entry;
}

export function nameOf(system: MatrixSystem): (index: number) => string {
  return (j) => {
    const a = system.activities[j];
    return a
      ? `"${a.processName}"${a.productName !== a.processName ? ` (${a.productName})` : ""}`
      : `#${j}`;
  };
}

/** The solver of A (prepared once per system, then reused). */
export function solverFor(system: MatrixSystem): LinearSolver {
  return prepared(system).solver;
}

/** The solver of Aᵀ, for intensities (contribution tree and Sankey). */
export function transposedSolverFor(system: MatrixSystem): LinearSolver {
  const entry = prepared(system);
  entry.transposed ??= prepareSolver(cscTranspose(system.A), nameOf(system));
  return entry.transposed;
}

/** C B as a dense impacts × activities array (row-major). */
export function impactPerActivity(system: MatrixSystem): Float64Array {
  const known = impactsPerActivity.get(system);
  if (known) return known;
  const { n } = system;
  const k = system.impacts.length;
  const cb = new Float64Array(k * n);
  // C is impacts × flows in CSC: column l lists the factors of flow l.
  const { B, C } = system;
  for (let j = 0; j < n; j++) {
    for (let p = B.colPtr[j]; p < B.colPtr[j + 1]; p++) {
      const flow = B.rowIndex[p];
      const amount = B.values[p];
      for (let q = C.colPtr[flow]; q < C.colPtr[flow + 1]; q++) {
        cb[C.rowIndex[q] * n + j] += C.values[q] * amount;
      }
    }
  }
  impactsPerActivity.set(system, cb);
  return cb;
}

/** Forgets prepared solvers (tests, memory pressure). */
export function clearSolverCache(): void {
  cache.clear();
}

// ---------------------------------------------------------------------------------------------
// Calculation

export interface LcaResult {
  system: MatrixSystem;
  demand: Float64Array;
  /** scaling vector s */
  scaling: Float64Array;
  /** inventory g = B s, per elementary flow */
  inventory: Float64Array;
  /** impacts h = C g, per impact row (all methods) */
  impacts: Float64Array;
  residual: number;
  iterations: number;
}

export function calculate(
  system: MatrixSystem,
  demands: readonly Demand[] | Float64Array,
  options: SolveOptions = {},
): LcaResult {
  const f = demands instanceof Float64Array ? demands : demandVector(system, demands);
  const { x, residual, iterations } = solverFor(system).solve(f, options);
  const inventory = cscMultiply(system.B, x);
  const impacts = cscMultiply(system.C, inventory);
  return { system, demand: f, scaling: x, inventory, impacts, residual, iterations };
}

export function impactIndex(system: MatrixSystem, category: string, method?: string): number {
  const k = system.impacts.findIndex(
    (row) => row.category === category && (method === undefined || row.method === method),
  );
  if (k < 0)
    throw new RangeError(`no impact category "${category}"${method ? ` in "${method}"` : ""}`);
  return k;
}

// ---------------------------------------------------------------------------------------------
// Contributions

export interface Contribution {
  index: number;
  name: string;
  amount: number;
  /** amount / total (0 when the total is 0) */
  share: number;
}

/** Direct impact of each activity on impact row k, largest first. */
export function processContributions(result: LcaResult, k: number): Contribution[] {
  const { system, scaling } = result;
  const cb = impactPerActivity(system);
  const total = result.impacts[k];
  const items: Contribution[] = [];
  for (let j = 0; j < system.n; j++) {
    const amount = cb[k * system.n + j] * scaling[j];
    if (amount !== 0)
      items.push({
        index: j,
        name: system.activities[j].processName,
        amount,
        share: share(amount, total),
      });
  }
  return items.sort(byMagnitude);
}

/** Contribution of each elementary flow to impact row k, largest first. */
export function flowContributions(result: LcaResult, k: number): Contribution[] {
  const { system, inventory } = result;
  const total = result.impacts[k];
  const items: Contribution[] = [];
  const { C } = system;
  // C is impacts × flows in CSC: column l holds the factors of flow l.
  for (let l = 0; l < C.cols; l++) {
    for (let p = C.colPtr[l]; p < C.colPtr[l + 1]; p++) {
      if (C.rowIndex[p] !== k) continue;
      const amount = C.values[p] * inventory[l];
      if (amount !== 0)
        items.push({ index: l, name: system.flows[l].name, amount, share: share(amount, total) });
    }
  }
  return items.sort(byMagnitude);
}

/**
 * Direct impacts summed by a user-defined group of activities (life-cycle stage, material,
 * transport, energy...). Without `groupOf`, the process's own `group` is used; activities
 * without a group fall into "other".
 */
export function groupContributions(
  result: LcaResult,
  k: number,
  groupOf: (activity: MatrixSystem["activities"][number], index: number) => string | undefined = (
    a,
  ) => a.group,
): { group: string; amount: number; share: number }[] {
  const { system, scaling } = result;
  const cb = impactPerActivity(system);
  const total = result.impacts[k];
  const sums = new Map<string, number>();
  for (let j = 0; j < system.n; j++) {
    const amount = cb[k * system.n + j] * scaling[j];
    if (amount === 0) continue;
    const group = groupOf(system.activities[j], j) ?? "other";
    sums.set(group, (sums.get(group) ?? 0) + amount);
  }
  return [...sums]
    .map(([group, amount]) => ({ group, amount, share: share(amount, total) }))
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));
}

// ---------------------------------------------------------------------------------------------
// Upstream figures: intensities, the contribution tree, the Sankey graph

export interface Upstream {
  k: number;
  total: number;
  /** impact per unit of each activity's product, supply chain included */
  intensity: Float64Array;
  /** direct impact of each activity in this result */
  direct: Float64Array;
  /** upstream (cumulative) impact of each activity in this result */
  upstream: Float64Array;
}

export function upstream(result: LcaResult, k: number): Upstream {
  const { system, scaling } = result;
  const { n, A } = system;
  const cb = impactPerActivity(system);
  const row = cb.subarray(k * n, (k + 1) * n);
  const total = result.impacts[k];
  const direct = new Float64Array(n);
  for (let j = 0; j < n; j++) direct[j] = row[j] * scaling[j];
  const intensity = row.some((v) => v !== 0)
    ? transposedSolverFor(system).solve(Float64Array.from(row)).x
    : new Float64Array(n);
  const up = new Float64Array(n);
  for (let j = 0; j < n; j++) up[j] = intensity[j] * diagonal(A, j) * scaling[j];
  return { k, total, intensity, direct, upstream: up };
}

function diagonal(A: CscMatrix, j: number): number {
  for (let p = A.colPtr[j]; p < A.colPtr[j + 1]; p++) if (A.rowIndex[p] === j) return A.values[p];
  return 0;
}

export interface TreeNode {
  activity: number;
  name: string;
  /** product amount this node delivers to its parent (or the demand, at the root) */
  amount: number;
  unit: string;
  direct: number;
  upstream: number;
  share: number;
  children: TreeNode[];
  /** suppliers left out by the cut-off: their count and summed upstream impact */
  cutCount: number;
  cutAmount: number;
}

export interface TreeOptions {
  /** drop branches whose |upstream| is below this share of |total| (default 0.01) */
  cutoff?: number;
  maxDepth?: number;
  maxNodes?: number;
  /** suppliers of nodes above this depth are kept whatever their share (default 0: none) */
  keepDepth?: number;
}

/**
 * The upstream contribution tree of the demanded activities: each node's children are its
 * suppliers, with the amount it takes from them and their upstream impact for that amount.
 * Loops unroll until branches fall under the cut-off or the depth and node limits.
 */
export function contributionTree(
  result: LcaResult,
  up: Upstream,
  options: TreeOptions = {},
): TreeNode[] {
  const { system } = result;
  const { A } = system;
  const cutoff = options.cutoff ?? 0.01;
  const maxDepth = options.maxDepth ?? 20;
  const maxNodes = options.maxNodes ?? 5000;
  const keepDepth = options.keepDepth ?? 0;
  const limit = Math.abs(up.total) * cutoff;
  let count = 0;

  const node = (j: number, amount: number, depth: number): TreeNode => {
    count++;
    const a = system.activities[j];
    const out = diagonal(A, j);
    const scale = out === 0 ? 0 : amount / out; // scaling of j for this amount
    const item: TreeNode = {
      activity: j,
      name: a.processName,
      amount,
      unit: a.unit,
      direct: impactPerActivityAt(system, up.k, j) * scale,
      upstream: up.intensity[j] * amount,
      share: share(up.intensity[j] * amount, up.total),
      children: [],
      cutCount: 0,
      cutAmount: 0,
    };
    const candidates: { i: number; amount: number; impact: number }[] = [];
    for (let p = A.colPtr[j]; p < A.colPtr[j + 1]; p++) {
      const i = A.rowIndex[p];
      if (i === j) continue;
      const supplied = -A.values[p] * scale;
      candidates.push({ i, amount: supplied, impact: up.intensity[i] * supplied });
    }
    candidates.sort((x, y) => Math.abs(y.impact) - Math.abs(x.impact));
    for (const c of candidates) {
      if (c.impact === 0) continue;
      const small = Math.abs(c.impact) < limit && depth >= keepDepth;
      if (small || depth >= maxDepth || count >= maxNodes) {
        item.cutCount++;
        item.cutAmount += c.impact;
      } else {
        item.children.push(node(c.i, c.amount, depth + 1));
      }
    }
    return item;
  };

  const roots: TreeNode[] = [];
  for (let j = 0; j < system.n; j++) {
    if (result.demand[j] !== 0) roots.push(node(j, result.demand[j], 0));
  }
  return roots;
}

function impactPerActivityAt(system: MatrixSystem, k: number, j: number): number {
  return impactPerActivity(system)[k * system.n + j];
}

export interface SankeyNode {
  activity: number;
  name: string;
  direct: number;
  upstream: number;
  directShare: number;
  upstreamShare: number;
}

export interface SankeyLink {
  /** the supplier */
  source: number;
  /** the customer */
  target: number;
  /** product amount supplied */
  amount: number;
  /** impact carried by the link: intensity of the source × amount */
  impact: number;
  share: number;
}

export interface SankeyGraph {
  k: number;
  total: number;
  cutoff: number;
  nodes: SankeyNode[];
  links: SankeyLink[];
  /** activities left out by the cut-off and their summed direct impact */
  hiddenNodes: number;
  hiddenDirect: number;
}

/**
 * The Sankey graph: every activity whose upstream impact reaches the cut-off share of the total
 * (and the demanded ones), with the links between them.
 */
export function sankey(result: LcaResult, up: Upstream, cutoff = 0.01): SankeyGraph {
  const { system, scaling } = result;
  const { A, n } = system;
  const limit = Math.abs(up.total) * cutoff;
  const keep = new Uint8Array(n);
  const nodes: SankeyNode[] = [];
  let hiddenNodes = 0;
  let hiddenDirect = 0;
  for (let j = 0; j < n; j++) {
    if (result.demand[j] !== 0 || (Math.abs(up.upstream[j]) >= limit && up.upstream[j] !== 0)) {
      keep[j] = 1;
      nodes.push({
        activity: j,
        name: system.activities[j].processName,
        direct: up.direct[j],
        upstream: up.upstream[j],
        directShare: share(up.direct[j], up.total),
        upstreamShare: share(up.upstream[j], up.total),
      });
    } else if (scaling[j] !== 0) {
      hiddenNodes++;
      hiddenDirect += up.direct[j];
    }
  }
  const links: SankeyLink[] = [];
  for (let j = 0; j < n; j++) {
    if (!keep[j] || scaling[j] === 0) continue;
    for (let p = A.colPtr[j]; p < A.colPtr[j + 1]; p++) {
      const i = A.rowIndex[p];
      if (i === j || !keep[i]) continue;
      const amount = -A.values[p] * scaling[j];
      const impact = up.intensity[i] * amount;
      if (impact === 0 || Math.abs(impact) < limit) continue;
      links.push({ source: i, target: j, amount, impact, share: share(impact, up.total) });
    }
  }
  links.sort((x, y) => Math.abs(y.impact) - Math.abs(x.impact));
  return { k: up.k, total: up.total, cutoff, nodes, links, hiddenNodes, hiddenDirect };
}

// ---------------------------------------------------------------------------------------------

function share(amount: number, total: number): number {
  return total === 0 ? 0 : amount / total;
}

function byMagnitude(a: Contribution, b: Contribution): number {
  return Math.abs(b.amount) - Math.abs(a.amount);
}
