// The inventory engine: turns a case's activity lines and the factor values they use into
// per-line, per-gas emissions and the case roll-ups (DESIGN §5). It is pure (no database, no
// clock), so the same input always gives the same figures, traces included.

import { convertUnit, unitById, UnitConversionError } from "../units";
import type { UnitDefinition } from "../units";
import {
  BLEND_COMPOSITION_SOURCE,
  GASES,
  GWP_SOURCES,
  gasByCodeOrNull,
  gwpTable,
  isGasCode,
} from "./gases";
import { NeumaierSum } from "./sum";
import type {
  CalculationMethod,
  CalculationOutcome,
  CaseInput,
  CaseTotals,
  EngineLine,
  FactorValues,
  GasCode,
  GasEmission,
  GasValue,
  GasTotal,
  GwpSet,
  LineError,
  LineErrorReason,
  LineResult,
  MarketBasis,
  ProcessTotal,
  Scope,
  ScopeTwoMarket,
} from "./types";

/** Mass of CO2 per mass of carbon (molar masses 44 and 12, as the China guidelines write it). */
const CO2_PER_C = 44 / 12;
const KG_PER_T = 1000;

/** Method "gas" weighs what was released: its amount is a mass, taken in kg. */
const KG = unitById(10);

const ISO_CATEGORIES = ["1", "2", "3", "4", "5", "6"];
const SCOPE3_CATEGORIES = Array.from({ length: 15 }, (_, i) => String(i + 1));

/**
 * Computes a case. Every line is checked and every problem reported; a case with any problem
 * gets no figures at all, because a partial total would read as a complete one.
 */
export function calculateCase(input: CaseInput): CalculationOutcome {
  const { gwpSet } = input;
  const run: Run = { set: gwpSet, gwps: gwpTable(gwpSet), constants: new Map() };
  const errors: LineError[] = [];
  const lines: LineResult[] = [];
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
function nonFinite(result: LineResult): string | null {
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

// ---------------------------------------------------------------------------------------------
// Checks

interface LineUnits {
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

function addError(
  errors: LineError[],
  line: EngineLine,
  reason: LineErrorReason,
  detail: string,
): void {
  errors.push({ lineId: line.id, name: line.name, processName: line.processName, reason, detail });
}

/** Reports every problem of a line; answers the resolved units when there is none. */
function checkLine(line: EngineLine, errors: LineError[]): LineUnits | null {
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
  line: EngineLine,
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
  line: EngineLine,
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
  line: EngineLine,
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
  line: EngineLine,
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

// ---------------------------------------------------------------------------------------------
// One line

/** What every line of a run shares. */
interface Run {
  set: GwpSet;
  gwps: ReadonlyMap<string, number>;
  /**
   * Trace text of numbers that repeat from line to line (factor values, GWPs, combustion
   * parameters): formatting is the costliest step of a trace, so each is formatted once a run.
   */
  constants: Map<number, string>;
}

function constantText(run: Run, x: number): string {
  let text = run.constants.get(x);
  if (text === undefined) run.constants.set(x, (text = formatNumber(x)));
  return text;
}

interface Applied {
  gases: GasEmission[];
  co2eKg: number;
  biogenicCo2Kg: number;
  formula: string;
}

function computeLine(line: EngineLine, units: LineUnits, run: Run): LineResult {
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

/**
 * Deducted lines keep positive arithmetic in the trace and flip the sign of every figure.
 * `0 - x`, not `-x`: a deducted zero stays 0 rather than -0.
 */
function signed(x: number, deducted: boolean): number {
  return deducted ? 0 - x : x;
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

/**
 * The factor method "gas" amounts to: one kg of the gas per kg, weighted by the run's GWP. A run
 * keeps it as the line's factor, citing where the GWP (and a blend's composition) comes from.
 */
export function directGasFactor(gas: GasCode, set: GwpSet): FactorValues {
  const def = gasByCodeOrNull(gas);
  const value: GasValue = { gas, value: 1 };
  return {
    unitId: KG.id,
    gases: [value],
    combustion: null,
    ref: {
      id: null,
      code: null,
      name: `${def?.label ?? gas} released (kg of gas)`,
      source: def?.composition
        ? `${GWP_SOURCES[set]}; ${BLEND_COMPOSITION_SOURCE}`
        : GWP_SOURCES[set],
      year: null,
      version: null,
      region: null,
      gwpBasis: null,
    },
  };
}

/** Method "gas": the mass released times its GWP, a blend's GWP written out from its parts. */
function applyGas(
  line: EngineLine,
  gas: GasCode,
  lineUnit: UnitDefinition,
  massKg: number,
  run: Run,
): Applied {
  const def = gasByCodeOrNull(gas);
  const label = def ? def.label : gas;
  const deducted = line.deducted;
  const massText = formatNumber(massKg);
  const parts: string[] = [];
  if (lineUnit.id !== KG.id) {
    parts.push(`${formatNumber(line.amount)} ${lineUnit.symbol} = ${massText} kg; `);
  }
  parts.push(`${massText} kg ${label} released`);
  if (gas === "CO2_BIO") {
    parts.push(", outside the scopes; CO2e = 0 kg CO2e");
    return {
      gases: [],
      co2eKg: 0,
      biogenicCo2Kg: signed(massKg, deducted),
      formula: parts.join(""),
    };
  }
  const gwp = run.gwps.get(gas) as number;
  const co2eKg = massKg * gwp;
  parts.push(
    `; CO2e = mass × GWP(${run.set}) = ${massText} × ${constantText(run, gwp)} = ` +
      `${formatNumber(co2eKg)} kg CO2e`,
  );
  if (def?.composition) {
    const terms = def.composition
      .map(
        (part) =>
          `${formatNumber(part.massFraction)} × ${constantText(run, run.gwps.get(part.gas) as number)} (${part.gas})`,
      )
      .join(" + ");
    parts.push(`; GWP of ${label} = Σ mass fraction × GWP = ${terms}`);
  }
  if (deducted) {
    parts.push(`; deducted (carbon locked in products): ${formatNumber(0 - co2eKg)} kg CO2e`);
  }
  return {
    gases: [{ gas, massKg: signed(massKg, deducted), gwp, co2eKg: signed(co2eKg, deducted) }],
    co2eKg: signed(co2eKg, deducted),
    biogenicCo2Kg: 0,
    formula: parts.join(""),
  };
}

/** Gas masses and CO2e of one factor applied to one line, with the trace written out. */
function applyFactor(
  line: EngineLine,
  factor: FactorValues,
  lineUnit: UnitDefinition,
  factorUnit: UnitDefinition,
  amount: number,
  run: Run,
  /** The part of the line this is for, in the line's unit (all of it unless split). */
  lineAmount: number = line.amount,
): Applied {
  const { gwps } = run;
  const deducted = line.deducted;
  const method: CalculationMethod = line.method;
  const u = factorUnit.symbol;
  const amountText = `${formatNumber(amount)} ${u}`;
  const gases: GasEmission[] = [];
  const co2e = new NeumaierSum();
  let biogenic = 0;
  // Pieces joined once at the end: `+=` would leave each trace as a rope of dozens of nodes,
  // and ropes retained in 10,000 results made garbage collection the engine's main cost.
  const parts: string[] = [];
  if (lineUnit.id !== factorUnit.id) {
    parts.push(`${formatNumber(lineAmount)} ${lineUnit.symbol} = ${amountText}; `);
  }
  let terms = "";

  if (method === "combustion") {
    // Checked non-null by checkCombustion.
    const p = factor.combustion as NonNullable<FactorValues["combustion"]>;
    const massKg = amount * p.ncv * p.carbonContent * p.oxidation * CO2_PER_C * KG_PER_T;
    const massText = formatNumber(massKg);
    let ignored = "";
    for (const g of factor.gases)
      if (g.gas === "CO2") ignored = " (the factor's own CO2 value is not used)";
    parts.push(
      `CO2 = FC × NCV × CC × OF × 44/12 = ${amountText} × ${constantText(run, p.ncv)} GJ/${u} × ` +
        `${constantText(run, p.carbonContent)} t C/GJ × ${constantText(run, p.oxidation)} × 44/12 × ` +
        `1,000 kg/t = ${massText} kg CO2${ignored}; `,
    );
    const gwp = gwps.get("CO2") as number;
    gases.push({
      gas: "CO2",
      massKg: signed(massKg, deducted),
      gwp,
      co2eKg: signed(massKg * gwp, deducted),
    });
    co2e.add(massKg * gwp);
    terms = `${massText} × ${constantText(run, gwp)}`;
  }

  for (const value of factor.gases) {
    const code = value.gas;
    if (method === "combustion" && code === "CO2") continue;
    const def = gasByCodeOrNull(code);
    const label = def ? def.label : code;
    const massKg = amount * value.value;
    const massText = formatNumber(massKg);
    parts.push(
      `${amountText} × ${constantText(run, value.value)} kg ${label}/${u} = ${massText} kg ${label}`,
    );
    if (code === "CO2_BIO") {
      biogenic += massKg;
      parts.push(", outside the scopes; ");
      continue;
    }
    if (code === "CO2E" && factor.ref.gwpBasis) {
      parts.push(` (as published, ${factor.ref.gwpBasis})`);
    }
    parts.push("; ");
    const gwp = gwps.get(code) as number;
    gases.push({
      gas: code,
      massKg: signed(massKg, deducted),
      gwp,
      co2eKg: signed(massKg * gwp, deducted),
    });
    co2e.add(massKg * gwp);
    terms += `${terms === "" ? "" : " + "}${massText} × ${constantText(run, gwp)}`;
  }

  const co2eKg = co2e.value;
  parts.push(
    terms === ""
      ? "CO2e = 0 kg CO2e"
      : `CO2e = Σ mass × GWP(${run.set}) = ${terms} = ${formatNumber(co2eKg)} kg CO2e`,
  );
  if (deducted) {
    parts.push(`; deducted (carbon locked in products): ${formatNumber(0 - co2eKg)} kg CO2e`);
  }

  return {
    gases,
    co2eKg: signed(co2eKg, deducted),
    biogenicCo2Kg: signed(biogenic, deducted),
    formula: parts.join(""),
  };
}

// ---------------------------------------------------------------------------------------------
// Roll-ups

interface ProcessAcc {
  processId: number;
  processName: string;
  scope: Scope;
  sum: NeumaierSum;
}

interface GasAcc {
  mass: NeumaierSum;
  co2e: NeumaierSum;
}

class TotalsBuilder {
  private readonly total = new NeumaierSum();
  private readonly totalMarket = new NeumaierSum();
  private readonly scope1 = new NeumaierSum();
  private readonly scope2Location = new NeumaierSum();
  private readonly scope2Market = new NeumaierSum();
  private readonly scope3 = new NeumaierSum();
  private readonly biogenic = new NeumaierSum();
  private readonly deducted = new NeumaierSum();
  private readonly iso = new Map<string, NeumaierSum>(
    ISO_CATEGORIES.map((k) => [k, new NeumaierSum()]),
  );
  private readonly scope3Categories = new Map<string, NeumaierSum>(
    SCOPE3_CATEGORIES.map((k) => [k, new NeumaierSum()]),
  );
  // Keyed by process and scope: a process whose lines span scopes gets one row per scope, so
  // each row's scope is true. Map keeps first-seen order.
  private readonly processes = new Map<number, ProcessAcc>();
  private readonly gases = new Map<GasCode, GasAcc>();

  add(line: LineResult): void {
    const co2e = line.co2eKg;
    const marketCo2e = line.market ? line.market.co2eKg : co2e;
    this.total.add(co2e);
    this.totalMarket.add(marketCo2e);
    if (line.scope === 1) this.scope1.add(co2e);
    else if (line.scope === 2) {
      this.scope2Location.add(co2e);
      this.scope2Market.add(marketCo2e);
    } else this.scope3.add(co2e);

    this.biogenic.add(line.biogenicCo2Kg);
    if (line.deducted) this.deducted.add(0 - co2e);

    // A category outside 1-6 still gets its own key, so the categories always add up to the total.
    const isoKey = String(line.isoCategory);
    let iso = this.iso.get(isoKey);
    if (!iso) this.iso.set(isoKey, (iso = new NeumaierSum()));
    iso.add(co2e);

    if (line.scope === 3 && line.scope3Category !== null) {
      const key = String(line.scope3Category);
      let cat = this.scope3Categories.get(key);
      if (!cat) this.scope3Categories.set(key, (cat = new NeumaierSum()));
      cat.add(co2e);
    }

    // A number, not a "id|scope" string, to spare a string per line; ids are integers.
    const processKey = line.processId * 4 + line.scope;
    let process = this.processes.get(processKey);
    if (!process) {
      process = {
        processId: line.processId,
        processName: line.processName,
        scope: line.scope,
        sum: new NeumaierSum(),
      };
      this.processes.set(processKey, process);
    }
    process.sum.add(co2e);

    for (const g of line.gases) {
      let acc = this.gases.get(g.gas);
      if (!acc) this.gases.set(g.gas, (acc = { mass: new NeumaierSum(), co2e: new NeumaierSum() }));
      acc.mass.add(g.massKg);
      acc.co2e.add(g.co2eKg);
    }
  }

  build(input: CaseInput): CaseTotals {
    const totalKg = this.total.value;
    const byProcess: ProcessTotal[] = [];
    for (const p of this.processes.values()) {
      byProcess.push({
        processId: p.processId,
        processName: p.processName,
        scope: p.scope,
        co2eKg: p.sum.value,
      });
    }
    const byGas: GasTotal[] = [];
    for (const def of GASES) {
      const acc = this.gases.get(def.code);
      if (acc) byGas.push({ gas: def.code, massKg: acc.mass.value, co2eKg: acc.co2e.value });
    }
    return {
      totalKg,
      totalMarketKg: this.totalMarket.value,
      byScope: {
        scope1: this.scope1.value,
        scope2Location: this.scope2Location.value,
        scope2Market: this.scope2Market.value,
        scope3: this.scope3.value,
      },
      byIsoCategory: valuesOf(this.iso),
      byScope3Category: valuesOf(this.scope3Categories),
      byProcess,
      byGas,
      biogenicCo2Kg: this.biogenic.value,
      deductedKg: this.deducted.value,
      intensity: {
        perOutput: perUnit(totalKg, input.output),
        outputUnit: input.output ? input.output.unit : null,
        perRevenue: perUnit(totalKg, input.revenue),
        revenueUnit: input.revenue ? input.revenue.unit : null,
      },
    };
  }
}

function valuesOf(map: ReadonlyMap<string, NeumaierSum>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, sum] of map) out[key] = sum.value;
  return out;
}

/** t CO2e per unit of the denominator, or null when there is nothing to divide by. */
function perUnit(totalKg: number, denominator: { amount: number } | null): number | null {
  if (!denominator || !Number.isFinite(denominator.amount) || denominator.amount <= 0) return null;
  return totalKg / 1000 / denominator.amount;
}

// ---------------------------------------------------------------------------------------------
// Trace numbers

/** Exact powers of ten (every 10^k up to 10^22 is a double). */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * A number for a trace: 10 significant digits, "," between thousands, "." for decimals, never
 * the host locale, so a stored trace reads the same on every server.
 */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return "0";
  const abs = Math.abs(x);
  // Outside this range String() writes exponents anyway; toPrecision is slow but rare here.
  if (abs >= 1e15 || abs < 1e-6) return String(Number(x.toPrecision(10)));
  // Rounding by arithmetic rather than toPrecision, which dominated the engine's run time.
  // Dividing an integer by an exact power of ten gives the double nearest the decimal, which
  // String() then prints as that decimal.
  const keep = 9 - Math.floor(Math.log10(abs));
  const rounded =
    keep >= 0
      ? Math.round(abs * POW10[keep]) / POW10[keep]
      : Math.round(abs / POW10[-keep]) * POW10[-keep];
  const s = String(rounded);
  const dot = s.indexOf(".");
  const intLength = dot === -1 ? s.length : dot;
  let out = s;
  if (intLength > 3) {
    const head = intLength % 3 || 3;
    out = s.slice(0, head);
    for (let i = head; i < intLength; i += 3) out += "," + s.slice(i, i + 3);
    out += s.slice(intLength);
  }
  return x < 0 ? "-" + out : out;
}
