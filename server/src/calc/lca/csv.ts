// LCA results as CSV (RFC 4180: comma-separated, quoted where needed, CRLF line ends), so they
// can be checked in a spreadsheet or another LCA tool.
import type { LcaResult, SankeyGraph, Contribution, TreeNode } from "./results";

type Cell = string | number | undefined | null;

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

function cell(value: Cell): string {
  if (value === undefined || value === null) return "";
  const text = typeof value === "number" ? numberText(value) : String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Full precision, no locale: 17 significant digits round-trip a double. */
function numberText(value: number): string {
  return Number.isFinite(value) ? String(value) : "";
}

/** Every elementary flow with a non-zero amount. */
export function inventoryCsv(result: LcaResult): string {
  const { flows } = result.system;
  const rows: Cell[][] = [];
  result.inventory.forEach((amount, l) => {
    if (amount === 0) return;
    const flow = flows[l];
    rows.push([flow.id, flow.name, flow.compartment, flow.direction, flow.unit, amount]);
  });
  return toCsv(["flow_id", "flow", "compartment", "direction", "unit", "amount"], rows);
}

export function impactsCsv(result: LcaResult): string {
  return toCsv(
    ["method", "category_id", "category", "unit", "amount"],
    result.system.impacts.map((row, k) => [
      row.methodName,
      row.category,
      row.name,
      row.unit,
      result.impacts[k],
    ]),
  );
}

export function scalingCsv(result: LcaResult): string {
  const rows: Cell[][] = [];
  result.scaling.forEach((s, j) => {
    if (s === 0) return;
    const a = result.system.activities[j];
    rows.push([a.process, a.processName, a.product, a.productName, a.unit, a.allocationFactor, s]);
  });
  return toCsv(
    ["process_id", "process", "product_id", "product", "unit", "allocation_factor", "scaling"],
    rows,
  );
}

export function contributionsCsv(items: readonly Contribution[], unit: string): string {
  return toCsv(
    ["index", "name", `amount (${unit})`, "share"],
    items.map((c) => [c.index, c.name, c.amount, c.share]),
  );
}

/** The Sankey graph as an edge list, then its nodes. */
export function sankeyCsv(graph: SankeyGraph, names: (index: number) => string): string {
  return toCsv(
    ["source", "source_name", "target", "target_name", "amount", "impact", "share"],
    graph.links.map((l) => [
      l.source,
      names(l.source),
      l.target,
      names(l.target),
      l.amount,
      l.impact,
      l.share,
    ]),
  );
}

export function sankeyNodesCsv(graph: SankeyGraph): string {
  return toCsv(
    ["activity", "name", "direct", "upstream", "direct_share", "upstream_share"],
    graph.nodes.map((n) => [
      n.activity,
      n.name,
      n.direct,
      n.upstream,
      n.directShare,
      n.upstreamShare,
    ]),
  );
}

/** The contribution tree flattened: one row per node with its path depth and parent. */
export function treeCsv(roots: readonly TreeNode[]): string {
  const rows: Cell[][] = [];
  let id = 0;
  const walk = (node: TreeNode, depth: number, parent: number | undefined) => {
    const self = id++;
    rows.push([
      self,
      parent,
      depth,
      node.activity,
      node.name,
      node.amount,
      node.unit,
      node.direct,
      node.upstream,
      node.share,
      node.cutCount,
      node.cutAmount,
    ]);
    node.children.forEach((child) => walk(child, depth + 1, self));
  };
  roots.forEach((root) => walk(root, 0, undefined));
  return toCsv(
    [
      "node",
      "parent",
      "depth",
      "activity",
      "name",
      "amount",
      "unit",
      "direct",
      "upstream",
      "share",
      "cut_suppliers",
      "cut_impact",
    ],
    rows,
  );
}
