// The carbon mass balance of a run, as the China iron and steel and chemical industry guidelines
// draw it: the carbon that enters the site in fuels and carbon-bearing materials against the
// carbon that leaves it in products, the difference leaving as CO2. Pure.
//
// What counts (only CO2 carries carbon here; CH4, N2O and fluorinated gases are left out, and
// biogenic CO2 is outside the fossil balance):
//   carbon in, from the lines of scope 1 that are not deducted:
//     - method "combustion": C = FC × NCV × CC (the fuel's whole carbon, the oxidised part and
//       the part left in ash, slag and dust alike), with the NCV and CC the run used;
//     - method "factor" or "gas" with CO2: C = CO2 × 12/44. The guidelines' process factors are
//       the material's carbon content × 44/12 (limestone 0.440 t CO2/t = 12.0 % C, electrodes
//       3.663 t CO2/t = 99.9 % C, purchased pig iron 0.172 t CO2/t = 4.7 % C), so the factor
//       gives the carbon back; a fuel on a per-unit CO2 factor is taken as fully oxidised.
//   carbon out: the deducted lines of scope 1 (carbon locked in products and by-products: crude
//     steel 0.0154 t CO2/t = 0.42 % C, methanol 1.375 t CO2/t = 37.5 % C), C = |CO2| × 12/44,
//     the carbon the run subtracts, whatever its method.
//   Scope 2 and 3 lines carry no carbon across the site's boundary and are not in the balance.
// The balance: difference = carbon in − carbon out, emitted as CO2 = difference × 44/12; the
// run's CO2 from the same lines (deducted ones negative) against it is the closure. Below 100 %
// the gap is carbon the balance sees enter and not leave in products that the run does not count
// as emitted: the unoxidised share (1 − OF) of the fuels burnt by the combustion method, shown
// with it, and anything else is left as the unexplained rest.
// It applies when the run has carbon out (deducted lines with CO2): without products carrying
// carbon, carbon in equals what the run emits and there is nothing to balance.
import type { ResultLine } from "../calculation/calculation-run.entity";

/** Mass of CO2 per mass of carbon, as the guidelines write it. */
export const CO2_PER_C = 44 / 12;
const KG_PER_T = 1000;

export type BalanceRule = "combustion" | "factor";

export interface BalanceRow {
  /** The result lines grouped by name and unit. */
  name: string;
  processId: number;
  processName: string;
  /** The case's English name of the process (the service fills it in); "" without one. */
  processNameEn: string;
  amount: number;
  /** The unit the amount is in (the factor's, as the run converted it). */
  unitId: number;
  rule: BalanceRule;
  lineCount: number;
  /** kg C. */
  carbonKg: number;
  /** The run's CO2 from these lines, kg (negative on deducted lines). */
  co2Kg: number;
  /** Combustion only: carbon not oxidised, FC × NCV × CC × (1 − OF), kg C. */
  unoxidisedKg: number;
}

export interface MassBalance {
  applies: boolean;
  inputs: BalanceRow[];
  outputs: BalanceRow[];
  carbonInKg: number;
  carbonOutKg: number;
  /** carbon in − carbon out, kg C. */
  differenceKg: number;
  /** difference × 44/12, kg CO2. */
  differenceCo2Kg: number;
  /** Σ CO2 of the balance's lines in the run (deducted negative), kg. */
  runCo2Kg: number;
  /** run CO2 / difference CO2 × 100; null when nothing is left to emit. */
  closurePercent: number | null;
  /** Σ unoxidised carbon of the combustion lines, kg C. */
  unoxidisedKg: number;
  /** difference CO2 − unoxidised × 44/12 − run CO2: what the oxidation rates do not explain. */
  unexplainedCo2Kg: number;
}

/** The CO2 of a line (location-based: the balance is of scope 1), signed, kg. */
function co2Of(line: ResultLine): number {
  let sum = 0;
  for (const gas of line.gases) if (gas.gas === "CO2") sum += gas.massKg;
  return sum;
}

/** The carbon a line carries and the rule that gives it, or null when it is not in the balance. */
function carbonOf(line: ResultLine): { rule: BalanceRule; carbonKg: number; unox: number } | null {
  const { ncv, carbonContent, oxidation } = line.factor;
  if (!line.deducted && line.method === "combustion" && ncv && carbonContent) {
    // NCV GJ per factor unit × CC t C per GJ = t C per factor unit.
    const carbonKg = line.amountInFactorUnit * ncv * carbonContent * KG_PER_T;
    return { rule: "combustion", carbonKg, unox: carbonKg * (1 - (oxidation ?? 1)) };
  }
  const co2 = Math.abs(co2Of(line));
  if (co2 === 0) return null;
  return { rule: "factor", carbonKg: co2 / CO2_PER_C, unox: 0 };
}

function addRow(
  rows: Map<string, BalanceRow>,
  line: ResultLine,
  carbon: NonNullable<ReturnType<typeof carbonOf>>,
) {
  const key = `${line.processId}\u0000${line.name}\u0000${line.factorUnitId}\u0000${carbon.rule}`;
  const row = rows.get(key);
  const co2Kg = co2Of(line);
  if (row) {
    row.amount += line.amountInFactorUnit;
    row.lineCount += 1;
    row.carbonKg += carbon.carbonKg;
    row.co2Kg += co2Kg;
    row.unoxidisedKg += carbon.unox;
  } else {
    rows.set(key, {
      name: line.name,
      processId: line.processId,
      processName: line.processName,
      processNameEn: "",
      amount: line.amountInFactorUnit,
      unitId: line.factorUnitId,
      rule: carbon.rule,
      lineCount: 1,
      carbonKg: carbon.carbonKg,
      co2Kg,
      unoxidisedKg: carbon.unox,
    });
  }
}

/**
 * A rest below a billionth of the balance is the rounding of the sums (0.000000000000466 t of
 * 3,088 t), not carbon: it reads as 0.
 */
function roundingNoise(rest: number, scale: number): number {
  return Math.abs(rest) <= Math.abs(scale) * 1e-9 ? 0 : rest;
}

export function massBalance(lines: readonly ResultLine[]): MassBalance {
  const inputs = new Map<string, BalanceRow>();
  const outputs = new Map<string, BalanceRow>();
  for (const line of lines) {
    if (line.scope !== 1) continue;
    const carbon = carbonOf(line);
    if (!carbon) continue;
    addRow(line.deducted ? outputs : inputs, line, carbon);
  }
  const sum = (rows: Iterable<BalanceRow>, pick: (row: BalanceRow) => number) => {
    let total = 0;
    for (const row of rows) total += pick(row);
    return total;
  };
  const carbonInKg = sum(inputs.values(), (row) => row.carbonKg);
  const carbonOutKg = sum(outputs.values(), (row) => row.carbonKg);
  const differenceKg = carbonInKg - carbonOutKg;
  const differenceCo2Kg = differenceKg * CO2_PER_C;
  const runCo2Kg =
    sum(inputs.values(), (row) => row.co2Kg) + sum(outputs.values(), (row) => row.co2Kg);
  const unoxidisedKg = sum(inputs.values(), (row) => row.unoxidisedKg);
  const bySize = (a: BalanceRow, b: BalanceRow) => b.carbonKg - a.carbonKg;
  return {
    applies: outputs.size > 0,
    inputs: [...inputs.values()].sort(bySize),
    outputs: [...outputs.values()].sort(bySize),
    carbonInKg,
    carbonOutKg,
    differenceKg,
    differenceCo2Kg,
    runCo2Kg,
    closurePercent: differenceCo2Kg > 0 ? (runCo2Kg / differenceCo2Kg) * 100 : null,
    unoxidisedKg,
    unexplainedCo2Kg: roundingNoise(
      differenceCo2Kg - unoxidisedKg * CO2_PER_C - runCo2Kg,
      differenceCo2Kg,
    ),
  };
}
