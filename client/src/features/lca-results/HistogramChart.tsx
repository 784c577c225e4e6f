// A Monte Carlo histogram: the counts of each bin as bars, with the 2.5th, 50th and 97.5th
// percentiles (and zero, for a difference) drawn as dashed lines across the bars.
import { Box } from "@chakra-ui/react";
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type Plugin,
  type TooltipItem,
} from "chart.js";
import { useMemo } from "react";
import { Bar } from "react-chartjs-2";
import type { Locale } from "../../lib/format";
import { histogramBins, markerPosition, percentileMarkers } from "./chart-data";
import { formatImpact } from "./format";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface HistogramProps {
  edges: readonly number[];
  counts: readonly number[];
  stats: { p2_5: number; p50: number; p97_5: number };
  unit: string;
  label: string;
  countLabel: string;
  locale: Locale;
  /** Marks zero too (a difference: left of it, the first is lower). */
  markZero?: boolean;
}

interface Marker {
  label: string;
  position: number;
  colour: string;
}

const markerPlugin = (markers: readonly Marker[]): Plugin<"bar"> => ({
  id: "lcaHistogramMarkers",
  afterDatasetsDraw(chart) {
    const { ctx, chartArea, scales } = chart;
    const x = scales.x;
    ctx.save();
    ctx.setLineDash([5, 4]);
    ctx.lineWidth = 1.5;
    ctx.font = "11px sans-serif";
    ctx.textAlign = "center";
    markers.forEach((marker, index) => {
      const pixel = x.getPixelForValue(marker.position);
      if (!Number.isFinite(pixel)) return;
      ctx.strokeStyle = marker.colour;
      ctx.fillStyle = marker.colour;
      ctx.beginPath();
      ctx.moveTo(pixel, chartArea.top + 14);
      ctx.lineTo(pixel, chartArea.bottom);
      ctx.stroke();
      // Alternate heights so neighbouring labels do not overlap.
      ctx.fillText(marker.label, pixel, chartArea.top + (index % 2 === 0 ? 10 : 22));
    });
    ctx.restore();
  },
});

export function HistogramChart(props: HistogramProps) {
  const { edges, counts, stats, unit, label, countLabel, locale, markZero } = props;
  const bins = useMemo(() => histogramBins(edges, counts), [edges, counts]);
  const plugin = useMemo(() => {
    const markers: Marker[] = percentileMarkers(edges, stats).map((marker) => ({
      label: marker.label,
      position: marker.position,
      colour: marker.key === "p50" ? "#c53030" : "#2b6cb0",
    }));
    if (markZero && edges.length > 1 && edges[0] < 0 && edges[edges.length - 1] > 0) {
      markers.push({ label: "0", position: markerPosition(edges, 0), colour: "#1a202c" });
    }
    return markerPlugin(markers);
  }, [edges, stats, markZero]);

  return (
    <Box height="280px" position="relative">
      <Bar
        role="img"
        aria-label={label}
        plugins={[plugin]}
        data={{
          labels: bins.map((bin) => formatImpact((bin.from + bin.to) / 2, locale)),
          datasets: [
            {
              label: countLabel,
              data: bins.map((bin) => bin.count),
              backgroundColor: "rgba(49, 151, 149, 0.6)",
              borderColor: "#2c7a7b",
              borderWidth: 1,
              barPercentage: 1,
              categoryPercentage: 1,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          layout: { padding: { top: 8 } },
          plugins: {
            legend: { display: false },
            tooltip: {
              callbacks: {
                title: (items: TooltipItem<"bar">[]) => {
                  const bin = bins[items[0]?.dataIndex ?? 0];
                  return bin
                    ? `${formatImpact(bin.from, locale)} – ${formatImpact(bin.to, locale)} ${unit}`
                    : "";
                },
                label: (item: TooltipItem<"bar">) => `${countLabel}: ${item.parsed.y}`,
              },
            },
          },
          scales: {
            x: { title: { display: true, text: unit }, ticks: { maxRotation: 0, autoSkip: true } },
            y: { title: { display: true, text: countLabel }, beginAtZero: true },
          },
        }}
      />
    </Box>
  );
}
