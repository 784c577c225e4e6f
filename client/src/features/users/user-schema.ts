// The user form's values, its yup rules and the inputs they become. The rules mirror the server's
// (server/src/modules/user/user.inputs.ts) so most mistakes are caught before a call; the server
// still has the last word and its field errors land on the same fields.
import type { TFunction } from "i18next";
import * as yup from "yup";
import type {
  CreateUserInput,
  UpdateUserInput,
  UsersPage_UserFragment,
} from "../../__generated__/graphql";

/** User status values of the schema: 1 active, 0 disabled. */
export const UserStatus = { Active: 1, Disabled: 0 } as const;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
/** Letters, digits and . _ @ - (the server's USERNAME_PATTERN). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
export const REALNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 30;

export interface UserFormValues {
  username: string;
  realname: string;
  email: string;
  phone: string;
  roleIds: number[];
  status: number;
  /** A new user's first password, shown to the creator; empty: the company's initial one. */
  initialPassword: string;
}

/** The server's password rules (server/src/lib/password.ts): 8 to 16 characters of four kinds. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** Whether a password follows the rules: lower and upper case, a digit and a symbol, 8–16 long. */
export function passwordFollowsRules(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

// No 0/O, 1/l/I: the password is read out or copied from the screen.
const LOWER = "abcdefghijkmnpqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
const SYMBOLS = "#$%&*+=?@!";

/**
 * A random first password of 12 characters with each of the four kinds the rules ask for, from
 * the browser's cryptographic random source (`random` fills an array, for tests).
 */
export function generatePassword(
  random: (values: Uint32Array) => Uint32Array = (values) => crypto.getRandomValues(values),
): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const draws = random(new Uint32Array(24));
  const pick = (set: string, index: number) => set[draws[index] % set.length];
  const chars = [pick(LOWER, 0), pick(UPPER, 1), pick(DIGITS, 2), pick(SYMBOLS, 3)];
  for (let index = 4; index < 12; index += 1) chars.push(pick(all, index));
  // Shuffled (Fisher-Yates) so the four kinds are not always first.
  for (let index = chars.length - 1; index > 0; index -= 1) {
    const other = draws[12 + index] % (index + 1);
    [chars[index], chars[other]] = [chars[other], chars[index]];
  }
  return chars.join("");
}

export function userFormSchema(t: TFunction): yup.ObjectSchema<UserFormValues> {
  return yup.object({
    username: yup
      .string()
      .trim()
      .required(t("users.validation.usernameRequired"))
      .min(USERNAME_MIN_LENGTH, t("users.validation.usernameLength"))
      .max(USERNAME_MAX_LENGTH, t("users.validation.usernameLength"))
      .matches(USERNAME_PATTERN, t("users.validation.usernameFormat")),
    realname: yup
      .string()
      .trim()
      .required(t("users.validation.realnameRequired"))
      .max(REALNAME_MAX_LENGTH, t("users.validation.realnameLength")),
    // Formik hands a blank field to yup as undefined; the default keeps it a string.
    email: yup
      .string()
      .trim()
      .email(t("users.validation.emailFormat"))
      .max(EMAIL_MAX_LENGTH, t("users.validation.emailLength"))
      .default(""),
    phone: yup.string().trim().max(PHONE_MAX_LENGTH, t("users.validation.phoneLength")).default(""),
    roleIds: yup.array(yup.number().integer().defined()).defined(),
    status: yup.number().oneOf([UserStatus.Active, UserStatus.Disabled]).defined(),
    initialPassword: yup
      .string()
      .default("")
      .test(
        "password-rules",
        t("users.validation.initialPasswordRules"),
        (value) => !value || passwordFollowsRules(value),
      ),
  });
}

export function initialUserValues(user?: UsersPage_UserFragment | null): UserFormValues {
  return {
    username: user?.username ?? "",
    realname: user?.realname ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    roleIds: user?.roles.map((role) => role.id) ?? [],
    status: user?.status ?? UserStatus.Active,
    initialPassword: user ? "" : generatePassword(),
  };
}

/**
 * A new user: optional fields left blank are not sent. Roles are sent only when the caller may
 * list them (`withRoles`): a form that could not show them must not assign none.
 */
export function toCreateInput(values: UserFormValues, withRoles: boolean): CreateUserInput {
  return {
    username: values.username.trim(),
    realname: values.realname.trim(),
    email: values.email.trim() || undefined,
    phone: values.phone.trim() || undefined,
    roleIds: withRoles ? values.roleIds : undefined,
    initialPassword: values.initialPassword || undefined,
  };
}

/** Changes to a user: a blanked email or phone is cleared (null), roles as for creation. */
export function toUpdateInput(
  id: number,
  values: UserFormValues,
  withRoles: boolean,
): UpdateUserInput {
  return {
    id,
    realname: values.realname.trim(),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    status: values.status,
    roleIds: withRoles ? values.roleIds : undefined,
  };
}
