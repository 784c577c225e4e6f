// The words of a panorama chart: what it shows (data kind), along what (grouping), drawn how
// (chart type), which scope 2 figure it takes, and which combinations make sense. The service
// refuses the rest with a message naming the field; the client offers only these.
import { registerEnumType } from "type-graphql";

/** What a chart shows, read from the stored runs' totals (top sources by line: their lines). */
export enum PanoramaDataKind {
  scope = "scope",
  isoCategory = "isoCategory",
  scope3Category = "scope3Category",
  gas = "gas",
  corporation = "corporation",
  total = "total",
  intensityOutput = "intensityOutput",
  intensityRevenue = "intensityRevenue",
  topSources = "topSources",
  target = "target",
}

/** What the categories of the chart's axis are: the kind's own (none), years, corporations or cases. */
export enum PanoramaGrouping {
  none = "none",
  year = "year",
  corporation = "corporation",
  case = "case",
}

export enum PanoramaChartType {
  bar = "bar",
  line = "line",
  pie = "pie",
  stackedBar = "stackedBar",
}

/** Which scope 2 figure totals take (GHG Protocol scope 2 guidance: both are reported). */
export enum Scope2Basis {
  location = "location",
  market = "market",
}

/** Top sources: the runs' processes (from the totals) or their result lines. */
export enum SourceLevel {
  process = "process",
  line = "line",
}

registerEnumType(PanoramaDataKind, {
  name: "PanoramaDataKind",
  description:
    "scope, isoCategory, scope3Category, gas, corporation, total: emissions (kg CO2e); intensityOutput, intensityRevenue: t CO2e per unit; topSources; target: a reduction path against actuals",
});
registerEnumType(PanoramaGrouping, {
  name: "PanoramaGrouping",
  description:
    "The categories of the axis: the data kind's own (none), years, corporations or cases",
});
registerEnumType(PanoramaChartType, { name: "PanoramaChartType" });
registerEnumType(Scope2Basis, { name: "Scope2Basis" });
registerEnumType(SourceLevel, { name: "SourceLevel" });

/** Kinds the runs store location-based only: a market-based chart of them says so. */
export const LOCATION_ONLY_KINDS: ReadonlySet<PanoramaDataKind> = new Set([
  PanoramaDataKind.isoCategory,
  PanoramaDataKind.scope3Category,
  PanoramaDataKind.gas,
  PanoramaDataKind.topSources,
]);

/** Kinds the scopes filter applies to (the others are whole inventories or one scope's parts). */
export const SCOPED_KINDS: ReadonlySet<PanoramaDataKind> = new Set([
  PanoramaDataKind.scope,
  PanoramaDataKind.corporation,
  PanoramaDataKind.total,
  PanoramaDataKind.target,
]);

const { none, year, corporation, case: byCase } = PanoramaGrouping;
const { bar, line, pie, stackedBar } = PanoramaChartType;

/** The groupings and chart types each kind can be drawn with. */
export const KIND_RULES: Record<
  PanoramaDataKind,
  { groupings: readonly PanoramaGrouping[]; chartTypes: readonly PanoramaChartType[] }
> = {
  scope: { groupings: [none, year, corporation, byCase], chartTypes: [bar, line, pie, stackedBar] },
  isoCategory: {
    groupings: [none, year, corporation, byCase],
    chartTypes: [bar, line, pie, stackedBar],
  },
  scope3Category: {
    groupings: [none, year, corporation, byCase],
    chartTypes: [bar, line, pie, stackedBar],
  },
  gas: { groupings: [none, year, corporation, byCase], chartTypes: [bar, line, pie, stackedBar] },
  corporation: { groupings: [none, year], chartTypes: [bar, line, pie, stackedBar] },
  total: { groupings: [year, corporation, byCase], chartTypes: [bar, line] },
  intensityOutput: { groupings: [year], chartTypes: [line, bar] },
  intensityRevenue: { groupings: [year], chartTypes: [line, bar] },
  topSources: { groupings: [none], chartTypes: [bar, pie] },
  target: { groupings: [year], chartTypes: [line, bar] },
};

/** Widths of a chart on the home panorama, in twelfths of the row. */
export const HOME_WIDTHS = [4, 6, 8, 12] as const;

export const MAX_SHARE_DAYS = 90;
export const MAX_TOP_SOURCES = 50;
