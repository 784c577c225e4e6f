// Authorization is declared with @Authorized(code) and decided here, once.
import type { AuthChecker } from "type-graphql";
import { DomainError, ErrorCode, forbidden } from "../lib/errors";
import { PermissionCode } from "../modules/permission/permission-codes";
import type { Context } from "./context";

export const authChecker: AuthChecker<Context, string> = ({ context }, codes) => {
  const { viewer } = context;
  if (!viewer)
    throw context.sessionError ?? DomainError.of(ErrorCode.Unauthenticated, "unauthenticated");
  if (viewer.mustChangePassword && !codes.includes(PermissionCode.Account)) {
    throw forbidden("passwordChangeRequired", {}, "PASSWORD_CHANGE_REQUIRED");
  }
  if (codes.length === 0 || codes.some((code) => viewer.permissions.has(code))) return true;
  throw forbidden("forbiddenCode", { code: codes.join(" / ") }, "MISSING_PERMISSION");
};
