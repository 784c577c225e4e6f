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

  /** A corporation in a province, a case of a year from the GHG Protocol template. */
  const provincialCase = async (name: string, province: string | null, year: number) => {
    const { createCorporation } = await editor.gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name, industryId: await industryId("C"), province } },
    );
    const { createCase } = await editor.gql(
      `mutation ($input: CaseInput!) { createCase(input: $input) { id } }`,
      {
        input: {
          corporationId: createCorporation.id,
          name: `${name} ${year}`,
          year,
          templateId: (
            await t.dataSource.query("SELECT id FROM template WHERE code = 'BM-GHGP-CORPORATE'")
          )[0].id,
        },
      },
    );
    return createCase.id as number;
  };
  /** The factor of the purchased electricity line (scope 2, kWh) after applying defaults. */
  const electricityAfterDefaults = async (caseId: number) => {
    await editor.gql(`mutation ($caseId: Int!) { applyDefaultFactors(caseId: $caseId) }`, {
      caseId,
    });
    const [row] = await t.dataSource.query(
      `SELECT factor.code, factor.gases FROM activity_line line
         JOIN case_process process ON process.id = line.process_id AND process.scope = 2
         JOIN emission_factor factor ON factor.id = line.factor_id
       WHERE line.case_id = $1 AND line.unit_id = 30`,
      [caseId],
    );
    return { code: row.code as string, co2: row.gases[0].value as number };
  };
  const CHOICE = `query ($caseId: Int!) { defaultGridFactor(caseId: $caseId) {
    level caseYear dataYear province note factor { code sourceUrl } } }`;

  it("give a 2024 case in Jiangsu the 2023 Jiangsu grid factor, the latest published", async () => {
    // MEE/NBS Announcement No. 47 of 2025 (2023 data): 江苏 0.5827 kg CO2/kWh; no 2024 data year
    // is published, so a 2024 inventory takes 2023.
    const caseId = await provincialCase("Suzhou plant", "320000", 2024);

    const used = await electricityAfterDefaults(caseId);
    const zh = (await t.gql(CHOICE, { caseId }, { token: editor.token, locale: "zh-CN" })).data!;
    const en = (await t.gql(CHOICE, { caseId }, { token: editor.token, locale: "en" })).data!;

    expect(used).toEqual({ code: "CN-GRID-2023-320000", co2: 0.5827 });
    expect(zh.defaultGridFactor).toMatchObject({
      level: "province",
      caseYear: 2024,
      dataYear: 2023,
      province: "320000",
      factor: {
        code: "CN-GRID-2023-320000",
        sourceUrl: "https://www.mee.gov.cn/xxgk2018/xxgk/xxgk01/202512/t20251231_1139517.html",
      },
    });
    expect(zh.defaultGridFactor.note).toBe(
      "外购电力采用江苏省电力平均二氧化碳排放因子（2023年）（0.5827 kgCO2/kWh）。2024年因子尚未发布（生态环境部、国家统计局约在数据年份两年后发布），采用最近已发布的2023年因子。",
    );
    expect(en.defaultGridFactor.note).toContain(
      "Jiangsu provincial average electricity CO2 emission factor (2023) (0.5827 kg CO2/kWh)",
    );
    expect(en.defaultGridFactor.note).toContain("the latest published year, 2023, is used");
  });

  it("give a case of a published year that year's provincial factor", async () => {
    // Announcement No. 33 of 2024 (2022 data): 广东 0.4403; No. 12 of 2024 (2021 data): 四川 0.1255.
    expect(
      await electricityAfterDefaults(await provincialCase("Dongguan", "440000", 2022)),
    ).toEqual({ code: "CN-GRID-2022-440000", co2: 0.4403 });
    expect(await electricityAfterDefaults(await provincialCase("Chengdu", "510000", 2021))).toEqual(
      { code: "CN-GRID-2021-510000", co2: 0.1255 },
    );
  });

  it("give Tibet, which the notices do not publish, the national average, and say so", async () => {
    // 西藏 is not in the 30 provincial values and its regional grid is not stated: national 2023
    // average 0.5306 (rather than the 西南 0.2472 some tools fill in).
    const caseId = await provincialCase("Lhasa depot", "540000", 2025);

    const used = await electricityAfterDefaults(caseId);
    const { defaultGridFactor } = await editor.gql(CHOICE, { caseId });

    expect(used).toEqual({ code: "CN-GRID-2023-NATIONAL", co2: 0.5306 });
    expect(defaultGridFactor).toMatchObject({ level: "national", dataYear: 2023 });
    expect(defaultGridFactor.note).toContain("do not publish Tibet");
  });

  it("give a corporation without a province the national average of the year", async () => {
    // 2022 national average 0.5366 (Announcement No. 33 of 2024).
    expect(await electricityAfterDefaults(await provincialCase("Head office", null, 2022))).toEqual(
      { code: "CN-GRID-2022-NATIONAL", co2: 0.5366 },
    );
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
