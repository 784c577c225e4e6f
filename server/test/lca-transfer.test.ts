// The product library's files on a real database: the bill-of-materials template opens with its
// annotated columns and code lists; a filled template imports every line with its source found by
// name (and the calculation then gives the GWP worked out by hand); a sheet with bad rows writes
// nothing and names each row and column, in the caller's language; a file that is no workbook is
// refused; the results workbook and the Sankey CSV of a calculation carry the stored figures.
import ExcelJS from "exceljs";
import { parse as parseCsv } from "csv-parse/sync";
import { caller, isZip, openWorkbook, workbookBase64, type Caller } from "./support/accounting";
import { handMadeSources } from "./support/lca-product";
import { codeOf, startTestApp, type TestApp } from "./support/harness";
import { GRID_AR6, jobContext, KILN_AR6 } from "./support/upstream";

let t: TestApp;
let admin: Caller;
let databaseId: number;
let gridId: number;
let kilnId: number;
let truckId: number;

const TEMPLATE = `query { lcaModelTemplate { filename mimeType base64 } }`;
const IMPORT = `mutation ($input: ImportLcaModelLinesInput!) {
  importLcaModelLines(input: $input) { added changed unchanged rejected { row key reason } } }`;
const CREATE = `mutation ($input: CreateLcaProductInput!) { createLcaProduct(input: $input) { id } }`;
const LINES = `query ($id: Int!) { lcaProduct(id: $id) { lines { id stage kind name amount unitId
  supplier sourceKind sourceId supplierGwp distanceKm primary note
  quality { reliability completeness temporal geographical technological } } } }`;
const LOG = `query ($productId: Int) { lcaLog(productId: $productId) { items { action summaryEn } } }`;
const CALCULATE = `mutation ($productId: Int!) { calculateLcaProduct(input: { productId: $productId }) { id } }`;
const CALCULATION = `query ($id: Int!) { lcaCalculation(id: $id) { id number status
  result { headline primaryShare indicators { method category name unit total }
    byStage { key values } byLine { key name values } byProcess { name amount share }
    byFlow { name amount } tree { name depth upstream }
    sankey { nodes { name } links { source target impact } } }
  uncertainty { mean sd p50 histogramCounts } } }`;
const EXPORT_RESULT = `query ($id: Int!) { exportLcaResult(id: $id) { filename mimeType base64 } }`;
const EXPORT_SANKEY = `query ($id: Int!) { exportLcaSankey(id: $id) { filename mimeType base64 } }`;

const KG = 10;
const textOf = (value: ExcelJS.CellValue) => (typeof value === "string" ? value : "");
const KWH = 30;

const HEADERS = [
  "阶段代码 / Stage code",
  "类型 / Kind",
  "名称 / Name",
  "数量 / Amount",
  "单位 / Unit",
  "供应商 / Supplier",
  "来源类型 / Source kind",
  "数据来源 / Source",
  "供应商碳足迹 kg CO2e/单位 / Supplier kg CO2e per unit",
  "运输距离 km / Distance km",
  "单位质量 kg / Mass per unit kg",
  "单价 / Price per unit",
  "实景数据 / Primary",
  "可靠性 / Reliability",
  "完整性 / Completeness",
  "时间相关性 / Temporal correlation",
  "地理相关性 / Geographical correlation",
  "技术相关性 / Technological correlation",
  "备注 / Note",
];

beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  ({ databaseId, gridId, kilnId, truckId } = await handMadeSources(t, admin));
});
afterAll(() => t.close());

async function newProduct(name: string): Promise<number> {
  const { createLcaProduct } = await admin.gql(CREATE, {
    input: {
      name,
      declaredAmount: 1,
      declaredUnitId: KG,
      boundary: "cradle-to-gate",
      standard: "iso14067",
      databaseId,
    },
  });
  return createLcaProduct.id as number;
}

/** The template downloaded, its lines sheet filled with `rows` (cells in the header's order). */
async function filledTemplate(rows: unknown[][]): Promise<string> {
  const { lcaModelTemplate } = await admin.gql(TEMPLATE);
  const workbook = await openWorkbook(Buffer.from(lcaModelTemplate.base64 as string, "base64"));
  const sheet = workbook.worksheets[0];
  for (const row of rows) sheet.addRow(row);
  return workbookBase64(workbook);
}

/** A row of the template: the named cells set, the rest empty. */
function row(cells: Partial<Record<(typeof HEADERS)[number], unknown>>): unknown[] {
  return HEADERS.map((header) => cells[header] ?? null);
}

/** 2 kg clinker, 0.5 kg bought part at 4 kg CO2e/kg, 3 kWh electricity, 500 kg carried 100 km. */
const WIDGET_ROWS = () => [
  row({
    "阶段代码 / Stage code": "raw-material",
    "类型 / Kind": "material",
    "名称 / Name": "Clinker",
    "数量 / Amount": 2,
    "单位 / Unit": "kg",
    "来源类型 / Source kind": "upstream",
    "数据来源 / Source": "水泥熟料",
    "可靠性 / Reliability": 1,
    "完整性 / Completeness": 2,
    "时间相关性 / Temporal correlation": 3,
    "地理相关性 / Geographical correlation": 4,
    "技术相关性 / Technological correlation": 5,
  }),
  row({
    "阶段代码 / Stage code": "原材料获取",
    "类型 / Kind": "原材料",
    "名称 / Name": "Bought part",
    "数量 / Amount": 0.5,
    "单位 / Unit": "kg",
    "供应商 / Supplier": "Part Co.",
    "来源类型 / Source kind": "supplier",
    "供应商碳足迹 kg CO2e/单位 / Supplier kg CO2e per unit": 4,
    "实景数据 / Primary": "是",
    "备注 / Note": "supplier's EPD",
  }),
  row({
    "阶段代码 / Stage code": "Production",
    "类型 / Kind": "energy",
    "名称 / Name": "Electricity",
    "数量 / Amount": 3,
    "单位 / Unit": "kWh",
    "来源类型 / Source kind": "Database product",
    "数据来源 / Source": "Electricity, at grid",
  }),
  row({
    "阶段代码 / Stage code": "distribution",
    "类型 / Kind": "transport",
    "名称 / Name": "Truck to customer",
    "数量 / Amount": 500,
    "单位 / Unit": "kg",
    "来源类型 / Source kind": "transport",
    "数据来源 / Source": "Truck 16–32 t",
    "运输距离 km / Distance km": 100,
    "实景数据 / Primary": "no",
  }),
];
// By hand (IPCC AR6 GWP100): clinker 2 × KILN_AR6; part 0.5 × 4 = 2; electricity 3 × GRID_AR6;
// transport 0.5 t × 100 km × 0.1 kg/t·km = 5.
const WIDGET_AR6 = 2 * KILN_AR6 + 2 + 3 * GRID_AR6 + 5;

async function calculate(productId: number): Promise<number> {
  const { calculateLcaProduct } = await admin.gql(CALCULATE, { productId });
  const recorded = jobContext();
  const [{ company_id: companyId }] = await t.dataSource.query(
    `SELECT company_id FROM lca_product WHERE id = $1`,
    [productId],
  );
  Object.assign(recorded.context, { companyId });
  await t.services.lcaCalculations.calculationJob.run(
    { calculationId: calculateLcaProduct.id as number },
    recorded.context,
  );
  return calculateLcaProduct.id as number;
}

describe("the bill-of-materials template", () => {
  it("opens with exceljs, with its annotated columns and the allowed codes", async () => {
    const { lcaModelTemplate } = await admin.gql(TEMPLATE);
    expect(lcaModelTemplate.filename).toBe("lca-model-template.xlsx");
    const buffer = Buffer.from(lcaModelTemplate.base64 as string, "base64");
    expect(isZip(buffer)).toBe(true);
    const workbook = await openWorkbook(buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["明细 Lines", "代码 Codes"]);
    const header = workbook.worksheets[0].getRow(1);
    expect(HEADERS.map((_, i) => header.getCell(i + 1).value)).toEqual(HEADERS);
    // Each header's note says what goes in it, in both languages.
    const note = header.getCell(8).note;
    const text =
      typeof note === "string" ? note : (note.texts ?? []).map((part) => part.text).join("");
    expect(text).toContain("数据来源的名称或编号");
    expect(text).toContain("Name or id of the source");
    const codes = workbook.worksheets[1];
    const listed = new Set<string>();
    codes.eachRow((r) => listed.add(textOf(r.getCell(2).value)));
    for (const code of ["raw-material", "end-of-life", "A1", "D", "transport", "coproduct"]) {
      expect(listed).toContain(code);
    }
    for (const code of ["upstream", "supplier", "kg", "kWh", "t"]) expect(listed).toContain(code);
  });
});

describe("importing a filled template", () => {
  let productId: number;

  beforeAll(async () => {
    productId = await newProduct("Imported widget");
  });

  it("appends every row with its source found by name, in one log entry", async () => {
    const base64 = await filledTemplate(WIDGET_ROWS());
    const { importLcaModelLines } = await admin.gql(IMPORT, { input: { productId, base64 } });
    expect(importLcaModelLines).toEqual({ added: 4, changed: 0, unchanged: 0, rejected: [] });

    const { lcaProduct } = await admin.gql(LINES, { id: productId });
    const lines = lcaProduct.lines as Record<string, unknown>[];
    expect(lines.map((l) => [l.stage, l.kind, l.name, l.amount, l.unitId])).toEqual([
      ["raw-material", "material", "Clinker", 2, KG],
      ["raw-material", "material", "Bought part", 0.5, KG],
      ["production", "energy", "Electricity", 3, KWH],
      ["distribution", "transport", "Truck to customer", 500, KG],
    ]);
    expect(lines.map((l) => [l.sourceKind, l.sourceId])).toEqual([
      ["upstream", kilnId],
      ["supplier", null],
      ["upstream", gridId],
      ["transport", truckId],
    ]);
    expect(lines[0].quality).toEqual({
      reliability: 1,
      completeness: 2,
      temporal: 3,
      geographical: 4,
      technological: 5,
    });
    expect(lines[1]).toMatchObject({
      supplier: "Part Co.",
      supplierGwp: 4,
      primary: true,
      note: "supplier's EPD",
    });
    expect(lines[3]).toMatchObject({ distanceKm: 100, primary: false });

    const { lcaLog } = await admin.gql(LOG, { productId });
    const imports = (lcaLog.items as { action: string; summaryEn: string }[]).filter(
      (entry) => entry.action === "import-lines",
    );
    expect(imports).toEqual([{ action: "import-lines", summaryEn: "Imported 4 lines" }]);
  });

  it("gives lines that calculate to the GWP worked out by hand", async () => {
    const id = await calculate(productId);
    const { lcaCalculation } = await admin.gql(CALCULATION, { id });
    expect(lcaCalculation.status).toBe("succeeded");
    const gwp = (lcaCalculation.result.indicators as { method: string; total: number }[]).find(
      (i) => i.method === "ipcc-ar6-gwp100",
    )!.total;
    expect(gwp).toBeCloseTo(WIDGET_AR6, 9);
  });
});

describe("a workbook with bad rows", () => {
  let productId: number;

  beforeAll(async () => {
    productId = await newProduct("Refused widget");
  });

  const BAD_ROWS = () => [
    WIDGET_ROWS()[0], // row 2: fine
    row({
      "阶段代码 / Stage code": "A1", // an EN 15804 module; the study follows ISO 14067
      "类型 / Kind": "material",
      "名称 / Name": "Sand",
      "数量 / Amount": 1,
      "单位 / Unit": "kg",
      "来源类型 / Source kind": "supplier",
      "供应商碳足迹 kg CO2e/单位 / Supplier kg CO2e per unit": 0.01,
    }),
    row({
      "阶段代码 / Stage code": "raw-material",
      "类型 / Kind": "material",
      "名称 / Name": "Clinker by energy",
      "数量 / Amount": 2,
      "单位 / Unit": "kWh", // clinker is given in kg
      "来源类型 / Source kind": "upstream",
      "数据来源 / Source": "水泥熟料",
    }),
    row({
      "阶段代码 / Stage code": "raw-material",
      "类型 / Kind": "material",
      "名称 / Name": "Mystery",
      "数量 / Amount": 1,
      "单位 / Unit": "kg",
      "来源类型 / Source kind": "upstream",
      "数据来源 / Source": "Unobtainium",
    }),
    row({
      "阶段代码 / Stage code": "production",
      "类型 / Kind": "energy",
      "名称 / Name": "Negative power",
      "数量 / Amount": -3,
      "单位 / Unit": "kWh",
      "来源类型 / Source kind": "upstream",
      "数据来源 / Source": "Electricity, at grid",
    }),
    row({
      "阶段代码 / Stage code": "production",
      "类型 / Kind": "energy",
      "名称 / Name": "Power, vaguely",
      "数量 / Amount": 3,
      "单位 / Unit": "kWh",
      "来源类型 / Source kind": "upstream",
      "数据来源 / Source": "electricity", // not exact: the candidates are named
    }),
  ];

  it("writes nothing and names each row and column", async () => {
    const base64 = await filledTemplate(BAD_ROWS());
    const { importLcaModelLines } = await admin.gql(IMPORT, { input: { productId, base64 } });
    expect(importLcaModelLines.added).toBe(0);
    const rejected = importLcaModelLines.rejected as { row: number; key: string; reason: string }[];
    expect(rejected.map((r) => [r.row, r.key])).toEqual([
      [3, "阶段代码 / Stage code"],
      [4, "单位 / Unit"],
      [5, "数据来源 / Source"],
      [6, "数量 / Amount"],
      [7, "数据来源 / Source"],
    ]);
    expect(rejected[0].reason).toBe(
      "A1 is not a stage of ISO 14067 / GB/T 24067: write one of raw-material, production, distribution, use, end-of-life",
    );
    expect(rejected[1].reason).toBe("kWh cannot be converted to kg, the unit of 水泥熟料");
    expect(rejected[2].reason).toBe(
      "no Database product named Unobtainium is available to this company",
    );
    expect(rejected[3].reason).toContain("zero or more");
    expect(rejected[4].reason).toMatch(
      /^no Database product is named exactly electricity; write one of these names or its id: Electricity, at grid/,
    );
    expect(rejected[4].reason).toContain(`(#${gridId})`);
    const { lcaProduct } = await admin.gql(LINES, { id: productId });
    expect(lcaProduct.lines).toEqual([]);
    const { lcaLog } = await admin.gql(LOG, { productId });
    expect(
      (lcaLog.items as { action: string }[]).some((entry) => entry.action === "import-lines"),
    ).toBe(false);
  });

  it("names the problems in the caller's language", async () => {
    const base64 = await filledTemplate(BAD_ROWS());
    const answer = await t.gql(
      IMPORT,
      { input: { productId, base64 } },
      { token: admin.token, locale: "zh-CN" },
    );
    const rejected = answer.data!.importLcaModelLines.rejected as { row: number; reason: string }[];
    expect(rejected[0].reason).toBe(
      "A1 不是 ISO 14067 / GB/T 24067 的阶段，请填写 raw-material, production, distribution, use, end-of-life 之一",
    );
    expect(rejected[2].reason).toBe("本企业可用的数据库产品中没有名为 Unobtainium 的条目");
  });

  it("refuses a file that is no workbook", async () => {
    const answer = await admin.try(IMPORT, {
      input: { productId, base64: Buffer.from("stage,name\nA1,Sand\n").toString("base64") },
    });
    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toContain("The file is not an Excel workbook (.xlsx)");
  });
});

describe("the files of a calculation", () => {
  let calculationId: number;
  let stored: any;

  beforeAll(async () => {
    const productId = await newProduct("Exported widget");
    const base64 = await filledTemplate(WIDGET_ROWS());
    await admin.gql(IMPORT, { input: { productId, base64 } });
    calculationId = await calculate(productId);
    const recorded = jobContext();
    const [{ company_id: companyId }] = await t.dataSource.query(
      `SELECT company_id FROM lca_product WHERE id = $1`,
      [productId],
    );
    Object.assign(recorded.context, { companyId });
    await t.services.lcaCalculations.monteCarloJob.run(
      { calculationId, iterations: 200, seed: 7 },
      recorded.context,
    );
    stored = (await admin.gql(CALCULATION, { id: calculationId })).lcaCalculation;
  });

  async function resultWorkbook(locale?: string): Promise<ExcelJS.Workbook> {
    const answer = await t.gql(
      EXPORT_RESULT,
      { id: calculationId },
      { token: admin.token, locale },
    );
    const file = answer.data!.exportLcaResult as { filename: string; base64: string };
    if (!locale) expect(file.filename).toBe(`Exported widget-calculation-${stored.number}.xlsx`);
    return openWorkbook(Buffer.from(file.base64, "base64"));
  }

  const rowsOf = (sheet: ExcelJS.Worksheet) => {
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) rows.push((r.values as ExcelJS.CellValue[]).slice(1));
    });
    return rows;
  };

  it("has every sheet, with the stored totals", async () => {
    const workbook = await resultWorkbook();
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "Summary",
      "Indicators",
      "By stage",
      "By line",
      "By process",
      "By flow",
      "Tree",
      "Sankey",
      "Model",
      "Uncertainty",
    ]);
    const result = stored.result;
    const headline = result.indicators[result.headline];
    expect(headline.total).toBeCloseTo(WIDGET_AR6, 9);

    const summary = rowsOf(workbook.getWorksheet("Summary")!);
    const item = (label: string) => summary.find((r) => textOf(r[0]).startsWith(label))!;
    expect(item("Product")[1]).toBe("Exported widget");
    expect(item("Calculation number")[1]).toBe(stored.number);
    expect(item("Database and version")[1]).toBe("Hand-made 1.0");
    expect(item("Headline total")[1]).toBe(headline.total);
    expect(item("Headline total")[2]).toBe(headline.unit);
    expect(item("Primary data share")[1]).toBe(result.primaryShare);

    const indicators = rowsOf(workbook.getWorksheet("Indicators")!);
    expect(indicators).toEqual(
      result.indicators.map((i: Record<string, unknown>) => [
        i.method,
        i.category,
        i.name,
        i.total,
        i.unit,
      ]),
    );
    const byStage = rowsOf(workbook.getWorksheet("By stage")!);
    expect(byStage.map((r) => [r[0], ...r.slice(2)])).toEqual(
      result.byStage.map((s: { key: string; values: number[] }) => [s.key, ...s.values]),
    );
    const byLine = rowsOf(workbook.getWorksheet("By line")!);
    expect(byLine.map((r) => [r[1], ...r.slice(5)])).toEqual(
      result.byLine.map((l: { name: string; values: number[] }) => [l.name, ...l.values]),
    );
    const byProcess = rowsOf(workbook.getWorksheet("By process")!);
    expect(byProcess.map((r) => r[2])).toEqual(
      result.byProcess.map((c: { amount: number }) => c.amount),
    );
    const tree = rowsOf(workbook.getWorksheet("Tree")!);
    expect(tree.map((r) => [r[0], r[1], r[5]])).toEqual(
      result.tree.map((n: Record<string, unknown>) => [n.name, n.depth, n.upstream]),
    );
    const sankey = rowsOf(workbook.getWorksheet("Sankey")!);
    expect(sankey.map((r) => [r[0], r[2], r[4]])).toEqual(
      result.sankey.links.map((l: Record<string, unknown>) => [l.source, l.target, l.impact]),
    );
    const model = rowsOf(workbook.getWorksheet("Model")!);
    expect(model.map((r) => [r[3], r[4], r[8]])).toEqual([
      ["Clinker", 2, "水泥熟料"],
      ["Bought part", 0.5, "Part Co."],
      ["Electricity", 3, "Electricity, at grid"],
      ["Truck to customer", 500, "重型货车 16–32 t"],
    ]);
    const uncertainty = rowsOf(workbook.getWorksheet("Uncertainty")!);
    expect(uncertainty.find((r) => r[0] === "Mean")![1]).toBe(stored.uncertainty.mean);
    expect(uncertainty.find((r) => r[0] === "Median")![1]).toBe(stored.uncertainty.p50);
    const histogram = uncertainty.slice(
      uncertainty.findIndex((r) => textOf(r[0]).startsWith("From")) + 1,
    );
    expect(histogram.map((r) => r[2])).toEqual(stored.uncertainty.histogramCounts);
  });

  it("speaks Chinese to a Chinese reader", async () => {
    const workbook = await resultWorkbook("zh-CN");
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "概要",
      "指标",
      "按阶段",
      "按明细",
      "按过程",
      "按基本流",
      "贡献树",
      "桑基图",
      "模型",
      "不确定性",
    ]);
    expect(workbook.getWorksheet("概要")!.getRow(2).getCell(1).value).toBe("产品");
  });

  it("gives the Sankey graph as CSV equal to the stored one", async () => {
    const { exportLcaSankey } = await admin.gql(EXPORT_SANKEY, { id: calculationId });
    expect(exportLcaSankey.mimeType).toContain("text/csv");
    const text = Buffer.from(exportLcaSankey.base64 as string, "base64").toString("utf8");
    const records = parseCsv<Record<string, string>>(text, { bom: true, columns: true });
    const { nodes, links } = stored.result.sankey;
    const unit = stored.result.indicators[stored.result.headline].unit;
    expect(links.length).toBeGreaterThan(0);
    expect(records).toEqual(
      links.map((l: { source: number; target: number; impact: number }) => ({
        source: nodes[l.source].name,
        target: nodes[l.target].name,
        impact: String(l.impact),
        unit,
        source_index: String(l.source),
        target_index: String(l.target),
      })),
    );
  });

  it("refuses the files of a calculation it cannot see", async () => {
    const answer = await admin.try(EXPORT_RESULT, { id: 999999 });
    expect(codeOf(answer)).toEqual(["NOT_FOUND"]);
  });
});
