// The legacy carbon-accounting calls of SPEC §7 (POST /api/co2case/*): corporations, cases,
// process data, results and exports, and tags, as the old front end sends them. Corporation
// and case calls are JSON; the others are form-encoded, nested values as bracketed fields or as
// a JSON string. A case made from the seeded GB/T 32150 template is filled in, calculated and
// exported, and its totals are checked against figures worked out by hand below.
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  gasValue,
  globalFactor,
  isZip,
  legacyDownload,
  openWorkbook,
  processRows,
  summaryValue,
  template,
  XLSX_TYPE,
  type Caller,
  type Template,
} from "./support/accounting";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let admin: Caller;
let demo: Caller;
let general: Template;
beforeAll(async () => {
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  general = await template(demo, "BM-GBT32150-GENERAL");
});

const json = { json: true };

interface Line {
  id: number;
  processId: number;
  name: string;
  amount: number | null;
  unitId: number;
  factorId: number | null;
  customFactor: unknown;
  sourceId: number | null;
}

async function createCorporation(user: Caller, name: string, extra: Record<string, unknown> = {}) {
  const answer = await user.legacy("co2case/co2Corporation_item", { name, ...extra }, json);
  if (answer.code !== 200) throw new Error(`co2Corporation_item: ${answer.msg}`);
  return answer.data as { id: number; name: string };
}

async function createCase(user: Caller, body: Record<string, unknown>) {
  const answer = await user.legacy("co2case/co2CaseItem", body, json);
  if (answer.code !== 200) throw new Error(`co2CaseItem: ${answer.msg}`);
  return answer.data as { id: number; uuid: string; status: number; calcNums: number };
}

async function linesOf(caseId: number): Promise<Line[]> {
  const answer = await demo.legacy("co2case/co2CaseProcessDataList", { caseId, pageSize: 100 });
  if (answer.code !== 200) throw new Error(`co2CaseProcessDataList: ${answer.msg}`);
  return answer.data.list as Line[];
}

function named(lines: readonly Line[], name: string): Line {
  const found = lines.filter((line) => line.name === name);
  if (found.length !== 1) throw new Error(`${found.length} lines named ${name}`);
  return found[0];
}

async function caseRow(caseId: number) {
  const [row] = await t.dataSource.query<
    Array<{ status: number; calcNums: number; latestRunId: number | null }>
  >(
    `SELECT status, calculation_count AS "calcNums", latest_run_id AS "latestRunId"
     FROM carbon_case WHERE id = $1`,
    [caseId],
  );
  return row;
}

/** The result lines of a run, as co2Discharge_detail answers them. */
async function resultLines(runId: number): Promise<unknown[]> {
  const answer = await demo.legacy("co2case/co2Discharge_detail", { runId });
  if (answer.code !== 200) throw new Error(`co2Discharge_detail: ${answer.msg}`);
  return answer.data.lines as unknown[];
}

function templateProcess(name: string) {
  const process = general.processes.find((candidate) => candidate.name === name);
  if (!process) throw new Error(`template process ${name} missing`);
  return process;
}

// ---- The hand-worked figures of the walk-through (AR6, the case's default GWP set) ----

// China industry guideline defaults for natural gas (REFERENCE-FACTORS, NDRC 2013): NCV 389.31
// GJ per 10⁴ Nm³, carbon content 15.30 t C/TJ = 0.01530 t C/GJ, oxidation 0.99.
// 50 × 10⁴ Nm³: 50 × 389.31 GJ = 19,465.5 GJ; × 0.0153 t C/GJ = 297.82215 t C;
// × 0.99 = 294.8439285 t C; × 44/12 = 1,081.0944045 t CO2 = 1,081,094.4045 kg.
const NATURAL_GAS_COMBUSTION_KG = 50 * 389.31 * 0.0153 * 0.99 * (44 / 12) * 1000;
// MEE/NBS 2023 national grid average 0.5306 kg CO2/kWh: 200,000 kWh × 0.5306 = 106,120 kg.
const ELECTRICITY_KG = 200_000 * 0.5306;
// Guideline default for purchased heat 0.11 t CO2/GJ = 110 kg/GJ: 1,000 GJ × 110 = 110,000 kg.
const HEAT_KG = 1000 * 110;
// Limestone flux 0.440 t CO2/t = 440 kg/t: 100 t × 440 = 44,000 kg.
const LIMESTONE_KG = 100 * 440;
// DESNZ 2024 natural gas per m³ (row 1_100_1004_1): CO2 2.0414 kg, CH4 0.00307 kg CO2e and N2O
// 0.00095 kg CO2e at AR5 (28, 265), i.e. 0.00307 / 28 kg CH4 and 0.00095 / 265 kg N2O per m³.
// 1,000 m³ under AR6 (fossil CH4 29.8, N2O 273):
//   CO2 1,000 × 2.0414 = 2,041.4 kg
//   CH4 1,000 × 0.00307 / 28 = 0.109642857 kg × 29.8 = 3.267357143 kg CO2e
//   N2O 1,000 × 0.00095 / 265 = 0.003584906 kg × 273 = 0.978679245 kg CO2e
//   = 2,045.646036388 kg CO2e
const DESNZ_GAS_KG =
  1000 * 2.0414 + ((1000 * 0.00307) / 28) * 29.8 + ((1000 * 0.00095) / 265) * 273;
// A supplier's figure of 400 kg CO2 per tonne; 20,000 kg entered = 20 t × 400 = 8,000 kg.
const CUSTOM_KG = (20_000 / 1000) * 400;
// 1,081,094.4045 + 106,120 + 110,000 + 44,000 + 2,045.646036 + 8,000 = 1,351,260.050536 kg.
const FIRST_TOTAL_KG =
  NATURAL_GAS_COMBUSTION_KG + ELECTRICITY_KG + HEAT_KG + LIMESTONE_KG + DESNZ_GAS_KG + CUSTOM_KG;
// Electricity raised to 250,000 kWh adds 50,000 × 0.5306 = 26,530 kg: 1,377,790.050536 kg.
const SECOND_TOTAL_KG = FIRST_TOTAL_KG + 50_000 * 0.5306;

describe("the seeded library behind the hand-worked figures", () => {
  it("holds the published values the walk-through multiplies by", async () => {
    const gas = await globalFactor(t, "CN-GUIDE-FUEL-NATURAL-GAS");
    const grid = await globalFactor(t, "CN-GRID-2023-NATIONAL");
    const heat = await globalFactor(t, "CN-HEAT-GUIDE-2013");
    const limestone = await globalFactor(t, "CN-GUIDE-PROC-LIMESTONE");
    const desnz = await globalFactor(t, "DESNZ-2024-1_100_1004_1");

    expect([gas.ncv, gas.carbonContent, gas.oxidation]).toEqual([389.31, 0.0153, 0.99]);
    expect(gasValue(grid, "CO2")).toBe(0.5306);
    expect(gasValue(heat, "CO2")).toBe(110);
    expect(gasValue(limestone, "CO2")).toBe(440);
    expect(gasValue(desnz, "CO2")).toBe(2.0414);
    expect(gasValue(desnz, "CH4_FOSSIL")).toBeCloseTo(0.00307 / 28, 15);
    expect(gasValue(desnz, "N2O")).toBeCloseTo(0.00095 / 265, 15);
  });
});

describe("corporations", () => {
  it("creates a corporation from a JSON body and updates it when the id is sent", async () => {
    const created = await demo.legacy(
      "co2case/co2Corporation_item",
      {
        name: "Ningbo Glass Works",
        creditCode: "91330200MA2CL0001X",
        province: "330000",
        city: "Ningbo",
        longitude: 121.55,
        latitude: 29.87,
      },
      json,
    );
    const updated = await demo.legacy(
      "co2case/co2Corporation_item",
      { id: created.data.id, name: "Ningbo Glass Works", city: "Ningbo Beilun", address: "No. 1" },
      json,
    );
    const [row] = await t.dataSource.query(
      "SELECT company_id, name, city, address FROM corporation WHERE id = $1",
      [created.data.id],
    );

    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      name: "Ningbo Glass Works",
      creditCode: "91330200MA2CL0001X",
      province: "330000",
      longitude: 121.55,
      latitude: 29.87,
      latestReportDate: null,
    });
    expect(updated.code).toBe(200);
    expect(updated.data).toMatchObject({ id: created.data.id, city: "Ningbo Beilun" });
    expect(row).toEqual({
      company_id: await demoCompanyId(t),
      name: "Ningbo Glass Works",
      city: "Ningbo Beilun",
      address: "No. 1",
    });
  });

  it("lists the company's corporations by keyword with the page and total", async () => {
    await createCorporation(demo, "Listing Plant A");
    await createCorporation(demo, "Listing Plant B");
    await createCorporation(demo, "Unrelated Mill");

    const answer = await demo.legacy(
      "co2case/co2CorporationList",
      { keyword: "listing plant", page: 1, pageSize: 10 },
      json,
    );

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(answer.data.list.map((c: { name: string }) => c.name)).toEqual([
      "Listing Plant A",
      "Listing Plant B",
    ]);
  });

  it("places a corporation on the map of China with setCorPosition_inChina", async () => {
    const corporation = await createCorporation(demo, "Map Plant");

    const answer = await demo.legacy(
      "co2case/setCorPosition_inChina",
      { id: corporation.id, longitude: 116.4, latitude: 39.9 },
      json,
    );
    const detail = await demo.legacy("co2case/co2Corporation_detail", { id: corporation.id }, json);

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ id: corporation.id, longitude: 116.4, latitude: 39.9 });
    expect(detail.data).toMatchObject({ longitude: 116.4, latitude: 39.9 });
  });

  it("refuses a position outside China, naming the longitude, and keeps the old one", async () => {
    const corporation = await createCorporation(demo, "Far Away Plant", {
      longitude: 121.5,
      latitude: 31.2,
    });

    const move = await demo.legacy(
      "co2case/setCorPosition_inChina",
      { id: corporation.id, longitude: 151.2, latitude: 31.2 },
      json,
    );
    const create = await demo.legacy(
      "co2case/co2Corporation_item",
      { name: "Sydney Plant", longitude: 151.2, latitude: -33.9 },
      json,
    );
    const [row] = await t.dataSource.query(
      "SELECT longitude, latitude FROM corporation WHERE id = $1",
      [corporation.id],
    );
    const sydney = await t.dataSource.query("SELECT id FROM corporation WHERE name = $1", [
      "Sydney Plant",
    ]);

    expect([move.code, move.data]).toEqual([501, { field: "longitude" }]);
    expect(move.msg).toContain("outside the map of China");
    expect(create.code).toBe(501);
    expect(create.data).toEqual({ field: "longitude" });
    expect(row).toEqual({ longitude: 121.5, latitude: 31.2 });
    expect(sydney).toEqual([]);
  });

  it("keeps the map position when the corporation is saved from its form, which has no position", async () => {
    const corporation = await createCorporation(demo, "Form Save Plant", {
      creditCode: "91110000MA0000001X",
    });
    await demo.legacy(
      "co2case/setCorPosition_inChina",
      { id: corporation.id, longitude: 116.4, latitude: 39.9 },
      json,
    );

    // The corporation form of the old client: its fields, but not the map position.
    const saved = await demo.legacy(
      "co2case/co2Corporation_item",
      {
        id: corporation.id,
        name: "Form Save Plant",
        creditCode: "91110000MA0000001X",
        province: "110000",
        city: "Beijing",
      },
      json,
    );
    const [row] = await t.dataSource.query(
      "SELECT city, longitude, latitude FROM corporation WHERE id = $1",
      [corporation.id],
    );

    expect(saved.code).toBe(200);
    expect(row).toEqual({ city: "Beijing", longitude: 116.4, latitude: 39.9 });
  });

  it("refuses a longitude outside China even when no latitude comes with it", async () => {
    const answer = await demo.legacy(
      "co2case/co2Corporation_item",
      { name: "Half Position Plant", longitude: 500 },
      json,
    );
    const saved = await t.dataSource.query("SELECT longitude FROM corporation WHERE name = $1", [
      "Half Position Plant",
    ]);

    expect(answer.code).toBe(501);
    expect(answer.data).toEqual({ field: "longitude" });
    expect(saved).toEqual([]);
  });

  it("refuses a malformed credit code, naming the field", async () => {
    const answer = await demo.legacy(
      "co2case/co2Corporation_item",
      { name: "Bad Code Plant", creditCode: "12345" },
      json,
    );

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("creditCode");
    expect(answer.data).toEqual({ field: "creditCode" });
  });

  it("refuses a second corporation of the same name in the company", async () => {
    await createCorporation(demo, "Twin Plant");

    const answer = await demo.legacy("co2case/co2Corporation_item", { name: "Twin Plant" }, json);

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("A corporation named Twin Plant already exists");
  });
});

describe("cases", () => {
  it("creates a case from a template with its processes and empty lines copied in", async () => {
    const corporation = await createCorporation(demo, "Template Copy Plant");
    const sources = general.processes.flatMap((process) => process.sources);

    const created = await demo.legacy(
      "co2case/co2CaseItem",
      {
        corporationId: corporation.id,
        name: "2024 inventory",
        year: 2024,
        baseModelId: general.id,
      },
      json,
    );
    const detail = await demo.legacy("co2case/co2Case_detail", { id: created.data.id }, json);
    const lines = await linesOf(created.data.id);

    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      corporationId: corporation.id,
      name: "2024 inventory",
      year: 2024,
      periodStart: "2024-01-01",
      periodEnd: "2024-12-31",
      gwpSet: "AR6",
      status: 5,
      calcNums: 0,
      baseModelId: general.id,
    });
    expect(created.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(detail.code).toBe(200);
    expect(detail.data.corporation).toMatchObject({ id: corporation.id });
    expect(detail.data.processes.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(general.processes.map((process) => process.name)),
    );
    expect(detail.data.processes).toHaveLength(general.processes.length);
    expect(detail.data.lineCount).toBe(sources.length);
    expect(detail.data.latestRun).toBeNull();
    expect(lines).toHaveLength(sources.length);
    expect(lines.every((line) => line.amount === null)).toBe(true);
    expect(new Set(lines.map((line) => line.sourceId))).toEqual(
      new Set(sources.map((source) => source.id)),
    );
    const electricity = named(lines, "外购电力");
    expect(electricity.factorId).toBe((await globalFactor(t, "CN-GRID-2023-NATIONAL")).id);
  });

  it("updates a case's fields when its id is sent", async () => {
    const corporation = await createCorporation(demo, "Case Update Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "Draft",
      year: 2023,
    });

    const answer = await demo.legacy(
      "co2case/co2CaseItem",
      { id: created.id, name: "2023 inventory", remark: "audited", outputAmount: 1200 },
      json,
    );

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      id: created.id,
      name: "2023 inventory",
      year: 2023,
      remark: "audited",
      outputAmount: 1200,
    });
  });

  it("refuses a period that ends before it starts, naming periodEnd, and creates nothing", async () => {
    const corporation = await createCorporation(demo, "Period Plant");

    const answer = await demo.legacy(
      "co2case/co2CaseItem",
      {
        corporationId: corporation.id,
        name: "Backwards",
        year: 2024,
        periodStart: "2024-06-30",
        periodEnd: "2024-01-01",
      },
      json,
    );
    const cases = await t.dataSource.query("SELECT id FROM carbon_case WHERE corporation_id = $1", [
      corporation.id,
    ]);

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("The period must end on or after the day it starts");
    expect(answer.data).toEqual({ field: "periodEnd" });
    expect(cases).toEqual([]);
  });

  it("refuses a day that does not exist, naming periodEnd", async () => {
    const corporation = await createCorporation(demo, "Leap Plant");

    const answer = await demo.legacy(
      "co2case/co2CaseItem",
      { corporationId: corporation.id, name: "No such day", year: 2024, periodEnd: "2024-02-30" },
      json,
    );
    const cases = await t.dataSource.query("SELECT id FROM carbon_case WHERE corporation_id = $1", [
      corporation.id,
    ]);

    expect(answer.code).toBe(501);
    expect(answer.data).toEqual({ field: "periodEnd" });
    expect(cases).toEqual([]);
  });

  it("refuses a year outside 1990-2100, naming the field", async () => {
    const corporation = await createCorporation(demo, "Year Plant");

    const answer = await demo.legacy(
      "co2case/co2CaseItem",
      { corporationId: corporation.id, name: "Ancient", year: 1890 },
      json,
    );

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("year");
    expect(answer.data).toEqual({ field: "year" });
  });

  it("lists cases filtered by corporation, status and year", async () => {
    const corporation = await createCorporation(demo, "Case List Plant");
    const first = await createCase(demo, {
      corporationId: corporation.id,
      name: "List 2023",
      year: 2023,
    });
    const second = await createCase(demo, {
      corporationId: corporation.id,
      name: "List 2024",
      year: 2024,
    });

    const all = await demo.legacy("co2case/co2CaseList", { corporationId: corporation.id }, json);
    const of2024 = await demo.legacy(
      "co2case/co2CaseList",
      { corporationId: corporation.id, year: 2024 },
      json,
    );
    const completed = await demo.legacy(
      "co2case/co2CaseList",
      { corporationId: corporation.id, status: 10 },
      json,
    );
    const byCorporation = await demo.legacy(
      "co2case/co2Corp_caseList",
      { corporationId: corporation.id },
      json,
    );

    expect(all.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.data.list.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
    expect(of2024.data.list.map((c: { id: number }) => c.id)).toEqual([second.id]);
    expect(completed.data).toMatchObject({ total: 0, list: [] });
    // Newest year first.
    expect(byCorporation.data.total).toBe(2);
    expect(byCorporation.data.list.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
  });
});

describe("a case from the GB/T 32150 template, entered, calculated and exported", () => {
  // The steps run in order, each on the case the earlier ones left.
  let corporationId: number;
  let caseId: number;
  let lines: Line[];
  let firstRunId: number;
  let secondRunId: number;
  const stationary = () => templateProcess("固定源燃料燃烧");
  const processEmissions = () => templateProcess("工业生产过程排放");
  const refrigerants = () => templateProcess("逸散排放（制冷剂等）");

  async function caseProcessId(name: string): Promise<number> {
    const detail = await demo.legacy("co2case/co2Case_detail", { id: caseId }, json);
    const found = (detail.data.processes as Array<{ id: number; name: string }>).filter(
      (process) => process.name === name,
    );
    if (found.length !== 1) throw new Error(`${found.length} processes named ${name}`);
    return found[0].id;
  }

  beforeAll(async () => {
    corporationId = (await createCorporation(demo, "Walk-through Glass Co.")).id;
    caseId = (
      await createCase(demo, {
        corporationId,
        name: "2024 GHG inventory",
        year: 2024,
        baseModelId: general.id,
      })
    ).id;
    lines = await linesOf(caseId);
  });

  it("enters amounts as bracketed form fields and as a JSON string", async () => {
    const naturalGas = named(lines, "天然气");
    const electricity = named(lines, "外购电力");
    const heat = named(lines, "外购热力（蒸汽、热水）");
    const limestone = named(lines, "石灰石分解");

    const brackets = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      "lines[0][id]": naturalGas.id,
      "lines[0][amount]": "50",
      "lines[1][id]": electricity.id,
      "lines[1][amount]": "200000",
      "lines[1][remark]": "meter readings Jan-Dec",
    });
    const jsonString = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      lines: JSON.stringify([
        { id: heat.id, amount: 1000 },
        { id: limestone.id, amount: 100, month: 6 },
      ]),
    });
    lines = await linesOf(caseId);

    expect(brackets.code).toBe(200);
    expect(brackets.data.total).toBe(2);
    expect(jsonString.code).toBe(200);
    expect(jsonString.data.total).toBe(2);
    expect(named(lines, "天然气").amount).toBe(50);
    expect(named(lines, "外购电力")).toMatchObject({
      amount: 200000,
      remark: "meter readings Jan-Dec",
    });
    expect(named(lines, "外购热力（蒸汽、热水）").amount).toBe(1000);
    expect(named(lines, "石灰石分解")).toMatchObject({ amount: 100, month: 6 });
  });

  it("adds a library line with co2CaseProcess_addDataFromeConst, in the factor's unit", async () => {
    const factor = await globalFactor(t, "DESNZ-2024-1_100_1004_1");
    const processId = await caseProcessId(stationary().name);

    const added = await demo.legacy("co2case/co2CaseProcess_addDataFromeConst", {
      processId,
      factorIds: [factor.id],
    });
    const line = added.data.list[0] as Line;
    const update = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      "lines[0][id]": line.id,
      "lines[0][amount]": "1000",
    });

    expect(added.code).toBe(200);
    expect(added.data.total).toBe(1);
    expect(line).toMatchObject({
      processId,
      name: "天然气（按体积）",
      amount: null,
      unitId: 20,
      factorId: factor.id,
    });
    expect(update.code).toBe(200);
  });

  it("adds library lines with their amounts and a gas line, the case named or taken from the process", async () => {
    const grid = await globalFactor(t, "CN-GRID-2022-EAST");
    const processId = await caseProcessId(stationary().name);

    const library = await demo.legacy("co2case/co2CaseProcess_addDataFromeConst", {
      caseId,
      processId,
      lines: JSON.stringify([{ factorId: grid.id, amount: 3, unitId: 31, name: "Sub-meter" }]),
    });
    const gas = await demo.legacy("co2case/co2CaseProcess_addDataFromeCustomData", {
      processId,
      name: "Switchgear SF6",
      amount: "0.4",
      unitId: "10",
      method: "gas",
      gas: "sf6",
    });
    await demo.legacy("co2case/co2CaseProcessDataDelete", {
      caseId,
      ids: [library.data.list[0].id, gas.data.id],
    });

    expect(library.code).toBe(200);
    expect(library.data.list[0]).toMatchObject({
      processId,
      name: "Sub-meter",
      amount: 3,
      unitId: 31,
      factorId: grid.id,
    });
    expect(gas.code).toBe(200);
    expect(gas.data).toMatchObject({ processId, method: "gas", gas: "SF6", amount: 0.4 });
  });

  it("adds a custom line whose factor comes as bracketed fields", async () => {
    const processId = await caseProcessId(processEmissions().name);

    const answer = await demo.legacy("co2case/co2CaseProcess_addDataFromeCustomData", {
      processId,
      name: "Glass batch carbonates",
      amount: "20000",
      unitId: "10",
      "factor[name]": "Supplier batch factor",
      "factor[unitId]": "11",
      "factor[source]": "Supplier declaration 2024-03",
      "factor[gases][0][gas]": "CO2",
      "factor[gases][0][value]": "400",
    });

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      processId,
      name: "Glass batch carbonates",
      amount: 20000,
      unitId: 10,
      factorId: null,
      customFactor: {
        name: "Supplier batch factor",
        unitId: 11,
        source: "Supplier declaration 2024-03",
        gases: [{ gas: "CO2", value: 400 }],
      },
    });
  });

  it("deletes a process with its lines, and single lines by id", async () => {
    const refrigerantProcessId = await caseProcessId(refrigerants().name);
    const diesel = named(lines, "柴油");
    const before = (await linesOf(caseId)).length;

    const processAnswer = await demo.legacy("co2case/co2CaseProcess_delete", {
      id: refrigerantProcessId,
    });
    const lineAnswer = await demo.legacy("co2case/co2CaseProcessDataDelete", {
      caseId,
      ids: [diesel.id],
    });
    const after = await linesOf(caseId);

    expect(processAnswer.code).toBe(200);
    expect(lineAnswer).toMatchObject({ code: 200, data: { deleted: 1 } });
    // The refrigerant process held three template lines.
    expect(after).toHaveLength(before - 3 - 1);
    expect(after.some((line) => line.processId === refrigerantProcessId)).toBe(false);
    expect(after.some((line) => line.id === diesel.id)).toBe(false);
  });

  it("removes the lines nobody entered an amount for", async () => {
    const before = await linesOf(caseId);
    const blank = before.filter((line) => line.amount === null || line.amount === 0);

    const answer = await demo.legacy("co2case/caseProcessData_removeNoNeed", { caseId });
    lines = await linesOf(caseId);

    expect(answer).toMatchObject({ code: 200, data: { deleted: blank.length } });
    // Natural gas, electricity, heat, limestone, the DESNZ gas line and the custom line.
    expect(lines.map((line) => line.name).sort()).toEqual(
      [
        "天然气",
        "外购电力",
        "外购热力（蒸汽、热水）",
        "石灰石分解",
        "天然气（按体积）",
        "Glass batch carbonates",
      ].sort(),
    );
  });

  it("calculates the case: the total matches the hand-worked sum, status 10, calcNums 1", async () => {
    const before = await caseRow(caseId);

    const answer = await demo.legacy("co2case/co2Case_caculate", { caseId }, json);
    firstRunId = answer.data.run.id;
    const after = await caseRow(caseId);

    expect(before).toMatchObject({ status: 5, calcNums: 0, latestRunId: null });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ calcNums: 1, status: 10 });
    expect(answer.data.run).toMatchObject({ status: "succeeded", runNo: 1, lineCount: 6 });
    expect(answer.data.run.totalKg).toBeCloseTo(FIRST_TOTAL_KG, 6);
    // Scope 2 has no contractual instrument: the market-based total is the location-based one.
    expect(answer.data.run.totalMarketKg).toBeCloseTo(FIRST_TOTAL_KG, 6);
    expect(after).toEqual({ status: 10, calcNums: 1, latestRunId: firstRunId });
  });

  it("answers the case detail with the latest run's totals by scope", async () => {
    const answer = await demo.legacy("co2case/co2Case_detail", { id: caseId }, json);

    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ status: 10, calcNums: 1, lineCount: 6 });
    expect(answer.data.latestRun).toMatchObject({ id: firstRunId, runNo: 1 });
    const { byScope } = answer.data.latestRun.totals;
    // Scope 1: gas combustion + limestone + DESNZ gas + custom carbonates.
    expect(byScope.scope1).toBeCloseTo(
      NATURAL_GAS_COMBUSTION_KG + LIMESTONE_KG + DESNZ_GAS_KG + CUSTOM_KG,
      6,
    );
    // Scope 2: electricity + heat = 106,120 + 110,000 = 216,120 kg.
    expect(byScope.scope2Location).toBeCloseTo(216_120, 6);
    expect(byScope.scope3).toBe(0);
  });

  it("answers the run's lines with co2Discharge_detail, each with its factor and formula", async () => {
    const answer = await demo.legacy("co2case/co2Discharge_detail", { caseId });
    const lineNamed = (name: string) =>
      (answer.data.lines as Array<Record<string, any>>).find((line) => line.name === name)!;

    expect(answer.code).toBe(200);
    expect(answer.data.run.id).toBe(firstRunId);
    expect(answer.data.lines).toHaveLength(6);
    expect(lineNamed("天然气").co2eKg).toBeCloseTo(NATURAL_GAS_COMBUSTION_KG, 6);
    expect(lineNamed("天然气").method).toBe("combustion");
    expect(lineNamed("天然气").formula).toContain("44/12");
    expect(lineNamed("外购电力").co2eKg).toBeCloseTo(ELECTRICITY_KG, 6);
    expect(lineNamed("外购电力").factor).toMatchObject({ code: "CN-GRID-2023-NATIONAL" });
    expect(lineNamed("天然气（按体积）").co2eKg).toBeCloseTo(DESNZ_GAS_KG, 9);
    // 20,000 kg entered against a factor per tonne: 20 t in the factor's unit.
    expect(lineNamed("Glass batch carbonates")).toMatchObject({
      amount: 20000,
      amountInFactorUnit: 20,
      factorUnitId: 11,
    });
    expect(lineNamed("Glass batch carbonates").co2eKg).toBeCloseTo(CUSTOM_KG, 9);
    expect(lineNamed("Glass batch carbonates").factor).toMatchObject({
      id: null,
      name: "Supplier batch factor",
      source: "Supplier declaration 2024-03",
    });
  });

  it("downloads the result workbook: an xlsx whose summary total is the hand-worked total", async () => {
    const file = await legacyDownload(t, "co2case/exportResult", { caseId }, demo.token);
    const workbook = await openWorkbook(file.body);

    expect(file.status).toBe(200);
    expect(file.contentType).toContain(XLSX_TYPE);
    expect(file.disposition).toContain(".xlsx");
    expect(isZip(file.body)).toBe(true);
    // kg to t: 1,351,260.050536 kg = 1,351.260050536 t.
    expect(summaryValue(workbook, "Total emissions (scope 2 location-based)")).toBeCloseTo(
      FIRST_TOTAL_KG / 1000,
      9,
    );
    expect(summaryValue(workbook, "Case")).toBe("2024 GHG inventory");
    expect(summaryValue(workbook, "Corporation")).toBe("Walk-through Glass Co.");
  });

  it("downloads the process-data workbook with one row per line and its amount", async () => {
    const file = await legacyDownload(t, "co2case/exportProcessExcel", { caseId }, demo.token);
    const rows = processRows(await openWorkbook(file.body));

    expect(file.status).toBe(200);
    expect(file.contentType).toContain(XLSX_TYPE);
    expect(isZip(file.body)).toBe(true);
    expect(
      rows.map((row) => [row.values["ID"], row.values["Line name"], row.values["Amount"]]),
    ).toEqual(expect.arrayContaining(lines.map((line) => [line.id, line.name, line.amount])));
    expect(rows).toHaveLength(6);
  });

  it("sets the corporation's report date to the day of the run", async () => {
    const runs = await demo.legacy("co2case/co2Case_hasCaculateList", { caseId }, json);
    const runDay = await t.dataSource.query<Array<{ day: string }>>(
      "SELECT created_at::date::text AS day FROM calculation_run WHERE id = $1",
      [firstRunId],
    );

    const answer = await demo.legacy(
      "co2case/co2Corporation_newReportDate",
      { id: corporationId },
      json,
    );
    const detail = await demo.legacy("co2case/co2Corporation_detail", { id: corporationId }, json);

    expect(runs.data.total).toBe(1);
    expect(answer).toMatchObject({
      code: 200,
      data: { id: corporationId, latestReportDate: runDay[0].day },
    });
    expect(detail.data.caseList.map((c: { id: number }) => c.id)).toEqual([caseId]);
    expect(detail.data.caseList[0]).toMatchObject({ status: 10, calcNums: 1 });
  });

  it("puts the case back in progress when a line changes, keeping calcNums", async () => {
    const electricity = named(lines, "外购电力");

    const answer = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      "lines[0][id]": electricity.id,
      "lines[0][amount]": "250000",
    });

    expect(answer.code).toBe(200);
    expect(await caseRow(caseId)).toEqual({ status: 5, calcNums: 1, latestRunId: firstRunId });
  });

  it("calculates again: a second run, calcNums 2, both in the run list newest first", async () => {
    const answer = await demo.legacy("co2case/co2Case_caculate", { caseId }, json);
    secondRunId = answer.data.run.id;
    const runs = await demo.legacy("co2case/co2Case_hasCaculateList", { caseId }, json);
    const oldRun = await demo.legacy("co2case/co2Discharge_detail", { runId: firstRunId });

    expect(answer).toMatchObject({ code: 200, data: { calcNums: 2, status: 10 } });
    expect(answer.data.run.totalKg).toBeCloseTo(SECOND_TOTAL_KG, 6);
    expect(runs.data.total).toBe(2);
    expect(runs.data.list.map((run: { id: number; runNo: number }) => [run.id, run.runNo])).toEqual(
      [
        [secondRunId, 2],
        [firstRunId, 1],
      ],
    );
    // The first run still answers its own figures.
    expect(oldRun.data.run.totalKg).toBeCloseTo(FIRST_TOTAL_KG, 6);
  });

  it("downloads the result workbook of an older run by its runId", async () => {
    const file = await legacyDownload(t, "co2case/exportResult", { runId: firstRunId }, demo.token);

    expect(file.status).toBe(200);
    expect(
      summaryValue(await openWorkbook(file.body), "Total emissions (scope 2 location-based)"),
    ).toBeCloseTo(FIRST_TOTAL_KG / 1000, 9);
  });

  it("copies a template process back in with co2CaseAddProcessModel", async () => {
    const refrigerantTemplate = refrigerants();

    const answer = await demo.legacy("co2case/co2CaseAddProcessModel", {
      caseId,
      baseModelId: general.id,
      processIds: [refrigerantTemplate.id],
    });
    lines = await linesOf(caseId);

    expect(answer.code).toBe(200);
    expect(answer.data.total).toBe(1);
    expect(answer.data.list[0]).toMatchObject({
      name: refrigerantTemplate.name,
      scope: 1,
      baseModelProcessId: refrigerantTemplate.id,
    });
    const copied = lines.filter((line) => line.processId === answer.data.list[0].id);
    expect(copied.map((line) => line.name).sort()).toEqual(
      refrigerantTemplate.sources.map((source) => source.name).sort(),
    );
    expect(copied.every((line) => line.factorId === null && line.amount === null)).toBe(true);
  });

  it("refuses to calculate with a line without a factor and a kg line on a kWh factor, writing nothing", async () => {
    const leak = named(lines, "空调制冷剂泄漏");
    const electricity = named(lines, "外购电力");
    await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      lines: JSON.stringify([
        { id: leak.id, amount: 5 },
        { id: electricity.id, unitId: 10 },
      ]),
    });
    await demo.legacy("co2case/caseProcessData_removeNoNeed", { caseId });
    const runsBefore = await t.dataSource.query(
      "SELECT id FROM calculation_run WHERE case_id = $1",
      [caseId],
    );

    const answer = await demo.legacy("co2case/co2Case_caculate", { caseId }, json);
    const after = await caseRow(caseId);
    const runsAfter = await t.dataSource.query<Array<{ id: number; status: string }>>(
      "SELECT id, status FROM calculation_run WHERE case_id = $1 ORDER BY id",
      [caseId],
    );
    const failed = runsAfter[runsAfter.length - 1];

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("2 line(s) need attention");
    expect(answer.msg).toContain("空调制冷剂泄漏");
    expect(answer.msg).toContain("外购电力");
    expect(
      (answer.data.errors as Array<{ lineId: number; reason: string }>)
        .map((error) => [error.lineId, error.reason])
        .sort(),
    ).toEqual(
      [
        [leak.id, "MISSING_FACTOR"],
        [electricity.id, "UNIT_MISMATCH"],
      ].sort(),
    );
    expect(
      answer.data.errors.find((e: { lineId: number }) => e.lineId === electricity.id).message,
    ).toContain("kg");
    // Nothing half-written: no result lines, the count and the latest run as they were.
    expect(after).toEqual({ status: 5, calcNums: 2, latestRunId: secondRunId });
    expect(runsAfter).toHaveLength(runsBefore.length + 1);
    expect(failed).toMatchObject({ id: answer.data.runId, status: "failed" });
    expect(await resultLines(failed.id)).toEqual([]);
    const detail = await demo.legacy("co2case/co2Discharge_detail", { caseId });
    expect(detail.data.run.id).toBe(secondRunId);
  });

  it("lists the failed run among the runs, newest first", async () => {
    const answer = await demo.legacy("co2case/co2Case_hasCaculateList", { caseId }, json);

    expect(answer.data.total).toBe(3);
    expect(answer.data.list.map((run: { runNo: number; status: string }) => run.status)).toEqual([
      "failed",
      "succeeded",
      "succeeded",
    ]);
  });

  it("gives template lines their default factor back with co2Case_setDefaultConst", async () => {
    const electricity = named(lines, "外购电力");
    const grid = await globalFactor(t, "CN-GRID-2023-NATIONAL");
    const otherGrid = await globalFactor(t, "CN-GRID-2022-EAST");
    await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      lines: JSON.stringify([{ id: electricity.id, unitId: 30, factorId: null }]),
    });
    const cleared = named(await linesOf(caseId), "外购电力");

    const keep = await demo.legacy("co2case/co2Case_setDefaultConst", { caseId }, json);
    const restored = named(await linesOf(caseId), "外购电力");
    await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      "lines[0][id]": electricity.id,
      "lines[0][factorId]": otherGrid.id,
    });
    const overwrite = await demo.legacy(
      "co2case/co2Case_setDefaultConst",
      { caseId, overwrite: true },
      json,
    );
    const reset = named(await linesOf(caseId), "外购电力");

    expect(cleared.factorId).toBeNull();
    // Only the cleared line lacked its factor.
    expect(keep).toMatchObject({ code: 200, data: { updated: 1 } });
    expect(restored.factorId).toBe(grid.id);
    // With overwrite every template line with a default factor gets it again: natural gas,
    // electricity, heat and limestone (the refrigerant line has no default).
    expect(overwrite).toMatchObject({ code: 200, data: { updated: 4 } });
    expect(reset.factorId).toBe(grid.id);
  });

  it("calculates once the offending line is gone, counting a third calculation", async () => {
    const leak = named(lines, "空调制冷剂泄漏");
    await demo.legacy("co2case/co2CaseProcessDataDelete", { caseId, ids: [leak.id] });

    const answer = await demo.legacy("co2case/co2Case_caculate", { caseId }, json);

    expect(answer).toMatchObject({ code: 200, data: { calcNums: 3, status: 10 } });
    expect(answer.data.run.runNo).toBe(4);
    expect(answer.data.run.totalKg).toBeCloseTo(SECOND_TOTAL_KG, 6);
  });
});

describe("a case whose blank lines and broken lines stop the calculation together", () => {
  it("lists every offending line: the blank one and the one with a kg amount on a kWh factor", async () => {
    const corporation = await createCorporation(demo, "Mixed Errors Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "Mixed errors",
      year: 2024,
      baseModelId: general.id,
    });
    const caseLines = await linesOf(created.id);
    const electricity = named(caseLines, "外购电力");
    const heat = named(caseLines, "外购热力（蒸汽、热水）");
    const others = caseLines.filter((line) => line.id !== electricity.id && line.id !== heat.id);
    await demo.legacy("co2case/co2CaseProcessDataDelete", {
      caseId: created.id,
      ids: others.map((line) => line.id),
    });
    // Electricity in kg against its kWh factor; heat left without an amount.
    await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId: created.id,
      lines: JSON.stringify([{ id: electricity.id, amount: 1000, unitId: 10 }]),
    });

    const answer = await demo.legacy("co2case/co2Case_caculate", { caseId: created.id }, json);

    expect(answer.code).toBe(501);
    expect(
      (answer.data.errors as Array<{ lineId: number; reason: string }>)
        .map((error) => [error.lineId, error.reason])
        .sort(),
    ).toEqual(
      [
        [electricity.id, "UNIT_MISMATCH"],
        [heat.id, "MISSING_AMOUNT"],
      ].sort(),
    );
  });
});

describe("tags", () => {
  let caseId: number;
  beforeAll(async () => {
    const corporation = await createCorporation(demo, "Tagged Plant");
    caseId = (await createCase(demo, { corporationId: corporation.id, name: "Tagged", year: 2024 }))
      .id;
  });

  it("adds a tag on a case, lists it in data.tagList and filters cases by it", async () => {
    const added = await demo.legacy("co2case/co2Case_tagAdd", { name: "2024 disclosure", caseId });
    const tags = await demo.legacy("co2case/co2Case_tags", {});
    const tagged = await demo.legacy("co2case/co2CaseList", { tagId: added.data.id }, json);
    const detail = await demo.legacy("co2case/co2Case_detail", { id: caseId }, json);

    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ name: "2024 disclosure" });
    expect(tags.code).toBe(200);
    expect(tags.data.tagList.map((tag: { name: string }) => tag.name)).toContain("2024 disclosure");
    expect(tagged.data.list.map((c: { id: number }) => c.id)).toEqual([caseId]);
    expect(detail.data.tags).toEqual([expect.objectContaining({ id: added.data.id })]);
  });

  it("refuses a tag name longer than 30 characters, naming the field", async () => {
    const answer = await demo.legacy("co2case/co2Case_tagAdd", { name: "x".repeat(31), caseId });

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("name must be at most 30 characters");
    expect(answer.data).toEqual({ field: "name" });
  });

  it("finds an existing tag by name instead of making a second one", async () => {
    const first = await demo.legacy("co2case/co2Case_tagAdd", { name: "audited" });
    const second = await demo.legacy("co2case/co2Case_tagAdd", { name: "audited", caseId });
    const rows = await t.dataSource.query("SELECT id FROM case_tag WHERE name = 'audited'");

    expect(second.data.id).toBe(first.data.id);
    expect(rows).toHaveLength(1);
  });

  it("takes a tag off one case with caseId, and deletes it from the company without", async () => {
    const tag = (await demo.legacy("co2case/co2Case_tagAdd", { name: "draft", caseId })).data;

    const off = await demo.legacy("co2case/co2Case_tagDelete", { id: tag.id, caseId });
    const afterOff = await demo.legacy("co2case/co2Case_tags", {});
    const onCase = await demo.legacy("co2case/co2CaseList", { tagId: tag.id }, json);
    const removed = await demo.legacy("co2case/co2Case_tagDelete", { id: tag.id });
    const afterRemove = await demo.legacy("co2case/co2Case_tags", {});

    expect(off.code).toBe(200);
    expect(onCase.data.total).toBe(0);
    expect(afterOff.data.tagList.map((t: { id: number }) => t.id)).toContain(tag.id);
    expect(removed.code).toBe(200);
    expect(afterRemove.data.tagList.map((t: { id: number }) => t.id)).not.toContain(tag.id);
  });
});

describe("deleting", () => {
  it("deletes a case with its lines and runs", async () => {
    const corporation = await createCorporation(demo, "Case Delete Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "To delete",
      year: 2024,
      baseModelId: general.id,
    });

    const answer = await demo.legacy("co2case/co2CaseDelete", { id: created.id }, json);
    const cases = await t.dataSource.query("SELECT id FROM carbon_case WHERE id = $1", [
      created.id,
    ]);
    const lines = await t.dataSource.query("SELECT id FROM activity_line WHERE case_id = $1", [
      created.id,
    ]);
    const detail = await demo.legacy("co2case/co2Case_detail", { id: created.id }, json);

    expect(answer.code).toBe(200);
    expect(cases).toEqual([]);
    expect(lines).toEqual([]);
    expect([detail.code, detail.msg]).toEqual([501, "Case not found"]);
  });

  it("clears the corporation's report date when its only calculated case is deleted", async () => {
    const corporation = await createCorporation(demo, "Report Date Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "Calculated then deleted",
      year: 2024,
      baseModelId: general.id,
    });
    const electricity = named(await linesOf(created.id), "外购电力");
    await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId: created.id,
      "lines[0][id]": electricity.id,
      "lines[0][amount]": "10",
    });
    await demo.legacy("co2case/caseProcessData_removeNoNeed", { caseId: created.id });
    const run = await demo.legacy("co2case/co2Case_caculate", { caseId: created.id }, json);
    const dated = await demo.legacy(
      "co2case/co2Corporation_newReportDate",
      { id: corporation.id },
      json,
    );

    await demo.legacy("co2case/co2CaseDelete", { id: created.id }, json);
    const cleared = await demo.legacy(
      "co2case/co2Corporation_newReportDate",
      { id: corporation.id },
      json,
    );

    expect(run.code).toBe(200);
    expect(dated.data.latestReportDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cleared.data).toEqual({ id: corporation.id, latestReportDate: null });
  });

  it("deletes a corporation with its cases", async () => {
    const corporation = await createCorporation(demo, "Corporation Delete Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "Goes with it",
      year: 2024,
    });

    const answer = await demo.legacy("co2case/co2CorporationDelete", { id: corporation.id }, json);
    const remaining = await t.dataSource.query(
      "SELECT id FROM corporation WHERE id = $1 UNION ALL SELECT id FROM carbon_case WHERE id = $2",
      [corporation.id, created.id],
    );

    expect(answer.code).toBe(200);
    expect(remaining).toEqual([]);
  });
});

describe("permissions", () => {
  let viewer: Caller;
  let editor: Caller;
  let corporationId: number;
  let caseId: number;
  beforeAll(async () => {
    const companyId = await demoCompanyId(t);
    viewer = await createUser(t, admin.token, {
      companyId,
      username: "acct.viewer",
      codes: ["aa"],
    });
    editor = await createUser(t, admin.token, {
      companyId,
      username: "acct.editor",
      codes: ["aa", "aa01"],
    });
    corporationId = (await createCorporation(demo, "Permission Plant")).id;
    caseId = (await createCase(demo, { corporationId, name: "Guarded", year: 2024 })).id;
  });

  it("answers 401 to a user with only aa who calculates, edits lines or deletes", async () => {
    const calculate = await viewer.legacy("co2case/co2Case_caculate", { caseId }, json);
    const update = await viewer.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      lines: "[]",
    });
    const remove = await viewer.legacy("co2case/co2CaseDelete", { id: caseId }, json);
    const read = await viewer.legacy("co2case/co2Case_detail", { id: caseId }, json);

    expect([calculate.code, calculate.msg]).toEqual([
      401,
      'You need the permission "aa01" for this operation',
    ]);
    expect(update.code).toBe(401);
    expect([remove.code, remove.msg]).toEqual([
      401,
      'You need the permission "aa03" for this operation',
    ]);
    expect(read.code).toBe(200);
    expect(await caseRow(caseId)).toMatchObject({ calcNums: 0 });
  });

  it("answers 401 to a user without aa02 who creates a case, but lets them update one", async () => {
    const create = await editor.legacy(
      "co2case/co2CaseItem",
      { corporationId, name: "Not allowed", year: 2024 },
      json,
    );
    const update = await editor.legacy(
      "co2case/co2CaseItem",
      { id: caseId, remark: "checked by the editor" },
      json,
    );
    const created = await t.dataSource.query("SELECT id FROM carbon_case WHERE name = $1", [
      "Not allowed",
    ]);

    expect([create.code, create.msg]).toEqual([
      401,
      'You need the permission "aa02" for this operation',
    ]);
    expect(created).toEqual([]);
    expect(update.code).toBe(200);
    expect(update.data.remark).toBe("checked by the editor");
  });

  it("asks for a session first", async () => {
    const answer = await t.legacy("co2case/co2CorporationList", {}, { json: true });

    expect(answer.code).toBe(10002);
  });
});

describe("tenancy", () => {
  let outsider: Caller;
  let corporationId: number;
  let caseId: number;
  let processId: number;
  let lineId: number;
  let runId: number;
  let tagId: number;

  async function snapshot() {
    const rows = (sql: string) => t.dataSource.query(sql, [corporationId]);
    return {
      corporation: await rows("SELECT * FROM corporation WHERE id = $1"),
      cases: await rows("SELECT * FROM carbon_case WHERE corporation_id = $1"),
      lines: await rows(
        `SELECT * FROM activity_line WHERE case_id IN
           (SELECT id FROM carbon_case WHERE corporation_id = $1) ORDER BY id`,
      ),
      runs: await rows(
        `SELECT * FROM calculation_run WHERE case_id IN
           (SELECT id FROM carbon_case WHERE corporation_id = $1) ORDER BY id`,
      ),
    };
  }

  beforeAll(async () => {
    const companyId = await createCompany(t, admin.token, "Outsider Ceramics Ltd.");
    outsider = await createUser(t, admin.token, {
      companyId,
      username: "outsider.accountant",
      codes: ["aa", "aa01", "aa02", "aa03"],
    });
    corporationId = (await createCorporation(demo, "Tenancy Plant")).id;
    const created = await createCase(demo, {
      corporationId,
      name: "Private inventory",
      year: 2024,
      baseModelId: general.id,
    });
    caseId = created.id;
    const caseLines = await linesOf(caseId);
    const electricity = named(caseLines, "外购电力");
    lineId = electricity.id;
    processId = electricity.processId;
    await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      "lines[0][id]": electricity.id,
      "lines[0][amount]": "1000",
    });
    await demo.legacy("co2case/caseProcessData_removeNoNeed", { caseId });
    runId = (await demo.legacy("co2case/co2Case_caculate", { caseId }, json)).data.run.id;
    tagId = (await demo.legacy("co2case/co2Case_tagAdd", { name: "private", caseId })).data.id;
  });

  it("reads another company's corporation, case, lines and run as not found", async () => {
    const answers = {
      corporation: await outsider.legacy(
        "co2case/co2Corporation_detail",
        { id: corporationId },
        json,
      ),
      reportDate: await outsider.legacy(
        "co2case/co2Corporation_newReportDate",
        { id: corporationId },
        json,
      ),
      corporationCases: await outsider.legacy("co2case/co2Corp_caseList", { corporationId }, json),
      case: await outsider.legacy("co2case/co2Case_detail", { id: caseId }, json),
      runs: await outsider.legacy("co2case/co2Case_hasCaculateList", { caseId }, json),
      lines: await outsider.legacy("co2case/co2CaseProcessDataList", { caseId }),
      run: await outsider.legacy("co2case/co2Discharge_detail", { runId }),
      latestRun: await outsider.legacy("co2case/co2Discharge_detail", { caseId }),
    };
    const lists = {
      corporations: await outsider.legacy("co2case/co2CorporationList", { pageSize: 100 }, json),
      cases: await outsider.legacy("co2case/co2CaseList", { pageSize: 100 }, json),
      tags: await outsider.legacy("co2case/co2Case_tags", {}),
    };

    expect(
      Object.entries(answers).map(([call, answer]) => [call, answer.code, answer.msg]),
    ).toEqual([
      ["corporation", 501, "Corporation not found"],
      ["reportDate", 501, "Corporation not found"],
      ["corporationCases", 501, "Corporation not found"],
      ["case", 501, "Case not found"],
      ["runs", 501, "Case not found"],
      ["lines", 501, "Case not found"],
      ["run", 501, "Calculation run not found"],
      ["latestRun", 501, "Case not found"],
    ]);
    expect(lists.corporations.data).toMatchObject({ total: 0, list: [] });
    expect(lists.cases.data).toMatchObject({ total: 0, list: [] });
    expect(lists.tags.data.tagList).toEqual([]);
  });

  it("cannot download another company's workbooks", async () => {
    const result = await outsider.legacy("co2case/exportResult", { runId });
    const process = await outsider.legacy("co2case/exportProcessExcel", { caseId });

    expect([result.code, result.msg]).toEqual([501, "Calculation run not found"]);
    expect([process.code, process.msg]).toEqual([501, "Case not found"]);
  });

  it("changes, calculates and deletes nothing of another company, answering not found", async () => {
    const before = await snapshot();

    const answers = {
      saveCorporation: await outsider.legacy(
        "co2case/co2Corporation_item",
        { id: corporationId, name: "Taken over" },
        json,
      ),
      position: await outsider.legacy(
        "co2case/setCorPosition_inChina",
        { id: corporationId, longitude: 100, latitude: 30 },
        json,
      ),
      createCase: await outsider.legacy(
        "co2case/co2CaseItem",
        { corporationId, name: "Intruder case", year: 2024 },
        json,
      ),
      saveCase: await outsider.legacy(
        "co2case/co2CaseItem",
        { id: caseId, name: "Taken over" },
        json,
      ),
      calculate: await outsider.legacy("co2case/co2Case_caculate", { caseId }, json),
      defaults: await outsider.legacy("co2case/co2Case_setDefaultConst", { caseId }, json),
      updateLines: await outsider.legacy("co2case/co2CaseProcessDatasUpdate", {
        caseId,
        "lines[0][id]": lineId,
        "lines[0][amount]": "1",
      }),
      deleteLines: await outsider.legacy("co2case/co2CaseProcessDataDelete", {
        caseId,
        ids: [lineId],
      }),
      deleteProcess: await outsider.legacy("co2case/co2CaseProcess_delete", { id: processId }),
      libraryLine: await outsider.legacy("co2case/co2CaseProcess_addDataFromeConst", {
        processId,
        factorIds: [(await globalFactor(t, "CN-GRID-2022-EAST")).id],
      }),
      customLine: await outsider.legacy("co2case/co2CaseProcess_addDataFromeCustomData", {
        processId,
        name: "Intruder",
        amount: "1",
        unitId: "30",
        "factor[name]": "x",
        "factor[unitId]": "30",
        "factor[source]": "x",
        "factor[gases][0][gas]": "CO2",
        "factor[gases][0][value]": "1",
      }),
      addModel: await outsider.legacy("co2case/co2CaseAddProcessModel", {
        caseId,
        baseModelId: general.id,
      }),
      removeNoNeed: await outsider.legacy("co2case/caseProcessData_removeNoNeed", { caseId }),
      tagCase: await outsider.legacy("co2case/co2Case_tagAdd", { name: "mine", caseId }),
      untag: await outsider.legacy("co2case/co2Case_tagDelete", { id: tagId, caseId }),
      deleteTag: await outsider.legacy("co2case/co2Case_tagDelete", { id: tagId }),
      deleteCase: await outsider.legacy("co2case/co2CaseDelete", { id: caseId }, json),
      deleteCorporation: await outsider.legacy(
        "co2case/co2CorporationDelete",
        { id: corporationId },
        json,
      ),
    };
    const after = await snapshot();
    const tag = await t.dataSource.query("SELECT case_id FROM carbon_case_tag WHERE tag_id = $1", [
      tagId,
    ]);

    expect(
      Object.entries(answers).map(([call, answer]) => [call, answer.code, answer.msg]),
    ).toEqual([
      ["saveCorporation", 501, "Corporation not found"],
      ["position", 501, "Corporation not found"],
      ["createCase", 501, "Corporation not found"],
      ["saveCase", 501, "Case not found"],
      ["calculate", 501, "Case not found"],
      ["defaults", 501, "Case not found"],
      ["updateLines", 501, "Case not found"],
      ["deleteLines", 501, "Case not found"],
      ["deleteProcess", 501, "Process not found"],
      ["libraryLine", 501, "Process not found"],
      ["customLine", 501, "Process not found"],
      ["addModel", 501, "Case not found"],
      ["removeNoNeed", 501, "Case not found"],
      ["tagCase", 501, "Case not found"],
      ["untag", 501, "Tag not found"],
      ["deleteTag", 501, "Tag not found"],
      ["deleteCase", 501, "Case not found"],
      ["deleteCorporation", 501, "Corporation not found"],
    ]);
    expect(before.lines.length).toBeGreaterThan(0);
    expect(before.runs).toHaveLength(1);
    expect(after).toEqual(before);
    expect(tag).toEqual([{ case_id: caseId }]);
  });

  it("lets the other company use the same corporation name for its own corporation", async () => {
    const answer = await outsider.legacy(
      "co2case/co2Corporation_item",
      { name: "Tenancy Plant" },
      json,
    );

    expect(answer.code).toBe(200);
    expect(answer.data.id).not.toBe(corporationId);
  });
});

describe("bad input in the process-data calls", () => {
  let caseId: number;
  let line: Line;
  beforeAll(async () => {
    const corporation = await createCorporation(demo, "Bad Input Plant");
    caseId = (
      await createCase(demo, {
        corporationId: corporation.id,
        name: "Bad input",
        year: 2024,
        baseModelId: general.id,
      })
    ).id;
    line = named(await linesOf(caseId), "外购电力");
  });

  it("refuses a negative amount, naming the line's field, and changes no line", async () => {
    const heat = named(await linesOf(caseId), "外购热力（蒸汽、热水）");

    const answer = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      lines: JSON.stringify([
        { id: heat.id, amount: 10 },
        { id: line.id, amount: -5 },
      ]),
    });
    const after = await linesOf(caseId);

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("amount");
    expect(answer.data).toEqual({ field: "lines.1.amount" });
    // All or nothing: the valid change of the first line was not written either.
    expect(named(after, "外购热力（蒸汽、热水）").amount).toBeNull();
    expect(named(after, "外购电力").amount).toBeNull();
  });

  it("lists a case's lines by process, by keyword and by page", async () => {
    const all = await linesOf(caseId);

    const ofProcess = await demo.legacy("co2case/co2CaseProcessDataList", {
      caseId,
      processId: line.processId,
    });
    const byKeyword = await demo.legacy("co2case/co2CaseProcessDataList", {
      caseId,
      keyword: "外购",
    });
    const page2 = await demo.legacy("co2case/co2CaseProcessDataList", {
      caseId,
      page: 2,
      pageSize: 5,
    });

    expect(ofProcess.data.list.map((l: Line) => l.id)).toEqual(
      all.filter((l) => l.processId === line.processId).map((l) => l.id),
    );
    expect(byKeyword.data.list.map((l: Line) => l.name).sort()).toEqual(
      ["外购电力", "外购热力（蒸汽、热水）"].sort(),
    );
    expect(page2.data).toMatchObject({ total: all.length, page: 2, pageSize: 5 });
    expect(page2.data.list.map((l: Line) => l.id)).toEqual(all.slice(5, 10).map((l) => l.id));
  });

  it("deletes no line when one of the ids belongs to another case", async () => {
    const corporation = await createCorporation(demo, "Delete Guard Plant");
    const other = await createCase(demo, {
      corporationId: corporation.id,
      name: "Other lines",
      year: 2024,
      baseModelId: general.id,
    });
    const foreign = named(await linesOf(other.id), "外购电力");
    const before = await linesOf(caseId);

    const answer = await demo.legacy("co2case/co2CaseProcessDataDelete", {
      caseId,
      ids: [line.id, foreign.id],
    });

    expect(answer.code).toBe(501);
    expect(answer.data).toEqual({ field: "ids" });
    expect(await linesOf(caseId)).toEqual(before);
    expect(named(await linesOf(other.id), "外购电力").id).toBe(foreign.id);
  });

  it("refuses a lines value that is neither JSON nor bracketed fields", async () => {
    const answer = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      lines: "{not json",
    });

    expect(answer.code).toBe(501);
    expect(answer.data).toEqual({ field: "lines" });
  });

  it("refuses a line id of another case", async () => {
    const corporation = await createCorporation(demo, "Other Case Plant");
    const other = await createCase(demo, {
      corporationId: corporation.id,
      name: "Other",
      year: 2024,
      baseModelId: general.id,
    });
    const foreign = named(await linesOf(other.id), "外购电力");

    const answer = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      "lines[0][id]": foreign.id,
      "lines[0][amount]": "5",
    });

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe(`The activity line ${foreign.id} is not a line of this case`);
    expect(named(await linesOf(other.id), "外购电力").amount).toBeNull();
  });

  it("refuses a custom factor with an unknown gas, naming the gases field", async () => {
    const answer = await demo.legacy("co2case/co2CaseProcess_addDataFromeCustomData", {
      processId: line.processId,
      name: "Mystery gas",
      amount: "1",
      unitId: "30",
      "factor[name]": "Mystery",
      "factor[unitId]": "30",
      "factor[source]": "nowhere",
      "factor[gases][0][gas]": "CO3",
      "factor[gases][0][value]": "1",
    });

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("CO3");
    expect(answer.data).toEqual({ field: "factor.gases.0.gas" });
  });

  it("refuses a custom line without the factor's source", async () => {
    const answer = await demo.legacy("co2case/co2CaseProcess_addDataFromeCustomData", {
      processId: line.processId,
      name: "Unsourced",
      amount: "1",
      unitId: "30",
      "factor[name]": "Unsourced",
      "factor[unitId]": "30",
      "factor[gases][0][gas]": "CO2",
      "factor[gases][0][value]": "0.5",
    });

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("source");
  });

  it("answers the result export of a case never calculated with a message, not a file", async () => {
    const answer = await demo.legacy("co2case/exportResult", { caseId });

    expect([answer.code, answer.msg]).toEqual([501, "The case has not been calculated yet"]);
  });
});
