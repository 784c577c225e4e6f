// The repository map's query: every placed corporation a search finds, however many (the list
// pages at 100 at most), only the viewer's company's, with the list's filters. Then the
// corporation's details of the company total (credit code check character, ownership and
// control) and the company total itself on calculated cases whose figures are worked by hand.
import { startTestApp, type TestApp } from "./support/harness";
import { createCompany, createUser, type Caller } from "./support/accounting";
import { newCase } from "./support/accounting-graphql";
import { inventory } from "./support/panorama";

let t: TestApp;
let mapper: Caller;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  const adminToken = await t.login("admin");
  companyId = await createCompany(t, adminToken, "Many Plants Co");
  mapper = await createUser(t, adminToken, {
    companyId,
    username: "map.viewer",
    codes: ["aa"],
  });
  // 103 plants along the Yangtze in Jiangsu (320000) with a position, 2 without one, and
  // 3 offices in Shanghai (310000) with one: more than a page of the list can hold.
  await t.dataSource.query(
    `INSERT INTO corporation (company_id, name, province, longitude, latitude)
     SELECT $1, 'Plant ' || n, '320000', 118 + n / 100.0, 32 FROM generate_series(1, 103) n`,
    [companyId],
  );
  await t.dataSource.query(
    `INSERT INTO corporation (company_id, name, province)
     VALUES ($1, 'Unplaced plant 1', '320000'), ($1, 'Unplaced plant 2', '320000')`,
    [companyId],
  );
  await t.dataSource.query(
    `INSERT INTO corporation (company_id, name, credit_code, province, longitude, latitude)
     SELECT $1, 'Office ' || n, '91310000MA1FL0000' || n, '310000', 121.4, 31.2
     FROM generate_series(1, 3) n`,
    [companyId],
  );
});
afterAll(() => t.close());

const MAP = `query ($keyword: String, $province: String, $industryId: Int) {
  corporationMap(keyword: $keyword, province: $province, industryId: $industryId) {
    total points { id name longitude latitude }
  }
}`;

describe("corporationMap", () => {
  it("answers every placed corporation of the company, beyond a page of the list", async () => {
    const { corporationMap } = await mapper.gql(MAP);

    // 103 plants and 3 offices are placed; the 2 unplaced plants count in the total only.
    expect(corporationMap.total).toBe(108);
    expect(corporationMap.points).toHaveLength(106);
    expect(corporationMap.points).toContainEqual(
      expect.objectContaining({ name: "Plant 103", longitude: 119.03, latitude: 32 }),
    );
    expect(
      corporationMap.points.some((point: { name: string }) => point.name.startsWith("Unplaced")),
    ).toBe(false);
  });

  it("applies the list's province filter and keyword (name or credit code)", async () => {
    const shanghai = await mapper.gql(MAP, { province: "310000" });
    const byCode = await mapper.gql(MAP, { keyword: "MA1FL00002" });
    const byName = await mapper.gql(MAP, { keyword: "unplaced" });

    expect(shanghai.corporationMap.points.map((p: { name: string }) => p.name).sort()).toEqual([
      "Office 1",
      "Office 2",
      "Office 3",
    ]);
    expect(byCode.corporationMap.points.map((p: { name: string }) => p.name)).toEqual(["Office 2"]);
    expect(byName.corporationMap).toEqual({ total: 2, points: [] });
  });

  it("never shows another company's corporations", async () => {
    const adminToken = await t.login("admin");
    const other = await createUser(t, adminToken, {
      companyId: await createCompany(t, adminToken, "One Plant Co"),
      username: "map.other",
      codes: ["aa", "aa01"],
    });
    await other.gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name: "Plant 1", province: "320000", longitude: 118.5, latitude: 32 } },
    );

    const theirs = await other.gql(MAP);
    const ours = await mapper.gql(MAP, { keyword: "Plant 1" });

    expect(theirs.corporationMap).toMatchObject({ total: 1, points: [{ name: "Plant 1" }] });
    // Plant 1, Plant 10-19, Plant 100-103 and "Unplaced plant 1" of our own company only.
    expect(ours.corporationMap.total).toBe(1 + 10 + 4 + 1);
    expect(ours.corporationMap.points).not.toContainEqual(
      expect.objectContaining({ longitude: 118.5 }),
    );
  });

  it("needs aa and names a keyword that is too long", async () => {
    const tooLong = await mapper.try(MAP, { keyword: "x".repeat(101) });
    const noAccess = await createUser(t, await t.login("admin"), {
      companyId,
      username: "map.nobody",
      codes: ["gbb"],
    });

    const refused = await noAccess.try(MAP);

    expect(tooLong.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "keyword",
    });
    expect(refused.errors?.[0].extensions.code).toBe("FORBIDDEN");
  });
});

const CREATE = `mutation ($input: CorporationInput!) {
  createCorporation(input: $input) {
    id creditCode ownershipPercent operationalControl financialControl
  }
}`;
const UPDATE = `mutation ($input: UpdateCorporationInput!) {
  updateCorporation(input: $input) { id ownershipPercent operationalControl financialControl }
}`;

describe("a corporation's credit code, ownership and control", () => {
  let editor: Caller;
  beforeAll(async () => {
    const adminToken = await t.login("admin");
    editor = await createUser(t, adminToken, {
      companyId: await createCompany(t, adminToken, "Credit Code Co"),
      username: "code.editor",
      codes: ["aa", "aa01"],
    });
  });

  it("accepts a code whose 18th character is its check character (GB 32100-2015)", async () => {
    // 91350100M000100Y4: Σ value × weight = 9 + 3 + 27 + 135 + 26 + 420 + 8 + 900 + 112 = 1640;
    // 1640 mod 31 = 28; 31 − 28 = 3, so the code ends in 3 (server/src/lib/credit-code.spec.ts).
    const { createCorporation } = await editor.gql(CREATE, {
      input: { name: "Fuzhou plant", creditCode: "91350100M000100Y43" },
    });

    // Without ownership or control given, a new corporation is wholly the company's own.
    expect(createCorporation).toMatchObject({
      creditCode: "91350100M000100Y43",
      ownershipPercent: 100,
      operationalControl: true,
      financialControl: true,
    });
  });

  it("refuses a typing error in the code, naming the field, in the caller's language", async () => {
    const en = await editor.try(CREATE, {
      input: { name: "Typo plant", creditCode: "91350100M000100Y44" },
    });
    // Two characters swapped: 1·24 instead of 1·8 changes Σ by 16, not a multiple of 31.
    const zh = await t.gql(
      CREATE,
      { input: { name: "Typo plant", creditCode: "91350100M000010Y43" } },
      { token: editor.token, locale: "zh-CN" },
    );

    expect(en.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "creditCode",
    });
    expect(en.errors?.[0].message).toContain("GB 32100-2015");
    expect(zh.errors?.[0].extensions).toMatchObject({ field: "creditCode" });
    expect(zh.errors?.[0].message).toContain("校验码");
  });

  it("keeps an ownership of 0-100 with decimals, and an update without them keeps them", async () => {
    const { createCorporation } = await editor.gql(CREATE, {
      input: {
        name: "Joint venture",
        ownershipPercent: 33.33,
        operationalControl: false,
        financialControl: true,
      },
    });
    const tooMuch = await editor.try(CREATE, {
      input: { name: "Too much", ownershipPercent: 100.5 },
    });

    const { updateCorporation } = await editor.gql(UPDATE, {
      input: { id: createCorporation.id, name: "Joint venture (renamed)" },
    });

    expect(updateCorporation).toMatchObject({
      ownershipPercent: 33.33,
      operationalControl: false,
      financialControl: true,
    });
    expect(tooMuch.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "ownershipPercent",
    });
  });
});

const COMPANY_TOTAL = `query ($year: Int, $approach: String!) {
  companyTotal(year: $year, approach: $approach) {
    year approach years includedCount missingCount gwpSets
    totals { scope1Kg scope2LocationKg scope2MarketKg scope3Kg totalKg totalMarketKg }
    rows {
      corporationName ownershipPercent sharePercent status caseCount
      case { id name runNo }
      figures { totalKg totalMarketKg }
      contribution { scope1Kg scope2LocationKg scope2MarketKg scope3Kg totalKg totalMarketKg }
    }
  }
}`;

describe("companyTotal", () => {
  // Custom factors of round figures (test/support/panorama.ts): natural gas 2 kg CO2/kg (scope 1),
  // grid power 0.5 kg CO2/kWh (scope 2; a supplier's 0.3 market-based), flights 1 kg CO2/kg.
  //   Alpha 2024 (100% owned, both controls): gas 300,000 kg → 600,000; power 600,000 kWh →
  //     300,000 (market 180,000); flights 100,000 → 100,000. Total 1,000,000 kg = 1,000 t
  //     (market 880,000).
  //   Beta 2024 (40% owned, operational control only): gas 150,000 kg → 300,000; power
  //     400,000 kWh → 200,000 (no instrument: market = location). Total 500,000 = 500 t.
  //   Gamma (25% owned, financial control only): a 2024 case never calculated.
  //   Delta (0%, no control): power 2,000 kWh → 1,000 kg, outside every boundary.
  let accountant: Caller;
  let alphaCase: number;
  beforeAll(async () => {
    const adminToken = await t.login("admin");
    accountant = await createUser(t, adminToken, {
      companyId: await createCompany(t, adminToken, "Consolidated Group Co"),
      username: "group.accountant",
      codes: ["aa", "aa01", "aa02"],
    });
    const corporation = async (input: Record<string, unknown>) =>
      (await accountant.gql(CREATE, { input })).createCorporation.id as number;
    const alpha = await corporation({ name: "Alpha", ownershipPercent: 100 });
    const beta = await corporation({
      name: "Beta",
      ownershipPercent: 40,
      operationalControl: true,
      financialControl: false,
    });
    const gamma = await corporation({
      name: "Gamma",
      ownershipPercent: 25,
      operationalControl: false,
      financialControl: true,
    });
    const delta = await corporation({
      name: "Delta",
      ownershipPercent: 0,
      operationalControl: false,
      financialControl: false,
    });
    alphaCase = (
      await inventory(accountant, alpha, "Alpha 2024", {
        year: 2024,
        output: 1,
        boiler: { name: "Boiler", kg: 300_000 },
        powerKwh: 600_000,
        marketFactor: 0.3,
        travelKg: 100_000,
      })
    ).caseId;
    await inventory(accountant, beta, "Beta 2024", {
      year: 2024,
      output: 1,
      boiler: { name: "Kiln", kg: 150_000 },
      powerKwh: 400_000,
    });
    await newCase(accountant, { corporationId: gamma, name: "Gamma 2024", year: 2024 });
    await inventory(accountant, delta, "Delta 2024", { year: 2024, output: 1, powerKwh: 2_000 });
  });

  const rowOf = (total: any, name: string) =>
    total.rows.find((row: { corporationName: string }) => row.corporationName === name);

  it("takes each corporation's emissions × the ownership % by equity share", async () => {
    const { companyTotal } = await accountant.gql(COMPANY_TOTAL, {
      year: 2024,
      approach: "equity-share",
    });

    // 1,000,000 × 100% + 500,000 × 40% = 1,200,000 kg = 1,200 t.
    expect(companyTotal.totals.totalKg).toBeCloseTo(1_200_000, 6);
    // Scope 1: 600,000 + 300,000 × 40% = 720,000; scope 2: 300,000 + 200,000 × 40% = 380,000
    // (market 180,000 + 80,000 = 260,000); scope 3: 100,000.
    expect(companyTotal.totals.scope1Kg).toBeCloseTo(720_000, 6);
    expect(companyTotal.totals.scope2LocationKg).toBeCloseTo(380_000, 6);
    expect(companyTotal.totals.scope2MarketKg).toBeCloseTo(260_000, 6);
    expect(companyTotal.totals.scope3Kg).toBeCloseTo(100_000, 6);
    expect(companyTotal.totals.totalMarketKg).toBeCloseTo(1_080_000, 6);
    expect(rowOf(companyTotal, "Beta")).toMatchObject({
      sharePercent: 40,
      status: "included",
      figures: { totalKg: 500_000 },
      contribution: { totalKg: 200_000, scope1Kg: 120_000 },
    });
    // Gamma's 25% has no calculated case: missing, not a silent zero.
    expect(rowOf(companyTotal, "Gamma")).toMatchObject({
      sharePercent: 25,
      status: "missing",
      caseCount: 1,
      case: null,
      contribution: null,
    });
    expect(rowOf(companyTotal, "Delta")).toMatchObject({ status: "excluded", contribution: null });
    expect(companyTotal).toMatchObject({ includedCount: 2, missingCount: 1, gwpSets: ["AR6"] });
    expect(rowOf(companyTotal, "Alpha").case).toMatchObject({ id: alphaCase, runNo: 1 });
  });

  it("takes 100% of the controlled corporations and 0% of the others by control", async () => {
    const operational = (
      await accountant.gql(COMPANY_TOTAL, { year: 2024, approach: "operational-control" })
    ).companyTotal;
    const financial = (
      await accountant.gql(COMPANY_TOTAL, { year: 2024, approach: "financial-control" })
    ).companyTotal;

    // Operational: Alpha + Beta = 1,000,000 + 500,000 (market 880,000 + 500,000); Gamma is out.
    expect(operational.totals.totalKg).toBeCloseTo(1_500_000, 6);
    expect(operational.totals.totalMarketKg).toBeCloseTo(1_380_000, 6);
    expect(operational.missingCount).toBe(0);
    expect(rowOf(operational, "Gamma").status).toBe("excluded");
    // Financial: Alpha alone; Beta is out and Gamma is in without a calculated case.
    expect(financial.totals.totalKg).toBeCloseTo(1_000_000, 6);
    expect(rowOf(financial, "Beta")).toMatchObject({ sharePercent: 0, status: "excluded" });
    expect(rowOf(financial, "Gamma").status).toBe("missing");
  });

  it("shows the latest year with a calculated case when none is asked, and no other company's", async () => {
    const latest = (await accountant.gql(COMPANY_TOTAL, { approach: "equity-share" })).companyTotal;
    const empty = (await accountant.gql(COMPANY_TOTAL, { year: 2019, approach: "equity-share" }))
      .companyTotal;
    const theirs = (await mapper.gql(COMPANY_TOTAL, { approach: "equity-share" })).companyTotal;

    expect(latest).toMatchObject({ year: 2024, years: [2024] });
    expect(empty.totals.totalKg).toBe(0);
    expect(rowOf(empty, "Alpha")).toMatchObject({ status: "missing", caseCount: 0 });
    expect(
      theirs.rows.map((row: { corporationName: string }) => row.corporationName),
    ).not.toContain("Alpha");
  });

  it("names a wrong approach, and needs aa", async () => {
    const wrong = await accountant.try(COMPANY_TOTAL, { approach: "whole-group" });
    const noAccess = await createUser(t, await t.login("admin"), {
      companyId,
      username: "total.nobody",
      codes: ["gbb"],
    });

    const refused = await noAccess.try(COMPANY_TOTAL, { approach: "equity-share" });

    expect(wrong.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "approach",
    });
    expect(refused.errors?.[0].extensions.code).toBe("FORBIDDEN");
  });
});
