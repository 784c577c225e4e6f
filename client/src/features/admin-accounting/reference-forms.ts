// Editing industries and industry standards in plain data: who may, the form values (text as
// typed, ids as select values), the yup rules (the server's, reference.inputs.ts and
// template.inputs.ts, so a mistake shows on its field before any call) and the inputs they
// become. The server keeps the last word: a taken code (CONFLICT, shown on the code), a parent
// below the industry itself, and refusing to delete a row still in use.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type {
  IndustriesPage_IndustryFragment,
  IndustryInput,
  IndustryStandardInput,
  IndustryStandardsPage_StandardFragment,
} from "../../__generated__/graphql";

/** The screens' codes (SPEC §2); changing rows also needs `sys`: they are global data. */
export const INDUSTRY_EDIT_CODE = "gac";
export const STANDARD_EDIT_CODE = "gad";

export function canEditReference(code: string, hasPermission: (code: string) => boolean): boolean {
  return hasPermission(code) && hasPermission("sys");
}

/** The kinds of the schema, in the order the filter and the form offer them. */
export const STANDARD_KINDS = ["cn-guideline", "national", "international"] as const;

const INDUSTRY_CODE = /^[A-Za-z0-9._-]+$/;
const STANDARD_CODE = /^[A-Za-z0-9._:-]+$/;
const WHOLE = /^\d+$/;
const YEARS = { min: 1900, max: 2100 } as const;
const MAX_SORT = 9999;

const idOrNull = (value: string): number | null => (value === "" ? null : Number(value));
const numberOrNull = (value: string): number | null =>
  value.trim() === "" ? null : Number(value.trim());
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

function messages(t: TFunction) {
  const e = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.referenceForm.errors.${key}`, options);
  return {
    e,
    tooLong: (max: number) => e("tooLong", { max }),
    /** "" or a whole number 0-9999: the place among the rows; empty puts a new row last. */
    sort: yup
      .string()
      .trim()
      .test("whole", e("sortInvalid", { max: MAX_SORT }), (value) =>
        !value ? true : WHOLE.test(value) && Number(value) <= MAX_SORT,
      ),
  };
}

// ---- industry ----

export type Industry = IndustriesPage_IndustryFragment;

export interface IndustryFormValues {
  code: string;
  name: string;
  nameEn: string;
  parentId: string;
  sort: string;
}

export const emptyIndustryValues = (): IndustryFormValues => ({
  code: "",
  name: "",
  nameEn: "",
  parentId: "",
  sort: "",
});

export const industryToValues = (industry: Industry): IndustryFormValues => ({
  code: industry.code,
  name: industry.name,
  nameEn: industry.nameEn === industry.name ? "" : industry.nameEn,
  parentId: text(industry.parentId),
  sort: text(industry.sort),
});

export function toIndustryInput(values: IndustryFormValues): IndustryInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    parentId: idOrNull(values.parentId),
    sort: numberOrNull(values.sort),
  };
}

export function industryFormSchema(t: TFunction) {
  const { e, tooLong, sort } = messages(t);
  return yup.object({
    code: yup
      .string()
      .trim()
      .required(e("codeRequired"))
      .max(20, tooLong(20))
      .matches(INDUSTRY_CODE, e("industryCodeFormat")),
    name: yup.string().trim().required(e("nameRequired")).max(100, tooLong(100)),
    nameEn: yup.string().trim().max(150, tooLong(150)),
    sort,
  });
}

/**
 * The industry and every industry below it: none of them can become its parent (the server
 * refuses the cycle too). A cycle already stored ends the walk instead of hanging it.
 */
export function industryAndBelow(
  industries: ReadonlyArray<Pick<Industry, "id" | "parentId">>,
  id: number,
): Set<number> {
  const below = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const industry of industries) {
      if (industry.parentId !== null && below.has(industry.parentId) && !below.has(industry.id)) {
        below.add(industry.id);
        grew = true;
      }
    }
  }
  return below;
}

// ---- industry standard ----

export type Standard = IndustryStandardsPage_StandardFragment;

export interface StandardFormValues {
  code: string;
  name: string;
  nameEn: string;
  kind: string;
  publisher: string;
  year: string;
  sort: string;
}

export const emptyStandardValues = (kind = ""): StandardFormValues => ({
  code: "",
  name: "",
  nameEn: "",
  kind,
  publisher: "",
  year: "",
  sort: "",
});

export const standardToValues = (standard: Standard): StandardFormValues => ({
  code: standard.code,
  name: standard.name,
  nameEn: standard.nameEn === standard.name ? "" : standard.nameEn,
  kind: standard.kind,
  publisher: standard.publisher,
  year: String(standard.year),
  sort: String(standard.sort),
});

export function toStandardInput(values: StandardFormValues): IndustryStandardInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    kind: values.kind,
    publisher: values.publisher.trim(),
    year: Number(values.year.trim()),
    sort: numberOrNull(values.sort),
  };
}

export function standardFormSchema(t: TFunction) {
  const { e, tooLong, sort } = messages(t);
  const yearInvalid = e("yearInvalid", YEARS);
  return yup.object({
    code: yup
      .string()
      .trim()
      .required(e("codeRequired"))
      .max(60, tooLong(60))
      .matches(STANDARD_CODE, e("standardCodeFormat")),
    name: yup.string().trim().required(e("nameRequired")).max(200, tooLong(200)),
    nameEn: yup.string().trim().max(300, tooLong(300)),
    kind: yup
      .string()
      .required(e("kindRequired"))
      .oneOf([...STANDARD_KINDS], e("kindRequired")),
    publisher: yup.string().trim().max(200, tooLong(200)),
    year: yup
      .string()
      .trim()
      .required(yearInvalid)
      .test(
        "year",
        yearInvalid,
        (value) =>
          !!value && WHOLE.test(value) && Number(value) >= YEARS.min && Number(value) <= YEARS.max,
      ),
    sort,
  });
}
