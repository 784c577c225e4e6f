// The sidebar's items: the route table filtered by the user's codes (SPEC §6), without hidden
// and alwaysHidden entries and without the pages of modules not built yet (their routes stay and
// show a page saying so, but no menu leads a user to a dead end), with the item to highlight for
// the current path.
import { filterByPermission } from "../../lib/permissions";
import { inDisabledModule } from "../company-modules";
import { ROUTES, findRoute, type RouteEntry } from "../routes";

export interface MenuItem {
  name: string;
  title: string;
  path?: string;
  icon?: RouteEntry["meta"]["icon"];
  children?: MenuItem[];
}

function toItems(entries: readonly RouteEntry[], disabled: readonly string[]): MenuItem[] {
  return entries.flatMap((entry): MenuItem[] => {
    if (entry.hidden || entry.alwaysHidden) return [];
    if (!entry.children && !entry.page) return [];
    if (entry.path && inDisabledModule(entry.path, disabled)) return [];
    if (entry.children) {
      const children = toItems(entry.children, disabled);
      if (children.length === 0) return [];
      return [{ name: entry.name, title: entry.meta.title, icon: entry.meta.icon, children }];
    }
    return [{ name: entry.name, title: entry.meta.title, icon: entry.meta.icon, path: entry.path }];
  });
}

/** The menu of a user with these codes, without the modules their company switched off. */
export function menuFor(
  permissions: readonly string[],
  disabledModules: readonly string[] = [],
): MenuItem[] {
  return toItems(filterByPermission(ROUTES, permissions), disabledModules);
}

/** The menu path to highlight: a hidden route's activeMenu, else the path itself. */
export function activeMenuPath(pathname: string): string {
  return findRoute(pathname)?.route.meta.activeMenu ?? pathname;
}

/** Names of the groups on the way to `path`, to open them. */
export function groupsContaining(items: readonly MenuItem[], path: string): string[] {
  for (const item of items) {
    if (item.path === path) return [];
    if (item.children) {
      const inner = groupsContaining(item.children, path);
      if (inner.length > 0 || item.children.some((child) => child.path === path)) {
        return [item.name, ...inner];
      }
    }
  }
  return [];
}

/** The first page a menu item leads to (a group leads to its first leaf). */
export function firstPath(item: MenuItem): string | undefined {
  return item.path ?? item.children?.map(firstPath).find(Boolean);
}
