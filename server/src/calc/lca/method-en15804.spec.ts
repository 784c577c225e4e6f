import { matchFlows, parseFlow, unitFactor } from "./flow-matching";
import { buildMatrices } from "./matrices";
import { EN15804_METHOD_ID, EN15804_PACK, en15804Methods, matchReport } from "./method-en15804";
import {
  buildEn15804Pack,
  CORE_SOURCES,
  INVENTORY_SOURCES,
  type LciaFileMethod,
} from "./method-pack";
import { EN15804_CORE_INDICATORS } from "./methods";
import { calculate, impactIndex } from "./results";
import type { ElementaryFlow, ProductSystem } from "./types";

// Factors quoted below are those of EF 3.1 as ecoinvent 3.9 implements it (the committed pack,
// read from ../shared/data/lcia; see en15804-pack.json "citation"): GWP100 from IPCC AR6 WG1
// Table 7.15 (fossil CH4 29.8, non-fossil CH4 27, N2O 273; REFERENCE-LCA-EPD.md §1.4);
// acidification SO2 1.31 mol H+ eq/kg; freshwater eutrophication phosphate 0.33 kg P eq/kg;
// POCP SO2 0.0811 and fossil CH4 0.0101 kg NMVOC eq/kg; ADP-fossil hard coal 18.01 MJ/kg.

function flow(name: string, extra: Partial<ElementaryFlow> = {}): ElementaryFlow {
  return {
    id: `${name}|${extra.compartment ?? ""}|${extra.unit ?? "kg"}`,
    name,
    unit: "kg",
    compartment: "unspecified",
    direction: "emission",
    ...extra,
  };
}

const one = (f: ElementaryFlow) => matchFlows([f], EN15804_PACK)[0];

describe("EN 15804+A2 method pack", () => {
  it("carries the 13 core indicators with the units of EN 15804+A2", () => {
    expect(EN15804_PACK.core.map((i) => [i.code, i.unit])).toEqual(
      EN15804_CORE_INDICATORS.map((i) => [i.id, i.unit]),
    );
    expect(EN15804_PACK.inventory.map((i) => i.code)).toEqual(INVENTORY_SOURCES.map((s) => s.code));
    expect(EN15804_PACK.citation).toMatch(/EF 3\.1 \(JRC\) as implemented in ecoinvent 3\.9 LCIA/);
  });

  it("collapses a factor the same in every sub-compartment and keeps one given for some only", () => {
    const file = (category: string, factors: LciaFileMethod["factors"]): LciaFileMethod => ({
      name: ["EF v3.1 EN15804", category, "x"],
      unit: "u",
      factors,
    });
    const methods: LciaFileMethod[] = CORE_SOURCES.map((s) => file(s.category, []));
    methods[CORE_SOURCES.findIndex((s) => s.code === "EP-freshwater")] = file(
      "eutrophication: freshwater",
      [
        { flow: "Phosphate", compartment: ["water"], amount: 0.33 },
        { flow: "Phosphate", compartment: ["water", "surface water"], amount: 0.33 },
        { flow: "Phosphorus", compartment: ["water"], amount: 1 },
        { flow: "Phosphorus", compartment: ["water", "surface water"], amount: 1 },
        { flow: "Phosphorus", compartment: ["water", "ocean"], amount: 1 },
      ],
    );
    methods.push(
      ...INVENTORY_SOURCES.map((s) => ({
        name: ["EN15804", "inventory indicators ISO21930", s.indicator!] as [
          string,
          string,
          string,
        ],
        unit: "megajoule",
        factors: [
          { flow: `${s.code} flow`, compartment: ["inventory indicator", "waste"], amount: 1 },
        ],
      })),
    );
    const pack = buildEn15804Pack(methods, { file: "test.json", sha256: "0" });
    // Phosphorus is given in all three water sub-compartments the file uses; phosphate not in
    // the ocean, so it keeps its two.
    expect(pack.core.find((i) => i.code === "EP-freshwater")!.factors).toEqual({
      "water/*": { Phosphorus: 1 },
      water: { Phosphate: 0.33 },
      "water/surface water": { Phosphate: 0.33 },
    });
    expect(pack.units["PERT flow"]).toBe("MJ");
    expect(() => buildEn15804Pack(methods.slice(1), { file: "x", sha256: "0" })).toThrow(
      '0 methods "EF v3.1 EN15804 / climate change" in the LCIA file',
    );
  });
});

describe("matching database flows to the pack", () => {
  it.each([
    // name, compartment, direction, unit → indicator, factor per unit, status
    ["Carbon dioxide, fossil", "air/unspecified", "emission", "kg", "GWP-fossil", 1, "matched"],
    [
      "Methane, fossil",
      "air/urban air close to ground",
      "emission",
      "kg",
      "GWP-fossil",
      29.8,
      "matched",
    ],
    ["Methane, fossil", "air", "emission", "g", "GWP-total", 0.0298, "matched"],
    ["Methane, biogenic", "air/unspecified", "emission", "kg", "GWP-biogenic", 27, "matched"],
    ["Nitrous oxide", "air/high population density", "emission", "kg", "GWP-total", 273, "matched"],
    // British spelling, odd case and spaces; no compartment given: the pack has SO2 in air only.
    ["Sulphur  DIOXIDE", "unspecified", "emission", "kg", "AP", 1.31, "assumed"],
    [
      "Sulfur dioxide",
      "Emission to air/unspecified",
      "emission",
      "lb",
      "AP",
      1.31 * 0.45359237,
      "matched",
    ],
    // USLCI's bracket names the compartment.
    [
      "Methane [Organic emissions to air]",
      "unspecified",
      "emission",
      "kg",
      "GWP-fossil",
      29.8,
      "matched",
    ],
    ["Phosphate", "water/surface water", "emission", "kg", "EP-freshwater", 0.33, "matched"],
    ["Phosphate", "water/ground-, long-term", "emission", "kg", "EP-freshwater", 0.33, "matched"],
    ["Phosphorus", "soil/agricultural", "emission", "kg", "EP-freshwater", 0.05, "matched"],
    // Biogenic CO2 taken from the air: -1 in GWP-biogenic (EN 15804+A2 -1/+1).
    [
      "Carbon dioxide, in air",
      "natural resource/in air",
      "resource",
      "kg",
      "GWP-biogenic",
      -1,
      "matched",
    ],
    // A coal named by its heating value counts its energy: 24.8 MJ/kg.
    [
      "Coal, bituminous, 24.8 MJ per kg, in ground",
      "unspecified",
      "resource",
      "kg",
      "ADP-fossil",
      24.8,
      "matched",
    ],
    [
      "Coal, hard, unspecified, in ground",
      "unspecified",
      "resource",
      "kg",
      "ADP-fossil",
      18.01,
      "matched",
    ],
    ["Crude oil (in MJ)", "unspecified", "resource", "MJ", "ADP-fossil", 1, "matched"],
    // Uranium oxide at the 332 GJ/kg USLCI ascribes to it.
    [
      "Uranium oxide (U3O8), 332 GJ per kg, in ore",
      "unspecified",
      "resource",
      "kg",
      "ADP-fossil",
      332000,
      "matched",
    ],
    ["Gas, natural, in ground", "unspecified", "resource", "l", "ADP-fossil", 0.036, "matched"],
  ] as const)(
    "%s in %s (%s, %s): %s %d",
    (name, compartment, direction, unit, code, factor, status) => {
      const m = one(flow(name, { compartment, direction, unit }));
      expect(m.status).toBe(status);
      expect(m.factors[code]).toBeCloseTo(factor, 12);
    },
  );

  it.each([
    ["Mystery dust", "air/unspecified", "emission", "kg", "name not in the method"],
    [
      "Ammonia",
      "water/unspecified",
      "emission",
      "kg",
      "Ammonia is characterised only in air, not water",
    ],
    // EF 3.1 gives phosphate no factor in the ocean: it does not reach fresh water.
    ["Phosphate", "water/ocean", "emission", "kg", "Phosphate has no factor in water/ocean"],
    [
      "Nitrate",
      "unspecified",
      "emission",
      "kg",
      "compartment not given and Nitrate is characterised in air and water",
    ],
    ["Lead", "unspecified", "emission", "kg", "Lead is characterised only as a natural resource"],
    [
      "Gas, natural, in ground",
      "unspecified",
      "resource",
      "kg",
      "unit kg cannot be converted to the method's m3",
    ],
    [
      "Lead (water) [Deposited goods]",
      "unspecified",
      "emission",
      "kg",
      "a deposited waste, not an emission the method characterises",
    ],
  ] as const)(
    "%s in %s (%s, %s) is unmatched: %s",
    (name, compartment, direction, unit, reason) => {
      const m = one(flow(name, { compartment, direction, unit }));
      expect(m.status).toBe("unmatched");
      expect(m.reason).toBe(reason);
      expect(m.factors).toEqual({});
    },
  );

  it("reads the compartment from the database, then the name, then the direction", () => {
    expect(parseFlow(flow("Zinc", { compartment: "water/river" }))).toMatchObject({
      top: "water",
      sub: "surface water",
      from: "database",
    });
    expect(parseFlow(flow("Cadmium, ion (water), water"))).toMatchObject({
      stripped: "cadmium, ion",
      top: "water",
      from: "name",
    });
    expect(parseFlow(flow("Copper ore, in ground", { direction: "resource" }))).toMatchObject({
      stripped: "copper ore",
      top: "natural resource",
      subHint: "in ground",
      from: "direction",
    });
    expect(parseFlow(flow("Benzene"))).toEqual({
      name: "benzene",
      stripped: "benzene",
      from: "none",
    });
  });

  it("converts units within a dimension, and a mass of water to its volume", () => {
    expect(unitFactor("g", "kg")).toBe(1e-3);
    expect(unitFactor("kWh", "MJ")).toBe(3.6);
    expect(unitFactor("kg", "m3", "Water, river")).toBe(1e-3);
    expect(unitFactor("kg", "m3", "Gas, natural")).toBeUndefined();
  });
});

describe("EN 15804+A2 indicators of a hand-made system", () => {
  // 1 kWh of electricity burns 0.5 kg of hard coal from a mine.
  //   power plant, per kWh: 0.9 kg CO2 fossil and 0.002 kg SO2 to air, 0.0001 kg phosphate to
  //                         surface water, 0.003 kg "Fly ash dust" (not in the method)
  //   mine, per kg coal:    1 kg hard coal from the ground, 0.01 kg fossil methane to air
  const flows: ElementaryFlow[] = [
    flow("Carbon dioxide, fossil", { id: "co2", compartment: "air/unspecified" }),
    flow("Sulfur dioxide", { id: "so2", compartment: "air/unspecified" }),
    flow("Phosphate", { id: "po4", compartment: "water/surface water" }),
    flow("Fly ash dust", { id: "dust", compartment: "air/unspecified" }),
    flow("Coal, hard, unspecified", {
      id: "coal",
      compartment: "natural resource/in ground",
      direction: "resource",
    }),
    flow("Methane, fossil", { id: "ch4", compartment: "air/unspecified" }),
  ];
  const methods = en15804Methods(flows);
  const system: ProductSystem = {
    flows,
    methods: [methods.core],
    processes: [
      {
        id: "plant",
        name: "power plant",
        outputs: [{ id: "kwh", name: "electricity", unit: "kWh", amount: 1 }],
        inputs: [{ product: "coal", amount: 0.5 }],
        elementary: [
          { flow: "co2", amount: 0.9 },
          { flow: "so2", amount: 0.002 },
          { flow: "po4", amount: 0.0001 },
          { flow: "dust", amount: 0.003 },
        ],
      },
      {
        id: "mine",
        name: "coal mine",
        outputs: [{ id: "coal", name: "hard coal", unit: "kg", amount: 1 }],
        inputs: [],
        elementary: [
          { flow: "coal", amount: 1 },
          { flow: "ch4", amount: 0.01 },
        ],
      },
    ],
  };
  const matrices = buildMatrices(system, { allocation: "physical" });
  const result = calculate(matrices, [{ product: "kwh", amount: 1 }]);
  const indicator = (code: string) =>
    result.impacts[impactIndex(matrices, code, EN15804_METHOD_ID)];

  it("gives the 13 core indicators computed by hand", () => {
    // Scaling: plant 1, mine 0.5. Inventory: CO2 0.9, SO2 0.002, PO4 0.0001, dust 0.003,
    // coal 0.5 kg, CH4 0.5 × 0.01 = 0.005 kg.
    const gwp = 0.9 * 1 + 0.005 * 29.8; // = 1.049
    expect(indicator("GWP-total")).toBeCloseTo(1.049, 12);
    expect(indicator("GWP-fossil")).toBeCloseTo(gwp, 12);
    expect(indicator("GWP-biogenic")).toBe(0);
    expect(indicator("GWP-luluc")).toBe(0);
    expect(indicator("AP")).toBeCloseTo(0.002 * 1.31, 12); // 0.00262
    expect(indicator("EP-freshwater")).toBeCloseTo(0.0001 * 0.33, 12); // 3.3e-5
    // POCP: SO2 0.002 × 0.0811 + CH4 0.005 × 0.0101 = 0.0001622 + 0.0000505
    expect(indicator("POCP")).toBeCloseTo(0.0002127, 12);
    expect(indicator("ADP-fossil")).toBeCloseTo(0.5 * 18.01, 12); // 9.005 MJ
    for (const code of ["ODP", "EP-marine", "EP-terrestrial", "ADP-minerals&metals", "WDP"]) {
      expect(indicator(code)).toBe(0);
    }
    expect(matrices.impacts.filter((r) => r.method === EN15804_METHOD_ID)).toHaveLength(13);
  });

  it("reports the unmatched flow with the amount it carries, and the coverage", () => {
    const inventory = matrices.flows.map((f, i) => ({ flow: f.id, amount: result.inventory[i] }));
    const report = matchReport(inventory, methods);
    expect(report.unmatched).toEqual([
      expect.objectContaining({
        name: "Fly ash dust",
        amount: 0.003,
        unit: "kg",
        reason: "name not in the method",
        // its share of the product's 1.4101 kg of flows: 0.9 + 0.002 + 0.0001 + 0.003 + 0.5 + 0.005
        share: expect.closeTo(0.003 / 1.4101, 12) as number,
      }),
    ]);
    expect(report.coverage).toEqual({
      flows: 6,
      matched: 5,
      assumed: 0,
      unmatched: 1,
      share: 5 / 6,
      massShare: expect.closeTo(1.4071 / 1.4101, 12) as number,
    });
    const ap = report.indicators.find((i) => i.code === "AP")!;
    expect(ap.flows.map((f) => [f.name, f.factor, f.amount])).toEqual([
      ["Sulfur dioxide", 1.31, 0.002],
    ]);
    const gwp = report.indicators.find((i) => i.code === "GWP-fossil")!;
    expect(gwp.flows.map((f) => f.name)).toEqual(["Carbon dioxide, fossil", "Methane, fossil"]);
    expect(gwp.total).toBeCloseTo(1.049, 12);
  });
});
