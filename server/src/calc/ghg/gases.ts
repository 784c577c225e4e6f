// The gas catalogue: every gas a factor may carry, with its names and its 100-year GWP under
// each IPCC assessment report. Refrigerant blends are defined by their mass composition and get
// their GWP from it, so a blend can never disagree with the gases it is made of.

import type { GasCode, GwpSet } from "./types";
import { GWP_SETS } from "./types";

export interface BlendComponent {
  gas: GasCode;
  /** Mass fraction of the blend, 0-1. */
  massFraction: number;
}

export interface GasDefinition {
  code: GasCode;
  /** Chemical formula, or the ASHRAE designation for a blend. */
  formula: string;
  /** How the gas is written in a calculation trace: "CO2", "CH4 (fossil)", "R-410A". */
  label: string;
  name: string;
  nameEn: string;
  /** GWP100, kg CO2e per kg of gas. */
  gwp: Readonly<Record<GwpSet, number>>;
  /** Blends only: the ASHRAE 34 composition the GWP is computed from. */
  composition: readonly BlendComponent[] | null;
}

type PureGas = Omit<GasDefinition, "composition">;

// Single gases. AR4: 40 CFR 98 Table A-1 (pre-2025 edition); AR5: US EPA GHG Emission Factors Hub
// 2025 Table 11 (checked against data/ghg-emission-factors-hub-2025.xlsx); AR6: IPCC AR6 WG1
// Table 7.15 / Table 7.SM.7, as collected in REFERENCE-FACTORS.md.
const PURE_GASES: readonly PureGas[] = [
  {
    code: "CO2",
    formula: "CO2",
    label: "CO2",
    name: "二氧化碳",
    nameEn: "carbon dioxide",
    gwp: { AR4: 1, AR5: 1, AR6: 1 },
  },
  {
    // Its GWP is 1 like any CO2; what sets it apart is that it is reported outside the scopes.
    code: "CO2_BIO",
    formula: "CO2",
    label: "CO2 (biogenic)",
    name: "生物源二氧化碳",
    nameEn: "biogenic carbon dioxide",
    gwp: { AR4: 1, AR5: 1, AR6: 1 },
  },
  {
    // AR6 with no origin given: 27.9, the CH4 row of AR6 WG1 Table 7.SM.7 (p. 7SM-24). Read in
    // the USEPA LCIAformatter thread (github.com/USEPA/LCIAformatter/issues/106), which traces
    // its 27.9 to Table 7.SM.7 and notes Table 7.15 has no such row (it splits fossil and
    // non-fossil), and in Wikipedia's "Global warming potential" citing 7SM-24. Not read in the
    // IPCC PDF itself.
    code: "CH4",
    formula: "CH4",
    label: "CH4",
    // The name says what the code means, so a picker never offers a bare "methane": under AR6
    // the three codes weigh 27.9, 29.8 and 27.0.
    name: "甲烷，未注明来源（AR6 27.9；已知来源时请选化石源或非化石源甲烷）",
    nameEn: "methane, origin not stated (AR6 27.9; use fossil or non-fossil methane when known)",
    gwp: { AR4: 25, AR5: 28, AR6: 27.9 },
  },
  {
    // AR6 WG1 Table 7.15 CH4-fossil 29.8: it includes the CO2 the methane's fossil carbon
    // becomes. Every source consulted agrees on it.
    code: "CH4_FOSSIL",
    formula: "CH4",
    label: "CH4 (fossil)",
    name: "化石源甲烷（AR6 29.8）：天然气、煤、油品及其逸散",
    nameEn: "fossil methane (AR6 29.8): natural gas, coal, oil, their leaks",
    gwp: { AR4: 25, AR5: 28, AR6: 29.8 },
  },
  {
    // AR6 non-fossil: 27.0, the value of the GHG Protocol "IPCC Global Warming Potential Values"
    // table (v2.0, August 2024). Read only in a secondary summary of that table
    // (mcp.waymark.network, "GHG Protocol AR6 GWP100 values for fossil and non-fossil methane");
    // REFERENCE-FACTORS notes some copies of Table 7.15 print 27.2. Corporate inventories follow
    // the GHG Protocol table, and IPCC's ±11 uncertainty dwarfs the 0.2 difference. Check against
    // the GHG Protocol PDF before relying on the third digit.
    code: "CH4_NONFOSSIL",
    formula: "CH4",
    label: "CH4 (non-fossil)",
    name: "非化石源甲烷（AR6 27.0）：生物质、填埋、污水、畜禽",
    nameEn: "non-fossil methane (AR6 27.0): biomass, landfill, wastewater, livestock",
    gwp: { AR4: 25, AR5: 28, AR6: 27.0 },
  },
  {
    code: "N2O",
    formula: "N2O",
    label: "N2O",
    name: "氧化亚氮",
    nameEn: "nitrous oxide",
    gwp: { AR4: 298, AR5: 265, AR6: 273 },
  },
  {
    code: "HFC-23",
    formula: "CHF3",
    label: "HFC-23",
    name: "三氟甲烷 (HFC-23)",
    nameEn: "trifluoromethane (HFC-23)",
    gwp: { AR4: 14800, AR5: 12400, AR6: 14600 },
  },
  {
    code: "HFC-32",
    formula: "CH2F2",
    label: "HFC-32",
    name: "二氟甲烷 (HFC-32)",
    nameEn: "difluoromethane (HFC-32)",
    gwp: { AR4: 675, AR5: 677, AR6: 771 },
  },
  {
    code: "HFC-125",
    formula: "CHF2CF3",
    label: "HFC-125",
    name: "五氟乙烷 (HFC-125)",
    nameEn: "pentafluoroethane (HFC-125)",
    gwp: { AR4: 3500, AR5: 3170, AR6: 3740 },
  },
  {
    code: "HFC-134a",
    formula: "CH2FCF3",
    label: "HFC-134a",
    name: "1,1,1,2-四氟乙烷 (HFC-134a)",
    nameEn: "1,1,1,2-tetrafluoroethane (HFC-134a)",
    gwp: { AR4: 1430, AR5: 1300, AR6: 1530 },
  },
  {
    code: "HFC-143a",
    formula: "CH3CF3",
    label: "HFC-143a",
    name: "1,1,1-三氟乙烷 (HFC-143a)",
    nameEn: "1,1,1-trifluoroethane (HFC-143a)",
    gwp: { AR4: 4470, AR5: 4800, AR6: 5810 },
  },
  {
    code: "HFC-152a",
    formula: "CH3CHF2",
    label: "HFC-152a",
    name: "1,1-二氟乙烷 (HFC-152a)",
    nameEn: "1,1-difluoroethane (HFC-152a)",
    gwp: { AR4: 124, AR5: 138, AR6: 164 },
  },
  {
    code: "HFC-227ea",
    formula: "CF3CHFCF3",
    label: "HFC-227ea",
    name: "七氟丙烷 (HFC-227ea)",
    nameEn: "heptafluoropropane (HFC-227ea)",
    gwp: { AR4: 3220, AR5: 3350, AR6: 3600 },
  },
  {
    code: "CF4",
    formula: "CF4",
    label: "CF4",
    name: "四氟化碳 (PFC-14)",
    nameEn: "perfluoromethane (PFC-14)",
    gwp: { AR4: 7390, AR5: 6630, AR6: 7380 },
  },
  {
    code: "C2F6",
    formula: "C2F6",
    label: "C2F6",
    name: "六氟乙烷 (PFC-116)",
    nameEn: "perfluoroethane (PFC-116)",
    gwp: { AR4: 12200, AR5: 11100, AR6: 12400 },
  },
  {
    code: "SF6",
    formula: "SF6",
    label: "SF6",
    name: "六氟化硫",
    nameEn: "sulfur hexafluoride",
    gwp: { AR4: 22800, AR5: 23500, AR6: 25200 },
  },
  {
    code: "NF3",
    formula: "NF3",
    label: "NF3",
    name: "三氟化氮",
    nameEn: "nitrogen trifluoride",
    gwp: { AR4: 17200, AR5: 16100, AR6: 17400 },
  },
];

interface BlendSpec {
  code: GasCode;
  name: string;
  composition: readonly BlendComponent[];
}

// ASHRAE 34 mass compositions, the same ones EPA Hub 2025 Table 12 prints beside each blend.
const BLENDS: readonly BlendSpec[] = [
  {
    code: "R-404A",
    name: "混合制冷剂 R-404A",
    composition: [
      { gas: "HFC-125", massFraction: 0.44 },
      { gas: "HFC-143a", massFraction: 0.52 },
      { gas: "HFC-134a", massFraction: 0.04 },
    ],
  },
  {
    code: "R-407A",
    name: "混合制冷剂 R-407A",
    composition: [
      { gas: "HFC-32", massFraction: 0.2 },
      { gas: "HFC-125", massFraction: 0.4 },
      { gas: "HFC-134a", massFraction: 0.4 },
    ],
  },
  {
    code: "R-407C",
    name: "混合制冷剂 R-407C",
    composition: [
      { gas: "HFC-32", massFraction: 0.23 },
      { gas: "HFC-125", massFraction: 0.25 },
      { gas: "HFC-134a", massFraction: 0.52 },
    ],
  },
  {
    code: "R-410A",
    name: "混合制冷剂 R-410A",
    composition: [
      { gas: "HFC-32", massFraction: 0.5 },
      { gas: "HFC-125", massFraction: 0.5 },
    ],
  },
];

const pureByCode = new Map<GasCode, PureGas>(PURE_GASES.map((g) => [g.code, g]));

// Unrounded on purpose: EPA prints R-410A (AR5) as 1,924, but its parts give 1,923.5, and
// rounding before multiplying by tonnes of refrigerant would add an error the source never made.
function blendGwp(composition: readonly BlendComponent[], set: GwpSet): number {
  let total = 0;
  for (const part of composition) {
    const gas = pureByCode.get(part.gas);
    if (!gas) throw new Error(`Blend component ${part.gas} is not a single gas`);
    total += part.massFraction * gas.gwp[set];
  }
  return total;
}

function defineBlend(spec: BlendSpec): GasDefinition {
  const parts = spec.composition
    .map((p) => `${Math.round(p.massFraction * 100)}% ${p.gas}`)
    .join(" / ");
  return {
    code: spec.code,
    formula: spec.code,
    label: spec.code,
    name: spec.name,
    nameEn: `refrigerant blend ${spec.code} (${parts})`,
    gwp: {
      AR4: blendGwp(spec.composition, "AR4"),
      AR5: blendGwp(spec.composition, "AR5"),
      AR6: blendGwp(spec.composition, "AR6"),
    },
    composition: spec.composition,
  };
}

// A value a publisher gives only as CO2e is already weighted; multiplying it again would be wrong.
const CO2E: GasDefinition = {
  code: "CO2E",
  formula: "CO2e",
  label: "CO2e",
  name: "二氧化碳当量 (按发布值)",
  nameEn: "carbon dioxide equivalent (as published)",
  gwp: { AR4: 1, AR5: 1, AR6: 1 },
  composition: null,
};

/** Where each set's GWP100 values come from, for traces and factor citations. */
export const GWP_SOURCES: Readonly<Record<GwpSet, string>> = {
  AR4: "IPCC AR4 GWP100, as listed in 40 CFR 98 Table A-1 (pre-2025 edition)",
  AR5: "IPCC AR5 GWP100, as printed in US EPA GHG Emission Factors Hub 2025, Table 11",
  AR6: "IPCC AR6 WG1 GWP100, Table 7.15 (methane of no stated origin: Table 7.SM.7)",
};

/** Where the blend compositions come from. */
export const BLEND_COMPOSITION_SOURCE =
  "ASHRAE 34 composition, as printed in US EPA GHG Emission Factors Hub 2025, Table 12";

/** Every gas code of the contract, in the order reports list them. */
export const GASES: readonly GasDefinition[] = [
  ...PURE_GASES.map((g) => ({ ...g, composition: null })),
  ...BLENDS.map(defineBlend),
  CO2E,
];

const gasByCode = new Map<string, GasDefinition>(GASES.map((g) => [g.code, g]));

/** Position of each gas in `GASES`, for listing gases in catalogue order. */
export const GAS_ORDER: ReadonlyMap<GasCode, number> = new Map(GASES.map((g, i) => [g.code, i]));

export function isGasCode(s: string): s is GasCode {
  return gasByCode.has(s);
}

export function gasByCodeOrNull(code: string): GasDefinition | null {
  return gasByCode.get(code) ?? null;
}

const gwpTables = new Map<GwpSet, ReadonlyMap<string, number>>(
  GWP_SETS.map((set) => [set, new Map(GASES.map((g) => [g.code, g.gwp[set]]))]),
);

/** GWP100 of every catalogue gas under one set, looked up once per run instead of per line. */
export function gwpTable(set: GwpSet): ReadonlyMap<string, number> {
  const table = gwpTables.get(set);
  if (!table) throw new Error(`Unknown GWP set ${String(set)}`);
  return table;
}

/** GWP100 of a gas under a set, kg CO2e per kg. */
export function gwp(gas: GasCode, set: GwpSet): number {
  const value = gwpTable(set).get(gas);
  if (value === undefined) throw new Error(`Unknown gas ${gas}`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Synonyms

/** Spelling-insensitive key: case, spaces, hyphens, underscores and dots do not count. */
function spellingKey(text: string): string {
  return text.replace(/[\s\-_.]/g, "").toUpperCase();
}

// The names people write on invoices and in ledgers for catalogue gases: the ASHRAE 34
// refrigerant numbers of the single HFCs and PFCs (R-134a is HFC-134a), the PFC numbers of the
// perfluorocarbons, and R-744 for CO2 sold as a refrigerant. Blends are already named by
// their R-number. Formulas shared by several codes (CH4, CO2) are not synonyms.
const SYNONYMS: ReadonlyArray<readonly [string, GasCode]> = [
  ["R-23", "HFC-23"],
  ["R-32", "HFC-32"],
  ["R-125", "HFC-125"],
  ["R-134a", "HFC-134a"],
  ["R-143a", "HFC-143a"],
  ["R-152a", "HFC-152a"],
  ["R-227ea", "HFC-227ea"],
  ["R-14", "CF4"],
  ["PFC-14", "CF4"],
  ["R-116", "C2F6"],
  ["PFC-116", "C2F6"],
  ["R-744", "CO2"],
  ["CHF3", "HFC-23"],
  ["CH2F2", "HFC-32"],
  ["CHF2CF3", "HFC-125"],
  ["CH2FCF3", "HFC-134a"],
  ["CH3CF3", "HFC-143a"],
  ["CH3CHF2", "HFC-152a"],
  ["CF3CHFCF3", "HFC-227ea"],
];

const codeBySpelling = new Map<string, GasCode>([
  ...GASES.map((g) => [spellingKey(g.code), g.code] as const),
  ...SYNONYMS.map(([synonym, code]) => [spellingKey(synonym), code] as const),
]);

/**
 * The catalogue code a user's spelling of a gas stands for, or null: "R-134a", "r134a" and
 * "HFC-134A" are all HFC-134a; "ch4_fossil" is CH4_FOSSIL.
 */
export function resolveGasCode(text: string): GasCode | null {
  return codeBySpelling.get(spellingKey(text.trim())) ?? null;
}

/** The other names `resolveGasCode` accepts for a gas, for help texts. */
export function synonymsOf(code: GasCode): string[] {
  return SYNONYMS.filter(([, target]) => target === code).map(([synonym]) => synonym);
}
