// The inventory engine: turns a case's activity lines and the factor values they use into
// per-line, per-gas emissions and the case roll-ups (DESIGN §5). It is pure (no database, no
// clock), so the same input always gives the same figures, traces included.
// This module runs a case; the line checks (`checks.ts`), the calculation methods (`methods.ts`),
// one line's result (`line.ts`), the roll-ups (`totals.ts`) and trace numbers (`format.ts`) are
// modules of their own.

import { addError, checkLine } from "./checks";
import { gwpTable } from "./gases";
import { computeLine } from "./line";
import type { Run } from "./methods";
import { TotalsBuilder } from "./totals";
import type { CalculationOutcome, CaseInput, LineError, EngineResultLine } from "./types";

export { formatNumber } from "./format";
export { directGasFactor } from "./methods";

/**
 * Computes a case. Every line is checked and every problem reported; a case with any problem
 * gets no figures at all, because a partial total would read as a complete one.
 */
export function calculateCase(input: CaseInput): CalculationOutcome {
  const { gwpSet } = input;
  const run: Run = { set: gwpSet, gwps: gwpTable(gwpSet), constants: new Map() };
  const errors: LineError[] = [];
  const lines: EngineResultLine[] = [];
  const totals = new TotalsBuilder();

  for (const line of input.lines) {
    const units = checkLine(line, errors);
    // Once any line has failed the figures are discarded, so only the checks go on.
    if (units === null || errors.length > 0) continue;
    const result = computeLine(line, units, run);
    const overflow = nonFinite(result);
    if (overflow) {
      addError(
        errors,
        line,
        "NOT_FINITE",
        `${overflow} overflows: the amount or factor is too large`,
      );
      continue;
    }
    lines.push(result);
    totals.add(result);
  }

  if (errors.length > 0) return { ok: false, gwpSet, errors };
  const built = totals.build(input);
  if (!Number.isFinite(built.totalKg) || !Number.isFinite(built.totalMarketKg)) {
    // Every line is finite but their sum is not: name the largest, where the fault must be.
    const largest = lines.reduce((a, b) => (b.co2eKg > a.co2eKg ? b : a));
    const line = input.lines.find((candidate) => candidate.id === largest.lineId)!;
    addError(
      errors,
      line,
      "NOT_FINITE",
      `The case total overflows; this line gives ${largest.co2eKg} kg CO2e`,
    );
    return { ok: false, gwpSet, errors };
  }
  return { ok: true, gwpSet, lines, totals: built };
}

/** What of a line's result is infinite or not a number, or null when all is finite. */
function nonFinite(result: EngineResultLine): string | null {
  if (!Number.isFinite(result.co2eKg)) return `CO2e ${result.co2eKg} kg`;
  if (!Number.isFinite(result.amountInFactorUnit))
    return `The amount in the factor's unit (${result.amountInFactorUnit})`;
  if (!Number.isFinite(result.biogenicCo2Kg)) return `Biogenic CO2 ${result.biogenicCo2Kg} kg`;
  const gas = result.gases.find(
    (emission) => !Number.isFinite(emission.co2eKg) || !Number.isFinite(emission.massKg),
  );
  if (gas) return `${gas.gas} ${gas.massKg} kg (${gas.co2eKg} kg CO2e)`;
  if (result.market && !Number.isFinite(result.market.co2eKg))
    return `The market-based CO2e ${result.market.co2eKg} kg`;
  return null;
}
