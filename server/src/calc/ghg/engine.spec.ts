import { calculateCase, formatNumber } from "./engine";
import type {
  CaseInput,
  CaseTotals,
  CombustionParameters,
  EngineActivityLine,
  FactorValues,
  GasCode,
  GwpSet,
  EngineResultLine,
} from "./types";

// Unit ids of server/src/calc/units.ts.
const KG = 10;
const T = 11;
const M3 = 20;
const KWH = 30;
const MWH = 31;
const L = 55;

// Exact by definition: 1 ft = 0.3048 m, 1 US gallon = 3.785411784 L.
const M3_PER_SCF = 0.3048 ** 3;
const L_PER_US_GALLON = 3.785411784;
// 1 short ton = 2000 lb × 0.45359237 kg.
const T_PER_SHORT_TON = 0.90718474;

function factor(
  name: string,
  unitId: number,
  gases: [GasCode, number][],
  extra: { combustion?: CombustionParameters; gwpBasis?: GwpSet; source?: string } = {},
): FactorValues {
  return {
    unitId,
    gases: gases.map(([gas, value]) => ({ gas, value })),
    combustion: extra.combustion ?? null,
    ref: {
      id: null,
      code: null,
      name,
      source: extra.source ?? "test",
      year: null,
      version: null,
      region: null,
      gwpBasis: extra.gwpBasis ?? null,
    },
  };
}

let nextId = 1;
function line(
  fields: Pick<EngineActivityLine, "amount" | "unitId" | "factor"> & Partial<EngineActivityLine>,
): EngineActivityLine {
  const id = nextId++;
  return {
    id,
    name: `line ${id}`,
    processId: 1,
    processName: "process",
    scope: 1,
    isoCategory: 1,
    scope3Category: null,
    deducted: false,
    method: "factor",
    gas: null,
    marketFactor: null,
    marketBasis: null,
    marketCovered: null,
    ...fields,
  };
}

function calculate(
  lines: EngineActivityLine[],
  gwpSet: GwpSet = "AR5",
  extra: Partial<Pick<CaseInput, "output" | "revenue">> = {},
): { lines: EngineResultLine[]; totals: CaseTotals } {
  const outcome = calculateCase({
    gwpSet,
    lines,
    output: extra.output ?? null,
    revenue: extra.revenue ?? null,
  });
  if (!outcome.ok) throw new Error(`unexpected errors: ${JSON.stringify(outcome.errors)}`);
  return outcome;
}

/** Relative closeness: the expected figures are exact decimals, the engine works in doubles. */
function expectClose(actual: number, expected: number, relative = 1e-12): void {
  const scale = Math.max(Math.abs(expected), 1e-300);
  if (Math.abs(actual - expected) / scale > relative) {
    throw new Error(`expected ${expected} (±${relative} relative), got ${actual}`);
  }
}

function mass(result: EngineResultLine, gas: GasCode): number | undefined {
  return result.gases.find((g) => g.gas === gas)?.massKg;
}

describe("natural gas boiler with US EPA GHG Emission Factors Hub 2025 (Table 1)", () => {
  // EPA: 0.001026 mmBtu/scf; 53.06 kg CO2, 1 g CH4, 0.1 g N2O per mmBtu. The platform has no scf
  // unit, so the factor is restated per m³ and the meter reading of 100,000 scf entered in m³.
  const perM3 = (perMmBtuKg: number): number => (0.001026 * perMmBtuKg) / M3_PER_SCF;
  // EPA gives CH4 without an origin, and its CO2 factor already counts all the carbon as CO2, so
  // the CH4 is entered as "CH4", not "CH4_FOSSIL" (whose AR6 value adds the CO2 it becomes).
  const epaNaturalGas = factor("Natural gas (EPA Hub 2025, Table 1)", M3, [
    ["CO2", perM3(53.06)],
    ["CH4", perM3(0.001)],
    ["N2O", perM3(0.0001)],
  ]);
  const boiler = (): EngineActivityLine =>
    line({ amount: 100_000 * M3_PER_SCF, unitId: M3, factor: epaNaturalGas });

  // By hand: 100,000 scf × 0.001026 mmBtu/scf = 102.6 mmBtu.
  const co2 = 102.6 * 53.06; // 5,443.956 kg CO2 (EPA prints 0.05444 kg/scf → 5,444 kg)
  const ch4 = 102.6 * 0.001; // 0.1026 kg CH4
  const n2o = 102.6 * 0.0001; // 0.01026 kg N2O

  it("gives per-gas masses and CO2e under AR5 (CH4 28, N2O 265)", () => {
    const { lines, totals } = calculate([boiler()], "AR5");

    expectClose(mass(lines[0], "CO2") ?? NaN, co2);
    expectClose(mass(lines[0], "CH4") ?? NaN, ch4);
    expectClose(mass(lines[0], "N2O") ?? NaN, n2o);
    // 5,443.956 + 0.1026 × 28 + 0.01026 × 265 = 5,449.5477 kg CO2e
    expectClose(lines[0].co2eKg, co2 + ch4 * 28 + n2o * 265);
    expectClose(totals.totalKg, 5449.5477);
    expect(lines[0].gases.map((g) => g.gwp)).toEqual([1, 28, 265]);
    expect(lines[0].formula).toContain("CO2e = Σ mass × GWP(AR5)");
  });

  it("gives CO2e under AR6 (CH4 without origin 27.9, N2O 273)", () => {
    const { lines } = calculate([boiler()], "AR6");

    // 5,443.956 + 0.1026 × 27.9 + 0.01026 × 273 = 5,449.61952 kg CO2e
    expectClose(lines[0].co2eKg, co2 + ch4 * 27.9 + n2o * 273);
    expectClose(lines[0].co2eKg, 5449.61952);
  });

  it("weights the same methane tagged fossil by 29.8 under AR6", () => {
    const fossilTagged = factor("Natural gas, CH4 tagged fossil", M3, [
      ["CH4_FOSSIL", perM3(0.001)],
    ]);
    const { lines } = calculate(
      [line({ amount: 100_000 * M3_PER_SCF, unitId: M3, factor: fossilTagged })],
      "AR6",
    );

    expectClose(lines[0].co2eKg, ch4 * 29.8);
  });
});

describe("diesel fleet with US EPA Hub 2025 (Table 2: 10.21 kg CO2 per US gallon)", () => {
  // EPA's mobile CH4 and N2O factors are per vehicle-mile by vehicle type and model year, not
  // per gallon, so a fuel-based fleet line carries CO2 only.
  const epaDiesel = factor("Diesel fuel, mobile (EPA Hub 2025, Table 2)", L, [
    ["CO2", 10.21 / L_PER_US_GALLON],
  ]);

  it("turns 5,000 US gallons entered in litres into 51,050 kg CO2 under every GWP set", () => {
    for (const set of ["AR4", "AR5", "AR6"] as const) {
      const { lines } = calculate(
        [line({ amount: 5000 * L_PER_US_GALLON, unitId: L, factor: epaDiesel })],
        set,
      );
      expectClose(lines[0].co2eKg, 5000 * 10.21); // 51,050 kg CO2
    }
  });

  it("accepts the same fuel entered in m³", () => {
    // 5,000 gal × 3.785411784 L/gal = 18,927.05892 L = 18.92705892 m³
    const { lines } = calculate([line({ amount: 18.92705892, unitId: M3, factor: epaDiesel })]);

    expectClose(lines[0].amountInFactorUnit, 18927.05892);
    expectClose(lines[0].co2eKg, 51050);
    expect(lines[0].factorUnitId).toBe(L);
  });
});

describe("purchased electricity on the 2022 East China grid (0.5617 kg CO2/kWh)", () => {
  const eastChina2022 = factor("East China regional grid 2022 (MEE)", KWH, [["CO2", 0.5617]]);
  // A green electricity certificate (GEC) carries zero emissions for the electricity it covers.
  const certificate = factor("Green electricity certificate", KWH, [["CO2", 0]]);

  it("reports location-based from the grid and market-based from the certificate", () => {
    const covered = line({
      amount: 250,
      unitId: MWH,
      factor: eastChina2022,
      scope: 2,
      isoCategory: 2,
      marketFactor: certificate,
      marketBasis: "certificate",
    });
    const { lines, totals } = calculate([covered]);

    // 250 MWh = 250,000 kWh × 0.5617 = 140,425 kg CO2
    expectClose(lines[0].amountInFactorUnit, 250_000);
    expectClose(lines[0].co2eKg, 140_425);
    expect(lines[0].market?.basis).toBe("certificate");
    expect(lines[0].market?.co2eKg).toBe(0);
    expect(lines[0].market?.factor.name).toBe("Green electricity certificate");
    expectClose(totals.byScope.scope2Location, 140_425);
    expect(totals.byScope.scope2Market).toBe(0);
    expectClose(totals.totalKg, 140_425);
    expect(totals.totalMarketKg).toBe(0);
  });

  it("falls back to the grid factor with basis grid when there is no instrument", () => {
    const uncovered = line({ amount: 100_000, unitId: KWH, factor: eastChina2022, scope: 2 });
    const { lines, totals } = calculate([uncovered]);

    // 100,000 kWh × 0.5617 = 56,170 kg CO2
    expectClose(lines[0].co2eKg, 56_170);
    expect(lines[0].market?.basis).toBe("grid");
    expect(lines[0].market?.co2eKg).toBe(lines[0].co2eKg);
    expect(lines[0].market?.factor.name).toBe("East China regional grid 2022 (MEE)");
    expectClose(totals.byScope.scope2Market, 56_170);
  });

  it("takes an instrument without a stated basis as supplier-specific", () => {
    const l = line({
      amount: 1000,
      unitId: KWH,
      factor: eastChina2022,
      scope: 2,
      marketFactor: certificate,
    });

    expect(calculate([l]).lines[0].market?.basis).toBe("supplier");
  });

  it("keeps scope 1 and 3 in both totals and swaps only scope 2", () => {
    const fuel = factor("flat fuel", KG, [["CO2", 2]]);
    const lines = [
      line({ amount: 100, unitId: KG, factor: fuel }), // scope 1: 200 kg
      line({
        amount: 1000,
        unitId: KWH,
        factor: eastChina2022,
        scope: 2,
        isoCategory: 2,
        marketFactor: certificate,
        marketBasis: "certificate",
      }), // scope 2: 561.7 kg location, 0 market
      line({ amount: 10, unitId: KG, factor: fuel, scope: 3, isoCategory: 4, scope3Category: 1 }),
    ];
    const { totals } = calculate(lines);

    expectClose(totals.totalKg, 200 + 561.7 + 20);
    expectClose(totals.totalMarketKg, 200 + 0 + 20);
  });

  it("counts certificates for the MWh they cover and the grid for the rest of the line", () => {
    const partly = line({
      amount: 1000,
      unitId: MWH,
      factor: eastChina2022,
      scope: 2,
      isoCategory: 2,
      marketFactor: certificate,
      marketBasis: "certificate",
      marketCovered: { amount: 300, unitId: MWH },
    });
    const { lines, totals } = calculate([partly]);

    // Location-based: 1,000 MWh = 1,000,000 kWh × 0.5617 = 561,700 kg CO2.
    expectClose(lines[0].co2eKg, 561_700);
    // Market-based: 300 MWh × 0 (certificates) + 700 MWh = 700,000 kWh × 0.5617 = 393,190 kg.
    expect(lines[0].market?.basis).toBe("certificate");
    expect(lines[0].market?.coveredAmount).toBe(300);
    expectClose(lines[0].market!.co2eKg, 393_190);
    expect(lines[0].market?.gases.map((g) => g.gas)).toEqual(["CO2"]);
    expectClose(lines[0].market!.gases[0].massKg, 393_190);
    expectClose(totals.byScope.scope2Market, 393_190);
    expect(lines[0].market?.formula).toContain("for 300 MWh of 1,000 MWh");
    expect(lines[0].market?.formula).toContain("the other 700 MWh at the location-based factor");
  });

  it("converts the covered quantity into the line's unit", () => {
    const partly = line({
      amount: 500_000,
      unitId: KWH,
      factor: eastChina2022,
      scope: 2,
      marketFactor: certificate,
      marketBasis: "certificate",
      marketCovered: { amount: 200, unitId: MWH },
    });

    const market = calculate([partly]).lines[0].market!;

    // 200 MWh = 200,000 kWh covered; (500,000 − 200,000) kWh × 0.5617 = 168,510 kg CO2.
    expect(market.coveredAmount).toBe(200_000);
    expectClose(market.co2eKg, 168_510);
  });

  it("gives lines outside scope 2 no market figure", () => {
    const { lines } = calculate([line({ amount: 1, unitId: KWH, factor: eastChina2022 })]);

    expect(lines[0].market).toBeNull();
  });
});

describe("refrigerant leak of 5 kg R-410A", () => {
  const leak = (): EngineActivityLine =>
    line({
      amount: 5,
      unitId: KG,
      factor: factor("Refrigerant R-410A, mass emitted", KG, [["R-410A", 1]]),
      name: "chiller top-up",
    });

  it("weights it by the composition GWP under AR5, within rounding of EPA's printed 1,924", () => {
    const { lines, totals } = calculate([leak()], "AR5");

    // 50% HFC-32 (677) + 50% HFC-125 (3,170) = 1,923.5 → 5 × 1,923.5 = 9,617.5 kg CO2e
    expectClose(lines[0].co2eKg, 5 * (0.5 * 677 + 0.5 * 3170));
    // EPA Table 12 prints 1,924, i.e. 5 × 1,924 = 9,620; its rounding (±0.5) allows ±2.5 kg.
    expect(Math.abs(lines[0].co2eKg - 5 * 1924)).toBeLessThanOrEqual(5 * 0.5);
    expect(totals.byGas).toEqual([{ gas: "R-410A", massKg: 5, co2eKg: lines[0].co2eKg }]);
  });

  it("weights it under AR6 by the AR6 GWPs of its parts", () => {
    const { lines } = calculate([leak()], "AR6");

    // 0.5 × 771 + 0.5 × 3,740 = 2,255.5 → 5 × 2,255.5 = 11,277.5 kg CO2e
    expectClose(lines[0].co2eKg, 11_277.5);
  });
});

describe("direct emission of a gas (method gas)", () => {
  const released = (fields: Partial<EngineActivityLine>): EngineActivityLine =>
    line({ amount: 12, unitId: KG, factor: null, method: "gas", ...fields });

  it("weighs 12 kg of R-410A by its blend GWP under AR5, with no factor", () => {
    const { lines, totals } = calculate([released({ gas: "R-410A" })], "AR5");

    // 0.5 × 677 (HFC-32) + 0.5 × 3,170 (HFC-125) = 1,923.5; 12 × 1,923.5 = 23,082 kg CO2e.
    expectClose(lines[0].co2eKg, 23_082);
    expect(lines[0].gases).toEqual([
      { gas: "R-410A", massKg: 12, gwp: 1923.5, co2eKg: lines[0].co2eKg },
    ]);
    expect(totals.byScope.scope1).toBe(lines[0].co2eKg);
    expect(lines[0].formula).toBe(
      "12 kg R-410A released; CO2e = mass × GWP(AR5) = 12 × 1,923.5 = 23,082 kg CO2e; " +
        "GWP of R-410A = Σ mass fraction × GWP = 0.5 × 677 (HFC-32) + 0.5 × 3,170 (HFC-125)",
    );
    expect(lines[0].factor.name).toBe("R-410A released (kg of gas)");
    expect(lines[0].factor.source).toContain("Table 12");
  });

  it("weighs the same top-up under AR6 by the AR6 GWPs of the parts", () => {
    const { lines } = calculate([released({ gas: "R-410A" })], "AR6");

    // 0.5 × 771 + 0.5 × 3,740 = 2,255.5; 12 × 2,255.5 = 27,066 kg CO2e.
    expectClose(lines[0].co2eKg, 27_066);
  });

  it("weighs an SF6 leak entered in t by the GWP of the case's set", () => {
    // 0.0025 t = 2.5 kg SF6. AR4 22,800 → 57,000; AR5 23,500 → 58,750; AR6 25,200 → 63,000.
    const leak = () => released({ gas: "SF6", amount: 0.0025, unitId: T });
    expectClose(calculate([leak()], "AR4").lines[0].co2eKg, 57_000);
    expectClose(calculate([leak()], "AR5").lines[0].co2eKg, 58_750);
    expectClose(calculate([leak()], "AR6").lines[0].co2eKg, 63_000);
    expect(calculate([leak()], "AR5").lines[0].formula).toMatch(/^0\.0025 t = 2\.5 kg; /);
  });

  it("counts process CO2 by weight 1 and biogenic CO2 outside the scopes", () => {
    const { lines, totals } = calculate([
      released({ gas: "CO2", amount: 800 }),
      released({ gas: "CO2_BIO", amount: 50 }),
    ]);

    expect(lines[0].co2eKg).toBe(800);
    expect(lines[1].co2eKg).toBe(0);
    expect(totals.totalKg).toBe(800);
    expect(totals.biogenicCo2Kg).toBe(50);
  });

  it("refuses a line without a gas, with CO2e as its gas, or not in a mass unit", () => {
    const lines = [
      released({ gas: null }),
      released({ gas: "CO2E" }),
      released({ gas: "R-22" as GasCode }),
      released({ gas: "HFC-134a", unitId: KWH }),
    ];

    const outcome = calculateCase({ gwpSet: "AR5", lines, output: null, revenue: null });

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.map((e) => e.reason)).toEqual([
      "UNKNOWN_GAS",
      "UNKNOWN_GAS",
      "UNKNOWN_GAS",
      "UNIT_MISMATCH",
    ]);
    expect(outcome.errors[3].detail).toContain("kWh (energy) is not a mass");
  });
});

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

describe("categories and intensity", () => {
  // UK DESNZ 2024 flat file: T&D losses 0.0183 kg CO2e/kWh (scope 3 cat. 3) [13_402_4000_5_1];
  // well-to-tank natural gas 0.3366 kg CO2e/m³ (cat. 3) [11_100_1004_1_1]; diesel (average
  // biofuel blend) 2.51279 kg CO2e/litre [1_101_1011_8_1], here a hire car on business travel.
  const td = factor("UK T&D losses 2024", KWH, [["CO2E", 0.0183]], { gwpBasis: "AR5" });
  const wtt = factor("UK WTT natural gas 2024", M3, [["CO2E", 0.3366]], { gwpBasis: "AR5" });
  const hireCar = factor("UK diesel 2024", L, [["CO2E", 2.51279]], { gwpBasis: "AR5" });
  const scope3 = (): EngineActivityLine[] => [
    line({
      amount: 100_000,
      unitId: KWH,
      factor: td,
      scope: 3,
      isoCategory: 4,
      scope3Category: 3,
      processId: 1,
      processName: "Upstream energy",
    }),
    line({
      amount: 10_000,
      unitId: M3,
      factor: wtt,
      scope: 3,
      isoCategory: 4,
      scope3Category: 3,
      processId: 1,
      processName: "Upstream energy",
    }),
    line({
      amount: 400,
      unitId: L,
      factor: hireCar,
      scope: 3,
      isoCategory: 3,
      scope3Category: 6,
      processId: 2,
      processName: "Business travel",
    }),
  ];
  // By hand: 100,000 × 0.0183 = 1,830; 10,000 × 0.3366 = 3,366; 400 × 2.51279 = 1,005.116.
  const upstream = 1830 + 3366;
  const travel = 1005.116;

  it("totals by scope 3 category and ISO category with every key present", () => {
    const { totals } = calculate(scope3());

    expect(Object.keys(totals.byScope3Category)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1)),
    );
    expect(Object.keys(totals.byIsoCategory)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expectClose(totals.byScope3Category["3"], upstream);
    expectClose(totals.byScope3Category["6"], travel);
    expect(totals.byScope3Category["1"]).toBe(0);
    expectClose(totals.byIsoCategory["4"], upstream);
    expectClose(totals.byIsoCategory["3"], travel);
    expect(totals.byIsoCategory["1"]).toBe(0);
    expectClose(totals.byScope.scope3, upstream + travel);
    expect(totals.byProcess.map((p) => [p.processName, p.scope])).toEqual([
      ["Upstream energy", 3],
      ["Business travel", 3],
    ]);
    expectClose(totals.byProcess[0].co2eKg, upstream);
  });

  it("counts a published CO2e figure as given under any GWP set", () => {
    const ar5 = calculate(scope3(), "AR5").totals.totalKg;
    const ar6 = calculate(scope3(), "AR6").totals.totalKg;

    expectClose(ar5, upstream + travel);
    expect(ar6).toBe(ar5);
  });

  it("gives intensity per output and revenue in t CO2e, and none without a denominator", () => {
    const withBoth = calculate(scope3(), "AR5", {
      output: { amount: 2000, unit: "t" },
      revenue: { amount: 0, unit: "10^4 CNY" },
    }).totals.intensity;
    const without = calculate(scope3()).totals.intensity;

    // 6,201.116 kg = 6.201116 t over 2,000 t of product.
    expectClose(withBoth.perOutput ?? NaN, 6.201116 / 2000);
    expect(withBoth.outputUnit).toBe("t");
    expect(withBoth.perRevenue).toBeNull();
    expect(withBoth.revenueUnit).toBe("10^4 CNY");
    expect(without).toEqual({
      perOutput: null,
      outputUnit: null,
      perRevenue: null,
      revenueUnit: null,
    });
  });
});

describe("roll-ups", () => {
  it("answers an empty case with zero totals and every category key", () => {
    const { lines, totals } = calculate([]);

    expect(lines).toEqual([]);
    expect(totals.totalKg).toBe(0);
    expect(totals.totalMarketKg).toBe(0);
    expect(Object.values(totals.byIsoCategory)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(Object.values(totals.byScope3Category)).toHaveLength(15);
    expect(totals.byGas).toEqual([]);
    expect(totals.byProcess).toEqual([]);
  });

  it("lists gases in catalogue order whatever order the lines bring them", () => {
    const n2oFirst = factor("n2o then co2", KG, [
      ["N2O", 0.001],
      ["SF6", 0.0001],
      ["CO2", 1],
    ]);
    const ch4 = factor("ch4", KG, [["CH4", 0.01]]);
    const { totals } = calculate([
      line({ amount: 10, unitId: KG, factor: n2oFirst }),
      line({ amount: 10, unitId: KG, factor: ch4 }),
    ]);

    expect(totals.byGas.map((g) => g.gas)).toEqual(["CO2", "CH4", "N2O", "SF6"]);
    // 10 kg × 0.0001 = 0.001 kg SF6 × 23,500 = 23.5 kg CO2e
    expectClose(totals.byGas[3].co2eKg, 23.5);
  });

  it("splits a process whose lines span scopes into one row per scope, in first-seen order", () => {
    const f = factor("f", KG, [["CO2", 1]]);
    const { totals } = calculate([
      line({ amount: 1, unitId: KG, factor: f, processId: 7, processName: "Mixed" }),
      line({ amount: 2, unitId: KG, factor: f, processId: 8, processName: "Other" }),
      line({ amount: 4, unitId: KG, factor: f, processId: 7, processName: "Mixed", scope: 3 }),
      line({ amount: 8, unitId: KG, factor: f, processId: 7, processName: "Mixed" }),
    ]);

    expect(totals.byProcess).toEqual([
      { processId: 7, processName: "Mixed", scope: 1, co2eKg: 9 },
      { processId: 8, processName: "Other", scope: 1, co2eKg: 2 },
      { processId: 7, processName: "Mixed", scope: 3, co2eKg: 4 },
    ]);
  });

  it("keeps the total of many small lines exact where plain addition drifts", () => {
    // 10,000 lines of 0.1 kg CO2 each: 1,000 kg.
    const f = factor("f", KG, [["CO2", 1]]);
    const lines = Array.from({ length: 10_000 }, () =>
      line({ amount: 0.1, unitId: KG, factor: f }),
    );

    expect(Math.abs(calculate(lines).totals.totalKg - 1000) / 1000).toBeLessThan(1e-12);
  });

  it("deducts a zero line as 0, not -0", () => {
    const f = factor("f", KG, [["CO2", 1]]);
    const { lines, totals } = calculate([
      line({ amount: 0, unitId: KG, factor: f, deducted: true }),
    ]);

    expect(Object.is(lines[0].co2eKg, 0)).toBe(true);
    expect(Object.is(totals.deductedKg, 0)).toBe(true);
  });
});

describe("trace", () => {
  it("writes the calculation with its numbers and unit symbols", () => {
    const ng = factor("Natural gas", M3, [["CO2", 0.05444]]);
    const { lines } = calculate([line({ amount: 1000, unitId: M3, factor: ng })]);

    expect(lines[0].formula).toBe(
      "1,000 m³ × 0.05444 kg CO2/m³ = 54.44 kg CO2; CO2e = Σ mass × GWP(AR5) = 54.44 × 1 = 54.44 kg CO2e",
    );
  });

  it("formats numbers the same on every host", () => {
    expect(formatNumber(1234567.891)).toBe("1,234,567.891");
    expect(formatNumber(-154000)).toBe("-154,000");
    expect(formatNumber(0.1 + 0.2)).toBe("0.3");
    expect(formatNumber(0.00000103)).toBe("0.00000103");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(-0)).toBe("0");
  });
});
