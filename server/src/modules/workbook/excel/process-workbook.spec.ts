import type { CellValue } from "exceljs";
import { Workbook } from "exceljs";
import { runWithLocale } from "../../../lib/request-context";
import { PROCESS_COLUMNS } from "./labels";
import {
  dataSourceTypeOfText,
  parseProcessWorkbook,
  writeProcessWorkbook,
} from "./process-workbook";
import type { ImportContext, ProcessWorkbookData, ProcessWorkbookLine } from "./types";

const UNKNOWN_UNIT =
  'unit "barrel" is not a unit symbol, id or name (kg, t, m³, kWh, 吨, 千瓦时, 立方米, ...)';

const context: ImportContext = {
  processes: [
    { id: 1, name: "锅炉房", nameEn: "Boiler house" },
    { id: 2, name: "外购电力", nameEn: "Purchased electricity" },
  ],
};

const caseInfo: ProcessWorkbookData["case"] = {
  corporationName: "Test Corp",
  caseName: "Inventory 2024",
  year: 2024,
  periodStart: "2024-01-01",
  periodEnd: "2024-12-31",
  gwpSet: "AR6",
  boundary: "Operational control",
};

function line(overrides: Partial<ProcessWorkbookLine>): ProcessWorkbookLine {
  return {
    id: null,
    processName: "Boiler house",
    scope: 1,
    name: "Natural gas",
    amount: null,
    unitSymbol: "m³",
    method: "factor",
    gas: null,
    factorCode: null,
    factorName: null,
    factorValues: "",
    factorUnitSymbol: null,
    factorSource: null,
    proxy: false,
    dataQuality: null,
    dataSourceType: 3,
    month: null,
    remark: null,
    ...overrides,
  };
}

const lines: ProcessWorkbookLine[] = [
  line({
    id: 11,
    amount: 1200.5,
    method: "combustion",
    factorCode: "CN-NG-2015",
    factorName: "Natural gas",
    factorValues: "CO2 2.16 kg/m³",
    factorUnitSymbol: "m³",
    factorSource: "China guideline",
    dataSourceType: 3,
    month: 1,
    remark: "Meter 4",
  }),
  line({
    id: 12,
    processName: "外购电力",
    scope: 2,
    name: "Grid electricity",
    unitSymbol: "kWh",
    dataSourceType: 1,
  }),
  line({ processName: "Boiler house", name: "Diesel", amount: 0, unitSymbol: "10⁴ Nm³" }),
  line({
    id: 13,
    name: "Chiller top-up",
    amount: 12,
    unitSymbol: "kg",
    method: "gas",
    gas: "R-410A",
  }),
];

/** What the reader should answer for `lines`: processes by id, units by id (m³ 20, kWh 30). */
const expectedRows = [
  {
    row: 2,
    id: 11,
    processId: 1,
    processCandidates: [],
    processName: "Boiler house",
    name: "Natural gas",
    amount: 1200.5,
    unitId: 20,
    method: "combustion",
    gas: null,
    factorCode: "CN-NG-2015",
    dataSourceType: 3,
    month: 1,
    remark: "Meter 4",
  },
  {
    row: 3,
    id: 12,
    processId: 2,
    processCandidates: [],
    processName: "外购电力",
    name: "Grid electricity",
    amount: null,
    unitId: 30,
    method: "factor",
    gas: null,
    factorCode: null,
    dataSourceType: 1,
    month: null,
    remark: null,
  },
  {
    row: 4,
    id: null,
    processId: 1,
    processCandidates: [],
    processName: "Boiler house",
    name: "Diesel",
    amount: 0,
    unitId: 22,
    method: "factor",
    gas: null,
    factorCode: null,
    dataSourceType: 3,
    month: null,
    remark: null,
  },
  {
    row: 5,
    id: 13,
    processId: 1,
    processCandidates: [],
    processName: "Boiler house",
    name: "Chiller top-up",
    amount: 12,
    unitId: 10,
    method: "gas",
    gas: "R-410A",
    factorCode: null,
    dataSourceType: 3,
    month: null,
    remark: null,
  },
];

/** A workbook typed by hand: one sheet of rows, the first cell of each row in column A. */
async function handMade(rows: CellValue[][], sheetName = "Sheet1"): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = ["ID", "Process", "Line name", "Amount", "Unit", "Method", "Data source type"];
const HEADER_WITH_MONTH = [...HEADER, "Month"];

describe("process workbook", () => {
  it("reads back the lines it wrote, resolving processes and units to ids", async () => {
    const buffer = await writeProcessWorkbook({ case: caseInfo, lines, language: "en" });

    const parsed = await parseProcessWorkbook(buffer, context);

    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual(expectedRows);
  });

  it("reads the Chinese headers it writes", async () => {
    const buffer = await writeProcessWorkbook({ case: caseInfo, lines, language: "zh-CN" });
    const workbook = new Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);

    const parsed = await parseProcessWorkbook(buffer, context);

    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(["活动数据", "说明"]);
    expect(workbook.worksheets[0].getRow(1).getCell(5).value).toBe("活动数据量 (amount)");
    // The data source type reads by its name, not its number (the first line's is 3).
    const typeColumn = PROCESS_COLUMNS.findIndex((c) => c.key === "data_source_type") + 1;
    expect(workbook.worksheets[0].getRow(2).getCell(typeColumn).value).toBe(
      "实地采集（计量表、发票、台账）",
    );
    expect(parsed.rows).toEqual(expectedRows);
  });

  it("writes numbers as numbers and a Help sheet naming every column and unit", async () => {
    const buffer = await writeProcessWorkbook({ case: caseInfo, lines, language: "en" });
    const workbook = new Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const data = workbook.getWorksheet("Process data");
    const help = workbook.getWorksheet("Help");

    expect((data?.getRow(1).values as unknown[]).slice(1)).toEqual(
      PROCESS_COLUMNS.map((c) => c.en),
    );
    expect(data?.getRow(2).getCell(1).value).toBe(11);
    expect(data?.getRow(2).getCell(5).value).toBe(1200.5);
    expect(data?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const helpText = help
      ?.getSheetValues()
      .flatMap((row) => (Array.isArray(row) ? row : []))
      .map(String);
    for (const column of PROCESS_COLUMNS) expect(helpText).toContain(column.key);
    expect(helpText).toEqual(expect.arrayContaining(["kWh", "t·km", "10⁴ Nm³"]));
  });

  it("marks a proxy factor and gives its data-quality note in columns of their own", async () => {
    const note = "UK DESNZ 2024 factor used as a proxy in a Chinese inventory.";
    const proxyLine = line({
      id: 14,
      name: "Road freight",
      amount: 250000,
      unitSymbol: "t·km",
      factorCode: "DESNZ-2024-27_304_3140_14",
      factorName: "HGV, all diesel, all HGVs, average laden",
      proxy: true,
      dataQuality: note,
    });
    for (const [language, yes, proxyHeader, noteHeader] of [
      ["en", "yes", "Proxy factor", "Data quality"],
      ["zh-CN", "是", "代理因子 (proxy)", "数据质量 (data_quality)"],
    ] as const) {
      const buffer = await writeProcessWorkbook({
        case: caseInfo,
        lines: [lines[1], proxyLine],
        language,
      });
      const workbook = new Workbook();
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      // No two columns share a heading.
      expect(new Set(headers).size).toBe(headers.length);
      const proxyColumn = headers.indexOf(proxyHeader) + 1;
      const noteColumn = headers.indexOf(noteHeader) + 1;
      expect(proxyColumn).toBeGreaterThan(0);
      expect(sheet.getRow(2).getCell(proxyColumn).value).toBeNull();
      expect(sheet.getRow(3).getCell(proxyColumn).value).toBe(yes);
      expect(sheet.getRow(3).getCell(noteColumn).value).toBe(note);
      // Informative columns: the import does not read them.
      expect((await parseProcessWorkbook(buffer, context)).rejected).toEqual([]);
    }
  });

  it("finds headers by key or English text in any order, below a title row", async () => {
    const buffer = await handMade([
      ["Activity data for 2024"],
      ["备注", "UNIT", "line_name", "排放过程 (process)", "活动数据量（amount）", "Notes"],
      ["boiler note", "m3", "Natural gas", "boiler HOUSE", "1,250.5", "ignored"],
      [null, "MWh", "Grid electricity", "外购电力", 3, null],
      [],
      [null, "30", "Meter 2", "Purchased electricity", " 7 ", null],
    ]);

    const parsed = await parseProcessWorkbook(buffer, context);

    expect(parsed.rejected).toEqual([]);
    expect(
      parsed.rows.map(({ row, processId, name, amount, unitId, remark }) => ({
        row,
        processId,
        name,
        amount,
        unitId,
        remark,
      })),
    ).toEqual([
      {
        row: 3,
        processId: 1,
        name: "Natural gas",
        amount: 1250.5,
        unitId: 20,
        remark: "boiler note",
      },
      { row: 4, processId: 2, name: "Grid electricity", amount: 3, unitId: 31, remark: null },
      { row: 6, processId: 2, name: "Meter 2", amount: 7, unitId: 30, remark: null },
    ]);
  });

  it("accepts unit symbols in any case, typed without superscripts, by id or by name", async () => {
    const units = ["KG", "m3", "10^4 Nm3", "t km", "tkm", "kwh", 41, "千克", "litre"];
    const buffer = await handMade([
      HEADER,
      ...units.map((unit, i) => [null, "Boiler house", `line ${i}`, 1, unit]),
    ]);

    const parsed = await parseProcessWorkbook(buffer, context);

    expect(parsed.rows.map((row) => row.unitId)).toEqual([10, 20, 22, 71, 71, 30, 41, 10, 55]);
  });

  it("rejects each bad value with the column and the value in the reason", async () => {
    const buffer = await handMade([
      HEADER_WITH_MONTH,
      [null, "Boiler 3", "a", 1, "kg"],
      [null, "Boiler house", "b", "abc", "kg"],
      [null, "Boiler house", "c", -5, "kg"],
      [null, "Boiler house", "d", 1, "barrel"],
      [null, "Boiler house", "e", 1, "kg", null, null, 13],
      [null, "Boiler house", "f", 1, "kg", "average", null, null],
      [null, "Boiler house", "g", 1, "kg", null, 4, null],
      ["x", "Boiler house", "h", 1, "kg"],
      [-3, "Boiler house", "i", 1, "kg"],
      [7, "Boiler house", "j", 1, "kg"],
      [7, "Boiler house", "k", 1, "kg"],
      [null, "Boiler house", null, 1, null],
      [null, null, "m", 1, "kg", null, null, 2.5],
      [null, "Boiler house", "n", 1, 999],
    ]);

    const parsed = await parseProcessWorkbook(buffer, context);

    expect(parsed.rows.map((row) => row.name)).toEqual(["j"]);
    expect(parsed.rejected).toEqual([
      {
        row: 2,
        key: "a",
        column: "Process",
        reason: 'process "Boiler 3" is not a process of this case',
      },
      { row: 3, key: "b", column: "Amount", reason: 'amount "abc" is not a number' },
      { row: 4, key: "c", column: "Amount", reason: "amount -5 is negative" },
      { row: 5, key: "d", column: "Unit", reason: UNKNOWN_UNIT },
      { row: 6, key: "e", column: "Month", reason: "month 13 is outside 1-12" },
      {
        row: 7,
        key: "f",
        column: "Method",
        reason: 'method "average" must be factor, combustion or gas',
      },
      {
        row: 8,
        key: "g",
        column: "Data source type",
        reason:
          "data source type 4 is none of estimate, literature or published statistics, field collection (or 1, 2, 3)",
      },
      { row: 9, key: "h", column: "ID", reason: 'id "x" is not a positive integer' },
      { row: 10, key: "i", column: "ID", reason: "id -3 is not a positive integer" },
      { row: 12, key: "k", column: "ID", reason: "id 7 is already on row 11" },
      { row: 13, key: "Boiler house", column: "Line name", reason: "line name is empty" },
      { row: 13, key: "Boiler house", column: "Unit", reason: "unit is empty" },
      { row: 14, key: "m", column: "Process", reason: "process is empty" },
      { row: 14, key: "m", column: "Month", reason: "month 2.5 is not a whole number" },
      {
        row: 15,
        key: "n",
        column: "Unit",
        reason:
          "unit 999 is not a unit symbol, id or name (kg, t, m³, kWh, 吨, 千瓦时, 立方米, ...)",
      },
    ]);
  });

  it("gives every reason in the reader's language, naming the column as its header reads", async () => {
    const buffer = await handMade([
      HEADER_WITH_MONTH,
      [null, "锅炉房", "柴油", -5, "桶", null, null, 13],
    ]);

    const parsed = await runWithLocale("zh-CN", () => parseProcessWorkbook(buffer, context));

    expect(parsed.rows).toEqual([]);
    expect(parsed.rejected).toEqual([
      { row: 2, key: "柴油", column: "活动数据量 (amount)", reason: "活动数据量 -5 为负数" },
      {
        row: 2,
        key: "柴油",
        column: "单位 (unit)",
        reason: '单位 "桶" 不是单位符号、编号或名称（kg、t、m³、kWh、吨、千瓦时、立方米……）',
      },
      { row: 2, key: "柴油", column: "月份 (month)", reason: "月份 13 不在 1 到 12 之间" },
    ]);
  });

  it("reads the Chinese unit names of invoices and the national guidelines", async () => {
    const units = [
      "吨",
      "千克",
      "千瓦时",
      "度",
      "兆瓦时",
      "立方米",
      "万立方米",
      "升",
      "吉焦",
      "件",
      "公里",
      "吨公里",
    ];
    const buffer = await handMade([
      HEADER,
      ...units.map((unit, i) => [null, "锅炉房", `line ${i}`, 1, unit]),
    ]);

    const parsed = await parseProcessWorkbook(buffer, context);

    expect(parsed.rejected).toEqual([]);
    // t 11, kg 10, kWh 30 (twice), MWh 31, m³ 20, 10⁴ Nm³ 22, L 55, GJ 41, piece 50, km 70, t·km 71
    expect(parsed.rows.map((row) => row.unitId)).toEqual([
      11, 10, 30, 30, 31, 20, 22, 55, 41, 50, 70, 71,
    ]);
  });

  it("rejects a new line whose process name two processes share, and leaves the choice for a line with an id", async () => {
    const shared: ImportContext = {
      processes: [
        { id: 1, name: "Boiler", nameEn: "Boiler" },
        { id: 2, name: "boiler", nameEn: "Boiler B" },
      ],
    };
    const buffer = await handMade([
      HEADER,
      [null, "BOILER", "a", 1, "kg"],
      [null, "Boiler", "b", 1, "kg"],
      [7, "BOILER", "c", 1, "kg"],
    ]);

    const parsed = await parseProcessWorkbook(buffer, shared);

    expect(parsed.rejected).toEqual([
      {
        row: 2,
        key: "a",
        column: "Process",
        reason: 'process "BOILER" matches more than one process of this case',
      },
    ]);
    expect(parsed.rows.map((row) => [row.processId, row.processCandidates])).toEqual([
      [1, []],
      [0, [1, 2]],
    ]);
  });

  it("reads a gas line's gas by any usual spelling, and refuses method gas without a known gas", async () => {
    const header = [...HEADER, "Gas"];
    const buffer = await handMade([
      header,
      [null, "Boiler house", "Van air-con", 3, "kg", "gas", 3, "r134a"],
      [null, "Boiler house", "Mystery leak", 1, "kg", "gas", 3, "R-22"],
      [null, "Boiler house", "No gas named", 1, "kg", "gas", 3, null],
    ]);

    const parsed = await parseProcessWorkbook(buffer, context);

    expect(parsed.rows.map((row) => [row.name, row.method, row.gas])).toEqual([
      ["Van air-con", "gas", "HFC-134a"],
    ]);
    expect(parsed.rejected.map((row) => [row.row, row.reason])).toEqual([
      [3, 'gas "R-22" is not a gas of the catalogue'],
      [4, "gas is empty: method gas needs the gas released"],
    ]);
  });

  it("refuses a sheet without the required columns, naming them", async () => {
    const buffer = await handMade([
      ["Process", "Amount"],
      ["Boiler house", 1],
    ]);

    await expect(parseProcessWorkbook(buffer, context)).rejects.toThrow(
      'Sheet "Sheet1" has no header row with the required columns; missing: Line name, Unit',
    );
  });

  it("refuses a file that is not an xlsx workbook", async () => {
    const csv = Buffer.from("Process,Line name,Unit\nBoiler house,Gas,m3\n");

    await expect(parseProcessWorkbook(csv, context)).rejects.toThrow(
      "The file is not a readable .xlsx workbook",
    );
  });

  it("reads the activity-line sheet even when it is not the first", async () => {
    const workbook = new Workbook();
    workbook.addWorksheet("Notes").addRow(["nothing here"]);
    const data = workbook.addWorksheet("活动数据");
    data.addRow(HEADER);
    data.addRow([null, "Boiler house", "Gas", 2, "m³"]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    const parsed = await parseProcessWorkbook(buffer, context);

    expect(parsed.rows.map((row) => [row.name, row.amount, row.unitId])).toEqual([["Gas", 2, 20]]);
  });

  it("round-trips 10,000 lines", async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      line({ id: i + 1, name: `Meter ${i + 1}`, amount: i * 0.5, month: (i % 12) + 1 }),
    );
    const buffer = await writeProcessWorkbook({ case: caseInfo, lines: many, language: "zh-CN" });

    const parsed = await parseProcessWorkbook(buffer, context);

    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toHaveLength(10_000);
    expect(parsed.rows[9_999]).toMatchObject({
      row: 10_001,
      id: 10_000,
      name: "Meter 10000",
      amount: 4999.5,
      month: 4, // 9999 % 12 + 1
    });
  });
});

describe("data source types in the workbook", () => {
  it("are read by their number or their name in either language", () => {
    expect(dataSourceTypeOfText("1")).toBe(1);
    expect(dataSourceTypeOfText("估算")).toBe(1);
    expect(dataSourceTypeOfText(" literature or published statistics ")).toBe(2);
    expect(dataSourceTypeOfText("实地采集（计量表、发票、台账）")).toBe(3);
    expect(dataSourceTypeOfText("4")).toBeNull();
    expect(dataSourceTypeOfText("measured")).toBeNull();
  });
});
