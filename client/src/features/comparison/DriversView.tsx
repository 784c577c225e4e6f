// The drivers of a case's change against the reference: the totals and the four parts (activity,
// factor, sources added and removed) as figures and as floating bars from one total to the other,
// how the split is made, and every source with its amounts, factors and parts.
import { Badge, Box, Flex, NativeSelect, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type TooltipItem,
} from "chart.js";
import { useMemo, useState } from "react";
import { Bar } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import type { CaseComparisonQuery } from "../../__generated__/graphql";
import { DataTable, SearchBox, useTableState, type Column } from "../../components/ui/data-table";
import { matchesKeyword, pageOf } from "../../components/ui/local-table";
import { useLocale } from "../../i18n/use-locale";
import { formatQuantity, formatTonnes } from "../../lib/emissions";
import { driverBars, formatChange } from "./comparison-views";
import type { ComparedCases } from "./DimensionView";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

type Drivers = CaseComparisonQuery["caseComparison"]["drivers"][number];
type DriverLine = Drivers["lines"][number];

const CHANGE_COLOR = "#4a5568";
const changeColor = (value: number) => (value >= 0 ? "#dd6b20" : "#319795");

export function DriversView({
  drivers,
  cases,
  gwpMismatch,
  unitSymbol,
}: {
  drivers: readonly Drivers[];
  cases: ComparedCases;
  gwpMismatch: boolean;
  unitSymbol: (id: number) => string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(drivers[0]?.caseId ?? 0);
  const shown = drivers.find((item) => item.caseId === chosen) ?? drivers[0];
  if (!shown) return null;
  const name = (caseId: number) => cases.find((item) => item.caseId === caseId)?.name ?? "";
  const against = (item: Drivers) =>
    t("comparison.drivers.against", {
      name: name(item.caseId),
      reference: name(item.referenceCaseId),
    });
  return (
    <Stack gap="4">
      {drivers.length > 1 ? (
        <Box maxWidth="md">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t("comparison.drivers.caseLabel")}
              value={String(shown.caseId)}
              onChange={(event) => setChosen(Number(event.currentTarget.value))}
            >
              {drivers.map((item) => (
                <option key={item.caseId} value={item.caseId}>
                  {against(item)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      ) : (
        <Text fontWeight="semibold">{against(shown)}</Text>
      )}
      <DriverSummary drivers={shown} />
      <Text fontSize="sm" color="fg.muted" maxWidth="5xl">
        {t("comparison.drivers.method")}
      </Text>
      {gwpMismatch && (
        <Text fontSize="sm" color="orange.700">
          {t("comparison.drivers.gwpNote")}
        </Text>
      )}
      <DriverLines key={shown.caseId} lines={shown.lines} unitSymbol={unitSymbol} />
    </Stack>
  );
}

function DriverSummary({ drivers }: { drivers: Drivers }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unit = t("comparison.tonnes");
  const bars = driverBars(drivers);
  const stepLabel = (key: string) => t(`comparison.drivers.${key}`);
  const figures: Array<{ key: string; value: string; bold?: boolean }> = [
    { key: "referenceTotal", value: formatTonnes(drivers.referenceKg, locale) },
    { key: "caseTotal", value: formatTonnes(drivers.kg, locale) },
    { key: "change", value: formatChange(drivers.changeKg, locale), bold: true },
    { key: "activity", value: formatChange(drivers.activityKg, locale) },
    { key: "factor", value: formatChange(drivers.factorKg, locale) },
    { key: "added", value: formatChange(drivers.addedKg, locale) },
    { key: "removed", value: formatChange(drivers.removedKg, locale) },
  ];
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: "1fr", xl: "minmax(0, 3fr) minmax(0, 2fr)" }}
      gap="4"
    >
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" alignContent="start">
        {figures.map((figure) => (
          <Stat.Root key={figure.key} borderWidth="1px" rounded="md" padding="3" bg="white">
            <Stat.Label>{stepLabel(figure.key)}</Stat.Label>
            <Stat.ValueText
              fontSize="lg"
              fontWeight={figure.bold ? "bold" : "semibold"}
              fontVariantNumeric="tabular-nums"
            >
              {figure.value}
              <Text as="span" fontSize="xs" color="fg.muted" marginStart="1">
                {unit}
              </Text>
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Box height="220px" position="relative">
        <Bar
          role="img"
          aria-label={t("comparison.chart.driversLabel")}
          data={{
            labels: bars.map((bar) => stepLabel(bar.key)),
            datasets: [
              {
                label: unit,
                data: bars.map((bar) => bar.tonnes),
                backgroundColor: bars.map((bar) =>
                  bar.key === "change" ? CHANGE_COLOR : changeColor(bar.tonnes),
                ),
              },
            ],
          }}
          options={{
            indexAxis: "y",
            responsive: true,
            maintainAspectRatio: false,
            plugins: {
              legend: { display: false },
              tooltip: {
                callbacks: {
                  label: (item: TooltipItem<"bar">) =>
                    `${formatChange(bars[item.dataIndex].tonnes * 1000, locale)} ${unit}`,
                },
              },
            },
            scales: { x: { title: { display: true, text: unit } } },
          }}
        />
      </Box>
    </Box>
  );
}

function DriverLines({
  lines,
  unitSymbol,
}: {
  lines: readonly DriverLine[];
  unitSymbol: (id: number) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const table = useTableState({ pageSize: 20 });
  const found = useMemo(
    () =>
      lines.filter((line) =>
        matchesKeyword(table.state.keyword, [
          line.name,
          line.processName,
          line.processNameEn ?? null,
        ]),
      ),
    [lines, table.state.keyword],
  );
  const amount = (value: number | null | undefined, unitId: number) =>
    value === null || value === undefined ? "–" : `${formatQuantity(value)} ${unitSymbol(unitId)}`;
  const factor = (value: number | null | undefined) =>
    value === null || value === undefined ? "–" : formatQuantity(value, 4);
  const status = (line: DriverLine) => {
    const palette =
      line.status === "added" ? "orange" : line.status === "removed" ? "blue" : "gray";
    const key =
      line.status === "added"
        ? "addedStatus"
        : line.status === "removed"
          ? "removedStatus"
          : "matched";
    return (
      <Badge size="sm" colorPalette={palette}>
        {t(`comparison.drivers.${key}`)}
      </Badge>
    );
  };
  const columns: Column<DriverLine>[] = [
    {
      key: "source",
      header: t("comparison.drivers.source"),
      render: (line) => (
        <Stack gap="0" minWidth="12rem">
          <Text>{line.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {locale === "en" && line.processNameEn ? line.processNameEn : line.processName}
          </Text>
        </Stack>
      ),
    },
    { key: "status", header: t("comparison.drivers.status"), render: status },
    {
      key: "amount",
      header: t("comparison.drivers.amount"),
      align: "end",
      render: (line) => (
        <FromTo
          from={amount(line.referenceAmount, line.unitId)}
          to={amount(line.amount, line.unitId)}
        />
      ),
    },
    {
      key: "factor",
      header: t("comparison.drivers.factorColumn"),
      align: "end",
      render: (line) => (
        <Flex direction="column" alignItems="flex-end" gap="0.5">
          <FromTo from={factor(line.referenceFactor)} to={factor(line.factor)} />
          {line.factorChanged && (
            <Badge
              size="xs"
              colorPalette="purple"
              title={t("comparison.drivers.factorChangedTitle", {
                from: line.referenceFactorName,
                to: line.factorName,
              })}
            >
              {t("comparison.drivers.factorChanged")}
            </Badge>
          )}
        </Flex>
      ),
    },
    {
      key: "change",
      header: t("comparison.drivers.changeColumn"),
      align: "end",
      render: (line) => <Text fontWeight="semibold">{formatChange(line.changeKg, locale)}</Text>,
    },
    {
      key: "activity",
      header: t("comparison.drivers.activityColumn"),
      align: "end",
      render: (line) => (line.status === "matched" ? formatChange(line.activityKg, locale) : "–"),
    },
    {
      key: "factorPart",
      header: t("comparison.drivers.factorPartColumn"),
      align: "end",
      render: (line) => (line.status === "matched" ? formatChange(line.factorKg, locale) : "–"),
    },
  ];
  return (
    <Stack gap="2">
      <SearchBox
        value={table.state.keyword}
        onSearch={table.setKeyword}
        placeholder={t("comparison.drivers.search")}
      />
      <DataTable
        caption={t("comparison.drivers.caption")}
        columns={columns}
        rows={pageOf(found, table.state)}
        rowKey={(line) => line.key}
        total={found.length}
        loading={false}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={() => undefined}
        emptyText={t("comparison.drivers.none")}
      />
    </Stack>
  );
}

/** A figure in the reference (muted) over the same figure in the case. */
function FromTo({ from, to }: { from: string; to: string }) {
  return (
    <Flex direction="column" alignItems="flex-end" whiteSpace="nowrap" lineHeight="short">
      <Text color="fg.muted" fontSize="xs">
        {from}
      </Text>
      <Text>→ {to}</Text>
    </Flex>
  );
}
