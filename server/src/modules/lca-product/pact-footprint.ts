// A released study's stored calculation as the PACT Technical Specifications v3 ProductFootprint a
// partner receives (wbcsd/data-exchange-protocol spec/v3/openapi.yaml; REFERENCE-PACT.md §2). Pure:
// the caller gathers the study, the calculation and the company; nothing here reads the database.
// The PACT types and the footprint check are pact-footprint.schema.ts, re-exported here.
//
// Decisions that shape the figures (each is stated again in the footprint's `comment`):
// - The climate figures come from EN 15804+A2 (EF 3.1, AR6 factors) when the calculation carries
//   GWP-fossil, GWP-biogenic and GWP-luluc and the study reports under AR6: fossilGhgEmissions =
//   GWP-fossil; landUseChangeGhgEmissions = GWP-luluc when ≥ 0 (a net removal is not claimed);
//   the net GWP-biogenic (−1/+1 bookkeeping, biogenic methane at 27) is biogenicCO2Uptake when
//   negative, biogenicNonCO2Emissions when positive, both "0" when zero — its parts cannot be
//   told apart from the totals. Otherwise (AR5 studies, or no split) fossilGhgEmissions is the
//   GWP100 total under the study's report (which also holds land-use change and biogenic methane)
//   and the BIO fields stay undefined ("blank if unknown"). Then pcfExcludingBiogenicUptake =
//   fossil + land-use change + biogenic non-CO2 and pcfIncludingBiogenicUptake adds the uptake
//   (the openapi x-comment formulas; land management and CCS terms are not modelled, so 0).
// - A PACT footprint is cradle-to-gate: a cradle-to-grave study contributes its gate stages
//   (raw material + production, or A1–A3) from the results by stage; a gate-to-gate study is
//   refused because it lacks the upstream.
// - The declared unit keeps its size: a tonne becomes 1000 kilogram, a MWh 1000 kilowatt hour,
//   so every figure stays "per declared unit" exactly as the released study and its label state
//   it (PACT's "bulk in kg → 1" advice is not applied: it would rescale every figure).
import type { LayoutLine, ProductResult } from "../../calc/lca/product-results";
import { convertUnit, unitById } from "../../calc/units";
import { ALLOCATIONS, BOUNDARIES } from "../process-model/process-model.codes";
import { METHODS, stagesOf } from "./lca-product.codes";
import type { LcaProduct } from "./lca-product.entity";
import {
  type PactCarbonFootprint,
  type PactCrossSectoralStandard,
  type PactDeclaredUnit,
  type PactDecimal,
  type PactProductFootprint,
  type PactProductOrSectorSpecificRule,
  validatePactFootprint,
} from "./pact-footprint.schema";

export * from "./pact-footprint.schema";

/** The latest 3.0.x release (REFERENCE-PACT.md §1); 3.0.1 opened crossSectoralStandards to PAS2050. */
export const PACT_SPEC_VERSION = "3.0.3";

/** What a footprint is made from: the study, its released calculation and the data owner. */
export interface PactFootprintSource {
  /** A new uuid per footprint: v3 footprints are immutable, a change is a new footprint. */
  id: string;
  created: Date;
  status: "Active" | "Deprecated";
  /** Ids of the footprints this one replaces (they must be set Deprecated). */
  precedingPfIds?: readonly string[];
  /** The data owner; ids are URNs, e.g. from `creditCodeUrn`. */
  company: { name: string; ids: readonly string[] };
  /** ids are URNs, e.g. `pactUrn(domain, "supplier-id", String(product.id))`. */
  product: {
    ids: readonly string[];
    name: string;
    specification: string;
    description: string;
    classifications?: readonly string[];
  };
  /** The study as released (the product's fields of the same names). */
  study: Pick<
    LcaProduct,
    | "declaredAmount"
    | "declaredUnitId"
    | "massPerUnit"
    | "geography"
    | "referenceYear"
    | "boundary"
    | "standard"
    | "cutOffRule"
    | "allocation"
  > & { unitDescription?: string; boundaryDescription?: string };
  /** The stored calculation: its method code, database and result; `lines` its system's lines. */
  calculation: {
    method: string;
    databaseLabel: string;
    /** The name and version the label joins, when known (`model.database`). */
    database?: { name: string; version: string } | null;
    result: ProductResult;
    /** Lines with pedigree scores (reliability, completeness, temporal, geographical, technological). */
    lines?: readonly Pick<LayoutLine, "key" | "quality">[];
  };
  /** Per cent of emissions excluded by the cut-off, when the study states it as a figure. */
  exemptedEmissionsPercent?: number;
  /** kg C per declared unit, when assessed. */
  fossilCarbonContent?: number;
  biogenicCarbonContent?: number;
  verification?: { organisation: string; date: Date; standardName?: string; comments?: string };
  validity?: { start?: Date; end?: Date };
  comment?: string;
}

export type PactRefusal =
  | "unit"
  | "mass"
  | "geography"
  | "referenceYear"
  | "boundary"
  | "standard"
  | "method"
  | "noClimateResult"
  | "negativeFossil"
  | "validity"
  | "identifier"
  | "notFinite"
  | "invalid";

/** Why a study cannot become a PACT footprint; `field` names the PACT or source field. */
export class PactMappingError extends Error {
  constructor(
    readonly reason: PactRefusal,
    readonly field: string,
    message: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${field}: ${message}`);
    this.name = "PactMappingError";
  }
}

/**
 * A number as a PACT decimal string: 12 significant digits (float noise gone, far finer than any
 * LCA figure), never exponent notation, never "-0".
 */
export function pactDecimal(value: number, significant = 12): PactDecimal {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  if (value === 0) return "0";
  const [mantissa, exponentText] = Math.abs(value)
    .toExponential(significant - 1)
    .split("e");
  const digits = mantissa.replace(".", "");
  const exponent = Number(exponentText);
  let whole = "0";
  let fraction: string;
  if (exponent >= 0) {
    const padded = digits.padEnd(exponent + 1, "0");
    whole = padded.slice(0, exponent + 1);
    fraction = padded.slice(exponent + 1);
  } else {
    fraction = "0".repeat(-exponent - 1) + digits;
  }
  fraction = fraction.replace(/0+$/, "");
  const body = fraction ? `${whole}.${fraction}` : whole;
  return value < 0 ? `-${body}` : body;
}

const FQDN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const NSS_TEXT = /^[A-Za-z0-9._~!$&'()*+,;=@/-]+$/;

/** PACT's custom form `urn:pact:<domain-of-issuer>:<identifier-type>:<id>` (v3 §Product IDs). */
export function pactUrn(domain: string, type: string, id: string): string {
  if (!FQDN.test(domain)) throw new PactMappingError("identifier", "domain", "not a domain name");
  if (!/^[a-z0-9-]+$/.test(type) || !NSS_TEXT.test(id)) {
    throw new PactMappingError("identifier", "id", `cannot be written in a URN: ${type}:${id}`);
  }
  return `urn:pact:${domain}:${type}:${id}`;
}

/** GB 32100-2015 layout, as the company and corporation forms check it. */
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/**
 * A company's unified social credit code as `urn:pact:<domain>:company-id:<code>`. The code is
 * the legal identifier anyone can look up in the national registry, so a partner can tie the
 * footprint to the legal entity, unlike a platform row id or a random `urn:uuid:`; no URN
 * namespace exists for it, so PACT's custom form carries it, with `domain` the issuing platform.
 */
export function creditCodeUrn(domain: string, creditCode: string): string {
  if (!CREDIT_CODE.test(creditCode)) {
    throw new PactMappingError("identifier", "companyIds", "not a unified social credit code");
  }
  return pactUrn(domain, "company-id", creditCode);
}

// GB/T 2260 province prefix → ISO 3166-2:CN. The two-letter codes replaced the numeric ones on
// 2017-11-23 (ISO Online Browsing Platform, entry CN; table and change note on
// https://handwiki.org/wiki/ISO_3166-2:CN, a copy of Wikipedia's "ISO 3166-2:CN"). The numeric
// codes before that were the GB/T 2260 prefixes except Hong Kong 91 and Macao 92 (GB/T 81, 82):
// Debian iso-codes data/iso_3166-2.json (CN-11 Beijing … CN-92 Aomen), which ties each prefix to
// its subdivision's name and so to its letter code.
const ISO_3166_2_CN: Readonly<Record<string, string>> = {
  "11": "CN-BJ",
  "12": "CN-TJ",
  "13": "CN-HE",
  "14": "CN-SX",
  "15": "CN-NM",
  "21": "CN-LN",
  "22": "CN-JL",
  "23": "CN-HL",
  "31": "CN-SH",
  "32": "CN-JS",
  "33": "CN-ZJ",
  "34": "CN-AH",
  "35": "CN-FJ",
  "36": "CN-JX",
  "37": "CN-SD",
  "41": "CN-HA",
  "42": "CN-HB",
  "43": "CN-HN",
  "44": "CN-GD",
  "45": "CN-GX",
  "46": "CN-HI",
  "50": "CN-CQ",
  "51": "CN-SC",
  "52": "CN-GZ",
  "53": "CN-YN",
  "54": "CN-XZ",
  "61": "CN-SN",
  "62": "CN-GS",
  "63": "CN-QH",
  "64": "CN-NX",
  "65": "CN-XJ",
  "71": "CN-TW",
  "81": "CN-HK",
  "82": "CN-MO",
};

/**
 * The study's geography as PACT's one geography field: GLO → none (global), CN → the country,
 * CN-<GB/T 2260 code> → the province-level subdivision (a city or county code counts as its
 * province: ISO 3166-2 stops at provinces).
 */
export function pactGeography(
  geography: string,
): Pick<PactCarbonFootprint, "geographyCountry" | "geographyCountrySubdivision"> {
  if (geography === "GLO") return {};
  if (geography === "CN") return { geographyCountry: "CN" };
  const match = /^CN-(\d{2})\d{4}$/.exec(geography);
  const subdivision = match ? ISO_3166_2_CN[match[1]] : undefined;
  if (!subdivision) {
    throw new PactMappingError("geography", "geography", `no ISO 3166 code for ${geography}`, {
      geography,
    });
  }
  return { geographyCountrySubdivision: subdivision };
}

// Platform unit id → PACT unit and the platform unit that PACT unit is (the amount converts).
const DECLARED_UNITS: ReadonlyMap<number, [PactDeclaredUnit, number]> = new Map([
  [8, ["kilogram", 10]],
  [9, ["kilogram", 10]],
  [10, ["kilogram", 10]],
  [11, ["kilogram", 10]],
  [20, ["cubic meter", 20]],
  [21, ["cubic meter", 20]],
  [22, ["cubic meter", 20]],
  [55, ["liter", 55]],
  [30, ["kilowatt hour", 30]],
  [31, ["kilowatt hour", 30]],
  [40, ["megajoule", 40]],
  [41, ["megajoule", 40]],
  [50, ["piece", 50]],
  [63, ["square meter", 63]],
  [71, ["ton kilometer", 71]],
]);

/** The declared unit in PACT terms, or a refusal naming the unit PACT has no word for. */
export function pactDeclaredUnit(
  amount: number,
  unitId: number,
): { unit: PactDeclaredUnit; amount: number } {
  const target = DECLARED_UNITS.get(unitId);
  if (!target) {
    const symbol = safeSymbol(unitId);
    throw new PactMappingError("unit", "declaredUnitOfMeasurement", `PACT has no unit ${symbol}`, {
      unit: symbol,
    });
  }
  return { unit: target[0], amount: convertUnit(amount, unitId, target[1]) };
}

function safeSymbol(unitId: number): string {
  try {
    return unitById(unitId).symbol;
  } catch {
    return `#${unitId}`;
  }
}

const GATE_STAGES = new Set(["raw-material", "production", "A1", "A2", "A3"]);
const STANDARD_MAPPING: Readonly<
  Record<string, { standards: PactCrossSectoralStandard[]; rule?: PactProductOrSectorSpecificRule }>
> = {
  iso14067: { standards: ["ISO14067"] },
  "ghg-product": { standards: ["GHGP-Product"] },
  pas2050: { standards: ["PAS2050"] },
  // EN 15804 is no cross-sectoral standard of PACT's list; it applies ISO 14040/44 as a core PCR.
  en15804: {
    standards: ["ISO14040-44"],
    rule: { operator: "Other", ruleNames: ["EN 15804:2012+A2:2019"], otherOperatorName: "CEN" },
  },
  "t-cisa-469": {
    standards: ["ISO14067"],
    rule: {
      operator: "Other",
      ruleNames: ["T/CISA 469-2024"],
      otherOperatorName: "China Iron and Steel Association (CISA)",
    },
  },
};
const REPORT_OF_METHOD: Readonly<Record<string, "AR5" | "AR6">> = {
  "ipcc-ar6-gwp100": "AR6",
  "ipcc-ar5-gwp100": "AR5",
  "en15804-a2": "AR6", // EF 3.1 characterises with AR6 GWP100 (CH4 fossil 29.8, N2O 273)
};
const EN15804 = "en15804-a2-ef31";

const isoTime = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");

export function toPactFootprint(source: PactFootprintSource): PactProductFootprint {
  const { study, calculation } = source;
  const { result } = calculation;
  const notes: string[] = [];

  const report = REPORT_OF_METHOD[calculation.method];
  if (!report) {
    throw new PactMappingError("method", "ipccCharacterizationFactors", "unknown method", {
      method: calculation.method,
    });
  }
  const mapping = STANDARD_MAPPING[study.standard];
  if (!mapping) {
    throw new PactMappingError("standard", "crossSectoralStandards", "unknown standard", {
      standard: study.standard,
    });
  }
  if (study.referenceYear == null) {
    throw new PactMappingError("referenceYear", "referencePeriodStart", "no reference year");
  }
  const declared = pactDeclaredUnit(study.declaredAmount, study.declaredUnitId);
  if (!(declared.amount > 0)) {
    throw new PactMappingError("unit", "declaredUnitAmount", "must be above 0");
  }

  // Cradle-to-gate: the whole result, or the gate stages of a longer study.
  const cut = study.boundary !== "cradle-to-gate";
  if (study.boundary === "gate-to-gate" || !BOUNDARIES.some((b) => b.code === study.boundary)) {
    throw new PactMappingError("boundary", "boundaryProcessesDescription", "not cradle-to-gate", {
      boundary: study.boundary,
    });
  }
  const gateRows = result.byStage.filter((row) => GATE_STAGES.has(row.key));
  if (cut && gateRows.length === 0) {
    throw new PactMappingError("boundary", "boundaryProcessesDescription", "no gate stage");
  }
  const gateLines = result.byLine.filter((line) => !cut || GATE_STAGES.has(line.stage));
  const indexOf = (method: string, category: string) =>
    result.indicators.findIndex((i) => i.method === method && i.category === category);
  const figure = (k: number) => {
    const value = cut
      ? gateRows.reduce((sum, row) => sum + row.values[k], 0)
      : result.indicators[k].total;
    if (!Number.isFinite(value)) {
      throw new PactMappingError("notFinite", result.indicators[k].category, "not a number");
    }
    return value;
  };

  const split = ["GWP-fossil", "GWP-luluc", "GWP-biogenic"].map((c) => indexOf(EN15804, c));
  let fossil: number;
  let luluc: number | undefined;
  let biogenic: number | undefined;
  if (report === "AR6" && split.every((k) => k >= 0)) {
    [fossil, luluc, biogenic] = split.map(figure);
    notes.push(
      "Fossil, land-use change and biogenic figures are EN 15804+A2 (EF 3.1) GWP-fossil, GWP-luluc and the net GWP-biogenic (-1/+1), whose uptake and biogenic methane are not separated.",
    );
  } else {
    const k = indexOf(`ipcc-${report.toLowerCase()}-gwp100`, "gwp100");
    if (k < 0) {
      throw new PactMappingError("noClimateResult", "fossilGhgEmissions", "no GWP100 result", {
        report,
      });
    }
    fossil = figure(k);
    notes.push(
      `No fossil/biogenic split under ${report}: fossilGhgEmissions is the GWP100 total, including any land-use change and biogenic methane; biogenic CO2 counts zero.`,
    );
  }
  // Float noise of cancelling terms (1e-17 where 0 is meant) is zero.
  const scale = Math.max(Math.abs(fossil), Math.abs(luluc ?? 0), Math.abs(biogenic ?? 0));
  const clean = (x: number) => (Math.abs(x) <= 1e-12 * scale ? 0 : x);
  fossil = clean(fossil);
  if (fossil < 0) {
    throw new PactMappingError("negativeFossil", "fossilGhgEmissions", "credits exceed burdens", {
      value: pactDecimal(fossil),
    });
  }
  let landUseChange: number | undefined;
  if (luluc !== undefined) {
    luluc = clean(luluc);
    if (luluc >= 0) landUseChange = luluc;
    else notes.push(`A net land-use removal of ${pactDecimal(-luluc)} kgCO2e is not claimed.`);
  }
  let uptake: number | undefined;
  let biogenicNonCO2: number | undefined;
  if (biogenic !== undefined) {
    biogenic = clean(biogenic);
    if (biogenic <= 0) uptake = biogenic;
    if (biogenic >= 0) biogenicNonCO2 = biogenic;
  }
  const excluding = clean(fossil + (landUseChange ?? 0) + (biogenicNonCO2 ?? 0));
  const including = clean(excluding + (uptake ?? 0));

  // Primary share and data quality over the same lines, weighted by the headline figure.
  const weight = (line: (typeof gateLines)[number]) => line.values[result.headline];
  const gateTotal = gateLines.reduce((sum, line) => sum + weight(line), 0);
  const share = !cut
    ? result.primaryShare
    : gateTotal === 0
      ? 0
      : gateLines.filter((l) => l.primary).reduce((sum, l) => sum + weight(l), 0) / gateTotal;
  const dqi = qualityRatings(gateLines, calculation.lines, weight);
  if (result.dataQuality) {
    notes.push(
      `Data quality rating (PEF DQR) ${result.dataQuality.rating} (${result.dataQuality.level}) over ${Math.round(result.dataQuality.coverage * 100)} % of the footprint.`,
    );
  }

  const massKg =
    unitById(study.declaredUnitId).dimension === "mass"
      ? convertUnit(study.declaredAmount, study.declaredUnitId, 10)
      : ["energy", "freight"].includes(unitById(study.declaredUnitId).dimension)
        ? 0
        : study.massPerUnit != null && study.massPerUnit >= 0
          ? study.declaredAmount * study.massPerUnit
          : undefined;
  if (massKg === undefined) {
    throw new PactMappingError("mass", "productMassPerDeclaredUnit", "no mass per unit", {
      unit: unitById(study.declaredUnitId).symbol,
    });
  }

  const referenceEnd = Date.UTC(study.referenceYear + 1, 0, 1);
  const validityStart = source.validity?.start?.getTime() ?? referenceEnd;
  const validityEnd = source.validity?.end?.getTime() ?? Date.UTC(study.referenceYear + 4, 0, 1);
  if (validityStart < referenceEnd || validityEnd > Date.UTC(study.referenceYear + 4, 0, 1)) {
    throw new PactMappingError("validity", "validityPeriodStart", "outside reference end + 3 y");
  }
  if (validityEnd <= validityStart) {
    throw new PactMappingError("validity", "validityPeriodEnd", "not after the start");
  }

  if (source.fossilCarbonContent === undefined) {
    notes.push("Fossil carbon content was not assessed; 0 is reported.");
  }
  if (cut) {
    notes.push(`Cradle-to-gate part of a ${study.boundary} study.`);
  }
  if (study.unitDescription) notes.push(`Declared unit: ${study.unitDescription}.`);
  if (source.comment) notes.push(source.comment);

  const stageNames = new Map(stagesOf(study.standard).map((s) => [s.code, s.nameEn]));
  const stages = (cut ? gateRows : result.byStage).map((row) => stageNames.get(row.key) ?? row.key);
  const boundaryName = BOUNDARIES.find((b) => b.code === study.boundary)?.nameEn ?? study.boundary;
  const methodName = METHODS.find((m) => m.code === calculation.method)?.nameEn;
  const database = emissionFactorSource(calculation);
  const exemptions = [
    study.cutOffRule.trim(),
    result.cutOffProducts > 0
      ? `${result.cutOffProducts} background inputs had no provider in the database and are cut off.`
      : "",
  ].filter(Boolean);
  notes.unshift(
    `Calculated with ${methodName ?? calculation.method}${database ? ` on ${database.name} ${database.version}` : ""}.`,
  );

  const decimal = (field: string, value: number) => {
    if (!Number.isFinite(value)) throw new PactMappingError("notFinite", field, "not a number");
    return pactDecimal(value);
  };
  const pcf: PactCarbonFootprint = {
    declaredUnitOfMeasurement: declared.unit,
    declaredUnitAmount: decimal("declaredUnitAmount", declared.amount),
    productMassPerDeclaredUnit: decimal("productMassPerDeclaredUnit", massKg),
    referencePeriodStart: isoTime(Date.UTC(study.referenceYear, 0, 1)),
    referencePeriodEnd: isoTime(referenceEnd),
    ...pactGeography(study.geography),
    boundaryProcessesDescription: [
      `${boundaryName}${cut ? ", cradle-to-gate part" : ""}: ${stages.join(", ")}.`,
      study.boundaryDescription?.trim() ?? "",
    ]
      .filter(Boolean)
      .join(" "),
    pcfExcludingBiogenicUptake: pactDecimal(excluding),
    pcfIncludingBiogenicUptake: pactDecimal(including),
    fossilCarbonContent: decimal("fossilCarbonContent", source.fossilCarbonContent ?? 0),
    ...(source.biogenicCarbonContent !== undefined
      ? { biogenicCarbonContent: decimal("biogenicCarbonContent", source.biogenicCarbonContent) }
      : {}),
    fossilGhgEmissions: pactDecimal(fossil),
    ...(landUseChange !== undefined
      ? { landUseChangeGhgEmissions: pactDecimal(landUseChange) }
      : {}),
    ...(uptake !== undefined ? { biogenicCO2Uptake: pactDecimal(uptake) } : {}),
    ...(biogenicNonCO2 !== undefined
      ? { biogenicNonCO2Emissions: pactDecimal(biogenicNonCO2) }
      : {}),
    packagingEmissionsIncluded: false,
    ccsTechnologicalCO2CaptureIncluded: false,
    ipccCharacterizationFactors: [report],
    crossSectoralStandards: [...mapping.standards],
    ...(mapping.rule ? { productOrSectorSpecificRules: [structuredClone(mapping.rule)] } : {}),
    exemptedEmissionsPercent: decimal(
      "exemptedEmissionsPercent",
      source.exemptedEmissionsPercent ?? 0,
    ),
    ...(exemptions.length ? { exemptedEmissionsDescription: exemptions.join(" ") } : {}),
    allocationRulesDescription: `${ALLOCATIONS.find((a) => a.code === study.allocation)?.nameEn ?? study.allocation} (ISO 14044 4.3.4) where co-products occur.`,
    ...(database ? { secondaryEmissionFactorSources: [database] } : {}),
    primaryDataShare: decimal("primaryDataShare", Math.min(1, Math.max(0, share)) * 100),
    ...(dqi ? { dqi } : {}),
    ...(source.verification
      ? {
          verification: {
            coverage: "product level" as const,
            providerName: source.verification.organisation,
            completedAt: isoTime(source.verification.date.getTime()),
            ...(source.verification.standardName
              ? { standardName: source.verification.standardName }
              : {}),
            ...(source.verification.comments ? { comments: source.verification.comments } : {}),
          },
        }
      : {}),
  };
  const footprint: PactProductFootprint = {
    id: source.id,
    specVersion: PACT_SPEC_VERSION,
    ...(source.precedingPfIds?.length ? { precedingPfIds: [...source.precedingPfIds] } : {}),
    created: isoTime(source.created.getTime()),
    status: source.status,
    validityPeriodStart: isoTime(validityStart),
    validityPeriodEnd: isoTime(validityEnd),
    companyName: source.company.name.trim(),
    companyIds: [...source.company.ids],
    productDescription: [
      source.product.description.trim(),
      source.product.specification.trim()
        ? `Specification: ${source.product.specification.trim()}.`
        : "",
    ]
      .filter(Boolean)
      .join(" "),
    productIds: [...source.product.ids],
    ...(source.product.classifications?.length
      ? { productClassifications: [...source.product.classifications] }
      : {}),
    productNameCompany: source.product.name.trim(),
    comment: notes.join("\n"),
    pcf,
  };
  const problems = validatePactFootprint(footprint);
  if (problems.length > 0) {
    throw new PactMappingError("invalid", problems[0].split(":")[0], problems.join("; "));
  }
  return footprint;
}

function emissionFactorSource(
  calculation: PactFootprintSource["calculation"],
): { name: string; version: string } | undefined {
  const given = calculation.database;
  if (given?.name.trim() && given.version.trim()) {
    return { name: given.name.trim(), version: given.version.trim() };
  }
  // The label is "<name> <version>": the version is its last word.
  const label = calculation.databaseLabel.trim();
  const space = label.lastIndexOf(" ");
  if (space <= 0) return label ? { name: label, version: "unknown" } : undefined;
  return { name: label.slice(0, space), version: label.slice(space + 1) };
}

/**
 * Technological, geographical and temporal DQR as the contribution-weighted mean of the lines'
 * pedigree scores (the weighting of the result's own rating); undefined when no line is rated.
 * A pedigree score and a PACT DQR share the 1 (best) to 5 scale but not every criterion.
 */
function qualityRatings<L extends { key: string }>(
  lines: readonly L[],
  quality: PactFootprintSource["calculation"]["lines"],
  weight: (line: L) => number,
): PactCarbonFootprint["dqi"] {
  if (!quality) return undefined;
  const scores = new Map(quality.map((line) => [line.key, line.quality]));
  const sums = [0, 0, 0];
  let rated = 0;
  for (const line of lines) {
    const pedigree = scores.get(line.key);
    if (!pedigree || pedigree.length < 5) continue;
    const w = Math.abs(weight(line));
    rated += w;
    // pedigree order: reliability, completeness, temporal, geographical, technological
    sums[0] += w * pedigree[4];
    sums[1] += w * pedigree[3];
    sums[2] += w * pedigree[2];
  }
  if (rated === 0) return undefined;
  const [technological, geographical, temporal] = sums.map((s) =>
    pactDecimal(Math.round((s / rated) * 100) / 100),
  );
  return { technologicalDQR: technological, geographicalDQR: geographical, temporalDQR: temporal };
}
