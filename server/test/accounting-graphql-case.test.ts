// The carbon-accounting GraphQL API on a real database: a case from the power-generation template
// through the whole API (lines, calculation, result lines, both workbooks and the import, tags,
// deletion), the activity-line workbook beyond the happy path, and how lines are listed.
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  globalFactor,
  isZip,
  openWorkbook,
  processColumn,
  processRows,
  summaryValue,
  template,
  workbookBase64,
  XLSX_TYPE,
  type Caller,
  type Template,
} from "./support/accounting";
import {
  ADD_CUSTOM_LINE,
  ADD_LIBRARY_LINES,
  calculate,
  CASE,
  DISCHARGE_LINES,
  EXPORT_PROCESS,
  EXPORT_RESULT,
  IMPORT_PROCESS,
  libraryLine,
  linesOf,
  named,
  newCase,
  newCorporation,
  newProcess,
  PROCESSES,
  RUN,
  setLines,
  type Line,
} from "./support/accounting-graphql";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let demo: Caller;
let power: Template;
let steel: Template;
beforeAll(async () => {
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  power = await template(demo, "BM-CN-POWER");
  steel = await template(demo, "BM-CN-STEEL");
});

describe("a case from the power-generation template, through the whole API", () => {
  // The steps run in order, each on the case the earlier ones left.
  let corporationId: number;
  let caseId: number;
  let lines: Line[];
  let runId: number;

  // Hand-worked figures, AR6:
  // Bituminous coal, 1,000 t by the guideline's combustion parameters (NCV 19.570 GJ/t,
  // 26.18 t C/TJ = 0.02618 t C/GJ, oxidation 0.93): 1,000 × 19.57 = 19,570 GJ;
  // × 0.02618 = 512.3426 t C; × 0.93 = 476.478618 t C; × 44/12 = 1,747.088266 t CO2.
  const COAL_KG = 1000 * 19.57 * 0.02618 * 0.93 * (44 / 12) * 1000;
  // Calcium carbonate for desulfurisation, 0.440 t CO2/t: 50 t × 440 kg = 22,000 kg.
  const CACO3_KG = 50 * 440;
  // Purchased electricity, 2,000 MWh against the national ETS factor 0.5703 kg CO2/kWh:
  // 2,000 MWh = 2,000,000 kWh × 0.5703 = 1,140,600 kg.
  const ELECTRICITY_KG = 2000 * 1000 * 0.5703;
  // Diesel (average biofuel blend), DESNZ 2024 per litre: CO2 2.4796 kg; CH4 0.00029 and N2O
  // 0.0329 kg CO2e at AR5; biogenic CO2 0.16 kg outside the scopes. 5,000 L:
  //   CO2 12,398 kg; CH4 5,000 × 0.00029 / 28 = 0.051785714 kg × 29.8 = 1.543214286;
  //   N2O 5,000 × 0.0329 / 265 = 0.620754717 kg × 273 = 169.466037736; = 12,569.009252 kg.
  const DIESEL_KG = 5000 * 2.4796 + ((5000 * 0.00029) / 28) * 29.8 + ((5000 * 0.0329) / 265) * 273;
  const DIESEL_BIOGENIC_KG = 5000 * 0.16; // 800 kg
  // Urea for the SCR denitrifier, CO(NH2)2 + H2O → CO2 + 2 NH3: 44/60 kg CO2 per kg urea.
  // 12 t = 12,000 kg × 44/60 = 8,800 kg.
  const UREA_KG = 12_000 * (44 / 60);
  // Carbon locked in crude steel (steel template, 0.0154 t CO2/t), subtracted:
  // 10,000 t × 15.4 kg = 154,000 kg.
  const LOCKED_KG = 10_000 * 15.4;
  // 1,747,088.266 + 22,000 + 1,140,600 + 12,569.009 + 8,800 − 154,000 = 2,777,057.275 kg.
  const TOTAL_KG = COAL_KG + CACO3_KG + ELECTRICITY_KG + DIESEL_KG + UREA_KG - LOCKED_KG;

  async function processNamed(name: string): Promise<number> {
    const { caseProcesses } = await demo.gql(PROCESSES, { caseId });
    const found = (caseProcesses as Array<{ id: number; name: string }>).filter(
      (process) => process.name === name,
    );
    if (found.length !== 1) throw new Error(`${found.length} processes named ${name}`);
    return found[0].id;
  }

  beforeAll(async () => {
    corporationId = await newCorporation(demo, "Yangtze Power Station");
  });

  it("creates the case with the template's processes and lines", async () => {
    const sources = power.processes.flatMap((process) => process.sources);

    const created = await newCase(demo, {
      corporationId,
      name: "2024 inventory",
      year: 2024,
      templateId: power.id,
    });
    caseId = created.id;
    const { caseProcesses } = await demo.gql(PROCESSES, { caseId });
    lines = await linesOf(demo, caseId);

    expect(created).toMatchObject({
      status: 5,
      calculationCount: 0,
      gwpSet: "AR6",
      templateId: power.id,
    });
    expect(
      caseProcesses.map((p: { name: string; templateProcessId: number }) => [
        p.name,
        p.templateProcessId,
      ]),
    ).toEqual(power.processes.map((process) => [process.name, process.id]));
    expect(lines).toHaveLength(sources.length);
    expect(lines.map((line) => [line.name, line.unitId, line.factorId]).sort()).toEqual(
      sources.map((source) => [source.name, source.unitId, source.factor?.id ?? null]).sort(),
    );
  });

  it("enters amounts on template lines with updateActivityLines", async () => {
    const changed = await setLines(demo, caseId, [
      { id: named(lines, "烟煤").id, amount: 1000 },
      { id: named(lines, "碳酸钙（按纯量计）").id, amount: 50 },
      { id: named(lines, "外购电力").id, amount: 2000, remark: "grid meter" },
    ]);

    expect(changed.map((line) => line.amount).sort((a, b) => a! - b!)).toEqual([50, 1000, 2000]);
  });

  it("adds a library line in the factor's unit and a custom line", async () => {
    const combustion = await processNamed("化石燃料燃烧");
    const desulfurisation = await processNamed("脱硫过程排放");
    const diesel = await globalFactor(t, "DESNZ-2024-1_101_1011_8");

    const { addLibraryLines } = await demo.gql(ADD_LIBRARY_LINES, {
      input: { caseId, processId: combustion, factorIds: [diesel.id] },
    });
    const { addCustomLine } = await demo.gql(ADD_CUSTOM_LINE, {
      input: {
        caseId,
        processId: desulfurisation,
        name: "Urea for SCR",
        amount: 12,
        unitId: 11,
        factor: {
          name: "Urea hydrolysis, stoichiometric",
          unitId: 10,
          source: "CO(NH2)2 + H2O -> CO2 + 2 NH3: 44/60 kg CO2 per kg",
          gases: [{ gas: "CO2", value: 44 / 60 }],
        },
      },
    });
    await setLines(demo, caseId, [{ id: addLibraryLines[0].id, amount: 5000 }]);

    expect(addLibraryLines).toHaveLength(1);
    expect(addLibraryLines[0]).toMatchObject({
      processId: combustion,
      unitId: 55,
      factorId: diesel.id,
      amount: null,
    });
    expect(addCustomLine).toMatchObject({
      processId: desulfurisation,
      amount: 12,
      unitId: 11,
      factorId: null,
      customFactor: { unitId: 10, gases: [{ gas: "CO2", value: 44 / 60 }] },
    });
  });

  it("copies a process of another template in with addTemplateProcesses", async () => {
    const locked = steel.processes.find((process) => process.deducted)!;

    const { addTemplateProcesses } = await demo.gql(
      `mutation ($input: AddTemplateProcessesInput!) {
         addTemplateProcesses(input: $input) { id name deducted templateProcessId } }`,
      { input: { caseId, templateId: steel.id, processIds: [locked.id] } },
    );
    lines = await linesOf(demo, caseId);
    await setLines(demo, caseId, [{ id: named(lines, "粗钢").id, amount: 10_000 }]);

    expect(addTemplateProcesses).toEqual([
      { id: expect.any(Number), name: locked.name, deducted: true, templateProcessId: locked.id },
    ]);
    expect(lines.filter((line) => line.processId === addTemplateProcesses[0].id)).toHaveLength(
      locked.sources.length,
    );
  });

  it("gives back a cleared template factor with applyDefaultFactors", async () => {
    const electricity = named(lines, "外购电力");
    await setLines(demo, caseId, [{ id: electricity.id, factorId: null }]);

    const { applyDefaultFactors } = await demo.gql(
      `mutation ($caseId: Int!) { applyDefaultFactors(caseId: $caseId) }`,
      { caseId },
    );
    const after = named(await linesOf(demo, caseId), "外购电力");

    expect(applyDefaultFactors).toBe(1);
    expect(after.factorId).toBe((await globalFactor(t, "CN-GRID-ETS-POWER")).id);
  });

  it("removes the lines without an amount with removeUnneededLines", async () => {
    const before = await linesOf(demo, caseId);
    const blank = before.filter((line) => line.amount === null);

    const { removeUnneededLines } = await demo.gql(
      `mutation ($caseId: Int!) { removeUnneededLines(caseId: $caseId) }`,
      { caseId },
    );
    lines = await linesOf(demo, caseId);

    expect(removeUnneededLines).toBe(blank.length);
    expect(lines.map((line) => line.name).sort()).toEqual(
      [
        "烟煤",
        "碳酸钙（按纯量计）",
        "外购电力",
        "柴油（平均生物燃料掺混，按体积）",
        "Urea for SCR",
        "粗钢",
      ].sort(),
    );
  });

  it("calculates the case: the hand-worked total with the locked carbon subtracted", async () => {
    const run = await calculate(demo, caseId);
    runId = run.id;
    const { case: after } = await demo.gql(CASE, { id: caseId });

    expect(run).toMatchObject({ status: "succeeded", runNo: 1, lineCount: 6, errors: [] });
    expect(run.totalKg).toBeCloseTo(TOTAL_KG, 6);
    expect(run.totals.scope1).toBeCloseTo(COAL_KG + CACO3_KG + DIESEL_KG + UREA_KG - LOCKED_KG, 6);
    expect(run.totals.scope2Location).toBeCloseTo(ELECTRICITY_KG, 6);
    expect(run.totals.deductedKg).toBeCloseTo(LOCKED_KG, 9);
    expect(run.totals.biogenicCo2Kg).toBeCloseTo(DIESEL_BIOGENIC_KG, 9);
    expect(after).toMatchObject({ status: 10, calculationCount: 1, latestRunId: runId });
    expect(after.latestRun).toEqual({ id: runId, runNo: 1 });
  });

  it("answers the latest run of the case and the run list", async () => {
    const { calculationRun } = await demo.gql(RUN, { caseId });
    const { calculationRuns } = await demo.gql(
      `query ($caseId: Int!) { calculationRuns(caseId: $caseId) { id runNo status } }`,
      { caseId },
    );

    expect(calculationRun.id).toBe(runId);
    expect(calculationRun.totals.totalKg).toBeCloseTo(TOTAL_KG, 6);
    expect(calculationRuns).toEqual([{ id: runId, runNo: 1, status: "succeeded" }]);
  });

  it("answers the result lines with the factor as used and the formula", async () => {
    const { resultLines } = await demo.gql(DISCHARGE_LINES, { runId });
    const line = (name: string) =>
      (resultLines.items as Array<Record<string, any>>).find((item) => item.name === name)!;

    expect(resultLines.total).toBe(6);
    expect(line("烟煤")).toMatchObject({ method: "combustion", amount: 1000, unitId: 11 });
    expect(line("烟煤").co2eKg).toBeCloseTo(COAL_KG, 6);
    expect(line("烟煤").factor).toMatchObject({ code: "CN-GUIDE-FUEL-BITUMINOUS", year: 2013 });
    expect(line("烟煤").formula).toContain("44/12");
    expect(line("外购电力")).toMatchObject({
      amount: 2000,
      unitId: 31,
      amountInFactorUnit: 2_000_000,
      factorUnitId: 30,
    });
    expect(line("粗钢").deducted).toBe(true);
    expect(line("粗钢").co2eKg).toBeCloseTo(-LOCKED_KG, 9);
    expect(line("柴油（平均生物燃料掺混，按体积）").biogenicCo2Kg).toBeCloseTo(
      DIESEL_BIOGENIC_KG,
      9,
    );
    expect(line("Urea for SCR").co2eKg).toBeCloseTo(UREA_KG, 9);
  });

  it("filters the result lines by scope", async () => {
    const { resultLines } = await demo.gql(
      `query ($runId: Int!) { resultLines(runId: $runId, scope: 2) { total items { name } } }`,
      { runId },
    );

    expect(resultLines).toEqual({ total: 1, items: [{ name: "外购电力" }] });
  });

  it("exports the result workbook as base64 xlsx whose summary total is the hand-worked one", async () => {
    const { exportCaseResult } = await demo.gql(EXPORT_RESULT, { caseId });
    const buffer = Buffer.from(exportCaseResult.base64, "base64");
    const workbook = await openWorkbook(buffer);

    expect(exportCaseResult.mimeType).toBe(XLSX_TYPE);
    expect(exportCaseResult.filename).toMatch(/\.xlsx$/);
    expect(isZip(buffer)).toBe(true);
    expect(summaryValue(workbook, "Total emissions (scope 2 location-based)")).toBeCloseTo(
      TOTAL_KG / 1000,
      9,
    );
    expect(summaryValue(workbook, "Carbon locked in products (deducted)")).toBeCloseTo(
      LOCKED_KG / 1000,
      9,
    );
  });

  it("writes both workbooks in the reader's words: no codes, no exponents, one heading per column", async () => {
    const exported = async (query: string, locale: "zh-CN" | "en", field: string) => {
      const answer = await t.gql(query, { caseId }, { token: demo.token, locale });
      return openWorkbook(Buffer.from(answer.data![field].base64, "base64"));
    };
    const cells = (sheet: import("exceljs").Worksheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    for (const locale of ["zh-CN", "en"] as const) {
      const results = await exported(EXPORT_RESULT, locale, "exportCaseResult");
      const lineSheet = results.getWorksheet(locale === "en" ? "Lines" : "活动数据明细")!;
      const [headings, ...rows] = cells(lineSheet);
      const text = rows.flat().filter((value): value is string => typeof value === "string");

      expect(new Set(headings).size).toBe(headings.length);
      expect(headings).toContain(locale === "en" ? "Data quality" : "数据质量");
      expect(headings).toContain(locale === "en" ? "Proxy factor" : "代理因子");
      // DESNZ diesel: CH4 0.00028 kg CO2e per litre ÷ 28 = 0.00001 kg CH4, written in full.
      expect(text.some((value) => /\d e-?\d|\de-\d/.test(value))).toBe(false);
      expect(text.join(" ")).not.toMatch(/CH4_FOSSIL|\[verify/);
      const boundary = cells(results.worksheets[0]).find(
        (row) => row[0] === (locale === "en" ? "Boundary" : "核算边界"),
      );
      expect(boundary?.[1]).toBe(locale === "en" ? "Operational control" : "运营控制权法");
      if (locale === "zh-CN") expect(text.join(" ")).toContain("Σ 质量 × GWP");

      const activity = await exported(EXPORT_PROCESS, locale, "exportActivityLines");
      const [activityHeadings, ...activityRows] = cells(activity.worksheets[0]);
      expect(new Set(activityHeadings).size).toBe(activityHeadings.length);
      const methods = new Set(
        activityRows.map(
          (row) => row[activityHeadings.indexOf(locale === "en" ? "Method" : "计算方法")],
        ),
      );
      expect(
        [...methods].every((m) => !["factor", "combustion", "gas"].includes(m as string)),
      ).toBe(true);
    }
  });

  it("round-trips the activity-line workbook: an amount changed in Excel changes that line only", async () => {
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exportActivityLines.base64, "base64"));
    const carbonate = named(lines, "碳酸钙（按纯量计）");
    const row = processRows(workbook).find((r) => r.values["ID"] === carbonate.id)!;
    workbook
      .getWorksheet("Process data")!
      .getRow(row.row)
      .getCell(processColumn(workbook, "Amount")).value = 60;

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: await workbookBase64(workbook) },
    });
    const after = await linesOf(demo, caseId);
    const { case: afterCase } = await demo.gql(CASE, { id: caseId });

    expect(exportActivityLines.mimeType).toBe(XLSX_TYPE);
    expect(processRows(workbook)).toHaveLength(6);
    expect(importActivityLines).toEqual({ added: 0, changed: 1, unchanged: 5, rejected: [] });
    expect(named(after, "碳酸钙（按纯量计）").amount).toBe(60);
    expect(
      after.filter((line) => line.id !== carbonate.id).map((line) => [line.id, line.amount]),
    ).toEqual(
      lines.filter((line) => line.id !== carbonate.id).map((line) => [line.id, line.amount]),
    );
    expect(afterCase).toMatchObject({ status: 5, calculationCount: 1 });
  });

  it("imports nothing from a workbook with a bad row, and says which row and why", async () => {
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exportActivityLines.base64, "base64"));
    const sheet = workbook.getWorksheet("Process data")!;
    const rows = processRows(workbook);
    const electricity = rows.find((r) => r.values["Line name"] === "外购电力")!;
    const coal = rows.find((r) => r.values["Line name"] === "烟煤")!;
    sheet.getRow(electricity.row).getCell(processColumn(workbook, "Amount")).value = 3000;
    sheet.getRow(coal.row).getCell(processColumn(workbook, "Unit")).value = "furlong";
    const before = await linesOf(demo, caseId);

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: await workbookBase64(workbook) },
    });

    expect(importActivityLines).toMatchObject({ added: 0, changed: 0, unchanged: 0 });
    expect(importActivityLines.rejected).toEqual([
      {
        row: coal.row,
        key: "烟煤",
        reason:
          'unit "furlong" is not a unit symbol, id or name (kg, t, m³, kWh, 吨, 千瓦时, 立方米, ...)',
      },
    ]);
    expect(await linesOf(demo, caseId)).toEqual(before);
  });

  it("adds a line for a row without an id, with the library factor its code names", async () => {
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exportActivityLines.base64, "base64"));
    const sheet = workbook.getWorksheet("Process data")!;
    const cells: Record<string, string | number> = {
      Process: "脱硫过程排放",
      "Line name": "Sodium carbonate (pure)",
      Amount: 5,
      Unit: "t",
      "Factor code": "CN-GUIDE-PROC-NA2CO3",
    };
    const newRow = sheet.getRow(sheet.rowCount + 1);
    for (const [header, value] of Object.entries(cells)) {
      newRow.getCell(processColumn(workbook, header)).value = value;
    }
    const sodium = await globalFactor(t, "CN-GUIDE-PROC-NA2CO3");

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: await workbookBase64(workbook) },
    });
    const added = named(await linesOf(demo, caseId), "Sodium carbonate (pure)");

    expect(importActivityLines).toEqual({ added: 1, changed: 0, unchanged: 6, rejected: [] });
    expect(added).toMatchObject({
      processId: await processNamed("脱硫过程排放"),
      amount: 5,
      unitId: 11,
      factorId: sodium.id,
    });
  });

  it("refuses a file that is not a workbook, naming the field", async () => {
    const answer = await demo.try(IMPORT_PROCESS, {
      input: { caseId, base64: Buffer.from("not a workbook").toString("base64") },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toContain("could not be read");
    expect(answer.errors![0].extensions.field).toBe("base64");
  });

  it("tags the case, lists the tag and takes it off again", async () => {
    const { addCaseTag } = await demo.gql(
      `mutation ($input: TagInput!) { addCaseTag(input: $input) { id name } }`,
      { input: { name: "GraphQL verified", caseId } },
    );
    const { caseTags } = await demo.gql(`{ caseTags { id name } }`);
    const tagged = await demo.gql(
      `query ($tagId: Int!) { cases(tagId: $tagId) { total items { id } } }`,
      { tagId: addCaseTag.id },
    );
    const { removeCaseTag } = await demo.gql(
      `mutation ($input: RemoveTagInput!) { removeCaseTag(input: $input) }`,
      { input: { id: addCaseTag.id, caseId } },
    );
    const { case: untagged } = await demo.gql(CASE, { id: caseId });
    await demo.gql(`mutation ($input: RemoveTagInput!) { removeCaseTag(input: $input) }`, {
      input: { id: addCaseTag.id },
    });
    const { caseTags: afterDelete } = await demo.gql(`{ caseTags { id } }`);

    expect(caseTags).toContainEqual({ id: addCaseTag.id, name: "GraphQL verified" });
    expect(tagged.cases).toEqual({ total: 1, items: [{ id: caseId }] });
    expect(removeCaseTag).toBe(true);
    expect(untagged.tags).toEqual([]);
    expect(afterDelete.map((tag: { id: number }) => tag.id)).not.toContain(addCaseTag.id);
  });

  it("deletes the case, then the corporation", async () => {
    const { deleteCase } = await demo.gql(`mutation ($id: Int!) { deleteCase(id: $id) }`, {
      id: caseId,
    });
    const gone = await demo.try(CASE, { id: caseId });
    const otherCase = await newCase(demo, { corporationId, name: "Second case", year: 2023 });
    const { deleteCorporation } = await demo.gql(
      `mutation ($id: Int!) { deleteCorporation(id: $id) }`,
      { id: corporationId },
    );
    const corporationGone = await demo.try(`query ($id: Int!) { corporation(id: $id) { id } }`, {
      id: corporationId,
    });
    const leftovers = await t.dataSource.query(
      `SELECT id FROM carbon_case WHERE id = ANY($1)
       UNION ALL SELECT id FROM calculation_run WHERE case_id = ANY($1)
       UNION ALL SELECT id FROM activity_line WHERE case_id = ANY($1)`,
      [[caseId, otherCase.id]],
    );

    expect(deleteCase).toBe(true);
    expect(codeOf(gone)).toEqual(["NOT_FOUND"]);
    expect(deleteCorporation).toBe(true);
    expect(codeOf(corporationGone)).toEqual(["NOT_FOUND"]);
    expect(leftovers).toEqual([]);
  });
});

describe("the activity-line workbook beyond the happy path", () => {
  let general: Template;
  beforeAll(async () => {
    general = await template(demo, "BM-GBT32150-GENERAL");
  });

  async function filledCase(name: string): Promise<{ caseId: number; lines: Line[] }> {
    const corporationId = await newCorporation(demo, name);
    const { id: caseId } = await newCase(demo, {
      corporationId,
      name,
      year: 2024,
      templateId: general.id,
    });
    const lines = await linesOf(demo, caseId);
    await setLines(demo, caseId, [
      { id: named(lines, "天然气").id, amount: 12.5 },
      { id: named(lines, "外购电力").id, amount: 480_000, month: 3, remark: "March bill" },
      { id: named(lines, "外购热力（蒸汽、热水）").id, amount: 300 },
    ]);
    return { caseId, lines: await linesOf(demo, caseId) };
  }

  it("exports in Chinese for a Chinese client, and the Chinese workbook imports back unchanged", async () => {
    const { caseId, lines } = await filledCase("Chinese Workbook Plant");
    const zh = { token: demo.token, locale: "zh-CN" };

    const exported = await t.gql(EXPORT_PROCESS, { caseId }, zh);
    const workbook = await openWorkbook(
      Buffer.from(exported.data!.exportActivityLines.base64, "base64"),
    );
    const imported = await t.gql(
      IMPORT_PROCESS,
      { input: { caseId, base64: exported.data!.exportActivityLines.base64 } },
      zh,
    );

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["活动数据", "说明"]);
    expect(workbook.getWorksheet("活动数据")!.getRow(1).getCell(5).value).toBe(
      "活动数据量 (amount)",
    );
    expect(imported.data!.importActivityLines).toEqual({
      added: 0,
      changed: 0,
      unchanged: lines.length,
      rejected: [],
    });
    expect(await linesOf(demo, caseId)).toEqual(lines);
  });

  it("imports back unchanged a case holding two processes of the same name", async () => {
    const { caseId, lines } = await filledCase("Twin Process Plant");
    const electricity = general.processes.find((process) => process.name === "净购入电力")!;
    await demo.gql(
      `mutation ($input: AddTemplateProcessesInput!) { addTemplateProcesses(input: $input) { id } }`,
      { input: { caseId, templateId: general.id, processIds: [electricity.id] } },
    );
    const before = await linesOf(demo, caseId);
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: exportActivityLines.base64 },
    });

    expect(before).toHaveLength(lines.length + 1);
    expect(importActivityLines).toEqual({
      added: 0,
      changed: 0,
      unchanged: before.length,
      rejected: [],
    });
  });
});

describe("a new case from last year's", () => {
  // Last year's case, made by hand so the counts below can be checked: two processes, three
  // lines (diesel 30 t with a custom factor, an electricity line of 1,200 MWh with an invoice
  // link, and a coal line nobody filled), AR5, output 5,000 t, one tag.
  let corporationId: number;
  let sourceId: number;
  const COPY = `mutation ($input: CopyCaseInput!) {
    copyCase(input: $input) {
      id name year periodStart periodEnd corporationId gwpSet boundary status calculationCount
      latestRunId outputAmount outputUnit tags { name }
    } }`;
  const COPIED_LINES = `query ($caseId: Int!) {
    activityLines(caseId: $caseId, pageSize: 100) {
      items { processId name amount unitId method factorId evidence { name url }
        customFactor { name unitId gases { gas value } } } } }`;

  async function copiedLines(caseId: number) {
    const { activityLines } = await demo.gql(COPIED_LINES, { caseId });
    return activityLines.items as Array<Record<string, any>>;
  }

  beforeAll(async () => {
    corporationId = await newCorporation(demo, "Copy Source Works");
    sourceId = (
      await newCase(demo, { corporationId, name: "2023 年度盘查", year: 2023, gwpSet: "AR5" })
    ).id;
    await demo.gql(`mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { id } }`, {
      input: { id: sourceId, outputAmount: 5000, outputUnit: "t" },
    });
    await demo.gql(`mutation ($input: TagInput!) { addCaseTag(input: $input) { id } }`, {
      input: { name: "Annual filing", caseId: sourceId },
    });
    const boiler = await newProcess(demo, {
      caseId: sourceId,
      name: "锅炉燃烧",
      scope: 1,
      isoCategory: 1,
    });
    const power = await newProcess(demo, {
      caseId: sourceId,
      name: "外购电力",
      scope: 2,
      isoCategory: 2,
    });
    await demo.gql(ADD_CUSTOM_LINE, {
      input: {
        caseId: sourceId,
        processId: boiler,
        name: "Site diesel",
        amount: 30,
        unitId: 11,
        factor: {
          name: "Diesel, supplier",
          unitId: 11,
          source: "Supplier sheet",
          gases: [{ gas: "CO2", value: 3100 }],
        },
      },
    });
    const coal = await globalFactor(t, "CN-GUIDE-FUEL-BITUMINOUS");
    await demo.gql(ADD_LIBRARY_LINES, {
      input: { caseId: sourceId, processId: boiler, factorIds: [coal.id] },
    });
    const grid = await libraryLine(t, demo, power, "CN-GRID-2022-EAST", 1200);
    await setLines(demo, sourceId, [
      { id: grid.id, evidence: [{ name: "Invoice 2023", url: "https://example.com/inv-2023" }] },
    ]);
  });

  it("copies the settings, 2 processes and 3 lines with their factors, amounts left to fill", async () => {
    const before = await copiedLines(sourceId);

    const { copyCase } = await demo.gql(COPY, {
      input: { sourceCaseId: sourceId, name: "2024 年度盘查", year: 2024 },
    });
    const { caseProcesses } = await demo.gql(PROCESSES, { caseId: copyCase.id });
    const after = await copiedLines(copyCase.id);
    const processOf = new Map(
      (caseProcesses as Array<{ id: number; name: string }>).map((p) => [p.id, p.name]),
    );

    expect(copyCase).toMatchObject({
      name: "2024 年度盘查",
      year: 2024,
      periodStart: "2024-01-01",
      periodEnd: "2024-12-31",
      corporationId,
      gwpSet: "AR5",
      boundary: "operational-control",
      status: 5,
      calculationCount: 0,
      latestRunId: null,
      outputAmount: null,
      outputUnit: "t",
      tags: [{ name: "Annual filing" }],
    });
    expect(
      caseProcesses.map((p: { name: string; scope: number; isoCategory: number }) => [
        p.name,
        p.scope,
        p.isoCategory,
      ]),
    ).toEqual([
      ["锅炉燃烧", 1, 1],
      ["外购电力", 2, 2],
    ]);
    expect(after).toHaveLength(3);
    expect(after.map((line) => [processOf.get(line.processId), line.name, line.amount])).toEqual([
      ["锅炉燃烧", "Site diesel", null],
      ["锅炉燃烧", before[1].name, null],
      ["外购电力", before[2].name, null],
    ]);
    expect(after.map((line) => [line.factorId, line.unitId, line.method])).toEqual(
      before.map((line) => [line.factorId, line.unitId, line.method]),
    );
    expect(after[0].customFactor).toEqual({
      name: "Diesel, supplier",
      unitId: 11,
      gases: [{ gas: "CO2", value: 3100 }],
    });
    // Last year's invoice does not back this year's figure.
    expect(before[2].evidence).toHaveLength(1);
    expect(after.every((line) => line.evidence.length === 0)).toBe(true);
  });

  it("refuses a second case for a period the corporation already has, naming it", async () => {
    const answer = await demo.try(COPY, {
      input: { sourceCaseId: sourceId, name: "Again", year: 2024 },
    });
    const half = await demo.try(COPY, {
      input: {
        sourceCaseId: sourceId,
        name: "H2",
        year: 2024,
        periodStart: "2024-07-01",
        periodEnd: "2024-12-31",
      },
    });
    const { cases } = await demo.gql(
      `query ($corporationId: Int!) { cases(corporationId: $corporationId) { total } }`,
      { corporationId },
    );

    expect(codeOf(answer)).toEqual(["CONFLICT"]);
    expect(answer.errors![0].message).toContain("2024 年度盘查");
    expect(codeOf(half)).toEqual(["CONFLICT"]);
    expect(cases.total).toBe(2);
  });

  it("copies the amounts when asked, once the same period is confirmed", async () => {
    const { copyCase } = await demo.gql(COPY, {
      input: {
        sourceCaseId: sourceId,
        name: "2024 with last year's figures",
        year: 2024,
        copyAmounts: true,
        allowSamePeriod: true,
      },
    });
    const after = await copiedLines(copyCase.id);

    expect(copyCase.outputAmount).toBe(5000);
    expect(after.map((line) => line.amount)).toEqual([30, null, 1200]);
    expect(await copiedLines(sourceId)).toHaveLength(3);
  });

  it("refuses another company's case, and copying into another company's corporation", async () => {
    const admin = caller(t, await t.login("admin"));
    const outsider = await createUser(t, admin.token, {
      companyId: await createCompany(t, admin.token, "Copy Outsider Mill"),
      username: "copy.outsider",
      codes: ["aa", "aa01", "aa02"],
    });
    const { createCorporation } = await outsider.gql(CREATE_CORPORATION_FOR_TEST, {
      input: { name: "Outsider Works" },
    });

    const theirs = await demo.try(COPY, {
      input: { sourceCaseId: sourceId, name: "Taken", year: 2025 },
    });
    const intoTheirs = await demo.try(COPY, {
      input: {
        sourceCaseId: sourceId,
        corporationId: createCorporation.id,
        name: "Into theirs",
        year: 2025,
      },
    });
    const byThem = await outsider.try(COPY, {
      input: {
        sourceCaseId: sourceId,
        corporationId: createCorporation.id,
        name: "Taken",
        year: 2025,
      },
    });

    expect(theirs.errors).toBeUndefined();
    expect(codeOf(intoTheirs)).toEqual(["NOT_FOUND"]);
    expect(codeOf(byThem)).toEqual(["NOT_FOUND"]);
  });
});

describe("results older than the data", () => {
  const FRESHNESS = `query ($id: Int!) {
    case(id: $id) { resultsFreshness { outdated dataChanged factorsChanged } } }`;
  let caseId: number;
  let line: Line;
  let factorId: number;
  let librarian: Caller;

  async function freshness() {
    const { case: found } = await demo.gql(FRESHNESS, { id: caseId });
    return found.resultsFreshness;
  }

  beforeAll(async () => {
    const admin = caller(t, await t.login("admin"));
    librarian = await createUser(t, admin.token, {
      companyId: await demoCompanyId(t),
      username: "stale.librarian",
      codes: ["aa", "gaa", "gaa02"],
    });
    const { createEmissionFactor } = await librarian.gql(
      `mutation ($input: FactorInput!) { createEmissionFactor(input: $input) { id } }`,
      { input: SITE_STEAM },
    );
    factorId = createEmissionFactor.id;
    const corporationId = await newCorporation(demo, "Stale Results Works");
    caseId = (await newCase(demo, { corporationId, name: "Stale", year: 2024 })).id;
    const process = await newProcess(demo, { caseId, name: "Steam", scope: 2, isoCategory: 2 });
    const { addLibraryLines } = await demo.gql(ADD_LIBRARY_LINES, {
      input: { caseId, processId: process, lines: [{ factorId, amount: 10 }] },
    });
    line = addLibraryLines[0];
  });

  it("is not outdated before the first run, nor right after a run", async () => {
    const before = await freshness();
    const run = await calculate(demo, caseId);

    expect(before).toEqual({ outdated: false, dataChanged: false, factorsChanged: 0 });
    // 10 GJ × 92 kg CO2/GJ = 920 kg.
    expect(run.totalKg).toBeCloseTo(920, 9);
    expect(await freshness()).toEqual({ outdated: false, dataChanged: false, factorsChanged: 0 });
  });

  it("is outdated after a line changes, until calculated again", async () => {
    await setLines(demo, caseId, [{ id: line.id, amount: 12 }]);
    const changed = await freshness();
    const run = await calculate(demo, caseId);

    expect(changed).toEqual({ outdated: true, dataChanged: true, factorsChanged: 0 });
    // 12 GJ × 92 = 1,104 kg; run 2 of the case.
    expect(run).toMatchObject({ runNo: 2 });
    expect(run.totalKg).toBeCloseTo(1104, 9);
    expect(await freshness()).toMatchObject({ outdated: false });
  });

  it("is outdated after a setting that enters the figures changes, not after a rename", async () => {
    const UPDATE_CASE = `mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { id } }`;
    await demo.gql(UPDATE_CASE, { input: { id: caseId, name: "Stale, renamed" } });
    const renamed = await freshness();
    await demo.gql(UPDATE_CASE, { input: { id: caseId, gwpSet: "AR5" } });
    const regassed = await freshness();
    await calculate(demo, caseId);

    expect(renamed.outdated).toBe(false);
    expect(regassed).toEqual({ outdated: true, dataChanged: true, factorsChanged: 0 });
    expect(await freshness()).toMatchObject({ outdated: false });
  });

  it("is outdated after the library factor a line uses is edited", async () => {
    await librarian.gql(
      `mutation ($input: UpdateFactorInput!) { updateEmissionFactor(input: $input) { id } }`,
      { input: { ...SITE_STEAM, id: factorId, gases: [{ gas: "CO2", value: 88.5 }] } },
    );
    const edited = await freshness();
    const run = await calculate(demo, caseId);

    expect(edited).toEqual({ outdated: true, dataChanged: false, factorsChanged: 1 });
    // 12 GJ × 88.5 = 1,062 kg.
    expect(run.totalKg).toBeCloseTo(1062, 9);
    expect(await freshness()).toMatchObject({ outdated: false });
  });
});

const SITE_STEAM = {
  code: "STALE-STEAM-2024",
  name: "厂区蒸汽",
  nameEn: "Site steam",
  category: "heat",
  subcategory: "Steam",
  unitId: 41,
  gases: [{ gas: "CO2", value: 92 }],
  region: "CN-330000",
  year: 2024,
  source: "Utility statement 2024",
};

const CREATE_CORPORATION_FOR_TEST = `mutation ($input: CorporationInput!) {
  createCorporation(input: $input) { id } }`;

describe("listing activity lines", () => {
  it("lists a case's lines by process, then by their place in the process", async () => {
    const corporationId = await newCorporation(demo, "Line Order Plant");
    const { id: caseId } = await newCase(demo, { corporationId, name: "Order", year: 2024 });
    const first = await newProcess(demo, { caseId, name: "First", scope: 1, isoCategory: 1 });
    const second = await newProcess(demo, { caseId, name: "Second", scope: 1, isoCategory: 1 });
    // Lines made in the opposite order of their processes.
    const late = await libraryLine(t, demo, second, "CN-GRID-2022-EAST", 1);
    const early = await libraryLine(t, demo, first, "CN-GRID-2022-NORTH", 1);
    const earlyToo = await libraryLine(t, demo, first, "CN-GRID-2022-SOUTH", 1);

    const lines = await linesOf(demo, caseId);

    expect(lines.map((line) => line.id)).toEqual([early.id, earlyToo.id, late.id]);
  });
});
