// The PACT Technical Specifications v3 data model as a partner receives it: the ProductFootprint and
// CarbonFootprint types, their enums, and a hand-written check of a footprint against the v3
// openapi schema (wbcsd/data-exchange-protocol spec/v3/openapi.yaml, 3.0.0 to 3.0.3; REFERENCE-PACT.md
// §2) plus the rules the methodology states beside it. The mapping from our studies is
// pact-footprint.ts.

/** A decimal written as a string without exponent, e.g. "0.0000001" or "-1.23". */
export type PactDecimal = string;

export const PACT_DECLARED_UNITS = [
  "liter",
  "kilogram",
  "cubic meter",
  "kilowatt hour",
  "megajoule",
  "ton kilometer",
  "square meter",
  "piece",
  "hour",
  "megabit second",
] as const;
export type PactDeclaredUnit = (typeof PACT_DECLARED_UNITS)[number];

export const PACT_CROSS_SECTORAL_STANDARDS = [
  "ISO14067",
  "ISO14083",
  "ISO14040-44",
  "GHGP-Product",
  "PEF",
  "PACT-1.0",
  "PACT-2.0",
  "PACT-3.0",
  "PAS2050",
] as const;
export type PactCrossSectoralStandard = (typeof PACT_CROSS_SECTORAL_STANDARDS)[number];

/** UN M49 regions and subregions the schema admits for geographyRegionOrSubregion. */
export const PACT_REGIONS = [
  "Africa",
  "Americas",
  "Asia",
  "Europe",
  "Oceania",
  "Australia and New Zealand",
  "Central Asia",
  "Eastern Asia",
  "Eastern Europe",
  "Latin America and the Caribbean",
  "Melanesia",
  "Micronesia",
  "Northern Africa",
  "Northern America",
  "Northern Europe",
  "Polynesia",
  "South-eastern Asia",
  "Southern Asia",
  "Southern Europe",
  "Sub-Saharan Africa",
  "Western Asia",
  "Western Europe",
] as const;

export const PACT_VERIFICATION_COVERAGES = [
  "PCF calculation model",
  "PCF program",
  "product level",
] as const;

export interface PactProductOrSectorSpecificRule {
  operator: "PEF" | "EPD International" | "Other";
  ruleNames: string[];
  otherOperatorName?: string;
}

export interface PactVerification {
  coverage?: (typeof PACT_VERIFICATION_COVERAGES)[number];
  providerName?: string;
  completedAt?: string;
  standardName?: string;
  comments?: string;
}

/** CarbonFootprint (`pcf`): every figure per declared unit; kgCO2e unless named kgC or m2·yr. */
export interface PactCarbonFootprint {
  declaredUnitOfMeasurement: PactDeclaredUnit;
  declaredUnitAmount: PactDecimal;
  productMassPerDeclaredUnit: PactDecimal;
  referencePeriodStart: string;
  referencePeriodEnd: string;
  geographyRegionOrSubregion?: (typeof PACT_REGIONS)[number];
  geographyCountry?: string;
  geographyCountrySubdivision?: string;
  boundaryProcessesDescription?: string;
  pcfExcludingBiogenicUptake: PactDecimal;
  pcfIncludingBiogenicUptake: PactDecimal;
  fossilCarbonContent: PactDecimal;
  biogenicCarbonContent?: PactDecimal;
  recycledCarbonContent?: PactDecimal;
  fossilGhgEmissions: PactDecimal;
  landUseChangeGhgEmissions?: PactDecimal;
  landCarbonLeakage?: PactDecimal;
  landManagementFossilGhgEmissions?: PactDecimal;
  landManagementBiogenicCO2Emissions?: PactDecimal;
  landManagementBiogenicCO2Removals?: PactDecimal;
  biogenicCO2Uptake?: PactDecimal;
  biogenicNonCO2Emissions?: PactDecimal;
  landAreaOccupation?: PactDecimal;
  aircraftGhgEmissions?: PactDecimal;
  packagingEmissionsIncluded: boolean;
  packagingGhgEmissions?: PactDecimal;
  packagingBiogenicCarbonContent?: PactDecimal;
  outboundLogisticsGhgEmissions?: PactDecimal;
  technologicalCO2CaptureOrigin?: string;
  technologicalCO2Removals?: PactDecimal;
  ccsTechnologicalCO2CaptureIncluded: boolean;
  ccsTechnologicalCO2Capture?: PactDecimal;
  ccuCarbonContent?: PactDecimal;
  ccuCalculationApproach?: "Cut-off" | "Credit";
  ccuCreditCertification?: string;
  ipccCharacterizationFactors: string[];
  crossSectoralStandards: PactCrossSectoralStandard[];
  productOrSectorSpecificRules?: PactProductOrSectorSpecificRule[];
  exemptedEmissionsPercent: PactDecimal;
  exemptedEmissionsDescription?: string;
  allocationRulesDescription?: string;
  secondaryEmissionFactorSources?: { name: string; version: string }[];
  primaryDataShare: PactDecimal;
  dqi?: { technologicalDQR: PactDecimal; geographicalDQR: PactDecimal; temporalDQR: PactDecimal };
  verification?: PactVerification;
}

export interface PactProductFootprint {
  id: string;
  specVersion: string;
  precedingPfIds?: string[];
  created: string;
  status: "Active" | "Deprecated";
  validityPeriodStart?: string;
  validityPeriodEnd?: string;
  companyName: string;
  companyIds: string[];
  productDescription: string;
  productIds: string[];
  productClassifications?: string[];
  productNameCompany: string;
  comment?: string;
  pcf: PactCarbonFootprint;
}

// ---- validation ------------------------------------------------------------------------------

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;
const POSITIVE_OR_ZERO = /^[+]?\d+(\.\d+)?$/;
// The schema's patterns for these two lack the group around their alternatives; these are the
// intended ones (as pact-conformance-service's v3_0_schema.ts writes the positive one).
const NEGATIVE_OR_ZERO = /^(-\d+(\.\d+)?|[+]?0+(\.0+)?)$/;
const POSITIVE = /^[+]?((\d*[1-9]\d*)(\.\d+)?|(0+\.\d*[1-9]\d*))$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const URN = /^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type DecimalKind = "decimal" | "≥ 0" | "≤ 0" | "> 0";
const DECIMAL_PATTERNS: Record<DecimalKind, RegExp> = {
  decimal: DECIMAL,
  "≥ 0": POSITIVE_OR_ZERO,
  "≤ 0": NEGATIVE_OR_ZERO,
  "> 0": POSITIVE,
};
const PCF_DECIMALS: readonly [string, DecimalKind, boolean][] = [
  ["declaredUnitAmount", "> 0", true],
  ["productMassPerDeclaredUnit", "≥ 0", true],
  ["pcfExcludingBiogenicUptake", "decimal", true],
  ["pcfIncludingBiogenicUptake", "decimal", true],
  ["fossilCarbonContent", "≥ 0", true],
  ["fossilGhgEmissions", "≥ 0", true],
  ["exemptedEmissionsPercent", "decimal", true],
  ["primaryDataShare", "decimal", true],
  ["biogenicCarbonContent", "≥ 0", false],
  ["recycledCarbonContent", "≥ 0", false],
  ["landUseChangeGhgEmissions", "≥ 0", false],
  ["landCarbonLeakage", "≥ 0", false],
  ["landManagementFossilGhgEmissions", "≥ 0", false],
  ["landManagementBiogenicCO2Emissions", "≥ 0", false],
  ["landManagementBiogenicCO2Removals", "≤ 0", false],
  ["biogenicCO2Uptake", "≤ 0", false],
  ["biogenicNonCO2Emissions", "≥ 0", false],
  ["landAreaOccupation", "≥ 0", false],
  ["aircraftGhgEmissions", "≥ 0", false],
  ["packagingGhgEmissions", "≥ 0", false],
  ["packagingBiogenicCarbonContent", "≥ 0", false],
  ["outboundLogisticsGhgEmissions", "≥ 0", false],
  ["technologicalCO2Removals", "≥ 0", false],
  ["ccsTechnologicalCO2Capture", "≤ 0", false],
  ["ccuCarbonContent", "≥ 0", false],
];
const EXCLUDING_TERMS = [
  "fossilGhgEmissions",
  "landUseChangeGhgEmissions",
  "landManagementBiogenicCO2Emissions",
  "landManagementBiogenicCO2Removals",
  "technologicalCO2Removals",
  "ccsTechnologicalCO2Capture",
  "biogenicNonCO2Emissions",
];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** "Undefined" in PACT: absent or null. */
const defined = (object: Json, key: string) => object[key] !== undefined && object[key] !== null;

/**
 * The problems of a v3 ProductFootprint, each "<field path>: <what is wrong>"; empty when it
 * passes. Hand-written from the openapi schema (required fields, enums, patterns) plus the rules
 * this mapping keeps: one geography field at most, validity within reference end + 3 years,
 * packaging and CCS fields only when included, DQRs 1–5, the pcf formulas, no "-0".
 */
export function validatePactFootprint(pf: unknown): string[] {
  const problems: string[] = [];
  const fail = (field: string, message: string) => problems.push(`${field}: ${message}`);
  if (!isObject(pf)) return ["footprint: must be a JSON object"];

  const text = (object: Json, key: string, path: string, required: boolean, nonEmpty = false) => {
    if (!defined(object, key)) {
      if (required) fail(path, "is required");
      return undefined;
    }
    const value = object[key];
    if (typeof value !== "string") return void fail(path, "must be a string");
    if (nonEmpty && value.trim() === "") return void fail(path, "must not be empty");
    return value;
  };
  const matching = (object: Json, key: string, path: string, required: boolean, re: RegExp) => {
    const value = text(object, key, path, required);
    if (value !== undefined && !re.test(value)) fail(path, `is not valid: "${value}"`);
    return value !== undefined && re.test(value) ? value : undefined;
  };
  const time = (object: Json, key: string, path: string, required: boolean) => {
    const value = matching(object, key, path, required, DATE_TIME);
    if (value === undefined) return undefined;
    if (Number.isNaN(Date.parse(value))) return void fail(path, `is no date: "${value}"`);
    return Date.parse(value);
  };
  const oneOf = (
    object: Json,
    key: string,
    path: string,
    required: boolean,
    values: readonly string[],
  ) => {
    const value = text(object, key, path, required);
    if (value !== undefined && !values.includes(value)) {
      fail(path, `must be one of ${values.join(", ")}; got "${value}"`);
    }
  };
  const list = (
    object: Json,
    key: string,
    path: string,
    required: boolean,
    item: (value: unknown, at: string) => void,
  ) => {
    if (!defined(object, key)) return void (required && fail(path, "is required"));
    const value = object[key];
    if (!Array.isArray(value) || value.length === 0)
      return void fail(path, "must be a non-empty array");
    if (new Set(value.map((v) => JSON.stringify(v))).size !== value.length) {
      fail(path, "must not repeat an item");
    }
    value.forEach((v, i) => item(v, `${path}[${i}]`));
  };
  const patterned = (re: RegExp, what: string) => (value: unknown, at: string) => {
    if (typeof value !== "string" || !re.test(value))
      fail(at, `must be ${what}; got ${JSON.stringify(value)}`);
  };
  const decimal = (
    object: Json,
    key: string,
    path: string,
    kind: DecimalKind,
    required: boolean,
  ) => {
    if (!defined(object, key)) return void (required && fail(path, "is required"));
    const value = object[key];
    if (typeof value !== "string" || !DECIMAL_PATTERNS[kind].test(value)) {
      return void fail(
        path,
        `must be a decimal string ${kind === "decimal" ? "" : `${kind} `}without exponent; got ${JSON.stringify(value)}`,
      );
    }
    if (/^-0+(\.0+)?$/.test(value)) return void fail(path, 'must not be "-0"');
    return Number(value);
  };

  matching(pf, "id", "id", true, UUID);
  matching(pf, "specVersion", "specVersion", true, /^\d+\.\d+\.\d+(-\d{8})?$/);
  list(pf, "precedingPfIds", "precedingPfIds", false, (value, at) => {
    patterned(UUID, "a uuid")(value, at);
    if (value === pf.id) fail(at, "must not be the footprint's own id");
  });
  time(pf, "created", "created", true);
  oneOf(pf, "status", "status", true, ["Active", "Deprecated"]);
  const validityStart = time(pf, "validityPeriodStart", "validityPeriodStart", false);
  const validityEnd = time(pf, "validityPeriodEnd", "validityPeriodEnd", false);
  text(pf, "companyName", "companyName", true, true);
  list(pf, "companyIds", "companyIds", true, patterned(URN, "a URN"));
  text(pf, "productDescription", "productDescription", true);
  list(pf, "productIds", "productIds", true, patterned(URN, "a URN"));
  list(pf, "productClassifications", "productClassifications", false, patterned(URN, "a URN"));
  text(pf, "productNameCompany", "productNameCompany", true, true);
  text(pf, "comment", "comment", false);
  if (!defined(pf, "pcf")) return [...problems, "pcf: is required"];
  if (!isObject(pf.pcf)) return [...problems, "pcf: must be an object"];
  const pcf = pf.pcf;

  oneOf(
    pcf,
    "declaredUnitOfMeasurement",
    "pcf.declaredUnitOfMeasurement",
    true,
    PACT_DECLARED_UNITS,
  );
  const values: Record<string, number | undefined> = {};
  for (const [key, kind, required] of PCF_DECIMALS) {
    values[key] = decimal(pcf, key, `pcf.${key}`, kind, required);
  }
  const referenceStart = time(pcf, "referencePeriodStart", "pcf.referencePeriodStart", true);
  const referenceEnd = time(pcf, "referencePeriodEnd", "pcf.referencePeriodEnd", true);
  if (
    referenceStart !== undefined &&
    referenceEnd !== undefined &&
    referenceEnd <= referenceStart
  ) {
    fail("pcf.referencePeriodEnd", "must be after referencePeriodStart");
  }
  if (referenceEnd !== undefined) {
    const limit = new Date(referenceEnd);
    limit.setUTCFullYear(limit.getUTCFullYear() + 3);
    if (validityStart !== undefined && validityStart < referenceEnd) {
      fail("validityPeriodStart", "must not be before pcf.referencePeriodEnd");
    }
    if (validityEnd !== undefined && validityEnd > limit.getTime()) {
      fail("validityPeriodEnd", "must not be after pcf.referencePeriodEnd + 3 years");
    }
  }
  if (validityStart !== undefined && validityEnd !== undefined && validityEnd <= validityStart) {
    fail("validityPeriodEnd", "must be after validityPeriodStart");
  }

  const geography = [
    "geographyRegionOrSubregion",
    "geographyCountry",
    "geographyCountrySubdivision",
  ];
  const given = geography.filter((key) => defined(pcf, key));
  if (given.length > 1) {
    fail(`pcf.${given[1]}`, `only one of ${given.join(", ")} may be given`);
  }
  oneOf(pcf, geography[0], `pcf.${geography[0]}`, false, PACT_REGIONS);
  matching(pcf, geography[1], `pcf.${geography[1]}`, false, /^[A-Z]{2}$/);
  matching(pcf, geography[2], `pcf.${geography[2]}`, false, /^[A-Z]{2}-[A-Z0-9]{1,3}$/);
  text(pcf, "boundaryProcessesDescription", "pcf.boundaryProcessesDescription", false);

  for (const [flag, fields] of [
    ["packagingEmissionsIncluded", ["packagingGhgEmissions"]],
    [
      "ccsTechnologicalCO2CaptureIncluded",
      ["ccsTechnologicalCO2Capture", "technologicalCO2Removals", "technologicalCO2CaptureOrigin"],
    ],
  ] as const) {
    if (typeof pcf[flag] !== "boolean") fail(`pcf.${flag}`, "must be true or false");
    for (const field of fields) {
      if (pcf[flag] === false && defined(pcf, field))
        fail(`pcf.${field}`, `must be undefined when ${flag} is false`);
    }
  }
  list(
    pcf,
    "ipccCharacterizationFactors",
    "pcf.ipccCharacterizationFactors",
    true,
    patterned(/^AR\d+$/, "AR<n>"),
  );
  // Since 3.0.1 a host must accept values beyond the list; ours emits only listed ones.
  list(pcf, "crossSectoralStandards", "pcf.crossSectoralStandards", true, (value, at) => {
    if (!PACT_CROSS_SECTORAL_STANDARDS.includes(value as PactCrossSectoralStandard)) {
      fail(
        at,
        `must be one of ${PACT_CROSS_SECTORAL_STANDARDS.join(", ")}; got ${JSON.stringify(value)}`,
      );
    }
  });
  list(
    pcf,
    "productOrSectorSpecificRules",
    "pcf.productOrSectorSpecificRules",
    false,
    (rule, at) => {
      if (!isObject(rule)) return void fail(at, "must be an object");
      oneOf(rule, "operator", `${at}.operator`, true, ["PEF", "EPD International", "Other"]);
      list(rule, "ruleNames", `${at}.ruleNames`, true, patterned(/\S/, "a non-empty string"));
      text(rule, "otherOperatorName", `${at}.otherOperatorName`, rule.operator === "Other", true);
    },
  );
  list(
    pcf,
    "secondaryEmissionFactorSources",
    "pcf.secondaryEmissionFactorSources",
    false,
    (source, at) => {
      if (!isObject(source)) return void fail(at, "must be an object");
      text(source, "name", `${at}.name`, true, true);
      text(source, "version", `${at}.version`, true, true);
    },
  );
  for (const key of ["exemptedEmissionsPercent", "primaryDataShare"]) {
    const value = values[key];
    if (value !== undefined && (value < 0 || value > 100))
      fail(`pcf.${key}`, "must be a per cent, 0 to 100");
  }
  if (defined(pcf, "dqi")) {
    if (!isObject(pcf.dqi)) fail("pcf.dqi", "must be an object");
    else {
      for (const key of ["technologicalDQR", "geographicalDQR", "temporalDQR"]) {
        const value = decimal(pcf.dqi, key, `pcf.dqi.${key}`, "decimal", true);
        if (value !== undefined && (value < 1 || value > 5))
          fail(`pcf.dqi.${key}`, "must be 1 to 5");
      }
    }
  }
  if (defined(pcf, "verification")) {
    const verification = pcf.verification;
    if (!isObject(verification)) fail("pcf.verification", "must be an object");
    else {
      oneOf(
        verification,
        "coverage",
        "pcf.verification.coverage",
        false,
        PACT_VERIFICATION_COVERAGES,
      );
      text(verification, "providerName", "pcf.verification.providerName", false, true);
      time(verification, "completedAt", "pcf.verification.completedAt", false);
    }
  }

  // The openapi x-comment formulas, to rounding.
  const excluding = values.pcfExcludingBiogenicUptake;
  const including = values.pcfIncludingBiogenicUptake;
  if (
    excluding !== undefined &&
    EXCLUDING_TERMS.every((key) => !defined(pcf, key) || values[key] !== undefined)
  ) {
    const terms = EXCLUDING_TERMS.map((key) => values[key] ?? 0);
    const sum = terms.reduce((a, b) => a + b, 0);
    const tolerance = 1e-9 * Math.max(1, ...terms.map(Math.abs));
    if (Math.abs(excluding - sum) > tolerance) {
      fail("pcf.pcfExcludingBiogenicUptake", `${excluding} is not the sum of its terms, ${sum}`);
    }
    const uptakeValid =
      !defined(pcf, "biogenicCO2Uptake") || values.biogenicCO2Uptake !== undefined;
    const expected = excluding + (values.biogenicCO2Uptake ?? 0);
    if (including !== undefined && uptakeValid && Math.abs(including - expected) > tolerance) {
      fail(
        "pcf.pcfIncludingBiogenicUptake",
        `${including} is not pcfExcludingBiogenicUptake + biogenicCO2Uptake, ${expected}`,
      );
    }
  }
  return problems;
}
