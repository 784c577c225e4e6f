import { readFileSync } from "fs";
import path from "path";
import JSZip from "jszip";
import {
  buildProductSystem,
  EcoSpold2Error,
  parseEcoSpold2,
  readEcoSpold2,
  readEcoSpold2Zip,
  unitConversion,
  type EcoSpold2Dataset,
} from "./ecospold2";
import { gwp100MethodId } from "./methods";
import type { ProcessSpec, ProductSystem } from "./types";

// The fixtures, by hand: electricity (1 kWh, takes 0.5 kg coal and 0.001 kg lubricant nobody
// makes, emits 0.9 kg fossil CO2 and 0.0001 kg N2O); coal mining (1 kg coal and 0.25 kg coal
// fines, both in kg; takes 0.72 MJ = 0.2 kWh electricity, sends 0.3 kg spoil to landfill, emits
// 0.01 kg fossil CH4); landfill (treats 1 kg spoil, written -1 kg; takes 0.05 kWh, emits 20 g
// biogenic CH4 and 0.5 kg biogenic CO2, takes up 0.1 kg biogenic CO2).
const FIXTURES = path.join(__dirname, "fixtures");
const ELECTRICITY = "a1000000-0000-4000-8000-000000000001";
const MINING = "a1000000-0000-4000-8000-000000000002";
const LANDFILL = "a1000000-0000-4000-8000-000000000003";

function fixture(name: string): EcoSpold2Dataset {
  return parseEcoSpold2(readFileSync(path.join(FIXTURES, name), "utf8"), name);
}

function fixtures(): EcoSpold2Dataset[] {
  return ["electricity.spold", "coal-mining.spold", "landfill.spold"].map(fixture);
}

function processOf(system: ProductSystem, id: string): ProcessSpec {
  const process = system.processes.find((p) => p.id === id);
  if (!process) throw new Error(`no process ${id}`);
  return process;
}

interface Exchange {
  product: string;
  name?: string;
  amount: number;
  unit?: string;
  group: "reference" | "by-product" | "treatment" | "input";
  link?: string;
}

/** A minimal data set with intermediate exchanges only. */
function spold(activityId: string, name: string, exchanges: Exchange[]): string {
  const groups = {
    reference: "<outputGroup>0</outputGroup>",
    "by-product": "<outputGroup>2</outputGroup>",
    treatment: "<outputGroup>3</outputGroup>",
    input: "<inputGroup>5</inputGroup>",
  };
  const body = exchanges
    .map(
      (x) =>
        `<intermediateExchange intermediateExchangeId="${x.product}" amount="${x.amount}"` +
        `${x.link ? ` activityLinkId="${x.link}"` : ""}>` +
        `<name xml:lang="en">${x.name ?? x.product}</name>` +
        `<unitName xml:lang="en">${x.unit ?? "kg"}</unitName>${groups[x.group]}` +
        `</intermediateExchange>`,
    )
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?><ecoSpold xmlns="http://www.EcoInvent.org/EcoSpold02">` +
    `<activityDataset><activityDescription><activity id="${activityId}">` +
    `<activityName xml:lang="en">${name}</activityName></activity></activityDescription>` +
    `<flowData>${body}</flowData></activityDataset></ecoSpold>`
  );
}

describe("EcoSpold2 data set parser", () => {
  it("reads the activity, its English names and its geography", () => {
    const d = fixture("electricity.spold");

    expect(d.activityId).toBe(ELECTRICITY);
    expect(d.name).toBe("Electricity, at coal power plant");
    expect(d.location).toBe("US");
    expect(d.intermediate[0]).toMatchObject({
      product: "p-electricity",
      name: "Electricity",
      unit: "kWh",
      amount: 1,
      outputGroup: 0,
    });
  });

  it("reads only the flow data, not the master data after it", () => {
    const d = fixture("electricity.spold");

    expect(d.intermediate.map((x) => x.product)).toEqual([
      "p-electricity",
      "p-coal",
      "p-lubricant",
      "p-water",
    ]);
    expect(d.elementary.map((e) => e.flow)).toEqual(["f-co2", "f-n2o"]);
  });

  it("reads elementary exchanges with their compartment, CAS number and direction", () => {
    const co2 = fixture("electricity.spold").elementary[0];
    const resource = fixture("coal-mining.spold").elementary[1];

    expect(co2).toMatchObject({
      name: "Carbon dioxide, fossil",
      unit: "kg",
      amount: 0.9,
      direction: "emission",
      compartment: "air",
      subcompartment: "unspecified",
      cas: "000124-38-9",
    });
    expect(resource).toMatchObject({
      direction: "resource",
      compartment: "natural resource",
      subcompartment: "in ground",
    });
  });

  it("turns a lognormal variance into sigma and keeps the pedigree scores beside it", () => {
    const coal = fixture("electricity.spold").intermediate[1];

    // variance of ln x 0.04 → sigma 0.2; the file's 0.0702 with pedigree is left to the engine,
    // which adds the variances of the scores (2, 3, 1, 2, 4) itself.
    expect(coal.uncertainty).toEqual({ kind: "lognormal", sigma: 0.2, pedigree: [2, 3, 1, 2, 4] });
  });

  it("reads normal, triangular and uniform distributions", () => {
    const co2 = fixture("electricity.spold").elementary[0];
    const mining = fixture("coal-mining.spold");

    expect(co2.uncertainty?.kind).toBe("normal");
    // variance 0.0009 → sd 0.03
    expect(co2.uncertainty).toEqual({ kind: "normal", sd: expect.closeTo(0.03, 15) as number });
    expect(mining.intermediate[2].uncertainty).toEqual({
      kind: "triangular",
      min: 0.6,
      max: 0.9,
      mode: 0.72,
    });
    expect(mining.elementary[0].uncertainty).toEqual({ kind: "uniform", min: 0.008, max: 0.012 });
  });

  it("drops a distribution that cannot be sampled and counts why", () => {
    const d = fixture("electricity.spold");

    expect(d.elementary[1].uncertainty).toBeUndefined(); // variance="Infinity"
    expect(d.droppedUncertainties).toEqual({ "lognormal variance not finite": 1 });
  });

  it("reads product properties without taking a property's uncertainty for the exchange's", () => {
    const coal = fixture("coal-mining.spold").intermediate[0];

    expect(coal.properties).toEqual([{ name: "price", amount: 0.1, unit: "USD2015" }]);
    expect(coal.uncertainty).toBeUndefined();
  });

  it("names the file and the problem when the XML is broken", () => {
    expect(() => parseEcoSpold2("<ecoSpold><activityDataset>", "broken.spold")).toThrow(
      /^broken\.spold: not well-formed XML/,
    );
  });

  it("names the exchange whose amount is not a number", () => {
    const xml = spold("a", "A", [{ product: "p", name: "Steel", amount: 1, group: "reference" }]);

    expect(() => parseEcoSpold2(xml.replace('amount="1"', 'amount="one"'), "a.spold")).toThrow(
      new EcoSpold2Error('a.spold: intermediate exchange "Steel": amount "one" is not a number'),
    );
  });

  it("rejects a document without an activity data set", () => {
    expect(() => parseEcoSpold2("<ecoSpold/>", "empty.xml")).toThrow(
      "empty.xml: has no activityDataset",
    );
  });
});

describe("EcoSpold2 product system", () => {
  it("links the loop between electricity and coal and keeps the lubricant as a cut-off", () => {
    const { system, stats } = buildProductSystem(fixtures());
    const electricity = processOf(system, ELECTRICITY);

    expect(electricity.outputs).toEqual([
      { id: "p-electricity", name: "Electricity", unit: "kWh", amount: 1 },
    ]);
    // The zero-amount water input carries nothing and is dropped.
    expect(electricity.inputs).toEqual([
      {
        product: "p-coal",
        amount: 0.5,
        uncertainty: { kind: "lognormal", sigma: 0.2, pedigree: [2, 3, 1, 2, 4] },
      },
      { product: "p-lubricant", amount: 0.001 },
    ]);
    expect(stats).toMatchObject({
      datasets: 3,
      processes: 3,
      products: 4, // electricity, coal, coal fines, spoil
      inputs: 5, // coal, lubricant, electricity twice, spoil
      linkedInputs: 4,
      cutOffInputs: 1,
      cutOffProducts: 1,
      droppedZeroExchanges: 1,
    });
  });

  it("converts an input to its provider's unit, with its distribution", () => {
    const { system } = buildProductSystem(fixtures());
    const electricity = processOf(system, MINING).inputs[0];

    // 0.72 MJ / 3.6 MJ per kWh = 0.2 kWh; the triangle (0.6, 0.72, 0.9) MJ scales alike.
    expect(electricity.product).toBe("p-electricity");
    expect(electricity.amount).toBeCloseTo(0.2, 14);
    expect(electricity.uncertainty).toEqual({
      kind: "triangular",
      min: expect.closeTo(0.6 / 3.6, 14) as number,
      max: expect.closeTo(0.25, 14) as number,
      mode: expect.closeTo(0.2, 14) as number,
    });
  });

  it("allocates a by-product physically when every output has a mass", () => {
    const { system, stats, expanded } = buildProductSystem(fixtures(), {
      allocation: "physical",
    });
    const mining = processOf(system, MINING);

    // Both outputs are in kg: 1 kg of mass per kg.
    expect(mining.outputs).toEqual([
      { id: "p-coal", name: "Hard coal, at mine", unit: "kg", amount: 1, physical: 1, price: 0.1 },
      { id: "p-fines", name: "Coal fines", unit: "kg", amount: 0.25, physical: 1, price: 0.02 },
    ]);
    expect(stats.allocatedProcesses).toBe(1);
    expect(expanded).toEqual([]);
  });

  it("allocates economically by the price properties", () => {
    const { system } = buildProductSystem(fixtures(), { allocation: "economic" });

    expect(processOf(system, MINING).outputs.map((o) => o.price)).toEqual([0.1, 0.02]);
  });

  it("credits the by-product under allocation none, a cut-off when nobody else makes it", () => {
    const { system, expanded, stats } = buildProductSystem(fixtures(), { allocation: "none" });
    const mining = processOf(system, MINING);

    expect(mining.outputs.map((o) => o.id)).toEqual(["p-coal"]);
    expect(mining.inputs).toContainEqual({ product: "p-fines", amount: -0.25 });
    expect(expanded).toEqual([
      {
        process: MINING,
        name: "Hard coal mining",
        reason: "allocation none",
        coProducts: [{ product: "p-fines", name: "Coal fines", amount: 0.25, unit: "kg" }],
      },
    ]);
    expect(stats).toMatchObject({ cutOffInputs: 2, cutOffProducts: 2, allocatedProcesses: 0 });
  });

  it("expands a by-product whose mass is unknown instead of allocating", () => {
    const datasets = [
      spold("plant", "Polymer plant", [
        { product: "polymer", name: "Polymer", amount: 1, group: "reference" },
        {
          product: "energy",
          name: "Recovered energy",
          amount: 0.4,
          unit: "MJ",
          group: "by-product",
        },
      ]),
    ].map((xml) => parseEcoSpold2(xml));

    const { system, expanded } = buildProductSystem(datasets, { allocation: "physical" });

    expect(system.processes[0].outputs.map((o) => o.id)).toEqual(["polymer"]);
    expect(system.processes[0].inputs).toEqual([{ product: "energy", amount: -0.4 }]);
    expect(expanded[0].reason).toBe('no mass for "Recovered energy"');
  });

  it("sends materials for treatment to the waste treatment as negative inputs", () => {
    const { system } = buildProductSystem(fixtures());

    // Spoil: 0.3 kg out of the mine (outputGroup 3) is an input of -0.3 kg, which the landfill,
    // delivering -1 kg, takes: its activity is 0.3 per kg of coal.
    expect(processOf(system, MINING).inputs).toContainEqual({ product: "p-spoil", amount: -0.3 });
    expect(processOf(system, LANDFILL).outputs).toEqual([
      { id: "p-spoil", name: "Spoil", unit: "kg", amount: -1, physical: 1 },
    ]);
  });

  it("splits a flow used in both directions and keeps each flow's compartment and unit", () => {
    const { system } = buildProductSystem(fixtures());
    const flow = (id: string) => system.flows.find((f) => f.id === id);

    expect(processOf(system, LANDFILL).elementary).toEqual([
      { flow: "f-ch4-bio", amount: 20 },
      { flow: "f-co2-bio:emission", amount: 0.5 },
      { flow: "f-co2-bio:resource", amount: 0.1 },
    ]);
    expect(flow("f-co2-bio:resource")).toMatchObject({ direction: "resource" });
    expect(flow("f-ch4-bio")).toEqual({
      id: "f-ch4-bio",
      name: "Methane, biogenic",
      unit: "g",
      compartment: "unspecified",
      direction: "emission",
    });
    expect(flow("f-co2")).toMatchObject({ compartment: "air/unspecified", cas: "000124-38-9" });
    expect(flow("f-coal-resource")).toMatchObject({
      compartment: "natural resource/in ground",
      direction: "resource",
    });
  });

  it("carries GWP100 under AR5 and AR6 for the greenhouse gases among its flows", () => {
    const { system } = buildProductSystem(fixtures());
    const [ar5, ar6] = system.methods;

    // REFERENCE-FACTORS.md GWP100: N2O 265 / 273, CH4 fossil 28 / 29.8, CH4 non-fossil 28 / 27.0
    // per kg, so 0.028 / 0.027 per g. Biogenic CO2 counts zero; resources get nothing.
    expect(ar5.id).toBe(gwp100MethodId("AR5"));
    expect(ar5.categories[0].factors).toEqual({
      "f-co2": 1,
      "f-n2o": 265,
      "f-ch4": 28,
      "f-ch4-bio": expect.closeTo(0.028, 15) as number,
    });
    expect(ar6.categories[0].factors).toEqual({
      "f-co2": 1,
      "f-n2o": 273,
      "f-ch4": 29.8,
      "f-ch4-bio": expect.closeTo(0.027, 15) as number,
    });
  });

  it("skips a data set without a reference product and says why", () => {
    const datasets = [
      spold("x", "Orphan", [{ product: "q", amount: 2, group: "input" }]),
      spold("y", "Zero", [{ product: "r", amount: 0, group: "reference" }]),
    ].map((xml, i) => parseEcoSpold2(xml, `d${i}.spold`));

    const { system, skipped } = buildProductSystem(datasets);

    expect(system.processes).toEqual([]);
    expect(skipped).toEqual([
      {
        source: "d0.spold",
        activityId: "x",
        name: "Orphan",
        reason: "no reference product (outputGroup 0)",
      },
      {
        source: "d1.spold",
        activityId: "y",
        name: "Zero",
        reason: 'reference product "r" has amount 0',
      },
    ]);
  });

  it("links to the provider an input names, else to the one named like the product", () => {
    const datasets = [
      spold("old", "Steel, 2003", [
        { product: "steel", name: "Steel", amount: 1, group: "reference" },
      ]),
      spold("new", "Steel", [{ product: "steel", name: "Steel", amount: 1, group: "reference" }]),
      spold("car", "Car", [
        { product: "car", amount: 1, group: "reference" },
        { product: "steel", amount: 900, group: "input" },
      ]),
      spold("bike", "Bike", [
        { product: "bike", amount: 1, group: "reference" },
        { product: "steel", amount: 12, group: "input", link: "old" },
      ]),
    ].map((xml) => parseEcoSpold2(xml));

    const { system, notes, stats } = buildProductSystem(datasets);

    expect(processOf(system, "car").inputs).toEqual([
      { product: "steel", amount: 900, provider: "new" },
    ]);
    expect(processOf(system, "bike").inputs).toEqual([
      { product: "steel", amount: 12, provider: "old" },
    ]);
    expect(stats.ambiguousProducts).toBe(1);
    expect(notes).toEqual([
      'product "Steel" has 2 providers ("Steel", "Steel, 2003"); inputs that do not name one take "Steel"',
    ]);
  });

  it("cuts off an input whose unit does not convert to its provider's", () => {
    const datasets = [
      spold("gas", "Gas", [{ product: "gas", amount: 1, unit: "m3", group: "reference" }]),
      spold("oven", "Oven", [
        { product: "heat", amount: 1, unit: "MJ", group: "reference" },
        { product: "gas", name: "Gas", amount: 0.7, unit: "kg", group: "input" },
      ]),
    ].map((xml) => parseEcoSpold2(xml));

    const { system, stats, notes } = buildProductSystem(datasets);

    expect(processOf(system, "oven").inputs).toEqual([{ product: "gas [kg]", amount: 0.7 }]);
    expect(stats.cutOffInputs).toBe(1);
    expect(notes).toEqual(['"Oven": input "Gas" in kg does not convert to m3; cut off']);
  });
});

describe("EcoSpold2 files", () => {
  it("reads a zip of data sets in name order", async () => {
    const zip = new JSZip();
    for (const name of ["landfill.spold", "electricity.spold", "coal-mining.spold"]) {
      zip.file(`data/${name}`, readFileSync(path.join(FIXTURES, name)));
    }
    zip.file("data/readme.txt", "not a data set");
    const data = await zip.generateAsync({ type: "nodebuffer" });

    const datasets = await readEcoSpold2Zip(data, "fixtures.zip");

    expect(datasets.map((d) => d.source)).toEqual([
      "fixtures.zip:data/coal-mining.spold",
      "fixtures.zip:data/electricity.spold",
      "fixtures.zip:data/landfill.spold",
    ]);
  });

  it("reads a folder of data sets into the same system as the data sets themselves", async () => {
    const fromFolder = await readEcoSpold2(FIXTURES);
    const direct = buildProductSystem(fixtures());

    // The folder is read in file-name order, so only the order of the lists differs.
    const byId = <T extends { id: string }>(list: T[]) =>
      [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(fromFolder.system.processes)).toEqual(byId(direct.system.processes));
    expect(byId(fromFolder.system.flows)).toEqual(byId(direct.system.flows));
    expect(fromFolder.stats).toEqual(direct.stats);
  });

  it("says so when the file is missing", async () => {
    await expect(readEcoSpold2(path.join(FIXTURES, "missing.zip"))).rejects.toThrow(
      /missing\.zip: no such file or folder/,
    );
  });
});

describe("EcoSpold2 units", () => {
  it("converts within a dimension and refuses across dimensions", () => {
    expect(unitConversion("MJ", "kWh")).toBeCloseTo(1 / 3.6, 15);
    expect(unitConversion("metric ton*km", "kg*km")).toBe(1000);
    expect(unitConversion("sh tn", "kg")).toBe(907.18474); // US short ton, 2000 lb
    expect(unitConversion("l", "m3")).toBe(0.001);
    expect(unitConversion("kg", "m3")).toBeUndefined();
    expect(unitConversion("furlong", "m")).toBeUndefined();
  });
});
