// Inputs that once broke the platform, replayed: figures that overflow a calculation, ids and
// characters PostgreSQL cannot take, form bodies of 20,000 fields, names of only spaces,
// parallel requests racing for one number, and a global template pointing at one tenant's
// private factor. Each is refused with an error naming the problem, or handled, never INTERNAL.
import request from "supertest";
import { caller, createCompany, createUser, type Caller } from "./support/accounting";
import { codeOf, dbKind, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
let admin: Caller;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login("admin");
  admin = caller(t, adminToken);
});
afterAll(() => t.close());

const CREATE_CORPORATION = `mutation ($input: CorporationInput!) {
  createCorporation(input: $input) { id name } }`;
const CREATE_CASE = `mutation ($input: CaseInput!) { createCase(input: $input) { id } }`;
const ADD_PROCESS = `mutation ($input: CaseProcessInput!) { addCaseProcess(input: $input) { id } }`;
const ADD_CUSTOM_LINE = `mutation ($input: AddCustomLineInput!) { addCustomLine(input: $input) { id } }`;
const CALCULATE = `mutation ($caseId: Int!) {
  calculateCase(caseId: $caseId) { id runNo status totalKg errors { lineId reason message } } }`;
const CASE = `query ($id: Int!) {
  case(id: $id) { id calculationCount latestRun { id runNo status totalKg } } }`;

/** A case of its own with one scope 1 process. */
async function caseWithProcess(name: string) {
  const { createCorporation } = await admin.gql(CREATE_CORPORATION, { input: { name } });
  const { createCase } = await admin.gql(CREATE_CASE, {
    input: { corporationId: createCorporation.id, name, year: 2024 },
  });
  const { addCaseProcess } = await admin.gql(ADD_PROCESS, {
    input: { caseId: createCase.id, name: "Boilers", scope: 1, isoCategory: 1 },
  });
  return { caseId: createCase.id as number, processId: addCaseProcess.id as number };
}

/** A line of `amount` kWh (unit 10) at a factor the user enters, `value` kg CO2 per kWh. */
const customLine = (caseId: number, processId: number, amount: number, value: number) => ({
  input: {
    caseId,
    processId,
    name: "Metered boiler",
    amount,
    unitId: 10,
    factor: { name: "Meter", unitId: 10, source: "Site meter", gases: [{ gas: "CO2", value }] },
  },
});

describe("figures that overflow", () => {
  it("refuses an amount of 1.7e308 and a factor value of 1e308 at the API, naming the field", async () => {
    const { caseId, processId } = await caseWithProcess("Overflow at the door");

    const hugeAmount = await admin.try(ADD_CUSTOM_LINE, customLine(caseId, processId, 1.7e308, 1));
    const hugeFactor = await admin.try(ADD_CUSTOM_LINE, customLine(caseId, processId, 1, 1e308));
    const lines = await t.dataSource.query("SELECT id FROM activity_line WHERE case_id = $1", [
      caseId,
    ]);

    expect(codeOf(hugeAmount)).toEqual(["BAD_USER_INPUT"]);
    expect(hugeAmount.errors![0].message).toBe(
      "amount has an invalid format: at most 1,000,000,000,000",
    );
    expect(codeOf(hugeFactor)).toEqual(["BAD_USER_INPUT"]);
    expect(hugeFactor.errors![0].extensions.field).toBe("factor.gases.0.value");
    expect(lines).toEqual([]);
  });

  it("fails the run of a stored 1.7e308 × 1e308 line, naming it, and the case still reads", async () => {
    const { caseId, processId } = await caseWithProcess("Overflow stored");
    const { addCustomLine } = await admin.gql(ADD_CUSTOM_LINE, customLine(caseId, processId, 1, 1));
    // Figures stored before the API bounded them.
    await t.dataSource.query(
      `UPDATE activity_line SET amount = 1.7e308,
         custom_factor = jsonb_set(custom_factor, '{gases,0,value}', '1e308'::jsonb)
       WHERE id = $1`,
      [addCustomLine.id],
    );

    const { calculateCase } = await admin.gql(CALCULATE, { caseId });
    const read = await admin.try(CASE, { id: caseId });

    expect(calculateCase.status).toBe("failed");
    expect(calculateCase.totalKg).toBeNull();
    expect(calculateCase.errors).toEqual([
      {
        lineId: addCustomLine.id,
        reason: "NOT_FINITE",
        message:
          "Boilers / Metered boiler: the result is not a finite number: CO2e Infinity kg overflows: the amount or factor is too large",
      },
    ]);
    expect(read.errors).toBeUndefined();
    expect(read.data!.case).toMatchObject({ calculationCount: 0, latestRun: null });
  });
});

describe("ids, characters and bodies PostgreSQL cannot take", () => {
  it("answers a legacy id above 2^31 − 1 with a message naming the id, not a server error", async () => {
    const answer = await t.legacy("user/delete", { id: "2147483648" }, { token: adminToken });

    expect(answer.status).toBe(200);
    expect(answer.code).toBe(501);
    expect(answer.msg).toBe("id has an invalid format: a whole number up to 2147483647");
  });

  it("refuses a NUL character in GraphQL variables, in a GraphQL literal and in a legacy form", async () => {
    const inVariables = await admin.try(CREATE_CORPORATION, { input: { name: "Nul\u0000Co" } });
    const inLiteral = await admin.try(
      `mutation { createCorporation(input: { name: "Nul\\u0000Literal" }) { id } }`,
    );
    const legacy = await t.legacy(
      "user/item",
      { username: "nul.user", realname: "Nul\u0000User" },
      { token: adminToken },
    );
    const stored = await t.dataSource.query(
      "SELECT id FROM corporation WHERE name LIKE 'Nul%' UNION ALL SELECT id FROM user_account WHERE username = 'nul.user'",
    );

    expect(inVariables.status).toBe(400);
    expect(codeOf(inVariables)).toEqual(["BAD_USER_INPUT"]);
    expect(inVariables.errors![0].message).toBe(
      "variables.input.name contains a NUL character (U+0000), which text cannot hold",
    );
    expect(codeOf(inLiteral)).toEqual(["BAD_USER_INPUT"]);
    expect(inLiteral.errors![0].extensions.field).toBe("query");
    expect([legacy.status, legacy.code]).toEqual([400, 501]);
    expect(legacy.msg).toBe("realname contains a NUL character (U+0000), which text cannot hold");
    expect(stored).toEqual([]);
  });

  it("answers a form of 20,000 fields with 413 and a message, in both languages", async () => {
    const body = Array.from({ length: 20_000 }, (_, i) => `f${i}=1`).join("&");

    const english = await request(t.app)
      .post("/api/user/list")
      .set("user-token", adminToken)
      .type("form")
      .send(body);
    const chinese = await request(t.app)
      .post("/api/user/list")
      .set("user-token", adminToken)
      .set("accept-language", "zh-CN")
      .type("form")
      .send(body);

    expect(english.status).toBe(413);
    expect(english.body).toEqual({
      code: 501,
      msg: "The request has more than 1000 form fields",
      data: null,
    });
    expect(chinese.body.msg).toBe("请求的表单字段超过1000个");
  });

  it("refuses names of only spaces instead of storing them empty", async () => {
    const corporation = await admin.try(CREATE_CORPORATION, { input: { name: "   " } });
    const role = await admin.try(
      `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
      { input: { name: "  \t " } },
    );
    const companyId = await createCompany(t, adminToken, "Spaces Trading");
    const rename = await admin.try(
      `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { id name } }`,
      { input: { id: companyId, name: "   " } },
    );
    const [company] = await t.dataSource.query("SELECT name FROM company WHERE id = $1", [
      companyId,
    ]);

    expect(corporation.errors![0].message).toBe("name is required");
    expect(role.errors![0].message).toBe("name is required");
    expect(codeOf(rename)).toEqual(["BAD_USER_INPUT"]);
    expect(company.name).toBe("Spaces Trading");
  });
});

describe(`parallel requests for one number (${dbKind})`, () => {
  it("gives 20 parallel calculations of one case the run numbers 1 to 20", async () => {
    const { caseId, processId } = await caseWithProcess("Parallel runs");
    await admin.gql(ADD_CUSTOM_LINE, customLine(caseId, processId, 1000, 0.5));

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.try(CALCULATE, { caseId })),
    );
    const numbers = await t.dataSource.query<Array<{ run_no: number }>>(
      "SELECT run_no FROM calculation_run WHERE case_id = $1 ORDER BY run_no",
      [caseId],
    );
    const [stored] = await t.dataSource.query(
      "SELECT calculation_count FROM carbon_case WHERE id = $1",
      [caseId],
    );

    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    expect(numbers.map((row) => row.run_no)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // 1000 kWh × 0.5 kg CO2/kWh = 500 kg, the same in every run.
    expect(new Set(answers.map((answer) => answer.data!.calculateCase.totalKg))).toEqual(
      new Set([500]),
    );
    expect(stored.calculation_count).toBe(20);
  });

  it("gives 20 lines added in parallel to one process the positions 0 to 19", async () => {
    const { caseId, processId } = await caseWithProcess("Parallel lines");

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.try(ADD_CUSTOM_LINE, customLine(caseId, processId, i + 1, 1)),
      ),
    );
    const positions = await t.dataSource.query<Array<{ sort: number }>>(
      "SELECT sort FROM activity_line WHERE process_id = $1 ORDER BY sort",
      [processId],
    );

    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    expect(positions.map((row) => row.sort)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("refuses a second run with a number already taken, whatever wrote it", async () => {
    const { caseId, processId } = await caseWithProcess("Unique runs");
    await admin.gql(ADD_CUSTOM_LINE, customLine(caseId, processId, 1, 1));
    const { calculateCase } = await admin.gql(CALCULATE, { caseId });

    const duplicate = t.dataSource.query(
      `INSERT INTO calculation_run (company_id, case_id, run_no, gwp_set, status, line_count)
       SELECT company_id, case_id, run_no, gwp_set, status, line_count FROM calculation_run
       WHERE id = $1`,
      [calculateCase.id],
    );

    await expect(duplicate).rejects.toThrow(/duplicate key value violates unique constraint/);
  });
});

describe("references across tenants", () => {
  const CREATE_FACTOR = `mutation ($input: FactorInput!) { createEmissionFactor(input: $input) { id } }`;

  it("refuses a tenant's private factor as the default of a global template's source", async () => {
    const companyId = await createCompany(t, adminToken, "Private Factors Ltd.");
    const tenant = await createUser(t, adminToken, {
      companyId,
      username: "private.factors",
      codes: ["gaa", "gaa02", "gaa03"],
    });
    const { createEmissionFactor } = await tenant.gql(CREATE_FACTOR, {
      input: {
        code: "PRIVATE-STEAM-1",
        name: "秘密工艺蒸汽",
        category: "heat",
        subcategory: "Steam",
        unitId: 41,
        gases: [{ gas: "CO2", value: 92 }],
        region: "CN",
        year: 2024,
        source: "Own meter",
      },
    });
    const { createTemplate } = await admin.gql(
      `mutation ($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
      { input: { code: "GLOBAL-REF-1", name: "Global reference test", global: true } },
    );
    const { addTemplateProcess } = await admin.gql(
      `mutation ($input: AddTemplateProcessInput!) { addTemplateProcess(input: $input) { id } }`,
      { input: { templateId: createTemplate.id, name: "Steam", scope: 2, isoCategory: 2 } },
    );

    const answer = await admin.try(
      `mutation ($input: AddTemplateSourceInput!) { addTemplateSource(input: $input) { id } }`,
      {
        input: {
          processId: addTemplateProcess.id,
          name: "Steam",
          unitId: 41,
          factorId: createEmissionFactor.id,
        },
      },
    );
    const sources = await t.dataSource.query(
      "SELECT id FROM template_source WHERE process_id = $1",
      [addTemplateProcess.id],
    );

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe(
      "The factor PRIVATE-STEAM-1 is a company's own factor: a global template, seen by every company, may use only global factors",
    );
    expect(sources).toEqual([]);
  });
});
