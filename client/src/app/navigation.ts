// The access rules of navigation (SPEC §2) as one pure decision, so the router and the tests
// read the same rules: token-free routes, /login for a signed-in user, the redirect parameter,
// / to /platform and unknown paths to /404.
import { findRoute } from "./routes";

export const HOME_PATH = "/platform";
export const LOGIN_PATH = "/login";
export const NOT_FOUND_PATH = "/404";
export const NO_PERMISSION_PATH = "/401";

export type NavigationDecision = { kind: "render" } | { kind: "redirect"; to: string };

const render: NavigationDecision = { kind: "render" };
const redirect = (to: string): NavigationDecision => ({ kind: "redirect", to });

/** The login address that brings the user back to `wanted` afterwards. */
export function loginPathFor(wanted: string): string {
  if (!wanted || wanted === "/" || wanted.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * Where a successful sign-in goes: the `redirect` parameter when it is a path of this site
 * (never another origin, so a crafted link cannot send the user away), else the root.
 */
export function afterLoginPath(search: string): string {
  const wanted = new URLSearchParams(search).get("redirect");
  if (wanted && wanted.startsWith("/") && !wanted.startsWith("//") && !wanted.startsWith("/\\")) {
    return wanted;
  }
  return "/";
}

export function decideNavigation(
  pathname: string,
  search: string,
  hasToken: boolean,
  /** Right after a deliberate sign-out: to /login without a way back. */
  signedOut = false,
): NavigationDecision {
  if (pathname === "/") return redirect(HOME_PATH);
  const entry = findRoute(pathname);
  if (hasToken) {
    // Signed in at /login: the root, or where the sign-in was asked to lead back to.
    if (pathname === LOGIN_PATH) return redirect(afterLoginPath(search));
    return entry ? render : redirect(NOT_FOUND_PATH);
  }
  if (entry?.route.tokenFree) return render;
  return redirect(signedOut ? LOGIN_PATH : loginPathFor(pathname + search));
}
