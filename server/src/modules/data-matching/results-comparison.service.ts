// The same product in two upstream databases (or two versions of one): the GWP100 of one unit
// of each and the elementary flows of the two life-cycle inventories side by side, with what
// each contributes to the GWP and the difference, sorted by contribution to the GWP difference.
// Both are calculated on the databases' cached systems (upstream-system.ts).
//
// Flows are paired across databases by name (normalised as in matching), compartment and unit,
// since two databases need not share flow ids.
import type { DataSource } from "typeorm";
import { gwp100MethodId } from "../../calc/lca/methods";
import { calculate, type LcaResult } from "../../calc/lca/results";
import { badInput } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import type { UpstreamDatabaseService } from "../upstream-database/upstream-database.service";
import { UpstreamProcess } from "../upstream-database/upstream-process.entity";
import type { CompareResultsArgs, CounterpartArgs } from "./data-matching.inputs";
import type { FlowDifference, ResultsComparison, ResultsSide } from "./data-matching.types";
import { normaliseText } from "./match-scoring";

interface SideFlow {
  name: string;
  compartment: string;
  unit: string;
  amount: number;
  gwp: number;
}

interface Side {
  view: ResultsSide;
  flows: Map<string, SideFlow>;
}

export class ResultsComparisonService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly upstream: UpstreamDatabaseService,
  ) {}

  async compare(args: CompareResultsArgs): Promise<ResultsComparison> {
    await assertValid(args);
    const a = await this.side(args.processAId, "processAId", args.report);
    const b = await this.side(args.processBId, "processBId", args.report);
    const keys = new Set([...a.flows.keys(), ...b.flows.keys()]);
    const flows: FlowDifference[] = [...keys].map((key) => {
      const fa = a.flows.get(key);
      const fb = b.flows.get(key);
      const named = (fa ?? fb)!;
      const amountA = fa?.amount ?? 0;
      const amountB = fb?.amount ?? 0;
      const gwpA = fa?.gwp ?? 0;
      const gwpB = fb?.gwp ?? 0;
      return {
        name: named.name,
        compartment: named.compartment,
        unit: named.unit,
        amountA,
        amountB,
        difference: amountB - amountA,
        gwpA,
        gwpB,
        gwpDifference: gwpB - gwpA,
        presence: fa && fb ? "both" : fa ? "onlyA" : "onlyB",
      };
    });
    flows.sort(
      (x, y) =>
        Math.abs(y.gwpDifference) - Math.abs(x.gwpDifference) ||
        Math.abs(y.difference) - Math.abs(x.difference) ||
        x.name.localeCompare(y.name),
    );
    return {
      report: args.report,
      a: a.view,
      b: b.view,
      gwpDifference: b.view.gwp - a.view.gwp,
      flows,
    };
  }

  /**
   * The same product in another database: the process with the same code, else the one whose
   * process and product names are the same once normalised, else one with the same product name.
   */
  async counterpart(args: CounterpartArgs): Promise<UpstreamProcess | null> {
    await assertValid(args);
    const process = await this.upstream.process(args.processId);
    await this.upstream.get(args.databaseId);
    const byCode = await this.dataSource
      .getRepository(UpstreamProcess)
      .findOneBy({ databaseId: args.databaseId, code: process.code });
    if (byCode) return byCode;
    const named = await this.upstream.processes(args.databaseId, {
      page: 1,
      pageSize: 100,
      keyword: process.productName,
    });
    const product = normaliseText(process.productName);
    const same = named.items.filter((p) => normaliseText(p.productName) === product);
    return (
      same.find((p) => normaliseText(p.name) === normaliseText(process.name)) ?? same[0] ?? null
    );
  }

  private async side(processId: number, field: string, report: "AR5" | "AR6"): Promise<Side> {
    const process = await this.upstream.process(processId).catch(() => {
      throw badInput(field, "resultsProcessNotFound", { id: processId });
    });
    const database = await this.upstream.get(process.databaseId);
    const { matrices } = await this.upstream.systems.get(database);
    const amount = process.outputAmount < 0 ? -1 : 1;
    const result = calculate(matrices, [
      { product: process.productCode, amount, provider: process.code },
    ]);
    const k = matrices.impacts.findIndex((row) => row.method === gwp100MethodId(report));
    const contributions = k < 0 ? new Float64Array(matrices.flows.length) : flowGwp(result, k);
    const flows = new Map<string, SideFlow>();
    matrices.flows.forEach((flow, l) => {
      const flowAmount = result.inventory[l];
      if (flowAmount === 0 && contributions[l] === 0) return;
      const key = `${normaliseText(flow.name)}\u0000${flow.compartment.toLowerCase()}\u0000${flow.unit.toLowerCase()}`;
      const known = flows.get(key);
      if (known) {
        known.amount += flowAmount;
        known.gwp += contributions[l];
      } else {
        flows.set(key, {
          name: flow.name,
          compartment: flow.compartment,
          unit: flow.unit,
          amount: flowAmount,
          gwp: contributions[l],
        });
      }
    });
    return {
      view: {
        processId: process.id,
        processName: process.name,
        productName: process.productName,
        unit: process.productUnit,
        databaseId: database.id,
        databaseName: database.name,
        databaseVersion: database.version,
        gwp: k < 0 ? 0 : result.impacts[k],
      },
      flows,
    };
  }
}

/** GWP of each elementary flow of the inventory: its factor in impact row k × its amount. */
function flowGwp(result: LcaResult, k: number): Float64Array {
  const { C } = result.system;
  const out = new Float64Array(C.cols);
  for (let l = 0; l < C.cols; l++) {
    for (let p = C.colPtr[l]; p < C.colPtr[l + 1]; p++) {
      if (C.rowIndex[p] === k) out[l] += C.values[p] * result.inventory[l];
    }
  }
  return out;
}
