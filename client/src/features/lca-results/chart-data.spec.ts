import {
  histogramBins,
  markerPosition,
  NODE_COLOURS,
  percentileMarkers,
  sankeyChartData,
  shorten,
} from "./chart-data";
import { readComparison } from "./comparison";
import { COMPARISON_RESULT } from "./lca-results.fixtures";
import { formatImpact, formatPercent, formatRunShare } from "./format";

describe("Sankey data", () => {
  const graph = {
    nodes: [
      { name: "Steel bracket", direct: 0, upstream: 2.5 },
      { name: "Steel sheet", direct: 0.1, upstream: 2.0 },
      { name: "Grid electricity", direct: 0.4, upstream: 0.4 },
      { name: "Steel sheet", direct: 0, upstream: -0.05 },
    ],
    links: [
      { source: 1, target: 0, impact: 2.0 },
      { source: 2, target: 1, impact: 0.4 },
      { source: 3, target: 0, impact: -0.05 },
      { source: 9, target: 0, impact: 1 },
    ],
  };

  it("draws each link from supplier to customer, sized by its impact, keyed by node index", () => {
    const data = sankeyChartData(graph);
    expect(data.flows).toEqual([
      { from: "n1", to: "n0", flow: 2.0, impact: 2.0 },
      { from: "n2", to: "n1", flow: 0.4, impact: 0.4 },
    ]);
    // Two nodes share a name: their keys differ, their labels do not.
    expect(data.labels.n1).toBe("Steel sheet");
    expect(data.labels.n3).toBe("Steel sheet");
  });

  it("gives each node its own colour from the palette", () => {
    const data = sankeyChartData(graph);
    expect(data.colours).toEqual({
      n0: NODE_COLOURS[0],
      n1: NODE_COLOURS[1],
      n2: NODE_COLOURS[2],
      n3: NODE_COLOURS[3],
    });
  });

  it("leaves out credits (negative links) and counts them, and links to unknown nodes", () => {
    const data = sankeyChartData(graph);
    expect(data.negativeLinks).toBe(1);
    expect(data.negativeImpact).toBe(-0.05);
  });

  it("shortens long labels, keeping the full name for the tooltip", () => {
    const long = "electricity, high voltage, production mix, at grid, East China";
    const data = sankeyChartData(
      { nodes: [{ name: long, direct: 0, upstream: 1 }], links: [] },
      20,
    );
    expect(data.labels.n0).toBe("electricity, high v…");
    expect(data.labels.n0).toHaveLength(20);
    expect(data.names.n0).toBe(long);
    expect(shorten("short", 20)).toBe("short");
  });
});

describe("histogram", () => {
  const edges = [2.0, 2.2, 2.4, 2.6, 2.8, 3.0];

  it("pairs each count with its bin's edges", () => {
    expect(histogramBins(edges, [50, 250, 400, 250, 50])[2]).toEqual({
      from: 2.4,
      to: 2.6,
      count: 400,
    });
    expect(histogramBins(edges, [1, 2])).toEqual([]);
  });

  it("places the percentiles inside their bins on the category axis", () => {
    // Bin i spans i − 0.5 to i + 0.5. 2.15 is 3/4 through bin 0 [2.0, 2.2]: −0.5 + 0.75 = 0.25;
    // 2.49 is 0.45 through bin 2 [2.4, 2.6]: 1.5 + 0.45 = 1.95; 2.86 is 0.3 through bin 4: 3.8.
    const markers = percentileMarkers(edges, { p2_5: 2.15, p50: 2.49, p97_5: 2.86 });
    expect(markers.map((m) => m.label)).toEqual(["2.5%", "50%", "97.5%"]);
    expect(markers[0].position).toBeCloseTo(0.25, 10);
    expect(markers[1].position).toBeCloseTo(1.95, 10);
    expect(markers[2].position).toBeCloseTo(3.8, 10);
  });

  it("holds values outside the bins at the chart's edges, and an edge between two bins", () => {
    expect(markerPosition(edges, 1.5)).toBe(-0.5);
    expect(markerPosition(edges, 3.5)).toBe(4.5);
    // 2.4 is the right edge of bin 1: 1 − 0.5 + 1 = 1.5, the boundary between bins 1 and 2.
    expect(markerPosition(edges, 2.4)).toBeCloseTo(1.5, 10);
    expect(markerPosition([5, 5], 5)).toBe(-0.5);
  });
});

describe("comparison result", () => {
  it("reads the job's result", () => {
    const read = readComparison(COMPARISON_RESULT)!;
    expect(read.shareFirstLower).toBe(0.92);
    expect(read.difference.deterministic).toBe(-0.3);
    expect(read.difference.edges).toHaveLength(5);
    expect(read.first.deterministic).toBe(2.5);
    expect(read.second.calculationId).toBe(32);
  });

  it("refuses a result without the comparison", () => {
    expect(readComparison(null)).toBeNull();
    expect(readComparison({ ...COMPARISON_RESULT, comparison: null })).toBeNull();
    expect(readComparison({ ...COMPARISON_RESULT, first: { name: "A" } })).toBeNull();
  });
});

describe("number formats", () => {
  it("keeps four significant digits, integers from 1,000, scientific below 0.001", () => {
    expect(formatImpact(2.5, "en")).toBe("2.5");
    expect(formatImpact(1234.567, "en")).toBe("1,235");
    expect(formatImpact(12.34567, "en")).toBe("12.35");
    expect(formatImpact(0.0123, "en")).toBe("0.0123");
    expect(formatImpact(1.2345e-8, "en")).toBe("1.235E-8");
    expect(formatImpact(-0.3, "zh-CN")).toBe("-0.3");
    expect(formatImpact(0, "en")).toBe("0");
    expect(formatImpact(Number.NaN, "en")).toBe("");
  });

  it("writes shares as percentages", () => {
    expect(formatPercent(0.16, "en")).toBe("16.0%");
    expect(formatRunShare(0.92, "zh-CN")).toBe("92%");
    expect(formatRunShare(0.925, "en")).toBe("92.5%");
  });
});
