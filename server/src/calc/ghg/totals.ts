// The case roll-ups: totals by scope, category, process and gas, biogenic CO2 and intensities.

import { GASES } from "./gases";
import { NeumaierSum } from "./sum";
import type {
  CaseInput,
  CaseTotals,
  GasCode,
  GasTotal,
  EngineResultLine,
  ProcessTotal,
  Scope,
} from "./types";

const ISO_CATEGORIES = ["1", "2", "3", "4", "5", "6"];
const SCOPE3_CATEGORIES = Array.from({ length: 15 }, (_, i) => String(i + 1));

interface ProcessAcc {
  processId: number;
  processName: string;
  scope: Scope;
  sum: NeumaierSum;
}

interface GasAcc {
  mass: NeumaierSum;
  co2e: NeumaierSum;
}

export class TotalsBuilder {
  private readonly total = new NeumaierSum();
  private readonly totalMarket = new NeumaierSum();
  private readonly scope1 = new NeumaierSum();
  private readonly scope2Location = new NeumaierSum();
  private readonly scope2Market = new NeumaierSum();
  private readonly scope3 = new NeumaierSum();
  private readonly biogenic = new NeumaierSum();
  private readonly deducted = new NeumaierSum();
  private readonly iso = new Map<string, NeumaierSum>(
    ISO_CATEGORIES.map((k) => [k, new NeumaierSum()]),
  );
  private readonly scope3Categories = new Map<string, NeumaierSum>(
    SCOPE3_CATEGORIES.map((k) => [k, new NeumaierSum()]),
  );
  // Keyed by process and scope: a process whose lines span scopes gets one row per scope, so
  // each row's scope is true. Map keeps first-seen order.
  private readonly processes = new Map<number, ProcessAcc>();
  private readonly gases = new Map<GasCode, GasAcc>();

  add(line: EngineResultLine): void {
    const co2e = line.co2eKg;
    const marketCo2e = line.market ? line.market.co2eKg : co2e;
    this.total.add(co2e);
    this.totalMarket.add(marketCo2e);
    if (line.scope === 1) this.scope1.add(co2e);
    else if (line.scope === 2) {
      this.scope2Location.add(co2e);
      this.scope2Market.add(marketCo2e);
    } else this.scope3.add(co2e);

    this.biogenic.add(line.biogenicCo2Kg);
    if (line.deducted) this.deducted.add(0 - co2e);

    // A category outside 1-6 still gets its own key, so the categories always add up to the total.
    const isoKey = String(line.isoCategory);
    let iso = this.iso.get(isoKey);
    if (!iso) this.iso.set(isoKey, (iso = new NeumaierSum()));
    iso.add(co2e);

    if (line.scope === 3 && line.scope3Category !== null) {
      const key = String(line.scope3Category);
      let cat = this.scope3Categories.get(key);
      if (!cat) this.scope3Categories.set(key, (cat = new NeumaierSum()));
      cat.add(co2e);
    }

    // A number, not a "id|scope" string, to spare a string per line; ids are integers.
    const processKey = line.processId * 4 + line.scope;
    let process = this.processes.get(processKey);
    if (!process) {
      process = {
        processId: line.processId,
        processName: line.processName,
        scope: line.scope,
        sum: new NeumaierSum(),
      };
      this.processes.set(processKey, process);
    }
    process.sum.add(co2e);

    for (const g of line.gases) {
      let acc = this.gases.get(g.gas);
      if (!acc) this.gases.set(g.gas, (acc = { mass: new NeumaierSum(), co2e: new NeumaierSum() }));
      acc.mass.add(g.massKg);
      acc.co2e.add(g.co2eKg);
    }
  }

  build(input: CaseInput): CaseTotals {
    const totalKg = this.total.value;
    const byProcess: ProcessTotal[] = [];
    for (const p of this.processes.values()) {
      byProcess.push({
        processId: p.processId,
        processName: p.processName,
        scope: p.scope,
        co2eKg: p.sum.value,
      });
    }
    const byGas: GasTotal[] = [];
    for (const def of GASES) {
      const acc = this.gases.get(def.code);
      if (acc) byGas.push({ gas: def.code, massKg: acc.mass.value, co2eKg: acc.co2e.value });
    }
    return {
      totalKg,
      totalMarketKg: this.totalMarket.value,
      byScope: {
        scope1: this.scope1.value,
        scope2Location: this.scope2Location.value,
        scope2Market: this.scope2Market.value,
        scope3: this.scope3.value,
      },
      byIsoCategory: valuesOf(this.iso),
      byScope3Category: valuesOf(this.scope3Categories),
      byProcess,
      byGas,
      biogenicCo2Kg: this.biogenic.value,
      deductedKg: this.deducted.value,
      intensity: {
        perOutput: perUnit(totalKg, input.output),
        outputUnit: input.output ? input.output.unit : null,
        perRevenue: perUnit(totalKg, input.revenue),
        revenueUnit: input.revenue ? input.revenue.unit : null,
      },
    };
  }
}

function valuesOf(map: ReadonlyMap<string, NeumaierSum>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, sum] of map) out[key] = sum.value;
  return out;
}

/** t CO2e per unit of the denominator, or null when there is nothing to divide by. */
function perUnit(totalKg: number, denominator: { amount: number } | null): number | null {
  if (!denominator || !Number.isFinite(denominator.amount) || denominator.amount <= 0) return null;
  return totalKg / 1000 / denominator.amount;
}
