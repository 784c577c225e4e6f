import { perGjToPerTj, perTjToPerGj } from "./carbon-content";

describe("carbon content in t C/TJ and t C/GJ", () => {
  it("converts the guideline's t C/TJ figures: divide by 1,000", () => {
    // Natural gas 15.3 t C/TJ = 15.3 / 1,000 = 0.0153 t C/GJ; coke 29.5 → 0.0295;
    // raw coal 26.37 → 0.02637.
    expect(perTjToPerGj(15.3)).toBe(0.0153);
    expect(perTjToPerGj(29.5)).toBe(0.0295);
    expect(perTjToPerGj(26.37)).toBe(0.02637);
  });

  it("shows a t C/GJ value in t C/TJ without binary noise", () => {
    // 0.0202 × 1,000 = 20.2 (diesel), not 20.200000000000003.
    expect(perGjToPerTj(0.0202)).toBe(20.2);
    expect(perGjToPerTj(0.02618)).toBe(26.18);
    expect(perGjToPerTj(NaN)).toBeNaN();
  });
});
