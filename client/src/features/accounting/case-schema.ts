// The new-case form's values, its yup rules and the CaseInput they become. The rules mirror the
// server's (server/src/modules/accounting/accounting.inputs.ts, case.service.ts): a corporation,
// a name, a reporting year of 1990-2100, a period of calendar days that does not end before it
// starts, a GWP set and a boundary approach; output and revenue are optional, non-negative, and
// need their unit to mean anything.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { CaseInput, UpdateCaseInput } from "../../__generated__/graphql";

export const GWP_SETS = ["AR4", "AR5", "AR6"] as const;
export const DEFAULT_GWP_SET = "AR6";
export const BOUNDARIES = ["operational-control", "financial-control", "equity-share"] as const;
export const YEAR_MIN = 1990;
export const YEAR_MAX = 2100;
export const CASE_NAME_MAX_LENGTH = 100;
export const UNIT_MAX_LENGTH = 30;

export interface CaseFormValues {
  corporationId: string;
  name: string;
  year: string;
  periodStart: string;
  periodEnd: string;
  templateId: string;
  gwpSet: string;
  boundary: string;
  outputAmount: string;
  outputUnit: string;
  revenue: string;
  revenueUnit: string;
  remark: string;
  tagIds: number[];
}

/** The calendar year's first and last day. */
export const yearPeriod = (year: number) => ({
  periodStart: `${year}-01-01`,
  periodEnd: `${year}-12-31`,
});

export function newCaseValues(options: {
  corporationId?: number | null;
  year: number;
  revenueUnit: string;
  templateId?: number | null;
}): CaseFormValues {
  return {
    corporationId: options.corporationId ? String(options.corporationId) : "",
    name: "",
    year: String(options.year),
    ...yearPeriod(options.year),
    templateId: options.templateId ? String(options.templateId) : "",
    gwpSet: DEFAULT_GWP_SET,
    boundary: BOUNDARIES[0],
    outputAmount: "",
    outputUnit: "",
    revenue: "",
    revenueUnit: options.revenueUnit,
    remark: "",
    tagIds: [],
  };
}

/** "2024-02-30" has the shape of a date but is none. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const number = (value: string): number | null => {
  const plain = value.trim().replace(/,/g, "");
  if (plain === "") return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain) ? Number(plain) : NaN;
};

function quantity(t: TFunction) {
  return yup
    .string()
    .default("")
    .test("number", t("accounting.caseForm.numberInvalid"), (value) => {
      const parsed = number(value ?? "");
      return parsed === null || Number.isFinite(parsed);
    })
    .test("nonNegative", t("accounting.caseForm.negative"), (value) => {
      const parsed = number(value ?? "");
      return parsed === null || !Number.isFinite(parsed) || parsed >= 0;
    });
}

function unitFor(t: TFunction, amountField: "outputAmount" | "revenue") {
  return yup
    .string()
    .trim()
    .max(UNIT_MAX_LENGTH, t("accounting.tooLong", { max: UNIT_MAX_LENGTH }))
    .default("")
    .test("needed", t("accounting.caseForm.unitRequired"), function (value) {
      const amount = String((this.parent as CaseFormValues)[amountField] ?? "").trim();
      return amount === "" || Boolean(value?.trim());
    });
}

/** The fields a new case and a copied case share: corporation, name, year and period. */
export function casePeriodFields(t: TFunction) {
  return {
    corporationId: yup.string().required(t("accounting.caseForm.corporationRequired")),
    name: yup
      .string()
      .trim()
      .required(t("accounting.caseForm.nameRequired"))
      .max(CASE_NAME_MAX_LENGTH, t("accounting.tooLong", { max: CASE_NAME_MAX_LENGTH })),
    year: yup
      .string()
      .required(t("accounting.caseForm.yearInvalid", { min: YEAR_MIN, max: YEAR_MAX }))
      .test(
        "year",
        t("accounting.caseForm.yearInvalid", { min: YEAR_MIN, max: YEAR_MAX }),
        (value) =>
          /^\d{4}$/.test(value ?? "") && Number(value) >= YEAR_MIN && Number(value) <= YEAR_MAX,
      ),
    periodStart: yup
      .string()
      .required(t("accounting.caseForm.dateInvalid"))
      .test("day", t("accounting.caseForm.dateInvalid"), (value) => isCalendarDay(value ?? "")),
    periodEnd: yup
      .string()
      .required(t("accounting.caseForm.dateInvalid"))
      .test("day", t("accounting.caseForm.dateInvalid"), (value) => isCalendarDay(value ?? ""))
      .test("order", t("accounting.caseForm.periodOrder"), function (value) {
        const start = (this.parent as { periodStart: string }).periodStart;
        return !isCalendarDay(start) || !isCalendarDay(value ?? "") || value >= start;
      }),
  };
}

export function caseSchema(t: TFunction): yup.ObjectSchema<CaseFormValues> {
  return yup.object({
    ...casePeriodFields(t),
    templateId: yup.string().default(""),
    gwpSet: yup
      .string()
      .oneOf([...GWP_SETS])
      .required(),
    boundary: yup
      .string()
      .oneOf([...BOUNDARIES])
      .required(),
    outputAmount: quantity(t),
    outputUnit: unitFor(t, "outputAmount"),
    revenue: quantity(t),
    revenueUnit: unitFor(t, "revenue"),
    remark: yup
      .string()
      .trim()
      .max(2000, t("accounting.tooLong", { max: 2000 }))
      .default(""),
    tagIds: yup.array(yup.number().required()).default([]),
  });
}

/**
 * The createCase input. Optional fields left blank are left out; the units are sent only with
 * their amounts, so a default unit (万元) does not arrive without a revenue.
 */
export function toCaseInput(values: CaseFormValues): CaseInput {
  const outputAmount = number(values.outputAmount);
  const revenue = number(values.revenue);
  const input: CaseInput = {
    corporationId: Number(values.corporationId),
    name: values.name.trim(),
    year: Number(values.year),
    periodStart: values.periodStart,
    periodEnd: values.periodEnd,
    gwpSet: values.gwpSet,
    boundary: values.boundary,
  };
  if (values.templateId) input.templateId = Number(values.templateId);
  if (outputAmount !== null) {
    input.outputAmount = outputAmount;
    input.outputUnit = values.outputUnit.trim();
  }
  if (revenue !== null) {
    input.revenue = revenue;
    input.revenueUnit = values.revenueUnit.trim();
  }
  if (values.remark.trim()) input.remark = values.remark.trim();
  if (values.tagIds.length > 0) input.tagIds = [...values.tagIds];
  return input;
}

/** The fields of a case's own settings (the case editor's dialog): the new-case form's less the
 * corporation, template and tags, which are not settings of an existing case. */
export type CaseSettingsValues = Omit<CaseFormValues, "corporationId" | "templateId" | "tagIds">;

const SETTINGS_FIELDS = [
  "name",
  "year",
  "periodStart",
  "periodEnd",
  "gwpSet",
  "boundary",
  "outputAmount",
  "outputUnit",
  "revenue",
  "revenueUnit",
  "remark",
] as const satisfies readonly (keyof CaseSettingsValues)[];

export function caseSettingsSchema(t: TFunction): yup.ObjectSchema<CaseSettingsValues> {
  return caseSchema(t).pick([...SETTINGS_FIELDS]);
}

export function caseSettingsValues(item: {
  name: string;
  year: number;
  periodStart: string;
  periodEnd: string;
  gwpSet: string;
  boundary: string;
  outputAmount?: number | null;
  outputUnit?: string | null;
  revenue?: number | null;
  revenueUnit?: string | null;
  remark?: string | null;
}): CaseSettingsValues {
  return {
    name: item.name,
    year: String(item.year),
    periodStart: item.periodStart,
    periodEnd: item.periodEnd,
    gwpSet: item.gwpSet,
    boundary: item.boundary,
    outputAmount: item.outputAmount == null ? "" : String(item.outputAmount),
    outputUnit: item.outputUnit ?? "",
    revenue: item.revenue == null ? "" : String(item.revenue),
    revenueUnit: item.revenueUnit ?? "",
    remark: item.remark ?? "",
  };
}

/**
 * The updateCase input: the case's id and only the fields that changed, so an untouched GWP set,
 * year or amount does not send the case back to "in progress". A cleared optional field is sent
 * as null.
 */
export function toUpdateCaseInput(
  id: number,
  initial: CaseSettingsValues,
  values: CaseSettingsValues,
): UpdateCaseInput {
  const input: UpdateCaseInput = { id };
  const changed = (field: keyof CaseSettingsValues) =>
    values[field].trim() !== initial[field].trim();
  const text = (value: string) => value.trim() || null;
  if (changed("name")) input.name = values.name.trim();
  if (changed("year")) input.year = Number(values.year);
  if (changed("periodStart")) input.periodStart = values.periodStart;
  if (changed("periodEnd")) input.periodEnd = values.periodEnd;
  if (changed("gwpSet")) input.gwpSet = values.gwpSet;
  if (changed("boundary")) input.boundary = values.boundary;
  if (number(values.outputAmount) !== number(initial.outputAmount))
    input.outputAmount = number(values.outputAmount);
  if (changed("outputUnit")) input.outputUnit = text(values.outputUnit);
  if (number(values.revenue) !== number(initial.revenue)) input.revenue = number(values.revenue);
  if (changed("revenueUnit")) input.revenueUnit = text(values.revenueUnit);
  if (changed("remark")) input.remark = text(values.remark);
  return input;
}
