// Where the factor picker opens for a line: on what the line is about. A refrigerant or other
// released gas on the refrigerants (category fugitive); purchased electricity on the grid
// factors of the corporation's province for the case's year, else the latest year published
// before it (the notices come out about two years late), else the national average; purchased
// heat or steam on heat. The editor tries these narrowings in order and opens on the first the
// library has factors for (FactorDialogs), so the picker never opens on an empty list. Pure.

export interface LineContextInput {
  /** The line's and its process's names, as the user reads them. */
  lineName: string;
  processName: string;
  scope: number;
  /** factor: the line's factor; market: a scope 2 line's market-based instrument. */
  kind: "factor" | "market";
  /** The case's reporting year. */
  year: number;
  /** The corporation's province (GB/T 2260 code), when it has one. */
  province: string | null;
}

export type ContextKind = "refrigerant" | "electricity" | "heat";

/** A narrowing of the library search the picker may open on. */
export interface SearchStart {
  kind: ContextKind;
  category: string;
  region?: string;
  year?: number;
}

const REFRIGERANT =
  /制冷剂|冷媒|灭火|逸散|refrigerant|air.?condition|chiller|\bR-?\d{2,3}[A-Z]?\b|HFC|HCFC|SF6|六氟化硫/i;
const ELECTRICITY = /电力|电网|外购电|用电|电量|electric|grid|power/i;
const HEAT = /热力|蒸汽|供热|heat|steam/i;

/** What the line is about, read from its and its process's names and its scope. */
export function contextKind(input: LineContextInput): ContextKind | null {
  const text = `${input.lineName} ${input.processName}`;
  if (input.kind === "factor" && input.scope === 1 && REFRIGERANT.test(text)) return "refrigerant";
  if (input.scope !== 2) return null;
  if (HEAT.test(text) && !ELECTRICITY.test(input.lineName)) return "heat";
  if (ELECTRICITY.test(text)) return "electricity";
  return null;
}

/** How many years back a published grid factor is looked for (the usual lag is two). */
const YEARS_BACK = 3;

/**
 * The narrowings to try, most specific first; the last one is the category alone. A market
 * instrument opens on the electricity category only (certificates and supplier factors).
 */
export function searchStarts(input: LineContextInput): SearchStart[] {
  const kind = contextKind(input);
  if (kind === null) return [];
  if (kind === "refrigerant") return [{ kind, category: "fugitive" }];
  if (kind === "heat") return [{ kind, category: "heat" }];
  const category = "electricity";
  if (input.kind === "market") return [{ kind, category }];
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, back) => input.year - back);
  const regions = input.province ? [input.province, "CN"] : ["CN"];
  return [
    ...regions.flatMap((region) => years.map((year) => ({ kind, category, region, year }))),
    { kind, category },
  ];
}
