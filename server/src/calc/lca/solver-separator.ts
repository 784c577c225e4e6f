// Splitting a large loop of activities. In a supply network a large strongly connected block is
// held together by a few hubs (electricity, transport, fuels, heat, bulk chemicals) that nearly
// every chain passes through. Set those apart (the separator F) and the rest of the block (the
// remainder R) breaks into single activities and small loops, which are solved one after another
// by substitution. The block is then, in the order [R, F],
//
//     [ A_RR  A_RF ] [s_R]   [b_R]
//     [ A_FR  A_FF ] [s_F] = [b_F]
//
// and s_F solves the Schur complement S = A_FF − A_FR A_RR⁻¹ A_RF, a dense matrix of the size of
// the separator (solver-schur.ts). Finding the smallest separator is NP-hard (minimum feedback
// vertex set); the greedy rule below takes, in rounds, the 2% of each loop still too large with
// the most suppliers and customers inside it, which finds the hubs of a supply network (on the
// benchmark's systems: 404 activities at 20,000 processes, which has 400 hubs; 1,192 at 40,000
// with 800; ranking by suppliers × customers, or in rounds of 5%, took more or failed at 40,000).

import { tarjan } from "./solver-graph";

/** A large loop split into a remainder of small parts and a separator. */
export interface Split {
  /** the block's activities (global indices): the remainder's parts in order, then F */
  order: Int32Array;
  /** local start of each part of the remainder, then its size r */
  parts: Int32Array;
  /** size of the separator F (the last entries of `order`) */
  separator: number;
}

/** Share of a still-too-large loop set apart in each round. */
const ROUND_SHARE = 0.02;

/** The largest separator worth a dense Schur complement (its LU costs k³/3). */
export function separatorLimit(size: number): number {
  return Math.min(1500, Math.max(16, Math.floor(size / 4)));
}

/**
 * Splits the block of `nodes` (global indices, all in block `block` of `blockOf`) so that no part
 * of the remainder has more than `partLimit` activities; undefined when that would take a
 * separator larger than `separatorLimit`. `rowPtr`/`rowCol` is the graph "row i uses column j".
 */
export function splitLoop(
  nodes: readonly number[],
  block: number,
  blockOf: Int32Array,
  rowPtr: Int32Array,
  rowCol: Int32Array,
  partLimit: number,
): Split | undefined {
  const m = nodes.length;
  const limit = separatorLimit(m);
  const localOf = new Map<number, number>();
  nodes.forEach((v, k) => localOf.set(v, k));
  // The block's own graph in local indices, without the diagonal.
  const ptr = new Int32Array(m + 1);
  const edges: number[] = [];
  for (let k = 0; k < m; k++) {
    const v = nodes[k];
    for (let q = rowPtr[v]; q < rowPtr[v + 1]; q++) {
      const w = rowCol[q];
      if (w !== v && blockOf[w] === block) edges.push(localOf.get(w)!);
    }
    ptr[k + 1] = edges.length;
  }
  const col = Int32Array.from(edges);

  const removed = new Uint8Array(m);
  let separator = 0;
  const compOf = new Int32Array(m);
  const inDegree = new Int32Array(m);
  for (;;) {
    const parts = components(m, ptr, col, removed);
    const large = parts.filter((c) => c.length > partLimit);
    if (large.length === 0) return finish(nodes, parts, removed, separator);
    compOf.fill(-1);
    large.forEach((c, id) => c.forEach((v) => (compOf[v] = id)));
    for (const c of large) {
      // suppliers + customers inside this loop
      for (const v of c) inDegree[v] = 0;
      for (const v of c) {
        for (let q = ptr[v]; q < ptr[v + 1]; q++) {
          const w = col[q];
          if (compOf[w] === compOf[v]) inDegree[w]++;
        }
      }
      const score = new Float64Array(c.length);
      c.forEach((v, i) => {
        let out = 0;
        for (let q = ptr[v]; q < ptr[v + 1]; q++) if (compOf[col[q]] === compOf[v]) out++;
        score[i] = out + inDegree[v];
      });
      const ranked = Array.from(c.keys()).sort((a, b) => score[b] - score[a]);
      const take = Math.max(1, Math.ceil(c.length * ROUND_SHARE));
      for (let t = 0; t < take; t++) removed[c[ranked[t]]] = 1;
      separator += take;
    }
    if (separator > limit) return undefined;
  }
}

/** Strongly connected components of the block's graph without the removed activities. */
function components(m: number, ptr: Int32Array, col: Int32Array, removed: Uint8Array): number[][] {
  const livePtr = new Int32Array(m + 1);
  const live: number[] = [];
  for (let v = 0; v < m; v++) {
    if (!removed[v])
      for (let q = ptr[v]; q < ptr[v + 1]; q++) if (!removed[col[q]]) live.push(col[q]);
    livePtr[v + 1] = live.length;
  }
  return tarjan(m, livePtr, Int32Array.from(live)).filter((c) => !removed[c[0]]);
}

function finish(
  nodes: readonly number[],
  parts: number[][],
  removed: Uint8Array,
  separator: number,
): Split {
  const m = nodes.length;
  const order = new Int32Array(m);
  const starts = new Int32Array(parts.length + 1);
  let k = 0;
  parts.forEach((part, p) => {
    starts[p] = k;
    for (const v of part) order[k++] = nodes[v];
  });
  starts[parts.length] = k;
  for (let v = 0; v < m; v++) if (removed[v]) order[k++] = nodes[v];
  return { order, parts: starts, separator };
}
