// The permission catalogue as a checkable tree, for the role's permission editor. The server
// sends a flat list where parentCode makes the tree; this module builds it, works out what a
// check or uncheck changes, the tri-state of each node, and which nodes a filter leaves.
//
// The rules, in the words of the editor:
// - Checking a node checks it and all its descendants; unchecking clears them all.
// - Checking a node also checks its ancestors: a child permission (gbb01, edit users) is of no
//   use without the screen that holds it (gbb, the user list), so the parent code is granted
//   too, as the original role editor saved "checked and half-checked" nodes.
// - Codes the editor may not change (the granter does not hold them: the server refuses to
//   grant them) are left as they are by every toggle.
// - A node is checked when its own code and all its descendants' are, unchecked when none are,
//   and indeterminate otherwise.

export interface PermissionItem {
  code: string;
  name: string;
  nameEn: string;
  parentCode?: string | null;
  sort: number;
}

export interface PermissionNode {
  code: string;
  name: string;
  nameEn: string;
  parentCode: string | null;
  sort: number;
  children: PermissionNode[];
}

export type CheckState = "checked" | "unchecked" | "indeterminate";

const bySortThenCode = (a: PermissionNode, b: PermissionNode) =>
  a.sort - b.sort || a.code.localeCompare(b.code);

/**
 * The forest of a flat catalogue, siblings ordered by `sort` then code. An item whose parent is
 * missing, or whose parent chain loops back to itself, becomes a root rather than disappearing.
 */
export function buildPermissionTree(items: readonly PermissionItem[]): PermissionNode[] {
  const nodes = new Map<string, PermissionNode>();
  for (const item of items) {
    if (nodes.has(item.code)) continue;
    nodes.set(item.code, {
      code: item.code,
      name: item.name,
      nameEn: item.nameEn,
      parentCode: item.parentCode ?? null,
      sort: item.sort,
      children: [],
    });
  }

  const loopsBack = (node: PermissionNode): boolean => {
    const seen = new Set<string>();
    let parent = node.parentCode ? nodes.get(node.parentCode) : undefined;
    while (parent && !seen.has(parent.code)) {
      if (parent.code === node.code) return true;
      seen.add(parent.code);
      parent = parent.parentCode ? nodes.get(parent.parentCode) : undefined;
    }
    return false;
  };

  // Decided for every node before any is moved, so the answer does not depend on list order.
  const looping = new Set([...nodes.values()].filter(loopsBack).map((node) => node.code));
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentCode ? nodes.get(node.parentCode) : undefined;
    if (parent && !looping.has(node.code)) {
      parent.children.push(node);
    } else {
      node.parentCode = null;
      roots.push(node);
    }
  }
  const order = (list: PermissionNode[]) => {
    list.sort(bySortThenCode);
    for (const node of list) order(node.children);
  };
  order(roots);
  return roots;
}

/** The node's code and those of all its descendants, depth first. */
export function subtreeCodes(node: PermissionNode): string[] {
  return [node.code, ...node.children.flatMap(subtreeCodes)];
}

/** Every code of the forest. */
export function allCodes(roots: readonly PermissionNode[]): string[] {
  return roots.flatMap(subtreeCodes);
}

/** Every node of the forest by its code. */
export function indexTree(roots: readonly PermissionNode[]): Map<string, PermissionNode> {
  const index = new Map<string, PermissionNode>();
  const visit = (node: PermissionNode) => {
    index.set(node.code, node);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return index;
}

/** Codes of the nodes that have children: the groups a tree view can expand or collapse. */
export function groupCodes(roots: readonly PermissionNode[]): string[] {
  return roots.flatMap((node) =>
    node.children.length > 0 ? [node.code, ...groupCodes(node.children)] : [],
  );
}

/** The chain from a root down to the node with `code`, or null when it is not in the forest. */
export function pathTo(roots: readonly PermissionNode[], code: string): PermissionNode[] | null {
  for (const root of roots) {
    if (root.code === code) return [root];
    const below = pathTo(root.children, code);
    if (below) return [root, ...below];
  }
  return null;
}

/**
 * The checked codes after checking (`on`) or unchecking the node with `code`: its descendants
 * follow it and, when checking, its ancestors are checked too. Codes for which `canChange`
 * answers false keep their state. An unknown code changes nothing.
 */
export function toggleNode(
  roots: readonly PermissionNode[],
  checked: ReadonlySet<string>,
  code: string,
  on: boolean,
  canChange: (code: string) => boolean = () => true,
): Set<string> {
  const next = new Set(checked);
  const path = pathTo(roots, code);
  if (!path) return next;
  const node = path[path.length - 1];
  const affected = on
    ? [...path.slice(0, -1).map((a) => a.code), ...subtreeCodes(node)]
    : subtreeCodes(node);
  for (const item of affected) {
    if (!canChange(item)) continue;
    if (on) next.add(item);
    else next.delete(item);
  }
  return next;
}

/** Checked when the node and all its descendants are, unchecked when none are. */
export function checkState(node: PermissionNode, checked: ReadonlySet<string>): CheckState {
  const codes = subtreeCodes(node);
  const count = codes.filter((code) => checked.has(code)).length;
  if (count === 0) return "unchecked";
  return count === codes.length ? "checked" : "indeterminate";
}

/**
 * The nodes a filter shows: those whose code, English or Chinese name contains the text (case
 * ignored), with their ancestors so each stays in place, and their whole subtree so a matching
 * group shows what it holds. Blank text keeps the tree as it is.
 *
 * A kept ancestor is a copy holding only the kept children: read its check state from the
 * full tree (indexTree), or a group with hidden unchecked children would look fully checked.
 */
export function filterTree(roots: readonly PermissionNode[], text: string): PermissionNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...roots];
  const matches = (node: PermissionNode) =>
    [node.code, node.name, node.nameEn].some((value) => value.toLowerCase().includes(needle));
  const keep = (list: readonly PermissionNode[]): PermissionNode[] =>
    list.flatMap((node) => {
      if (matches(node)) return [node];
      const children = keep(node.children);
      return children.length > 0 ? [{ ...node, children }] : [];
    });
  return keep(roots);
}
