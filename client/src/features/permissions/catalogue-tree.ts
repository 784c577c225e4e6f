// The permission catalogue as a tree: built from each code's parentCode, filtered by a text that
// keeps the ancestors of every match, and flattened into the indented rows the table draws.
// Pure functions over plain data, so the screen only holds the filter and the collapsed set.

export interface CatalogueEntry {
  code: string;
  name: string;
  nameEn: string;
  parentCode?: string | null;
  sort: number;
}

export interface CatalogueNode<T extends CatalogueEntry = CatalogueEntry> {
  entry: T;
  children: CatalogueNode<T>[];
}

export interface CatalogueRow<T extends CatalogueEntry = CatalogueEntry> {
  entry: T;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** False for an ancestor shown only because something below it matches the filter. */
  matched: boolean;
}

const bySortThenCode = (a: CatalogueEntry, b: CatalogueEntry) =>
  a.sort - b.sort || a.code.localeCompare(b.code);

/**
 * The forest of the catalogue, siblings ordered by `sort` then code. A code whose parent is not
 * in the catalogue (or is itself) becomes a root rather than disappearing, and a parent cycle,
 * which the data should never hold, is broken at its first code so every code still shows once.
 */
export function buildCatalogueTree<T extends CatalogueEntry>(
  entries: readonly T[],
): CatalogueNode<T>[] {
  const sorted = [...entries].sort(bySortThenCode);
  const known = new Set(sorted.map((entry) => entry.code));
  const childrenOf = new Map<string, T[]>();
  const rootEntries: T[] = [];
  for (const entry of sorted) {
    const parent = entry.parentCode;
    if (parent && parent !== entry.code && known.has(parent)) {
      const siblings = childrenOf.get(parent) ?? [];
      siblings.push(entry);
      childrenOf.set(parent, siblings);
    } else {
      rootEntries.push(entry);
    }
  }

  const placed = new Set<string>();
  const grow = (entry: T): CatalogueNode<T> => {
    placed.add(entry.code);
    const children = (childrenOf.get(entry.code) ?? [])
      .filter((child) => !placed.has(child.code))
      .map(grow);
    return { entry, children };
  };

  const roots = rootEntries.map(grow);
  for (const entry of sorted) {
    if (!placed.has(entry.code)) roots.push(grow(entry));
  }
  return roots;
}

/** Whether the code or either name contains the filter text, ignoring case and outer spaces. */
export function entryMatches(entry: CatalogueEntry, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (needle === "") return true;
  return [entry.code, entry.name, entry.nameEn].some((text) => text.toLowerCase().includes(needle));
}

export interface FilteredCatalogue<T extends CatalogueEntry> {
  nodes: CatalogueNode<T>[];
  /** Codes that match the filter themselves; null when there is no filter. */
  matched: ReadonlySet<string> | null;
}

/**
 * The nodes that match the filter, with every ancestor of a match kept so the match stays in
 * place in the tree. Kept ancestors carry only the branches that lead to matches. An empty
 * filter keeps the whole tree.
 */
export function filterCatalogueTree<T extends CatalogueEntry>(
  nodes: readonly CatalogueNode<T>[],
  filter: string,
): FilteredCatalogue<T> {
  if (filter.trim() === "") return { nodes: [...nodes], matched: null };
  const matched = new Set<string>();
  const prune = (list: readonly CatalogueNode<T>[]): CatalogueNode<T>[] =>
    list.flatMap((node) => {
      const children = prune(node.children);
      const matches = entryMatches(node.entry, filter);
      if (matches) matched.add(node.entry.code);
      return matches || children.length > 0 ? [{ entry: node.entry, children }] : [];
    });
  return { nodes: prune(nodes), matched };
}

/**
 * The visible rows, depth first: a collapsed node's row shows, its descendants do not. Without
 * a `matched` set every row counts as matched.
 */
export function flattenCatalogueTree<T extends CatalogueEntry>(
  nodes: readonly CatalogueNode<T>[],
  collapsed: ReadonlySet<string>,
  matched: ReadonlySet<string> | null = null,
): CatalogueRow<T>[] {
  const rows: CatalogueRow<T>[] = [];
  const walk = (list: readonly CatalogueNode<T>[], depth: number) => {
    for (const node of list) {
      const hasChildren = node.children.length > 0;
      const expanded = hasChildren && !collapsed.has(node.entry.code);
      rows.push({
        entry: node.entry,
        depth,
        hasChildren,
        expanded,
        matched: matched === null || matched.has(node.entry.code),
      });
      if (expanded) walk(node.children, depth + 1);
    }
  };
  walk(nodes, 0);
  return rows;
}

/** Codes of every node that has children: collapsing them all shows only the roots. */
export function branchCodes(nodes: readonly CatalogueNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children.length > 0 ? [node.entry.code, ...branchCodes(node.children)] : [],
  );
}
