// The LCA command: reads an EcoSpold2 database, calculates one product, and prints its inventory,
// its impacts and its cut-offs as JSON, so results can be checked outside the platform.
//
//   npm run lca -- --ecospold2 FILE --product NAME [--amount N] [--method ar5|ar6|en15804]
//                  [--allocation physical|economic|none]
//
// The methods are GWP100 under AR5 and AR6 (both unless --method names one), or EN 15804+A2
// (EF 3.1): its 13 core indicators, the inventory indicators of its pack, and the match report
// (method-en15804.ts): coverage, what each indicator characterised, every unmatched flow with
// the amount it carries in the product.
//
// NAME is a product or process name (or id): an exact match first, then a case-insensitive one,
// then a unique case-insensitive substring; when several match, they are listed and the command
// exits with 1. For a waste treatment (its reference amount is negative), N is the amount treated.
import { readEcoSpold2, type EcoSpold2Import } from "./ecospold2";
import { buildMatrices, LcaModelError } from "./matrices";
import { EN15804_PACK, en15804Methods, type MatchReport, matchReport } from "./method-en15804";
import { gwp100MethodId, type GwpReport } from "./methods";
import { calculate } from "./results";
import type { AllocationMethod, Demand, ProductSystem } from "./types";

const USAGE =
  "usage: npm run lca -- --ecospold2 FILE --product NAME [--amount N] " +
  "[--method ar5|ar6|en15804] " +
  "[--allocation physical|economic|none]";

export class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n${USAGE}`);
    this.name = "UsageError";
  }
}

export interface LcaCommand {
  file: string;
  product: string;
  amount: number;
  /** GWP reports to print: both unless --method names one; none for en15804 */
  reports: GwpReport[];
  en15804: boolean;
  allocation: AllocationMethod;
}

export function parseArguments(argv: readonly string[]): LcaCommand {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (!["--ecospold2", "--product", "--amount", "--method", "--allocation"].includes(flag)) {
      throw new UsageError(`unknown argument "${argv[i]}"`);
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    values.set(flag, value);
  }
  const file = values.get("--ecospold2");
  const product = values.get("--product");
  if (!file) throw new UsageError("--ecospold2 FILE is required");
  if (!product) throw new UsageError("--product NAME is required");
  const amountText = values.get("--amount") ?? "1";
  const amount = Number(amountText);
  if (amountText.trim() === "" || !Number.isFinite(amount) || amount === 0) {
    throw new UsageError(`--amount must be a non-zero number, not "${amountText}"`);
  }
  const method = values.get("--method")?.toLowerCase();
  if (method !== undefined && method !== "ar5" && method !== "ar6" && method !== "en15804") {
    throw new UsageError(`--method must be ar5, ar6 or en15804, not "${method}"`);
  }
  const allocation = values.get("--allocation") ?? "physical";
  if (allocation !== "physical" && allocation !== "economic" && allocation !== "none") {
    throw new UsageError(`--allocation must be physical, economic or none, not "${allocation}"`);
  }
  return {
    file,
    product,
    amount,
    reports:
      method === "en15804" ? [] : method ? [method.toUpperCase() as GwpReport] : ["AR5", "AR6"],
    en15804: method === "en15804",
    allocation,
  };
}

/** A product one process delivers: what the command can calculate. */
export interface ProductCandidate {
  process: string;
  processName: string;
  location?: string;
  product: string;
  productName: string;
  unit: string;
  /** the process's output of it; negative for a waste treatment */
  outputAmount: number;
}

export function productCandidates(system: ProductSystem): ProductCandidate[] {
  return system.processes.flatMap((p) =>
    p.outputs.map((o) => ({
      process: p.id,
      processName: p.name,
      location: p.location,
      product: o.id,
      productName: o.name,
      unit: o.unit,
      outputAmount: o.amount,
    })),
  );
}

/** The candidates NAME picks: one when it is unambiguous, several when it is not, none. */
export function findProduct(
  candidates: readonly ProductCandidate[],
  name: string,
): ProductCandidate[] {
  const needle = name.trim();
  const lower = needle.toLowerCase();
  const tests: ((text: string) => boolean)[] = [
    (text) => text === needle,
    (text) => text.toLowerCase() === lower,
    (text) => text.toLowerCase().includes(lower),
  ];
  for (const test of tests) {
    const found = candidates.filter(
      (c) => test(c.productName) || test(c.processName) || test(c.process) || test(c.product),
    );
    if (found.length > 0) return found;
  }
  return [];
}

export interface InventoryLine {
  flow: string;
  name: string;
  compartment: string;
  direction: "emission" | "resource";
  unit: string;
  amount: number;
}

export interface ImpactLine {
  method: string;
  category: string;
  name: string;
  unit: string;
  amount: number;
}

export interface CutOffLine {
  product: string;
  name: string;
  unit: string;
  amount: number;
}

export interface ProductResult {
  inventory: InventoryLine[];
  impacts: ImpactLine[];
  /** inputs without a provider, summed over the supply chain for this demand */
  cutoffs: CutOffLine[];
  residual: number;
  iterations: number;
}

/** The calculation: matrices, solve, and the figures the command prints. */
export function calculateProduct(
  system: ProductSystem,
  demand: Demand,
  allocation: AllocationMethod,
  products: EcoSpold2Import["products"],
): ProductResult {
  const matrices = buildMatrices(system, { allocation });
  const result = calculate(matrices, [demand]);

  const inventory: InventoryLine[] = [];
  matrices.flows.forEach((flow, i) => {
    const amount = result.inventory[i];
    if (amount === 0) return;
    inventory.push({
      flow: flow.id,
      name: flow.name,
      compartment: flow.compartment,
      direction: flow.direction,
      unit: flow.unit,
      amount,
    });
  });
  inventory.sort(
    (a, b) =>
      a.name.localeCompare(b.name) ||
      a.compartment.localeCompare(b.compartment) ||
      a.direction.localeCompare(b.direction),
  );

  const impacts = matrices.impacts.map((row, k) => ({
    method: row.method,
    category: row.category,
    name: row.name,
    unit: row.unit,
    amount: result.impacts[k],
  }));

  // A cut-off amount is per unit of its process: scale it by the process's activity (each of
  // its columns with its allocation share).
  const columns = new Map<string, number[]>();
  matrices.activities.forEach((a, j) => {
    const list = columns.get(a.process);
    if (list) list.push(j);
    else columns.set(a.process, [j]);
  });
  const cutoffTotals = new Map<string, number>();
  for (const c of matrices.cutoffs) {
    let total = 0;
    for (const j of columns.get(c.process) ?? []) {
      total += result.scaling[j] * matrices.activities[j].allocationFactor * c.amount;
    }
    if (total !== 0) cutoffTotals.set(c.product, (cutoffTotals.get(c.product) ?? 0) + total);
  }
  const cutoffs = [...cutoffTotals]
    .map(([product, amount]) => ({
      product,
      name: products.get(product)?.name ?? product,
      unit: products.get(product)?.unit ?? "",
      amount,
    }))
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));

  return { inventory, impacts, cutoffs, residual: result.residual, iterations: result.iterations };
}

/** Runs the command; returns the exit code. */
export async function main(
  argv: readonly string[],
  out: (text: string) => void = (text) => process.stdout.write(text),
  err: (text: string) => void = (text) => process.stderr.write(text),
): Promise<number> {
  let command: LcaCommand;
  try {
    command = parseArguments(argv);
  } catch (error) {
    err(`${(error as Error).message}\n`);
    return 2;
  }
  try {
    const imported = await readEcoSpold2(command.file, { allocation: command.allocation });
    const wanted = new Set(command.reports.map(gwp100MethodId));
    const en15804 = command.en15804 ? en15804Methods(imported.system.flows) : undefined;
    const system: ProductSystem = {
      ...imported.system,
      methods: en15804
        ? [en15804.core, en15804.inventory]
        : imported.system.methods.filter((m) => wanted.has(m.id)),
    };
    const found = findProduct(productCandidates(system), command.product);
    if (found.length !== 1) {
      err(
        found.length === 0
          ? `no product or process matches "${command.product}"\n`
          : `"${command.product}" matches ${found.length} products; name one:\n` +
              found
                .map(
                  (c) =>
                    `  ${c.productName} [${c.unit}] from "${c.processName}"` +
                    `${c.location ? ` (${c.location})` : ""}, process ${c.process}\n`,
                )
                .join(""),
      );
      return 1;
    }
    const [chosen] = found;
    // A treatment delivers a negative amount of its waste: N units treated is a demand of -N.
    const demandAmount = chosen.outputAmount < 0 ? -command.amount : command.amount;
    const result = calculateProduct(
      system,
      { product: chosen.product, amount: demandAmount, provider: chosen.process },
      command.allocation,
      imported.products,
    );
    const report: MatchReport | undefined = en15804
      ? matchReport(result.inventory, en15804)
      : undefined;
    out(
      `${JSON.stringify(
        {
          product: {
            id: chosen.product,
            name: chosen.productName,
            unit: chosen.unit,
            process: chosen.process,
            processName: chosen.processName,
            location: chosen.location,
          },
          amount: command.amount,
          demand: demandAmount,
          allocation: command.allocation,
          impacts: result.impacts,
          ...(report && {
            method: { name: EN15804_PACK.name, citation: EN15804_PACK.citation },
            coverage: report.coverage,
            matchReport: report,
          }),
          inventory: result.inventory,
          cutoffs: result.cutoffs,
          solver: { residual: result.residual, iterations: result.iterations },
          database: {
            file: command.file,
            ...imported.stats,
            skipped: imported.skipped,
            expanded: imported.expanded.map((e) => ({
              process: e.process,
              name: e.name,
              reason: e.reason,
            })),
            notes: imported.notes,
          },
        },
        null,
        2,
      )}\n`,
    );
    return 0;
  } catch (error) {
    const problems =
      error instanceof LcaModelError && error.problems.length > 1 ? error.problems : [];
    err(`${(error as Error).message}\n${problems.map((p) => `  ${p}\n`).join("")}`);
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
