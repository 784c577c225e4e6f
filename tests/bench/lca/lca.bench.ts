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
// Targets on 20,000 processes: warm < 50 ms and at most half SciPy's best in the same run,
// cold < 10 s, ≥ 50 Monte Carlo iterations/s, tree + Sankey < 2 s, peak < 400 MB.
// The last line printed is one JSON object with the figures.
//
//   node --expose-gc .bench-dist/tests/bench/lca/lca.bench.js [--sizes 5000,20000] [--seed 1]
//     [--out DIR] [--no-scipy] [--scipy-timeout 120] [--scipy-budget 20]
//     [--scipy-skip spsolve-colamd,spsolve-mmd,splu-mmd]
//
// measure.ts times one size in its child process; scipy.ts runs SciPy on its files.
import { fork } from "node:child_process";
import { join, resolve } from "node:path";
import { HEADLINE, measure, round, type ChildConfig, type SizeFigures } from "./measure";
import { maxRelativeDifference, runScipy, scipyAvailable, type ScipyFigures } from "./scipy";

const ROOT = resolve(__dirname, "../../../..");
const DIRECT_METHODS = ["spsolve-colamd", "spsolve-mmd", "splu-mmd"];
const TARGETS = {
  warmSolveMs: 50,
  coldMs: 10_000,
  mcItersPerSec: 50,
  sankeyMs: 2_000,
  peakMB: 400,
  ratio: 0.5,
};

// ---------------------------------------------------------------------------------------------
// The parent: sizes one after another, then SciPy on each size's files

interface Args {
  sizes: number[];
  seed: number;
  out: string;
  scipy: boolean;
  scipyTimeout: number;
  scipyBudget: number;
  /** SciPy methods not to run (e.g. the slow direct ones while working on the engine) */
  scipySkip: string[];
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
    scipySkip: (value("scipy-skip") ?? "").split(",").filter(Boolean),
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

const fmt = (value: number | undefined, digits = 1) =>
  value === undefined || !Number.isFinite(value)
    ? "–"
    : value.toLocaleString("en-US", {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      });
const pad = (text: string, width: number) => text.padStart(width);

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
      `  blocks ${s.blocks} (${s.singletons} single, ${s.denseBlocks} dense, ${s.iterativeBlocks} iterative, ` +
        `${s.splitBlocks} split around ${s.largestSeparator} activities), ` +
        `largest ${s.largestBlock}; Aᵀ largest ${figures.transposedStats.largestBlock}`,
    );
    console.log(
      `  cold ${fmt(figures.cold.ms, 0)} ms (build ${fmt(figures.cold.buildMs, 0)}, solver ${fmt(figures.cold.solverMs, 0)}, ` +
        `Aᵀ solver ${fmt(figures.cold.transposedMs, 0)}; median of ${figures.cold.runs})`,
    );
    console.log(
      `  warm LCI+LCIA ${fmt(figures.warm.ms, 2)} ms (median of ${figures.warm.runs}, ` +
        `${fmt(figures.warm.minMs, 2)}..${fmt(figures.warm.maxMs, 2)}; CPU ${fmt(figures.warm.cpuMs, 2)} ms), ` +
        `${figures.warm.iterations} iterations, ` +
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
        for (const method of args.scipySkip) skip.set(method, "skipped: --scipy-skip");
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
  line("ours / SciPy's best", ratio === null ? "–" : fmt(ratio, 2), "≤ 0.5", met.ratio);
  line("cold preparation", `${fmt(h.cold.ms, 0)} ms`, "< 10 s", met.coldMs);
  line("Monte Carlo", `${fmt(h.mc.itersPerSec, 1)} it/s`, "≥ 50 it/s", met.mcItersPerSec);
  line("contribution tree + Sankey", `${fmt(h.tree.ms, 1)} ms`, "< 2 s", met.sankeyMs);
  line("peak memory", `${fmt(h.peakMB, 0)} MB`, "< 400 MB", met.peakMB);

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
