import ExcelJS from "exceljs";
import { runWithLocale } from "../../../lib/request-context";
import type { FactorData } from "../factor-data";
import { GAS_CODES, parseFactorTemplate, TEMPLATE_COLUMNS, writeFactorTemplate } from "./template";

// Natural gas with the Chinese industry guidelines' combustion parameters: NCV 389.31 GJ per
// 10⁴ Nm³, 15.32 t C/TJ = 0.01532 t C/GJ, oxidation 99 %; CO2 = 389.31 x 0.01532 x 0.99 x 44/12 t.
const UNKNOWN_UNIT =
  'unit "barrel" is not a unit id, symbol or name (kg, t, m³, kWh, 吨, 千瓦时, 立方米, ...)';

const NATURAL_GAS: FactorData = {
  code: "CN-GUIDE-NG",
  name: "天然气",
  nameEn: "Natural gas",
  category: "stationary-combustion",
  subcategory: "Gaseous fuels",
  unitId: 22,
  gases: [
    { gas: "CO2", value: 21650.2 }, // 21.6502 t
    { gas: "CH4", value: 0.38931 },
    { gas: "N2O", value: 0.038931 },
  ],
  ncv: 389.31,
  carbonContent: 0.01532,
  oxidation: 0.99,
  region: "CN",
  year: 2015,
  version: "2015 edition",
  source: "Industry accounting guideline defaults, natural gas",
  sourceUrl: "https://openstd.samr.gov.cn/",
  dataSourceType: 2,
  uncertainty: 5,
  synonyms: ["管道天然气", "NG"],
  scope: 1,
  gwpBasis: null,
  notes: 'Values, commas, and "quotes" survive',
};

const GRID: FactorData = {
  code: "DESNZ-2024-7_400_4000_5",
  name: "英国电网电力",
  nameEn: "UK electricity / Electricity generated / Electricity: UK / kWh",
  category: "electricity",
  subcategory: "Electricity generated",
  unitId: 30,
  // In the template's column order, which is the order the parser gives gases back in.
  gases: [
    { gas: "CO2_BIO", value: 0.11507 },
    { gas: "CO2E", value: 0.20705 },
  ],
  ncv: null,
  carbonContent: null,
  oxidation: null,
  region: "GB",
  year: 2024,
  version: "",
  source: "UK Government GHG Conversion Factors for Company Reporting 2024 (DESNZ)",
  sourceUrl: null,
  dataSourceType: 1,
  uncertainty: null,
  synonyms: [],
  scope: null,
  gwpBasis: "AR5",
  notes: null,
};

const FREIGHT: FactorData = {
  ...GRID,
  code: "freight.rail:1",
  name: "铁路货运",
  nameEn: "",
  category: "transport",
  subcategory: "",
  unitId: 71,
  gases: [{ gas: "R-410A", value: 0.000001 }],
  scope: 3,
  gwpBasis: null,
};

// A valid CSV row; the rule tests break one column at a time.
const VALID: Record<string, string> = {
  code: "CN-NG-1",
  name: "天然气",
  category: "stationary-combustion",
  unit: "m³",
  CO2: "2.16",
  region: "CN",
  year: "2024",
  source: "Company measurement 2024",
};

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csv(rows: Record<string, string>[], header = Object.keys(VALID)): Buffer {
  const lines = [header.join(",")];
  for (const row of rows) lines.push(header.map((name) => csvCell(row[name] ?? "")).join(","));
  return Buffer.from(lines.join("\n") + "\n", "utf8");
}

/** Parses one row: the valid row with `changes`, every column of both in the header. */
async function parseOne(changes: Record<string, string>) {
  const row = { ...VALID, ...changes };
  return parseFactorTemplate(csv([row], Object.keys(row)), "csv");
}

async function sheet(rows: (string | number | null)[][], name = "factors"): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(name);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("factor template", () => {
  it("reads back exactly the factors it wrote", async () => {
    const factors = [NATURAL_GAS, GRID, FREIGHT];

    const parsed = await parseFactorTemplate(await writeFactorTemplate(factors), "xlsx");

    expect(parsed.rejected).toEqual([]);
    expect(parsed.factors).toEqual(factors);
  });

  it("writes an empty template with a help sheet of columns, units, gases and categories", async () => {
    const buffer = await writeFactorTemplate();
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as its own Buffer interface; a Node Buffer is what it reads.
    await workbook.xlsx.load(buffer as any);

    expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual(["factors", "help"]);
    const header = (workbook.getWorksheet("factors")!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(TEMPLATE_COLUMNS.map((column) => column.header));
    const helpText = new Set<string>();
    workbook.getWorksheet("help")!.eachRow((row) => {
      row.eachCell((cell) => helpText.add(cell.text));
    });
    for (const expected of ["unit", "gwpBasis", "m³", "t·km", "10⁴ Nm³", "R-410A", "CO2E"]) {
      expect(helpText).toContain(expected);
    }
    expect(helpText).toContain("fuel-upstream");
    expect(await parseFactorTemplate(buffer, "xlsx")).toEqual({ factors: [], rejected: [] });
  });

  it("tells the three methane columns apart by origin and AR6 GWP in the help sheet", async () => {
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as its own Buffer interface; a Node Buffer is what it reads.
    await workbook.xlsx.load((await writeFactorTemplate()) as any);
    const meaning = new Map<string, string>();
    workbook.getWorksheet("help")!.eachRow((row) => {
      meaning.set(row.getCell(1).text, row.getCell(2).text);
    });

    // AR6 WG1: fossil 29.8 (Table 7.15), no origin 27.9 (Table 7.SM.7); non-fossil 27.0.
    expect(meaning.get("CH4_FOSSIL")).toContain("AR6 29.8");
    expect(meaning.get("CH4_FOSSIL")).toContain("to use for fuels");
    expect(meaning.get("CH4_NONFOSSIL")).toContain("AR6 27.0");
    expect(meaning.get("CH4")).toContain("not stated: AR6 27.9");
  });

  it("takes a refrigerant number as the header of its gas column", async () => {
    const row: Record<string, string> = { ...VALID, "R-134a": "1", r32: "0.5" };
    delete row.CO2;

    const { factors, rejected } = await parseFactorTemplate(csv([row], Object.keys(row)), "csv");

    expect(rejected).toEqual([]);
    expect(factors[0].gases).toEqual([
      { gas: "HFC-32", value: 0.5 },
      { gas: "HFC-134a", value: 1 },
    ]);
  });

  it("reads a CSV with a byte-order mark, CRLF lines, free column order and any header case", async () => {
    const text =
      "\uFEFFSOURCE,Code,NAME,Unit,co2,ch4,n2o,Region,Year,Category,Synonyms,gwpbasis,co2e\r\n" +
      '"Plant log, 2024",BOILER-1,锅炉天然气,10⁴ Nm³,21650,0.389,0.0389,cn,2024,stationary-combustion,锅炉；boiler gas; ,,\r\n' +
      "Supplier,SUPPLY-1,外购蒸汽,GJ,,,,CN,2023,heat,,ar6,110\r\n";

    const { factors, rejected } = await parseFactorTemplate(Buffer.from(text, "utf8"), "csv");

    expect(rejected).toEqual([]);
    expect(factors[0]).toMatchObject({
      code: "BOILER-1",
      name: "锅炉天然气",
      unitId: 22,
      gases: [
        { gas: "CO2", value: 21650 },
        { gas: "CH4", value: 0.389 },
        { gas: "N2O", value: 0.0389 },
      ],
      region: "CN",
      source: "Plant log, 2024",
      synonyms: ["锅炉", "boiler gas"],
      dataSourceType: 2,
      nameEn: "",
      version: "",
      scope: null,
      gwpBasis: null,
    });
    expect(factors[1]).toMatchObject({
      unitId: 41,
      gases: [{ gas: "CO2E", value: 110 }],
      gwpBasis: "AR6",
    });
  });

  it("numbers rejected rows by their CSV line", async () => {
    const header = Object.keys(VALID);
    const text =
      header.join(",") +
      "\n" +
      header.map((name) => VALID[name]).join(",") +
      "\n\n" + // a blank line still counts
      header.map((name) => ({ ...VALID, code: "CN-NG-2", unit: "barrel" })[name]).join(",") +
      "\n";

    const { factors, rejected } = await parseFactorTemplate(Buffer.from(text), "csv");

    expect(factors).toHaveLength(1);
    expect(rejected).toEqual([{ row: 4, key: "CN-NG-2", column: "unit", reason: UNKNOWN_UNIT }]);
  });

  it.each([
    ["unit by id", { unit: "11" }, { unitId: 11 }],
    ["unit by symbol, any case", { unit: "KWH" }, { unitId: 30 }],
    ["unit written in ASCII", { unit: "t.km" }, { unitId: 71 }],
    ["a number in exponent form", { CO2: "2.16e-3" }, { gases: [{ gas: "CO2", value: 0.00216 }] }],
    ["zero emissions", { CO2: "0" }, { gases: [{ gas: "CO2", value: 0 }] }],
    ["scope written out", { scope: "Scope 2" }, { scope: 2 }],
    [
      "all three combustion parameters",
      { ncv: "0.0389", carbonContent: "0.01532", oxidation: "1" },
      { ncv: 0.0389, carbonContent: 0.01532, oxidation: 1 },
    ],
  ])("accepts %s", async (_name, changes, expected) => {
    const { factors, rejected } = await parseOne(changes);

    expect(rejected).toEqual([]);
    expect(factors[0]).toMatchObject(expected);
  });

  it.each([
    ["an empty code", { code: "" }, "code is required"],
    [
      "a code over 64 characters",
      { code: "C".repeat(65) },
      `code "${"C".repeat(65)}" is longer than 64 characters`,
    ],
    [
      "a code with spaces",
      { code: "CN NG" },
      'code "CN NG" may only hold letters, digits and . _ : -',
    ],
    ["an empty name", { name: "" }, "name is required"],
    ["a long name", { name: "名".repeat(301) }, "name is longer than 300 characters"],
    [
      "an unknown category",
      { category: "fuel" },
      'category "fuel" is not a category code (stationary-combustion, mobile-combustion,',
    ],
    ["an empty unit", { unit: "" }, "unit is required"],
    ["a unit the catalogue lacks", { unit: "barrel" }, UNKNOWN_UNIT],
    ["an unknown unit id", { unit: "99" }, 'unit "99" is not a unit id, symbol or name'],
    ["no gas", { CO2: "" }, "no gas value: fill at least one of CO2, CO2_BIO, CH4,"],
    ["a gas that is not a number", { CO2: "abc" }, 'CO2 "abc" is not a number'],
    [
      "a thousands separator",
      { CO2: "1,234" },
      'CO2 "1,234" is not a number (use "." for decimals and no thousands separators)',
    ],
    ["a decimal comma", { CH4: "0,5" }, 'CH4 "0,5" is not a number (use "." for decimals'],
    [
      "a negative gas",
      { N2O: "-0.1" },
      'N2O "-0.1" must be between 0 and 1000000000000 (kg of gas per unit)',
    ],
    [
      "ncv alone",
      { ncv: "0.0389" },
      "ncv, carbonContent and oxidation go together: carbonContent, oxidation missing",
    ],
    [
      "a zero ncv",
      { ncv: "0", carbonContent: "0.01", oxidation: "1" },
      'ncv "0" must be above 0 and at most 1000000000000 (GJ per unit)',
    ],
    [
      "a negative carbon content",
      { ncv: "1", carbonContent: "-0.01", oxidation: "1" },
      'carbonContent "-0.01" must be >= 0 (t C per GJ)',
    ],
    [
      "an oxidation above 1",
      { ncv: "1", carbonContent: "0.01", oxidation: "1.2" },
      'oxidation "1.2" must be a fraction greater than 0 and at most 1',
    ],
    [
      "an oxidation in percent",
      { ncv: "1", carbonContent: "0.01", oxidation: "99" },
      'oxidation "99" must be a fraction',
    ],
    ["an empty region", { region: "" }, "region is required"],
    ["a region with spaces", { region: "C N" }, 'region "C N" may only hold letters, digits and -'],
    ["an empty year", { year: "" }, "year is required"],
    [
      "a year before 1990",
      { year: "1989" },
      'year "1989" is not a whole year between 1990 and 2100',
    ],
    [
      "a year after 2100",
      { year: "2101" },
      'year "2101" is not a whole year between 1990 and 2100',
    ],
    [
      "a fractional year",
      { year: "2024.5" },
      'year "2024.5" is not a whole year between 1990 and 2100',
    ],
    ["a long version", { version: "v".repeat(41) }, "version is longer than 40 characters"],
    ["an empty source", { source: "" }, "source is required"],
    [
      "a source address without scheme",
      { sourceUrl: "www.gov.uk" },
      'sourceUrl "www.gov.uk" is not an https address (http only for localhost)',
    ],
    [
      "an unknown data-source type",
      { dataSourceType: "4" },
      'dataSourceType "4" is not 1 (estimate), 2 (literature) or 3 (field measurement)',
    ],
    ["a negative uncertainty", { uncertainty: "-5" }, 'uncertainty "-5" must be >= 0'],
    [
      "a synonym over 100 characters",
      { synonyms: "x".repeat(101) },
      "is longer than 100 characters",
    ],
    ["scope 4", { scope: "4" }, 'scope "4" is not 1, 2 or 3'],
    ["an unknown GWP set", { gwpBasis: "AR3" }, 'gwpBasis "AR3" is not AR4, AR5 or AR6'],
    [
      "CO2E without its GWP set",
      { CO2E: "2.2" },
      "gwpBasis is required when CO2E is filled (AR4, AR5 or AR6)",
    ],
  ])("rejects %s", async (_name, changes, reason) => {
    const { factors, rejected } = await parseOne(changes);

    expect(factors).toEqual([]);
    expect(rejected).toHaveLength(1);
    expect(rejected[0].row).toBe(2);
    expect(rejected[0].reason).toContain(reason);
  });

  it("lists every problem of a row, each with its column", async () => {
    const { rejected } = await parseOne({ unit: "barrel", year: "1900", CO2: "x" });

    expect(rejected).toEqual([
      { row: 2, key: "CN-NG-1", column: "unit", reason: UNKNOWN_UNIT },
      { row: 2, key: "CN-NG-1", column: "CO2", reason: 'CO2 "x" is not a number' },
      {
        row: 2,
        key: "CN-NG-1",
        column: "year",
        reason: 'year "1900" is not a whole year between 1990 and 2100',
      },
    ]);
  });

  it("gives the reasons in the caller's language", async () => {
    const { rejected } = await runWithLocale("zh-CN", () =>
      parseOne({ unit: "barrel", year: "1900" }),
    );

    expect(rejected).toEqual([
      {
        row: 2,
        key: "CN-NG-1",
        column: "unit",
        reason: '单位 "barrel" 不是单位编号、符号或名称（kg、t、m³、kWh、吨、千瓦时、立方米……）',
      },
      {
        row: 2,
        key: "CN-NG-1",
        column: "year",
        reason: '年份 "1900" 不是 1990 到 2100 之间的整数年份',
      },
    ]);
  });

  it.each([
    ["吨", 11],
    ["千克", 10],
    ["公斤", 10],
    ["千瓦时", 30],
    ["度", 30],
    ["兆瓦时", 31],
    ["立方米", 20],
    ["万立方米", 22],
    ["升", 55],
    ["吉焦", 41],
    ["件", 50],
    ["公里", 70],
    ["吨公里", 71],
    ["tonnes", 11],
  ])("reads the unit written %s as unit %i", async (unit, unitId) => {
    const { factors, rejected } = await parseOne({ unit });

    expect(rejected).toEqual([]);
    expect(factors[0].unitId).toBe(unitId);
  });

  it("rejects the later of two rows with the same code", async () => {
    const file = csv([VALID, { ...VALID, name: "another" }, { ...VALID, code: "CN-NG-2" }]);

    const { factors, rejected } = await parseFactorTemplate(file, "csv");

    expect(factors.map((factor) => factor.code)).toEqual(["CN-NG-1", "CN-NG-2"]);
    expect(rejected).toEqual([
      { row: 3, key: "CN-NG-1", column: "code", reason: 'code "CN-NG-1" repeats row 2' },
    ]);
  });

  it("rejects a value in a column without a header", async () => {
    const header = [...Object.keys(VALID), ""];
    const file = csv([{ ...VALID, "": "stray" }], header);

    const { rejected } = await parseFactorTemplate(file, "csv");

    expect(rejected[0].reason).toBe(`column ${header.length} holds "stray" but has no header`);
  });

  it("ignores columns whose header starts with #", async () => {
    const file = csv([{ ...VALID, "# checked by": "Li" }], [...Object.keys(VALID), "# checked by"]);

    const { factors, rejected } = await parseFactorTemplate(file, "csv");

    expect(rejected).toEqual([]);
    expect(factors).toHaveLength(1);
  });

  it.each([
    [
      "lacks required columns",
      csv([VALID], ["code", "name", "unit", "CO2", "year"]),
      "required columns missing: category, region, source",
    ],
    [
      "has no gas column",
      csv([VALID], ["code", "name", "category", "unit", "region", "year", "source"]),
      "no gas column (one of CO2, CO2_BIO",
    ],
    [
      "has an unknown column",
      csv([VALID], [...Object.keys(VALID), "C02"]),
      'unknown columns: "C02" (start a header with "#" to keep a column of your own)',
    ],
    ["repeats a column", csv([VALID], [...Object.keys(VALID), "co2"]), 'repeated columns: "co2"'],
  ])("refuses a file whose header %s", async (_name, file, message) => {
    await expect(parseFactorTemplate(file, "csv")).rejects.toThrow(message);
  });

  it("refuses files it cannot read", async () => {
    await expect(parseFactorTemplate(Buffer.from([0xff, 0xfe, 0x00, 0x41]), "csv")).rejects.toThrow(
      "The file is not UTF-8 text",
    );
    await expect(parseFactorTemplate(Buffer.from('code,name\n"open,x\n'), "csv")).rejects.toThrow(
      "The file is not a readable CSV file",
    );
    await expect(parseFactorTemplate(Buffer.from(""), "csv")).rejects.toThrow("no header row");
    await expect(parseFactorTemplate(Buffer.from("code,name\n"), "xlsx")).rejects.toThrow(
      "The file is not a readable .xlsx workbook",
    );
  });

  it("reads the sheet named factors wherever it is, with number and formula cells", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("notes").addRow(["not the data"]);
    const factors = workbook.addWorksheet("Factors");
    factors.addRow(["code", "name", "category", "unit", "CO2", "CH4", "region", "year", "source"]);
    factors.addRow(["X-1", "柴油", "mobile-combustion", 55, 2.68, null, "CN", 2024, "test"]);
    factors.getCell("F2").value = { formula: "0.0039/10", result: 0.00039 };
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    const parsed = await parseFactorTemplate(buffer, "xlsx");

    expect(parsed.rejected).toEqual([]);
    expect(parsed.factors[0]).toMatchObject({
      code: "X-1",
      unitId: 55,
      year: 2024,
      gases: [
        { gas: "CO2", value: 2.68 },
        { gas: "CH4", value: 0.00039 },
      ],
    });
  });

  it("reads the first sheet of a workbook without a factors sheet, numbering rows by the sheet", async () => {
    const buffer = await sheet(
      [
        ["code", "name", "category", "unit", "CO2", "region", "year", "source"],
        ["A", "甲", "other", "kg", 1, "CN", 2024, "s"],
        [],
        ["B", "乙", "other", "barrel", 1, "CN", 2024, "s"],
      ],
      "Sheet1",
    );

    const { factors, rejected } = await parseFactorTemplate(buffer, "xlsx");

    expect(factors.map((factor) => factor.code)).toEqual(["A"]);
    expect(rejected).toEqual([
      {
        row: 4,
        key: "B",
        column: "unit",
        reason: UNKNOWN_UNIT,
      },
    ]);
  });

  it("has one column per gas code", () => {
    const headers = TEMPLATE_COLUMNS.map((column) => column.header);

    expect(headers).toEqual(expect.arrayContaining([...GAS_CODES]));
    expect(new Set(headers).size).toBe(headers.length);
  });
});
