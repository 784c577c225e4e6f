// Solver structure: the strongly connected blocks of A, their order and the rows of each block.

import type { CscMatrix } from "./sparse";
import { tarjan } from "./solver-graph";
import { splitLoop } from "./solver-separator";

/** Cyclic blocks up to this size are factorised densely. */
export const DENSE_BLOCK_LIMIT = 150;

export interface Block {
  /** global indices of the block's activities, in the block's local order */
  nodes: Int32Array;
  kind: "single" | "dense" | "iterative" | "split";
  /** split blocks: local start of each part of the remainder, then its size (solver-separator.ts) */
  parts?: Int32Array;
  /** split blocks: size of the separator, the block's last activities */
  separator?: number;
}

/** The ordering and block structure: shared by every solver of the same pattern. */
export interface Structure {
  n: number;
  blocks: Block[];
  /** position of each global node within its block */
  local: Int32Array;
  blockOf: Int32Array;
  /** rows of A in block order: per row, its coupling entries (columns in earlier blocks) */
  couplePtr: Int32Array;
  coupleCol: Int32Array;
  coupleSrc: Int32Array;
  /** per row, entries inside its block: local column and index into A.values */
  innerPtr: Int32Array;
  innerCol: Int32Array;
  innerSrc: Int32Array;
  /** row order: rows of block 0, then block 1, ... (global indices) */
  rowOrder: Int32Array;
  /** first row (in rowOrder) of each block */
  blockStart: Int32Array;
}

export function analyse(A: CscMatrix): Structure {
  const n = A.rows;
  const { colPtr, rowIndex } = A;
  const nnz = colPtr[n];
  // Row-wise pattern with the index of each entry in A.values.
  const rowPtr = new Int32Array(n + 1);
  for (let p = 0; p < nnz; p++) rowPtr[rowIndex[p] + 1]++;
  for (let i = 0; i < n; i++) rowPtr[i + 1] += rowPtr[i];
  const rowCol = new Int32Array(nnz);
  const rowSrc = new Int32Array(nnz);
  const next = rowPtr.slice(0, n);
  for (let j = 0; j < n; j++) {
    for (let p = colPtr[j]; p < colPtr[j + 1]; p++) {
      const q = next[rowIndex[p]]++;
      rowCol[q] = j;
      rowSrc[q] = p;
    }
  }

  const components = tarjan(n, rowPtr, rowCol);
  const blockOf = new Int32Array(n);
  components.forEach((c, b) => c.forEach((v) => (blockOf[v] = b)));

  const blocks: Block[] = components.map((nodes, b) => {
    if (nodes.length === 1) return { nodes: Int32Array.of(nodes[0]), kind: "single" as const };
    if (nodes.length <= DENSE_BLOCK_LIMIT) return { nodes: Int32Array.from(nodes), kind: "dense" };
    const split = splitLoop(nodes, b, blockOf, rowPtr, rowCol, DENSE_BLOCK_LIMIT);
    if (split) {
      return { nodes: split.order, kind: "split", parts: split.parts, separator: split.separator };
    }
    return { nodes: postOrder(nodes, blockOf, rowPtr, rowCol), kind: "iterative" };
  });

  const local = new Int32Array(n);
  for (const block of blocks) block.nodes.forEach((v, k) => (local[v] = k));

  const rowOrder = new Int32Array(n);
  const blockStart = new Int32Array(blocks.length + 1);
  let r = 0;
  blocks.forEach((block, b) => {
    blockStart[b] = r;
    for (const v of block.nodes) rowOrder[r++] = v;
  });
  blockStart[blocks.length] = n;

  const couplePtr = new Int32Array(n + 1);
  const innerPtr = new Int32Array(n + 1);
  for (let k = 0; k < n; k++) {
    const i = rowOrder[k];
    let inner = 0;
    for (let q = rowPtr[i]; q < rowPtr[i + 1]; q++) if (blockOf[rowCol[q]] === blockOf[i]) inner++;
    innerPtr[k + 1] = innerPtr[k] + inner;
    couplePtr[k + 1] = couplePtr[k] + (rowPtr[i + 1] - rowPtr[i] - inner);
  }
  const coupleCol = new Int32Array(couplePtr[n]);
  const coupleSrc = new Int32Array(couplePtr[n]);
  const innerCol = new Int32Array(innerPtr[n]);
  const innerSrc = new Int32Array(innerPtr[n]);
  for (let k = 0; k < n; k++) {
    const i = rowOrder[k];
    let c = couplePtr[k];
    const start = innerPtr[k];
    let e = start;
    for (let q = rowPtr[i]; q < rowPtr[i + 1]; q++) {
      const j = rowCol[q];
      if (blockOf[j] === blockOf[i]) {
        innerCol[e] = local[j];
        innerSrc[e] = rowSrc[q];
        e++;
      } else {
        coupleCol[c] = j;
        coupleSrc[c] = rowSrc[q];
        c++;
      }
    }
    sortRowByColumn(innerCol, innerSrc, start, e);
  }
  return {
    n,
    blocks,
    local,
    blockOf,
    couplePtr,
    coupleCol,
    coupleSrc,
    innerPtr,
    innerCol,
    innerSrc,
    rowOrder,
    blockStart,
  };
}

function sortRowByColumn(col: Int32Array, src: Int32Array, start: number, end: number): void {
  for (let a = start + 1; a < end; a++) {
    const c = col[a];
    const s = src[a];
    let b = a - 1;
    while (b >= start && col[b] > c) {
      col[b + 1] = col[b];
      src[b + 1] = src[b];
      b--;
    }
    col[b + 1] = c;
    src[b + 1] = s;
  }
}

/** Depth-first post-order of a component: the suppliers of an activity come before it. */
function postOrder(
  nodes: readonly number[],
  blockOf: Int32Array,
  rowPtr: Int32Array,
  rowCol: Int32Array,
): Int32Array {
  const block = blockOf[nodes[0]];
  const visited = new Set<number>();
  const order = new Int32Array(nodes.length);
  let k = 0;
  const stackNode: number[] = [];
  const stackEdge: number[] = [];
  // Any start will do: the post-order, not the start, makes the block nearly triangular.
  for (const start of nodes) {
    if (visited.has(start)) continue;
    visited.add(start);
    stackNode.push(start);
    stackEdge.push(rowPtr[start]);
    while (stackNode.length > 0) {
      const top = stackNode.length - 1;
      const v = stackNode[top];
      const e = stackEdge[top];
      if (e < rowPtr[v + 1]) {
        stackEdge[top] = e + 1;
        const w = rowCol[e];
        if (blockOf[w] === block && !visited.has(w)) {
          visited.add(w);
          stackNode.push(w);
          stackEdge.push(rowPtr[w]);
        }
      } else {
        stackNode.pop();
        stackEdge.pop();
        order[k++] = v;
      }
    }
  }
  return order;
}

/** The first row (in rowOrder) and the size of block b. */
export function blockRows(s: Structure, b: number): { start: number; size: number } {
  return { start: s.blockStart[b], size: s.blocks[b].nodes.length };
}
