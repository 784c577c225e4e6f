// Seeded pseudo-random numbers for the Monte Carlo analysis. Results must be reproducible from a
// seed, so Math.random (unseeded, engine-specific) is never used.
//
// The generator is xoshiro128** (Blackman and Vigna, "Scrambled linear pseudorandom number
// generators", ACM TOMS 47(4), 2021; reference code at prng.di.unimi.it): 128 bits of state,
// period 2^128 − 1, passes BigCrush, and runs on 32-bit integer operations, which JavaScript
// engines execute without boxing. The state is seeded from the seed by SplitMix64, as its authors
// recommend, so neighbouring seeds give unrelated streams.
//
// Normal draws use the ziggurat method in Doornik's form ("An improved ziggurat method to
// generate normal random samples", 2005): 128 layers, and the layer index taken from other random
// bits than the abscissa, which removes the correlation of Marsaglia and Tsang's original. About
// 99% of draws need two integers, one multiplication and one comparison; no logarithm, no
// trigonometry.

const TWO_POW_26 = 67108864;
const TWO_POW_53 = 9007199254740992;
/** fillNormal works in chunks of this many draws (its buffer of misses holds one chunk). */
const FILL_CHUNK = 4096;

/** Ziggurat of 128 layers for the standard normal (Doornik 2005, ZIGNOR_C/R/V). */
const ZIG_LAYERS = 128;
const ZIG_R = 3.442619855899; // start of the right tail
const ZIG_V = 9.91256303526217e-3; // area of each layer
const ZIG_X = new Float64Array(ZIG_LAYERS + 1);
/** ZIG_X[i + 1] / ZIG_X[i]: |u| below it is inside layer i's rectangle. */
const ZIG_RATIO = new Float64Array(ZIG_LAYERS);
{
  let f = Math.exp(-0.5 * ZIG_R * ZIG_R);
  ZIG_X[0] = ZIG_V / f; // the base layer: rectangle up to R plus the tail, as one area V
  ZIG_X[1] = ZIG_R;
  ZIG_X[ZIG_LAYERS] = 0;
  for (let i = 2; i < ZIG_LAYERS; i++) {
    ZIG_X[i] = Math.sqrt(-2 * Math.log(ZIG_V / ZIG_X[i - 1] + f));
    f = Math.exp(-0.5 * ZIG_X[i] * ZIG_X[i]);
  }
  for (let i = 0; i < ZIG_LAYERS; i++) ZIG_RATIO[i] = ZIG_X[i + 1] / ZIG_X[i];
}

export class Random {
  /** The four 32-bit words of the state. */
  private readonly state = new Int32Array(4);
  /** fillNormal's draws that missed their rectangle: position, abscissa, layer */
  private readonly missAt = new Int32Array(FILL_CHUNK);
  private readonly missU = new Float64Array(FILL_CHUNK);
  private readonly missLayer = new Int32Array(FILL_CHUNK);

  /** `seed` is any safe integer (negative ones included). */
  constructor(seed: number) {
    if (!Number.isSafeInteger(seed)) {
      throw new RangeError(`the random seed must be an integer, not ${seed}`);
    }
    // SplitMix64 (Steele, Lea and Flood 2014) on BigInt: only run once per generator.
    const mask = (1n << 64n) - 1n;
    let x = BigInt.asUintN(64, BigInt(seed));
    const next = () => {
      x = (x + 0x9e3779b97f4a7c15n) & mask;
      let z = x;
      z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
      z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
      return z ^ (z >> 31n);
    };
    const a = next();
    const b = next();
    this.setState(
      Number(a & 0xffffffffn),
      Number(a >> 32n),
      Number(b & 0xffffffffn),
      Number(b >> 32n),
    );
  }

  /** A generator in a given state (four 32-bit words, not all zero): for tests and replays. */
  static fromState(s0: number, s1: number, s2: number, s3: number): Random {
    const random = new Random(0);
    random.setState(s0, s1, s2, s3);
    return random;
  }

  private setState(s0: number, s1: number, s2: number, s3: number): void {
    if ((s0 | s1 | s2 | s3) === 0) throw new RangeError("the generator state must not be all zero");
    this.state[0] = s0;
    this.state[1] = s1;
    this.state[2] = s2;
    this.state[3] = s3;
  }

  /** The next 32-bit output, as an unsigned integer 0 ≤ k < 2^32. */
  nextUint32(): number {
    const state = this.state;
    const s0 = state[0];
    const s1 = state[1];
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const s2 = state[2] ^ s0;
    const s3 = state[3] ^ s1;
    state[0] = s0 ^ s3;
    state[1] = s1 ^ s2;
    state[2] = s2 ^ (s1 << 9);
    state[3] = (s3 << 11) | (s3 >>> 21);
    return result;
  }

  /** Uniform on [0, 1) with 53 random bits (every double of the form k / 2^53). */
  uniform(): number {
    const a = this.nextUint32() >>> 5;
    const b = this.nextUint32() >>> 6;
    return (a * TWO_POW_26 + b) / TWO_POW_53;
  }

  /** Standard normal. */
  normal(): number {
    for (;;) {
      const a = this.nextUint32();
      const b = this.nextUint32();
      // The abscissa takes the high 27 + 26 bits of the two words; the layer takes 7 of the
      // low bits left over, so the two are independent.
      const u = (2 * ((a >>> 5) * TWO_POW_26 + (b >>> 6))) / TWO_POW_53 - 1;
      const i = (a & 31) | ((b & 3) << 5);
      if (Math.abs(u) < ZIG_RATIO[i]) return u * ZIG_X[i];
      const x = this.outsideRectangle(u, i);
      if (x === x) return x;
    }
  }

  /**
   * Fills out[start..end) with uniforms on [0, 1): the same numbers as that many uniform()
   * calls, with the state held in locals (several times faster for long runs).
   */
  fillUniform(out: Float64Array, start = 0, end = out.length): void {
    const state = this.state;
    let s0 = state[0];
    let s1 = state[1];
    let s2 = state[2];
    let s3 = state[3];
    for (let k = start; k < end; k++) {
      let m = Math.imul(s1, 5);
      const a = Math.imul((m << 7) | (m >>> 25), 9) >>> 5;
      let t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      m = Math.imul(s1, 5);
      const b = Math.imul((m << 7) | (m >>> 25), 9) >>> 6;
      t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      out[k] = (a * TWO_POW_26 + b) / TWO_POW_53;
    }
    state[0] = s0;
    state[1] = s1;
    state[2] = s2;
    state[3] = s3;
  }

  /**
   * Fills out[start..end) with standard normals. The rectangle hits (99%) are taken in one tight
   * loop with the state in locals; the misses are set aside and finished afterwards (wedge, tail
   * or a fresh draw), which keeps calls out of the loop and doubles its speed. The numbers differ
   * from as many normal() calls but are as reproducible.
   */
  fillNormal(out: Float64Array, start = 0, end = out.length): void {
    const state = this.state;
    const missAt = this.missAt;
    const missU = this.missU;
    const missLayer = this.missLayer;
    for (let chunk = start; chunk < end; chunk += FILL_CHUNK) {
      const chunkEnd = Math.min(end, chunk + FILL_CHUNK);
      let s0 = state[0];
      let s1 = state[1];
      let s2 = state[2];
      let s3 = state[3];
      let misses = 0;
      for (let k = chunk; k < chunkEnd; k++) {
        let m = Math.imul(s1, 5);
        const a = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
        let t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 11) | (s3 >>> 21);
        m = Math.imul(s1, 5);
        const b = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
        t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 11) | (s3 >>> 21);
        const u = (2 * ((a >>> 5) * TWO_POW_26 + (b >>> 6))) / TWO_POW_53 - 1;
        const i = (a & 31) | ((b & 3) << 5);
        if (Math.abs(u) < ZIG_RATIO[i]) {
          out[k] = u * ZIG_X[i];
        } else {
          missAt[misses] = k;
          missU[misses] = u;
          missLayer[misses] = i;
          misses++;
        }
      }
      state[0] = s0;
      state[1] = s1;
      state[2] = s2;
      state[3] = s3;
      for (let q = 0; q < misses; q++) {
        const x = this.outsideRectangle(missU[q], missLayer[q]);
        out[missAt[q]] = x === x ? x : this.normal();
      }
    }
  }

  /** A draw that missed layer i's rectangle: the tail (layer 0) or a wedge; NaN when rejected. */
  private outsideRectangle(u: number, i: number): number {
    if (i === 0) return this.normalTail(u < 0);
    // Accept x when a uniform height within layer i falls below the density at x.
    const x = u * ZIG_X[i];
    const f0 = Math.exp(-0.5 * (ZIG_X[i] * ZIG_X[i] - x * x));
    const f1 = Math.exp(-0.5 * (ZIG_X[i + 1] * ZIG_X[i + 1] - x * x));
    return f1 + this.uniform() * (f0 - f1) < 1 ? x : Number.NaN;
  }

  /** The tail beyond R (Marsaglia 1964). 1 − uniform() is in (0, 1]: the logarithms are finite. */
  private normalTail(negative: boolean): number {
    let x: number;
    let y: number;
    do {
      x = Math.log(1 - this.uniform()) / ZIG_R;
      y = Math.log(1 - this.uniform());
    } while (-2 * y < x * x);
    return negative ? x - ZIG_R : ZIG_R - x;
  }
}
