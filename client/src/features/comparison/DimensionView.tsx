// One dimension of a comparison (scope, ISO category, scope 3 category, process, gas): grouped
// bars, one colour per case, and the table of every row with each case's figure and its change
// against the reference in t and %. A row a case does not have reads "–", not 0.
import { Box, Table, Text } from "@chakra-ui/react";
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type TooltipItem,
} from "chart.js";
import { Bar } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import type { CaseComparisonQuery, Comparison_RowFragment } from "../../__generated__/graphql";
import { formatTonnes, toTonnes } from "../../lib/emissions";
import { useLocale } from "../../i18n/use-locale";
import {
  chartedRows,
  formatChange,
  formatPercent,
  rowLabel,
  type DimensionTab,
} from "./comparison-views";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export type ComparedCases = CaseComparisonQuery["caseComparison"]["cases"];

export const CASE_COLORS = [
  "#319795",
  "#dd6b20",
  "#3182ce",
  "#805ad5",
  "#d69e2e",
  "#e53e3e",
  "#38a169",
  "#718096",
];

/**
 * Short names of the cases for columns and legends (the table above the tabs has the full
 * ones): the year when all are one corporation's, else corporation and year, else the names.
 */
export function caseLabels(cases: ComparedCases, baseYearWord: string): string[] {
  const years = new Set(cases.map((item) => item.year));
  const corporations = new Set(cases.map((item) => item.corporationId));
  const mark = (item: ComparedCases[number], label: string) =>
    item.isBaseYear ? `${label} (${baseYearWord})` : label;
  if (corporations.size === 1 && years.size === cases.length) {
    return cases.map((item) => mark(item, String(item.year)));
  }
  const pairs = cases.map((item) => `${item.corporationName} · ${item.year}`);
  if (new Set(pairs).size === cases.length)
    return pairs.map((pair, index) => mark(cases[index], pair));
  return cases.map((item) => item.name);
}

export function DimensionView({
  dimension,
  rows,
  cases,
  gasLabel,
}: {
  dimension: Exclude<DimensionTab, "drivers">;
  rows: readonly Comparison_RowFragment[];
  cases: ComparedCases;
  gasLabel: (code: string) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unit = t("comparison.tonnes");
  const label = (row: Comparison_RowFragment) => rowLabel(row, dimension, t, locale, gasLabel);
  const charted = chartedRows(rows, dimension);
  const reference = cases.findIndex((item) => item.isReference);
  const others = cases
    .map((item, index) => ({ item, index }))
    .filter(({ index }) => index !== reference);
  const dimensionName = t(`comparison.tabs.${dimension}`);
  const labels = caseLabels(cases, t("comparison.selected.baseYear"));

  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" padding="4">
        {t("comparison.table.noRows")}
      </Text>
    );
  }
  const horizontal = dimension === "process" || dimension === "isoCategory";
  const height = horizontal ? Math.max(200, charted.length * cases.length * 14 + 80) : 300;
  return (
    <Box>
      <Box height={`${height}px`} position="relative" marginBottom="4">
        <Bar
          role="img"
          aria-label={t("comparison.chart.label", { dimension: dimensionName })}
          data={{
            labels: charted.map(label),
            datasets: cases.map((_, index) => ({
              label: labels[index],
              data: charted.map((row) => toTonnes(row.values[index] ?? 0)),
              backgroundColor: CASE_COLORS[index % CASE_COLORS.length],
            })),
          }}
          options={{
            indexAxis: horizontal ? "y" : "x",
            responsive: true,
            maintainAspectRatio: false,
            plugins: {
              legend: { position: "bottom" },
              tooltip: {
                callbacks: {
                  label: (item: TooltipItem<"bar">) =>
                    `${item.dataset.label ?? ""}: ${formatTonnes(
                      charted[item.dataIndex].values[item.datasetIndex],
                      locale,
                    )} ${unit}`,
                },
              },
            },
            scales: {
              x: { title: { display: horizontal, text: unit } },
              y: { title: { display: !horizontal, text: unit } },
            },
          }}
        />
      </Box>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={dimensionName}>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>{t("comparison.table.item")}</Table.ColumnHeader>
              {cases.map((item, index) => (
                <Table.ColumnHeader key={item.caseId} textAlign="end" title={item.name}>
                  {labels[index]}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {" "}
                    ({unit})
                  </Text>
                </Table.ColumnHeader>
              ))}
              {others.map(({ item, index }) => (
                <ChangeHeaders key={item.caseId} name={labels[index]} title={item.name} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const total = row.key === "total" || row.key === "totalMarket";
              return (
                <Table.Row key={row.key} fontWeight={total ? "semibold" : undefined}>
                  <Table.Cell>{label(row)}</Table.Cell>
                  {row.values.map((value, index) => (
                    <Table.Cell
                      key={cases[index].caseId}
                      textAlign="end"
                      fontVariantNumeric="tabular-nums"
                      title={value === null ? t("comparison.table.absent") : undefined}
                    >
                      {value === null ? "–" : formatTonnes(value, locale)}
                    </Table.Cell>
                  ))}
                  {others.map(({ item, index }) => (
                    <ChangeCells
                      key={item.caseId}
                      delta={row.deltas[index] ?? null}
                      percent={row.deltaPercents[index] ?? null}
                    />
                  ))}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

function ChangeHeaders({ name, title }: { name: string; title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.ColumnHeader textAlign="end" bg="teal.50" title={title}>
        {t("comparison.table.change", { name })}
      </Table.ColumnHeader>
      <Table.ColumnHeader textAlign="end" bg="teal.50" title={title}>
        {t("comparison.table.changePercent", { name })}
      </Table.ColumnHeader>
    </>
  );
}

/** A change in t and %: increases in orange, decreases in teal. */
export function ChangeCells({ delta, percent }: { delta: number | null; percent: number | null }) {
  const locale = useLocale();
  const color = delta === null || delta === 0 ? undefined : delta > 0 ? "orange.700" : "teal.700";
  return (
    <>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color={color}>
        {formatChange(delta, locale)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color={color}>
        {formatPercent(percent)}
      </Table.Cell>
    </>
  );
}
