// The legacy carbon-accounting calls of SPEC §7 (POST /api/co2case/*) and who may make them: the
// permission codes of accounting users, and tenancy (another company's corporations, cases,
// lines, runs and workbooks).
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  globalFactor,
  template,
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
} from "./support/accounting-legacy";

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
    expect(await caseRow(t, caseId)).toMatchObject({ calcNums: 0 });
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
    const caseLines = await linesOf(demo, caseId);
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
