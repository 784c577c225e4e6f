// The legacy answer `{ code, msg, data }` (SPEC §7, §8) and how domain errors map onto its codes.
import { DomainError, ErrorCode } from "../lib/errors";
import { translate } from "../lib/messages";

export const LegacyCode = {
  Ok: 200,
  /** No permission: the old client redirects to /401. */
  NoPermission: 401,
  /** Business error: the old client shows `msg` for 2 s. */
  Business: 501,
  SessionExpired: 10001,
  SessionInvalid: 10002,
} as const;

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export const ok = (data: unknown, msg = "success"): Envelope => ({
  code: LegacyCode.Ok,
  msg,
  data,
});

export function errorEnvelope(error: unknown): Envelope {
  if (!(error instanceof DomainError)) {
    console.error("Unexpected error in legacy call", error);
    return { code: LegacyCode.Business, msg: translate("internal"), data: null };
  }
  return {
    code: legacyCode(error),
    msg: error.message,
    data: error.details.errors
      ? { field: error.details.field, errors: error.details.errors, runId: error.details.runId }
      : error.details.field
        ? { field: error.details.field }
        : null,
  };
}

function legacyCode(error: DomainError): number {
  switch (error.code) {
    case ErrorCode.SessionExpired:
      return LegacyCode.SessionExpired;
    case ErrorCode.SessionInvalid:
      return LegacyCode.SessionInvalid;
    case ErrorCode.Unauthenticated:
      // A refused sign-in is a message on the login form; a missing session means sign in again.
      return error.details.reason ? LegacyCode.Business : LegacyCode.SessionInvalid;
    case ErrorCode.Forbidden:
      // Refusals of a permitted user's own action (self-protection) are messages, not redirects.
      return error.details.reason === "MISSING_PERMISSION" ||
        error.details.reason === "PASSWORD_CHANGE_REQUIRED"
        ? LegacyCode.NoPermission
        : LegacyCode.Business;
    default:
      return LegacyCode.Business;
  }
}
