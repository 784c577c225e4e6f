// The legacy carbon-accounting calls of SPEC §7 (POST /api/co2case/*) on one case: made from the
// seeded GB/T 32150 template, filled in with bracketed form fields and JSON strings, calculated,
// recalculated and exported, its totals checked against figures worked out by hand below from
// the seeded library's published values.
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
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
import {
  caseRow,
  createCase,
  createCorporation,
  json,
  linesOf,
  named,
  type Line,
} from "./support/accounting-legacy";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let demo: Caller;
let general: Template;
beforeAll(async () => {
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  general = await template(demo, "BM-GBT32150-GENERAL");
});

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
    lines = await linesOf(demo, caseId);
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
    lines = await linesOf(demo, caseId);

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
    const before = (await linesOf(demo, caseId)).length;

    const processAnswer = await demo.legacy("co2case/co2CaseProcess_delete", {
      id: refrigerantProcessId,
    });
    const lineAnswer = await demo.legacy("co2case/co2CaseProcessDataDelete", {
      caseId,
      ids: [diesel.id],
    });
    const after = await linesOf(demo, caseId);

    expect(processAnswer.code).toBe(200);
    expect(lineAnswer).toMatchObject({ code: 200, data: { deleted: 1 } });
    // The refrigerant process held three template lines.
    expect(after).toHaveLength(before - 3 - 1);
    expect(after.some((line) => line.processId === refrigerantProcessId)).toBe(false);
    expect(after.some((line) => line.id === diesel.id)).toBe(false);
  });

  it("removes the lines nobody entered an amount for", async () => {
    const before = await linesOf(demo, caseId);
    const blank = before.filter((line) => line.amount === null || line.amount === 0);

    const answer = await demo.legacy("co2case/caseProcessData_removeNoNeed", { caseId });
    lines = await linesOf(demo, caseId);

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
    const before = await caseRow(t, caseId);

    const answer = await demo.legacy("co2case/co2Case_caculate", { caseId }, json);
    firstRunId = answer.data.run.id;
    const after = await caseRow(t, caseId);

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
    expect(await caseRow(t, caseId)).toEqual({ status: 5, calcNums: 1, latestRunId: firstRunId });
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
    lines = await linesOf(demo, caseId);

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
    const after = await caseRow(t, caseId);
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
    const cleared = named(await linesOf(demo, caseId), "外购电力");

    const keep = await demo.legacy("co2case/co2Case_setDefaultConst", { caseId }, json);
    const restored = named(await linesOf(demo, caseId), "外购电力");
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
    const reset = named(await linesOf(demo, caseId), "外购电力");

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
