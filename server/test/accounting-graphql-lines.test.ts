// The carbon-accounting GraphQL API on a real database: bad input, the line operations, direct
// emissions of a gas, scope 2 certificates, and the SQL statements a calculation and an import
// issue.
import ExcelJS from "exceljs";
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  demoCompanyId,
  globalFactor,
  openWorkbook,
  processColumn,
  processRows,
  workbookBase64,
  type Caller,
} from "./support/accounting";
import {
  ADD_CUSTOM_LINE,
  ADD_LIBRARY_LINES,
  calculate,
  CALCULATE,
  CASE,
  CREATE_CASE,
  CREATE_CORPORATION,
  DISCHARGE_LINES,
  EXPORT_PROCESS,
  IMPORT_PROCESS,
  libraryLine,
  linesOf,
  named,
  newCase,
  newCorporation,
  newProcess,
  RUN,
  setLines,
  UPDATE_LINES,
} from "./support/accounting-graphql";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let demo: Caller;
beforeAll(async () => {
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
});

describe("bad input", () => {
  it("refuses a case from a template that does not exist and leaves no half-made case", async () => {
    const corporationId = await newCorporation(demo, "Unknown Template Plant");

    const answer = await demo.try(CREATE_CASE, {
      input: { corporationId, name: "No template", year: 2024, templateId: 987654 },
    });
    const cases = await t.dataSource.query("SELECT id FROM carbon_case WHERE corporation_id = $1", [
      corporationId,
    ]);

    expect(codeOf(answer)).toEqual(["NOT_FOUND"]);
    expect(answer.errors![0].message).toBe("Accounting template not found");
    expect(cases).toEqual([]);
  });

  it("refuses a corporation whose default template does not exist", async () => {
    const answer = await demo.try(CREATE_CORPORATION, {
      input: { name: "Dangling Template Plant", templateId: 987654 },
    });
    const saved = await t.dataSource.query("SELECT id FROM corporation WHERE name = $1", [
      "Dangling Template Plant",
    ]);

    expect(codeOf(answer)).toEqual(["NOT_FOUND"]);
    expect(saved).toEqual([]);
  });

  it("refuses a line unit that is not a unit id, naming the line's field", async () => {
    const corporationId = await newCorporation(demo, "Unit Plant");
    const { id: caseId } = await newCase(demo, { corporationId, name: "Units", year: 2024 });
    const processId = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
    const line = await libraryLine(t, demo, processId, "CN-GRID-2022-EAST", 10);

    const answer = await demo.try(UPDATE_LINES, {
      input: { caseId, lines: [{ id: line.id, unitId: 12345 }] },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].extensions.field).toBe("lines.0.unitId");
    expect(named(await linesOf(demo, caseId), line.name).unitId).toBe(30);
  });
});

describe("line operations name the case, library lines take amounts, gwpSet takes any case", () => {
  let caseId: number;
  let grid: number;
  beforeAll(async () => {
    const corporationId = await newCorporation(demo, "Meter Works");
    caseId = (await newCase(demo, { corporationId, name: "Metered", year: 2024, gwpSet: "ar5" }))
      .id;
    grid = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
  });

  it("stores a GWP set given in lower or mixed case in upper case", async () => {
    const { createCase } = await demo.gql(CREATE_CASE, {
      input: {
        corporationId: await newCorporation(demo, "Case Mix"),
        name: "Mixed",
        year: 2024,
        gwpSet: "Ar4",
      },
    });
    const { updateCase } = await demo.gql(
      `mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { gwpSet } }`,
      { input: { id: createCase.id, gwpSet: " ar6 " } },
    );
    const refused = await demo.try(CREATE_CASE, {
      input: {
        corporationId: await newCorporation(demo, "Case Bad"),
        name: "Bad",
        year: 2024,
        gwpSet: "AR7",
      },
    });

    expect(createCase.gwpSet).toBe("AR4");
    expect(updateCase.gwpSet).toBe("AR6");
    expect(codeOf(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(refused.errors![0].extensions.field).toBe("gwpSet");
  });

  it("adds library lines with their amounts, in a unit of the factor's kind", async () => {
    const east = await globalFactor(t, "CN-GRID-2022-EAST");

    const { addLibraryLines } = await demo.gql(ADD_LIBRARY_LINES, {
      input: {
        caseId,
        processId: grid,
        lines: [
          { factorId: east.id, amount: 2, unitId: 31, name: "Workshop meter" },
          { factorId: east.id, amount: 1500 },
        ],
      },
    });
    const run = await calculate(demo, caseId);

    expect(addLibraryLines).toMatchObject([
      { caseId, processId: grid, name: "Workshop meter", amount: 2, unitId: 31, factorId: east.id },
      { caseId, processId: grid, amount: 1500, unitId: east.unitId, factorId: east.id },
    ]);
    // 2 MWh = 2,000 kWh; (2,000 + 1,500) kWh × 0.5617 kg CO2/kWh = 1,965.95 kg CO2.
    expect(run.status).toBe("succeeded");
    expect(run.totals.scope2Location).toBeCloseTo(1965.95, 9);
  });

  it("refuses a library line in a unit of another kind, naming the line's field", async () => {
    const east = await globalFactor(t, "CN-GRID-2022-EAST");

    const answer = await demo.try(ADD_LIBRARY_LINES, {
      input: { caseId, processId: grid, lines: [{ factorId: east.id, amount: 5, unitId: 10 }] },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].extensions.field).toBe("lines.0.unitId");
    expect(answer.errors![0].message).toContain("kg (mass) cannot be converted to kWh (energy)");
  });

  it("refuses a line added to a process of another case, naming processId", async () => {
    const corporationId = await newCorporation(demo, "Other Works");
    const other = (await newCase(demo, { corporationId, name: "Other", year: 2024 })).id;
    const east = await globalFactor(t, "CN-GRID-2022-EAST");

    const library = await demo.try(ADD_LIBRARY_LINES, {
      input: { caseId: other, processId: grid, lines: [{ factorId: east.id, amount: 1 }] },
    });
    const custom = await demo.try(ADD_CUSTOM_LINE, {
      input: {
        caseId: other,
        processId: grid,
        name: "Leak",
        amount: 1,
        unitId: 10,
        method: "gas",
        gas: "SF6",
      },
    });

    for (const answer of [library, custom]) {
      expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
      expect(answer.errors![0].extensions.field).toBe("processId");
    }
  });

  it("refuses to calculate a case without lines, and records no run", async () => {
    const corporationId = await newCorporation(demo, "Empty Works");
    const empty = (await newCase(demo, { corporationId, name: "Nothing yet", year: 2024 })).id;
    await newProcess(demo, { caseId: empty, name: "Boilers", scope: 1, isoCategory: 1 });

    const answer = await demo.try(CALCULATE, { caseId: empty });
    const { calculationRuns } = await demo.gql(
      `query ($caseId: Int!) { calculationRuns(caseId: $caseId) { id } }`,
      { caseId: empty },
    );
    const { case: stored } = await demo.gql(CASE, { id: empty });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toContain("no activity lines");
    expect(calculationRuns).toEqual([]);
    expect(stored).toMatchObject({ status: 5, calculationCount: 0, latestRunId: null });
  });
});

describe("direct emissions of a gas", () => {
  const GAS_LINE = `mutation ($input: AddCustomLineInput!) {
    addCustomLine(input: $input) { id method gas amount unitId factorId customFactor { name } } }`;
  let caseId: number;
  let refrigeration: number;
  beforeAll(async () => {
    const corporationId = await newCorporation(demo, "Cold Chain Co.");
    caseId = (await newCase(demo, { corporationId, name: "Cold chain", year: 2024, gwpSet: "AR5" }))
      .id;
    refrigeration = await newProcess(demo, {
      caseId,
      name: "Refrigeration and switchgear",
      scope: 1,
      isoCategory: 1,
    });
  });

  it("weighs the kg released by the GWP of the case's set, reading gas synonyms", async () => {
    const { addCustomLine: blend } = await demo.gql(GAS_LINE, {
      input: {
        caseId,
        processId: refrigeration,
        name: "Chiller top-up",
        amount: 12,
        unitId: 10,
        method: "gas",
        gas: "r410a",
      },
    });
    const { addCustomLine: single } = await demo.gql(GAS_LINE, {
      input: {
        caseId,
        processId: refrigeration,
        name: "Van air-con",
        amount: 0.003,
        unitId: 11,
        method: "gas",
        gas: "R-134a",
      },
    });
    const sf6 = await libraryLine(t, demo, refrigeration, "FUG-SF6", 0.5);

    const run = await calculate(demo, caseId);
    const { resultLines } = await demo.gql(DISCHARGE_LINES, { runId: run.id });
    const byName = (name: string) =>
      (
        resultLines.items as Array<{
          name: string;
          co2eKg: number;
          formula: string;
          factor: { name: string; source: string };
        }>
      ).find((line) => line.name === name)!;

    expect(blend).toMatchObject({
      method: "gas",
      gas: "R-410A",
      factorId: null,
      customFactor: null,
    });
    expect(single.gas).toBe("HFC-134a");
    // AR5 (EPA Hub 2025 Table 11; blend composition Table 12):
    //   R-410A: 12 kg × (0.5 × 677 + 0.5 × 3,170 = 1,923.5) = 23,082 kg CO2e
    //   R-134a = HFC-134a: 0.003 t = 3 kg × 1,300 = 3,900 kg CO2e
    //   SF6 from the library (1 kg per kg): 0.5 kg × 23,500 = 11,750 kg CO2e
    expect(run.status).toBe("succeeded");
    expect(byName("Chiller top-up").co2eKg).toBeCloseTo(23_082, 9);
    expect(byName("Van air-con").co2eKg).toBeCloseTo(3_900, 9);
    expect(byName(sf6.name).co2eKg).toBeCloseTo(11_750, 9);
    expect(run.totals.scope1).toBeCloseTo(23_082 + 3_900 + 11_750, 9);
    expect(byName("Chiller top-up").factor.name).toBe("R-410A released (kg of gas)");
    expect(byName("Chiller top-up").factor.source).toContain("Table 12");
    expect(byName("Chiller top-up").formula).toContain(
      "0.5 × 677 (HFC-32) + 0.5 × 3,170 (HFC-125)",
    );
  });

  it("weighs the same lines by AR6 when the case switches", async () => {
    await demo.gql(`mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { id } }`, {
      input: { id: caseId, gwpSet: "ar6" },
    });

    const run = await calculate(demo, caseId);

    // AR6 WG1 Table 7.15: 12 × (0.5 × 771 + 0.5 × 3,740 = 2,255.5) = 27,066;
    // 3 × 1,530 = 4,590; 0.5 × 25,200 = 12,600. Sum 44,256 kg CO2e.
    expect(run.gwpSet).toBe("AR6");
    expect(run.totals.scope1).toBeCloseTo(27_066 + 4_590 + 12_600, 9);
  });

  it("exports gas lines with their gas, and the workbook imports back unchanged", async () => {
    const exported = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exported.exportActivityLines.base64, "base64"));
    const gasColumn = processColumn(workbook, "Gas");
    const sheet = workbook.getWorksheet("Process data")!;
    const gases = processRows(workbook).map((row) => sheet.getRow(row.row).getCell(gasColumn).text);

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: exported.exportActivityLines.base64 },
    });

    expect(gases.sort()).toEqual(["", "HFC-134a", "R-410A"]); // the SF6 line is a library line
    expect(importActivityLines).toEqual({ added: 0, changed: 0, unchanged: 3, rejected: [] });
  });

  it("refuses a gas line without a known gas or in a unit that is not a mass", async () => {
    const base = { caseId, processId: refrigeration, name: "Leak", amount: 1, method: "gas" };

    const missing = await demo.try(GAS_LINE, { input: { ...base, unitId: 10 } });
    const unknown = await demo.try(GAS_LINE, { input: { ...base, unitId: 10, gas: "R-22" } });
    const energy = await demo.try(GAS_LINE, { input: { ...base, unitId: 30, gas: "SF6" } });

    expect(missing.errors![0].extensions.field).toBe("gas");
    expect(unknown.errors![0].extensions.field).toBe("gas");
    expect(unknown.errors![0].message).toContain("R-22");
    expect(energy.errors![0].extensions.field).toBe("unitId");
    expect(energy.errors![0].message).toContain("kWh (energy) is not a mass");
  });

  it("offers the common refrigerants and SF6 in the library's fugitive category", async () => {
    const { emissionFactors } = await demo.gql(
      `query { emissionFactors(category: "fugitive", owner: "global", pageSize: 100) {
         items { code gases { gas value } } } }`,
    );
    const gases = new Map(
      (
        emissionFactors.items as Array<{
          code: string;
          gases: Array<{ gas: string; value: number }>;
        }>
      ).map((factor) => [factor.code, factor.gases]),
    );

    expect(gases.get("FUG-R-134A")).toEqual([{ gas: "HFC-134a", value: 1 }]);
    expect(gases.get("FUG-R-410A")).toEqual([{ gas: "R-410A", value: 1 }]);
    expect(gases.get("FUG-R-32")).toEqual([{ gas: "HFC-32", value: 1 }]);
    expect(gases.get("FUG-R-404A")).toEqual([{ gas: "R-404A", value: 1 }]);
    expect(gases.get("FUG-SF6")).toEqual([{ gas: "SF6", value: 1 }]);
  });
});

describe("importing activity lines: all rows or none, reasons in the reader's language", () => {
  const IMPORT_WITH_COLUMNS = `mutation ($input: ImportActivityLinesInput!) {
    importActivityLines(input: $input) { added changed unchanged rejected { row key column reason } } }`;
  let caseId: number;
  beforeAll(async () => {
    const corporationId = await newCorporation(demo, "Import Rules Works");
    caseId = (await newCase(demo, { corporationId, name: "Import rules", year: 2024 })).id;
    await newProcess(demo, { caseId, name: "锅炉房", scope: 1, isoCategory: 1 });
    await newProcess(demo, { caseId, name: "外购电力", scope: 2, isoCategory: 2 });
  });

  /** A workbook as a user types it: English headers, one row per array. */
  async function typed(rows: Array<Array<string | number | null>>): Promise<string> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Process data");
    sheet.addRow(["Process", "Line name", "Amount", "Unit", "Month"]);
    for (const row of rows) sheet.addRow(row);
    return workbookBase64(workbook);
  }

  // Rows 2 and 4 are good; row 3 has two problems (a negative amount and a unit the catalogue
  // lacks) and row 5 one (month 13).
  const withBadRows = () =>
    typed([
      ["锅炉房", "天然气", 2.5, "万立方米", null],
      ["锅炉房", "柴油", -3, "桶", null],
      ["外购电力", "电网电力", 1200, "千瓦时", null],
      ["外购电力", "电网电力（十三月）", 10, "千瓦时", 13],
    ]);

  it("writes nothing from a file with bad rows among good ones, and lists every reason in English", async () => {
    const answer = await t.gql(
      IMPORT_WITH_COLUMNS,
      { input: { caseId, base64: await withBadRows() } },
      { token: demo.token, locale: "en" },
    );

    expect(answer.data!.importActivityLines).toEqual({
      added: 0,
      changed: 0,
      unchanged: 0,
      rejected: [
        { row: 3, key: "柴油", column: "Amount", reason: "amount -3 is negative" },
        {
          row: 3,
          key: "柴油",
          column: "Unit",
          reason:
            'unit "桶" is not a unit symbol, id or name (kg, t, m³, kWh, 吨, 千瓦时, 立方米, ...)',
        },
        { row: 5, key: "电网电力（十三月）", column: "Month", reason: "month 13 is outside 1-12" },
      ],
    });
    expect(await linesOf(demo, caseId)).toEqual([]);
  });

  it("lists the same reasons in Chinese for a Chinese reader, naming the columns as the Chinese workbook heads them", async () => {
    const answer = await t.gql(
      IMPORT_WITH_COLUMNS,
      { input: { caseId, base64: await withBadRows() } },
      { token: demo.token, locale: "zh-CN" },
    );

    expect(answer.data!.importActivityLines.rejected).toEqual([
      { row: 3, key: "柴油", column: "活动数据量 (amount)", reason: "活动数据量 -3 为负数" },
      {
        row: 3,
        key: "柴油",
        column: "单位 (unit)",
        reason: '单位 "桶" 不是单位符号、编号或名称（kg、t、m³、kWh、吨、千瓦时、立方米……）',
      },
      {
        row: 5,
        key: "电网电力（十三月）",
        column: "月份 (month)",
        reason: "月份 13 不在 1 到 12 之间",
      },
    ]);
    expect(await linesOf(demo, caseId)).toEqual([]);
  });

  it("imports Chinese unit names as the platform's units", async () => {
    const base64 = await typed([
      ["锅炉房", "天然气", 2.5, "万立方米", null],
      ["锅炉房", "烟煤", 120, "吨", null],
      ["锅炉房", "柴油", 800, "升", null],
      ["锅炉房", "蒸汽", 35, "吉焦", null],
      ["外购电力", "电网电力", 1200, "千瓦时", null],
      ["外购电力", "光伏直购电", 3.2, "兆瓦时", null],
      ["外购电力", "电表二", 450, "度", 6],
    ]);

    const { importActivityLines } = await demo.gql(IMPORT_WITH_COLUMNS, {
      input: { caseId, base64 },
    });
    const lines = await linesOf(demo, caseId);

    expect(importActivityLines).toEqual({ added: 7, changed: 0, unchanged: 0, rejected: [] });
    // Unit ids of the catalogue: 10⁴ Nm³ 22, t 11, L 55, GJ 41, kWh 30, MWh 31.
    expect(lines.map((line) => [line.name, line.amount, line.unitId])).toEqual([
      ["天然气", 2.5, 22],
      ["烟煤", 120, 11],
      ["柴油", 800, 55],
      ["蒸汽", 35, 41],
      ["电网电力", 1200, 30],
      ["光伏直购电", 3.2, 31],
      ["电表二", 450, 30],
    ]);
  });
});

describe("scope 2 instruments", () => {
  let caseId: number;
  let grid: number;
  beforeAll(async () => {
    const corporationId = await newCorporation(demo, "Green Power User");
    caseId = (await newCase(demo, { corporationId, name: "Certificates", year: 2024 })).id;
    grid = await newProcess(demo, {
      caseId,
      name: "Purchased electricity",
      scope: 2,
      isoCategory: 2,
    });
  });

  it("counts certificates for the MWh they cover and the grid for the rest of the line", async () => {
    const line = await libraryLine(t, demo, grid, "CN-GRID-2022-EAST", 1_000_000);
    const gec = await globalFactor(t, "CN-GEC-ZERO");
    await setLines(demo, caseId, [
      {
        id: line.id,
        marketFactorId: gec.id,
        marketBasis: "certificate",
        marketCoveredAmount: 300,
        marketCoveredUnitId: 31,
      },
    ]);

    const run = await calculate(demo, caseId);
    const { resultLines } = await demo.gql(
      `query ($runId: Int!) { resultLines(runId: $runId) { items {
         co2eKg market { basis coveredAmount co2eKg formula factor { code } } } } }`,
      { runId: run.id },
    );
    const [result] = resultLines.items;

    // Location-based: 1,000,000 kWh × 0.5617 = 561,700 kg CO2 (MEE/NBS 2022, East China grid).
    // Market-based: 300 MWh of GECs × 0 + (1,000,000 − 300,000) kWh × 0.5617 = 393,190 kg CO2.
    expect(run.status).toBe("succeeded");
    expect(run.totals.scope2Location).toBeCloseTo(561_700, 6);
    expect(run.totals.scope2Market).toBeCloseTo(393_190, 6);
    expect(result.market).toMatchObject({
      basis: "certificate",
      coveredAmount: 300_000,
      factor: { code: "CN-GEC-ZERO" },
    });
    expect(result.market.formula).toContain("the other 700,000 kWh at the location-based factor");
  });

  it("stops the run at a line marked certificate without a market factor, in both languages", async () => {
    const line = await libraryLine(t, demo, grid, "CN-GRID-2022-EAST", 500);
    await setLines(demo, caseId, [{ id: line.id, marketBasis: "certificate" }]);

    const run = await calculate(demo, caseId);
    const zh = await t.gql(RUN, { runId: run.id }, { token: demo.token, locale: "zh-CN" });

    expect(run.status).toBe("failed");
    expect(run.errors).toEqual([
      expect.objectContaining({ lineId: line.id, reason: "MISSING_MARKET_FACTOR" }),
    ]);
    expect(run.errors[0].message).toContain("scope 2 instrument without its factor");
    expect(run.errors[0].message).toContain('Marked "certificate" but no market factor');
    expect(zh.data!.calculationRun.errors[0].message).toContain("范围二市场化工具缺少其排放因子");
  });

  it("refuses certificates covering more than the line", async () => {
    const corporationId = await newCorporation(demo, "Over Covered");
    const over = (await newCase(demo, { corporationId, name: "Over", year: 2024 })).id;
    const process = await newProcess(demo, {
      caseId: over,
      name: "Grid",
      scope: 2,
      isoCategory: 2,
    });
    const line = await libraryLine(t, demo, process, "CN-GRID-2022-EAST", 1000);
    const gec = await globalFactor(t, "CN-GEC-ZERO");
    await setLines(demo, over, [
      {
        id: line.id,
        marketFactorId: gec.id,
        marketBasis: "certificate",
        marketCoveredAmount: 2,
        marketCoveredUnitId: 31,
      },
    ]);

    const run = await calculate(demo, over);

    // 2 MWh = 2,000 kWh of certificates for a 1,000 kWh line.
    expect(run.status).toBe("failed");
    expect(run.errors[0]).toMatchObject({ reason: "INVALID_AMOUNT" });
    expect(run.errors[0].message).toContain("covers 2 MWh, more than the line's 1,000 kWh");
  });
});

describe("SQL statements of a calculation and of an import", () => {
  let sites = 0;
  async function caseWithLines(count: number): Promise<number> {
    sites += 1;
    const corporationId = await newCorporation(demo, `Metered Site ${sites}`);
    const { id: caseId } = await newCase(demo, {
      corporationId,
      name: `${count} meters`,
      year: 2024,
    });
    const processId = await newProcess(demo, {
      caseId,
      name: "Sub-meters",
      scope: 2,
      isoCategory: 2,
    });
    const factors = await Promise.all(
      ["CN-GRID-2022-EAST", "CN-GRID-2022-NORTH", "CN-GRID-2022-SOUTH"].map(
        async (code) => (await globalFactor(t, code)).id,
      ),
    );
    await t.dataSource.query(
      `INSERT INTO activity_line (company_id, case_id, process_id, name, amount, unit_id, method,
         factor_id, data_source_type, evidence, sort)
       SELECT $1, $2, $3, 'Meter ' || n, n * 100, 30, 'factor', ($4::int[])[1 + n % 3], 3,
         '[]'::jsonb, n
       FROM generate_series(1, $5) AS n`,
      [await demoCompanyId(t), caseId, processId, factors, count],
    );
    return caseId;
  }

  async function statementsOfCalculation(caseId: number) {
    t.sql.reset();
    const run = await calculate(demo, caseId);
    return { run, statements: t.sql.count() };
  }

  async function statementsOfImport(caseId: number) {
    // Every line's amount raised by one in the exported workbook.
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exportActivityLines.base64, "base64"));
    const amount = processColumn(workbook, "Amount");
    const sheet = workbook.getWorksheet("Process data")!;
    for (const row of processRows(workbook)) {
      sheet.getRow(row.row).getCell(amount).value = Number(row.values["Amount"]) + 1;
    }
    const base64 = await workbookBase64(workbook);
    t.sql.reset();
    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, { input: { caseId, base64 } });
    return { report: importActivityLines, statements: t.sql.count() };
  }

  it("imports 200 changed lines with as many statements as 10", async () => {
    const small = await caseWithLines(10);
    const large = await caseWithLines(200);

    const ten = await statementsOfImport(small);
    const twoHundred = await statementsOfImport(large);

    expect(ten.report).toEqual({ added: 0, changed: 10, unchanged: 0, rejected: [] });
    expect(twoHundred.report).toEqual({ added: 0, changed: 200, unchanged: 0, rejected: [] });
    expect(twoHundred.statements).toBe(ten.statements);
  });

  it("issues as many statements for 200 lines as for 10", async () => {
    const small = await caseWithLines(10);
    const large = await caseWithLines(200);
    // A first calculation elsewhere, so nothing lazily prepared counts against either case.
    await calculate(demo, await caseWithLines(1));

    const ten = await statementsOfCalculation(small);
    const twoHundred = await statementsOfCalculation(large);

    expect(ten.statements).toBeGreaterThan(0);
    expect(ten.run).toMatchObject({ status: "succeeded", lineCount: 10 });
    expect(twoHundred.run).toMatchObject({ status: "succeeded", lineCount: 200 });
    expect(twoHundred.statements).toBe(ten.statements);
  });
});
