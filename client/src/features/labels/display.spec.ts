import { declaredUnitText, footprintText, formatFootprint } from "./display";

describe("a footprint as the printed label shows it", () => {
  it("keeps three significant digits", () => {
    // 0.31847 → 0.318; 12.449 → 12.4; 1,234.5 → 1,230 (1.23 × 10³); 0.5 → 0.500.
    expect(formatFootprint(0.31847)).toBe("0.318");
    expect(formatFootprint(12.449)).toBe("12.4");
    expect(formatFootprint(1234.5)).toBe("1,230");
    expect(formatFootprint(0.5)).toBe("0.500");
  });

  it("writes figures below one thousandth in exponent form", () => {
    // 0.00045678 = 4.5678 × 10⁻⁴ → 4.57E-4
    expect(formatFootprint(0.00045678)).toBe("4.57E-4");
    expect(formatFootprint(0)).toBe("0");
  });

  it("is per the declared unit with its amount", () => {
    expect(declaredUnitText({ amount: 1000, unit: "kg" })).toBe("1,000 kg");
    expect(footprintText(812.4, { amount: 1, unit: "t" })).toBe("812 kg CO₂e / 1 t");
  });
});
