// The results view of a case, embedded in the case editor: the latest successful run's results
// (or an empty state when the case has never been calculated successfully), and the case's runs,
// any of which can be chosen to look back at. After a calculation the editor refetches
// `CaseResultsOverview` to bring in the new run.
import { Alert, Button, Center, EmptyState, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuCalculator } from "react-icons/lu";
import type { CaseResultsOverviewQuery } from "../../__generated__/graphql";
import { useCaseResultsOverviewQuery } from "../../__generated__/hooks";
import { formatDateTime } from "../../lib/format";
import { RunHistory } from "./RunHistory";
import { RunResults } from "./RunResults";

type Overview = CaseResultsOverviewQuery;

/** The latest successful run: the case's own pointer, else the newest succeeded run listed. */
export function latestRunId(overview: Overview): number | null {
  return (
    overview.case.latestRunId ??
    overview.calculationRuns.find((run) => run.status === "succeeded")?.id ??
    null
  );
}

export function NotCalculated({ failedRuns }: { failedRuns: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuCalculator />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t("caseResults.notCalculated")}</EmptyState.Title>
          <EmptyState.Description>
            {failedRuns ? t("caseResults.onlyFailedRuns") : t("caseResults.notCalculatedHint")}
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function CaseResults({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const { data, loading, error } = useCaseResultsOverviewQuery({ variables: { caseId } });
  // The run chosen from the list, for this case only.
  const [chosen, setChosen] = useState<{ caseId: number; runId: number } | null>(null);

  const overview = data?.case.id === caseId ? data : undefined;
  if (!overview) {
    if (loading || !error) {
      return (
        <Center minHeight="20vh" aria-busy>
          <Spinner color="teal.500" />
          <Text marginStart="3" color="fg.muted">
            {t("caseResults.loading")}
          </Text>
        </Center>
      );
    }
    return <Text color="fg.error">{t("caseResults.loadFailed")}</Text>;
  }

  const runs = overview.calculationRuns;
  const latestId = latestRunId(overview);
  const chosenId = chosen?.caseId === caseId ? chosen.runId : null;
  const shownId = chosenId ?? latestId;
  const shownRun = runs.find((run) => run.id === shownId);
  const basis = {
    outputAmount: overview.case.outputAmount,
    outputUnit: overview.case.outputUnit,
    revenue: overview.case.revenue,
    revenueUnit: overview.case.revenueUnit,
  };
  const history = (
    <RunHistory
      runs={runs}
      shownId={shownId}
      latestId={latestId}
      onChoose={(runId) => setChosen(runId === latestId ? null : { caseId, runId })}
    />
  );

  if (shownId === null) {
    return (
      <Stack gap="5">
        <NotCalculated failedRuns={runs.length > 0} />
        {history}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      {shownId !== latestId && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t("caseResults.viewingEarlier", {
                runNo: shownRun?.runNo ?? "",
                date: shownRun ? formatDateTime(shownRun.createdAt) : "",
              })}
            </Alert.Description>
          </Alert.Content>
          {latestId !== null && (
            <Button size="xs" variant="outline" bg="white" onClick={() => setChosen(null)}>
              {t("caseResults.backToLatest")}
            </Button>
          )}
        </Alert.Root>
      )}
      <RunResults key={shownId} runId={shownId} basis={basis} />
      {history}
    </Stack>
  );
}
