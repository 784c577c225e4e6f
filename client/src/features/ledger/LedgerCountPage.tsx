// /co2book/count: a corporation's year in figures and charts: the total and its scopes, the peak
// month and the share assigned to months; the months stacked by scope; the cumulative line
// against the year before; and the years side by side with the change from each to the next.
// Every chart has its figures as text beside or under it.
import {
  Box,
  Card,
  Grid,
  GridItem,
  Heading,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
} from "@chakra-ui/react";
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import type { ReactNode } from "react";
import { Bar, Line } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import { useLedgerQuery, useLedgerYearsQuery } from "../../__generated__/hooks";
import type { LedgerYearsQuery } from "../../__generated__/graphql";
import { PageHeader } from "../../components/ui/page-header";
import { formatTonnes } from "../../lib/emissions";
import { useLocale } from "../../i18n/use-locale";
import { LedgerPicker, useLedgerSelection } from "./ledger-selection";
import {
  assignedShare,
  change,
  cumulativeTonnes,
  figuresOf,
  formatChange,
  monthRows,
  peakMonth,
  unassignedRow,
  type Basis,
  type LedgerData,
} from "./ledger-view";
import { LedgerSource, useLedgerFrame, useMonthLabel } from "./LedgerListPage";

ChartJS.register(
  BarElement,
  CategoryScale,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

const SCOPE_COLOURS = ["#319795", "#3182ce", "#dd6b20"];

type Year = LedgerYearsQuery["ledgerYears"][number];

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" height="full">
      <Card.Header>
        <Heading as="h2" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Kpis({ ledger, basis }: { ledger: LedgerData; basis: Basis }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const monthLabel = useMonthLabel();
  const totals = figuresOf(ledger.totals!, basis);
  const peak = peakMonth(ledger.rows, basis);
  const share = assignedShare(ledger, basis);
  const unassigned = unassignedRow(ledger.rows);
  const unassignedKg = unassigned ? figuresOf(unassigned, basis).totalKg : 0;
  const stat = (label: string, value: string, help?: string) => (
    <Stat.Root key={label} bg="white" borderWidth="1px" rounded="md" padding="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontVariantNumeric="tabular-nums">{value}</Stat.ValueText>
      {help && <Stat.HelpText>{help}</Stat.HelpText>}
    </Stat.Root>
  );
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
      {stat(t("ledger.count.total"), formatTonnes(totals.totalKg, locale), "tCO₂e")}
      {stat(t("ledger.scope1"), formatTonnes(totals.scope1Kg, locale), "tCO₂e")}
      {stat(
        t("ledger.scope2Basis", { basis: t(`ledger.basisName.${basis}`) }),
        formatTonnes(totals.scope2Kg, locale),
        "tCO₂e",
      )}
      {stat(t("ledger.scope3"), formatTonnes(totals.scope3Kg, locale), "tCO₂e")}
      {stat(
        t("ledger.count.peak"),
        peak ? monthLabel(peak.month) : "–",
        peak
          ? t("ledger.count.peakValue", {
              value: formatTonnes(figuresOf(peak, basis).totalKg, locale),
            })
          : undefined,
      )}
      {stat(
        t("ledger.count.assigned"),
        share === null ? "–" : `${(share * 100).toFixed(1)}%`,
        share === null
          ? undefined
          : t("ledger.count.assignedValue", { value: formatTonnes(unassignedKg, locale) }),
      )}
    </SimpleGrid>
  );
}

function MonthlyBars({ ledger, basis }: { ledger: LedgerData; basis: Basis }) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  const unassigned = unassignedRow(ledger.rows);
  const rows = [
    ...monthRows(ledger.rows),
    ...(unassigned && unassigned.lineCount > 0 ? [unassigned] : []),
  ];
  const labels = rows.map((row) =>
    row.month ? t(`ledger.monthsShort.${row.month - 1}`) : monthLabel(null),
  );
  const scopes = [
    { label: t("ledger.scope1"), pick: (kg: ReturnType<typeof figuresOf>) => kg.scope1Kg },
    { label: t("ledger.scope2"), pick: (kg: ReturnType<typeof figuresOf>) => kg.scope2Kg },
    { label: t("ledger.scope3"), pick: (kg: ReturnType<typeof figuresOf>) => kg.scope3Kg },
  ];
  return (
    <ChartCard title={t("ledger.count.byMonth")}>
      <Box height="280px" position="relative">
        <Bar
          role="img"
          aria-label={t("ledger.count.byMonthLabel")}
          data={{
            labels,
            datasets: scopes.map((scope, index) => ({
              label: scope.label,
              data: rows.map((row) => scope.pick(figuresOf(row, basis)) / 1000),
              backgroundColor: SCOPE_COLOURS[index],
              stack: "scopes",
            })),
          }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              x: { stacked: true },
              y: { stacked: true, title: { display: true, text: "tCO₂e" } },
            },
            plugins: { legend: { position: "bottom" } },
          }}
        />
      </Box>
    </ChartCard>
  );
}

function CumulativeLine({
  ledger,
  previous,
  basis,
}: {
  ledger: LedgerData;
  previous: LedgerData | undefined;
  basis: Basis;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unassigned = unassignedRow(ledger.rows);
  const unassignedKg = unassigned ? figuresOf(unassigned, basis).totalKg : 0;
  const datasets = [
    {
      label: t("ledger.count.thisYear", { year: ledger.year }),
      data: cumulativeTonnes(ledger.rows, basis),
      borderColor: "#2c7a7b",
      backgroundColor: "#2c7a7b",
    },
  ];
  // A year before whose lines have no month would draw a flat line at zero: left out.
  if (previous?.totals && monthRows(previous.rows).some((row) => row.lineCount > 0)) {
    datasets.push({
      label: t("ledger.count.thisYear", { year: previous.year }),
      data: cumulativeTonnes(previous.rows, basis),
      borderColor: "#a0aec0",
      backgroundColor: "#a0aec0",
    });
  }
  return (
    <ChartCard title={t("ledger.count.cumulative")}>
      <Stack gap="2">
        <Box height="280px" position="relative">
          <Line
            role="img"
            aria-label={t("ledger.count.cumulativeLabel")}
            data={{
              labels: Array.from({ length: 12 }, (_, index) => t(`ledger.monthsShort.${index}`)),
              datasets,
            }}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              animation: false,
              scales: { y: { beginAtZero: true, title: { display: true, text: "tCO₂e" } } },
              plugins: { legend: { position: "bottom" } },
            }}
          />
        </Box>
        {unassignedKg !== 0 && (
          <Text fontSize="xs" color="fg.muted">
            {t("ledger.count.cumulativeNote", { value: formatTonnes(unassignedKg, locale) })}
          </Text>
        )}
      </Stack>
    </ChartCard>
  );
}

function YearOverYear({
  years,
  basis,
  corporationName,
  year,
}: {
  years: readonly Year[];
  basis: Basis;
  corporationName: string;
  year: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (years.length < 2) {
    return (
      <ChartCard title={t("ledger.count.yearOverYear")}>
        <Text fontSize="sm" color="fg.muted">
          {t("ledger.count.oneYear", { year: years[0]?.year ?? year })}
        </Text>
      </ChartCard>
    );
  }
  const figures = years.map((item) => figuresOf(item, basis));
  const scopes = [
    { label: t("ledger.scope1"), key: "scope1Kg" as const },
    { label: t("ledger.scope2"), key: "scope2Kg" as const },
    { label: t("ledger.scope3"), key: "scope3Kg" as const },
  ];
  return (
    <ChartCard title={t("ledger.count.yearOverYear")}>
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="4">
        <Box height="260px" position="relative">
          <Bar
            role="img"
            aria-label={t("ledger.count.yearOverYearLabel")}
            data={{
              labels: years.map((item) => String(item.year)),
              datasets: scopes.map((scope, index) => ({
                label: scope.label,
                data: figures.map((item) => item[scope.key] / 1000),
                backgroundColor: SCOPE_COLOURS[index],
                stack: "scopes",
              })),
            }}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              animation: false,
              scales: {
                x: { stacked: true },
                y: { stacked: true, title: { display: true, text: "tCO₂e" } },
              },
              plugins: { legend: { position: "bottom" } },
            }}
          />
        </Box>
        <Table.Root
          size="sm"
          alignSelf="start"
          aria-label={t("ledger.count.yearsCaption", { corporation: corporationName })}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("ledger.year")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("ledger.total")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("ledger.count.change")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {years.map((item, index) => (
              <Table.Row key={item.year} fontWeight={item.year === year ? "semibold" : undefined}>
                <Table.Cell>{item.year}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatTonnes(figures[index].totalKg, locale)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatChange(change(figures[index - 1]?.totalKg, figures[index].totalKg))}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Grid>
    </ChartCard>
  );
}

/** The months as a table under the charts, for readers who cannot see them. */
function MonthFigures({ ledger, basis }: { ledger: LedgerData; basis: Basis }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const monthLabel = useMonthLabel();
  const cumulative = cumulativeTonnes(ledger.rows, basis);
  return (
    <Box as="details" bg="white" borderWidth="1px" rounded="md" padding="3">
      <Box as="summary" cursor="pointer" fontSize="sm" fontWeight="semibold">
        {t("ledger.count.figures")}
      </Box>
      <Table.Root size="sm" marginTop="2" aria-label={t("ledger.count.byMonth")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("ledger.month")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("ledger.scope1")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("ledger.scope2")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("ledger.scope3")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("ledger.total")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("ledger.count.cumulative")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {monthRows(ledger.rows).map((row, index) => {
            const figures = figuresOf(row, basis);
            return (
              <Table.Row key={row.month}>
                <Table.Cell>{monthLabel(row.month)}</Table.Cell>
                {[figures.scope1Kg, figures.scope2Kg, figures.scope3Kg, figures.totalKg].map(
                  (kg, column) => (
                    <Table.Cell key={column} textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatTonnes(kg, locale)}
                    </Table.Cell>
                  ),
                )}
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatTonnes(cumulative[index] * 1000, locale)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function LedgerCountPage() {
  const { t } = useTranslation();
  const selection = useLedgerSelection();
  const { blocker, body, ledger } = useLedgerFrame(selection);
  const corporationId = selection.corporation?.id ?? 0;
  const years = useLedgerYearsQuery({ variables: { corporationId }, skip: !corporationId });
  const hasPrevious = selection.corporation?.years.includes(selection.year - 1) ?? false;
  const previous = useLedgerQuery({
    variables: { corporationId, year: selection.year - 1 },
    skip: !corporationId || !hasPrevious,
  });

  return (
    <>
      <PageHeader title={t("ledger.countTitle")} />
      {blocker ?? (
        <Stack gap="4">
          <LedgerPicker selection={selection} cases={ledger?.cases} caseId={ledger?.case?.id} />
          {body ??
            (ledger?.totals && (
              <>
                <LedgerSource ledger={ledger} />
                <Kpis ledger={ledger} basis={selection.basis} />
                <Grid templateColumns={{ base: "1fr", xl: "repeat(2, minmax(0, 1fr))" }} gap="4">
                  <GridItem>
                    <MonthlyBars ledger={ledger} basis={selection.basis} />
                  </GridItem>
                  <GridItem>
                    <CumulativeLine
                      ledger={ledger}
                      previous={hasPrevious ? previous.data?.ledger : undefined}
                      basis={selection.basis}
                    />
                  </GridItem>
                </Grid>
                <MonthFigures ledger={ledger} basis={selection.basis} />
                <YearOverYear
                  years={years.data?.ledgerYears ?? []}
                  basis={selection.basis}
                  corporationName={ledger.corporationName}
                  year={ledger.year}
                />
              </>
            ))}
        </Stack>
      )}
    </>
  );
}
