import { buildMatrices, demandVector, fillValues, LcaModelError } from "./matrices";
import { cscToDense } from "./sparse";
import { powerCoalLoop, refinery, system } from "./test-systems";

const dense = (m: Parameters<typeof cscToDense>[0]) => cscToDense(m).map((r) => Array.from(r));

describe("building the matrices of a product system", () => {
  it("puts outputs on the diagonal, inputs below zero and emissions in B", () => {
    const m = buildMatrices(powerCoalLoop());
    expect(m.activities.map((a) => a.product)).toEqual(["electricity", "coal"]);
    expect(dense(m.A)).toEqual([
      [1, -0.2],
      [-0.5, 1],
    ]);
    expect(dense(m.B)).toEqual([
      [1, 0.1],
      [0, 0.01],
    ]);
    expect(dense(m.C)).toEqual([[1, 29.8]]);
    expect(m.cutoffs).toEqual([]);
    expect(m.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("allocates a multi-output process by mass: 1 kg gasoline and 2 kg fuel oil share 1/3 and 2/3", () => {
    const m = buildMatrices(refinery(false), { allocation: "physical" });
    expect(m.activities.map((a) => [a.product, a.allocationFactor])).toEqual([
      ["gasoline", 1 / 3],
      ["fuel-oil", 2 / 3],
      ["crude", 1],
    ]);
    // Each share keeps its own output and takes its share of the crude (4 kg) and CO2 (3 kg).
    expect(dense(m.A)[2]).toEqual([-4 / 3, -8 / 3, 1]);
    expect(dense(m.A)[0][0]).toBe(1);
    expect(dense(m.A)[1][1]).toBe(2);
    expect(dense(m.B)[0]).toEqual([1, 2, 0.5]);
  });

  it("allocates by revenue: 1 kg × 2 $ against 2 kg × 0.5 $ is 2/3 and 1/3", () => {
    const m = buildMatrices(refinery(false), { allocation: "economic" });
    expect(m.activities.slice(0, 2).map((a) => a.allocationFactor)).toEqual([2 / 3, 1 / 3]);
    expect(dense(m.B)[0]).toEqual([2, 1, 0.5]);
  });

  it("credits a co-product to its other provider under system expansion", () => {
    const m = buildMatrices(refinery(true), { allocation: "none" });
    expect(m.activities.map((a) => a.product)).toEqual(["gasoline", "crude", "fuel-oil"]);
    // The refinery's column: 1 gasoline, −4 crude, +2 fuel oil displacing the other route.
    expect(dense(m.A).map((row) => row[0])).toEqual([1, -4, 2]);
  });

  it("refuses system expansion when a co-product has no other provider", () => {
    expect(() => buildMatrices(refinery(false), { allocation: "none" })).toThrow(
      'co-product "Fuel oil" has no other provider to credit',
    );
  });

  it("names every missing allocation property at once", () => {
    const model = refinery(false);
    delete model.processes[0].outputs[0].price;
    delete model.processes[0].outputs[1].price;
    let error: LcaModelError | undefined;
    try {
      buildMatrices(model, { allocation: "economic" });
    } catch (e) {
      error = e as LcaModelError;
    }
    expect(error?.problems).toEqual([
      'process "Refinery": output "Gasoline" has no price for economic allocation',
      'process "Refinery": output "Fuel oil" has no price for economic allocation',
    ]);
  });

  it("records inputs without a provider as cut-offs and asks which provider when there are two", () => {
    const model = system([
      {
        id: "p",
        name: "Assembly",
        outputs: [{ id: "widget", name: "Widget", unit: "item", amount: 1 }],
        inputs: [{ product: "glue", amount: 0.1 }],
        elementary: [],
      },
    ]);
    expect(buildMatrices(model).cutoffs).toEqual([{ process: "p", product: "glue", amount: 0.1 }]);

    const two = system([
      ...model.processes,
      {
        id: "g1",
        name: "Glue A",
        outputs: [{ id: "glue", name: "Glue", unit: "kg", amount: 1 }],
        inputs: [],
        elementary: [],
      },
      {
        id: "g2",
        name: "Glue B",
        outputs: [{ id: "glue", name: "Glue", unit: "kg", amount: 1 }],
        inputs: [],
        elementary: [],
      },
    ]);
    expect(() => buildMatrices(two)).toThrow(
      'product "glue" has 2 providers (Glue A, Glue B); name one',
    );
    two.processes[0].inputs[0].provider = "g2";
    expect(dense(buildMatrices(two).A)[2][0]).toBe(-0.1);
    expect(() => demandVector(buildMatrices(two), [{ product: "glue", amount: 1 }])).toThrow(
      "name one",
    );
  });

  it("rewrites the matrices from other exchange amounts through the exchange map", () => {
    const m = buildMatrices(refinery(false), { allocation: "physical" });
    const amounts = Float64Array.from(m.exchanges.base);
    // exchanges in order: gasoline out, fuel oil out, crude in, CO2, crude out, crude CO2
    amounts[2] = 8; // twice the crude
    const a = new Float64Array(m.A.values.length);
    const b = new Float64Array(m.B.values.length);
    fillValues(m.exchanges, amounts, a, b);
    expect(dense({ ...m.A, values: a })[2]).toEqual([-8 / 3, -16 / 3, 1]);
    expect(Array.from(b)).toEqual(Array.from(m.B.values));
  });
});
