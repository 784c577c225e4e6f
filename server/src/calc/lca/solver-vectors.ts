// Solver vector kernels: norms, dot products, gathers and the CSR product of a block.

export function csrMultiply(
  size: number,
  ptr: Int32Array,
  col: Int32Array,
  values: Float64Array,
  x: Float64Array,
  out: Float64Array,
): void {
  let q = ptr[0];
  for (let i = 0; i < size; i++) {
    const end = ptr[i + 1];
    let sum = 0;
    for (; q < end; q++) sum += values[q] * x[col[q]];
    out[i] = sum;
  }
}

/** values[src[q]] for every q, into `into` when it has the right length. */
export function gather(values: Float64Array, src: Int32Array, into?: Float64Array): Float64Array {
  const out = into?.length === src.length ? into : new Float64Array(src.length);
  for (let q = 0; q < src.length; q++) out[q] = values[src[q]];
  return out;
}

export function sameValues(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function gatherNodes(x: Float64Array, nodes: Int32Array): Float64Array {
  const out = new Float64Array(nodes.length);
  for (let k = 0; k < nodes.length; k++) out[k] = x[nodes[k]];
  return out;
}

export function norm2(v: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  return Math.sqrt(sum);
}

export function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}
