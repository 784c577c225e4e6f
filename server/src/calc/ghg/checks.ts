// Line checks: every problem of a case's lines, found before any figure is computed.

import { convertUnit, unitById, UnitConversionError } from "../units";
import type { UnitDefinition } from "../units";
import { formatNumber } from "./format";
import { isGasCode } from "./gases";
import { KG } from "./methods";
import type { EngineActivityLine, FactorValues, LineError, LineErrorReason } from "./types";

export interface LineUnits {
  line: UnitDefinition;
  factor: UnitDefinition;
  /** Scope 2 lines with an instrument only. */
  market: UnitDefinition | null;
  /** Scope 2 lines whose instrument covers a stated quantity only. */
  covered: UnitDefinition | null;
}

function unitOrNull(id: number): UnitDefinition | null {
  try {
    return unitById(id);
  } catch (e) {
    if (e instanceof UnitConversionError) return null;
    throw e;
  }
}

export function addError(
  errors: LineError[],
  line: EngineActivityLine,
  reason: LineErrorReason,
  detail: string,
): void {
  errors.push({ lineId: line.id, name: line.name, processName: line.processName, reason, detail });
}

/** Reports every problem of a line; answers the resolved units when there is none. */
export function checkLine(line: EngineActivityLine, errors: LineError[]): LineUnits | null {
  const before = errors.length;

  if (!Number.isFinite(line.amount)) {
    addError(errors, line, "INVALID_AMOUNT", `Amount ${String(line.amount)} is not a number`);
  } else if (line.amount < 0) {
    addError(
      errors,
      line,
      "INVALID_AMOUNT",
      `Amount ${formatNumber(line.amount)} is negative: enter the quantity as a positive number; ` +
        `carbon locked in products is subtracted by the process's "deducted" flag`,
    );
  }

  const lineUnit = unitOrNull(line.unitId);
  if (!lineUnit) {
    addError(errors, line, "UNKNOWN_UNIT", `Unknown activity unit id ${line.unitId}`);
  }

  let factorUnit: UnitDefinition | null = null;
  if (line.method === "gas") {
    factorUnit = checkGasLine(line, lineUnit, errors);
  } else if (!line.factor) {
    addError(errors, line, "MISSING_FACTOR", "No emission factor is assigned to the line");
  } else {
    factorUnit = checkFactor(line, line.factor, "factor", lineUnit, errors);
  }

  // An instrument on a line outside scope 2 is never used, so it is not held against the line.
  let marketUnit: UnitDefinition | null = null;
  let coveredUnit: UnitDefinition | null = null;
  if (line.scope === 2) {
    if (line.marketFactor) {
      marketUnit = checkFactor(line, line.marketFactor, "market factor", lineUnit, errors);
    } else if (line.marketBasis !== null && line.marketBasis !== "grid") {
      // Reporting the grid figure as a certificate's would be the silent fallback this stops.
      addError(
        errors,
        line,
        "MISSING_MARKET_FACTOR",
        `Marked "${line.marketBasis}" but no market factor is chosen: choose the instrument's ` +
          `factor (a renewable energy certificate's is 0) or set the basis to grid`,
      );
    } else if (line.marketCovered) {
      addError(
        errors,
        line,
        "MISSING_MARKET_FACTOR",
        `An instrument is said to cover ${formatNumber(line.marketCovered.amount)} ` +
          `${unitOrNull(line.marketCovered.unitId)?.symbol ?? "units"} but no market factor is chosen`,
      );
    }
    if (line.marketCovered) coveredUnit = checkCovered(line, line.marketCovered, lineUnit, errors);
  }

  if (errors.length > before || !lineUnit || !factorUnit) return null;
  return { line: lineUnit, factor: factorUnit, market: marketUnit, covered: coveredUnit };
}

/** Method "gas": a catalogue gas, and an amount that is a mass. */
function checkGasLine(
  line: EngineActivityLine,
  lineUnit: UnitDefinition | null,
  errors: LineError[],
): UnitDefinition | null {
  const gas: string | null = line.gas;
  let ok = true;
  if (gas === null) {
    addError(
      errors,
      line,
      "UNKNOWN_GAS",
      `Method "gas" needs the gas released (HFC-134a, R-410A, SF6, ...)`,
    );
    ok = false;
  } else if (gas === "CO2E") {
    addError(errors, line, "UNKNOWN_GAS", `Method "gas" weighs one gas; CO2e is not a gas`);
    ok = false;
  } else if (!isGasCode(gas)) {
    addError(errors, line, "UNKNOWN_GAS", `Gas "${gas}" is not in the gas catalogue`);
    ok = false;
  }
  if (lineUnit && lineUnit.dimension !== KG.dimension) {
    addError(
      errors,
      line,
      "UNIT_MISMATCH",
      `${lineUnit.symbol} (${lineUnit.dimension}) is not a mass: method "gas" takes the mass of ` +
        `gas released (kg, t)`,
    );
    ok = false;
  }
  return ok && lineUnit ? KG : null;
}

/** The quantity an instrument covers: a real quantity of the line's kind, at most the line's. */
function checkCovered(
  line: EngineActivityLine,
  covered: { amount: number; unitId: number },
  lineUnit: UnitDefinition | null,
  errors: LineError[],
): UnitDefinition | null {
  const unit = unitOrNull(covered.unitId);
  if (!unit) {
    addError(
      errors,
      line,
      "UNKNOWN_UNIT",
      `Unknown unit id ${covered.unitId} of the quantity the instrument covers`,
    );
    return null;
  }
  if (lineUnit && lineUnit.dimension !== unit.dimension) {
    addError(
      errors,
      line,
      "UNIT_MISMATCH",
      `The instrument covers ${unit.symbol} (${unit.dimension}); the line is in ` +
        `${lineUnit.symbol} (${lineUnit.dimension})`,
    );
    return null;
  }
  if (!Number.isFinite(covered.amount) || covered.amount < 0) {
    addError(
      errors,
      line,
      "INVALID_AMOUNT",
      `The quantity the instrument covers (${String(covered.amount)}) must be a number of 0 or more`,
    );
    return null;
  }
  if (lineUnit && Number.isFinite(line.amount) && line.amount >= 0) {
    const inLineUnit = convertUnit(covered.amount, unit.id, lineUnit.id);
    // A relative margin for the conversion's rounding: 1 MWh is 1,000 kWh, not 1,000.0000001.
    if (inLineUnit > line.amount * (1 + 1e-9)) {
      addError(
        errors,
        line,
        "INVALID_AMOUNT",
        `The instrument covers ${formatNumber(covered.amount)} ${unit.symbol}, more than the ` +
          `line's ${formatNumber(line.amount)} ${lineUnit.symbol}: correct the covered quantity ` +
          `or split the consumption into lines`,
      );
      return null;
    }
  }
  return unit;
}

type FactorRole = "factor" | "market factor";

/** Names a factor in an error; built only when there is an error to report. */
function describe(role: FactorRole, factor: FactorValues): string {
  return `${role} "${factor.ref.name}"`;
}

function andAlso(problems: string, problem: string): string {
  return problems === "" ? problem : `${problems}; ${problem}`;
}

function checkFactor(
  line: EngineActivityLine,
  factor: FactorValues,
  role: FactorRole,
  lineUnit: UnitDefinition | null,
  errors: LineError[],
): UnitDefinition | null {
  const unit = unitOrNull(factor.unitId);
  if (!unit) {
    addError(
      errors,
      line,
      "UNKNOWN_UNIT",
      `Unknown unit id ${factor.unitId} on ${describe(role, factor)}`,
    );
  } else if (lineUnit && lineUnit.dimension !== unit.dimension) {
    addError(
      errors,
      line,
      "UNIT_MISMATCH",
      `${lineUnit.symbol} (${lineUnit.dimension}) cannot be converted to ` +
        `${unit.symbol} (${unit.dimension}), the unit of ${describe(role, factor)}`,
    );
  }

  if (line.method === "combustion") checkCombustion(line, factor, role, errors);
  // A factor-method factor without gases would turn any amount into a silent zero.
  else if (factor.gases.length === 0) {
    addError(
      errors,
      line,
      "MISSING_FACTOR",
      `${capitalise(describe(role, factor))} carries no gas values`,
    );
  }

  for (const value of factor.gases) {
    const code: string = value.gas;
    if (!isGasCode(code)) {
      addError(
        errors,
        line,
        "UNKNOWN_GAS",
        `${capitalise(describe(role, factor))} carries gas "${code}", which is not in the gas catalogue`,
      );
    } else if (!Number.isFinite(value.value)) {
      addError(
        errors,
        line,
        "MISSING_FACTOR",
        `${capitalise(describe(role, factor))} has no usable value for ${code} (${String(value.value)})`,
      );
    }
  }

  return unit && (!lineUnit || lineUnit.dimension === unit.dimension) ? unit : null;
}

function checkCombustion(
  line: EngineActivityLine,
  factor: FactorValues,
  role: FactorRole,
  errors: LineError[],
): void {
  if (factor.gases.some((value) => value.gas === "CO2E")) {
    // A CO2e-only value already contains the CO2 the combustion method computes: both would
    // count it twice.
    addError(
      errors,
      line,
      "MISSING_COMBUSTION_PARAMETERS",
      `Method "combustion" cannot use ${describe(role, factor)}: it is published only as CO2e, which already includes the CO2; use method "factor"`,
    );
    return;
  }
  const p = factor.combustion;
  if (!p) {
    addError(
      errors,
      line,
      "MISSING_COMBUSTION_PARAMETERS",
      `Method "combustion" needs NCV, carbon content and oxidation rate; ${describe(role, factor)} has none`,
    );
    return;
  }
  let problems = "";
  if (!(Number.isFinite(p.ncv) && p.ncv > 0)) {
    problems = andAlso(problems, `NCV must be positive (got ${String(p.ncv)})`);
  }
  if (!(Number.isFinite(p.carbonContent) && p.carbonContent > 0)) {
    problems = andAlso(
      problems,
      `carbon content must be positive (got ${String(p.carbonContent)})`,
    );
  } else if (p.carbonContent > 1) {
    // No fuel holds a tonne of carbon per GJ (blast-furnace gas, the richest, ~0.07): a value
    // this size is the guideline's t C/TJ figure entered without the 10^-3.
    problems = andAlso(
      problems,
      `carbon content ${formatNumber(p.carbonContent)} t C/GJ is not plausible ` +
        `(guideline tables print t C/TJ: multiply by 10^-3)`,
    );
  }
  if (!(Number.isFinite(p.oxidation) && p.oxidation > 0 && p.oxidation <= 1)) {
    problems = andAlso(problems, `oxidation rate must be in (0, 1] (got ${String(p.oxidation)})`);
  }
  if (problems !== "") {
    addError(
      errors,
      line,
      "MISSING_COMBUSTION_PARAMETERS",
      `${capitalise(describe(role, factor))}: ${problems}`,
    );
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
