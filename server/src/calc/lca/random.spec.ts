import { Random } from "./random";

/** xoshiro128** on BigInt, written from the reference C code: an independent implementation. */
function referenceXoshiro(state: [bigint, bigint, bigint, bigint]) {
  const m32 = 0xffffffffn;
  const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & m32;
  const s = [...state];
  return () => {
    const result = (rotl((s[1] * 5n) & m32, 7n) * 9n) & m32;
    const t = (s[1] << 9n) & m32;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11n);
    return Number(result);
  };
}

/** Φ(x) through erf by Abramowitz and Stegun 7.1.26 (|error| < 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

function moments(draw: () => number, n: number) {
  const xs = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += xs[i] = draw();
  const mean = sum / n;
  let sq = 0;
  for (let i = 0; i < n; i++) sq += (xs[i] - mean) ** 2;
  return { xs, mean, variance: sq / (n - 1) };
}

/** Kolmogorov–Smirnov distance between a sample and a CDF. */
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

describe("the seeded generator", () => {
  it("computes xoshiro128** from a known state", () => {
    // First output by hand: rotl(s1 · 5, 7) · 9 = rotl(10, 7) · 9 = 1280 · 9 = 11520.
    const random = Random.fromState(1, 2, 3, 4);
    expect(random.nextUint32()).toBe(11520);

    const reference = referenceXoshiro([1n, 2n, 3n, 4n]);
    reference();
    for (let i = 0; i < 1000; i++) expect(random.nextUint32()).toBe(reference());
  });

  it("matches the reference on a state with the high bits set", () => {
    const state: [number, number, number, number] = [
      0x9e3779b9, 0xdeadbeef, 0x80000001, 0xffffffff,
    ];
    const random = Random.fromState(...state);
    const reference = referenceXoshiro(state.map(BigInt) as [bigint, bigint, bigint, bigint]);
    for (let i = 0; i < 1000; i++) expect(random.nextUint32()).toBe(reference());
  });

  it("seeds the state with SplitMix64", () => {
    // SplitMix64 from 0 (Vigna's splitmix64.c): 0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4; the
    // state words are their low and high halves.
    const seeded = new Random(0);
    const direct = Random.fromState(0x7b1dcdaf, 0xe220a839, 0xa1b965f4, 0x6e789e6a);
    for (let i = 0; i < 100; i++) expect(seeded.nextUint32()).toBe(direct.nextUint32());
  });

  it("repeats a stream for the same seed and not for another", () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const streamA = Array.from({ length: 50 }, () => a.normal());
    const streamB = Array.from({ length: 50 }, () => b.normal());
    const streamC = Array.from({ length: 50 }, () => c.normal());
    expect(streamB).toEqual(streamA);
    expect(streamC.filter((x, i) => x === streamA[i])).toHaveLength(0);
  });

  it("fills arrays of uniforms with the same numbers as one draw at a time", () => {
    const one = new Random(99);
    const bulk = new Random(99);
    const uniforms = new Float64Array(1000);
    bulk.fillUniform(uniforms, 0, 400);
    bulk.fillUniform(uniforms, 400);
    expect(Array.from(uniforms)).toEqual(Array.from({ length: 1000 }, () => one.uniform()));
    expect(bulk.nextUint32()).toBe(one.nextUint32());
  });

  it("fills arrays of normals reproducibly, leaving the rest of the array alone", () => {
    const a = new Float64Array(10_002);
    const b = new Float64Array(10_002);
    new Random(5).fillNormal(a, 1, 10_001);
    new Random(5).fillNormal(b, 1, 10_001);
    expect(b).toEqual(a);
    expect([a[0], a[10_001]]).toEqual([0, 0]);
    expect(a.subarray(1, 10_001).every((x) => Number.isFinite(x) && x !== 0)).toBe(true);
  });

  it("rejects a seed that is not an integer", () => {
    expect(() => new Random(1.5)).toThrow("the random seed must be an integer, not 1.5");
    expect(() => new Random(Number.NaN)).toThrow(RangeError);
  });

  it("draws uniforms on [0, 1) with mean 1/2 and variance 1/12", () => {
    const n = 200_000;
    const random = new Random(7);
    const { xs, mean, variance } = moments(() => random.uniform(), n);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    // Standard error of the mean: sqrt(1/12 / n); of the variance: sqrt((μ4 − σ⁴)/n) with
    // μ4 = 1/80 for the uniform. Five standard errors.
    expect(Math.abs(mean - 0.5)).toBeLessThan(5 * Math.sqrt(1 / 12 / n));
    expect(Math.abs(variance - 1 / 12)).toBeLessThan(5 * Math.sqrt((1 / 80 - 1 / 144) / n));
    // KS critical distance at α = 0.001: 1.95 / sqrt(n).
    expect(ksDistance(xs, (x) => x)).toBeLessThan(1.95 / Math.sqrt(n));
  });

  it("draws standard normals with the right mean, variance and shape", () => {
    const n = 100_000;
    const random = new Random(11);
    const one = moments(() => random.normal(), n);
    const filled = new Float64Array(n);
    random.fillNormal(filled);
    let k = 0;
    const bulk = moments(() => filled[k++], n);
    for (const { xs, mean, variance } of [one, bulk]) {
      // SE(mean) = 1/sqrt(n); SE(variance) = sqrt(2/n) for a normal (μ4 = 3).
      expect(Math.abs(mean)).toBeLessThan(5 / Math.sqrt(n));
      expect(Math.abs(variance - 1)).toBeLessThan(5 * Math.sqrt(2 / n));
      expect(ksDistance(xs, normalCdf)).toBeLessThan(1.95 / Math.sqrt(n));
    }
  });

  it("reaches the tails beyond the ziggurat's base at the normal rate", () => {
    // P(|Z| > 3.442619855899) = erfc(3.442619855899 / √2) = 5.761085e-4 (the tail branch).
    const random = new Random(2024);
    const filled = new Float64Array(400_000);
    random.fillNormal(filled);
    const single = new Float64Array(200_000);
    for (let i = 0; i < single.length; i++) single[i] = random.normal();
    for (const zs of [filled, single]) {
      let beyond = 0;
      let positive = 0;
      for (const z of zs) {
        if (Math.abs(z) > 3.442619855899) {
          beyond++;
          if (z > 0) positive++;
        }
      }
      const expected = 5.761085e-4 * zs.length;
      expect(Math.abs(beyond - expected)).toBeLessThan(5 * Math.sqrt(expected));
      // Both tails: half of them positive, within five binomial standard errors.
      expect(Math.abs(positive - beyond / 2)).toBeLessThan(5 * Math.sqrt(beyond / 4));
    }
  });
});
