// Material and transport data over GraphQL: the seeded global rows, a company's own rows kept
// beside them, the rules of each field (own footprint vs database link, pedigree scores,
// uncertainty parameters, load factor), tenancy (another company's rows read as not found, the
// global rows change only by the operator under gab04/gab05), paging and search, and the .xlsx
// import (all rows or none, with row and column of each problem) and export round trip.
import ExcelJS from "exceljs";
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  openWorkbook,
  workbookBase64,
  type Caller,
} from "./support/accounting";

let t: TestApp;
let admin: Caller;
let demo: Caller;
let steel: Caller;
let cement: Caller;
beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  steel = await createUser(t, admin.token, {
    companyId: await createCompany(t, admin.token, "Jiangnan Steel Works"),
    username: "steel.buyer",
    codes: ["aa"],
  });
  cement = await createUser(t, admin.token, {
    companyId: await createCompany(t, admin.token, "Huaxi Cement"),
    username: "cement.buyer",
    codes: ["aa"],
  });
});
afterAll(() => t.close());

const MATERIAL = `id companyId name nameEn category unitId sourceKind upstreamDatabaseId
  upstreamProcessId gwp indicators { indicator value } source referenceYear region
  quality { reliability completeness temporal geographical technological }
  uncertainty { distribution geometricSd sd min mode max }`;
const TRANSPORT = `id companyId mode name nameEn factor loadFactor emptyReturn source referenceYear
  region quality { reliability completeness temporal geographical technological }
  uncertainty { distribution geometricSd sd min mode max }`;

const LIST_MATERIAL = `query ($keyword: String, $owner: String, $category: String, $page: Int! = 1,
    $pageSize: Int! = 20) {
  materialData(keyword: $keyword, owner: $owner, category: $category, page: $page,
      pageSize: $pageSize) { total items { ${MATERIAL} } } }`;
const GET_MATERIAL = `query ($id: Int!) { materialDatum(id: $id) { ${MATERIAL} } }`;
const CREATE_MATERIAL = `mutation ($input: MaterialDatumInput!) {
  createMaterialDatum(input: $input) { ${MATERIAL} } }`;
const UPDATE_MATERIAL = `mutation ($input: UpdateMaterialDatumInput!) {
  updateMaterialDatum(input: $input) { ${MATERIAL} } }`;
const DELETE_MATERIAL = `mutation ($id: Int!) { deleteMaterialDatum(id: $id) }`;
const EXPORT_MATERIAL = `query ($owner: String, $keyword: String) {
  exportMaterialData(owner: $owner, keyword: $keyword) { filename mimeType base64 } }`;
const IMPORT_MATERIAL = `mutation ($input: ImportLcaDataInput!) {
  importMaterialData(input: $input) { added changed unchanged rejected { row key reason } } }`;

const LIST_TRANSPORT = `query ($keyword: String, $owner: String, $mode: String) {
  transportData(keyword: $keyword, owner: $owner, mode: $mode) { total items { ${TRANSPORT} } } }`;
const CREATE_TRANSPORT = `mutation ($input: TransportDatumInput!) {
  createTransportDatum(input: $input) { ${TRANSPORT} } }`;
const UPDATE_TRANSPORT = `mutation ($input: UpdateTransportDatumInput!) {
  updateTransportDatum(input: $input) { ${TRANSPORT} } }`;
const DELETE_TRANSPORT = `mutation ($id: Int!) { deleteTransportDatum(id: $id) }`;
const EXPORT_TRANSPORT = `query ($owner: String) {
  exportTransportData(owner: $owner) { filename base64 } }`;
const IMPORT_TRANSPORT = `mutation ($input: ImportLcaDataInput!) {
  importTransportData(input: $input) { added changed unchanged rejected { row key reason } } }`;

interface Material {
  id: number;
  companyId: number | null;
  name: string;
  nameEn: string;
  unitId: number;
  sourceKind: string;
  gwp: number | null;
  region: string;
  source: string;
  upstreamProcessId: string | null;
  indicators: Array<{ indicator: string; value: number }>;
  quality: Record<string, number> | null;
  uncertainty: Record<string, unknown>;
}

/** An own footprint as createMaterialDatum takes it, with what a test changes. */
function billet(extra: Record<string, unknown> = {}) {
  return {
    name: "方坯（自产）",
    nameEn: "Steel billet, own mill",
    category: "metal",
    unitId: 11,
    sourceKind: "own",
    gwp: 1980,
    source: "Mill EPD 2024, verified",
    referenceYear: 2024,
    region: "CN-320000",
    ...extra,
  };
}

function truck(extra: Record<string, unknown> = {}) {
  return {
    mode: "road-16-32t",
    name: "重型货车 16–32 t",
    nameEn: "Truck 16–32 t",
    factor: 0.08,
    loadFactor: 0.6,
    emptyReturn: 0.3,
    source: "Carrier fleet data 2024",
    referenceYear: 2024,
    region: "CN",
    ...extra,
  };
}

async function createMaterial(user: Caller, input: Record<string, unknown>): Promise<Material> {
  return (await user.gql(CREATE_MATERIAL, { input })).createMaterialDatum as Material;
}

async function materials(user: Caller, args: Record<string, unknown> = {}) {
  const { materialData } = await user.gql(LIST_MATERIAL, args);
  return materialData as { total: number; items: Material[] };
}

/** The first error's code, field and message of a call that must fail. */
async function failure(user: Caller, query: string, variables: Record<string, unknown>) {
  const answer = await user.try(query, variables);
  expect(answer.errors).toBeDefined();
  const [error] = answer.errors!;
  return { code: error.extensions.code, field: error.extensions.field, message: error.message };
}

describe("the seeded global material data", () => {
  it("holds GB/T 51366's carbon steel default of 2050 kg CO2e per tonne, cited", async () => {
    const page = await materials(steel, { keyword: "carbon steel" });

    expect(page.total).toBe(1);
    const [row] = page.items;
    expect(row).toMatchObject({
      companyId: null,
      name: "普通碳钢（市场平均）",
      unitId: 11,
      sourceKind: "own",
      gwp: 2050,
      region: "CN",
    });
    expect(row.source).toContain("GB/T 51366-2019");
  });

  it("holds the 2024 national electricity carbon-footprint factor, 0.5777 kg CO2e per kWh", async () => {
    const page = await materials(steel, { category: "electricity", owner: "global" });

    expect(page.items.map((row) => [row.unitId, row.gwp])).toEqual([[30, 0.5777]]);
  });
});

describe("a company's own material data", () => {
  it("stores an own footprint with its indicators, pedigree and uncertainty", async () => {
    const row = await createMaterial(
      steel,
      billet({
        nameEn: "",
        indicators: [
          { indicator: "AP", value: 4.1 },
          { indicator: "ADP-fossil", value: 18500 },
        ],
        quality: {
          reliability: 2,
          completeness: 1,
          temporal: 1,
          geographical: 2,
          technological: 3,
        },
        uncertainty: { distribution: "lognormal", geometricSd: 1.15, sd: 99 },
      }),
    );

    const stored = (await steel.gql(GET_MATERIAL, { id: row.id })).materialDatum as Material;
    expect(stored.companyId).not.toBeNull();
    // An empty English name takes the Chinese one.
    expect(stored.nameEn).toBe("方坯（自产）");
    expect(stored.indicators).toEqual([
      { indicator: "AP", value: 4.1 },
      { indicator: "ADP-fossil", value: 18500 },
    ]);
    expect(stored.quality).toEqual({
      reliability: 2,
      completeness: 1,
      temporal: 1,
      geographical: 2,
      technological: 3,
    });
    // A lognormal keeps only its geometric SD; the stray SD is dropped.
    expect(stored.uncertainty).toEqual({
      distribution: "lognormal",
      geometricSd: 1.15,
      sd: null,
      min: null,
      mode: null,
      max: null,
    });
  });

  it("stores a database link without a footprint of its own", async () => {
    const row = await createMaterial(
      steel,
      billet({
        name: "PE 树脂（数据库）",
        category: "polymer",
        sourceKind: "upstream",
        gwp: null,
        upstreamDatabaseId: "3",
        upstreamProcessId: "0f5b2d6e-1c1a-4f8e-9a44-2f1d0c3b7a10",
      }),
    );

    expect(row).toMatchObject({
      sourceKind: "upstream",
      gwp: null,
      upstreamDatabaseId: "3",
      upstreamProcessId: "0f5b2d6e-1c1a-4f8e-9a44-2f1d0c3b7a10",
    });
  });

  it("edits and deletes its own rows", async () => {
    const row = await createMaterial(steel, billet({ name: "待删除方坯" }));

    const { updateMaterialDatum } = await steel.gql(UPDATE_MATERIAL, {
      input: { ...billet({ name: "待删除方坯", gwp: 1875.5 }), id: row.id },
    });
    expect(updateMaterialDatum.gwp).toBe(1875.5);

    expect((await steel.gql(DELETE_MATERIAL, { id: row.id })).deleteMaterialDatum).toBe(true);
    expect((await failure(steel, GET_MATERIAL, { id: row.id })).code).toBe("NOT_FOUND");
  });
});

describe("the rules of a material datum", () => {
  const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ["an own footprint without GWP", { gwp: null }, "gwp", /needs the GWP/],
    [
      "a database link without its product",
      { sourceKind: "upstream", gwp: null },
      "upstreamProcessId",
      /database product/,
    ],
    [
      "a database link that also gives a footprint",
      { sourceKind: "upstream", upstreamProcessId: "17" },
      "gwp",
      /leave it empty/,
    ],
    [
      "a product id neither a number nor a UUID",
      { sourceKind: "upstream", gwp: null, upstreamProcessId: "steel-7" },
      "upstreamProcessId",
      /whole number or a UUID/,
    ],
    ["an unknown unit", { unitId: 999 }, "unitId", /not a unit/],
    ["an unknown region", { region: "CN-999999" }, "region", /not a region/],
    [
      "GWP-total among the further indicators",
      { indicators: [{ indicator: "GWP-total", value: 1 }] },
      "indicators",
      /GWP-total/,
    ],
    [
      "an indicator outside EN 15804+A2",
      { indicators: [{ indicator: "CED", value: 1 }] },
      "indicators",
      /CED is not an EN 15804\+A2 indicator/,
    ],
    [
      "a pedigree score of 6",
      {
        quality: {
          reliability: 6,
          completeness: 1,
          temporal: 1,
          geographical: 1,
          technological: 1,
        },
      },
      "quality.reliability",
      /1-5/,
    ],
    [
      "a lognormal with a geometric SD of 1",
      { uncertainty: { distribution: "lognormal", geometricSd: 1 } },
      "uncertainty.geometricSd",
      /above 1/,
    ],
    [
      "a normal without SD",
      { uncertainty: { distribution: "normal" } },
      "uncertainty.sd",
      /above 0/,
    ],
    [
      "a triangular whose mode lies above its maximum",
      { uncertainty: { distribution: "triangular", min: 1800, mode: 2300, max: 2200 } },
      "uncertainty.mode",
      /minimum ≤ mode ≤ maximum/,
    ],
    [
      "a uniform whose minimum equals its maximum",
      { uncertainty: { distribution: "uniform", min: 2000, max: 2000 } },
      "uncertainty.max",
      /minimum below its maximum/,
    ],
    [
      "an unknown distribution",
      { uncertainty: { distribution: "weibull" } },
      "uncertainty.distribution",
      /lognormal/,
    ],
    ["an empty source", { source: "  " }, "source", /required/],
  ];

  it.each(cases)("refuses %s, naming the field", async (_label, change, field, text) => {
    const error = await failure(steel, CREATE_MATERIAL, { input: billet(change) });

    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field });
    expect(error.message).toMatch(text);
  });

  it("answers in Chinese to a Chinese caller", async () => {
    const answer = await t.gql(
      CREATE_MATERIAL,
      { input: billet({ uncertainty: { distribution: "normal", sd: 0 } }) },
      { token: steel.token, locale: "zh-CN" },
    );

    expect(answer.errors![0].message).toBe("uncertainty.sd：正态分布需要大于 0 的标准差");
  });
});

describe("tenancy", () => {
  let own: Material;
  beforeAll(async () => {
    own = await createMaterial(steel, billet({ name: "江南钢厂专用方坯" }));
  });

  it("hides a company's rows from another company", async () => {
    expect((await materials(cement, { keyword: "江南钢厂" })).total).toBe(0);
    expect((await failure(cement, GET_MATERIAL, { id: own.id })).code).toBe("NOT_FOUND");
    const update = await failure(cement, UPDATE_MATERIAL, {
      input: { ...billet({ name: "taken over" }), id: own.id },
    });
    expect(update.code).toBe("NOT_FOUND");
    expect((await failure(cement, DELETE_MATERIAL, { id: own.id })).code).toBe("NOT_FOUND");
    // Still there, unchanged, for its owner.
    const stored = (await steel.gql(GET_MATERIAL, { id: own.id })).materialDatum as Material;
    expect(stored.name).toBe("江南钢厂专用方坯");
  });

  it("lets a company read the global rows but not change them", async () => {
    const [global] = (await materials(cement, { keyword: "Portland", owner: "global" })).items;
    expect(global.gwp).toBe(735);

    const update = await failure(cement, UPDATE_MATERIAL, {
      input: { ...billet({ name: "cheaper cement", gwp: 1 }), id: global.id },
    });
    expect(update.code).toBe("FORBIDDEN");
    expect((await failure(cement, DELETE_MATERIAL, { id: global.id })).code).toBe("FORBIDDEN");
    const create = await failure(cement, CREATE_MATERIAL, { input: billet({ global: true }) });
    expect(create.code).toBe("FORBIDDEN");
    expect(create.message).toMatch(/Only the platform operator/);
  });

  it("keeps the global rows to the operator's users holding gab04", async () => {
    // demo is of the operator's company but holds no gab04.
    expect((await failure(demo, CREATE_MATERIAL, { input: billet({ global: true }) })).code).toBe(
      "FORBIDDEN",
    );

    const row = await createMaterial(admin, billet({ name: "运营方方坯", global: true }));
    expect(row.companyId).toBeNull();
    const seen = await materials(cement, { keyword: "运营方方坯" });
    expect(seen.items.map((item) => item.id)).toEqual([row.id]);
    expect((await admin.gql(DELETE_MATERIAL, { id: row.id })).deleteMaterialDatum).toBe(true);
  });
});

describe("paging and search", () => {
  let company: Caller;
  beforeAll(async () => {
    company = await createUser(t, admin.token, {
      companyId: await createCompany(t, admin.token, "Paging Plastics"),
      username: "paging.buyer",
      codes: ["aa"],
    });
    for (const name of ["PE 颗粒 A", "PE 颗粒 B", "PE 颗粒 C"]) {
      await createMaterial(
        company,
        billet({ name, nameEn: `${name} pellets`, category: "polymer" }),
      );
    }
  });

  it("pages the company's own rows by name: 3 rows at 2 a page are 2 + 1", async () => {
    const first = await materials(company, { owner: "company", pageSize: 2, page: 1 });
    const second = await materials(company, { owner: "company", pageSize: 2, page: 2 });

    expect(first.total).toBe(3);
    expect(first.items.map((row) => row.name)).toEqual(["PE 颗粒 A", "PE 颗粒 B"]);
    expect(second.items.map((row) => row.name)).toEqual(["PE 颗粒 C"]);
  });

  it("searches names in both languages, ignoring case, with global rows beside its own", async () => {
    const page = await materials(company, { keyword: "c PELLETS" });
    expect(page.items.map((row) => row.name)).toEqual(["PE 颗粒 C"]);

    // "聚乙烯" matches the three seeded polyethylene resins; the company's pellets do not.
    const resins = await materials(company, { keyword: "聚乙烯" });
    expect(resins.total).toBe(3);
    expect(resins.items.every((row) => row.companyId === null)).toBe(true);
  });
});

describe("transport data", () => {
  it("stores a mode's factor, load factor and empty return", async () => {
    const { createTransportDatum } = await steel.gql(CREATE_TRANSPORT, {
      input: truck({
        uncertainty: { distribution: "triangular", min: 0.06, mode: 0.08, max: 0.11 },
        quality: {
          reliability: 2,
          completeness: 2,
          temporal: 1,
          geographical: 1,
          technological: 2,
        },
      }),
    });

    expect(createTransportDatum).toMatchObject({
      mode: "road-16-32t",
      factor: 0.08,
      loadFactor: 0.6,
      emptyReturn: 0.3,
      uncertainty: { distribution: "triangular", min: 0.06, mode: 0.08, max: 0.11 },
    });
    const { updateTransportDatum } = await steel.gql(UPDATE_TRANSPORT, {
      input: { ...truck({ loadFactor: 1, emptyReturn: 0 }), id: createTransportDatum.id },
    });
    expect(updateTransportDatum).toMatchObject({ loadFactor: 1, emptyReturn: 0 });
  });

  it.each([
    ["a load factor of 0", { loadFactor: 0 }, "loadFactor"],
    ["a load factor above 1", { loadFactor: 1.2 }, "loadFactor"],
    ["an empty return above 1", { emptyReturn: 1.5 }, "emptyReturn"],
    ["a negative factor", { factor: -0.1 }, "factor"],
    ["an unknown mode", { mode: "teleport" }, "mode"],
    [
      "a uniform without maximum",
      { uncertainty: { distribution: "uniform", min: 0.05 } },
      "uncertainty.max",
    ],
  ])("refuses %s", async (_label, change, field) => {
    const error = await failure(steel, CREATE_TRANSPORT, { input: truck(change) });

    expect(error).toMatchObject({ code: "BAD_USER_INPUT", field });
  });

  it("keeps a company's transport rows to itself and the global rows to the operator", async () => {
    const { createTransportDatum: own } = await steel.gql(CREATE_TRANSPORT, {
      input: truck({ name: "江南钢厂车队" }),
    });
    const { transportData } = await cement.gql(LIST_TRANSPORT, { keyword: "江南钢厂" });
    expect(transportData.total).toBe(0);
    expect((await failure(cement, DELETE_TRANSPORT, { id: own.id })).code).toBe("NOT_FOUND");

    const { createTransportDatum: global } = await admin.gql(CREATE_TRANSPORT, {
      input: truck({ name: "运营方铁路", mode: "rail", factor: 0.01, global: true }),
    });
    const rail = await cement.gql(LIST_TRANSPORT, { mode: "rail" });
    expect(rail.transportData.items.map((row: { id: number }) => row.id)).toContain(global.id);
    expect((await failure(cement, DELETE_TRANSPORT, { id: global.id })).code).toBe("FORBIDDEN");
    expect((await failure(steel, CREATE_TRANSPORT, { input: truck({ global: true }) })).code).toBe(
      "FORBIDDEN",
    );
  });
});

// ---- workbooks ----

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
