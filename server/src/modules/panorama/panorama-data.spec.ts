// The chart figures of panorama-data.ts on hand-made totals: what the integration test cannot
// cheaply set up (several cases of one corporation in a year, a case axis, a corporation with no
// base-year figure at all).
import type { CaseTotals } from "../../calc/ghg/types";
import { chartData, type CaseFigures, type ChartDefinition } from "./panorama-data";
import { PanoramaDataKind, PanoramaGrouping, Scope2Basis } from "./panorama.codes";

function totals(kg: number, marketKg: number, output: number | null): CaseTotals {
  return {
    totalKg: kg,
    totalMarketKg: marketKg,
    byScope: { scope1: kg, scope2Location: 0, scope2Market: marketKg - kg, scope3: 0 },
    byIsoCategory: { "1": kg },
    byScope3Category: {},
    byProcess: [],
    byGas: [{ gas: "CO2", massKg: kg, co2eKg: kg }],
    biogenicCo2Kg: 0,
    deductedKg: 0,
    intensity: {
      perOutput: output ? kg / 1000 / output : null,
      outputUnit: output ? "t" : null,
      perRevenue: null,
      revenueUnit: null,
    },
  };
}

const item = (
  caseId: number,
  year: number,
  name: string,
  kg: number,
  output: number | null,
  corporationId = 1,
): CaseFigures => ({
  caseId,
  caseName: name,
  year,
  corporationId,
  corporationName: corporationId === 1 ? "Plant A" : "Plant B",
  baseYearCaseId: null,
  runId: caseId * 10,
  totals: totals(kg, kg, output),
});

const def = (fields: Partial<ChartDefinition>): ChartDefinition => ({
  dataKind: PanoramaDataKind.total,
  grouping: PanoramaGrouping.year,
  corporationIds: [],
  years: [],
  caseIds: [],
  scopes: [1, 2, 3],
  scope2Basis: Scope2Basis.location,
  ...fields,
});

describe("panorama chart figures", () => {
  // Plant A reports 2024 in two halves: 6 t over 300 t of output, then 4 t over 200 t.
  const halves = [item(1, 2024, "2024 H1", 6_000, 300), item(2, 2024, "2024 H2", 4_000, 200)];

  it("reads one intensity of a year from its cases: their emissions over their outputs", () => {
    const data = chartData(halves, def({ dataKind: PanoramaDataKind.intensityOutput }));
    // (6 + 4) t / (300 + 200) t = 0.02 t/t (each half alone is 0.02 as well).
    expect(data.series).toHaveLength(1);
    expect(data.series[0].values[0]).toBeCloseTo(0.02, 15);

    const uneven = [item(1, 2024, "2024 H1", 6_000, 300), item(2, 2024, "2024 H2", 4_000, 100)];
    // 10 t / 400 t = 0.025, not the mean of 0.02 and 0.04.
    const mixed = chartData(uneven, def({ dataKind: PanoramaDataKind.intensityOutput }));
    expect(mixed.series[0].values[0]).toBeCloseTo(0.025, 15);
  });

  it("puts each case on a case axis, in year order, with keys that carry no ids", () => {
    const cases = [item(9, 2024, "Later", 2_000, null), item(5, 2023, "Earlier", 1_000, null)];
    const data = chartData(cases, def({ grouping: PanoramaGrouping.case }));
    expect(data.categories).toEqual([
      { key: "case:1", name: "Earlier" },
      { key: "case:2", name: "Later" },
    ]);
    expect(data.series).toEqual([{ key: "total", name: "", values: [1_000, 2_000] }]);
  });

  it("draws no path when no corporation has a base-year figure, and says so", () => {
    const data = chartData(
      halves,
      def({
        dataKind: PanoramaDataKind.target,
        baseYear: 2020,
        targetYear: 2030,
        reductionPct: 50,
      }),
    );
    expect(data.series[1].values.every((value) => value === null)).toBe(true);
    expect(data.notes).toEqual(["noBaseYear"]);
    // The actuals still show: 2024 is 6 + 4 t.
    expect(data.series[0].values[4]).toBe(10_000);
  });

  it("says when nothing calculated matches the filters", () => {
    const data = chartData(halves, def({ years: [2019] }));
    expect(data.categories).toEqual([]);
    expect(data.notes).toEqual(["noData"]);
  });
});
