// The legacy process-data calls of SPEC §7 (POST /api/co2case/*) given bad input: a case whose
// blank and broken lines stop the calculation together, negative amounts, lines of another case,
// malformed line values and custom factors, and the export of a case never calculated.
import { SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import { caller, template, type Caller, type Template } from "./support/accounting";
import {
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

describe("a case whose blank lines and broken lines stop the calculation together", () => {
  it("lists every offending line: the blank one and the one with a kg amount on a kWh factor", async () => {
    const corporation = await createCorporation(demo, "Mixed Errors Plant");
    const created = await createCase(demo, {
      corporationId: corporation.id,
      name: "Mixed errors",
      year: 2024,
      baseModelId: general.id,
    });
    const caseLines = await linesOf(demo, created.id);
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
    line = named(await linesOf(demo, caseId), "外购电力");
  });

  it("refuses a negative amount, naming the line's field, and changes no line", async () => {
    const heat = named(await linesOf(demo, caseId), "外购热力（蒸汽、热水）");

    const answer = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      lines: JSON.stringify([
        { id: heat.id, amount: 10 },
        { id: line.id, amount: -5 },
      ]),
    });
    const after = await linesOf(demo, caseId);

    expect(answer.code).toBe(501);
    expect(answer.msg).toContain("amount");
    expect(answer.data).toEqual({ field: "lines.1.amount" });
    // All or nothing: the valid change of the first line was not written either.
    expect(named(after, "外购热力（蒸汽、热水）").amount).toBeNull();
    expect(named(after, "外购电力").amount).toBeNull();
  });

  it("lists a case's lines by process, by keyword and by page", async () => {
    const all = await linesOf(demo, caseId);

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
    const foreign = named(await linesOf(demo, other.id), "外购电力");
    const before = await linesOf(demo, caseId);

    const answer = await demo.legacy("co2case/co2CaseProcessDataDelete", {
      caseId,
      ids: [line.id, foreign.id],
    });

    expect(answer.code).toBe(501);
    expect(answer.data).toEqual({ field: "ids" });
    expect(await linesOf(demo, caseId)).toEqual(before);
    expect(named(await linesOf(demo, other.id), "外购电力").id).toBe(foreign.id);
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
    const foreign = named(await linesOf(demo, other.id), "外购电力");

    const answer = await demo.legacy("co2case/co2CaseProcessDatasUpdate", {
      caseId,
      "lines[0][id]": foreign.id,
      "lines[0][amount]": "5",
    });

    expect(answer.code).toBe(501);
    expect(answer.msg).toBe(`The activity line ${foreign.id} is not a line of this case`);
    expect(named(await linesOf(demo, other.id), "外购电力").amount).toBeNull();
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
