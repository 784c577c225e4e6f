// What the carbon-asset screens show of the server's codes: asset types, kinds of transaction
// and the transactions each type takes (the server's asset-rules.ts, REFERENCE §3), and figures
// in whole units or tonnes with thousands separators.

export const ASSET_TYPES = ["CEA", "CCER", "GEC", "IREC"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const KINDS = [
  "allocation",
  "purchase",
  "sale",
  "transfer_in",
  "transfer_out",
  "surrender",
  "retirement",
  "expiry",
] as const;
export type Kind = (typeof KINDS)[number];

const TRADES: readonly Kind[] = ["purchase", "sale", "transfer_in", "transfer_out"];

/** The transactions each type takes, as the server's rules list them. */
export const KINDS_OF: Record<AssetType, readonly Kind[]> = {
  CEA: ["allocation", ...TRADES, "surrender", "retirement"],
  CCER: [...TRADES, "surrender", "retirement", "expiry"],
  GEC: [...TRADES, "retirement", "expiry"],
  IREC: [...TRADES, "retirement"],
};

/** Kinds that bring units in; a new holding starts with one of them. */
export const INCOMING: readonly Kind[] = ["allocation", "purchase", "transfer_in"];

/** Kinds asked about before they are sent: they spend or give away units for good. */
export const CONFIRMED: readonly Kind[] = ["sale", "surrender", "retirement"];

export const hasSerials = (type: string) => type !== "CEA";
export const isCertificate = (type: string) => type === "GEC" || type === "IREC";
export const unitOf = (type: string) => (isCertificate(type) ? "MWh" : "t CO₂e");

export const isAssetType = (value: string | null): value is AssetType =>
  (ASSET_TYPES as readonly string[]).includes(value ?? "");
export const isKind = (value: string | null): value is Kind =>
  (KINDS as readonly string[]).includes(value ?? "");

const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
// To the kg: an obligation of 572.032 t takes 573 allowances, which a rounded 572 would hide.
const TONNES = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });
const MONEY = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Units of an asset: 14,000. */
export const formatUnits = (value: number) => WHOLE.format(value);
/** Emissions in t, to the kg: 120,334.8, 572.032. */
export const formatTonnes = (value: number) => TONNES.format(value);
/** CNY: 2,115,000.00. */
export const formatCny = (value: number) => MONEY.format(value);
/** MWh of a line, to three decimals at most. */
export const formatMwh = (value: number) =>
  value.toLocaleString("en-US", { maximumFractionDigits: 3 });

/** The count of a serial range as the server reads it, or null when it cannot. */
export function serialCount(start: string, end: string): number | null {
  const first = /^(.*?)(\d+)$/.exec(start.trim());
  const last = /^(.*?)(\d+)$/.exec(end.trim());
  if (!first || !last || first[1] !== last[1] || first[2].length !== last[2].length) return null;
  const digits = Math.min(15, first[2].length);
  const count = Number(last[2].slice(-digits)) - Number(first[2].slice(-digits)) + 1;
  return first[2].slice(0, -digits) === last[2].slice(0, -digits) && count > 0 ? count : null;
}

/** A line's month as a reader of the language writes it: "Jan", "1 月". */
export function monthName(month: number, locale: string): string {
  if (locale === "zh-CN") return `${month} 月`;
  return new Date(Date.UTC(2024, month - 1, 1)).toLocaleString("en-US", {
    month: "short",
    timeZone: "UTC",
  });
}

/** The last serial of a range of `quantity` units from `start`, or null when it cannot tell. */
export function serialEndFor(start: string, quantity: number): string | null {
  const first = /^(.*?)(\d+)$/.exec(start.trim());
  if (!first || !Number.isSafeInteger(quantity) || quantity < 1 || first[2].length > 15)
    return null;
  const last = String(Number(first[2]) + quantity - 1).padStart(first[2].length, "0");
  return last.length > first[2].length ? null : `${first[1]}${last}`;
}
