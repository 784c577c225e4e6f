// The emission-factor form: its values (text as typed, so a blank stays distinguishable from 0),
// the yup rules, and the FactorInput they become. The rules are the server's and the import
// template's (server/src/modules/factor/factor.inputs.ts, docs/factor-import-template.md), so a
// mistake is shown on its field before any call; the server still has the last word.
import type { TFunction } from "i18next";
import * as yup from "yup";
import { safeUrl } from "../../lib/url";
import type {
  FactorInput,
  FactorLibrary_FactorFragment,
  UpdateFactorInput,
} from "../../__generated__/graphql";
import { plainDecimal } from "../../lib/emissions";

export interface GasRow {
  gas: string;
  /** kg of the gas per unit of activity, as typed. */
  value: string;
}

export interface FactorFormValues {
  code: string;
  name: string;
  nameEn: string;
  category: string;
  subcategory: string;
  unitId: string;
  gases: GasRow[];
  ncv: string;
  carbonContent: string;
  oxidation: string;
  region: string;
  year: string;
  version: string;
  source: string;
  sourceUrl: string;
  dataSourceType: string;
  uncertainty: string;
  /** Synonyms as one line, separated by ; or , (see parseSynonyms). */
  synonyms: string;
  scope: string;
  gwpBasis: string;
  notes: string;
  /** Create in the global library; only offered to holders of `sys`. */
  global: boolean;
}

/** The gas a publisher's CO2e-only figure is stored under; it needs its GWP set named. */
export const CO2E = "CO2E";
export const FACTOR_CODE = /^[A-Za-z0-9._:-]+$/;
export const YEAR_MIN = 1990;
export const YEAR_MAX = 2100;
export const MAX_SYNONYMS = 50;
export const MAX_SYNONYM_LENGTH = 100;
/** The combustion parameters of the Chinese industry guidelines: all three or none. */
export const COMBUSTION_FIELDS = ["ncv", "carbonContent", "oxidation"] as const;

const LIMITS = {
  code: 64,
  name: 300,
  nameEn: 300,
  subcategory: 200,
  region: 30,
  version: 40,
  source: 2000,
  sourceUrl: 500,
  notes: 2000,
} as const;

// Plain decimals or exponent form; no thousands separators, which could mean either 1234 or 1.234.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A typed number: null when blank, NaN when it is not a plain decimal ("1,234", "2 kg"). */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : NaN;
}

/**
 * Synonyms typed on one line. With a semicolon (; or ；) anywhere, only semicolons separate, so
 * a name holding a comma survives ("Diesel, average biofuel blend; 柴油"); otherwise commas (, or
 * ，) do. Each is trimmed; blanks and repeats go.
 */
export function parseSynonyms(text: string): string[] {
  const separator = /[;；]/.test(text) ? /[;；]/ : /[,，]/;
  const names = text
    .split(separator)
    .map((name) => name.trim())
    .filter((name) => name !== "");
  return [...new Set(names)];
}

/** The stored list back on one line, with the separator that keeps commas inside names. */
export const formatSynonyms = (synonyms: readonly string[]): string => synonyms.join("; ");

const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? "" : plainDecimal(value);

/** A blank form; the data-source type starts at 2 (literature), the template's default. */
export function emptyFactorValues(defaults: Partial<FactorFormValues> = {}): FactorFormValues {
  return {
    code: "",
    name: "",
    nameEn: "",
    category: "",
    subcategory: "",
    unitId: "",
    gases: [{ gas: "CO2", value: "" }],
    ncv: "",
    carbonContent: "",
    oxidation: "",
    region: "CN",
    year: String(new Date().getFullYear()),
    version: "",
    source: "",
    sourceUrl: "",
    dataSourceType: "2",
    uncertainty: "",
    synonyms: "",
    scope: "",
    gwpBasis: "",
    notes: "",
    global: false,
    ...defaults,
  };
}

/** A stored factor as the form shows it. */
export function factorToValues(factor: FactorLibrary_FactorFragment): FactorFormValues {
  return {
    code: factor.code,
    name: factor.name,
    nameEn: factor.nameEn,
    category: factor.category,
    subcategory: factor.subcategory,
    unitId: String(factor.unitId),
    gases: factor.gases.map((gas) => ({ gas: gas.gas, value: plainDecimal(gas.value) })),
    ncv: numberText(factor.ncv),
    carbonContent: numberText(factor.carbonContent),
    oxidation: numberText(factor.oxidation),
    region: factor.region,
    year: String(factor.year),
    version: factor.version,
    source: factor.source,
    sourceUrl: factor.sourceUrl ?? "",
    dataSourceType: String(factor.dataSourceType),
    uncertainty: numberText(factor.uncertainty),
    synonyms: formatSynonyms(factor.synonyms),
    scope: numberText(factor.scope),
    gwpBasis: factor.gwpBasis ?? "",
    notes: factor.notes ?? "",
    global: factor.companyId === null,
  };
}

const text = (value: string): string | null => value.trim() || null;
const optionalNumber = (value: string): number | null => parseDecimal(value);

/**
 * The input of a valid form. Blank optional fields are sent as null, which on an update clears
 * them (the server replaces every field of the factor).
 */
export function toFactorInput(values: FactorFormValues): FactorInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    nameEn: text(values.nameEn),
    category: values.category,
    subcategory: text(values.subcategory),
    unitId: Number(values.unitId),
    gases: values.gases.map((row) => ({ gas: row.gas, value: parseDecimal(row.value) ?? 0 })),
    ncv: optionalNumber(values.ncv),
    carbonContent: optionalNumber(values.carbonContent),
    oxidation: optionalNumber(values.oxidation),
    region: values.region.trim(),
    year: Number(values.year.trim()),
    version: text(values.version),
    source: values.source.trim(),
    sourceUrl: text(values.sourceUrl),
    dataSourceType: Number(values.dataSourceType),
    uncertainty: optionalNumber(values.uncertainty),
    synonyms: parseSynonyms(values.synonyms),
    scope: values.scope ? Number(values.scope) : null,
    gwpBasis: values.gwpBasis || null,
    notes: text(values.notes),
    global: values.global,
  };
}

export const toUpdateFactorInput = (id: number, values: FactorFormValues): UpdateFactorInput => ({
  ...toFactorInput(values),
  id,
});

const filled = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";

/** The rules of the form, with messages in the current language. */
export function factorFormSchema(t: TFunction): yup.ObjectSchema<FactorFormValues> {
  const m = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.factorForm.errors.${key}`, options);
  const tooLong = (max: number) => m("tooLong", { max });
  const textRule = (max: number) => yup.string().trim().max(max, tooLong(max)).default("");
  const requiredText = (max: number, message: string) =>
    yup.string().trim().required(message).max(max, tooLong(max)).default("");

  /** A number that may be blank; `check` gives the message of a number out of range. */
  const decimal = (check: (value: number) => string | null = () => null) =>
    yup
      .string()
      .default("")
      .test("decimal", function (value) {
        const parsed = parseDecimal(value ?? "");
        if (parsed === null) return true;
        if (Number.isNaN(parsed)) return this.createError({ message: m("notANumber") });
        const problem = check(parsed);
        return problem ? this.createError({ message: problem }) : true;
      });

  const nonNegative = (value: number) => (value < 0 ? m("negative") : null);

  /** A combustion parameter: blank only when the other two are blank too. */
  const combustion = (check: (value: number) => string | null) =>
    decimal(check).test("together", m("combustionTogether"), function (value) {
      if (filled(value)) return true;
      const parent = this.parent as FactorFormValues;
      return !COMBUSTION_FIELDS.some((field) => filled(parent[field]));
    });

  const gasRow: yup.ObjectSchema<GasRow> = yup.object({
    gas: yup.string().required(m("gasRequired")).default(""),
    value: decimal(nonNegative).test("required", m("gasValueRequired"), filled),
  });

  return yup.object({
    code: requiredText(LIMITS.code, m("codeRequired")).matches(FACTOR_CODE, m("codeInvalid")),
    name: requiredText(LIMITS.name, m("nameRequired")),
    nameEn: textRule(LIMITS.nameEn),
    category: yup.string().required(m("categoryRequired")).default(""),
    subcategory: textRule(LIMITS.subcategory),
    unitId: yup.string().required(m("unitRequired")).default(""),
    gases: yup
      .array(gasRow)
      .min(1, m("gasesRequired"))
      .required(m("gasesRequired"))
      .test("distinct", function (rows) {
        const seen = new Set<string>();
        for (const [index, row] of (rows ?? []).entries()) {
          if (!row.gas) continue;
          if (seen.has(row.gas)) {
            return this.createError({
              path: `${this.path}[${index}].gas`,
              message: m("gasRepeated", { gas: row.gas }),
            });
          }
          seen.add(row.gas);
        }
        return true;
      }),
    ncv: combustion((value) => (value > 0 ? null : m("positive"))),
    carbonContent: combustion(nonNegative),
    oxidation: combustion((value) => (value > 0 && value <= 1 ? null : m("oxidationFraction"))),
    region: requiredText(LIMITS.region, m("regionRequired")),
    year: yup
      .string()
      .trim()
      .required(m("yearInvalid"))
      .test("year", m("yearInvalid"), (value) => {
        const year = Number(value);
        return /^\d{4}$/.test(value ?? "") && year >= YEAR_MIN && year <= YEAR_MAX;
      })
      .default(""),
    version: textRule(LIMITS.version),
    source: requiredText(LIMITS.source, m("sourceRequired")),
    sourceUrl: textRule(LIMITS.sourceUrl).test(
      "safe-url",
      m("urlInvalid"),
      (value) => !value?.trim() || safeUrl(value) !== null,
    ),
    dataSourceType: yup.string().oneOf(["1", "2", "3"]).required().default("2"),
    uncertainty: decimal(nonNegative),
    synonyms: yup
      .string()
      .default("")
      .test("count", m("synonymsTooMany", { max: MAX_SYNONYMS }), (value) => {
        return parseSynonyms(value ?? "").length <= MAX_SYNONYMS;
      })
      .test("length", m("synonymTooLong", { max: MAX_SYNONYM_LENGTH }), (value) =>
        parseSynonyms(value ?? "").every((name) => name.length <= MAX_SYNONYM_LENGTH),
      ),
    scope: yup.string().oneOf(["", "1", "2", "3"]).default(""),
    gwpBasis: yup
      .string()
      .default("")
      .test("co2e", m("gwpRequired"), function (value) {
        const parent = this.parent as FactorFormValues;
        return Boolean(value) || !parent.gases.some((row) => row.gas === CO2E);
      }),
    notes: textRule(LIMITS.notes),
    global: yup.boolean().required().default(false),
  });
}
