// One case in the editor: its header and summary over two tabs, the activity data and the
// results. The hooks hold the state (unsaved edits, save, calculation, export, dialogs); this
// component wires them to the parts that show it.
import { Badge, Flex, Spinner, Tabs } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LuCalculator, LuPencilLine } from "react-icons/lu";
import { useCaseResultsFreshnessQuery } from "../../../__generated__/hooks";
import { useSession } from "../../../app/session";
import { CaseResults } from "../../case-results/CaseResults";
import { LeaveGuard } from "../LeaveGuard";
import { ACCOUNTING_CODES } from "../paths";
import { useReference } from "../../reference/reference";
import { ActivityTab } from "./ActivityTab";
import { AddDialogs } from "./AddDialogs";
import { CaseActionDialogs } from "./CaseActionDialogs";
import { CaseHeader } from "./CaseHeader";
import { CaseNotFound } from "./CaseNotFound";
import { CaseSummary } from "./CaseSummary";
import { DeleteDialogs } from "./DeleteDialogs";
import { FactorDialogs } from "./FactorDialogs";
import { StaleResultsNotice } from "./StaleResultsNotice";
import { useCalculation } from "./use-calculation";
import { useCaseData } from "./use-case-data";
import { useCaseExport } from "./use-case-export";
import { useEditorDialogs } from "./use-editor-dialogs";
import { useEditorView } from "./use-editor-view";
import { useSaveLines } from "./use-save-lines";
import { useShownFactors } from "./use-shown-factors";
import { useUnsavedEdits } from "./use-unsaved-edits";

export function CaseEditor({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canEdit = hasPermission(ACCOUNTING_CODES.edit);
  const reference = useReference();
  const { locale } = reference;

  const unsaved = useUnsavedEdits();
  const data = useCaseData(caseId, unsaved.rebase);
  const view = useEditorView();
  // Whether the latest run is older than the data: asked again whenever the results are shown
  // and after every change the editor makes to the case itself.
  const freshness = useCaseResultsFreshnessQuery({
    variables: { id: caseId },
    fetchPolicy: "network-only",
  });
  const refetchFreshness = freshness.refetch;
  useEffect(() => {
    if (view.tab === "results") void refetchFreshness();
  }, [view.tab, refetchFreshness]);
  const refetchCase = () => {
    data.refetchCase();
    void refetchFreshness();
  };
  const dialogs = useEditorDialogs();
  const shown = useShownFactors(unsaved.edits, unsaved.picked, locale);
  const { saving, save } = useSaveLines({
    caseId,
    unsaved,
    lines: data.lines,
    focusLine: view.focusLine,
    onSaved: refetchCase,
  });
  const calculation = useCalculation({ caseId, locale, view, onCalculated: refetchCase });
  const { exporting, exportWorkbook } = useCaseExport(caseId);
  const { item } = data;
  const { dirty } = unsaved;

  if (data.caseFailed && !item) return <CaseNotFound />;
  if (!item) {
    return (
      <Flex justifyContent="center" padding="10">
        <Spinner size="lg" color="teal.500" />
      </Flex>
    );
  }

  const reloadAll = () => void data.reloadAll();
  // Unsaved changes are saved first, or the calculation would not see them.
  const askCalculate = () => {
    if (dirty > 0) dialogs.confirm("calculate");
    else void calculation.calculate();
  };
  return (
    <>
      <CaseHeader item={item} canEdit={canEdit} onChanged={refetchCase} />
      <CaseSummary
        item={item}
        latestRunNo={freshness.data?.case.latestRun?.runNo ?? null}
        canEdit={canEdit}
        onChanged={refetchCase}
      />

      <Tabs.Root
        value={view.tab}
        onValueChange={(details) => view.setTab(details.value)}
        // Mounted on first visit and kept, so a half-typed amount survives a look at the results.
        lazyMount
        variant="line"
        colorPalette="teal"
        marginTop="4"
      >
        <Tabs.List>
          <Tabs.Trigger value="activity">
            <LuPencilLine aria-hidden />
            {t("accounting.editor.activityTab")}
            {dirty > 0 && (
              <Badge size="sm" colorPalette="orange" marginInlineStart="1">
                {dirty}
              </Badge>
            )}
          </Tabs.Trigger>
          <Tabs.Trigger value="results">
            <LuCalculator aria-hidden />
            {t("accounting.editor.resultsTab")}
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="activity">
          <ActivityTab
            data={data}
            reference={reference}
            canEdit={canEdit}
            unsaved={unsaved}
            shown={shown}
            view={view}
            dialogs={dialogs}
            calculation={calculation}
            saving={saving}
            exporting={exporting}
            onSave={() => void save()}
            onExport={() => void exportWorkbook()}
          />
        </Tabs.Content>

        <Tabs.Content value="results">
          <StaleResultsNotice
            freshness={freshness.data?.case}
            calculating={calculation.calculating}
            onRecalculate={askCalculate}
          />
          {/* A new calculation gives a fresh view of the latest run. */}
          <CaseResults key={item.calculationCount} caseId={caseId} />
        </Tabs.Content>
      </Tabs.Root>

      <FactorDialogs
        dialogs={dialogs}
        unsaved={unsaved}
        locale={locale}
        onLinesAdded={data.reloadAll}
      />
      <AddDialogs
        caseId={caseId}
        item={item}
        dialogs={dialogs}
        locale={locale}
        onLinesChanged={reloadAll}
        onProcessAdded={data.refetchProcesses}
      />
      <DeleteDialogs
        caseId={caseId}
        dialogs={dialogs}
        edits={unsaved.edits}
        linesByProcess={data.linesByProcess}
        locale={locale}
        onDeleted={data.reloadAll}
      />
      <CaseActionDialogs
        caseId={caseId}
        dialogs={dialogs}
        dirty={dirty}
        lines={data.lines.lines}
        onDiscard={() => {
          unsaved.discard();
          view.clearHighlight();
        }}
        onSaveAndCalculate={async () => {
          if (await save()) await calculation.calculate();
        }}
        onLinesChanged={data.reloadAll}
      />

      <LeaveGuard
        isDirty={unsaved.isDirty}
        title={t("accounting.leave.title")}
        message={t("accounting.leave.case", { count: dirty })}
        leaveLabel={t("accounting.leave.leave")}
      />
    </>
  );
}
