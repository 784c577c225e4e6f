// Material and transport data as .xlsx: an import checks every row by the API's rules and
// writes all rows or none, its report naming the sheet row and column of each problem; an
// export of the visible rows imports back unchanged, and into another company as its own.
import ExcelJS from "exceljs";
import { startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  openWorkbook,
  workbookBase64,
  type Caller,
} from "./support/accounting";
import {
  EXPORT_MATERIAL,
  IMPORT_MATERIAL,
  LIST_TRANSPORT,
  CREATE_TRANSPORT,
  EXPORT_TRANSPORT,
  IMPORT_TRANSPORT,
  truck,
  materials,
  failure,
} from "./support/lca-data";

let t: TestApp;
let admin: Caller;
let cement: Caller;
beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  cement = await createUser(t, admin.token, {
    companyId: await createCompany(t, admin.token, "Huaxi Cement"),
    username: "cement.buyer",
    codes: ["aa"],
  });
});
afterAll(() => t.close());

const MATERIAL_HEADER = [
  "名称 / Name",
  "英文名称 / English name",
  "类别 / Category",
  "申报单位 / Declared unit",
  "数据类型 / Source kind",
  "GWP (kg CO2e)",
  "其他指标 / Further indicators",
  "来源 / Source",
  "参考年份 / Reference year",
  "地区 / Region",
  "Distribution",
  "Minimum",
  "Mode",
  "Maximum",
];

async function sheetBase64(header: string[], rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("material data");
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return workbookBase64(workbook);
}

async function importMaterial(user: Caller, base64: string) {
  return (await user.gql(IMPORT_MATERIAL, { input: { base64 } })).importMaterialData as {
    added: number;
    changed: number;
    unchanged: number;
    rejected: Array<{ row: number; key: string; reason: string }>;
  };
}

describe("importing and exporting material data", () => {
  let company: Caller;
  beforeAll(async () => {
    company = await createUser(t, admin.token, {
      companyId: await createCompany(t, admin.token, "Import Pipes Ltd"),
      username: "import.buyer",
      codes: ["aa"],
    });
  });

  const good = [
    [
      "PE100 管材料",
      "PE100 pipe compound",
      "polymer",
      "t",
      "own",
      2450,
      "AP=9.2; ODP=0.00001",
      "Supplier EPD 2023",
      2023,
      "CN-440000",
      "triangular",
      2300,
      2450,
      2700,
    ],
    [
      "外购电力（广东）",
      "Purchased power, Guangdong",
      "electricity",
      "kWh",
      "own",
      0.5,
      null,
      "Utility disclosure 2024",
      2024,
      "CN-440000",
      null,
      null,
      null,
      null,
    ],
  ];

  it("writes nothing when one row is wrong, naming the row and column of each problem", async () => {
    const bad = [
      "劣质行",
      "Bad row",
      "polymer",
      "kg",
      "own",
      null,
      "AP=x",
      "Somewhere",
      2023,
      "CN-440000",
      "uniform",
      5,
      null,
      3,
    ];
    const base64 = await sheetBase64(MATERIAL_HEADER, [good[0], bad, good[1]]);

    const report = await importMaterial(company, base64);

    expect(report).toMatchObject({ added: 0, changed: 0, unchanged: 0 });
    // Sheet row 3 (the header is row 1): the indicator cell cannot be read, an own footprint
    // lacks its GWP, and the uniform's minimum 5 lies above its maximum 3.
    expect(report.rejected).toEqual([
      { row: 3, key: "其他指标 / Further indicators", reason: expect.stringMatching(/CODE=value/) },
      { row: 3, key: "GWP (kg CO2e)", reason: expect.stringMatching(/needs the GWP/) },
      {
        row: 3,
        key: "最大值 / Maximum",
        reason: expect.stringMatching(/minimum below its maximum/),
      },
    ]);
    // The two good rows were not written either.
    expect((await materials(company, { owner: "company" })).total).toBe(0);
  });

  it("adds every row of a correct sheet, then finds a second import unchanged", async () => {
    const base64 = await sheetBase64(MATERIAL_HEADER, good);

    expect(await importMaterial(company, base64)).toEqual({
      added: 2,
      changed: 0,
      unchanged: 0,
      rejected: [],
    });
    const [pipe] = (await materials(company, { keyword: "PE100" })).items;
    expect(pipe).toMatchObject({ unitId: 11, gwp: 2450, region: "CN-440000" });
    expect(pipe.indicators).toEqual([
      { indicator: "AP", value: 9.2 },
      { indicator: "ODP", value: 0.00001 },
    ]);
    expect(pipe.uncertainty).toMatchObject({
      distribution: "triangular",
      min: 2300,
      mode: 2450,
      max: 2700,
    });
    expect(await importMaterial(company, base64)).toMatchObject({ added: 0, unchanged: 2 });
  });

  it("exports the visible rows in a workbook that imports back unchanged", async () => {
    const { exportMaterialData } = await company.gql(EXPORT_MATERIAL, { owner: "company" });
    expect(exportMaterialData.filename).toBe("material-data.xlsx");
    const workbook = await openWorkbook(Buffer.from(exportMaterialData.base64, "base64"));
    const sheet = workbook.worksheets[0];
    // Header plus the company's 2 rows, by name: "PE100 管材料" sorts before "外购电力（广东）".
    expect(sheet.rowCount).toBe(3);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, name: string) =>
      sheet.getRow(row).getCell(header.indexOf(name) + 1).value;
    expect(cell(2, "名称 / Name")).toBe("PE100 管材料");
    expect(cell(2, "申报单位 / Declared unit")).toBe("t");
    expect(cell(2, "GWP (kg CO2e)")).toBe(2450);
    expect(cell(2, "其他指标 / Further indicators")).toBe("AP=9.2; ODP=0.00001");
    expect(cell(3, "归属 / Owner")).toBe("本企业 / Company");

    const report = await importMaterial(company, exportMaterialData.base64);
    expect(report).toEqual({ added: 0, changed: 0, unchanged: 2, rejected: [] });

    // Into another company the same file adds both rows as that company's own.
    const other = await importMaterial(cement, exportMaterialData.base64);
    expect(other).toMatchObject({ added: 2, rejected: [] });
    const copied = await materials(cement, { keyword: "PE100", owner: "company" });
    expect(copied.items[0].companyId).not.toBeNull();
  });

  it("refuses a sheet without a required column", async () => {
    const base64 = await sheetBase64(["Name", "Category"], [["x", "metal"]]);

    const error = await failure(company, IMPORT_MATERIAL, { input: { base64 } });
    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field: "base64" });
    expect(error.message).toMatch(/no column 申报单位 \/ Declared unit/);
  });
});

describe("importing and exporting transport data", () => {
  it("round-trips the company's transport rows and rejects a bad load factor", async () => {
    const company = await createUser(t, admin.token, {
      companyId: await createCompany(t, admin.token, "Transport Trial Co"),
      username: "transport.buyer",
      codes: ["aa"],
    });
    await company.gql(CREATE_TRANSPORT, { input: truck({ name: "自有车队" }) });
    await company.gql(CREATE_TRANSPORT, {
      input: truck({ name: "内河驳船", mode: "inland-waterway", factor: 0.03, loadFactor: 0.8 }),
    });
    const { exportTransportData } = await company.gql(EXPORT_TRANSPORT, { owner: "company" });

    const roundTrip = await company.gql(IMPORT_TRANSPORT, {
      input: { base64: exportTransportData.base64 },
    });
    expect(roundTrip.importTransportData).toEqual({
      added: 0,
      changed: 0,
      unchanged: 2,
      rejected: [],
    });

    const workbook = await openWorkbook(Buffer.from(exportTransportData.base64, "base64"));
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const loadColumn = header.indexOf("载重率 / Load factor") + 1;
    const factorColumn = header.indexOf("因子 kg CO2e/t·km / Factor kg CO2e/t·km") + 1;
    sheet.getRow(2).getCell(factorColumn).value = 0.025; // 内河驳船 changes
    sheet.getRow(3).getCell(loadColumn).value = 0; // 自有车队 breaks
    const edited = await workbookBase64(workbook);

    const refused = await company.gql(IMPORT_TRANSPORT, { input: { base64: edited } });
    expect(refused.importTransportData).toMatchObject({ added: 0, changed: 0, unchanged: 0 });
    expect(refused.importTransportData.rejected).toEqual([
      {
        row: 3,
        key: "载重率 / Load factor",
        reason: expect.stringMatching(/above 0 and at most 1/),
      },
    ]);
    const { transportData } = await company.gql(LIST_TRANSPORT, { keyword: "内河驳船" });
    expect(transportData.items[0].factor).toBe(0.03);

    sheet.getRow(3).getCell(loadColumn).value = 0.5;
    const accepted = await company.gql(IMPORT_TRANSPORT, {
      input: { base64: await workbookBase64(workbook) },
    });
    expect(accepted.importTransportData).toEqual({
      added: 0,
      changed: 2,
      unchanged: 0,
      rejected: [],
    });
  });
});
