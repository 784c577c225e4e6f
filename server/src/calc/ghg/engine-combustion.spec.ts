// The GHG engine on combustion parameters (a steel plant by the China guideline), biogenic CO2,
// unit conversion, and the errors it reports instead of figures.
import { calculateCase } from "./engine";
import {
  calculate,
  expectClose,
  factor,
  KG,
  KWH,
  L,
  L_PER_US_GALLON,
  line,
  M3,
  mass,
  MWH,
  T,
  T_PER_SHORT_TON,
} from "./test-lines";
import type { EngineActivityLine, GasCode } from "./types";

describe("steel plant by the China iron and steel guideline", () => {
  // Defaults of the guideline (REFERENCE-FACTORS.md): bituminous coal NCV 19.570 GJ/t, carbon
  // content 26.18 t C/TJ = 0.02618 t C/GJ, oxidation 0.93; limestone 0.440 t CO2/t; carbon
  // locked in crude steel 0.0154 t CO2/t. Electricity: 2022 East China grid.
  const bituminousCoal = factor("Bituminous coal (guideline default)", T, [], {
    combustion: { ncv: 19.57, carbonContent: 26.18e-3, oxidation: 0.93 },
  });
  const limestone = factor("Limestone calcination", T, [["CO2", 440]]);
  const crudeSteel = factor("Carbon locked in crude steel", T, [["CO2", 15.4]]);
  const grid = factor("East China regional grid 2022 (MEE)", KWH, [["CO2", 0.5617]]);

  const lines = (): EngineActivityLine[] => [
    line({
      name: "boiler coal",
      processId: 10,
      processName: "Fuel combustion",
      amount: 1000,
      unitId: T,
      method: "combustion",
      factor: bituminousCoal,
    }),
    line({
      name: "sinter flux",
      processId: 20,
      processName: "Process emissions",
      amount: 500,
      unitId: T,
      factor: limestone,
    }),
    line({
      name: "grid power",
      processId: 30,
      processName: "Purchased electricity",
      scope: 2,
      isoCategory: 2,
      amount: 20_000,
      unitId: MWH,
      factor: grid,
    }),
    line({
      name: "crude steel",
      processId: 40,
      processName: "Carbon locked in products",
      deducted: true,
      amount: 10_000,
      unitId: T,
      factor: crudeSteel,
    }),
  ];

  // By hand:
  // coal: 1,000 t × 19.570 GJ/t = 19,570 GJ; × 0.02618 t C/GJ = 512.3426 t C; × 0.93 =
  //       476.478618 t C; × 44/12 = 1,747.088266 t CO2 = 1,747,088.266 kg
  const combustionKg = 1_747_088.266;
  const processKg = 500 * 440; // 220,000 kg
  const electricityKg = 20_000 * 1000 * 0.5617; // 11,234,000 kg
  const lockedKg = 10_000 * 15.4; // 154,000 kg

  it("computes combustion CO2 as FC × NCV × CC × OF × 44/12", () => {
    const { lines: results } = calculate(lines());

    expectClose(results[0].co2eKg, combustionKg);
    // Dividing by 44/12 (a known slip of one public implementation) would give ~130,000 kg.
    expect(results[0].co2eKg).toBeGreaterThan(1_700_000);
    expect(results[0].formula).toContain(
      "CO2 = FC × NCV × CC × OF × 44/12 = 1,000 t × 19.57 GJ/t × 0.02618 t C/GJ × 0.93 × 44/12",
    );
  });

  it("totals combustion + process + electricity − carbon locked in crude steel", () => {
    const { lines: results, totals } = calculate(lines(), "AR5", {
      output: { amount: 10_000, unit: "t crude steel" },
      revenue: { amount: 40_000, unit: "10^4 CNY" },
    });

    const total = combustionKg + processKg + electricityKg - lockedKg; // 13,047,088.266 kg
    expectClose(totals.totalKg, total);
    expectClose(totals.byScope.scope1, combustionKg + processKg - lockedKg);
    expectClose(totals.byScope.scope2Location, electricityKg);
    expect(totals.byScope.scope3).toBe(0);
    expect(totals.deductedKg).toBe(lockedKg);
    expect(results[3].co2eKg).toBe(-lockedKg);
    expect(results[3].gases).toEqual([
      { gas: "CO2", massKg: -lockedKg, gwp: 1, co2eKg: -lockedKg },
    ]);
    expect(results[3].formula).toContain("deducted (carbon locked in products): -154,000 kg CO2e");
    expect(totals.byProcess.map((p) => [p.processName, p.scope])).toEqual([
      ["Fuel combustion", 1],
      ["Process emissions", 1],
      ["Purchased electricity", 2],
      ["Carbon locked in products", 1],
    ]);
    expectClose(totals.byProcess[0].co2eKg, combustionKg);
    expect(totals.byProcess[3].co2eKg).toBe(-lockedKg);
    expectClose(totals.byIsoCategory["1"], combustionKg + processKg - lockedKg);
    expectClose(totals.byIsoCategory["2"], electricityKg);
    // 13,047,088.266 kg = 13,047.088266 t over 10,000 t of steel and 40,000 × 10^4 CNY.
    expectClose(totals.intensity.perOutput ?? NaN, 13_047.088266 / 10_000);
    expect(totals.intensity.outputUnit).toBe("t crude steel");
    expectClose(totals.intensity.perRevenue ?? NaN, 13_047.088266 / 40_000);
    expect(totals.intensity.revenueUnit).toBe("10^4 CNY");
  });

  it("takes CO2 from the parameters and the other gases from the factor", () => {
    // The factor also carries EPA Hub 2025 Table 1 bituminous coal values (24.93 mmBtu/short
    // ton; 93.28 kg CO2, 11 g CH4, 1.6 g N2O per mmBtu), restated per metric tonne. Its CO2 must
    // be ignored in favour of the guideline parameters; its CH4 and N2O are kept.
    const perT = (perMmBtuKg: number): number => (24.93 * perMmBtuKg) / T_PER_SHORT_TON;
    const coal = factor(
      "Bituminous coal with CH4/N2O",
      T,
      [
        ["CO2", perT(93.28)],
        ["CH4", perT(0.011)],
        ["N2O", perT(0.0016)],
      ],
      { combustion: { ncv: 19.57, carbonContent: 0.02618, oxidation: 0.93 } },
    );
    const { lines: results } = calculate([
      line({ amount: 1000, unitId: T, method: "combustion", factor: coal }),
    ]);

    const ch4 = (1000 * 24.93 * 0.011) / T_PER_SHORT_TON; // ≈ 302.29 kg CH4
    const n2o = (1000 * 24.93 * 0.0016) / T_PER_SHORT_TON; // ≈ 43.97 kg N2O
    expect(results[0].gases.map((g) => g.gas)).toEqual(["CO2", "CH4", "N2O"]);
    expectClose(mass(results[0], "CO2") ?? NaN, combustionKg);
    expectClose(mass(results[0], "CH4") ?? NaN, ch4);
    expectClose(mass(results[0], "N2O") ?? NaN, n2o);
    expectClose(results[0].co2eKg, combustionKg + ch4 * 28 + n2o * 265);
    expect(results[0].formula).toContain("the factor's own CO2 value is not used");
  });

  it("gives the same figures when the coal is entered in kg", () => {
    const { lines: results } = calculate([
      line({ amount: 1_000_000, unitId: KG, method: "combustion", factor: bituminousCoal }),
    ]);

    expectClose(results[0].amountInFactorUnit, 1000);
    expectClose(results[0].co2eKg, combustionKg);
    expect(results[0].formula.startsWith("1,000,000 kg = 1,000 t; ")).toBe(true);
  });
});

describe("biogenic CO2", () => {
  // EPA Hub 2025 Table 1, biodiesel (100%): 0.128 mmBtu/gallon; 73.84 kg CO2, 1.1 g CH4,
  // 0.11 g N2O per mmBtu. The CO2 is biogenic; CH4 and N2O count in scope 1.
  const perL = (perMmBtuKg: number): number => (0.128 * perMmBtuKg) / L_PER_US_GALLON;
  const biodiesel = factor("Biodiesel (100%), stationary (EPA Hub 2025, Table 1)", L, [
    ["CO2_BIO", perL(73.84)],
    ["CH4_NONFOSSIL", perL(0.0011)],
    ["N2O", perL(0.00011)],
  ]);
  const generator = (): EngineActivityLine =>
    line({ amount: 1000 * L_PER_US_GALLON, unitId: L, factor: biodiesel });

  // 1,000 gal × 0.128 = 128 mmBtu: 9,451.52 kg biogenic CO2, 0.1408 kg CH4, 0.01408 kg N2O.
  it("reports biogenic CO2 outside the scopes and the totals", () => {
    const { lines, totals } = calculate([generator()], "AR5");

    expectClose(lines[0].biogenicCo2Kg, 9451.52);
    expectClose(totals.biogenicCo2Kg, 9451.52);
    expect(lines[0].gases.map((g) => g.gas)).toEqual(["CH4_NONFOSSIL", "N2O"]);
    // 0.1408 × 28 + 0.01408 × 265 = 3.9424 + 3.7312 = 7.6736 kg CO2e
    expectClose(lines[0].co2eKg, 7.6736);
    expectClose(totals.totalKg, 7.6736);
    expect(totals.byGas.map((g) => g.gas)).toEqual(["CH4_NONFOSSIL", "N2O"]);
    expect(lines[0].formula).toContain("kg CO2 (biogenic), outside the scopes");
  });

  it("uses the non-fossil methane GWP of AR6", () => {
    const { lines } = calculate([generator()], "AR6");

    // 0.1408 × 27.0 + 0.01408 × 273 = 3.80160 + 3.84384 = 7.64544 kg CO2e
    expectClose(lines[0].co2eKg, 7.64544);
  });
});

describe("unit conversion", () => {
  const grid = factor("grid", KWH, [["CO2", 0.5617]]);

  it("converts MWh to a per-kWh factor and kWh to a per-MWh factor", () => {
    const perMwh = factor("grid per MWh", MWH, [["CO2", 561.7]]);
    const { lines } = calculate([
      line({ amount: 2.5, unitId: MWH, factor: grid }),
      line({ amount: 2500, unitId: KWH, factor: perMwh }),
    ]);

    // 2.5 MWh × 1,000 kWh/MWh × 0.5617 = 1,404.25 kg, both ways.
    expectClose(lines[0].co2eKg, 1404.25);
    expectClose(lines[1].co2eKg, 1404.25);
    expectClose(lines[1].amountInFactorUnit, 2.5);
  });

  it("converts t of fuel entered in kg", () => {
    const limestone = factor("Limestone calcination", T, [["CO2", 440]]);
    const { lines } = calculate([line({ amount: 2500, unitId: KG, factor: limestone })]);

    // 2,500 kg = 2.5 t × 440 kg CO2/t = 1,100 kg CO2
    expectClose(lines[0].co2eKg, 1100);
  });
});

describe("errors", () => {
  const grid = factor("East China grid", KWH, [["CO2", 0.5617]]);
  const good = factor("fuel", KG, [["CO2", 3]]);

  it("reports every broken line at once and no figures", () => {
    const lines: EngineActivityLine[] = [
      line({ amount: 1, unitId: KG, factor: null }),
      line({ amount: 100, unitId: KG, factor: grid }),
      line({ amount: NaN, unitId: KG, factor: good }),
      line({ amount: -5, unitId: KG, factor: good }),
      line({ amount: 1, unitId: 999, factor: good }),
      line({ amount: 1, unitId: T, method: "combustion", factor: good }),
      line({
        amount: 1,
        unitId: KG,
        factor: factor("odd", KG, [["R-22" as GasCode, 1810]]),
      }),
      line({ amount: 1, unitId: KG, factor: good }), // fine
      line({
        amount: 10,
        unitId: KWH,
        factor: grid,
        scope: 2,
        marketFactor: factor("supplier in kg", KG, [["CO2", 0.3]]),
      }),
    ];

    const outcome = calculateCase({ gwpSet: "AR5", lines, output: null, revenue: null });

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome).not.toHaveProperty("totals");
    expect(outcome).not.toHaveProperty("lines");
    expect(outcome.errors.map((e) => [e.lineId, e.reason])).toEqual([
      [lines[0].id, "MISSING_FACTOR"],
      [lines[1].id, "UNIT_MISMATCH"],
      [lines[2].id, "INVALID_AMOUNT"],
      [lines[3].id, "INVALID_AMOUNT"],
      [lines[4].id, "UNKNOWN_UNIT"],
      [lines[5].id, "MISSING_COMBUSTION_PARAMETERS"],
      [lines[6].id, "UNKNOWN_GAS"],
      [lines[8].id, "UNIT_MISMATCH"],
    ]);
    expect(outcome.errors[1].detail).toContain("kg (mass) cannot be converted to kWh (energy)");
    expect(outcome.errors[3].detail).toContain("deducted");
    expect(outcome.errors[6].detail).toContain('"R-22"');
    expect(outcome.errors[7].detail).toContain(
      'kWh (energy) cannot be converted to kg (mass), the unit of market factor "supplier in kg"',
    );
    expect(outcome.errors[0]).toMatchObject({ name: lines[0].name, processName: "process" });
  });

  it("reports several problems of one line", () => {
    const outcome = calculateCase({
      gwpSet: "AR6",
      lines: [line({ amount: Infinity, unitId: 999, factor: null })],
      output: null,
      revenue: null,
    });

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((e) => e.reason)).toEqual([
      "INVALID_AMOUNT",
      "UNKNOWN_UNIT",
      "MISSING_FACTOR",
    ]);
  });

  it("names each bad combustion parameter, including a t C/TJ figure left unscaled", () => {
    const coal = factor("coal", T, [], {
      combustion: { ncv: 0, carbonContent: 26.18, oxidation: 1.2 },
    });
    const outcome = calculateCase({
      gwpSet: "AR5",
      lines: [line({ amount: 1, unitId: T, method: "combustion", factor: coal })],
      output: null,
      revenue: null,
    });

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0].reason).toBe("MISSING_COMBUSTION_PARAMETERS");
    expect(outcome.errors[0].detail).toContain("NCV must be positive (got 0)");
    expect(outcome.errors[0].detail).toContain("t C/TJ");
    expect(outcome.errors[0].detail).toContain("oxidation rate must be in (0, 1] (got 1.2)");
  });

  it("refuses the combustion method on a factor published only as CO2e, which already holds the CO2", () => {
    const blend = factor("diesel blend", T, [["CO2E", 3100]], {
      gwpBasis: "AR5",
      combustion: { ncv: 42.652, carbonContent: 0.0202, oxidation: 0.98 },
    });
    const outcome = calculateCase({
      gwpSet: "AR6",
      lines: [line({ amount: 1, unitId: T, method: "combustion", factor: blend })],
      output: null,
      revenue: null,
    });

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors[0].reason).toBe("MISSING_COMBUSTION_PARAMETERS");
    expect(outcome.errors[0].detail).toContain("published only as CO2e");
  });

  it("accepts an oxidation rate of exactly 1", () => {
    const gas = factor("gas", M3, [], {
      combustion: { ncv: 0.038931, carbonContent: 0.0153, oxidation: 1 },
    });

    expect(() =>
      calculate([line({ amount: 1, unitId: M3, method: "combustion", factor: gas })]),
    ).not.toThrow();
  });

  it("refuses a factor-method factor without gas values rather than answer zero", () => {
    const outcome = calculateCase({
      gwpSet: "AR5",
      lines: [line({ amount: 1, unitId: KG, factor: factor("empty", KG, []) })],
      output: null,
      revenue: null,
    });

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors[0].reason).toBe("MISSING_FACTOR");
  });

  it("refuses a scope 2 line marked certificate or residual that has no market factor", () => {
    const marked = (basis: "certificate" | "residual" | "supplier") =>
      line({ amount: 10, unitId: KWH, factor: grid, scope: 2, marketBasis: basis });
    const lines = [
      marked("certificate"),
      marked("residual"),
      marked("supplier"),
      line({ amount: 10, unitId: KWH, factor: grid, scope: 2, marketBasis: "grid" }), // fine
      line({
        amount: 10,
        unitId: KWH,
        factor: grid,
        scope: 2,
        marketCovered: { amount: 5, unitId: KWH },
      }),
    ];

    const outcome = calculateCase({ gwpSet: "AR5", lines, output: null, revenue: null });

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((e) => [e.lineId, e.reason])).toEqual([
      [lines[0].id, "MISSING_MARKET_FACTOR"],
      [lines[1].id, "MISSING_MARKET_FACTOR"],
      [lines[2].id, "MISSING_MARKET_FACTOR"],
      [lines[4].id, "MISSING_MARKET_FACTOR"],
    ]);
    expect(outcome.errors[0].detail).toContain('Marked "certificate" but no market factor');
  });

  it("refuses certificates covering more than the line, or a quantity of another kind", () => {
    const certificate = factor("GEC", KWH, [["CO2", 0]]);
    const covering = (marketCovered: EngineActivityLine["marketCovered"]) =>
      line({
        amount: 1000,
        unitId: KWH,
        factor: grid,
        scope: 2,
        marketFactor: certificate,
        marketBasis: "certificate",
        marketCovered,
      });
    const lines = [
      covering({ amount: 1.2, unitId: MWH }), // 1,200 kWh > 1,000 kWh
      covering({ amount: 5, unitId: KG }),
      covering({ amount: -1, unitId: KWH }),
      covering({ amount: 1, unitId: MWH }), // exactly the line: fine
    ];

    const outcome = calculateCase({ gwpSet: "AR5", lines, output: null, revenue: null });

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((e) => [e.lineId, e.reason])).toEqual([
      [lines[0].id, "INVALID_AMOUNT"],
      [lines[1].id, "UNIT_MISMATCH"],
      [lines[2].id, "INVALID_AMOUNT"],
    ]);
    expect(outcome.errors[0].detail).toContain("covers 1.2 MWh, more than the line's 1,000 kWh");
  });

  it("ignores a market factor on a line outside scope 2", () => {
    const { lines } = calculate([
      line({ amount: 1, unitId: KG, factor: good, marketFactor: grid, marketBasis: "supplier" }),
    ]);

    expect(lines[0].market).toBeNull();
  });
});
