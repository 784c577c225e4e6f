// Compressed sparse matrices on typed arrays. CSC (column-compressed) holds A and B: one
// column per activity, so a process's exchanges are contiguous. Indices are Int32, values
// Float64. Duplicate (row, column) entries are summed when a matrix is built from triplets.

export interface CscMatrix {
  readonly rows: number;
  readonly cols: number;
  /** cols + 1 offsets into rowIndex/values */
  readonly colPtr: Int32Array;
  /** row of each stored value, ascending within a column */
  readonly rowIndex: Int32Array;
  readonly values: Float64Array;
}

/** Growable triplet (COO) list. */
export class TripletList {
  private r: Int32Array = new Int32Array(1024);
  private c: Int32Array = new Int32Array(1024);
  private v: Float64Array = new Float64Array(1024);
  length = 0;

  push(row: number, col: number, value: number): number {
    if (this.length === this.r.length) {
      const size = this.length * 2;
      this.r = grow(this.r, size);
      this.c = grow(this.c, size);
      const v = new Float64Array(size);
      v.set(this.v);
      this.v = v;
    }
    this.r[this.length] = row;
    this.c[this.length] = col;
    this.v[this.length] = value;
    return this.length++;
  }

  get rowsOf(): Int32Array {
    return this.r.subarray(0, this.length);
  }
  get colsOf(): Int32Array {
    return this.c.subarray(0, this.length);
  }
  get valuesOf(): Float64Array {
    return this.v.subarray(0, this.length);
  }
}

function grow(a: Int32Array, size: number): Int32Array {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

/**
 * Builds a CSC matrix from triplets, summing duplicates. Also answers, for every triplet, the
 * position of the stored value it went into (so sampled exchange amounts can be written back
 * into `values` without rebuilding the structure). Explicit zeros are kept: a sampled value may
 * become non-zero.
 */
export function cscFromTriplets(
  rows: number,
  cols: number,
  triplets: TripletList,
): { matrix: CscMatrix; slot: Int32Array } {
  const n = triplets.length;
  const tr = triplets.rowsOf;
  const tc = triplets.colsOf;
  const tv = triplets.valuesOf;
  for (let k = 0; k < n; k++) {
    if (tr[k] < 0 || tr[k] >= rows || tc[k] < 0 || tc[k] >= cols) {
      throw new RangeError(`entry (${tr[k]}, ${tc[k]}) is outside a ${rows}×${cols} matrix`);
    }
  }
  // Counting sort by column, then by row within each column.
  const count = new Int32Array(cols + 1);
  for (let k = 0; k < n; k++) count[tc[k] + 1]++;
  for (let j = 0; j < cols; j++) count[j + 1] += count[j];
  const order = new Int32Array(n);
  const next = count.slice(0, cols);
  for (let k = 0; k < n; k++) order[next[tc[k]]++] = k;

  const slot = new Int32Array(n);
  const colPtr = new Int32Array(cols + 1);
  const rowIndex = new Int32Array(n);
  const values = new Float64Array(n);
  const lastSeen = new Int32Array(rows).fill(-1);
  let nz = 0;
  for (let j = 0; j < cols; j++) {
    const start = count[j];
    const end = count[j + 1];
    // sort this column's triplets by row (columns are short: insertion sort)
    for (let a = start + 1; a < end; a++) {
      const k = order[a];
      let b = a - 1;
      while (b >= start && tr[order[b]] > tr[k]) {
        order[b + 1] = order[b];
        b--;
      }
      order[b + 1] = k;
    }
    colPtr[j] = nz;
    for (let a = start; a < end; a++) {
      const k = order[a];
      const r = tr[k];
      if (lastSeen[r] >= colPtr[j]) {
        values[lastSeen[r]] += tv[k];
        slot[k] = lastSeen[r];
      } else {
        rowIndex[nz] = r;
        values[nz] = tv[k];
        lastSeen[r] = nz;
        slot[k] = nz;
        nz++;
      }
    }
  }
  colPtr[cols] = nz;
  return {
    matrix: {
      rows,
      cols,
      colPtr,
      rowIndex: rowIndex.slice(0, nz),
      values: values.slice(0, nz),
    },
    slot,
  };
}

/** y = M x (y is overwritten). */
export function cscMultiply(
  m: CscMatrix,
  x: Float64Array,
  y = new Float64Array(m.rows),
): Float64Array {
  y.fill(0);
  const { colPtr, rowIndex, values } = m;
  for (let j = 0; j < m.cols; j++) {
    const xj = x[j];
    if (xj === 0) continue;
    for (let p = colPtr[j]; p < colPtr[j + 1]; p++) y[rowIndex[p]] += values[p] * xj;
  }
  return y;
}

/** y = Mᵀ x (y is overwritten). */
export function cscMultiplyTransposed(
  m: CscMatrix,
  x: Float64Array,
  y = new Float64Array(m.cols),
): Float64Array {
  const { colPtr, rowIndex, values } = m;
  for (let j = 0; j < m.cols; j++) {
    let sum = 0;
    for (let p = colPtr[j]; p < colPtr[j + 1]; p++) sum += values[p] * x[rowIndex[p]];
    y[j] = sum;
  }
  return y;
}

/** The transpose, as a new CSC matrix (equivalently, the CSR form of m). */
export function cscTranspose(m: CscMatrix): CscMatrix {
  const { rows, cols, colPtr, rowIndex, values } = m;
  const nz = colPtr[cols];
  const ptr = new Int32Array(rows + 1);
  for (let p = 0; p < nz; p++) ptr[rowIndex[p] + 1]++;
  for (let i = 0; i < rows; i++) ptr[i + 1] += ptr[i];
  const next = ptr.slice(0, rows);
  const ri = new Int32Array(nz);
  const v = new Float64Array(nz);
  for (let j = 0; j < cols; j++) {
    for (let p = colPtr[j]; p < colPtr[j + 1]; p++) {
      const q = next[rowIndex[p]]++;
      ri[q] = j;
      v[q] = values[p];
    }
  }
  return { rows: cols, cols: rows, colPtr: ptr, rowIndex: ri, values: v };
}

/** Dense copy, row-major (tests and small blocks only). */
export function cscToDense(m: CscMatrix): Float64Array[] {
  const out = Array.from({ length: m.rows }, () => new Float64Array(m.cols));
  for (let j = 0; j < m.cols; j++) {
    for (let p = m.colPtr[j]; p < m.colPtr[j + 1]; p++) out[m.rowIndex[p]][j] = m.values[p];
  }
  return out;
}

/** ‖v‖∞ */
export function maxAbs(v: Float64Array): number {
  let m = 0;
  for (let i = 0; i < v.length; i++) {
    const a = Math.abs(v[i]);
    if (a > m) m = a;
  }
  return m;
}
