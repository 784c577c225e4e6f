// Solving A s = f for supply chains with loops.
//
// Preparation orders the activities into strongly connected blocks (Tarjan): in that order A is
// block triangular, so the blocks are solved one after another, each with the solutions of the
// blocks it depends on moved to its right-hand side. A block of one activity is a division; a
// small cyclic block is factorised once (dense LU with partial pivoting). A large cyclic block is
// split when a few activities hold it together (the hubs of a supply network: solver-separator.ts):
// around them the rest falls apart into single activities and small loops, solved by
// substitution, and the hubs solve a dense Schur complement factorised at preparation — a direct
// solve, exact but for rounding (solver-schur.ts). A large block that no small separator splits is
// solved iteratively (BiCGSTAB preconditioned by an incomplete LU factorisation of the block,
// ILU(0)), warm-started from a given guess (Monte Carlo starts from the unperturbed solution) or
// from the previous answer to the same right-hand side. Within such a block the activities are
// put in depth-first post-order, suppliers before their customers, so the block is nearly
// triangular and ILU(0) is nearly exact.
//
// Every solve ends with the relative residual ‖A s − f‖₂ / ‖f‖₂ of the whole system; above the
// tolerance it is an error, never a silent wrong answer. A singular block (an activity without
// output, a loop that produces nothing net) is an error naming the activities.
//
// The work is shared out: `solver-structure.ts` finds and orders the blocks (`solver-graph.ts`
// the components, `solver-separator.ts` the split of large ones), `solver-factor.ts` factorises
// them, `solver-schur.ts` solves split blocks, `solver-iterate.ts` runs BiCGSTAB on large loops
// no separator splits, `solver-diagnostics.ts` holds the error, the final check and the stats,
// and `solver-vectors.ts` the vector kernels.
import type { CscMatrix } from "./sparse";
import {
  checkSolution,
  LcaSolveError,
  solverStats,
  type NameOf,
  type SolverStats,
} from "./solver-diagnostics";
import { factorDense, factorIlu, solveInPlace, type DenseLu, type Ilu } from "./solver-factor";
import { iterate } from "./solver-iterate";
import {
  factorSplit,
  solveSplit,
  splitShape,
  type SplitFactors,
  type SplitShape,
} from "./solver-schur";
import { analyse, DENSE_BLOCK_LIMIT, type Structure } from "./solver-structure";
import { gather, gatherNodes, norm2, sameValues } from "./solver-vectors";

export { LcaSolveError, type NameOf, type SolverStats } from "./solver-diagnostics";
export { DENSE_BLOCK_LIMIT } from "./solver-structure";
export { norm2 } from "./solver-vectors";

export const DEFAULT_TOLERANCE = 1e-10;

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

export interface LinearSolver {
  readonly stats: SolverStats;
  solve(f: Float64Array, options?: SolveOptions): SolveResult;
  /**
   * A solver for a matrix of the same pattern with other values (a Monte Carlo draw): the
   * ordering is kept, small blocks are refactorised; large blocks keep this solver's
   * preconditioner (ILU, or the Schur complement of a split block, then refined by GMRES) unless
   * `refactor` is set; keeping it suits values close to these. `recycle` is a solver an earlier
   * `withValues` of this one made and that will not be used again (the previous draw's): its
   * memory is reused, which spares the allocation of a whole system's factors per draw.
   */
  withValues(values: Float64Array, options?: WithValuesOptions): LinearSolver;
}

export interface WithValuesOptions {
  refactor?: boolean;
  recycle?: LinearSolver;
}

export function prepareSolver(A: CscMatrix, nameOf: NameOf = (i) => `#${i}`): LinearSolver {
  if (A.rows !== A.cols) throw new RangeError(`A must be square, not ${A.rows}×${A.cols}`);
  const structure = analyse(A);
  return new BlockSolver(A, A.values, structure, nameOf, undefined);
}

interface BlockState {
  dense?: DenseLu;
  ilu?: Ilu;
  /** the block's last right-hand side and solution: asked again, the answer is at hand */
  lastRhs?: Float64Array;
  last?: Float64Array;
  /** BiCGSTAB's work vectors, kept between solves */
  work?: Float64Array[];
  /** a split loop: its pattern and factors (solver-schur.ts) */
  shape?: SplitShape;
  split?: SplitFactors;
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
    recycle?: BlockSolver,
  ) {
    const old = recycle?.s === s ? recycle : undefined;
    this.inner = gather(values, s.innerSrc, old?.inner);
    this.couple = gather(values, s.coupleSrc, old?.couple);
    this.states = s.blocks.map((block, b) => {
      if (block.kind === "single") return {};
      const mine = old?.states[b];
      if (block.kind === "dense") {
        return { dense: factorDense(s, this.inner, nameOf, b, mine?.dense?.lu) };
      }
      const previous = reuse?.[b];
      if (block.kind === "split") {
        const shape = previous?.shape ?? splitShape(s, b);
        const kept = refactor ? undefined : previous?.split?.schur;
        const values = this.inner.subarray(shape.base, shape.base + shape.ptr[shape.m]);
        return { shape, split: factorSplit(shape, values, block.nodes, nameOf, kept, mine?.split) };
      }
      if (previous?.ilu && !refactor) return { ilu: previous.ilu };
      return { ilu: factorIlu(s, this.inner, nameOf, b) };
    });
    this.stats = old?.stats ?? solverStats(A, s);
  }

  withValues(values: Float64Array, options: WithValuesOptions = {}): LinearSolver {
    if (values.length !== this.values.length) {
      throw new RangeError(`expected ${this.values.length} values, got ${values.length}`);
    }
    const A = { ...this.A, values };
    const recycle = options.recycle instanceof BlockSolver ? options.recycle : undefined;
    return new BlockSolver(
      A,
      values,
      this.s,
      this.nameOf,
      this.states,
      options.refactor ?? false,
      recycle === this ? undefined : recycle,
    );
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
    /** the right-hand sides of dense blocks, solved in place */
    const scratch = new Float64Array(DENSE_BLOCK_LIMIT);

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
      const rhs = block.kind === "dense" ? scratch.subarray(0, size) : new Float64Array(size);
      for (let k = 0; k < size; k++) {
        const row = start + k;
        let v = f[rowOrder[row]];
        for (let q = couplePtr[row]; q < couplePtr[row + 1]; q++) v -= couple[q] * x[coupleCol[q]];
        rhs[k] = v;
      }
      const state = this.states[b];
      let y: Float64Array;
      if (state.dense) {
        solveInPlace(size, state.dense.lu, state.dense.pivot, rhs);
        y = rhs;
      } else if (state.split) {
        const shape = state.shape!;
        const result = solveSplit(
          shape,
          inner.subarray(shape.base, shape.base + shape.ptr[shape.m]),
          state.split,
          rhs,
          options.x0 ? gatherNodes(options.x0, block.nodes) : undefined,
          // R's rows are solved exactly and the other blocks directly: the split blocks' F rows
          // carry the whole residual, shared out among them
          (tolerance * 0.5 * fNorm) / Math.sqrt(this.stats.splitBlocks),
          block.nodes,
          this.nameOf,
        );
        y = result.y;
        iterations += result.iterations;
      } else {
        // Start from the caller's guess (Monte Carlo: the unperturbed solution), else from the
        // previous answer when the same right-hand side comes again, else from M⁻¹ rhs.
        const guess = options.x0
          ? gatherNodes(options.x0, block.nodes)
          : state.lastRhs && sameValues(state.lastRhs, rhs)
            ? state.last
            : undefined;
        const result = iterate(
          s,
          inner,
          this.nameOf,
          b,
          state,
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

    const residual = checkSolution(
      { ...this.A, values: this.values },
      x,
      f,
      fNorm,
      tolerance,
      this.nameOf,
    );
    return { x, residual, iterations };
  }
}
