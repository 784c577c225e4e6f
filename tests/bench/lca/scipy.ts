// SciPy on the LCA benchmark's Matrix Market files (scipy_solve.py): whether python3 has it,
// one run per size with its progress echoed, and how far its impacts are from ours.
import { spawn, spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

const ROOT = resolve(__dirname, "../../../..");
const SCIPY_SCRIPT = join(ROOT, "tests/bench/lca/scipy_solve.py");

export interface ScipyMethod {
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

export interface ScipyFigures {
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

/** The time limits of lca.bench.ts's arguments, in seconds. */
export interface ScipyLimits {
  scipyTimeout: number;
  scipyBudget: number;
}

export function scipyAvailable(): string | undefined {
  const check = spawnSync("python3", ["-c", "import scipy, numpy; print(scipy.__version__)"], {
    encoding: "utf8",
  });
  return check.status === 0 ? check.stdout.trim() : undefined;
}

/** Runs scipy_solve.py on one size's files, echoing its progress lines. */
export function runScipy(dir: string, args: ScipyLimits, skip: string[]): Promise<ScipyFigures> {
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

export function maxRelativeDifference(a: number[], b: number[] | undefined): number | undefined {
  if (!b || a.length !== b.length) return undefined;
  let worst = 0;
  for (let k = 0; k < a.length; k++) {
    const scale = Math.max(Math.abs(a[k]), Math.abs(b[k]), 1e-300);
    worst = Math.max(worst, Math.abs(a[k] - b[k]) / scale);
  }
  return worst;
}
