// A blast furnace as a process model: 1 t of pig iron with 300 kg of slag as by-product (an
// illustrative slag rate, not a datum), coke 0.4 t in tonnes and iron ore pellets in kg, CO2
// given in tonnes. The shares are worked by hand below and checked against the engine's own
// allocation in buildMatrices.
import { buildMatrices } from "./matrices";
import { allocationShares, toEngineProcess, type ProcessModelShape } from "./process-model";

const KG = 10;
const T = 11;

function blastFurnace(allocation: ProcessModelShape["allocation"]): ProcessModelShape {
  return {
    id: "pm:bf",
    name: "Blast furnace",
    allocation,
    // 1 t pig iron: 1000 kg per t, 3000 per t (3 per kg)
    reference: {
      product: "pig-iron",
      name: "Pig iron",
      amount: 1,
      unitId: T,
      massPerUnit: 1000,
      pricePerUnit: 3000,
    },
    // 300 kg slag: 1 kg per kg, 0.1 per kg
    byProducts: [
      {
        product: "bf-slag",
        name: "Blast furnace slag",
        amount: 300,
        unitId: KG,
        massPerUnit: 1,
        pricePerUnit: 0.1,
      },
    ],
    inputs: [
      { product: "coke", amount: 0.4, unitId: T, providerUnitId: KG },
      { product: "pellets", amount: 1500, unitId: KG, providerUnitId: T },
    ],
    emissions: [{ flow: "co2", amount: 1.2, unitId: T, flowUnitId: KG }],
  };
}

describe("a process model in the engine", () => {
  it("converts inputs to their provider's unit and emissions to the flow's unit", () => {
    const process = toEngineProcess(blastFurnace("physical"));

    expect(process.outputs).toEqual([
      { id: "pig-iron", name: "Pig iron", unit: "t", amount: 1, physical: 1000, price: 3000 },
      {
        id: "bf-slag",
        name: "Blast furnace slag",
        unit: "kg",
        amount: 300,
        physical: 1,
        price: 0.1,
      },
    ]);
    // 0.4 t coke = 400 kg; 1500 kg pellets = 1.5 t; 1.2 t CO2 = 1200 kg
    expect(process.inputs).toEqual([
      { product: "coke", amount: 400 },
      { product: "pellets", amount: 1.5 },
    ]);
    expect(process.elementary).toEqual([{ flow: "co2", amount: 1200 }]);
  });

  it("shares a blast furnace by mass: pig iron 1000 kg of 1300, slag 300 of 1300", () => {
    // pig iron 1 t × 1000 kg/t = 1000 kg; slag 300 kg × 1 kg/kg = 300 kg; total 1300 kg
    const [iron, slag] = allocationShares(blastFurnace("physical"));

    expect(iron).toBeCloseTo(1000 / 1300, 12); // 0.769 230 769…
    expect(slag).toBeCloseTo(300 / 1300, 12); // 0.230 769 230…
  });

  it("shares a blast furnace by revenue: pig iron 3000 of 3030, slag 30 of 3030", () => {
    // pig iron 1 t × 3000/t = 3000; slag 300 kg × 0.1/kg = 30; total 3030
    const [iron, slag] = allocationShares(blastFurnace("economic"));

    expect(iron).toBeCloseTo(3000 / 3030, 12); // 0.990 099…
    expect(slag).toBeCloseTo(30 / 3030, 12); // 0.009 900…
  });

  it("keeps the whole process on pig iron under system expansion", () => {
    expect(allocationShares(blastFurnace("expansion"))).toEqual([1, 0]);
  });

  it("gives the engine's matrix builder the same shares", () => {
    const process = toEngineProcess(blastFurnace("economic"));
    const system = buildMatrices(
      {
        processes: [
          process,
          {
            id: "coke",
            name: "Coking",
            outputs: [{ id: "coke", name: "Coke", unit: "kg", amount: 1 }],
            inputs: [],
            elementary: [],
          },
          {
            id: "pellets",
            name: "Pelletising",
            outputs: [{ id: "pellets", name: "Pellets", unit: "t", amount: 1 }],
            inputs: [],
            elementary: [],
          },
        ],
        flows: [
          {
            id: "co2",
            name: "Carbon dioxide",
            unit: "kg",
            compartment: "air",
            direction: "emission",
          },
        ],
        methods: [],
      },
      { allocation: "economic" },
    );

    const shares = system.activities
      .filter((activity) => activity.process === "pm:bf")
      .map((activity) => activity.allocationFactor);
    expect(shares[0]).toBeCloseTo(3000 / 3030, 12);
    expect(shares[1]).toBeCloseTo(30 / 3030, 12);
  });

  it("refuses economic allocation without a price", () => {
    const model = blastFurnace("economic");
    model.byProducts[0].pricePerUnit = null;

    expect(() => allocationShares(model)).toThrow(
      'output "Blast furnace slag" has no economic allocation property',
    );
  });
});
