import { epdTables } from "./epd-figures";

// A report declaring A1–A3 (aggregated too), C1–C4 and D of 17 modules; GWP-total has figures,
// PERE is not assessed by the method (null, ND) in every declared module.
const modules = "A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 B7 C1 C2 C3 C4 D"
  .split(" ")
  .map((code) => ({ code, declared: !/^(A4|A5|B\d)$/.test(code) }));
const document = {
  number: "EPD-2026-000001",
  declaredUnit: { amount: 1, unit: "t", description: "" },
  modules,
  aggregateA1A3: true,
  indicators: [
    {
      group: "core",
      code: "GWP-total",
      unit: "kg CO2 eq",
      values: {
        A1: 102.9,
        A2: 0,
        A3: 2.311,
        "A1-A3": 105.211,
        C1: 0.5777,
        C2: 0,
        C3: 0,
        C4: 0,
        D: -1.5,
      },
    },
    {
      group: "resource",
      code: "PERE",
      unit: "MJ",
      values: {
        A1: null,
        A2: null,
        A3: null,
        "A1-A3": null,
        C1: null,
        C2: null,
        C3: null,
        C4: null,
        D: null,
      },
    },
  ],
};

describe("an EPD report's result tables", () => {
  it("puts A1-A3 after A3 and marks undeclared modules MND, unassessed figures ND", () => {
    const tables = epdTables(document)!;
    expect(tables.columns.map((c) => c.code)).toEqual([
      "A1",
      "A2",
      "A3",
      "A1-A3",
      "A4",
      "A5",
      "B1",
      "B2",
      "B3",
      "B4",
      "B5",
      "B6",
      "B7",
      "C1",
      "C2",
      "C3",
      "C4",
      "D",
    ]);
    const [core, resource] = tables.groups;
    expect(core.group).toBe("core");
    expect(core.rows[0].cells).toEqual([
      102.9,
      0,
      2.311,
      105.211,
      "MND",
      "MND",
      "MND",
      "MND",
      "MND",
      "MND",
      "MND",
      "MND",
      "MND",
      0.5777,
      0,
      0,
      0,
      -1.5,
    ]);
    expect(resource.rows[0].cells.filter((cell) => cell === "ND")).toHaveLength(9);
    expect(resource.rows[0].cells.filter((cell) => cell === "MND")).toHaveLength(9);
  });

  it("reads a declared module missing from an indicator's values as MND", () => {
    const tables = epdTables({
      ...document,
      aggregateA1A3: false,
      indicators: [{ group: "waste", code: "HWD", unit: "kg", values: { A1: 0.01 } }],
    })!;
    expect(tables.columns).toHaveLength(17);
    expect(tables.groups[0].rows[0].cells.slice(0, 3)).toEqual([0.01, "MND", "MND"]);
  });

  it("refuses JSON that is not an EPD document", () => {
    expect(epdTables(null)).toBeNull();
    expect(epdTables({ number: "x" })).toBeNull();
  });
});
