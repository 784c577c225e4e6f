// The calculation methods (factor, combustion, gas) applied to an amount, each with its trace.

import type { UnitDefinition } from "../units";
import { unitById } from "../units";
import { formatNumber } from "./format";
import { BLEND_COMPOSITION_SOURCE, GWP_SOURCES, gasByCodeOrNull } from "./gases";
import { NeumaierSum } from "./sum";
import type {
  CalculationMethod,
  EngineActivityLine,
  FactorValues,
  GasCode,
  GasEmission,
  GasValue,
  GwpSet,
} from "./types";

/** Mass of CO2 per mass of carbon (molar masses 44 and 12, as the China guidelines write it). */
const CO2_PER_C = 44 / 12;
const KG_PER_T = 1000;

/** Method "gas" weighs what was released: its amount is a mass, taken in kg. */
export const KG = unitById(10);

/** What every line of a run shares. */
export interface Run {
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

/**
 * Deducted lines keep positive arithmetic in the trace and flip the sign of every figure.
 * `0 - x`, not `-x`: a deducted zero stays 0 rather than -0.
 */
function signed(x: number, deducted: boolean): number {
  return deducted ? 0 - x : x;
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
export function applyGas(
  line: EngineActivityLine,
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
export function applyFactor(
  line: EngineActivityLine,
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
