// EcoSpold2 elementary flows: one engine flow per flow id and direction, in one unit.
import type { EcoSpold2Elementary } from "./ecospold2-parse";
import { scaleDistribution, unitConversion } from "./ecospold2-units";
import type { ElementaryExchange, ElementaryFlow } from "./types";

/**
 * Elementary flows: one per EcoSpold2 flow id, split by direction when the id is used both ways,
 * in the unit most of its exchanges use. Exchanges are handed out first and get their final flow
 * id and amount when the flow list is made, once every use of each id has been seen.
 */
export class FlowBuilder {
  private readonly seen = new Map<string, SeenFlow>();
  private readonly pending: { e: EcoSpold2Elementary; exchange: ElementaryExchange }[] = [];
  converted = 0;

  exchange(e: EcoSpold2Elementary): ElementaryExchange {
    let seen = this.seen.get(e.flow);
    if (!seen) {
      seen = { name: e.name, directions: new Set(), units: new Map() };
      this.seen.set(e.flow, seen);
    }
    seen.directions.add(e.direction);
    seen.units.set(e.unit, (seen.units.get(e.unit) ?? 0) + 1);
    // Exporters write the compartment on some exchanges of a flow and not on others.
    if (!seen.compartment && e.compartment) {
      seen.compartment = [e.compartment, e.subcompartment].filter(Boolean).join("/");
    }
    if (!seen.cas && e.cas?.trim()) seen.cas = e.cas.trim();
    const exchange: ElementaryExchange = { flow: e.flow, amount: e.amount };
    if (e.uncertainty) exchange.uncertainty = e.uncertainty;
    this.pending.push({ e, exchange });
    return exchange;
  }

  /** The flow list; also settles the ids and amounts of the exchanges handed out. */
  flows(): ElementaryFlow[] {
    const flows: ElementaryFlow[] = [];
    const made = new Set<string>();
    for (const { e, exchange } of this.pending) {
      const seen = this.seen.get(e.flow)!;
      seen.unit ??= mostUsed(seen.units);
      let id = seen.directions.size > 1 ? `${e.flow}:${e.direction}` : e.flow;
      let unit = seen.unit;
      if (e.unit !== unit) {
        const factor = unitConversion(e.unit, unit);
        if (factor === undefined) {
          id = `${id} [${e.unit}]`;
          unit = e.unit;
        } else {
          exchange.amount *= factor;
          exchange.uncertainty = scaleDistribution(exchange.uncertainty, factor);
          if (!exchange.uncertainty) delete exchange.uncertainty;
          this.converted += 1;
        }
      }
      exchange.flow = id;
      if (made.has(id)) continue;
      made.add(id);
      const flow: ElementaryFlow = {
        id,
        name: seen.name,
        unit,
        compartment: seen.compartment ?? "unspecified",
        direction: e.direction,
      };
      if (seen.cas) flow.cas = seen.cas;
      flows.push(flow);
    }
    return flows;
  }
}

interface SeenFlow {
  name: string;
  directions: Set<string>;
  units: Map<string, number>;
  unit?: string;
  compartment?: string;
  cas?: string;
}

function mostUsed(counts: ReadonlyMap<string, number>): string {
  let best = "";
  let most = -1;
  for (const [key, n] of counts) {
    if (n > most) [best, most] = [key, n];
  }
  return best;
}
