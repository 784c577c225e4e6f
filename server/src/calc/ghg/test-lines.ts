// Factors, activity lines and checks for the GHG engine's specs (engine-*.spec.ts): the unit ids,
// exact conversion constants, a factor and a line with defaults, a run that must succeed, and a
// relative comparison of doubles.
import { calculateCase } from "./engine";
import type {
  CaseInput,
  CaseTotals,
  CombustionParameters,
  EngineActivityLine,
  FactorValues,
  GasCode,
  GwpSet,
  EngineResultLine,
} from "./types";

// Unit ids of server/src/calc/units.ts.
export const KG = 10;
export const T = 11;
export const M3 = 20;
export const KWH = 30;
export const MWH = 31;
export const L = 55;

// Exact by definition: 1 ft = 0.3048 m, 1 US gallon = 3.785411784 L.
export const M3_PER_SCF = 0.3048 ** 3;
export const L_PER_US_GALLON = 3.785411784;
// 1 short ton = 2000 lb × 0.45359237 kg.
export const T_PER_SHORT_TON = 0.90718474;

export function factor(
  name: string,
  unitId: number,
  gases: [GasCode, number][],
  extra: { combustion?: CombustionParameters; gwpBasis?: GwpSet; source?: string } = {},
): FactorValues {
  return {
    unitId,
    gases: gases.map(([gas, value]) => ({ gas, value })),
    combustion: extra.combustion ?? null,
    ref: {
      id: null,
      code: null,
      name,
      source: extra.source ?? "test",
      year: null,
      version: null,
      region: null,
      gwpBasis: extra.gwpBasis ?? null,
    },
  };
}

let nextId = 1;
export function line(
  fields: Pick<EngineActivityLine, "amount" | "unitId" | "factor"> & Partial<EngineActivityLine>,
): EngineActivityLine {
  const id = nextId++;
  return {
    id,
    name: `line ${id}`,
    processId: 1,
    processName: "process",
    scope: 1,
    isoCategory: 1,
    scope3Category: null,
    deducted: false,
    method: "factor",
    gas: null,
    marketFactor: null,
    marketBasis: null,
    marketCovered: null,
    ...fields,
  };
}

export function calculate(
  lines: EngineActivityLine[],
  gwpSet: GwpSet = "AR5",
  extra: Partial<Pick<CaseInput, "output" | "revenue">> = {},
): { lines: EngineResultLine[]; totals: CaseTotals } {
  const outcome = calculateCase({
    gwpSet,
    lines,
    output: extra.output ?? null,
    revenue: extra.revenue ?? null,
  });
  if (!outcome.ok) throw new Error(`unexpected errors: ${JSON.stringify(outcome.errors)}`);
  return outcome;
}

/** Relative closeness: the expected figures are exact decimals, the engine works in doubles. */
export function expectClose(actual: number, expected: number, relative = 1e-12): void {
  const scale = Math.max(Math.abs(expected), 1e-300);
  if (Math.abs(actual - expected) / scale > relative) {
    throw new Error(`expected ${expected} (±${relative} relative), got ${actual}`);
  }
}

export function mass(result: EngineResultLine, gas: GasCode): number | undefined {
  return result.gases.find((g) => g.gas === gas)?.massKg;
}
