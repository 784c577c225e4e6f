// The plain shape of an emission factor as seeds, importers and the library service exchange it,
// and the fixed top level of the factor category tree.
import type { GasValue, GwpSet, Scope } from "../../calc/ghg/types";

/** Top-level categories of the factor library; the second level is free text per factor. */
export const FACTOR_CATEGORIES = [
  { code: "stationary-combustion", name: "固定燃烧", nameEn: "Stationary combustion" },
  { code: "mobile-combustion", name: "移动燃烧", nameEn: "Mobile combustion" },
  { code: "process", name: "工业过程", nameEn: "Industrial processes" },
  { code: "fugitive", name: "逸散排放", nameEn: "Fugitive emissions and refrigerants" },
  { code: "electricity", name: "电力", nameEn: "Electricity" },
  { code: "heat", name: "热力与蒸汽", nameEn: "Heat and steam" },
  {
    code: "fuel-upstream",
    name: "燃料上游",
    nameEn: "Fuel and energy upstream (well-to-tank, T&D)",
  },
  { code: "transport", name: "货物运输", nameEn: "Freight transport" },
  { code: "business-travel", name: "商务出行与通勤", nameEn: "Business travel and commuting" },
  { code: "materials", name: "物料与产品", nameEn: "Materials and purchased goods" },
  { code: "waste", name: "废弃物", nameEn: "Waste" },
  { code: "water", name: "水", nameEn: "Water supply and treatment" },
  { code: "carbon-locked", name: "固碳产品", nameEn: "Carbon locked in products" },
  { code: "other", name: "其他", nameEn: "Other" },
] as const;

export type FactorCategoryCode = (typeof FACTOR_CATEGORIES)[number]["code"];

/** Data-source types of SPEC §3. */
export const DataSourceType = { Estimate: 1, Literature: 2, Field: 3 } as const;
export type DataSourceType = (typeof DataSourceType)[keyof typeof DataSourceType];

/** One emission factor, as seeded or imported. Values are kg of gas per one `unitId`. */
export interface FactorData {
  /** Stable key, unique within its owner (global or one company), e.g. "DESNZ-2024-1_100_1004_1". */
  code: string;
  /** Chinese name (the product's first language). */
  name: string;
  nameEn: string;
  category: FactorCategoryCode;
  /** Second level of the category tree, in English (e.g. "Gaseous fuels"). */
  subcategory: string;
  unitId: number;
  gases: GasValue[];
  /** GJ per one `unitId`, for method "combustion". */
  ncv: number | null;
  /** t C per GJ. */
  carbonContent: number | null;
  /** Fraction, 0 < x <= 1. */
  oxidation: number | null;
  /** "CN", "CN-NORTH" (regional grid), a GB/T 2260 province code, "US", "GB", "GLO". */
  region: string;
  year: number;
  version: string;
  /** Citation a reader can follow: publisher, document, table or row id. */
  source: string;
  sourceUrl: string | null;
  dataSourceType: DataSourceType;
  /** Relative uncertainty, percent (95% interval half-width), when published. */
  uncertainty: number | null;
  synonyms: string[];
  /** The scope the factor is usually reported in, a hint for pickers. */
  scope: Scope | null;
  /** Set when `gases` hold a `CO2E` value: the GWP set the publisher used. */
  gwpBasis: GwpSet | null;
  notes: string | null;
  /**
   * What a user should know about the figure's quality (a foreign proxy, a single source, a detail
   * of the citation not checked against the original), in Chinese; shown beside the citation in
   * results, traces and exports. Null when there is nothing to add.
   */
  dataQuality?: string | null;
  dataQualityEn?: string | null;
  /** The figure stands in for a fitting one that is not published (e.g. a UK factor used in China). */
  proxy?: boolean;
}

/** A row an importer could not take, with the reason in words a user can act on. */
export interface RejectedRow {
  /** 1-based row number in the file (the sheet's row, or the CSV line). */
  row: number;
  /** The row's key or name when it could be read. */
  key: string | null;
  /** The column the reason is about (the file's header), when it is about one. */
  column?: string | null;
  reason: string;
}

export interface ParsedFactors {
  factors: FactorData[];
  rejected: RejectedRow[];
}
