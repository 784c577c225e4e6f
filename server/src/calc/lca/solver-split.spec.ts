// The split path of the solver (solver-separator.ts, solver-schur.ts): a large loop held together
// by a few hubs is solved by substitution around them and a dense Schur complement, checked
// against dense Gaussian elimination of the whole system (test-systems.ts).
import { cscFromTriplets, cscToDense, TripletList, type CscMatrix } from "./sparse";
import { DENSE_BLOCK_LIMIT, LcaSolveError, prepareSolver } from "./solver";
import { denseSolve, lcg } from "./test-systems";

const HUBS = 12;

/**
 * A supply network of n activities, each with an output of 1: activities 0..11 are hubs
 * (electricity, transport, ...) from which every other activity buys; the others buy from two
 * hubs and from two activities before them, and every fifth from the one after it (a small loop
 * of two); each hub buys from three other activities and from the next hub. The purchases of each
 * column sum to 0.3..0.8, so the system is solvable; every activity reaches every hub and back,
 * so the hubs and most of the rest form one loop far larger than a dense block.
 */
function hubSystem(n: number, seed: number): CscMatrix {
  const random = lcg(seed);
  const t = new TripletList();
  for (let j = 0; j < n; j++) {
    const suppliers: number[] = [];
    if (j < HUBS) {
      suppliers.push((j + 1) % HUBS);
      for (let k = 0; k < 3; k++) suppliers.push(HUBS + Math.floor(random() * (n - HUBS)));
    } else {
      suppliers.push(Math.floor(random() * HUBS), Math.floor(random() * HUBS));
      for (let k = 0; k < 2 && j > HUBS; k++)
        suppliers.push(HUBS + Math.floor(random() * (j - HUBS)));
      if (j % 5 === 0 && j + 1 < n) suppliers.push(j + 1);
    }
    const amounts = suppliers.map(() => 0.2 + random());
    const sum = amounts.reduce((a, b) => a + b, 0);
    const target = 0.3 + 0.5 * random();
    t.push(j, j, 1);
    suppliers.forEach((i, k) => t.push(i, j, (-amounts[k] * target) / sum));
  }
  return cscFromTriplets(n, n, t).matrix;
}

function expectMatchesDense(A: CscMatrix, f: Float64Array, x: Float64Array): void {
  const expected = denseSolve(
    cscToDense(A).map((row) => Array.from(row)),
    Array.from(f),
  );
  const scale = Math.max(...expected.map(Math.abs));
  for (let i = 0; i < f.length; i++) {
    expect(Math.abs(x[i] - expected[i]) / scale).toBeLessThan(1e-10);
  }
}

function demand(n: number, seed: number): Float64Array {
  const random = lcg(seed);
  const f = new Float64Array(n);
  for (let k = 0; k < 3; k++) f[HUBS + Math.floor(random() * (n - HUBS))] += 1 + 10 * random();
  return f;
}

describe("the split solver of large loops", () => {
  it.each([
    [400, 1],
    [700, 2],
  ])("splits a %i-activity hub network (seed %i) and solves it directly", (n, seed) => {
    const A = hubSystem(n, seed);
    const solver = prepareSolver(A);
    expect(solver.stats.largestBlock).toBeGreaterThan(DENSE_BLOCK_LIMIT);
    expect(solver.stats).toMatchObject({ splitBlocks: 1, iterativeBlocks: 0 });
    // the hubs and little more are set apart
    expect(solver.stats.largestSeparator).toBeGreaterThanOrEqual(1);
    expect(solver.stats.largestSeparator).toBeLessThanOrEqual(4 * HUBS);
    const f = demand(n, seed + 10);
    const { x, residual, iterations } = solver.solve(f);
    expect(iterations).toBe(0);
    expect(residual).toBeLessThan(1e-13);
    expectMatchesDense(A, f, x);
  });

  it("solves new values of the same pattern by GMRES on the kept Schur complement", () => {
    const n = 500;
    const A = hubSystem(n, 3);
    const base = prepareSolver(A);
    const f = demand(n, 4);
    const unperturbed = base.solve(f).x;
    // Every purchase scaled by a factor in 0.7..1.3, as a Monte Carlo draw would.
    const random = lcg(5);
    const values = Float64Array.from(A.values);
    for (let j = 0; j < n; j++) {
      for (let p = A.colPtr[j]; p < A.colPtr[j + 1]; p++) {
        if (A.rowIndex[p] !== j) values[p] *= 0.7 + 0.6 * random();
      }
    }
    const perturbed = { ...A, values };
    const drawn = base.withValues(values).solve(f, { x0: unperturbed });
    expect(drawn.iterations).toBeGreaterThan(0);
    expect(drawn.residual).toBeLessThanOrEqual(1e-10);
    expectMatchesDense(perturbed, f, drawn.x);
    // Refactorised, the complement is exact again: no iteration.
    const refactored = base.withValues(values, { refactor: true }).solve(f);
    expect(refactored.iterations).toBe(0);
    expectMatchesDense(perturbed, f, refactored.x);
  });

  it("gives the same answers when a draw's solver reuses the memory of the previous one", () => {
    const n = 400;
    const A = hubSystem(n, 8);
    const base = prepareSolver(A);
    const f = demand(n, 9);
    const draw = (seed: number) => {
      const random = lcg(seed);
      return A.values.map((v) => v * (0.8 + 0.4 * random()));
    };
    const first = base.withValues(draw(1));
    first.solve(f);
    const second = draw(2);
    const recycled = base.withValues(second, { recycle: first }).solve(f).x;
    expectMatchesDense({ ...A, values: second }, f, recycled);
    expect(Array.from(recycled)).toEqual(Array.from(base.withValues(second).solve(f).x));
  });

  it("names an activity of a split loop that produces nothing", () => {
    const n = 400;
    const A = hubSystem(n, 6);
    const values = Float64Array.from(A.values);
    // Activity 200 (not a hub, inside the large loop) loses its output.
    for (let p = A.colPtr[200]; p < A.colPtr[201]; p++) if (A.rowIndex[p] === 200) values[p] = 0;
    const solver = prepareSolver(A, (i) => `"P${i}"`);
    let error: unknown;
    try {
      solver.withValues(values).solve(demand(n, 7));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LcaSolveError);
    expect((error as LcaSolveError).message).toMatch(/"P200"/);
  });
});
