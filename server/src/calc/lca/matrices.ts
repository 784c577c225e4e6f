// From a product system to the matrices of DESIGN.md §5: technosphere A (products × activities),
// interventions B (flows × activities) and characterisation C (impact categories × flows).
//
// An activity is one column: a process delivering its reference product, or, for a multi-output
// process under physical or economic allocation, the share of the process attributed to one of
// its products. A is square: activity j's reference product is row j. A[j][j] is j's output,
// A[i][j] = −(amount of product i that j consumes). Under system expansion ("none") a process
// keeps one column for its reference product and each co-product is credited to the product's
// other provider: A[i][j] = +amount, i.e. the co-product displaces that provider's output.
//
// Every exchange amount keeps a record of where it went (matrix slot and coefficient), so the
// Monte Carlo sampler can redraw exchanges and rewrite the matrix values without rebuilding them.
import { createHash } from "node:crypto";
import { cscFromTriplets, type CscMatrix, TripletList } from "./sparse";
import type {
  AllocationMethod,
  Demand,
  Distribution,
  ElementaryFlow,
  ProductSystem,
} from "./types";

export class LcaModelError extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[] = [message],
  ) {
    super(message);
    this.name = "LcaModelError";
  }
}

export interface Activity {
  process: string;
  processName: string;
  product: string;
  productName: string;
  unit: string;
  location?: string;
  group?: string;
  /** share of the process attributed to this column (1 when not allocated) */
  allocationFactor: number;
}

export interface ImpactRow {
  method: string;
  methodName: string;
  category: string;
  name: string;
  unit: string;
}

/** An input that found no provider: left out of the system, and reported. */
export interface CutOff {
  process: string;
  product: string;
  amount: number;
}

/** Exchange amounts and where each one lands in A and B. */
export interface ExchangeMap {
  /** the amount of each exchange as given in the model */
  readonly base: Float64Array;
  /** its distribution, if any */
  readonly distributions: readonly (Distribution | undefined)[];
  /** A.values[aSlot[t]] += aCoef[t] × amount[aExchange[t]] for every t */
  readonly aSlot: Int32Array;
  readonly aExchange: Int32Array;
  readonly aCoef: Float64Array;
  readonly bSlot: Int32Array;
  readonly bExchange: Int32Array;
  readonly bCoef: Float64Array;
}

export interface MatrixSystem {
  readonly n: number;
  readonly activities: readonly Activity[];
  readonly flows: readonly ElementaryFlow[];
  readonly impacts: readonly ImpactRow[];
  readonly A: CscMatrix;
  readonly B: CscMatrix;
  /** impact categories × flows */
  readonly C: CscMatrix;
  readonly exchanges: ExchangeMap;
  readonly cutoffs: readonly CutOff[];
  readonly allocation: AllocationMethod;
  /** sha-256 of A's structure and values: the key of reusable solver state */
  readonly hash: string;
}

/** Rewrites A's and B's values from one set of exchange amounts (sampled or base). */
export function fillValues(
  exchanges: ExchangeMap,
  amounts: Float64Array,
  aValues: Float64Array,
  bValues: Float64Array,
): void {
  aValues.fill(0);
  const { aSlot, aExchange, aCoef, bSlot, bExchange, bCoef } = exchanges;
  for (let t = 0; t < aSlot.length; t++) aValues[aSlot[t]] += aCoef[t] * amounts[aExchange[t]];
  bValues.fill(0);
  for (let t = 0; t < bSlot.length; t++) bValues[bSlot[t]] += bCoef[t] * amounts[bExchange[t]];
}

interface ExchangeRecorder {
  base: number[];
  distributions: (Distribution | undefined)[];
}

export function buildMatrices(
  system: ProductSystem,
  options: { allocation?: AllocationMethod } = {},
): MatrixSystem {
  const allocation = options.allocation ?? "physical";
  const problems: string[] = [];

  const flowIndex = new Map<string, number>();
  system.flows.forEach((flow, i) => {
    if (flowIndex.has(flow.id)) problems.push(`elementary flow "${flow.id}" is listed twice`);
    flowIndex.set(flow.id, i);
  });

  // Columns: one per process, or one per output of an allocated multi-output process.
  const activities: Activity[] = [];
  const columnsOf: number[][] = []; // process index → its columns
  const seenProcess = new Set<string>();
  system.processes.forEach((process, pi) => {
    if (seenProcess.has(process.id)) problems.push(`process "${process.id}" is listed twice`);
    seenProcess.add(process.id);
    const columns: number[] = [];
    columnsOf[pi] = columns;
    if (process.outputs.length === 0) {
      problems.push(`process "${process.name}" has no output`);
      return;
    }
    const split = allocation !== "none" && process.outputs.length > 1;
    const factors = split
      ? allocationFactors(process.name, process.outputs, allocation, problems)
      : [1];
    const outputs = split ? process.outputs : [process.outputs[0]];
    outputs.forEach((output, k) => {
      if (!(output.amount !== 0 && Number.isFinite(output.amount))) {
        problems.push(
          `process "${process.name}": output "${output.name}" has amount ${output.amount}`,
        );
      }
      columns.push(activities.length);
      activities.push({
        process: process.id,
        processName: process.name,
        product: output.id,
        productName: output.name,
        unit: output.unit,
        location: process.location,
        group: process.group,
        allocationFactor: factors[k] ?? 1,
      });
    });
  });

  // Providers of each product.
  const providers = new Map<string, number[]>();
  activities.forEach((activity, j) => {
    const list = providers.get(activity.product);
    if (list) list.push(j);
    else providers.set(activity.product, [j]);
  });
  const providerOf = (
    product: string,
    processName: string,
    provider?: string,
  ): number | undefined => {
    const list = providers.get(product);
    if (!list) return undefined;
    if (provider !== undefined) {
      const match = list.find((j) => activities[j].process === provider);
      if (match === undefined) {
        problems.push(
          `process "${processName}": provider "${provider}" does not deliver product "${product}"`,
        );
      }
      return match;
    }
    if (list.length > 1) {
      problems.push(
        `process "${processName}": product "${product}" has ${list.length} providers ` +
          `(${list.map((j) => activities[j].processName).join(", ")}); name one`,
      );
      return undefined;
    }
    return list[0];
  };

  const a = new TripletList();
  const b = new TripletList();
  const aExchange: number[] = [];
  const aCoef: number[] = [];
  const bExchange: number[] = [];
  const bCoef: number[] = [];
  const rec: ExchangeRecorder = { base: [], distributions: [] };
  const exchange = (
    amount: number,
    distribution: Distribution | undefined,
    where: string,
  ): number => {
    if (!Number.isFinite(amount)) problems.push(`${where}: amount ${amount} is not a number`);
    rec.base.push(amount);
    rec.distributions.push(distribution);
    return rec.base.length - 1;
  };
  const toA = (row: number, col: number, ex: number, coef: number) => {
    a.push(row, col, coef * rec.base[ex]);
    aExchange.push(ex);
    aCoef.push(coef);
  };
  const toB = (row: number, col: number, ex: number, coef: number) => {
    b.push(row, col, coef * rec.base[ex]);
    bExchange.push(ex);
    bCoef.push(coef);
  };
  const cutoffs: CutOff[] = [];

  system.processes.forEach((process, pi) => {
    const columns = columnsOf[pi];
    if (columns.length === 0) return;
    const where = `process "${process.name}"`;
    const split = columns.length > 1;

    // Outputs: each column's own product on its diagonal; under system expansion the
    // co-products are credited to their other providers.
    process.outputs.forEach((output, k) => {
      const ex = exchange(output.amount, output.uncertainty, `${where}, output "${output.name}"`);
      if (split) {
        toA(columns[k], columns[k], ex, 1);
      } else if (k === 0) {
        toA(columns[0], columns[0], ex, 1);
      } else {
        const others = (providers.get(output.id) ?? []).filter((j) => j !== columns[0]);
        if (others.length !== 1) {
          problems.push(
            others.length === 0
              ? `${where}: co-product "${output.name}" has no other provider to credit; ` +
                  `system expansion needs one (or allocate physically or economically)`
              : `${where}: co-product "${output.name}" has ${others.length} other providers; ` +
                  `system expansion needs exactly one`,
          );
          return;
        }
        toA(others[0], columns[0], ex, 1);
      }
    });

    for (const input of process.inputs) {
      const ex = exchange(input.amount, input.uncertainty, `${where}, input "${input.product}"`);
      const provider = providerOf(input.product, process.name, input.provider);
      if (provider === undefined) {
        if (!providers.has(input.product)) {
          cutoffs.push({ process: process.id, product: input.product, amount: input.amount });
        }
        continue;
      }
      for (const j of columns) toA(provider, j, ex, -activities[j].allocationFactor);
    }

    for (const e of process.elementary) {
      const ex = exchange(e.amount, e.uncertainty, `${where}, flow "${e.flow}"`);
      const row = flowIndex.get(e.flow);
      if (row === undefined) {
        problems.push(`${where}: elementary flow "${e.flow}" is not in the flow list`);
        continue;
      }
      for (const j of columns) toB(row, j, ex, activities[j].allocationFactor);
    }
  });

  if (problems.length > 0) {
    throw new LcaModelError(
      problems.length === 1 ? problems[0] : `${problems.length} problems in the product system`,
      problems,
    );
  }

  const n = activities.length;
  const builtA = cscFromTriplets(n, n, a);
  const builtB = cscFromTriplets(system.flows.length, n, b);

  const impacts: ImpactRow[] = [];
  const c = new TripletList();
  for (const method of system.methods) {
    for (const category of method.categories) {
      const row = impacts.length;
      impacts.push({
        method: method.id,
        methodName: method.name,
        category: category.id,
        name: category.name,
        unit: category.unit,
      });
      for (const [flow, factor] of Object.entries(category.factors)) {
        const col = flowIndex.get(flow);
        if (col !== undefined && factor !== 0) c.push(row, col, factor);
      }
    }
  }
  const builtC = cscFromTriplets(impacts.length, system.flows.length, c);

  return {
    n,
    activities,
    flows: system.flows,
    impacts,
    A: builtA.matrix,
    B: builtB.matrix,
    C: builtC.matrix,
    exchanges: {
      base: Float64Array.from(rec.base),
      distributions: rec.distributions,
      aSlot: Int32Array.from(aExchange, (_, t) => builtA.slot[t]),
      aExchange: Int32Array.from(aExchange),
      aCoef: Float64Array.from(aCoef),
      bSlot: Int32Array.from(bExchange, (_, t) => builtB.slot[t]),
      bExchange: Int32Array.from(bExchange),
      bCoef: Float64Array.from(bCoef),
    },
    cutoffs,
    allocation,
    hash: matrixHash(builtA.matrix),
  };
}

function allocationFactors(
  processName: string,
  outputs: ProductSystem["processes"][number]["outputs"],
  method: "physical" | "economic",
  problems: string[],
): number[] {
  const property = method === "physical" ? "physical" : "price";
  const weights = outputs.map((o) => {
    const value = o[property];
    if (value === undefined || !Number.isFinite(value) || value < 0) {
      problems.push(
        `process "${processName}": output "${o.name}" has no ${method === "physical" ? "physical property" : "price"} for ${method} allocation`,
      );
      return 0;
    }
    return Math.abs(o.amount) * value;
  });
  const total = weights.reduce((s, w) => s + w, 0);
  if (!(total > 0)) {
    if (weights.every((w) => w === 0) && problems.length === 0) {
      problems.push(`process "${processName}": the ${method} allocation properties sum to zero`);
    }
    return outputs.map(() => 0);
  }
  return weights.map((w) => w / total);
}

export function matrixHash(m: CscMatrix): string {
  const hash = createHash("sha256");
  hash.update(`${m.rows}x${m.cols};`);
  hash.update(new Uint8Array(m.colPtr.buffer, m.colPtr.byteOffset, m.colPtr.byteLength));
  hash.update(new Uint8Array(m.rowIndex.buffer, m.rowIndex.byteOffset, m.rowIndex.byteLength));
  hash.update(new Uint8Array(m.values.buffer, m.values.byteOffset, m.values.byteLength));
  return hash.digest("hex");
}

/** The demand vector f for one or more final demands. */
export function demandVector(system: MatrixSystem, demands: readonly Demand[]): Float64Array {
  const f = new Float64Array(system.n);
  for (const d of demands) f[providerIndex(system, d)] += d.amount;
  return f;
}

/** The columns delivering each product, built once per system. */
const providersBySystem = new WeakMap<MatrixSystem, Map<string, number[]>>();

export function providerIndex(system: MatrixSystem, d: Omit<Demand, "amount">): number {
  let providers = providersBySystem.get(system);
  if (!providers) {
    providers = new Map();
    system.activities.forEach((a, j) => {
      const list = providers!.get(a.product);
      if (list) list.push(j);
      else providers!.set(a.product, [j]);
    });
    providersBySystem.set(system, providers);
  }
  const candidates = (providers.get(d.product) ?? []).filter(
    (j) => d.provider === undefined || system.activities[j].process === d.provider,
  );
  if (candidates.length === 0) {
    throw new LcaModelError(`no process delivers product "${d.product}"`);
  }
  if (candidates.length > 1) {
    throw new LcaModelError(
      `product "${d.product}" has ${candidates.length} providers ` +
        `(${candidates.map((j) => system.activities[j].processName).join(", ")}); name one`,
    );
  }
  return candidates[0];
}
