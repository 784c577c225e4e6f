// The carbon-accounting GraphQL API on a real database: corporations, cases from templates,
// activity lines (library, custom, template), calculation runs with their totals and result
// lines, the two workbooks and the activity-line import, tags, tenancy and permissions. Every
// expected figure is worked out by hand in the test from the published factor values.
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import {
  caller,
  createCompany,
  createUser,
  demoCompanyId,
  gasValue,
  globalFactor,
  isZip,
  openWorkbook,
  processColumn,
  processRows,
  summaryValue,
  template,
  workbookBase64,
  XLSX_TYPE,
  type Caller,
  type Template,
} from "./support/accounting";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let admin: Caller;
let demo: Caller;
let power: Template;
let steel: Template;
beforeAll(async () => {
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
  power = await template(demo, "BM-CN-POWER");
  steel = await template(demo, "BM-CN-STEEL");
});

// AR6 GWP100 (IPCC AR6 WG1 Table 7.15 / 7.SM.7, as REFERENCE-FACTORS lists them).
const AR6 = { CO2: 1, CH4: 27.9, CH4_FOSSIL: 29.8, N2O: 273 };
// AR5 GWP100 (the set the UK factors are printed with).
const AR5 = { CO2: 1, CH4: 28, CH4_FOSSIL: 28, N2O: 265 };

const RUN_FIELDS = `
  id caseId runNo gwpSet status lineCount totalKg totalMarketKg
  errors { lineId name processName reason message }
  totals {
    totalKg totalMarketKg scope1 scope2Location scope2Market scope3
    byIsoCategory { category co2eKg }
    byScope3Category { category co2eKg }
    byProcess { processId processName scope co2eKg }
    byGas { gas massKg co2eKg }
    biogenicCo2Kg deductedKg intensityPerOutput outputUnit intensityPerRevenue revenueUnit
  }`;

const LINE_FIELDS = `id caseId processId name amount unitId method factorId sourceId
  customFactor { name unitId source gases { gas value } }`;

const DISCHARGE_FIELDS = `
  id activityLineId processName name scope deducted method amount unitId amountInFactorUnit
  factorUnitId co2eKg biogenicCo2Kg formula
  gases { gas massKg gwp co2eKg }
  market { basis co2eKg }
  factor {
    id code name source year version region gwpBasis unitId gases { gas value }
    ncv carbonContent oxidation
  }`;

const CREATE_CORPORATION = `mutation ($input: CorporationInput!) {
  createCorporation(input: $input) { id name companyId } }`;
const CREATE_CASE = `mutation ($input: CaseInput!) {
  createCase(input: $input) { id uuid status calculationCount gwpSet templateId } }`;
const ADD_PROCESS = `mutation ($input: CaseProcessInput!) {
  addCaseProcess(input: $input) { id name scope } }`;
const PROCESSES = `query ($caseId: Int!) {
  caseProcesses(caseId: $caseId) { id name nameEn scope isoCategory scope3Category deducted
    templateProcessId } }`;
const LINES = `query ($caseId: Int!) {
  activityLines(caseId: $caseId, pageSize: 100) { total items { ${LINE_FIELDS} } } }`;
const UPDATE_LINES = `mutation ($input: UpdateActivityLinesInput!) {
  updateActivityLines(input: $input) { ${LINE_FIELDS} } }`;
const ADD_LIBRARY_LINES = `mutation ($input: AddLibraryLinesInput!) {
  addLibraryLines(input: $input) { ${LINE_FIELDS} } }`;
const ADD_CUSTOM_LINE = `mutation ($input: AddCustomLineInput!) {
  addCustomLine(input: $input) { ${LINE_FIELDS} } }`;
const CALCULATE = `mutation ($caseId: Int!) { calculateCase(caseId: $caseId) { ${RUN_FIELDS} } }`;
const RUN = `query ($caseId: Int, $runId: Int) {
  calculationRun(caseId: $caseId, runId: $runId) { ${RUN_FIELDS} } }`;
const DISCHARGE_LINES = `query ($runId: Int!) {
  resultLines(runId: $runId, pageSize: 100) { total items { ${DISCHARGE_FIELDS} } } }`;
const CASE = `query ($id: Int!) {
  case(id: $id) { id status calculationCount latestRunId tags { id name } latestRun { id runNo } } }`;
const EXPORT_RESULT = `query ($caseId: Int, $runId: Int) {
  exportCaseResult(caseId: $caseId, runId: $runId) { filename mimeType base64 } }`;
const EXPORT_PROCESS = `query ($caseId: Int!) {
  exportActivityLines(caseId: $caseId) { filename mimeType base64 } }`;
const IMPORT_PROCESS = `mutation ($input: ImportActivityLinesInput!) {
  importActivityLines(input: $input) { added changed unchanged rejected { row key reason } } }`;

interface Line {
  id: number;
  caseId: number;
  processId: number;
  name: string;
  amount: number | null;
  unitId: number;
  factorId: number | null;
  sourceId: number | null;
}

async function newCorporation(user: Caller, name: string): Promise<number> {
  const { createCorporation } = await user.gql(CREATE_CORPORATION, { input: { name } });
  return createCorporation.id as number;
}

async function newCase(user: Caller, input: Record<string, unknown>) {
  const { createCase } = await user.gql(CREATE_CASE, { input });
  return createCase as { id: number; status: number; calculationCount: number };
}

async function newProcess(user: Caller, input: Record<string, unknown>): Promise<number> {
  const { addCaseProcess } = await user.gql(ADD_PROCESS, { input });
  return addCaseProcess.id as number;
}

async function linesOf(user: Caller, caseId: number): Promise<Line[]> {
  const { activityLines } = await user.gql(LINES, { caseId });
  return activityLines.items as Line[];
}

function named(lines: readonly Line[], name: string): Line {
  const found = lines.filter((line) => line.name === name);
  if (found.length !== 1) throw new Error(`${found.length} lines named ${name}`);
  return found[0];
}

async function setLines(user: Caller, caseId: number, lines: Array<Record<string, unknown>>) {
  const { updateActivityLines } = await user.gql(UPDATE_LINES, { input: { caseId, lines } });
  return updateActivityLines as Line[];
}

/** The case of a process, as the line operations name it. */
async function caseOfProcess(processId: number): Promise<number> {
  const [row] = await t.dataSource.query<Array<{ case_id: number }>>(
    "SELECT case_id FROM case_process WHERE id = $1",
    [processId],
  );
  return row.case_id;
}

async function libraryLine(user: Caller, processId: number, code: string, amount: number) {
  const factor = await globalFactor(t, code);
  const { addLibraryLines } = await user.gql(ADD_LIBRARY_LINES, {
    input: {
      caseId: await caseOfProcess(processId),
      processId,
      lines: [{ factorId: factor.id, amount }],
    },
  });
  return addLibraryLines[0] as Line;
}

async function calculate(user: Caller, caseId: number) {
  const { calculateCase } = await user.gql(CALCULATE, { caseId });
  return calculateCase;
}

const total = (items: Array<{ category: number; co2eKg: number }>, category: number) =>
  items.find((item) => item.category === category)?.co2eKg ?? 0;

describe("hand-worked totals of a small case", () => {
  // One line per scope, each with a published factor:
  //  - 10,000 m³ natural gas, UK DESNZ 2024 (row 1_100_1004_1), per gas;
  //  - 100,000 kWh on the 2022 East China grid, 0.5617 kg CO2/kWh (MEE/NBS);
  //  - 2.5 t of PET resin with a supplier's per-kg factor: CO2 1.8, CH4 0.002, N2O 0.0001 kg/kg.
  let caseId: number;
  let gas: { co2: number; ch4: number; n2o: number };
  beforeAll(async () => {
    const ng = await globalFactor(t, "DESNZ-2024-1_100_1004_1");
    gas = {
      co2: gasValue(ng, "CO2"),
      ch4: gasValue(ng, "CH4_FOSSIL"),
      n2o: gasValue(ng, "N2O"),
    };
    const corporationId = await newCorporation(demo, "Hand-worked Bottling Co.");
    caseId = (
      await newCase(demo, {
        corporationId,
        name: "Hand-worked 2024",
        year: 2024,
        outputAmount: 500,
        outputUnit: "t",
      })
    ).id;
    const boilers = await newProcess(demo, { caseId, name: "Boilers", scope: 1, isoCategory: 1 });
    const grid = await newProcess(demo, {
      caseId,
      name: "Purchased electricity",
      scope: 2,
      isoCategory: 2,
    });
    const resin = await newProcess(demo, {
      caseId,
      name: "Purchased resin",
      scope: 3,
      isoCategory: 4,
      scope3Category: 1,
    });
    await libraryLine(demo, boilers, "DESNZ-2024-1_100_1004_1", 10_000);
    await libraryLine(demo, grid, "CN-GRID-2022-EAST", 100_000);
    await demo.gql(ADD_CUSTOM_LINE, {
      input: {
        caseId,
        processId: resin,
        name: "PET resin",
        amount: 2.5,
        unitId: 11,
        factor: {
          name: "PET resin, cradle to gate",
          unitId: 10,
          source: "Supplier EPD S-P-01234",
          gases: [
            { gas: "CO2", value: 1.8 },
            { gas: "CH4", value: 0.002 },
            { gas: "N2O", value: 0.0001 },
          ],
        },
      },
    });
  });

  it("reads the DESNZ natural gas factor as published: per-gas CO2e divided by the AR5 GWPs", () => {
    // The flat file prints 2.0414 kg CO2, 0.00307 kg CO2e of CH4 and 0.00095 kg CO2e of N2O.
    expect(gas.co2).toBe(2.0414);
    expect(gas.ch4).toBeCloseTo(0.00307 / 28, 15);
    expect(gas.n2o).toBeCloseTo(0.00095 / 265, 15);
  });

  it("totals the three lines under AR6 as worked out by hand", async () => {
    // Natural gas, 10,000 m³:
    const ngCo2 = 10_000 * gas.co2; // 20,414 kg CO2
    const ngCh4 = 10_000 * gas.ch4; // 1.096428571 kg CH4 (fossil)
    const ngN2o = 10_000 * gas.n2o; // 0.035849057 kg N2O
    const ngCo2e = ngCo2 * AR6.CO2 + ngCh4 * AR6.CH4_FOSSIL + ngN2o * AR6.N2O;
    // = 20,414 + 32.673571429 + 9.786792453 = 20,456.460363882 kg CO2e
    expect(ngCo2e).toBeCloseTo(20_456.460363882, 6);
    // Electricity, 100,000 kWh × 0.5617 kg CO2/kWh = 56,170 kg CO2.
    const electricity = 100_000 * 0.5617;
    // Resin, 2.5 t = 2,500 kg:
    const resinKg = 2.5 * 1000;
    const resinCo2 = resinKg * 1.8; // 4,500 kg
    const resinCh4 = resinKg * 0.002; // 5 kg
    const resinN2o = resinKg * 0.0001; // 0.25 kg
    const resinCo2e = resinCo2 + resinCh4 * AR6.CH4 + resinN2o * AR6.N2O;
    // = 4,500 + 139.5 + 68.25 = 4,707.75 kg CO2e
    expect(resinCo2e).toBeCloseTo(4_707.75, 9);
    const totalKg = ngCo2e + electricity + resinCo2e; // 81,334.210363882 kg

    const run = await calculate(demo, caseId);

    expect(run).toMatchObject({ status: "succeeded", gwpSet: "AR6", lineCount: 3, errors: [] });
    const totals = run.totals;
    expect(totals.totalKg).toBeCloseTo(totalKg, 6);
    expect(totals.scope1).toBeCloseTo(ngCo2e, 6);
    expect(totals.scope2Location).toBeCloseTo(electricity, 6);
    // No contractual instrument: the market-based scope 2 is the grid average.
    expect(totals.scope2Market).toBeCloseTo(electricity, 6);
    expect(totals.totalMarketKg).toBeCloseTo(totalKg, 6);
    expect(totals.scope3).toBeCloseTo(resinCo2e, 9);
    expect(total(totals.byIsoCategory, 1)).toBeCloseTo(ngCo2e, 6);
    expect(total(totals.byIsoCategory, 2)).toBeCloseTo(electricity, 6);
    expect(total(totals.byIsoCategory, 4)).toBeCloseTo(resinCo2e, 9);
    expect(total(totals.byScope3Category, 1)).toBeCloseTo(resinCo2e, 9);
    const byGas = new Map(
      (totals.byGas as Array<{ gas: string; massKg: number }>).map((g) => [g.gas, g.massKg]),
    );
    // CO2: 20,414 + 56,170 + 4,500 = 81,084 kg.
    expect(byGas.get("CO2")).toBeCloseTo(ngCo2 + electricity + resinCo2, 6);
    expect(byGas.get("CH4_FOSSIL")).toBeCloseTo(ngCh4, 9);
    expect(byGas.get("CH4")).toBeCloseTo(resinCh4, 9);
    expect(byGas.get("N2O")).toBeCloseTo(ngN2o + resinN2o, 9);
    // 81,334.21 kg = 81.33421 t over 500 t of output: 0.16266842 t CO2e per t.
    expect(totals.intensityPerOutput).toBeCloseTo(totalKg / 1000 / 500, 12);
    expect(totals.outputUnit).toBe("t");
    expect(totals.biogenicCo2Kg).toBe(0);
    expect(totals.deductedKg).toBe(0);
  });

  it("weighs the same gases with AR5 when the case switches: the DESNZ line is its published total", async () => {
    const { updateCase } = await demo.gql(
      `mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { status calculationCount } }`,
      { input: { id: caseId, gwpSet: "AR5" } },
    );
    // The last result no longer holds: the case is in progress until calculated again.
    expect(updateCase).toEqual({ status: 5, calculationCount: 1 });
    // Under AR5 the gas line weighs back to the published 2.04542 kg CO2e per m³:
    // 10,000 × (2.0414 + 0.00307 + 0.00095) = 20,454.2 kg CO2e.
    const ngCo2e = 10_000 * 2.04542;
    // Resin: 4,500 + 5 × 28 + 0.25 × 265 = 4,500 + 140 + 66.25 = 4,706.25 kg CO2e.
    const resinCo2e = 4_500 + 5 * AR5.CH4 + 0.25 * AR5.N2O;
    const electricity = 100_000 * 0.5617;

    const run = await calculate(demo, caseId);

    expect(run.gwpSet).toBe("AR5");
    expect(run.totals.scope1).toBeCloseTo(ngCo2e, 6);
    expect(run.totals.scope3).toBeCloseTo(resinCo2e, 9);
    // 20,454.2 + 56,170 + 4,706.25 = 81,330.45 kg.
    expect(run.totalKg).toBeCloseTo(ngCo2e + electricity + resinCo2e, 6);
  });

  it("keeps each line's factor and formula on the run's result lines", async () => {
    const { calculationRuns } = await demo.gql(
      `query ($caseId: Int!) { calculationRuns(caseId: $caseId) { id runNo status } }`,
      { caseId },
    );
    const first = (calculationRuns as Array<{ id: number; runNo: number }>).find(
      (run) => run.runNo === 1,
    )!;

    const { resultLines } = await demo.gql(DISCHARGE_LINES, { runId: first.id });
    const lines = resultLines.items as Array<Record<string, any>>;
    const grid = lines.find((line) => line.scope === 2)!;
    const resin = lines.find((line) => line.scope === 3)!;
    const ng = lines.find((line) => line.scope === 1)!;

    expect(calculationRuns.map((run: { runNo: number }) => run.runNo)).toEqual([2, 1]);
    expect(resultLines.total).toBe(3);
    expect(grid.factor).toMatchObject({
      code: "CN-GRID-2022-EAST",
      region: "CN-EAST",
      year: 2022,
      unitId: 30,
      gases: [{ gas: "CO2", value: 0.5617 }],
    });
    expect(grid.co2eKg).toBeCloseTo(56_170, 6);
    expect(grid.market).toMatchObject({ basis: "grid" });
    expect(grid.formula).toContain("0.5617");
    expect(ng.factor).toMatchObject({ code: "DESNZ-2024-1_100_1004_1", unitId: 20 });
    expect(ng.gases.map((g: { gas: string; gwp: number }) => [g.gas, g.gwp])).toEqual([
      ["CO2", 1],
      ["CH4_FOSSIL", 29.8],
      ["N2O", 273],
    ]);
    expect(resin).toMatchObject({
      amount: 2.5,
      unitId: 11,
      amountInFactorUnit: 2500,
      factorUnitId: 10,
    });
    expect(resin.factor).toMatchObject({
      id: null,
      code: null,
      name: "PET resin, cradle to gate",
      source: "Supplier EPD S-P-01234",
    });
    expect(resin.formula).toContain("2.5 t = 2,500 kg");
  });
});

describe("scope 2 instruments and measured fuel parameters", () => {
  let caseId: number;
  let gridProcess: number;
  let boilerProcess: number;
  beforeAll(async () => {
    const corporationId = await newCorporation(demo, "Green Power Buyer Co.");
    caseId = (await newCase(demo, { corporationId, name: "Instruments", year: 2024 })).id;
    gridProcess = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
    boilerProcess = await newProcess(demo, {
      caseId,
      name: "Boiler house",
      scope: 1,
      isoCategory: 1,
    });
  });

  it("reports market-based scope 2 from a certificate and location-based from the grid", async () => {
    const line = await libraryLine(demo, gridProcess, "CN-GRID-2022-EAST", 100_000);
    await setLines(demo, caseId, [
      {
        id: line.id,
        marketBasis: "certificate",
        marketCustomFactor: {
          name: "Green electricity certificates (GEC)",
          unitId: 30,
          source: "GEC cancellation record 2024-117",
          gases: [{ gas: "CO2", value: 0 }],
        },
      },
    ]);

    const run = await calculate(demo, caseId);
    const { resultLines } = await demo.gql(DISCHARGE_LINES, { runId: run.id });

    // Location-based: 100,000 kWh × 0.5617 = 56,170 kg. Market-based: 100,000 × 0 = 0 kg.
    expect(run.totals.scope2Location).toBeCloseTo(56_170, 6);
    expect(run.totals.scope2Market).toBe(0);
    expect(run.totalKg).toBeCloseTo(56_170, 6);
    expect(run.totalMarketKg).toBe(0);
    expect(resultLines.items[0].market).toEqual({ basis: "certificate", co2eKg: 0 });
  });

  it("uses a measured calorific value on the line instead of the guideline default", async () => {
    const line = await libraryLine(demo, boilerProcess, "CN-GUIDE-FUEL-NATURAL-GAS", 10);
    await setLines(demo, caseId, [{ id: line.id, method: "combustion", ncv: 400 }]);

    const run = await calculate(demo, caseId);
    const { resultLines } = await demo.gql(DISCHARGE_LINES, { runId: run.id });
    const gas = (resultLines.items as Array<Record<string, any>>).find((item) => item.scope === 1)!;

    // 10 × 10⁴ Nm³ × 400 GJ (measured) = 4,000 GJ; × 0.0153 t C/GJ (guideline default) =
    // 61.2 t C; × 0.99 = 60.588 t C; × 44/12 = 222.156 t CO2 = 222,156 kg.
    expect(gas.co2eKg).toBeCloseTo(10 * 400 * 0.0153 * 0.99 * (44 / 12) * 1000, 6);
    expect(gas.co2eKg).toBeCloseTo(222_156, 6);
    expect(gas.factor).toMatchObject({ ncv: 400, carbonContent: 0.0153, oxidation: 0.99 });
    expect(run.totals.scope1).toBeCloseTo(222_156, 6);
  });
});

describe("a line's own combustion parameters and custom factors", () => {
  // The line fields this block edits, with what a client shows of them.
  const PATCHED = `mutation ($input: UpdateActivityLinesInput!) {
    updateActivityLines(input: $input) {
      id method factorId ncv carbonContent oxidation marketFactorId marketBasis
      customFactor { name unitId source gases { gas value } }
      marketCustomFactor { name unitId source gases { gas value } }
    } }`;
  let caseId: number;
  let boilerProcess: number;
  let gridProcess: number;
  beforeAll(async () => {
    const corporationId = await newCorporation(demo, "Measured Coal Plant");
    caseId = (await newCase(demo, { corporationId, name: "Measured fuel", year: 2024 })).id;
    boilerProcess = await newProcess(demo, {
      caseId,
      name: "Coal boiler",
      scope: 1,
      isoCategory: 1,
    });
    gridProcess = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
  });

  async function patch(lines: Array<Record<string, unknown>>) {
    const { updateActivityLines } = await demo.gql(PATCHED, { input: { caseId, lines } });
    return updateActivityLines as Array<Record<string, any>>;
  }

  async function resultOf(lineId: number) {
    const run = await calculate(demo, caseId);
    expect(run.status).toBe("succeeded");
    const { resultLines } = await demo.gql(DISCHARGE_LINES, { runId: run.id });
    return (resultLines.items as Array<Record<string, any>>).find(
      (item) => item.activityLineId === lineId,
    )!;
  }

  it("uses a line's measured NCV, carbon content and oxidation over the factor's three", async () => {
    // The guideline's anthracite defaults are NCV 20.304 GJ/t, 27.49 t C/TJ and 0.94; the
    // plant's laboratory measured its coal at 20.908 GJ/t, 26.18 t C/TJ = 0.02618 t C/GJ, 0.93.
    const line = await libraryLine(demo, boilerProcess, "CN-GUIDE-FUEL-ANTHRACITE", 100);
    const [saved] = await patch([
      { id: line.id, method: "combustion", ncv: 20.908, carbonContent: 0.02618, oxidation: 0.93 },
    ]);
    expect(saved).toMatchObject({ ncv: 20.908, carbonContent: 0.02618, oxidation: 0.93 });

    const result = await resultOf(line.id);

    // 100 t × 20.908 GJ/t = 2,090.8 GJ; × 0.02618 t C/GJ = 54.737144 t C;
    // × 0.93 = 50.90554392 t C; × 44/12 = 186.65366104 t CO2 = 186,653.66104 kg.
    expect(result.co2eKg).toBeCloseTo(186_653.66104, 5);
    expect(result.factor).toMatchObject({ ncv: 20.908, carbonContent: 0.02618, oxidation: 0.93 });
  });

  it("goes back to the factor's values when the measured ones are cleared with null", async () => {
    const [line] = await linesOf(demo, caseId);
    await patch([{ id: line.id, ncv: null, carbonContent: null, oxidation: null }]);

    const result = await resultOf(line.id);

    // The guideline's anthracite: 100 t × 20.304 GJ/t = 2,030.4 GJ; × 0.02749 t C/GJ =
    // 55.815696 t C; × 0.94 = 52.46675424 t C; × 44/12 = 192.37809888 t CO2.
    expect(result.co2eKg).toBeCloseTo(192_378.09888, 5);
    expect(result.factor).toMatchObject({ ncv: 20.304, carbonContent: 0.02749, oxidation: 0.94 });
  });

  it("refuses a carbon content in t C/TJ and an oxidation rate in percent, naming the field", async () => {
    const [line] = await linesOf(demo, caseId);

    const carbon = await demo.try(UPDATE_LINES, {
      input: { caseId, lines: [{ id: line.id, carbonContent: 26.18 }] },
    });
    const oxidation = await demo.try(UPDATE_LINES, {
      input: { caseId, lines: [{ id: line.id, oxidation: 93 }] },
    });
    const zero = await demo.try(UPDATE_LINES, {
      input: { caseId, lines: [{ id: line.id, ncv: 0 }] },
    });

    expect(codeOf(carbon)).toEqual(["BAD_USER_INPUT"]);
    expect(carbon.errors![0].extensions.field).toBe("lines.0.carbonContent");
    expect(carbon.errors![0].message).toMatch(/t C\/TJ: multiply by 0\.001/);
    expect(oxidation.errors![0].extensions.field).toBe("lines.0.oxidation");
    expect(zero.errors![0].extensions.field).toBe("lines.0.ncv");
    const [{ carbon_content: stored }] = await t.dataSource.query(
      "SELECT carbon_content FROM activity_line WHERE id = $1",
      [line.id],
    );
    expect(stored).toBeNull();
  });

  it("replaces the factor a user entered for a line", async () => {
    const { addCustomLine } = await demo.gql(ADD_CUSTOM_LINE, {
      input: {
        caseId,
        processId: boilerProcess,
        name: "Purchased steam condensate pump",
        amount: 2000,
        unitId: 10,
        factor: {
          name: "Supplier EPD 2023",
          unitId: 10,
          source: "Supplier EPD 2023, table 4",
          gases: [{ gas: "CO2", value: 1.5 }],
        },
      },
    });
    const lineId = addCustomLine.id as number;

    const [saved] = await patch([
      {
        id: lineId,
        customFactor: {
          name: "Supplier EPD 2024",
          unitId: 11,
          source: "Supplier EPD 2024, table 4",
          gases: [{ gas: "CO2", value: 1200 }],
        },
      },
    ]);
    const result = await resultOf(lineId);

    expect(saved.customFactor).toEqual({
      name: "Supplier EPD 2024",
      unitId: 11,
      source: "Supplier EPD 2024, table 4",
      gases: [{ gas: "CO2", value: 1200 }],
    });
    // 2,000 kg = 2 t × 1,200 kg CO2/t = 2,400 kg.
    expect(result.co2eKg).toBeCloseTo(2400, 9);
  });

  it("keeps a supplier's market-based factor beside the grid factor, until a library instrument replaces it", async () => {
    const line = await libraryLine(demo, gridProcess, "CN-GRID-2022-EAST", 10_000);
    const [entered] = await patch([
      {
        id: line.id,
        marketBasis: "supplier",
        marketCustomFactor: {
          name: "Green tariff, Jiangsu supplier",
          unitId: 31,
          source: "Supplier disclosure 2024",
          gases: [{ gas: "CO2", value: 120 }],
        },
      },
    ]);
    expect(entered.factorId).toBe(line.factorId);

    const result = await resultOf(line.id);

    // Location-based: 10,000 kWh × 0.5617 kg/kWh = 5,617 kg. Market-based: 10,000 kWh =
    // 10 MWh × 120 kg CO2/MWh = 1,200 kg.
    expect(result.co2eKg).toBeCloseTo(5617, 6);
    expect(result.market).toEqual({ basis: "supplier", co2eKg: 1200 });

    const certificate = await globalFactor(t, "CN-GRID-2022-EAST");
    const [replaced] = await patch([{ id: line.id, marketFactorId: certificate.id }]);
    expect(replaced.marketFactorId).toBe(certificate.id);
    expect(replaced.marketCustomFactor).toBeNull();
  });
});

describe("a case from the power-generation template, through the whole API", () => {
  // The steps run in order, each on the case the earlier ones left.
  let corporationId: number;
  let caseId: number;
  let lines: Line[];
  let runId: number;

  // Hand-worked figures, AR6:
  // Bituminous coal, 1,000 t by the guideline's combustion parameters (NCV 19.570 GJ/t,
  // 26.18 t C/TJ = 0.02618 t C/GJ, oxidation 0.93): 1,000 × 19.57 = 19,570 GJ;
  // × 0.02618 = 512.3426 t C; × 0.93 = 476.478618 t C; × 44/12 = 1,747.088266 t CO2.
  const COAL_KG = 1000 * 19.57 * 0.02618 * 0.93 * (44 / 12) * 1000;
  // Calcium carbonate for desulfurisation, 0.440 t CO2/t: 50 t × 440 kg = 22,000 kg.
  const CACO3_KG = 50 * 440;
  // Purchased electricity, 2,000 MWh against the national ETS factor 0.5703 kg CO2/kWh:
  // 2,000 MWh = 2,000,000 kWh × 0.5703 = 1,140,600 kg.
  const ELECTRICITY_KG = 2000 * 1000 * 0.5703;
  // Diesel (average biofuel blend), DESNZ 2024 per litre: CO2 2.4796 kg; CH4 0.00029 and N2O
  // 0.0329 kg CO2e at AR5; biogenic CO2 0.16 kg outside the scopes. 5,000 L:
  //   CO2 12,398 kg; CH4 5,000 × 0.00029 / 28 = 0.051785714 kg × 29.8 = 1.543214286;
  //   N2O 5,000 × 0.0329 / 265 = 0.620754717 kg × 273 = 169.466037736; = 12,569.009252 kg.
  const DIESEL_KG = 5000 * 2.4796 + ((5000 * 0.00029) / 28) * 29.8 + ((5000 * 0.0329) / 265) * 273;
  const DIESEL_BIOGENIC_KG = 5000 * 0.16; // 800 kg
  // Urea for the SCR denitrifier, CO(NH2)2 + H2O → CO2 + 2 NH3: 44/60 kg CO2 per kg urea.
  // 12 t = 12,000 kg × 44/60 = 8,800 kg.
  const UREA_KG = 12_000 * (44 / 60);
  // Carbon locked in crude steel (steel template, 0.0154 t CO2/t), subtracted:
  // 10,000 t × 15.4 kg = 154,000 kg.
  const LOCKED_KG = 10_000 * 15.4;
  // 1,747,088.266 + 22,000 + 1,140,600 + 12,569.009 + 8,800 − 154,000 = 2,777,057.275 kg.
  const TOTAL_KG = COAL_KG + CACO3_KG + ELECTRICITY_KG + DIESEL_KG + UREA_KG - LOCKED_KG;

  async function processNamed(name: string): Promise<number> {
    const { caseProcesses } = await demo.gql(PROCESSES, { caseId });
    const found = (caseProcesses as Array<{ id: number; name: string }>).filter(
      (process) => process.name === name,
    );
    if (found.length !== 1) throw new Error(`${found.length} processes named ${name}`);
    return found[0].id;
  }

  beforeAll(async () => {
    corporationId = await newCorporation(demo, "Yangtze Power Station");
  });

  it("creates the case with the template's processes and lines", async () => {
    const sources = power.processes.flatMap((process) => process.sources);

    const created = await newCase(demo, {
      corporationId,
      name: "2024 inventory",
      year: 2024,
      templateId: power.id,
    });
    caseId = created.id;
    const { caseProcesses } = await demo.gql(PROCESSES, { caseId });
    lines = await linesOf(demo, caseId);

    expect(created).toMatchObject({
      status: 5,
      calculationCount: 0,
      gwpSet: "AR6",
      templateId: power.id,
    });
    expect(
      caseProcesses.map((p: { name: string; templateProcessId: number }) => [
        p.name,
        p.templateProcessId,
      ]),
    ).toEqual(power.processes.map((process) => [process.name, process.id]));
    expect(lines).toHaveLength(sources.length);
    expect(lines.map((line) => [line.name, line.unitId, line.factorId]).sort()).toEqual(
      sources.map((source) => [source.name, source.unitId, source.factor?.id ?? null]).sort(),
    );
  });

  it("enters amounts on template lines with updateActivityLines", async () => {
    const changed = await setLines(demo, caseId, [
      { id: named(lines, "烟煤").id, amount: 1000 },
      { id: named(lines, "碳酸钙（按纯量计）").id, amount: 50 },
      { id: named(lines, "外购电力").id, amount: 2000, remark: "grid meter" },
    ]);

    expect(changed.map((line) => line.amount).sort((a, b) => a! - b!)).toEqual([50, 1000, 2000]);
  });

  it("adds a library line in the factor's unit and a custom line", async () => {
    const combustion = await processNamed("化石燃料燃烧");
    const desulfurisation = await processNamed("脱硫过程排放");
    const diesel = await globalFactor(t, "DESNZ-2024-1_101_1011_8");

    const { addLibraryLines } = await demo.gql(ADD_LIBRARY_LINES, {
      input: { caseId, processId: combustion, factorIds: [diesel.id] },
    });
    const { addCustomLine } = await demo.gql(ADD_CUSTOM_LINE, {
      input: {
        caseId,
        processId: desulfurisation,
        name: "Urea for SCR",
        amount: 12,
        unitId: 11,
        factor: {
          name: "Urea hydrolysis, stoichiometric",
          unitId: 10,
          source: "CO(NH2)2 + H2O -> CO2 + 2 NH3: 44/60 kg CO2 per kg",
          gases: [{ gas: "CO2", value: 44 / 60 }],
        },
      },
    });
    await setLines(demo, caseId, [{ id: addLibraryLines[0].id, amount: 5000 }]);

    expect(addLibraryLines).toHaveLength(1);
    expect(addLibraryLines[0]).toMatchObject({
      processId: combustion,
      unitId: 55,
      factorId: diesel.id,
      amount: null,
    });
    expect(addCustomLine).toMatchObject({
      processId: desulfurisation,
      amount: 12,
      unitId: 11,
      factorId: null,
      customFactor: { unitId: 10, gases: [{ gas: "CO2", value: 44 / 60 }] },
    });
  });

  it("copies a process of another template in with addTemplateProcesses", async () => {
    const locked = steel.processes.find((process) => process.deducted)!;

    const { addTemplateProcesses } = await demo.gql(
      `mutation ($input: AddTemplateProcessesInput!) {
         addTemplateProcesses(input: $input) { id name deducted templateProcessId } }`,
      { input: { caseId, templateId: steel.id, processIds: [locked.id] } },
    );
    lines = await linesOf(demo, caseId);
    await setLines(demo, caseId, [{ id: named(lines, "粗钢").id, amount: 10_000 }]);

    expect(addTemplateProcesses).toEqual([
      { id: expect.any(Number), name: locked.name, deducted: true, templateProcessId: locked.id },
    ]);
    expect(lines.filter((line) => line.processId === addTemplateProcesses[0].id)).toHaveLength(
      locked.sources.length,
    );
  });

  it("gives back a cleared template factor with applyDefaultFactors", async () => {
    const electricity = named(lines, "外购电力");
    await setLines(demo, caseId, [{ id: electricity.id, factorId: null }]);

    const { applyDefaultFactors } = await demo.gql(
      `mutation ($caseId: Int!) { applyDefaultFactors(caseId: $caseId) }`,
      { caseId },
    );
    const after = named(await linesOf(demo, caseId), "外购电力");

    expect(applyDefaultFactors).toBe(1);
    expect(after.factorId).toBe((await globalFactor(t, "CN-GRID-ETS-POWER")).id);
  });

  it("removes the lines without an amount with removeUnneededLines", async () => {
    const before = await linesOf(demo, caseId);
    const blank = before.filter((line) => line.amount === null);

    const { removeUnneededLines } = await demo.gql(
      `mutation ($caseId: Int!) { removeUnneededLines(caseId: $caseId) }`,
      { caseId },
    );
    lines = await linesOf(demo, caseId);

    expect(removeUnneededLines).toBe(blank.length);
    expect(lines.map((line) => line.name).sort()).toEqual(
      [
        "烟煤",
        "碳酸钙（按纯量计）",
        "外购电力",
        "柴油（平均生物燃料掺混，按体积）",
        "Urea for SCR",
        "粗钢",
      ].sort(),
    );
  });

  it("calculates the case: the hand-worked total with the locked carbon subtracted", async () => {
    const run = await calculate(demo, caseId);
    runId = run.id;
    const { case: after } = await demo.gql(CASE, { id: caseId });

    expect(run).toMatchObject({ status: "succeeded", runNo: 1, lineCount: 6, errors: [] });
    expect(run.totalKg).toBeCloseTo(TOTAL_KG, 6);
    expect(run.totals.scope1).toBeCloseTo(COAL_KG + CACO3_KG + DIESEL_KG + UREA_KG - LOCKED_KG, 6);
    expect(run.totals.scope2Location).toBeCloseTo(ELECTRICITY_KG, 6);
    expect(run.totals.deductedKg).toBeCloseTo(LOCKED_KG, 9);
    expect(run.totals.biogenicCo2Kg).toBeCloseTo(DIESEL_BIOGENIC_KG, 9);
    expect(after).toMatchObject({ status: 10, calculationCount: 1, latestRunId: runId });
    expect(after.latestRun).toEqual({ id: runId, runNo: 1 });
  });

  it("answers the latest run of the case and the run list", async () => {
    const { calculationRun } = await demo.gql(RUN, { caseId });
    const { calculationRuns } = await demo.gql(
      `query ($caseId: Int!) { calculationRuns(caseId: $caseId) { id runNo status } }`,
      { caseId },
    );

    expect(calculationRun.id).toBe(runId);
    expect(calculationRun.totals.totalKg).toBeCloseTo(TOTAL_KG, 6);
    expect(calculationRuns).toEqual([{ id: runId, runNo: 1, status: "succeeded" }]);
  });

  it("answers the result lines with the factor as used and the formula", async () => {
    const { resultLines } = await demo.gql(DISCHARGE_LINES, { runId });
    const line = (name: string) =>
      (resultLines.items as Array<Record<string, any>>).find((item) => item.name === name)!;

    expect(resultLines.total).toBe(6);
    expect(line("烟煤")).toMatchObject({ method: "combustion", amount: 1000, unitId: 11 });
    expect(line("烟煤").co2eKg).toBeCloseTo(COAL_KG, 6);
    expect(line("烟煤").factor).toMatchObject({ code: "CN-GUIDE-FUEL-BITUMINOUS", year: 2013 });
    expect(line("烟煤").formula).toContain("44/12");
    expect(line("外购电力")).toMatchObject({
      amount: 2000,
      unitId: 31,
      amountInFactorUnit: 2_000_000,
      factorUnitId: 30,
    });
    expect(line("粗钢").deducted).toBe(true);
    expect(line("粗钢").co2eKg).toBeCloseTo(-LOCKED_KG, 9);
    expect(line("柴油（平均生物燃料掺混，按体积）").biogenicCo2Kg).toBeCloseTo(
      DIESEL_BIOGENIC_KG,
      9,
    );
    expect(line("Urea for SCR").co2eKg).toBeCloseTo(UREA_KG, 9);
  });

  it("filters the result lines by scope", async () => {
    const { resultLines } = await demo.gql(
      `query ($runId: Int!) { resultLines(runId: $runId, scope: 2) { total items { name } } }`,
      { runId },
    );

    expect(resultLines).toEqual({ total: 1, items: [{ name: "外购电力" }] });
  });

  it("exports the result workbook as base64 xlsx whose summary total is the hand-worked one", async () => {
    const { exportCaseResult } = await demo.gql(EXPORT_RESULT, { caseId });
    const buffer = Buffer.from(exportCaseResult.base64, "base64");
    const workbook = await openWorkbook(buffer);

    expect(exportCaseResult.mimeType).toBe(XLSX_TYPE);
    expect(exportCaseResult.filename).toMatch(/\.xlsx$/);
    expect(isZip(buffer)).toBe(true);
    expect(summaryValue(workbook, "Total emissions (scope 2 location-based)")).toBeCloseTo(
      TOTAL_KG / 1000,
      9,
    );
    expect(summaryValue(workbook, "Carbon locked in products (deducted)")).toBeCloseTo(
      LOCKED_KG / 1000,
      9,
    );
  });

  it("round-trips the activity-line workbook: an amount changed in Excel changes that line only", async () => {
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exportActivityLines.base64, "base64"));
    const carbonate = named(lines, "碳酸钙（按纯量计）");
    const row = processRows(workbook).find((r) => r.values["ID"] === carbonate.id)!;
    workbook
      .getWorksheet("Process data")!
      .getRow(row.row)
      .getCell(processColumn(workbook, "Amount")).value = 60;

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: await workbookBase64(workbook) },
    });
    const after = await linesOf(demo, caseId);
    const { case: afterCase } = await demo.gql(CASE, { id: caseId });

    expect(exportActivityLines.mimeType).toBe(XLSX_TYPE);
    expect(processRows(workbook)).toHaveLength(6);
    expect(importActivityLines).toEqual({ added: 0, changed: 1, unchanged: 5, rejected: [] });
    expect(named(after, "碳酸钙（按纯量计）").amount).toBe(60);
    expect(
      after.filter((line) => line.id !== carbonate.id).map((line) => [line.id, line.amount]),
    ).toEqual(
      lines.filter((line) => line.id !== carbonate.id).map((line) => [line.id, line.amount]),
    );
    expect(afterCase).toMatchObject({ status: 5, calculationCount: 1 });
  });

  it("imports nothing from a workbook with a bad row, and says which row and why", async () => {
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exportActivityLines.base64, "base64"));
    const sheet = workbook.getWorksheet("Process data")!;
    const rows = processRows(workbook);
    const electricity = rows.find((r) => r.values["Line name"] === "外购电力")!;
    const coal = rows.find((r) => r.values["Line name"] === "烟煤")!;
    sheet.getRow(electricity.row).getCell(processColumn(workbook, "Amount")).value = 3000;
    sheet.getRow(coal.row).getCell(processColumn(workbook, "Unit")).value = "furlong";
    const before = await linesOf(demo, caseId);

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: await workbookBase64(workbook) },
    });

    expect(importActivityLines).toMatchObject({ added: 0, changed: 0, unchanged: 0 });
    expect(importActivityLines.rejected).toEqual([
      { row: coal.row, key: "烟煤", reason: 'unit "furlong" is not a unit symbol or id' },
    ]);
    expect(await linesOf(demo, caseId)).toEqual(before);
  });

  it("adds a line for a row without an id, with the library factor its code names", async () => {
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exportActivityLines.base64, "base64"));
    const sheet = workbook.getWorksheet("Process data")!;
    const cells: Record<string, string | number> = {
      Process: "脱硫过程排放",
      "Line name": "Sodium carbonate (pure)",
      Amount: 5,
      Unit: "t",
      "Factor code": "CN-GUIDE-PROC-NA2CO3",
    };
    const newRow = sheet.getRow(sheet.rowCount + 1);
    for (const [header, value] of Object.entries(cells)) {
      newRow.getCell(processColumn(workbook, header)).value = value;
    }
    const sodium = await globalFactor(t, "CN-GUIDE-PROC-NA2CO3");

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: await workbookBase64(workbook) },
    });
    const added = named(await linesOf(demo, caseId), "Sodium carbonate (pure)");

    expect(importActivityLines).toEqual({ added: 1, changed: 0, unchanged: 6, rejected: [] });
    expect(added).toMatchObject({
      processId: await processNamed("脱硫过程排放"),
      amount: 5,
      unitId: 11,
      factorId: sodium.id,
    });
  });

  it("refuses a file that is not a workbook, naming the field", async () => {
    const answer = await demo.try(IMPORT_PROCESS, {
      input: { caseId, base64: Buffer.from("not a workbook").toString("base64") },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toContain("could not be read");
    expect(answer.errors![0].extensions.field).toBe("base64");
  });

  it("tags the case, lists the tag and takes it off again", async () => {
    const { addCaseTag } = await demo.gql(
      `mutation ($input: TagInput!) { addCaseTag(input: $input) { id name } }`,
      { input: { name: "GraphQL verified", caseId } },
    );
    const { caseTags } = await demo.gql(`{ caseTags { id name } }`);
    const tagged = await demo.gql(
      `query ($tagId: Int!) { cases(tagId: $tagId) { total items { id } } }`,
      { tagId: addCaseTag.id },
    );
    const { removeCaseTag } = await demo.gql(
      `mutation ($input: RemoveTagInput!) { removeCaseTag(input: $input) }`,
      { input: { id: addCaseTag.id, caseId } },
    );
    const { case: untagged } = await demo.gql(CASE, { id: caseId });
    await demo.gql(`mutation ($input: RemoveTagInput!) { removeCaseTag(input: $input) }`, {
      input: { id: addCaseTag.id },
    });
    const { caseTags: afterDelete } = await demo.gql(`{ caseTags { id } }`);

    expect(caseTags).toContainEqual({ id: addCaseTag.id, name: "GraphQL verified" });
    expect(tagged.cases).toEqual({ total: 1, items: [{ id: caseId }] });
    expect(removeCaseTag).toBe(true);
    expect(untagged.tags).toEqual([]);
    expect(afterDelete.map((tag: { id: number }) => tag.id)).not.toContain(addCaseTag.id);
  });

  it("deletes the case, then the corporation", async () => {
    const { deleteCase } = await demo.gql(`mutation ($id: Int!) { deleteCase(id: $id) }`, {
      id: caseId,
    });
    const gone = await demo.try(CASE, { id: caseId });
    const otherCase = await newCase(demo, { corporationId, name: "Second case", year: 2023 });
    const { deleteCorporation } = await demo.gql(
      `mutation ($id: Int!) { deleteCorporation(id: $id) }`,
      { id: corporationId },
    );
    const corporationGone = await demo.try(`query ($id: Int!) { corporation(id: $id) { id } }`, {
      id: corporationId,
    });
    const leftovers = await t.dataSource.query(
      `SELECT id FROM carbon_case WHERE id = ANY($1)
       UNION ALL SELECT id FROM calculation_run WHERE case_id = ANY($1)
       UNION ALL SELECT id FROM activity_line WHERE case_id = ANY($1)`,
      [[caseId, otherCase.id]],
    );

    expect(deleteCase).toBe(true);
    expect(codeOf(gone)).toEqual(["NOT_FOUND"]);
    expect(deleteCorporation).toBe(true);
    expect(codeOf(corporationGone)).toEqual(["NOT_FOUND"]);
    expect(leftovers).toEqual([]);
  });
});

describe("the activity-line workbook beyond the happy path", () => {
  let general: Template;
  beforeAll(async () => {
    general = await template(demo, "BM-GBT32150-GENERAL");
  });

  async function filledCase(name: string): Promise<{ caseId: number; lines: Line[] }> {
    const corporationId = await newCorporation(demo, name);
    const { id: caseId } = await newCase(demo, {
      corporationId,
      name,
      year: 2024,
      templateId: general.id,
    });
    const lines = await linesOf(demo, caseId);
    await setLines(demo, caseId, [
      { id: named(lines, "天然气").id, amount: 12.5 },
      { id: named(lines, "外购电力").id, amount: 480_000, month: 3, remark: "March bill" },
      { id: named(lines, "外购热力（蒸汽、热水）").id, amount: 300 },
    ]);
    return { caseId, lines: await linesOf(demo, caseId) };
  }

  it("exports in Chinese for a Chinese client, and the Chinese workbook imports back unchanged", async () => {
    const { caseId, lines } = await filledCase("Chinese Workbook Plant");
    const zh = { token: demo.token, locale: "zh-CN" };

    const exported = await t.gql(EXPORT_PROCESS, { caseId }, zh);
    const workbook = await openWorkbook(
      Buffer.from(exported.data!.exportActivityLines.base64, "base64"),
    );
    const imported = await t.gql(
      IMPORT_PROCESS,
      { input: { caseId, base64: exported.data!.exportActivityLines.base64 } },
      zh,
    );

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["活动数据", "说明"]);
    expect(workbook.getWorksheet("活动数据")!.getRow(1).getCell(5).value).toBe(
      "活动数据量 (amount)",
    );
    expect(imported.data!.importActivityLines).toEqual({
      added: 0,
      changed: 0,
      unchanged: lines.length,
      rejected: [],
    });
    expect(await linesOf(demo, caseId)).toEqual(lines);
  });

  it("imports back unchanged a case holding two processes of the same name", async () => {
    const { caseId, lines } = await filledCase("Twin Process Plant");
    const electricity = general.processes.find((process) => process.name === "净购入电力")!;
    await demo.gql(
      `mutation ($input: AddTemplateProcessesInput!) { addTemplateProcesses(input: $input) { id } }`,
      { input: { caseId, templateId: general.id, processIds: [electricity.id] } },
    );
    const before = await linesOf(demo, caseId);
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: exportActivityLines.base64 },
    });

    expect(before).toHaveLength(lines.length + 1);
    expect(importActivityLines).toEqual({
      added: 0,
      changed: 0,
      unchanged: before.length,
      rejected: [],
    });
  });
});

describe("listing activity lines", () => {
  it("lists a case's lines by process, then by their place in the process", async () => {
    const corporationId = await newCorporation(demo, "Line Order Plant");
    const { id: caseId } = await newCase(demo, { corporationId, name: "Order", year: 2024 });
    const first = await newProcess(demo, { caseId, name: "First", scope: 1, isoCategory: 1 });
    const second = await newProcess(demo, { caseId, name: "Second", scope: 1, isoCategory: 1 });
    // Lines made in the opposite order of their processes.
    const late = await libraryLine(demo, second, "CN-GRID-2022-EAST", 1);
    const early = await libraryLine(demo, first, "CN-GRID-2022-NORTH", 1);
    const earlyToo = await libraryLine(demo, first, "CN-GRID-2022-SOUTH", 1);

    const lines = await linesOf(demo, caseId);

    expect(lines.map((line) => line.id)).toEqual([early.id, earlyToo.id, late.id]);
  });
});

describe("bad input", () => {
  it("refuses a case from a template that does not exist and leaves no half-made case", async () => {
    const corporationId = await newCorporation(demo, "Unknown Template Plant");

    const answer = await demo.try(CREATE_CASE, {
      input: { corporationId, name: "No template", year: 2024, templateId: 987654 },
    });
    const cases = await t.dataSource.query("SELECT id FROM carbon_case WHERE corporation_id = $1", [
      corporationId,
    ]);

    expect(codeOf(answer)).toEqual(["NOT_FOUND"]);
    expect(answer.errors![0].message).toBe("Base model not found");
    expect(cases).toEqual([]);
  });

  it("refuses a corporation whose default template does not exist", async () => {
    const answer = await demo.try(CREATE_CORPORATION, {
      input: { name: "Dangling Template Plant", templateId: 987654 },
    });
    const saved = await t.dataSource.query("SELECT id FROM corporation WHERE name = $1", [
      "Dangling Template Plant",
    ]);

    expect(codeOf(answer)).toEqual(["NOT_FOUND"]);
    expect(saved).toEqual([]);
  });

  it("refuses a line unit that is not a unit id, naming the line's field", async () => {
    const corporationId = await newCorporation(demo, "Unit Plant");
    const { id: caseId } = await newCase(demo, { corporationId, name: "Units", year: 2024 });
    const processId = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
    const line = await libraryLine(demo, processId, "CN-GRID-2022-EAST", 10);

    const answer = await demo.try(UPDATE_LINES, {
      input: { caseId, lines: [{ id: line.id, unitId: 12345 }] },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].extensions.field).toBe("lines.0.unitId");
    expect(named(await linesOf(demo, caseId), line.name).unitId).toBe(30);
  });
});

describe("line operations name the case, library lines take amounts, gwpSet takes any case", () => {
  let caseId: number;
  let grid: number;
  beforeAll(async () => {
    const corporationId = await newCorporation(demo, "Meter Works");
    caseId = (await newCase(demo, { corporationId, name: "Metered", year: 2024, gwpSet: "ar5" }))
      .id;
    grid = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
  });

  it("stores a GWP set given in lower or mixed case in upper case", async () => {
    const { createCase } = await demo.gql(CREATE_CASE, {
      input: {
        corporationId: await newCorporation(demo, "Case Mix"),
        name: "Mixed",
        year: 2024,
        gwpSet: "Ar4",
      },
    });
    const { updateCase } = await demo.gql(
      `mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { gwpSet } }`,
      { input: { id: createCase.id, gwpSet: " ar6 " } },
    );
    const refused = await demo.try(CREATE_CASE, {
      input: {
        corporationId: await newCorporation(demo, "Case Bad"),
        name: "Bad",
        year: 2024,
        gwpSet: "AR7",
      },
    });

    expect(createCase.gwpSet).toBe("AR4");
    expect(updateCase.gwpSet).toBe("AR6");
    expect(codeOf(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(refused.errors![0].extensions.field).toBe("gwpSet");
  });

  it("adds library lines with their amounts, in a unit of the factor's kind", async () => {
    const east = await globalFactor(t, "CN-GRID-2022-EAST");

    const { addLibraryLines } = await demo.gql(ADD_LIBRARY_LINES, {
      input: {
        caseId,
        processId: grid,
        lines: [
          { factorId: east.id, amount: 2, unitId: 31, name: "Workshop meter" },
          { factorId: east.id, amount: 1500 },
        ],
      },
    });
    const run = await calculate(demo, caseId);

    expect(addLibraryLines).toMatchObject([
      { caseId, processId: grid, name: "Workshop meter", amount: 2, unitId: 31, factorId: east.id },
      { caseId, processId: grid, amount: 1500, unitId: east.unitId, factorId: east.id },
    ]);
    // 2 MWh = 2,000 kWh; (2,000 + 1,500) kWh × 0.5617 kg CO2/kWh = 1,965.95 kg CO2.
    expect(run.status).toBe("succeeded");
    expect(run.totals.scope2Location).toBeCloseTo(1965.95, 9);
  });

  it("refuses a library line in a unit of another kind, naming the line's field", async () => {
    const east = await globalFactor(t, "CN-GRID-2022-EAST");

    const answer = await demo.try(ADD_LIBRARY_LINES, {
      input: { caseId, processId: grid, lines: [{ factorId: east.id, amount: 5, unitId: 10 }] },
    });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].extensions.field).toBe("lines.0.unitId");
    expect(answer.errors![0].message).toContain("kg (mass) cannot be converted to kWh (energy)");
  });

  it("refuses a line added to a process of another case, naming processId", async () => {
    const corporationId = await newCorporation(demo, "Other Works");
    const other = (await newCase(demo, { corporationId, name: "Other", year: 2024 })).id;
    const east = await globalFactor(t, "CN-GRID-2022-EAST");

    const library = await demo.try(ADD_LIBRARY_LINES, {
      input: { caseId: other, processId: grid, lines: [{ factorId: east.id, amount: 1 }] },
    });
    const custom = await demo.try(ADD_CUSTOM_LINE, {
      input: {
        caseId: other,
        processId: grid,
        name: "Leak",
        amount: 1,
        unitId: 10,
        method: "gas",
        gas: "SF6",
      },
    });

    for (const answer of [library, custom]) {
      expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
      expect(answer.errors![0].extensions.field).toBe("processId");
    }
  });

  it("refuses to calculate a case without lines, and records no run", async () => {
    const corporationId = await newCorporation(demo, "Empty Works");
    const empty = (await newCase(demo, { corporationId, name: "Nothing yet", year: 2024 })).id;
    await newProcess(demo, { caseId: empty, name: "Boilers", scope: 1, isoCategory: 1 });

    const answer = await demo.try(CALCULATE, { caseId: empty });
    const { calculationRuns } = await demo.gql(
      `query ($caseId: Int!) { calculationRuns(caseId: $caseId) { id } }`,
      { caseId: empty },
    );
    const { case: stored } = await demo.gql(CASE, { id: empty });

    expect(codeOf(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.errors![0].message).toContain("no activity lines");
    expect(calculationRuns).toEqual([]);
    expect(stored).toMatchObject({ status: 5, calculationCount: 0, latestRunId: null });
  });
});

describe("direct emissions of a gas", () => {
  const GAS_LINE = `mutation ($input: AddCustomLineInput!) {
    addCustomLine(input: $input) { id method gas amount unitId factorId customFactor { name } } }`;
  let caseId: number;
  let refrigeration: number;
  beforeAll(async () => {
    const corporationId = await newCorporation(demo, "Cold Chain Co.");
    caseId = (await newCase(demo, { corporationId, name: "Cold chain", year: 2024, gwpSet: "AR5" }))
      .id;
    refrigeration = await newProcess(demo, {
      caseId,
      name: "Refrigeration and switchgear",
      scope: 1,
      isoCategory: 1,
    });
  });

  it("weighs the kg released by the GWP of the case's set, reading gas synonyms", async () => {
    const { addCustomLine: blend } = await demo.gql(GAS_LINE, {
      input: {
        caseId,
        processId: refrigeration,
        name: "Chiller top-up",
        amount: 12,
        unitId: 10,
        method: "gas",
        gas: "r410a",
      },
    });
    const { addCustomLine: single } = await demo.gql(GAS_LINE, {
      input: {
        caseId,
        processId: refrigeration,
        name: "Van air-con",
        amount: 0.003,
        unitId: 11,
        method: "gas",
        gas: "R-134a",
      },
    });
    const sf6 = await libraryLine(demo, refrigeration, "FUG-SF6", 0.5);

    const run = await calculate(demo, caseId);
    const { resultLines } = await demo.gql(DISCHARGE_LINES, { runId: run.id });
    const byName = (name: string) =>
      (
        resultLines.items as Array<{
          name: string;
          co2eKg: number;
          formula: string;
          factor: { name: string; source: string };
        }>
      ).find((line) => line.name === name)!;

    expect(blend).toMatchObject({
      method: "gas",
      gas: "R-410A",
      factorId: null,
      customFactor: null,
    });
    expect(single.gas).toBe("HFC-134a");
    // AR5 (EPA Hub 2025 Table 11; blend composition Table 12):
    //   R-410A: 12 kg × (0.5 × 677 + 0.5 × 3,170 = 1,923.5) = 23,082 kg CO2e
    //   R-134a = HFC-134a: 0.003 t = 3 kg × 1,300 = 3,900 kg CO2e
    //   SF6 from the library (1 kg per kg): 0.5 kg × 23,500 = 11,750 kg CO2e
    expect(run.status).toBe("succeeded");
    expect(byName("Chiller top-up").co2eKg).toBeCloseTo(23_082, 9);
    expect(byName("Van air-con").co2eKg).toBeCloseTo(3_900, 9);
    expect(byName(sf6.name).co2eKg).toBeCloseTo(11_750, 9);
    expect(run.totals.scope1).toBeCloseTo(23_082 + 3_900 + 11_750, 9);
    expect(byName("Chiller top-up").factor.name).toBe("R-410A released (kg of gas)");
    expect(byName("Chiller top-up").factor.source).toContain("Table 12");
    expect(byName("Chiller top-up").formula).toContain(
      "0.5 × 677 (HFC-32) + 0.5 × 3,170 (HFC-125)",
    );
  });

  it("weighs the same lines by AR6 when the case switches", async () => {
    await demo.gql(`mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { id } }`, {
      input: { id: caseId, gwpSet: "ar6" },
    });

    const run = await calculate(demo, caseId);

    // AR6 WG1 Table 7.15: 12 × (0.5 × 771 + 0.5 × 3,740 = 2,255.5) = 27,066;
    // 3 × 1,530 = 4,590; 0.5 × 25,200 = 12,600. Sum 44,256 kg CO2e.
    expect(run.gwpSet).toBe("AR6");
    expect(run.totals.scope1).toBeCloseTo(27_066 + 4_590 + 12_600, 9);
  });

  it("exports gas lines with their gas, and the workbook imports back unchanged", async () => {
    const exported = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exported.exportActivityLines.base64, "base64"));
    const gasColumn = processColumn(workbook, "Gas");
    const sheet = workbook.getWorksheet("Process data")!;
    const gases = processRows(workbook).map((row) => sheet.getRow(row.row).getCell(gasColumn).text);

    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, {
      input: { caseId, base64: exported.exportActivityLines.base64 },
    });

    expect(gases.sort()).toEqual(["", "HFC-134a", "R-410A"]); // the SF6 line is a library line
    expect(importActivityLines).toEqual({ added: 0, changed: 0, unchanged: 3, rejected: [] });
  });

  it("refuses a gas line without a known gas or in a unit that is not a mass", async () => {
    const base = { caseId, processId: refrigeration, name: "Leak", amount: 1, method: "gas" };

    const missing = await demo.try(GAS_LINE, { input: { ...base, unitId: 10 } });
    const unknown = await demo.try(GAS_LINE, { input: { ...base, unitId: 10, gas: "R-22" } });
    const energy = await demo.try(GAS_LINE, { input: { ...base, unitId: 30, gas: "SF6" } });

    expect(missing.errors![0].extensions.field).toBe("gas");
    expect(unknown.errors![0].extensions.field).toBe("gas");
    expect(unknown.errors![0].message).toContain("R-22");
    expect(energy.errors![0].extensions.field).toBe("unitId");
    expect(energy.errors![0].message).toContain("kWh (energy) is not a mass");
  });

  it("offers the common refrigerants and SF6 in the library's fugitive category", async () => {
    const { emissionFactors } = await demo.gql(
      `query { emissionFactors(category: "fugitive", owner: "global", pageSize: 100) {
         items { code gases { gas value } } } }`,
    );
    const gases = new Map(
      (
        emissionFactors.items as Array<{
          code: string;
          gases: Array<{ gas: string; value: number }>;
        }>
      ).map((factor) => [factor.code, factor.gases]),
    );

    expect(gases.get("FUG-R-134A")).toEqual([{ gas: "HFC-134a", value: 1 }]);
    expect(gases.get("FUG-R-410A")).toEqual([{ gas: "R-410A", value: 1 }]);
    expect(gases.get("FUG-R-32")).toEqual([{ gas: "HFC-32", value: 1 }]);
    expect(gases.get("FUG-R-404A")).toEqual([{ gas: "R-404A", value: 1 }]);
    expect(gases.get("FUG-SF6")).toEqual([{ gas: "SF6", value: 1 }]);
  });
});

describe("scope 2 instruments", () => {
  let caseId: number;
  let grid: number;
  beforeAll(async () => {
    const corporationId = await newCorporation(demo, "Green Power User");
    caseId = (await newCase(demo, { corporationId, name: "Certificates", year: 2024 })).id;
    grid = await newProcess(demo, {
      caseId,
      name: "Purchased electricity",
      scope: 2,
      isoCategory: 2,
    });
  });

  it("counts certificates for the MWh they cover and the grid for the rest of the line", async () => {
    const line = await libraryLine(demo, grid, "CN-GRID-2022-EAST", 1_000_000);
    const gec = await globalFactor(t, "CN-GEC-ZERO");
    await setLines(demo, caseId, [
      {
        id: line.id,
        marketFactorId: gec.id,
        marketBasis: "certificate",
        marketCoveredAmount: 300,
        marketCoveredUnitId: 31,
      },
    ]);

    const run = await calculate(demo, caseId);
    const { resultLines } = await demo.gql(
      `query ($runId: Int!) { resultLines(runId: $runId) { items {
         co2eKg market { basis coveredAmount co2eKg formula factor { code } } } } }`,
      { runId: run.id },
    );
    const [result] = resultLines.items;

    // Location-based: 1,000,000 kWh × 0.5617 = 561,700 kg CO2 (MEE/NBS 2022, East China grid).
    // Market-based: 300 MWh of GECs × 0 + (1,000,000 − 300,000) kWh × 0.5617 = 393,190 kg CO2.
    expect(run.status).toBe("succeeded");
    expect(run.totals.scope2Location).toBeCloseTo(561_700, 6);
    expect(run.totals.scope2Market).toBeCloseTo(393_190, 6);
    expect(result.market).toMatchObject({
      basis: "certificate",
      coveredAmount: 300_000,
      factor: { code: "CN-GEC-ZERO" },
    });
    expect(result.market.formula).toContain("the other 700,000 kWh at the location-based factor");
  });

  it("stops the run at a line marked certificate without a market factor, in both languages", async () => {
    const line = await libraryLine(demo, grid, "CN-GRID-2022-EAST", 500);
    await setLines(demo, caseId, [{ id: line.id, marketBasis: "certificate" }]);

    const run = await calculate(demo, caseId);
    const zh = await t.gql(RUN, { runId: run.id }, { token: demo.token, locale: "zh-CN" });

    expect(run.status).toBe("failed");
    expect(run.errors).toEqual([
      expect.objectContaining({ lineId: line.id, reason: "MISSING_MARKET_FACTOR" }),
    ]);
    expect(run.errors[0].message).toContain("scope 2 instrument without its factor");
    expect(run.errors[0].message).toContain('Marked "certificate" but no market factor');
    expect(zh.data!.calculationRun.errors[0].message).toContain("范围二市场化工具缺少其排放因子");
  });

  it("refuses certificates covering more than the line", async () => {
    const corporationId = await newCorporation(demo, "Over Covered");
    const over = (await newCase(demo, { corporationId, name: "Over", year: 2024 })).id;
    const process = await newProcess(demo, {
      caseId: over,
      name: "Grid",
      scope: 2,
      isoCategory: 2,
    });
    const line = await libraryLine(demo, process, "CN-GRID-2022-EAST", 1000);
    const gec = await globalFactor(t, "CN-GEC-ZERO");
    await setLines(demo, over, [
      {
        id: line.id,
        marketFactorId: gec.id,
        marketBasis: "certificate",
        marketCoveredAmount: 2,
        marketCoveredUnitId: 31,
      },
    ]);

    const run = await calculate(demo, over);

    // 2 MWh = 2,000 kWh of certificates for a 1,000 kWh line.
    expect(run.status).toBe("failed");
    expect(run.errors[0]).toMatchObject({ reason: "INVALID_AMOUNT" });
    expect(run.errors[0].message).toContain("covers 2 MWh, more than the line's 1,000 kWh");
  });
});

describe("a calculation that cannot run", () => {
  it("answers a failed run listing every offending line, and writes no result", async () => {
    const corporationId = await newCorporation(demo, "Failing Works");
    const { id: caseId } = await newCase(demo, { corporationId, name: "Broken", year: 2024 });
    const boilers = await newProcess(demo, { caseId, name: "Boilers", scope: 1, isoCategory: 1 });
    const grid = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
    await libraryLine(demo, grid, "CN-GRID-2022-EAST", 1000);
    const first = await calculate(demo, caseId);
    const wrongUnit = await libraryLine(demo, grid, "CN-GRID-2022-NORTH", 500);
    await setLines(demo, caseId, [{ id: wrongUnit.id, unitId: 10 }]);
    const { addCustomLine } = await demo.gql(ADD_CUSTOM_LINE, {
      input: {
        caseId,
        processId: boilers,
        name: "Boiler gas",
        amount: 10,
        unitId: 20,
        factor: { name: "gas", unitId: 20, source: "meter", gases: [{ gas: "CO2", value: 2 }] },
      },
    });
    await setLines(demo, caseId, [{ id: addCustomLine.id, customFactor: null }]);

    const run = await calculate(demo, caseId);
    const { case: after } = await demo.gql(CASE, { id: caseId });
    const { resultLines: stored } = await demo.gql(DISCHARGE_LINES, { runId: run.id });

    expect(first.status).toBe("succeeded");
    expect(run).toMatchObject({ status: "failed", runNo: 2, totalKg: null, totals: null });
    expect(
      (run.errors as Array<{ lineId: number; reason: string; processName: string }>)
        .map((error) => [error.lineId, error.reason, error.processName])
        .sort(),
    ).toEqual(
      [
        [wrongUnit.id, "UNIT_MISMATCH", "Grid"],
        [addCustomLine.id, "MISSING_FACTOR", "Boilers"],
      ].sort(),
    );
    expect(run.errors.find((e: { lineId: number }) => e.lineId === wrongUnit.id).message).toContain(
      "kg (mass) cannot be converted to kWh (energy)",
    );
    expect(stored).toEqual({ total: 0, items: [] });
    expect(after).toMatchObject({ status: 5, calculationCount: 1, latestRunId: first.id });
  });
});

describe("an old run after its library factor changes", () => {
  it("keeps the factor values it used; a new run uses the new ones", async () => {
    const factorInput = {
      code: "DEMO-STEAM-2024",
      name: "园区蒸汽",
      nameEn: "Industrial park steam",
      category: "heat",
      unitId: 41,
      gases: [{ gas: "CO2", value: 95 }],
      region: "CN-310000",
      year: 2024,
      source: "Park utility statement 2024",
    };
    const { createEmissionFactor } = await admin.gql(
      `mutation ($input: FactorInput!) { createEmissionFactor(input: $input) { id companyId } }`,
      { input: factorInput },
    );
    const corporationId = await newCorporation(demo, "Steam User Co.");
    const { id: caseId } = await newCase(demo, { corporationId, name: "Steam", year: 2024 });
    const heat = await newProcess(demo, { caseId, name: "Heat", scope: 2, isoCategory: 2 });
    const { addLibraryLines } = await demo.gql(ADD_LIBRARY_LINES, {
      input: { caseId, processId: heat, factorIds: [createEmissionFactor.id] },
    });
    await setLines(demo, caseId, [{ id: addLibraryLines[0].id, amount: 200 }]);
    // 200 GJ × 95 kg CO2/GJ = 19,000 kg.
    const oldRun = await calculate(demo, caseId);

    await admin.gql(
      `mutation ($input: UpdateFactorInput!) { updateEmissionFactor(input: $input) { id } }`,
      {
        input: { ...factorInput, id: createEmissionFactor.id, gases: [{ gas: "CO2", value: 80 }] },
      },
    );
    // 200 GJ × 80 kg CO2/GJ = 16,000 kg.
    const newRun = await calculate(demo, caseId);
    const oldLines = await demo.gql(DISCHARGE_LINES, { runId: oldRun.id });
    const reread = await demo.gql(RUN, { runId: oldRun.id });

    expect(createEmissionFactor.companyId).toBe(await demoCompanyId(t));
    expect(oldRun.totalKg).toBeCloseTo(19_000, 9);
    expect(newRun.totalKg).toBeCloseTo(16_000, 9);
    expect(oldLines.resultLines.items[0].factor).toMatchObject({
      id: createEmissionFactor.id,
      code: "DEMO-STEAM-2024",
      gases: [{ gas: "CO2", value: 95 }],
    });
    expect(oldLines.resultLines.items[0].co2eKg).toBeCloseTo(19_000, 9);
    expect(reread.calculationRun.totalKg).toBeCloseTo(19_000, 9);
  });
});

describe("SQL statements of a calculation and of an import", () => {
  let sites = 0;
  async function caseWithLines(count: number): Promise<number> {
    sites += 1;
    const corporationId = await newCorporation(demo, `Metered Site ${sites}`);
    const { id: caseId } = await newCase(demo, {
      corporationId,
      name: `${count} meters`,
      year: 2024,
    });
    const processId = await newProcess(demo, {
      caseId,
      name: "Sub-meters",
      scope: 2,
      isoCategory: 2,
    });
    const factors = await Promise.all(
      ["CN-GRID-2022-EAST", "CN-GRID-2022-NORTH", "CN-GRID-2022-SOUTH"].map(
        async (code) => (await globalFactor(t, code)).id,
      ),
    );
    await t.dataSource.query(
      `INSERT INTO activity_line (company_id, case_id, process_id, name, amount, unit_id, method,
         factor_id, data_source_type, evidence, sort)
       SELECT $1, $2, $3, 'Meter ' || n, n * 100, 30, 'factor', ($4::int[])[1 + n % 3], 3,
         '[]'::jsonb, n
       FROM generate_series(1, $5) AS n`,
      [await demoCompanyId(t), caseId, processId, factors, count],
    );
    return caseId;
  }

  async function statementsOfCalculation(caseId: number) {
    t.sql.reset();
    const run = await calculate(demo, caseId);
    return { run, statements: t.sql.count() };
  }

  async function statementsOfImport(caseId: number) {
    // Every line's amount raised by one in the exported workbook.
    const { exportActivityLines } = await demo.gql(EXPORT_PROCESS, { caseId });
    const workbook = await openWorkbook(Buffer.from(exportActivityLines.base64, "base64"));
    const amount = processColumn(workbook, "Amount");
    const sheet = workbook.getWorksheet("Process data")!;
    for (const row of processRows(workbook)) {
      sheet.getRow(row.row).getCell(amount).value = Number(row.values["Amount"]) + 1;
    }
    const base64 = await workbookBase64(workbook);
    t.sql.reset();
    const { importActivityLines } = await demo.gql(IMPORT_PROCESS, { input: { caseId, base64 } });
    return { report: importActivityLines, statements: t.sql.count() };
  }

  it("imports 200 changed lines with as many statements as 10", async () => {
    const small = await caseWithLines(10);
    const large = await caseWithLines(200);

    const ten = await statementsOfImport(small);
    const twoHundred = await statementsOfImport(large);

    expect(ten.report).toEqual({ added: 0, changed: 10, unchanged: 0, rejected: [] });
    expect(twoHundred.report).toEqual({ added: 0, changed: 200, unchanged: 0, rejected: [] });
    expect(twoHundred.statements).toBe(ten.statements);
  });

  it("issues as many statements for 200 lines as for 10", async () => {
    const small = await caseWithLines(10);
    const large = await caseWithLines(200);
    // A first calculation elsewhere, so nothing lazily prepared counts against either case.
    await calculate(demo, await caseWithLines(1));

    const ten = await statementsOfCalculation(small);
    const twoHundred = await statementsOfCalculation(large);

    expect(ten.statements).toBeGreaterThan(0);
    expect(ten.run).toMatchObject({ status: "succeeded", lineCount: 10 });
    expect(twoHundred.run).toMatchObject({ status: "succeeded", lineCount: 200 });
    expect(twoHundred.statements).toBe(ten.statements);
  });
});

describe("tenancy", () => {
  let outsider: Caller;
  let corporationId: number;
  let caseId: number;
  let processId: number;
  let lineId: number;
  let runId: number;
  let tagId: number;

  async function snapshot() {
    const rows = (sql: string) => t.dataSource.query(sql, [corporationId]);
    const ofCases = "SELECT id FROM carbon_case WHERE corporation_id = $1";
    return {
      corporation: await rows("SELECT * FROM corporation WHERE id = $1"),
      cases: await rows("SELECT * FROM carbon_case WHERE corporation_id = $1"),
      processes: await rows(`SELECT * FROM case_process WHERE case_id IN (${ofCases}) ORDER BY id`),
      lines: await rows(`SELECT * FROM activity_line WHERE case_id IN (${ofCases}) ORDER BY id`),
      runs: await rows(`SELECT * FROM calculation_run WHERE case_id IN (${ofCases}) ORDER BY id`),
      tags: await rows(`SELECT * FROM carbon_case_tag WHERE case_id IN (${ofCases}) ORDER BY 1, 2`),
    };
  }

  beforeAll(async () => {
    const companyId = await createCompany(t, admin.token, "Outsider Textiles Ltd.");
    outsider = await createUser(t, admin.token, {
      companyId,
      username: "textiles.accountant",
      codes: ["aa", "aa01", "aa02", "aa03"],
    });
    corporationId = await newCorporation(demo, "Private Dye Works");
    caseId = (await newCase(demo, { corporationId, name: "Private", year: 2024 })).id;
    processId = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
    lineId = (await libraryLine(demo, processId, "CN-GRID-2022-EAST", 1000)).id;
    runId = (await calculate(demo, caseId)).id;
    const { addCaseTag } = await demo.gql(
      `mutation ($input: TagInput!) { addCaseTag(input: $input) { id } }`,
      { input: { name: "private", caseId } },
    );
    tagId = addCaseTag.id;
  });

  it("reads another company's corporation, case, lines and runs as not found", async () => {
    const reads = {
      corporation: await outsider.try(`query ($id: Int!) { corporation(id: $id) { id } }`, {
        id: corporationId,
      }),
      case: await outsider.try(CASE, { id: caseId }),
      activityLines: await outsider.try(LINES, { caseId }),
      runs: await outsider.try(
        `query ($caseId: Int!) { calculationRuns(caseId: $caseId) { id } }`,
        {
          caseId,
        },
      ),
      runById: await outsider.try(RUN, { runId }),
      runOfCase: await outsider.try(RUN, { caseId }),
      resultLines: await outsider.try(DISCHARGE_LINES, { runId }),
      exportResult: await outsider.try(EXPORT_RESULT, { runId }),
      exportProcess: await outsider.try(EXPORT_PROCESS, { caseId }),
    };
    const lists = await outsider.gql(
      `{ corporations(pageSize: 100) { total } cases(pageSize: 100) { total } caseTags { id } }`,
    );

    expect(Object.entries(reads).map(([name, answer]) => [name, codeOf(answer)])).toEqual(
      Object.keys(reads).map((name) => [name, ["NOT_FOUND"]]),
    );
    expect(reads.case.errors![0].message).toBe("Case not found");
    expect(reads.runById.errors![0].message).toBe("Calculation run not found");
    expect(lists).toEqual({ corporations: { total: 0 }, cases: { total: 0 }, caseTags: [] });
  });

  it("reads the processes of another company's case as not found", async () => {
    const answer = await outsider.try(PROCESSES, { caseId });

    expect(codeOf(answer)).toEqual(["NOT_FOUND"]);
    expect(answer.errors![0].message).toBe("Case not found");
  });

  it("changes nothing of another company, every attempt answering not found", async () => {
    const before = await snapshot();
    const factor = await globalFactor(t, "CN-GRID-2022-NORTH");
    const exported = await demo.gql(EXPORT_PROCESS, { caseId });

    const attempts = {
      updateCorporation: await outsider.try(
        `mutation ($input: UpdateCorporationInput!) { updateCorporation(input: $input) { id } }`,
        { input: { id: corporationId, name: "Taken over" } },
      ),
      setPosition: await outsider.try(
        `mutation ($input: CorporationPositionInput!) {
           setCorporationPosition(input: $input) { id } }`,
        { input: { id: corporationId, longitude: 110, latitude: 30 } },
      ),
      createCase: await outsider.try(CREATE_CASE, {
        input: { corporationId, name: "Intruder", year: 2024 },
      }),
      updateCase: await outsider.try(
        `mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { id } }`,
        { input: { id: caseId, name: "Taken over" } },
      ),
      calculate: await outsider.try(CALCULATE, { caseId }),
      addProcess: await outsider.try(ADD_PROCESS, {
        input: { caseId, name: "Intruder", scope: 1, isoCategory: 1 },
      }),
      deleteProcess: await outsider.try(`mutation ($id: Int!) { deleteCaseProcess(id: $id) }`, {
        id: processId,
      }),
      addTemplateProcesses: await outsider.try(
        `mutation ($input: AddTemplateProcessesInput!) { addTemplateProcesses(input: $input) { id } }`,
        { input: { caseId, templateId: power.id } },
      ),
      updateLines: await outsider.try(UPDATE_LINES, {
        input: { caseId, lines: [{ id: lineId, amount: 1 }] },
      }),
      deleteLines: await outsider.try(
        `mutation ($input: DeleteLinesInput!) { deleteActivityLines(input: $input) }`,
        { input: { caseId, ids: [lineId] } },
      ),
      addLibraryLines: await outsider.try(ADD_LIBRARY_LINES, {
        input: { caseId, processId, factorIds: [factor.id] },
      }),
      addCustomLine: await outsider.try(ADD_CUSTOM_LINE, {
        input: {
          caseId,
          processId,
          name: "Intruder",
          amount: 1,
          unitId: 30,
          factor: { name: "x", unitId: 30, source: "x", gases: [{ gas: "CO2", value: 1 }] },
        },
      }),
      removeUnneeded: await outsider.try(
        `mutation ($caseId: Int!) { removeUnneededLines(caseId: $caseId) }`,
        { caseId },
      ),
      applyDefaults: await outsider.try(
        `mutation ($caseId: Int!) { applyDefaultFactors(caseId: $caseId, overwrite: true) }`,
        { caseId },
      ),
      importActivityLines: await outsider.try(IMPORT_PROCESS, {
        input: { caseId, base64: exported.exportActivityLines.base64 },
      }),
      addTag: await outsider.try(
        `mutation ($input: TagInput!) { addCaseTag(input: $input) { id } }`,
        { input: { name: "mine", caseId } },
      ),
      removeTag: await outsider.try(
        `mutation ($input: RemoveTagInput!) { removeCaseTag(input: $input) }`,
        { input: { id: tagId } },
      ),
      deleteCase: await outsider.try(`mutation ($id: Int!) { deleteCase(id: $id) }`, {
        id: caseId,
      }),
      deleteCorporation: await outsider.try(`mutation ($id: Int!) { deleteCorporation(id: $id) }`, {
        id: corporationId,
      }),
    };
    const after = await snapshot();

    expect(Object.entries(attempts).map(([name, answer]) => [name, codeOf(answer)])).toEqual(
      Object.keys(attempts).map((name) => [name, ["NOT_FOUND"]]),
    );
    expect(before.runs).toHaveLength(1);
    expect(before.tags).toHaveLength(1);
    expect(after).toEqual(before);
  });

  it("cannot put another company's private factor on its own line", async () => {
    const { createEmissionFactor } = await admin.gql(
      `mutation ($input: FactorInput!) { createEmissionFactor(input: $input) { id } }`,
      {
        input: {
          code: "DEMO-PRIVATE-GRID",
          name: "园区电网",
          category: "electricity",
          unitId: 30,
          gases: [{ gas: "CO2", value: 0.4 }],
          region: "CN",
          year: 2024,
          source: "Park grid operator",
        },
      },
    );
    const ownCorporation = await newCorporation(outsider, "Outsider Mill");
    const { id: ownCase } = await newCase(outsider, {
      corporationId: ownCorporation,
      name: "Own",
      year: 2024,
    });
    const ownProcess = await newProcess(outsider, {
      caseId: ownCase,
      name: "Grid",
      scope: 2,
      isoCategory: 2,
    });

    const ownLine = await libraryLine(outsider, ownProcess, "CN-GRID-2022-EAST", 10);
    const exported = await outsider.gql(EXPORT_PROCESS, { caseId: ownCase });
    const workbook = await openWorkbook(Buffer.from(exported.exportActivityLines.base64, "base64"));
    const row = processRows(workbook)[0];
    workbook
      .getWorksheet("Process data")!
      .getRow(row.row)
      .getCell(processColumn(workbook, "Factor code")).value = "DEMO-PRIVATE-GRID";

    const answers = {
      addLibraryLines: await outsider.try(ADD_LIBRARY_LINES, {
        input: { caseId: ownCase, processId: ownProcess, factorIds: [createEmissionFactor.id] },
      }),
      factorId: await outsider.try(UPDATE_LINES, {
        input: { caseId: ownCase, lines: [{ id: ownLine.id, factorId: createEmissionFactor.id }] },
      }),
      marketFactorId: await outsider.try(UPDATE_LINES, {
        input: {
          caseId: ownCase,
          lines: [{ id: ownLine.id, marketFactorId: createEmissionFactor.id }],
        },
      }),
    };
    const { importActivityLines } = await outsider.gql(IMPORT_PROCESS, {
      input: { caseId: ownCase, base64: await workbookBase64(workbook) },
    });
    const [line] = await t.dataSource.query(
      `SELECT factor_id AS "factorId", market_factor_id AS "marketFactorId"
       FROM activity_line WHERE id = $1`,
      [ownLine.id],
    );

    expect(Object.entries(answers).map(([name, answer]) => [name, codeOf(answer)])).toEqual(
      Object.keys(answers).map((name) => [name, ["NOT_FOUND"]]),
    );
    expect(answers.addLibraryLines.errors![0].message).toBe("Emission factor not found");
    expect(importActivityLines).toEqual({
      added: 0,
      changed: 0,
      unchanged: 0,
      rejected: [
        {
          row: row.row,
          key: ownLine.name,
          reason: 'factor code "DEMO-PRIVATE-GRID" is not in the library',
        },
      ],
    });
    expect(line).toEqual({ factorId: ownLine.factorId, marketFactorId: null });
  });
});

describe("permissions", () => {
  let viewer: Caller;
  let editor: Caller;
  let corporationId: number;
  let caseId: number;
  beforeAll(async () => {
    const companyId = await demoCompanyId(t);
    viewer = await createUser(t, admin.token, { companyId, username: "gql.viewer", codes: ["aa"] });
    editor = await createUser(t, admin.token, {
      companyId,
      username: "gql.editor",
      codes: ["aa", "aa01"],
    });
    corporationId = await newCorporation(demo, "Guarded Works");
    caseId = (await newCase(demo, { corporationId, name: "Guarded", year: 2024 })).id;
  });

  it("refuses edits, calculation and deletion to a user with only aa, who may still read", async () => {
    const attempts = {
      createCorporation: await viewer.try(CREATE_CORPORATION, { input: { name: "Nope" } }),
      calculate: await viewer.try(CALCULATE, { caseId }),
      addProcess: await viewer.try(ADD_PROCESS, {
        input: { caseId, name: "Nope", scope: 1, isoCategory: 1 },
      }),
      importActivityLines: await viewer.try(IMPORT_PROCESS, { input: { caseId, base64: "AA==" } }),
      deleteCase: await viewer.try(`mutation ($id: Int!) { deleteCase(id: $id) }`, { id: caseId }),
    };
    const read = await viewer.try(CASE, { id: caseId });

    expect(Object.entries(attempts).map(([name, answer]) => [name, codeOf(answer)])).toEqual(
      Object.keys(attempts).map((name) => [name, ["FORBIDDEN"]]),
    );
    expect(read.data?.case.id).toBe(caseId);
    const [row] = await t.dataSource.query(
      "SELECT calculation_count FROM carbon_case WHERE id = $1",
      [caseId],
    );
    expect(row.calculation_count).toBe(0);
  });

  it("refuses createCase to a user without aa02", async () => {
    const answer = await editor.try(CREATE_CASE, {
      input: { corporationId, name: "Not allowed", year: 2024 },
    });
    const update = await editor.try(
      `mutation ($input: UpdateCaseInput!) { updateCase(input: $input) { remark } }`,
      { input: { id: caseId, remark: "fine" } },
    );

    expect(codeOf(answer)).toEqual(["FORBIDDEN"]);
    expect(update.data?.updateCase).toEqual({ remark: "fine" });
  });

  it("asks an anonymous caller to sign in", async () => {
    const answer = await t.gql(CASE, { id: caseId });

    expect(codeOf(answer)).toEqual(["UNAUTHENTICATED"]);
  });
});
