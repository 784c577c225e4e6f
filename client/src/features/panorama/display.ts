// How a chart's figures read: the names of its categories and series (scopes, ISO and scope 3
// categories and gases named in the reader's language, corporations, cases, years and sources as
// the data names them), its figures in tCO₂e or tCO₂e per unit, and the datasets chart.js draws.
import type { TFunction } from "i18next";
import type {
  Panorama_DataFragment,
  PanoramaChartType,
  PanoramaDataKind,
} from "../../__generated__/graphql";
import { formatQuantity, formatTonnes, scope3CategoryName } from "../../lib/emissions";
import type { Locale } from "../../lib/format";

export type ChartData = Panorama_DataFragment;
type Label = ChartData["categories"][number];
type Series = ChartData["series"][number];

export const SCOPE_COLORS: Record<string, string> = {
  "scope:1": "#319795",
  "scope:2": "#3182ce",
  "scope:3": "#dd6b20",
};
const PALETTE = [
  "#2c7a7b",
  "#3182ce",
  "#dd6b20",
  "#805ad5",
  "#d69e2e",
  "#38a169",
  "#e53e3e",
  "#d53f8c",
  "#00b5d8",
  "#718096",
  "#2b6cb0",
  "#c05621",
];

const GAS_KEYS = new Set([
  "CO2",
  "CH4",
  "CH4_FOSSIL",
  "CH4_NONFOSSIL",
  "N2O",
  "SF6",
  "NF3",
  "CF4",
  "C2F6",
  "CO2E",
]);

/** A key's name in the reader's language, or the name the data gave it. */
export function keyName(key: string, name: string, t: TFunction, locale: Locale): string {
  const [kind, value] = key.split(":");
  switch (kind) {
    case "scope":
      return t(`panorama.scopeNames.${value}`);
    case "iso":
      return `${t("panorama.isoCategory", { category: value })} ${t(`panorama.iso.${value}`, { defaultValue: "" })}`.trim();
    case "s3":
      return `${t("panorama.scope3", { category: value })} ${scope3CategoryName(Number(value), locale)}`;
    case "gas":
      return GAS_KEYS.has(value) ? t(`panorama.gases.${value}`) : value;
    case "value":
    case "total":
    case "actual":
    case "target":
      return t(`panorama.series.${kind}`);
    default:
      return name || key;
  }
}

export const categoryName = (label: Label, t: TFunction, locale: Locale) =>
  keyName(label.key, label.name, t, locale);

export function seriesName(series: Series, t: TFunction, locale: Locale): string {
  return keyName(series.key, series.name, t, locale);
}

/** A figure as read: kg CO₂e shown in tCO₂e; an intensity with four significant digits. */
export function formatFigure(
  value: number | null | undefined,
  measure: string,
  locale: Locale,
): string {
  if (value === null || value === undefined) return "–";
  return measure === "intensity" ? formatQuantity(value, 4) : formatTonnes(value, locale);
}

/** The unit a series' figures are in. */
export function unitOf(data: ChartData, series: Series, t: TFunction): string {
  return data.measure === "intensity" && series.unit
    ? t("panorama.perUnit", { unit: series.unit })
    : t("panorama.tonnes");
}

/** A value as chart.js plots it: tCO₂e for emissions (the axis reads in tonnes). */
const plotted = (value: number | null, measure: string) =>
  value === null ? null : measure === "intensity" ? value : value / 1000;

export interface ChartDataset {
  label: string;
  data: (number | null)[];
  backgroundColor: string | string[];
  borderColor: string | string[];
  borderDash?: number[];
  borderWidth?: number;
  spanGaps?: boolean;
  pointRadius?: number;
}

export interface ChartModel {
  /** What chart.js draws: bars (stacked or not, across or up), lines or a doughnut. */
  type: "bar" | "line" | "doughnut";
  stacked: boolean;
  horizontal: boolean;
  labels: string[];
  datasets: ChartDataset[];
  /** The value axis' title. */
  axis: string;
}

function colorOf(key: string, index: number): string {
  return SCOPE_COLORS[key] ?? PALETTE[index % PALETTE.length];
}

/** The chart.js model of a chart's figures. */
export function chartModel(
  chart: { chartType: PanoramaChartType; dataKind: PanoramaDataKind },
  data: ChartData,
  t: TFunction,
  locale: Locale,
): ChartModel {
  const labels = data.categories.map((label) => categoryName(label, t, locale));
  const units = new Set(data.series.map((series) => series.unit ?? ""));
  const axis =
    data.measure !== "intensity"
      ? t("panorama.axisEmissions")
      : units.size === 1 && !units.has("")
        ? t("panorama.axisIntensityUnit", { unit: [...units][0] })
        : t("panorama.axisIntensity");
  const single = data.series.length === 1 && data.series[0].key === "value";
  if (chart.chartType === "pie") {
    const values = data.series[0]?.values ?? [];
    const colors = data.categories.map((label, index) => colorOf(label.key, index));
    return {
      type: "doughnut",
      stacked: false,
      horizontal: false,
      labels,
      datasets: [
        {
          label: seriesName(data.series[0] ?? { key: "value", name: "" }, t, locale),
          // A share of a whole: a negative slice (carbon locked in products) cannot be drawn.
          data: values.map((value) => (value === null ? null : Math.max(0, value / 1000))),
          backgroundColor: colors,
          borderColor: "#ffffff",
          borderWidth: 1,
        },
      ],
      axis,
    };
  }
  const line = chart.chartType === "line";
  const datasets = data.series.map((series, index): ChartDataset => {
    // One series without grouping: each category its own colour (a scope keeps its colour).
    const color = single
      ? data.categories.map((label, k) => colorOf(label.key, k))
      : colorOf(series.key === "actual" ? "scope:1" : series.key, index);
    const target = series.key === "target";
    return {
      label: seriesName(series, t, locale),
      data: series.values.map((value) => plotted(value, data.measure)),
      backgroundColor: target ? "rgba(229, 62, 62, 0.35)" : color,
      borderColor: target ? "#e53e3e" : color,
      borderDash: target ? [6, 4] : undefined,
      borderWidth: line ? 2 : 1,
      spanGaps: true,
      pointRadius: line ? 3 : undefined,
    };
  });
  return {
    type: line ? "line" : "bar",
    stacked: chart.chartType === "stackedBar",
    horizontal: chart.dataKind === "topSources",
    labels,
    datasets,
    axis,
  };
}

/** Whether there is anything to draw. */
export function hasFigures(data: ChartData): boolean {
  return data.series.some((series) => series.values.some((value) => value !== null));
}
