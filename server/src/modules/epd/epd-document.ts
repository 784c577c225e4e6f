// What an EPD report says, as the renderers (PDF, openEPD JSON, ILCD+EPD XML) read it: every figure
// is copied from the released study's stored calculation when the report is issued, never typed.
// Values are per declared unit; a module not declared is absent from `values` (MND), an indicator
// the method cannot give is null in a declared module (ND).

export type EpdLanguage = "zh-CN" | "en";

/** An EN 15804+A2 indicator group: the tables of the report. */
export type EpdIndicatorGroup = "core" | "additional" | "resource" | "waste" | "output";

export interface EpdIndicatorValues {
  group: EpdIndicatorGroup;
  /** EN 15804+A2 abbreviation: GWP-total, ODP, PERE, HWD, ... */
  code: string;
  /** Unit as EN 15804 writes it: "kg CO2 eq", "mol H+ eq", "MJ", "m3", "kg". */
  unit: string;
  /** Module code (A1, A2, A3, "A1-A3", C1, ..., D) → value per declared unit; null = not declared (ND). */
  values: Record<string, number | null>;
}

export interface EpdScenario {
  /** The module the scenario describes (A4, C1, D, ...). */
  module: string;
  name: string;
  description: string;
}

export interface EpdDocument {
  /** Registration number of the report, e.g. "EPD-2026-000001". */
  number: string;
  /** Issue version of the report (1, 2, ...). */
  version: number;
  product: {
    name: string;
    specification: string;
    description: string;
    /** GLO, CN or CN-<GB/T 2260 code> */
    geography: string;
  };
  manufacturer: { name: string; creditCode: string };
  declaredUnit: {
    amount: number;
    /** unit symbol: kg, t, m3, kWh, MJ, piece, m2 ... */
    unit: string;
    description: string;
    /** kg of product per declared unit, when known */
    massKg: number | null;
  };
  /** Reference service life in years, when B modules are declared; else null. */
  referenceServiceLifeYears: number | null;
  /** The modules in EN 15804 order A1..D, each declared (X) or not (MND). */
  modules: { code: string; declared: boolean }[];
  /** Whether A1, A2 and A3 are reported as one aggregated column "A1-A3" as well. */
  aggregateA1A3: boolean;
  indicators: EpdIndicatorValues[];
  /** Biogenic carbon content at the factory gate, kg C per declared unit (null: not declared). */
  biogenicCarbon: { product: number | null; packaging: number | null };
  scenarios: EpdScenario[];
  pcr: { name: string; version: string };
  programOperator: string;
  /** "EN 15804:2012+A2:2019" */
  standard: string;
  /** The background database and the characterisation method, e.g. "USLCI FY18Q3" and "EF 3.1". */
  database: string;
  method: string;
  referenceYear: number | null;
  /** ISO dates (YYYY-MM-DD). */
  issueDate: string;
  validUntil: string;
  verification: {
    /** The review organisation (a company of the platform) and the reviewer who approved. */
    organisation: string;
    verifier: string;
    /** ISO date of the approval. */
    date: string;
    /** "independent verification of the declaration and data, according to ISO 14025" */
    kind: "external" | "internal";
  };
  /** Free text: cut-off, allocation, data quality, limitations. */
  notes: string;
  /** Which study and calculation the figures come from (printed in the footer). */
  source: { productId: number; version: number; calculationNumber: number };
}
