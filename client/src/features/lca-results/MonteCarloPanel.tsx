// Monte Carlo of one calculation: iterations and seed, the background job's progress, then the
// histogram with its percentiles marked and the statistics beside it.
import {
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { LuDices } from "react-icons/lu";
import type {
  LcaResults_CalculationFragment,
  LcaResults_UncertaintyFragment,
} from "../../__generated__/graphql";
import { useRunLcaMonteCarloMutation } from "../../__generated__/hooks";
import { notify } from "../../components/ui/toaster";
import { JobProgress } from "../jobs/JobProgress";
import { formatImpact, formatNumber } from "./format";
import { HistogramChart } from "./HistogramChart";
import type { Labels } from "./use-labels";

export const DEFAULT_ITERATIONS = 1000;
export const DEFAULT_SEED = 1;

const wholeNumber = (text: string): number | null =>
  /^\s*\d+\s*$/.test(text) ? Number(text) : null;

/** Iterations 10..100,000 and a seed of 0 or more, as typed; null when a field is not valid. */
export function useRunOptions() {
  const [iterations, setIterations] = useState(String(DEFAULT_ITERATIONS));
  const [seed, setSeed] = useState(String(DEFAULT_SEED));
  const n = wholeNumber(iterations);
  const s = wholeNumber(seed);
  const iterationsValid = n !== null && n >= 10 && n <= 100_000;
  const seedValid = s !== null && s <= 2_147_483_647;
  return {
    iterations,
    seed,
    setIterations,
    setSeed,
    iterationsValid,
    seedValid,
    values: iterationsValid && seedValid ? { iterations: n, seed: s } : null,
  };
}

export function RunOptionFields({
  options,
  labels,
  prefix,
}: {
  options: ReturnType<typeof useRunOptions>;
  labels: Labels;
  prefix: "monteCarlo" | "compare";
}) {
  const { k } = labels;
  return (
    <>
      <Field.Root invalid={!options.iterationsValid} width="9rem">
        <Field.Label>{k(`${prefix}.iterations`)}</Field.Label>
        <Input
          size="sm"
          inputMode="numeric"
          value={options.iterations}
          onChange={(event) => options.setIterations(event.currentTarget.value)}
        />
        <Field.ErrorText>{k("monteCarlo.invalidIterations")}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!options.seedValid} width="9rem">
        <Field.Label>{k(`${prefix}.seed`)}</Field.Label>
        <Input
          size="sm"
          inputMode="numeric"
          value={options.seed}
          onChange={(event) => options.setSeed(event.currentTarget.value)}
        />
        <Field.ErrorText>{k("monteCarlo.invalidSeed")}</Field.ErrorText>
      </Field.Root>
    </>
  );
}

export function StatisticsTable({
  stats,
  deterministic,
  unit,
  caption,
  labels,
}: {
  stats: { mean: number; sd: number; p2_5: number; p50: number; p97_5: number };
  deterministic: number | null;
  unit: string;
  caption: string;
  labels: Labels;
}) {
  const { k, locale } = labels;
  const rows: [string, number][] = [
    ...(deterministic === null
      ? []
      : [[k("monteCarlo.deterministic"), deterministic] as [string, number]]),
    [k("monteCarlo.mean"), stats.mean],
    [k("monteCarlo.sd"), stats.sd],
    [k("monteCarlo.p2_5"), stats.p2_5],
    [k("monteCarlo.p50"), stats.p50],
    [k("monteCarlo.p97_5"), stats.p97_5],
  ];
  return (
    <Table.Root size="sm" aria-label={caption}>
      <Table.Header>
        <Table.Row bg="gray.50">
          <Table.ColumnHeader>{k("monteCarlo.statistic")}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{k("monteCarlo.value", { unit })}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(([label, value]) => (
          <Table.Row key={label}>
            <Table.Cell>{label}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatImpact(value, locale)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function UncertaintyView({
  uncertainty,
  indicator,
  labels,
}: {
  uncertainty: LcaResults_UncertaintyFragment;
  indicator: string;
  labels: Labels;
}) {
  const { k, locale } = labels;
  const { unit } = uncertainty;
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Stack gridColumn={{ lg: "span 2" }}>
          <HistogramChart
            edges={uncertainty.histogramEdges}
            counts={uncertainty.histogramCounts}
            stats={uncertainty}
            unit={unit}
            locale={locale}
            countLabel={k("monteCarlo.runs")}
            label={k("monteCarlo.histogramLabel", {
              count: uncertainty.count,
              indicator,
              unit,
            })}
          />
        </Stack>
        <StatisticsTable
          stats={uncertainty}
          deterministic={uncertainty.deterministic}
          unit={unit}
          caption={k("monteCarlo.statsCaption")}
          labels={labels}
        />
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {k("monteCarlo.sample", {
          count: formatNumber(uncertainty.count, locale, 0),
          iterations: formatNumber(uncertainty.iterations, locale, 0),
          seed: uncertainty.seed,
        })}
      </Text>
      {uncertainty.failed > 0 && (
        <Text fontSize="xs" color="orange.600">
          {k("monteCarlo.failedDraws", { count: uncertainty.failed })}
        </Text>
      )}
    </Stack>
  );
}

export function MonteCarloPanel({
  calculation,
  labels,
  onFinished,
}: {
  calculation: LcaResults_CalculationFragment;
  labels: Labels;
  /** Called when the job has finished: the caller reads the calculation again. */
  onFinished: () => void;
}) {
  const { k, indicatorName } = labels;
  const result = calculation.result!;
  const indicator = indicatorName(result.indicators[result.headline]);
  const options = useRunOptions();
  const [jobId, setJobId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [run, { loading }] = useRunLcaMonteCarloMutation();

  const start = async () => {
    if (!options.values) return;
    try {
      const answer = await run({
        variables: { input: { calculationId: calculation.id, ...options.values } },
      });
      const job = answer.data?.runLcaMonteCarlo;
      if (job) {
        setJobId(job.id);
        setRunning(true);
        notify.info(k("monteCarlo.started"));
      }
    } catch {
      // The error link has shown the message.
    }
  };

  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {k("monteCarlo.heading", { indicator })}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {k("monteCarlo.hint")}
          </Text>
          <Flex gap="3" alignItems="flex-start" flexWrap="wrap">
            <RunOptionFields options={options} labels={labels} prefix="monteCarlo" />
            <Button
              size="sm"
              colorPalette="teal"
              marginTop="6"
              loading={loading}
              disabled={!options.values || running}
              onClick={() => void start()}
            >
              <LuDices />
              {calculation.uncertainty ? k("monteCarlo.rerun") : k("monteCarlo.run")}
            </Button>
          </Flex>
          {jobId && (
            <JobProgress
              jobId={jobId}
              onFinished={() => {
                setRunning(false);
                onFinished();
              }}
            />
          )}
          {calculation.uncertainty ? (
            <UncertaintyView
              uncertainty={calculation.uncertainty}
              indicator={indicator}
              labels={labels}
            />
          ) : (
            !jobId && (
              <Text fontSize="sm" color="fg.muted">
                {k("monteCarlo.notRun")}
              </Text>
            )
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
