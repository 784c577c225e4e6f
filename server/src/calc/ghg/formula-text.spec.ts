import { factorNameIn, formulaIn } from "./formula-text";

describe("formula text in the reader's language", () => {
  it("names a method-gas line's factor in Chinese and leaves library names alone", () => {
    expect(factorNameIn("R-410A released (kg of gas)", "zh-CN")).toBe(
      "R-410A 直接排放（按气体质量）",
    );
    expect(factorNameIn("R-410A released (kg of gas)", "en")).toBe("R-410A released (kg of gas)");
    expect(factorNameIn("江苏省电力平均二氧化碳排放因子（2023年）", "zh-CN")).toBe(
      "江苏省电力平均二氧化碳排放因子（2023年）",
    );
  });

  it("keeps the figures of a recorded formula and changes only its words", () => {
    // 12 kg × GWP 2,255.5 (R-410A, AR6) = 27,066 kg CO2e.
    const formula = "12 kg R-410A released; CO2e = mass × GWP(AR6) = 12 × 2,255.5 = 27,066 kg CO2e";
    expect(formulaIn(formula, "zh-CN")).toBe(
      "12 kg R-410A 排放; CO2e = 质量 × GWP(AR6) = 12 × 2,255.5 = 27,066 kg CO2e",
    );
    expect(formulaIn(formula, "en")).toBe(formula);
  });
});
