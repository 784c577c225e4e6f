// The quick carbon calculator (/co2calculator): any signed-in user estimates a small footprint
// from the global factor library, each figure with its factor, formula and source; an estimate
// becomes a case in one transaction, with the permissions of that action; a flood of uses is
// refused per user and minute, and a refused use writes nothing. Figures are worked by hand
// from the published factors quoted beside them.
import { codeOf, dataOf, startTestApp, type TestApp } from "./support/harness";

/** 10 uses per user and minute, so the flood test needs few requests. */
const LIMIT = 10;

let t: TestApp;
let adminToken: string;
let demoToken: string;
/** A corporation of the demo company the estimates become cases of. */
let corporationId: number;
beforeAll(async () => {
  t = await startTestApp({ calculatorPerMinute: LIMIT });
  adminToken = await t.login("admin");
  demoToken = await t.login("demo");
  const { createCorporation } = dataOf(
    await t.gql(
      `mutation ($input: CorporationInput!) { createCorporation(input: $input) { id } }`,
      { input: { name: "Calculator Works" } },
      { token: demoToken },
    ),
  );
  corporationId = createCorporation.id as number;
});
afterAll(() => t.close());

const ESTIMATE = `query ($input: CalculatorEstimateInput!) {
  calculatorEstimate(input: $input) {
    year province gwpSet totalKg
    byKind { kind co2eKg }
    lines {
      option kind name amount unitId amountInFactorUnit factorUnitId co2eKg formula note
      factor { id code name nameEn unitId source sourceUrl year proxy dataQuality dataQualityEn gases { gas value } }
    }
  }
}`;

const CREATE = `mutation ($input: CalculatorCaseInput!) {
  createCaseFromEstimate(input: $input) { id name year gwpSet templateId corporationId }
}`;

const caseCount = async () =>
  (await t.dataSource.query<Array<{ n: number }>>("SELECT count(*)::int AS n FROM carbon_case"))[0]
    .n;

/** A user of the demo company with the codes given, signed in (no forced password change). */
async function userWith(username: string, codes: string[]): Promise<string> {
  const gql = (query: string, variables: Record<string, unknown>) =>
    t.gql(query, variables, { token: adminToken }).then((answer) => dataOf(answer));
  let roleIds: number[] = [];
  if (codes.length > 0) {
    const { createRole } = await gql(
      `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
      { input: { name: `Role of ${username}`, permissionCodes: codes } },
    );
    roleIds = [createRole.id as number];
  }
  const { createUser } = await gql(
    `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
    { input: { username, realname: username, roleIds } },
  );
  await t.dataSource.query("UPDATE user_account SET must_change_password = false WHERE id = $1", [
    createUser.id,
  ]);
  return t.login(username, t.config.initialPassword);
}

describe("estimates", () => {
  it("asks for a session", async () => {
    const answer = await t.gql(ESTIMATE, {
      input: { year: 2023, lines: [{ option: "electricity-grid", amount: 1000 }] },
    });
    expect(codeOf(answer)).toEqual(["UNAUTHENTICATED"]);
  });

  it("gives 1000 kWh in Jiangsu in 2023 582.7 kg CO2e, with the MEE/NBS factor, formula and source", async () => {
    const { calculatorEstimate: estimate } = dataOf(
      await t.gql(
        ESTIMATE,
        {
          input: {
            year: 2023,
            province: "320000",
            lines: [{ option: "electricity-grid", amount: 1000 }],
          },
        },
        { token: demoToken, locale: "en" },
      ),
    );
    const [line] = estimate.lines;
    // MEE/NBS Announcement No. 47 of 2025: Jiangsu 2023, 0.5827 kg CO2/kWh; GWP of CO2 = 1.
    // 1000 kWh × 0.5827 kg/kWh = 582.7 kg CO2e.
    expect(line.co2eKg).toBeCloseTo(582.7, 9);
    expect(estimate.totalKg).toBeCloseTo(582.7, 9);
    expect(line.unitId).toBe(30);
    expect(line.factor.code).toBe("CN-GRID-2023-320000");
    expect(line.factor.gases).toEqual([{ gas: "CO2", value: 0.5827 }]);
    expect(line.factor.source).toContain("Announcement No. 47 of 2025");
    expect(line.factor.sourceUrl).toMatch(/^https:\/\//);
    expect(line.formula).toContain("1,000 kWh × 0.5827 kg CO2/kWh = 582.7 kg CO2");
    expect(line.note).toContain("0.5827");
    expect(estimate.byKind).toEqual([{ kind: "electricity", co2eKg: line.co2eKg }]);
  });

  it("takes the latest published year for a later one, and converts MWh", async () => {
    const { calculatorEstimate: estimate } = dataOf(
      await t.gql(
        ESTIMATE,
        {
          input: {
            year: 2025,
            province: "320000",
            lines: [{ option: "electricity-grid", amount: 2, unitId: 31 }],
          },
        },
        { token: demoToken, locale: "en" },
      ),
    );
    const [line] = estimate.lines;
    // 2025 is not published: 2023 is taken. 2 MWh = 2000 kWh × 0.5827 = 1165.4 kg.
    expect(line.factor.code).toBe("CN-GRID-2023-320000");
    expect(line.amountInFactorUnit).toBe(2000);
    expect(line.co2eKg).toBeCloseTo(1165.4, 9);
    expect(line.note).toMatch(/2025.*2023/);
  });

  it("adds fuel, travel and materials with their factors, in the reader's language", async () => {
    const { calculatorEstimate: estimate } = dataOf(
      await t.gql(
        ESTIMATE,
        {
          input: {
            year: 2023,
            province: "320000",
            lines: [
              { option: "electricity-grid", amount: 1000 },
              { option: "fuel-diesel", amount: 500, unitId: 10 },
              { option: "travel-rail", amount: 1000 },
              { option: "material-steel", amount: 2 },
            ],
          },
        },
        { token: demoToken, locale: "zh-CN" },
      ),
    );
    const [electricity, diesel, rail, steel] = estimate.lines;
    // NDRC guideline diesel: NCV 42.652 GJ/t, 20.2 t C/TJ, oxidation 0.98:
    // 42.652 × 0.0202 × 0.98 × 44/12 × 1000 = 3095.909637 kg CO2/t; 500 kg = 0.5 t → 1547.954819 kg.
    expect(diesel.factor.code).toBe("CN-GUIDE-FUEL-DIESEL");
    expect(diesel.amountInFactorUnit).toBe(0.5);
    expect(diesel.co2eKg).toBeCloseTo(1547.954819, 5);
    expect(diesel.name).toBe("柴油");
    // DESNZ 2024 national rail per passenger km, printed as CO2e with AR5: CO2 0.0351,
    // CH4 0.00008 (÷ 28 = kg of CH4), N2O 0.00028 (÷ 265 = kg of N2O); weighed with AR6
    // (CH4 of no stated origin 27.9, N2O 273): 1000 × (0.0351 + 0.00008/28 × 27.9 +
    // 0.00028/265 × 273) = 35.1 + 0.0797143 + 0.2884528 = 35.4681671 kg.
    expect(rail.factor.code).toBe("DESNZ-2024-25_315_3147_11");
    expect(rail.co2eKg).toBeCloseTo(35.4681671, 6);
    expect(rail.factor.proxy).toBe(true);
    // GB/T 51366-2019 Table D.0.1: carbon steel 2050 kg CO2e/t; 2 t → 4100 kg.
    expect(steel.factor.code).toBe("CN-GBT51366-STEEL");
    expect(steel.co2eKg).toBe(4100);
    expect(steel.factor.source).toContain("GB/T 51366-2019");
    // The formula reads in Chinese for a Chinese reader.
    expect(electricity.formula).toContain("1,000 kWh × 0.5827");
    expect(electricity.name).toBe("外购电力（所在省份电网平均）");
    // 582.7 + 1547.954819 + 35.4681671 + 4100 = 6266.122986 kg.
    expect(estimate.totalKg).toBeCloseTo(6266.122986, 5);
    expect(estimate.byKind.map((k: { kind: string }) => k.kind)).toEqual([
      "electricity",
      "fuel",
      "travel",
      "material",
    ]);
  });

  it("refuses an unknown source, a unit that does not convert and an unknown province, naming the field", async () => {
    const input = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
      input: { year: 2023, lines, ...extra },
    });
    const options = { token: demoToken, locale: "en" };
    const unknown = await t.gql(ESTIMATE, input([{ option: "fuel-uranium", amount: 1 }]), options);
    expect(codeOf(unknown)).toEqual(["BAD_USER_INPUT"]);
    expect(unknown.errors![0].extensions.field).toBe("lines.0.option");
    const unit = await t.gql(
      ESTIMATE,
      input([
        { option: "material-steel", amount: 1 },
        { option: "material-steel", amount: 1, unitId: 30 },
      ]),
      options,
    );
    expect(codeOf(unit)).toEqual(["BAD_USER_INPUT"]);
    expect(unit.errors![0].extensions.field).toBe("lines.1.unitId");
    const province = await t.gql(
      ESTIMATE,
      input([{ option: "electricity-grid", amount: 1 }], { province: "999999" }),
      options,
    );
    expect(codeOf(province)).toEqual(["BAD_USER_INPUT"]);
    expect(province.errors![0].extensions.field).toBe("province");
  });

  it("lists its sources with their factors and units", async () => {
    const { calculatorOptions } = dataOf(
      await t.gql(
        `{ calculatorOptions { key kind name defaultUnitId unitIds factor { code unitId } } }`,
        {},
        { token: demoToken, locale: "en" },
      ),
    );
    type Option = { key: string; kind: string; unitIds: number[]; factor: unknown };
    const byKey = new Map<string, Option>(
      (calculatorOptions as Option[]).map((option) => [option.key, option]),
    );
    expect(byKey.get("electricity-grid")).toMatchObject({ kind: "electricity", factor: null });
    expect(byKey.get("electricity-grid")!.unitIds).toEqual(expect.arrayContaining([30, 31]));
    expect(byKey.get("fuel-natural-gas")!.unitIds).toEqual(expect.arrayContaining([20, 22]));
    expect(new Set(calculatorOptions.map((o: { kind: string }) => o.kind))).toEqual(
      new Set(["electricity", "fuel", "travel", "material"]),
    );
  });
});

describe("turning an estimate into a case", () => {
  const lines = [
    { option: "electricity-grid", amount: 1000 },
    { option: "fuel-diesel", amount: 500, unitId: 10 },
    { option: "material-steel", amount: 2 },
  ];

  it("creates a case whose calculation gives the estimate's total", async () => {
    const before = await caseCount();
    const { createCaseFromEstimate: created } = dataOf(
      await t.gql(
        CREATE,
        {
          input: {
            corporationId,
            name: "Quick estimate 2023",
            year: 2023,
            province: "320000",
            lines,
          },
        },
        { token: demoToken, locale: "en" },
      ),
    );
    expect(await caseCount()).toBe(before + 1);
    expect(created).toMatchObject({ name: "Quick estimate 2023", year: 2023, gwpSet: "AR6" });
    expect(created.templateId).toBeNull();
    const processes = await t.dataSource.query<
      Array<{
        name_en: string;
        scope: number;
        iso_category: number;
        scope3_category: number | null;
        lines: number;
      }>
    >(
      `SELECT p.name_en, p.scope, p.iso_category, p.scope3_category,
         (SELECT count(*)::int FROM activity_line l WHERE l.process_id = p.id) AS lines
       FROM case_process p WHERE p.case_id = $1 ORDER BY p.sort`,
      [created.id],
    );
    expect(processes).toEqual([
      {
        name_en: "Purchased electricity",
        scope: 2,
        iso_category: 2,
        scope3_category: null,
        lines: 1,
      },
      { name_en: "Fuel combustion", scope: 1, iso_category: 1, scope3_category: null, lines: 1 },
      { name_en: "Purchased materials", scope: 3, iso_category: 4, scope3_category: 1, lines: 1 },
    ]);
    const { calculateCase } = dataOf(
      await t.gql(
        `mutation ($caseId: Int!) { calculateCase(caseId: $caseId) { status totalKg } }`,
        { caseId: created.id },
        { token: demoToken },
      ),
    );
    // 582.7 + 1547.954819 + 4100 = 6230.654819 kg, as estimated.
    expect(calculateCase.status).toBe("succeeded");
    expect(calculateCase.totalKg).toBeCloseTo(6230.654819, 5);
  });

  it("writes nothing for a corporation the user cannot see or a line that does not convert", async () => {
    const before = await caseCount();
    const hidden = await t.gql(
      CREATE,
      { input: { corporationId: 999999, name: "Nowhere", year: 2023, lines } },
      { token: demoToken },
    );
    expect(codeOf(hidden)).toEqual(["NOT_FOUND"]);
    const badUnit = await t.gql(
      CREATE,
      {
        input: {
          corporationId,
          name: "Bad unit",
          year: 2023,
          lines: [...lines, { option: "travel-rail", amount: 5, unitId: 10 }],
        },
      },
      { token: demoToken },
    );
    expect(codeOf(badUnit)).toEqual(["BAD_USER_INPUT"]);
    expect(await caseCount()).toBe(before);
  });

  it("lets a user without codes estimate, and needs aa02 and aa01 to make a case", async () => {
    const before = await caseCount();
    const nobody = await userWith("calc.nobody", []);
    const estimate = await t.gql(
      ESTIMATE,
      { input: { year: 2023, lines: [{ option: "material-cement", amount: 0.5 }] } },
      { token: nobody },
    );
    // GB/T 51366-2019: cement 735 kg CO2e/t; 0.5 t → 367.5 kg.
    expect(dataOf(estimate).calculatorEstimate.totalKg).toBe(367.5);
    const input = { corporationId, name: "Not allowed", year: 2023, lines };
    const refused = await t.gql(CREATE, { input }, { token: nobody });
    expect(codeOf(refused)).toEqual(["FORBIDDEN"]);
    expect(refused.errors![0].extensions.reason).toBe("MISSING_PERMISSION");
    const clerk = await userWith("calc.clerk", ["aa", "aa02"]);
    const noEdit = await t.gql(CREATE, { input }, { token: clerk, locale: "en" });
    expect(codeOf(noEdit)).toEqual(["FORBIDDEN"]);
    expect(noEdit.errors![0].extensions.reason).toBe("MISSING_EDIT_PERMISSION");
    expect(noEdit.errors![0].message).toContain("aa01");
    expect(await caseCount()).toBe(before);
  });
});

describe("a flood", () => {
  it(`lets ${LIMIT} uses a minute through and refuses the rest, writing nothing`, async () => {
    const flooder = await userWith("calc.flood", ["aa", "aa01", "aa02"]);
    const input = { year: 2023, lines: [{ option: "material-steel", amount: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 5 }, () =>
        t.gql(ESTIMATE, { input }, { token: flooder, locale: "en" }),
      ),
    );
    const refused = answers.filter((answer) => answer.errors);
    expect(answers.length - refused.length).toBe(LIMIT);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
      expect(answer.errors![0].extensions.reason).toBe("RATE_LIMITED");
      expect(answer.errors![0].extensions.retryAfterSeconds).toBeGreaterThan(0);
      expect(answer.errors![0].message).toMatch(/at most 10 a minute/);
    }

    const before = await caseCount();
    const create = await t.gql(
      CREATE,
      { input: { ...input, corporationId, name: "Flood" } },
      { token: flooder },
    );
    expect(create.errors![0].extensions.reason).toBe("RATE_LIMITED");
    expect(await caseCount()).toBe(before);

    // Another user's allowance is their own.
    const other = await t.gql(ESTIMATE, { input }, { token: demoToken });
    expect(other.errors).toBeUndefined();

    // A new minute starts the count again.
    await t.dataSource.query(
      "UPDATE calculator_usage SET window_start = window_start - interval '61 seconds'",
    );
    const later = await t.gql(ESTIMATE, { input }, { token: flooder });
    expect(later.errors).toBeUndefined();
  });
});
