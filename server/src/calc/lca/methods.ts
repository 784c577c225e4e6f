// Impact methods for the LCA engine: climate change as GWP100 under IPCC AR5 and AR6, built for
// a given list of elementary flows by recognising the greenhouse gases among them, and the
// shape of the EN 15804+A2 core indicators (their factors are those of the EF 3.1 pack,
// applied by method-en15804.ts).
//
// Conventions (state them wherever results are shown):
// - Only emissions to air are characterised. Flows in the resource direction (including
//   "Carbon dioxide, in air" taken up by plants) and emissions to water or soil get no factor.
// - Biogenic CO2 counts zero, and so does its uptake: the usual "0/0" convention of carbon
//   footprints when biogenic carbon is not tracked through storage (ISO 14067 reports it
//   separately). Biogenic methane keeps its full GWP (non-fossil CH4 under AR6).
// - CO2 with no origin given counts as fossil, and so does CO2 from land transformation (it is
//   the land-use-change part of GWP-total, EN 15804+A2 GWP-luluc).
// - Carbon monoxide and other indirect greenhouse gases get no factor: IPCC AR5 Table 8.A.1 and
//   AR6 Table 7.SM.7 give GWP100 for well-mixed gases only.
// - Unspecified mixtures ("CFCs, unspecified", "Perfluorocarbons, unspecified") get no factor:
//   their GWP spans two orders of magnitude and no source fixes one. Neither do halocarbons the
//   two tables (as compiled below) do not list, such as trichloroethylene or dibromomethane.
import { gwp as catalogueGwp } from "../ghg/gases";
import type { GasCode } from "../ghg/types";
import type { ElementaryFlow, ImpactMethod } from "./types";

export type GwpReport = "AR5" | "AR6";

export const GWP_REPORTS: readonly GwpReport[] = ["AR5", "AR6"];

export interface GreenhouseGas {
  /** "CO2", "CH4 (fossil)", "HCFC-22" ... */
  label: string;
  /** kg CO2e per kg of gas, per report */
  gwp: Readonly<Record<GwpReport, number>>;
}

/** Gases of the platform's catalogue: REFERENCE-FACTORS.md GWP100 table, kept in ghg/gases.ts. */
function fromCatalogue(label: string, code: GasCode): GreenhouseGas {
  return { label, gwp: { AR5: catalogueGwp(code, "AR5"), AR6: catalogueGwp(code, "AR6") } };
}

// Halocarbons USLCI reports that the catalogue does not carry. AR5: IPCC AR5 WG1 Table 8.A.1;
// AR6: IPCC AR6 WG1 Table 7.SM.7. Read from the compilation of both tables in
// openclimatedata/globalwarmingpotentials (globalwarmingpotentials.csv, columns AR5GWP100 and
// AR6GWP100), whose AR5 column is the GHG Protocol's copy of Table 8.A.1.
function fromIpccTables(label: string, ar5: number, ar6: number): GreenhouseGas {
  return { label, gwp: { AR5: ar5, AR6: ar6 } };
}

const CO2 = fromCatalogue("CO2", "CO2");
const CO2_BIOGENIC: GreenhouseGas = { label: "CO2 (biogenic)", gwp: { AR5: 0, AR6: 0 } };
const CH4 = fromCatalogue("CH4", "CH4");
const CH4_FOSSIL = fromCatalogue("CH4 (fossil)", "CH4_FOSSIL");
const CH4_NON_FOSSIL = fromCatalogue("CH4 (non-fossil)", "CH4_NONFOSSIL");
const N2O = fromCatalogue("N2O", "N2O");
const SF6 = fromCatalogue("SF6", "SF6");
const NF3 = fromCatalogue("NF3", "NF3");
const CF4 = fromCatalogue("CF4 (PFC-14)", "CF4");
const C2F6 = fromCatalogue("C2F6 (PFC-116)", "C2F6");

/** Gases by their industrial designation, as flow names end ("..., HCFC-22"). */
const BY_CODE: ReadonlyMap<string, GreenhouseGas> = new Map<string, GreenhouseGas>([
  ["HFC-23", fromCatalogue("HFC-23", "HFC-23")],
  ["HFC-32", fromCatalogue("HFC-32", "HFC-32")],
  ["HFC-125", fromCatalogue("HFC-125", "HFC-125")],
  ["HFC-134A", fromCatalogue("HFC-134a", "HFC-134a")],
  ["HFC-143A", fromCatalogue("HFC-143a", "HFC-143a")],
  ["HFC-152A", fromCatalogue("HFC-152a", "HFC-152a")],
  ["HFC-227EA", fromCatalogue("HFC-227ea", "HFC-227ea")],
  ["HFC-143", fromIpccTables("HFC-143", 328, 364)],
  ["HFC-245FA", fromIpccTables("HFC-245fa", 858, 962)],
  // USLCI and older ecoinvent name perfluoroethane "HFC-116" and CF4 "CFC-14" / "FC-14".
  ["HFC-116", C2F6],
  ["PFC-116", C2F6],
  ["FC-116", C2F6],
  ["CFC-14", CF4],
  ["FC-14", CF4],
  ["PFC-14", CF4],
  ["HCFC-21", fromIpccTables("HCFC-21", 148, 160)],
  ["HCFC-22", fromIpccTables("HCFC-22", 1760, 1960)],
  // "Ethane, 1,2-dichloro-1,1,2-trifluoro-, HCFC-123" in USLCI is by its chemical name the
  // isomer HCFC-123a; the tables list HCFC-123 only, and the flow declares itself HCFC-123.
  ["HCFC-123", fromIpccTables("HCFC-123", 79, 90.4)],
  ["HCFC-124", fromIpccTables("HCFC-124", 527, 597)],
  // "HCFC-140" is USLCI's name for 1,1,1-trichloroethane (methyl chloroform, CH3CCl3).
  ["HCFC-140", fromIpccTables("CH3CCl3", 160, 161)],
  ["CFC-11", fromIpccTables("CFC-11", 4660, 5560)],
  ["CFC-12", fromIpccTables("CFC-12", 10200, 11200)],
  ["CFC-13", fromIpccTables("CFC-13", 13900, 16200)],
  ["CFC-113", fromIpccTables("CFC-113", 5820, 6520)],
  ["CFC-114", fromIpccTables("CFC-114", 8590, 9430)],
  ["CFC-115", fromIpccTables("CFC-115", 7670, 9600)],
  // "CFC-10" is carbon tetrachloride (CCl4).
  ["CFC-10", fromIpccTables("CCl4", 1730, 2200)],
  ["HALON-1001", fromIpccTables("CH3Br (Halon-1001)", 2, 2.43)],
  ["HALON-1211", fromIpccTables("Halon-1211", 1750, 1930)],
  ["HALON-1301", fromIpccTables("Halon-1301", 6290, 7200)],
  ["HCC-30", fromIpccTables("CH2Cl2", 9, 11.2)],
  ["R-40", fromIpccTables("CH3Cl", 12, 5.54)],
  ["R-20", fromIpccTables("CHCl3", 16, 20.6)],
]);

const code = (c: string): GreenhouseGas => {
  const gas = BY_CODE.get(c);
  if (!gas) throw new Error(`no greenhouse gas ${c}`);
  return gas;
};

/** Flow names (normalised: lower case, single spaces, no trailing bracket) of each gas. */
const BY_NAME: ReadonlyMap<string, GreenhouseGas> = new Map<string, GreenhouseGas>([
  ["carbon dioxide", CO2],
  ["carbon dioxide, fossil", CO2],
  ["carbon dioxide, land transformation", CO2],
  ["carbon dioxide, from soil or biomass stock", CO2],
  ["carbon dioxide, biogenic", CO2_BIOGENIC],
  ["carbon dioxide, non-fossil", CO2_BIOGENIC],
  ["methane", CH4],
  ["methane, fossil", CH4_FOSSIL],
  ["methane, biogenic", CH4_NON_FOSSIL],
  ["methane, non-fossil", CH4_NON_FOSSIL],
  ["methane, from soil or biomass stock", CH4_NON_FOSSIL],
  ["dinitrogen monoxide", N2O],
  ["nitrous oxide", N2O],
  ["sulfur hexafluoride", SF6],
  ["sulphur hexafluoride", SF6],
  ["nitrogen trifluoride", NF3],
  // ecoinvent and USLCI call NF3 "Nitrogen fluoride" (CAS 7783-54-2).
  ["nitrogen fluoride", NF3],
  ["tetrafluoromethane", CF4],
  ["methane, tetrafluoro-", CF4],
  ["hexafluoroethane", C2F6],
  ["ethane, hexafluoro-", C2F6],
  ["chloroform", code("R-20")],
  ["methane, trichloro-", code("R-20")],
  ["carbon tetrachloride", code("CFC-10")],
  ["methane, tetrachloro-", code("CFC-10")],
  ["methyl bromide", code("HALON-1001")],
  ["methane, bromo-", code("HALON-1001")],
  ["methyl chloride", code("R-40")],
  ["methane, chloro-", code("R-40")],
  ["methane, monochloro-", code("R-40")],
  ["dichloromethane", code("HCC-30")],
  ["methane, dichloro-", code("HCC-30")],
  ["methyl chloroform", code("HCFC-140")],
  ["ethane, 1,1,1-trichloro-", code("HCFC-140")],
]);

/** CAS numbers without leading zeros. CO2 and CH4 by CAS alone are taken as of no stated origin. */
const BY_CAS: ReadonlyMap<string, GreenhouseGas> = new Map<string, GreenhouseGas>([
  ["124-38-9", CO2],
  ["74-82-8", CH4],
  ["10024-97-2", N2O],
  ["2551-62-4", SF6],
  ["7783-54-2", NF3],
  ["75-73-0", CF4],
  ["76-16-4", C2F6],
  ["75-46-7", code("HFC-23")],
  ["75-10-5", code("HFC-32")],
  ["354-33-6", code("HFC-125")],
  ["811-97-2", code("HFC-134A")],
  ["420-46-2", code("HFC-143A")],
  ["430-66-0", code("HFC-143")],
  ["75-37-6", code("HFC-152A")],
  ["431-89-0", code("HFC-227EA")],
  ["460-73-1", code("HFC-245FA")],
  ["75-43-4", code("HCFC-21")],
  ["75-45-6", code("HCFC-22")],
  ["306-83-2", code("HCFC-123")],
  ["2837-89-0", code("HCFC-124")],
  ["71-55-6", code("HCFC-140")],
  ["75-69-4", code("CFC-11")],
  ["75-71-8", code("CFC-12")],
  ["75-72-9", code("CFC-13")],
  ["76-13-1", code("CFC-113")],
  ["76-14-2", code("CFC-114")],
  ["76-15-3", code("CFC-115")],
  ["56-23-5", code("CFC-10")],
  ["74-83-9", code("HALON-1001")],
  ["353-59-3", code("HALON-1211")],
  ["75-63-8", code("HALON-1301")],
  ["75-09-2", code("HCC-30")],
  ["74-87-3", code("R-40")],
  ["67-66-3", code("R-20")],
]);

/** "Methane [Organic emissions to air]" → "methane"; "Nitrous oxide (laughing gas)" → "nitrous oxide". */
export function normaliseFlowName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\s*\[[^\]]*\]$/, "")
    .replace(/\s+\([^)]*\)$/, "")
    .trim();
}

// The designation at the end of a name: "HFC-134a", "HCFC-22", "CFC-14", "Halon 1301", "R-40".
const DESIGNATION = /(?:^|,\s*)((?:hcfc|hfc|cfc|pfc|fc|hcc|r)-\d+[a-z]*|halon[ -]?\d{4})$/i;

function byDesignation(name: string): GreenhouseGas | undefined {
  const match = DESIGNATION.exec(name);
  if (!match) return undefined;
  return BY_CODE.get(match[1].toUpperCase().replace(/^HALON[ -]?/, "HALON-"));
}

/** A bracket naming where the flow goes ("[Inorganic emissions to fresh water]"). */
const NOT_AIR_BRACKET = /\[[^\]]*\b(water|soil|ground|agricultural)\b[^\]]*\]$/i;

/** Air, or not said. Data sets exported without compartments (USLCI) say nothing: those count. */
function toAir(flow: ElementaryFlow): boolean {
  const top = flow.compartment.split("/")[0].trim().toLowerCase();
  if (top !== "" && top !== "unspecified" && !/\bair\b/.test(top)) return false;
  return !NOT_AIR_BRACKET.test(flow.name.trim());
}

/** The greenhouse gas an elementary flow is, if it is characterised (see the conventions above). */
export function greenhouseGasOf(flow: ElementaryFlow): GreenhouseGas | undefined {
  if (flow.direction !== "emission" || !toAir(flow)) return undefined;
  const name = normaliseFlowName(flow.name);
  const gas = BY_NAME.get(name) ?? byDesignation(name);
  if (gas) return gas;
  const cas = flow.cas?.trim().replace(/^0+/, "");
  return cas ? BY_CAS.get(cas) : undefined;
}

// GWPs are per kg of gas; a flow kept in another mass unit gets the factor per its unit. A gas
// in a unit that is not a mass (USLCI's "Coalbed methane (in MJ)") cannot be characterised.
const KG_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ["kg", 1],
  ["g", 1e-3],
  ["mg", 1e-6],
  ["µg", 1e-9],
  ["ug", 1e-9],
  ["t", 1000],
  ["tonne", 1000],
  ["metric ton", 1000],
  ["lb", 0.45359237],
]);

/** Climate change, GWP100 of one IPCC report, with a factor for every greenhouse gas in `flows`. */
export function gwp100Method(flows: readonly ElementaryFlow[], report: GwpReport): ImpactMethod {
  const factors: Record<string, number> = {};
  for (const flow of flows) {
    const gas = greenhouseGasOf(flow);
    const kg = KG_PER_UNIT.get(flow.unit.trim().toLowerCase());
    if (gas && kg !== undefined && gas.gwp[report] !== 0) factors[flow.id] = gas.gwp[report] * kg;
  }
  return {
    id: gwp100MethodId(report),
    name: `IPCC ${report} GWP100`,
    categories: [
      {
        id: "gwp100",
        name: `Climate change, GWP100 (IPCC ${report})`,
        unit: "kg CO2e",
        factors,
      },
    ],
  };
}

export function gwp100MethodId(report: GwpReport): string {
  return `ipcc-${report.toLowerCase()}-gwp100`;
}

/** GWP100 under AR5 and AR6 for a flow list: the climate methods every product system carries. */
export function emissionsMethodsFor(
  flows: readonly ElementaryFlow[],
  reports: readonly GwpReport[] = GWP_REPORTS,
): ImpactMethod[] {
  return reports.map((report) => gwp100Method(flows, report));
}

// ---------------------------------------------------------------------------------------------
// EN 15804+A2 core environmental impact indicators (REFERENCE-FACTORS.md "Categories"). Their
// characterisation factors (EF 3.x) come with a method package; these types fix the indicator
// ids and units a package must fill.

export type En15804CoreIndicator =
  | "GWP-total"
  | "GWP-fossil"
  | "GWP-biogenic"
  | "GWP-luluc"
  | "ODP"
  | "AP"
  | "EP-freshwater"
  | "EP-marine"
  | "EP-terrestrial"
  | "POCP"
  | "ADP-minerals&metals"
  | "ADP-fossil"
  | "WDP";

export interface En15804IndicatorDefinition {
  id: En15804CoreIndicator;
  name: string;
  unit: string;
}

/** The indicators in EN 15804+A2 order, with the units the standard declares them in. */
export const EN15804_CORE_INDICATORS: readonly En15804IndicatorDefinition[] = [
  { id: "GWP-total", name: "Climate change, total", unit: "kg CO2 eq" },
  { id: "GWP-fossil", name: "Climate change, fossil", unit: "kg CO2 eq" },
  { id: "GWP-biogenic", name: "Climate change, biogenic", unit: "kg CO2 eq" },
  { id: "GWP-luluc", name: "Climate change, land use and land use change", unit: "kg CO2 eq" },
  { id: "ODP", name: "Ozone depletion", unit: "kg CFC-11 eq" },
  { id: "AP", name: "Acidification", unit: "mol H+ eq" },
  { id: "EP-freshwater", name: "Eutrophication, freshwater", unit: "kg P eq" },
  { id: "EP-marine", name: "Eutrophication, marine", unit: "kg N eq" },
  { id: "EP-terrestrial", name: "Eutrophication, terrestrial", unit: "mol N eq" },
  { id: "POCP", name: "Photochemical ozone formation", unit: "kg NMVOC eq" },
  {
    id: "ADP-minerals&metals",
    name: "Depletion of abiotic resources, minerals and metals",
    unit: "kg Sb eq",
  },
  { id: "ADP-fossil", name: "Depletion of abiotic resources, fossil fuels", unit: "MJ" },
  { id: "WDP", name: "Water use", unit: "m3 world eq deprived" },
];

/**
 * An EN 15804+A2 method: one impact category per core indicator, ids as above, with the
 * package's factors per flow id. GWP-total must equal the sum of its three parts per flow.
 */
export interface En15804Method extends ImpactMethod {
  categories: (ImpactMethod["categories"][number] & { id: En15804CoreIndicator })[];
}
