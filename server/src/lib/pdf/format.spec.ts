import { axisTicks, niceStep } from "./bar-chart";
import { formatExponent, formatNumber, formatPercent, formatTimestamp } from "./format";

describe("report number format", () => {
  it("prints three significant digits in plain form between 0.001 and a million", () => {
    // 712.3 + 21.6 + 78.5 = 812.4, three digits: 812.
    expect(formatNumber(812.4)).toBe("812");
    expect(formatNumber(0.0123456)).toBe("0.0123");
    expect(formatNumber(8.9)).toBe("8.90");
    expect(formatNumber(4035)).toBe("4040");
    expect(formatNumber(-12.6)).toBe("-12.6");
    expect(formatNumber(0.001)).toBe("0.00100");
    expect(formatNumber(0)).toBe("0");
  });

  it("prints very small and very large values in exponent form as EPDs do", () => {
    expect(formatNumber(1.234e-7)).toBe("1.23E-7");
    expect(formatNumber(-2.2e-9)).toBe("-2.20E-9");
    expect(formatNumber(0.000999)).toBe("9.99E-4");
    expect(formatNumber(1234567)).toBe("1.23E+6");
    expect(formatExponent(45600, 3)).toBe("4.56E+4");
  });

  it("decides the form on the rounded value", () => {
    // 0.00099996 rounds to 0.00100 at three digits, which is plain form.
    expect(formatNumber(0.00099996)).toBe("0.00100");
    expect(formatNumber(999_999.7)).toBe("1.00E+6");
  });

  it("groups thousands and trims zeros on request", () => {
    expect(formatNumber(12345.6, { digits: 6, grouping: true })).toBe("12,345.6");
    expect(formatNumber(0.25, { trim: true })).toBe("0.25");
    expect(formatNumber(200, { trim: true })).toBe("200");
  });

  it("prints shares and timestamps for the reader's language", () => {
    // 712.3 / 812.4 = 0.87679… → 87.7 %
    expect(formatPercent(712.3 / 812.4)).toBe("87.7 %");
    const at = new Date("2026-02-20T06:30:00.000Z");
    expect(formatTimestamp(at, "en")).toBe("2026-02-20 06:30 UTC");
    expect(formatTimestamp(at, "zh-CN")).toBe("2026-02-20 14:30（北京时间）");
  });
});

describe("chart axis", () => {
  it("cuts a span into 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceStep(825, 5)).toBe(200);
    expect(niceStep(1, 5)).toBe(0.2);
    expect(niceStep(12, 5)).toBe(2.5);
  });

  it("covers negative and positive bars with zero on a tick", () => {
    // GWP-total from -12.6 (D) to 812 (A1-A3): span 825, step 200.
    expect(axisTicks(-12.6, 812.4)).toEqual([-200, 0, 200, 400, 600, 800, 1000]);
    expect(axisTicks(2, 9)).toEqual([0, 2, 4, 6, 8, 10]);
  });
});
