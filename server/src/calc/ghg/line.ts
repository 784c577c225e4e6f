// One line's result: the location-based figures and, for scope 2, the market-based ones.

import { convertUnit } from "../units";
import type { LineUnits } from "./checks";
import { formatNumber } from "./format";
import { applyFactor, applyGas, directGasFactor, type Run } from "./methods";
import type {
  EngineActivityLine,
  FactorValues,
  GasCode,
  GasEmission,
  EngineResultLine,
  MarketBasis,
  ScopeTwoMarket,
} from "./types";

export function computeLine(
  line: EngineActivityLine,
  units: LineUnits,
  run: Run,
): EngineResultLine {
  // Checked non-null by checkLine (method "gas": checkGasLine).
  const gas = line.method === "gas" ? (line.gas as GasCode) : null;
  const factor = gas ? directGasFactor(gas, run.set) : (line.factor as FactorValues);
  const amountInFactorUnit = convertUnit(line.amount, line.unitId, factor.unitId);
  const location = gas
    ? applyGas(line, gas, units.line, amountInFactorUnit, run)
    : applyFactor(line, factor, units.line, units.factor, amountInFactorUnit, run);

  let market: ScopeTwoMarket | null = null;
  if (line.scope === 2) {
    const instrument = line.marketFactor;
    if (instrument && units.market && !gas) {
      const basis: MarketBasis = line.marketBasis ?? "supplier";
      const covered =
        line.marketCovered && units.covered
          ? Math.min(
              convertUnit(line.marketCovered.amount, line.marketCovered.unitId, line.unitId),
              line.amount,
            )
          : null;
      if (covered === null) {
        const amount = convertUnit(line.amount, line.unitId, instrument.unitId);
        const applied = applyFactor(line, instrument, units.line, units.market, amount, run);
        market = {
          basis,
          coveredAmount: null,
          gases: applied.gases,
          co2eKg: applied.co2eKg,
          factor: instrument.ref,
          formula: `market-based (${basis}): ${applied.formula}`,
        };
      } else {
        // The instrument's factor for what it covers, the grid average for the rest (GHG
        // Protocol scope 2 guidance: consumption without an instrument takes the next basis).
        const rest = line.amount - covered;
        const u = units.line.symbol;
        const backed = applyFactor(
          line,
          instrument,
          units.line,
          units.market,
          convertUnit(covered, line.unitId, instrument.unitId),
          run,
          covered,
        );
        const grid = applyFactor(
          line,
          factor,
          units.line,
          units.factor,
          convertUnit(rest, line.unitId, factor.unitId),
          run,
          rest,
        );
        const co2eKg = backed.co2eKg + grid.co2eKg;
        market = {
          basis,
          coveredAmount: covered,
          gases: mergeGases(backed.gases, grid.gases),
          co2eKg,
          factor: instrument.ref,
          formula:
            `market-based (${basis}) for ${formatNumber(covered)} ${u} of ` +
            `${formatNumber(line.amount)} ${u}: ${backed.formula}; the other ` +
            `${formatNumber(rest)} ${u} at the location-based factor: ${grid.formula}; ` +
            `market-based = ${formatNumber(backed.co2eKg)} + ${formatNumber(grid.co2eKg)} = ` +
            `${formatNumber(co2eKg)} kg CO2e`,
        };
      }
    } else {
      // Without a contractual instrument the market-based figure is the grid average itself.
      market = {
        basis: "grid",
        coveredAmount: null,
        gases: location.gases.map((g) => ({
          gas: g.gas,
          massKg: g.massKg,
          gwp: g.gwp,
          co2eKg: g.co2eKg,
        })),
        co2eKg: location.co2eKg,
        factor: factor.ref,
        formula:
          `market-based (grid, no contractual instrument) = location-based = ` +
          `${formatNumber(location.co2eKg)} kg CO2e`,
      };
    }
  }

  return {
    lineId: line.id,
    name: line.name,
    processId: line.processId,
    processName: line.processName,
    scope: line.scope,
    isoCategory: line.isoCategory,
    scope3Category: line.scope3Category,
    deducted: line.deducted,
    method: line.method,
    amount: line.amount,
    unitId: line.unitId,
    amountInFactorUnit,
    factorUnitId: factor.unitId,
    gases: location.gases,
    co2eKg: location.co2eKg,
    biogenicCo2Kg: location.biogenicCo2Kg,
    market,
    factor: factor.ref,
    formula: location.formula,
  };
}

/** The gases of two parts of one line, per gas, in the order they first appear. */
function mergeGases(a: readonly GasEmission[], b: readonly GasEmission[]): GasEmission[] {
  const byGas = new Map<GasCode, GasEmission>();
  for (const g of [...a, ...b]) {
    const seen = byGas.get(g.gas);
    if (seen) {
      seen.massKg += g.massKg;
      seen.co2eKg += g.co2eKg;
    } else byGas.set(g.gas, { ...g });
  }
  return [...byGas.values()];
}
