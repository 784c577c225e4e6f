// A small hand-worked inventory for the report's unit tests and benchmark: five result lines as a
// run stores them, with figures a reader can check (AR6 GWPs: CH4 27.9, N2O 273, SF6 25,200).
//  - Diesel generator, 10,000 kg × (CO2 3.1, CH4 0.0001, N2O 0.00001 kg/kg):
//      CO2 31,000 kg; CH4 1 kg × 27.9 = 27.9; N2O 0.1 kg × 273 = 27.3 → 31,055.2 kg CO2e
//  - Switchgear SF6 leak, 1 kg × 25,200 = 25,200 kg CO2e
//  - Wood pellet boiler, 1,000 kg × CO2_BIO 1.8 = 1,800 kg biogenic CO2, outside the scopes
//  - Purchased electricity, 100,000 kWh × 0.5 kg CO2/kWh = 50,000 kg CO2e
//  - Purchased steel, 2,000 kg × 1.5 kg CO2/kg = 3,000 kg CO2e (scope 3 category 1)
// Scope 1 = 56,255.2 kg (56.26 t), scope 2 = 50,000 (50.00 t), scope 3 = 3,000 (3.00 t), total
// 109,255.2 kg (109.26 t); ISO categories 1: 56.26 t, 2: 50.00 t, 4: 3.00 t.
import type { CaseTotals, GasEmission } from "../../calc/ghg/types";
import type { ResultLine } from "../calculation/calculation-run.entity";
import type { ReportSource } from "./ghg-report-document";
import type { ReportLanguage, ReportLayout } from "./ghg-report.entity";

const SOURCE = "Hand-made test factor";

function line(
  id: number,
  values: Partial<ResultLine> & Pick<ResultLine, "name" | "processId" | "processName">,
): ResultLine {
  return {
    id,
    runId: 1,
    activityLineId: 100 + id,
    scope: 1,
    isoCategory: 1,
    scope3Category: null,
    deducted: false,
    method: "factor",
    amount: 0,
    unitId: 10,
    amountInFactorUnit: 0,
    factorUnitId: 10,
    gases: [],
    co2eKg: 0,
    biogenicCo2Kg: 0,
    market: null,
    factor: {
      id: null,
      code: null,
      name: values.name,
      source: SOURCE,
      year: 2024,
      version: null,
      region: "CN",
      gwpBasis: null,
      unitId: 10,
      gases: [],
    },
    formula: "",
    ...values,
  };
}

const gas = (name: GasEmission["gas"], massKg: number, gwp: number): GasEmission => ({
  gas: name,
  massKg,
  gwp,
  co2eKg: massKg * gwp,
});

export function fixtureLines(): ResultLine[] {
  return [
    line(1, {
      name: "Diesel generator",
      processId: 1,
      processName: "固定燃烧",
      amount: 10_000,
      amountInFactorUnit: 10_000,
      gases: [gas("CO2", 31_000, 1), gas("CH4", 1, 27.9), gas("N2O", 0.1, 273)],
      co2eKg: 31_055.2,
      factor: {
        id: 7,
        code: "TEST-DIESEL",
        name: "Diesel, stationary",
        source: SOURCE,
        year: 2024,
        version: "1.0",
        region: "CN",
        gwpBasis: null,
        unitId: 10,
        gases: [
          { gas: "CO2", value: 3.1 },
          { gas: "CH4", value: 0.0001 },
          { gas: "N2O", value: 0.00001 },
        ],
      },
    }),
    line(2, {
      name: "Switchgear SF6 leak",
      processId: 2,
      processName: "逸散排放",
      method: "gas",
      amount: 1,
      amountInFactorUnit: 1,
      gases: [gas("SF6", 1, 25_200)],
      co2eKg: 25_200,
    }),
    line(3, {
      name: "Wood pellet boiler",
      processId: 1,
      processName: "固定燃烧",
      amount: 1_000,
      amountInFactorUnit: 1_000,
      biogenicCo2Kg: 1_800,
    }),
    line(4, {
      name: "Purchased electricity",
      processId: 3,
      processName: "外购电力",
      scope: 2,
      isoCategory: 2,
      amount: 100_000,
      unitId: 30,
      amountInFactorUnit: 100_000,
      factorUnitId: 30,
      gases: [gas("CO2", 50_000, 1)],
      co2eKg: 50_000,
    }),
    line(5, {
      name: "Purchased steel",
      processId: 4,
      processName: "外购原材料",
      scope: 3,
      isoCategory: 4,
      scope3Category: 1,
      amount: 2_000,
      amountInFactorUnit: 2_000,
      gases: [gas("CO2", 3_000, 1)],
      co2eKg: 3_000,
    }),
  ];
}

export function fixtureTotals(): CaseTotals {
  return {
    totalKg: 109_255.2,
    totalMarketKg: 109_255.2,
    byScope: { scope1: 56_255.2, scope2Location: 50_000, scope2Market: 50_000, scope3: 3_000 },
    byIsoCategory: { "1": 56_255.2, "2": 50_000, "3": 0, "4": 3_000, "5": 0, "6": 0 },
    byScope3Category: { "1": 3_000 },
    byProcess: [],
    byGas: [
      { gas: "CO2", massKg: 84_000, co2eKg: 84_000 },
      { gas: "CH4", massKg: 1, co2eKg: 27.9 },
      { gas: "N2O", massKg: 0.1, co2eKg: 27.3 },
      { gas: "SF6", massKg: 1, co2eKg: 25_200 },
    ],
    biogenicCo2Kg: 1_800,
    deductedKg: 0,
    intensity: { perOutput: 0.1092552, outputUnit: "t", perRevenue: null, revenueUnit: null },
  };
}

export function fixtureSource(lang: ReportLanguage, layout: ReportLayout): ReportSource {
  return {
    lang,
    layout,
    generatedAt: new Date("2025-03-20T02:00:00Z"),
    responsiblePerson: "王芳 Wang Fang",
    notes: "",
    preparedBy: "demo",
    companyName: "Demo Manufacturing Co., Ltd.",
    corporation: {
      name: "苏州示范工厂 Demo Plant (Suzhou)",
      creditCode: "91320500MA1XD0001K",
      industry: { name: "制造业", nameEn: "Manufacturing" },
      address: "苏州工业园区星湖街 328 号",
      description: null,
    },
    case: {
      name: "2024 inventory",
      year: 2024,
      periodStart: "2024-01-01",
      periodEnd: "2024-12-31",
      boundary: "operational-control",
      outputAmount: 1_000,
      outputUnit: "t",
      revenue: null,
      revenueUnit: null,
    },
    run: {
      runNo: 3,
      createdAt: new Date("2025-03-18T06:30:00Z"),
      gwpSet: "AR6",
      lineCount: 5,
      totals: fixtureTotals(),
    },
    lines: fixtureLines(),
    processes: [
      { id: 1, name: "固定燃烧", nameEn: "Stationary combustion", scope: 1, isoCategory: 1 },
      { id: 2, name: "逸散排放", nameEn: "Fugitive emissions", scope: 1, isoCategory: 1 },
      { id: 3, name: "外购电力", nameEn: "Purchased electricity", scope: 2, isoCategory: 2 },
      { id: 4, name: "外购原材料", nameEn: "Purchased materials", scope: 3, isoCategory: 4 },
      { id: 5, name: "员工通勤", nameEn: "Employee commuting", scope: 3, isoCategory: 3 },
    ],
    dataSourceTypes: new Map([
      [101, 3],
      [102, 1],
      [103, 3],
      [104, 3],
      [105, 2],
    ]),
    baseYear: { kind: "not-set" },
  };
}
