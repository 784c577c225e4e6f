import {
  badMonths,
  emptyMonths,
  enteredMonths,
  monthTotal,
  sameMonths,
  startingMonths,
  withMonth,
} from "./month-grid";

// A year of purchased electricity, kWh, January to December:
// 10,000 + 12,000 + 11,000 + 9,000 + 8,000 + 15,000 + 20,000 + 21,000 + 14,000 + 10,000 +
// 9,000 + 11,000 = 150,000 kWh; at 0.5617 kg CO2/kWh that is 84,255 kg, July's 20,000 kWh 11,234 kg.
const KWH = [
  10_000, 12_000, 11_000, 9_000, 8_000, 15_000, 20_000, 21_000, 14_000, 10_000, 9_000, 11_000,
];

describe("month grid", () => {
  it("adds the twelve months into the line's amount", () => {
    expect(monthTotal(KWH)).toBe(150_000);
    expect((monthTotal(KWH)! * 0.5617).toFixed(1)).toBe("84255.0");
    expect((KWH[6] * 0.5617).toFixed(1)).toBe("11234.0");
  });

  it("adds only the months entered so far, and is empty while none is", () => {
    // December not entered yet: 150,000 − 11,000 = 139,000 kWh.
    expect(monthTotal(withMonth(KWH, 11, null))).toBe(139_000);
    expect(monthTotal(emptyMonths())).toBeNull();
    expect(enteredMonths(withMonth(null, 2, 5))).toBe(1);
  });

  it("adds decimals as a calculator does: 0.1 + 0.2 + 0.3 = 0.6", () => {
    expect(monthTotal([0.1, 0.2, 0.3, ...Array(9).fill(null)])).toBe(0.6);
  });

  it("flags unreadable and negative months, and has no total while one is unreadable", () => {
    const typed = withMonth(withMonth(KWH, 1, NaN), 4, -3);
    expect(badMonths(typed)).toEqual([1, 4]);
    expect(monthTotal(typed)).toBeNaN();
  });

  it("starts a line entered for one month with that month, a yearly amount with an empty grid", () => {
    expect(startingMonths(500, 3)).toEqual([null, null, 500, ...Array(9).fill(null)]);
    expect(startingMonths(150_000, null)).toEqual(emptyMonths());
  });

  it("compares grids month by month", () => {
    expect(sameMonths(KWH, [...KWH])).toBe(true);
    expect(sameMonths(KWH, withMonth(KWH, 0, 1))).toBe(false);
    expect(sameMonths(null, null)).toBe(true);
    expect(sameMonths(withMonth(null, 0, NaN), withMonth(null, 0, NaN))).toBe(false);
  });
});
