// Monte Carlo propagation of exchange uncertainty to impacts (issue: lognormal, normal,
// triangular and uniform exchanges, pedigree spread, a seed, correlated comparisons).
//
// Each iteration draws every uncertain exchange once, rewrites A's and B's values in place,
// and solves A s = f for every demand with that one draw: two products compared in one run see
// the same draws for the data they share, so their difference is not blurred by independent
// noise on the common upstream (the paired comparison). The solver for a draw keeps the
// unperturbed system's ordering and preconditioners (`withValues`) and starts from the
// unperturbed solution of the same demand. When no uncertain exchange lands in A the scaling
// vectors never change and only g = B s is recomputed.
//
// An iteration whose draw cannot be solved (a singular or non-convergent draw) is counted and
// reported with its cause; it is left out for every demand, so the samples stay paired.
import { demandVector, type ImpactRow, type MatrixSystem, fillValues } from "./matrices";
import { Random } from "./random";
import { cscMultiply, type CscMatrix } from "./sparse";
import { LcaSolveError, type LinearSolver, prepareSolver } from "./solver";
import { compileSampler } from "./uncertainty";
import type { Demand } from "./types";

export interface MonteCarloOptions {
  iterations: number;
  seed: number;
  /** relative residual of every solve; the solver's default (1e-10) otherwise */
  tolerance?: number;
  /** called about a hundred times during the run, and once at the end */
  onProgress?: (done: number, total: number) => void;
  /** also accumulate the mean inventory g of each demand */
  inventory?: boolean;
  /** a solver already prepared for system.A (saves the preparation when runs repeat) */
  solver?: LinearSolver;
}

/**
 * Summary of a sample. `sd` is the sample standard deviation (divisor n − 1). Percentiles
 * interpolate linearly between order statistics (Hyndman and Fan's type 7, the default of numpy's
 * `percentile`, R's `quantile` and Excel's PERCENTILE.INC): p at position (n − 1)·p/100 of the
 * sorted sample.
 */
export interface SampleStatistics {
  count: number;
  mean: number;
  sd: number;
  p2_5: number;
  p50: number;
  p97_5: number;
}

export interface ImpactUncertainty extends SampleStatistics {
  impact: ImpactRow;
  /** the impact with the unperturbed amounts */
  deterministic: number;
  /** the impact of each successful iteration, in iteration order */
  samples: Float64Array;
}

export interface DemandUncertainty {
  impacts: ImpactUncertainty[];
  /** mean inventory per elementary flow (with `inventory: true`) */
  inventoryMean?: Float64Array;
}

/** The first demand's impact minus the second's, iteration by iteration. */
export interface ComparisonUncertainty extends SampleStatistics {
  impact: ImpactRow;
  /** share of the iterations in which the first demand's impact is below the second's */
  shareFirstLower: number;
  samples: Float64Array;
}

export interface MonteCarloFailure {
  iteration: number;
  reason: LcaSolveError["reason"];
  message: string;
}

export interface MonteCarloResult {
  seed: number;
  /** iterations asked for */
  iterations: number;
  succeeded: number;
  failed: number;
  /** the first failures (at most MAX_REPORTED_FAILURES), with their causes */
  failures: MonteCarloFailure[];
  /** exchanges that varied */
  uncertainExchanges: number;
  demands: DemandUncertainty[];
  /** with two or more demands: the first minus the second, per impact */
  comparison?: ComparisonUncertainty[];
}

export const MAX_REPORTED_FAILURES = 20;

/**
 * Runs `iterations` draws of every uncertain exchange and returns, per demand (a list of final
 * demands, or a demand vector f) and per impact category, the sample and its statistics; with
 * two or more demands also the paired difference of the first two. Throws LcaModelError for
 * invalid distributions, LcaSolveError when the unperturbed system or every draw fails.
 */
export function monteCarlo(
  system: MatrixSystem,
  demands: readonly (readonly Demand[] | Float64Array)[],
  options: MonteCarloOptions,
): MonteCarloResult {
  const { iterations, seed, tolerance } = options;
  if (!Number.isInteger(iterations) || iterations < 1) {
    throw new RangeError(`Monte Carlo needs a whole number of iterations ≥ 1, not ${iterations}`);
  }
  if (demands.length === 0) throw new RangeError("Monte Carlo needs at least one demand");
  const random = new Random(seed);
  const { n, exchanges, C } = system;
  const nameOf = (i: number) => `"${system.activities[i]?.processName ?? `#${i}`}"`;
  const sampler = compileSampler(exchanges, { describe: describeExchange(system) });

  const vectors = demands.map((d, k) => {
    const f = d instanceof Float64Array ? d : demandVector(system, d);
    if (f.length !== n) {
      throw new RangeError(`demand ${k + 1} has ${f.length} entries, the system ${n}`);
    }
    return f;
  });
  const categories = system.impacts.length;
  const flows = system.B.rows;

  // The unperturbed solutions: the reference results and every iteration's starting guess.
  // A failure here is the model's, not a draw's, and ends the run.
  const baseSolver = options.solver ?? prepareSolver(system.A, nameOf);
  const s0 = vectors.map((f) => baseSolver.solve(f, { tolerance }).x);
  const deterministic = s0.map((s) => cscMultiply(C, cscMultiply(system.B, s)));

  // Buffers reused by every iteration.
  const amounts = Float64Array.from(exchanges.base);
  const aValues = new Float64Array(system.A.values.length);
  const bValues = new Float64Array(system.B.values.length);
  const B: CscMatrix = { ...system.B, values: bValues };
  const g = new Float64Array(flows);
  const h = new Float64Array(categories);
  const samples = vectors.map(() =>
    Array.from({ length: categories }, () => new Float64Array(iterations)),
  );
  const inventorySum = options.inventory ? vectors.map(() => new Float64Array(flows)) : undefined;
  const solutions: Float64Array[] = s0.slice();

  const failures: MonteCarloFailure[] = [];
  let failed = 0;
  let succeeded = 0;
  const step = Math.max(1, Math.floor(iterations / 100));
  /** the previous draw's solver: its memory is reused for the next draw's */
  let drawn: LinearSolver | undefined;

  for (let it = 0; it < iterations; it++) {
    sampler.draw(random, amounts);
    fillValues(exchanges, amounts, aValues, bValues);
    let ok = true;
    if (sampler.touchesA) {
      try {
        drawn = baseSolver.withValues(aValues, { recycle: drawn });
        for (let k = 0; k < vectors.length; k++) {
          solutions[k] = drawn.solve(vectors[k], { x0: s0[k], tolerance }).x;
        }
      } catch (error) {
        if (!(error instanceof LcaSolveError)) throw error;
        ok = false;
        failed++;
        if (failures.length < MAX_REPORTED_FAILURES) {
          failures.push({ iteration: it, reason: error.reason, message: error.message });
        }
      }
    }
    if (ok) {
      for (let k = 0; k < vectors.length; k++) {
        cscMultiply(B, solutions[k], g);
        cscMultiply(C, g, h);
        const out = samples[k];
        for (let c = 0; c < categories; c++) out[c][succeeded] = h[c];
        if (inventorySum) {
          const sum = inventorySum[k];
          for (let i = 0; i < flows; i++) sum[i] += g[i];
        }
      }
      succeeded++;
    }
    if (options.onProgress && ((it + 1) % step === 0 || it + 1 === iterations)) {
      options.onProgress(it + 1, iterations);
    }
  }

  if (succeeded === 0) {
    const first = failures[0];
    throw new LcaSolveError(
      `none of the ${iterations} Monte Carlo iterations could be solved; the first failed with: ${first.message}`,
      first.reason,
    );
  }

  const result: MonteCarloResult = {
    seed,
    iterations,
    succeeded,
    failed,
    failures,
    uncertainExchanges: sampler.count,
    demands: samples.map((perCategory, k) => ({
      impacts: perCategory.map((all, c) => {
        const kept = all.subarray(0, succeeded);
        return {
          impact: system.impacts[c],
          deterministic: deterministic[k][c],
          ...summarize(kept),
          samples: kept,
        };
      }),
      inventoryMean: inventorySum?.[k].map((sum) => sum / succeeded),
    })),
  };
  if (vectors.length >= 2) {
    result.comparison = system.impacts.map((impact, c) => {
      const first = samples[0][c];
      const second = samples[1][c];
      const difference = new Float64Array(succeeded);
      let lower = 0;
      for (let it = 0; it < succeeded; it++) {
        difference[it] = first[it] - second[it];
        if (first[it] < second[it]) lower++;
      }
      return {
        impact,
        ...summarize(difference),
        shareFirstLower: lower / succeeded,
        samples: difference,
      };
    });
  }
  return result;
}

/** Mean, standard deviation (n − 1) and the 2.5th, 50th and 97.5th percentiles of a sample. */
export function summarize(sample: Float64Array): SampleStatistics {
  const count = sample.length;
  if (count === 0) throw new RangeError("cannot summarise an empty sample");
  // Two passes: the squared deviations from the mean, not E[x²] − E[x]², which cancels badly
  // when the spread is small against the mean.
  let sum = 0;
  for (let i = 0; i < count; i++) sum += sample[i];
  const mean = sum / count;
  let squares = 0;
  for (let i = 0; i < count; i++) squares += (sample[i] - mean) ** 2;
  const sd = count > 1 ? Math.sqrt(squares / (count - 1)) : 0;
  const sorted = Float64Array.from(sample).sort();
  return {
    count,
    mean,
    sd,
    p2_5: percentile(sorted, 2.5),
    p50: percentile(sorted, 50),
    p97_5: percentile(sorted, 97.5),
  };
}

/** The p-th percentile (0..100) of an ascending sample, interpolated linearly (type 7). */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) throw new RangeError("no percentile of an empty sample");
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile ${p} is outside 0..100`);
  const position = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
}

/** Names an exchange by the process it belongs to, for validation messages. */
function describeExchange(system: MatrixSystem): (exchange: number) => string {
  let owner: Int32Array | undefined;
  return (exchange) => {
    if (!owner) {
      // Column of every exchange, from where its first coefficient landed in A or B.
      owner = new Int32Array(system.exchanges.base.length).fill(-1);
      const mark = (m: CscMatrix, slots: Int32Array, targets: Int32Array) => {
        for (let t = 0; t < slots.length; t++) {
          if (owner![targets[t]] >= 0) continue;
          let lo = 0;
          let hi = m.cols - 1;
          while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (m.colPtr[mid] <= slots[t]) lo = mid;
            else hi = mid - 1;
          }
          owner![targets[t]] = lo;
        }
      };
      mark(system.A, system.exchanges.aSlot, system.exchanges.aExchange);
      mark(system.B, system.exchanges.bSlot, system.exchanges.bExchange);
    }
    const column = owner[exchange];
    const activity = column >= 0 ? system.activities[column] : undefined;
    return activity
      ? `process "${activity.processName}", exchange #${exchange}`
      : `exchange #${exchange}`;
  };
}
