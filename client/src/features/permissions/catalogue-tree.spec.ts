import {
  branchCodes,
  buildCatalogueTree,
  entryMatches,
  filterCatalogueTree,
  flattenCatalogueTree,
  type CatalogueEntry,
  type CatalogueNode,
} from "./catalogue-tree";

// A small catalogue written for these tests, listed out of order on purpose:
//   gb   Users and roles            (sort 2)
//     gbb  Users                    (sort 1)
//       gbb01 Edit users            (sort 1)
//     gbc  Roles                    (sort 2)
//   ct   Enterprise centre          (sort 1)
//     ct02 Account password
const entry = (
  code: string,
  nameEn: string,
  name: string,
  parentCode: string | null,
  sort: number,
): CatalogueEntry => ({ code, name, nameEn, parentCode, sort });

const CATALOGUE: CatalogueEntry[] = [
  entry("gbc", "Roles", "角色管理", "gb", 2),
  entry("gbb01", "Edit users", "编辑用户", "gbb", 1),
  entry("gb", "Users and roles", "用户与角色", null, 2),
  entry("ct02", "Account password", "账号密码", "ct", 1),
  entry("gbb", "Users", "用户管理", "gb", 1),
  entry("ct", "Enterprise centre", "企业中心", null, 1),
];

/** "code" for a root, "  code" one level down...: the shape of a tree at a glance. */
function outline(nodes: readonly CatalogueNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [
    `${"  ".repeat(depth)}${node.entry.code}`,
    ...outline(node.children, depth + 1),
  ]);
}

describe("buildCatalogueTree", () => {
  it("nests each code under its parent code, siblings in sort order", () => {
    expect(outline(buildCatalogueTree(CATALOGUE))).toEqual([
      "ct",
      "  ct02",
      "gb",
      "  gbb",
      "    gbb01",
      "  gbc",
    ]);
  });

  it("orders siblings of equal sort by code", () => {
    const tree = buildCatalogueTree([
      entry("b", "B", "乙", null, 0),
      entry("a", "A", "甲", null, 0),
    ]);
    expect(outline(tree)).toEqual(["a", "b"]);
  });

  it("shows a code whose parent is missing as a root", () => {
    const tree = buildCatalogueTree([entry("x01", "Orphan", "孤儿", "x", 1)]);
    expect(outline(tree)).toEqual(["x01"]);
  });

  it("shows each code of a parent cycle exactly once", () => {
    const tree = buildCatalogueTree([entry("a", "A", "甲", "b", 1), entry("b", "B", "乙", "a", 2)]);
    expect(outline(tree)).toEqual(["a", "  b"]);
  });
});

describe("entryMatches", () => {
  const users = entry("gbb", "Users", "用户管理", "gb", 1);

  it("matches the code ignoring case", () => {
    expect(entryMatches(users, "GBB")).toBe(true);
  });

  it("matches the English name ignoring case", () => {
    expect(entryMatches(users, "users")).toBe(true);
  });

  it("matches the Chinese name", () => {
    expect(entryMatches(users, "用户")).toBe(true);
  });

  it("does not match text in none of them", () => {
    expect(entryMatches(users, "label")).toBe(false);
  });
});

describe("filterCatalogueTree", () => {
  const tree = buildCatalogueTree(CATALOGUE);

  it("keeps a deep match with every ancestor, and drops unrelated branches", () => {
    const { nodes, matched } = filterCatalogueTree(tree, "Edit users");
    expect(outline(nodes)).toEqual(["gb", "  gbb", "    gbb01"]);
    expect([...(matched ?? [])]).toEqual(["gbb01"]);
  });

  it("finds codes by their Chinese name", () => {
    const { nodes } = filterCatalogueTree(tree, "账号");
    expect(outline(nodes)).toEqual(["ct", "  ct02"]);
  });

  it("keeps only the branches that lead to matches under a kept ancestor", () => {
    // "roles" is in gb ("Users and roles") and gbc ("Roles"), not in gbb or gbb01.
    const { nodes, matched } = filterCatalogueTree(tree, "roles");
    expect(outline(nodes)).toEqual(["gb", "  gbc"]);
    expect([...(matched ?? [])].sort()).toEqual(["gb", "gbc"]);
  });

  it("keeps the whole tree for a blank filter and reports no matches set", () => {
    const { nodes, matched } = filterCatalogueTree(tree, "   ");
    expect(outline(nodes)).toEqual(outline(tree));
    expect(matched).toBeNull();
  });

  it("keeps nothing when nothing matches", () => {
    expect(filterCatalogueTree(tree, "zzz").nodes).toEqual([]);
  });
});

describe("flattenCatalogueTree", () => {
  const tree = buildCatalogueTree(CATALOGUE);

  it("lists every row with its depth when nothing is collapsed", () => {
    const rows = flattenCatalogueTree(tree, new Set());
    expect(rows.map((row) => [row.entry.code, row.depth, row.hasChildren])).toEqual([
      ["ct", 0, true],
      ["ct02", 1, false],
      ["gb", 0, true],
      ["gbb", 1, true],
      ["gbb01", 2, false],
      ["gbc", 1, false],
    ]);
  });

  it("hides the descendants of a collapsed code but shows the code", () => {
    const rows = flattenCatalogueTree(tree, new Set(["gb"]));
    expect(rows.map((row) => row.entry.code)).toEqual(["ct", "ct02", "gb"]);
    expect(rows.find((row) => row.entry.code === "gb")?.expanded).toBe(false);
  });

  it("shows only the roots when every branch is collapsed", () => {
    const rows = flattenCatalogueTree(tree, new Set(branchCodes(tree)));
    expect(rows.map((row) => row.entry.code)).toEqual(["ct", "gb"]);
  });

  it("marks ancestors kept by the filter as not matched", () => {
    const { nodes, matched } = filterCatalogueTree(tree, "gbb01");
    const rows = flattenCatalogueTree(nodes, new Set(), matched);
    expect(rows.map((row) => [row.entry.code, row.matched])).toEqual([
      ["gb", false],
      ["gbb", false],
      ["gbb01", true],
    ]);
  });
});

describe("branchCodes", () => {
  it("lists the codes that have children, at every depth", () => {
    expect(branchCodes(buildCatalogueTree(CATALOGUE)).sort()).toEqual(["ct", "gb", "gbb"]);
  });
});
