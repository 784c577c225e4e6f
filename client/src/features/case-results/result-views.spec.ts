import {
  agrees,
  categoryRows,
  doughnutValues,
  formatPrecise,
  gasProducts,
  gasRows,
  gasStacksByProcess,
  gasStacksByScope,
  intensityOf,
  processBars,
  scopeSlices,
  shareOf,
  sumKg,
  traceOf,
  type ResultLineView,
  type RunTotalsView,
} from "./result-views";

// A small inventory written out by hand, every figure in kg CO2e:
//   1 gas boiler          process 1, scope 1, ISO 1: CO2 1000 kg, N2O 0.5 kg × 273 = 136.5 → 1136.5
//   2 vehicle diesel      process 2, scope 1, ISO 1: CO2 300 → 300
//   3 electricity         process 3, scope 2, ISO 2: CO2 2000 (grid); market: certificate, 0
//   4 purchased heat      process 4, scope 2, ISO 2: CO2 500; market: grid, 500
//   5 business travel     process 5, scope 3, ISO 3, scope 3 category 6: CO2E 400 → 400
//   6 biomass boiler      process 1, scope 1, ISO 1: CH4 1 kg × 27 = 27; biogenic CO2 800 kg
//   7 carbon in products  process 6, scope 1, ISO 1, deducted: CO2 −150 → −150
const line = (
  lineNo: number,
  processId: number,
  scope: number,
  isoCategory: number,
  gases: { gas: string; massKg: number; co2eKg: number }[],
  extra: Partial<ResultLineView> = {},
): ResultLineView => ({
  lineNo,
  name: `line ${lineNo}`,
  processId,
  processName: `process ${processId}`,
  scope,
  isoCategory,
  scope3Category: null,
  deducted: false,
  co2eKg: gases.reduce((sum, gas) => sum + gas.co2eKg, 0),
  biogenicCo2Kg: 0,
  gases,
  market: null,
  ...extra,
});

const lines: ResultLineView[] = [
  line(1, 1, 1, 1, [
    { gas: "CO2", massKg: 1000, co2eKg: 1000 },
    { gas: "N2O", massKg: 0.5, co2eKg: 136.5 },
  ]),
  line(2, 2, 1, 1, [{ gas: "CO2", massKg: 300, co2eKg: 300 }]),
  line(3, 3, 2, 2, [{ gas: "CO2", massKg: 2000, co2eKg: 2000 }], {
    market: { basis: "certificate", co2eKg: 0 },
  }),
  line(4, 4, 2, 2, [{ gas: "CO2", massKg: 500, co2eKg: 500 }], {
    market: { basis: "grid", co2eKg: 500 },
  }),
  line(5, 5, 3, 3, [{ gas: "CO2E", massKg: 400, co2eKg: 400 }], { scope3Category: 6 }),
  line(6, 1, 1, 1, [{ gas: "CH4", massKg: 1, co2eKg: 27 }], { biogenicCo2Kg: 800 }),
  line(7, 6, 1, 1, [{ gas: "CO2", massKg: -150, co2eKg: -150 }], { deducted: true }),
];

// The roll-ups of those lines, added up by hand:
//   scope 1 = 1136.5 + 300 + 27 − 150 = 1313.5; scope 2 location = 2000 + 500 = 2500,
//   market = 0 + 500 = 500; scope 3 = 400; total = 1313.5 + 2500 + 400 = 4213.5,
//   market total = 1313.5 + 500 + 400 = 2213.5.
const totals: RunTotalsView = {
  totalKg: 4213.5,
  totalMarketKg: 2213.5,
  scope1: 1313.5,
  scope2Location: 2500,
  scope2Market: 500,
  scope3: 400,
  byIsoCategory: [
    { category: 1, co2eKg: 1313.5 },
    { category: 2, co2eKg: 2500 },
    { category: 3, co2eKg: 400 },
    { category: 4, co2eKg: 0 },
    { category: 5, co2eKg: 0 },
    { category: 6, co2eKg: 0 },
  ],
  byScope3Category: [{ category: 6, co2eKg: 400 }],
  byProcess: [
    { processId: 1, processName: "process 1", scope: 1, co2eKg: 1163.5 },
    { processId: 2, processName: "process 2", scope: 1, co2eKg: 300 },
    { processId: 3, processName: "process 3", scope: 2, co2eKg: 2000 },
    { processId: 4, processName: "process 4", scope: 2, co2eKg: 500 },
    { processId: 5, processName: "process 5", scope: 3, co2eKg: 400 },
    { processId: 6, processName: "process 6", scope: 1, co2eKg: -150 },
  ],
  byGas: [
    { gas: "CO2", massKg: 3650, co2eKg: 3650 },
    { gas: "CH4", massKg: 1, co2eKg: 27 },
    { gas: "N2O", massKg: 0.5, co2eKg: 136.5 },
    { gas: "CO2E", massKg: 400, co2eKg: 400 },
  ],
  biogenicCo2Kg: 800,
  deductedKg: 150,
  intensityPerOutput: null,
  outputUnit: null,
  intensityPerRevenue: null,
  revenueUnit: null,
};

describe("shares", () => {
  it("divides a part by its whole", () => {
    expect(shareOf(1313.5, 4213.5)).toBeCloseTo(0.31174, 5);
    expect(shareOf(-150, 4213.5)).toBeCloseTo(-0.0356, 4);
  });

  it("has no share of a zero or missing whole", () => {
    expect(shareOf(5, 0)).toBeNull();
    expect(shareOf(5, Number.NaN)).toBeNull();
    expect(shareOf(Number.NaN, 5)).toBeNull();
  });
});

describe("scope doughnut", () => {
  it("has scope 1, scope 2 location-based and scope 3, summing to the location-based total", () => {
    const slices = scopeSlices(totals);
    expect(slices.map((slice) => [slice.key, slice.kg])).toEqual([
      ["scope1", 1313.5],
      ["scope2Location", 2500],
      ["scope3", 400],
    ]);
    expect(slices.reduce((sum, slice) => sum + slice.kg, 0)).toBe(totals.totalKg);
    expect(slices[1].share).toBeCloseTo(2500 / 4213.5, 10);
    expect(slices.reduce((sum, slice) => sum + (slice.share ?? 0), 0)).toBeCloseTo(1, 12);
  });

  it("leaves scope 2 market-based out: the market figure is not a slice of the location total", () => {
    const slices = scopeSlices(totals);
    // Scope 2 market-based is 500 here; the scope 2 slice is the location-based 2500.
    expect(slices.map((slice) => slice.kg)).not.toContain(totals.scope2Market);
    expect(slices.map((slice) => slice.key)).not.toContain("scope2Market");
  });

  it("draws a scope whose deductions exceed its emissions as an empty slice", () => {
    const net = { ...totals, scope1: -200, totalKg: -200 + 2500 + 400 };
    const slices = scopeSlices(net);
    expect(doughnutValues(slices)).toEqual([0, 2500, 400]);
    // The share still tells the truth: −200 of 2700.
    expect(slices[0].share).toBeCloseTo(-200 / 2700, 10);
  });

  it("has no shares when the run has no emissions", () => {
    const nothing = { ...totals, totalKg: 0, scope1: 0, scope2Location: 0, scope3: 0 };
    expect(scopeSlices(nothing).map((slice) => slice.share)).toEqual([null, null, null]);
  });
});

describe("process bars", () => {
  it("lists the processes largest first with their share of the total", () => {
    const bars = processBars(totals);
    expect(bars.map((bar) => [bar.processId, bar.kg])).toEqual([
      [3, 2000],
      [1, 1163.5],
      [4, 500],
      [5, 400],
      [2, 300],
      [6, -150],
    ]);
    expect(bars[0].share).toBeCloseTo(2000 / 4213.5, 10);
    expect(bars.at(-1)?.share).toBeCloseTo(-150 / 4213.5, 10);
  });

  it("keeps the engine's order for equal figures", () => {
    const tied = {
      ...totals,
      byProcess: [
        { processId: 9, processName: "b", scope: 1, co2eKg: 10 },
        { processId: 4, processName: "a", scope: 1, co2eKg: 10 },
        { processId: 7, processName: "c", scope: 3, co2eKg: 20 },
      ],
    };
    expect(processBars(tied).map((bar) => bar.processId)).toEqual([7, 9, 4]);
  });

  it("keeps one bar per process and scope", () => {
    const split = {
      ...totals,
      byProcess: [
        { processId: 1, processName: "a", scope: 1, co2eKg: 10 },
        { processId: 1, processName: "a", scope: 3, co2eKg: 30 },
      ],
    };
    expect(processBars(split).map((bar) => [bar.processId, bar.scope])).toEqual([
      [1, 3],
      [1, 1],
    ]);
  });
});

describe("category rows", () => {
  it("has the six ISO 14064-1 categories with their shares of the total", () => {
    const rows = categoryRows(totals.byIsoCategory, 6, totals.totalKg);
    expect(rows.map((row) => row.category)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.map((row) => row.kg)).toEqual([1313.5, 2500, 400, 0, 0, 0]);
    expect(rows[2].share).toBeCloseTo(400 / 4213.5, 10);
    expect(rows[5].share).toBe(0);
  });

  it("fills the fifteen scope 3 categories, 0 where the run has none", () => {
    const rows = categoryRows(totals.byScope3Category, 15, totals.scope3);
    expect(rows).toHaveLength(15);
    expect(rows[5]).toEqual({ category: 6, kg: 400, share: 1 });
    expect(rows.filter((row) => row.kg !== 0)).toHaveLength(1);
    expect(rows[0]).toEqual({ category: 1, kg: 0, share: 0 });
  });

  it("gives no shares of an empty scope 3", () => {
    const rows = categoryRows([], 15, 0);
    expect(rows.every((row) => row.kg === 0 && row.share === null)).toBe(true);
  });
});

describe("gas rows", () => {
  it("keeps the engine's order, the mass and the CO2e share of each gas", () => {
    const rows = gasRows(totals);
    expect(rows.map((row) => row.gas)).toEqual(["CO2", "CH4", "N2O", "CO2E"]);
    expect(rows[2]).toEqual({ gas: "N2O", massKg: 0.5, kg: 136.5, share: 136.5 / 4213.5 });
    expect(rows.reduce((sum, row) => sum + row.kg, 0)).toBe(totals.totalKg);
  });
});

describe("gas stacks", () => {
  it("stacks each gas's CO2e by scope, the stacks adding up to the scope totals", () => {
    const stacks = gasStacksByScope(lines);
    expect(stacks.groups).toEqual([1, 2, 3]);
    // In the order the lines first name them.
    expect(stacks.gases).toEqual(["CO2", "N2O", "CO2E", "CH4"]);
    expect(stacks.values).toEqual([
      [1000 + 300 - 150, 2000 + 500, 0],
      [136.5, 0, 0],
      [0, 0, 400],
      [27, 0, 0],
    ]);
    const column = (index: number) => stacks.values.reduce((sum, row) => sum + row[index], 0);
    expect(column(0)).toBe(totals.scope1);
    expect(column(1)).toBe(totals.scope2Location);
    expect(column(2)).toBe(totals.scope3);
  });

  it("stacks scope 2 location-based: the market figures are not gases", () => {
    const stacks = gasStacksByScope([lines[2]]);
    expect(stacks.values).toEqual([[0, 2000, 0]]);
  });

  it("stacks each gas's CO2e by process in the order given", () => {
    const order = processBars(totals);
    const stacks = gasStacksByProcess(lines, order);
    expect(stacks.groups).toEqual(["3:2", "1:1", "4:2", "5:3", "2:1", "6:1"]);
    const co2 = stacks.values[stacks.gases.indexOf("CO2")];
    expect(co2).toEqual([2000, 1000, 500, 0, 300, -150]);
    const ch4 = stacks.values[stacks.gases.indexOf("CH4")];
    expect(ch4).toEqual([0, 27, 0, 0, 0, 0]);
    // Each process's stack adds up to its bar.
    order.forEach((bar, index) => {
      expect(stacks.values.reduce((sum, row) => sum + row[index], 0)).toBe(bar.kg);
    });
  });

  it("has no gases without lines", () => {
    expect(gasStacksByScope([])).toEqual({ groups: [1, 2, 3], gases: [], values: [] });
  });
});

describe("trace of a total", () => {
  const lineNos = (trace: ReturnType<typeof traceOf>) =>
    trace.contributions.map((item) => [item.line.lineNo, item.kg]);

  it("sums the lines of scope 1 processes, largest first, deductions negative", () => {
    const trace = traceOf({ kind: "scope", scope: 1 }, totals, lines);
    expect(trace.rule).toEqual({ key: "scope", params: { scope: 1 } });
    expect(lineNos(trace)).toEqual([
      [1, 1136.5],
      [2, 300],
      [7, -150],
      [6, 27],
    ]);
    expect(trace.sumKg).toBe(1313.5);
    expect(trace.storedKg).toBe(1313.5);
    expect(trace.reconciles).toBe(true);
  });

  it("sums every line for the location-based total", () => {
    const trace = traceOf({ kind: "total" }, totals, lines);
    expect(trace.contributions).toHaveLength(7);
    expect(trace.sumKg).toBe(4213.5);
    expect(trace.reconciles).toBe(true);
  });

  it("counts scope 2 at its market-based figure in the market-based total", () => {
    const trace = traceOf({ kind: "totalMarket" }, totals, lines);
    const electricity = trace.contributions.find((item) => item.line.lineNo === 3);
    expect(electricity?.kg).toBe(0);
    expect(trace.sumKg).toBe(2213.5);
    expect(trace.reconciles).toBe(true);
  });

  it("falls back to the location-based figure for a scope 2 line without a market figure", () => {
    const noMarket = { ...lines[3], market: null };
    const trace = traceOf({ kind: "scope2Market" }, totals, [lines[2], noMarket]);
    expect(lineNos(trace)).toEqual([
      [4, 500],
      [3, 0],
    ]);
    expect(trace.reconciles).toBe(true);
  });

  it("keeps scope 2 location- and market-based apart", () => {
    const location = traceOf({ kind: "scope2Location" }, totals, lines);
    const market = traceOf({ kind: "scope2Market" }, totals, lines);
    expect(location.sumKg).toBe(2500);
    expect(market.sumKg).toBe(500);
    expect(location.rule.key).toBe("scope2Location");
    expect(market.rule.key).toBe("scope2Market");
  });

  it("reports the deduction as a positive figure from the deducted lines", () => {
    const trace = traceOf({ kind: "deducted" }, totals, lines);
    expect(lineNos(trace)).toEqual([[7, 150]]);
    expect(trace.reconciles).toBe(true);
  });

  it("sums biogenic CO2 from the lines that have it, outside the scopes", () => {
    const trace = traceOf({ kind: "biogenic" }, totals, lines);
    expect(lineNos(trace)).toEqual([[6, 800]]);
    expect(trace.storedKg).toBe(800);
    expect(trace.reconciles).toBe(true);
  });

  it("sums an ISO category and a scope 3 category", () => {
    const iso = traceOf({ kind: "isoCategory", category: 2 }, totals, lines);
    expect(lineNos(iso)).toEqual([
      [3, 2000],
      [4, 500],
    ]);
    expect(iso.rule).toEqual({ key: "isoCategory", params: { category: 2 } });
    const travel = traceOf({ kind: "scope3Category", category: 6 }, totals, lines);
    expect(lineNos(travel)).toEqual([[5, 400]]);
    expect(travel.reconciles).toBe(true);
    const empty = traceOf({ kind: "scope3Category", category: 1 }, totals, lines);
    expect(empty.contributions).toEqual([]);
    expect(empty.sumKg).toBe(0);
    expect(empty.reconciles).toBe(true);
  });

  it("sums a process within its scope", () => {
    const trace = traceOf(
      { kind: "process", processId: 1, scope: 1, processName: "process 1" },
      totals,
      lines,
    );
    expect(lineNos(trace)).toEqual([
      [1, 1136.5],
      [6, 27],
    ]);
    expect(trace.rule).toEqual({ key: "process", params: { process: "process 1", scope: 1 } });
    expect(trace.reconciles).toBe(true);
  });

  it("sums a gas with its mass", () => {
    const trace = traceOf({ kind: "gas", gas: "CO2" }, totals, lines);
    expect(trace.contributions.map((item) => [item.line.lineNo, item.massKg, item.kg])).toEqual([
      [3, 2000, 2000],
      [1, 1000, 1000],
      [4, 500, 500],
      [2, 300, 300],
      [7, -150, -150],
    ]);
    expect(trace.sumKg).toBe(3650);
    expect(trace.storedMassKg).toBe(3650);
    expect(trace.reconciles).toBe(true);
  });

  it("says so when the lines do not add up to the stored figure", () => {
    const trace = traceOf({ kind: "scope", scope: 1 }, { ...totals, scope1: 1400 }, lines);
    expect(trace.sumKg).toBe(1313.5);
    expect(trace.reconciles).toBe(false);
  });

  it("finds nothing to sum before the lines are loaded", () => {
    const trace = traceOf({ kind: "total" }, totals, []);
    expect(trace.contributions).toEqual([]);
    expect(trace.reconciles).toBe(false);
  });
});

describe("sums and agreement", () => {
  it("does not lose small terms between large ones", () => {
    // Naively (1e16 + 1) − 1e16 is 0 in doubles; the compensated sum keeps the 1.
    expect(sumKg([1e16, 1, -1e16])).toBe(1);
    expect(sumKg([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumKg([])).toBe(0);
  });

  it("agrees to a gram or a part in a billion", () => {
    expect(agrees(1313.5, 1313.5004)).toBe(true);
    expect(agrees(1313.5, 1313.502)).toBe(false);
    expect(agrees(3.2e12, 3.2e12 + 1)).toBe(true);
    expect(agrees(3.2e12, 3.2e12 + 10_000)).toBe(false);
  });
});

describe("a line's gases", () => {
  it("writes each gas as mass × GWP and sums the CO2e", () => {
    // 1000 kg CO2 × 1 + 0.5 kg N2O × 273 = 1136.5 kg CO2e (AR6 GWP100 of N2O: 273).
    const { rows, sumKg: total } = gasProducts([
      { gas: "CO2", massKg: 1000, gwp: 1, co2eKg: 1000 },
      { gas: "N2O", massKg: 0.5, gwp: 273, co2eKg: 136.5 },
    ]);
    expect(rows.map((row) => row.product)).toEqual([1000, 136.5]);
    expect(total).toBe(1136.5);
  });
});

describe("intensity", () => {
  it("divides the total in tonnes by the denominator", () => {
    // 4213.5 kg = 4.2135 t over 3 t of product: 1.4045 t CO2e/t.
    expect(intensityOf(4213.5, 3)).toBeCloseTo(1.4045, 10);
  });

  it("has none without a positive denominator", () => {
    expect(intensityOf(4213.5, 0)).toBeNull();
    expect(intensityOf(4213.5, null)).toBeNull();
    expect(intensityOf(4213.5, -2)).toBeNull();
  });
});

describe("precise figures", () => {
  it("keeps grams from 1 kg up and four significant digits below", () => {
    expect(formatPrecise(3196529.040097)).toBe("3,196,529.04");
    expect(formatPrecise(12)).toBe("12");
    expect(formatPrecise(-150)).toBe("-150");
    expect(formatPrecise(0)).toBe("0");
    expect(formatPrecise(0.000123456)).toBe("0.0001235");
  });

  it("shows a dash for a missing figure", () => {
    expect(formatPrecise(null)).toBe("–");
    expect(formatPrecise(Number.POSITIVE_INFINITY)).toBe("–");
  });
});
