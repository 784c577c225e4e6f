import {
  EN15804_CORE_INDICATORS,
  emissionsMethodsFor,
  greenhouseGasOf,
  gwp100Method,
  normaliseFlowName,
} from "./methods";
import type { ElementaryFlow } from "./types";

function emission(name: string, extra: Partial<ElementaryFlow> = {}): ElementaryFlow {
  return {
    id: name,
    name,
    unit: "kg",
    compartment: "unspecified",
    direction: "emission",
    ...extra,
  };
}

const gwpOf = (name: string, extra: Partial<ElementaryFlow> = {}) =>
  greenhouseGasOf(emission(name, extra))?.gwp;

describe("greenhouse gases among elementary flows", () => {
  // Expected values: REFERENCE-FACTORS.md GWP100 table (AR5 as printed by US EPA GHG Emission
  // Factors Hub 2025 Table 11, AR6 from IPCC AR6 WG1 Table 7.15).
  it.each([
    ["Carbon dioxide, fossil", 1, 1],
    ["carbon dioxide", 1, 1],
    ["Carbon dioxide [Inorganic emissions to air]", 1, 1],
    ["Carbon dioxide, land transformation", 1, 1],
    ["Methane", 28, 27.9],
    ["Methane, fossil", 28, 29.8],
    ["Methane, biogenic", 28, 27.0],
    ["Methane [Organic emissions to air]", 28, 27.9],
    ["Dinitrogen monoxide", 265, 273],
    ["Nitrous oxide", 265, 273],
    ["Nitrous oxide (laughing gas) [Inorganic emissions to air]", 265, 273],
    ["Sulfur hexafluoride", 23500, 25200],
    ["Nitrogen fluoride", 16100, 17400],
    ["Methane, trifluoro-, HFC-23", 12400, 14600],
    ["Methane, difluoro-, HFC-32", 677, 771],
    ["Ethane, pentafluoro-, HFC-125", 3170, 3740],
    ["Ethane, 1,1,1,2-tetrafluoro-, HFC-134a", 1300, 1530],
    ["Ethane, 1,1-difluoro-, HFC-152a", 138, 164],
    ["Methane, tetrafluoro-, CFC-14", 6630, 7380],
    ["Methane, tetrafluoro-, FC-14", 6630, 7380],
    ["Ethane, hexafluoro-, HFC-116", 11100, 12400],
  ])("%s: AR5 %d, AR6 %d", (name, ar5, ar6) => {
    expect(gwpOf(name)).toEqual({ AR5: ar5, AR6: ar6 });
  });

  // Expected values: IPCC AR5 WG1 Table 8.A.1 and AR6 WG1 Table 7.SM.7, the GWP100 columns.
  it.each([
    ["Methane, chlorodifluoro-, HCFC-22", 1760, 1960],
    ["Methane, difluromonochloro-, HCFC-22", 1760, 1960], // USLCI's spelling
    ["Methane, trichlorofluoro-, CFC-11", 4660, 5560],
    ["Methane, dichlorodifluoro-, CFC-12", 10200, 11200],
    ["Methane, tetrachloro-, CFC-10", 1730, 2200],
    ["Ethane, 1,1,1-trichloro-, HCFC-140", 160, 161],
    ["Methane, bromotrifluoro-, Halon 1301", 6290, 7200],
    ["1,1,1,3,3-Pentafluoropropane, HFC-245fa", 858, 962],
    ["Methane, dichloro-, HCC-30", 9, 11.2],
    ["Methane, monochloro-, R-40", 12, 5.54],
    ["Chloroform", 16, 20.6],
  ])("%s: AR5 %d, AR6 %d", (name, ar5, ar6) => {
    expect(gwpOf(name)).toEqual({ AR5: ar5, AR6: ar6 });
  });

  it("matches names whatever their case", () => {
    expect(gwpOf("METHANE, FOSSIL")).toEqual(gwpOf("Methane, fossil"));
  });

  it("counts biogenic CO2 as zero", () => {
    expect(gwpOf("Carbon dioxide, biogenic")).toEqual({ AR5: 0, AR6: 0 });
  });

  it("falls back on the CAS number, with or without leading zeros", () => {
    expect(gwpOf("Norflurane", { cas: "811-97-2" })).toEqual({ AR5: 1300, AR6: 1530 });
    expect(gwpOf("Perfluoromethane", { cas: "000075-73-0" })).toEqual({ AR5: 6630, AR6: 7380 });
  });

  it("leaves resources, emissions to water and unknown substances alone", () => {
    expect(gwpOf("Carbon dioxide, in air", { direction: "resource" })).toBeUndefined();
    expect(gwpOf("Methane", { compartment: "water/surface water" })).toBeUndefined();
    expect(gwpOf("Chloroform [Halogenated organic emissions to fresh water]")).toBeUndefined();
    expect(gwpOf("Carbon monoxide, fossil")).toBeUndefined();
    expect(gwpOf("CFCs and HCFCs, unspecified")).toBeUndefined();
  });

  it("normalises names by case, spacing and a trailing bracket", () => {
    expect(normaliseFlowName("  Nitrous  oxide (laughing gas) [Inorganic emissions to air]")).toBe(
      "nitrous oxide",
    );
  });
});

describe("GWP100 methods", () => {
  const flows: ElementaryFlow[] = [
    emission("Carbon dioxide, fossil", { id: "co2" }),
    emission("Carbon dioxide, biogenic", { id: "co2-bio" }),
    emission("Methane, fossil", { id: "ch4-g", unit: "g" }),
    emission("Coalbed methane (in MJ)", { id: "cbm", unit: "MJ" }),
    emission("Carbon dioxide, in air", { id: "co2-air", direction: "resource" }),
    emission("Sulfur dioxide", { id: "so2" }),
  ];

  it("gives each greenhouse gas its GWP per unit of its flow", () => {
    const method = gwp100Method(flows, "AR6");

    // fossil CH4 29.8 kg CO2e per kg = 0.0298 per g; biogenic CO2, a resource and a gas
    // measured in MJ get no factor.
    expect(method.categories).toEqual([
      {
        id: "gwp100",
        name: "Climate change, GWP100 (IPCC AR6)",
        unit: "kg CO2e",
        factors: { co2: 1, "ch4-g": expect.closeTo(0.0298, 15) as number },
      },
    ]);
  });

  it("builds AR5 and AR6 together", () => {
    const methods = emissionsMethodsFor(flows);

    expect(methods.map((m) => m.id)).toEqual(["ipcc-ar5-gwp100", "ipcc-ar6-gwp100"]);
    expect(methods[0].categories[0].factors["ch4-g"]).toBeCloseTo(0.028, 15);
  });
});

describe("EN 15804+A2 core indicators", () => {
  it("lists the thirteen core indicators of REFERENCE-FACTORS.md in order", () => {
    expect(EN15804_CORE_INDICATORS.map((i) => i.id)).toEqual([
      "GWP-total",
      "GWP-fossil",
      "GWP-biogenic",
      "GWP-luluc",
      "ODP",
      "AP",
      "EP-freshwater",
      "EP-marine",
      "EP-terrestrial",
      "POCP",
      "ADP-minerals&metals",
      "ADP-fossil",
      "WDP",
    ]);
  });
});
