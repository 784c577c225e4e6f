// What the charts draw, computed apart from chart.js so it can be tested: the Sankey graph's
// flows (supplier → customer, sized by the impact each link carries) with a label and a colour
// per node, and a Monte Carlo histogram with the positions of its percentile markers.

export const NODE_COLOURS = [
  "#2c7a7b",
  "#dd6b20",
  "#3182ce",
  "#805ad5",
  "#d69e2e",
  "#e53e3e",
  "#38a169",
  "#d53f8c",
  "#00a3c4",
  "#718096",
];

export interface SankeyInput {
  nodes: readonly { name: string; direct: number; upstream: number }[];
  links: readonly { source: number; target: number; impact: number }[];
}

export interface SankeyFlow {
  from: string;
  to: string;
  flow: number;
  /** The signed impact the link carries, for the tooltip. */
  impact: number;
}

export interface SankeyChartData {
  flows: SankeyFlow[];
  /** node key → its name, shortened to `maxLabel` characters */
  labels: Record<string, string>;
  /** node key → full name */
  names: Record<string, string>;
  colours: Record<string, string>;
  /** links with a negative impact (credits), which a Sankey diagram cannot draw */
  negativeLinks: number;
  negativeImpact: number;
}

/** Node keys are their indexes ("n0"), since two processes may share a name. */
export const nodeKey = (index: number): string => `n${index}`;

export function shorten(name: string, max: number): string {
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}

export function sankeyChartData(sankey: SankeyInput, maxLabel = 36): SankeyChartData {
  const labels: Record<string, string> = {};
  const names: Record<string, string> = {};
  const colours: Record<string, string> = {};
  sankey.nodes.forEach((node, index) => {
    const key = nodeKey(index);
    labels[key] = shorten(node.name, maxLabel);
    names[key] = node.name;
    colours[key] = NODE_COLOURS[index % NODE_COLOURS.length];
  });
  const flows: SankeyFlow[] = [];
  let negativeLinks = 0;
  let negativeImpact = 0;
  for (const link of sankey.links) {
    if (!sankey.nodes[link.source] || !sankey.nodes[link.target]) continue;
    if (link.impact > 0) {
      flows.push({
        from: nodeKey(link.source),
        to: nodeKey(link.target),
        flow: link.impact,
        impact: link.impact,
      });
    } else if (link.impact < 0) {
      negativeLinks += 1;
      negativeImpact += link.impact;
    }
  }
  return { flows, labels, names, colours, negativeLinks, negativeImpact };
}

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** Bins from edges (one more than counts); a malformed pair gives no bins. */
export function histogramBins(edges: readonly number[], counts: readonly number[]): HistogramBin[] {
  if (edges.length !== counts.length + 1) return [];
  return counts.map((count, index) => ({ from: edges[index], to: edges[index + 1], count }));
}

/**
 * Where a value sits on a bar chart of the bins with a category axis, as a fractional category
 * index: bin i is centred on i, so its left edge is i - 0.5 and its right edge i + 0.5. Values
 * outside the bins are held at the chart's edges.
 */
export function markerPosition(edges: readonly number[], value: number): number {
  const bins = edges.length - 1;
  if (bins < 1) return 0;
  if (value <= edges[0]) return -0.5;
  if (value >= edges[bins]) return bins - 0.5;
  let i = 0;
  while (i < bins - 1 && value > edges[i + 1]) i += 1;
  const width = edges[i + 1] - edges[i];
  const within = width === 0 ? 0.5 : (value - edges[i]) / width;
  return i - 0.5 + within;
}

export interface PercentileMarker {
  key: "p2_5" | "p50" | "p97_5";
  label: string;
  value: number;
  position: number;
}

export function percentileMarkers(
  edges: readonly number[],
  stats: { p2_5: number; p50: number; p97_5: number },
): PercentileMarker[] {
  return (
    [
      ["p2_5", "2.5%"],
      ["p50", "50%"],
      ["p97_5", "97.5%"],
    ] as const
  ).map(([key, label]) => ({
    key,
    label,
    value: stats[key],
    position: markerPosition(edges, stats[key]),
  }));
}
