// Editing accounting templates: a company's own templates by gaa03 holders, the global ones by
// the platform operator only; sources must point at a usable factor of their unit's dimension;
// a case created from an edited template copies the edited processes.
import { startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  globalFactor,
  type Caller,
} from "./support/accounting";

let t: TestApp;
let admin: Caller;
let editor: Caller;
let outsider: Caller;
beforeAll(async () => {
  t = await startTestApp();
  const adminToken = await t.login("admin");
  admin = caller(t, adminToken);
  editor = await createUser(t, adminToken, {
    companyId: await demoCompanyId(t),
    username: "template.editor",
    codes: ["aa", "aa01", "aa02", "gaa03"],
  });
  outsider = await createUser(t, adminToken, {
    companyId: await createCompany(t, adminToken, "Other Templates Co"),
    username: "template.outsider",
    codes: ["aa", "gaa03"],
  });
});
afterAll(() => t.close());

const CREATE = `mutation ($input: TemplateInput!) { createTemplate(input: $input) { id companyId code name processes { id } } }`;
const ADD_PROCESS = `mutation ($input: AddTemplateProcessInput!) {
  addTemplateProcess(input: $input) { id name scope isoCategory scope3Category deducted } }`;
const ADD_SOURCE = `mutation ($input: AddTemplateSourceInput!) {
  addTemplateSource(input: $input) { id name unitId method factorId } }`;
const DETAIL = `query ($id: Int!) { template(id: $id) { id name processes { name scope sources { name unitId factor { code } } } } }`;

describe("a company template", () => {
  let modelId: number;
  let processId: number;

  it("is created in the editor's company", async () => {
    const { createTemplate } = await editor.gql(CREATE, {
      input: { code: "PLANT-A", name: "Plant A inventory" },
    });

    expect(createTemplate).toMatchObject({
      code: "PLANT-A",
      name: "Plant A inventory",
      processes: [],
    });
    expect(createTemplate.companyId).toBe(await demoCompanyId(t));
    modelId = createTemplate.id;
  });

  it("gets processes; a scope 3 category is kept only on scope 3 processes", async () => {
    const { addTemplateProcess: boiler } = await editor.gql(ADD_PROCESS, {
      input: { templateId: modelId, name: "Boilers", scope: 1, isoCategory: 1, scope3Category: 4 },
    });
    const { addTemplateProcess: freight } = await editor.gql(ADD_PROCESS, {
      input: {
        templateId: modelId,
        name: "Inbound freight",
        scope: 3,
        isoCategory: 3,
        scope3Category: 4,
      },
    });

    expect(boiler).toMatchObject({ scope: 1, scope3Category: null, deducted: false });
    expect(freight).toMatchObject({ scope: 3, scope3Category: 4 });
    processId = boiler.id;
  });

  it("gets sources with a default factor of the same dimension", async () => {
    const gas = await globalFactor(t, "CN-GUIDE-FUEL-NATURAL-GAS");

    const { addTemplateSource } = await editor.gql(ADD_SOURCE, {
      input: { processId, name: "Natural gas", unitId: 22, method: "combustion", factorId: gas.id },
    });

    expect(addTemplateSource).toMatchObject({
      unitId: 22,
      method: "combustion",
      factorId: gas.id,
    });
  });

  it("refuses a default factor whose unit is of another dimension, naming factorId", async () => {
    const grid = await globalFactor(t, "CN-GRID-2022-EAST"); // per kWh: energy

    const answer = await editor.try(ADD_SOURCE, {
      input: { processId, name: "Coal", unitId: 11, factorId: grid.id }, // t: mass
    });

    expect(answer.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "factorId",
    });
  });

  it("is copied into a new case with its edited processes and sources", async () => {
    const { createCorporation } = await editor.gql(
      `mutation { createCorporation(input: { name: "Plant A" }) { id } }`,
    );
    const { createCase } = await editor.gql(
      `mutation ($input: CaseInput!) { createCase(input: $input) { id } }`,
      {
        input: {
          corporationId: createCorporation.id,
          name: "Plant A 2024",
          year: 2024,
          templateId: modelId,
        },
      },
    );
    const { caseProcesses } = await editor.gql(
      `query ($caseId: Int!) { caseProcesses(caseId: $caseId) { name scope } }`,
      { caseId: createCase.id },
    );
    const { activityLines } = await editor.gql(
      `query ($caseId: Int!) { activityLines(caseId: $caseId) { items { name unitId method factor { code } } } }`,
      { caseId: createCase.id },
    );

    expect(caseProcesses).toEqual([
      { name: "Boilers", scope: 1 },
      { name: "Inbound freight", scope: 3 },
    ]);
    expect(activityLines.items).toEqual([
      {
        name: "Natural gas",
        unitId: 22,
        method: "combustion",
        factor: { code: "CN-GUIDE-FUEL-NATURAL-GAS" },
      },
    ]);
  });

  it("is invisible and untouchable to another company", async () => {
    const read = await outsider.try(DETAIL, { id: modelId });
    const change = await outsider.try(
      `mutation ($input: UpdateTemplateInput!) { updateTemplate(input: $input) { id } }`,
      { input: { id: modelId, code: "PLANT-A", name: "Taken over" } },
    );

    expect(read.errors?.[0].extensions.code).toBe("NOT_FOUND");
    expect(change.errors?.[0].extensions.code).toBe("NOT_FOUND");
  });

  it("is deleted with its processes and sources", async () => {
    await editor.gql(`mutation ($id: Int!) { deleteTemplate(id: $id) }`, { id: modelId });

    const left = await t.dataSource.query(
      "SELECT count(*)::int AS n FROM template_process WHERE template_id = $1",
      [modelId],
    );
    expect(left).toEqual([{ n: 0 }]);
    expect((await editor.try(DETAIL, { id: modelId })).errors?.[0].extensions.code).toBe(
      "NOT_FOUND",
    );
  });
});

describe("the global templates", () => {
  it("cannot be changed by a template editor without sys", async () => {
    const { templates } = await editor.gql(`{ templates { id code companyId } }`);
    const general = templates.find(
      (model: { code: string }) => model.code === "BM-GBT32150-GENERAL",
    );

    const answer = await editor.try(ADD_PROCESS, {
      input: { templateId: general.id, name: "Extra", scope: 1, isoCategory: 1 },
    });

    expect(general.companyId).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      reason: "GLOBAL_LIBRARY",
    });
  });

  it("can be added by the platform operator", async () => {
    const { createTemplate } = await admin.gql(CREATE, {
      input: { code: "BM-TEST-GLOBAL", name: "Global test template", global: true },
    });

    expect(createTemplate.companyId).toBeNull();
  });

  it("refuses editing to a user without gaa03", async () => {
    const demo = caller(t, await t.login("demo"));

    const answer = await demo.try(CREATE, { input: { code: "X", name: "X" } });

    expect(answer.errors?.[0].extensions.code).toBe("FORBIDDEN");
  });
});

describe("the defaults of an industry", () => {
  const industryId = async (code: string) => {
    const [row] = await t.dataSource.query("SELECT id FROM industry WHERE code = $1", [code]);
    return row.id as number;
  };

  it("give a manufacturing corporation's case the general template without choosing one", async () => {
    const { createCorporation } = await editor.gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name: "Foundry", industryId: await industryId("C") } },
    );
    const { createCase } = await editor.gql(
      `mutation ($input: CaseInput!) { createCase(input: $input) { id templateId } }`,
      { input: { corporationId: createCorporation.id, name: "Foundry 2024", year: 2024 } },
    );
    const general = await t.dataSource.query(
      "SELECT id FROM template WHERE code = 'BM-GBT32150-GENERAL'",
    );

    expect(createCase.templateId).toBe(general[0].id);
  });

  it("give scope 2 lines without a factor the industry's electricity and heat factors", async () => {
    const { createCorporation } = await editor.gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name: "Workshop", industryId: await industryId("C") } },
    );
    const { createCase } = await editor.gql(
      `mutation ($input: CaseInput!) { createCase(input: $input) { id } }`,
      {
        input: {
          corporationId: createCorporation.id,
          name: "Workshop 2024",
          year: 2024,
          templateId: (
            await t.dataSource.query("SELECT id FROM template WHERE code = 'BM-GHGP-CORPORATE'")
          )[0].id,
        },
      },
    );
    const addProcess = async (name: string) =>
      (
        await editor.gql(
          `mutation ($input: CaseProcessInput!) { addCaseProcess(input: $input) { id } }`,
          { input: { caseId: createCase.id, name, scope: 2, isoCategory: 2 } },
        )
      ).addCaseProcess.id as number;
    const custom = (processId: number, name: string, unitId: number) =>
      editor.gql(`mutation ($input: AddCustomLineInput!) { addCustomLine(input: $input) { id } }`, {
        input: {
          caseId: createCase.id,
          processId,
          name,
          unitId,
          amount: 1,
          factor: { name: "placeholder", unitId, gases: [{ gas: "CO2", value: 0 }], source: "x" },
        },
      });
    const power = await custom(await addProcess("Sub-metered power"), "Workshop meter", 30);
    const steam = await custom(await addProcess("Purchased steam"), "Steam", 41);
    // Clear the placeholder factors: the lines now have none.
    await editor.gql(
      `mutation ($input: UpdateActivityLinesInput!) { updateActivityLines(input: $input) { id } }`,
      {
        input: {
          caseId: createCase.id,
          lines: [
            { id: power.addCustomLine.id, customFactor: null },
            { id: steam.addCustomLine.id, customFactor: null },
          ],
        },
      },
    );

    const { applyDefaultFactors } = await editor.gql(
      `mutation ($caseId: Int!) { applyDefaultFactors(caseId: $caseId) }`,
      { caseId: createCase.id },
    );
    const rows = await t.dataSource.query(
      `SELECT line.name, factor.code FROM activity_line line JOIN emission_factor factor ON factor.id = line.factor_id
       WHERE line.id = ANY($1) ORDER BY line.name`,
      [[power.addCustomLine.id, steam.addCustomLine.id]],
    );

    expect(rows).toEqual([
      { name: "Steam", code: "CN-HEAT-GUIDE-2013" },
      { name: "Workshop meter", code: "CN-GRID-2023-NATIONAL" },
    ]);
    expect(applyDefaultFactors).toBeGreaterThanOrEqual(2);
  });

  it("are set by the platform operator, with an energy factor for electricity", async () => {
    const SET = `mutation ($input: IndustryDefaultInput!) { setIndustryDefault(input: $input) { industryId electricityFactorId } }`;
    const ets = await globalFactor(t, "CN-GRID-ETS-POWER");
    const limestone = await globalFactor(t, "CN-GUIDE-PROC-LIMESTONE");
    const power = await industryId("D");

    const { setIndustryDefault } = await admin.gql(SET, {
      input: { industryId: power, electricityFactorId: ets.id },
    });
    const wrong = await admin.try(SET, {
      input: { industryId: power, electricityFactorId: limestone.id },
    });
    const refused = await editor.try(SET, { input: { industryId: power } });

    expect(setIndustryDefault).toEqual({ industryId: power, electricityFactorId: ets.id });
    expect(wrong.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "electricityFactorId",
    });
    expect(refused.errors?.[0].extensions.code).toBe("FORBIDDEN");
  });
});
