// EN 15804+A2's modules (A1 ... D) and the indicators an EPD reports, with where each comes from
// in a calculation: the 13 core indicators and the pack's inventory indicators are computed; the
// others are not declared (ND) because the method cannot give them.
import { EN15804_METHOD_ID, EN15804_INVENTORY_METHOD_ID } from "../../calc/lca/method-en15804";
import type { EpdIndicatorGroup } from "./epd-document";

export const EN15804_MODULES = [
  "A1",
  "A2",
  "A3",
  "A4",
  "A5",
  "B1",
  "B2",
  "B3",
  "B4",
  "B5",
  "B6",
  "B7",
  "C1",
  "C2",
  "C3",
  "C4",
  "D",
] as const;

/** EN 15804+A2 makes these mandatory for every construction product (REFERENCE-LCA-EPD §1.1). */
export const MANDATORY_MODULES: readonly string[] = ["A1", "A2", "A3", "C1", "C2", "C3", "C4", "D"];

export interface EpdIndicatorDefinition {
  group: EpdIndicatorGroup;
  code: string;
  unit: string;
  /** Where the value comes from: an indicator of the calculation, a sum of them, or none (ND). */
  from: { method: string; categories: string[] } | null;
}

const core = (code: string, unit: string): EpdIndicatorDefinition => ({
  group: "core",
  code,
  unit,
  from: { method: EN15804_METHOD_ID, categories: [code] },
});
const inventory = (
  group: EpdIndicatorGroup,
  code: string,
  unit: string,
  categories: string[] | null = [code],
): EpdIndicatorDefinition => ({
  group,
  code,
  unit,
  from: categories ? { method: EN15804_INVENTORY_METHOD_ID, categories } : null,
});

/** The indicators in the order of the report's tables. */
export const EPD_INDICATORS: readonly EpdIndicatorDefinition[] = [
  core("GWP-total", "kg CO2 eq"),
  core("GWP-fossil", "kg CO2 eq"),
  core("GWP-biogenic", "kg CO2 eq"),
  core("GWP-luluc", "kg CO2 eq"),
  core("ODP", "kg CFC-11 eq"),
  core("AP", "mol H+ eq"),
  core("EP-freshwater", "kg P eq"),
  core("EP-marine", "kg N eq"),
  core("EP-terrestrial", "mol N eq"),
  core("POCP", "kg NMVOC eq"),
  core("ADP-minerals&metals", "kg Sb eq"),
  core("ADP-fossil", "MJ"),
  core("WDP", "m3 world eq deprived"),
  // Primary energy: the pack gives the totals only; the split into energy carrier and material
  // use needs the product's feedstock modelled, which the platform does not do.
  inventory("resource", "PERE", "MJ", null),
  inventory("resource", "PERM", "MJ", null),
  inventory("resource", "PERT", "MJ"),
  inventory("resource", "PENRE", "MJ", null),
  inventory("resource", "PENRM", "MJ", null),
  inventory("resource", "PENRT", "MJ"),
  inventory("resource", "SM", "kg"),
  inventory("resource", "RSF", "MJ"),
  inventory("resource", "NRSF", "MJ", null),
  inventory("resource", "FW", "m3"),
  inventory("waste", "HWD", "kg"),
  inventory("waste", "NHWD", "kg"),
  // Radioactive waste disposed: the high-level and the intermediate and low-level wastes.
  inventory("waste", "RWD", "kg", ["HLRW", "ILLRW"]),
  inventory("output", "CRU", "kg", null),
  inventory("output", "MFR", "kg"),
  inventory("output", "MER", "kg"),
  inventory("output", "EEE", "MJ"),
  inventory("output", "EET", "MJ"),
];
