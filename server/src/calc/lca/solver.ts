// Solving A s = f for supply chains with loops.
//
// Preparation orders the activities into strongly connected blocks (Tarjan): in that order A is
// block triangular, so the blocks are solved one after another, each with the solutions of the
// blocks it depends on moved to its right-hand side. A block of one activity is a division; a
// small cyclic block is factorised once (dense LU with partial pivoting); a large cyclic block is
// solved iteratively (BiCGSTAB preconditioned by an incomplete LU factorisation of the block,
// ILU(0)), warm-started from a given guess (Monte Carlo starts from the unperturbed solution) or
// from the previous answer to the same right-hand side. Within a large block the activities
// are put in depth-first post-order, suppliers before their customers, so the block is nearly
// triangular and ILU(0) is nearly exact.
//
// Every solve ends with the relative residual ‖A s − f‖₂ / ‖f‖₂ of the whole system; above the
// tolerance it is an error, never a silent wrong answer. A singular block (an activity without
// output, a loop that produces nothing net) is an error naming the activities.
import { cscMultiply, type CscMatrix } from "./sparse";

export const DEFAULT_TOLERANCE = 1e-10;
/** Cyclic blocks up to this size are factorised densely. */
export const DENSE_BLOCK_LIMIT = 150;
const MAX_ITERATIONS = 1000;

export class LcaSolveError extends Error {
  constructor(
    message: string,
    readonly reason: "singular" | "not-converged" | "not-finite",
  ) {
    super(message);
    this.name = "LcaSolveError";
  }
}

export interface SolveOptions {
  /** relative residual to reach; default 1e-10 */
  tolerance?: number;
  /** a starting guess for iterative blocks (e.g. the unperturbed solution in Monte Carlo) */
  x0?: Float64Array;
}

export interface SolveResult {
  x: Float64Array;
  /** ‖A x − f‖₂ / ‖f‖₂ */
  residual: number;
  /** BiCGSTAB iterations summed over the iterative blocks */
  iterations: number;
}

export interface SolverStats {
  n: number;
  nnz: number;
  blocks: number;
  singletons: number;
  denseBlocks: number;
  iterativeBlocks: number;
  largestBlock: number;
}

export interface LinearSolver {
  readonly stats: SolverStats;
  solve(f: Float64Array, options?: SolveOptions): SolveResult;
  /**
   * A solver for a matrix of the same pattern with other values (a Monte Carlo draw): the
   * ordering is kept, small blocks are refactorised; large blocks keep this solver's
   * preconditioner unless `refactor` is set, which suits values close to these.
   */
  withValues(values: Float64Array, options?: { refactor?: boolean }): LinearSolver;
}

/** Activity names for error messages. */
export type NameOf = (index: number) => string;

interface Block {
  /** global indices of the block's activities, in the block's local order */
  nodes: Int32Array;
  kind: "single" | "dense" | "iterative";
}

/** The ordering and block structure: shared by every solver of the same pattern. */
interface Structure {
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

export function prepareSolver(A: CscMatrix, nameOf: NameOf = (i) => `#${i}`): LinearSolver {
  if (A.rows !== A.cols) throw new RangeError(`A must be square, not ${A.rows}×${A.cols}`);
  const structure = analyse(A);
  return new BlockSolver(A, A.values, structure, nameOf, undefined);
}

// ---------------------------------------------------------------------------------------------
// Structure: rows, strongly connected components, orders

function analyse(A: CscMatrix): Structure {
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

  const blocks: Block[] = components.map((nodes) => {
    if (nodes.length === 1) return { nodes: Int32Array.of(nodes[0]), kind: "single" as const };
    if (nodes.length <= DENSE_BLOCK_LIMIT) return { nodes: Int32Array.from(nodes), kind: "dense" };
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

/**
 * Strongly connected components of the graph "row i uses column j", iteratively (no recursion,
 * so deep supply chains cannot overflow the stack). Components come out in the order they can
 * be solved: each depends only on components before it.
 */
function tarjan(n: number, rowPtr: Int32Array, rowCol: Int32Array): number[][] {
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack = new Int32Array(n);
  let top = 0;
  const callNode = new Int32Array(n);
  const callEdge = new Int32Array(n);
  let counter = 0;
  const components: number[][] = [];

  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    let depth = 0;
    callNode[0] = root;
    callEdge[0] = rowPtr[root];
    index[root] = low[root] = counter++;
    stack[top++] = root;
    onStack[root] = 1;
    while (depth >= 0) {
      const v = callNode[depth];
      const e = callEdge[depth];
      if (e < rowPtr[v + 1]) {
        callEdge[depth] = e + 1;
        const w = rowCol[e];
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack[top++] = w;
          onStack[w] = 1;
          depth++;
          callNode[depth] = w;
          callEdge[depth] = rowPtr[w];
        } else if (onStack[w] && index[w] < low[v]) {
          low[v] = index[w];
        }
        continue;
      }
      if (low[v] === index[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack[--top];
          onStack[w] = 0;
          component.push(w);
        } while (w !== v);
        components.push(component);
      }
      depth--;
      if (depth >= 0) {
        const u = callNode[depth];
        if (low[v] < low[u]) low[u] = low[v];
      }
    }
  }
  return components;
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

// ---------------------------------------------------------------------------------------------
// Factorisations of the blocks

interface DenseLu {
  size: number;
  lu: Float64Array; // row-major, L (unit) below, U on and above the diagonal
  pivot: Int32Array;
}

interface Ilu {
  /** the block in CSR (local indices) with values */
  ptr: Int32Array;
  col: Int32Array;
  /** index into the block's inner entries of each diagonal */
  diag: Int32Array;
  /** ILU(0) factors in the same pattern */
  factors: Float64Array;
}

interface BlockState {
  dense?: DenseLu;
  ilu?: Ilu;
  /** the block's last right-hand side and solution: asked again, the answer is at hand */
  lastRhs?: Float64Array;
  last?: Float64Array;
  /** BiCGSTAB's work vectors, kept between solves */
  work?: Float64Array[];
}

class BlockSolver implements LinearSolver {
  readonly stats: SolverStats;
  private readonly states: BlockState[];
  private readonly inner: Float64Array;
  private readonly couple: Float64Array;

  constructor(
    private readonly A: CscMatrix,
    private readonly values: Float64Array,
    private readonly s: Structure,
    private readonly nameOf: NameOf,
    reuse: BlockState[] | undefined,
    refactor = true,
  ) {
    this.inner = gather(values, s.innerSrc);
    this.couple = gather(values, s.coupleSrc);
    this.states = s.blocks.map((block, b) => {
      if (block.kind === "single") return {};
      if (block.kind === "dense") return { dense: this.factorDense(b) };
      const previous = reuse?.[b];
      if (previous?.ilu && !refactor) return { ilu: previous.ilu };
      return { ilu: this.factorIlu(b) };
    });
    let singletons = 0;
    let dense = 0;
    let iterative = 0;
    let largest = 0;
    for (const block of s.blocks) {
      if (block.kind === "single") singletons++;
      else if (block.kind === "dense") dense++;
      else iterative++;
      largest = Math.max(largest, block.nodes.length);
    }
    this.stats = {
      n: s.n,
      nnz: A.colPtr[A.cols],
      blocks: s.blocks.length,
      singletons,
      denseBlocks: dense,
      iterativeBlocks: iterative,
      largestBlock: largest,
    };
  }

  withValues(values: Float64Array, options: { refactor?: boolean } = {}): LinearSolver {
    if (values.length !== this.values.length) {
      throw new RangeError(`expected ${this.values.length} values, got ${values.length}`);
    }
    const A = { ...this.A, values };
    return new BlockSolver(A, values, this.s, this.nameOf, this.states, options.refactor ?? false);
  }

  solve(f: Float64Array, options: SolveOptions = {}): SolveResult {
    const { s } = this;
    const n = s.n;
    if (f.length !== n) throw new RangeError(`f has ${f.length} entries, the system ${n}`);
    const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
    const fNorm = norm2(f);
    const x = new Float64Array(n);
    if (fNorm === 0) return { x, residual: 0, iterations: 0 };
    let iterations = 0;

    const { couplePtr, coupleCol, innerPtr, rowOrder, blockStart } = s;
    const couple = this.couple;
    const inner = this.inner;
    for (let b = 0; b < s.blocks.length; b++) {
      const block = s.blocks[b];
      const start = blockStart[b];
      if (block.kind === "single") {
        const i = rowOrder[start];
        let rhs = f[i];
        for (let q = couplePtr[start]; q < couplePtr[start + 1]; q++)
          rhs -= couple[q] * x[coupleCol[q]];
        let diag = 0;
        for (let q = innerPtr[start]; q < innerPtr[start + 1]; q++) diag += inner[q];
        if (diag === 0) {
          if (rhs === 0) continue; // nothing asked of an activity without output: s = 0
          throw new LcaSolveError(
            `activity ${this.nameOf(i)} is needed but has no net output (zero on the diagonal)`,
            "singular",
          );
        }
        x[i] = rhs / diag;
        continue;
      }
      const size = block.nodes.length;
      const rhs = new Float64Array(size);
      for (let k = 0; k < size; k++) {
        const row = start + k;
        let v = f[rowOrder[row]];
        for (let q = couplePtr[row]; q < couplePtr[row + 1]; q++) v -= couple[q] * x[coupleCol[q]];
        rhs[k] = v;
      }
      const state = this.states[b];
      let y: Float64Array;
      if (state.dense) {
        y = luSolve(state.dense, rhs);
      } else {
        // Start from the caller's guess (Monte Carlo: the unperturbed solution), else from the
        // previous answer when the same right-hand side comes again, else from M⁻¹ rhs.
        const guess = options.x0
          ? gatherNodes(options.x0, block.nodes)
          : state.lastRhs && sameValues(state.lastRhs, rhs)
            ? state.last
            : undefined;
        const result = this.iterate(
          b,
          rhs,
          guess,
          (tolerance * 0.1 * fNorm) / Math.max(norm2(rhs), 1e-300),
        );
        y = result.y;
        iterations += result.iterations;
        state.last = y;
        state.lastRhs = rhs;
      }
      for (let k = 0; k < size; k++) x[block.nodes[k]] = y[k];
    }

    for (let i = 0; i < n; i++) {
      if (!Number.isFinite(x[i])) {
        throw new LcaSolveError(
          `the solution is not finite at activity ${this.nameOf(i)}; the system is singular or badly scaled`,
          "not-finite",
        );
      }
    }
    const r = cscMultiply({ ...this.A, values: this.values }, x);
    for (let i = 0; i < n; i++) r[i] -= f[i];
    const residual = norm2(r) / fNorm;
    if (!(residual <= tolerance)) {
      throw new LcaSolveError(
        `the solution's relative residual ${residual.toExponential(2)} exceeds ${tolerance.toExponential(0)}`,
        "not-converged",
      );
    }
    return { x, residual, iterations };
  }

  private blockRows(b: number): { start: number; size: number } {
    return { start: this.s.blockStart[b], size: this.s.blocks[b].nodes.length };
  }

  private factorDense(b: number): DenseLu {
    const { start, size } = this.blockRows(b);
    const lu = new Float64Array(size * size);
    for (let k = 0; k < size; k++) {
      const row = start + k;
      for (let q = this.s.innerPtr[row]; q < this.s.innerPtr[row + 1]; q++) {
        lu[k * size + this.s.innerCol[q]] += this.inner[q];
      }
    }
    const pivot = new Int32Array(size);
    let scale = 0;
    for (let q = 0; q < lu.length; q++) scale = Math.max(scale, Math.abs(lu[q]));
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
      if (!(best > scale * 1e-13)) {
        const names = Array.from(this.s.blocks[b].nodes.slice(0, 5), (v) => this.nameOf(v)).join(
          ", ",
        );
        throw new LcaSolveError(
          `a loop of ${size} activities is singular (${names}${size > 5 ? ", ..." : ""}): ` +
            `it consumes as much as it produces`,
          "singular",
        );
      }
      pivot[k] = p;
      if (p !== k) {
        for (let j = 0; j < size; j++) {
          const t = lu[k * size + j];
          lu[k * size + j] = lu[p * size + j];
          lu[p * size + j] = t;
        }
      }
      const d = lu[k * size + k];
      for (let i = k + 1; i < size; i++) {
        const l = lu[i * size + k] / d;
        if (l === 0) continue;
        lu[i * size + k] = l;
        for (let j = k + 1; j < size; j++) lu[i * size + j] -= l * lu[k * size + j];
      }
    }
    return { size, lu, pivot };
  }

  private factorIlu(b: number): Ilu {
    const { start, size } = this.blockRows(b);
    const { innerPtr, innerCol } = this.s;
    const base = innerPtr[start];
    const ptr = new Int32Array(size + 1);
    for (let k = 0; k <= size; k++) ptr[k] = innerPtr[start + k] - base;
    const col = innerCol.subarray(base, innerPtr[start + size]);
    const factors = this.inner.slice(base, innerPtr[start + size]);
    const diag = new Int32Array(size).fill(-1);
    for (let k = 0; k < size; k++) {
      for (let q = ptr[k]; q < ptr[k + 1]; q++) if (col[q] === k) diag[k] = q;
      if (diag[k] < 0) {
        throw new LcaSolveError(
          `activity ${this.nameOf(this.s.blocks[b].nodes[k])} has no output (no diagonal entry)`,
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
            `activity ${this.nameOf(this.s.blocks[b].nodes[k])} has a zero pivot`,
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
          `activity ${this.nameOf(this.s.blocks[b].nodes[i])} has a zero pivot`,
          "singular",
        );
      }
    }
    return { ptr, col: Int32Array.from(col), diag, factors };
  }

  /** BiCGSTAB with ILU(0) on the right, on block b. */
  private iterate(
    b: number,
    rhs: Float64Array,
    guess: Float64Array | undefined,
    tolerance: number,
  ): { y: Float64Array; iterations: number } {
    const { start, size } = this.blockRows(b);
    const ilu = this.states[b].ilu!;
    const base = this.s.innerPtr[start];
    const values = this.inner.subarray(base, this.s.innerPtr[start + size]);
    const { ptr, col } = ilu;
    const { factors, diag } = ilu;
    const multiply = (x: Float64Array, out: Float64Array) =>
      csrMultiply(size, ptr, col, values, x, out);
    const precondition = (x: Float64Array, out: Float64Array) =>
      iluApply(size, ptr, col, diag, factors, x, out);

    const bNorm = norm2(rhs);
    const y = guess && guess.length === size ? Float64Array.from(guess) : new Float64Array(size);
    if (bNorm === 0) return { y: new Float64Array(size), iterations: 0 };
    const state = this.states[b];
    state.work ??= Array.from({ length: 8 }, () => new Float64Array(size));
    const [r, rHat, p, v, pHat, sVec, sHat, t] = state.work;
    const trueResidual = () => {
      multiply(y, r);
      for (let i = 0; i < size; i++) r[i] = rhs[i] - r[i];
      return norm2(r) / bNorm;
    };
    if (!guess) {
      // x0 = M⁻¹ b: with a nearly exact ILU this is nearly the answer.
      precondition(rhs, y);
    }
    let relative = trueResidual();
    if (relative <= tolerance) return { y, iterations: 0 };

    rHat.set(r);
    p.fill(0);
    v.fill(0);
    let rho = 1;
    let alpha = 1;
    let omega = 1;
    let restarts = 0;
    /** Starts the recurrences afresh from the current iterate and its residual. */
    const restart = () => {
      rHat.set(r);
      p.fill(0);
      v.fill(0);
      rho = alpha = omega = 1;
    };
    for (let it = 1; it <= MAX_ITERATIONS; it++) {
      const rhoNew = dot(rHat, r);
      if (rhoNew === 0 || !Number.isFinite(rhoNew)) {
        // breakdown: restart from the current iterate
        if (++restarts > 5) break;
        restart();
        continue;
      }
      const beta = (rhoNew / rho) * (alpha / omega);
      for (let i = 0; i < size; i++) p[i] = r[i] + beta * (p[i] - omega * v[i]);
      precondition(p, pHat);
      multiply(pHat, v);
      alpha = rhoNew / dot(rHat, v);
      for (let i = 0; i < size; i++) sVec[i] = r[i] - alpha * v[i];
      if (norm2(sVec) / bNorm <= tolerance) {
        for (let i = 0; i < size; i++) y[i] += alpha * pHat[i];
        relative = trueResidual();
        if (relative <= tolerance) return { y, iterations: it };
        restart();
        continue;
      }
      precondition(sVec, sHat);
      multiply(sHat, t);
      const tt = dot(t, t);
      omega = tt === 0 ? 0 : dot(t, sVec) / tt;
      for (let i = 0; i < size; i++) {
        y[i] += alpha * pHat[i] + omega * sHat[i];
        r[i] = sVec[i] - omega * t[i];
      }
      rho = rhoNew;
      if (norm2(r) / bNorm <= tolerance) {
        relative = trueResidual();
        if (relative <= tolerance) return { y, iterations: it };
        // the recursive residual drifted: restart on the true one
        restart();
      }
      if (omega === 0) {
        if (++restarts > 5) break;
        restart();
      }
    }
    relative = trueResidual();
    const names = Array.from(this.s.blocks[b].nodes.slice(0, 3), (node) => this.nameOf(node)).join(
      ", ",
    );
    throw new LcaSolveError(
      `a loop of ${size} activities (${names}, ...) did not converge: relative residual ` +
        `${relative.toExponential(2)} after ${MAX_ITERATIONS} iterations; the system may be singular ` +
        `(a loop producing less than it consumes)`,
      "not-converged",
    );
  }
}

function csrMultiply(
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

/** out = (LU)⁻¹ x for ILU factors stored in the block's pattern. */
function iluApply(
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

function luSolve({ size, lu, pivot }: DenseLu, rhs: Float64Array): Float64Array {
  const y = Float64Array.from(rhs);
  for (let k = 0; k < size; k++) {
    const p = pivot[k];
    if (p !== k) {
      const t = y[k];
      y[k] = y[p];
      y[p] = t;
    }
  }
  for (let i = 1; i < size; i++) {
    let sum = y[i];
    for (let j = 0; j < i; j++) sum -= lu[i * size + j] * y[j];
    y[i] = sum;
  }
  for (let i = size - 1; i >= 0; i--) {
    let sum = y[i];
    for (let j = i + 1; j < size; j++) sum -= lu[i * size + j] * y[j];
    y[i] = sum / lu[i * size + i];
  }
  return y;
}

function gather(values: Float64Array, src: Int32Array): Float64Array {
  const out = new Float64Array(src.length);
  for (let q = 0; q < src.length; q++) out[q] = values[src[q]];
  return out;
}

function sameValues(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function gatherNodes(x: Float64Array, nodes: Int32Array): Float64Array {
  const out = new Float64Array(nodes.length);
  for (let k = 0; k < nodes.length; k++) out[k] = x[nodes[k]];
  return out;
}

export function norm2(v: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  return Math.sqrt(sum);
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}
