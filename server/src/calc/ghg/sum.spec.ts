import { compensatedSum, NeumaierSum } from "./sum";

describe("compensated summation", () => {
  it("adds 0.1 ten thousand times to 1000 where plain addition drifts", () => {
    const acc = new NeumaierSum();
    let naive = 0;
    for (let i = 0; i < 10_000; i++) {
      acc.add(0.1);
      naive += 0.1;
    }

    expect(Math.abs(acc.value - 1000) / 1000).toBeLessThan(1e-12);
    // The reason the accumulator exists: the plain loop does not land on 1000.
    expect(naive).not.toBe(1000);
    expect(Math.abs(naive - 1000)).toBeGreaterThan(Math.abs(acc.value - 1000));
  });

  it("keeps a small term that a large one would swallow", () => {
    // 1e16 + 1 is not representable (the spacing of doubles there is 2), so plain addition gives 0.
    expect(1e16 + 1 - 1e16).toBe(0);
    expect(compensatedSum([1e16, 1, -1e16])).toBe(1);
  });

  it("handles a large term arriving after the small ones (Neumaier's case Kahan misses)", () => {
    expect(compensatedSum([1, 1e100, 1, -1e100])).toBe(2);
  });

  it("gives the same total whatever the order of the terms", () => {
    const terms = [1e8, 0.1, -1e8, 0.2, 3e-9, 0.3, 7e7, -7e7];
    const forward = compensatedSum(terms);
    const backward = compensatedSum([...terms].reverse());

    expect(forward).toBe(backward);
    expect(forward).toBeCloseTo(0.600000003, 12);
  });

  it("starts at zero and chains", () => {
    expect(new NeumaierSum().value).toBe(0);
    expect(new NeumaierSum().add(2).add(3).value).toBe(5);
  });

  it("reports an overflow as infinity rather than NaN", () => {
    expect(compensatedSum([Number.MAX_VALUE, Number.MAX_VALUE])).toBe(Infinity);
  });
});
