// Numbers and dates as reports print them. EPD result tables print three significant digits and
// switch to exponent form for very small and very large values (1.23E-7, 4.56E+6), the way
// published EN 15804 declarations do; the same rules serve any later report (GHG inventory).

export interface NumberFormatOptions {
  /** Significant digits (default 3). */
  digits?: number;
  /** Values with |x| below this print in exponent form (default 1e-3). */
  smallBelow?: number;
  /** Values with |x| at or above this print in exponent form (default 1e6). */
  largeFrom?: number;
  /** Group thousands with commas in plain form (default false, as EPD tables print). */
  grouping?: boolean;
  /** Drop trailing zeros of the fraction (axis ticks: 0.25, not 0.250). */
  trim?: boolean;
}

/** x rounded to `digits` significant digits (0 stays 0). */
export function roundSignificant(x: number, digits: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  return Number(x.toPrecision(digits));
}

/** Exponent form with `digits` significant digits: 1.23E-7, -4.50E+6. */
export function formatExponent(x: number, digits = 3): string {
  const [mantissa, exponent] = x.toExponential(digits - 1).split("e");
  return `${mantissa}E${exponent.startsWith("-") ? exponent : `+${exponent.replace("+", "")}`}`;
}

/**
 * A figure as a report prints it: `digits` significant digits, exponent form outside
 * [smallBelow, largeFrom), trailing zeros of the fraction kept (1.20 stays 1.20, as a three-digit
 * figure reads), no locale surprises (always "." as decimal mark).
 */
export function formatNumber(x: number, options: NumberFormatOptions = {}): string {
  const digits = options.digits ?? 3;
  const smallBelow = options.smallBelow ?? 1e-3;
  const largeFrom = options.largeFrom ?? 1e6;
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return "0";
  // Decide on the rounded value, so 9.996E-4 rounds to 1.00E-3 and prints as 0.00100.
  const rounded = roundSignificant(x, digits);
  const absRounded = Math.abs(rounded);
  if (absRounded < smallBelow || absRounded >= largeFrom) return formatExponent(x, digits);
  const magnitude = Math.floor(Math.log10(absRounded));
  const decimals = Math.max(0, digits - 1 - magnitude);
  let fixed = rounded.toFixed(decimals);
  if (options.trim && fixed.includes(".")) fixed = fixed.replace(/\.?0+$/, "");
  if (!options.grouping) return fixed;
  const [whole, fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A share 0..1 as a percentage with one decimal: 0.4567 → "45.7 %". */
export function formatPercent(share: number, decimals = 1): string {
  return `${(share * 100).toFixed(decimals)} %`;
}

/** A timestamp in the report's language, in UTC+8 for zh-CN readers and UTC for English. */
export function formatTimestamp(at: Date, lang: "zh-CN" | "en"): string {
  const offsetHours = lang === "zh-CN" ? 8 : 0;
  const shifted = new Date(at.getTime() + offsetHours * 3600_000);
  const iso = shifted.toISOString();
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  return lang === "zh-CN" ? `${text}（北京时间）` : `${text} UTC`;
}
