import type { LineResult, ProductResult } from "../../calc/lca/product-results";
import { REGIONS } from "../reference/regions";
import {
  creditCodeUrn,
  PactMappingError,
  pactDecimal,
  pactGeography,
  pactUrn,
  toPactFootprint,
  validatePactFootprint,
  type PactFootprintSource,
  type PactProductFootprint,
} from "./pact-footprint";

// A hand-made study of 1 kg of steel wire, cradle to gate, in two stages. Per declared unit:
//   stage          GWP-fossil  GWP-biogenic  GWP-luluc  GWP-total  AR6 GWP100  AR5 GWP100
//   raw material      1.5         -0.5         0.075      1.075      1.575       1.54
//   production        0.5          0           0.025      0.525      0.525       0.51
//   total             2.0         -0.5         0.1        1.6        2.1         2.05
// (GWP-total = fossil + biogenic + luluc; GWP100 counts biogenic CO2 and its uptake as zero.)
const COLUMNS = [
  ["ipcc-ar6-gwp100", "gwp100"],
  ["ipcc-ar5-gwp100", "gwp100"],
  ["en15804-a2-ef31", "GWP-total"],
  ["en15804-a2-ef31", "GWP-fossil"],
  ["en15804-a2-ef31", "GWP-biogenic"],
  ["en15804-a2-ef31", "GWP-luluc"],
] as const;
const RAW = [1.575, 1.54, 1.075, 1.5, -0.5, 0.075];
const PRODUCTION = [0.525, 0.51, 0.525, 0.5, 0, 0.025];

function line(key: string, stage: string, values: number[], primary: boolean): LineResult {
  return { key, name: `line ${key}`, stage, kind: "material", primary, values };
}

function productResult(
  stages: { key: string; values: number[]; primary: boolean }[],
  columns: readonly (readonly [string, string])[] = COLUMNS,
): ProductResult {
  const totals = columns.map((_, k) => stages.reduce((sum, s) => sum + s.values[k], 0));
  const primary = stages.filter((s) => s.primary).reduce((sum, s) => sum + s.values[0], 0);
  return {
    indicators: columns.map(([method, category], k) => ({
      method,
      category,
      name: category,
      unit: "kg CO2 eq",
      total: totals[k],
    })),
    headline: 0,
    byStage: stages.map((s) => ({ key: s.key, name: s.key, values: s.values })),
    byLine: stages.map((s, i) => line(String(i + 1), s.key, s.values, s.primary)),
    byProcess: [],
    byFlow: [],
    tree: [],
    sankey: { cutoff: 0.01, nodes: [], links: [], hiddenNodes: 0, hiddenDirect: 0 },
    primaryShare: primary / totals[0],
    dataQuality: { rating: 1.9, level: "very-good", coverage: 1 },
    cutOffProducts: 0,
  };
}

const GATE = [
  { key: "raw-material", values: RAW, primary: false },
  { key: "production", values: PRODUCTION, primary: true },
];
const DOMAIN = "carbon.example.com";

function source(overrides: Partial<PactFootprintSource["study"]> = {}): PactFootprintSource {
  return {
    id: "3f1d2c9e-8b7a-4c55-9a21-0d6e5f4b3a21",
    created: new Date("2025-03-10T08:30:15.250Z"),
    status: "Active",
    company: {
      name: "Jiangsu Example Steel Co., Ltd.",
      ids: [creditCodeUrn(DOMAIN, "91320500MA1XXXXXXX")],
    },
    product: {
      ids: [pactUrn(DOMAIN, "supplier-id", "42")],
      name: "Galvanised steel wire",
      specification: "Ø 2.5 mm",
      description: "Hot-dip galvanised low-carbon steel wire",
    },
    study: {
      declaredAmount: 1,
      declaredUnitId: 10,
      massPerUnit: null,
      geography: "CN-320500",
      referenceYear: 2024,
      boundary: "cradle-to-gate",
      standard: "iso14067",
      cutOffRule: "Inputs below 1 % of the mass, together below 5 %, are left out.",
      allocation: "physical",
      ...overrides,
    },
    calculation: {
      method: "ipcc-ar6-gwp100",
      databaseLabel: "ecoinvent 3.9.1",
      result: productResult(GATE),
    },
  };
}

function refusal(make: () => unknown): PactMappingError {
  try {
    make();
  } catch (error) {
    if (error instanceof PactMappingError) return error;
    throw error;
  }
  throw new Error("no refusal");
}

describe("toPactFootprint", () => {
  it("maps the EN 15804 split of a 1 kg cradle-to-gate study to the PACT figures", () => {
    const pf = toPactFootprint(source());

    // pcfExcludingBiogenicUptake = fossil 2.0 + land-use change 0.1 + biogenic non-CO2 (none:
    // the net biogenic −0.5 is an uptake) = 2.1; including the uptake: 2.1 − 0.5 = 1.6 = GWP-total.
    expect(pf.pcf).toMatchObject({
      declaredUnitOfMeasurement: "kilogram",
      declaredUnitAmount: "1",
      productMassPerDeclaredUnit: "1",
      fossilGhgEmissions: "2",
      landUseChangeGhgEmissions: "0.1",
      biogenicCO2Uptake: "-0.5",
      pcfExcludingBiogenicUptake: "2.1",
      pcfIncludingBiogenicUptake: "1.6",
      fossilCarbonContent: "0",
      ipccCharacterizationFactors: ["AR6"],
      crossSectoralStandards: ["ISO14067"],
      exemptedEmissionsPercent: "0",
      // the production line is primary: 0.525 of 2.1 kg CO2e = 25 %
      primaryDataShare: "25",
      packagingEmissionsIncluded: false,
      ccsTechnologicalCO2CaptureIncluded: false,
      secondaryEmissionFactorSources: [{ name: "ecoinvent", version: "3.9.1" }],
      geographyCountrySubdivision: "CN-JS",
      referencePeriodStart: "2024-01-01T00:00:00Z",
      referencePeriodEnd: "2025-01-01T00:00:00Z",
    });
    expect(pf.pcf.biogenicNonCO2Emissions).toBeUndefined();
    expect(pf.pcf.geographyCountry).toBeUndefined();
    expect(pf.pcf.packagingGhgEmissions).toBeUndefined();
    expect(pf.pcf.dqi).toBeUndefined();
    expect(pf).toMatchObject({
      specVersion: "3.0.3",
      created: "2025-03-10T08:30:15Z",
      status: "Active",
      // no validity given: reference end to reference end + 3 years
      validityPeriodStart: "2025-01-01T00:00:00Z",
      validityPeriodEnd: "2028-01-01T00:00:00Z",
      companyIds: ["urn:pact:carbon.example.com:company-id:91320500MA1XXXXXXX"],
      productIds: ["urn:pact:carbon.example.com:supplier-id:42"],
      productNameCompany: "Galvanised steel wire",
      productDescription: "Hot-dip galvanised low-carbon steel wire Specification: Ø 2.5 mm.",
    });
    expect(pf.pcf.boundaryProcessesDescription).toBe(
      "Cradle to gate: Raw material acquisition, Production.",
    );
    expect(pf.pcf.exemptedEmissionsDescription).toBe(
      "Inputs below 1 % of the mass, together below 5 %, are left out.",
    );
    expect(pf.comment).toContain("GWP-fossil");
    expect(pf.comment).toContain("Fossil carbon content was not assessed");
    expect(validatePactFootprint(pf)).toEqual([]);
  });

  it("carries the field names of the spec's example-1.json", () => {
    const pf = toPactFootprint(source());
    // Top-level and pcf names as example-1.json (spec/v3/examples) spells them.
    for (const key of ["id", "specVersion", "created", "status", "validityPeriodStart"]) {
      expect(pf).toHaveProperty(key);
    }
    for (const key of ["validityPeriodEnd", "companyName", "companyIds", "productDescription"]) {
      expect(pf).toHaveProperty(key);
    }
    for (const key of ["productIds", "productNameCompany", "comment", "pcf"]) {
      expect(pf).toHaveProperty(key);
    }
    for (const key of [
      "declaredUnitOfMeasurement",
      "declaredUnitAmount",
      "productMassPerDeclaredUnit",
      "referencePeriodStart",
      "referencePeriodEnd",
      "boundaryProcessesDescription",
      "pcfExcludingBiogenicUptake",
      "pcfIncludingBiogenicUptake",
      "fossilCarbonContent",
      "fossilGhgEmissions",
      "landUseChangeGhgEmissions",
      "biogenicCO2Uptake",
      "packagingEmissionsIncluded",
      "ipccCharacterizationFactors",
      "crossSectoralStandards",
      "exemptedEmissionsPercent",
      "allocationRulesDescription",
      "secondaryEmissionFactorSources",
      "primaryDataShare",
    ]) {
      expect(pf.pcf).toHaveProperty(key);
    }
  });

  it("reports a positive net biogenic figure as biogenic non-CO2 emissions", () => {
    // Raw material now releases biogenic methane: net GWP-biogenic +0.2 instead of −0.5, which
    // GWP100 counts too (1.5 + 0.2 + 0.075 = 1.775).
    const raw = [1.775, 1.74, 1.775, 1.5, 0.2, 0.075];
    const base = source();
    base.calculation.result = productResult([{ ...GATE[0], values: raw }, GATE[1]]);
    const pf = toPactFootprint(base);
    // 2.0 fossil + 0.1 land-use change + 0.2 biogenic non-CO2 = 2.3; no uptake to add.
    expect(pf.pcf.biogenicNonCO2Emissions).toBe("0.2");
    expect(pf.pcf.biogenicCO2Uptake).toBeUndefined();
    expect(pf.pcf.pcfExcludingBiogenicUptake).toBe("2.3");
    expect(pf.pcf.pcfIncludingBiogenicUptake).toBe("2.3");
  });

  it("reports zero biogenic figures as 0 (not applicable) and leaves a net land removal out", () => {
    // No biogenic flows; land use takes up 0.1 net: GWP-luluc −0.1.
    const raw = [1.5, 1.5, 1.4, 1.5, 0, -0.1];
    const production = [0.5, 0.5, 0.5, 0.5, 0, 0];
    const base = source();
    base.calculation.result = productResult([
      { ...GATE[0], values: raw },
      { ...GATE[1], values: production },
    ]);
    const pf = toPactFootprint(base);
    expect(pf.pcf.biogenicCO2Uptake).toBe("0");
    expect(pf.pcf.biogenicNonCO2Emissions).toBe("0");
    expect(pf.pcf.landUseChangeGhgEmissions).toBeUndefined();
    // the removal is not claimed: 2.0 fossil only
    expect(pf.pcf.pcfExcludingBiogenicUptake).toBe("2");
    expect(pf.pcf.pcfIncludingBiogenicUptake).toBe("2");
    expect(pf.comment).toContain("net land-use removal of 0.1 kgCO2e is not claimed");
  });

  it("takes the AR5 GWP100 total as fossil emissions for an AR5 study, without a split", () => {
    const base = source();
    base.calculation.method = "ipcc-ar5-gwp100";
    const pf = toPactFootprint(base);
    expect(pf.pcf.ipccCharacterizationFactors).toEqual(["AR5"]);
    // AR5 GWP100: 1.54 + 0.51 = 2.05
    expect(pf.pcf.fossilGhgEmissions).toBe("2.05");
    expect(pf.pcf.pcfExcludingBiogenicUptake).toBe("2.05");
    expect(pf.pcf.pcfIncludingBiogenicUptake).toBe("2.05");
    expect(pf.pcf.landUseChangeGhgEmissions).toBeUndefined();
    expect(pf.pcf.biogenicCO2Uptake).toBeUndefined();
    expect(pf.comment).toContain("No fossil/biogenic split under AR5");
  });

  it("falls back to the AR6 GWP100 total when the calculation has no EN 15804 split", () => {
    const base = source();
    const gwpOnly = COLUMNS.slice(0, 2);
    base.calculation.result = productResult(
      GATE.map((s) => ({ ...s, values: s.values.slice(0, 2) })),
      gwpOnly,
    );
    const pf = toPactFootprint(base);
    expect(pf.pcf.ipccCharacterizationFactors).toEqual(["AR6"]);
    expect(pf.pcf.fossilGhgEmissions).toBe("2.1");
    expect(pf.pcf.pcfIncludingBiogenicUptake).toBe("2.1");
  });

  it("keeps only the gate stages of a cradle-to-grave study", () => {
    // End of life adds 0.3 fossil; the PACT footprint stops at the gate.
    const base = source({ boundary: "cradle-to-grave" });
    base.calculation.result = productResult([
      ...GATE,
      { key: "end-of-life", values: [0.3, 0.3, 0.3, 0.3, 0, 0], primary: false },
    ]);
    const pf = toPactFootprint(base);
    expect(pf.pcf.fossilGhgEmissions).toBe("2");
    expect(pf.pcf.pcfExcludingBiogenicUptake).toBe("2.1");
    // primary share over the gate lines: 0.525 / (1.575 + 0.525) = 25 %
    expect(pf.pcf.primaryDataShare).toBe("25");
    expect(pf.pcf.boundaryProcessesDescription).toBe(
      "Cradle to grave, cradle-to-gate part: Raw material acquisition, Production.",
    );
  });

  it("refuses a gate-to-gate study, which lacks the upstream", () => {
    expect(refusal(() => toPactFootprint(source({ boundary: "gate-to-gate" }))).reason).toBe(
      "boundary",
    );
  });

  it("refuses a footprint whose credits make the fossil emissions negative", () => {
    const base = source();
    base.calculation.result = productResult([
      { ...GATE[0], values: [-1, -1, -1, -1, 0, 0] },
      { ...GATE[1], values: [0.5, 0.5, 0.5, 0.5, 0, 0] },
    ]);
    const error = refusal(() => toPactFootprint(base));
    expect(error.reason).toBe("negativeFossil");
    expect(error.field).toBe("fossilGhgEmissions");
  });

  it("rates technological, geographical and temporal quality from the lines' pedigree", () => {
    const base = source();
    // pedigree: reliability, completeness, temporal, geographical, technological
    base.calculation.lines = [
      { key: "1", quality: [2, 2, 3, 2, 1] },
      { key: "2", quality: [1, 1, 1, 1, 3] },
    ];
    // weights 1.575 and 0.525 (AR6 GWP100 of each line), 3 : 1:
    //   technological (3·1 + 1·3) / 4 = 1.5; geographical (3·2 + 1·1) / 4 = 1.75;
    //   temporal (3·3 + 1·1) / 4 = 2.5
    expect(toPactFootprint(base).pcf.dqi).toEqual({
      technologicalDQR: "1.5",
      geographicalDQR: "1.75",
      temporalDQR: "2.5",
    });
  });

  it("names the cross-sectoral standard and the product rules of each study standard", () => {
    const map = (standard: string) => toPactFootprint(source({ standard })).pcf;
    expect(map("ghg-product").crossSectoralStandards).toEqual(["GHGP-Product"]);
    expect(map("pas2050").crossSectoralStandards).toEqual(["PAS2050"]);
    const en15804 = map("en15804");
    expect(en15804.crossSectoralStandards).toEqual(["ISO14040-44"]);
    expect(en15804.productOrSectorSpecificRules).toEqual([
      { operator: "Other", ruleNames: ["EN 15804:2012+A2:2019"], otherOperatorName: "CEN" },
    ]);
    const steel = map("t-cisa-469");
    expect(steel.crossSectoralStandards).toEqual(["ISO14067"]);
    expect(steel.productOrSectorSpecificRules?.[0].ruleNames).toEqual(["T/CISA 469-2024"]);
    expect(steel.productOrSectorSpecificRules?.[0].operator).toBe("Other");
  });

  it("states the verification and a given validity period", () => {
    const base = source();
    base.verification = { organisation: "Example Certification Co.", date: new Date("2025-02-01") };
    base.validity = {
      start: new Date("2025-03-01T00:00:00Z"),
      end: new Date("2026-03-01T00:00:00Z"),
    };
    const pf = toPactFootprint(base);
    expect(pf.pcf.verification).toEqual({
      coverage: "product level",
      providerName: "Example Certification Co.",
      completedAt: "2025-02-01T00:00:00Z",
    });
    expect(pf.validityPeriodStart).toBe("2025-03-01T00:00:00Z");
    expect(pf.validityPeriodEnd).toBe("2026-03-01T00:00:00Z");
  });

  it("refuses a validity period beyond the reference period's end + 3 years, or no reference year", () => {
    const late = source();
    late.validity = { end: new Date("2028-06-01T00:00:00Z") };
    expect(refusal(() => toPactFootprint(late)).reason).toBe("validity");
    expect(refusal(() => toPactFootprint(source({ referenceYear: null }))).reason).toBe(
      "referenceYear",
    );
  });
});

describe("declared unit", () => {
  it("writes a tonne as 1000 kilogram, keeping the figures per declared unit", () => {
    const pf = toPactFootprint(source({ declaredAmount: 2, declaredUnitId: 11 }));
    expect(pf.pcf.declaredUnitOfMeasurement).toBe("kilogram");
    expect(pf.pcf.declaredUnitAmount).toBe("2000");
    expect(pf.pcf.productMassPerDeclaredUnit).toBe("2000");
    expect(pf.pcf.fossilGhgEmissions).toBe("2");
  });

  it("gives a piece its mass from the mass per unit: 4 pieces of 0.25 kg weigh 1 kg", () => {
    const pf = toPactFootprint(
      source({ declaredAmount: 4, declaredUnitId: 50, massPerUnit: 0.25 }),
    );
    expect(pf.pcf.declaredUnitOfMeasurement).toBe("piece");
    expect(pf.pcf.declaredUnitAmount).toBe("4");
    expect(pf.pcf.productMassPerDeclaredUnit).toBe("1");
  });

  it("refuses a piece without a mass per unit", () => {
    const error = refusal(() => toPactFootprint(source({ declaredUnitId: 50 })));
    expect(error.reason).toBe("mass");
    expect(error.field).toBe("productMassPerDeclaredUnit");
  });

  it("gives energy a mass of 0 and writes a MWh as 1000 kilowatt hour", () => {
    const kwh = toPactFootprint(source({ declaredUnitId: 30 })).pcf;
    expect(kwh.declaredUnitOfMeasurement).toBe("kilowatt hour");
    expect(kwh.productMassPerDeclaredUnit).toBe("0");
    const mwh = toPactFootprint(source({ declaredUnitId: 31 })).pcf;
    expect([mwh.declaredUnitOfMeasurement, mwh.declaredUnitAmount]).toEqual([
      "kilowatt hour",
      "1000",
    ]);
  });

  it("refuses units PACT cannot express, naming the unit", () => {
    for (const unitId of [60, 72, 61]) {
      const error = refusal(() => toPactFootprint(source({ declaredUnitId: unitId })));
      expect(error.reason).toBe("unit");
      expect(error.field).toBe("declaredUnitOfMeasurement");
    }
    expect(refusal(() => toPactFootprint(source({ declaredUnitId: 72 }))).params.unit).toBe("p·km");
  });
});

describe("pactGeography", () => {
  it("leaves a global study without geography and gives China as a country", () => {
    expect(pactGeography("GLO")).toEqual({});
    expect(pactGeography("CN")).toEqual({ geographyCountry: "CN" });
  });

  it("gives a GB/T 2260 code as its province's ISO 3166-2 subdivision", () => {
    expect(pactGeography("CN-110101")).toEqual({ geographyCountrySubdivision: "CN-BJ" });
    expect(pactGeography("CN-310000")).toEqual({ geographyCountrySubdivision: "CN-SH" });
    expect(pactGeography("CN-320500")).toEqual({ geographyCountrySubdivision: "CN-JS" });
    expect(pactGeography("CN-440300")).toEqual({ geographyCountrySubdivision: "CN-GD" });
    expect(pactGeography("CN-150000")).toEqual({ geographyCountrySubdivision: "CN-NM" });
    expect(pactGeography("CN-810000")).toEqual({ geographyCountrySubdivision: "CN-HK" });
  });

  it("has a distinct subdivision for each of the 34 provincial-level divisions", () => {
    const codes = REGIONS.map(
      (region) => pactGeography(`CN-${region.code}`).geographyCountrySubdivision,
    );
    expect(codes).toHaveLength(34);
    expect(new Set(codes).size).toBe(34);
    for (const code of codes) expect(code).toMatch(/^CN-[A-Z]{2}$/);
  });

  it("refuses a code it cannot place", () => {
    expect(refusal(() => pactGeography("CN-990000")).reason).toBe("geography");
    expect(refusal(() => pactGeography("US")).reason).toBe("geography");
    expect(refusal(() => pactGeography("CN-3205")).reason).toBe("geography");
  });
});

describe("pactDecimal", () => {
  it("writes small and large numbers without exponent", () => {
    expect(pactDecimal(1e-7)).toBe("0.0000001");
    expect(pactDecimal(-2.5e-8)).toBe("-0.000000025");
    expect(pactDecimal(1e21)).toBe("1000000000000000000000");
    expect(pactDecimal(1234.5)).toBe("1234.5");
  });

  it("never writes -0 and drops float noise past 12 significant digits", () => {
    expect(pactDecimal(-0)).toBe("0");
    expect(pactDecimal(0.1 + 0.2)).toBe("0.3");
    expect(pactDecimal(123456789.1234567)).toBe("123456789.123");
  });

  it("refuses what is not a finite number", () => {
    expect(() => pactDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => pactDecimal(Infinity)).toThrow(RangeError);
  });
});

describe("identifiers", () => {
  it("refuses a malformed credit code or domain", () => {
    expect(refusal(() => creditCodeUrn(DOMAIN, "91320500MA1XXXXXXI")).reason).toBe("identifier");
    expect(refusal(() => pactUrn("not a domain", "supplier-id", "1")).reason).toBe("identifier");
  });
});

describe("validatePactFootprint", () => {
  const mapped = () => toPactFootprint(source());
  const broken = (
    change: (pf: Omit<PactProductFootprint, "pcf"> & { pcf: Record<string, unknown> }) => void,
  ) => {
    const pf = structuredClone(mapped()) as unknown as Omit<PactProductFootprint, "pcf"> & {
      pcf: Record<string, unknown>;
    };
    change(pf);
    return validatePactFootprint(pf);
  };
  const fields = (problems: string[]) => problems.map((p) => p.split(":")[0]);

  it("names a missing required field", () => {
    expect(fields(broken((pf) => delete pf.pcf.fossilGhgEmissions))).toContain(
      "pcf.fossilGhgEmissions",
    );
    expect(
      fields(broken((pf) => delete (pf as unknown as Partial<PactProductFootprint>).companyIds)),
    ).toEqual(["companyIds"]);
  });

  it("refuses exponent notation, numbers and -0 in decimals", () => {
    expect(fields(broken((pf) => (pf.pcf.declaredUnitAmount = "1e3")))).toEqual([
      "pcf.declaredUnitAmount",
    ]);
    expect(fields(broken((pf) => (pf.pcf.primaryDataShare = 25)))).toEqual([
      "pcf.primaryDataShare",
    ]);
    expect(fields(broken((pf) => (pf.pcf.exemptedEmissionsPercent = "-0")))).toEqual([
      "pcf.exemptedEmissionsPercent",
    ]);
  });

  it("refuses a positive uptake and the formula it then breaks", () => {
    const problems = broken((pf) => (pf.pcf.biogenicCO2Uptake = "0.5"));
    expect(fields(problems)).toEqual(["pcf.biogenicCO2Uptake"]);
    const sum = broken((pf) => (pf.pcf.pcfExcludingBiogenicUptake = "2.2"));
    expect(fields(sum)).toContain("pcf.pcfExcludingBiogenicUptake");
  });

  it("refuses a unit, a standard, a region or a repeated report outside the rules", () => {
    expect(fields(broken((pf) => (pf.pcf.declaredUnitOfMeasurement = "ton")))).toEqual([
      "pcf.declaredUnitOfMeasurement",
    ]);
    expect(fields(broken((pf) => (pf.pcf.crossSectoralStandards = ["ISO 14067"])))).toEqual([
      "pcf.crossSectoralStandards[0]",
    ]);
    const region = broken((pf) => {
      delete pf.pcf.geographyCountrySubdivision;
      pf.pcf.geographyRegionOrSubregion = "East Asia";
    });
    expect(fields(region)).toEqual(["pcf.geographyRegionOrSubregion"]);
    expect(fields(broken((pf) => (pf.pcf.ipccCharacterizationFactors = ["AR6", "AR6"])))).toEqual([
      "pcf.ipccCharacterizationFactors",
    ]);
  });

  it("refuses two geography fields at once and a malformed subdivision", () => {
    expect(fields(broken((pf) => (pf.pcf.geographyCountry = "CN")))).toEqual([
      "pcf.geographyCountrySubdivision",
    ]);
    expect(fields(broken((pf) => (pf.pcf.geographyCountrySubdivision = "CN-320500")))).toEqual([
      "pcf.geographyCountrySubdivision",
    ]);
  });

  it("refuses packaging emissions when packaging is not included", () => {
    expect(fields(broken((pf) => (pf.pcf.packagingGhgEmissions = "0.1")))).toEqual([
      "pcf.packagingGhgEmissions",
    ]);
  });

  it("refuses a validity period ending later than 3 years after the reference period", () => {
    expect(fields(broken((pf) => (pf.validityPeriodEnd = "2028-01-02T00:00:00Z")))).toEqual([
      "validityPeriodEnd",
    ]);
  });

  it("refuses ids that are no uuid or URN", () => {
    expect(fields(broken((pf) => (pf.id = "42")))).toEqual(["id"]);
    expect(fields(broken((pf) => (pf.productIds = ["42"])))).toEqual(["productIds[0]"]);
  });
});
