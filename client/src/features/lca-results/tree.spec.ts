import { allExpandable, buildTree, initiallyExpanded, visibleRows, type FlatTreeRow } from "./tree";

// A product P with two suppliers A and B; A has one supplier A1 and two more below the cut-off.
//   0 P (root)
//   1 ├ A          cut: 2 suppliers, 0.02
//   2 │ └ A1
//   3 └ B
const row = (parent: number, depth: number, name: string, cut: [number, number] = [0, 0]) =>
  ({
    parent,
    depth,
    name,
    amount: 1,
    unit: "kg",
    direct: 0,
    upstream: 1,
    share: 0.5,
    cutCount: cut[0],
    cutAmount: cut[1],
  }) satisfies FlatTreeRow;

const ROWS = [row(-1, 0, "P"), row(0, 1, "A", [2, 0.02]), row(1, 2, "A1"), row(0, 1, "B")];

const names = (rows: ReturnType<typeof visibleRows>) =>
  rows.map((item) =>
    item.kind === "node"
      ? `${"  ".repeat(item.depth)}${item.node.row.name}`
      : `${"  ".repeat(item.depth)}cut ${item.count}`,
  );

describe("contribution tree", () => {
  it("puts each row under the parent it names", () => {
    const roots = buildTree(ROWS);
    expect(roots).toHaveLength(1);
    expect(roots[0].row.name).toBe("P");
    expect(roots[0].children.map((c) => c.row.name)).toEqual(["A", "B"]);
    expect(roots[0].children[0].children.map((c) => c.row.name)).toEqual(["A1"]);
    expect(roots[0].children[0].children[0].index).toBe(2);
  });

  it("opens the first level: the product's direct suppliers show, theirs do not", () => {
    const open = initiallyExpanded(ROWS);
    expect([...open]).toEqual([0]);
    expect(names(visibleRows(buildTree(ROWS), open))).toEqual(["P", "  A", "  B"]);
  });

  it("shows an expanded node's suppliers, then the count of those below the cut-off", () => {
    const rows = visibleRows(buildTree(ROWS), new Set([0, 1]));
    expect(names(rows)).toEqual(["P", "  A", "    A1", "    cut 2", "  B"]);
    const cut = rows[3];
    expect(cut.kind === "cut" && cut.amount).toBe(0.02);
    // A node is expandable when it has suppliers listed or cut off; B has neither.
    const flags = rows.flatMap((item) =>
      item.kind === "node" ? [[item.node.row.name, item.expandable]] : [],
    );
    expect(flags).toEqual([
      ["P", true],
      ["A", true],
      ["A1", false],
      ["B", false],
    ]);
  });

  it("hides a collapsed node's whole subtree, even where deeper nodes are marked open", () => {
    expect(names(visibleRows(buildTree(ROWS), new Set([1])))).toEqual(["P"]);
  });

  it("expands all: every node with suppliers or a cut", () => {
    expect([...allExpandable(ROWS)].sort()).toEqual([0, 1]);
  });

  it("takes a row whose parent is missing as a root", () => {
    const roots = buildTree([row(-1, 0, "P"), row(5, 1, "orphan")]);
    expect(roots.map((r) => r.row.name)).toEqual(["P", "orphan"]);
  });
});
