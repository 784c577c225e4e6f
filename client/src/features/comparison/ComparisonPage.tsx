// /co2compare/list: calculated cases side by side. The cases, the reference and any chosen runs
// live in the address (?cases=&ref=&runs=&tab=), so a comparison can be bookmarked or sent.
// Above the figures: runs in different GWP sets (with a recalculation offered), other notices,
// and the base-year recalculation check; below, one tab per dimension and the drivers.
import {
  Alert,
  Box,
  Button,
  EmptyState,
  Flex,
  Spinner,
  Stack,
  Tabs,
  Text,
  VStack,
} from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuGitCompare, LuPlus } from "react-icons/lu";
import { useSearchParams } from "react-router-dom";
import {
  useCaseComparisonQuery,
  useComparisonReferenceQuery,
  useLazyComparisonExportQuery,
  useSetBaseYearCaseMutation,
} from "../../__generated__/hooks";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { errorMessage } from "../../lib/errors";
import { saveBase64 } from "../../lib/files";
import { CasePickerDialog, type PickedCase } from "./CasePickerDialog";
import { ComparedCasesTable } from "./ComparedCasesTable";
import { GwpMismatchPanel, OtherNotices, RecalculationPanel } from "./ComparisonPanels";
import {
  DIMENSIONS,
  MAX_COMPARED,
  parseSelection,
  selectionParams,
  type DimensionTab,
  type Selection,
} from "./comparison-views";
import { DimensionView, type ComparedCases } from "./DimensionView";
import { DriversView } from "./DriversView";

export function ComparisonPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => parseSelection(params), [params]);
  // The selection as last asked for: two picks in a row both count, even before a render.
  const latest = useRef(selection);
  useEffect(() => {
    latest.current = selection;
  }, [selection]);
  const update = useCallback(
    (change: Partial<Selection> | ((current: Selection) => Partial<Selection>)) => {
      const current = latest.current;
      const next = { ...current, ...(typeof change === "function" ? change(current) : change) };
      latest.current = next;
      setParams(selectionParams(next), { replace: true });
    },
    [setParams],
  );
  const [picking, setPicking] = useState(false);
  // Names of the cases picked here, for the list before (or without) a comparison's answer.
  const [names, setNames] = useState<Record<number, string>>({});
  const reference = useComparisonReferenceQuery().data;
  const unitSymbol = useCallback(
    (id: number) => reference?.referenceData.units.find((unit) => unit.id === id)?.symbol ?? "",
    [reference],
  );
  const gasLabel = useCallback(
    (code: string) =>
      reference?.referenceData.gases.find((gas) => gas.code === code)?.label ?? code,
    [reference],
  );

  const enough = selection.caseIds.length >= 2;
  const variables = {
    caseIds: selection.caseIds,
    referenceCaseId: selection.referenceCaseId ?? undefined,
    runIds: selection.runIds.length > 0 ? selection.runIds : undefined,
  };
  const { data, error, loading, refetch } = useCaseComparisonQuery({
    variables,
    skip: !enough,
    // Refusals (an uncalculated case) are shown here, in place, not as a toast.
    context: { formErrors: true },
    fetchPolicy: "cache-and-network",
  });
  const comparison = enough && !error ? (data?.caseComparison ?? null) : null;
  const [exportComparison, exporting] = useLazyComparisonExportQuery({ fetchPolicy: "no-cache" });
  const [setBaseYear] = useSetBaseYearCaseMutation();

  const pick = (item: PickedCase) => {
    setNames((known) => ({ ...known, [item.id]: item.name }));
    update((current) => ({
      caseIds: current.caseIds.includes(item.id)
        ? current.caseIds
        : [...current.caseIds, item.id].slice(0, MAX_COMPARED),
    }));
  };
  const remove = (caseId: number) => {
    const runsOfCase = new Set(
      comparison?.cases.find((item) => item.caseId === caseId)?.runs.map((run) => run.id) ?? [],
    );
    update((current) => ({
      caseIds: current.caseIds.filter((id) => id !== caseId),
      referenceCaseId: current.referenceCaseId === caseId ? null : current.referenceCaseId,
      runIds: current.runIds.filter((id) => !runsOfCase.has(id)),
    }));
  };
  const chooseRun = (caseId: number, runId: number) => {
    const compared = comparison?.cases.find((item) => item.caseId === caseId);
    const ofCase = new Set(compared?.runs.map((run) => run.id) ?? []);
    const newest = compared?.runs[0]?.id;
    update((current) => ({
      runIds: [
        ...current.runIds.filter((id) => !ofCase.has(id)),
        ...(runId === newest ? [] : [runId]),
      ],
    }));
  };
  const makeBaseYear = async (item: ComparedCases[number]) => {
    try {
      await setBaseYear({
        variables: { input: { corporationId: item.corporationId, caseId: item.caseId } },
      });
      notify.success(
        t("comparison.selected.baseYearSet", {
          name: item.name,
          corporation: item.corporationName,
        }),
      );
      void refetch();
    } catch {
      // The error link has shown the server's message.
    }
  };
  const runExport = async () => {
    try {
      const answer = await exportComparison({ variables });
      if (!answer.data) return;
      saveBase64(answer.data.exportCaseComparison);
      notify.success(
        t("comparison.exported", { filename: answer.data.exportCaseComparison.filename }),
      );
    } catch {
      // The error link has shown the server's message.
    }
  };
  const baseYearCase = comparison?.cases.find((item) => item.isBaseYear && !item.isReference);

  return (
    <Stack gap="4">
      <PageHeader title={t("comparison.title")}>
        <Button size="sm" colorPalette="teal" onClick={() => setPicking(true)}>
          <LuPlus aria-hidden />
          {t("comparison.addCases")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          bg="white"
          disabled={!comparison}
          loading={exporting.loading}
          onClick={() => void runExport()}
        >
          <LuDownload aria-hidden />
          {t("comparison.export")}
        </Button>
      </PageHeader>
      <Text color="fg.muted" fontSize="sm" marginTop="-2">
        {t("comparison.intro")}
      </Text>

      {selection.caseIds.length > 0 && (
        <Stack gap="2">
          <Flex justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
            <Text as="h2" fontWeight="semibold">
              {t("comparison.selected.heading")}
            </Text>
            {baseYearCase && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => update({ referenceCaseId: baseYearCase.caseId })}
              >
                {t("comparison.selected.useBaseYear")}
              </Button>
            )}
          </Flex>
          <ComparedCasesTable
            cases={comparison?.cases ?? null}
            stubs={selection.caseIds.map((id) => ({
              id,
              name: names[id] ?? t("comparison.selected.notLoaded", { id }),
            }))}
            referenceCaseId={selection.referenceCaseId ?? selection.caseIds[0]}
            onReference={(id) => update({ referenceCaseId: id })}
            onRun={chooseRun}
            onRemove={remove}
            onMakeBaseYear={(item) => void makeBaseYear(item)}
          />
        </Stack>
      )}

      {!enough ? (
        <ChooseCases onAdd={() => setPicking(true)} />
      ) : error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("comparison.failed")}</Alert.Title>
            <Alert.Description>{errorMessage(error, t("comparison.failed"))}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : !comparison ? (
        <Flex justifyContent="center" padding="10" gap="3" alignItems="center" color="fg.muted">
          <Spinner size="md" color="teal.500" />
          {loading && <Text>{t("comparison.loading")}</Text>}
        </Flex>
      ) : (
        <Stack gap="4">
          <GwpMismatchPanel comparison={comparison} onRecalculated={() => void refetch()} />
          <OtherNotices comparison={comparison} />
          <RecalculationPanel comparison={comparison} onThresholdSaved={() => void refetch()} />
          <Tabs.Root
            value={selection.tab}
            onValueChange={(details) => update({ tab: details.value as DimensionTab })}
            variant="enclosed"
            colorPalette="teal"
            lazyMount
          >
            <Tabs.List aria-label={t("comparison.tabs.label")} flexWrap="wrap">
              {DIMENSIONS.map((dimension) => (
                <Tabs.Trigger key={dimension} value={dimension}>
                  {t(`comparison.tabs.${dimension}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {DIMENSIONS.map((dimension) => (
              <Tabs.Content key={dimension} value={dimension}>
                <Box bg="white" borderWidth="1px" rounded="md" padding="4">
                  {dimension === "drivers" ? (
                    <DriversView
                      drivers={comparison.drivers}
                      cases={comparison.cases}
                      gwpMismatch={comparison.gwpMismatch}
                      unitSymbol={unitSymbol}
                    />
                  ) : (
                    <DimensionView
                      dimension={dimension}
                      rows={
                        {
                          scope: comparison.scopeRows,
                          isoCategory: comparison.isoCategoryRows,
                          scope3Category: comparison.scope3CategoryRows,
                          process: comparison.processRows,
                          gas: comparison.gasRows,
                        }[dimension]
                      }
                      cases={comparison.cases}
                      gasLabel={gasLabel}
                    />
                  )}
                </Box>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      )}

      <CasePickerDialog
        open={picking}
        chosen={selection.caseIds}
        onPick={pick}
        onClose={() => setPicking(false)}
      />
    </Stack>
  );
}

function ChooseCases({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuGitCompare />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t("comparison.chooseTwo")}</EmptyState.Title>
          <EmptyState.Description maxWidth="lg">
            {t("comparison.chooseTwoHint")}
          </EmptyState.Description>
        </VStack>
        <Button size="sm" colorPalette="teal" onClick={onAdd}>
          <LuPlus aria-hidden />
          {t("comparison.addCases")}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
