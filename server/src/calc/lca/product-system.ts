// A product's model as processes of the engine, added to the system of its background database.
//
// Every line of the model is a foreground process of its own: it delivers one unit of the line
// ("line:<id>") and draws the line's quantity from its source (a database product, a material
// datum, a process model), or carries figures a source declares already characterised (an own
// footprint per unit, a supplier's primary footprint, a transport datum per t·km). The product
// itself is one process that takes one unit of each line per declared unit, scaled by the
// share of the burdens its co-products leave it (physical or economic allocation, ISO 14044
// §4.3.4); under system expansion a co-product is a line of its own that takes a negative
// amount of what it replaces. Process models enter pre-allocated the same way. The background
// keeps its own allocation. So the engine's upstream figures of the line processes are the
// results by line, and the demand of one declared unit of the product is the product's result.
import { en15804Methods } from "./method-en15804";
import { gwp100Method } from "./methods";
import type {
  Distribution,
  ElementaryFlow,
  ImpactMethod,
  ProcessSpec,
  ProductSystem,
  TechInput,
} from "./types";

/** Declared (already characterised) figures travel as elementary flows with this prefix. */
export const DECLARED_FLOW_PREFIX = "declared:";

/**
 * The key of a declared figure: "GWP" (kg CO2e, GWP100) or an EN 15804+A2 indicator code. A
 * GWP counts in both GWP100 methods, and in GWP-total and GWP-fossil of EN 15804 unless those
 * are declared themselves.
 */
export type DeclaredKey = string;

export interface ForegroundProcess {
  /** Process id, also the id of the one product it delivers. */
  id: string;
  name: string;
  /** Stage code for the results by stage. */
  group?: string;
  unit: string;
  /** Per unit delivered. */
  inputs: TechInput[];
  /** Declared figures per unit delivered, by key. */
  declared: Record<DeclaredKey, number>;
  /** Uncertainty of the declared figures. */
  declaredUncertainty?: Distribution;
  /** Direct emissions per unit delivered (a process model's), characterised by name. */
  emissions?: { flow: ElementaryFlow; amount: number }[];
}

const GWP_METHOD_CATEGORIES: readonly [method: string, category: string][] = [
  ["ipcc-ar5-gwp100", "gwp100"],
  ["ipcc-ar6-gwp100", "gwp100"],
];
const EN15804_METHOD = "en15804-a2-ef31";

/** The background system with the foreground processes and the declared flows characterised. */
export function composeProductSystem(
  background: ProductSystem,
  foreground: readonly ForegroundProcess[],
): ProductSystem {
  const keys = new Set<string>();
  for (const process of foreground) for (const key of Object.keys(process.declared)) keys.add(key);
  const declaredFlows: ElementaryFlow[] = [...keys].map((key) => ({
    id: DECLARED_FLOW_PREFIX + key,
    name: key === "GWP" ? "Declared GWP100 (kg CO2e)" : `Declared ${key}`,
    unit: key === "GWP" ? "kg CO2e" : "declared unit",
    compartment: "declared",
    direction: "emission",
  }));
  const known = new Set(background.flows.map((flow) => flow.id));
  const emissionFlows = new Map<string, ElementaryFlow>();
  for (const process of foreground) {
    for (const { flow } of process.emissions ?? []) {
      if (!known.has(flow.id)) emissionFlows.set(flow.id, flow);
    }
  }
  const extra = [...emissionFlows.values()];
  const processes: ProcessSpec[] = foreground.map((process) => ({
    id: process.id,
    name: process.name,
    ...(process.group ? { group: process.group } : {}),
    outputs: [{ id: process.id, name: process.name, unit: process.unit, amount: 1 }],
    inputs: process.inputs,
    elementary: [
      ...Object.entries(process.declared)
        .filter(([, amount]) => amount !== 0)
        .map(([key, amount]) => ({
          flow: DECLARED_FLOW_PREFIX + key,
          amount,
          ...(process.declaredUncertainty ? { uncertainty: process.declaredUncertainty } : {}),
        })),
      ...(process.emissions ?? []).map((e) => ({ flow: e.flow.id, amount: e.amount })),
    ],
  }));
  const extraFactors = characterise(extra);
  return {
    processes: [...background.processes, ...processes],
    flows: [...background.flows, ...declaredFlows, ...extra],
    methods: background.methods.map((method) => withDeclared(method, keys, extraFactors)),
  };
}

/** Characterisation factors of flows the background lacks, by method id and category id. */
function characterise(flows: readonly ElementaryFlow[]): Map<string, Record<string, number>> {
  const factors = new Map<string, Record<string, number>>();
  if (flows.length === 0) return factors;
  for (const report of ["AR5", "AR6"] as const) {
    const method = gwp100Method(flows, report);
    for (const c of method.categories) factors.set(`${method.id}\u0000${c.id}`, c.factors);
  }
  const core = en15804Methods(flows).core;
  for (const c of core.categories) factors.set(`${core.id}\u0000${c.id}`, c.factors);
  return factors;
}

function withDeclared(
  method: ImpactMethod,
  keys: ReadonlySet<string>,
  extraFactors: ReadonlyMap<string, Record<string, number>>,
): ImpactMethod {
  if (keys.size === 0 && extraFactors.size === 0) return method;
  return {
    ...method,
    categories: method.categories.map((category) => {
      const added: Record<string, number> = {
        ...extraFactors.get(`${method.id}\u0000${category.id}`),
      };
      for (const key of keys) {
        if (declaredCounts(method.id, category.id, key, keys)) {
          added[DECLARED_FLOW_PREFIX + key] = 1;
        }
      }
      return Object.keys(added).length === 0
        ? category
        : { ...category, factors: { ...category.factors, ...added } };
    }),
  };
}

/** Whether a declared figure counts in a method's category, with factor 1. */
export function declaredCounts(
  method: string,
  category: string,
  key: string,
  keys: ReadonlySet<string> = new Set([key]),
): boolean {
  if (key === "GWP") {
    if (GWP_METHOD_CATEGORIES.some(([m, c]) => m === method && c === category)) return true;
    return (
      method === EN15804_METHOD &&
      (category === "GWP-total" || category === "GWP-fossil") &&
      !keys.has(category)
    );
  }
  return method === EN15804_METHOD && category === key;
}

/**
 * The first loop among foreground processes (a process model that draws, through others, on
 * itself), as the names along it, or undefined. The engine would solve a loop; a user's loop is
 * almost always a mistake, so the model is refused with the loop named.
 */
export function foregroundLoop(foreground: readonly ForegroundProcess[]): string[] | undefined {
  const byId = new Map(foreground.map((p) => [p.id, p]));
  const state = new Map<string, 1 | 2>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    state.set(id, 1);
    path.push(id);
    for (const input of byId.get(id)!.inputs) {
      if (!byId.has(input.product)) continue;
      const s = state.get(input.product);
      if (s === 1) {
        const from = path.indexOf(input.product);
        return [...path.slice(from), input.product].map((p) => byId.get(p)!.name);
      }
      if (s === undefined) {
        const loop = visit(input.product);
        if (loop) return loop;
      }
    }
    path.pop();
    state.set(id, 2);
    return undefined;
  };
  for (const process of foreground) {
    if (state.has(process.id)) continue;
    const loop = visit(process.id);
    if (loop) return loop;
  }
  return undefined;
}
