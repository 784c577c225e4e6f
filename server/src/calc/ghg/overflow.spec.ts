// Figures past the range of a double: the engine refuses them per line instead of answering an
// infinite total (the API bounds amounts and factor values at 10^12, so only figures stored
// before that bound, or written around the API, can get here).
import { calculateCase } from "./engine";
import type { EngineActivityLine, FactorValues } from "./types";

const KG = 10;

function factor(kgCo2PerKg: number): FactorValues {
  return {
    unitId: KG,
    gases: [{ gas: "CO2", value: kgCo2PerKg }],
    combustion: null,
    ref: {
      id: null,
      code: null,
      name: "test factor",
      source: "test",
      year: null,
      version: null,
      region: null,
      gwpBasis: null,
    },
  };
}

function line(id: number, amount: number, kgCo2PerKg: number): EngineActivityLine {
  return {
    id,
    name: `line ${id}`,
    processId: 1,
    processName: "Boilers",
    scope: 1,
    isoCategory: 1,
    scope3Category: null,
    deducted: false,
    method: "factor",
    gas: null,
    amount,
    unitId: KG,
    factor: factor(kgCo2PerKg),
    marketFactor: null,
    marketBasis: null,
    marketCovered: null,
  };
}

const calculate = (lines: EngineActivityLine[]) =>
  calculateCase({ gwpSet: "AR6", lines, output: null, revenue: null });

describe("results past the range of a double", () => {
  it("fails a line of 1.7e308 kg at 1e308 kg CO2/kg, naming it, instead of an infinite total", () => {
    // 1.7e308 × 1e308 = 1.7e616, beyond Number.MAX_VALUE ≈ 1.798e308.
    const outcome = calculate([line(1, 10, 2), line(2, 1.7e308, 1e308)]);

    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? [] : outcome.errors).toEqual([
      {
        lineId: 2,
        name: "line 2",
        processName: "Boilers",
        reason: "NOT_FINITE",
        detail: "CO2e Infinity kg overflows: the amount or factor is too large",
      },
    ]);
  });

  it("fails a case whose lines are finite but whose sum is not, naming the largest line", () => {
    // 1e308 and 1.5e308 kg at 1 kg CO2/kg (GWP of CO2 is 1) give 1e308 and 1.5e308 kg CO2e,
    // each finite; their sum, 2.5e308, is beyond Number.MAX_VALUE.
    const outcome = calculate([line(1, 1e308, 1), line(2, 1.5e308, 1)]);

    expect(outcome.ok ? [] : outcome.errors.map((error) => [error.lineId, error.reason])).toEqual([
      [2, "NOT_FINITE"],
    ]);
  });

  it("still calculates 10^12 kg at 10^12 kg CO2/kg, the largest figures the API takes", () => {
    const outcome = calculate([line(1, 1e12, 1e12)]);

    // 10^12 × 10^12 = 10^24 kg CO2e.
    expect(outcome.ok && outcome.totals.totalKg).toBe(1e24);
  });
});
