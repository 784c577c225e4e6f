// The panorama tests' small inventories: a case of one corporation with a boiler or kiln on
// natural gas (scope 1), grid power with an optional supplier's market-based factor (scope 2) and
// flights (scope 3, category 6), each line on a custom factor of round figures, calculated.
import type { Caller } from "./accounting";
import { ADD_CUSTOM_LINE, calculate, newCase, newProcess, setLines } from "./accounting-graphql";

const KG = 10;
const KWH = 30;

/** A custom line of CO2 (and CH4) per kg or kWh, with a supplier's market-based factor if given. */
async function line(
  user: Caller,
  caseId: number,
  processId: number,
  spec: {
    name: string;
    amount: number;
    unitId: number;
    co2: number;
    ch4?: number;
    market?: number;
  },
) {
  const gases = [{ gas: "CO2", value: spec.co2 }];
  if (spec.ch4) gases.push({ gas: "CH4", value: spec.ch4 });
  const { addCustomLine } = await user.gql(ADD_CUSTOM_LINE, {
    input: {
      caseId,
      processId,
      name: spec.name,
      amount: spec.amount,
      unitId: spec.unitId,
      factor: { name: `${spec.name} factor`, unitId: spec.unitId, source: "Test", gases },
    },
  });
  if (spec.market !== undefined) {
    await setLines(user, caseId, [
      {
        id: addCustomLine.id,
        marketBasis: "supplier",
        marketCustomFactor: {
          name: "Supplier tariff",
          unitId: KWH,
          source: "Supplier disclosure",
          gases: [{ gas: "CO2", value: spec.market }],
        },
      },
    ]);
  }
}

export interface Inventory {
  year: number;
  output: number;
  revenue?: number;
  boiler?: { name: string; kg: number; ch4?: boolean };
  powerKwh: number;
  marketFactor?: number;
  travelKg?: number;
}

/** A case of one corporation: a boiler or kiln (scope 1), power (scope 2), travel (scope 3). */
export async function inventory(
  user: Caller,
  corporationId: number,
  name: string,
  spec: Inventory,
) {
  const { id: caseId } = await newCase(user, {
    corporationId,
    name,
    year: spec.year,
    outputAmount: spec.output,
    outputUnit: "t",
    ...(spec.revenue ? { revenue: spec.revenue, revenueUnit: "万元" } : {}),
  });
  if (spec.boiler) {
    const process = await newProcess(user, {
      caseId,
      name: spec.boiler.name,
      scope: 1,
      isoCategory: 1,
    });
    await line(user, caseId, process, {
      name: "Natural gas",
      amount: spec.boiler.kg,
      unitId: KG,
      co2: 2,
      ch4: spec.boiler.ch4 ? 0.01 : undefined,
    });
  }
  const power = await newProcess(user, {
    caseId,
    name: "Purchased power",
    scope: 2,
    isoCategory: 2,
  });
  await line(user, caseId, power, {
    name: "Grid electricity",
    amount: spec.powerKwh,
    unitId: KWH,
    co2: 0.5,
    market: spec.marketFactor,
  });
  if (spec.travelKg) {
    const travel = await newProcess(user, {
      caseId,
      name: "Business travel",
      scope: 3,
      isoCategory: 3,
      scope3Category: 6,
    });
    await line(user, caseId, travel, {
      name: "Flights",
      amount: spec.travelKg,
      unitId: KG,
      co2: 1,
    });
  }
  const run = await calculate(user, caseId);
  expect(run.status).toBe("succeeded");
  return { caseId, run };
}
