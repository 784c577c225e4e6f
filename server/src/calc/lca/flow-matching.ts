// Matching a database's elementary flows to a method pack by name and compartment.
//
// For each flow the matcher finds the pack flow (its name normalised, then through the synonym
// table of flow-synonyms.ts), the compartment (the database's own; else a bracket or name tail
// such as "[... to air]", "(water)", ", in ground"; else, for a resource, "natural resource"),
// the pack's factor in every indicator, and converts it to the flow's unit. It reports every flow:
//
//   matched     name and compartment found;
//   assumed     the database gives no compartment and the pack characterises the name in one
//               compartment only, which is taken (USLCI's EcoSpold2 export carries no compartment
//               for most flows: "Sulfur dioxide" is taken as emitted to air);
//   unmatched   with the reason: a name the pack does not know, a compartment it does not
//               characterise the name in, a compartment that cannot be told (the name is
//               characterised in several), a unit that cannot be converted.
//
// Sub-compartments: the pack's factor for the database's sub-compartment, else for all of them
// ("air/*"), else for the unspecified one. A database sub-compartment the pack leaves out for that
// flow (phosphate to the ocean) gets no factor; an unknown one takes the unspecified factor.
import {
  COMPARTMENT_SYNONYMS,
  compartmentFromBracket,
  FLOW_SYNONYMS,
  type FlowSynonym,
  normaliseName,
  SUBCOMPARTMENT_SYNONYMS,
} from "./flow-synonyms";
import type { MethodPack, PackIndicator } from "./method-pack";
import type { ElementaryFlow } from "./types";

export type MatchStatus = "matched" | "assumed" | "unmatched";

export interface FlowMatch {
  flow: string;
  name: string;
  compartment: string;
  direction: ElementaryFlow["direction"];
  unit: string;
  status: MatchStatus;
  /** the pack flow and compartment key used */
  packFlow?: string;
  packCompartment?: string;
  /** how the name was found: "name" (normalised) or "synonym" */
  via?: "name" | "synonym";
  reason: string;
  /** factor per unit of the database flow, by indicator code; only non-zero factors */
  factors: Record<string, number>;
}

/** Units a factor can be converted between: factor per unit = pack factor × (pack units per unit). */
const UNIT_SIZES: Readonly<Record<string, [dimension: string, size: number]>> = {
  kg: ["mass", 1],
  g: ["mass", 1e-3],
  mg: ["mass", 1e-6],
  µg: ["mass", 1e-9],
  ug: ["mass", 1e-9],
  t: ["mass", 1000],
  tonne: ["mass", 1000],
  "metric ton": ["mass", 1000],
  lb: ["mass", 0.45359237],
  m3: ["volume", 1],
  l: ["volume", 1e-3],
  dm3: ["volume", 1e-3],
  mj: ["energy", 1],
  kj: ["energy", 1e-3],
  gj: ["energy", 1000],
  kwh: ["energy", 3.6],
  kbq: ["activity", 1],
  bq: ["activity", 1e-3],
};

/**
 * Units of `to` in one `from` (undefined when not convertible). Water is the one flow a mass can
 * stand for a volume: 1 kg = 0.001 m3.
 */
export function unitFactor(from: string, to: string, packFlow = ""): number | undefined {
  const a = UNIT_SIZES[from.trim().toLowerCase()];
  const b = UNIT_SIZES[to.trim().toLowerCase()];
  if (!a || !b) return from.trim().toLowerCase() === to.trim().toLowerCase() ? 1 : undefined;
  if (a[0] === b[0]) return a[1] / b[1];
  if (/^water\b/i.test(packFlow) && a[0] === "mass" && b[0] === "volume") return a[1] / 1000 / b[1];
  return undefined;
}

interface PackIndex {
  /** normalised name → pack name */
  names: Map<string, string>;
  /** pack name → top compartments it has factors in */
  tops: Map<string, Set<string>>;
  indicators: PackIndicator[];
  units: Record<string, string>;
}

function indexPack(pack: MethodPack, indicators: readonly PackIndicator[]): PackIndex {
  const names = new Map<string, string>();
  const tops = new Map<string, Set<string>>();
  for (const indicator of indicators) {
    for (const [key, flows] of Object.entries(indicator.factors)) {
      const top = key.split("/")[0];
      for (const name of Object.keys(flows)) {
        names.set(normaliseName(name), name);
        let set = tops.get(name);
        if (!set) tops.set(name, (set = new Set<string>()));
        set.add(top);
      }
    }
  }
  return { names, tops, indicators: [...indicators], units: pack.units };
}

const SYNONYMS = new Map<string, FlowSynonym[]>();
for (const s of FLOW_SYNONYMS) {
  const list = SYNONYMS.get(s.from);
  if (list) list.push(s);
  else SYNONYMS.set(s.from, [s]);
}

function synonymFor(name: string, flow: ElementaryFlow): FlowSynonym | undefined {
  return SYNONYMS.get(name)?.find(
    (s) =>
      (s.direction === undefined || s.direction === flow.direction) &&
      (s.unit === undefined || s.unit.toLowerCase() === flow.unit.trim().toLowerCase()),
  );
}

/** What a flow's name and compartment say, before the pack is asked. */
export interface ParsedFlow {
  /** normalised name, and the name without its compartment tail */
  name: string;
  stripped: string;
  /** top compartment (pack terms), or undefined when unknown; "deposited goods" for wastes */
  top?: string;
  /** sub-compartment (pack terms); "" unspecified; undefined unknown */
  sub?: string;
  /** a sub-compartment the name suggests (", in ground"), used when the pack has several */
  subHint?: string;
  /** where the compartment came from */
  from: "database" | "name" | "direction" | "none";
}

export function parseFlow(flow: ElementaryFlow): ParsedFlow {
  let name = flow.name.trim();
  let hint: string | undefined;
  const bracket = /\s*\[([^\]]*)\]\s*$/.exec(name);
  if (bracket) {
    // For a resource the bracket is a category ("[Water]"), not where it goes.
    if (flow.direction === "emission") hint = compartmentFromBracket(bracket[1]);
    name = name.slice(0, bracket.index);
  }
  name = normaliseName(name.replace(/\/(m3|kg|l|mj)$/i, ""));
  let stripped = name;
  let subHint: string | undefined;
  const waterTail = /\s*\(water\)(, water)?$|, water$/.exec(stripped);
  if (waterTail && flow.direction === "emission") {
    hint ??= "water";
    stripped = stripped.slice(0, waterTail.index);
  }
  const resourceTail = /,? in (ground|water|air)\b/;
  const tail = resourceTail.exec(stripped);
  if (tail && flow.direction === "resource") {
    subHint = `in ${tail[1]}`;
    stripped = stripped.replace(/,? in (ground|water|air)\b/g, "").trim();
  }

  const [topText = "", ...rest] = flow.compartment.split("/").map((p) => p.trim().toLowerCase());
  const top = COMPARTMENT_SYNONYMS[topText];
  if (top) {
    const subText = rest.join("/");
    const sub = subText === "" ? "" : (SUBCOMPARTMENT_SYNONYMS[subText] ?? subText);
    return { name, stripped, top, sub, from: "database" };
  }
  if (hint) return { name, stripped, top: hint, sub: undefined, from: "name" };
  if (flow.direction === "resource") {
    return { name, stripped, top: "natural resource", subHint, from: "direction" };
  }
  return { name, stripped, from: "none" };
}

/** The factor of a pack flow in one indicator for a compartment (see the header). */
function factorIn(
  indicator: PackIndicator,
  packFlow: string,
  top: string,
  sub: string | undefined,
  subHint: string | undefined,
): number | undefined {
  const f = indicator.factors;
  if (sub) {
    const exact = f[`${top}/${sub}`]?.[packFlow] ?? f[`${top}/*`]?.[packFlow];
    if (exact !== undefined) return exact;
    // A sub-compartment the pack knows for other flows but not this one: no factor.
    if (Object.keys(SUBCOMPARTMENT_SYNONYMS).some((k) => SUBCOMPARTMENT_SYNONYMS[k] === sub)) {
      return undefined;
    }
  }
  const unspecified = f[top]?.[packFlow] ?? f[`${top}/*`]?.[packFlow];
  if (unspecified !== undefined || sub !== undefined) return unspecified;
  // Sub-compartment unknown: the only value the pack gives, else the one the name suggests.
  const values = new Set<number>();
  for (const [key, flows] of Object.entries(f)) {
    if (key.split("/")[0] === top && flows[packFlow] !== undefined) values.add(flows[packFlow]);
  }
  if (values.size === 1) return [...values][0];
  return subHint ? f[`${top}/${subHint}`]?.[packFlow] : undefined;
}

/** Matches every flow against the pack's indicators (all of them unless given). */
export function matchFlows(
  flows: readonly ElementaryFlow[],
  pack: MethodPack,
  indicators: readonly PackIndicator[] = [...pack.core, ...pack.inventory],
): FlowMatch[] {
  const index = indexPack(pack, indicators);
  return flows.map((flow) => matchFlow(flow, index));
}

function matchFlow(flow: ElementaryFlow, index: PackIndex): FlowMatch {
  const base = {
    flow: flow.id,
    name: flow.name,
    compartment: flow.compartment,
    direction: flow.direction,
    unit: flow.unit,
  };
  const unmatched = (reason: string, extra: Partial<FlowMatch> = {}): FlowMatch => ({
    ...base,
    status: "unmatched",
    reason,
    factors: {},
    ...extra,
  });
  const parsed = parseFlow(flow);
  if (parsed.top === "deposited goods") {
    return unmatched("a deposited waste, not an emission the method characterises");
  }

  // The pack name: synonym of the name, the name, then the same without its compartment tail.
  let packFlow: string | undefined;
  let synonym: FlowSynonym | undefined;
  for (const candidate of new Set([parsed.name, parsed.stripped])) {
    synonym = synonymFor(candidate, flow);
    packFlow = synonym ? synonym.to : index.names.get(candidate);
    if (packFlow && !index.tops.has(packFlow)) packFlow = undefined;
    if (packFlow) break;
    synonym = undefined;
  }
  if (!packFlow) return unmatched("name not in the method");
  const via: FlowMatch["via"] = synonym ? "synonym" : "name";
  const tops = [...index.tops.get(packFlow)!];

  let top = parsed.top;
  let status: MatchStatus = "matched";
  let assumption = "";
  if (top === undefined) {
    const emissionTops = tops.filter((t) => t !== "natural resource");
    if (emissionTops.length === 0) {
      return unmatched(`${packFlow} is characterised only as a natural resource`, {
        packFlow,
        via,
      });
    }
    if (emissionTops.length > 1) {
      return unmatched(
        `compartment not given and ${packFlow} is characterised in ${emissionTops.join(" and ")}`,
        { packFlow, via },
      );
    }
    top = emissionTops[0];
    status = "assumed";
    assumption = `compartment not given: ${top}, the only one the method characterises ${packFlow} in`;
  }
  if (!tops.includes(top)) {
    return unmatched(`${packFlow} is characterised only in ${tops.join(" and ")}, not ${top}`, {
      packFlow,
      via,
    });
  }

  // A synonym that names its unit carries the whole conversion in its scale.
  const packUnit = index.units[packFlow] ?? "kg";
  const perUnit = synonym?.unit ? 1 : unitFactor(flow.unit, packUnit, packFlow);
  if (perUnit === undefined) {
    return unmatched(`unit ${flow.unit} cannot be converted to the method's ${packUnit}`, {
      packFlow,
      via,
    });
  }
  const scale = perUnit * (synonym?.scale ?? 1);
  const factors: Record<string, number> = {};
  for (const indicator of index.indicators) {
    const factor = factorIn(indicator, packFlow, top, parsed.sub, parsed.subHint);
    if (factor !== undefined && factor !== 0) factors[indicator.code] = factor * scale;
  }
  const packCompartment = parsed.sub ? `${top}/${parsed.sub}` : top;
  if (Object.keys(factors).length === 0) {
    return unmatched(`${packFlow} has no factor in ${packCompartment}`, { packFlow, via });
  }
  const how = via === "synonym" ? `synonym of ${packFlow}` : packFlow;
  const converted = scale !== 1 ? `, × ${+scale.toPrecision(6)} per ${flow.unit}` : "";
  return {
    ...base,
    status,
    packFlow,
    packCompartment,
    via,
    reason: `${assumption ? `${assumption}; ` : ""}${how} in ${packCompartment}${converted}`,
    factors,
  };
}
