// The results of one calculation of an LCA product, as the model editor shows them: while the
// calculation runs, its job's progress; when it failed, why; when it succeeded, the headline card
// and tabs of every indicator, the breakdowns, the contribution tree, the Sankey diagram and the
// Monte Carlo analysis, with the results workbook and the Sankey edge list to download.
import { Alert, Center, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useLcaCalculationResultsQuery } from "../../__generated__/hooks";
import { JobProgress } from "../jobs/JobProgress";
import { BreakdownTables } from "./BreakdownTables";
import { ContributionTree } from "./ContributionTree";
import { ExportButtons } from "./ExportButtons";
import { Headline } from "./Headline";
import { IndicatorTable } from "./IndicatorTable";
import { MonteCarloPanel } from "./MonteCarloPanel";
import { SankeyChart } from "./SankeyChart";
import { useLabels } from "./use-labels";

/** How often a calculation without a job to follow is read again while it runs. */
export const CALCULATION_POLL_MS = 2000;

const ACTIVE = new Set(["queued", "running"]);

export function LcaCalculationResults({ calculationId }: { calculationId: number }) {
  const labels = useLabels();
  const { k } = labels;
  const { data, error, refetch, startPolling, stopPolling } = useLcaCalculationResultsQuery({
    variables: { id: calculationId },
    fetchPolicy: "cache-and-network",
  });
  const calculation = data?.lcaCalculation.id === calculationId ? data.lcaCalculation : undefined;
  const active = Boolean(calculation && ACTIVE.has(calculation.status));
  const followJob = active && Boolean(calculation?.jobId);

  // A running calculation without a job to follow is read again until it has finished.
  useEffect(() => {
    if (!active || followJob) return undefined;
    startPolling(CALCULATION_POLL_MS);
    return () => stopPolling();
  }, [active, followJob, startPolling, stopPolling]);

  if (!calculation) {
    if (error) {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{k("loadFailed", { message: error.message })}</Alert.Description>
        </Alert.Root>
      );
    }
    return (
      <Center minHeight="12rem" aria-busy>
        <Spinner color="teal.500" />
        <Text marginStart="3" color="fg.muted">
          {k("loading")}
        </Text>
      </Center>
    );
  }

  if (active) {
    return (
      <Stack gap="2">
        <Text>{k("waiting", { number: calculation.number })}</Text>
        {followJob && <JobProgress jobId={calculation.jobId!} onFinished={() => void refetch()} />}
      </Stack>
    );
  }
  if (calculation.status === "failed") {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{k("failed", { number: calculation.number })}</Alert.Title>
          {calculation.error && <Alert.Description>{calculation.error}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (calculation.status === "cancelled") {
    return <Text color="fg.muted">{k("cancelled", { number: calculation.number })}</Text>;
  }
  const result = calculation.result;
  if (!result || result.indicators.length === 0) {
    return <Text color="fg.muted">{k("noResult")}</Text>;
  }

  return (
    <Stack gap="4">
      <Headline
        calculation={calculation}
        labels={labels}
        actions={<ExportButtons calculationId={calculation.id} labels={labels} />}
      />
      <Tabs.Root defaultValue="overview" lazyMount variant="line" colorPalette="teal">
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="overview">{k("tabs.overview")}</Tabs.Trigger>
          <Tabs.Trigger value="breakdown">{k("tabs.breakdown")}</Tabs.Trigger>
          <Tabs.Trigger value="tree">{k("tabs.tree")}</Tabs.Trigger>
          <Tabs.Trigger value="sankey">{k("tabs.sankey")}</Tabs.Trigger>
          <Tabs.Trigger value="uncertainty">{k("tabs.uncertainty")}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <IndicatorTable result={result} labels={labels} />
        </Tabs.Content>
        <Tabs.Content value="breakdown">
          <BreakdownTables result={result} labels={labels} />
        </Tabs.Content>
        <Tabs.Content value="tree">
          <ContributionTree result={result} labels={labels} />
        </Tabs.Content>
        <Tabs.Content value="sankey">
          <SankeyChart result={result} labels={labels} />
        </Tabs.Content>
        <Tabs.Content value="uncertainty">
          <MonteCarloPanel
            calculation={calculation}
            labels={labels}
            onFinished={() => void refetch()}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
