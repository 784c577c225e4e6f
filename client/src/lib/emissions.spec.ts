import {
  formatCo2e,
  formatQuantity,
  formatShare,
  formatTonnes,
  isoCategoryName,
  plainDecimal,
  scope3CategoryName,
} from "./emissions";

describe("small and large numbers without scientific notation", () => {
  it("writes a CH4 factor of 3.57 × 10^-7 kg/kWh with its zeros, as typed", () => {
    // 3.57e-7 = 0.000000357: six zeros after the point, then 357.
    expect(plainDecimal(3.57e-7)).toBe("0.000000357");
    expect(plainDecimal(-1.2e-8)).toBe("-0.000000012");
    expect(plainDecimal(5e-7)).toBe("0.0000005");
    expect(plainDecimal(2.5e21)).toBe("2500000000000000000000");
    expect(plainDecimal(0.5617)).toBe("0.5617");
    expect(Number(plainDecimal(3.57e-7))).toBe(3.57e-7);
  });

  it("shows small quantities by significant digits, never as 3.57e-7", () => {
    expect(formatQuantity(3.57e-7)).toBe("0.000000357");
    // 0.0000001234567 to six significant digits: 0.000000123457.
    expect(formatQuantity(1.234567e-7)).toBe("0.000000123457");
  });
});

describe("emission figures", () => {
  it("shows kg CO2e as tonnes with a precision that suits the size", () => {
    expect(formatTonnes(3_223_595.04)).toBe("3,223.6"); // 3,223.59504 t
    expect(formatTonnes(81_334.2104)).toBe("81.33"); // 81.3342104 t
    expect(formatTonnes(27.066)).toBe("0.0271"); // 0.027066 t, three significant digits
    expect(formatTonnes(0)).toBe("0");
    expect(formatTonnes(-15_400)).toBe("-15.40"); // a deduction of 15.4 t
    expect(formatTonnes(null)).toBe("–");
    expect(formatCo2e(2_624_520)).toBe("2,624.5 tCO₂e");
  });

  it("gives shares of a total, and none of a zero total", () => {
    expect(formatShare(1, 3)).toBe("33.3%");
    expect(formatShare(1, 0)).toBe("–");
  });

  it("names the ISO 14064-1 and scope 3 categories in both languages", () => {
    expect(isoCategoryName(2, "en")).toBe("Indirect emissions from imported energy");
    expect(isoCategoryName(1, "zh-CN")).toBe("直接温室气体排放和清除");
    expect(scope3CategoryName(15, "en")).toBe("Investments");
    expect(scope3CategoryName(6, "zh-CN")).toBe("商务差旅");
  });
});
