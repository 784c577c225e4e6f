import {
  assignedShare,
  change,
  cumulativeTonnes,
  figuresOf,
  formatChange,
  peakMonth,
  type LedgerData,
} from "./ledger-view";
import { ledger2024 } from "./ledger.fixtures";

const ledger = ledger2024().result.data.ledger as unknown as LedgerData;

describe("the ledger's figures", () => {
  it("takes scope 2 and the total on the chosen basis", () => {
    const row = {
      scope1Kg: 10,
      scope2LocationKg: 100,
      scope2MarketKg: 40,
      scope3Kg: 1,
      totalKg: 111,
      totalMarketKg: 51,
    };
    expect(figuresOf(row, "market")).toEqual({
      scope1Kg: 10,
      scope2Kg: 40,
      scope3Kg: 1,
      totalKg: 51,
    });
  });

  it("runs the months' totals up in tonnes, leaving the lines without a month out", () => {
    // January 56,194.17 + 175,098 = 231,292.17 kg; nothing after.
    const series = cumulativeTonnes(ledger.rows, "location");
    expect(series).toHaveLength(12);
    expect(series[0]).toBeCloseTo(231.29217, 9);
    expect(series[11]).toBeCloseTo(231.29217, 9);
  });

  it("says how much of the year is in a month and which month peaks", () => {
    // 231,292.17 of 627,292.17 kg (the heat's 396,000 kg has no month) = 36.87 %.
    expect(assignedShare(ledger, "location")).toBeCloseTo(231_292.17 / 627_292.17, 12);
    expect(peakMonth(ledger.rows, "location")?.month).toBe(1);
  });

  it("writes the change from one year to the next", () => {
    expect(formatChange(change(200, 250))).toBe("+25.0%");
    expect(formatChange(change(200, 150))).toBe("−25.0%");
    expect(formatChange(change(undefined, 150))).toBe("–");
    expect(formatChange(change(0, 150))).toBe("–");
  });
});
