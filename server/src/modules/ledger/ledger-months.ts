// The monthly emissions ledger of a run: its result lines summed by the month their activity
// line was entered for, by scope and by process. Pure. A line entered by month (twelve monthly
// amounts) is split into its months in proportion to their amounts: every method is linear in the
// amount, so a month's share is that month's amount times the line's factor. Lines without a
// month (entered for the whole year, or in a run made before months were recorded) go to a row of
// their own, so the months and that row always add up to the run's totals.
import { NeumaierSum } from "../../calc/ghg/sum";
import type { CaseTotals } from "../../calc/ghg/types";
import type { ResultLine } from "../calculation/calculation-run.entity";

export interface LedgerProcessFigures {
  processId: number;
  processName: string;
  /** The process's English name, where the case has one (the service fills it in). */
  processNameEn: string;
  scope: number;
  /** kg CO2e, scope 2 location-based. */
  co2eKg: number;
  /** kg CO2e, scope 2 market-based. */
  marketCo2eKg: number;
  lineCount: number;
}

export interface LedgerFigures {
  scope1Kg: number;
  scope2LocationKg: number;
  scope2MarketKg: number;
  scope3Kg: number;
  /** Scope 2 location-based. */
  totalKg: number;
  /** Scope 2 market-based. */
  totalMarketKg: number;
  lineCount: number;
}

export interface LedgerRow extends LedgerFigures {
  /** 1-12; null: the lines without a month. */
  month: number | null;
  byProcess: LedgerProcessFigures[];
}

export interface LedgerMonths {
  /** January to December, then the lines without a month. */
  rows: LedgerRow[];
  /** The run's own totals. */
  totals: LedgerFigures;
  /** False when no line of the run records a month field: a run made before months were kept. */
  monthsRecorded: boolean;
}

class RowAcc {
  readonly scope1 = new NeumaierSum();
  readonly scope2Location = new NeumaierSum();
  readonly scope2Market = new NeumaierSum();
  readonly scope3 = new NeumaierSum();
  lineCount = 0;
  readonly processes = new Map<
    number,
    { figures: LedgerProcessFigures; location: NeumaierSum; market: NeumaierSum }
  >();

  add(line: ResultLine): void {
    const location = line.co2eKg;
    const market = line.scope === 2 && line.market ? line.market.co2eKg : location;
    if (line.scope === 1) this.scope1.add(location);
    else if (line.scope === 2) {
      this.scope2Location.add(location);
      this.scope2Market.add(market);
    } else this.scope3.add(location);
    this.lineCount += 1;
    const key = line.processId * 4 + line.scope;
    let process = this.processes.get(key);
    if (!process) {
      process = {
        figures: {
          processId: line.processId,
          processName: line.processName,
          processNameEn: "",
          scope: line.scope,
          co2eKg: 0,
          marketCo2eKg: 0,
          lineCount: 0,
        },
        location: new NeumaierSum(),
        market: new NeumaierSum(),
      };
      this.processes.set(key, process);
    }
    process.location.add(location);
    process.market.add(market);
    process.figures.lineCount += 1;
  }

  row(month: number | null): LedgerRow {
    const scope1Kg = this.scope1.value;
    const scope2LocationKg = this.scope2Location.value;
    const scope2MarketKg = this.scope2Market.value;
    const scope3Kg = this.scope3.value;
    return {
      month,
      scope1Kg,
      scope2LocationKg,
      scope2MarketKg,
      scope3Kg,
      totalKg: scope1Kg + scope2LocationKg + scope3Kg,
      totalMarketKg: scope1Kg + scope2MarketKg + scope3Kg,
      lineCount: this.lineCount,
      byProcess: [...this.processes.values()]
        .map((process) => ({
          ...process.figures,
          co2eKg: process.location.value,
          marketCo2eKg: process.market.value,
        }))
        .sort((a, b) => b.co2eKg - a.co2eKg || a.processName.localeCompare(b.processName)),
    };
  }
}

/** A line's month, when it is a month (1-12); null otherwise. */
export function monthOf(line: ResultLine): number | null {
  const month = line.month;
  return typeof month === "number" && Number.isInteger(month) && month >= 1 && month <= 12
    ? month
    : null;
}

const scaled = (gases: ResultLine["gases"], share: number): ResultLine["gases"] =>
  gases.map((gas) => ({ ...gas, massKg: gas.massKg * share, co2eKg: gas.co2eKg * share }));

/**
 * The result lines as the ledger reads them: a line entered by month becomes one line per month
 * with an amount (its share of the amount, the emissions and the market-based emissions, in
 * proportion to the month's amount); every other line as it is. A line entered by month whose
 * months add up to nothing stays one line without a month.
 */
export function byMonth(lines: readonly ResultLine[]): ResultLine[] {
  const out: ResultLine[] = [];
  for (const line of lines) {
    const amounts = line.monthAmounts;
    const sum = amounts?.reduce<number>((total, value) => total + (value ?? 0), 0) ?? 0;
    if (!amounts || amounts.length !== 12 || !(sum > 0)) {
      out.push(line);
      continue;
    }
    amounts.forEach((value, index) => {
      if (!value) return;
      const share = value / sum;
      out.push({
        ...line,
        month: index + 1,
        amount: value,
        amountInFactorUnit: line.amountInFactorUnit * share,
        gases: scaled(line.gases, share),
        co2eKg: line.co2eKg * share,
        biogenicCo2Kg: line.biogenicCo2Kg * share,
        market: line.market
          ? {
              ...line.market,
              gases: scaled(line.market.gases, share),
              co2eKg: line.market.co2eKg * share,
            }
          : null,
      });
    });
  }
  return out;
}

export function ledgerMonths(lines: readonly ResultLine[], totals: CaseTotals): LedgerMonths {
  const months = Array.from({ length: 12 }, () => new RowAcc());
  const unassigned = new RowAcc();
  let monthsRecorded = false;
  for (const line of byMonth(lines)) {
    if (line.month !== undefined) monthsRecorded = true;
    const month = monthOf(line);
    (month === null ? unassigned : months[month - 1]).add(line);
  }
  return {
    rows: [...months.map((acc, index) => acc.row(index + 1)), unassigned.row(null)],
    totals: {
      scope1Kg: totals.byScope.scope1,
      scope2LocationKg: totals.byScope.scope2Location,
      scope2MarketKg: totals.byScope.scope2Market,
      scope3Kg: totals.byScope.scope3,
      totalKg: totals.totalKg,
      totalMarketKg: totals.totalMarketKg,
      lineCount: lines.length,
    },
    monthsRecorded,
  };
}
