// Numbers of LCA results in the reader's locale. Impacts span many orders of magnitude (kg CO2e
// per tonne of steel, kg CFC-11 eq per unit), so they keep four significant digits, every integer
// digit from 1,000 up, and scientific notation below 0.001.
import type { Locale } from "../../lib/format";

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** 1234.567 → "1,235"; 12.3456 → "12.35"; 0.000012345 → "1.235E-5"; 0 → "0". */
export function formatImpact(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const size = Math.abs(value);
  if (size === 0) return "0";
  if (size >= 1000) return formatter(locale, { maximumFractionDigits: 0 }).format(value);
  if (size < 0.001) {
    return formatter(locale, { notation: "scientific", maximumSignificantDigits: 4 }).format(value);
  }
  return formatter(locale, { maximumSignificantDigits: 4 }).format(value);
}

/** A share (0.1234) as a percentage with one decimal: "12.3%". */
export function formatPercent(share: number | null | undefined, locale: Locale): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return "";
  return formatter(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);
}

/** A plain count or amount with thousands separators and at most `digits` decimals. */
export function formatNumber(value: number, locale: Locale, digits = 2): string {
  return formatter(locale, { maximumFractionDigits: digits }).format(value);
}

/** A share of runs: 0.92 → "92%", 0.925 → "92.5%". */
export function formatRunShare(share: number, locale: Locale): string {
  return formatter(locale, { style: "percent", maximumFractionDigits: 1 }).format(share);
}
