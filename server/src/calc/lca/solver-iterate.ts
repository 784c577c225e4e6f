// Solver iteration: BiCGSTAB preconditioned by ILU(0) on a large loop of activities.

import { LcaSolveError, type NameOf } from "./solver-diagnostics";
import { iluApply, type Ilu } from "./solver-factor";
import { blockRows, type Structure } from "./solver-structure";
import { csrMultiply, dot, norm2 } from "./solver-vectors";

const MAX_ITERATIONS = 1000;

/** BiCGSTAB with ILU(0) on the right, on block b. */
export function iterate(
  s: Structure,
  inner: Float64Array,
  nameOf: NameOf,
  b: number,
  state: { ilu?: Ilu; work?: Float64Array[] },
  rhs: Float64Array,
  guess: Float64Array | undefined,
  tolerance: number,
): { y: Float64Array; iterations: number } {
  const { start, size } = blockRows(s, b);
  const ilu = state.ilu!;
  const base = s.innerPtr[start];
  const values = inner.subarray(base, s.innerPtr[start + size]);
  const { ptr, col } = ilu;
  const { factors, diag } = ilu;
  const multiply = (x: Float64Array, out: Float64Array) =>
    csrMultiply(size, ptr, col, values, x, out);
  const precondition = (x: Float64Array, out: Float64Array) =>
    iluApply(size, ptr, col, diag, factors, x, out);

  const bNorm = norm2(rhs);
  const y = guess && guess.length === size ? Float64Array.from(guess) : new Float64Array(size);
  if (bNorm === 0) return { y: new Float64Array(size), iterations: 0 };
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
  const names = Array.from(s.blocks[b].nodes.slice(0, 3), (node) => nameOf(node)).join(", ");
  throw new LcaSolveError(
    `a loop of ${size} activities (${names}, ...) did not converge: relative residual ` +
      `${relative.toExponential(2)} after ${MAX_ITERATIONS} iterations; the system may be singular ` +
      `(a loop producing less than it consumes)`,
    "not-converged",
  );
}
