import { buildMatrices, demandVector, LcaModelError } from "./matrices";
import { monteCarlo, percentile, summarize } from "./monte-carlo";
import { LcaSolveError } from "./solver";
import { system } from "./test-systems";
import type { ImpactMethod, ProcessSpec } from "./types";

/** Round factors keep the hand calculations short: CO2 1, CH4 30 (and CO2 3 in a second row). */
const ROUND: ImpactMethod = {
  id: "round",
  name: "Round factors",
  categories: [
    { id: "gw", name: "Warming", unit: "kg CO2e", factors: { co2: 1, ch4: 30 } },
    { id: "triple", name: "Three per CO2", unit: "u", factors: { co2: 3 } },
  ],
};

function build(processes: ProcessSpec[]) {
  return buildMatrices(system(processes, [ROUND]));
}

const product = (id: string, amount = 1) => ({ id, name: id, unit: "kg", amount });

/**
 * Expects a sample's mean and variance within five standard errors of the analytic values:
 * SE(mean) = σ/√n, SE(variance) = σ²·√((β₂ − 1)/n), β₂ the kurtosis.
 */
function expectMoments(
  result: { mean: number; sd: number; count: number },
  mean: number,
  variance: number,
  kurtosis = 3,
) {
  const n = result.count;
  expect(Math.abs(result.mean - mean)).toBeLessThan(5 * Math.sqrt(variance / n));
  expect(Math.abs(result.sd ** 2 - variance)).toBeLessThan(
    5 * variance * Math.sqrt((kurtosis - 1) / n),
  );
}

/** Mean, variance and kurtosis of c/W for W uniform on [a, b]: E[W^−k] by integration. */
function inverseUniform(a: number, b: number, c = 1) {
  const m1 = Math.log(b / a) / (b - a);
  const mk = (k: number) => (a ** (1 - k) - b ** (1 - k)) / ((k - 1) * (b - a));
  const [m2, m3, m4] = [mk(2), mk(3), mk(4)];
  const variance = m2 - m1 ** 2;
  const central4 = m4 - 4 * m1 * m3 + 6 * m1 ** 2 * m2 - 3 * m1 ** 4;
  return { mean: c * m1, variance: c * c * variance, kurtosis: central4 / variance ** 2 };
}

describe("Monte Carlo of linear models against their analytic moments", () => {
  it("propagates a normal emission through a fixed process", () => {
    // One process, output fixed at 1 kg, emitting CO2 ~ N(2, 0.5²); factor 3: h = 3x, so
    // mean 3 · 2 = 6, variance 3² · 0.5² = 2.25 (sd 1.5), percentiles 6 ∓ 1.959964 · 1.5.
    const ms = build([
      {
        id: "p",
        name: "Plant",
        outputs: [product("p")],
        inputs: [],
        elementary: [{ flow: "co2", amount: 2, uncertainty: { kind: "normal", sd: 0.5 } }],
      },
    ]);
    const result = monteCarlo(ms, [[{ product: "p", amount: 1 }]], { iterations: 20_000, seed: 1 });

    expect(result).toMatchObject({ succeeded: 20_000, failed: 0, uncertainExchanges: 1 });
    const triple = result.demands[0].impacts[1];
    expect(triple.impact.category).toBe("triple");
    expect(triple.deterministic).toBe(6);
    expectMoments(triple, 6, 2.25);
    // SE of the p-quantile: √(p(1 − p)/n) / density there; at p = 0.025 the density is
    // φ(1.959964)/1.5 = 0.058441/1.5, so SE = 0.001104/0.038961 = 0.028; at the median
    // φ(0)/1.5 = 0.265962 and SE = 0.003536/0.265962 = 0.0133.
    expect(Math.abs(triple.p2_5 - (6 - 1.959964 * 1.5))).toBeLessThan(5 * 0.0284);
    expect(Math.abs(triple.p50 - 6)).toBeLessThan(5 * 0.0133);
    expect(Math.abs(triple.p97_5 - (6 + 1.959964 * 1.5))).toBeLessThan(5 * 0.0284);
    expect(triple.samples).toHaveLength(20_000);
  });

  it("sums independent emissions of a two-process chain (only B uncertain)", () => {
    // Steel (1 kg) takes 2 kWh (fixed) and emits CO2 ~ N(1, 0.1²) and CH4 triangular(0.005,
    // mode 0.01, 0.02); power emits CO2 lognormal(median 0.5, σ 0.2) per kWh. For 1 kg steel
    // s = (1, 2), and h = CO2_steel + 30 · CH4_steel + 2 · CO2_power.
    //   mean = 1 + 30 · (0.005 + 0.01 + 0.02)/3 + 2 · 0.5 · e^{0.02} = 1 + 0.35 + 1.0202013
    //   variance: 0.1² = 0.01
    //           + 30² · (a² + b² + c² − ab − ac − bc)/18 = 900 · (5.25e-4 − 3.5e-4)/18 = 0.00875
    //           + 2² · 0.5² · e^{0.04}(e^{0.04} − 1) = 1.0408108 · 0.0408108 = 0.0424764
    // Kurtosis of the sum: 3 + Σ κ₄ᵢ / V² with κ₄ = (β₂ − 3)·vᵢ²: −0.6 for the triangular,
    // e^{0.16} + 2e^{0.12} + 3e^{0.08} − 6 for the lognormal, 0 for the normal.
    const ms = build([
      {
        id: "steel",
        name: "Steel mill",
        outputs: [product("steel")],
        inputs: [{ product: "electricity", amount: 2 }],
        elementary: [
          { flow: "co2", amount: 1, uncertainty: { kind: "normal", sd: 0.1 } },
          { flow: "ch4", amount: 0.01, uncertainty: { kind: "triangular", min: 0.005, max: 0.02 } },
        ],
      },
      {
        id: "power",
        name: "Power plant",
        outputs: [product("electricity")],
        inputs: [],
        elementary: [{ flow: "co2", amount: 0.5, uncertainty: { kind: "lognormal", sigma: 0.2 } }],
      },
    ]);
    const result = monteCarlo(ms, [[{ product: "steel", amount: 1 }]], {
      iterations: 20_000,
      seed: 7,
      inventory: true,
    });

    const gw = result.demands[0].impacts[0];
    expect(gw.deterministic).toBeCloseTo(1 + 0.3 + 1, 12);
    const vTri = 0.00875;
    const vLog = Math.exp(0.04) * (Math.exp(0.04) - 1);
    const variance = 0.01 + vTri + vLog;
    const kurtosis =
      3 +
      (-0.6 * vTri ** 2 +
        (Math.exp(0.16) + 2 * Math.exp(0.12) + 3 * Math.exp(0.08) - 6) * vLog ** 2) /
        variance ** 2;
    expectMoments(gw, 1 + 0.35 + Math.exp(0.02), variance, kurtosis);

    // Mean inventory: CO2 1 + 2 · 0.5 · e^{0.02}; CH4 0.035/3. SE from the variances above.
    const inventory = result.demands[0].inventoryMean!;
    expect(Math.abs(inventory[0] - (1 + Math.exp(0.02)))).toBeLessThan(
      5 * Math.sqrt((0.01 + vLog) / 20_000),
    );
    expect(Math.abs(inventory[1] - 0.035 / 3)).toBeLessThan(5 * Math.sqrt(vTri / 900 / 20_000));
  });

  it("propagates an uncertain technosphere input", () => {
    // Steel takes a ~ N(2, 0.3²) kWh; power emits 0.5 kg CO2 per kWh, steel 1 kg: s_power = a,
    // h = 1 + 0.5a: mean 2, variance 0.5² · 0.3² = 0.0225. For 3 kg steel, three times that:
    // mean 6, variance 9 · 0.0225.
    const ms = build([
      {
        id: "steel",
        name: "Steel mill",
        outputs: [product("steel")],
        inputs: [{ product: "electricity", amount: 2, uncertainty: { kind: "normal", sd: 0.3 } }],
        elementary: [{ flow: "co2", amount: 1 }],
      },
      {
        id: "power",
        name: "Power plant",
        outputs: [product("electricity")],
        inputs: [],
        elementary: [{ flow: "co2", amount: 0.5 }],
      },
    ]);
    const result = monteCarlo(
      ms,
      [[{ product: "steel", amount: 1 }], demandVector(ms, [{ product: "steel", amount: 3 }])],
      {
        iterations: 10_000,
        seed: 3,
      },
    );

    expectMoments(result.demands[0].impacts[0], 2, 0.0225);
    expectMoments(result.demands[1].impacts[0], 6, 9 * 0.0225);
    // The same draw serves both demands: the second is exactly three times the first.
    const [one, three] = result.demands.map((d) => d.impacts[0].samples);
    for (let i = 0; i < 100; i++) expect(three[i]).toBeCloseTo(3 * one[i], 12);
  });

  it("solves each draw of an uncertain output (a nonlinear model with a closed form)", () => {
    // One process with output o ~ U(0.5, 2) emitting 1 kg CO2: s = 1/o and h = 1/o;
    // E[1/o] = ln(4)/1.5, E[1/o²] = (1/0.5 − 1/2)/1.5 = 1.
    const ms = build([
      {
        id: "p",
        name: "Plant",
        outputs: [{ ...product("p"), uncertainty: { kind: "uniform", min: 0.5, max: 2 } }],
        inputs: [],
        elementary: [{ flow: "co2", amount: 1 }],
      },
    ]);
    const result = monteCarlo(ms, [[{ product: "p", amount: 1 }]], { iterations: 20_000, seed: 5 });

    const expected = inverseUniform(0.5, 2);
    expect(expected.mean).toBeCloseTo(Math.log(4) / 1.5, 14);
    expect(expected.variance).toBeCloseTo(1 - (Math.log(4) / 1.5) ** 2, 14);
    expectMoments(
      result.demands[0].impacts[0],
      expected.mean,
      expected.variance,
      expected.kurtosis,
    );
  });

  it("solves each draw of a loop", () => {
    // Power uses 0.5 kg coal per kWh and emits 1 kg CO2; the mine uses e ~ U(0, 0.4) kWh per kg
    // coal. For 1 kWh: s_mine = 0.5 s_power and s_power − e · s_mine = 1, so
    // s_power = 1/(1 − 0.5e) = 1/w with w ~ U(0.8, 1), and h = 1/w.
    const ms = build([
      {
        id: "power",
        name: "Power plant",
        outputs: [product("electricity")],
        inputs: [{ product: "coal", amount: 0.5 }],
        elementary: [{ flow: "co2", amount: 1 }],
      },
      {
        id: "mine",
        name: "Coal mine",
        outputs: [product("coal")],
        inputs: [
          {
            product: "electricity",
            amount: 0.2,
            uncertainty: { kind: "uniform", min: 0, max: 0.4 },
          },
        ],
        elementary: [],
      },
    ]);
    const result = monteCarlo(ms, [[{ product: "electricity", amount: 1 }]], {
      iterations: 20_000,
      seed: 9,
    });

    const expected = inverseUniform(0.8, 1);
    expect(expected.mean).toBeCloseTo(Math.log(1 / 0.8) / 0.2, 14);
    expectMoments(
      result.demands[0].impacts[0],
      expected.mean,
      expected.variance,
      expected.kurtosis,
    );
    expect(result.demands[0].impacts[0].deterministic).toBeCloseTo(1 / 0.9, 12);
  });
});

describe("correlated comparison", () => {
  // X and Y both buy from U, whose CO2 ~ N(1, 0.3²); X takes 1 unit of U and emits x ~ N(2, 0.2²),
  // Y takes 1.5 units and emits y ~ N(1.6, 0.1²). h_X = x + u, h_Y = y + 1.5u, and
  // D = h_X − h_Y = x − y − 0.5u: mean 2 − 1.6 − 0.5 = −0.1, variance 0.04 + 0.01 + 0.25 · 0.09
  // = 0.0725, while var h_X + var h_Y = (0.04 + 0.09) + (0.01 + 2.25 · 0.09) = 0.3425.
  // P(h_X < h_Y) = P(D < 0) = Φ(0.1/√0.0725) = 0.644827.
  const ms = build([
    {
      id: "u",
      name: "Upstream",
      outputs: [product("u")],
      inputs: [],
      elementary: [{ flow: "co2", amount: 1, uncertainty: { kind: "normal", sd: 0.3 } }],
    },
    {
      id: "x",
      name: "Product X",
      outputs: [product("x")],
      inputs: [{ product: "u", amount: 1 }],
      elementary: [{ flow: "co2", amount: 2, uncertainty: { kind: "normal", sd: 0.2 } }],
    },
    {
      id: "y",
      name: "Product Y",
      outputs: [product("y")],
      inputs: [{ product: "u", amount: 1.5 }],
      elementary: [{ flow: "co2", amount: 1.6, uncertainty: { kind: "normal", sd: 0.1 } }],
    },
  ]);
  const n = 20_000;
  const result = monteCarlo(ms, [[{ product: "x", amount: 1 }], [{ product: "y", amount: 1 }]], {
    iterations: n,
    seed: 2025,
  });

  it("gives each product its own distribution", () => {
    expectMoments(result.demands[0].impacts[0], 3, 0.13);
    expectMoments(result.demands[1].impacts[0], 3.1, 0.2125);
  });

  it("has a difference narrower than independent runs would give", () => {
    const difference = result.comparison![0];
    expect(difference.impact.category).toBe("gw");
    expectMoments(difference, -0.1, 0.0725);
    const [x, y] = result.demands.map((d) => d.impacts[0].sd ** 2);
    expect(difference.sd ** 2).toBeLessThan((x + y) / 3);
    expect(Math.abs(difference.shareFirstLower - 0.644827)).toBeLessThan(
      5 * Math.sqrt((0.644827 * 0.355173) / n),
    );
  });

  it("pairs the samples iteration by iteration", () => {
    const [x, y] = result.demands.map((d) => d.impacts[0].samples);
    const d = result.comparison![0].samples;
    for (let i = 0; i < n; i += 997) expect(d[i]).toBe(x[i] - y[i]);
    let lower = 0;
    for (let i = 0; i < n; i++) if (x[i] < y[i]) lower++;
    expect(result.comparison![0].shareFirstLower).toBe(lower / n);
  });
});

describe("Monte Carlo runs", () => {
  const ms = build([
    {
      id: "steel",
      name: "Steel mill",
      outputs: [{ ...product("steel"), uncertainty: { kind: "lognormal", sigma: 0.05 } }],
      inputs: [
        {
          product: "electricity",
          amount: 2,
          uncertainty: { kind: "triangular", min: 1.5, max: 3 },
        },
      ],
      elementary: [
        {
          flow: "co2",
          amount: 1,
          uncertainty: { kind: "lognormal", sigma: 0.1, pedigree: [2, 2, 2, 2, 2] },
        },
      ],
    },
    {
      id: "power",
      name: "Power plant",
      outputs: [product("electricity")],
      inputs: [],
      elementary: [
        { flow: "ch4", amount: 0.01, uncertainty: { kind: "uniform", min: 0.005, max: 0.015 } },
      ],
    },
  ]);
  const demand = [[{ product: "steel", amount: 1 }]];

  it("repeats itself for the same seed and differs for another", () => {
    const a = monteCarlo(ms, demand, { iterations: 200, seed: 11 });
    const b = monteCarlo(ms, demand, { iterations: 200, seed: 11 });
    const c = monteCarlo(ms, demand, { iterations: 200, seed: 12 });
    expect(b.demands[0].impacts[0].samples).toEqual(a.demands[0].impacts[0].samples);
    expect(b.demands[0].impacts[0].mean).toBe(a.demands[0].impacts[0].mean);
    const sameAsA = Array.from(c.demands[0].impacts[0].samples).filter(
      (x, i) => x === a.demands[0].impacts[0].samples[i],
    );
    expect(sameAsA).toHaveLength(0);
  });

  it("reports progress up to the last iteration", () => {
    const seen: number[] = [];
    monteCarlo(ms, demand, {
      iterations: 250,
      seed: 1,
      onProgress: (done, total) => seen.push(done / total),
    });
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.length).toBeLessThanOrEqual(126);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((p, q) => p - q)).toEqual(seen);
  });

  it("counts and reports draws that cannot be solved", () => {
    // A lognormal with σ = 2000 on the output: e^{σz} underflows (a zero or subnormal output, so
    // no finite scaling) when σz < −709.78 and overflows when σz > 709.78 (ln of the largest
    // double). Each happens with probability Φ(−709.78/2000), so 2Φ(−0.354891) = 0.722671 of
    // the draws fail.
    const fragile = build([
      {
        id: "p",
        name: "Fragile plant",
        outputs: [{ ...product("p"), uncertainty: { kind: "lognormal", sigma: 2000 } }],
        inputs: [],
        elementary: [{ flow: "co2", amount: 1 }],
      },
    ]);
    const iterations = 2000;
    const result = monteCarlo(
      fragile,
      [[{ product: "p", amount: 1 }], [{ product: "p", amount: 2 }]],
      {
        iterations,
        seed: 4,
      },
    );

    const expected = 0.722671 * iterations;
    expect(Math.abs(result.failed - expected)).toBeLessThan(
      5 * Math.sqrt(expected * (1 - 0.722671)),
    );
    expect(result.succeeded + result.failed).toBe(iterations);
    expect(result.failures).toHaveLength(20);
    for (const failure of result.failures) {
      expect(["singular", "not-finite", "not-converged"]).toContain(failure.reason);
      expect(failure.message).toMatch(/Fragile plant|residual/);
    }
    expect(result.failures.map((f) => f.iteration)).toEqual(
      [...result.failures.map((f) => f.iteration)].sort((a, b) => a - b),
    );
    // Statistics over the solved draws only, the same ones for both demands.
    for (const d of result.demands) {
      expect(d.impacts[0].count).toBe(result.succeeded);
      expect(d.impacts[0].samples).toHaveLength(result.succeeded);
      expect(d.impacts[0].samples.every(Number.isFinite)).toBe(true);
    }
    expect(result.comparison![0].count).toBe(result.succeeded);
  });

  it("fails with the cause when no draw can be solved", () => {
    // σ = 1e9: a draw stays solvable only for |z| < 7.1e-7.
    const hopeless = build([
      {
        id: "p",
        name: "Hopeless plant",
        outputs: [{ ...product("p"), uncertainty: { kind: "lognormal", sigma: 1e9 } }],
        inputs: [],
        elementary: [{ flow: "co2", amount: 1 }],
      },
    ]);
    expect(() =>
      monteCarlo(hopeless, [[{ product: "p", amount: 1 }]], { iterations: 5, seed: 1 }),
    ).toThrow(/none of the 5 Monte Carlo iterations could be solved; the first failed with: /);
    expect(() =>
      monteCarlo(hopeless, [[{ product: "p", amount: 1 }]], { iterations: 5, seed: 1 }),
    ).toThrow(LcaSolveError);
  });

  it("rejects invalid uncertainty naming the process, and bad options", () => {
    const broken = build([
      {
        id: "p",
        name: "Plant",
        outputs: [product("p")],
        inputs: [],
        elementary: [
          { flow: "co2", amount: 1, uncertainty: { kind: "triangular", min: 2, max: 3 } },
        ],
      },
    ]);
    const demandP = [[{ product: "p", amount: 1 }]];
    expect(() => monteCarlo(broken, demandP, { iterations: 10, seed: 1 })).toThrow(LcaModelError);
    expect(() => monteCarlo(broken, demandP, { iterations: 10, seed: 1 })).toThrow(
      'process "Plant", exchange #1: triangular mode 1 (the amount) is outside [2, 3]',
    );
    expect(() => monteCarlo(ms, demand, { iterations: 0, seed: 1 })).toThrow(
      "whole number of iterations ≥ 1, not 0",
    );
    expect(() => monteCarlo(ms, demand, { iterations: 10, seed: 0.5 })).toThrow(
      "the random seed must be an integer",
    );
    expect(() => monteCarlo(ms, [], { iterations: 10, seed: 1 })).toThrow("at least one demand");
    expect(() => monteCarlo(ms, [new Float64Array(5)], { iterations: 10, seed: 1 })).toThrow(
      "demand 1 has 5 entries, the system 2",
    );
  });
});

describe("sample statistics", () => {
  it("interpolates percentiles linearly between order statistics", () => {
    // numpy.percentile([1, 2, 3, 4], 25) = 1.75: position (4 − 1) · 0.25 = 0.75.
    expect(percentile(Float64Array.of(1, 2, 3, 4), 25)).toBe(1.75);
    // [10 .. 50]: 2.5 → position 0.1 → 11; 97.5 → position 3.9 → 49.
    const s = summarize(Float64Array.of(50, 10, 40, 20, 30));
    expect(s.p2_5).toBeCloseTo(11, 12);
    expect(s.p50).toBe(30);
    expect(s.p97_5).toBeCloseTo(49, 12);
    expect(percentile(Float64Array.of(7), 97.5)).toBe(7);
  });

  it("uses the n − 1 divisor for the standard deviation", () => {
    // [2, 4, 4, 4, 5, 5, 7, 9]: mean 5, squared deviations sum to 32, sd = √(32/7).
    const s = summarize(Float64Array.of(2, 4, 4, 4, 5, 5, 7, 9));
    expect(s.mean).toBe(5);
    expect(s.sd).toBeCloseTo(Math.sqrt(32 / 7), 14);
    expect(s.count).toBe(8);
  });
});
