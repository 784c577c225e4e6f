import { cscFromTriplets, cscToDense, TripletList } from "./sparse";
import { DENSE_BLOCK_LIMIT, LcaSolveError, prepareSolver } from "./solver";
import { denseSolve, lcg } from "./test-systems";

/**
 * A random supply network: every activity outputs 1 and buys from 1-8 random suppliers (itself
 * included now and then), the purchases of each column summing to between 0.1 and 0.8, so the
 * system is solvable; random links make loops of every size.
 */
function randomSystem(n: number, seed: number, links = 8) {
  const random = lcg(seed);
  const t = new TripletList();
  for (let j = 0; j < n; j++) {
    t.push(j, j, 1);
    const k = 1 + Math.floor(random() * links);
    const amounts = Array.from({ length: k }, () => random());
    const sum = amounts.reduce((a, b) => a + b, 0);
    const target = 0.1 + 0.7 * random();
    for (const a of amounts) t.push(Math.floor(random() * n), j, (-a * target) / sum);
  }
  return cscFromTriplets(n, n, t).matrix;
}

describe("the block solver", () => {
  it("solves the hand-worked two-process loop", () => {
    // A = [[1, -0.2], [-0.5, 1]], f = (10, 0): s2 = 0.5 s1, s1 − 0.1 s1 = 10, so s1 = 100/9 and
    // s2 = 50/9.
    const t = new TripletList();
    t.push(0, 0, 1);
    t.push(1, 0, -0.5);
    t.push(0, 1, -0.2);
    t.push(1, 1, 1);
    const solver = prepareSolver(cscFromTriplets(2, 2, t).matrix);
    const { x, residual } = solver.solve(Float64Array.of(10, 0));
    expect(x[0]).toBeCloseTo(100 / 9, 12);
    expect(x[1]).toBeCloseTo(50 / 9, 12);
    expect(residual).toBeLessThan(1e-14);
    expect(solver.stats).toMatchObject({ blocks: 1, denseBlocks: 1, largestBlock: 2 });
  });

  it.each([
    [5, 1],
    [40, 2],
    [120, 3],
    [300, 4],
    [500, 5],
    [500, 6],
  ])("matches a dense solve on a random %i-process system (seed %i) to 1e-9", (n, seed) => {
    const A = randomSystem(n, seed);
    const random = lcg(seed + 100);
    const f = new Float64Array(n);
    for (let k = 0; k < 3; k++) f[Math.floor(random() * n)] += 1 + 10 * random();
    const solver = prepareSolver(A);
    const { x, residual } = solver.solve(f);
    const expected = denseSolve(
      cscToDense(A).map((r) => Array.from(r)),
      Array.from(f),
    );
    const scale = Math.max(...expected.map(Math.abs));
    for (let i = 0; i < n; i++) expect(Math.abs(x[i] - expected[i]) / scale).toBeLessThan(1e-9);
    expect(residual).toBeLessThanOrEqual(1e-10);
    if (n >= 300) expect(solver.stats.largestBlock).toBeGreaterThan(DENSE_BLOCK_LIMIT);
  });

  it("solves an acyclic chain of 100,000 activities by substitution, without deep recursion", () => {
    // Activity j buys 0.5 of activity j+1: sⱼ = 0.5^j for a demand of 1 on activity 0.
    const n = 100_000;
    const t = new TripletList();
    for (let j = 0; j < n; j++) {
      t.push(j, j, 1);
      if (j + 1 < n) t.push(j + 1, j, -0.5);
    }
    const solver = prepareSolver(cscFromTriplets(n, n, t).matrix);
    const f = new Float64Array(n);
    f[0] = 1;
    const { x } = solver.solve(f);
    expect(solver.stats.singletons).toBe(n);
    expect(x[10]).toBeCloseTo(0.5 ** 10, 15);
  });

  it("keeps the ordering for new values and warm-starts from the previous solution", () => {
    const A = randomSystem(400, 9);
    const f = new Float64Array(400);
    f[7] = 1;
    const base = prepareSolver(A);
    const cold = base.solve(f);
    // Scale every purchase by 0.9: a different matrix of the same pattern.
    const values = Float64Array.from(A.values);
    for (let j = 0; j < A.cols; j++) {
      for (let p = A.colPtr[j]; p < A.colPtr[j + 1]; p++) if (A.rowIndex[p] !== j) values[p] *= 0.9;
    }
    const perturbed = base.withValues(values);
    const result = perturbed.solve(f, { x0: cold.x });
    const expected = denseSolve(
      cscToDense({ ...A, values }).map((r) => Array.from(r)),
      Array.from(f),
    );
    for (let i = 0; i < 400; i++) expect(result.x[i]).toBeCloseTo(expected[i], 9);
    // The same demand again starts from the answer.
    expect(base.solve(f).iterations).toBe(0);
  });

  it("names an activity that is needed but produces nothing", () => {
    const t = new TripletList();
    t.push(0, 0, 1);
    t.push(1, 0, -1);
    t.push(1, 1, 0);
    const solver = prepareSolver(cscFromTriplets(2, 2, t).matrix, (i) => `"P${i}"`);
    expect(() => solver.solve(Float64Array.of(1, 0))).toThrow(
      /activity "P1" is needed but has no net output/,
    );
  });

  it("refuses a small loop that consumes all it makes", () => {
    // P0 and P1 each need 1 unit of the other per unit made: A = [[1, -1], [-1, 1]] is singular.
    const t = new TripletList();
    t.push(0, 0, 1);
    t.push(1, 0, -1);
    t.push(0, 1, -1);
    t.push(1, 1, 1);
    expect(() => prepareSolver(cscFromTriplets(2, 2, t).matrix)).toThrow(LcaSolveError);
    expect(() => prepareSolver(cscFromTriplets(2, 2, t).matrix)).toThrow(
      /loop of 2 activities is singular/,
    );
  });

  it("refuses a large loop that consumes all it makes instead of answering wrong numbers", () => {
    // A ring of 400 activities, each needing exactly one unit of the next: the ring's columns
    // sum to zero, so A is singular; the iterative block cannot meet the residual test.
    const n = 400;
    const t = new TripletList();
    for (let j = 0; j < n; j++) {
      t.push(j, j, 1);
      t.push((j + 1) % n, j, -1);
    }
    const f = new Float64Array(n);
    f[0] = 1;
    let error: unknown;
    try {
      prepareSolver(cscFromTriplets(n, n, t).matrix).solve(f);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LcaSolveError);
    expect((error as LcaSolveError).reason).toMatch(/singular|not-converged|not-finite/);
  });
});
