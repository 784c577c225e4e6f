// The figures of an EPD report as its result tables print them: for each indicator group (core
// impacts, resource use, waste, output flows) one row per indicator and one column per module in
// EN 15804 order; "ND" where the calculation does not give the indicator, "MND" for a module not
// declared, figures with three significant digits and exponent form for very small values
// (1.23E-7). Below, GWP-total by declared module as a bar chart, with the figures beside it.
import { Box, Card, Heading, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type TooltipItem,
} from "chart.js";
import { Bar } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../i18n/use-locale";
import {
  figureColumns,
  formatEpdFigure,
  indicatorName,
  type EpdFigures,
  type EpdIndicatorGroup,
  type EpdIndicatorValues,
  type FigureColumn,
} from "./epd-codes";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

// Column widths of the result tables (rem): indicator, unit, a declared module (room for
// "-1.23E-7"), a module not declared ("MND").
const INDICATOR_REM = 11.5;
const UNIT_REM = 6;
const DECLARED_REM = 4;
const MND_REM = 3;
const columnRem = (column: FigureColumn) => (column.declared ? DECLARED_REM : MND_REM);

const GROUPS: readonly EpdIndicatorGroup[] = ["core", "additional", "resource", "waste", "output"];

/** A cell of a result table: the figure, ND or MND. */
export function figureText(column: FigureColumn, value: number | null | undefined): string {
  if (!column.declared) return "MND";
  return value === null || value === undefined ? "ND" : formatEpdFigure(value);
}

/** "1 kg", "1 m3": the declared unit the figures are per. */
export const declaredUnitText = (figures: EpdFigures) =>
  `${figures.declaredUnit.amount} ${figures.declaredUnit.unit}`;

function ResultTable({
  caption,
  indicators,
  columns,
}: {
  caption: string;
  indicators: EpdIndicatorValues[];
  columns: FigureColumn[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      {/* Fixed widths, so the module columns line up from one table to the next. */}
      <Table.Root
        size="sm"
        aria-label={caption}
        fontSize="xs"
        tableLayout="fixed"
        minWidth={`${columns.reduce((sum, column) => sum + columnRem(column), INDICATOR_REM + UNIT_REM)}rem`}
      >
        <colgroup>
          <col style={{ width: `${INDICATOR_REM}rem` }} />
          <col style={{ width: `${UNIT_REM}rem` }} />
          {columns.map((column) => (
            <col key={column.code} style={{ width: `${columnRem(column)}rem` }} />
          ))}
        </colgroup>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t("epd.indicator")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("epd.unit")}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.code}
                textAlign="end"
                whiteSpace="nowrap"
                paddingX="1.5"
                color={column.declared ? undefined : "fg.subtle"}
              >
                {column.code}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {indicators.map((indicator) => (
            <Table.Row key={indicator.code}>
              <Table.Cell as="th" scope="row" textAlign="start">
                <Text fontWeight="semibold">{indicator.code}</Text>
                <Text color="fg.muted" fontSize="2xs" lineHeight="short" whiteSpace="normal">
                  {indicatorName(indicator.code, locale)}
                </Text>
              </Table.Cell>
              <Table.Cell>{indicator.unit}</Table.Cell>
              {columns.map((column) => {
                const text = figureText(column, indicator.values[column.code]);
                return (
                  <Table.Cell
                    key={column.code}
                    textAlign="end"
                    whiteSpace="nowrap"
                    paddingX="1.5"
                    fontVariantNumeric="tabular-nums"
                    color={text === "MND" ? "fg.subtle" : text === "ND" ? "fg.muted" : undefined}
                  >
                    {text}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** An axis tick: the figure's form without the trailing zeros of a three-digit figure. */
const tickText = (value: number) => {
  const text = formatEpdFigure(value);
  return text.includes(".") && !text.includes("E") ? text.replace(/\.?0+$/, "") : text;
};

function GwpChart({ figures, columns }: { figures: EpdFigures; columns: FigureColumn[] }) {
  const { t } = useTranslation();
  const gwp = figures.indicators.find((i) => i.code.toUpperCase() === "GWP-TOTAL");
  const bars = columns
    .filter((column) => column.declared)
    .map((column) => ({ label: column.code, value: gwp?.values[column.code] }))
    .filter((bar): bar is { label: string; value: number } => typeof bar.value === "number");
  const unit = gwp?.unit ?? "kg CO2 eq";
  const label = t("epd.chartLabel", { unit: declaredUnitText(figures) });
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {t("epd.chartTitle")}
        </Heading>
      </Card.Header>
      <Card.Body>
        {bars.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("epd.noChart")}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
            <Box gridColumn={{ lg: "span 2" }} height="260px" position="relative">
              <Bar
                role="img"
                aria-label={label}
                data={{
                  labels: bars.map((bar) => bar.label),
                  datasets: [
                    {
                      label: unit,
                      data: bars.map((bar) => bar.value),
                      backgroundColor: bars.map((bar) => (bar.value < 0 ? "#38a169" : "#319795")),
                    },
                  ],
                }}
                options={{
                  responsive: true,
                  maintainAspectRatio: false,
                  plugins: {
                    legend: { display: false },
                    tooltip: {
                      callbacks: {
                        label: (item: TooltipItem<"bar">) =>
                          `${formatEpdFigure(item.parsed.y ?? 0)} ${unit}`,
                      },
                    },
                  },
                  scales: {
                    y: {
                      title: { display: true, text: `${unit} / ${declaredUnitText(figures)}` },
                      ticks: { callback: (value) => tickText(Number(value)) },
                    },
                  },
                }}
              />
            </Box>
            <Table.Root size="sm" aria-label={label} fontSize="xs">
              <Table.Body>
                {bars.map((bar) => (
                  <Table.Row key={bar.label}>
                    <Table.Cell as="th" scope="row" fontWeight="medium">
                      {bar.label}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatEpdFigure(bar.value)} {unit}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function FiguresPreview({ figures }: { figures: EpdFigures }) {
  const { t } = useTranslation();
  const columns = figureColumns(figures);
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t("epd.figuresHelp", {
          unit: declaredUnitText(figures),
          calculation: figures.source.calculationNumber,
          version: figures.source.version,
          method: figures.method,
        })}
      </Text>
      {GROUPS.map((group) => {
        const indicators = figures.indicators.filter((indicator) => indicator.group === group);
        if (indicators.length === 0) return null;
        const title = t(`epd.group.${group}`);
        return (
          <Stack key={group} gap="2">
            <Heading as="h3" size="sm">
              {title}
            </Heading>
            <ResultTable caption={title} indicators={indicators} columns={columns} />
          </Stack>
        );
      })}
      <Text fontSize="xs" color="fg.muted">
        {t("epd.figuresLegend")}
      </Text>
      <GwpChart figures={figures} columns={columns} />
    </Stack>
  );
}
