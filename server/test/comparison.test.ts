// Comparisons over GraphQL on a real database: two small cases of one plant built here with
// custom factors, so every figure is worked by hand; the change by scope and process, the
// drivers adding up to the change, the base-year check at and below its threshold, mixed GWP
// sets said and recalculated, an uncalculated case named, the base year set and refused, the
// workbook, another company kept out, and the demo's 2023 base year against its 2024 case.
import ExcelJS from "exceljs";
import { seedDemoAccounting } from "../src/db/seed/demo-accounting";
import { DEMO_PLANT, seedDemoComparison } from "../src/db/seed/demo-comparison";
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import { caller, createCompany, createUser, type Caller } from "./support/accounting";
import { calculate, newCase, newCorporation, newProcess, RUN } from "./support/accounting-graphql";

const M3 = 20;
const KWH = 30;
const L = 55;
const KG = 10;

const ROW = `key name nameEn scope values deltas deltaPercents`;
const COMPARE = `query ($caseIds: [Int!]!, $referenceCaseId: Int, $runIds: [Int!]) {
  caseComparison(caseIds: $caseIds, referenceCaseId: $referenceCaseId, runIds: $runIds) {
    referenceCaseId thresholdPercent gwpMismatch
    notices { code message caseIds }
    cases { caseId name gwpSet isBaseYear isReference runId runNo latestRun totalKg totalMarketKg }
    scopeRows { ${ROW} } isoCategoryRows { ${ROW} } processRows { ${ROW} } gasRows { ${ROW} }
    drivers { caseId referenceCaseId referenceKg kg changeKg activityKg factorKg addedKg removedKg
      lines { name processName status referenceAmount amount referenceFactor factor
        referenceKg kg changeKg activityKg factorKg factorChanged referenceFactorName factorName } }
    recalculation { year caseIds baseCaseIds baseYearKg affectedKg significancePercent
      thresholdPercent flagged organicKg
      reasons { kind subject from to affectedKg sharePercent message } }
  } }`;
const SET_BASE_YEAR = `mutation ($input: SetBaseYearCaseInput!) {
  setBaseYearCase(input: $input) { id baseYearCaseId } }`;
const SET_THRESHOLD = `mutation ($value: Float!) {
  updateComparisonSettings(input: { recalculationThresholdPercent: $value }) {
    recalculationThresholdPercent } }`;
const RECALCULATE = `mutation ($caseId: Int!, $gwpSet: String!) {
  recalculateCaseInGwpSet(input: { caseId: $caseId, gwpSet: $gwpSet }) { id status gwpSet totalKg } }`;
const EXPORT = `query ($caseIds: [Int!]!) {
  exportCaseComparison(caseIds: $caseIds) { filename mimeType base64 } }`;
const ADD_CUSTOM_LINE = `mutation ($input: AddCustomLineInput!) { addCustomLine(input: $input) { id } }`;

let t: TestApp;
let demo: Caller;
beforeAll(async () => {
  t = await startTestApp();
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
});
afterAll(() => t.close());

type Comparison = {
  referenceCaseId: number;
  gwpMismatch: boolean;
  notices: Array<{ code: string; message: string; caseIds: number[] }>;
  cases: Array<Record<string, unknown>>;
  scopeRows: Row[];
  isoCategoryRows: Row[];
  processRows: Row[];
  gasRows: Row[];
  drivers: Array<Record<string, number> & { lines: Array<Record<string, unknown>> }>;
  recalculation: Array<{
    year: number;
    baseYearKg: number;
    affectedKg: number;
    significancePercent: number;
    thresholdPercent: number;
    flagged: boolean;
    organicKg: number;
    reasons: Array<{ kind: string; subject: string; affectedKg: number; message: string }>;
  }> | null;
};
type Row = {
  key: string;
  name: string | null;
  values: Array<number | null>;
  deltas: Array<number | null>;
  deltaPercents: Array<number | null>;
};

async function compare(user: Caller, variables: Record<string, unknown>): Promise<Comparison> {
  const { caseComparison } = await user.gql(COMPARE, variables);
  return caseComparison as Comparison;
}

const row = (rows: Row[], key: string) => {
  const found = rows.find((item) => item.key === key || item.name === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};

/** A line of `amount` units at one custom CO2 factor, kg CO2 per unit. */
async function customLine(
  caseId: number,
  processId: number,
  name: string,
  amount: number,
  unitId: number,
  factor: { name: string; source: string; value: number },
) {
  await demo.gql(ADD_CUSTOM_LINE, {
    input: {
      caseId,
      processId,
      name,
      amount,
      unitId,
      factor: {
        name: factor.name,
        source: factor.source,
        unitId,
        gases: [{ gas: "CO2", value: factor.value }],
      },
    },
  });
}

describe("two years of one plant, worked by hand", () => {
  // 2023 (base year): natural gas 1,000 m³ × 2.0 kg/m³ = 2,000 kg (scope 1);
  //   grid power 10,000 kWh × 0.50 kg/kWh ("Grid 2022") = 5,000 kg (scope 2). Total 7,000 kg.
  // 2024: natural gas 1,200 m³ × 2.0 = 2,400 kg; grid power 11,000 kWh × 0.48 ("Grid 2023") =
  //   5,280 kg; a new process, forklifts, 50 L diesel × 3.0 kg/L = 150 kg. Total 7,830 kg.
  const GAS = { name: "Gas supplier factor", source: "Supplier 2023", value: 2.0 };
  const GRID_2022 = { name: "Grid 2022", source: "MEE 2022", value: 0.5 };
  const GRID_2023 = { name: "Grid 2023", source: "MEE 2023", value: 0.48 };
  const DIESEL = { name: "Diesel", source: "Guideline", value: 3.0 };
  let corporationId: number;
  let base: number;
  let current: number;

  beforeAll(async () => {
    corporationId = await newCorporation(demo, "Comparison Works");
    base = (await newCase(demo, { corporationId, name: "Works 2023", year: 2023 })).id;
    current = (await newCase(demo, { corporationId, name: "Works 2024", year: 2024 })).id;
    for (const [caseId, gas, kwh, grid] of [
      [base, 1_000, 10_000, GRID_2022],
      [current, 1_200, 11_000, GRID_2023],
    ] as const) {
      const boilers = await newProcess(demo, { caseId, name: "Boilers", scope: 1, isoCategory: 1 });
      const power = await newProcess(demo, {
        caseId,
        name: "Purchased electricity",
        scope: 2,
        isoCategory: 2,
      });
      await customLine(caseId, boilers, "Natural gas", gas, M3, GAS);
      await customLine(caseId, power, "Grid power", kwh, KWH, grid);
    }
    const forklifts = await newProcess(demo, {
      caseId: current,
      name: "Forklifts",
      scope: 1,
      isoCategory: 1,
    });
    await customLine(current, forklifts, "Diesel", 50, L, DIESEL);
    await calculate(demo, base);
    await calculate(demo, current);
  });

  it("shows each case's stored figures by scope and process with the change against the reference", async () => {
    const result = await compare(demo, { caseIds: [base, current] });
    expect(result.referenceCaseId).toBe(base);
    expect(result.gwpMismatch).toBe(false);
    // The totals are the stored runs'.
    const { calculationRun: run } = await demo.gql(RUN, { caseId: current });
    expect(result.cases[1].totalKg).toBe(run.totalKg);
    const total = row(result.scopeRows, "total");
    expect(total.values[0]).toBeCloseTo(7_000, 9);
    expect(total.values[1]).toBeCloseTo(7_830, 9);
    expect(total.deltas).toEqual([null, expect.closeTo(830, 9)]);
    // 830 / 7,000 = 11.857142...%
    expect(total.deltaPercents[1]).toBeCloseTo(11.857142857, 6);
    expect(row(result.scopeRows, "scope1").values).toEqual([
      expect.closeTo(2_000, 9),
      expect.closeTo(2_550, 9),
    ]);
    expect(row(result.scopeRows, "scope2Location").deltas[1]).toBeCloseTo(280, 9);
    expect(row(result.isoCategoryRows, "2").values[1]).toBeCloseTo(5_280, 9);
    expect(row(result.gasRows, "CO2").values[1]).toBeCloseTo(7_830, 9);
    const forklifts = row(result.processRows, "Forklifts");
    expect(forklifts.values).toEqual([null, expect.closeTo(150, 9)]);
    expect(forklifts.deltaPercents).toEqual([null, null]);
    expect(row(result.processRows, "Boilers").deltas[1]).toBeCloseTo(400, 9);
  });

  it("splits the change into activity and factor, and the parts add up to it", async () => {
    const { drivers } = await compare(demo, { caseIds: [base, current] });
    const [d] = drivers;
    // Gas: activity 200 m³ × 2.0 = 400, factor 0.
    // Grid: activity 1,000 kWh × (0.50 + 0.48) / 2 = 490; factor (0.48 − 0.50) × 21,000 / 2 = −210.
    // Forklift diesel added: +150. 400 + 490 − 210 + 150 = 830.
    expect(d.changeKg).toBeCloseTo(830, 9);
    expect(d.activityKg).toBeCloseTo(890, 9);
    expect(d.factorKg).toBeCloseTo(-210, 9);
    expect(d.addedKg).toBeCloseTo(150, 9);
    expect(d.removedKg).toBe(0);
    expect(d.activityKg + d.factorKg + d.addedKg + d.removedKg).toBeCloseTo(d.changeKg, 9);
    const grid = d.lines.find((line) => line.name === "Grid power")!;
    expect(grid).toMatchObject({
      status: "matched",
      referenceAmount: 10_000,
      amount: 11_000,
      factorChanged: true,
      referenceFactorName: "Grid 2022",
      factorName: "Grid 2023",
    });
    expect(grid.activityKg).toBeCloseTo(490, 9);
    expect(grid.factorKg).toBeCloseTo(-210, 9);
    expect(d.lines.find((line) => line.name === "Diesel")).toMatchObject({ status: "added" });
  });

  it("sets a calculated case of the corporation as its base year, and refuses others", async () => {
    const uncalculated = (await newCase(demo, { corporationId, name: "Works 2025", year: 2025 }))
      .id;
    const notCalculated = await demo.try(SET_BASE_YEAR, {
      input: { corporationId, caseId: uncalculated },
    });
    expect(codeOf(notCalculated)).toEqual(["BAD_USER_INPUT"]);
    expect(notCalculated.errors![0].message).toContain("Works 2025");
    const otherCorporation = await newCorporation(demo, "Elsewhere Ltd");
    const wrongCorporation = await demo.try(SET_BASE_YEAR, {
      input: { corporationId: otherCorporation, caseId: base },
    });
    expect(wrongCorporation.errors![0].message).toContain("Elsewhere Ltd");
    const { setBaseYearCase } = await demo.gql(SET_BASE_YEAR, {
      input: { corporationId, caseId: base },
    });
    expect(setBaseYearCase.baseYearCaseId).toBe(base);
  });

  it("flags the base year for recalculation at the 5% threshold and not below it", async () => {
    // Structural and method changes since the base year: the forklifts process, 150 kg, and the
    // grid factor, the base year's 10,000 kWh × (0.48 − 0.50) = −200 kg. 350 / 7,000 = 5.0%.
    // The gas burnt (+400 kg) and the extra power (+490 kg) are organic: 890 kg, not counted.
    const result = await compare(demo, { caseIds: [base, current] });
    expect(result.cases[0].isBaseYear).toBe(true);
    const [check] = result.recalculation!;
    expect(check.year).toBe(2024);
    expect(check.baseYearKg).toBeCloseTo(7_000, 9);
    expect(check.affectedKg).toBeCloseTo(350, 9);
    expect(check.significancePercent).toBe(5);
    expect(check.thresholdPercent).toBe(5);
    expect(check.flagged).toBe(true);
    expect(check.organicKg).toBeCloseTo(890, 9);
    expect(check.reasons.map((reason) => [reason.kind, reason.subject])).toEqual([
      ["factorChanged", "Grid power"],
      ["processAdded", "Forklifts"],
    ]);
    expect(check.reasons[0].message).toContain("Grid 2022");

    await demo.gql(SET_THRESHOLD, { value: 5.01 });
    const below = await compare(demo, { caseIds: [base, current] });
    expect(below.recalculation![0].thresholdPercent).toBe(5.01);
    expect(below.recalculation![0].flagged).toBe(false);
    const refused = await demo.try(SET_THRESHOLD, { value: 0 });
    expect(codeOf(refused)).toEqual(["BAD_USER_INPUT"]);
    await demo.gql(SET_THRESHOLD, { value: 5 });
  });

  it("names an uncalculated case and compares nothing", async () => {
    const draft = (await newCase(demo, { corporationId, name: "Draft inventory", year: 2022 })).id;
    const answer = await demo.try(COMPARE, { caseIds: [base, draft] });
    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toBe(
      "Not calculated yet: Draft inventory. Calculate them before comparing, or leave them out",
    );
    const single = await demo.try(COMPARE, { caseIds: [base] });
    expect(codeOf(single)).toEqual(["BAD_USER_INPUT"]);
  });

  it("says when the cases are in different GWP sets, and recalculates one in the other's set", async () => {
    // 10 kg of fossil methane leaked: AR5 10 × 28 = 280 kg CO2e, AR6 10 × 29.8 = 298 kg.
    const other = await newCorporation(demo, "Methane Farm");
    const farm = (
      await newCase(demo, {
        corporationId: other,
        name: "Farm 2024",
        year: 2024,
        gwpSet: "AR5",
      })
    ).id;
    const digester = await newProcess(demo, {
      caseId: farm,
      name: "Digester",
      scope: 1,
      isoCategory: 1,
    });
    await demo.gql(ADD_CUSTOM_LINE, {
      input: {
        caseId: farm,
        processId: digester,
        name: "Leak",
        amount: 10,
        unitId: KG,
        method: "gas",
        gas: "CH4_FOSSIL",
      },
    });
    await calculate(demo, farm);
    const mixed = await compare(demo, { caseIds: [current, farm] });
    expect(mixed.gwpMismatch).toBe(true);
    const notice = mixed.notices.find((item) => item.code === "GWP_MISMATCH")!;
    expect(notice.message).toBe(
      "The cases are in different GWP sets: Works 2024 (AR6); Farm 2024 (AR5). Their CO2e figures are not comparable as they stand; recalculate the cases in one set",
    );
    expect(row(mixed.scopeRows, "total").values[1]).toBeCloseTo(280, 9);

    const { recalculateCaseInGwpSet: run } = await demo.gql(RECALCULATE, {
      caseId: farm,
      gwpSet: "AR6",
    });
    expect(run).toMatchObject({ status: "succeeded", gwpSet: "AR6" });
    expect(run.totalKg).toBeCloseTo(298, 9);
    const same = await compare(demo, { caseIds: [current, farm] });
    expect(same.gwpMismatch).toBe(false);
    expect(same.notices).toEqual([]);
    expect(row(same.scopeRows, "total").values[1]).toBeCloseTo(298, 9);
    // The earlier AR5 run can still be chosen, and the comparison says it is not the latest.
    const { calculationRuns } = await demo.gql(
      `query ($caseId: Int!) { calculationRuns(caseId: $caseId) { id runNo gwpSet } }`,
      { caseId: farm },
    );
    const ar5 = (calculationRuns as Array<{ id: number; gwpSet: string }>).find(
      (item) => item.gwpSet === "AR5",
    )!;
    const earlier = await compare(demo, { caseIds: [current, farm], runIds: [ar5.id] });
    expect(earlier.notices.map((item) => item.code).sort()).toEqual([
      "EARLIER_RUN",
      "GWP_MISMATCH",
    ]);
  });

  it("exports the comparison as a workbook with the figures in tonnes", async () => {
    const { exportCaseComparison: file } = await demo.gql(EXPORT, { caseIds: [base, current] });
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as its own Buffer interface; a Node Buffer is what it reads.
    await workbook.xlsx.load(Buffer.from(file.base64, "base64") as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Cases",
      "By scope",
      "By ISO category",
      "By scope 3 category",
      "By process",
      "By gas",
      "Drivers",
      "Base-year check",
    ]);
    const scope = workbook.getWorksheet("By scope")!;
    const totalRow = scope
      .getSheetValues()
      .find((values) => Array.isArray(values) && values[1] === "Total (location-based)") as
      unknown[] | undefined;
    // 7,000 kg and 7,830 kg in tonnes; the change 0.830 t, 11.857%.
    expect(totalRow?.slice(2, 6)).toEqual([
      7,
      7.83,
      expect.closeTo(0.83, 9),
      expect.closeTo(11.857142857, 6),
    ]);
  });

  it("keeps another company's user out of the company's cases", async () => {
    const admin = await t.login("admin");
    const companyId = await createCompany(t, admin, "Outsider Co.");
    const outsider = await createUser(t, admin, {
      companyId,
      username: "outsider-cmp",
      codes: ["cp", "aa", "aa01"],
    });
    expect(codeOf(await outsider.try(COMPARE, { caseIds: [base, current] }))).toEqual([
      "NOT_FOUND",
    ]);
    expect(
      codeOf(await outsider.try(SET_BASE_YEAR, { input: { corporationId, caseId: null } })),
    ).toEqual(["NOT_FOUND"]);
  });
});

describe("the demo plant's base year", () => {
  it("compares the 2023 base year with 2024: electricity's activity and factor worked by hand", async () => {
    await seedDemoAccounting(t.dataSource, t.config);
    await seedDemoComparison(t.dataSource, t.config);
    const { corporations } = await demo.gql(
      `query ($keyword: String) { corporations(keyword: $keyword) { items { id baseYearCaseId } } }`,
      { keyword: "Demo Plant" },
    );
    const plant = corporations.items[0] as { id: number; baseYearCaseId: number };
    expect(plant.baseYearCaseId).toBeTruthy();
    const { comparableCases } = await demo.gql(
      `query ($corporationId: Int) { comparableCases(corporationId: $corporationId) {
        total items { id year isBaseYear corporationName } } }`,
      { corporationId: plant.id },
    );
    expect(comparableCases.items.map((item: { year: number }) => item.year)).toEqual([2024, 2023]);
    expect(comparableCases.items[1]).toMatchObject({
      isBaseYear: true,
      corporationName: DEMO_PLANT,
    });
    const result = await compare(demo, {
      caseIds: [comparableCases.items[1].id, comparableCases.items[0].id],
    });
    // Purchased electricity: 4,000,000 kWh × 0.5366 (2022 grid) = 2,146,400 kg in 2023;
    // 4,200,000 kWh × 0.5306 (2023 grid) = 2,228,520 kg in 2024 (twelve monthly lines).
    // Activity: 200,000 × (0.5366 + 0.5306) / 2 = 106,720 kg; factor: −0.006 × 4,100,000 = −24,600.
    const electricity = result.drivers[0].lines.find((line) => line.name === "外购电力")!;
    expect(electricity.referenceKg).toBeCloseTo(2_146_400, 6);
    expect(electricity.kg).toBeCloseTo(2_228_520, 6);
    expect(electricity.activityKg).toBeCloseTo(106_720, 6);
    expect(electricity.factorKg).toBeCloseTo(-24_600, 6);
    const d = result.drivers[0];
    expect(d.activityKg + d.factorKg + d.addedKg + d.removedKg).toBeCloseTo(d.changeKg, 6);
    // The grid factor is the only method change: the base year's 4,000,000 kWh × −0.006 = 24,000 kg.
    const [check] = result.recalculation!;
    expect(check.reasons.map((reason) => reason.kind)).toEqual(["factorChanged"]);
    expect(check.affectedKg).toBeCloseTo(24_000, 6);
    expect(check.flagged).toBe(false);
  });
});
