// A chart's figures from the company's calculated cases: each case's latest succeeded run, as
// its stored totals hold them (top sources by line: the run's result lines). Pure: the service
// reads the rows and hands them here, so one read serves every chart of the home panorama.
//
// Figures are the runs' own: emissions in kg CO2e as stored (a case's whole inventory is its
// run's totalKg or totalMarketKg, never a re-added sum), intensities in t CO2e per unit as the
// run's totals.intensity holds them. Keys name categories without row ids (`scope:1`, `year:2024`,
// `c2` for the second corporation): the same answer goes to a public share.
import type { CaseTotals } from "../../calc/ghg/types";
import {
  LOCATION_ONLY_KINDS,
  PanoramaDataKind as Kind,
  PanoramaGrouping as Grouping,
  Scope2Basis,
  SCOPED_KINDS,
  SourceLevel,
} from "./panorama.codes";

/** One calculated case: its latest succeeded run's totals. */
export interface CaseFigures {
  caseId: number;
  caseName: string;
  year: number;
  corporationId: number;
  corporationName: string;
  /** The corporation's base-year case (ISO 14064-1 clause 6.4.1), if set. */
  baseYearCaseId: number | null;
  runId: number;
  totals: CaseTotals;
}

/** A source of a top-sources chart by line: one result line of a selected case's run. */
export interface LineSource {
  caseId: number;
  processName: string;
  name: string;
  scope: number;
  co2eKg: number;
}

/** What a chart is: the fields of a saved chart (or a preview) that decide its figures. */
export interface ChartDefinition {
  dataKind: Kind;
  grouping: Grouping;
  corporationIds: readonly number[];
  years: readonly number[];
  caseIds: readonly number[];
  scopes: readonly number[];
  scope2Basis: Scope2Basis;
  topN?: number | null;
  sourceLevel?: SourceLevel | null;
  baseYear?: number | null;
  targetYear?: number | null;
  reductionPct?: number | null;
}

export interface ChartLabel {
  key: string;
  /** A name from the data (corporation, case, process, year); empty for keys the client names. */
  name: string;
  /** Top sources: the scope of the process or line. */
  scope?: number | null;
}

export interface ChartSeries {
  key: string;
  name: string;
  /** Intensity: the denominator's unit ("t", "万元"). */
  unit?: string | null;
  /** One figure per category; null where nothing was calculated. */
  values: (number | null)[];
}

/** Why a chart may read differently from what was asked. */
export type ChartNote =
  /** Scope 2 is market-based in these figures (a reader must be told which). */
  | "marketBasis"
  /** Market-based scope 2 was asked of figures the runs keep location-based only. */
  | "locationBasisOnly"
  /** A corporation of the target has neither a base-year case nor a case in the base year. */
  | "baseYearMissing"
  /** No corporation of the target has a base-year figure: there is no path. */
  | "noBaseYear"
  /** Nothing calculated matches the filters. */
  | "noData";

export interface ChartData {
  /** "emissions": values in kg CO2e; "intensity": t CO2e per the series' unit. */
  measure: "emissions" | "intensity";
  categories: ChartLabel[];
  series: ChartSeries[];
  notes: ChartNote[];
}

const ALL_SCOPES = [1, 2, 3];

/** The cases a chart's filters select (corporations, years, cases: each when given). */
export function selectCases(
  cases: readonly CaseFigures[],
  def: Pick<ChartDefinition, "corporationIds" | "years" | "caseIds">,
): CaseFigures[] {
  const corporations = new Set(def.corporationIds);
  const years = new Set(def.years);
  const ids = new Set(def.caseIds);
  return cases.filter(
    (c) =>
      (corporations.size === 0 || corporations.has(c.corporationId)) &&
      (years.size === 0 || years.has(c.year)) &&
      (ids.size === 0 || ids.has(c.caseId)),
  );
}

/** A case's emissions over the chosen scopes, with scope 2 on the chosen basis, kg CO2e. */
export function caseTotal(
  totals: CaseTotals,
  scopes: readonly number[],
  basis: Scope2Basis,
): number {
  const market = basis === Scope2Basis.market;
  // The whole inventory is the run's own total, not a re-added sum of its scopes.
  if (ALL_SCOPES.every((scope) => scopes.includes(scope))) {
    return market ? totals.totalMarketKg : totals.totalKg;
  }
  let sum = 0;
  for (const scope of scopes) sum += scopeValue(totals, scope, basis);
  return sum;
}

function scopeValue(totals: CaseTotals, scope: number, basis: Scope2Basis): number {
  if (scope === 1) return totals.byScope.scope1;
  if (scope === 2) {
    return basis === Scope2Basis.market
      ? totals.byScope.scope2Market
      : totals.byScope.scope2Location;
  }
  return totals.byScope.scope3;
}

interface Part {
  key: string;
  name: string;
  value: number;
}

/** One case's parts of a composition kind (scope, category, gas, corporation, total). */
function partsOf(c: CaseFigures, def: ChartDefinition, corporationKey: string): Part[] {
  const t = c.totals;
  switch (def.dataKind) {
    case Kind.scope:
      return ALL_SCOPES.filter((scope) => def.scopes.includes(scope)).map((scope) => ({
        key: `scope:${scope}`,
        name: "",
        value: scopeValue(t, scope, def.scope2Basis),
      }));
    case Kind.isoCategory:
      return Object.entries(t.byIsoCategory).map(([category, value]) => ({
        key: `iso:${category}`,
        name: "",
        value,
      }));
    case Kind.scope3Category:
      return Object.entries(t.byScope3Category).map(([category, value]) => ({
        key: `s3:${category}`,
        name: "",
        value,
      }));
    case Kind.gas:
      return t.byGas.map((gas) => ({ key: `gas:${gas.gas}`, name: "", value: gas.co2eKg }));
    case Kind.corporation:
      return [
        {
          key: corporationKey,
          name: c.corporationName,
          value: caseTotal(t, def.scopes, def.scope2Basis),
        },
      ];
    default:
      return [{ key: "total", name: "", value: caseTotal(t, def.scopes, def.scope2Basis) }];
  }
}

/** Numeric keys (`iso:2`, `s3:11`) in their number's order, others as they come. */
function byKeyNumber(a: string, b: string): number {
  const na = Number(a.split(":")[1]);
  const nb = Number(b.split(":")[1]);
  return Number.isFinite(na) && Number.isFinite(nb) ? na - nb : 0;
}

interface Group {
  key: string;
  name: string;
  cases: CaseFigures[];
}

/** The categories of the axis when the chart is grouped, in reading order. */
function groupsOf(cases: readonly CaseFigures[], grouping: Grouping, corpKey: KeyOf): Group[] {
  const groups = new Map<string, Group>();
  const add = (key: string, name: string, item: CaseFigures) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, name, cases: [] }));
    group.cases.push(item);
  };
  const sorted = [...cases].sort(caseOrder);
  for (const item of sorted) {
    if (grouping === Grouping.year) add(`year:${item.year}`, String(item.year), item);
    else if (grouping === Grouping.corporation) {
      add(corpKey(item.corporationId), item.corporationName, item);
    } else add(`case:${groups.size + 1}`, item.caseName, item);
  }
  const list = [...groups.values()];
  if (grouping === Grouping.year) list.sort((a, b) => Number(a.name) - Number(b.name));
  if (grouping === Grouping.corporation) list.sort((a, b) => a.name.localeCompare(b.name));
  return list;
}

/** Cases by year, corporation and name: the order of a case axis. */
function caseOrder(a: CaseFigures, b: CaseFigures): number {
  return (
    a.year - b.year ||
    a.corporationName.localeCompare(b.corporationName) ||
    a.caseName.localeCompare(b.caseName) ||
    a.caseId - b.caseId
  );
}

type KeyOf = (corporationId: number) => string;

/** `c1`, `c2`… for corporations in the order of their names: a key without the row's id. */
function corporationKeys(cases: readonly CaseFigures[]): KeyOf {
  const names = new Map<number, string>();
  for (const c of cases) names.set(c.corporationId, c.corporationName);
  const ordered = [...names.entries()].sort((a, b) => a[1].localeCompare(b[1]) || a[0] - b[0]);
  const keys = new Map(ordered.map(([id], index) => [id, `c${index + 1}`]));
  return (id) => keys.get(id) ?? "c0";
}

/** Scope, categories, gases, corporations or the total: summed per category of the axis. */
function composition(selected: readonly CaseFigures[], def: ChartDefinition): ChartData {
  const corpKey = corporationKeys(selected);
  const grouping =
    def.dataKind === Kind.corporation && def.grouping === Grouping.corporation
      ? Grouping.none
      : def.grouping;
  // Sum per (group, part); a part no case of a group has stays null there.
  const partNames = new Map<string, string>();
  const partTotals = new Map<string, number>();
  const groups =
    grouping === Grouping.none
      ? [{ key: "all", name: "", cases: [...selected] }]
      : groupsOf(selected, grouping, corpKey);
  const sums = groups.map((group) => {
    const sum = new Map<string, number>();
    for (const item of group.cases) {
      for (const part of partsOf(item, def, corpKey(item.corporationId))) {
        sum.set(part.key, (sum.get(part.key) ?? 0) + part.value);
        partNames.set(part.key, part.name);
        partTotals.set(part.key, (partTotals.get(part.key) ?? 0) + part.value);
      }
    }
    return sum;
  });
  let keys = [...partNames.keys()];
  // Scope 3 categories and gases a company never had are left out; ISO categories stay (all six
  // are reported, zero or not).
  if (def.dataKind === Kind.scope3Category || def.dataKind === Kind.gas) {
    keys = keys.filter((key) => partTotals.get(key) !== 0);
  }
  if (def.dataKind === Kind.gas) {
    keys.sort((a, b) => (partTotals.get(b) ?? 0) - (partTotals.get(a) ?? 0));
  } else if (def.dataKind === Kind.corporation) {
    keys.sort((a, b) => (partNames.get(a) ?? "").localeCompare(partNames.get(b) ?? ""));
  } else keys.sort(byKeyNumber);
  const parts = keys.map((key) => ({ key, name: partNames.get(key) ?? "" }));

  if (grouping === Grouping.none) {
    return {
      measure: "emissions",
      categories: parts,
      series: [{ key: "value", name: "", values: keys.map((key) => sums[0].get(key) ?? null) }],
      notes: [],
    };
  }
  return {
    measure: "emissions",
    categories: groups.map(({ key, name }) => ({ key, name })),
    series: parts.map((part) => ({
      ...part,
      values: sums.map((sum) => sum.get(part.key) ?? null),
    })),
    notes: [],
  };
}

/**
 * Intensity per year and corporation: the run's own figure for a corporation's one case of a
 * year; for several cases of a year (quarters), their emissions over their summed denominators,
 * each denominator as its run used it (kg / 1000 / intensity).
 */
function intensity(selected: readonly CaseFigures[], def: ChartDefinition): ChartData {
  const perOutput = def.dataKind === Kind.intensityOutput;
  const market = def.scope2Basis === Scope2Basis.market;
  const years = [...new Set(selected.map((c) => c.year))].sort((a, b) => a - b);
  const corpKey = corporationKeys(selected);
  interface Acc {
    key: string;
    name: string;
    unit: string;
    cases: Map<number, CaseFigures[]>;
  }
  const series = new Map<string, Acc>();
  for (const item of [...selected].sort(caseOrder)) {
    const figure = perOutput ? item.totals.intensity.perOutput : item.totals.intensity.perRevenue;
    const unit = perOutput ? item.totals.intensity.outputUnit : item.totals.intensity.revenueUnit;
    if (figure === null || unit === null) continue;
    const key = `${corpKey(item.corporationId)}:${unit}`;
    let acc = series.get(key);
    if (!acc) {
      acc = { key, name: item.corporationName, unit, cases: new Map() };
      series.set(key, acc);
    }
    const list = acc.cases.get(item.year) ?? [];
    list.push(item);
    acc.cases.set(item.year, list);
  }
  const value = (cases: CaseFigures[] | undefined): number | null => {
    if (!cases?.length) return null;
    const figureOf = (c: CaseFigures) =>
      (perOutput ? c.totals.intensity.perOutput : c.totals.intensity.perRevenue) as number;
    const kgOf = (c: CaseFigures) => (market ? c.totals.totalMarketKg : c.totals.totalKg);
    if (cases.length === 1) {
      const [only] = cases;
      if (!market) return figureOf(only);
      return only.totals.totalKg === 0
        ? null
        : (figureOf(only) * only.totals.totalMarketKg) / only.totals.totalKg;
    }
    let kg = 0;
    let denominator = 0;
    for (const c of cases) {
      if (figureOf(c) === 0) return null; // no emissions: the denominator cannot be read back
      kg += kgOf(c);
      denominator += c.totals.totalKg / 1000 / figureOf(c);
    }
    return kg / 1000 / denominator;
  };
  const list = [...series.values()].sort((a, b) => a.name.localeCompare(b.name));
  // A corporation whose cases changed unit reads as one series per unit, each named with it.
  const names = new Map<string, number>();
  for (const acc of list) names.set(acc.name, (names.get(acc.name) ?? 0) + 1);
  return {
    measure: "intensity",
    categories: years.map((year) => ({ key: `year:${year}`, name: String(year) })),
    series: list.map((acc) => ({
      key: acc.key,
      name: (names.get(acc.name) ?? 0) > 1 ? `${acc.name} (${acc.unit})` : acc.name,
      unit: acc.unit,
      values: years.map((year) => value(acc.cases.get(year))),
    })),
    notes: [],
  };
}

/** The largest processes or lines of the selected cases, by corporation, largest first. */
function topSources(
  selected: readonly CaseFigures[],
  def: ChartDefinition,
  lines: readonly LineSource[],
): ChartData {
  const corporationOf = new Map(selected.map((c) => [c.caseId, c]));
  const several = new Set(selected.map((c) => c.corporationId)).size > 1;
  interface Source {
    name: string;
    scope: number;
    value: number;
  }
  const sources = new Map<string, Source>();
  const add = (caseId: number, name: string, scope: number, value: number) => {
    const owner = corporationOf.get(caseId);
    if (!owner) return;
    const key = `${owner.corporationId}\u0000${scope}\u0000${name}`;
    const shown = several ? `${name} · ${owner.corporationName}` : name;
    const source = sources.get(key) ?? { name: shown, scope, value: 0 };
    source.value += value;
    sources.set(key, source);
  };
  if (def.sourceLevel === SourceLevel.line) {
    for (const line of lines) {
      add(line.caseId, `${line.processName} / ${line.name}`, line.scope, line.co2eKg);
    }
  } else {
    for (const item of selected) {
      for (const process of item.totals.byProcess ?? []) {
        add(item.caseId, process.processName, process.scope, process.co2eKg);
      }
    }
  }
  const top = [...sources.values()]
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .slice(0, def.topN ?? 10);
  return {
    measure: "emissions",
    categories: top.map((source, index) => ({
      key: `source:${index + 1}`,
      name: source.name,
      scope: source.scope,
    })),
    series: [{ key: "value", name: "", values: top.map((source) => source.value) }],
    notes: [],
  };
}

/**
 * A linear reduction path from the base year's emissions to (1 − reduction) of them in the
 * target year, against the actual emissions of each year. The base is, per corporation, its
 * base-year case's run when one is set and calculated, else its cases of the base year.
 */
function target(
  all: readonly CaseFigures[],
  selected: readonly CaseFigures[],
  def: ChartDefinition,
): ChartData {
  const baseYear = def.baseYear as number;
  const targetYear = def.targetYear as number;
  const share = (def.reductionPct as number) / 100;
  const total = (c: CaseFigures) => caseTotal(c.totals, def.scopes, def.scope2Basis);
  const actual = new Map<number, number>();
  for (const item of selected) actual.set(item.year, (actual.get(item.year) ?? 0) + total(item));

  const corporations = new Set([...def.corporationIds, ...selected.map((c) => c.corporationId)]);
  const byId = new Map(all.map((c) => [c.caseId, c]));
  let base = 0;
  let withBase = 0;
  for (const corporationId of corporations) {
    const own = all.filter((c) => c.corporationId === corporationId);
    const designated = own[0]?.baseYearCaseId ? byId.get(own[0].baseYearCaseId) : undefined;
    const baseCases =
      designated && designated.corporationId === corporationId
        ? [designated]
        : own.filter((c) => c.year === baseYear);
    if (baseCases.length === 0) continue;
    withBase += 1;
    for (const c of baseCases) base += total(c);
  }
  const notes: ChartNote[] = [];
  if (withBase === 0) notes.push("noBaseYear");
  else if (withBase < corporations.size) notes.push("baseYearMissing");

  const actualYears = [...actual.keys()];
  const first = Math.min(baseYear, ...actualYears);
  const last = Math.max(targetYear, ...actualYears);
  const years = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const path = (year: number): number | null =>
    withBase === 0 || year < baseYear || year > targetYear
      ? null
      : base * (1 - (share * (year - baseYear)) / (targetYear - baseYear));
  return {
    measure: "emissions",
    categories: years.map((year) => ({ key: `year:${year}`, name: String(year) })),
    series: [
      { key: "actual", name: "", values: years.map((year) => actual.get(year) ?? null) },
      { key: "target", name: "", values: years.map(path) },
    ],
    notes,
  };
}

/**
 * The figures of one chart. `cases` are all the company's calculated cases (the target's base
 * may lie outside the filters); `lines` the result lines of the selected cases, for top sources
 * by line only.
 */
export function chartData(
  cases: readonly CaseFigures[],
  def: ChartDefinition,
  lines: readonly LineSource[] = [],
): ChartData {
  const selected = selectCases(cases, def);
  const scoped: ChartDefinition = SCOPED_KINDS.has(def.dataKind)
    ? def
    : { ...def, scopes: ALL_SCOPES };
  let data: ChartData;
  switch (def.dataKind) {
    case Kind.intensityOutput:
    case Kind.intensityRevenue:
      data = intensity(selected, scoped);
      break;
    case Kind.topSources:
      data = topSources(selected, scoped, lines);
      break;
    case Kind.target:
      data = target(cases, selected, scoped);
      break;
    default:
      data = composition(selected, scoped);
  }
  if (selected.length === 0) data.notes.push("noData");
  if (def.scope2Basis === Scope2Basis.market) {
    const locationOnly = LOCATION_ONLY_KINDS.has(def.dataKind);
    const withoutScope2 = SCOPED_KINDS.has(def.dataKind) && !def.scopes.includes(2);
    if (locationOnly) data.notes.push("locationBasisOnly");
    else if (!withoutScope2) data.notes.push("marketBasis");
  }
  return data;
}
