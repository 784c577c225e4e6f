// The charts of a run: the doughnut by scope (scope 2 location-based, so the slices make the
// location-based total), the processes as horizontal bars largest first, and the CO2e of each
// gas stacked by scope or by process (from the lines, since the totals have no gas by scope).
// Each chart has its figures beside or under it as text, for readers who cannot see the canvas.
import { Box, Button, ButtonGroup, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type TooltipItem,
} from "chart.js";
import { useMemo, useState, type ReactNode } from "react";
import { Bar, Doughnut } from "react-chartjs-2";
import { useTranslation } from "react-i18next";
import type { CaseResults_TotalsFragment } from "../../__generated__/graphql";
import { formatShare, formatTonnes, toTonnes } from "../../lib/emissions";
import {
  doughnutValues,
  gasStacksByProcess,
  gasStacksByScope,
  processBars,
  scopeSlices,
  type ResultLineView,
} from "./result-views";
import { useResults } from "./results-context";
import type { RunLines } from "./use-run-lines";

// The typed chart components register their own controllers; the elements, scales and plugins
// they draw with are registered here, and nothing else of chart.js is bundled.
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export const SCOPE_COLORS = { scope1: "#319795", scope2Location: "#3182ce", scope3: "#dd6b20" };
const SCOPE_BY_NUMBER: Record<number, string> = {
  1: SCOPE_COLORS.scope1,
  2: SCOPE_COLORS.scope2Location,
  3: SCOPE_COLORS.scope3,
};
const GAS_COLORS = [
  "#2c7a7b",
  "#d69e2e",
  "#805ad5",
  "#e53e3e",
  "#3182ce",
  "#38a169",
  "#dd6b20",
  "#d53f8c",
  "#718096",
  "#00b5d8",
];

function ChartCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root size="sm" height="full">
      <Card.Header>
        <Flex justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <Text color="fg.muted" fontSize="sm">
      {t("caseResults.chart.noEmissions")}
    </Text>
  );
}

function ScopeDoughnut({ totals }: { totals: CaseResults_TotalsFragment }) {
  const { t } = useTranslation();
  const { locale } = useResults();
  const slices = scopeSlices(totals);
  const values = doughnutValues(slices);
  const labels = slices.map((slice) => t(`caseResults.scopeName.${slice.key}`));
  const unit = t("caseResults.tonnesCo2e");
  return (
    <ChartCard title={t("caseResults.chart.byScope")}>
      {values.every((value) => value === 0) ? (
        <Empty />
      ) : (
        <Box height="220px" position="relative">
          <Doughnut
            aria-label={t("caseResults.chart.byScopeLabel")}
            role="img"
            data={{
              labels,
              datasets: [
                {
                  data: values.map(toTonnes),
                  backgroundColor: slices.map((slice) => SCOPE_COLORS[slice.key]),
                  borderWidth: 1,
                },
              ],
            }}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              plugins: {
                legend: { position: "bottom" },
                tooltip: {
                  callbacks: {
                    label: (item: TooltipItem<"doughnut">) => {
                      const slice = slices[item.dataIndex];
                      return `${formatTonnes(slice.kg, locale)} ${unit} (${formatShare(slice.kg, totals.totalKg)})`;
                    },
                  },
                },
              },
            }}
          />
        </Box>
      )}
      <Stack as="ul" gap="0.5" marginTop="3" listStyleType="none" fontSize="sm">
        {slices.map((slice, index) => (
          <Flex as="li" key={slice.key} justifyContent="space-between" gap="2">
            <Flex alignItems="center" gap="2">
              <Box
                boxSize="2.5"
                rounded="sm"
                flexShrink={0}
                bg={SCOPE_COLORS[slice.key]}
                aria-hidden
              />
              {labels[index]}
            </Flex>
            <Text fontVariantNumeric="tabular-nums" textAlign="end">
              {formatTonnes(slice.kg, locale)} {unit} · {formatShare(slice.kg, totals.totalKg)}
            </Text>
          </Flex>
        ))}
      </Stack>
    </ChartCard>
  );
}

function ProcessBars({ totals }: { totals: CaseResults_TotalsFragment }) {
  const { t } = useTranslation();
  const { locale, processName } = useResults();
  const bars = processBars(totals);
  const unit = t("caseResults.tonnesCo2e");
  return (
    <ChartCard title={t("caseResults.chart.byProcess")}>
      {bars.length === 0 ? (
        <Empty />
      ) : (
        <Box height={`${Math.max(160, bars.length * 30 + 50)}px`} position="relative">
          <Bar
            aria-label={t("caseResults.chart.byProcessLabel")}
            role="img"
            data={{
              labels: bars.map(
                (bar) =>
                  `${processName(bar.processId, bar.processName)} · ${t("caseResults.scopeShort", { scope: bar.scope })}`,
              ),
              datasets: [
                {
                  label: unit,
                  data: bars.map((bar) => toTonnes(bar.kg)),
                  backgroundColor: bars.map((bar) => SCOPE_BY_NUMBER[bar.scope] ?? "#718096"),
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
                    label: (item: TooltipItem<"bar">) => {
                      const bar = bars[item.dataIndex];
                      return `${formatTonnes(bar.kg, locale)} ${unit} (${formatShare(bar.kg, totals.totalKg)})`;
                    },
                  },
                },
              },
              scales: { x: { title: { display: true, text: unit } } },
            }}
          />
        </Box>
      )}
    </ChartCard>
  );
}

type GasGrouping = "scope" | "process";

function GasStacks({ totals, lines }: { totals: CaseResults_TotalsFragment; lines: RunLines }) {
  const { t } = useTranslation();
  const { locale, gasLabel, processName } = useResults();
  const [grouping, setGrouping] = useState<GasGrouping>("scope");
  const unit = t("caseResults.tonnesCo2e");
  const bars = useMemo(() => processBars(totals), [totals]);
  const stacks = useMemo(() => {
    const all: readonly ResultLineView[] = lines.lines;
    if (grouping === "scope") {
      const byScope = gasStacksByScope(all);
      return {
        ...byScope,
        labels: byScope.groups.map((scope) => t("caseResults.scopeShort", { scope })),
      };
    }
    const byProcess = gasStacksByProcess(all, bars);
    return {
      ...byProcess,
      labels: bars.map(
        (bar) =>
          `${processName(bar.processId, bar.processName)} · ${t("caseResults.scopeShort", { scope: bar.scope })}`,
      ),
    };
  }, [lines.lines, grouping, bars, t, processName]);

  const actions = (
    <ButtonGroup size="xs" variant="outline" attached aria-label={t("caseResults.chart.groupBy")}>
      {(["scope", "process"] as const).map((option) => (
        <Button
          key={option}
          aria-pressed={grouping === option}
          variant={grouping === option ? "solid" : "outline"}
          colorPalette={grouping === option ? "teal" : undefined}
          onClick={() => setGrouping(option)}
        >
          {t(
            option === "scope" ? "caseResults.chart.groupScope" : "caseResults.chart.groupProcess",
          )}
        </Button>
      ))}
    </ButtonGroup>
  );
  const title = t(
    grouping === "scope" ? "caseResults.chart.gasByScope" : "caseResults.chart.gasByProcess",
  );
  const horizontal = grouping === "process";
  const height = horizontal ? Math.max(160, stacks.labels.length * 30 + 70) : 260;

  let body: ReactNode;
  if (lines.loading || lines.total === null) {
    body = (
      <Text color="fg.muted" fontSize="sm">
        {lines.failed ? t("caseResults.trace.linesFailed") : t("caseResults.chart.linesLoading")}
      </Text>
    );
  } else if (stacks.gases.length === 0) {
    body = <Empty />;
  } else {
    body = (
      <Box height={`${height}px`} position="relative">
        <Bar
          aria-label={t("caseResults.chart.gasStackLabel")}
          role="img"
          data={{
            labels: stacks.labels,
            datasets: stacks.gases.map((gas, index) => ({
              label: gasLabel(gas),
              data: stacks.values[index].map(toTonnes),
              backgroundColor: GAS_COLORS[index % GAS_COLORS.length],
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
                      stacks.values[item.datasetIndex][item.dataIndex],
                      locale,
                    )} ${unit}`,
                },
              },
            },
            scales: {
              x: { stacked: true, title: { display: horizontal, text: unit } },
              y: { stacked: true, title: { display: !horizontal, text: unit } },
            },
          }}
        />
      </Box>
    );
  }
  return (
    <ChartCard title={title} actions={actions}>
      {body}
    </ChartCard>
  );
}

export function ResultCharts({
  totals,
  lines,
}: {
  totals: CaseResults_TotalsFragment;
  lines: RunLines;
}) {
  return (
    <Stack gap="3">
      <Box
        display="grid"
        gridTemplateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(0, 3fr)" }}
        gap="3"
      >
        <ScopeDoughnut totals={totals} />
        <ProcessBars totals={totals} />
      </Box>
      <GasStacks totals={totals} lines={lines} />
    </Stack>
  );
}
