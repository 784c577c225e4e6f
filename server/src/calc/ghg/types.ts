// The inventory engine's contract: what a service hands it (a case's activity lines with the
// factor values they use) and what it answers (per-line, per-gas emissions and the roll-ups).
// Everything here is plain data, so a stored run can be re-read without the engine.

/** The IPCC assessment report whose 100-year GWPs turn gases into CO2e. */
export type GwpSet = "AR4" | "AR5" | "AR6";

export const GWP_SETS: readonly GwpSet[] = ["AR4", "AR5", "AR6"];

/**
 * Gases a factor may carry, per kg of gas. `CO2_BIO` is biogenic CO2, reported outside the
 * scopes. `CO2E` is a value a source publishes only as CO2e (kg CO2e): it cannot be re-weighted
 * under another GWP set, so it counts as given and the factor records the set it was made with.
 * Refrigerant blends carry their own codes; their GWP is the mass-weighted GWP of their parts.
 */
export type GasCode =
  | "CO2"
  | "CO2_BIO"
  | "CH4"
  | "CH4_FOSSIL"
  | "CH4_NONFOSSIL"
  | "N2O"
  | "HFC-23"
  | "HFC-32"
  | "HFC-125"
  | "HFC-134a"
  | "HFC-143a"
  | "HFC-152a"
  | "HFC-227ea"
  | "CF4"
  | "C2F6"
  | "SF6"
  | "NF3"
  | "R-404A"
  | "R-407A"
  | "R-407C"
  | "R-410A"
  | "CO2E";

export type Scope = 1 | 2 | 3;

/** Where a factor came from, copied onto every result line so a run explains itself later. */
export interface FactorRef {
  id: number | null;
  code: string | null;
  name: string;
  /** The library factor's English name (runs from before it was kept have none). */
  nameEn?: string | null;
  source: string;
  year: number | null;
  version: string | null;
  region: string | null;
  /** For factors holding `CO2E` values: the GWP set the publisher used. */
  gwpBasis: GwpSet | null;
  /** The library's note for users on the figure's quality, Chinese and English. */
  dataQuality?: string | null;
  dataQualityEn?: string | null;
  /** A figure standing in for a fitting one that is not published (e.g. a UK factor in China). */
  proxy?: boolean;
}

export interface GasValue {
  gas: GasCode;
  /** kg of the gas per one unit (`unitId`) of activity. */
  value: number;
}

/** China industry-guideline combustion parameters: CO2 = FC x NCV x CC x OF x 44/12. */
export interface CombustionParameters {
  /** Net calorific value, GJ per one factor unit (per t, per 10^4 Nm³, per m³ ...). */
  ncv: number;
  /** Carbon content per unit of heat, t C per GJ (guideline tables print t C/TJ: x 10^-3). */
  carbonContent: number;
  /** Carbon oxidation rate, a fraction in (0, 1]. */
  oxidation: number;
}

export interface FactorValues {
  /** Activity unit of the factor: a unit id of the reference units. */
  unitId: number;
  gases: readonly GasValue[];
  /** Present on fuel-combustion factors that can be used with method "combustion". */
  combustion: CombustionParameters | null;
  ref: FactorRef;
}

/**
 * "factor": gas = amount × factor value. "combustion": CO2 from the combustion parameters.
 * "gas": the amount is a mass of one gas released (a refrigerant top-up, an SF6 leak, CO2 from
 * process chemistry), weighted by that gas's GWP under the run's set; no factor is needed.
 */
export type CalculationMethod = "factor" | "combustion" | "gas";

/** What backs a scope 2 market-based figure (GHG Protocol scope 2 quality hierarchy). */
export type MarketBasis = "certificate" | "supplier" | "residual" | "grid";

export interface EngineActivityLine {
  id: number;
  name: string;
  processId: number;
  processName: string;
  scope: Scope;
  /** ISO 14064-1:2018 category, 1-6. */
  isoCategory: number;
  /** GHG Protocol scope 3 category, 1-15, on scope 3 lines. */
  scope3Category: number | null;
  /** Carbon locked in products: the line's emissions are subtracted from the totals. */
  deducted: boolean;
  amount: number;
  unitId: number;
  /**
   * "factor": gas = amount x factor value. "combustion": CO2 from the combustion parameters
   * (the factor's CO2 value is not used), other gases from the factor values. "gas": the amount
   * is a mass of `gas` released; `factor` is not used.
   */
  method: CalculationMethod;
  /** Method "gas" only: the gas released. */
  gas: GasCode | null;
  /** The factor applied; for scope 2, the location-based (grid average) one. */
  factor: FactorValues | null;
  /**
   * Scope 2 only: the contractual instrument's factor. Without it the market-based figure uses
   * the location-based factor and its basis is "grid".
   */
  marketFactor: FactorValues | null;
  /**
   * Scope 2 only: "certificate", "supplier" or "residual" say an instrument backs the line, so
   * a line with one of them and no `marketFactor` is an error, never a silent grid figure.
   */
  marketBasis: MarketBasis | null;
  /**
   * Scope 2 only: the quantity the instrument covers (the MWh of certificates bought for this
   * consumption), in any energy unit. The rest of the line is market-based at the location-based
   * factor. Null: the instrument covers the whole line.
   */
  marketCovered: { amount: number; unitId: number } | null;
}

export interface CaseInput {
  gwpSet: GwpSet;
  lines: readonly EngineActivityLine[];
  /** Output of the period, for intensity per unit of product. */
  output: { amount: number; unit: string } | null;
  /** Revenue of the period, for intensity per unit of revenue. */
  revenue: { amount: number; unit: string } | null;
}

export interface GasEmission {
  gas: GasCode;
  /** kg of the gas, signed (negative on deducted lines). */
  massKg: number;
  /** The GWP100 applied under the run's set. */
  gwp: number;
  /** kg CO2e, signed. */
  co2eKg: number;
}

export interface ScopeTwoMarket {
  basis: MarketBasis;
  /**
   * The quantity the instrument covers, in the line's unit, when it covers only part of the
   * line; null when it covers all of it or there is no instrument.
   */
  coveredAmount: number | null;
  gases: GasEmission[];
  co2eKg: number;
  factor: FactorRef;
  formula: string;
}

export interface EngineResultLine {
  lineId: number;
  name: string;
  processId: number;
  processName: string;
  scope: Scope;
  isoCategory: number;
  scope3Category: number | null;
  deducted: boolean;
  method: CalculationMethod;
  amount: number;
  unitId: number;
  /** The activity converted into the factor's unit. */
  amountInFactorUnit: number;
  factorUnitId: number;
  /** Gases within the scopes (location-based for scope 2); biogenic CO2 is not here. */
  gases: GasEmission[];
  co2eKg: number;
  biogenicCo2Kg: number;
  /** Scope 2 lines only. */
  market: ScopeTwoMarket | null;
  factor: FactorRef;
  /** The calculation written out with its numbers, for the trace. */
  formula: string;
}

export interface ProcessTotal {
  processId: number;
  processName: string;
  scope: Scope;
  co2eKg: number;
}

export interface GasTotal {
  gas: GasCode;
  massKg: number;
  co2eKg: number;
}

export interface CaseTotals {
  /** Scope 1 + scope 2 location-based + scope 3, net of deductions, kg CO2e. */
  totalKg: number;
  /** The same with scope 2 market-based. */
  totalMarketKg: number;
  byScope: { scope1: number; scope2Location: number; scope2Market: number; scope3: number };
  /** ISO 14064-1 categories "1".."6" (scope 2 location-based), kg CO2e. */
  byIsoCategory: Record<string, number>;
  /** GHG Protocol scope 3 categories "1".."15", kg CO2e. */
  byScope3Category: Record<string, number>;
  byProcess: ProcessTotal[];
  byGas: GasTotal[];
  /** Biogenic CO2, outside the scopes, kg. */
  biogenicCo2Kg: number;
  /** The sum subtracted for carbon locked in products (a positive number), kg CO2e. */
  deductedKg: number;
  intensity: {
    /** t CO2e per unit of output. */
    perOutput: number | null;
    outputUnit: string | null;
    /** t CO2e per unit of revenue. */
    perRevenue: number | null;
    revenueUnit: string | null;
  };
}

export type LineErrorReason =
  /** Raised by the service before the engine: a line nobody entered an amount for. */
  | "MISSING_AMOUNT"
  | "MISSING_FACTOR"
  | "UNIT_MISMATCH"
  | "UNKNOWN_UNIT"
  | "MISSING_COMBUSTION_PARAMETERS"
  | "INVALID_AMOUNT"
  | "UNKNOWN_GAS"
  /** A scope 2 line says an instrument backs it (basis or covered quantity) but has none. */
  | "MISSING_MARKET_FACTOR"
  /** The figures overflow (an amount of 1.7e308 times a factor of 1e308). */
  | "NOT_FINITE";

export interface LineError {
  lineId: number;
  name: string;
  processName: string;
  reason: LineErrorReason;
  /** English explanation with the offending values; services translate by `reason`. */
  detail: string;
}

export type CalculationOutcome =
  | { ok: true; gwpSet: GwpSet; lines: EngineResultLine[]; totals: CaseTotals }
  | { ok: false; gwpSet: GwpSet; errors: LineError[] };
