// The LCA engine's input and output contract (DESIGN.md §5: A s = f, g = B s, h = C g).
//
// A product system is a list of processes. Each process produces one or more products (its
// outputs), consumes products of other processes (technosphere inputs) and exchanges elementary
// flows with nature (emissions and resources). Impact methods characterise elementary flows.
// Everything here is plain data: readers (EcoSpold2, the platform's own models) build it, the
// matrix builder turns it into sparse matrices, the solver and the result functions work on those.

/** Uncertainty of one exchange amount. Lognormal is the LCA default (ecoinvent, USLCI). */
export type Distribution =
  /** Median is the exchange amount; `sigma` is the standard deviation of ln(x). A pedigree
   * (five scores 1..5: reliability, completeness, temporal, geographical, technological)
   * widens it: sigma² = sigma² + Σ pedigree variances. */
  | { kind: "lognormal"; sigma: number; pedigree?: PedigreeScores }
  /** Mean is the exchange amount. */
  | { kind: "normal"; sd: number }
  /** The amount is the mode unless `mode` is given. */
  | { kind: "triangular"; min: number; max: number; mode?: number }
  | { kind: "uniform"; min: number; max: number };

export type PedigreeScores = [
  reliability: number,
  completeness: number,
  temporal: number,
  geographical: number,
  technological: number,
];

/** A product a process delivers. `physical` (e.g. kg of mass per unit) and `price` (per unit)
 * are the allocation properties of multi-output processes. */
export interface ProductOutput {
  id: string;
  name: string;
  unit: string;
  amount: number;
  physical?: number;
  price?: number;
  uncertainty?: Distribution;
}

/** A technosphere input: `product` is a product id; `provider` names the process when more
 * than one process delivers that product. */
export interface TechInput {
  product: string;
  amount: number;
  provider?: string;
  uncertainty?: Distribution;
}

/** An elementary exchange; `amount` is positive both for emissions and for resources taken
 * (the flow itself says which it is). */
export interface ElementaryExchange {
  flow: string;
  amount: number;
  uncertainty?: Distribution;
}

export interface ProcessSpec {
  id: string;
  name: string;
  location?: string;
  /** User-defined group for contribution analysis: life-cycle stage, material, transport... */
  group?: string;
  /** The first output is the reference product. */
  outputs: ProductOutput[];
  inputs: TechInput[];
  elementary: ElementaryExchange[];
}

export interface ElementaryFlow {
  id: string;
  name: string;
  unit: string;
  /** e.g. "air/urban air close to ground", "natural resource/in ground" */
  compartment: string;
  direction: "emission" | "resource";
  cas?: string;
}

export interface ImpactCategory {
  id: string;
  name: string;
  unit: string;
  /** Characterisation factor per flow id (flows without a factor count zero). */
  factors: Record<string, number>;
}

export interface ImpactMethod {
  id: string;
  name: string;
  categories: ImpactCategory[];
}

export interface ProductSystem {
  processes: ProcessSpec[];
  flows: ElementaryFlow[];
  methods: ImpactMethod[];
}

/** How multi-output processes are split: by the physical property, by revenue (price ×
 * amount), or not at all: system expansion credits co-products to their other providers. */
export type AllocationMethod = "physical" | "economic" | "none";

/** A final demand: so much of a product (from a given provider when ambiguous). */
export interface Demand {
  product: string;
  amount: number;
  provider?: string;
}
