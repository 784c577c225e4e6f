import { LcaModelError } from "./matrices";
import { Random } from "./random";
import type { Distribution } from "./types";
import {
  compileSampler,
  distributionProblem,
  pedigreeSigma,
  sampleDistribution,
  validateDistribution,
} from "./uncertainty";

const N = 100_000;

/** Draws every exchange `n` times through the compiled sampler; one sample per exchange. */
function drawMany(
  exchanges: [Distribution | undefined, number][],
  n = N,
  seed = 1,
): Float64Array[] {
  const base = Float64Array.from(exchanges, ([, amount]) => amount);
  const sampler = compileSampler({
    base,
    distributions: exchanges.map(([d]) => d),
    aExchange: new Int32Array(0),
    bExchange: Int32Array.from(exchanges, (_, k) => k),
  });
  const random = new Random(seed);
  const amounts = Float64Array.from(base);
  const out = exchanges.map(() => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    sampler.draw(random, amounts);
    for (let k = 0; k < exchanges.length; k++) out[k][i] = amounts[k];
  }
  return out;
}

function stats(xs: Float64Array) {
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = sum / xs.length;
  let sq = 0;
  for (const x of xs) sq += (x - mean) ** 2;
  return { mean, variance: sq / (xs.length - 1) };
}

/**
 * Checks a sample's mean and variance against their analytic values within five standard
 * errors: SE(mean) = σ/√n, SE(variance) = σ²·√((β₂ − 1)/n) with β₂ = μ₄/σ⁴ the distribution's
 * kurtosis.
 */
function expectMoments(xs: Float64Array, mean: number, variance: number, kurtosis: number) {
  const n = xs.length;
  const actual = stats(xs);
  expect(Math.abs(actual.mean - mean)).toBeLessThan(5 * Math.sqrt(variance / n));
  expect(Math.abs(actual.variance - variance)).toBeLessThan(
    5 * variance * Math.sqrt((kurtosis - 1) / n),
  );
}

function ksDistance(xs: Float64Array, cdf: (x: number) => number): number {
  const sorted = Float64Array.from(xs).sort();
  const n = sorted.length;
  let d = 0;
  for (let i = 0; i < n; i++) {
    const f = cdf(sorted[i]);
    d = Math.max(d, f - i / n, (i + 1) / n - f);
  }
  return d;
}

describe("the pedigree matrix", () => {
  it("adds the ecoinvent v3 variances to the basic sigma", () => {
    // Basic σ = 0.1, scores (2, 3, 1, 4, 5): reliability 2 → 0.0006, completeness 3 → 0.0006,
    // temporal 1 → 0, geographical 4 → 0.0006, further technological 5 → 0.12.
    // σ² = 0.01 + 0.0006 + 0.0006 + 0 + 0.0006 + 0.12 = 0.1318.
    expect(pedigreeSigma(0.1, [2, 3, 1, 4, 5])).toBeCloseTo(Math.sqrt(0.1318), 14);
    // The worst scores everywhere: 0.04 + 0.008 + 0.04 + 0.002 + 0.12 = 0.21 on a zero basic σ.
    expect(pedigreeSigma(0, [5, 5, 5, 5, 5])).toBeCloseTo(Math.sqrt(0.21), 14);
  });

  it("leaves the basic sigma alone for the best scores", () => {
    expect(pedigreeSigma(0.3, [1, 1, 1, 1, 1])).toBe(0.3);
  });

  it("rejects scores outside 1..5, fractional scores and a wrong count", () => {
    expect(() => pedigreeSigma(0.1, [0, 1, 1, 1, 1])).toThrow(
      "pedigree score 0 for reliability is not an integer from 1 to 5",
    );
    expect(() => pedigreeSigma(0.1, [1, 1, 1, 1, 6])).toThrow(
      "pedigree score 6 for further technological correlation is not an integer from 1 to 5",
    );
    expect(() => pedigreeSigma(0.1, [1, 2.5, 1, 1, 1])).toThrow(
      "pedigree score 2.5 for completeness",
    );
    expect(() => pedigreeSigma(0.1, [1, 1, 1] as never)).toThrow("a pedigree needs 5 scores");
    expect(() => pedigreeSigma(-0.1, [1, 1, 1, 1, 1])).toThrow(LcaModelError);
  });
});

describe("distribution validation", () => {
  it("names what is wrong with each kind", () => {
    expect(distributionProblem({ kind: "lognormal", sigma: -0.2 }, 1)).toBe(
      "lognormal sigma must be a finite number ≥ 0, not -0.2",
    );
    expect(distributionProblem({ kind: "normal", sd: -1 }, 1)).toBe(
      "normal standard deviation must be a finite number ≥ 0, not -1",
    );
    expect(distributionProblem({ kind: "triangular", min: 3, max: 2 }, 2.5)).toBe(
      "triangular min 3 is greater than max 2",
    );
    expect(distributionProblem({ kind: "uniform", min: 1, max: 0 }, 0.5)).toBe(
      "uniform min 1 is greater than max 0",
    );
    expect(distributionProblem({ kind: "triangular", min: 0, max: 2 }, 5)).toBe(
      "triangular mode 5 (the amount) is outside [0, 2]",
    );
    expect(distributionProblem({ kind: "triangular", min: 0, max: 2, mode: -1 }, 1)).toBe(
      "triangular mode -1 is outside [0, 2]",
    );
    expect(
      distributionProblem({ kind: "lognormal", sigma: 0.1, pedigree: [1, 1, 9, 1, 1] }, 1),
    ).toBe("pedigree score 9 for temporal correlation is not an integer from 1 to 5");
    expect(distributionProblem({ kind: "uniform", min: 0, max: Infinity }, 1)).toMatch(/finite/);
    expect(distributionProblem({ kind: "normal", sd: 1 }, Number.NaN)).toBe(
      "the amount NaN is not a finite number",
    );
    expect(distributionProblem({ kind: "weibull" } as never, 1)).toBe(
      'unknown distribution kind "weibull"',
    );
  });

  it("accepts valid distributions", () => {
    expect(
      distributionProblem({ kind: "lognormal", sigma: 0.2, pedigree: [1, 2, 3, 4, 5] }, -3),
    ).toBeUndefined();
    expect(distributionProblem({ kind: "triangular", min: 1, max: 1 }, 1)).toBeUndefined();
    expect(() => validateDistribution({ kind: "normal", sd: 0 }, 1)).not.toThrow();
  });

  it("throws with the exchange named", () => {
    expect(() =>
      validateDistribution({ kind: "uniform", min: 2, max: 1 }, 1, 'process "Mill", flow "co2"'),
    ).toThrow('process "Mill", flow "co2": uniform min 2 is greater than max 1');
  });

  it("reports every invalid exchange of a system at once", () => {
    let error: unknown;
    try {
      compileSampler(
        {
          base: Float64Array.of(1, 1, 1),
          distributions: [
            { kind: "normal", sd: -1 },
            { kind: "normal", sd: 1 },
            { kind: "triangular", min: 2, max: 1 },
          ],
          aExchange: new Int32Array(0),
          bExchange: Int32Array.of(0, 1, 2),
        },
        { describe: (k) => `exchange ${k + 1}` },
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LcaModelError);
    expect((error as LcaModelError).message).toBe("2 exchanges have invalid uncertainty");
    expect((error as LcaModelError).problems).toEqual([
      "exchange 1: normal standard deviation must be a finite number ≥ 0, not -1",
      "exchange 3: triangular min 2 is greater than max 1",
    ]);
  });
});

describe("sampling exchange amounts", () => {
  it("draws lognormals around the amount as median", () => {
    // m = 2, σ = 0.3: mean m·e^{σ²/2} = 2·e^{0.045}; variance m²·e^{σ²}(e^{σ²} − 1) =
    // 4·e^{0.09}(e^{0.09} − 1); kurtosis e^{4σ²} + 2e^{3σ²} + 3e^{2σ²} − 3.
    const [xs] = drawMany([[{ kind: "lognormal", sigma: 0.3 }, 2]]);
    const s2 = 0.09;
    expectMoments(
      xs,
      2 * Math.exp(s2 / 2),
      4 * Math.exp(s2) * (Math.exp(s2) - 1),
      Math.exp(4 * s2) + 2 * Math.exp(3 * s2) + 3 * Math.exp(2 * s2) - 3,
    );
    // ln(x/m) is N(0, σ²).
    expectMoments(
      xs.map((x) => Math.log(x / 2)),
      0,
      s2,
      3,
    );
  });

  it("keeps the sign of a negative lognormal amount", () => {
    const [xs] = drawMany([[{ kind: "lognormal", sigma: 0.3 }, -2]], 50_000);
    expect(xs.every((x) => x < 0)).toBe(true);
    const s2 = 0.09;
    expectMoments(
      xs,
      -2 * Math.exp(s2 / 2),
      4 * Math.exp(s2) * (Math.exp(s2) - 1),
      Math.exp(4 * s2) + 2 * Math.exp(3 * s2) + 3 * Math.exp(2 * s2) - 3,
    );
  });

  it("widens a lognormal by its pedigree", () => {
    // σ² = 0.1318 by the hand sum of the pedigree test above.
    const [xs] = drawMany([[{ kind: "lognormal", sigma: 0.1, pedigree: [2, 3, 1, 4, 5] }, 0.5]]);
    expectMoments(
      xs.map((x) => Math.log(x / 0.5)),
      0,
      0.1318,
      3,
    );
  });

  it("draws normals around the amount as mean", () => {
    const [xs] = drawMany([[{ kind: "normal", sd: 0.5 }, 5]]);
    expectMoments(xs, 5, 0.25, 3);
  });

  it("draws triangulars with the amount as mode", () => {
    // a = 1, c = 2, b = 4: mean (1 + 2 + 4)/3 = 7/3; variance (a² + b² + c² − ab − ac − bc)/18 =
    // (1 + 16 + 4 − 4 − 2 − 8)/18 = 7/18; kurtosis 2.4 (excess −3/5).
    const [xs] = drawMany([[{ kind: "triangular", min: 1, max: 4 }, 2]]);
    expectMoments(xs, 7 / 3, 7 / 18, 2.4);
    expect(xs.every((x) => x >= 1 && x <= 4)).toBe(true);
    // CDF: (x − a)²/((b − a)(c − a)) up to the mode, 1 − (b − x)²/((b − a)(b − c)) after it.
    const cdf = (x: number) => (x <= 2 ? (x - 1) ** 2 / 3 : 1 - (4 - x) ** 2 / 6);
    expect(ksDistance(xs, cdf)).toBeLessThan(1.95 / Math.sqrt(xs.length));
  });

  it("uses a triangular's own mode when given", () => {
    // a = 0, c = 0, b = 3: mean 1; variance (0 + 9 + 0 − 0 − 0 − 0)/18 = 0.5.
    const [xs] = drawMany([[{ kind: "triangular", min: 0, max: 3, mode: 0 }, 1]]);
    expectMoments(xs, 1, 0.5, 2.4);
  });

  it("draws uniforms between min and max whatever the amount", () => {
    // [−1, 3]: mean 1, variance 4²/12 = 4/3, kurtosis 1.8 (excess −6/5).
    const [xs] = drawMany([[{ kind: "uniform", min: -1, max: 3 }, 10]]);
    expectMoments(xs, 1, 4 / 3, 1.8);
    expect(xs.every((x) => x >= -1 && x < 3)).toBe(true);
  });

  it("samples several kinds side by side without mixing them up", () => {
    const [log, normal, tri, uni, fixed] = drawMany([
      [{ kind: "lognormal", sigma: 0.2 }, 3],
      [{ kind: "normal", sd: 1 }, -4],
      [{ kind: "triangular", min: 10, max: 13, mode: 13 }, 12],
      [{ kind: "uniform", min: 0, max: 1 }, 0],
      [undefined, 7],
    ]);
    expectMoments(
      log,
      3 * Math.exp(0.02),
      9 * Math.exp(0.04) * (Math.exp(0.04) - 1),
      Math.exp(0.16) + 2 * Math.exp(0.12) + 3 * Math.exp(0.08) - 3,
    );
    expectMoments(normal, -4, 1, 3);
    // a = 10, c = 13, b = 13: mean 12; variance (100 + 169 + 169 − 130 − 130 − 169)/18 = 0.5.
    expectMoments(tri, 12, 0.5, 2.4);
    expectMoments(uni, 0.5, 1 / 12, 1.8);
    expect(fixed.every((x) => x === 7)).toBe(true);
  });

  it("leaves out exchanges that cannot vary", () => {
    const sampler = compileSampler({
      base: Float64Array.of(0, 2, 3, 4, 5),
      distributions: [
        { kind: "lognormal", sigma: 0.5 }, // median 0
        { kind: "lognormal", sigma: 0, pedigree: [1, 1, 1, 1, 1] },
        { kind: "normal", sd: 0 },
        undefined,
        { kind: "normal", sd: 1 },
      ],
      aExchange: Int32Array.of(0, 1, 2, 3),
      bExchange: Int32Array.of(4),
    });
    expect(sampler.count).toBe(1);
    expect(sampler.touchesA).toBe(false);
    expect(sampler.touchesB).toBe(true);
    const amounts = Float64Array.of(0, 2, 3, 4, 5);
    sampler.draw(new Random(3), amounts);
    expect(Array.from(amounts.subarray(0, 4))).toEqual([0, 2, 3, 4]);
    expect(amounts[4]).not.toBe(5);
  });

  it("gives the same draws for the same seed and others for another", () => {
    const exchanges: [Distribution, number][] = [
      [{ kind: "lognormal", sigma: 0.2 }, 1],
      [{ kind: "normal", sd: 1 }, 0],
      [{ kind: "triangular", min: 0, max: 2 }, 1],
      [{ kind: "uniform", min: 0, max: 1 }, 0],
    ];
    const a = drawMany(exchanges, 100, 17);
    const b = drawMany(exchanges, 100, 17);
    const c = drawMany(exchanges, 100, 18);
    expect(b).toEqual(a);
    for (let k = 0; k < exchanges.length; k++) {
      expect(Array.from(c[k]).filter((x, i) => x === a[k][i])).toHaveLength(0);
    }
  });

  it("draws single amounts with the same conventions", () => {
    const random = new Random(5);
    const xs = Float64Array.from({ length: 50_000 }, () =>
      sampleDistribution(
        { kind: "lognormal", sigma: 0.1, pedigree: [2, 3, 1, 4, 5] },
        -0.5,
        random,
      ),
    );
    expect(xs.every((x) => x < 0)).toBe(true);
    expectMoments(
      xs.map((x) => Math.log(x / -0.5)),
      0,
      0.1318,
      3,
    );
    expect(() => sampleDistribution({ kind: "uniform", min: 1, max: 0 }, 0, random)).toThrow(
      "exchange: uniform min 1 is greater than max 0",
    );
  });
});
