// The GHG engine on published factors: natural gas and diesel by the US EPA Hub, purchased
// electricity with its market-based instruments, a refrigerant blend and direct releases of a gas.
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
  M3_PER_SCF,
  mass,
  MWH,
  T,
} from "./test-lines";
import type { EngineActivityLine, GasCode } from "./types";

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
