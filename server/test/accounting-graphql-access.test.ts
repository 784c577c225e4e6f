// The carbon-accounting GraphQL API on a real database: tenancy (another company's corporations,
// cases, lines, runs and private factors) and the permissions of accounting users.
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  globalFactor,
  openWorkbook,
  processColumn,
  processRows,
  template,
  workbookBase64,
  type Caller,
  type Template,
} from "./support/accounting";
import {
  ADD_CUSTOM_LINE,
  ADD_LIBRARY_LINES,
  ADD_PROCESS,
  calculate,
  CALCULATE,
  CASE,
  CREATE_CASE,
  CREATE_CORPORATION,
  DISCHARGE_LINES,
  EXPORT_PROCESS,
  EXPORT_RESULT,
  IMPORT_PROCESS,
  libraryLine,
  LINES,
  newCase,
  newCorporation,
  newProcess,
  PROCESSES,
  RUN,
  UPDATE_LINES,
} from "./support/accounting-graphql";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let admin: Caller;
let demo: Caller;
let power: Template;
beforeAll(async () => {
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  power = await template(demo, "BM-CN-POWER");
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
    const ofCases = "SELECT id FROM carbon_case WHERE corporation_id = $1";
    return {
      corporation: await rows("SELECT * FROM corporation WHERE id = $1"),
      cases: await rows("SELECT * FROM carbon_case WHERE corporation_id = $1"),
      processes: await rows(`SELECT * FROM case_process WHERE case_id IN (${ofCases}) ORDER BY id`),
      lines: await rows(`SELECT * FROM activity_line WHERE case_id IN (${ofCases}) ORDER BY id`),
      runs: await rows(`SELECT * FROM calculation_run WHERE case_id IN (${ofCases}) ORDER BY id`),
      tags: await rows(`SELECT * FROM carbon_case_tag WHERE case_id IN (${ofCases}) ORDER BY 1, 2`),
    };
  }

  beforeAll(async () => {
    const companyId = await createCompany(t, admin.token, "Outsider Textiles Ltd.");
    outsider = await createUser(t, admin.token, {
      companyId,
      username: "textiles.accountant",
      codes: ["aa", "aa01", "aa02", "aa03"],
    });
    corporationId = await newCorporation(demo, "Private Dye Works");
    caseId = (await newCase(demo, { corporationId, name: "Private", year: 2024 })).id;
    processId = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
    lineId = (await libraryLine(t, demo, processId, "CN-GRID-2022-EAST", 1000)).id;
    runId = (await calculate(demo, caseId)).id;
    const { addCaseTag } = await demo.gql(
      `mutation ($input: TagInput!) { addCaseTag(input: $input) { id } }`,
      { input: { name: "private", caseId } },
    );
    tagId = addCaseTag.id;
  });

  it("reads another company's corporation, case, lines and runs as not found", async () => {
    const reads = {
      corporation: await outsider.try(`query ($id: Int!) { corporation(id: $id) { id } }`, {
        id: corporationId,
      }),
      case: await outsider.try(CASE, { id: caseId }),
      activityLines: await outsider.try(LINES, { caseId }),
      runs: await outsider.try(
        `query ($caseId: Int!) { calculationRuns(caseId: $caseId) { id } }`,
        {
          caseId,
        },
      ),
      runById: await outsider.try(RUN, { runId }),
      runOfCase: await outsider.try(RUN, { caseId }),
      resultLines: await outsider.try(DISCHARGE_LINES, { runId }),
      exportResult: await outsider.try(EXPORT_RESULT, { runId }),
      exportProcess: await outsider.try(EXPORT_PROCESS, { caseId }),
    };
    const lists = await outsider.gql(
      `{ corporations(pageSize: 100) { total } cases(pageSize: 100) { total } caseTags { id } }`,
    );

    expect(Object.entries(reads).map(([name, answer]) => [name, codeOf(answer)])).toEqual(
      Object.keys(reads).map((name) => [name, ["NOT_FOUND"]]),
    );
    expect(reads.case.errors![0].message).toBe("Case not found");
    expect(reads.runById.errors![0].message).toBe("Calculation run not found");
    expect(lists).toEqual({ corporations: { total: 0 }, cases: { total: 0 }, caseTags: [] });
  });

  it("reads the processes of another company's case as not found", async () => {
    const answer = await outsider.try(PROCESSES, { caseId });

    expect(codeOf(answer)).toEqual(["NOT_FOUND"]);
    expect(answer.errors![0].message).toBe("Case not found");
  });

  it("changes nothing of another company, every attempt answering not found", async () => {
    const before = await snapshot();
    const factor = await globalFactor(t, "CN-GRID-2022-NORTH");
    const exported = await demo.gql(EXPORT_PROCESS, { caseId });

    const attempts = {
      updateCorporation: await outsider.try(
        `mutation ($input: UpdateCorporationInput!) { updateCorporation(input: $input) { id } }`,
        { input: { id: corporationId, name: "Taken over" } },
      ),
      setPosition: await outsider.try(
        `mutation ($input: CorporationPositionInput!) {
           setCorporationPosition(input: $input) { id } }`,
        { input: { id: corporationId, longitude: 110, latitude: 30 } },
      ),
      createCase: await outsider.try(CREATE_CASE, {
        input: { corporationId, name: "Intruder", year: 2024 },
      }),
      updateCase: await outsider.try(
        `mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { id } }`,
        { input: { id: caseId, name: "Taken over" } },
      ),
      calculate: await outsider.try(CALCULATE, { caseId }),
      addProcess: await outsider.try(ADD_PROCESS, {
        input: { caseId, name: "Intruder", scope: 1, isoCategory: 1 },
      }),
      deleteProcess: await outsider.try(`mutation ($id: Int!) { deleteCaseProcess(id: $id) }`, {
        id: processId,
      }),
      addTemplateProcesses: await outsider.try(
        `mutation ($input: AddTemplateProcessesInput!) { addTemplateProcesses(input: $input) { id } }`,
        { input: { caseId, templateId: power.id } },
      ),
      updateLines: await outsider.try(UPDATE_LINES, {
        input: { caseId, lines: [{ id: lineId, amount: 1 }] },
      }),
      deleteLines: await outsider.try(
        `mutation ($input: DeleteLinesInput!) { deleteActivityLines(input: $input) }`,
        { input: { caseId, ids: [lineId] } },
      ),
      addLibraryLines: await outsider.try(ADD_LIBRARY_LINES, {
        input: { caseId, processId, factorIds: [factor.id] },
      }),
      addCustomLine: await outsider.try(ADD_CUSTOM_LINE, {
        input: {
          caseId,
          processId,
          name: "Intruder",
          amount: 1,
          unitId: 30,
          factor: { name: "x", unitId: 30, source: "x", gases: [{ gas: "CO2", value: 1 }] },
        },
      }),
      removeUnneeded: await outsider.try(
        `mutation ($caseId: Int!) { removeUnneededLines(caseId: $caseId) }`,
        { caseId },
      ),
      applyDefaults: await outsider.try(
        `mutation ($caseId: Int!) { applyDefaultFactors(caseId: $caseId, overwrite: true) }`,
        { caseId },
      ),
      importActivityLines: await outsider.try(IMPORT_PROCESS, {
        input: { caseId, base64: exported.exportActivityLines.base64 },
      }),
      addTag: await outsider.try(
        `mutation ($input: TagInput!) { addCaseTag(input: $input) { id } }`,
        { input: { name: "mine", caseId } },
      ),
      removeTag: await outsider.try(
        `mutation ($input: RemoveTagInput!) { removeCaseTag(input: $input) }`,
        { input: { id: tagId } },
      ),
      deleteCase: await outsider.try(`mutation ($id: Int!) { deleteCase(id: $id) }`, {
        id: caseId,
      }),
      deleteCorporation: await outsider.try(`mutation ($id: Int!) { deleteCorporation(id: $id) }`, {
        id: corporationId,
      }),
    };
    const after = await snapshot();

    expect(Object.entries(attempts).map(([name, answer]) => [name, codeOf(answer)])).toEqual(
      Object.keys(attempts).map((name) => [name, ["NOT_FOUND"]]),
    );
    expect(before.runs).toHaveLength(1);
    expect(before.tags).toHaveLength(1);
    expect(after).toEqual(before);
  });

  it("cannot put another company's private factor on its own line", async () => {
    const { createEmissionFactor } = await admin.gql(
      `mutation ($input: FactorInput!) { createEmissionFactor(input: $input) { id } }`,
      {
        input: {
          code: "DEMO-PRIVATE-GRID",
          name: "园区电网",
          category: "electricity",
          unitId: 30,
          gases: [{ gas: "CO2", value: 0.4 }],
          region: "CN",
          year: 2024,
          source: "Park grid operator",
        },
      },
    );
    const ownCorporation = await newCorporation(outsider, "Outsider Mill");
    const { id: ownCase } = await newCase(outsider, {
      corporationId: ownCorporation,
      name: "Own",
      year: 2024,
    });
    const ownProcess = await newProcess(outsider, {
      caseId: ownCase,
      name: "Grid",
      scope: 2,
      isoCategory: 2,
    });

    const ownLine = await libraryLine(t, outsider, ownProcess, "CN-GRID-2022-EAST", 10);
    const exported = await outsider.gql(EXPORT_PROCESS, { caseId: ownCase });
    const workbook = await openWorkbook(Buffer.from(exported.exportActivityLines.base64, "base64"));
    const row = processRows(workbook)[0];
    workbook
      .getWorksheet("Process data")!
      .getRow(row.row)
      .getCell(processColumn(workbook, "Factor code")).value = "DEMO-PRIVATE-GRID";

    const answers = {
      addLibraryLines: await outsider.try(ADD_LIBRARY_LINES, {
        input: { caseId: ownCase, processId: ownProcess, factorIds: [createEmissionFactor.id] },
      }),
      factorId: await outsider.try(UPDATE_LINES, {
        input: { caseId: ownCase, lines: [{ id: ownLine.id, factorId: createEmissionFactor.id }] },
      }),
      marketFactorId: await outsider.try(UPDATE_LINES, {
        input: {
          caseId: ownCase,
          lines: [{ id: ownLine.id, marketFactorId: createEmissionFactor.id }],
        },
      }),
    };
    const { importActivityLines } = await outsider.gql(IMPORT_PROCESS, {
      input: { caseId: ownCase, base64: await workbookBase64(workbook) },
    });
    const [line] = await t.dataSource.query(
      `SELECT factor_id AS "factorId", market_factor_id AS "marketFactorId"
       FROM activity_line WHERE id = $1`,
      [ownLine.id],
    );

    expect(Object.entries(answers).map(([name, answer]) => [name, codeOf(answer)])).toEqual(
      Object.keys(answers).map((name) => [name, ["NOT_FOUND"]]),
    );
    expect(answers.addLibraryLines.errors![0].message).toBe("Emission factor not found");
    expect(importActivityLines).toEqual({
      added: 0,
      changed: 0,
      unchanged: 0,
      rejected: [
        {
          row: row.row,
          key: ownLine.name,
          reason: 'factor code "DEMO-PRIVATE-GRID" is not in the library',
        },
      ],
    });
    expect(line).toEqual({ factorId: ownLine.factorId, marketFactorId: null });
  });
});

describe("permissions", () => {
  let viewer: Caller;
  let editor: Caller;
  let corporationId: number;
  let caseId: number;
  beforeAll(async () => {
    const companyId = await demoCompanyId(t);
    viewer = await createUser(t, admin.token, { companyId, username: "gql.viewer", codes: ["aa"] });
    editor = await createUser(t, admin.token, {
      companyId,
      username: "gql.editor",
      codes: ["aa", "aa01"],
    });
    corporationId = await newCorporation(demo, "Guarded Works");
    caseId = (await newCase(demo, { corporationId, name: "Guarded", year: 2024 })).id;
  });

  it("refuses edits, calculation and deletion to a user with only aa, who may still read", async () => {
    const attempts = {
      createCorporation: await viewer.try(CREATE_CORPORATION, { input: { name: "Nope" } }),
      calculate: await viewer.try(CALCULATE, { caseId }),
      addProcess: await viewer.try(ADD_PROCESS, {
        input: { caseId, name: "Nope", scope: 1, isoCategory: 1 },
      }),
      importActivityLines: await viewer.try(IMPORT_PROCESS, { input: { caseId, base64: "AA==" } }),
      deleteCase: await viewer.try(`mutation ($id: Int!) { deleteCase(id: $id) }`, { id: caseId }),
    };
    const read = await viewer.try(CASE, { id: caseId });

    expect(Object.entries(attempts).map(([name, answer]) => [name, codeOf(answer)])).toEqual(
      Object.keys(attempts).map((name) => [name, ["FORBIDDEN"]]),
    );
    expect(read.data?.case.id).toBe(caseId);
    const [row] = await t.dataSource.query(
      "SELECT calculation_count FROM carbon_case WHERE id = $1",
      [caseId],
    );
    expect(row.calculation_count).toBe(0);
  });

  it("refuses createCase to a user without aa02", async () => {
    const answer = await editor.try(CREATE_CASE, {
      input: { corporationId, name: "Not allowed", year: 2024 },
    });
    const update = await editor.try(
      `mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { remark } }`,
      { input: { id: caseId, remark: "fine" } },
    );

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
    expect(update.data?.updateCase).toEqual({ remark: "fine" });
  });

  it("asks an anonymous caller to sign in", async () => {
    const answer = await t.gql(CASE, { id: caseId });

    expect(codeOf(answer)).toEqual(["UNAUTHENTICATED"]);
  });
});
