// EN 15804+A2 (EF 3.1) for a database: the 13 core indicators (and the pack's inventory
// indicators) as impact methods whose factors are those of the pack (en15804-pack.json), matched
// to the database's elementary flows by flow-matching.ts; and the match report of one product:
// what each indicator could characterise in its inventory and every flow it could not, with the
// amount that flow carries.
import packJson from "./en15804-pack.json";
import { type FlowMatch, matchFlows } from "./flow-matching";
import type { MethodPack, PackIndicator } from "./method-pack";
import type { ElementaryFlow, ImpactMethod } from "./types";

export const EN15804_PACK = packJson as unknown as MethodPack;
export const EN15804_METHOD_ID = "en15804-a2-ef31";
export const EN15804_INVENTORY_METHOD_ID = "en15804-a2-inventory";

export interface En15804Methods {
  /** the 13 core indicators, in EN 15804+A2 order */
  core: ImpactMethod;
  /** the inventory indicators the pack carries (FW, PERT, PENRT, wastes, ...) */
  inventory: ImpactMethod;
  matches: FlowMatch[];
}

function methodOf(
  id: string,
  name: string,
  indicators: readonly PackIndicator[],
  matches: readonly FlowMatch[],
): ImpactMethod {
  return {
    id,
    name,
    categories: indicators.map((indicator) => {
      const factors: Record<string, number> = {};
      for (const m of matches) {
        const factor = m.factors[indicator.code];
        if (factor !== undefined && m.status !== "unmatched") factors[m.flow] = factor;
      }
      return {
        id: indicator.code,
        name: `${indicator.code}: ${indicator.category}`,
        unit: indicator.unit,
        factors,
      };
    }),
  };
}

/** The EN 15804+A2 methods for a database's flows, with the match of every flow. */
export function en15804Methods(
  flows: readonly ElementaryFlow[],
  pack: MethodPack = EN15804_PACK,
): En15804Methods {
  const matches = matchFlows(flows, pack);
  return {
    core: methodOf(EN15804_METHOD_ID, pack.name, pack.core, matches),
    inventory: methodOf(
      EN15804_INVENTORY_METHOD_ID,
      `${pack.name}, inventory indicators`,
      pack.inventory,
      matches,
    ),
    matches,
  };
}

// ---------------------------------------------------------------------------------------------
// The match report of a product

/** One elementary flow of the product's inventory, g = B s. */
export interface InventoryAmount {
  flow: string;
  amount: number;
}

export interface ReportFlow {
  flow: string;
  name: string;
  compartment: string;
  direction: ElementaryFlow["direction"];
  unit: string;
  amount: number;
  /** |amount| over the sum of |amounts| of the product's flows in the same unit */
  share: number;
  status: FlowMatch["status"];
  reason: string;
}

export interface IndicatorCoverage {
  code: string;
  unit: string;
  /** the product's flows this indicator characterises, largest contribution first */
  flows: (ReportFlow & { factor: number; contribution: number })[];
  total: number;
}

export interface MatchReport {
  method: string;
  citation: string;
  coverage: {
    /** the product's elementary flows with a non-zero amount */
    flows: number;
    matched: number;
    assumed: number;
    unmatched: number;
    /** (matched + assumed) / flows */
    share: number;
    /** share of the inventory's mass (flows in kg) that is matched */
    massShare: number;
  };
  indicators: IndicatorCoverage[];
  /** every unmatched flow with a non-zero amount, most significant first */
  unmatched: ReportFlow[];
  /** flows matched with a compartment the matcher had to assume */
  assumed: ReportFlow[];
}

const bySignificance = (a: ReportFlow, b: ReportFlow) =>
  b.share - a.share || Math.abs(b.amount) - Math.abs(a.amount) || a.name.localeCompare(b.name);

/**
 * The report for one product's inventory. Significance of a flow is its share of the product's
 * flows in the same unit (a kilogram against all kilograms, a cubic metre against all cubic
 * metres): flows in different units cannot be added, and a characterisation factor the method
 * lacks says nothing about size.
 */
export function matchReport(
  inventory: readonly InventoryAmount[],
  methods: En15804Methods,
  indicators: readonly PackIndicator[] = EN15804_PACK.core,
  pack: MethodPack = EN15804_PACK,
): MatchReport {
  const matchOf = new Map(methods.matches.map((m) => [m.flow, m]));
  const unitTotals = new Map<string, number>();
  const present = inventory.filter((line) => line.amount !== 0 && matchOf.has(line.flow));
  for (const line of present) {
    const unit = matchOf.get(line.flow)!.unit;
    unitTotals.set(unit, (unitTotals.get(unit) ?? 0) + Math.abs(line.amount));
  }
  const rows: ReportFlow[] = present.map((line) => {
    const m = matchOf.get(line.flow)!;
    return {
      flow: m.flow,
      name: m.name,
      compartment: m.compartment,
      direction: m.direction,
      unit: m.unit,
      amount: line.amount,
      share: Math.abs(line.amount) / unitTotals.get(m.unit)!,
      status: m.status,
      reason: m.reason,
    };
  });
  const count = (status: FlowMatch["status"]) => rows.filter((r) => r.status === status).length;
  const kg = rows.filter((r) => r.unit === "kg");
  const kgTotal = kg.reduce((s, r) => s + Math.abs(r.amount), 0);
  const kgMatched = kg
    .filter((r) => r.status !== "unmatched")
    .reduce((s, r) => s + Math.abs(r.amount), 0);

  const coverage: IndicatorCoverage[] = indicators.map((indicator) => {
    const flows = rows
      .filter((r) => r.status !== "unmatched" && matchOf.get(r.flow)!.factors[indicator.code])
      .map((r) => {
        const factor = matchOf.get(r.flow)!.factors[indicator.code];
        return { ...r, factor, contribution: factor * r.amount };
      })
      .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
    return {
      code: indicator.code,
      unit: indicator.unit,
      flows,
      total: flows.reduce((s, f) => s + f.contribution, 0),
    };
  });

  return {
    method: pack.name,
    citation: pack.citation,
    coverage: {
      flows: rows.length,
      matched: count("matched"),
      assumed: count("assumed"),
      unmatched: count("unmatched"),
      share: rows.length === 0 ? 0 : (rows.length - count("unmatched")) / rows.length,
      massShare: kgTotal === 0 ? 0 : kgMatched / kgTotal,
    },
    indicators: coverage,
    unmatched: rows.filter((r) => r.status === "unmatched").sort(bySignificance),
    assumed: rows.filter((r) => r.status === "assumed").sort(bySignificance),
  };
}
