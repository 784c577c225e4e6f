import type { Worksheet } from "exceljs";
import { Workbook } from "exceljs";
import { ISO_CATEGORY_NAMES, RESULT_LABELS, SCOPE3_CATEGORY_NAMES } from "./labels";
import { writeResultWorkbook } from "./result-workbook";
import type { ResultWorkbookData, ResultWorkbookLine } from "./types";

// A hand-calculated case under AR6 (CH4 fossil GWP 29.8):
//  boiler:      1000 m³ x (2 kg CO2 + 0.001 kg CH4 fossil)/m³ = 2000 + 1 x 29.8 = 2029.8 kg CO2e
//  electricity: 10000 kWh x 0.5 kg CO2/kWh                     = 5000 kg CO2e location-based,
//               certificate at 0 kg/kWh                         =    0 kg CO2e market-based
//  locked:      2 t x 250 kg CO2/t, deducted                    = -500 kg CO2e
// scope 1 = 2029.8 - 500 = 1529.8; total location = 6529.8; total market = 1529.8 kg CO2e.
const factor = (name: string, code: string): ResultWorkbookLine["factor"] => ({
  id: 1,
  code,
  name,
  source: "Hand-made test factor",
  year: 2024,
  version: "1",
  region: "CN",
  gwpBasis: null,
});

const boiler: ResultWorkbookLine = {
  processName: "Boiler house",
  name: "Natural gas",
  scope: 1,
  isoCategory: 1,
  scope3Category: null,
  deducted: false,
  amount: 1000,
  unitSymbol: "m³",
  factor: factor("Natural gas", "NG-1"),
  factorValues: "CO2 2 kg/m³; CH4_FOSSIL 0.001 kg/m³",
  gases: [
    { gas: "CO2", massKg: 2000, gwp: 1, co2eKg: 2000 },
    { gas: "CH4_FOSSIL", massKg: 1, gwp: 29.8, co2eKg: 29.8 },
  ],
  co2eKg: 2029.8,
  biogenicCo2Kg: 0,
  marketCo2eKg: null,
  marketBasis: null,
  formula: "1000 m³ x 2 kg/m³ + 1000 m³ x 0.001 kg/m³ x 29.8",
};

const electricity: ResultWorkbookLine = {
  processName: "Purchased electricity",
  name: "Grid electricity",
  scope: 2,
  isoCategory: 2,
  scope3Category: null,
  deducted: false,
  amount: 10000,
  unitSymbol: "kWh",
  factor: factor("Grid average", "GRID-1"),
  factorValues: "CO2 0.5 kg/kWh",
  gases: [{ gas: "CO2", massKg: 5000, gwp: 1, co2eKg: 5000 }],
  co2eKg: 5000,
  biogenicCo2Kg: 0,
  marketCo2eKg: 0,
  marketBasis: "certificate",
  formula: "10000 kWh x 0.5 kg/kWh",
};

const locked: ResultWorkbookLine = {
  processName: "Boiler house",
  name: "Carbon locked in product",
  scope: 1,
  isoCategory: 1,
  scope3Category: null,
  deducted: true,
  amount: 2,
  unitSymbol: "t",
  factor: factor("Locked carbon", "LOCK-1"),
  factorValues: "CO2 250 kg/t",
  gases: [{ gas: "CO2", massKg: -500, gwp: 1, co2eKg: -500 }],
  co2eKg: -500,
  biogenicCo2Kg: 0,
  marketCo2eKg: null,
  marketBasis: null,
  formula: "-(2 t x 250 kg/t)",
};

function caseData(language: ResultWorkbookData["language"]): ResultWorkbookData {
  return {
    case: {
      corporationName: "Test Corp",
      caseName: "Inventory 2024",
      year: 2024,
      periodStart: "2024-01-01",
      periodEnd: "2024-12-31",
      gwpSet: "AR6",
      boundary: "Operational control",
    },
    runNo: 3,
    calculatedAt: new Date("2025-01-15T08:30:00Z"),
    totals: {
      totalKg: 6529.8,
      totalMarketKg: 1529.8,
      byScope: { scope1: 1529.8, scope2Location: 5000, scope2Market: 0, scope3: 0 },
      byIsoCategory: { "1": 1529.8, "2": 5000, "3": 0, "4": 0, "5": 0, "6": 0 },
      byScope3Category: {},
      byProcess: [
        { processId: 1, processName: "Boiler house", scope: 1, co2eKg: 1529.8 },
        { processId: 2, processName: "Purchased electricity", scope: 2, co2eKg: 5000 },
      ],
      byGas: [
        { gas: "CO2", massKg: 6500, co2eKg: 6500 },
        { gas: "CH4_FOSSIL", massKg: 1, co2eKg: 29.8 },
      ],
      biogenicCo2Kg: 0,
      deductedKg: 500,
      // 6.5298 t CO2e over 100 t of product.
      intensity: { perOutput: 0.065298, outputUnit: "t", perRevenue: null, revenueUnit: null },
    },
    lines: [boiler, electricity, locked],
    language,
  };
}

async function read(buffer: Buffer): Promise<Workbook> {
  const workbook = new Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

function sheet(workbook: Workbook, name: string): Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

/** The value next to a label in column A. */
function valueOf(summary: Worksheet, label: string): unknown {
  for (let r = 1; r <= summary.rowCount; r += 1) {
    if (summary.getRow(r).getCell(1).value === label) return summary.getRow(r).getCell(2).value;
  }
  throw new Error(`no row ${label}`);
}

function headers(ws: Worksheet): string[] {
  const values = ws.getRow(1).values as unknown[];
  return values.slice(1).map(String);
}

describe("result workbook", () => {
  const en = RESULT_LABELS.en;

  it("has the seven sheets, named in the workbook's language", async () => {
    const english = await read(await writeResultWorkbook(caseData("en")));
    const chinese = await read(await writeResultWorkbook(caseData("zh-CN")));

    expect(english.worksheets.map((ws) => ws.name)).toEqual([
      "Summary",
      "By scope",
      "By ISO 14064-1 category",
      "By scope 3 category",
      "By process",
      "By gas",
      "Lines",
    ]);
    expect(chinese.worksheets.map((ws) => ws.name)).toEqual(
      Object.values(RESULT_LABELS["zh-CN"].sheets),
    );
  });

  it("summarises the totals in tonnes of CO2e as numbers with three decimals", async () => {
    const workbook = await read(await writeResultWorkbook(caseData("en")));
    const summary = sheet(workbook, "Summary");

    expect(valueOf(summary, en.totalLocation)).toBeCloseTo(6.5298, 10); // 6529.8 kg / 1000
    expect(valueOf(summary, en.totalMarket)).toBeCloseTo(1.5298, 10);
    expect(valueOf(summary, en.scope1)).toBeCloseTo(1.5298, 10);
    expect(valueOf(summary, en.scope2Location)).toBe(5);
    expect(valueOf(summary, en.scope2Market)).toBe(0);
    expect(valueOf(summary, en.scope3)).toBe(0);
    expect(valueOf(summary, en.deducted)).toBe(0.5);
    expect(valueOf(summary, en.intensityPerOutput)).toBe(0.065298);
    expect(valueOf(summary, en.gwpSet)).toBe("AR6");
    expect(valueOf(summary, en.runNo)).toBe(3);
    expect(valueOf(summary, en.calculatedAt)).toEqual(new Date("2025-01-15T08:30:00Z"));
    expect(() => valueOf(summary, en.intensityPerRevenue)).toThrow("no row");

    const totalRow = summary
      .getRows(1, summary.rowCount)
      ?.find((row) => row.getCell(1).value === en.totalLocation);
    expect(totalRow?.getCell(2).numFmt).toBe("#,##0.000");
    expect(summary.getRow(1).font?.bold).toBe(true);
    expect(summary.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  });

  it("lists all six ISO 14064-1 and fifteen scope 3 categories by name", async () => {
    const workbook = await read(await writeResultWorkbook(caseData("en")));
    const iso = sheet(workbook, "By ISO 14064-1 category");
    const scope3 = sheet(workbook, "By scope 3 category");

    expect(iso.rowCount).toBe(1 + 6 + 1);
    expect(iso.getRow(3).values).toEqual([
      undefined,
      2,
      "Indirect GHG emissions from imported energy",
      5,
    ]);
    expect(iso.getRow(8).getCell(3).value).toMatchObject({ formula: "SUM(C2:C7)" });
    expect(
      (iso.getRow(8).getCell(3).value as { result: number }).result, // 1.5298 + 5
    ).toBeCloseTo(6.5298, 10);
    expect(scope3.rowCount).toBe(1 + 15 + 1);
    expect(scope3.getRow(16).getCell(2).value).toBe("Investments");
    expect(scope3.getRow(16).getCell(3).value).toBe(0);
    expect(ISO_CATEGORY_NAMES.zh).toHaveLength(6);
    expect(SCOPE3_CATEGORY_NAMES.zh).toHaveLength(15);
    expect(SCOPE3_CATEGORY_NAMES.en[3]).toBe("Upstream transportation and distribution");
  });

  it("writes the process and gas roll-ups with a CO2e total", async () => {
    const workbook = await read(await writeResultWorkbook(caseData("en")));
    const byProcess = sheet(workbook, "By process");
    const byGas = sheet(workbook, "By gas");

    expect(byProcess.getRow(2).values).toEqual([undefined, "Boiler house", 1, 1.5298]);
    expect(byProcess.getRow(4).getCell(1).value).toBe("Total");
    expect(headers(byGas)).toEqual(["Gas", "Mass (kg)", "t CO2e"]);
    expect(byGas.getRow(3).values).toEqual([undefined, "CH4 (fossil)", 1, 0.0298]);
    expect((byGas.getRow(4).getCell(3).value as { result: number }).result).toBeCloseTo(6.5298, 10);
  });

  it("writes one numeric row per line with a column per gas present", async () => {
    const workbook = await read(await writeResultWorkbook(caseData("en")));
    const lines = sheet(workbook, "Lines");
    const columns = headers(lines);
    const col = (header: string): number => columns.indexOf(header) + 1;

    expect(lines.rowCount).toBe(1 + 3 + 1);
    expect(columns).toContain("CO2 (kg)");
    expect(columns).toContain("CH4 (fossil) (kg)");
    expect(columns.filter((h) => h.endsWith("(kg)") && h.startsWith("N2O"))).toEqual([]);
    expect(col("CO2 (kg)")).toBeLessThan(col("CH4 (fossil) (kg)"));

    const row = (r: number) => lines.getRow(r);
    expect(row(2).getCell(col("Line")).value).toBe("Natural gas");
    for (const r of [2, 3, 4]) {
      for (const header of ["Amount", "CO2 (kg)", "CO2e (kg)", "CO2e (t)", "Scope"]) {
        expect(typeof row(r).getCell(col(header)).value).toBe("number");
      }
    }
    expect(row(2).getCell(col("CH4 (fossil) (kg)")).value).toBe(1);
    expect(row(3).getCell(col("CH4 (fossil) (kg)")).value).toBeNull();
    expect(row(3).getCell(col("Market-based CO2e (kg)")).value).toBe(0);
    expect(row(3).getCell(col("Market-based basis")).value).toBe("Energy attribute certificate");
    expect(row(4).getCell(col("Deducted")).value).toBe("yes");
    expect(row(4).getCell(col("CO2e (t)")).value).toBe(-0.5);
    expect(row(2).getCell(col("CO2e (t)")).numFmt).toBe("#,##0.000");
    expect(row(2).getCell(col("Factor code")).value).toBe("NG-1");
    expect(row(2).getCell(col("Factor year")).value).toBe(2024);

    const total = row(5).getCell(col("CO2e (kg)")).value as { formula: string; result: number };
    expect(total.formula).toMatch(/^SUM\(/);
    expect(total.result).toBeCloseTo(6529.8, 9); // 2029.8 + 5000 - 500
    expect(lines.getRow(1).font?.bold).toBe(true);
    expect(lines.views[0]).toMatchObject({ state: "frozen", ySplit: 1, xSplit: 2 });
  });
});
