// The GHG engine's totals: scope 3 and ISO categories, intensity, the roll-ups by process and
// gas, exact sums, and the trace of each calculation.
import { formatNumber } from "./engine";
import { calculate, expectClose, factor, KG, KWH, L, line, M3 } from "./test-lines";
import type { EngineActivityLine } from "./types";

describe("categories and intensity", () => {
  // UK DESNZ 2024 flat file: T&D losses 0.0183 kg CO2e/kWh (scope 3 cat. 3) [13_402_4000_5_1];
  // well-to-tank natural gas 0.3366 kg CO2e/m³ (cat. 3) [11_100_1004_1_1]; diesel (average
  // biofuel blend) 2.51279 kg CO2e/litre [1_101_1011_8_1], here a hire car on business travel.
  const td = factor("UK T&D losses 2024", KWH, [["CO2E", 0.0183]], { gwpBasis: "AR5" });
  const wtt = factor("UK WTT natural gas 2024", M3, [["CO2E", 0.3366]], { gwpBasis: "AR5" });
  const hireCar = factor("UK diesel 2024", L, [["CO2E", 2.51279]], { gwpBasis: "AR5" });
  const scope3 = (): EngineActivityLine[] => [
    line({
      amount: 100_000,
      unitId: KWH,
      factor: td,
      scope: 3,
      isoCategory: 4,
      scope3Category: 3,
      processId: 1,
      processName: "Upstream energy",
    }),
    line({
      amount: 10_000,
      unitId: M3,
      factor: wtt,
      scope: 3,
      isoCategory: 4,
      scope3Category: 3,
      processId: 1,
      processName: "Upstream energy",
    }),
    line({
      amount: 400,
      unitId: L,
      factor: hireCar,
      scope: 3,
      isoCategory: 3,
      scope3Category: 6,
      processId: 2,
      processName: "Business travel",
    }),
  ];
  // By hand: 100,000 × 0.0183 = 1,830; 10,000 × 0.3366 = 3,366; 400 × 2.51279 = 1,005.116.
  const upstream = 1830 + 3366;
  const travel = 1005.116;

  it("totals by scope 3 category and ISO category with every key present", () => {
    const { totals } = calculate(scope3());

    expect(Object.keys(totals.byScope3Category)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1)),
    );
    expect(Object.keys(totals.byIsoCategory)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expectClose(totals.byScope3Category["3"], upstream);
    expectClose(totals.byScope3Category["6"], travel);
    expect(totals.byScope3Category["1"]).toBe(0);
    expectClose(totals.byIsoCategory["4"], upstream);
    expectClose(totals.byIsoCategory["3"], travel);
    expect(totals.byIsoCategory["1"]).toBe(0);
    expectClose(totals.byScope.scope3, upstream + travel);
    expect(totals.byProcess.map((p) => [p.processName, p.scope])).toEqual([
      ["Upstream energy", 3],
      ["Business travel", 3],
    ]);
    expectClose(totals.byProcess[0].co2eKg, upstream);
  });

  it("counts a published CO2e figure as given under any GWP set", () => {
    const ar5 = calculate(scope3(), "AR5").totals.totalKg;
    const ar6 = calculate(scope3(), "AR6").totals.totalKg;

    expectClose(ar5, upstream + travel);
    expect(ar6).toBe(ar5);
  });

  it("gives intensity per output and revenue in t CO2e, and none without a denominator", () => {
    const withBoth = calculate(scope3(), "AR5", {
      output: { amount: 2000, unit: "t" },
      revenue: { amount: 0, unit: "10^4 CNY" },
    }).totals.intensity;
    const without = calculate(scope3()).totals.intensity;

    // 6,201.116 kg = 6.201116 t over 2,000 t of product.
    expectClose(withBoth.perOutput ?? NaN, 6.201116 / 2000);
    expect(withBoth.outputUnit).toBe("t");
    expect(withBoth.perRevenue).toBeNull();
    expect(withBoth.revenueUnit).toBe("10^4 CNY");
    expect(without).toEqual({
      perOutput: null,
      outputUnit: null,
      perRevenue: null,
      revenueUnit: null,
    });
  });
});

describe("roll-ups", () => {
  it("answers an empty case with zero totals and every category key", () => {
    const { lines, totals } = calculate([]);

    expect(lines).toEqual([]);
    expect(totals.totalKg).toBe(0);
    expect(totals.totalMarketKg).toBe(0);
    expect(Object.values(totals.byIsoCategory)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(Object.values(totals.byScope3Category)).toHaveLength(15);
    expect(totals.byGas).toEqual([]);
    expect(totals.byProcess).toEqual([]);
  });

  it("lists gases in catalogue order whatever order the lines bring them", () => {
    const n2oFirst = factor("n2o then co2", KG, [
      ["N2O", 0.001],
      ["SF6", 0.0001],
      ["CO2", 1],
    ]);
    const ch4 = factor("ch4", KG, [["CH4", 0.01]]);
    const { totals } = calculate([
      line({ amount: 10, unitId: KG, factor: n2oFirst }),
      line({ amount: 10, unitId: KG, factor: ch4 }),
    ]);

    expect(totals.byGas.map((g) => g.gas)).toEqual(["CO2", "CH4", "N2O", "SF6"]);
    // 10 kg × 0.0001 = 0.001 kg SF6 × 23,500 = 23.5 kg CO2e
    expectClose(totals.byGas[3].co2eKg, 23.5);
  });

  it("splits a process whose lines span scopes into one row per scope, in first-seen order", () => {
    const f = factor("f", KG, [["CO2", 1]]);
    const { totals } = calculate([
      line({ amount: 1, unitId: KG, factor: f, processId: 7, processName: "Mixed" }),
      line({ amount: 2, unitId: KG, factor: f, processId: 8, processName: "Other" }),
      line({ amount: 4, unitId: KG, factor: f, processId: 7, processName: "Mixed", scope: 3 }),
      line({ amount: 8, unitId: KG, factor: f, processId: 7, processName: "Mixed" }),
    ]);

    expect(totals.byProcess).toEqual([
      { processId: 7, processName: "Mixed", scope: 1, co2eKg: 9 },
      { processId: 8, processName: "Other", scope: 1, co2eKg: 2 },
      { processId: 7, processName: "Mixed", scope: 3, co2eKg: 4 },
    ]);
  });

  it("keeps the total of many small lines exact where plain addition drifts", () => {
    // 10,000 lines of 0.1 kg CO2 each: 1,000 kg.
    const f = factor("f", KG, [["CO2", 1]]);
    const lines = Array.from({ length: 10_000 }, () =>
      line({ amount: 0.1, unitId: KG, factor: f }),
    );

    expect(Math.abs(calculate(lines).totals.totalKg - 1000) / 1000).toBeLessThan(1e-12);
  });

  it("deducts a zero line as 0, not -0", () => {
    const f = factor("f", KG, [["CO2", 1]]);
    const { lines, totals } = calculate([
      line({ amount: 0, unitId: KG, factor: f, deducted: true }),
    ]);

    expect(Object.is(lines[0].co2eKg, 0)).toBe(true);
    expect(Object.is(totals.deductedKg, 0)).toBe(true);
  });
});

describe("trace", () => {
  it("writes the calculation with its numbers and unit symbols", () => {
    const ng = factor("Natural gas", M3, [["CO2", 0.05444]]);
    const { lines } = calculate([line({ amount: 1000, unitId: M3, factor: ng })]);

    expect(lines[0].formula).toBe(
      "1,000 m³ × 0.05444 kg CO2/m³ = 54.44 kg CO2; CO2e = Σ mass × GWP(AR5) = 54.44 × 1 = 54.44 kg CO2e",
    );
  });

  it("formats numbers the same on every host", () => {
    expect(formatNumber(1234567.891)).toBe("1,234,567.891");
    expect(formatNumber(-154000)).toBe("-154,000");
    expect(formatNumber(0.1 + 0.2)).toBe("0.3");
    expect(formatNumber(0.00000103)).toBe("0.00000103");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(-0)).toBe("0");
  });
});
