// A panorama chart drawn from its figures: bars (stacked or not), lines or a doughnut, the notes
// that say how the figures read (scope 2 basis, a missing base year), and its figures as a table
// on demand, for readers who cannot see the canvas or want the numbers.
import { Box, Button, Card, Flex, Heading, Stack, Table, Text } from "@chakra-ui/react";
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
  type TooltipItem,
} from "chart.js";
import { useState, type ReactNode } from "react";
import { Bar, Doughnut, Line } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import type { PanoramaChartType, PanoramaDataKind } from "../../__generated__/graphql";
import { useLocale } from "../../i18n";
import {
  categoryName,
  chartModel,
  formatFigure,
  hasFigures,
  seriesName,
  unitOf,
  type ChartData,
} from "./display";

ChartJS.register(
  ArcElement,
  BarElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export interface ChartLook {
  name: string;
  chartType: PanoramaChartType;
  dataKind: PanoramaDataKind;
}

/** A chart in a card: its name, the caller's actions, the chart, its notes and figures. */
export function ChartCard({
  chart,
  data,
  actions,
  height,
}: {
  chart: ChartLook;
  data: ChartData;
  actions?: ReactNode;
  height?: number;
}) {
  return (
    <Card.Root size="sm" height="full" as="section" aria-label={chart.name}>
      <Card.Header paddingBottom="0">
        <Flex justifyContent="space-between" alignItems="center" gap="2">
          <Heading as="h2" size="sm" lineClamp={2}>
            {chart.name}
          </Heading>
          {actions && <Flex gap="1">{actions}</Flex>}
        </Flex>
      </Card.Header>
      <Card.Body>
        <ChartView chart={chart} data={data} height={height} />
      </Card.Body>
    </Card.Root>
  );
}

export function ChartView({
  chart,
  data,
  height = 260,
}: {
  chart: ChartLook;
  data: ChartData;
  height?: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const notes = data.notes
    .map((note) => t(`panorama.notes.${note}`, { defaultValue: "" }))
    .filter(Boolean);
  if (!hasFigures(data)) {
    return (
      <Stack gap="2" minHeight={`${Math.min(height, 120)}px`} justifyContent="center">
        <Text color="fg.muted" fontSize="sm">
          {t("panorama.noData")}
        </Text>
        {notes.map((note) => (
          <Text key={note} color="fg.muted" fontSize="xs">
            {note}
          </Text>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Box height={`${height}px`} position="relative">
        <Canvas chart={chart} data={data} />
      </Box>
      {notes.map((note) => (
        <Text key={note} color="fg.muted" fontSize="xs">
          {note}
        </Text>
      ))}
      <Box>
        <Button
          size="2xs"
          variant="plain"
          color="teal.700"
          paddingX="0"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t("panorama.hideFigures") : t("panorama.showFigures")}
        </Button>
        {open && <FiguresTable chart={chart} data={data} />}
      </Box>
    </Stack>
  );
}

function Canvas({ chart, data }: { chart: ChartLook; data: ChartData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const model = chartModel(chart, data, t, locale);
  const label = t("panorama.chartLabel", { name: chart.name });
  // The tooltip reads the stored figure, not the plotted one.
  const tooltip = (item: TooltipItem<"bar" | "line" | "doughnut">) => {
    const series = chart.chartType === "pie" ? data.series[0] : data.series[item.datasetIndex];
    const value = series?.values[item.dataIndex] ?? null;
    const name =
      chart.chartType === "pie"
        ? model.labels[item.dataIndex]
        : model.datasets[item.datasetIndex]?.label;
    return `${name}: ${formatFigure(value, data.measure, locale)} ${series ? unitOf(data, series, t) : ""}`;
  };
  const legend = { position: "bottom" as const, labels: { boxWidth: 12, boxHeight: 12 } };
  if (model.type === "doughnut") {
    const options: ChartOptions<"doughnut"> = {
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { ...legend, position: "right" },
        tooltip: { callbacks: { label: tooltip } },
      },
    };
    return <Doughnut role="img" aria-label={label} data={model} options={options} />;
  }
  const value = {
    stacked: model.stacked,
    title: { display: true, text: model.axis },
    beginAtZero: true,
  };
  const category = { stacked: model.stacked, ticks: { autoSkip: true, maxRotation: 45 } };
  const showLegend = model.datasets.length > 1;
  if (model.type === "line") {
    const options: ChartOptions<"line"> = {
      responsive: true,
      maintainAspectRatio: false,
      scales: { x: category, y: value },
      plugins: {
        legend: { ...legend, display: showLegend },
        tooltip: { callbacks: { label: tooltip } },
      },
    };
    return <Line role="img" aria-label={label} data={model} options={options} />;
  }
  const options: ChartOptions<"bar"> = {
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: model.horizontal ? "y" : "x",
    scales: model.horizontal ? { y: category, x: value } : { x: category, y: value },
    plugins: {
      legend: { ...legend, display: showLegend },
      tooltip: { callbacks: { label: tooltip } },
    },
  };
  return <Bar role="img" aria-label={label} data={model} options={options} />;
}

/** The chart's figures: a row per category, a column per series, in tCO₂e or per unit. */
export function FiguresTable({ chart, data }: { chart: ChartLook; data: ChartData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box overflowX="auto" marginTop="2">
      <Table.Root size="sm" variant="line">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
          {t("panorama.figures")}: {chart.name}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("panorama.category")}</Table.ColumnHeader>
            {data.series.map((series) => (
              <Table.ColumnHeader key={series.key} textAlign="end">
                {seriesName(series, t, locale)} ({unitOf(data, series, t)})
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.categories.map((label, row) => (
            <Table.Row key={label.key}>
              <Table.Cell>{categoryName(label, t, locale)}</Table.Cell>
              {data.series.map((series) => (
                <Table.Cell key={series.key} textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatFigure(series.values[row], data.measure, locale)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
