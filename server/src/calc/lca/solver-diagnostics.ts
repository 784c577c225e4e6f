// Solver diagnostics: the error a solve ends in, the activity names it cites, the final check of
// a solution and the figures describing a prepared solver.

import { cscMultiply, type CscMatrix } from "./sparse";
import type { Structure } from "./solver-structure";
import { norm2 } from "./solver-vectors";

export class LcaSolveError extends Error {
  constructor(
    message: string,
    readonly reason: "singular" | "not-converged" | "not-finite",
  ) {
    super(message);
    this.name = "LcaSolveError";
  }
}

/** Activity names for error messages. */
export type NameOf = (index: number) => string;

export interface SolverStats {
  n: number;
  nnz: number;
  blocks: number;
  singletons: number;
  denseBlocks: number;
  iterativeBlocks: number;
  /** large loops split into small parts around a separator (solver-separator.ts) */
  splitBlocks: number;
  /** the largest separator */
  largestSeparator: number;
  largestBlock: number;
}

/** The size and block structure of a prepared solver. */
export function solverStats(A: CscMatrix, s: Structure): SolverStats {
  let singletons = 0;
  let dense = 0;
  let iterative = 0;
  let split = 0;
  let separator = 0;
  let largest = 0;
  for (const block of s.blocks) {
    if (block.kind === "single") singletons++;
    else if (block.kind === "dense") dense++;
    else if (block.kind === "split") {
      split++;
      separator = Math.max(separator, block.separator ?? 0);
    } else iterative++;
    largest = Math.max(largest, block.nodes.length);
  }
  return {
    n: s.n,
    nnz: A.colPtr[A.cols],
    blocks: s.blocks.length,
    singletons,
    denseBlocks: dense,
    iterativeBlocks: iterative,
    splitBlocks: split,
    largestSeparator: separator,
    largestBlock: largest,
  };
}

/**
 * The relative residual ‖A x − f‖₂ / ‖f‖₂ of a solution; a solution that is not finite, or whose
 * residual is above the tolerance, is an error.
 */
export function checkSolution(
  A: CscMatrix,
  x: Float64Array,
  f: Float64Array,
  fNorm: number,
  tolerance: number,
  nameOf: NameOf,
): number {
  const n = x.length;
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(x[i])) {
      throw new LcaSolveError(
        `the solution is not finite at activity ${nameOf(i)}; the system is singular or badly scaled`,
        "not-finite",
      );
    }
  }
  const r = cscMultiply(A, x);
  for (let i = 0; i < n; i++) r[i] -= f[i];
  const residual = norm2(r) / fNorm;
  if (!(residual <= tolerance)) {
    throw new LcaSolveError(
      `the solution's relative residual ${residual.toExponential(2)} exceeds ${tolerance.toExponential(0)}`,
      "not-converged",
    );
  }
  return residual;
}
