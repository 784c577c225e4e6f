// The plain shape of an accounting template (base model) and of an industry standard, as the
// seed declares them.
import type { CalculationMethod, Scope } from "../../calc/ghg/types";

export interface IndustryStandardData {
  /** Stable key, e.g. "GBT32150-2015", "CN-GUIDE-STEEL", "ISO14064-1:2018". */
  code: string;
  name: string;
  nameEn: string;
  /** "cn-guideline" (the 24 industry guidelines), "national", "international". */
  kind: "cn-guideline" | "national" | "international";
  publisher: string;
  year: number;
}

export interface TemplateSourceData {
  name: string;
  nameEn: string;
  /** The activity unit a user enters amounts in. */
  unitId: number;
  method: CalculationMethod;
  /** Code of the default factor in the seeded library; null when the user must choose. */
  factorCode: string | null;
}

export interface TemplateActivityLine {
  name: string;
  nameEn: string;
  scope: Scope;
  /** ISO 14064-1 category, 1-6. */
  isoCategory: number;
  /** GHG Protocol scope 3 category on scope 3 processes. */
  scope3Category: number | null;
  /** Carbon locked in products: emissions of the process's lines are subtracted. */
  deducted: boolean;
  sources: TemplateSourceData[];
}

export interface TemplateData {
  code: string;
  name: string;
  nameEn: string;
  /** Code of the industry standard the template follows. */
  standardCode: string;
  /** GB/T 4754 section code of the industry, when the template is an industry's. */
  industryCode: string | null;
  description: string;
  descriptionEn: string;
  processes: TemplateActivityLine[];
}
