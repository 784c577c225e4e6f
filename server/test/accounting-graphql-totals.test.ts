// The carbon-accounting GraphQL API on a real database: calculation runs and their totals, worked
// out by hand from the published factor values: a small case per scope, scope 2 instruments,
// measured combustion parameters and custom factors, a run that cannot go, and an old run
// after its library factor changes.
import { codeOf, SEED_PASSWORD, startTestApp, type TestApp } from "./support/harness";
import { caller, demoCompanyId, gasValue, globalFactor, type Caller } from "./support/accounting";
import {
  ADD_CUSTOM_LINE,
  ADD_LIBRARY_LINES,
  AR5,
  AR6,
  calculate,
  CASE,
  DISCHARGE_LINES,
  libraryLine,
  linesOf,
  newCase,
  newCorporation,
  newProcess,
  RUN,
  setLines,
  total,
  UPDATE_LINES,
} from "./support/accounting-graphql";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let admin: Caller;
let demo: Caller;
beforeAll(async () => {
  admin = caller(t, await t.login("admin"));
  demo = caller(t, await t.login("demo", SEED_PASSWORD));
});

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
    await libraryLine(t, demo, boilers, "DESNZ-2024-1_100_1004_1", 10_000);
    await libraryLine(t, demo, grid, "CN-GRID-2022-EAST", 100_000);
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
      // Both names of the library factor, as the seed writes them (seed/factors/china-grid.ts).
      nameEn: "East China regional grid average electricity CO2 emission factor (2022)",
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
    const line = await libraryLine(t, demo, gridProcess, "CN-GRID-2022-EAST", 100_000);
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
    const line = await libraryLine(t, demo, boilerProcess, "CN-GUIDE-FUEL-NATURAL-GAS", 10);
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
    const line = await libraryLine(t, demo, boilerProcess, "CN-GUIDE-FUEL-ANTHRACITE", 100);
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
    const line = await libraryLine(t, demo, gridProcess, "CN-GRID-2022-EAST", 10_000);
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

describe("a calculation that cannot run", () => {
  it("answers a failed run listing every offending line, and writes no result", async () => {
    const corporationId = await newCorporation(demo, "Failing Works");
    const { id: caseId } = await newCase(demo, { corporationId, name: "Broken", year: 2024 });
    const boilers = await newProcess(demo, { caseId, name: "Boilers", scope: 1, isoCategory: 1 });
    const grid = await newProcess(demo, { caseId, name: "Grid", scope: 2, isoCategory: 2 });
    await libraryLine(t, demo, grid, "CN-GRID-2022-EAST", 1000);
    const first = await calculate(demo, caseId);
    const wrongUnit = await libraryLine(t, demo, grid, "CN-GRID-2022-NORTH", 500);
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
