// Heavy operations (exports, calculations, imports, uploads): one request carries at most one of
// them, however it is spelled (aliases, fragments, inline fragments), each costs what it costs
// against GRAPHQL_MAX_COST, the factor export writes a bounded number of rows, and neither the
// legacy calls nor batched HTTP requests carry more than one.
import request from "supertest";
import { parse, printSchema } from "graphql";
import { buildAppSchema } from "../src/graphql/schema";
import { HEAVY_COST, MAX_HEAVY_PER_REQUEST, operationCost } from "../src/graphql/limits";
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import { caller, openWorkbook, type Caller } from "./support/accounting";
import { caseWithOneLine } from "./support/custom-line";

let t: TestApp;
let demo: Caller;
let admin: Caller;
/** A calculated case of demo's company: one scope 1 line of 10 kg at 1 kg CO2 per kg. */
let caseId: number;

beforeAll(async () => {
  t = await startTestApp();
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  admin = caller(t, await t.login("admin"));
  ({ caseId } = await caseWithOneLine(demo, "Heavy operations"));
  await demo.gql(`mutation { calculateCase(caseId: ${caseId}) { id } }`);
});
afterAll(() => t.close());

const runCount = async () =>
  Number(
    (await t.dataSource.query<Array<{ n: string }>>("SELECT count(*) AS n FROM calculation_run"))[0]
      .n,
  );

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join("\n");

describe("one heavy operation per request", () => {
  it("refuses 300 aliases of exportCaseResult before building any workbook", async () => {
    const started = Date.now();

    const answer = await demo.try(
      `{ ${aliases(300, `exportCaseResult(caseId: ${caseId}) { filename base64 }`)} }`,
    );

    expect(answer.data).toBeUndefined();
    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe(
      "A request may carry at most 1 export, calculation, import or upload; this one asks for 300 (a0, a1, a2, a3, a4, ...). Send them one request at a time",
    );
    // Refused up front: nowhere near the 8.7 s the 300 workbooks took.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses 200 aliases of calculateCase and stores no run", async () => {
    const before = await runCount();

    const answer = await demo.try(
      `mutation { ${aliases(200, `calculateCase(caseId: ${caseId}) { id }`)} }`,
    );

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(await runCount()).toBe(before);
  });

  it("counts heavy fields reached through fragments and inline fragments", async () => {
    const answer = await demo.try(
      `query { ...Results ... on Query { lines: exportActivityLines(caseId: ${caseId}) { filename } } }
       fragment Results on Query { results: exportCaseResult(caseId: ${caseId}) { filename } }`,
    );

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toContain("this one asks for 2 (results, lines)");
  });

  it("refuses mixed heavy mutations: a calculation and an import", async () => {
    const before = await runCount();

    const answer = await demo.try(
      `mutation ($input: ImportActivityLinesInput!) {
         calculateCase(caseId: ${caseId}) { id }
         importActivityLines(input: $input) { added }
       }`,
      { input: { caseId, base64: "" } },
    );

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(await runCount()).toBe(before);
  });

  it("says so in Chinese for a zh-CN caller", async () => {
    const answer = await t.gql(
      `mutation { one: calculateCase(caseId: ${caseId}) { id } two: calculateCase(caseId: ${caseId}) { id } }`,
      {},
      { token: demo.token, locale: "zh-CN" },
    );

    expect(answer.errors![0].message).toBe(
      "一次请求最多包含 1 个导出、计算、导入或上传操作，本次请求包含 2 个（one, two），请分开逐个发送",
    );
  });

  it("still runs one heavy operation with ordinary fields beside it", async () => {
    const before = await runCount();

    const answer = await demo.try(`mutation { calculateCase(caseId: ${caseId}) { id status } }`);
    const exported = await demo.try(
      `{ case(id: ${caseId}) { name } exportCaseResult(caseId: ${caseId}) { filename mimeType } }`,
    );

    expect(answer.data!.calculateCase.status).toBe("succeeded");
    expect(await runCount()).toBe(before + 1);
    expect(exported.errors).toBeUndefined();
    expect(exported.data!.exportCaseResult.mimeType).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
  });

  it("marks every export, calculation, import and upload of the schema as heavy", async () => {
    const schema = await buildAppSchema();
    const roots = [schema.getQueryType()!, schema.getMutationType()!];
    const named = roots.flatMap((root) =>
      Object.values(root.getFields())
        .filter((field) => /^(export|calculate|import|upload)/.test(field.name))
        .map((field) => [field.name, field.extensions.heavy === true] as const),
    );

    expect(named.length).toBeGreaterThanOrEqual(7);
    expect(named.filter(([, heavy]) => !heavy)).toEqual([]);
    expect(MAX_HEAVY_PER_REQUEST).toBe(1);
    // The descriptions tell partners about the limit.
    expect(printSchema(schema)).toContain("Heavy: one per request");
  });
});

describe("the price of heavy operations", () => {
  it("counts each export, calculation, import and upload at its price", async () => {
    const schema = await buildAppSchema();
    const cost = (query: string) => operationCost(schema, parse(query));

    // The price plus 1 for the one field selected below it.
    expect(cost(`{ exportCaseResult(caseId: 1) { filename } }`)).toBe(HEAVY_COST.export + 1);
    expect(cost(`{ exportActivityLines(caseId: 1) { filename } }`)).toBe(HEAVY_COST.export + 1);
    expect(cost(`mutation { calculateCase(caseId: 1) { id } }`)).toBe(HEAVY_COST.calculation + 1);
    expect(
      cost(`mutation { importActivityLines(input: { caseId: 1, base64: "" }) { added } }`),
    ).toBe(HEAVY_COST.import + 1);
    expect(
      cost(`mutation { importEmissionFactors(input: { kind: "csv", base64: "" }) { added } }`),
    ).toBe(HEAVY_COST.import + 1);
    expect(
      cost(`mutation { uploadEvidenceFile(input: { name: "a.pdf", contentBase64: "" }) { id } }`),
    ).toBe(HEAVY_COST.upload + 1);
    // The factor export also pays for the rows it may write.
    expect(cost(`{ exportEmissionFactors(maxRows: 500) { base64 } }`)).toBe(
      HEAVY_COST.export + 500 + 1,
    );
    expect(cost(`{ exportEmissionFactors { base64 } }`)).toBe(HEAVY_COST.export + 2000 + 1);
  });

  it("refuses a factor export whose rows would pass the cost limit", async () => {
    const answer = await admin.try(`{ exportEmissionFactors(maxRows: 5000) { base64 } }`);

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe(
      "Query cost 6001 exceeds the maximum of 5000; ask for fewer fields or smaller pages",
    );
  });
});

describe("the factor export", () => {
  const EXPORT = `query ($maxRows: Int, $keyword: String) {
    exportEmissionFactors(maxRows: $maxRows, keyword: $keyword) { base64 } }`;

  it("refuses a search that finds more factors than maxRows, naming both", async () => {
    const { emissionFactors } = await admin.gql(`{ emissionFactors { total } }`);

    const answer = await admin.try(EXPORT, { maxRows: 5 });

    expect(emissionFactors.total).toBeGreaterThan(5);
    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe(
      `The search finds ${emissionFactors.total} factors, more than the 5 one export may hold; narrow the search`,
    );
  });

  it("takes no page arguments and at most 2,000 rows", async () => {
    const paged = await admin.try(`{ exportEmissionFactors(pageSize: 100) { base64 } }`);
    const huge = await admin.try(EXPORT, { maxRows: 2001 });

    expect(codeOf(paged)).toEqual(["BAD_USER_INPUT"]);
    expect(codeOf(huge)).toEqual(["BAD_USER_INPUT"]);
    expect(huge.errors![0].extensions.field).toBe("maxRows");
  });

  it("writes every factor of a search within the limit", async () => {
    const { emissionFactors } = await admin.gql(
      `{ emissionFactors(keyword: "diesel", pageSize: 100) { total } }`,
    );

    const { exportEmissionFactors } = await admin.gql(EXPORT, { keyword: "diesel" });
    const workbook = await openWorkbook(Buffer.from(exportEmissionFactors.base64, "base64"));
    const sheet = workbook.worksheets[0];
    const codes: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1 && row.getCell(1).text) codes.push(row.getCell(1).text);
    });

    expect(emissionFactors.total).toBeGreaterThan(0);
    expect(codes).toHaveLength(emissionFactors.total);
  });
});

describe("outside one GraphQL operation", () => {
  it("refuses a batched HTTP request of several operations", async () => {
    const before = await runCount();
    const operation = { query: `mutation { calculateCase(caseId: ${caseId}) { id } }` };

    const response = await request(t.app)
      .post("/graphql")
      .set("user-token", demo.token)
      .send([operation, operation, operation]);

    expect(response.status).toBe(400);
    expect(await runCount()).toBe(before);
  });

  it("lets a legacy calculation carry one case only", async () => {
    const before = await runCount();

    const form = await demo.legacy("co2case/co2Case_caculate", {
      "caseId[]": [caseId, caseId, caseId],
    });
    const json = await demo.legacy(
      "co2case/co2Case_caculate",
      { caseId: [caseId, caseId, caseId] },
      { json: true },
    );

    expect(form.code).toBe(501);
    expect(json.code).toBe(501);
    expect(await runCount()).toBe(before);
  });
});
