// Which groupings and chart types each kind of data can be drawn with, as the server's rules
// (server/src/modules/panorama/panorama.codes.ts) have them: the builder offers only these.
import type {
  PanoramaChartType,
  PanoramaDataKind,
  PanoramaGrouping,
} from "../../__generated__/graphql";

export const DATA_KINDS: readonly PanoramaDataKind[] = [
  "scope",
  "isoCategory",
  "scope3Category",
  "gas",
  "corporation",
  "total",
  "intensityOutput",
  "intensityRevenue",
  "topSources",
  "target",
];

const ALL_GROUPINGS: readonly PanoramaGrouping[] = ["none", "year", "corporation", "case"];
const ALL_TYPES: readonly PanoramaChartType[] = ["bar", "stackedBar", "line", "pie"];

export const KIND_RULES: Record<
  PanoramaDataKind,
  { groupings: readonly PanoramaGrouping[]; chartTypes: readonly PanoramaChartType[] }
> = {
  scope: { groupings: ALL_GROUPINGS, chartTypes: ALL_TYPES },
  isoCategory: { groupings: ALL_GROUPINGS, chartTypes: ALL_TYPES },
  scope3Category: { groupings: ALL_GROUPINGS, chartTypes: ALL_TYPES },
  gas: { groupings: ALL_GROUPINGS, chartTypes: ALL_TYPES },
  corporation: { groupings: ["none", "year"], chartTypes: ALL_TYPES },
  total: { groupings: ["year", "corporation", "case"], chartTypes: ["bar", "line"] },
  intensityOutput: { groupings: ["year"], chartTypes: ["line", "bar"] },
  intensityRevenue: { groupings: ["year"], chartTypes: ["line", "bar"] },
  topSources: { groupings: ["none"], chartTypes: ["bar", "pie"] },
  target: { groupings: ["year"], chartTypes: ["line", "bar"] },
};

/** Kinds the calculations keep location-based only. */
export const LOCATION_ONLY: ReadonlySet<PanoramaDataKind> = new Set([
  "isoCategory",
  "scope3Category",
  "gas",
  "topSources",
]);

/** Kinds whose totals take the chosen scopes. */
export const SCOPED: ReadonlySet<PanoramaDataKind> = new Set([
  "scope",
  "corporation",
  "total",
  "target",
]);

export const HOME_WIDTHS = [4, 6, 8, 12] as const;
export const SHARE_DAYS = [7, 30, 90] as const;

/** The chart types a kind and grouping allow: a pie only without grouping. */
export function chartTypesFor(
  kind: PanoramaDataKind,
  grouping: PanoramaGrouping,
): readonly PanoramaChartType[] {
  const types = KIND_RULES[kind].chartTypes;
  return grouping === "none" ? types : types.filter((type) => type !== "pie");
}

/** The grouping and chart type kept where the kind allows them, else the kind's first. */
export function fitToKind(
  kind: PanoramaDataKind,
  grouping: PanoramaGrouping,
  chartType: PanoramaChartType,
): { grouping: PanoramaGrouping; chartType: PanoramaChartType } {
  const groupings = KIND_RULES[kind].groupings;
  const fitGrouping = groupings.includes(grouping) ? grouping : groupings[0];
  const types = chartTypesFor(kind, fitGrouping);
  return { grouping: fitGrouping, chartType: types.includes(chartType) ? chartType : types[0] };
}
