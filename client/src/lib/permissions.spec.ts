import { filterByPermission, hasPermission, parsePermissions } from "./permissions";

describe("parsePermissions", () => {
  it("splits the comma-separated codes of the login answer", () => {
    expect(parsePermissions("ct,lca:view,label")).toEqual(["ct", "lca:view", "label"]);
  });

  it("trims codes and drops empty ones", () => {
    expect(parsePermissions(" ct , ,lca:view,, ")).toEqual(["ct", "lca:view"]);
  });

  it("keeps the first of duplicated codes only", () => {
    expect(parsePermissions("ct,label,ct, label")).toEqual(["ct", "label"]);
  });

  it("gives no codes for missing or empty input", () => {
    expect(parsePermissions(null)).toEqual([]);
    expect(parsePermissions(undefined)).toEqual([]);
    expect(parsePermissions("")).toEqual([]);
    expect(parsePermissions(" , ")).toEqual([]);
  });
});

describe("hasPermission", () => {
  const granted = ["ct", "label"];

  it("passes a check with no code", () => {
    expect(hasPermission(granted, undefined)).toBe(true);
    expect(hasPermission(granted, null)).toBe(true);
    expect(hasPermission(granted, "")).toBe(true);
    expect(hasPermission([])).toBe(true);
  });

  it("passes a code in the list", () => {
    expect(hasPermission(granted, "ct")).toBe(true);
  });

  it("refuses a code not in the list, matching codes exactly", () => {
    expect(hasPermission(granted, "lca")).toBe(false);
    expect(hasPermission(granted, "CT")).toBe(false);
    expect(hasPermission(granted, "c")).toBe(false);
    expect(hasPermission([], "ct")).toBe(false);
  });
});

interface Item {
  name: string;
  permission?: string;
  alwaysHidden?: boolean;
  children?: Item[];
}

describe("filterByPermission", () => {
  it("keeps items without a code and items whose code is granted", () => {
    const items: Item[] = [{ name: "home" }, { name: "ct", permission: "ct" }];

    expect(filterByPermission(items, ["ct"])).toEqual(items);
  });

  it("drops items whose code is not granted", () => {
    const items: Item[] = [{ name: "home" }, { name: "lca", permission: "lca" }];

    expect(filterByPermission(items, ["ct"])).toEqual([{ name: "home" }]);
  });

  it("drops always-hidden items even when their code is granted", () => {
    const items: Item[] = [
      { name: "detail", alwaysHidden: true },
      { name: "edit", permission: "ct", alwaysHidden: true },
      { name: "list" },
    ];

    expect(filterByPermission(items, ["ct"])).toEqual([{ name: "list" }]);
  });

  it("filters children the same way, at any depth", () => {
    const items: Item[] = [
      {
        name: "carbon",
        children: [
          { name: "accounting", permission: "acc" },
          { name: "panorama", permission: "pan" },
          {
            name: "reports",
            children: [
              { name: "annual", permission: "acc" },
              { name: "hidden", alwaysHidden: true },
            ],
          },
        ],
      },
    ];

    expect(filterByPermission(items, ["acc"])).toEqual([
      {
        name: "carbon",
        children: [
          { name: "accounting", permission: "acc" },
          { name: "reports", children: [{ name: "annual", permission: "acc" }] },
        ],
      },
    ]);
  });

  it("drops a parent whose children were all filtered out", () => {
    const items: Item[] = [
      { name: "admin", children: [{ name: "users", permission: "users" }] },
      { name: "only-hidden", children: [{ name: "detail", alwaysHidden: true }] },
      { name: "home" },
    ];

    expect(filterByPermission(items, [])).toEqual([{ name: "home" }]);
  });

  it("drops a parent whose own code is missing whatever its children allow", () => {
    const items: Item[] = [{ name: "admin", permission: "admin", children: [{ name: "users" }] }];

    expect(filterByPermission(items, [])).toEqual([]);
  });

  it("keeps a parent whose children list was empty to begin with", () => {
    const items: Item[] = [{ name: "placeholder", children: [] }];

    expect(filterByPermission(items, [])).toEqual([{ name: "placeholder", children: [] }]);
  });

  it("leaves the input untouched", () => {
    const items: Item[] = [
      { name: "carbon", children: [{ name: "a", permission: "a" }, { name: "b" }] },
    ];
    const before = JSON.parse(JSON.stringify(items)) as Item[];

    filterByPermission(items, []);

    expect(items).toEqual(before);
  });

  it("gives an empty list for no items", () => {
    expect(filterByPermission<Item>([], ["ct"])).toEqual([]);
  });
});
