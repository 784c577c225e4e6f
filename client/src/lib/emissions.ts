// Emission figures as users read them: results are stored in kg CO2e and shown in t CO2e with a
// precision that suits the size (an inventory of 3,223.6 t, a line of 0.0271 t), plus the scope,
// category and gas names every accounting screen shares.
import type { Locale } from "./format";

/** kg to t. */
export const toTonnes = (kg: number): number => kg / 1000;

/**
 * t CO2e with sensible precision: thousands separators; one decimal from 1,000 t, two from 1 t,
 * three significant digits below 1 t (never shown as a bare 0 unless it is 0).
 */
export function formatTonnes(kg: number | null | undefined, locale: Locale = "en"): string {
  if (kg === null || kg === undefined || !Number.isFinite(kg)) return "–";
  const t = toTonnes(kg);
  const size = Math.abs(t);
  const options: Intl.NumberFormatOptions =
    size === 0
      ? { maximumFractionDigits: 0 }
      : size >= 1000
        ? { minimumFractionDigits: 1, maximumFractionDigits: 1 }
        : size >= 1
          ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
          : { maximumSignificantDigits: 3 };
  return new Intl.NumberFormat(locale === "zh-CN" ? "zh-CN" : "en-US", options).format(t);
}

/** "3,223.6 tCO2e" */
export const formatCo2e = (kg: number | null | undefined, locale: Locale = "en"): string =>
  `${formatTonnes(kg, locale)} tCO₂e`;

/** A plain quantity (activity amounts, factor values) with up to `digits` significant digits. */
export function formatQuantity(value: number | null | undefined, digits = 6): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  return new Intl.NumberFormat("en-US", { maximumSignificantDigits: digits }).format(value);
}

/**
 * A number as a person types it, every digit kept and never in scientific notation: JavaScript
 * writes 3.57e-7 and 1e21 as such; this gives "0.000000357" and "1000000000000000000000". For
 * the text of an input, where the value must read back exactly.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, lead, rest = "", exponentText] = match;
  const exponent = Number(exponentText);
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${lead}${rest}`;
  return `${sign}${lead}${rest}${"0".repeat(Math.max(0, exponent - rest.length))}`;
}

/** Share of a total, "42.1%". */
export function formatShare(part: number, total: number): string {
  if (!total) return "–";
  return `${((part / total) * 100).toFixed(1)}%`;
}

export const ISO_CATEGORIES = {
  en: [
    "Direct emissions and removals",
    "Indirect emissions from imported energy",
    "Indirect emissions from transportation",
    "Indirect emissions from products used by the organization",
    "Indirect emissions associated with the use of products from the organization",
    "Indirect emissions from other sources",
  ],
  "zh-CN": [
    "直接温室气体排放和清除",
    "输入能源的间接排放",
    "运输产生的间接排放",
    "组织使用的产品产生的间接排放",
    "与使用组织产品相关的间接排放",
    "其他来源的间接排放",
  ],
} as const;

export const SCOPE3_CATEGORIES = {
  en: [
    "Purchased goods and services",
    "Capital goods",
    "Fuel- and energy-related activities",
    "Upstream transportation and distribution",
    "Waste generated in operations",
    "Business travel",
    "Employee commuting",
    "Upstream leased assets",
    "Downstream transportation and distribution",
    "Processing of sold products",
    "Use of sold products",
    "End-of-life treatment of sold products",
    "Downstream leased assets",
    "Franchises",
    "Investments",
  ],
  "zh-CN": [
    "外购商品和服务",
    "资本货物",
    "燃料和能源相关活动",
    "上游运输和配送",
    "运营中产生的废弃物",
    "商务差旅",
    "员工通勤",
    "上游租赁资产",
    "下游运输和配送",
    "售出产品的加工",
    "售出产品的使用",
    "售出产品的报废处理",
    "下游租赁资产",
    "特许经营",
    "投资",
  ],
} as const;

/** ISO 14064-1:2018 category name, 1-6. */
export const isoCategoryName = (category: number, locale: Locale): string =>
  ISO_CATEGORIES[locale][category - 1] ?? String(category);

/** GHG Protocol scope 3 category name, 1-15. */
export const scope3CategoryName = (category: number, locale: Locale): string =>
  SCOPE3_CATEGORIES[locale][category - 1] ?? String(category);
