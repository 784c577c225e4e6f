// The carbon flow and the monthly ledger on a real database, against figures worked out by hand
// from the seeded factor values: a small steelworks case (coke by the combustion method,
// limestone flux, a refrigerant top-up, purchased electricity partly covered by certificates,
// purchased resin, crude steel as carbon kept in products), entered for different months; its
// Sankey bands, carbon mass balance and ledger months; the demo inventory's months; tenancy and
// permission codes.
import { seedDemoAccounting } from "../src/db/seed/demo-accounting";
import {
  DEMO_ELECTRICITY_KWH,
  DEMO_NATURAL_GAS,
  DEMO_REFRIGERANT_MONTH,
  seedDemoLedger,
} from "../src/db/seed/demo-ledger";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  openWorkbook,
  type Caller,
} from "./support/accounting";
import {
  ADD_CUSTOM_LINE,
  calculate,
  libraryLine,
  newCase,
  newCorporation,
  newProcess,
  setLines,
  UPDATE_LINES,
} from "./support/accounting-graphql";
import { codeOf, dataOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";

const FLOW = `query ($caseId: Int!, $runId: Int, $basis: String) {
  carbonFlow(caseId: $caseId, runId: $runId, basis: $basis) {
    caseId caseName corporationName basis
    run { id runNo } runs { id runNo }
    nodes { key type sourceKind scope name nameEn grouped valueKg lineCount }
    links { from to valueKg lineCount }
    totals { grossKg netKg keptKg scope1Kg scope2Kg scope3Kg biogenicCo2Kg lineCount }
    massBalance {
      applies carbonInKg carbonOutKg differenceKg differenceCo2Kg runCo2Kg closurePercent
      unoxidisedKg unexplainedCo2Kg
      inputs { name rule amount unitId carbonKg co2Kg unoxidisedKg lineCount }
      outputs { name rule amount unitId carbonKg co2Kg lineCount }
    }
  } }`;
const FLOW_CHOICES = `{ carbonFlowChoices { id name cases { id name year latestRunId } } }`;
const FIGURES = "scope1Kg scope2LocationKg scope2MarketKg scope3Kg totalKg totalMarketKg lineCount";
const LEDGER = `query ($corporationId: Int!, $year: Int!, $caseId: Int) {
  ledger(corporationId: $corporationId, year: $year, caseId: $caseId) {
    corporationName year monthsRecorded
    case { id name } cases { id } run { id runNo }
    rows { month ${FIGURES} byProcess { processName scope co2eKg marketCo2eKg lineCount } }
    totals { ${FIGURES} }
  } }`;
const LEDGER_LINES = `query ($corporationId: Int!, $year: Int!, $month: Int!, $pageSize: Int) {
  ledgerLines(corporationId: $corporationId, year: $year, month: $month, pageSize: $pageSize) {
    total items { name processName scope co2eKg month market { co2eKg } } } }`;
const LEDGER_YEARS = `query ($corporationId: Int!) {
  ledgerYears(corporationId: $corporationId) { year caseId ${FIGURES} } }`;
const LEDGER_CHOICES = `{ ledgerChoices { id name years cases { id year latestRunId } } }`;
const EXPORT_LEDGER = `query ($corporationId: Int!, $year: Int!) {
  exportLedger(corporationId: $corporationId, year: $year) { filename mimeType base64 } }`;
const RESULT_MONTHS = `query ($runId: Int!) {
  resultLines(runId: $runId, pageSize: 100) { items { name month } } }`;

// ---- The steelworks by hand, from the seeded factors (server/src/db/seed/factors) ----
// Coke, CN-GUIDE-FUEL-COKE: NCV 28.447 GJ/t, carbon content 29.5 t C/TJ = 0.0295 t C/GJ,
// oxidation 0.93, method combustion: C = 1,000 t × 28.447 × 0.0295 = 839.1865 t C;
// CO2 = C × 0.93 × 44/12 = 2,861,625.9666... kg.
const COKE_T = 1000;
const cokeCarbonKg = COKE_T * 28.447 * 0.0295 * 1000; // 839,186.5 kg C
const cokeKg = cokeCarbonKg * 0.93 * (44 / 12); // 2,861,625.966 kg CO2
// Limestone flux, CN-GUIDE-PROC-LIMESTONE 0.440 t CO2/t: 200 t → 88,000 kg CO2 (24,000 kg C).
const limestoneKg = 200 * 440;
// R-410A top-up, method gas, AR6: 12 kg × (0.5 × 771 + 0.5 × 3,740) = 12 × 2,255.5 = 27,066 kg.
const refrigerantKg = 12 * (0.5 * 771 + 0.5 * 3740);
// Crude steel, CN-GUIDE-LOCKED-CRUDE-STEEL 0.0154 t CO2/t, deducted: 5,000 t → −77,000 kg CO2
// (21,000 kg C kept in the steel).
const crudeSteelKg = 5000 * 15.4;
// Electricity, CN-GRID-2022-EAST 0.5617 kg CO2/kWh: 100,000 kWh in February → 56,170 kg,
// 40,000 kWh of it covered by zero-emission certificates → market-based 60,000 × 0.5617 =
// 33,702 kg; 20,000 kWh without a month → 11,234 kg both ways.
const febKwhKg = 100_000 * 0.5617;
const febMarketKg = 60_000 * 0.5617;
const annualKwhKg = 20_000 * 0.5617;
// Resin, a supplier factor of 1.8 kg CO2/kg: 2.5 t → 4,500 kg, scope 3, without a month.
const resinKg = 2500 * 1.8;

const scope1Kg = cokeKg + limestoneKg + refrigerantKg - crudeSteelKg; // 2,899,691.966 kg
const scope2Kg = febKwhKg + annualKwhKg; // 67,404 kg
const scope2MarketKg = febMarketKg + annualKwhKg; // 44,936 kg
const scope3Kg = resinKg;

let t: TestApp;
let admin: Caller;
let demo: Caller;
beforeAll(async () => {
  t = await startTestApp();
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
});
afterAll(() => t.close());

interface Works {
  corporationId: number;
  caseId: number;
  runId: number;
  processes: Record<"furnace" | "refrigerant" | "electricity" | "resin" | "locked", number>;
}
let works: Works;

beforeAll(async () => {
  const corporationId = await newCorporation(demo, "Hand-worked Steel Works");
  const caseId = (await newCase(demo, { corporationId, name: "Steel 2024", year: 2024 })).id;
  const process = (name: string, scope: number, extra: Record<string, unknown> = {}) =>
    newProcess(demo, { caseId, name, scope, isoCategory: scope === 3 ? 4 : scope, ...extra });
  const processes = {
    furnace: await process("Blast furnace", 1),
    refrigerant: await process("Refrigerant leakage", 1),
    electricity: await process("Purchased electricity", 2),
    resin: await process("Purchased resin", 3, { scope3Category: 1 }),
    locked: await process("Carbon locked in products", 1, { deducted: true }),
  };
  const coke = await libraryLine(t, demo, processes.furnace, "CN-GUIDE-FUEL-COKE", COKE_T);
  const limestone = await libraryLine(t, demo, processes.furnace, "CN-GUIDE-PROC-LIMESTONE", 200);
  const feb = await libraryLine(t, demo, processes.electricity, "CN-GRID-2022-EAST", 100_000);
  await libraryLine(t, demo, processes.electricity, "CN-GRID-2022-EAST", 20_000);
  const steel = await libraryLine(t, demo, processes.locked, "CN-GUIDE-LOCKED-CRUDE-STEEL", 5000);
  const { addCustomLine: refrigerant } = await demo.gql(ADD_CUSTOM_LINE, {
    input: {
      caseId,
      processId: processes.refrigerant,
      name: "R-410A top-up",
      amount: 12,
      unitId: 10,
      method: "gas",
      gas: "R-410A",
      month: 7,
    },
  });
  await demo.gql(ADD_CUSTOM_LINE, {
    input: {
      caseId,
      processId: processes.resin,
      name: "PET resin",
      amount: 2.5,
      unitId: 11,
      factor: {
        name: "PET resin, supplier",
        unitId: 10,
        source: "Supplier EPD",
        gases: [{ gas: "CO2", value: 1.8 }],
      },
    },
  });
  await setLines(demo, caseId, [
    { id: coke.id, method: "combustion", month: 1 },
    { id: limestone.id, month: 1 },
    {
      id: feb.id,
      month: 2,
      marketBasis: "certificate",
      marketCoveredAmount: 40_000,
      marketCustomFactor: {
        name: "Green electricity certificates",
        unitId: 30,
        source: "GEC retirement record",
        gases: [{ gas: "CO2", value: 0 }],
      },
    },
    { id: steel.id, month: 3 },
  ]);
  expect(refrigerant.id).toBeGreaterThan(0);
  const run = await calculate(demo, caseId);
  expect(run.status).toBe("succeeded");
  works = { corporationId, caseId, runId: run.id, processes };
});

type Flow = {
  nodes: Array<{ key: string; type: string; sourceKind: string | null; name: string | null }>;
  links: Array<{ from: string; to: string; valueKg: number; lineCount: number }>;
  totals: Record<string, number>;
  massBalance: Record<string, any>;
  run: { id: number } | null;
};
const band = (flow: Flow, from: string, to: string) => {
  const found = flow.links.filter((link) => link.from === from && link.to === to);
  if (found.length !== 1) throw new Error(`${found.length} bands ${from} → ${to}`);
  return found[0];
};

describe("carbon flow", () => {
  let flow: Flow;
  beforeAll(async () => {
    flow = (await demo.gql(FLOW, { caseId: works.caseId })).carbonFlow;
  });

  it("draws every band as the sum of the run's lines it stands for", () => {
    const p = works.processes;
    const coke = flow.nodes.find((node) => node.name === "焦炭")!;
    expect(coke).toMatchObject({ type: "source", sourceKind: "fuel" });
    expect(band(flow, coke.key, `process:${p.furnace}`).valueKg).toBeCloseTo(cokeKg, 3);
    const limestone = flow.nodes.find((node) => node.name === "石灰石（熔剂分解）")!;
    expect(limestone).toMatchObject({ type: "source", sourceKind: "material" });
    expect(band(flow, limestone.key, `process:${p.furnace}`).valueKg).toBeCloseTo(limestoneKg, 6);
    expect(band(flow, `process:${p.furnace}`, "scope:1")).toMatchObject({ lineCount: 2 });
    expect(band(flow, `process:${p.furnace}`, "scope:1").valueKg).toBeCloseTo(
      cokeKg + limestoneKg,
      3,
    );
    expect(band(flow, "source:gas:R-410A", `process:${p.refrigerant}`).valueKg).toBeCloseTo(
      refrigerantKg,
      6,
    );
    // Both electricity lines, one node: 56,170 + 11,234 = 67,404 kg.
    expect(band(flow, "source:electricity", `process:${p.electricity}`)).toMatchObject({
      lineCount: 2,
    });
    expect(band(flow, "source:electricity", `process:${p.electricity}`).valueKg).toBeCloseTo(
      67_404,
      6,
    );
    expect(band(flow, `process:${p.electricity}`, "scope:2").valueKg).toBeCloseTo(67_404, 6);
    expect(
      band(flow, "source:material:PET resin, supplier", `process:${p.resin}`).valueKg,
    ).toBeCloseTo(4500, 6);
    expect(band(flow, `process:${p.resin}`, "scope:3").valueKg).toBeCloseTo(4500, 6);
  });

  it("ends scope 1 in carbon kept in products and the net emitted, which are the run's", () => {
    expect(band(flow, "scope:1", "kept").valueKg).toBeCloseTo(77_000, 6);
    expect(band(flow, "scope:1", "emitted:1").valueKg).toBeCloseTo(scope1Kg, 3);
    // The deducted process has no band of its own: its carbon came in with the furnace's.
    expect(flow.links.some((link) => link.from === `process:${works.processes.locked}`)).toBe(
      false,
    );
    expect(flow.totals.grossKg).toBeCloseTo(scope1Kg + crudeSteelKg + scope2Kg + scope3Kg, 3);
    expect(flow.totals.keptKg).toBeCloseTo(77_000, 6);
    expect(flow.totals.scope1Kg).toBeCloseTo(scope1Kg, 3);
    expect(flow.totals.scope2Kg).toBeCloseTo(scope2Kg, 6);
    expect(flow.totals.netKg).toBeCloseTo(scope1Kg + scope2Kg + scope3Kg, 3);
    // Into and out of each process the bands balance.
    for (const node of flow.nodes.filter((n) => n.type === "process")) {
      const into = flow.links.filter((l) => l.to === node.key).reduce((s, l) => s + l.valueKg, 0);
      const out = flow.links.filter((l) => l.from === node.key).reduce((s, l) => s + l.valueKg, 0);
      expect(into).toBeCloseTo(out, 6);
    }
  });

  it("takes scope 2 market-based when asked: the certificates cover 40,000 kWh", async () => {
    const market: Flow = (await demo.gql(FLOW, { caseId: works.caseId, basis: "market" }))
      .carbonFlow;
    const p = works.processes;
    // 60,000 × 0.5617 + 20,000 × 0.5617 = 33,702 + 11,234 = 44,936 kg.
    expect(band(market, "source:electricity", `process:${p.electricity}`).valueKg).toBeCloseTo(
      scope2MarketKg,
      6,
    );
    expect(market.totals.scope2Kg).toBeCloseTo(scope2MarketKg, 6);
    expect(market.totals.netKg).toBeCloseTo(scope1Kg + scope2MarketKg + scope3Kg, 3);
    const { calculationRun } = await demo.gql(
      `query ($runId: Int) { calculationRun(runId: $runId) { totals { totalMarketKg } } }`,
      { runId: works.runId },
    );
    expect(market.totals.netKg).toBeCloseTo(calculationRun.totals.totalMarketKg, 6);
  });

  it("balances carbon in against carbon out and closes on the oxidation rate", () => {
    const balance = flow.massBalance;
    expect(balance.applies).toBe(true);
    // In: coke 839,186.5 kg C (FC × NCV × CC) + limestone 88,000 × 12/44 = 24,000 kg C.
    expect(balance.carbonInKg).toBeCloseTo(cokeCarbonKg + 24_000, 4);
    expect(balance.inputs.map((row: { rule: string }) => row.rule).sort()).toEqual([
      "combustion",
      "factor",
    ]);
    // Out: crude steel 77,000 × 12/44 = 21,000 kg C.
    expect(balance.carbonOutKg).toBeCloseTo(21_000, 6);
    // Difference 842,186.5 kg C, as CO2 × 44/12 = 3,088,017.1667 kg.
    expect(balance.differenceKg).toBeCloseTo(842_186.5, 4);
    expect(balance.differenceCo2Kg).toBeCloseTo(3_088_017.1667, 3);
    // The run's CO2 of these lines: coke 2,861,625.967 + 88,000 − 77,000 = 2,872,625.967 kg.
    expect(balance.runCo2Kg).toBeCloseTo(cokeKg + limestoneKg - crudeSteelKg, 3);
    // Closure 2,872,625.967 / 3,088,017.167 = 93.025 %; the gap is the coke's unburnt 7 %:
    // 839,186.5 × 0.07 = 58,743.055 kg C = 215,391.2017 kg CO2, nothing left unexplained.
    expect(balance.closurePercent).toBeCloseTo(93.0248, 3);
    expect(balance.unoxidisedKg).toBeCloseTo(58_743.055, 3);
    expect(balance.unexplainedCo2Kg).toBeCloseTo(0, 3);
  });

  it("says a case without carbon kept in products has no balance, and an uncalculated case no run", async () => {
    const corporationId = await newCorporation(demo, "Flow Office Ltd.");
    const office = (await newCase(demo, { corporationId, name: "Office 2024", year: 2024 })).id;
    const grid = await newProcess(demo, { caseId: office, name: "Grid", scope: 2, isoCategory: 2 });
    await libraryLine(t, demo, grid, "CN-GRID-2022-EAST", 1000);
    const before = (await demo.gql(FLOW, { caseId: office })).carbonFlow;
    expect(before).toMatchObject({ run: null, runs: [], nodes: [], links: [], massBalance: null });
    await calculate(demo, office);
    const after = (await demo.gql(FLOW, { caseId: office })).carbonFlow;
    expect(after.massBalance).toMatchObject({ applies: false, carbonOutKg: 0 });
    // 1,000 kWh × 0.5617 kg/kWh = 561.7 kg.
    expect(band(after, "source:electricity", `process:${grid}`).valueKg).toBeCloseTo(561.7, 9);
  });

  it("lists the corporations with their cases and refuses a run of another case", async () => {
    const { carbonFlowChoices } = await demo.gql(FLOW_CHOICES);
    const steel = carbonFlowChoices.find(
      (item: { name: string }) => item.name === "Hand-worked Steel Works",
    );
    expect(steel.cases).toEqual([
      { id: works.caseId, name: "Steel 2024", year: 2024, latestRunId: works.runId },
    ]);
    const answer = await demo.try(FLOW, { caseId: works.caseId, runId: works.runId + 1000 });
    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toMatch(/not a succeeded run of this case/);
  });
});

describe("monthly ledger", () => {
  type Row = Record<string, number> & { month: number | null; byProcess: any[] };
  let ledger: { rows: Row[]; totals: Record<string, number>; monthsRecorded: boolean } & Record<
    string,
    any
  >;
  beforeAll(async () => {
    ledger = (await demo.gql(LEDGER, { corporationId: works.corporationId, year: 2024 })).ledger;
  });
  const month = (m: number | null) => ledger.rows.find((row) => row.month === m)!;

  it("carries each activity line's month into the run's result lines", async () => {
    const { resultLines } = await demo.gql(RESULT_MONTHS, { runId: works.runId });
    const months = Object.fromEntries(
      resultLines.items.map((line: { name: string; month: number | null }) => [
        line.name,
        line.month,
      ]),
    );
    expect(months).toMatchObject({ "R-410A top-up": 7, "PET resin": null });
  });

  it("sums the run's lines by month and scope, with the lines without a month on their own row", () => {
    expect(ledger.case.id).toBe(works.caseId);
    expect(ledger.run.id).toBe(works.runId);
    expect(ledger.rows).toHaveLength(13);
    // January: coke 2,861,625.967 + limestone 88,000 kg.
    expect(month(1).scope1Kg).toBeCloseTo(cokeKg + limestoneKg, 3);
    expect(month(1).lineCount).toBe(2);
    expect(month(1).byProcess).toEqual([
      expect.objectContaining({ processName: "Blast furnace", scope: 1, lineCount: 2 }),
    ]);
    // February: 56,170 kg location-based, 33,702 kg market-based.
    expect(month(2).scope2LocationKg).toBeCloseTo(febKwhKg, 6);
    expect(month(2).scope2MarketKg).toBeCloseTo(febMarketKg, 6);
    expect(month(2).totalMarketKg).toBeCloseTo(febMarketKg, 6);
    // March: the crude steel, −77,000 kg; July: the top-up, 27,066 kg.
    expect(month(3).scope1Kg).toBeCloseTo(-crudeSteelKg, 6);
    expect(month(7).scope1Kg).toBeCloseTo(refrigerantKg, 6);
    expect(month(5)).toMatchObject({ totalKg: 0, lineCount: 0 });
    // Without a month: 11,234 kg of electricity and 4,500 kg of resin.
    expect(month(null)).toMatchObject({ lineCount: 2 });
    expect(month(null).scope2LocationKg).toBeCloseTo(annualKwhKg, 6);
    expect(month(null).scope3Kg).toBeCloseTo(resinKg, 6);
  });

  it("totals to the run's totals by scope, and the months with the unassigned row add up to them", () => {
    const { totals } = ledger;
    expect(totals.scope1Kg).toBeCloseTo(scope1Kg, 3);
    expect(totals.scope2LocationKg).toBeCloseTo(scope2Kg, 6);
    expect(totals.scope2MarketKg).toBeCloseTo(scope2MarketKg, 6);
    expect(totals.scope3Kg).toBeCloseTo(scope3Kg, 6);
    expect(totals.totalKg).toBeCloseTo(scope1Kg + scope2Kg + scope3Kg, 3);
    expect(totals.lineCount).toBe(7);
    for (const key of ["scope1Kg", "scope2LocationKg", "scope2MarketKg", "scope3Kg", "totalKg"]) {
      const sum = ledger.rows.reduce((acc, row) => acc + row[key], 0);
      expect(sum).toBeCloseTo(totals[key], 3);
    }
  });

  it("lists a month's lines, and the lines without a month as month 0", async () => {
    const january = (
      await demo.gql(LEDGER_LINES, { corporationId: works.corporationId, year: 2024, month: 1 })
    ).ledgerLines;
    expect(january.total).toBe(2);
    expect(january.items.map((line: { month: number }) => line.month)).toEqual([1, 1]);
    const none = (
      await demo.gql(LEDGER_LINES, { corporationId: works.corporationId, year: 2024, month: 0 })
    ).ledgerLines;
    expect(none.items.map((line: { name: string }) => line.name).sort()).toEqual([
      "PET resin",
      expect.any(String),
    ]);
    const bad = await demo.try(LEDGER_LINES, {
      corporationId: works.corporationId,
      year: 2024,
      month: 13,
    });
    expect(codeOf(bad)).toEqual(["BAD_USER_INPUT"]);
    expect(bad.errors![0].message).toMatch(/month/);
  });

  it("exports the ledger as a workbook with headings in the reader's language", async () => {
    const answer = dataOf(
      await t.gql(
        EXPORT_LEDGER,
        { corporationId: works.corporationId, year: 2024 },
        { token: demo.token, locale: "zh-CN" },
      ),
    );
    const file = answer.exportLedger;
    expect(file.filename).toBe("Hand-worked-Steel-Works-2024-月度台账.xlsx");
    const workbook = await openWorkbook(Buffer.from(file.base64, "base64"));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "月度台账",
      "按排放过程",
      "排放明细",
    ]);
    const sheet = workbook.getWorksheet("月度台账")!;
    const rows = sheet.getSheetValues() as unknown[][];
    const header = rows.findIndex((row) => row?.[1] === "月份");
    expect(rows[header].slice(1, 4)).toEqual([
      "月份",
      "范围一（tCO2e）",
      "范围二，基于位置（tCO2e）",
    ]);
    const total = rows.find((row) => row?.[1] === "合计（计算结果总量）")!;
    // t CO2e: scope 1 2,899.691966 t, scope 2 67.404 t.
    expect(total[2] as number).toBeCloseTo(scope1Kg / 1000, 6);
    expect(total[3] as number).toBeCloseTo(67.404, 9);
    const unassigned = rows.find((row) => row?.[1] === "未填月份")!;
    expect(unassigned[5] as number).toBeCloseTo(4.5, 9);
  });

  it("sets the years side by side and lists the corporations with their calculated years", async () => {
    const earlier = (
      await newCase(demo, { corporationId: works.corporationId, name: "Steel 2023", year: 2023 })
    ).id;
    const furnace = await newProcess(demo, {
      caseId: earlier,
      name: "Blast furnace",
      scope: 1,
      isoCategory: 1,
    });
    await libraryLine(t, demo, furnace, "CN-GUIDE-PROC-LIMESTONE", 100);
    await calculate(demo, earlier);
    const { ledgerYears } = await demo.gql(LEDGER_YEARS, { corporationId: works.corporationId });
    expect(ledgerYears.map((year: { year: number }) => year.year)).toEqual([2023, 2024]);
    // 2023: 100 t limestone × 440 kg/t = 44,000 kg.
    expect(ledgerYears[0].totalKg).toBeCloseTo(44_000, 6);
    expect(ledgerYears[1].totalKg).toBeCloseTo(scope1Kg + scope2Kg + scope3Kg, 3);
    const { ledgerChoices } = await demo.gql(LEDGER_CHOICES);
    const steel = ledgerChoices.find((item: { id: number }) => item.id === works.corporationId);
    expect(steel.years).toEqual([2024, 2023]);
  });

  it("reads the demo inventory's months: the meter readings by month, annual lines without one", async () => {
    await seedDemoAccounting(t.dataSource, t.config);
    await seedDemoLedger(t.dataSource, t.config);
    const [corporation] = await t.dataSource.query<Array<{ id: number }>>(
      "SELECT id FROM corporation WHERE name LIKE '%Demo Plant (Suzhou)%' AND company_id = $1",
      [await demoCompanyId(t)],
    );
    const demoLedger = (await demo.gql(LEDGER, { corporationId: corporation.id, year: 2024 }))
      .ledger;
    expect(demoLedger.run.runNo).toBe(2);
    const row = (m: number | null) =>
      demoLedger.rows.find((entry: { month: number | null }) => entry.month === m);
    // January: 330,000 kWh × 0.5306 kg/kWh (CN-GRID-2023-NATIONAL) = 175,098 kg of scope 2;
    // natural gas 2.6 × 10⁴ Nm³ × 389.31 GJ × 0.0153 t C/GJ × 0.99 × 44/12 = 56,194.17 kg.
    expect(DEMO_ELECTRICITY_KWH.reduce((a, b) => a + b, 0)).toBe(4_200_000);
    expect(DEMO_NATURAL_GAS.reduce((a, b) => a + b, 0)).toBeCloseTo(18.5, 12);
    expect(row(1).scope2LocationKg).toBeCloseTo(330_000 * 0.5306, 6);
    expect(row(1).scope1Kg).toBeCloseTo(2.6 * 389.31 * 0.0153 * 0.99 * (44 / 12) * 1000, 4);
    // July also has the R-410A top-up: 12 kg × 2,255.5 (AR6) = 27,066 kg.
    expect(row(DEMO_REFRIGERANT_MONTH).scope1Kg).toBeCloseTo(
      27_066 + 0.8 * 389.31 * 0.0153 * 0.99 * (44 / 12) * 1000,
      4,
    );
    // The annual lines: stationary diesel, the vehicles' diesel and gasoline, purchased heat.
    expect(row(null).lineCount).toBe(4);
    // Heat 3,600 GJ × 0.11 t CO2/GJ = 396,000 kg; electricity 4,200,000 × 0.5306 = 2,228,520 kg.
    expect(demoLedger.totals.scope2LocationKg).toBeCloseTo(2_228_520 + 396_000, 4);
    expect(row(null).scope2LocationKg).toBeCloseTo(396_000, 6);
    expect(demoLedger.monthsRecorded).toBe(true);
  });
});

describe("who may read the flow and the ledger", () => {
  it("answers another company's case and corporation as not found", async () => {
    const companyId = await createCompany(t, admin.token, "Other Flow Co.");
    const other = await createUser(t, admin.token, {
      companyId,
      username: "flow-other",
      codes: ["aa", "cf", "bk"],
    });
    expect(codeOf(await other.try(FLOW, { caseId: works.caseId }))).toEqual(["NOT_FOUND"]);
    expect(
      codeOf(await other.try(LEDGER, { corporationId: works.corporationId, year: 2024 })),
    ).toEqual(["NOT_FOUND"]);
    const { carbonFlowChoices } = await other.gql(FLOW_CHOICES);
    expect(carbonFlowChoices).toEqual([]);
  });

  it("needs cf for the flow and bk for the ledger", async () => {
    const companyId = await demoCompanyId(t);
    const flowOnly = await createUser(t, admin.token, {
      companyId,
      username: "flow-only",
      codes: ["cf"],
    });
    expect((await flowOnly.gql(FLOW, { caseId: works.caseId })).carbonFlow.run.id).toBe(
      works.runId,
    );
    const refused = await flowOnly.try(LEDGER, { corporationId: works.corporationId, year: 2024 });
    expect(codeOf(refused)).toEqual(["FORBIDDEN"]);
    const ledgerOnly = await createUser(t, admin.token, {
      companyId,
      username: "ledger-only",
      codes: ["bk"],
    });
    expect(codeOf(await ledgerOnly.try(FLOW, { caseId: works.caseId }))).toEqual(["FORBIDDEN"]);
    expect(
      codeOf(
        await ledgerOnly.try(EXPORT_LEDGER, { corporationId: works.corporationId, year: 2024 }),
      ),
    ).toEqual(undefined);
  });

  it("refuses an export of a year without a calculated case, naming the year", async () => {
    const answer = await demo.try(EXPORT_LEDGER, {
      corporationId: works.corporationId,
      year: 2019,
    });
    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].extensions.field).toBe("year");
    expect(answer.errors![0].message).toMatch(/no calculated case in 2019/);
  });
});

describe("a line entered by month", () => {
  // Purchased electricity entered month by month on CN-GRID-2022-EAST, 0.5617 kg CO2/kWh:
  // January to December 10,000 + 12,000 + 11,000 + 9,000 + 8,000 + 15,000 + 20,000 + 21,000 +
  // 14,000 + 10,000 + 9,000 + 11,000 = 150,000 kWh → 150,000 × 0.5617 = 84,255 kg CO2e;
  // July 20,000 × 0.5617 = 11,234 kg; August 21,000 × 0.5617 = 11,795.7 kg.
  const KWH = [
    10_000, 12_000, 11_000, 9_000, 8_000, 15_000, 20_000, 21_000, 14_000, 10_000, 9_000, 11_000,
  ];
  const MONTH_LINE = `query ($caseId: Int!) { activityLines(caseId: $caseId, pageSize: 10) {
    items { id amount month monthAmounts } } }`;
  let corporationId: number;
  let caseId: number;
  let lineId: number;
  beforeAll(async () => {
    corporationId = await newCorporation(demo, "Month Grid Works");
    caseId = (await newCase(demo, { corporationId, name: "Month grid 2024", year: 2024 })).id;
    const electricity = await newProcess(demo, {
      caseId,
      name: "Purchased electricity",
      scope: 2,
      isoCategory: 2,
    });
    lineId = (await libraryLine(t, demo, electricity, "CN-GRID-2022-EAST", 1)).id;
  });

  it("keeps the twelve months and makes the amount their sum", async () => {
    const [line] = await setLines(demo, caseId, [{ id: lineId, month: 4, monthAmounts: KWH }]);
    expect(line.amount).toBe(150_000);
    const stored = (await demo.gql(MONTH_LINE, { caseId })).activityLines.items[0];
    expect(stored).toMatchObject({ amount: 150_000, month: null, monthAmounts: KWH });
  });

  it("refuses an amount typed over the months, and months that are not twelve, naming the field", async () => {
    const typed = await demo.try(UPDATE_LINES, {
      input: { caseId, lines: [{ id: lineId, amount: 5 }] },
    });
    expect(codeOf(typed)).toEqual(["BAD_USER_INPUT"]);
    expect(typed.errors![0].extensions.field).toBe("lines.0.amount");
    expect(typed.errors![0].message).toMatch(/entered by month/);
    const eleven = await demo.try(UPDATE_LINES, {
      input: { caseId, lines: [{ id: lineId, monthAmounts: KWH.slice(1) }] },
    });
    expect(eleven.errors![0].extensions.field).toBe("lines.0.monthAmounts");
    const negative = await demo.try(UPDATE_LINES, {
      input: { caseId, lines: [{ id: lineId, monthAmounts: [...KWH.slice(1), -1] }] },
    });
    expect(codeOf(negative)).toEqual(["BAD_USER_INPUT"]);
  });

  it("calculates the sum once and splits it into the ledger's months by their amounts", async () => {
    const run = await calculate(demo, caseId);
    expect(run.status).toBe("succeeded");
    expect(run.totalKg).toBeCloseTo(84_255, 6);
    const { ledger } = await demo.gql(LEDGER, { corporationId, year: 2024 });
    const row = (m: number | null) => ledger.rows.find((item: any) => item.month === m);
    expect(row(7).scope2LocationKg).toBeCloseTo(11_234, 6);
    expect(row(8).scope2LocationKg).toBeCloseTo(11_795.7, 6);
    expect(row(1).scope2LocationKg).toBeCloseTo(5_617, 6);
    expect(row(7).lineCount).toBe(1);
    expect(row(null)).toMatchObject({ totalKg: 0, lineCount: 0 });
    const months = ledger.rows.reduce((sum: number, item: any) => sum + item.totalKg, 0);
    expect(months).toBeCloseTo(84_255, 6);
    expect(ledger.totals.lineCount).toBe(1);
    const july = (await demo.gql(LEDGER_LINES, { corporationId, year: 2024, month: 7 }))
      .ledgerLines;
    expect(july.total).toBe(1);
    expect(july.items[0]).toMatchObject({ month: 7 });
    expect(july.items[0].co2eKg).toBeCloseTo(11_234, 6);
  });

  it("adds the months entered so far, and returns to one amount when the months are cleared", async () => {
    // December not entered yet: 150,000 − 11,000 = 139,000 kWh.
    const partial = [...KWH.slice(0, 11), null];
    const [line] = await setLines(demo, caseId, [{ id: lineId, monthAmounts: partial }]);
    expect(line.amount).toBe(139_000);
    const [annual] = await setLines(demo, caseId, [
      { id: lineId, monthAmounts: null, amount: 140_000, month: null },
    ]);
    expect(annual.amount).toBe(140_000);
    const stored = (await demo.gql(MONTH_LINE, { caseId })).activityLines.items[0];
    expect(stored.monthAmounts).toBeNull();
  });
});
