import {
  formatChange,
  formatPercent,
  parseSelection,
  selectionParams,
  driverBars,
} from "./comparison-views";

describe("the comparison's address", () => {
  it("reads cases, reference, runs and tab, and writes them back without the defaults", () => {
    const selection = parseSelection(
      new URLSearchParams("cases=3,1,3,x&ref=1&runs=12&tab=drivers"),
    );
    expect(selection).toEqual({
      caseIds: [3, 1],
      referenceCaseId: 1,
      runIds: [12],
      tab: "drivers",
    });
    expect(selectionParams(selection).toString()).toBe("cases=3%2C1&ref=1&runs=12&tab=drivers");
    // The first case is the reference by default, and the scope tab the first tab.
    expect(selectionParams({ ...selection, referenceCaseId: 3, tab: "scope" }).toString()).toBe(
      "cases=3%2C1&runs=12",
    );
  });

  it("ignores a reference that is not compared and a tab that does not exist", () => {
    expect(parseSelection(new URLSearchParams("cases=1,2&ref=9&tab=nope"))).toMatchObject({
      referenceCaseId: null,
      tab: "scope",
    });
  });
});

describe("changes", () => {
  it("always shows the sign of a change in t and %", () => {
    expect(formatChange(830_000, "en")).toBe("+830.00");
    expect(formatChange(-1_240_500, "en")).toBe("−1,240.5");
    expect(formatChange(0, "en")).toBe("0");
    expect(formatPercent(11.857142)).toBe("+11.9%");
    expect(formatPercent(-3)).toBe("−3.0%");
    expect(formatPercent(null)).toBe("–");
  });

  it("draws each driver as a signed bar, then the change they add up to", () => {
    // 7,000 t → 7,830 t: +890 − 210 + 150 − 0 = +830 t.
    const bars = driverBars({
      referenceKg: 7_000_000,
      kg: 7_830_000,
      activityKg: 890_000,
      factorKg: -210_000,
      addedKg: 150_000,
      removedKg: 0,
    });
    expect(bars.map((bar) => [bar.key, bar.tonnes])).toEqual([
      ["activity", 890],
      ["factor", -210],
      ["added", 150],
      ["removed", 0],
      ["change", 830],
    ]);
  });
});
