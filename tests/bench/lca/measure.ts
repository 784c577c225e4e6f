// One size of the LCA benchmark (lca.bench.ts), run in a child process of its own: generates the
// system, then times the cold preparation, the warm solves, Monte Carlo and the contribution tree
// with the Sankey graph, checks the residual, writes the Matrix Market files and reads the peak
// memory. Also the figures' types and the small statistics both processes use.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { buildMatrices, type MatrixSystem } from "../../../server/src/calc/lca/matrices";
import { monteCarlo } from "../../../server/src/calc/lca/monte-carlo";
import {
  calculate,
  clearSolverCache,
  contributionTree,
  sankey,
  solverFor,
  transposedSolverFor,
  upstream,
  type TreeNode,
} from "../../../server/src/calc/lca/results";
import type { SolverStats } from "../../../server/src/calc/lca/solver";
import { cscMultiply, type CscMatrix } from "../../../server/src/calc/lca/sparse";
import { generateSystem, writeSystemMatrixMarket } from "./generate";
import { median, round } from "../figures";

export { median, round };

export const HEADLINE = 20_000;

export interface ChildConfig {
  n: number;
  seed: number;
  out: string;
}

/** What one size measures, in its own process. */
export interface SizeFigures {
  n: number;
  nnz: number;
  nnzB: number;
  nnzC: number;
  exchanges: number;
  generateMs: number;
  cold: { ms: number; runs: number; buildMs: number; solverMs: number; transposedMs: number };
  warm: {
    ms: number;
    cpuMs: number;
    runs: number;
    minMs: number;
    maxMs: number;
    iterations: number;
  };
  /** the largest relative residual of the measured solves, recomputed here */
  residual: number;
  stats: SolverStats;
  transposedStats: SolverStats;
  mc: { itersPerSec: number; iterations: number; runs: number; failed: number };
  tree: { ms: number; runs: number; treeNodes: number; sankeyNodes: number; sankeyLinks: number };
  peakMB: number;
  retainedMB: number;
  matrixMarketDir: string;
  writeMs: number;
  /** h of the demand written as f.mtx, to compare with SciPy's */
  referenceH: number[];
}

const gc: () => void = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const mb = (bytes: number) => bytes / (1024 * 1024);
/** CPU time of this process in ms: on a busy machine, steadier than the wall clock. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

export function measure({ n, seed, out }: ChildConfig): SizeFigures {
  const large = n > HEADLINE;
  let started = performance.now();
  const generated = generateSystem({ processes: n, seed });
  const generateMs = performance.now() - started;
  sampleRss();
  const products = [...generated.finalProducts];
  const nextProduct = () => {
    const product = products.shift();
    if (product === undefined) throw new Error("the generator ran out of unsolved final products");
    return [{ product, amount: 1 }];
  };

  // Cold: from the product system to prepared solvers of A and Aᵀ, nothing cached.
  const build: number[] = [];
  const solver: number[] = [];
  const transposed: number[] = [];
  const total: number[] = [];
  let system: MatrixSystem | undefined;
  const coldRuns = large ? 3 : 5;
  for (let r = 0; r < coldRuns; r++) {
    system = undefined;
    clearSolverCache();
    gc();
    const t0 = performance.now();
    system = buildMatrices(generated.system);
    const t1 = performance.now();
    solverFor(system);
    const t2 = performance.now();
    transposedSolverFor(system);
    const t3 = performance.now();
    build.push(t1 - t0);
    solver.push(t2 - t1);
    transposed.push(t3 - t2);
    total.push(t3 - t0);
    sampleRss();
  }
  const ms = system!;

  started = performance.now();
  const matrixMarketDir = resolve(out, `lca-${n}`);
  writeSystemMatrixMarket(matrixMarketDir, ms, generated.demand);
  const writeMs = performance.now() - started;

  // Warm: the prepared solvers are reused, but every demand is new to them, so no solve can
  // hand back an answer it kept from before.
  for (let r = 0; r < 2; r++) calculate(ms, nextProduct());
  const warm: number[] = [];
  const warmCpu: number[] = [];
  const iterations: number[] = [];
  let residual = 0;
  for (let r = 0; r < (large ? 7 : 11); r++) {
    const demand = nextProduct();
    const c0 = cpuMs();
    const t0 = performance.now();
    const result = calculate(ms, demand);
    warm.push(performance.now() - t0);
    warmCpu.push(cpuMs() - c0);
    iterations.push(result.iterations);
    residual = Math.max(residual, relativeResidual(ms.A, result.scaling, result.demand));
  }
  const reference = calculate(ms, [generated.demand]);
  residual = Math.max(residual, relativeResidual(ms.A, reference.scaling, reference.demand));

  // Contribution tree and Sankey of one result (each run a new product and category): the
  // intensities (a solve with Aᵀ), the tree with its default cut-off, the Sankey graph.
  const treeTimes: number[] = [];
  let treeNodes = 0;
  let sankeyNodes = 0;
  let sankeyLinks = 0;
  for (let r = 0; r < 5; r++) {
    const result = calculate(ms, nextProduct());
    const k = r % ms.impacts.length;
    const t0 = performance.now();
    const up = upstream(result, k);
    const roots = contributionTree(result, up);
    const graph = sankey(result, up);
    treeTimes.push(performance.now() - t0);
    treeNodes = countNodes(roots);
    sankeyNodes = graph.nodes.length;
    sankeyLinks = graph.links.length;
    sampleRss();
  }

  // Monte Carlo: every exchange redrawn, the whole system solved, per iteration; the call's
  // own set-up (the sampler, the unperturbed solution) is inside the timing.
  const mcIterations = Math.max(10, Math.round(400_000 / n));
  const rates: number[] = [];
  let failed = 0;
  for (let r = 0; r < 3; r++) {
    const t0 = performance.now();
    const mc = monteCarlo(ms, [nextProduct()], {
      iterations: mcIterations,
      seed: seed + r,
      solver: solverFor(ms),
    });
    rates.push((mcIterations * 1000) / (performance.now() - t0));
    failed += mc.failed;
    sampleRss();
  }

  gc();
  const memory = process.memoryUsage();
  return {
    n,
    nnz: ms.A.colPtr[ms.A.cols],
    nnzB: ms.B.colPtr[ms.B.cols],
    nnzC: ms.C.colPtr[ms.C.cols],
    exchanges: ms.exchanges.base.length,
    generateMs,
    cold: {
      ms: median(total),
      runs: coldRuns,
      buildMs: median(build),
      solverMs: median(solver),
      transposedMs: median(transposed),
    },
    warm: {
      ms: median(warm),
      cpuMs: median(warmCpu),
      runs: warm.length,
      minMs: Math.min(...warm),
      maxMs: Math.max(...warm),
      iterations: median(iterations),
    },
    residual,
    stats: solverFor(ms).stats,
    transposedStats: transposedSolverFor(ms).stats,
    mc: { itersPerSec: median(rates), iterations: mcIterations, runs: rates.length, failed },
    tree: { ms: median(treeTimes), runs: treeTimes.length, treeNodes, sankeyNodes, sankeyLinks },
    peakMB: peakRssMB(),
    retainedMB: mb(memory.heapUsed + memory.arrayBuffers),
    matrixMarketDir,
    writeMs,
    referenceH: Array.from(reference.impacts),
  };
}

/**
 * The process's peak resident memory. On Linux, VmHWM of /proc/self/status: the high-water mark
 * of this process's own address space (getrusage's maxRSS would also count the parent's memory
 * at the time of the fork). Elsewhere, the largest RSS seen at the checkpoints.
 */
let sampledRss = 0;
function sampleRss(): void {
  sampledRss = Math.max(sampledRss, process.memoryUsage().rss);
}
function peakRssMB(): number {
  sampleRss();
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (match) return Math.max(Number(match[1]) / 1024, mb(sampledRss));
  } catch {
    // not Linux: the samples it is
  }
  return mb(sampledRss);
}

function relativeResidual(A: CscMatrix, s: Float64Array, f: Float64Array): number {
  const r = cscMultiply(A, s);
  let num = 0;
  let den = 0;
  for (let i = 0; i < f.length; i++) {
    num += (r[i] - f[i]) ** 2;
    den += f[i] ** 2;
  }
  return Math.sqrt(num / den);
}

function countNodes(nodes: readonly TreeNode[]): number {
  let count = 0;
  for (const node of nodes) count += 1 + countNodes(node.children);
  return count;
}
