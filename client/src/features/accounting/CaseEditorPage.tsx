// /co2/edit?caseId=: a case's activity data and results. Lines are edited in place and kept as
// unsaved edits (line-edits.ts) until Save sends every changed line in one updateProcessData;
// leaving, reloading or calculating with unsaved changes asks first. Processes are grouped by
// scope; lines get their factors from the library search or a factor the user enters. A failed
// calculation lists the lines that stopped it, each a link to the line. Editing and calculating
// need aa01; without it the data is shown read-only.
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Flex,
  HStack,
  Heading,
  IconButton,
  Input,
  Link,
  Menu,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Tabs,
  Text,
  VStack,
  Wrap,
} from "@chakra-ui/react";
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  LuArrowLeft,
  LuCalculator,
  LuEllipsis,
  LuFileDown,
  LuFileUp,
  LuLayers,
  LuLibrary,
  LuPencilLine,
  LuPlus,
  LuSave,
  LuSettings,
  LuTrash2,
  LuUndo2,
  LuWandSparkles,
  LuWind,
  LuEraser,
  LuX,
} from "react-icons/lu";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import {
  CaseEditorExportDocument,
  type CaseEditorCalculateMutation,
  type CaseEditor_ProcessFragment,
  type FactorDetails_FactorFragment,
} from "../../__generated__/graphql";
import {
  useCaseEditorAddLibraryLinesMutation,
  useCaseEditorAddTagMutation,
  useCaseEditorApplyDefaultFactorsMutation,
  useCaseEditorCalculateMutation,
  useCaseEditorCaseQuery,
  useCaseEditorDeleteLinesMutation,
  useCaseEditorDeleteProcessMutation,
  useCaseEditorProcessesQuery,
  useCaseEditorRemoveTagMutation,
  useCaseEditorRemoveUnneededLinesMutation,
  useCaseEditorSaveLinesMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { Permission } from "../../components/Permission";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatCo2e, isoCategoryName, scope3CategoryName } from "../../lib/emissions";
import { formatDate } from "../../lib/format";
import { callErrors, errorAction, type CallError } from "../../lib/errors";
import { CaseResults } from "../case-results/CaseResults";
import { CaseSettingsDialog } from "./CaseSettingsDialog";
import { CaseStatusBadge } from "./CaseStatusBadge";
import { CustomFactorDialog, CustomLineDialog } from "./CustomLineDialog";
import { GasLineDialog } from "./GasLineDialog";
import type { FactorKind } from "./FactorCell";
import { customFactor, libraryFactor, type DisplayFactor } from "./FactorDetails";
import { FactorPickerDialog } from "./FactorPickerDialog";
import type { PickedFactor } from "./FactorSearch";
import { saveBase64 } from "../../lib/files";
import { ImportDialog } from "./ImportDialog";
import { LeaveGuard } from "./LeaveGuard";
import {
  NO_EDITS,
  currentValues,
  customFactorChange,
  dirtyCount,
  editLine,
  factorChange,
  invalidLineIds,
  linesWithoutAmount,
  marketChange,
  rebaseEdits,
  toPatches,
  type CustomFactorValue,
  type Line,
  type LineChange,
  type LineEdits,
} from "./line-edits";
import { LineTable, lineRowId } from "./LineTable";
import { ACCOUNTING_CODES, REPOSITORY_PATH, corporationEditPath, idParam } from "./paths";
import { AddProcessDialog, TemplateProcessesDialog } from "./ProcessDialogs";
import { localName, useReference, type Reference } from "./reference";
import { useCaseLines } from "./use-case-lines";

type Process = CaseEditor_ProcessFragment;
type Run = CaseEditorCalculateMutation["calculateCase"];
type LineError = Run["errors"][number];

const SCOPES = [1, 2, 3] as const;

export function CaseEditorPage() {
  const [params] = useSearchParams();
  const caseId = idParam(params.get("caseId"));
  if (caseId === null) return <CaseNotFound />;
  // A fresh editor (no edits carried over) for each case opened.
  return <CaseEditor key={caseId} caseId={caseId} />;
}

function CaseNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{t("accounting.editor.notFound")}</EmptyState.Title>
          <EmptyState.Description>{t("accounting.editor.notFoundBody")}</EmptyState.Description>
        </VStack>
        <Button size="sm" variant="outline" onClick={() => void navigate(REPOSITORY_PATH)}>
          <LuArrowLeft aria-hidden />
          {t("accounting.backToRepository")}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function CaseEditor({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { hasPermission } = useSession();
  const canEdit = hasPermission(ACCOUNTING_CODES.edit);
  const reference = useReference();
  const { locale } = reference;

  const caseQuery = useCaseEditorCaseQuery({ variables: { id: caseId } });
  const processesQuery = useCaseEditorProcessesQuery({ variables: { caseId } });
  const lines = useCaseLines(caseId);
  const item = caseQuery.data?.case;

  const [edits, setEdits] = useState<LineEdits>(NO_EDITS);
  const editsRef = useRef(edits);
  editsRef.current = edits;
  const isDirty = useCallback(() => dirtyCount(editsRef.current) > 0, []);
  // Library factors picked but not saved yet: the table shows them before the server has them.
  const [picked, setPicked] = useState<ReadonlyMap<number, FactorDetails_FactorFragment>>(
    new Map(),
  );
  const [tab, setTab] = useState("activity");
  const [highlight, setHighlight] = useState<number | null>(null);
  const [calcErrors, setCalcErrors] = useState<readonly LineError[] | null>(null);
  const [calculating, setCalculating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const [saveLines] = useCaseEditorSaveLinesMutation({ context: { formErrors: true } });
  const [deleteLines] = useCaseEditorDeleteLinesMutation();
  const [deleteProcess] = useCaseEditorDeleteProcessMutation();
  const [addLibraryLines] = useCaseEditorAddLibraryLinesMutation();
  const [removeUnneeded] = useCaseEditorRemoveUnneededLinesMutation();
  const [applyDefaults] = useCaseEditorApplyDefaultFactorsMutation();
  const [calculateCase] = useCaseEditorCalculateMutation();

  // Dialogs.
  const [picker, setPicker] = useState<
    { kind: FactorKind; line: Line } | { kind: "lines"; process: Process } | null
  >(null);
  const [customFor, setCustomFor] = useState<{ kind: FactorKind; line: Line } | null>(null);
  const customLine = useDialogTarget<Process>();
  const gasLine = useDialogTarget<Process>();
  const [addingProcess, setAddingProcess] = useState(false);
  const [addingTemplate, setAddingTemplate] = useState(false);
  const [importing, setImporting] = useState(false);
  const deletingLine = useDialogTarget<Line>();
  const deletingProcess = useDialogTarget<Process>();
  const [confirm, setConfirm] = useState<
    "discard" | "removeEmpty" | "defaults" | "calculate" | null
  >(null);
  const [overwriteDefaults, setOverwriteDefaults] = useState(false);

  const processes = useMemo(
    () =>
      [...(processesQuery.data?.caseProcesses ?? [])].sort(
        (a, b) => a.scope - b.scope || a.sort - b.sort || a.id - b.id,
      ),
    [processesQuery.data],
  );
  const linesByProcess = useMemo(() => {
    const map = new Map<number, Line[]>();
    for (const line of lines.lines) {
      const group = map.get(line.processId);
      if (group) group.push(line);
      else map.set(line.processId, [line]);
    }
    return map;
  }, [lines.lines]);
  const dirty = dirtyCount(edits);
  const invalid = invalidLineIds(edits);
  const emptyLines = linesWithoutAmount(lines.lines);

  const onEdit = useCallback(
    (line: Line, change: LineChange) => setEdits((current) => editLine(current, line, change)),
    [],
  );

  // One display object per factor object (the cache's, or an unsaved custom factor), so
  // unchanged rows see the same props and skip rendering (LineTable's rows are memoized).
  const display = useMemo(() => {
    const cache = new WeakMap<object, DisplayFactor>();
    return (
      factor: FactorDetails_FactorFragment | NonNullable<Line["customFactor"]> | CustomFactorValue,
    ): DisplayFactor => {
      let shown = cache.get(factor);
      if (!shown) {
        shown = "id" in factor ? libraryFactor(factor, locale) : customFactor(factor);
        cache.set(factor, shown);
      }
      return shown;
    };
  }, [locale]);

  /** The factor or market-based instrument a line shows: its unsaved choice over the server's. */
  const shownFactor = (line: Line, kind: FactorKind): DisplayFactor | null => {
    const change = edits[line.id];
    const [idField, customField, library] =
      kind === "factor"
        ? (["factorId", "customFactor", line.factor] as const)
        : (["marketFactorId", "marketCustomFactor", line.marketFactor] as const);
    const id = change?.[idField] !== undefined ? change[idField] : line[idField];
    if (id !== null && id !== undefined) {
      const factor = picked.get(id) ?? (library?.id === id ? library : undefined);
      return factor ? display(factor) : null;
    }
    const custom = change?.[customField] !== undefined ? change[customField] : line[customField];
    return custom ? display(custom) : null;
  };
  const factorOf = (line: Line) => shownFactor(line, "factor");
  const marketFactorOf = (line: Line) => shownFactor(line, "market");
  const pickFor = useCallback((line: Line, kind: FactorKind) => setPicker({ kind, line }), []);
  const enterFactorFor = useCallback(
    (line: Line, kind: FactorKind) => setCustomFor({ kind, line }),
    [],
  );
  const { show: showDeleteLine } = deletingLine;
  // useDialogTarget's show only sets state, so the first one stays valid; a stable callback keeps
  // the memoised rows from re-rendering.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first show stays valid
  const askDeleteLine = useCallback((line: Line) => showDeleteLine(line), []);

  const focusLine = (lineId: number) => {
    setTab("activity");
    setHighlight(lineId);
    // After the tab shows the table.
    setTimeout(() => {
      const row = document.getElementById(lineRowId(lineId));
      row?.scrollIntoView?.({ behavior: "smooth", block: "center" });
      // The amount is what most blocking lines lack; the first control otherwise.
      const target =
        row?.querySelector<HTMLElement>("input[inputmode=decimal]") ??
        row?.querySelector<HTMLElement>("input, select, button");
      target?.focus({ preventScroll: true });
    }, 50);
  };

  const reloadAll = async () => {
    const fresh = await lines.reload();
    if (fresh) setEdits((current) => rebaseEdits(current, fresh));
    await Promise.all([processesQuery.refetch(), caseQuery.refetch()]);
  };

  const showFailures = (error: unknown, patches: { id: number }[] = []) => {
    for (const failure of callErrors(error as Parameters<typeof callErrors>[0])) {
      if (errorAction(failure).kind !== "message") continue;
      const index = /^lines\.(\d+)/.exec(failure.field ?? "")?.[1];
      const lineId = index !== undefined ? patches[Number(index)]?.id : undefined;
      if (lineId) focusLine(lineId);
      notify.error(failureText(failure, lineId, lines.lines));
    }
  };

  /** Saves every unsaved change in one call; false when nothing could be saved. */
  const save = async (): Promise<boolean> => {
    if (invalid.length > 0) {
      notify.error(t("accounting.editor.fixInvalid", { count: invalid.length }));
      focusLine(invalid[0]);
      return false;
    }
    const patches = toPatches(edits, lines.lines);
    if (patches.length === 0) {
      setEdits(NO_EDITS);
      return true;
    }
    setSaving(true);
    try {
      const result = await saveLines({ variables: { input: { caseId, lines: patches } } });
      const next = lines.replace(result.data?.updateProcessData ?? []);
      setEdits((current) => rebaseEdits(current, next));
      notify.success(t("accounting.editor.saved", { count: patches.length }));
      void caseQuery.refetch();
      return true;
    } catch (error) {
      showFailures(error, patches);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const calculate = async () => {
    setCalculating(true);
    setCalcErrors(null);
    setHighlight(null);
    try {
      const result = await calculateCase({ variables: { caseId } });
      const run = result.data?.calculateCase;
      if (!run) return;
      void caseQuery.refetch();
      if (run.status === "succeeded") {
        notify.success(
          t("accounting.editor.calculated", { total: formatCo2e(run.totalKg, locale) }),
        );
        setTab("results");
      } else {
        setCalcErrors(run.errors);
        setTab("activity");
      }
    } catch {
      // The error link has shown the message.
    } finally {
      setCalculating(false);
    }
  };

  const askCalculate = () => {
    if (dirty > 0) setConfirm("calculate");
    else void calculate();
  };

  const exportWorkbook = async () => {
    setExporting(true);
    try {
      const result = await client.query({
        query: CaseEditorExportDocument,
        variables: { caseId },
        fetchPolicy: "network-only",
      });
      if (result.data) saveBase64(result.data.exportProcessData);
    } catch {
      // The error link has shown the message.
    } finally {
      setExporting(false);
    }
  };

  const pickFactor = (factor: PickedFactor) => {
    if (!picker || picker.kind === "lines") return;
    setPicked((current) => new Map(current).set(factor.id, factor));
    const { line, kind } = picker;
    setEdits((current) =>
      editLine(
        current,
        line,
        kind === "factor"
          ? factorChange(currentValues(line, current), factor)
          : marketChange(factor),
      ),
    );
  };

  const applyCustomFactor = (factor: CustomFactorValue) => {
    if (!customFor) return;
    const { line, kind } = customFor;
    setEdits((current) =>
      editLine(
        current,
        line,
        kind === "factor"
          ? customFactorChange(currentValues(line, current), factor)
          : marketChange(factor),
      ),
    );
  };

  const addLines = async (factors: PickedFactor[]) => {
    if (!picker || picker.kind !== "lines") return;
    await addLibraryLines({
      variables: {
        input: {
          caseId: picker.process.caseId,
          processId: picker.process.id,
          lines: factors.map((factor) => ({ factorId: factor.id })),
        },
      },
    });
    notify.success(t("accounting.editor.linesAdded", { count: factors.length }));
    await reloadAll();
  };

  if (caseQuery.error && !item) return <CaseNotFound />;
  if (!item) {
    return (
      <Flex justifyContent="center" padding="10">
        <Spinner size="lg" color="teal.500" />
      </Flex>
    );
  }

  const busy = saving || calculating;
  // Operations that rewrite lines on the server would overwrite or drop unsaved changes.
  const needsClean = dirty > 0 ? t("accounting.editor.saveFirst", { count: dirty }) : undefined;

  return (
    <>
      <Flex
        alignItems="flex-start"
        justifyContent="space-between"
        gap="3"
        marginBottom="3"
        flexWrap="wrap"
      >
        <Box>
          <Heading as="h1" size="lg">
            {item.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <Link asChild colorPalette="teal">
              <RouterLink to={corporationEditPath(item.corporation.id)}>
                {item.corporation.name}
              </RouterLink>
            </Link>
          </Text>
        </Box>
        <HStack gap="2" flexWrap="wrap">
          <Permission code={ACCOUNTING_CODES.edit}>
            <Button size="sm" variant="outline" onClick={() => setSettingsOpen(true)}>
              <LuSettings aria-hidden />
              {t("accounting.caseSettings.open")}
            </Button>
          </Permission>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={REPOSITORY_PATH}>
              <LuArrowLeft aria-hidden />
              {t("accounting.backToRepository")}
            </RouterLink>
          </Button>
        </HStack>
      </Flex>
      {canEdit && (
        <CaseSettingsDialog
          open={settingsOpen}
          item={item}
          onClose={() => setSettingsOpen(false)}
          onSaved={() => void caseQuery.refetch()}
        />
      )}

      <CaseSummary item={item} canEdit={canEdit} onChanged={() => void caseQuery.refetch()} />

      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
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
          <Flex
            position="sticky"
            top="0"
            zIndex="docked"
            bg="bg"
            gap="2"
            paddingBlock="2"
            marginBottom="3"
            alignItems="center"
            flexWrap="wrap"
            borderBottomWidth="1px"
            role="toolbar"
            aria-label={t("accounting.editor.toolbar")}
          >
            {canEdit && (
              <>
                <Text fontSize="sm" color={dirty > 0 ? "orange.700" : "fg.muted"} role="status">
                  {dirty > 0
                    ? t("accounting.editor.unsaved", { count: dirty })
                    : t("accounting.editor.allSaved")}
                </Text>
                <Button
                  size="sm"
                  colorPalette="teal"
                  disabled={dirty === 0 || calculating}
                  loading={saving}
                  onClick={() => void save()}
                >
                  <LuSave aria-hidden />
                  {t("accounting.editor.save", { count: dirty })}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={dirty === 0 || busy}
                  onClick={() => setConfirm("discard")}
                >
                  <LuUndo2 aria-hidden />
                  {t("accounting.editor.discard")}
                </Button>
              </>
            )}
            <Box flex="1" />
            <Permission code={ACCOUNTING_CODES.edit}>
              <Button
                size="sm"
                colorPalette="orange"
                loading={calculating}
                loadingText={t("accounting.editor.calculating")}
                disabled={saving}
                onClick={askCalculate}
              >
                <LuCalculator aria-hidden />
                {t("accounting.editor.calculate")}
              </Button>
            </Permission>
            <Menu.Root>
              <Menu.Trigger asChild>
                <Button size="sm" variant="outline">
                  <LuEllipsis aria-hidden />
                  {t("accounting.editor.more")}
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    {canEdit && (
                      <>
                        <Menu.Item
                          value="defaults"
                          disabled={Boolean(needsClean)}
                          title={needsClean}
                          onSelect={() => setConfirm("defaults")}
                        >
                          <LuWandSparkles aria-hidden />
                          {t("accounting.editor.applyDefaults")}
                        </Menu.Item>
                        <Menu.Item
                          value="removeEmpty"
                          disabled={Boolean(needsClean)}
                          title={needsClean}
                          onSelect={() => setConfirm("removeEmpty")}
                        >
                          <LuEraser aria-hidden />
                          {t("accounting.editor.removeEmpty")}
                        </Menu.Item>
                        <Menu.Separator />
                      </>
                    )}
                    <Menu.Item
                      value="export"
                      disabled={exporting}
                      onSelect={() => void exportWorkbook()}
                    >
                      <LuFileDown aria-hidden />
                      {t("accounting.editor.export")}
                    </Menu.Item>
                    {canEdit && (
                      <Menu.Item
                        value="import"
                        disabled={Boolean(needsClean)}
                        title={needsClean}
                        onSelect={() => setImporting(true)}
                      >
                        <LuFileUp aria-hidden />
                        {t("accounting.editor.import")}
                      </Menu.Item>
                    )}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </Flex>

          {calcErrors && calcErrors.length > 0 && (
            <CalculationErrors
              errors={calcErrors}
              lineLabel={(error) => {
                const line = lines.lines.find((candidate) => candidate.id === error.lineId);
                const process = processes.find((candidate) => candidate.id === line?.processId);
                return line && process ? `${localName(process, locale)} / ${line.name}` : null;
              }}
              onShow={focusLine}
              onClose={() => setCalcErrors(null)}
            />
          )}

          {lines.failed && (
            <Alert.Root status="error" marginBottom="3">
              <Alert.Indicator />
              <Alert.Title>{t("accounting.editor.linesFailed")}</Alert.Title>
              <Button
                size="xs"
                variant="outline"
                marginInlineStart="auto"
                onClick={() => void lines.reload()}
              >
                {t("accounting.editor.retry")}
              </Button>
            </Alert.Root>
          )}

          {canEdit && (
            <HStack gap="2" marginBottom="3" flexWrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setAddingProcess(true)}>
                <LuPlus aria-hidden />
                {t("accounting.process.addTitle")}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setAddingTemplate(true)}>
                <LuLayers aria-hidden />
                {t("accounting.process.templateTitle")}
              </Button>
            </HStack>
          )}

          {lines.loading || processesQuery.loading || !reference.reference ? (
            <Flex justifyContent="center" alignItems="center" gap="3" padding="8">
              <Spinner size="md" />
              {lines.progress && (
                <Text fontSize="sm" color="fg.muted" role="status">
                  {t("accounting.editor.loadingLines", { ...lines.progress })}
                </Text>
              )}
            </Flex>
          ) : processes.length === 0 ? (
            <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
              <EmptyState.Content>
                <VStack textAlign="center">
                  <EmptyState.Title>{t("accounting.editor.noProcesses")}</EmptyState.Title>
                  <EmptyState.Description>
                    {canEdit
                      ? t("accounting.editor.noProcessesBody")
                      : t("accounting.editor.noProcessesReadOnly")}
                  </EmptyState.Description>
                </VStack>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Stack gap="6">
              {SCOPES.map((scope) => (
                <ScopeSection
                  key={scope}
                  scope={scope}
                  processes={processes.filter((process) => process.scope === scope)}
                  render={(process) => (
                    <ProcessCard
                      key={process.id}
                      process={process}
                      reference={reference}
                      lineCount={linesByProcess.get(process.id)?.length ?? 0}
                      canEdit={canEdit}
                      onAddLibrary={() => setPicker({ kind: "lines", process })}
                      onAddCustom={() => customLine.show(process)}
                      onAddGas={() => gasLine.show(process)}
                      onDelete={() => deletingProcess.show(process)}
                    >
                      <LineTable
                        processName={localName(process, locale)}
                        scope={process.scope}
                        lines={linesByProcess.get(process.id) ?? []}
                        edits={edits}
                        reference={reference}
                        readOnly={!canEdit}
                        highlightId={highlight}
                        factorOf={factorOf}
                        marketFactorOf={marketFactorOf}
                        onEdit={onEdit}
                        onPickFactor={pickFor}
                        onCustomFactor={enterFactorFor}
                        onDelete={askDeleteLine}
                      />
                    </ProcessCard>
                  )}
                />
              ))}
            </Stack>
          )}
        </Tabs.Content>

        <Tabs.Content value="results">
          {/* A new calculation gives a fresh view of the latest run. */}
          <CaseResults key={item.calcNums} caseId={caseId} />
        </Tabs.Content>
      </Tabs.Root>

      <FactorPickerDialog
        open={picker !== null}
        onClose={() => setPicker(null)}
        title={
          picker === null
            ? ""
            : picker.kind === "lines"
              ? t("accounting.picker.addTitle", { process: localName(picker.process, locale) })
              : picker.kind === "market"
                ? t("accounting.picker.marketTitle", { name: picker.line.name })
                : t("accounting.picker.factorTitle", { name: picker.line.name })
        }
        mode={picker?.kind === "lines" ? "multi" : "single"}
        unitId={picker && picker.kind !== "lines" ? currentValues(picker.line, edits).unitId : null}
        onPick={pickFactor}
        onAdd={addLines}
      />
      <CustomFactorDialog
        target={
          customFor && {
            kind: customFor.kind,
            lineName: customFor.line.name,
            lineUnitId: currentValues(customFor.line, edits).unitId,
            factor: currentValues(customFor.line, edits)[
              customFor.kind === "factor" ? "customFactor" : "marketCustomFactor"
            ],
          }
        }
        onClose={() => setCustomFor(null)}
        onApply={applyCustomFactor}
      />
      <CustomLineDialog
        open={customLine.open}
        process={
          customLine.target
            ? {
                id: customLine.target.id,
                caseId: customLine.target.caseId,
                name: localName(customLine.target, locale),
              }
            : null
        }
        onClose={customLine.close}
        onAdded={() => void reloadAll()}
      />
      <GasLineDialog
        open={gasLine.open}
        process={
          gasLine.target
            ? {
                id: gasLine.target.id,
                caseId: gasLine.target.caseId,
                name: localName(gasLine.target, locale),
              }
            : null
        }
        gwpSet={item.gwpSet}
        onClose={gasLine.close}
        onAdded={() => void reloadAll()}
      />
      <AddProcessDialog
        open={addingProcess}
        caseId={caseId}
        onClose={() => setAddingProcess(false)}
        onAdded={() => void processesQuery.refetch()}
      />
      <TemplateProcessesDialog
        open={addingTemplate}
        caseId={caseId}
        defaultTemplateId={item.baseModelId ?? null}
        onClose={() => setAddingTemplate(false)}
        onAdded={() => void reloadAll()}
      />
      <ImportDialog
        open={importing}
        caseId={caseId}
        onClose={() => setImporting(false)}
        onImported={() => void reloadAll()}
      />

      <ConfirmDialog
        open={deletingLine.open}
        title={t("accounting.line.deleteTitle")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={async () => {
          const line = deletingLine.target;
          if (!line) return;
          await deleteLines({ variables: { input: { caseId, ids: [line.id] } } });
          notify.success(t("accounting.line.deleted", { name: line.name }));
          await reloadAll();
        }}
        onClose={deletingLine.close}
      >
        {deletingLine.target &&
          (edits[deletingLine.target.id]
            ? t("accounting.line.deleteConfirmUnsaved", { name: deletingLine.target.name })
            : t("accounting.line.deleteConfirm", { name: deletingLine.target.name }))}
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingProcess.open}
        title={t("accounting.process.deleteTitle")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={async () => {
          const process = deletingProcess.target;
          if (!process) return;
          await deleteProcess({ variables: { id: process.id } });
          notify.success(t("accounting.process.deleted", { name: localName(process, locale) }));
          await reloadAll();
        }}
        onClose={deletingProcess.close}
      >
        {deletingProcess.target &&
          t("accounting.process.deleteConfirm", {
            name: localName(deletingProcess.target, locale),
            count: linesByProcess.get(deletingProcess.target.id)?.length ?? 0,
          })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "discard"}
        title={t("accounting.editor.discardTitle")}
        confirmLabel={t("accounting.editor.discard")}
        destructive
        onConfirm={() => {
          setEdits(NO_EDITS);
          setHighlight(null);
        }}
        onClose={() => setConfirm(null)}
      >
        {t("accounting.editor.discardConfirm", { count: dirty })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "removeEmpty"}
        title={t("accounting.editor.removeEmpty")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={async () => {
          if (emptyLines.length === 0) return;
          const result = await removeUnneeded({ variables: { caseId } });
          notify.success(
            t("accounting.editor.removed", { count: result.data?.removeUnneededLines ?? 0 }),
          );
          await reloadAll();
        }}
        onClose={() => setConfirm(null)}
      >
        {emptyLines.length === 0
          ? t("accounting.editor.removeEmptyNone")
          : t("accounting.editor.removeEmptyConfirm", { count: emptyLines.length })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "defaults"}
        title={t("accounting.editor.applyDefaults")}
        confirmLabel={t("accounting.editor.apply")}
        onConfirm={async () => {
          const result = await applyDefaults({
            variables: { caseId, overwrite: overwriteDefaults },
          });
          notify.success(
            t("accounting.editor.defaultsApplied", {
              count: result.data?.applyDefaultFactors ?? 0,
            }),
          );
          setOverwriteDefaults(false);
          await reloadAll();
        }}
        onClose={() => setConfirm(null)}
      >
        <Stack as="span" gap="3" display="flex">
          <span>{t("accounting.editor.applyDefaultsHelp")}</span>
          <Checkbox.Root
            size="sm"
            colorPalette="teal"
            checked={overwriteDefaults}
            onCheckedChange={(details) => setOverwriteDefaults(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("accounting.editor.overwrite")}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "calculate"}
        title={t("accounting.editor.calculateTitle")}
        confirmLabel={t("accounting.editor.saveAndCalculate")}
        onConfirm={async () => {
          if (await save()) await calculate();
        }}
        onClose={() => setConfirm(null)}
      >
        {t("accounting.editor.calculateConfirm", { count: dirty })}
      </ConfirmDialog>

      <LeaveGuard
        isDirty={isDirty}
        title={t("accounting.leave.title")}
        message={t("accounting.leave.case", { count: dirty })}
        leaveLabel={t("accounting.leave.leave")}
      />
    </>
  );
}

/** A save error with the line it concerns named, when the server's field points at one. */
function failureText(failure: CallError, lineId: number | undefined, lines: readonly Line[]) {
  const line = lineId ? lines.find((item) => item.id === lineId) : undefined;
  return line ? `${line.name}: ${failure.message}` : failure.message;
}

function CaseSummary({
  item,
  canEdit,
  onChanged,
}: {
  item: NonNullable<ReturnType<typeof useCaseEditorCaseQuery>["data"]>["case"];
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const reference = useReference();
  const { locale } = reference;
  const facts: [string, ReactNode][] = [
    [
      t("accounting.case.period"),
      `${formatDate(item.periodStart)} – ${formatDate(item.periodEnd)}`,
    ],
    [
      t("accounting.case.gwpSet"),
      t(`accounting.gwp.${item.gwpSet}`, { defaultValue: item.gwpSet }),
    ],
    [
      t("accounting.case.boundary"),
      t(`accounting.boundary.${item.boundary}`, { defaultValue: item.boundary }),
    ],
    [t("common.status"), <CaseStatusBadge key="status" status={item.status} />],
    [t("accounting.case.calcNums"), String(item.calcNums)],
    [
      t("accounting.case.latestTotal"),
      item.latestRun
        ? formatCo2e(item.latestRun.totalKg, locale)
        : t("accounting.case.notCalculated"),
    ],
  ];
  if (
    item.latestRun?.totalMarketKg !== null &&
    item.latestRun?.totalMarketKg !== undefined &&
    item.latestRun.totalMarketKg !== item.latestRun.totalKg
  ) {
    facts.push([
      t("accounting.case.latestMarketTotal"),
      formatCo2e(item.latestRun.totalMarketKg, locale),
    ]);
  }
  return (
    <Card.Root size="sm">
      <Card.Body>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4, xl: 7 }} gap="3">
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Text as="dt" fontSize="xs" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontSize="sm" fontWeight="medium">
                {value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <CaseTags item={item} canEdit={canEdit} onChanged={onChanged} />
      </Card.Body>
    </Card.Root>
  );
}

function CaseTags({
  item,
  canEdit,
  onChanged,
}: {
  item: { id: number; tags: readonly { id: number; name: string }[] };
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const [addTag, adding] = useCaseEditorAddTagMutation();
  const [removeTag] = useCaseEditorRemoveTagMutation();
  const add = async () => {
    const name = draft.trim();
    if (!name) return;
    try {
      await addTag({ variables: { input: { name, caseId: item.id } } });
      setDraft("");
      onChanged();
    } catch {
      // The error link has shown the message.
    }
  };
  const remove = async (tag: { id: number; name: string }) => {
    try {
      await removeTag({ variables: { input: { id: tag.id, caseId: item.id } } });
      onChanged();
    } catch {
      // The error link has shown the message.
    }
  };
  return (
    <Flex gap="2" marginTop="3" alignItems="center" flexWrap="wrap">
      <Text fontSize="xs" color="fg.muted">
        {t("accounting.case.tags")}
      </Text>
      <Wrap gap="1">
        {item.tags.length === 0 && (
          <Text fontSize="xs" color="fg.muted">
            {t("accounting.editor.noTags")}
          </Text>
        )}
        {item.tags.map((tag) => (
          <Badge key={tag.id} colorPalette="teal" variant="subtle" gap="1">
            {tag.name}
            {canEdit && (
              <IconButton
                size="2xs"
                variant="plain"
                minWidth="auto"
                height="auto"
                aria-label={t("accounting.editor.removeTag", { name: tag.name })}
                onClick={() => void remove(tag)}
              >
                <LuX />
              </IconButton>
            )}
          </Badge>
        ))}
      </Wrap>
      {canEdit && (
        <HStack gap="1">
          <Input
            size="xs"
            width="10rem"
            maxLength={30}
            value={draft}
            placeholder={t("accounting.caseForm.newTag")}
            aria-label={t("accounting.caseForm.newTag")}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") void add();
            }}
          />
          <Button
            size="xs"
            variant="outline"
            loading={adding.loading}
            disabled={!draft.trim()}
            onClick={() => void add()}
          >
            {t("accounting.caseForm.addTag")}
          </Button>
        </HStack>
      )}
    </Flex>
  );
}

function ScopeSection({
  scope,
  processes,
  render,
}: {
  scope: number;
  processes: readonly Process[];
  render: (process: Process) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby={`scope-${scope}-heading`}>
      <Heading as="h2" size="md" id={`scope-${scope}-heading`} marginBottom="2">
        {t(`accounting.scope.${scope}`)}
        <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal" marginInlineStart="2">
          {t(`accounting.scopeHelp.${scope}`)}
        </Text>
      </Heading>
      {processes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("accounting.editor.noProcessesInScope")}
        </Text>
      ) : (
        <Stack gap="3">{processes.map(render)}</Stack>
      )}
    </Box>
  );
}

function ProcessCard({
  process,
  reference,
  lineCount,
  canEdit,
  onAddLibrary,
  onAddCustom,
  onAddGas,
  onDelete,
  children,
}: {
  process: Process;
  reference: Reference;
  lineCount: number;
  canEdit: boolean;
  onAddLibrary: () => void;
  onAddCustom: () => void;
  onAddGas: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = reference;
  const name = localName(process, locale);
  return (
    <Card.Root size="sm" as="article" aria-label={name}>
      <Card.Header>
        <Flex justifyContent="space-between" alignItems="flex-start" gap="2" flexWrap="wrap">
          <Box>
            <Heading as="h3" size="sm">
              {name}
              <Text
                as="span"
                fontSize="xs"
                color="fg.muted"
                fontWeight="normal"
                marginInlineStart="2"
              >
                {t("accounting.process.lineCount", { count: lineCount })}
              </Text>
            </Heading>
            <Wrap gap="1" marginTop="1">
              <Badge size="sm" variant="outline">
                {t("accounting.process.isoBadge", {
                  n: process.isoCategory,
                  name: isoCategoryName(process.isoCategory, locale),
                })}
              </Badge>
              {process.scope3Category && (
                <Badge size="sm" variant="outline" colorPalette="blue">
                  {t("accounting.process.scope3Badge", {
                    n: process.scope3Category,
                    name: scope3CategoryName(process.scope3Category, locale),
                  })}
                </Badge>
              )}
              {process.deducted && (
                <Badge size="sm" colorPalette="purple">
                  {t("accounting.process.deductedBadge")}
                </Badge>
              )}
            </Wrap>
          </Box>
          {canEdit && (
            <HStack gap="1">
              <Button size="xs" variant="outline" onClick={onAddLibrary}>
                <LuLibrary aria-hidden />
                {t("accounting.process.addFromLibrary")}
              </Button>
              <Button size="xs" variant="outline" onClick={onAddCustom}>
                <LuPlus aria-hidden />
                {t("accounting.process.addCustom")}
              </Button>
              <Button size="xs" variant="outline" onClick={onAddGas}>
                <LuWind aria-hidden />
                {t("accounting.process.addGas")}
              </Button>
              <RowAction label={t("accounting.process.delete", { name })} onClick={onDelete} danger>
                <LuTrash2 />
              </RowAction>
            </HStack>
          )}
        </Flex>
      </Card.Header>
      <Card.Body paddingTop="2">{children}</Card.Body>
    </Card.Root>
  );
}

function CalculationErrors({
  errors,
  lineLabel,
  onShow,
  onClose,
}: {
  errors: readonly LineError[];
  /** The line as this screen names it (the process in the interface language), when loaded. */
  lineLabel: (error: LineError) => string | null;
  onShow: (lineId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // The user may be far down the tables when the answer comes.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ behavior: "smooth", block: "center" });
  }, [errors]);
  return (
    <Alert.Root ref={panel} status="error" marginBottom="4" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t("accounting.editor.calculationFailed", { count: errors.length })}
        </Alert.Title>
        <Alert.Description>
          <Text marginBottom="2">{t("accounting.editor.calculationFailedBody")}</Text>
          <Stack as="ol" gap="1" paddingInlineStart="4" listStyleType="decimal">
            {errors.map((error, index) => {
              // The server's message starts with the process and line it names; the link shows them.
              const prefix = `${error.processName} / ${error.name}`;
              const reason = error.message.startsWith(`${prefix}: `)
                ? error.message.slice(prefix.length + 2)
                : error.message;
              const label = lineLabel(error) ?? prefix;
              return (
                <li key={`${error.lineId}-${index}`}>
                  <Link
                    as="button"
                    colorPalette="red"
                    fontWeight="semibold"
                    textDecoration="underline"
                    onClick={() => onShow(error.lineId)}
                  >
                    {label}
                  </Link>
                  {": "}
                  {reason}
                </li>
              );
            })}
          </Stack>
        </Alert.Description>
      </Alert.Content>
      <IconButton size="xs" variant="ghost" aria-label={t("common.close")} onClick={onClose}>
        <LuX />
      </IconButton>
    </Alert.Root>
  );
}
