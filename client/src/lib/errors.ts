// How the client reads a failed call (SPEC §8). The server sends one code of a fixed set in
// `extensions.code`; the client branches on it, never on the message text.
import { CombinedGraphQLErrors, type ErrorLike } from "@apollo/client";

export const ErrorCode = {
  Unauthenticated: "UNAUTHENTICATED",
  SessionExpired: "SESSION_EXPIRED",
  SessionInvalid: "SESSION_INVALID",
  Forbidden: "FORBIDDEN",
  NotFound: "NOT_FOUND",
  BadUserInput: "BAD_USER_INPUT",
  Conflict: "CONFLICT",
  Internal: "INTERNAL",
} as const;

export interface CallError {
  code: string | null;
  message: string;
  /** The input field a BAD_USER_INPUT error names, when it names one. */
  field: string | null;
  /** A refusal's machine-readable reason, e.g. PASSWORD_CHANGE_REQUIRED. */
  reason: string | null;
}

/** FORBIDDEN for a user who must first replace the initial password: the dialog handles it. */
export const PASSWORD_CHANGE_REQUIRED = "PASSWORD_CHANGE_REQUIRED";
/** FORBIDDEN because the caller lacks the operation's permission code. */
export const MISSING_PERMISSION = "MISSING_PERMISSION";

/**
 * What the client does with an error: the session ended (10001/10002: message, logout, leave),
 * permission refused (the legacy 401: go to /401), or a message to show (the legacy 501).
 */
export type ErrorAction =
  | { kind: "sessionEnded"; message: string }
  | { kind: "permissionRefused"; message: string }
  | { kind: "passwordChangeRequired" }
  | { kind: "message"; message: string; field: string | null };

export function callErrors(error: ErrorLike | null | undefined): CallError[] {
  if (!error) return [];
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((item) => {
      const text = (value: unknown) => (typeof value === "string" ? value : null);
      return {
        code: text(item.extensions?.code),
        message: item.message,
        field: text(item.extensions?.field),
        reason: text(item.extensions?.reason),
      };
    });
  }
  return [{ code: null, message: error.message, field: null, reason: null }];
}

export function errorAction(error: CallError): ErrorAction {
  switch (error.code) {
    case ErrorCode.SessionExpired:
    case ErrorCode.SessionInvalid:
    case ErrorCode.Unauthenticated:
      return { kind: "sessionEnded", message: error.message };
    case ErrorCode.Forbidden:
      if (error.reason === PASSWORD_CHANGE_REQUIRED) return { kind: "passwordChangeRequired" };
      // A missing code is the legacy 401; a guard rail (deleting yourself) is a plain message.
      if (error.reason === null || error.reason === MISSING_PERMISSION) {
        return { kind: "permissionRefused", message: error.message };
      }
      return { kind: "message", message: error.message, field: null };
    default:
      return { kind: "message", message: error.message, field: error.field };
  }
}

/** Field errors of a failed mutation, keyed by input field, for a form to show in place. */
export function fieldErrors(error: ErrorLike | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const item of callErrors(error)) {
    if (item.code === ErrorCode.BadUserInput && item.field && !(item.field in result)) {
      result[item.field] = item.message;
    }
  }
  return result;
}

/**
 * A failed form save, split for the form that handles it (`context: { formErrors: true }`):
 * messages on the form's own fields, a CONFLICT (a name taken) on `conflictField` when given,
 * and everything else as messages to show. Session ends and refusals are the link's, not here.
 */
export function formErrors<F extends string>(
  error: ErrorLike | null | undefined,
  fields: readonly F[],
  conflictField?: F,
): { fields: Partial<Record<F, string>>; other: string[] } {
  const placed: Partial<Record<F, string>> = {};
  const other: string[] = [];
  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if (isField(field)) placed[field] = message;
    else other.push(message);
  }
  for (const item of callErrors(error)) {
    if (errorAction(item).kind !== "message") continue;
    if (item.code === ErrorCode.BadUserInput && item.field) continue;
    if (item.code === ErrorCode.Conflict && conflictField && !placed[conflictField]) {
      placed[conflictField] = item.message;
    } else {
      other.push(item.message);
    }
  }
  return { fields: placed, other };
}

/** The first message of an error, for a toast or an inline alert. */
export const errorMessage = (error: ErrorLike | null | undefined, fallback: string): string =>
  callErrors(error)[0]?.message || fallback;
