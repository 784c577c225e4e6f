// A seeded generator of ecoinvent-sized synthetic product systems for the LCA benchmark, and a
// command that writes one as Matrix Market files so other tools can solve the same system:
//
//   node .bench-dist/tests/bench/lca/generate.js [--processes 20000] [--seed 1] [--out DIR]
//     [--options '{"hubInputShare":0.5}']
//
// The shape imitates a background database rather than a random graph:
//   - hubs: the first 2% of processes (electricity, transport, fuels, heat, water, bulk
//     chemicals). Ordinary processes buy half of their inputs from hubs, the popular ones
//     far more often (Zipf), so hub rows of A are long;
//   - ordinary processes are ordered from finished goods (low index) to raw materials (high
//     index) and buy the rest of their inputs "upstream", at log-uniform distances: mostly from
//     near neighbours (the same sector), sometimes from far away;
//   - loops: hubs buy from each other and from the upstream half of the system (mining,
//     refining, basic materials), which puts the hubs and that half into one large strongly
//     connected block, as in ecoinvent; a few ordinary processes buy from a neighbour
//     downstream inside their sector (recycling, by-products), which makes small loops;
//   - amounts are scaled so that each column's inputs sum to 0.3..0.8 per unit of output
//     (off-diagonal column sums at most 0.8, output 1 on the diagonal): the system is
//     productive, and a Neumann/Jacobi iteration converges, which keeps the comparison with
//     SciPy's iterative methods fair;
//   - every input and elementary exchange has a lognormal uncertainty (about half with a
//     pedigree), so a Monte Carlo iteration redraws the whole system; the reference output
//     is exact, as in ecoinvent.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  buildMatrices,
  demandVector,
  type MatrixSystem,
} from "../../../server/src/calc/lca/matrices";
import type {
  Demand,
  Distribution,
  ElementaryExchange,
  ElementaryFlow,
  ImpactCategory,
  PedigreeScores,
  ProcessSpec,
  ProductSystem,
  TechInput,
} from "../../../server/src/calc/lca/types";
import { writeMatrixMarket, writeVectorMatrixMarket } from "./matrix-market";
import { Random, Zipf } from "./random";

export interface GeneratorOptions {
  /** number of processes (one product each); default 20,000 */
  processes?: number;
  seed?: number;
  /** mean technosphere inputs per process; default 15 (≈16 non-zeros per column of A) */
  inputsPerProcess?: number;
  /** share of processes that are hubs; default 0.02 */
  hubShare?: number;
  /** share of an ordinary process's inputs bought from hubs; default 0.5 */
  hubInputShare?: number;
  /** share of the system, at its upstream end, that hubs buy from; default 0.5 */
  loopShare?: number;
  /** share of ordinary inputs bought downstream within the sector; default 0.005 */
  backEdgeShare?: number;
  /** sector size: back edges stay inside one, most upstream links reach two; default 40 */
  sectorSize?: number;
  /** share of upstream links that may reach far (up to a quarter of the system); default 0.15 */
  farShare?: number;
  /** elementary flows; default 2,000 */
  flows?: number;
  /** mean elementary exchanges per process; default 10 */
  flowsPerProcess?: number;
  /** impact categories over all methods; default 20 */
  categories?: number;
}

export interface GeneratedSystem {
  system: ProductSystem;
  options: Required<GeneratorOptions>;
  hubs: number;
  /** the demand written as f: one unit of a finished good */
  demand: Demand;
  /** other finished goods, in a seeded order: demands no solve has seen yet */
  finalProducts: string[];
}

const HUB_KINDS: readonly [name: string, unit: string, group: string][] = [
  ["electricity, medium voltage", "kWh", "energy"],
  ["transport, freight, lorry", "t*km", "transport"],
  ["diesel", "kg", "energy"],
  ["natural gas, high pressure", "m3", "energy"],
  ["electricity, high voltage", "kWh", "energy"],
  ["heat, district or industrial", "MJ", "energy"],
  ["tap water", "kg", "material"],
  ["transport, freight train", "t*km", "transport"],
  ["hard coal", "kg", "energy"],
  ["sulfuric acid", "kg", "material"],
  ["steel, low-alloyed", "kg", "material"],
  ["transport, freight, sea", "t*km", "transport"],
  ["cement", "kg", "material"],
  ["heavy fuel oil", "kg", "energy"],
  ["electricity, low voltage", "kWh", "energy"],
  ["sodium hydroxide", "kg", "material"],
];
const ORDINARY_GROUPS = ["material", "manufacturing", "agriculture", "waste treatment"];
const COMPARTMENTS: readonly [compartment: string, direction: "emission" | "resource"][] = [
  ["air/urban air close to ground", "emission"],
  ["air/non-urban air or from high stacks", "emission"],
  ["water/surface water", "emission"],
  ["water/ground-", "emission"],
  ["soil/agricultural", "emission"],
  ["natural resource/in ground", "resource"],
  ["natural resource/in water", "resource"],
];
// ecoinvent's pedigree scores are mostly good: weights of scores 1..5.
const PEDIGREE_WEIGHTS = [0.3, 0.3, 0.25, 0.1, 0.05];

export function generateSystem(options: GeneratorOptions = {}): GeneratedSystem {
  const o: Required<GeneratorOptions> = {
    processes: 20_000,
    seed: 1,
    inputsPerProcess: 15,
    hubShare: 0.02,
    hubInputShare: 0.5,
    loopShare: 0.5,
    backEdgeShare: 0.005,
    sectorSize: 40,
    farShare: 0.15,
    flows: 2_000,
    flowsPerProcess: 10,
    categories: 20,
    ...options,
  };
  const n = o.processes;
  if (!(Number.isInteger(n) && n >= 100)) {
    throw new RangeError(`the generator needs at least 100 processes, not ${n}`);
  }
  const random = new Random(o.seed);
  const hubs = Math.max(2, Math.round(n * o.hubShare));
  const ordinary = n - hubs;
  const hubPick = new Zipf(hubs, 1);
  const flowPick = new Zipf(o.flows, 1);
  // Hubs buy from the upstream end of the ordinary processes: that is what closes the loops.
  const loopStart = hubs + Math.floor(ordinary * (1 - o.loopShare));
  const maxDistance = Math.max(2, ordinary / 4);

  const uncertainty = (): Distribution => {
    const sigma = 0.03 + 0.27 * random.uniform();
    if (random.uniform() < 0.5) return { kind: "lognormal", sigma };
    const scores = Array.from({ length: 5 }, () => pedigreeScore(random)) as PedigreeScores;
    return { kind: "lognormal", sigma, pedigree: scores };
  };
  const inputCount = () => {
    // uniform on mean ± 1/3 of the mean
    const spread = Math.round(o.inputsPerProcess / 3);
    return o.inputsPerProcess - spread + random.int(2 * spread + 1);
  };

  const processes: ProcessSpec[] = new Array<ProcessSpec>(n);
  for (let i = 0; i < n; i++) {
    const isHub = i < hubs;
    const kind = HUB_KINDS[i % HUB_KINDS.length];
    const name = isHub
      ? `${kind[0]}, region ${Math.floor(i / HUB_KINDS.length) + 1}`
      : `process ${i}`;
    const suppliers = new Set<number>();
    const count = inputCount();
    for (let t = 0; t < count * 4 && suppliers.size < count; t++) {
      const supplier = isHub ? hubSupplier() : ordinarySupplier(i);
      if (supplier !== i) suppliers.add(supplier);
    }
    // Weights over several orders of magnitude, then scaled to the column's input total.
    const weights = Array.from(suppliers, () => Math.exp(1.5 * random.normal()));
    const total = weights.reduce((s, w) => s + w, 0);
    const inputTotal = 0.3 + 0.5 * random.uniform();
    const inputs: TechInput[] = Array.from(suppliers, (j, k) => ({
      product: productId(j),
      amount: (weights[k] / total) * inputTotal,
      uncertainty: uncertainty(),
    }));

    const flowCount = Math.max(1, o.flowsPerProcess - 4 + random.int(9));
    const flows = new Set<number>();
    for (let t = 0; t < flowCount * 4 && flows.size < flowCount; t++)
      flows.add(flowPick.draw(random));
    const elementary: ElementaryExchange[] = Array.from(flows, (l) => ({
      flow: flowId(l),
      amount: 0.01 * Math.exp(2 * random.normal()),
      uncertainty: uncertainty(),
    }));

    processes[i] = {
      id: `process-${i}`,
      name,
      group: isHub ? kind[2] : ORDINARY_GROUPS[i % ORDINARY_GROUPS.length],
      outputs: [
        {
          id: productId(i),
          name: isHub ? kind[0] : `product ${i}`,
          unit: isHub ? kind[1] : "kg",
          amount: 1,
        },
      ],
      inputs,
      elementary,
    };
  }

  function hubSupplier(): number {
    // half from other hubs, half from the upstream half of the system
    if (random.uniform() < 0.5) return hubPick.draw(random);
    return loopStart + random.int(n - loopStart);
  }

  function ordinarySupplier(i: number): number {
    const u = random.uniform();
    if (u < o.hubInputShare) return hubPick.draw(random);
    if (u < o.hubInputShare + o.backEdgeShare) {
      // downstream neighbour within the same sector: a small loop
      const sectorStart = hubs + Math.floor((i - hubs) / o.sectorSize) * o.sectorSize;
      return i > sectorStart ? sectorStart + random.int(i - sectorStart) : hubPick.draw(random);
    }
    // mostly within the sector and its neighbours, sometimes from far away
    const reach = random.uniform() < o.farShare ? maxDistance : 2 * o.sectorSize;
    const distance = Math.floor(Math.exp(random.uniform() * Math.log(reach)));
    const j = i + Math.max(1, distance);
    // raw materials at the upstream end buy only from hubs (mining takes electricity, diesel)
    return j < n ? j : hubPick.draw(random);
  }

  const flows: ElementaryFlow[] = Array.from({ length: o.flows }, (_, l) => {
    const [compartment, direction] = COMPARTMENTS[l % COMPARTMENTS.length];
    return { id: flowId(l), name: `flow ${l}`, unit: "kg", compartment, direction };
  });

  // Two methods: a climate method with two GWP sets over the same greenhouse gases, and a
  // midpoint method with the remaining categories, each on its own subset of the flows.
  const greenhouse = sample(random, o.flows, 60);
  const categories: ImpactCategory[] = [];
  for (let c = 0; c < o.categories; c++) {
    const climate = c < 2;
    const subset = climate ? greenhouse : sample(random, o.flows, 50 + random.int(351));
    const factors: Record<string, number> = {};
    for (const l of subset)
      factors[flowId(l)] = Math.exp(2 * random.normal()) * (climate && c === 1 ? 1.05 : 1);
    categories.push({
      id: climate ? `gwp100-${c === 0 ? "ar5" : "ar6"}` : `midpoint-${c - 1}`,
      name: climate
        ? `Climate change, GWP100 (${c === 0 ? "AR5" : "AR6"}-like)`
        : `Midpoint ${c - 1}`,
      unit: climate ? "kg CO2e" : "unit",
      factors,
    });
  }
  const system: ProductSystem = {
    processes,
    flows,
    methods: [
      { id: "synthetic-climate", name: "Synthetic climate", categories: categories.slice(0, 2) },
      { id: "synthetic-midpoint", name: "Synthetic midpoint", categories: categories.slice(2) },
    ],
  };

  // Finished goods: the downstream half, which nothing inside the large loop buys.
  const finished = Array.from({ length: loopStart - hubs }, (_, k) => productId(hubs + k));
  random.shuffle(finished);
  return {
    system,
    options: o,
    hubs,
    demand: { product: finished[0], amount: 1 },
    finalProducts: finished.slice(1),
  };
}

function pedigreeScore(random: Random): number {
  let u = random.uniform();
  for (let s = 0; s < PEDIGREE_WEIGHTS.length; s++) {
    u -= PEDIGREE_WEIGHTS[s];
    if (u < 0) return s + 1;
  }
  return 5;
}

/** `count` distinct indices below n. */
function sample(random: Random, n: number, count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, n)) chosen.add(random.int(n));
  return [...chosen];
}

function productId(i: number): string {
  return `product-${i}`;
}

function flowId(l: number): string {
  return `flow-${l}`;
}

/**
 * Writes A (with its diagonal), B, C and f of a built system into `dir` as Matrix Market
 * coordinate files (A.mtx, B.mtx, C.mtx, f.mtx), in the engine's signs: A[j][j] = output,
 * A[i][j] = −input. Returns the file paths.
 */
export function writeSystemMatrixMarket(
  dir: string,
  matrices: MatrixSystem,
  demand: Demand,
): { A: string; B: string; C: string; f: string } {
  mkdirSync(dir, { recursive: true });
  const files = {
    A: join(dir, "A.mtx"),
    B: join(dir, "B.mtx"),
    C: join(dir, "C.mtx"),
    f: join(dir, "f.mtx"),
  };
  writeMatrixMarket(
    files.A,
    matrices.A,
    "technosphere A: products x activities (output +, inputs -)",
  );
  writeMatrixMarket(files.B, matrices.B, "interventions B: elementary flows x activities");
  writeMatrixMarket(
    files.C,
    matrices.C,
    "characterisation C: impact categories x elementary flows",
  );
  writeVectorMatrixMarket(
    files.f,
    demandVector(matrices, [demand]),
    `final demand f: ${demand.amount} of ${demand.product}`,
  );
  return files;
}

function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const k = args.indexOf(`--${name}`);
    return k >= 0 && args[k + 1] !== undefined ? args[k + 1] : fallback;
  };
  const processes = Number(option("processes", "20000"));
  const seed = Number(option("seed", "1"));
  const root = resolve(__dirname, "../../../..");
  const out = resolve(option("out", join(root, ".bench-dist", `lca-${processes}`)));
  // further generator options as JSON, e.g. --options '{"hubInputShare":0.5}'
  const extra = JSON.parse(option("options", "{}")) as GeneratorOptions;
  const generated = generateSystem({ ...extra, processes, seed });
  const matrices = buildMatrices(generated.system);
  const files = writeSystemMatrixMarket(out, matrices, generated.demand);
  console.log(
    JSON.stringify({
      processes,
      seed,
      nnzA: matrices.A.colPtr[matrices.A.cols],
      nnzB: matrices.B.colPtr[matrices.B.cols],
      nnzC: matrices.C.colPtr[matrices.C.cols],
      demand: generated.demand,
      files,
    }),
  );
}

if (require.main === module) main();
