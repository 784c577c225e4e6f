// The company form's values, its yup rules and the inputs they become. The rules mirror the
// server's (server/src/modules/company/company.inputs.ts) so most mistakes are caught before a
// call; the server still has the last word and its field errors land on the same fields.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type { CreateCompanyInput, UpdateCompanyInput } from "../../__generated__/graphql";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../lib/constants";
import { isStrongPassword } from "../auth/password-schema";

/**
 * GB 32100-2015 unified social credit code: 18 characters of digits and upper-case letters
 * without I, O, S, V and Z; characters 3 to 8 are the region code, all digits.
 */
export const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Company status values of the schema: 1 active, 0 disabled. */
export const CompanyStatus = { Active: 1, Disabled: 0 } as const;

export const NAME_MAX_LENGTH = 100;
export const CONTACT_NAME_MAX_LENGTH = 50;
export const CONTACT_PHONE_MAX_LENGTH = 30;

export interface CompanyDetails {
  name: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
}

export interface CompanyFormValues extends CompanyDetails {
  status: number;
  initialPassword: string;
}

/** The rules of the fields every company form has (the enterprise page edits only these). */
export function companyDetailsRules(t: TFunction) {
  return {
    name: yup
      .string()
      .trim()
      .required(t("companies.nameRequired"))
      .max(NAME_MAX_LENGTH, t("companies.tooLong", { max: NAME_MAX_LENGTH })),
    creditCode: yup
      .string()
      .trim()
      .matches(CREDIT_CODE, { message: t("companies.creditCodeInvalid"), excludeEmptyString: true })
      .default(""),
    contactName: yup
      .string()
      .trim()
      .max(CONTACT_NAME_MAX_LENGTH, t("companies.tooLong", { max: CONTACT_NAME_MAX_LENGTH }))
      .default(""),
    contactPhone: yup
      .string()
      .trim()
      .max(CONTACT_PHONE_MAX_LENGTH, t("companies.tooLong", { max: CONTACT_PHONE_MAX_LENGTH }))
      .default(""),
  };
}

export function companyDetailsSchema(t: TFunction): yup.ObjectSchema<CompanyDetails> {
  return yup.object(companyDetailsRules(t));
}

/**
 * The create and edit form: the details, the status and an optional initial password, which
 * when given follows the password rules of SPEC §5 (the server applies the same ones).
 */
export function companyFormSchema(t: TFunction): yup.ObjectSchema<CompanyFormValues> {
  return yup.object({
    ...companyDetailsRules(t),
    status: yup.number().oneOf([CompanyStatus.Active, CompanyStatus.Disabled]).required(),
    initialPassword: yup
      .string()
      .test(
        "length",
        t("companies.passwordLength"),
        (value) =>
          !value || (value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH),
      )
      .test("strength", t("companies.passwordWeak"), (value) => !value || isStrongPassword(value))
      .default(""),
  });
}

const trimmed = (value: string) => value.trim();

/** A new company: blank optional fields are left out, so the server applies its defaults. */
export function toCreateInput(values: CompanyFormValues): CreateCompanyInput {
  return {
    name: trimmed(values.name),
    creditCode: trimmed(values.creditCode) || undefined,
    contactName: trimmed(values.contactName) || undefined,
    contactPhone: trimmed(values.contactPhone) || undefined,
    initialPassword: values.initialPassword || undefined,
  };
}

/** Changed details: a blank optional field is sent as null, which clears it on the server. */
export function toUpdateDetails(id: number, values: CompanyDetails): UpdateCompanyInput {
  return {
    id,
    name: trimmed(values.name),
    creditCode: trimmed(values.creditCode) || null,
    contactName: trimmed(values.contactName) || null,
    contactPhone: trimmed(values.contactPhone) || null,
  };
}

/** An edited company: details and status, and the initial password only when one is typed. */
export function toUpdateInput(id: number, values: CompanyFormValues): UpdateCompanyInput {
  return {
    ...toUpdateDetails(id, values),
    status: values.status,
    initialPassword: values.initialPassword || undefined,
  };
}
