// What the quick carbon calculator offers: a few common sources of a small footprint, each tied
// to one factor of the global library by its code (electricity takes the grid factor of the
// year and province instead, as "apply default factors" does for a case), and the process of a
// case its lines go into when the estimate becomes a case.
import type { Scope } from "../../calc/ghg/types";

export const CALCULATOR_KINDS = ["electricity", "fuel", "travel", "material"] as const;
export type CalculatorKind = (typeof CALCULATOR_KINDS)[number];

export interface CalculatorOptionSpec {
  /** Stable key the client sends. */
  key: string;
  kind: CalculatorKind;
  /** Code of the global library factor; null for electricity (chosen by year and province). */
  factorCode: string | null;
}

/** Where an estimate's lines of one kind go in a case: the process, its scope and categories. */
export interface CalculatorProcessSpec {
  name: string;
  nameEn: string;
  scope: Scope;
  /** ISO 14064-1:2018 category, 1-6. */
  isoCategory: number;
  /** GHG Protocol scope 3 category, on scope 3 processes. */
  scope3Category: number | null;
}

export const CALCULATOR_PROCESSES: Readonly<Record<CalculatorKind, CalculatorProcessSpec>> = {
  electricity: {
    name: "外购电力",
    nameEn: "Purchased electricity",
    scope: 2,
    isoCategory: 2,
    scope3Category: null,
  },
  fuel: {
    name: "化石燃料燃烧",
    nameEn: "Fuel combustion",
    scope: 1,
    isoCategory: 1,
    scope3Category: null,
  },
  travel: {
    name: "商务差旅",
    nameEn: "Business travel",
    scope: 3,
    isoCategory: 3,
    scope3Category: 6,
  },
  material: {
    name: "外购原材料",
    nameEn: "Purchased materials",
    scope: 3,
    isoCategory: 4,
    scope3Category: 1,
  },
};

const option = (
  kind: CalculatorKind,
  key: string,
  factorCode: string | null,
): CalculatorOptionSpec => ({ key, kind, factorCode });

/** The offer, in the order the screen lists it. */
export const CALCULATOR_OPTIONS: readonly CalculatorOptionSpec[] = [
  option("electricity", "electricity-grid", null),
  // China industry-guideline fuels (NDRC 2013): per tonne, natural gas per 10⁴ Nm³.
  option("fuel", "fuel-gasoline", "CN-GUIDE-FUEL-GASOLINE"),
  option("fuel", "fuel-diesel", "CN-GUIDE-FUEL-DIESEL"),
  option("fuel", "fuel-natural-gas", "CN-GUIDE-FUEL-NATURAL-GAS"),
  option("fuel", "fuel-lpg", "CN-GUIDE-FUEL-LPG"),
  option("fuel", "fuel-bituminous-coal", "CN-GUIDE-FUEL-BITUMINOUS"),
  // Business travel: UK DESNZ 2024 per passenger km (proxies for China, flagged in the library).
  option("travel", "travel-flight-domestic", "DESNZ-2024-21_316_3161_11"),
  option("travel", "travel-flight-short-haul", "DESNZ-2024-21_316_3165_11"),
  option("travel", "travel-flight-long-haul", "DESNZ-2024-21_316_3171_11"),
  option("travel", "travel-rail", "DESNZ-2024-25_315_3147_11"),
  option("travel", "travel-coach", "DESNZ-2024-25_314_3146_11"),
  option("travel", "travel-taxi", "DESNZ-2024-25_313_3141_11"),
  option("travel", "travel-car", "DESNZ-2024-25_301_3074_4"),
  // Purchased materials: GB/T 51366-2019 cradle-to-gate factors.
  option("material", "material-steel", "CN-GBT51366-STEEL"),
  option("material", "material-aluminium", "CN-GBT51366-ALUMINIUM"),
  option("material", "material-cement", "CN-GBT51366-CEMENT"),
  option("material", "material-flat-glass", "CN-GBT51366-FLAT-GLASS"),
  option("material", "material-hdpe", "CN-GBT51366-HDPE"),
  option("material", "material-concrete-c30", "CN-GBT51366-CONCRETE-C30"),
];

export const optionByKey = (key: string): CalculatorOptionSpec | undefined =>
  CALCULATOR_OPTIONS.find((item) => item.key === key);
