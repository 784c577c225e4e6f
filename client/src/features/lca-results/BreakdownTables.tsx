// Where the result comes from: by stage (table and bar chart) and by model line (sortable), for
// the indicator chosen; the largest processes and elementary flows of the headline indicator.
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type TooltipItem,
} from "chart.js";
import { useMemo, useState, type ReactNode } from "react";
import { Bar } from "react-chartjs-2";
import { LuArrowDownWideNarrow, LuArrowUpNarrowWide } from "react-icons/lu";
import type { LcaResults_ResultFragment } from "../../__generated__/graphql";
import { NODE_COLOURS } from "./chart-data";
import { formatImpact, formatPercent } from "./format";
import type { Labels } from "./use-labels";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

const share = (value: number, total: number) => (total === 0 ? 0 : value / total);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A share as a bar under its figure, so a column of shares reads at a glance. */
export function ShareCell({ value, locale }: { value: number; locale: Labels["locale"] }) {
  const width = Math.min(100, Math.abs(value) * 100);
  return (
    <Stack gap="0.5" minWidth="5rem">
      <Text textAlign="end" fontVariantNumeric="tabular-nums">
        {formatPercent(value, locale)}
      </Text>
      <Box height="1.5" bg="gray.100" rounded="full" aria-hidden>
        <Box
          height="full"
          width={`${width}%`}
          bg={value < 0 ? "green.400" : "teal.500"}
          rounded="full"
        />
      </Box>
    </Stack>
  );
}

export function IndicatorSelect({
  result,
  value,
  onChange,
  labels,
}: {
  result: LcaResults_ResultFragment;
  value: number;
  onChange: (index: number) => void;
  labels: Labels;
}) {
  const { k, indicatorName } = labels;
  return (
    <Field.Root maxWidth="28rem">
      <Field.Label>{k("breakdown.indicator")}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={String(value)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {result.indicators.map((indicator, index) => (
            <option key={`${indicator.method}/${indicator.category}`} value={index}>
              {indicatorName(indicator)} ({indicator.unit})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function StageBreakdown({
  result,
  index,
  labels,
}: {
  result: LcaResults_ResultFragment;
  index: number;
  labels: Labels;
}) {
  const { k, locale, stageName, indicatorName } = labels;
  const indicator = result.indicators[index];
  const stages = result.byStage;
  const names = stages.map((stage) => stageName(stage.key, stage.name));
  return (
    <Section title={k("breakdown.byStage")}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={k("breakdown.byStageCaption")}>
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>{k("breakdown.stage")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {k("breakdown.value", { unit: indicator.unit })}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{k("breakdown.share")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {stages.map((stage, row) => (
                <Table.Row key={stage.key}>
                  <Table.Cell>{names[row]}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatImpact(stage.values[index], locale)}
                  </Table.Cell>
                  <Table.Cell>
                    <ShareCell
                      value={share(stage.values[index], indicator.total)}
                      locale={locale}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Box height={`${Math.max(180, stages.length * 34 + 50)}px`} position="relative">
          <Bar
            role="img"
            aria-label={k("breakdown.byStageChart", {
              indicator: indicatorName(indicator),
              unit: indicator.unit,
            })}
            data={{
              labels: names,
              datasets: [
                {
                  label: indicator.unit,
                  data: stages.map((stage) => stage.values[index]),
                  backgroundColor: stages.map((_, i) => NODE_COLOURS[i % NODE_COLOURS.length]),
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
                      `${formatImpact(item.parsed.x, locale)} ${indicator.unit}`,
                  },
                },
              },
              scales: { x: { title: { display: true, text: indicator.unit } } },
            }}
          />
        </Box>
      </SimpleGrid>
    </Section>
  );
}

function LineBreakdown({
  result,
  index,
  labels,
}: {
  result: LcaResults_ResultFragment;
  index: number;
  labels: Labels;
}) {
  const { k, locale, stageName, kindName } = labels;
  const indicator = result.indicators[index];
  const [descending, setDescending] = useState(true);
  const lines = useMemo(
    () =>
      [...result.byLine].sort((a, b) =>
        descending ? b.values[index] - a.values[index] : a.values[index] - b.values[index],
      ),
    [result.byLine, index, descending],
  );
  return (
    <Section title={k("breakdown.byLine")}>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={k("breakdown.byLineCaption")}>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>{k("breakdown.line")}</Table.ColumnHeader>
              <Table.ColumnHeader>{k("breakdown.stage")}</Table.ColumnHeader>
              <Table.ColumnHeader>{k("breakdown.kind")}</Table.ColumnHeader>
              <Table.ColumnHeader
                textAlign="end"
                aria-sort={descending ? "descending" : "ascending"}
              >
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => setDescending(!descending)}
                  aria-label={k(
                    descending ? "breakdown.sortAscending" : "breakdown.sortDescending",
                  )}
                >
                  {k("breakdown.value", { unit: indicator.unit })}
                  {descending ? <LuArrowDownWideNarrow /> : <LuArrowUpNarrowWide />}
                </Button>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{k("breakdown.share")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.key}>
                <Table.Cell>
                  {line.name}
                  {line.primary && (
                    <Badge size="sm" colorPalette="green" marginStart="2">
                      {k("breakdown.primary")}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{stageName(line.stage)}</Table.Cell>
                <Table.Cell>{kindName(line.kind)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatImpact(line.values[index], locale)}
                </Table.Cell>
                <Table.Cell>
                  <ShareCell value={share(line.values[index], indicator.total)} locale={locale} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}

const TOP = 10;

function ContributionTable({
  title,
  caption,
  nameHeader,
  detailHeader,
  rows,
  unit,
  labels,
}: {
  title: string;
  caption: string;
  nameHeader: string;
  detailHeader: string;
  rows: LcaResults_ResultFragment["byProcess"];
  unit: string;
  labels: Labels;
}) {
  const { k, locale } = labels;
  const shown = rows.slice(0, TOP);
  return (
    <Section title={title}>
      {shown.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {k("breakdown.empty")}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={caption}>
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
                <Table.ColumnHeader>{detailHeader}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{unit}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{k("breakdown.share")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((row, i) => (
                <Table.Row key={`${row.name}/${row.detail}/${i}`}>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell color="fg.muted">{row.detail}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatImpact(row.amount, locale)}
                  </Table.Cell>
                  <Table.Cell>
                    <ShareCell value={row.share} locale={locale} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {rows.length > TOP && (
        <Text fontSize="xs" color="fg.muted" marginTop="1">
          {k("breakdown.topOf", { shown: TOP, total: rows.length })}
        </Text>
      )}
    </Section>
  );
}

export function BreakdownTables({
  result,
  labels,
}: {
  result: LcaResults_ResultFragment;
  labels: Labels;
}) {
  const { k, indicatorName } = labels;
  const [index, setIndex] = useState(result.headline);
  const headline = result.indicators[result.headline];
  const headlineName = indicatorName(headline);
  return (
    <Stack gap="3">
      <IndicatorSelect result={result} value={index} onChange={setIndex} labels={labels} />
      <StageBreakdown result={result} index={index} labels={labels} />
      <LineBreakdown result={result} index={index} labels={labels} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3">
        <ContributionTable
          title={k("breakdown.byProcess", { indicator: headlineName })}
          caption={k("breakdown.byProcessCaption")}
          nameHeader={k("breakdown.process")}
          detailHeader={k("breakdown.location")}
          rows={result.byProcess}
          unit={headline.unit}
          labels={labels}
        />
        <ContributionTable
          title={k("breakdown.byFlow", { indicator: headlineName })}
          caption={k("breakdown.byFlowCaption")}
          nameHeader={k("breakdown.flow")}
          detailHeader={k("breakdown.compartment")}
          rows={result.byFlow}
          unit={headline.unit}
          labels={labels}
        />
      </SimpleGrid>
    </Stack>
  );
}
