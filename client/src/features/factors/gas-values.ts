// A factor's per-gas values as one short line for a table cell ("CO2 2.04 · CH4 1.1e-4 kg/m³"),
// and in full for its tooltip. Values are kg of gas per unit of activity, spanning nine orders of
// magnitude (21,650 kg CO2 per 10⁴ Nm³ of gas, 3.6e-6 kg N2O per m³), so small ones go to
// exponent form instead of a row of zeros.

export interface GasValue {
  gas: string;
  value: number;
}

/** Short names for the gas codes whose code is not how a reader writes them. */
const SHORT_LABELS: Readonly<Record<string, string>> = {
  CO2_BIO: "CO2 bio",
  CH4_FOSSIL: "CH4 fossil",
  CH4_NONFOSSIL: "CH4 non-fossil",
  CO2E: "CO2e",
};

export const gasShortLabel = (code: string): string => SHORT_LABELS[code] ?? code;

const GROUPED = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const SIGNIFICANT = new Intl.NumberFormat("en-US", {
  maximumSignificantDigits: 3,
  useGrouping: false,
});

/**
 * A gas value in at most a handful of characters: 0 as "0"; from 1,000 whole and grouped
 * ("21,650"); from 0.001 three significant digits ("2.04", "0.00307"); below that and from a
 * million two significant digits in exponent form ("1.1e-4", "3.6e-6", "2.5e6").
 */
export function formatGasNumber(value: number): string {
  if (!Number.isFinite(value)) return "–";
  if (value === 0) return "0";
  const size = Math.abs(value);
  if (size < 1e-3 || size >= 1e6) {
    const [mantissa, exponent] = value.toExponential(1).split("e");
    const shortMantissa = mantissa.replace(/\.0$/, "");
    return `${shortMantissa}e${exponent.replace(/^\+/, "")}`;
  }
  if (size >= 1000) return GROUPED.format(value);
  return SIGNIFICANT.format(value);
}

/** "CO2 2.04 · CH4 fossil 1.1e-4 kg/m³"; no gases → "". */
export function formatGasValues(gases: readonly GasValue[], unitSymbol: string): string {
  if (gases.length === 0) return "";
  const parts = gases.map((gas) => `${gasShortLabel(gas.gas)} ${formatGasNumber(gas.value)}`);
  return `${parts.join(" · ")} kg/${unitSymbol}`;
}

/** Every value as stored, one gas a line, for a tooltip: "CH4 (fossil): 0.000109643 kg/m³". */
export function gasValuesInFull(
  gases: readonly GasValue[],
  unitSymbol: string,
  labelOf: (code: string) => string = gasShortLabel,
): string {
  return gases.map((gas) => `${labelOf(gas.gas)}: ${gas.value} kg/${unitSymbol}`).join("\n");
}
