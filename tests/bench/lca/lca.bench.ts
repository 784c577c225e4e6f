// Benchmark of the LCA engine (npm run bench:lca), on seeded synthetic systems of ecoinvent's
// size (generate.ts) at 5,000, 10,000, 20,000 (the headline) and 40,000 processes. Each size
// runs in a fresh child process, so its peak memory is its own and no size inherits another's
// heap. It prints, as medians over repeated runs:
//   - cold preparation: buildMatrices, the solver of A and the solver of Aᵀ (results.ts);
//   - one warm LCI+LCIA solve (calculate: f, s = A⁻¹ f, g = B s, h = C g) for a final product
//     no earlier solve asked for;
//   - the relative residual ‖A s − f‖₂ / ‖f‖₂, checked here independently of the solver;
//   - Monte Carlo full-system iterations per second (monte-carlo.ts: every exchange redrawn);
//   - the upstream contribution tree and the Sankey graph of one result (intensities included);
//   - the peak resident memory;
//   - SciPy on the same system, read from the Matrix Market files written here
//     (scipy_solve.py), when python3 has scipy; the ratio is our warm solve over SciPy's fastest
//     solve to 1e-10 given its reusable preparation.
// Targets (issue "LCA engine") on 20,000 processes: warm < 50 ms and no slower than SciPy's
// best, cold < 10 s, ≥ 20 Monte Carlo iterations/s, tree + Sankey < 2 s, peak < 500 MB.
// The last line printed is one JSON object with the figures.
//
//   node --expose-gc .bench-dist/tests/bench/lca/lca.bench.js [--sizes 5000,20000] [--seed 1]
//     [--out DIR] [--no-scipy] [--scipy-timeout 120] [--scipy-budget 20]
import { spawn, spawnSync, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
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

const ROOT = resolve(__dirname, "../../../..");
const SCIPY_SCRIPT = join(ROOT, "tests/bench/lca/scipy_solve.py");
const HEADLINE = 20_000;
const DIRECT_METHODS = ["spsolve-colamd", "spsolve-mmd", "splu-mmd"];
const TARGETS = {
  warmSolveMs: 50,
  coldMs: 10_000,
  mcItersPerSec: 20,
  sankeyMs: 2_000,
  peakMB: 500,
  ratio: 1,
};

interface ChildConfig {
  n: number;
  seed: number;
  out: string;
}

/** What one size measures, in its own process. */
interface SizeFigures {
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

interface ScipyMethod {
  method: string;
  label: string;
  prepMs?: number;
  solveMs?: number;
  solveCpuMs?: number;
  runs?: number;
  residual?: number;
  converged?: boolean;
  iterations?: number | null;
  h?: number[];
  skipped?: string;
  error?: string;
}

interface ScipyFigures {
  scipy: string;
  numpy: string;
  methods: ScipyMethod[];
  best: {
    method: string;
    label: string;
    solveMs: number;
    solveCpuMs: number;
    prepMs: number;
  } | null;
}

const gc: () => void = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value: number, digits = 1) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};
const mb = (bytes: number) => bytes / (1024 * 1024);
/** CPU time of this process in ms: on a busy machine, steadier than the wall clock. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

// ---------------------------------------------------------------------------------------------
// One size, in a child process

function measure({ n, seed, out }: ChildConfig): SizeFigures {
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

// ---------------------------------------------------------------------------------------------
// The parent: sizes one after another, then SciPy on each size's files

interface Args {
  sizes: number[];
  seed: number;
  out: string;
  scipy: boolean;
  scipyTimeout: number;
  scipyBudget: number;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string) => {
    const k = argv.indexOf(`--${name}`);
    return k >= 0 ? argv[k + 1] : undefined;
  };
  const sizes = (value("sizes") ?? "5000,10000,20000,40000")
    .split(",")
    .map((s) => Number(s.trim()));
  for (const n of sizes) {
    if (!(Number.isInteger(n) && n >= 100))
      throw new RangeError(`--sizes: ${n} is not a size ≥ 100`);
  }
  return {
    sizes,
    seed: Number(value("seed") ?? 1),
    out: resolve(value("out") ?? join(ROOT, ".bench-dist")),
    scipy: !argv.includes("--no-scipy"),
    scipyTimeout: Number(value("scipy-timeout") ?? 120),
    scipyBudget: Number(value("scipy-budget") ?? 20),
  };
}

function runChild(config: ChildConfig): Promise<SizeFigures> {
  return new Promise((resolvePromise, reject) => {
    const child = fork(__filename, ["--child", JSON.stringify(config)], {
      execArgv: process.execArgv,
    });
    let figures: SizeFigures | undefined;
    child.on("message", (message) => (figures = message as SizeFigures));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0 && figures) resolvePromise(figures);
      else reject(new Error(`the ${config.n}-process run exited with code ${code}`));
    });
  });
}

function scipyAvailable(): string | undefined {
  const check = spawnSync("python3", ["-c", "import scipy, numpy; print(scipy.__version__)"], {
    encoding: "utf8",
  });
  return check.status === 0 ? check.stdout.trim() : undefined;
}

/** Runs scipy_solve.py on one size's files, echoing its progress lines. */
function runScipy(dir: string, args: Args, skip: string[]): Promise<ScipyFigures> {
  const argv = [
    SCIPY_SCRIPT,
    dir,
    "--timeout",
    String(args.scipyTimeout),
    "--budget",
    String(args.scipyBudget),
    ...skip.flatMap((s) => ["--skip", s]),
  ];
  // One thread, like the engine (SuperLU's dense kernels would otherwise use every core of a
  // shared machine); set the variables to override.
  const env = { ...process.env };
  for (const name of ["OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"]) {
    env[name] ??= "1";
  }
  return new Promise((resolvePromise, reject) => {
    const child = spawn("python3", argv, { env, stdio: ["ignore", "pipe", "inherit"] });
    let buffer = "";
    let last = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line.startsWith("{")) last = line;
        else if (line.trim()) console.log(`  SciPy ${line}`);
      }
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (buffer.trim().startsWith("{")) last = buffer.trim();
      if (code !== 0 || !last) reject(new Error(`scipy_solve.py exited with code ${code}`));
      else resolvePromise(JSON.parse(last) as ScipyFigures);
    });
  });
}

const fmt = (value: number | undefined, digits = 1) =>
  value === undefined || !Number.isFinite(value)
    ? "–"
    : value.toLocaleString("en-US", {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      });
const pad = (text: string, width: number) => text.padStart(width);

function maxRelativeDifference(a: number[], b: number[] | undefined): number | undefined {
  if (!b || a.length !== b.length) return undefined;
  let worst = 0;
  for (let k = 0; k < a.length; k++) {
    const scale = Math.max(Math.abs(a[k]), Math.abs(b[k]), 1e-300);
    worst = Math.max(worst, Math.abs(a[k] - b[k]) / scale);
  }
  return worst;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!(globalThis as { gc?: unknown }).gc) {
    console.log("(run with node --expose-gc for steadier cold timings)");
  }
  const scipyVersion = args.scipy ? scipyAvailable() : undefined;
  if (args.scipy && !scipyVersion) {
    console.log("SciPy was not found (python3 -c 'import scipy' failed): no comparison");
  }

  const results: { figures: SizeFigures; scipy?: ScipyFigures; scipyError?: string }[] = [];
  const skipped = new Map<string, string>();
  const directCost = new Map<string, { n: number; ms: number }>();
  let failed = false;
  for (const n of args.sizes) {
    console.log(`\n${n.toLocaleString("en-US")} processes (seed ${args.seed})`);
    let figures: SizeFigures;
    try {
      figures = await runChild({ n, seed: args.seed, out: args.out });
    } catch (error) {
      console.error(error);
      failed = true;
      continue;
    }
    const s = figures.stats;
    console.log(
      `  A ${figures.nnz.toLocaleString("en-US")} non-zeros, B ${figures.nnzB.toLocaleString("en-US")}, ` +
        `C ${figures.nnzC.toLocaleString("en-US")}; ${figures.exchanges.toLocaleString("en-US")} exchanges; ` +
        `generated in ${fmt(figures.generateMs, 0)} ms`,
    );
    console.log(
      `  blocks ${s.blocks} (${s.singletons} single, ${s.denseBlocks} dense, ${s.iterativeBlocks} iterative), ` +
        `largest ${s.largestBlock}; Aᵀ largest ${figures.transposedStats.largestBlock}`,
    );
    console.log(
      `  cold ${fmt(figures.cold.ms, 0)} ms (build ${fmt(figures.cold.buildMs, 0)}, solver ${fmt(figures.cold.solverMs, 0)}, ` +
        `Aᵀ solver ${fmt(figures.cold.transposedMs, 0)}; median of ${figures.cold.runs})`,
    );
    console.log(
      `  warm LCI+LCIA ${fmt(figures.warm.ms, 2)} ms (median of ${figures.warm.runs}, ` +
        `${fmt(figures.warm.minMs, 2)}..${fmt(figures.warm.maxMs, 2)}; CPU ${fmt(figures.warm.cpuMs, 2)} ms), ` +
        `${figures.warm.iterations} BiCGSTAB iterations, ` +
        `residual ≤ ${figures.residual.toExponential(2)}`,
    );
    console.log(
      `  Monte Carlo ${fmt(figures.mc.itersPerSec)} it/s (${figures.mc.iterations} iterations, median of ${figures.mc.runs}` +
        `${figures.mc.failed ? `, ${figures.mc.failed} failed draws` : ""})`,
    );
    console.log(
      `  tree + Sankey ${fmt(figures.tree.ms, 1)} ms (${figures.tree.treeNodes} tree nodes, ` +
        `${figures.tree.sankeyNodes} Sankey nodes, ${figures.tree.sankeyLinks} links)`,
    );
    console.log(
      `  peak RSS ${fmt(figures.peakMB, 0)} MB, retained after GC ${fmt(figures.retainedMB, 0)} MB; ` +
        `Matrix Market in ${figures.matrixMarketDir} (${fmt(figures.writeMs, 0)} ms)`,
    );
    const entry: (typeof results)[number] = { figures };
    if (scipyVersion) {
      try {
        const skip = new Map(skipped);
        // A direct method's cost grows at least as n² here (the LU fill of the large loop):
        // when that already points past the time limit, it is not started.
        for (const [method, seen] of directCost) {
          const expected = seen.ms * (n / seen.n) ** 2;
          if (!skip.has(method) && expected > args.scipyTimeout * 1000) {
            skip.set(
              method,
              `skipped: expected > ${args.scipyTimeout} s (${fmt(seen.ms / 1000, 1)} s at ` +
                `${seen.n.toLocaleString("en-US")} processes, growing at least as n²)`,
            );
          }
        }
        const scipy = await runScipy(
          figures.matrixMarketDir,
          args,
          [...skip].map(([method, reason]) => `${method}=${reason}`),
        );
        entry.scipy = scipy;
        for (const m of scipy.methods) {
          // what timed out at one size is not tried again at a larger one
          if (m.skipped && !skipped.has(m.method) && !skip.has(m.method)) {
            skipped.set(m.method, `${m.skipped} at ${n.toLocaleString("en-US")} processes`);
          }
          if (DIRECT_METHODS.includes(m.method) && m.solveMs !== undefined) {
            directCost.set(m.method, { n, ms: (m.prepMs ?? 0) + m.solveMs });
          }
        }
        const best = scipy.methods.find((m) => m.method === scipy.best?.method);
        const agreement = maxRelativeDifference(figures.referenceH, best?.h);
        if (scipy.best) {
          console.log(
            `  SciPy best: ${scipy.best.label} ${fmt(scipy.best.solveMs, 2)} ms ` +
              `(CPU ${fmt(scipy.best.solveCpuMs, 2)} ms); ours/SciPy ` +
              `${fmt(figures.warm.ms / scipy.best.solveMs, 2)} (CPU ${fmt(figures.warm.cpuMs / scipy.best.solveCpuMs, 2)}); ` +
              `impacts agree to ${agreement?.toExponential(1) ?? "–"}`,
          );
        }
      } catch (error) {
        entry.scipyError = (error as Error).message;
        console.log(`  SciPy failed: ${entry.scipyError}`);
      }
    }
    results.push(entry);
  }
  if (results.length === 0) process.exit(1);

  // Summary table
  console.log("\nLCA engine, synthetic systems (medians)");
  const header = [
    "processes",
    "nnz(A)",
    "cold ms",
    "warm ms",
    "residual",
    "MC it/s",
    "tree+Sankey ms",
    "peak MB",
    "SciPy best ms",
    "ours/SciPy",
    "largest block",
  ];
  const widths = [9, 9, 8, 8, 9, 8, 14, 8, 13, 10, 13];
  console.log(header.map((h, k) => pad(h, widths[k])).join("  "));
  for (const { figures: f, scipy } of results) {
    const best = scipy?.best?.solveMs;
    console.log(
      [
        f.n.toLocaleString("en-US"),
        f.nnz.toLocaleString("en-US"),
        fmt(f.cold.ms, 0),
        fmt(f.warm.ms, 2),
        f.residual.toExponential(1),
        fmt(f.mc.itersPerSec, 1),
        fmt(f.tree.ms, 1),
        fmt(f.peakMB, 0),
        fmt(best, 2),
        best ? fmt(f.warm.ms / best, 2) : "–",
        String(f.stats.largestBlock),
      ]
        .map((cell, k) => pad(cell, widths[k]))
        .join("  "),
    );
  }
  if (results.some((r) => r.scipy)) {
    console.log(
      "\nSciPy on the same Matrix Market files (prep: reusable per system; solve: one LCI+LCIA)",
    );
    for (const { figures: f, scipy } of results) {
      if (!scipy) continue;
      console.log(
        `  ${f.n.toLocaleString("en-US")} processes, SciPy ${scipy.scipy}, NumPy ${scipy.numpy}`,
      );
      for (const m of scipy.methods) {
        const detail =
          m.skipped ??
          m.error ??
          `prep ${fmt(m.prepMs, 0)} ms, solve ${fmt(m.solveMs, 2)} ms (CPU ${fmt(m.solveCpuMs, 2)}), residual ${m.residual?.toExponential(1)}` +
            (m.iterations != null ? `, ${m.iterations} iterations` : "") +
            `, impacts vs ours ${maxRelativeDifference(f.referenceH, m.h)?.toExponential(1) ?? "–"}`;
        console.log(`    ${m.label.padEnd(34)} ${detail}`);
      }
    }
  }

  const head = results.find((r) => r.figures.n === HEADLINE) ?? results[results.length - 1];
  const h = head.figures;
  const scipyMs = head.scipy?.best?.solveMs ?? null;
  const ratio = scipyMs ? h.warm.ms / scipyMs : null;
  const met = {
    warmSolveMs: h.warm.ms < TARGETS.warmSolveMs,
    ratio: ratio === null ? null : ratio <= TARGETS.ratio,
    coldMs: h.cold.ms < TARGETS.coldMs,
    mcItersPerSec: h.mc.itersPerSec >= TARGETS.mcItersPerSec,
    sankeyMs: h.tree.ms < TARGETS.sankeyMs,
    peakMB: h.peakMB < TARGETS.peakMB,
  };
  console.log(`\nTargets at ${h.n.toLocaleString("en-US")} processes`);
  const line = (name: string, value: string, target: string, ok: boolean | null) =>
    console.log(
      `  ${name.padEnd(28)} ${value.padStart(12)}  target ${target.padEnd(10)} ${ok === null ? "not measured" : ok ? "met" : "MISSED"}`,
    );
  line("warm LCI+LCIA solve", `${fmt(h.warm.ms, 2)} ms`, "< 50 ms", met.warmSolveMs);
  line("ours / SciPy's best", ratio === null ? "–" : fmt(ratio, 2), "≤ 1", met.ratio);
  line("cold preparation", `${fmt(h.cold.ms, 0)} ms`, "< 10 s", met.coldMs);
  line("Monte Carlo", `${fmt(h.mc.itersPerSec, 1)} it/s`, "≥ 20 it/s", met.mcItersPerSec);
  line("contribution tree + Sankey", `${fmt(h.tree.ms, 1)} ms`, "< 2 s", met.sankeyMs);
  line("peak memory", `${fmt(h.peakMB, 0)} MB`, "< 500 MB", met.peakMB);

  const perSize = results.map(({ figures: f, scipy, scipyError }) => ({
    n: f.n,
    nnz: f.nnz,
    nnzB: f.nnzB,
    nnzC: f.nnzC,
    coldMs: round(f.cold.ms),
    coldParts: {
      buildMs: round(f.cold.buildMs),
      solverMs: round(f.cold.solverMs),
      transposedMs: round(f.cold.transposedMs),
    },
    warmSolveMs: round(f.warm.ms, 2),
    warmCpuMs: round(f.warm.cpuMs, 2),
    warmIterations: f.warm.iterations,
    residual: f.residual,
    mcItersPerSec: round(f.mc.itersPerSec),
    sankeyMs: round(f.tree.ms),
    treeNodes: f.tree.treeNodes,
    sankeyNodes: f.tree.sankeyNodes,
    sankeyLinks: f.tree.sankeyLinks,
    peakMB: round(f.peakMB),
    retainedMB: round(f.retainedMB),
    solver: f.stats,
    transposedSolver: f.transposedStats,
    scipyMs: scipy?.best ? round(scipy.best.solveMs, 2) : null,
    scipyCpuMs: scipy?.best ? round(scipy.best.solveCpuMs, 2) : null,
    scipyMethod: scipy?.best?.method ?? null,
    ratio: scipy?.best ? round(f.warm.ms / scipy.best.solveMs, 2) : null,
    ratioCpu: scipy?.best ? round(f.warm.cpuMs / scipy.best.solveCpuMs, 2) : null,
    scipy: scipy
      ? scipy.methods.map((m) => ({
          method: m.method,
          ...(m.skipped || m.error
            ? { skipped: m.skipped ?? m.error }
            : {
                prepMs: round(m.prepMs ?? NaN),
                solveMs: round(m.solveMs ?? NaN, 2),
                solveCpuMs: round(m.solveCpuMs ?? NaN, 2),
                residual: m.residual,
                iterations: m.iterations ?? undefined,
                impactsAgree: maxRelativeDifference(f.referenceH, m.h),
              }),
        }))
      : scipyError
        ? { error: scipyError }
        : null,
    matrixMarketDir: f.matrixMarketDir,
  }));
  const headline = perSize.find((s) => s.n === h.n)!;
  console.log(
    JSON.stringify({
      n: h.n,
      nnz: h.nnz,
      coldMs: headline.coldMs,
      warmSolveMs: headline.warmSolveMs,
      residual: h.residual,
      mcItersPerSec: headline.mcItersPerSec,
      sankeyMs: headline.sankeyMs,
      peakMB: headline.peakMB,
      scipyMs: headline.scipyMs,
      scipyMethod: headline.scipyMethod,
      ratio: headline.ratio,
      warmCpuMs: headline.warmCpuMs,
      scipyCpuMs: headline.scipyCpuMs,
      ratioCpu: headline.ratioCpu,
      matrixMarketDir: h.matrixMarketDir,
      seed: args.seed,
      scipyVersion: scipyVersion ?? null,
      targets: {
        warmSolveMs: TARGETS.warmSolveMs,
        ratio: TARGETS.ratio,
        coldMs: TARGETS.coldMs,
        mcItersPerSec: TARGETS.mcItersPerSec,
        sankeyMs: TARGETS.sankeyMs,
        peakMB: TARGETS.peakMB,
      },
      met,
      sizes: perSize,
    }),
  );
  if (failed) process.exit(1);
}

if (process.argv[2] === "--child") {
  const config = JSON.parse(process.argv[3]) as ChildConfig;
  try {
    const figures = measure(config);
    process.send!(figures, () => process.exit(0));
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
