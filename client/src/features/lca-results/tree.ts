// The upstream contribution tree as the server stores it is flat: each row names its parent's
// index (-1 for the product) and rows follow a depth-first walk. These helpers rebuild the tree
// and list the rows a reader sees with some nodes expanded, with a "below the cut-off" row under
// an expanded node whose minor suppliers were not listed.

export interface FlatTreeRow {
  parent: number;
  depth: number;
  name: string;
  amount: number;
  unit: string;
  direct: number;
  upstream: number;
  share: number;
  cutCount: number;
  cutAmount: number;
}

export interface TreeNode<R extends FlatTreeRow = FlatTreeRow> {
  /** The row's index in the flat list, its identity in the expanded set. */
  index: number;
  row: R;
  children: TreeNode<R>[];
}

/** Nodes under their parents, in the stored order; a row naming a missing parent is a root. */
export function buildTree<R extends FlatTreeRow>(rows: readonly R[]): TreeNode<R>[] {
  const nodes = rows.map((row, index): TreeNode<R> => ({ index, row, children: [] }));
  const roots: TreeNode<R>[] = [];
  nodes.forEach((node) => {
    const parent =
      node.row.parent >= 0 && node.row.parent < node.index ? nodes[node.row.parent] : null;
    if (parent) parent.children.push(node);
    else roots.push(node);
  });
  return roots;
}

/** First level open: the roots are expanded, so the product's direct suppliers show. */
export function initiallyExpanded(rows: readonly FlatTreeRow[]): Set<number> {
  const open = new Set<number>();
  rows.forEach((row, index) => {
    if (row.parent < 0) open.add(index);
  });
  return open;
}

export type VisibleRow<R extends FlatTreeRow = FlatTreeRow> =
  | { kind: "node"; node: TreeNode<R>; depth: number; expanded: boolean; expandable: boolean }
  | { kind: "cut"; parent: TreeNode<R>; depth: number; count: number; amount: number };

/**
 * The rows on screen, top to bottom: each node, then (when expanded) its children and a cut-off
 * row for its suppliers below the cut-off. A node is expandable when it has children or a cut.
 */
export function visibleRows<R extends FlatTreeRow>(
  roots: readonly TreeNode<R>[],
  expanded: ReadonlySet<number>,
): VisibleRow<R>[] {
  const out: VisibleRow<R>[] = [];
  const walk = (node: TreeNode<R>, depth: number) => {
    const expandable = node.children.length > 0 || node.row.cutCount > 0;
    const open = expandable && expanded.has(node.index);
    out.push({ kind: "node", node, depth, expanded: open, expandable });
    if (!open) return;
    for (const child of node.children) walk(child, depth + 1);
    if (node.row.cutCount > 0) {
      out.push({
        kind: "cut",
        parent: node,
        depth: depth + 1,
        count: node.row.cutCount,
        amount: node.row.cutAmount,
      });
    }
  };
  for (const root of roots) walk(root, 0);
  return out;
}

/** Every expandable node's index: "expand all". */
export function allExpandable(rows: readonly FlatTreeRow[]): Set<number> {
  const hasChild = new Set(rows.map((row) => row.parent));
  const open = new Set<number>();
  rows.forEach((row, index) => {
    if (hasChild.has(index) || row.cutCount > 0) open.add(index);
  });
  return open;
}
