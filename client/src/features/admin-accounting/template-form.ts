// Template editing in plain data: who may change a template, the form values of a template, a
// process and an emission source (text as typed, ids as select values), the yup rules (the
// server's, template.inputs.ts, so a mistake shows on its field before any call) and the
// inputs they become. The server keeps the last word: FORBIDDEN GLOBAL_LIBRARY, a taken code,
// a default factor of another dimension than the source unit.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type {
  AddTemplateProcessInput,
  AddTemplateSourceInput,
  TemplateInput,
  Templates_TemplateFragment,
} from "../../__generated__/graphql";

/** Template editing (company templates); global ones also need SYS_CODE. */
export const TEMPLATE_EDIT_CODE = "gaa03";
/** The industry defaults screen's code; saving also needs SYS_CODE. */
export const DEFAULTS_CODE = "gaa01";

/**
 * Whether the user may change a template: company templates with gaa03, global ones (companyId
 * null, the platform operator's library) only with sys as well.
 */
export function canEditTemplate(
  companyId: number | null,
  hasPermission: (code: string) => boolean,
): boolean {
  return hasPermission(TEMPLATE_EDIT_CODE) && (companyId !== null || hasPermission("sys"));
}

const LIMITS = { code: 64, name: 200, nameEn: 300, description: 4000 } as const;

/** A select's value as an id; "" (none chosen) as null. */
const idOrNull = (value: string): number | null => (value === "" ? null : Number(value));
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

// ---- template ----

export interface TemplateFormValues {
  code: string;
  name: string;
  nameEn: string;
  standardId: string;
  industryId: string;
  description: string;
  descriptionEn: string;
  /** Create in the global library; offered to holders of `sys` only. */
  global: boolean;
}

export const emptyTemplateValues = (): TemplateFormValues => ({
  code: "",
  name: "",
  nameEn: "",
  standardId: "",
  industryId: "",
  description: "",
  descriptionEn: "",
  global: false,
});

export const templateToValues = (model: Templates_TemplateFragment): TemplateFormValues => ({
  code: model.code,
  name: model.name,
  nameEn: model.nameEn === model.name ? "" : model.nameEn,
  standardId: text(model.standardId),
  industryId: text(model.industryId),
  description: model.description,
  descriptionEn: model.descriptionEn,
  global: model.companyId === null,
});

export function toTemplateInput(values: TemplateFormValues): TemplateInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    standardId: idOrNull(values.standardId),
    industryId: idOrNull(values.industryId),
    description: values.description.trim(),
    descriptionEn: values.descriptionEn.trim(),
    global: values.global,
  };
}

export function templateFormSchema(t: TFunction) {
  const e = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.templateForm.errors.${key}`, options);
  const tooLong = (max: number) => e("tooLong", { max });
  return yup.object({
    code: yup.string().trim().required(e("codeRequired")).max(LIMITS.code, tooLong(LIMITS.code)),
    name: yup.string().trim().required(e("nameRequired")).max(LIMITS.name, tooLong(LIMITS.name)),
    nameEn: yup.string().trim().max(LIMITS.nameEn, tooLong(LIMITS.nameEn)),
    description: yup.string().trim().max(LIMITS.description, tooLong(LIMITS.description)),
    descriptionEn: yup.string().trim().max(LIMITS.description, tooLong(LIMITS.description)),
  });
}

// ---- process ----

export interface ProcessFormValues {
  name: string;
  nameEn: string;
  scope: string;
  isoCategory: string;
  /** GHG Protocol category 1-15; kept only for scope 3. */
  scope3Category: string;
  deducted: boolean;
}

export const ISO_CATEGORIES = [1, 2, 3, 4, 5, 6] as const;
export const SCOPE3_CATEGORIES = Array.from({ length: 15 }, (_, index) => index + 1);

/**
 * The ISO 14064-1 category a process of the scope usually falls in: 1 direct emissions, 2
 * imported energy; scope 3 starts at 3 (transportation) and the user picks among 3-6.
 */
export const isoCategoryForScope = (scope: number): number => Math.min(Math.max(scope, 1), 3);

export const emptyProcessValues = (scope = 1): ProcessFormValues => ({
  name: "",
  nameEn: "",
  scope: String(scope),
  isoCategory: String(isoCategoryForScope(scope)),
  scope3Category: "",
  deducted: false,
});

export const processToValues = (process: {
  name: string;
  nameEn: string;
  scope: number;
  isoCategory: number;
  scope3Category?: number | null;
  deducted: boolean;
}): ProcessFormValues => ({
  name: process.name,
  nameEn: process.nameEn === process.name ? "" : process.nameEn,
  scope: String(process.scope),
  isoCategory: String(process.isoCategory),
  scope3Category: text(process.scope3Category),
  deducted: process.deducted,
});

/** The process input without its owner (templateId to add, id to update). */
export function toProcessInput(
  values: ProcessFormValues,
): Omit<AddTemplateProcessInput, "templateId"> {
  const scope = Number(values.scope);
  return {
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    scope,
    isoCategory: Number(values.isoCategory),
    // The server drops it for scopes 1 and 2; not sending it keeps the request honest.
    scope3Category: scope === 3 ? idOrNull(values.scope3Category) : null,
    deducted: values.deducted,
  };
}

export function processFormSchema(t: TFunction) {
  const e = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.templateForm.errors.${key}`, options);
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(e("processNameRequired"))
      .max(LIMITS.name, e("tooLong", { max: LIMITS.name })),
    nameEn: yup
      .string()
      .trim()
      .max(LIMITS.nameEn, e("tooLong", { max: LIMITS.nameEn })),
    scope: yup.string().oneOf(["1", "2", "3"], e("scopeRequired")).required(e("scopeRequired")),
    isoCategory: yup.string().required(e("isoCategoryRequired")),
  });
}

// ---- emission source ----

export const SOURCE_METHODS = ["factor", "combustion"] as const;

export interface SourceFormValues {
  name: string;
  nameEn: string;
  unitId: string;
  method: string;
  /** The default factor; null: the user picks one in the case. */
  factorId: number | null;
}

export const emptySourceValues = (): SourceFormValues => ({
  name: "",
  nameEn: "",
  unitId: "",
  method: "factor",
  factorId: null,
});

export const sourceToValues = (source: {
  name: string;
  nameEn: string;
  unitId: number;
  method: string;
  factorId?: number | null;
}): SourceFormValues => ({
  name: source.name,
  nameEn: source.nameEn === source.name ? "" : source.nameEn,
  unitId: String(source.unitId),
  method: source.method,
  factorId: source.factorId ?? null,
});

/** The source input without its owner (processId to add, id to update). */
export function toSourceInput(values: SourceFormValues): Omit<AddTemplateSourceInput, "processId"> {
  return {
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    unitId: Number(values.unitId),
    method: values.method,
    factorId: values.factorId,
  };
}

export function sourceFormSchema(t: TFunction) {
  const e = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.templateForm.errors.${key}`, options);
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(e("sourceNameRequired"))
      .max(LIMITS.name, e("tooLong", { max: LIMITS.name })),
    nameEn: yup
      .string()
      .trim()
      .max(LIMITS.nameEn, e("tooLong", { max: LIMITS.nameEn })),
    unitId: yup.string().required(e("unitRequired")),
    method: yup.string().oneOf([...SOURCE_METHODS]),
  });
}
