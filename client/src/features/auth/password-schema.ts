// The password rules of SPEC §5 as a yup schema: required, 8 to 16 characters, lower- and
// upper-case letters, a digit and a special character; the confirmation must match.
// The server checks the same rules (server/src/lib/password.ts); this is the form's early word.
import type { TFunction } from "i18next";
import * as yup from "yup";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../lib/constants";

/** Lower, upper, digit and a character that is none of those (a special symbol). */
export const isStrongPassword = (value: string): boolean =>
  /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function newPasswordRule(t: TFunction, requiredKey: string) {
  return yup
    .string()
    .required(t(requiredKey))
    .min(PASSWORD_MIN_LENGTH, t("auth.passwordLength"))
    .max(PASSWORD_MAX_LENGTH, t("auth.passwordLength"))
    .test("strength", t("auth.passwordWeak"), (value) => !value || isStrongPassword(value));
}

export function passwordChangeSchema(t: TFunction): yup.ObjectSchema<PasswordChange> {
  return yup.object({
    oldPassword: yup.string().required(t("auth.passwordRequired")),
    newPassword: newPasswordRule(t, "auth.newPasswordRequired"),
    confirmPassword: newPasswordRule(t, "auth.confirmPasswordRequired").oneOf(
      [yup.ref("newPassword")],
      t("auth.passwordsDiffer"),
    ),
  });
}
