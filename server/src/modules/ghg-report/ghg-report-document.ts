// The figures and facts of a GHG inventory report, built from one stored calculation run and the
// case it belongs to. A pure function: the job reads the rows, this arranges them, and the PDF and
// DOCX renderers only print. Every figure is the stored run's (its totals as stored, or a sum of
// its result lines where the totals carry no such split), so the report equals the run.
import { GAS_ORDER, GWP_SOURCES, gasByCodeOrNull } from "../../calc/ghg/gases";
import type { CaseTotals, GasCode, GwpSet } from "../../calc/ghg/types";
import { unitById } from "../../calc/units";
import type { ResultLine } from "../calculation/calculation-run.entity";
import type { ReportLanguage, ReportLayout } from "./ghg-report.entity";

export const ISO_CATEGORIES = [1, 2, 3, 4, 5, 6] as const;

/** An activity line's data source (ActivityLine.dataSourceType); 0 when the line is gone. */
export type DataSourceType = 0 | 1 | 2 | 3;

/** The base year as the corporation states it (Corporation.baseYearCaseId). */
export type BaseYearSource =
  | { kind: "not-set" }
  | { kind: "this-case" }
  | { kind: "no-run"; caseName: string; year: number }
  | {
      kind: "set";
      caseName: string;
      year: number;
      runNo: number;
      gwpSet: GwpSet;
      totals: CaseTotals;
    };

/** What the job reads for a report. */
export interface ReportSource {
  lang: ReportLanguage;
  layout: ReportLayout;
  generatedAt: Date;
  responsiblePerson: string;
  notes: string;
  preparedBy: string;
  companyName: string;
  corporation: {
    name: string;
    creditCode: string | null;
    industry: { name: string; nameEn: string } | null;
    address: string | null;
    description: string | null;
  };
  case: {
    name: string;
    year: number;
    periodStart: string;
    periodEnd: string;
    boundary: string;
    outputAmount: number | null;
    outputUnit: string | null;
    revenue: number | null;
    revenueUnit: string | null;
  };
  run: { runNo: number; createdAt: Date; gwpSet: GwpSet; lineCount: number; totals: CaseTotals };
  lines: readonly ResultLine[];
  /** The case's processes now (names in both languages; those without lines are reported). */
  processes: ReadonlyArray<{
    id: number;
    name: string;
    nameEn: string;
    scope: number;
    isoCategory: number;
  }>;
  /** Data source type of each activity line still in the case, by its id. */
  dataSourceTypes: ReadonlyMap<number, number>;
  baseYear: BaseYearSource;
}

export interface CategoryFigure {
  category: number;
  co2eKg: number;
  lineCount: number;
}

export interface GasFigure {
  gas: GasCode;
  label: string;
  /** kg of the gas over the whole inventory (signed, net of deductions). */
  massKg: number;
  /** kg CO2e in ISO category 1 (direct) and in categories 2-6 (indirect). */
  directCo2eKg: number;
  indirectCo2eKg: number;
  co2eKg: number;
  gwp: number;
}

export interface ProcessFigure {
  name: string;
  scope: number;
  isoCategory: number;
  lineCount: number;
  co2eKg: number;
}

export interface MethodFigure {
  method: string;
  lineCount: number;
  co2eKg: number;
}

export interface FactorFigure {
  name: string;
  source: string;
  year: number | null;
  region: string | null;
  version: string | null;
  /** Unit of activity the values are per (symbol). */
  unit: string;
  values: Array<{ gas: string; value: number }>;
  combustion: { ncv: number; carbonContent: number; oxidation: number } | null;
  /** Scope 2 contractual instrument (market-based), which the run keeps without its values. */
  market: boolean;
  gwpBasis: string | null;
  lineCount: number;
  co2eKg: number;
}

export interface ActivityFigure {
  process: string;
  name: string;
  scope: number;
  isoCategory: number;
  method: string;
  amount: number;
  unit: string;
  dataSourceType: DataSourceType;
  factor: string;
  co2eKg: number;
  /** Scope 2: market-based kg CO2e. */
  marketCo2eKg: number | null;
}

export interface DataQualityFigure {
  type: DataSourceType;
  lineCount: number;
  co2eKg: number;
}

export interface GhgReportDocument {
  lang: ReportLanguage;
  layout: ReportLayout;
  generatedAt: string;
  responsiblePerson: string;
  preparedBy: string;
  notes: string;
  companyName: string;
  corporation: ReportSource["corporation"];
  case: ReportSource["case"];
  run: { runNo: number; calculatedAt: string; gwpSet: GwpSet; lineCount: number };
  totals: {
    totalKg: number;
    totalMarketKg: number;
    scope1Kg: number;
    scope2LocationKg: number;
    scope2MarketKg: number;
    scope3Kg: number;
    /** ISO category 1 and categories 2-6. */
    directKg: number;
    indirectKg: number;
    biogenicCo2Kg: number;
    deductedKg: number;
  };
  intensity: CaseTotals["intensity"];
  categories: CategoryFigure[];
  scope3Categories: Array<{ category: number; co2eKg: number }>;
  gases: GasFigure[];
  processes: ProcessFigure[];
  processesWithoutData: Array<{ name: string; scope: number; isoCategory: number }>;
  methods: MethodFigure[];
  factors: FactorFigure[];
  activities: ActivityFigure[];
  dataQuality: DataQualityFigure[];
  gwpSource: string;
  baseYear: BaseYearSource;
}

const METHOD_ORDER = ["combustion", "factor", "gas"];

/** A result line's name of its process in the report's language, where the case still has it. */
function processNamer(source: ReportSource): (line: ResultLine) => string {
  const byId = new Map(source.processes.map((process) => [process.id, process]));
  return (line) => {
    const process = byId.get(line.processId);
    if (source.lang === "en" && process?.nameEn) return process.nameEn;
    return line.processName;
  };
}

const symbolOf = (unitId: number): string => {
  try {
    return unitById(unitId).symbol;
  } catch {
    return `#${unitId}`;
  }
};

const factorKey = (line: ResultLine): string =>
  line.factor.id !== null && line.factor.id !== undefined
    ? `id:${line.factor.id}`
    : `${line.method}|${line.factor.name}|${line.factor.source}|${line.factor.unitId ?? ""}|${JSON.stringify(line.factor.gases ?? [])}`;

function factorsOf(lines: readonly ResultLine[]): FactorFigure[] {
  const factors = new Map<string, FactorFigure>();
  const add = (key: string, make: () => FactorFigure, co2eKg: number) => {
    let factor = factors.get(key);
    if (!factor) factors.set(key, (factor = make()));
    factor.lineCount += 1;
    factor.co2eKg += co2eKg;
  };
  for (const line of lines) {
    const ref = line.factor;
    add(
      factorKey(line),
      () => ({
        name: ref.name,
        source: ref.source,
        year: ref.year,
        region: ref.region,
        version: ref.version,
        unit: symbolOf(ref.unitId ?? line.factorUnitId),
        values: (ref.gases ?? []).map((g) => ({ gas: g.gas, value: g.value })),
        combustion:
          line.method === "combustion" && ref.ncv && ref.carbonContent && ref.oxidation
            ? { ncv: ref.ncv, carbonContent: ref.carbonContent, oxidation: ref.oxidation }
            : null,
        market: false,
        gwpBasis: ref.gwpBasis,
        lineCount: 0,
        co2eKg: 0,
      }),
      line.co2eKg,
    );
    const market = line.market;
    if (market && market.basis !== "grid") {
      const m = market.factor;
      add(
        `market|${m.id ?? ""}|${m.name}|${m.source}`,
        () => ({
          name: m.name,
          source: m.source,
          year: m.year,
          region: m.region,
          version: m.version,
          unit: symbolOf(line.factorUnitId),
          values: [],
          combustion: null,
          market: true,
          gwpBasis: m.gwpBasis,
          lineCount: 0,
          co2eKg: 0,
        }),
        market.co2eKg,
      );
    }
  }
  return [...factors.values()].sort((a, b) => Math.abs(b.co2eKg) - Math.abs(a.co2eKg));
}

function gasesOf(source: ReportSource): GasFigure[] {
  const direct = new Map<string, number>();
  const gwps = new Map<string, number>();
  for (const line of source.lines) {
    for (const gas of line.gases) {
      gwps.set(gas.gas, gas.gwp);
      if (line.isoCategory === 1) direct.set(gas.gas, (direct.get(gas.gas) ?? 0) + gas.co2eKg);
    }
  }
  return source.run.totals.byGas
    .map((total) => {
      const directCo2eKg = direct.get(total.gas) ?? 0;
      return {
        gas: total.gas,
        label: gasByCodeOrNull(total.gas)?.label ?? total.gas,
        massKg: total.massKg,
        directCo2eKg,
        indirectCo2eKg: total.co2eKg - directCo2eKg,
        co2eKg: total.co2eKg,
        gwp: gwps.get(total.gas) ?? 1,
      };
    })
    .sort((a, b) => (GAS_ORDER.get(a.gas) ?? 99) - (GAS_ORDER.get(b.gas) ?? 99));
}

/** The report's figures from a run and its case. */
export function buildGhgReportDocument(source: ReportSource): GhgReportDocument {
  const { totals } = source.run;
  const processName = processNamer(source);
  const linesPerCategory = new Map<number, number>();
  const processes = new Map<string, ProcessFigure>();
  const methods = new Map<string, MethodFigure>();
  const quality = new Map<DataSourceType, DataQualityFigure>();
  const seenProcesses = new Set<number>();
  const activities: ActivityFigure[] = [];
  for (const line of source.lines) {
    seenProcesses.add(line.processId);
    linesPerCategory.set(line.isoCategory, (linesPerCategory.get(line.isoCategory) ?? 0) + 1);
    const name = processName(line);
    const processKey = `${line.processId}|${line.scope}`;
    let process = processes.get(processKey);
    if (!process) {
      process = { name, scope: line.scope, isoCategory: line.isoCategory, lineCount: 0, co2eKg: 0 };
      processes.set(processKey, process);
    }
    process.lineCount += 1;
    process.co2eKg += line.co2eKg;
    let method = methods.get(line.method);
    if (!method)
      methods.set(line.method, (method = { method: line.method, lineCount: 0, co2eKg: 0 }));
    method.lineCount += 1;
    method.co2eKg += line.co2eKg;
    const stored = source.dataSourceTypes.get(line.activityLineId);
    const type: DataSourceType = stored === 1 || stored === 2 || stored === 3 ? stored : 0;
    let q = quality.get(type);
    if (!q) quality.set(type, (q = { type, lineCount: 0, co2eKg: 0 }));
    q.lineCount += 1;
    q.co2eKg += line.co2eKg;
    activities.push({
      process: name,
      name: line.name,
      scope: line.scope,
      isoCategory: line.isoCategory,
      method: line.method,
      amount: line.amount,
      unit: symbolOf(line.unitId),
      dataSourceType: type,
      factor: line.factor.name,
      co2eKg: line.co2eKg,
      marketCo2eKg: line.market ? line.market.co2eKg : null,
    });
  }
  const byIso = totals.byIsoCategory;
  const directKg = byIso["1"] ?? 0;
  return {
    lang: source.lang,
    layout: source.layout,
    generatedAt: source.generatedAt.toISOString(),
    responsiblePerson: source.responsiblePerson,
    preparedBy: source.preparedBy,
    notes: source.notes,
    companyName: source.companyName,
    corporation: source.corporation,
    case: source.case,
    run: {
      runNo: source.run.runNo,
      calculatedAt: source.run.createdAt.toISOString(),
      gwpSet: source.run.gwpSet,
      lineCount: source.run.lineCount,
    },
    totals: {
      totalKg: totals.totalKg,
      totalMarketKg: totals.totalMarketKg,
      scope1Kg: totals.byScope.scope1,
      scope2LocationKg: totals.byScope.scope2Location,
      scope2MarketKg: totals.byScope.scope2Market,
      scope3Kg: totals.byScope.scope3,
      directKg,
      indirectKg: totals.totalKg - directKg,
      biogenicCo2Kg: totals.biogenicCo2Kg,
      deductedKg: totals.deductedKg,
    },
    intensity: totals.intensity,
    categories: ISO_CATEGORIES.map((category) => ({
      category,
      co2eKg: byIso[String(category)] ?? 0,
      lineCount: linesPerCategory.get(category) ?? 0,
    })),
    scope3Categories: Object.entries(totals.byScope3Category)
      .map(([category, co2eKg]) => ({ category: Number(category), co2eKg }))
      .filter((entry) => entry.co2eKg !== 0)
      .sort((a, b) => a.category - b.category),
    gases: gasesOf(source),
    processes: [...processes.values()],
    processesWithoutData: source.processes
      .filter((process) => !seenProcesses.has(process.id))
      .map((process) => ({
        name: source.lang === "en" && process.nameEn ? process.nameEn : process.name,
        scope: process.scope,
        isoCategory: process.isoCategory,
      })),
    methods: [...methods.values()].sort(
      (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
    ),
    factors: factorsOf(source.lines),
    activities,
    dataQuality: [...quality.values()].sort((a, b) => b.type - a.type),
    gwpSource: GWP_SOURCES[source.run.gwpSet],
    baseYear: source.baseYear,
  };
}

/** kg as tonnes with two decimals and grouped thousands: 109255.2 kg → "109.26". */
export function tonnes(kg: number): string {
  const value = kg / 1000;
  // Rounded on the decimal digits of the figure, so 1.005 t prints 1.01 as a reader rounds it.
  const rounded = Math.round(Number(`${Math.abs(value).toFixed(6)}e2`)) / 100;
  const [whole, fraction] = rounded.toFixed(2).split(".");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}
