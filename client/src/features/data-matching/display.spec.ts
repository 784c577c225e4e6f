import { formatDifference, formatFigure, formatScore, scoreTone } from "./display";

describe("score display", () => {
  it("shows a score as a whole percentage in its band", () => {
    expect(formatScore(0.6429)).toBe("64 %");
    expect(formatScore(1)).toBe("100 %");
    expect([scoreTone(0.95), scoreTone(0.6429), scoreTone(0.3)]).toEqual([
      "green",
      "orange",
      "gray",
    ]);
  });
});

describe("comparison figures", () => {
  it("keeps four significant digits, exponents for the very small and large", () => {
    expect(formatFigure(1.6298)).toBe("1.63");
    expect(formatFigure(1.27476)).toBe("1.275");
    expect(formatFigure(0.00004)).toBe("4.000e-5");
    expect(formatFigure(0)).toBe("0");
  });

  it("signs a difference with plus or a true minus", () => {
    expect(formatDifference(-0.36)).toBe("\u22120.36");
    expect(formatDifference(0.01092)).toBe("+0.01092");
    expect(formatDifference(0)).toBe("0");
  });
});
