// Which pages stay mounted (SPEC §2, §4). A page flagged keepAlive keeps its state (filters,
// paging, scroll) while the user is elsewhere and finds it as left on return. Opening another
// kept page drops it, except when it is flagged alwaysKeep or the next route lists it in
// keepComponents (a list behind its editor). The list starts with LcaManage.
import type { RouteEntry } from "./routes";

export interface KeptPage {
  name: string;
  alwaysKeep: boolean;
}

/** The kept pages after navigating to `next`. */
export function nextKeptPages(kept: readonly KeptPage[], next: RouteEntry | undefined): KeptPage[] {
  if (!next?.meta.keepAlive) return [...kept];
  const protectedNames = next.meta.keepComponents ?? [];
  const survivors = kept.filter(
    (page) => page.name === next.name || page.alwaysKeep || protectedNames.includes(page.name),
  );
  if (!survivors.some((page) => page.name === next.name)) {
    survivors.push({ name: next.name, alwaysKeep: next.meta.alwaysKeep === true });
  }
  return survivors;
}
