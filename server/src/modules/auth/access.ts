// The one access rule, applied by GraphQL's auth checker, the legacy router and the file route
// alike: a session, then the forced change of an initial password, then the permission code.
import { DomainError, ErrorCode, forbidden } from "../../lib/errors";
import { PermissionCode } from "../permission/permission-codes";
import type { Viewer } from "./viewer";

/**
 * The viewer allowed to go on, or the refusal: no viewer is UNAUTHENTICATED (or the session's
 * own error, expired or invalid); a user who must still change their initial password may only
 * use account operations; otherwise the viewer needs one of `codes` (none: any signed-in user).
 */
export function authorize(
  viewer: Viewer | undefined,
  codes: readonly string[],
  sessionError?: DomainError,
): Viewer {
  if (!viewer) throw sessionError ?? DomainError.of(ErrorCode.Unauthenticated, "unauthenticated");
  if (viewer.mustChangePassword && !codes.includes(PermissionCode.Account)) {
    throw forbidden("passwordChangeRequired", {}, "PASSWORD_CHANGE_REQUIRED");
  }
  if (codes.length === 0 || codes.some((code) => viewer.permissions.has(code))) return viewer;
  throw forbidden("forbiddenCode", { code: codes.join(" / ") }, "MISSING_PERMISSION");
}
