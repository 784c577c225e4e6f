import { fiscalPeriod, formatInConfig } from "./config-display";

describe("company configuration display", () => {
  it("writes 1234567.891 in each number format", () => {
    expect(formatInConfig(1234567.891, "comma-point", 2)).toBe("1,234,567.89");
    expect(formatInConfig(1234567.891, "space-comma", 1)).toBe("1\u00a0234\u00a0567,9");
    expect(formatInConfig(-1234.5, "plain", 0)).toBe("-1235");
  });

  it("ends a fiscal year the day before the next one starts", () => {
    expect(fiscalPeriod(2025, 1)).toEqual({ start: "2025-01-01", end: "2025-12-31" });
    expect(fiscalPeriod(2025, 4)).toEqual({ start: "2025-04-01", end: "2026-03-31" });
    // February 2025 has 28 days; February 2024, a leap year, 29.
    expect(fiscalPeriod(2024, 3)).toEqual({ start: "2024-03-01", end: "2025-02-28" });
    expect(fiscalPeriod(2023, 3)).toEqual({ start: "2023-03-01", end: "2024-02-29" });
  });
});
