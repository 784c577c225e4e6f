import { buildMatrices } from "./matrices";
import { summariseProduct } from "./product-results";
import { composeProductSystem, foregroundLoop, type ForegroundProcess } from "./product-system";
import { calculate } from "./results";
import { powerCoalLoop } from "./test-systems";

// The power–coal loop of test-systems.ts as the background: one kWh of electricity is
// 1.199 / 0.9 kg CO2e (AR6) with its supply chain (results.spec.ts works it out).
const KWH = 1.199 / 0.9;

// A product of three lines per declared unit: 10 kWh of electricity (a database product, data
// quality 2,2,2,2,2), 0.01 kWh more (a line far under the 1 % cut-off) and a bought part whose
// supplier declares 3 kg CO2e (primary data, quality 1,1,1,1,1).
const foreground = (): ForegroundProcess[] => [
  {
    id: "line:1",
    name: "Electricity",
    group: "production",
    unit: "kWh",
    inputs: [{ product: "electricity", amount: 1 }],
    declared: {},
  },
  {
    id: "line:2",
    name: "Standby power",
    group: "use",
    unit: "kWh",
    inputs: [{ product: "electricity", amount: 1 }],
    declared: {},
  },
  {
    id: "line:3",
    name: "Bought part",
    group: "raw-material",
    unit: "kg",
    inputs: [],
    declared: { GWP: 3 },
  },
  {
    id: "product",
    name: "Widget",
    unit: "piece",
    inputs: [
      { product: "line:1", amount: 10 },
      { product: "line:2", amount: 0.01 },
      { product: "line:3", amount: 1 },
    ],
    declared: {},
  },
];

// Its GWP100 method under the id the platform's systems use (a declared GWP counts there).
const background = () => {
  const loop = powerCoalLoop();
  return { ...loop, methods: loop.methods.map((m) => ({ ...m, id: "ipcc-ar6-gwp100" })) };
};

describe("a product's system over a background", () => {
  const system = buildMatrices(composeProductSystem(background(), foreground()));
  const result = calculate(system, [{ product: "product", amount: 1 }]);
  const summary = summariseProduct(result, {
    lines: [
      {
        key: "1",
        name: "Electricity",
        stage: "production",
        kind: "energy",
        primary: false,
        process: "line:1",
        quality: [2, 2, 2, 2, 2],
      },
      {
        key: "2",
        name: "Standby power",
        stage: "use",
        kind: "energy",
        primary: false,
        process: "line:2",
        quality: [4, 4, 4, 4, 4],
      },
      {
        key: "3",
        name: "Bought part",
        stage: "raw-material",
        kind: "material",
        primary: true,
        process: "line:3",
        quality: [1, 1, 1, 1, 1],
      },
    ],
    stages: [
      { code: "raw-material", name: "Raw material" },
      { code: "production", name: "Production" },
      { code: "distribution", name: "Distribution" },
      { code: "use", name: "Use" },
    ],
    headline: { method: "ipcc-ar6-gwp100", category: "gwp100" },
    cutoff: 0.01,
  });
  const total = 10.01 * KWH + 3;

  it("counts a declared GWP in the GWP100 methods with factor 1", () => {
    expect(summary.indicators[summary.headline].total).toBeCloseTo(total, 12);
  });

  it("gives each line and each stage its share, summing to the total", () => {
    const values = summary.byLine.map((line) => line.values[summary.headline]);
    expect(values[0]).toBeCloseTo(10 * KWH, 12);
    expect(values[1]).toBeCloseTo(0.01 * KWH, 12);
    expect(values[2]).toBeCloseTo(3, 12);
    // Stages without a line are left out; the others in the scheme's order.
    expect(summary.byStage.map((s) => s.key)).toEqual(["raw-material", "production", "use"]);
    expect(summary.byStage[0].values[summary.headline]).toBeCloseTo(3, 12);
  });

  it("keeps every line in the tree, even one under the cut-off, and cuts deeper suppliers", () => {
    const children = summary.tree.filter((row) => row.parent === 0).map((row) => row.name);
    expect(children).toEqual(["Electricity", "Bought part", "Standby power"]);
    // 0.01 kWh is 0.1 % of the total: below the cut-off, kept as a line; its own supplier
    // (the power plant, 0.1 %) is cut.
    const standby = summary.tree.findIndex((row) => row.name === "Standby power");
    expect(summary.tree.some((row) => row.parent === standby)).toBe(false);
    expect(summary.tree[standby].cutCount).toBe(1);
  });

  it("rates primary data and data quality weighted by contribution (PEF's levels)", () => {
    expect(summary.primaryShare).toBeCloseTo(3 / total, 12);
    // (10 KWH × 2 + 0.01 KWH × 4 + 3 × 1) / total
    const rating = (10 * KWH * 2 + 0.01 * KWH * 4 + 3) / total;
    expect(summary.dataQuality!.rating).toBeCloseTo(Math.round(rating * 100) / 100, 12);
    expect(summary.dataQuality!.level).toBe("very-good");
    expect(summary.dataQuality!.coverage).toBeCloseTo(1, 12);
  });

  it("names a loop among foreground processes", () => {
    const looped: ForegroundProcess[] = [
      {
        id: "model:1",
        name: "Coking",
        unit: "kg",
        inputs: [{ product: "model:2", amount: 1 }],
        declared: {},
      },
      {
        id: "model:2",
        name: "Blast furnace",
        unit: "kg",
        inputs: [{ product: "model:1", amount: 0.5 }],
        declared: {},
      },
    ];
    expect(foregroundLoop(looped)).toEqual(["Coking", "Blast furnace", "Coking"]);
    expect(foregroundLoop(foreground())).toBeUndefined();
  });
});
