// The rules of carbon assets as data and pure functions: which transactions each asset type
// takes, how serial ranges are read, split and merged, which vintages may be surrendered for a
// compliance year, and the compliance position's arithmetic. The facts and their sources are in
// REFERENCE-REPORTS-ASSETS.md §2-3; each rule below names the fact it follows.

/**
 * CEA: national ETS allowances (1 CEA = 1 t CO2). CCER: China certified emission reductions
 * (1 CCER = 1 t CO2e). GEC: green electricity certificates (1 GEC = 1,000 kWh). I-REC:
 * international renewable energy certificates (1 I-REC = 1 MWh), a legacy holding in China.
 */
export const ASSET_TYPES = ["CEA", "CCER", "GEC", "IREC"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Kinds of transaction. A reversal is the counter-transaction of another one. */
export const TRANSACTION_KINDS = [
  "allocation",
  "purchase",
  "sale",
  "transfer_in",
  "transfer_out",
  "surrender",
  "retirement",
  "expiry",
  "reversal",
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Kinds that add units to a holding; the others (but a reversal) take units out. */
export const INCOMING_KINDS: readonly TransactionKind[] = ["allocation", "purchase", "transfer_in"];

/** What becomes of the serials an outgoing transaction takes. */
export const OUTGOING_STATE = {
  sale: "disposed",
  transfer_out: "disposed",
  surrender: "surrendered",
  retirement: "retired",
  expiry: "expired",
} as const;

/** A serial block is held, or it left the company (disposed), or it is spent for good. */
export const BLOCK_STATES = ["held", "disposed", "surrendered", "retired", "expired"] as const;
export type BlockState = (typeof BLOCK_STATES)[number];

/** The purposes of a voluntary retirement. */
export const RETIREMENT_PURPOSES = ["scope2", "voluntary"] as const;
export type RetirementPurpose = (typeof RETIREMENT_PURPOSES)[number];

export interface AssetTypeRule {
  /** The unit one unit of the asset stands for. */
  unit: "t CO2e" | "MWh";
  /** Units carry serial numbers, held and spent as ranges. */
  serials: boolean;
  /** The transactions the type takes (the reference's §3 table). */
  kinds: readonly TransactionKind[];
}

const TRADES: readonly TransactionKind[] = ["purchase", "sale", "transfer_in", "transfer_out"];

export const ASSET_RULES: Record<AssetType, AssetTypeRule> = {
  // Allocation is free (pre-allocation plus true-up); no expiry.
  CEA: {
    unit: "t CO2e",
    serials: false,
    kinds: ["allocation", ...TRADES, "surrender", "retirement"],
  },
  // Stock CCER became ineligible from 2025: expiry records that.
  CCER: { unit: "t CO2e", serials: true, kinds: [...TRADES, "surrender", "retirement", "expiry"] },
  // Valid two years from the production month; claimed or expired certificates are cancelled.
  GEC: { unit: "MWh", serials: true, kinds: [...TRADES, "retirement", "expiry"] },
  // Redeemed, never surrendered; no expiry in the reference.
  IREC: { unit: "MWh", serials: true, kinds: [...TRADES, "retirement"] },
};

/** I-REC issuance in China ran only for generation up to 31 Dec 2024 (reference §2.4). */
export const IREC_LAST_VINTAGE = 2024;

/** CCER may cover at most 5% of the allowances due, i.e. of verified emissions (§2.1 Offsets). */
export const CCER_CAP_SHARE = 0.05;

/**
 * Pre-2017 CCER (the stock issued before the 2017 suspension) were usable for compliance only
 * until 31 Dec 2024 (§2.1 Offsets). The vintage is read as the flag: a CCER of vintage 2016 or
 * earlier is stock.
 */
export const CCER_STOCK_LAST_VINTAGE = 2016;
export const CCER_STOCK_LAST_DAY = "2024-12-31";

/** The first compliance year without borrowing and without indirect emissions (2023-24 plan). */
export const DIRECT_ONLY_FROM = 2023;

export const isIncoming = (kind: TransactionKind) => INCOMING_KINDS.includes(kind);

// ---- serial numbers ----

/** Digits kept as the number of a serial; the rest of a longer run joins the prefix. */
const MAX_DIGITS = 15;

/** A range of serials: `prefix` + the numbers first..last written with `width` digits. */
export interface SerialRange {
  prefix: string;
  first: number;
  last: number;
  width: number;
}

export const rangeCount = (range: Pick<SerialRange, "first" | "last">) =>
  range.last - range.first + 1;

export const formatSerial = (prefix: string, value: number, width: number) =>
  `${prefix}${String(value).padStart(width, "0")}`;

export const formatRange = (range: SerialRange) =>
  range.first === range.last
    ? formatSerial(range.prefix, range.first, range.width)
    : `${formatSerial(range.prefix, range.first, range.width)} – ${formatSerial(range.prefix, range.last, range.width)}`;

/** A serial read as its prefix and the number its trailing digits write; null without digits. */
export function parseSerial(text: string): { prefix: string; value: number; width: number } | null {
  const match = /^(.*?)(\d+)$/.exec(text.trim());
  if (!match) return null;
  let prefix = match[1];
  let digits = match[2];
  if (digits.length > MAX_DIGITS) {
    prefix += digits.slice(0, digits.length - MAX_DIGITS);
    digits = digits.slice(-MAX_DIGITS);
  }
  return { prefix, value: Number(digits), width: digits.length };
}

export type SerialProblem = "format" | "mismatch" | "order";

/**
 * The range from a first to a last serial: both end in digits, share everything before them and
 * the number of digits (GEC and I-REC numbers are fixed-width), and the last is not before the
 * first.
 */
export function serialRange(
  start: string,
  end: string,
): { range: SerialRange } | { problem: SerialProblem; field: "serialStart" | "serialEnd" } {
  const first = parseSerial(start);
  if (!first) return { problem: "format", field: "serialStart" };
  const last = parseSerial(end);
  if (!last) return { problem: "format", field: "serialEnd" };
  if (first.prefix !== last.prefix || first.width !== last.width) {
    return { problem: "mismatch", field: "serialEnd" };
  }
  if (last.value < first.value) return { problem: "order", field: "serialEnd" };
  return {
    range: { prefix: first.prefix, first: first.value, last: last.value, width: first.width },
  };
}

const sameSeries = (a: SerialRange, b: SerialRange) => a.prefix === b.prefix && a.width === b.width;

export const overlaps = (a: SerialRange, b: SerialRange) =>
  sameSeries(a, b) && a.first <= b.last && b.first <= a.last;

/** A held block as the splitting needs it: its range and where it came from. */
export interface Block extends SerialRange {
  id?: number;
  acquiredBy: string;
}

/**
 * Takes `range` out of held blocks: the pieces inside the range (taken), the pieces of those
 * blocks left outside it (kept), and the parts of the range no block holds (missing). Blocks of
 * other series or outside the range are left alone and not answered.
 */
export function takeRange<B extends Block>(
  held: readonly B[],
  range: SerialRange,
): { touched: B[]; taken: B[]; kept: B[]; missing: SerialRange[] } {
  const touched = held.filter((block) => overlaps(block, range)).sort((a, b) => a.first - b.first);
  const taken: B[] = [];
  const kept: B[] = [];
  const missing: SerialRange[] = [];
  let next = range.first;
  for (const block of touched) {
    if (block.first > next) missing.push({ ...range, first: next, last: block.first - 1 });
    const from = Math.max(block.first, range.first);
    const to = Math.min(block.last, range.last);
    taken.push({ ...block, id: undefined, first: from, last: to });
    if (block.first < from) kept.push({ ...block, id: undefined, last: from - 1 });
    if (block.last > to) kept.push({ ...block, id: undefined, first: to + 1 });
    next = to + 1;
  }
  if (next <= range.last) missing.push({ ...range, first: next });
  return { touched, taken, kept, missing };
}

/**
 * Adds a range to held blocks: joined with the blocks it touches end to end when they are of
 * the same series and came the same way. Answers the blocks joined (to remove) and the block
 * that replaces them with the range.
 */
export function mergeRange(
  held: readonly Block[],
  range: Block,
): { joined: Block[]; merged: Block } {
  const joined = held.filter(
    (block) =>
      sameSeries(block, range) &&
      block.acquiredBy === range.acquiredBy &&
      (block.last + 1 === range.first || range.last + 1 === block.first),
  );
  const merged: Block = {
    ...range,
    id: undefined,
    first: Math.min(range.first, ...joined.map((block) => block.first)),
    last: Math.max(range.last, ...joined.map((block) => block.last)),
  };
  return { joined, merged };
}

// ---- eligibility ----

/**
 * Whether CEA of a vintage may be surrendered for a compliance year. The vintage of a CEA is its
 * compliance year; allowances of earlier years may be banked and used later, and borrowing from
 * later years is not allowed after 2022 (ICAP, 2023-24 allocation plan). The banking limit
 * (10,000 t + 1.5 × net sales over 2019-24) is not checked: it needs the registry's trading
 * record, and the registry applies it.
 */
export const ceaVintageEligible = (vintage: number, complianceYear: number) =>
  vintage <= complianceYear;

/** Stock CCER (vintage ≤ 2016) count only in surrenders dated up to 31 Dec 2024. */
export const ccerSurrenderEligible = (vintage: number, date: string) =>
  vintage > CCER_STOCK_LAST_VINTAGE || date <= CCER_STOCK_LAST_DAY;

/**
 * Whether CCER of a vintage are usable for a compliance year, as the position counts them: stock
 * CCER for years whose surrender fell due by 31 Dec 2024 (2023 and before; 2023 allowances were
 * due 31 Dec 2024).
 */
export const ccerUsableFor = (vintage: number, complianceYear: number) =>
  vintage > CCER_STOCK_LAST_VINTAGE || complianceYear < 2024;

/** Scopes the obligation covers: direct only from 2023; direct and purchased power before. */
export const coveredScopes = (complianceYear: number): number[] =>
  complianceYear >= DIRECT_ONLY_FROM ? [1] : [1, 2];

/** The most CCER that may count for a verified figure: 5%, in whole units. */
export const ccerCap = (verifiedT: number) => Math.floor(verifiedT * CCER_CAP_SHARE + 1e-9);

export interface PositionFigures {
  /** The verified emissions of the year, t CO2e. */
  verifiedT: number;
  /** CEA surrendered for the year. */
  surrenderedCea: number;
  /** CCER surrendered for the year. */
  surrenderedCcer: number;
  /** CEA the corporation holds of vintages usable for the year. */
  heldCea: number;
  /** CCER the corporation holds of vintages usable for the year. */
  heldCcer: number;
}

export interface Position {
  ccerCap: number;
  /** CCER surrendered that count, within the cap. */
  ccerCounted: number;
  /** Verified − CEA surrendered − CCER counted: what is still to surrender (negative: over). */
  outstanding: number;
  /** CCER held that could still count: within the room the cap leaves. */
  ccerUsable: number;
  /** Allowances still to buy after the usable CCER and the CEA held. */
  leftToBuy: number;
  /** CEA held beyond what the year still needs. */
  surplus: number;
}

/**
 * The compliance position of a year (reference §3 Rules): verified emissions − CEA surrendered −
 * CCER surrendered within the 5% cap is what is outstanding. Usable CCER are counted first (up
 * to the cap's room), then CEA held; what remains is left to buy, what CEA are left over surplus.
 */
export function compliancePosition(figures: PositionFigures): Position {
  const cap = ccerCap(figures.verifiedT);
  const ccerCounted = Math.min(figures.surrenderedCcer, cap);
  const outstanding = figures.verifiedT - figures.surrenderedCea - ccerCounted;
  const ccerUsable = Math.min(figures.heldCcer, Math.max(0, cap - figures.surrenderedCcer));
  const ceaNeeded = Math.max(0, outstanding - ccerUsable);
  return {
    ccerCap: cap,
    ccerCounted,
    outstanding,
    ccerUsable,
    // Allowances are whole units: a part of a tonne still to cover is one more to buy.
    leftToBuy: Math.max(0, Math.ceil(ceaNeeded - figures.heldCea - 1e-9)),
    surplus: Math.max(0, Math.floor(figures.heldCea - ceaNeeded + 1e-9)),
  };
}
