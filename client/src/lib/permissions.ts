// Permission codes of the signed-in user and the checks that gate menus, routes and elements
// (SPEC §6). Pure functions only: where the codes are stored is the session's business.

/**
 * The platform operator's code: global library rows (factors, templates, industry defaults) are
 * theirs to edit, and with it a user's scope widens to every company.
 */
export const SYS_CODE = "sys";

/** The comma-separated `permissionCode` of the login answer as a list of distinct codes. */
export function parsePermissions(codes: string | null | undefined): string[] {
  if (!codes) return [];
  const parsed = codes
    .split(",")
    .map((code) => code.trim())
    .filter((code) => code !== "");
  return [...new Set(parsed)];
}

/** A check with no code passes; otherwise the code must have been granted. */
export function hasPermission(granted: readonly string[], code?: string | null): boolean {
  if (!code) return true;
  return granted.includes(code);
}

/**
 * The items the user may see, children filtered the same way. Returns new objects and leaves the
 * input untouched, since menu definitions are shared module constants.
 */
export function filterByPermission<
  T extends { permission?: string; alwaysHidden?: boolean; children?: T[] },
>(items: readonly T[], granted: readonly string[]): T[] {
  const visible: T[] = [];
  for (const item of items) {
    if (item.alwaysHidden || !hasPermission(granted, item.permission)) continue;
    if (item.children === undefined) {
      visible.push(item);
      continue;
    }
    const children = filterByPermission(item.children, granted);
    // A group whose every entry is forbidden would open onto nothing, so it goes too.
    if (item.children.length > 0 && children.length === 0) continue;
    visible.push({ ...item, children });
  }
  return visible;
}
