import { existsSync, readFileSync } from "fs";
import path from "path";
import ExcelJS from "exceljs";
import type { FactorData } from "../factor-data";
import { parseUkFlatFile } from "./uk-flat-file";

// A row of the flat file: ID, Scope, Level 1-4, Column Text, UOM, GHG/Unit, factor.
type Cell = string | number | null;
type FlatRow = Cell[];

// prettier-ignore
const HEADER = ["ID", "Scope", "Level 1", "Level 2", "Level 3", "Level 4", "Column Text", "UOM", "GHG/Unit"];

interface BookOptions {
  /** Rows of title text above the header (the real file has five). */
  titleRows?: number;
  /** Empty columns left of the table. */
  offset?: number;
  factorHeader?: string;
  sheetName?: string;
}

async function flatFile(rows: FlatRow[], options: BookOptions = {}): Promise<Buffer> {
  const { titleRows = 5, offset = 0, factorHeader = "GHG Conversion Factor 2024" } = options;
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Front page").addRow(["UK Government GHG Conversion Factors"]);
  const sheet = workbook.addWorksheet(options.sheetName ?? "Factors by Category");
  const pad = (cells: Cell[]) => [...Array<null>(offset).fill(null), ...cells];
  for (let i = 0; i < titleRows; i++) {
    sheet.getRow(i + 1).values = pad(i === 0 ? ["UK Government GHG Conversion Factors"] : []);
  }
  sheet.getRow(titleRows + 1).values = pad([...HEADER, factorHeader]);
  rows.forEach((row, index) => {
    sheet.getRow(titleRows + 2 + index).values = pad(row);
  });
  sheet.getRow(titleRows + 2 + rows.length + 1).values = pad([null, "END"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Rows written as the sheet shows them: ID | Scope | Level 1 | Level 2 | Level 3 | Level 4 |
 * Column Text | UOM | GHG/Unit | factor. Empty cells stay empty; a numeric factor is a number.
 */
function flatRows(table: string): FlatRow[] {
  return table
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) =>
      line.split("|").map((cell, index) => {
        const text = cell.trim();
        if (text === "") return null;
        return index === 9 && /^[0-9.]+$/.test(text) ? Number(text) : text;
      }),
    );
}

// Figures of the DESNZ 2024 flat file, rows 1_100_1004_1_1..4 (natural gas per m³).
const NATURAL_GAS = flatRows(`
  1_100_1004_1_1 | Scope 1 | Fuels | Gaseous fuels | Natural gas |  |  | cubic metres | kg CO2e | 2.04542
  1_100_1004_1_2 | Scope 1 | Fuels | Gaseous fuels | Natural gas |  |  | cubic metres | kg CO2e of CO2 per unit | 2.0414
  1_100_1004_1_3 | Scope 1 | Fuels | Gaseous fuels | Natural gas |  |  | cubic metres | kg CO2e of CH4 per unit | 0.00307
  1_100_1004_1_4 | Scope 1 | Fuels | Gaseous fuels | Natural gas |  |  | cubic metres | kg CO2e of N2O per unit | 0.00095
`);

function byCode(factors: FactorData[], code: string): FactorData {
  const factor = factors.find((candidate) => candidate.code === code);
  if (!factor) throw new Error(`no factor ${code} among ${factors.map((f) => f.code).join(", ")}`);
  return factor;
}

function gas(factor: FactorData, code: string): number | undefined {
  return factor.gases.find((value) => value.gas === code)?.value;
}

describe("UK flat file parser", () => {
  it("groups the total and per-gas rows of one ID prefix into one factor in kg of gas", async () => {
    const parsed = await parseUkFlatFile(await flatFile(NATURAL_GAS));

    expect(parsed.rejected).toEqual([]);
    expect(parsed.factors).toHaveLength(1);
    const factor = parsed.factors[0];
    expect(factor).toMatchObject({
      code: "DESNZ-2024-1_100_1004_1",
      name: "Fuels / Gaseous fuels / Natural gas",
      nameEn: "Fuels / Gaseous fuels / Natural gas",
      category: "stationary-combustion",
      subcategory: "Gaseous fuels",
      unitId: 20, // cubic metres
      region: "GB",
      year: 2024,
      version: "2024",
      scope: 1,
      gwpBasis: null,
      dataSourceType: 2,
      synonyms: ["Natural gas"],
      ncv: null,
      carbonContent: null,
      oxidation: null,
      sourceUrl:
        "https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting",
    });
    expect(factor.source).toBe(
      "UK Government GHG Conversion Factors for Company Reporting 2024 (DESNZ), flat file, " +
        "rows 1_100_1004_1_1, 1_100_1004_1_2, 1_100_1004_1_3, 1_100_1004_1_4",
    );
    expect(factor.gases.map((value) => value.gas)).toEqual(["CO2", "CH4_FOSSIL", "N2O"]);
    // CO2 has GWP 1: 2.0414 kg CO2e of CO2 is 2.0414 kg CO2.
    expect(gas(factor, "CO2")).toBe(2.0414);
    // AR5 GWP100: CH4 28, N2O 265. 0.00307 / 28 = 0.000109642857..., 0.00095 / 265 = 3.5849e-6.
    expect(gas(factor, "CH4_FOSSIL")).toBeCloseTo(0.000109642857, 12);
    expect(gas(factor, "N2O")).toBeCloseTo(0.0000035849057, 12);
    expect(factor.notes).toContain("AR5");
    expect(factor.notes).toContain("CH4 28, N2O 265");
  });

  it("weighs the parts back to the published total with the AR5 GWPs", async () => {
    const [factor] = (await parseUkFlatFile(await flatFile(NATURAL_GAS))).factors;

    // 2.0414 + 0.000109642857 x 28 + 0.0000035849057 x 265 = 2.0414 + 0.00307 + 0.00095 = 2.04542
    const co2e = gas(factor, "CO2")! + gas(factor, "CH4_FOSSIL")! * 28 + gas(factor, "N2O")! * 265;
    expect(co2e).toBeCloseTo(2.04542, 10);
    expect(factor.notes).not.toMatch(/add up/);
  });

  it("stores methane of bioenergy as non-fossil", async () => {
    const rows = flatRows(`
      2_103_1031_8_1 | Scope 1 | Bioenergy | Biofuel | Bioethanol |  |  | litres | kg CO2e | 0.00901
      2_103_1031_8_2 | Scope 1 | Bioenergy | Biofuel | Bioethanol |  |  | litres | kg CO2e of CO2 per unit | 0
      2_103_1031_8_3 | Scope 1 | Bioenergy | Biofuel | Bioethanol |  |  | litres | kg CO2e of CH4 per unit | 0.00392
      2_103_1031_8_4 | Scope 1 | Bioenergy | Biofuel | Bioethanol |  |  | litres | kg CO2e of N2O per unit | 0.00509
    `);

    const [factor] = (await parseUkFlatFile(await flatFile(rows))).factors;

    expect(factor.unitId).toBe(55); // litres
    expect(factor.category).toBe("stationary-combustion");
    expect(factor.gases.map((value) => value.gas)).toEqual(["CO2", "CH4_NONFOSSIL", "N2O"]);
    expect(gas(factor, "CH4_NONFOSSIL")).toBeCloseTo(0.00392 / 28, 15); // = 0.00014
  });

  it("keeps a factor published only in kg CO2e as CO2E with the AR5 basis", async () => {
    const rows = flatRows(`
      11_100_1004_1_1 | Scope 3 | WTT- fuels | Gaseous fuels | Natural gas |  |  | cubic metres | kg CO2e | 0.3366
    `);

    const { factors, rejected } = await parseUkFlatFile(await flatFile(rows));

    expect(rejected).toEqual([]);
    expect(factors[0]).toMatchObject({
      code: "DESNZ-2024-11_100_1004_1",
      category: "fuel-upstream",
      scope: 3,
      unitId: 20,
      gases: [{ gas: "CO2E", value: 0.3366 }],
      gwpBasis: "AR5",
    });
    expect(factors[0].notes).toContain("kg CO2e (AR5");
  });

  it("turns outside-of-scopes CO2 into a separate biogenic CO2 factor without a scope", async () => {
    const rows = flatRows(`
      2_104_1043_15_1 | Scope 1 | Bioenergy | Biomass | Wood logs |  |  | tonnes | kg CO2e | 46.98508
      99_104_1043_15_2 | Outside of Scopes | Outside of scopes | Biomass | Wood logs |  |  | tonnes | kg CO2e of CO2 per unit | 1436.23
    `);

    const { factors, rejected } = await parseUkFlatFile(await flatFile(rows));

    expect(rejected).toEqual([]);
    expect(factors.map((factor) => factor.code)).toEqual([
      "DESNZ-2024-2_104_1043_15",
      "DESNZ-2024-99_104_1043_15",
    ]);
    expect(factors[0].gases).toEqual([{ gas: "CO2E", value: 46.98508 }]);
    expect(factors[1]).toMatchObject({
      gases: [{ gas: "CO2_BIO", value: 1436.23 }],
      scope: null,
      unitId: 11,
      category: "stationary-combustion",
      gwpBasis: null,
    });
    expect(factors[1].notes).toContain("Biogenic CO2");
  });

  it("rejects a unit with no counterpart, naming the unit", async () => {
    const rows = flatRows(`
      29_600_4000_13_1 | Scope 3 | Hotel stay | Hotel stay | UK |  |  | Room per night | kg CO2e | 10.4
      32_601_9999_12_1 | Scope 3 | Homeworking | Office Equipment |  |  |  | per FTE Working Hour | kg CO2e | 0.03144
    `);

    const { factors, rejected } = await parseUkFlatFile(await flatFile(rows));

    expect(factors).toEqual([]);
    expect(rejected).toEqual([
      {
        row: 7,
        key: "29_600_4000_13_1",
        reason: 'unit "Room per night" has no counterpart in the unit list',
      },
      {
        row: 8,
        key: "32_601_9999_12_1",
        reason: 'unit "per FTE Working Hour" has no counterpart in the unit list',
      },
    ]);
  });

  it("converts per-mile factors to per km and says so", async () => {
    const rows = flatRows(`
      8_300_3004_9_1 | Scope 2 | UK electricity for EVs | Cars (by market segment) | Mini |  | Battery Electric Vehicle | miles | kg CO2e | 0.05693
      8_300_3004_9_2 | Scope 2 | UK electricity for EVs | Cars (by market segment) | Mini |  | Battery Electric Vehicle | miles | kg CO2e of CO2 per unit | 0.05629
      8_300_3004_9_3 | Scope 2 | UK electricity for EVs | Cars (by market segment) | Mini |  | Battery Electric Vehicle | miles | kg CO2e of CH4 per unit | 0.00027
      8_300_3004_9_4 | Scope 2 | UK electricity for EVs | Cars (by market segment) | Mini |  | Battery Electric Vehicle | miles | kg CO2e of N2O per unit | 0.00037
      27_315_3151_16_1 | Scope 3 | Freighting goods | Rail | Freight train |  |  | tonne.miles | kg CO2e | 0.04472
    `);

    const { factors } = await parseUkFlatFile(await flatFile(rows));

    const car = byCode(factors, "DESNZ-2024-8_300_3004_9");
    expect(car.unitId).toBe(70); // km
    // 1 mile = 1.609344 km, so per km = per mile / 1.609344.
    expect(gas(car, "CO2")).toBeCloseTo(0.05629 / 1.609344, 15); // 0.034977
    expect(gas(car, "CH4_FOSSIL")).toBeCloseTo(0.00027 / 28 / 1.609344, 15);
    expect(gas(car, "N2O")).toBeCloseTo(0.00037 / 265 / 1.609344, 15);
    expect(car.notes).toContain("Published per mile; converted to per km by dividing by 1.609344");
    expect(car.nameEn).toBe(
      "UK electricity for EVs / Cars (by market segment) / Mini / Battery Electric Vehicle (per mile)",
    );
    expect(car.category).toBe("electricity");
    expect(car.scope).toBe(2);

    const train = byCode(factors, "DESNZ-2024-27_315_3151_16");
    expect(train.unitId).toBe(71); // t·km
    expect(train.category).toBe("transport");
    expect(gas(train, "CO2E")).toBeCloseTo(0.04472 / 1.609344, 15);
  });

  it("maps the published units onto ours", async () => {
    const rows = flatRows(`
      1_1_1_15_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | tonnes | kg CO2e | 1
      1_1_1_3_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | kg | kg CO2e | 1
      1_1_1_8_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | litres | kg CO2e | 1
      1_1_1_5_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | kWh | kg CO2e | 1
      1_1_1_6_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | kWh (Gross CV) | kg CO2e | 1
      1_1_1_7_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | kWh (Net CV) | kg CO2e | 1
      1_1_1_2_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | GJ | kg CO2e | 1
      1_1_1_1_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | cubic metres | kg CO2e | 1
      1_1_1_4_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | km | kg CO2e | 1
      1_1_1_11_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | passenger.km | kg CO2e | 1
      1_1_1_14_1 | Scope 1 | Fuels | Liquid fuels | Diesel |  |  | tonne.km | kg CO2e | 1
    `);

    const { factors, rejected } = await parseUkFlatFile(await flatFile(rows));

    expect(rejected).toEqual([]);
    expect(factors.map((factor) => factor.unitId)).toEqual([
      11, 10, 55, 30, 30, 30, 41, 20, 70, 72, 71,
    ]);
    // The two kWh bases share our unit, so their names keep them apart.
    expect(factors[4].nameEn).toBe("Fuels / Liquid fuels / Diesel (gross CV)");
    expect(factors[5].nameEn).toBe("Fuels / Liquid fuels / Diesel (net CV)");
  });

  it("rejects a repeated ID and keeps the first", async () => {
    const rows = [
      ...NATURAL_GAS,
      ...flatRows(`
        1_100_1004_1_2 | Scope 1 | Fuels | Gaseous fuels | Natural gas |  |  | cubic metres | kg CO2e of CO2 per unit | 9.99
      `),
    ];

    const { factors, rejected } = await parseUkFlatFile(await flatFile(rows));

    expect(rejected).toEqual([
      { row: 11, key: "1_100_1004_1_2", reason: "ID 1_100_1004_1_2 repeats row 8" },
    ]);
    expect(gas(factors[0], "CO2")).toBe(2.0414);
  });

  it("rejects empty and non-numeric factors and rows that are not emission figures", async () => {
    const rows = flatRows(`
      1_101_1021_8_1 | Scope 1 | Fuels | Liquid fuels | Refinery miscellaneous |  |  | litres | kg CO2e |
      1_101_1022_8_1 | Scope 1 | Fuels | Liquid fuels | Fuel oil |  |  | litres | kg CO2e | n/a
      6_300_3000_4_5 | Scope 1 | SECR kWh pass & delivery vehs | Cars (by market segment) | Mini |  | Diesel | km | kWh (Net CV) | 0.42272
    `);

    const { factors, rejected } = await parseUkFlatFile(await flatFile(rows));

    expect(factors).toEqual([]);
    expect(rejected).toEqual([
      {
        row: 7,
        key: "1_101_1021_8_1",
        reason: "the factor (GHG Conversion Factor 2024) is empty",
      },
      { row: 8, key: "1_101_1022_8_1", reason: 'the factor "n/a" is not a number' },
      {
        row: 9,
        key: "6_300_3000_4_5",
        reason:
          'GHG/Unit "kWh (Net CV)" is not an emission figure (kg CO2e, or kg CO2e of CO2, CH4 or N2O per unit)',
      },
    ]);
  });

  it("notes parts that do not add up to the total but keeps them", async () => {
    const rows = NATURAL_GAS.map((row) => (row[8] === "kg CO2e" ? [...row.slice(0, 9), 2.2] : row));

    const [factor] = (await parseUkFlatFile(await flatFile(rows))).factors;

    // 2.0414 + 0.00307 + 0.00095 = 2.04542, 7% below 2.2: beyond the 0.5% rounding allowance.
    expect(factor.notes).toContain("add up to 2.04542 kg CO2e, not the total 2.2");
    expect(gas(factor, "CO2")).toBe(2.0414);
  });

  it("uses the total when some per-gas rows are missing and rejects the orphaned parts", async () => {
    const { factors, rejected } = await parseUkFlatFile(await flatFile(NATURAL_GAS.slice(0, 3)));

    expect(factors[0].gases).toEqual([{ gas: "CO2E", value: 2.04542 }]);
    expect(rejected.map((row) => row.key)).toEqual(["1_100_1004_1_2", "1_100_1004_1_3"]);
    expect(rejected[0].reason).toMatch(/lacks some of its CO2, CH4 and N2O rows/);
  });

  it("finds the header by its cells on any row and column", async () => {
    const atTop = await parseUkFlatFile(await flatFile(NATURAL_GAS, { titleRows: 0 }));
    const lowAndRight = await parseUkFlatFile(
      await flatFile(NATURAL_GAS, { titleRows: 20, offset: 2 }),
    );

    expect(atTop.factors.map((factor) => factor.code)).toEqual(["DESNZ-2024-1_100_1004_1"]);
    expect(lowAndRight.factors).toEqual(atTop.factors);
    expect(lowAndRight.rejected).toEqual([]);
  });

  it("reads the year from the factor column's header", async () => {
    const file = await flatFile(NATURAL_GAS, { factorHeader: "GHG Conversion Factor 2023" });

    const [factor] = (await parseUkFlatFile(file)).factors;

    expect(factor.code).toBe("DESNZ-2023-1_100_1004_1");
    expect(factor.year).toBe(2023);
    expect(factor.source).toContain("Company Reporting 2023 (DESNZ)");
    await expect(parseUkFlatFile(file, { year: 2024 })).rejects.toThrow(
      "The file holds the 2023 factors, not 2024",
    );
  });

  it("takes the year from the options when the header has none", async () => {
    const file = await flatFile(NATURAL_GAS, { factorHeader: "GHG Conversion Factor" });

    expect((await parseUkFlatFile(file, { year: 2022 })).factors[0].year).toBe(2022);
    await expect(parseUkFlatFile(file)).rejects.toThrow(/no year/);
  });

  it("refuses a file that is not a workbook or has no flat-file header", async () => {
    await expect(parseUkFlatFile(Buffer.from("ID,Scope\n1,2\n"))).rejects.toThrow(
      /not a readable \.xlsx workbook/,
    );
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Factors by Category").addRow(["something", "else"]);
    const noHeader = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(parseUkFlatFile(noHeader)).rejects.toThrow(/No sheet has the flat file's header/);
  });
});

// The published file lives outside the repository (see ../shared/data/README.md).
const SHARED_DATA = path.resolve(__dirname, "../../../../../../shared/data");
const DESNZ_2024 = path.join(SHARED_DATA, "ghg-conversion-factors-2024-FlatFormat_v1_1.xlsx");
const haveRealFile = existsSync(DESNZ_2024);
if (!haveRealFile) {
  console.warn(`Skipping the DESNZ 2024 flat-file test: ${DESNZ_2024} is absent`);
}

// Skipped (with the warning above) only where ../shared/data, which is never committed, is absent.
(haveRealFile ? describe : describe.skip)(
  `UK flat file parser on the published DESNZ 2024 file${haveRealFile ? "" : " (skipped: ../shared/data is absent)"}`,
  () => {
    let parsed: Awaited<ReturnType<typeof parseUkFlatFile>>;

    beforeAll(async () => {
      parsed = await parseUkFlatFile(readFileSync(DESNZ_2024));
    });

    it("reads natural gas per m³ with parts that add up to the published 2.04542 kg CO2e", () => {
      const factor = byCode(parsed.factors, "DESNZ-2024-1_100_1004_1");

      expect(factor.unitId).toBe(20);
      expect(factor.scope).toBe(1);
      // Rows 1_100_1004_1_2..4 print 2.0414, 0.00307 and 0.00095 kg CO2e.
      expect(gas(factor, "CO2")).toBe(2.0414);
      expect(gas(factor, "CH4_FOSSIL")).toBeCloseTo(0.00307 / 28, 15);
      expect(gas(factor, "N2O")).toBeCloseTo(0.00095 / 265, 15);
      const co2e =
        gas(factor, "CO2")! + gas(factor, "CH4_FOSSIL")! * 28 + gas(factor, "N2O")! * 265;
      expect(co2e).toBeCloseTo(2.04542, 10);
    });

    it("reads UK grid electricity at 0.20705 kg CO2e per kWh", () => {
      const factor = byCode(parsed.factors, "DESNZ-2024-7_400_4000_5");

      expect(factor).toMatchObject({ unitId: 30, scope: 2, category: "electricity" });
      const co2e =
        gas(factor, "CO2")! + gas(factor, "CH4_FOSSIL")! * 28 + gas(factor, "N2O")! * 265;
      expect(co2e).toBeCloseTo(0.20705, 10);
    });

    it("gives every rejected row a reason and codes no factor twice", () => {
      expect(parsed.factors.length).toBeGreaterThan(2000);
      expect(parsed.rejected.length).toBeGreaterThan(0);
      for (const row of parsed.rejected) {
        expect(row.reason).not.toBe("");
        expect(row.key).not.toBeNull();
      }
      const codes = new Set(parsed.factors.map((factor) => factor.code));
      expect(codes.size).toBe(parsed.factors.length);
      expect(parsed.factors.every((factor) => factor.gases.length > 0)).toBe(true);
    });
  },
);
