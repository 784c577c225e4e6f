// The product category tree as the list shows it: depth-first, each parent followed by its
// children in sort order, with its depth for indenting; and the categories a parent may not be
// (the category itself and its own descendants).
export interface CategoryNode {
  id: number;
  parentId?: number | null;
  sort: number;
  code: string;
}

export function flattenTree<T extends CategoryNode>(categories: readonly T[]) {
  const children = new Map<number | null, T[]>();
  for (const category of categories) {
    const parent = categories.some((other) => other.id === category.parentId)
      ? (category.parentId ?? null)
      : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const ordered: Array<{ category: T; depth: number }> = [];
  const visit = (parent: number | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort(
      (a, b) => a.sort - b.sort || a.code.localeCompare(b.code),
    );
    for (const category of list) {
      ordered.push({ category, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** The id and every descendant's: none of them can become the category's parent. */
export function descendantsOf(categories: readonly CategoryNode[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId != null && found.has(category.parentId) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return found;
}
