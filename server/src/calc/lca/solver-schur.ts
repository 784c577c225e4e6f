// Solving a split block (solver-separator.ts): in the order [remainder R, separator F],
//
//     s_R = A_RR⁻¹ (b_R − A_RF s_F)                 substitution over R's small parts
//     S s_F = b_F − A_FR A_RR⁻¹ b_R,   S = A_FF − A_FR A_RR⁻¹ A_RF
//
// S is dense (k × k, k the separator's size), computed column by column at preparation (k
// substitutions over R) and factorised by LU with partial pivoting: a solve is then two
// substitutions over R and one dense solve, exact but for rounding, with no iteration.
//
// A solver for new values of the same pattern (a Monte Carlo draw) refactorises R's small loops,
// which is cheap, and keeps the S of the values it was derived from. Then, and whenever the
// residual of the direct answer is above the tolerance, s_F is refined by GMRES on S s_F = g,
// preconditioned by the kept factorisation: each step is one substitution over R and one dense
// solve. `sweep` gives, for any s_F, the s_R that satisfies R's rows exactly and the residual of
// F's rows, ρ = b_F − A_FF s_F − A_FR s_R = g − S s_F, so the block's residual is ρ's.
import { LcaSolveError, type NameOf } from "./solver-diagnostics";
import { factorInPlace, solveInPlace } from "./solver-factor";
import type { Structure } from "./solver-structure";

/** GMRES restarts after this many steps; a solve gives up after MAX_STEPS. */
const RESTART = 30;
const MAX_STEPS = 300;

/** The pattern of a split block: shared by every solver of the same structure. */
export interface SplitShape {
  /** block size, remainder size, separator size */
  m: number;
  r: number;
  k: number;
  parts: Int32Array;
  /** the block's rows in CSR, local columns ascending; `base` is its first entry in `inner` */
  base: number;
  ptr: Int32Array;
  col: Int32Array;
  /** R rows: first entry in the row's own part; F rows: first entry in F */
  lo: Int32Array;
  /** R rows: first entry in F */
  hi: Int32Array;
}

/** Factors of a split block for one set of values. */
export interface SplitFactors {
  /** 1 / diagonal of the remainder's single activities */
  invDiag: Float64Array;
  /** LU factors and pivots of the remainder's small loops, by part */
  partLu: (Float64Array | undefined)[];
  partPivot: (Int32Array | undefined)[];
  /** LU of the Schur complement, and whether it was computed from these values */
  schur: { lu: Float64Array; pivot: Int32Array };
  exact: boolean;
}

export function splitShape(s: Structure, b: number): SplitShape {
  const block = s.blocks[b];
  const parts = block.parts!;
  const m = block.nodes.length;
  const k = block.separator!;
  const r = m - k;
  const start = s.blockStart[b];
  const base = s.innerPtr[start];
  const ptr = new Int32Array(m + 1);
  for (let i = 0; i <= m; i++) ptr[i] = s.innerPtr[start + i] - base;
  const col = s.innerCol.slice(base, base + ptr[m]);
  const lo = new Int32Array(m);
  const hi = new Int32Array(m);
  for (let p = 0; p + 1 < parts.length; p++) {
    for (let i = parts[p]; i < parts[p + 1]; i++) {
      let q = ptr[i];
      while (q < ptr[i + 1] && col[q] < parts[p]) q++;
      lo[i] = q;
      while (q < ptr[i + 1] && col[q] < parts[p + 1]) q++;
      hi[i] = q;
      // parts come in dependency order: a row uses nothing of a later part but F
      if (q < ptr[i + 1] && col[q] < r) throw new Error("split block: parts out of order");
    }
  }
  for (let i = r; i < m; i++) {
    let q = ptr[i];
    while (q < ptr[i + 1] && col[q] < r) q++;
    lo[i] = hi[i] = q;
  }
  return { m, r, k, parts, base, ptr, col, lo, hi };
}

/**
 * Factorises the remainder's parts for `values` (the block's entries) and, unless `kept` is
 * given, the Schur complement; into the arrays of `recycled` (factors no longer used) when
 * given. A singular part or complement is an error naming activities.
 */
export function factorSplit(
  sh: SplitShape,
  values: Float64Array,
  nodes: Int32Array,
  nameOf: NameOf,
  kept?: SplitFactors["schur"],
  recycled?: SplitFactors,
): SplitFactors {
  const { parts, col, lo, hi, r, k } = sh;
  const invDiag = recycled?.invDiag ?? new Float64Array(r);
  const partLu: SplitFactors["partLu"] = [];
  const partPivot: SplitFactors["partPivot"] = [];
  const singular = (from: number, size: number) => {
    const names = Array.from(nodes.slice(from, from + Math.min(size, 5)), (v) => nameOf(v));
    return new LcaSolveError(
      size === 1
        ? `activity ${names[0]} has no net output (zero on the diagonal)`
        : `a loop of ${size} activities is singular (${names.join(", ")}${size > 5 ? ", ..." : ""}): ` +
            `it consumes as much as it produces`,
      "singular",
    );
  };
  for (let p = 0; p + 1 < parts.length; p++) {
    const a = parts[p];
    const size = parts[p + 1] - a;
    if (size === 1) {
      const d = hi[a] > lo[a] ? values[lo[a]] : 0;
      if (d === 0) throw singular(a, 1);
      invDiag[a] = 1 / d;
      continue;
    }
    const lu = recycled?.partLu[p]?.fill(0) ?? new Float64Array(size * size);
    for (let i = a; i < a + size; i++) {
      for (let q = lo[i]; q < hi[i]; q++) lu[(i - a) * size + col[q] - a] = values[q];
    }
    partPivot[p] = factorInPlace(lu, size, () => singular(a, size));
    partLu[p] = lu;
  }
  const factors: SplitFactors = { invDiag, partLu, partPivot, schur: kept!, exact: !kept };
  if (kept) return factors;

  // S e_t = −ρ of a sweep with b = 0 and s_F = e_t, column by column.
  const S = new Float64Array(k * k);
  const e = new Float64Array(k);
  const y = new Float64Array(r);
  const rho = new Float64Array(k);
  for (let t = 0; t < k; t++) {
    e[t] = 1;
    sweep(sh, values, factors, undefined, e, y, rho);
    e[t] = 0;
    for (let u = 0; u < k; u++) S[u * k + t] = -rho[u];
  }
  const pivot = factorInPlace(S, k, () => singular(r, k));
  factors.schur = { lu: S, pivot };
  return factors;
}

/**
 * y_R = A_RR⁻¹ (b_R − A_RF x_F) and ρ = b_F − A_FF x_F − A_FR y_R; b undefined is b = 0.
 */
function sweep(
  sh: SplitShape,
  v: Float64Array,
  fa: SplitFactors,
  b: Float64Array | undefined,
  xF: Float64Array,
  y: Float64Array,
  rho: Float64Array,
): void {
  const { parts, ptr, col, lo, hi, r, k } = sh;
  const { invDiag, partLu, partPivot } = fa;
  const last = parts.length - 1;
  for (let p = 0; p < last; p++) {
    const a = parts[p];
    const e = parts[p + 1];
    for (let i = a; i < e; i++) {
      let sum = b === undefined ? 0 : b[i];
      const low = lo[i];
      for (let q = ptr[i]; q < low; q++) sum -= v[q] * y[col[q]];
      const end = ptr[i + 1];
      for (let q = hi[i]; q < end; q++) sum -= v[q] * xF[col[q] - r];
      y[i] = sum;
    }
    if (e - a === 1) y[a] *= invDiag[a];
    else solveInPlace(e - a, partLu[p]!, partPivot[p]!, y, a);
  }
  for (let u = 0; u < k; u++) {
    const i = r + u;
    let sum = b === undefined ? 0 : b[i];
    const low = lo[i];
    for (let q = ptr[i]; q < low; q++) sum -= v[q] * y[col[q]];
    const end = ptr[i + 1];
    for (let q = low; q < end; q++) sum -= v[q] * xF[col[q] - r];
    rho[u] = sum;
  }
}

function norm(v: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  return Math.sqrt(sum);
}

/**
 * Solves the split block for `rhs` (local order) to ‖ρ‖ ≤ `tolerance` (absolute). With exact
 * factors the answer is direct; otherwise it starts from `guess` (local order) when given, and
 * GMRES refines s_F. Answers the solution in local order and the GMRES steps taken.
 */
export function solveSplit(
  sh: SplitShape,
  values: Float64Array,
  fa: SplitFactors,
  rhs: Float64Array,
  guess: Float64Array | undefined,
  tolerance: number,
  nodes: Int32Array,
  nameOf: NameOf,
): { y: Float64Array; iterations: number } {
  const { m, r, k } = sh;
  const { lu, pivot } = fa.schur;
  const y = new Float64Array(m);
  const rho = new Float64Array(k);
  const xF = new Float64Array(k);
  if (guess && !fa.exact) {
    xF.set(guess.subarray(r));
  } else {
    sweep(sh, values, fa, rhs, xF, y, rho);
    xF.set(rho);
    solveInPlace(k, lu, pivot, xF);
  }
  sweep(sh, values, fa, rhs, xF, y, rho);
  let beta = norm(rho);
  let steps = 0;
  if (beta > tolerance) {
    // GMRES(RESTART) on S x_F = g, right-preconditioned by the kept LU of S.
    const V = Array.from({ length: RESTART + 1 }, () => new Float64Array(k));
    const Z = Array.from({ length: RESTART }, () => new Float64Array(k));
    const H = new Float64Array((RESTART + 1) * RESTART);
    const cs = new Float64Array(RESTART);
    const sn = new Float64Array(RESTART);
    const g = new Float64Array(RESTART + 1);
    const coef = new Float64Array(RESTART);
    const scratch = new Float64Array(r);
    while (beta > tolerance && steps < MAX_STEPS) {
      for (let i = 0; i < k; i++) V[0][i] = rho[i] / beta;
      g.fill(0);
      g[0] = beta;
      let j = 0;
      while (j < RESTART && steps < MAX_STEPS) {
        const z = Z[j];
        z.set(V[j]);
        solveInPlace(k, lu, pivot, z);
        const w = V[j + 1];
        sweep(sh, values, fa, undefined, z, scratch, w);
        for (let i = 0; i < k; i++) w[i] = -w[i]; // S z
        for (let i = 0; i <= j; i++) {
          let h = 0;
          const vi = V[i];
          for (let q = 0; q < k; q++) h += w[q] * vi[q];
          H[i * RESTART + j] = h;
          for (let q = 0; q < k; q++) w[q] -= h * vi[q];
        }
        const hn = norm(w);
        for (let i = 0; i < j; i++) {
          const a = H[i * RESTART + j];
          const c = H[(i + 1) * RESTART + j];
          H[i * RESTART + j] = cs[i] * a + sn[i] * c;
          H[(i + 1) * RESTART + j] = -sn[i] * a + cs[i] * c;
        }
        const a = H[j * RESTART + j];
        const d = Math.hypot(a, hn);
        cs[j] = d === 0 ? 1 : a / d;
        sn[j] = d === 0 ? 0 : hn / d;
        H[j * RESTART + j] = d;
        g[j + 1] = -sn[j] * g[j];
        g[j] = cs[j] * g[j];
        steps++;
        j++;
        if (hn === 0 || Math.abs(g[j]) <= tolerance * 0.5) break;
        for (let q = 0; q < k; q++) w[q] /= hn;
      }
      for (let i = j - 1; i >= 0; i--) {
        let sum = g[i];
        for (let l = i + 1; l < j; l++) sum -= H[i * RESTART + l] * coef[l];
        coef[i] = H[i * RESTART + i] === 0 ? 0 : sum / H[i * RESTART + i];
      }
      for (let i = 0; i < j; i++) {
        const zi = Z[i];
        const c = coef[i];
        for (let q = 0; q < k; q++) xF[q] += c * zi[q];
      }
      sweep(sh, values, fa, rhs, xF, y, rho);
      beta = norm(rho);
    }
  }
  if (!(beta <= tolerance)) {
    const names = Array.from(nodes.slice(r, r + 3), (v) => nameOf(v)).join(", ");
    throw new LcaSolveError(
      `a loop of ${m} activities around ${names}, ... did not converge: residual ` +
        `${beta.toExponential(2)} after ${steps} steps; the system may be singular ` +
        `(a loop producing less than it consumes)`,
      "not-converged",
    );
  }
  y.set(xF, r);
  return { y, iterations: steps };
}
