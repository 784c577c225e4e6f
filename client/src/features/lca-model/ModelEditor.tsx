// One product in the model editor: its header and version bar, its review (features/review), the
// stages of its study's scheme with their lines, the Calculate button beside what blocks it, the
// calculations and the results of the one chosen. Editing takes ff01 or ff41 and the current
// version of a study in draft or sent back for changes; submitted or in review it is frozen until
// the review moves on, released or withdrawn for good (a new version is made). Otherwise the lines
// are shown read-only with the reason. Every change reads the lines and the problems again.
import { Box, Button, Flex, Grid, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuTrash2 } from "react-icons/lu";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { AuditState, LcaModel_LineFragment } from "../../__generated__/graphql";
import {
  useLcaModelCalculationsQuery,
  useLcaModelDeleteLinesMutation,
  useLcaModelNewVersionMutation,
  useLcaModelProblemsQuery,
  useLcaModelProductQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { notify } from "../../components/ui/toaster";
import { CopyProductDialog } from "../lca-products/CopyProductDialog";
import { LCA_CODES, lcaEditorPath } from "../lca-products/paths";
import { useProductCodes } from "../lca-products/use-product-codes";
import { ProductReviewPanel } from "../review/ProductReviewPanel";
import { CalculatePanel, type RunningCalculation } from "./CalculatePanel";
import { CalculationList } from "./CalculationList";
import { ImportLinesDialog } from "./ImportLinesDialog";
import { LineDialog } from "./LineDialog";
import { ModelNotFound } from "./ModelNotFound";
import { ProductHeader } from "./ProductHeader";
import { ResultsArea } from "./ResultsArea";
import { StageSection, lineAnchor } from "./StageSection";
import { StudyDialog } from "./StudyDialog";
import { useModelCodes } from "./use-model-codes";
import { VersionBar } from "./VersionBar";

const HIGHLIGHT_MS = 2500;
/** Frozen while the reviewers have it: editable again once they ask for changes. */
const UNDER_REVIEW: readonly AuditState[] = ["submitted", "inReview"];
/** Frozen for good: a change takes a new version. */
const FROZEN: readonly AuditState[] = ["released", "withdrawn"];

type Dialog =
  | { kind: "line"; line: LcaModel_LineFragment | null; stage: string }
  | { kind: "delete"; lines: LcaModel_LineFragment[] }
  | { kind: "study" | "copy" | "import" }
  | null;

export function ModelEditor({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { hasPermission } = useSession();
  const canEdit = hasPermission(LCA_CODES.create) || hasPermission(LCA_CODES.manage);
  const codes = useModelCodes();
  const productCodes = useProductCodes();

  const [shownVersion, setShownVersion] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [running, setRunning] = useState<(RunningCalculation & { done: boolean }) | null>(null);

  const productQuery = useLcaModelProductQuery({
    variables: { id: productId, version: shownVersion },
    fetchPolicy: "cache-and-network",
  });
  const problemsQuery = useLcaModelProblemsQuery({
    variables: { id: productId },
    skip: !canEdit,
    fetchPolicy: "network-only",
  });
  const calculationsQuery = useLcaModelCalculationsQuery({
    variables: { id: productId },
    fetchPolicy: "cache-and-network",
  });
  const [deleteLines] = useLcaModelDeleteLinesMutation();
  const [newVersion] = useLcaModelNewVersionMutation();

  const product = productQuery.data?.lcaProduct;
  const current = product?.version ?? 1;
  const shown = shownVersion ?? current;
  const state = product?.auditState ?? "draft";
  const released = FROZEN.includes(state);
  const underReview = UNDER_REVIEW.includes(state);
  const isOld = shown !== current;
  const readOnly = !canEdit || isOld || released || underReview;
  const readOnlyReason = !canEdit
    ? t("lcaModel.readOnly.noPermission")
    : isOld
      ? t("lcaModel.readOnly.oldVersion", { version: shown, current })
      : released || underReview
        ? t(`lcaModel.readOnly.${state}`)
        : null;
  const lines = useMemo(() => product?.lines ?? [], [product?.lines]);
  const calculations = useMemo(
    () => calculationsQuery.data?.lcaProduct.calculations ?? [],
    [calculationsQuery.data],
  );
  const problems = problemsQuery.data?.lcaModelProblems;
  const problemsByLine = useMemo(() => {
    const map = new Map<number, string[]>();
    if (isOld) return map;
    for (const problem of problems ?? []) {
      map.set(problem.lineId, [...(map.get(problem.lineId) ?? []), problem.reason]);
    }
    return map;
  }, [problems, isOld]);

  const { refetch: refetchProduct } = productQuery;
  const { refetch: refetchProblems } = problemsQuery;
  const { refetch: refetchCalculations } = calculationsQuery;
  const refresh = useCallback(async () => {
    await Promise.all([refetchProduct(), canEdit ? refetchProblems() : null]);
  }, [refetchProduct, refetchProblems, canEdit]);

  // A calculation still under way when the page opens is followed as one just started.
  useEffect(() => {
    if (running) return;
    const active = calculations.find(
      (item) => (item.status === "queued" || item.status === "running") && item.jobId,
    );
    if (active?.jobId) {
      setRunning({
        calculationId: active.id,
        number: active.number,
        jobId: active.jobId,
        done: false,
      });
    }
  }, [calculations, running]);

  useEffect(() => {
    if (highlighted === null) return;
    document
      .getElementById(lineAnchor(highlighted))
      ?.scrollIntoView?.({ behavior: "smooth", block: "center" });
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const calculationParam = Number(params.get("calculation"));
  const selectedCalculation =
    calculations.find((item) => item.id === calculationParam) ??
    calculations.find((item) => item.status === "succeeded") ??
    null;
  const selectCalculation = (id: number) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set("calculation", String(id));
        return next;
      },
      { replace: true },
    );

  if (!product) {
    if (productQuery.error) return <ModelNotFound />;
    return (
      <Flex justify="center" padding="10">
        <Spinner size="lg" color="teal.500" />
      </Flex>
    );
  }

  const stages = codes.stagesOf(product.standard);
  const known = new Set(stages.map((stage) => stage.code));
  const stray = lines.filter((line) => !known.has(line.stage));
  const selectedLines = lines.filter((line) => selected.has(line.id));
  const databaseLabel = productCodes.databaseLabel(product.databaseId);

  const select = (ids: number[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const showLine = (lineId: number) => {
    if (isOld) setShownVersion(null);
    setHighlighted(lineId);
  };

  const removeLines = async (doomed: LcaModel_LineFragment[]) => {
    await deleteLines({
      variables: { input: { productId, ids: doomed.map((line) => line.id) } },
    });
    notify.success(t("lcaModel.delete.done", { count: doomed.length }));
    select(
      doomed.map((line) => line.id),
      false,
    );
    await refresh();
  };

  const makeVersion = async () => {
    await newVersion({ variables: { input: { productId } } });
    setShownVersion(null);
    setSelected(new Set());
    notify.success(t("lcaModel.version.made", { version: current + 1 }));
    await refresh();
  };

  const stageProps = {
    codes,
    readOnly,
    selected,
    highlighted,
    problems: problemsByLine,
    onSelect: select,
    onAdd: (stage: string) => setDialog({ kind: "line", line: null, stage }),
    onEdit: (line: LcaModel_LineFragment) => setDialog({ kind: "line", line, stage: line.stage }),
    onDelete: (doomed: LcaModel_LineFragment[]) => setDialog({ kind: "delete", lines: doomed }),
  };

  return (
    <>
      <ProductHeader
        product={product}
        codes={codes}
        databaseLabel={databaseLabel}
        canEdit={canEdit}
        released={released || underReview}
        onEditStudy={() => setDialog({ kind: "study" })}
        onCopy={() => setDialog({ kind: "copy" })}
        onImport={() => setDialog({ kind: "import" })}
      />
      <VersionBar
        current={current}
        versions={product.versions}
        shown={shown}
        released={released}
        canEdit={canEdit && !underReview}
        readOnlyReason={readOnlyReason}
        onShow={(version) => {
          setSelected(new Set());
          setShownVersion(version === current ? null : version);
        }}
        onNewVersion={makeVersion}
      />
      <ProductReviewPanel
        productId={productId}
        canEdit={canEdit}
        canManage={hasPermission(LCA_CODES.manage)}
        onChanged={() => void refresh()}
      />

      <Grid
        templateColumns={{ base: "1fr", xl: "minmax(0, 1fr) 22rem" }}
        gap="4"
        alignItems="start"
      >
        <Stack gap="3" as="section" aria-label={t("lcaModel.modelHeading")}>
          {!readOnly && selectedLines.length > 0 && (
            <HStack bg="teal.subtle" rounded="md" paddingX="3" paddingY="2" justify="space-between">
              <Text fontSize="sm">
                {t("lcaModel.delete.selected", { count: selectedLines.length })}
              </Text>
              <HStack>
                <Button size="xs" variant="ghost" onClick={() => setSelected(new Set())}>
                  {t("lcaModel.delete.clear")}
                </Button>
                <Button
                  size="xs"
                  colorPalette="red"
                  onClick={() => setDialog({ kind: "delete", lines: selectedLines })}
                >
                  <LuTrash2 aria-hidden />
                  {t("lcaModel.delete.selectedButton", { count: selectedLines.length })}
                </Button>
              </HStack>
            </HStack>
          )}
          {stages.map((stage) => (
            <StageSection
              key={stage.code}
              code={stage.code}
              title={codes.name(stage)}
              lines={lines.filter((line) => line.stage === stage.code)}
              {...stageProps}
            />
          ))}
          {stray.length > 0 && (
            <StageSection
              code="other"
              title={t("lcaModel.stage.other")}
              lines={stray}
              {...stageProps}
            />
          )}
        </Stack>
        <Box position={{ xl: "sticky" }} top="4">
          <CalculatePanel
            productId={productId}
            version={current}
            canCalculate={canEdit}
            lineCount={isOld ? 1 : lines.length}
            problems={problems}
            problemsLoading={problemsQuery.loading}
            running={running}
            onShowLine={showLine}
            onStarted={(started) => {
              setRunning({ ...started, done: false });
              void refetchCalculations();
            }}
            onRefused={() => void refresh()}
            onFinished={(calculationId) => {
              setRunning((previous) => previous && { ...previous, done: true });
              void refetchCalculations().then(() => selectCalculation(calculationId));
              void refetchProduct();
            }}
          />
        </Box>
      </Grid>

      <Stack gap="4" marginTop="4">
        <CalculationList
          calculations={calculations}
          selectedId={selectedCalculation?.id ?? null}
          codes={codes}
          onSelect={selectCalculation}
        />
        <ResultsArea
          productId={productId}
          calculation={selectedCalculation}
          calculations={calculations}
        />
      </Stack>

      {dialog?.kind === "line" && (
        <LineDialog
          open
          productId={productId}
          standard={product.standard}
          databaseId={product.databaseId ?? null}
          databaseName={databaseLabel}
          line={dialog.line}
          stage={dialog.stage}
          codes={codes}
          onClose={() => setDialog(null)}
          onSaved={(lineId) => {
            void refresh().then(() => setHighlighted(lineId));
          }}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        title={t("lcaModel.delete.title")}
        confirmLabel={t("lcaModel.delete.confirm")}
        destructive
        onConfirm={() => (dialog?.kind === "delete" ? removeLines(dialog.lines) : undefined)}
        onClose={() => setDialog(null)}
      >
        {dialog?.kind === "delete" &&
          (dialog.lines.length === 1
            ? t("lcaModel.delete.questionOne", { name: dialog.lines[0].name })
            : t("lcaModel.delete.questionMany", {
                count: dialog.lines.length,
                names: dialog.lines.map((line) => line.name).join(", "),
              }))}
      </ConfirmDialog>
      {dialog?.kind === "study" && (
        <StudyDialog
          open
          product={product}
          onClose={() => {
            setDialog(null);
            void refresh();
          }}
        />
      )}
      <CopyProductDialog
        open={dialog?.kind === "copy"}
        product={product}
        onClose={() => setDialog(null)}
        onCopied={(copy) => void navigate(lcaEditorPath(copy.id))}
      />
      {dialog?.kind === "import" && (
        <ImportLinesDialog
          open
          productId={productId}
          onClose={() => setDialog(null)}
          onImported={() => void refresh()}
        />
      )}
    </>
  );
}
