// Uncertainty of exchange amounts: the pedigree approach, validation of distributions, and a
// compiled sampler that redraws every uncertain exchange of a system at once.
//
// Conventions (types.ts): a lognormal's median is the exchange amount and `sigma` the standard
// deviation of ln x (a negative amount keeps its sign: −m·e^{σZ}); a normal's mean is the amount;
// a triangular's mode is the amount unless given; a uniform ignores the amount.
//
// The sampler sorts the uncertain exchanges by kind into parallel typed arrays once, so a draw is
// four tight loops without objects, switches or allocation: the Monte Carlo loop redraws every
// exchange of an ecoinvent-sized system in each iteration.
import { type ExchangeMap, LcaModelError } from "./matrices";
import type { Random } from "./random";
import type { Distribution, PedigreeScores } from "./types";

export const PEDIGREE_INDICATORS = [
  "reliability",
  "completeness",
  "temporal correlation",
  "geographical correlation",
  "further technological correlation",
] as const;

/**
 * Additional variance of ln x for pedigree scores 1..5, per indicator in the order above: the
 * default uncertainty factors of the ecoinvent v3 data quality guideline (Weidema B P, Bauer C,
 * Hischier R, Mutel C, Nemecek T, Reinhard J, Vadenbo C O, Wernet G, 2013: "Overview and
 * methodology. Data quality guideline for the ecoinvent database version 3", ecoinvent report
 * 1(v3), St. Gallen, p. 77, Table 10.5). They are variances, not geometric standard deviations
 * as in ecoinvent v2, so they add to sigma² directly. Brightway's pedigree_matrix package uses
 * the same figures (its "original" values).
 */
export const PEDIGREE_VARIANCES: readonly (readonly [number, number, number, number, number])[] = [
  [0, 0.0006, 0.002, 0.008, 0.04],
  [0, 0.0001, 0.0006, 0.002, 0.008],
  [0, 0.0002, 0.002, 0.008, 0.04],
  [0, 2.5e-5, 0.0001, 0.0006, 0.002],
  [0, 0.0006, 0.008, 0.04, 0.12],
];

/** A problem with pedigree scores, or undefined when they are five integers 1..5. */
function pedigreeProblem(scores: unknown): string | undefined {
  // Scores come from imported files and API input: check the shape, not only the values.
  if (!Array.isArray(scores) || scores.length !== PEDIGREE_INDICATORS.length) {
    const count = Array.isArray(scores) ? scores.length : String(scores);
    return `a pedigree needs ${PEDIGREE_INDICATORS.length} scores (${PEDIGREE_INDICATORS.join(", ")}), not ${count}`;
  }
  const list = scores as unknown[];
  for (let k = 0; k < list.length; k++) {
    const s = list[k];
    if (typeof s !== "number" || !Number.isInteger(s) || s < 1 || s > 5) {
      return `pedigree score ${String(s)} for ${PEDIGREE_INDICATORS[k]} is not an integer from 1 to 5`;
    }
  }
  return undefined;
}

/**
 * The total sigma of a lognormal with basic sigma `sigma` and pedigree `scores`:
 * sqrt(sigma² + Σ variance(indicator, score)).
 */
export function pedigreeSigma(sigma: number, scores: PedigreeScores): number {
  if (!(sigma >= 0 && Number.isFinite(sigma))) {
    throw new LcaModelError(`the lognormal sigma must be a finite number ≥ 0, not ${sigma}`);
  }
  const problem = pedigreeProblem(scores);
  if (problem) throw new LcaModelError(problem);
  return Math.sqrt(sigma * sigma + pedigreeVariance(scores));
}

/** Σ variance(indicator, score) of valid scores. */
function pedigreeVariance(scores: PedigreeScores): number {
  let variance = 0;
  for (let k = 0; k < scores.length; k++) variance += PEDIGREE_VARIANCES[k][scores[k] - 1];
  return variance;
}

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** Why a distribution cannot be sampled around `amount`, or undefined when it can. */
export function distributionProblem(d: Distribution, amount: number): string | undefined {
  if (!finite(amount)) return `the amount ${String(amount)} is not a finite number`;
  switch (d.kind) {
    case "lognormal":
      if (!finite(d.sigma) || d.sigma < 0) {
        return `lognormal sigma must be a finite number ≥ 0, not ${d.sigma}`;
      }
      return d.pedigree === undefined ? undefined : pedigreeProblem(d.pedigree);
    case "normal":
      if (!finite(d.sd) || d.sd < 0) {
        return `normal standard deviation must be a finite number ≥ 0, not ${d.sd}`;
      }
      return undefined;
    case "triangular": {
      if (!finite(d.min) || !finite(d.max)) {
        return `triangular min and max must be finite numbers, not ${d.min} and ${d.max}`;
      }
      if (d.min > d.max) return `triangular min ${d.min} is greater than max ${d.max}`;
      const mode = d.mode ?? amount;
      if (!finite(mode) || mode < d.min || mode > d.max) {
        return `triangular mode ${mode}${d.mode === undefined ? " (the amount)" : ""} is outside [${d.min}, ${d.max}]`;
      }
      return undefined;
    }
    case "uniform":
      if (!finite(d.min) || !finite(d.max)) {
        return `uniform min and max must be finite numbers, not ${d.min} and ${d.max}`;
      }
      if (d.min > d.max) return `uniform min ${d.min} is greater than max ${d.max}`;
      return undefined;
    default:
      return `unknown distribution kind "${String((d as { kind: unknown }).kind)}"`;
  }
}

/** Throws an LcaModelError naming `where` when the distribution cannot be sampled. */
export function validateDistribution(d: Distribution, amount: number, where = "exchange"): void {
  const problem = distributionProblem(d, amount);
  if (problem) throw new LcaModelError(`${where}: ${problem}`);
}

/** The sigma of ln x of a lognormal, pedigree included. */
function lognormalSigma(d: Extract<Distribution, { kind: "lognormal" }>): number {
  return d.pedigree ? pedigreeSigma(d.sigma, d.pedigree) : d.sigma;
}

/** x = a + sqrt(u (b − a)(c − a)) left of the mode, b − sqrt((1 − u)(b − a)(b − c)) right of it. */
function triangularFromUniform(u: number, min: number, mode: number, max: number): number {
  const width = max - min;
  if (width === 0) return min;
  return u < (mode - min) / width
    ? min + Math.sqrt(u * width * (mode - min))
    : max - Math.sqrt((1 - u) * width * (max - mode));
}

/** One draw of an exchange amount (validated; for single values, not for whole systems). */
export function sampleDistribution(d: Distribution, amount: number, random: Random): number {
  validateDistribution(d, amount);
  switch (d.kind) {
    case "lognormal":
      return amount * Math.exp(lognormalSigma(d) * random.normal());
    case "normal":
      return amount + d.sd * random.normal();
    case "triangular":
      return triangularFromUniform(random.uniform(), d.min, d.mode ?? amount, d.max);
    case "uniform":
      return d.min + (d.max - d.min) * random.uniform();
  }
}

/** Redraws the uncertain exchanges of one system. */
export interface ExchangeSampler {
  /** exchanges that vary (a zero spread or a zero-median lognormal is constant and left out) */
  readonly count: number;
  /** whether any varying exchange lands in A (else the scaling vector never changes) */
  readonly touchesA: boolean;
  /** whether any varying exchange lands in B */
  readonly touchesB: boolean;
  /**
   * Writes one draw of every varying exchange into `amounts` (indexed like ExchangeMap.base);
   * the other entries are left as they are, so start from a copy of the base amounts.
   */
  draw(random: Random, amounts: Float64Array): void;
}

/**
 * Compiles the distributions of a system's exchanges into a sampler. Every distribution is
 * validated first; all problems are reported together, each naming its exchange through
 * `describe` (default: "exchange #k").
 */
export function compileSampler(
  exchanges: Pick<ExchangeMap, "base" | "distributions" | "aExchange" | "bExchange">,
  options: { describe?: (exchange: number) => string } = {},
): ExchangeSampler {
  const describe = options.describe ?? ((k: number) => `exchange #${k}`);
  const { base, distributions } = exchanges;
  if (distributions.length !== base.length) {
    throw new RangeError(`${distributions.length} distributions for ${base.length} exchanges`);
  }
  // Two passes: validate and count by kind, then fill typed arrays of the exact sizes (growing
  // plain arrays by push is slow for the half million exchanges of an ecoinvent-sized system).
  const problems: string[] = [];
  const kindOf = new Uint8Array(distributions.length); // 0 constant, 1..4 the kinds below
  const counts = [0, 0, 0, 0, 0];
  for (let k = 0; k < distributions.length; k++) {
    const d = distributions[k];
    if (d === undefined) continue;
    const amount = base[k];
    const problem = distributionProblem(d, amount);
    if (problem) {
      problems.push(`${describe(k)}: ${problem}`);
      continue;
    }
    let kind = 0;
    if (d.kind === "lognormal") {
      if (amount !== 0 && (d.sigma !== 0 || (d.pedigree && pedigreeVariance(d.pedigree) !== 0)))
        kind = 1;
    } else if (d.kind === "normal") kind = d.sd === 0 ? 0 : 2;
    else kind = d.kind === "triangular" ? 3 : 4;
    kindOf[k] = kind;
    counts[kind]++;
  }
  if (problems.length > 0) {
    throw new LcaModelError(
      problems.length === 1 ? problems[0] : `${problems.length} exchanges have invalid uncertainty`,
      problems,
    );
  }
  const [, logs, normals, triangulars, uniforms] = counts;
  const logIdx = new Int32Array(logs);
  const logMedian = new Float64Array(logs);
  const logSigma = new Float64Array(logs);
  const normIdx = new Int32Array(normals);
  const normMean = new Float64Array(normals);
  const normSd = new Float64Array(normals);
  const triIdx = new Int32Array(triangulars);
  const triMin = new Float64Array(triangulars);
  const triMax = new Float64Array(triangulars);
  const triSplit = new Float64Array(triangulars);
  const triLeft = new Float64Array(triangulars);
  const triRight = new Float64Array(triangulars);
  const uniIdx = new Int32Array(uniforms);
  const uniMin = new Float64Array(uniforms);
  const uniWidth = new Float64Array(uniforms);
  const at = [0, 0, 0, 0, 0];
  for (let k = 0; k < distributions.length; k++) {
    const kind = kindOf[k];
    if (kind === 0) continue;
    const d = distributions[k]!;
    const amount = base[k];
    const i = at[kind]++;
    switch (d.kind) {
      case "lognormal":
        // validated above: the pedigree's variances add without a second check
        logIdx[i] = k;
        logMedian[i] = amount;
        logSigma[i] = d.pedigree
          ? Math.sqrt(d.sigma * d.sigma + pedigreeVariance(d.pedigree))
          : d.sigma;
        break;
      case "normal":
        normIdx[i] = k;
        normMean[i] = amount;
        normSd[i] = d.sd;
        break;
      case "triangular": {
        const mode = d.mode ?? amount;
        const width = d.max - d.min;
        triIdx[i] = k;
        triMin[i] = d.min;
        triMax[i] = d.max;
        triSplit[i] = width === 0 ? 0.5 : (mode - d.min) / width;
        triLeft[i] = width * (mode - d.min);
        triRight[i] = width * (d.max - mode);
        break;
      }
      case "uniform":
        uniIdx[i] = k;
        uniMin[i] = d.min;
        uniWidth[i] = d.max - d.min;
        break;
    }
  }

  const lands = (targets: Int32Array) => {
    for (let t = 0; t < targets.length; t++) if (kindOf[targets[t]] !== 0) return true;
    return false;
  };

  return new CompiledSampler(
    logs + normals + triangulars + uniforms,
    lands(exchanges.aExchange),
    lands(exchanges.bExchange),
    logIdx,
    logMedian,
    logSigma,
    normIdx,
    normMean,
    normSd,
    triIdx,
    triMin,
    triMax,
    triSplit,
    triLeft,
    triRight,
    uniIdx,
    uniMin,
    uniWidth,
  );
}

class CompiledSampler implements ExchangeSampler {
  /** one call's draws: the normals of the lognormals and normals, then the uniforms */
  private readonly scratch: Float64Array;

  constructor(
    readonly count: number,
    readonly touchesA: boolean,
    readonly touchesB: boolean,
    private readonly logIdx: Int32Array,
    private readonly logMedian: Float64Array,
    private readonly logSigma: Float64Array,
    private readonly normIdx: Int32Array,
    private readonly normMean: Float64Array,
    private readonly normSd: Float64Array,
    private readonly triIdx: Int32Array,
    private readonly triMin: Float64Array,
    private readonly triMax: Float64Array,
    /** (mode − min) / (max − min): where the inverse CDF switches sides */
    private readonly triSplit: Float64Array,
    /** (max − min)(mode − min) */
    private readonly triLeft: Float64Array,
    /** (max − min)(max − mode) */
    private readonly triRight: Float64Array,
    private readonly uniIdx: Int32Array,
    private readonly uniMin: Float64Array,
    private readonly uniWidth: Float64Array,
  ) {
    this.scratch = new Float64Array(
      Math.max(logIdx.length + normIdx.length, triIdx.length + uniIdx.length),
    );
  }

  draw(random: Random, amounts: Float64Array): void {
    // The draws are made in one fixed order (lognormals, normals, triangulars, uniforms, each by
    // exchange index): the same seed gives the same amounts.
    const scratch = this.scratch;
    const { logIdx, logMedian, logSigma, normIdx, normMean, normSd } = this;
    const logCount = logIdx.length;
    random.fillNormal(scratch, 0, logCount + normIdx.length);
    for (let k = 0; k < logCount; k++) {
      amounts[logIdx[k]] = logMedian[k] * Math.exp(logSigma[k] * scratch[k]);
    }
    for (let k = 0; k < normIdx.length; k++) {
      amounts[normIdx[k]] = normMean[k] + normSd[k] * scratch[logCount + k];
    }
    const { triIdx, triMin, triMax, triSplit, triLeft, triRight, uniIdx, uniMin, uniWidth } = this;
    const triCount = triIdx.length;
    random.fillUniform(scratch, 0, triCount + uniIdx.length);
    for (let k = 0; k < triCount; k++) {
      const u = scratch[k];
      amounts[triIdx[k]] =
        u < triSplit[k]
          ? triMin[k] + Math.sqrt(u * triLeft[k])
          : triMax[k] - Math.sqrt((1 - u) * triRight[k]);
    }
    for (let k = 0; k < uniIdx.length; k++) {
      amounts[uniIdx[k]] = uniMin[k] + uniWidth[k] * scratch[triCount + k];
    }
  }
}
