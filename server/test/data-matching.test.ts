// Data matching on a real database: the seeded synonym vocabulary, a company's own synonyms and
// the operator's global ones, a material name matched to material data and upstream products with
// the scores of match-scoring.ts worked by hand, a confirmed match becoming a synonym, one
// product compared across two hand-made EcoSpold2 databases flow by flow (worked by hand), and
// tracked-data rules with the requirements they give.
import type { JobContext } from "../src/modules/job/job.types";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  type Caller,
} from "./support/accounting";
import { spold, zipOf, type SpoldActivity } from "./support/ecospold2";
import { codeOf, startTestApp, type TestApp } from "./support/harness";
import { billet, CREATE_MATERIAL } from "./support/lca-data";

let t: TestApp;
/** The operator's user with every code (gab10, gab11). */
let admin: Caller;
/** The operator's company, without gab10. */
let demo: Caller;
/** Another company's user, without admin codes. */
let other: Caller;
let otherCompanyId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo"));
  otherCompanyId = await createCompany(t, admin.token, "Matching Steel Ltd.");
  other = await createUser(t, admin.token, {
    companyId: otherCompanyId,
    username: "matching.user",
    codes: ["ct"],
  });
  expect(await demoCompanyId(t)).toBeGreaterThan(0);
});
afterAll(() => t.close());

const SYNONYM = `id companyId term language targetKind materialId upstreamProcessId canonical origin`;
const LIST = `query ($keyword: String, $owner: String) {
  synonyms(keyword: $keyword, owner: $owner, pageSize: 100) { total items { ${SYNONYM} } } }`;
const CREATE = `mutation ($input: SynonymInput!) { createSynonym(input: $input) { ${SYNONYM} } }`;
const UPDATE = `mutation ($input: UpdateSynonymInput!) { updateSynonym(input: $input) { ${SYNONYM} } }`;
const DELETE = `mutation ($id: Int!) { deleteSynonym(id: $id) }`;
const MATCH = `query ($name: String!, $unit: String, $databaseId: Int) {
  matchMaterialName(name: $name, unit: $unit, databaseId: $databaseId) {
    kind id name nameEn unit databaseName score reasonKind similarity term unitMismatch reason } }`;
const CONFIRM = `mutation ($input: ConfirmMatchInput!) {
  confirmMatch(input: $input) { id companyId name candidateKind candidateId score reason synonymId } }`;

describe("synonyms", () => {
  it("starts with the seeded vocabulary, names only, global", async () => {
    const { synonyms } = await other.gql(LIST, { keyword: "hot rolled coil" });
    const terms = synonyms.items.map((s: { term: string }) => s.term).sort();
    expect(terms).toEqual(["HRC", "hot-rolled coil", "热轧卷", "热轧卷板", "热轧钢卷"]);
    expect(synonyms.items[0]).toMatchObject({
      companyId: null,
      targetKind: "term",
      origin: "seed",
    });
  });

  it("keeps a company's own synonyms to itself and the global ones to the operator's gab10", async () => {
    const input = { term: "螺纹", language: "zh", targetKind: "term", canonical: "rebar" };
    const { createSynonym } = await other.gql(CREATE, { input });
    expect(createSynonym).toMatchObject({ companyId: otherCompanyId, canonical: "rebar" });
    expect((await demo.gql(LIST, { keyword: "螺纹" })).synonyms.total).toBe(0);
    expect(codeOf(await demo.try(DELETE, { id: createSynonym.id }))).toEqual(["NOT_FOUND"]);

    // Global: refused to another company and to the operator's user without gab10.
    expect(codeOf(await other.try(CREATE, { input: { ...input, global: true } }))).toEqual([
      "FORBIDDEN",
    ]);
    expect(codeOf(await demo.try(CREATE, { input: { ...input, global: true } }))).toEqual([
      "FORBIDDEN",
    ]);
    const { createSynonym: global } = await admin.gql(CREATE, {
      input: { ...input, term: "螺纹钢", global: true },
    });
    expect(global.companyId).toBeNull();
    const seeded = (await other.gql(LIST, { keyword: "HRC" })).synonyms.items[0];
    expect(
      codeOf(await other.try(UPDATE, { input: { ...input, id: seeded.id, term: "HRC2" } })),
    ).toEqual(["FORBIDDEN"]);
    expect(await other.gql(DELETE, { id: createSynonym.id })).toEqual({ deleteSynonym: true });
  });

  it("names the field and the rule in the caller's language", async () => {
    const missing = await other.try(CREATE, {
      input: { term: "卷板", language: "zh", targetKind: "material" },
    });
    expect(missing.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "materialId",
    });
    const same = await t.gql(
      CREATE,
      { input: { term: "Cement", language: "en", targetKind: "term", canonical: "cement" } },
      { token: other.token, locale: "zh-CN" },
    );
    expect(same.errors?.[0].message).toBe("canonical：该词与其对应的词相同（cement）");
    // The company's own row may repeat a global one; twice of its own is refused.
    const hrc = { term: "HRC", language: "en", targetKind: "term", canonical: "hot rolled coil" };
    expect((await other.try(CREATE, { input: hrc })).errors).toBeUndefined();
    const again = { ...hrc, term: "hrc", canonical: "Hot Rolled Coil" };
    expect(codeOf(await other.try(CREATE, { input: again }))).toEqual(["CONFLICT"]);
  });
});

const COIL_V1 = "d0000000-0000-4000-8000-000000000001";
const GRID = "d0000000-0000-4000-8000-000000000002";
const air: [string, string] = ["air", "unspecified"];

/** 1 kg of hot rolled coil: `kwh` kWh of grid electricity and `co2` kg of CO2. */
const coil = (kwh: number, co2: number): SpoldActivity => ({
  id: COIL_V1,
  name: "Steel, hot rolled coil, at mill",
  intermediate: [
    { id: "p-coil", name: "Hot rolled coil", unit: "kg", amount: 1, outputGroup: 0 },
    { id: "p-el", name: "Electricity, at grid", unit: "kWh", amount: kwh, inputGroup: 5 },
  ],
  elementary: [
    {
      id: "f-co2",
      name: "Carbon dioxide, fossil",
      unit: "kg",
      amount: co2,
      outputGroup: 4,
      compartment: air,
    },
  ],
});

/** 1 kWh at the grid with the emissions given. */
const grid = (emissions: Array<[string, string, number]>): SpoldActivity => ({
  id: GRID,
  name: "Electricity, at grid",
  intermediate: [
    { id: "p-el", name: "Electricity, at grid", unit: "kWh", amount: 1, outputGroup: 0 },
  ],
  elementary: emissions.map(([id, name, amount]) => ({
    id,
    name,
    unit: "kg",
    amount,
    outputGroup: 4,
    compartment: air,
  })),
});

function jobContext(): JobContext {
  return {
    jobId: "test",
    companyId: 1,
    userId: 1,
    locale: "en",
    signal: new AbortController().signal,
    progress: () => Promise.resolve(),
  };
}

async function importDatabase(entries: Record<string, string>, version: string) {
  const bytes = await zipOf(entries);
  const { uploadUpstreamDatabaseFile } = await admin.gql(
    `mutation ($input: UploadEvidenceFileInput!) { uploadUpstreamDatabaseFile(input: $input) { id } }`,
    { input: { name: `steel-${version}.zip`, contentBase64: bytes.toString("base64") } },
  );
  const report = await t.services.upstreamDatabases.importJob.run(
    {
      fileId: uploadUpstreamDatabaseFile.id,
      name: "Hand-made steel",
      version,
      licence: "CC0 1.0",
      source: "Hand-made test data",
    },
    jobContext(),
  );
  expect(report.outcome).toBe("imported");
  return report.databaseId!;
}

const processOf = async (databaseId: number) => {
  const { upstreamProcesses } = await admin.gql(
    `query ($id: Int!) { upstreamProcesses(databaseId: $id, keyword: "coil") { items { id } } }`,
    { id: databaseId },
  );
  return upstreamProcesses.items[0].id as number;
};

let v1: number;
let v2: number;
let coilV1: number;
let coilV2: number;

beforeAll(async () => {
  // Version 1.0: coil 0.5 kWh + 1.2 kg CO2; grid 0.8 kg CO2 + 0.002 kg fossil methane per kWh.
  v1 = await importDatabase(
    {
      "coil.spold": spold(coil(0.5, 1.2)),
      "grid.spold": spold(
        grid([
          ["f-co2", "Carbon dioxide, fossil", 0.8],
          ["f-ch4", "Methane, fossil", 0.002],
        ]),
      ),
    },
    "1.0",
  );
  // Version 2.0: coil 0.4 kWh + 1.0 kg CO2; grid 0.6 kg CO2, 0.002 kg methane, 0.0001 kg N2O.
  v2 = await importDatabase(
    {
      "coil.spold": spold(coil(0.4, 1.0)),
      "grid.spold": spold(
        grid([
          ["f-co2", "Carbon dioxide, fossil", 0.6],
          ["f-ch4", "Methane, fossil", 0.002],
          ["f-n2o", "Dinitrogen monoxide", 0.0001],
        ]),
      ),
    },
    "2.0",
  );
  coilV1 = await processOf(v1);
  coilV2 = await processOf(v2);
});

describe("matching a material name", () => {
  let materialId: number;

  beforeAll(async () => {
    const { createMaterialDatum } = await other.gql(CREATE_MATERIAL, {
      input: billet({ name: "热轧卷板（自产）", nameEn: "Hot rolled coil", unitId: 11 }),
    });
    materialId = createMaterialDatum.id;
  });

  it("finds the material and the upstream products through the seeded synonyms of HRC", async () => {
    const { matchMaterialName } = await other.gql(MATCH, { name: "HRC" });
    // The material's English name and both products' names equal "hot rolled coil", a synonym
    // of HRC: 0.95 each; the process names "Steel, hot rolled coil, at mill" are not the name.
    const top = matchMaterialName.filter((c: { score: number }) => c.score === 0.95);
    expect(top.map((c: { kind: string; id: number }) => `${c.kind}:${c.id}`).sort()).toEqual(
      [`material:${materialId}`, `upstream:${coilV1}`, `upstream:${coilV2}`].sort(),
    );
    expect(top[0]).toMatchObject({
      reasonKind: "synonymName",
      term: "hot rolled coil",
      reason: "synonym of hot rolled coil",
    });
    // Another company's material is not offered to the operator.
    const { matchMaterialName: forDemo } = await demo.gql(MATCH, { name: "HRC" });
    expect(forDemo.some((c: { kind: string }) => c.kind === "material")).toBe(false);
  });

  it("scores similar names by their grams, with the unit checked", async () => {
    const { createMaterialDatum: pickled } = await other.gql(CREATE_MATERIAL, {
      input: billet({ name: "热轧卷（酸洗）", nameEn: "Pickled strip", unitId: 11 }),
    });
    // 热轧卷 against 热轧卷 酸洗: its 5 grams (热 轧 卷 热轧 轧卷) of the name's 8 (and 酸 洗 酸洗):
    // 5 / 8 = 0.625, × 0.9 = 0.5625; the unit t is not kg: × 0.9 = 0.50625. Through the synonym
    // 热轧卷板 only 5 of 7 + 8 - 5 = 10 grams: 0.5 × 0.85 = 0.425, less.
    const { matchMaterialName } = await other.gql(MATCH, { name: "热轧卷", unit: "kg" });
    const found = matchMaterialName.find(
      (c: { kind: string; id: number }) => c.kind === "material" && c.id === pickled.id,
    );
    expect(found).toMatchObject({ reasonKind: "similarity", similarity: 0.63, unitMismatch: "t" });
    expect(found.score).toBeCloseTo(0.50625, 3);
    expect(found.reason).toBe("similarity 0.63; unit t differs from kg");
  });

  it("stores a confirmation, and the name becomes the company's synonym of the candidate", async () => {
    const { confirmMatch } = await other.gql(CONFIRM, {
      input: { name: "HRC", candidateKind: "material", candidateId: materialId },
    });
    expect(confirmMatch).toMatchObject({
      companyId: otherCompanyId,
      score: 0.95,
      reason: "synonym of hot rolled coil",
    });
    const { synonyms } = await other.gql(LIST, { owner: "own", keyword: "HRC" });
    const made = synonyms.items.find((s: { id: number }) => s.id === confirmMatch.synonymId);
    expect(made).toMatchObject({ targetKind: "material", materialId, origin: "confirmed" });
    // Now HRC names the material directly: 0.97, first.
    const { matchMaterialName } = await other.gql(MATCH, { name: "hrc" });
    expect(matchMaterialName[0]).toMatchObject({
      kind: "material",
      id: materialId,
      score: 0.97,
      reasonKind: "directSynonym",
    });
    // A global confirmation is the operator's gab10 users'.
    const global = { name: "HRC", candidateKind: "upstream", candidateId: coilV1, global: true };
    expect(codeOf(await other.try(CONFIRM, { input: global }))).toEqual(["FORBIDDEN"]);
    const { confirmMatch: operator } = await admin.gql(CONFIRM, { input: global });
    expect(operator.companyId).toBeNull();
  });
});

describe("comparing one product's results in two databases", () => {
  const COMPARE = `query ($a: Int!, $b: Int!, $report: String) {
    compareUpstreamResults(processAId: $a, processBId: $b, report: $report) {
      gwpDifference a { gwp databaseVersion } b { gwp databaseVersion }
      flows { name unit amountA amountB difference gwpA gwpB gwpDifference presence } } }`;

  it("finds the same product in the other version by its code", async () => {
    const { upstreamCounterpart } = await admin.gql(
      `query ($p: Int!, $d: Int!) { upstreamCounterpart(processId: $p, databaseId: $d) { id } }`,
      { p: coilV1, d: v2 },
    );
    expect(upstreamCounterpart.id).toBe(coilV2);
  });

  it("gives each GWP and the flows sorted by their share of the difference, worked by hand", async () => {
    // v1 per kg coil: CO2 1.2 + 0.5 × 0.8 = 1.6; CH4 0.5 × 0.002 = 0.001.
    //   AR6 (CH4 fossil 29.8): 1.6 + 0.0298 = 1.6298.
    // v2: CO2 1.0 + 0.4 × 0.6 = 1.24; CH4 0.4 × 0.002 = 0.0008; N2O 0.4 × 0.0001 = 0.00004.
    //   AR6 (N2O 273): 1.24 + 0.02384 + 0.01092 = 1.27476.
    // Differences: CO2 -0.36 (GWP -0.36), N2O +0.00004 (+0.01092), CH4 -0.0002 (-0.00596).
    const { compareUpstreamResults: r } = await admin.gql(COMPARE, { a: coilV1, b: coilV2 });
    expect(r.a.databaseVersion).toBe("1.0");
    expect(r.b.databaseVersion).toBe("2.0");
    expect(r.a.gwp).toBeCloseTo(1.6298, 10);
    expect(r.b.gwp).toBeCloseTo(1.27476, 10);
    expect(r.gwpDifference).toBeCloseTo(-0.35504, 10);
    expect(r.flows.map((f: { name: string }) => f.name)).toEqual([
      "Carbon dioxide, fossil",
      "Dinitrogen monoxide",
      "Methane, fossil",
    ]);
    const [co2, n2o, ch4] = r.flows;
    expect(co2.amountA).toBeCloseTo(1.6, 10);
    expect(co2.amountB).toBeCloseTo(1.24, 10);
    expect(co2.gwpDifference).toBeCloseTo(-0.36, 10);
    expect(n2o).toMatchObject({ presence: "onlyB", amountA: 0 });
    expect(n2o.amountB).toBeCloseTo(0.00004, 12);
    expect(n2o.gwpDifference).toBeCloseTo(0.01092, 10);
    expect(ch4.difference).toBeCloseTo(-0.0002, 12);
    expect(ch4.gwpDifference).toBeCloseTo(-0.00596, 10);
  });

  it("is admin data: gab11", async () => {
    expect(codeOf(await other.try(COMPARE, { a: coilV1, b: coilV2 }))).toEqual(["FORBIDDEN"]);
    const missing = await admin.try(COMPARE, { a: coilV1, b: 999999 });
    expect(missing.errors?.[0].extensions).toMatchObject({ field: "processBId" });
  });
});

describe("tracked-data rules", () => {
  const RULE = `id companyId category materialId primaryDataRequired evidenceRequired note`;
  const CREATE_RULE = `mutation ($input: TrackedDataRuleInput!) { createTrackedDataRule(input: $input) { ${RULE} } }`;
  const RULES = `{ trackedDataRules { total items { ${RULE} } } }`;
  const REQUIRES = `query ($materialId: Int, $category: String) {
    dataRequirements(materialId: $materialId, category: $category) {
      primaryDataRequired evidenceRequired rule { id } } }`;

  it("requires by material over its category, and nothing without a rule", async () => {
    const { createMaterialDatum: own } = await other.gql(CREATE_MATERIAL, {
      input: billet({ name: "冷轧板（自产）", nameEn: "Cold rolled sheet" }),
    });
    const { createMaterialDatum: second } = await other.gql(CREATE_MATERIAL, {
      input: billet({ name: "镀锌板（自产）", nameEn: "Galvanised sheet" }),
    });
    const { createTrackedDataRule: metal } = await other.gql(CREATE_RULE, {
      input: { category: "metal", primaryDataRequired: true, evidenceRequired: true },
    });
    const { createTrackedDataRule: sheet } = await other.gql(CREATE_RULE, {
      input: { materialId: own.id, primaryDataRequired: false, evidenceRequired: true },
    });
    expect((await other.gql(REQUIRES, { materialId: own.id })).dataRequirements).toEqual({
      primaryDataRequired: false,
      evidenceRequired: true,
      rule: { id: sheet.id },
    });
    expect((await other.gql(REQUIRES, { materialId: second.id })).dataRequirements).toEqual({
      primaryDataRequired: true,
      evidenceRequired: true,
      rule: { id: metal.id },
    });
    expect((await other.gql(REQUIRES, { category: "fuel" })).dataRequirements).toEqual({
      primaryDataRequired: false,
      evidenceRequired: false,
      rule: null,
    });
    // Another company has rules of its own only.
    expect((await demo.gql(RULES)).trackedDataRules.total).toBe(0);
    expect(
      codeOf(
        await demo.try(`mutation ($id: Int!) { deleteTrackedDataRule(id: $id) }`, { id: metal.id }),
      ),
    ).toEqual(["NOT_FOUND"]);
  });

  it("refuses a rule for both or neither, requiring nothing, or twice", async () => {
    const both = await other.try(CREATE_RULE, {
      input: {
        category: "fuel",
        materialId: 1,
        primaryDataRequired: true,
        evidenceRequired: false,
      },
    });
    expect(both.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "materialId",
    });
    const nothing = await other.try(CREATE_RULE, {
      input: { category: "fuel", primaryDataRequired: false, evidenceRequired: false },
    });
    expect(nothing.errors?.[0].extensions).toMatchObject({ field: "primaryDataRequired" });
    const twice = await other.try(CREATE_RULE, {
      input: { category: "metal", primaryDataRequired: true, evidenceRequired: false },
    });
    expect(codeOf(twice)).toEqual(["CONFLICT"]);
    expect(twice.errors?.[0].message).toBe("A rule for Metals already exists");
  });
});
