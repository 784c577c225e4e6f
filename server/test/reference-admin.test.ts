// Editing the global reference data of carbon accounting: the industry classification (gac) and
// the standards templates follow (gad). Both are global rows, so the permission code alone is
// not enough: like the global factor library, only the platform operator (sys) changes them.
// Codes are unique; a row still used by any company's corporations or templates, by the
// industry defaults or by sub-industries cannot be deleted, and the refusal names its users.
import { seed } from "../src/db/seed/seed";
import { startTestApp, type TestApp } from "./support/harness";
import { SEED } from "./support/template";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  type Caller,
} from "./support/accounting";

let t: TestApp;
let admin: Caller;
/** Holds gac and gad but is not the platform operator. */
let editor: Caller;
/** The platform operator's code without the screens' codes. */
let operatorOnly: Caller;
/** A user of another company who records corporations and templates. */
let outsider: Caller;
beforeAll(async () => {
  t = await startTestApp();
  const adminToken = await t.login("admin");
  admin = caller(t, adminToken);
  const demo = await demoCompanyId(t);
  editor = await createUser(t, adminToken, {
    companyId: demo,
    username: "reference.editor",
    codes: ["gac", "gad"],
  });
  operatorOnly = await createUser(t, adminToken, {
    companyId: demo,
    username: "reference.operator",
    codes: ["sys"],
  });
  outsider = await createUser(t, adminToken, {
    companyId: await createCompany(t, adminToken, "Other Reference Co"),
    username: "reference.outsider",
    codes: ["aa", "aa01", "aa03", "gaa03"],
  });
});
afterAll(() => t.close());

const INDUSTRY = "id code name nameEn parentId sort";
const CREATE_INDUSTRY = `mutation ($input: IndustryInput!) { createIndustry(input: $input) { ${INDUSTRY} } }`;
const UPDATE_INDUSTRY = `mutation ($input: UpdateIndustryInput!) { updateIndustry(input: $input) { ${INDUSTRY} } }`;
const DELETE_INDUSTRY = `mutation ($id: Int!) { deleteIndustry(id: $id) }`;

const STANDARD = "id code name nameEn kind publisher year sort";
const CREATE_STANDARD = `mutation ($input: IndustryStandardInput!) { createIndustryStandard(input: $input) { ${STANDARD} } }`;
const UPDATE_STANDARD = `mutation ($input: UpdateIndustryStandardInput!) { updateIndustryStandard(input: $input) { ${STANDARD} } }`;
const DELETE_STANDARD = `mutation ($id: Int!) { deleteIndustryStandard(id: $id) }`;

const industryId = async (code: string): Promise<number> => {
  const rows = await t.dataSource.query("SELECT id FROM industry WHERE code = $1", [code]);
  if (rows.length !== 1) throw new Error(`no industry ${code}`);
  return rows[0].id as number;
};

describe("an industry", () => {
  let plastics: { id: number; sort: number };

  it("is added by the platform operator under a section, after its sub-industries", async () => {
    const manufacturing = await industryId("C");

    const { createIndustry: rubber } = await admin.gql(CREATE_INDUSTRY, {
      input: { code: "C29-T", name: "橡胶和塑料制品业", parentId: manufacturing },
    });
    const { createIndustry: second } = await admin.gql(CREATE_INDUSTRY, {
      input: {
        code: "C292-T",
        name: "塑料制品业",
        nameEn: " Plastic products ",
        parentId: manufacturing,
      },
    });

    // No English name given: the Chinese one stands in. The seed puts no industry under C, so
    // the first is at place 0 among C's sub-industries and the second at 1.
    expect(rubber).toMatchObject({
      code: "C29-T",
      name: "橡胶和塑料制品业",
      nameEn: "橡胶和塑料制品业",
      parentId: manufacturing,
      sort: 0,
    });
    expect(second).toMatchObject({ nameEn: "Plastic products", sort: 1 });
    plastics = second;
  });

  it("is in the reference data of every company", async () => {
    const { referenceData } = await outsider.gql(`{ referenceData { industries { code } } }`);

    expect(referenceData.industries).toEqual(
      expect.arrayContaining([{ code: "C29-T" }, { code: "C292-T" }]),
    );
  });

  it("is changed, keeping its place when none is given", async () => {
    const rubber = await industryId("C29-T");

    const { updateIndustry } = await admin.gql(UPDATE_INDUSTRY, {
      input: {
        id: plastics.id,
        code: "C292-T",
        name: "塑料制品业",
        nameEn: "Manufacture of plastic products",
        parentId: rubber,
      },
    });

    expect(updateIndustry).toEqual({
      id: plastics.id,
      code: "C292-T",
      name: "塑料制品业",
      nameEn: "Manufacture of plastic products",
      parentId: rubber,
      sort: plastics.sort,
    });
  });

  it("refuses a code another industry has, naming the code", async () => {
    const created = await admin.try(CREATE_INDUSTRY, { input: { code: "C", name: "Duplicate" } });
    const renamed = await admin.try(UPDATE_INDUSTRY, {
      input: { id: plastics.id, code: "C29-T", name: "塑料制品业" },
    });

    expect(created.errors?.[0].extensions.code).toBe("CONFLICT");
    expect(created.errors?.[0].message).toBe("An industry with the code C already exists");
    expect(renamed.errors?.[0].extensions.code).toBe("CONFLICT");
  });

  it("cannot be placed under itself or one of its sub-industries", async () => {
    const rubber = await industryId("C29-T");

    const itself = await admin.try(UPDATE_INDUSTRY, {
      input: { id: rubber, code: "C29-T", name: "橡胶和塑料制品业", parentId: rubber },
    });
    const below = await admin.try(UPDATE_INDUSTRY, {
      input: { id: rubber, code: "C29-T", name: "橡胶和塑料制品业", parentId: plastics.id },
    });

    for (const answer of [itself, below]) {
      expect(answer.errors?.[0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        field: "parentId",
      });
    }
  });

  it("needs a parent that exists", async () => {
    const answer = await admin.try(CREATE_INDUSTRY, {
      input: { code: "X-ORPHAN", name: "Orphan", parentId: 999_999 },
    });

    expect(answer.errors?.[0].extensions.code).toBe("NOT_FOUND");
  });

  it("rejects a code with a space and a blank name, naming the field", async () => {
    const spaced = await admin.try(CREATE_INDUSTRY, { input: { code: "C 29", name: "Spaced" } });
    const blank = await admin.try(CREATE_INDUSTRY, { input: { code: "C-BLANK", name: "   " } });

    expect(spaced.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "code" });
    expect(blank.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "name" });
  });

  it("is not changed by a gac holder who is not the platform operator", async () => {
    const answer = await editor.try(CREATE_INDUSTRY, { input: { code: "C-EDIT", name: "Edit" } });
    const removal = await editor.try(DELETE_INDUSTRY, { id: plastics.id });

    expect(answer.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      reason: "GLOBAL_LIBRARY",
    });
    expect(removal.errors?.[0].extensions.code).toBe("FORBIDDEN");
    expect(await industryId("C292-T")).toBe(plastics.id);
  });

  it("is not changed without gac, even by the platform operator", async () => {
    const answer = await operatorOnly.try(CREATE_INDUSTRY, {
      input: { code: "C-SYS", name: "Sys only" },
    });

    expect(answer.errors?.[0].extensions.code).toBe("FORBIDDEN");
    expect(await t.dataSource.query("SELECT id FROM industry WHERE code = 'C-SYS'")).toHaveLength(
      0,
    );
  });
});

describe("deleting an industry", () => {
  it("is refused while another company's corporation, a template, the defaults and a sub-industry use it, naming each", async () => {
    const { createIndustry: glass } = await admin.gql(CREATE_INDUSTRY, {
      input: { code: "C30-T", name: "非金属矿物制品业", nameEn: "Non-metallic mineral products" },
    });
    await admin.gql(CREATE_INDUSTRY, {
      input: { code: "C304-T", name: "玻璃制造", parentId: glass.id },
    });
    await outsider.gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name: "Float glass plant", industryId: glass.id } },
    );
    await outsider.gql(
      `mutation ($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
      {
        input: { code: "GLASS-T", name: "Glass plant inventory", industryId: glass.id },
      },
    );
    const general = await t.dataSource.query(
      "SELECT id FROM template WHERE code = 'BM-GBT32150-GENERAL'",
    );
    await admin.gql(
      `mutation ($input: IndustryDefaultInput!) { setIndustryDefault(input: $input) { id } }`,
      { input: { industryId: glass.id, templateId: general[0].id } },
    );

    const answer = await admin.try(DELETE_INDUSTRY, { id: glass.id });
    const inChinese = await t.gql(
      DELETE_INDUSTRY,
      { id: glass.id },
      {
        token: admin.token,
        locale: "zh-CN",
      },
    );

    expect(answer.errors?.[0].extensions).toMatchObject({
      code: "CONFLICT",
      references: { corporations: 1, templates: 1, industryDefaults: 1, subIndustries: 1 },
    });
    expect(answer.errors?.[0].message).toBe(
      "The industry C30-T is still used by 1 corporation(s), 1 template(s), the industry defaults, 1 sub-industry(ies); change or delete them first",
    );
    expect(inChinese.errors?.[0].message).toBe(
      "行业C30-T仍被1 个核算主体、1 个核算模板、行业默认值、1 个下级行业使用，请先修改或删除它们",
    );
    expect(await industryId("C30-T")).toBe(glass.id);
  });

  it("succeeds once nothing uses it; cleared defaults do not count", async () => {
    const glass = await industryId("C30-T");
    const [corporation] = await t.dataSource.query(
      "SELECT id FROM corporation WHERE industry_id = $1",
      [glass],
    );
    const [template] = await t.dataSource.query("SELECT id FROM template WHERE code = 'GLASS-T'");
    await outsider.gql(`mutation ($id: Int!) { deleteCorporation(id: $id) }`, {
      id: corporation.id,
    });
    await outsider.gql(`mutation ($id: Int!) { deleteTemplate(id: $id) }`, { id: template.id });
    await admin.gql(DELETE_INDUSTRY, { id: await industryId("C304-T") });
    // Clearing the defaults leaves an empty row behind: it no longer uses the industry.
    await admin.gql(
      `mutation ($input: IndustryDefaultInput!) { setIndustryDefault(input: $input) { id } }`,
      { input: { industryId: glass } },
    );

    const { deleteIndustry } = await admin.gql(DELETE_INDUSTRY, { id: glass });
    const again = await admin.try(DELETE_INDUSTRY, { id: glass });
    const left = await t.dataSource.query(
      "SELECT count(*)::int AS n FROM industry_default WHERE industry_id = $1",
      [glass],
    );

    expect(deleteIndustry).toBe(true);
    expect(again.errors?.[0].extensions.code).toBe("NOT_FOUND");
    expect(left).toEqual([{ n: 0 }]);
  });
});

describe("an industry standard", () => {
  let standard: { id: number; sort: number };

  it("is added by the platform operator at the end of the list", async () => {
    const [{ last }] = await t.dataSource.query(
      "SELECT max(sort)::int AS last FROM industry_standard",
    );

    const { createIndustryStandard } = await admin.gql(CREATE_STANDARD, {
      input: {
        code: "ISO14064-2:2019",
        name: "ISO 14064-2:2019 项目层次温室气体减排和清除增加的量化、监测和报告规范",
        nameEn: "ISO 14064-2:2019 Greenhouse gases, part 2: project level",
        kind: "international",
        publisher: "ISO",
        year: 2019,
      },
    });

    expect(createIndustryStandard).toMatchObject({
      code: "ISO14064-2:2019",
      kind: "international",
      publisher: "ISO",
      year: 2019,
      sort: last + 1,
    });
    standard = createIndustryStandard;
  });

  it("is changed, keeping its place when none is given", async () => {
    const { updateIndustryStandard } = await admin.gql(UPDATE_STANDARD, {
      input: {
        id: standard.id,
        code: "ISO14064-2:2019",
        name: "ISO 14064-2:2019",
        kind: "international",
        publisher: "International Organization for Standardization",
        year: 2019,
      },
    });

    expect(updateIndustryStandard).toMatchObject({
      name: "ISO 14064-2:2019",
      nameEn: "ISO 14064-2:2019",
      publisher: "International Organization for Standardization",
      sort: standard.sort,
    });
  });

  it("keeps an edit of a seeded standard when the start-up seed runs again", async () => {
    const [seeded] = await t.dataSource.query(
      "SELECT id, name, name_en AS \"nameEn\", year, sort FROM industry_standard WHERE code = 'GBT32150-2015'",
    );
    await admin.gql(UPDATE_STANDARD, {
      input: {
        id: seeded.id,
        code: "GBT32150-2015",
        name: seeded.name,
        nameEn: seeded.nameEn,
        kind: "national",
        publisher: "SAMR, SAC",
        year: seeded.year,
      },
    });

    await seed(t.dataSource, SEED);

    const after = await t.dataSource.query(
      "SELECT id, publisher, sort FROM industry_standard WHERE code = 'GBT32150-2015'",
    );
    expect(after).toEqual([{ id: seeded.id, publisher: "SAMR, SAC", sort: seeded.sort }]);
  });

  it("refuses a code another standard has", async () => {
    const answer = await admin.try(CREATE_STANDARD, {
      input: { code: "GBT32150-2015", name: "Copy", kind: "national", year: 2015 },
    });

    expect(answer.errors?.[0].extensions.code).toBe("CONFLICT");
    expect(answer.errors?.[0].message).toBe(
      "A standard with the code GBT32150-2015 already exists",
    );
  });

  it("rejects an unknown kind and a year outside 1900-2100, naming the field", async () => {
    const kind = await admin.try(CREATE_STANDARD, {
      input: { code: "X-KIND", name: "Kind", kind: "regional", year: 2020 },
    });
    const year = await admin.try(CREATE_STANDARD, {
      input: { code: "X-YEAR", name: "Year", kind: "national", year: 1850 },
    });

    expect(kind.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "kind" });
    expect(year.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "year" });
  });

  it("is not changed by a gad holder who is not the platform operator, nor without gad", async () => {
    const input = { code: "X-EDIT", name: "Edit", kind: "national", year: 2020 };

    const editorAnswer = await editor.try(CREATE_STANDARD, { input });
    const operatorAnswer = await operatorOnly.try(CREATE_STANDARD, { input });

    expect(editorAnswer.errors?.[0].extensions).toMatchObject({
      code: "FORBIDDEN",
      reason: "GLOBAL_LIBRARY",
    });
    expect(operatorAnswer.errors?.[0].extensions.code).toBe("FORBIDDEN");
  });

  it("is not deleted while another company's template follows it", async () => {
    const { createTemplate } = await outsider.gql(
      `mutation ($input: TemplateInput!) { createTemplate(input: $input) { id } }`,
      { input: { code: "ISO-PROJECT-T", name: "Project inventory", standardId: standard.id } },
    );

    const refused = await admin.try(DELETE_STANDARD, { id: standard.id });
    await outsider.gql(`mutation ($id: Int!) { deleteTemplate(id: $id) }`, {
      id: createTemplate.id,
    });
    const { deleteIndustryStandard } = await admin.gql(DELETE_STANDARD, { id: standard.id });

    expect(refused.errors?.[0].extensions).toMatchObject({
      code: "CONFLICT",
      references: { templates: 1 },
    });
    expect(refused.errors?.[0].message).toBe(
      "The standard ISO14064-2:2019 is still used by 1 template(s); change or delete them first",
    );
    expect(deleteIndustryStandard).toBe(true);
    const { industryStandards } = await editor.gql(`{ industryStandards { code } }`);
    expect(industryStandards).not.toContainEqual({ code: "ISO14064-2:2019" });
  });
});
