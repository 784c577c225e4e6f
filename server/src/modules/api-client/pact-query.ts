// The ListFootprints criteria of PACT v3 (REFERENCE-PACT.md §4.3) read from a query string, and the
// test of a footprint against them: values of one criterion are alternatives (OR), different
// criteria all apply (AND), text compares case-insensitively. Pure: the routes and the event
// handler both use it.
import type { PactProductFootprint } from "../lca-product/pact-footprint";

export interface FootprintCriteria {
  productId: string[];
  companyId: string[];
  geography: string[];
  classification: string[];
  validOn?: Date;
  validAfter?: Date;
  validBefore?: Date;
  status?: "Active" | "Deprecated";
}

/** Why a query cannot be served: PACT's BadRequest, or NotImplemented for a deprecated `$filter`. */
export class PactQueryError extends Error {
  constructor(
    readonly code: "BadRequest" | "NotImplemented",
    message: string,
  ) {
    super(message);
  }
}

const LISTS = ["productId", "companyId", "geography", "classification"] as const;
const DATES = ["validOn", "validAfter", "validBefore"] as const;
const KNOWN = new Set<string>([...LISTS, ...DATES, "status", "limit", "offset"]);
/** ISO 8601 date-time with a zone, as the specification's `date-time`. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
export const MAX_LIMIT = 100;

type Query = Record<string, string | string[] | undefined>;

const values = (raw: string | string[] | undefined): string[] =>
  (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((v) => v.trim());

/** The criteria, the page size and the offset of a ListFootprints query string. */
export function parseFootprintQuery(query: Query): {
  criteria: FootprintCriteria;
  limit?: number;
  offset: number;
} {
  for (const key of Object.keys(query)) {
    if (key === "$filter") {
      throw new PactQueryError(
        "BadRequest",
        "$filter is not supported in PACT v3; use the filters",
      );
    }
    if (!KNOWN.has(key) && !key.startsWith("x-")) {
      throw new PactQueryError("BadRequest", `Unknown query parameter ${key}`);
    }
  }
  const criteria: FootprintCriteria = {
    productId: [],
    companyId: [],
    geography: [],
    classification: [],
  };
  for (const key of LISTS) {
    const list = values(query[key]);
    if (list.some((v) => v === "")) throw new PactQueryError("BadRequest", `${key} is empty`);
    criteria[key] = list;
  }
  for (const key of DATES) {
    const list = values(query[key]);
    if (list.length > 1) throw new PactQueryError("BadRequest", `${key} is given more than once`);
    if (list.length === 0) continue;
    const date = new Date(list[0]);
    if (!DATE_TIME.test(list[0]) || Number.isNaN(date.getTime())) {
      throw new PactQueryError("BadRequest", `${key} is not an ISO 8601 date-time: ${list[0]}`);
    }
    criteria[key] = date;
  }
  const status = values(query.status);
  if (status.length > 1) throw new PactQueryError("BadRequest", "status is given more than once");
  if (status.length === 1) {
    const match = ["Active", "Deprecated"].find((s) => s.toLowerCase() === status[0].toLowerCase());
    if (!match) throw new PactQueryError("BadRequest", "status must be Active or Deprecated");
    criteria.status = match as "Active" | "Deprecated";
  }
  const limit = wholeNumber(query.limit, "limit", 1);
  const offset = wholeNumber(query.offset, "offset", 0) ?? 0;
  return { criteria, limit: limit === undefined ? undefined : Math.min(limit, MAX_LIMIT), offset };
}

function wholeNumber(raw: string | string[] | undefined, name: string, min: number) {
  const list = values(raw);
  if (list.length === 0) return undefined;
  if (list.length > 1 || !/^\d{1,9}$/.test(list[0]) || Number(list[0]) < min) {
    throw new PactQueryError("BadRequest", `${name} must be a whole number of at least ${min}`);
  }
  return Number(list[0]);
}

const anyOf = (wanted: string[], have: readonly string[] | undefined) => {
  if (wanted.length === 0) return true;
  const lower = new Set((have ?? []).map((v) => v.toLowerCase()));
  return wanted.some((w) => lower.has(w.toLowerCase()));
};

/** A footprint's validity: its period, else the reference period's end plus three years. */
export function validityOf(footprint: PactProductFootprint): { start: number; end: number } {
  const referenceEnd = new Date(footprint.pcf.referencePeriodEnd);
  const start = footprint.validityPeriodStart
    ? new Date(footprint.validityPeriodStart)
    : referenceEnd;
  let end: Date;
  if (footprint.validityPeriodEnd) end = new Date(footprint.validityPeriodEnd);
  else {
    end = new Date(referenceEnd);
    end.setUTCFullYear(end.getUTCFullYear() + 3);
  }
  return { start: start.getTime(), end: end.getTime() };
}

/** Whether the footprint meets every criterion. */
export function matchesCriteria(
  footprint: PactProductFootprint,
  criteria: FootprintCriteria,
): boolean {
  const { pcf } = footprint;
  const geography = [
    pcf.geographyRegionOrSubregion,
    pcf.geographyCountry,
    pcf.geographyCountrySubdivision,
  ].filter((g): g is string => typeof g === "string");
  if (!anyOf(criteria.productId, footprint.productIds)) return false;
  if (!anyOf(criteria.companyId, footprint.companyIds)) return false;
  if (!anyOf(criteria.geography, geography)) return false;
  if (!anyOf(criteria.classification, footprint.productClassifications)) return false;
  if (criteria.status && footprint.status !== criteria.status) return false;
  const { start, end } = validityOf(footprint);
  if (
    criteria.validOn &&
    !(start <= criteria.validOn.getTime() && criteria.validOn.getTime() <= end)
  ) {
    return false;
  }
  if (criteria.validAfter && !(start > criteria.validAfter.getTime())) return false;
  if (criteria.validBefore && !(end < criteria.validBefore.getTime())) return false;
  return true;
}

/**
 * The criteria of a RequestCreatedEvent's `data`: the ListFootprints criteria as arrays or single
 * values (v3), or v2's fragment `{ pf: { productIds, companyIds } }` that partners still send.
 */
export function eventCriteria(data: Record<string, unknown>): FootprintCriteria {
  const fragment = (data.pf ?? {}) as Record<string, unknown>;
  const list = (...raws: unknown[]): string[] =>
    raws.flatMap((raw) =>
      Array.isArray(raw)
        ? raw.filter((v) => typeof v === "string")
        : typeof raw === "string"
          ? [raw]
          : [],
    );
  const query: Query = {
    productId: list(data.productId, data.productIds, fragment.productIds),
    companyId: list(data.companyId, data.companyIds, fragment.companyIds),
    geography: list(data.geography),
    classification: list(data.classification, fragment.productClassifications),
  };
  for (const key of [...DATES, "status"] as const) {
    if (typeof data[key] === "string") query[key] = data[key];
  }
  return parseFootprintQuery(query).criteria;
}
