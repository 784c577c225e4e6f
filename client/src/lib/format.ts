// Display formatting of SPEC §9: money, large amounts in 万/亿, shortened numbers, time ago and
// dates. Missing or unreadable input always formats as "" so a table cell stays blank rather
// than showing "NaN" or a dash that could be mistaken for a negative sign.

export type Locale = "zh-CN" | "en";

// Grouping and padding only: every value is rounded by roundDecimal before it gets here, so the
// formatter's own rounding never changes a digit. en-US pins "," and "." whatever the browser.
const MONEY = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * `value / 10^shift` rounded half away from zero at `digits` decimals. The shift and the rounding
 * are done on the number's shortest decimal form, so 1.005 rounds to 1.01 as a reader expects,
 * not to 1.00 as toFixed does on the binary value just below it.
 */
function roundDecimal(value: number, digits: number, shift = 0): number {
  const [mantissa, exponent = "0"] = String(Math.abs(value)).split("e");
  const units = Math.round(Number(`${mantissa}e${Number(exponent) + digits - shift}`));
  const [unitsMantissa, unitsExponent = "0"] = String(units).split("e");
  const rounded = Number(`${unitsMantissa}e${Number(unitsExponent) - digits}`);
  // Never -0: it would print as "-0.00".
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

// The API sends decimal columns as strings; anything that is not a plain finite number is absent.
function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const amount = typeof value === "string" ? (value.trim() === "" ? NaN : Number(value)) : value;
  return Number.isFinite(amount) ? amount : null;
}

/** 2 decimals with thousands separators: 1234567.891 → "1,234,567.89". Missing → "". */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  return amount === null ? "" : MONEY.format(roundDecimal(amount, 2));
}

/**
 * zh-CN: below 10^4 the money format, from 10^4 "x.xx万", from 10^8 "x.xx亿". The unit is chosen
 * after rounding, so 9999.995 reads "1.00万" rather than "10,000.00".
 * en: the plain money format, because English has no 万 and "1.23 ten-thousand" reads badly.
 */
export function formatLargeAmount(
  value: number | string | null | undefined,
  locale: Locale,
): string {
  if (locale === "en") return formatMoney(value);
  const amount = toAmount(value);
  if (amount === null) return "";
  const plain = roundDecimal(amount, 2);
  if (Math.abs(plain) < 1e4) return MONEY.format(plain);
  const wan = roundDecimal(amount, 2, 4);
  if (Math.abs(wan) < 1e4) return `${MONEY.format(wan)}万`;
  return `${MONEY.format(roundDecimal(amount, 2, 8))}亿`;
}

const SUFFIXES = [
  { exponent: 3, symbol: "k" },
  { exponent: 6, symbol: "M" },
  { exponent: 9, symbol: "G" },
  { exponent: 12, symbol: "T" },
  { exponent: 15, symbol: "P" },
  { exponent: 18, symbol: "E" },
] as const;

/**
 * 1500 → "1.5k", 2000000 → "2M", as vue-element-admin's numberFormatter, with trailing zeros
 * dropped. Values below 1000 in size come back unchanged; NaN and infinities give "".
 */
export function shortenNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return "";
  const size = Math.abs(value);
  if (size < 1000) return String(value);
  const decimals = Math.max(0, Math.floor(digits));
  // The suffixes ascend, so the count of those reached is one past the largest.
  let index = SUFFIXES.filter((suffix) => size >= 10 ** suffix.exponent).length - 1;
  let scaled = roundDecimal(size, decimals, SUFFIXES[index].exponent);
  // 999950 must read "1M", not "1000k".
  while (scaled >= 1000 && index < SUFFIXES.length - 1) {
    index += 1;
    scaled = roundDecimal(size, decimals, SUFFIXES[index].exponent);
  }
  // String() of a rounded value is its shortest form, which already has no trailing zeros.
  return `${value < 0 ? "-" : ""}${String(scaled)}${SUFFIXES[index].symbol}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Milliseconds since the epoch, or null. Numbers are milliseconds. A bare date is local midnight
 * (the standard would read it as UTC and show the previous day west of Greenwich), and
 * "YYYY-MM-DD HH:mm:ss" gets its "T" so every browser reads it as local time.
 */
function toTime(value: Date | string | number): number | null {
  let time: number;
  if (value instanceof Date || typeof value === "number") {
    time = value instanceof Date ? value.getTime() : value;
  } else {
    const text = value.trim();
    const date = DATE_ONLY.exec(text);
    time = date
      ? new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3])).getTime()
      : new Date(text.replace(/^(\d{4}-\d{2}-\d{2}) (?=\d)/, "$1T")).getTime();
  }
  return Number.isFinite(time) ? time : null;
}

const AGO_UNITS = [
  { seconds: 86400, zh: "天前", en: "day" },
  { seconds: 3600, zh: "小时前", en: "hour" },
  { seconds: 60, zh: "分钟前", en: "minute" },
  { seconds: 1, zh: "秒前", en: "second" },
] as const;

function ago(time: Date | string | number, now: number, locale: Locale): string {
  const then = toTime(time);
  if (then === null) return "";
  const elapsed = Math.floor((now - then) / 1000);
  // Future times have no "ago"; a NaN `now` fails this test too.
  if (!(elapsed >= 0)) return "";
  const unit = AGO_UNITS.find((candidate) => elapsed >= candidate.seconds) ?? AGO_UNITS[3];
  const count = Math.floor(elapsed / unit.seconds);
  return locale === "zh-CN"
    ? `${count}${unit.zh}`
    : `${count} ${unit.en}${count === 1 ? "" : "s"} ago`;
}

/** "N秒前", "N分钟前", "N小时前" or "N天前", each count floored. Future or invalid → "". */
export function timeAgo(time: Date | string | number, now: number = Date.now()): string {
  return ago(time, now, "zh-CN");
}

/** The English UI's "N seconds ago" … "N days ago", singular for 1. Future or invalid → "". */
export function timeAgoEn(time: Date | string | number, now: number = Date.now()): string {
  return ago(time, now, "en");
}

const pad = (part: number): string => String(part).padStart(2, "0");

function localDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, "0");
  return `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * "YYYY-MM-DD". Strings are cut to their first 10 characters as the spec says, so the date the
 * server wrote is the date shown; a Date object gives its local calendar date.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.slice(0, 10);
  return Number.isFinite(value.getTime()) ? localDate(value) : "";
}

/** "YYYY-MM-DD HH:mm" in local time, for tables. Missing or invalid → "". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  const time = toTime(value);
  if (time === null) return "";
  const date = new Date(time);
  return `${localDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
