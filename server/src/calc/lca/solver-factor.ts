// Solver factorisations: dense LU of small loops and ILU(0) of large ones, and their solves.

import { LcaSolveError, type NameOf } from "./solver-diagnostics";
import { blockRows, type Structure } from "./solver-structure";

export interface DenseLu {
  size: number;
  lu: Float64Array; // row-major, L (unit) below, U on and above the diagonal
  pivot: Int32Array;
}

export interface Ilu {
  /** the block in CSR (local indices) with values */
  ptr: Int32Array;
  col: Int32Array;
  /** index into the block's inner entries of each diagonal */
  diag: Int32Array;
  /** ILU(0) factors in the same pattern */
  factors: Float64Array;
}

/** Dense LU with partial pivoting of block b; a singular loop is an error naming its activities. */
export function factorDense(
  s: Structure,
  inner: Float64Array,
  nameOf: NameOf,
  b: number,
  into?: Float64Array,
): DenseLu {
  const { start, size } = blockRows(s, b);
  const lu = into?.length === size * size ? into.fill(0) : new Float64Array(size * size);
  for (let k = 0; k < size; k++) {
    const row = start + k;
    for (let q = s.innerPtr[row]; q < s.innerPtr[row + 1]; q++) {
      lu[k * size + s.innerCol[q]] += inner[q];
    }
  }
  const pivot = factorInPlace(lu, size, () => {
    const names = Array.from(s.blocks[b].nodes.slice(0, 5), (v) => nameOf(v)).join(", ");
    return new LcaSolveError(
      `a loop of ${size} activities is singular (${names}${size > 5 ? ", ..." : ""}): ` +
        `it consumes as much as it produces`,
      "singular",
    );
  });
  return { size, lu, pivot };
}

/** ILU(0) of block b in its own pattern; a missing diagonal or a zero pivot is an error. */
export function factorIlu(s: Structure, inner: Float64Array, nameOf: NameOf, b: number): Ilu {
  const { start, size } = blockRows(s, b);
  const { innerPtr, innerCol } = s;
  const base = innerPtr[start];
  const ptr = new Int32Array(size + 1);
  for (let k = 0; k <= size; k++) ptr[k] = innerPtr[start + k] - base;
  const col = innerCol.subarray(base, innerPtr[start + size]);
  const factors = inner.slice(base, innerPtr[start + size]);
  const diag = new Int32Array(size).fill(-1);
  for (let k = 0; k < size; k++) {
    for (let q = ptr[k]; q < ptr[k + 1]; q++) if (col[q] === k) diag[k] = q;
    if (diag[k] < 0) {
      throw new LcaSolveError(
        `activity ${nameOf(s.blocks[b].nodes[k])} has no output (no diagonal entry)`,
        "singular",
      );
    }
  }
  // ILU(0), row by row (IKJ): eliminate with the earlier rows, keeping the pattern.
  const where = new Int32Array(size).fill(-1);
  for (let i = 0; i < size; i++) {
    for (let q = ptr[i]; q < ptr[i + 1]; q++) where[col[q]] = q;
    for (let q = ptr[i]; q < ptr[i + 1]; q++) {
      const k = col[q];
      if (k >= i) break;
      const pivot = factors[diag[k]];
      if (pivot === 0) {
        throw new LcaSolveError(
          `activity ${nameOf(s.blocks[b].nodes[k])} has a zero pivot`,
          "singular",
        );
      }
      const l = (factors[q] /= pivot);
      for (let p = diag[k] + 1; p < ptr[k + 1]; p++) {
        const w = where[col[p]];
        if (w >= 0) factors[w] -= l * factors[p];
      }
    }
    for (let q = ptr[i]; q < ptr[i + 1]; q++) where[col[q]] = -1;
    if (factors[diag[i]] === 0) {
      throw new LcaSolveError(
        `activity ${nameOf(s.blocks[b].nodes[i])} has a zero pivot`,
        "singular",
      );
    }
  }
  return { ptr, col: Int32Array.from(col), diag, factors };
}

/** out = (LU)⁻¹ x for ILU factors stored in the block's pattern. */
export function iluApply(
  size: number,
  ptr: Int32Array,
  col: Int32Array,
  diag: Int32Array,
  factors: Float64Array,
  x: Float64Array,
  out: Float64Array,
): void {
  for (let i = 0; i < size; i++) {
    let sum = x[i];
    const end = diag[i];
    for (let q = ptr[i]; q < end; q++) sum -= factors[q] * out[col[q]];
    out[i] = sum;
  }
  for (let i = size - 1; i >= 0; i--) {
    const d = diag[i];
    let sum = out[i];
    const end = ptr[i + 1];
    for (let q = d + 1; q < end; q++) sum -= factors[q] * out[col[q]];
    out[i] = sum / factors[d];
  }
}

export function luSolve({ size, lu, pivot }: DenseLu, rhs: Float64Array): Float64Array {
  const y = Float64Array.from(rhs);
  solveInPlace(size, lu, pivot, y);
  return y;
}

/**
 * LU with partial pivoting of a dense row-major size × size matrix, in place (L unit below the
 * diagonal, U on and above); answers the pivot rows. A pivot below 1e-13 of the largest entry
 * throws the error `singular` builds.
 */
export function factorInPlace(lu: Float64Array, size: number, singular: () => Error): Int32Array {
  const pivot = new Int32Array(size);
  let scale = 0;
  for (let q = 0; q < size * size; q++) scale = Math.max(scale, Math.abs(lu[q]));
  for (let k = 0; k < size; k++) {
    let p = k;
    let best = Math.abs(lu[k * size + k]);
    for (let i = k + 1; i < size; i++) {
      const v = Math.abs(lu[i * size + k]);
      if (v > best) {
        best = v;
        p = i;
      }
    }
    if (!(best > scale * 1e-13)) throw singular();
    pivot[k] = p;
    if (p !== k) {
      for (let j = 0; j < size; j++) {
        const t = lu[k * size + j];
        lu[k * size + j] = lu[p * size + j];
        lu[p * size + j] = t;
      }
    }
    const d = lu[k * size + k];
    const rowK = k * size;
    for (let i = k + 1; i < size; i++) {
      const rowI = i * size;
      const l = lu[rowI + k] / d;
      if (l === 0) continue;
      lu[rowI + k] = l;
      for (let j = k + 1; j < size; j++) lu[rowI + j] -= l * lu[rowK + j];
    }
  }
  return pivot;
}

/** y[at..at+size) ← (LU)⁻¹ y[at..at+size), for factors from factorInPlace. */
export function solveInPlace(
  size: number,
  lu: Float64Array,
  pivot: Int32Array,
  y: Float64Array,
  at = 0,
): void {
  for (let k = 0; k < size; k++) {
    const p = pivot[k];
    if (p !== k) {
      const t = y[at + k];
      y[at + k] = y[at + p];
      y[at + p] = t;
    }
  }
  for (let i = 1; i < size; i++) {
    let sum = y[at + i];
    const row = i * size;
    for (let j = 0; j < i; j++) sum -= lu[row + j] * y[at + j];
    y[at + i] = sum;
  }
  for (let i = size - 1; i >= 0; i--) {
    let sum = y[at + i];
    const row = i * size;
    for (let j = i + 1; j < size; j++) sum -= lu[row + j] * y[at + j];
    y[at + i] = sum / lu[row + i];
  }
}
