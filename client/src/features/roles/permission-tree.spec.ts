import {
  buildPermissionTree,
  checkState,
  filterTree,
  groupCodes,
  indexTree,
  pathTo,
  toggleNode,
  type PermissionItem,
  type PermissionNode,
} from "./permission-tree";

// A small catalogue written for these tests, deliberately out of order:
//
//   ct    Enterprise centre   (sort 0)
//     ct02  Account password
//   gbb   Users               (sort 1)
//     gbb01 Create and edit users   (sort 1)
//     gbb02 Delete users            (sort 2)
//   ag    Agent clients       (sort 3)
//     ag01  Agent branding
//       ag0101 Logo upload
const CATALOGUE: PermissionItem[] = [
  { code: "gbb02", name: "删除用户", nameEn: "Delete users", parentCode: "gbb", sort: 2 },
  { code: "gbb", name: "用户管理", nameEn: "Users", parentCode: null, sort: 1 },
  {
    code: "gbb01",
    name: "新增和编辑用户",
    nameEn: "Create and edit users",
    parentCode: "gbb",
    sort: 1,
  },
  { code: "ag0101", name: "上传标志", nameEn: "Logo upload", parentCode: "ag01", sort: 0 },
  { code: "ag", name: "代理商客户", nameEn: "Agent clients", parentCode: null, sort: 3 },
  { code: "ag01", name: "代理商品牌", nameEn: "Agent branding", parentCode: "ag", sort: 0 },
  { code: "ct02", name: "账号密码", nameEn: "Account password", parentCode: "ct", sort: 0 },
  { code: "ct", name: "企业中心", nameEn: "Enterprise centre", parentCode: null, sort: 0 },
];

/** "code(child,child)" outline of a forest, to compare shapes at a glance. */
const outline = (nodes: readonly PermissionNode[]): string =>
  nodes
    .map((node) => (node.children.length ? `${node.code}(${outline(node.children)})` : node.code))
    .join(",");

const find = (roots: PermissionNode[], code: string): PermissionNode => {
  const path = pathTo(roots, code);
  if (!path) throw new Error(`${code} is not in the test tree`);
  return path[path.length - 1];
};

const sorted = (codes: Iterable<string>) => [...codes].sort();

describe("buildPermissionTree", () => {
  it("nests items under their parentCode, siblings ordered by sort", () => {
    expect(outline(buildPermissionTree(CATALOGUE))).toBe(
      "ct(ct02),gbb(gbb01,gbb02),ag(ag01(ag0101))",
    );
  });

  it("orders siblings of equal sort by code", () => {
    const tree = buildPermissionTree([
      { code: "b", name: "乙", nameEn: "B", sort: 1 },
      { code: "a", name: "甲", nameEn: "A", sort: 1 },
    ]);
    expect(outline(tree)).toBe("a,b");
  });

  it("keeps an item whose parent is missing as a root", () => {
    const tree = buildPermissionTree([
      { code: "x01", name: "孤儿", nameEn: "Orphan", parentCode: "x", sort: 0 },
    ]);
    expect(outline(tree)).toBe("x01");
    expect(tree[0].parentCode).toBeNull();
  });

  it("keeps items whose parents point at each other as roots instead of looping", () => {
    const tree = buildPermissionTree([
      { code: "p", name: "P", nameEn: "P", parentCode: "q", sort: 0 },
      { code: "q", name: "Q", nameEn: "Q", parentCode: "p", sort: 1 },
    ]);
    expect(outline(tree)).toBe("p,q");
  });
});

describe("groupCodes", () => {
  it("lists the nodes with children, at every depth", () => {
    expect(groupCodes(buildPermissionTree(CATALOGUE))).toEqual(["ct", "gbb", "ag", "ag01"]);
  });
});

describe("toggleNode", () => {
  const tree = buildPermissionTree(CATALOGUE);

  it("checks a parent together with all its descendants", () => {
    expect(sorted(toggleNode(tree, new Set(), "ag", true))).toEqual(["ag", "ag01", "ag0101"]);
  });

  it("checks a child together with its ancestors but not its siblings", () => {
    expect(sorted(toggleNode(tree, new Set(), "gbb01", true))).toEqual(["gbb", "gbb01"]);
    expect(sorted(toggleNode(tree, new Set(), "ag0101", true))).toEqual(["ag", "ag01", "ag0101"]);
  });

  it("unchecks a parent with all its descendants and leaves other branches alone", () => {
    const before = new Set(["gbb", "gbb01", "gbb02", "ct", "ct02"]);
    expect(sorted(toggleNode(tree, before, "gbb", false))).toEqual(["ct", "ct02"]);
  });

  it("unchecks a child without touching its parent", () => {
    const before = new Set(["gbb", "gbb01", "gbb02"]);
    expect(sorted(toggleNode(tree, before, "gbb02", false))).toEqual(["gbb", "gbb01"]);
  });

  it("leaves codes that may not change as they were", () => {
    const locked = (code: string) => code !== "gbb02";
    expect(sorted(toggleNode(tree, new Set(), "gbb", true, locked))).toEqual(["gbb", "gbb01"]);
    expect(sorted(toggleNode(tree, new Set(["gbb", "gbb02"]), "gbb", false, locked))).toEqual([
      "gbb02",
    ]);
  });

  it("changes nothing for a code outside the catalogue", () => {
    expect(sorted(toggleNode(tree, new Set(["ct"]), "zz", true))).toEqual(["ct"]);
  });

  it("does not change the set it was given", () => {
    const before = new Set(["ct"]);
    toggleNode(tree, before, "gbb", true);
    expect(sorted(before)).toEqual(["ct"]);
  });
});

describe("checkState", () => {
  const tree = buildPermissionTree(CATALOGUE);
  const gbb = find(tree, "gbb");

  it("is checked when the node and all its descendants are", () => {
    expect(checkState(gbb, new Set(["gbb", "gbb01", "gbb02"]))).toBe("checked");
  });

  it("is unchecked when none of them are", () => {
    expect(checkState(gbb, new Set(["ct", "ct02"]))).toBe("unchecked");
  });

  it("is indeterminate when some children are checked", () => {
    expect(checkState(gbb, new Set(["gbb", "gbb01"]))).toBe("indeterminate");
  });

  it("is indeterminate for a parent granted without any of its children", () => {
    expect(checkState(gbb, new Set(["gbb"]))).toBe("indeterminate");
  });

  it("counts grandchildren: one unchecked grandchild makes the root indeterminate", () => {
    expect(checkState(find(tree, "ag"), new Set(["ag", "ag01"]))).toBe("indeterminate");
  });

  it("reads a leaf as checked or unchecked only", () => {
    const leaf = find(tree, "ct02");
    expect(checkState(leaf, new Set(["ct02"]))).toBe("checked");
    expect(checkState(leaf, new Set(["ct"]))).toBe("unchecked");
  });
});

describe("filterTree", () => {
  const tree = buildPermissionTree(CATALOGUE);

  it("keeps a matching leaf with its ancestors only", () => {
    expect(outline(filterTree(tree, "password"))).toBe("ct(ct02)");
    expect(outline(filterTree(tree, "logo"))).toBe("ag(ag01(ag0101))");
  });

  it("matches codes and Chinese names, ignoring case", () => {
    expect(outline(filterTree(tree, "GBB02"))).toBe("gbb(gbb02)");
    expect(outline(filterTree(tree, "删除"))).toBe("gbb(gbb02)");
  });

  it("keeps the whole subtree of a matching group", () => {
    expect(outline(filterTree(tree, "agent clients"))).toBe("ag(ag01(ag0101))");
  });

  it("keeps every branch with a match", () => {
    // "users" is in "Users", "Create and edit users" and "Delete users".
    expect(outline(filterTree(tree, "users"))).toBe("gbb(gbb01,gbb02)");
    // Every root's English name has an "e" in it: all three roots stay, in their order.
    expect(filterTree(tree, "e").map((node) => node.code)).toEqual(["ct", "gbb", "ag"]);
  });

  it("leaves the full tree unchanged, so a group's check state can still be read from it", () => {
    const filtered = filterTree(tree, "delete");
    const checked = new Set(["gbb", "gbb02"]);
    // The filtered copy of gbb holds only gbb02, both checked; the real gbb also has gbb01.
    expect(checkState(filtered[0], checked)).toBe("checked");
    expect(checkState(indexTree(tree).get("gbb")!, checked)).toBe("indeterminate");
    expect(outline(tree)).toBe("ct(ct02),gbb(gbb01,gbb02),ag(ag01(ag0101))");
  });

  it("returns nothing when nothing matches, and everything for blank text", () => {
    expect(filterTree(tree, "carbon")).toEqual([]);
    expect(outline(filterTree(tree, "  "))).toBe(outline(tree));
  });
});
