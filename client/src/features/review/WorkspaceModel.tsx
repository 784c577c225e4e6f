// The model under review, stage by stage: each line with its kind, amount and unit, the data
// source it took (name and unit as the calculation under review recorded them), primary or
// secondary data, and its comment thread, opened beneath the line; an assigned reviewer adds
// comments while the review is in review.
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuMessageSquare } from "react-icons/lu";
import type { ReviewWorkspace_LineFragment } from "../../__generated__/graphql";
import type { Locale } from "../../lib/format";
import { formatAmount } from "../lca-products/display";
import { CommentBox, CommentList, type CommentListProps, type Threads } from "./CommentThread";
import { orderStages, type CodeNames } from "./review-codes";

type Line = ReviewWorkspace_LineFragment;

/** What the calculation's model snapshot recorded of a line: its unit and its source. */
export interface SnapshotLine {
  unit: string;
  sourceName: string;
  sourceUnit: string;
}

/** The lines of a calculation's model snapshot by id (the JSON `LcaCalculation.model`). */
export function snapshotLines(model: unknown): Map<number, SnapshotLine> {
  const found = new Map<number, SnapshotLine>();
  const lines = (model as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return found;
  for (const line of lines as Record<string, unknown>[]) {
    if (typeof line?.id !== "number") continue;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    found.set(line.id, {
      unit: text(line.unit),
      sourceName: text(line.sourceName),
      sourceUnit: text(line.sourceUnit),
    });
  }
  return found;
}

export interface WorkspaceModelProps {
  lines: readonly Line[];
  snapshot: ReadonlyMap<number, SnapshotLine>;
  names: CodeNames;
  locale: Locale;
  unitSymbol: (unitId: number) => string;
  threads: Threads;
  /** Set for an assigned reviewer while the review is in review. */
  onComment?: (lineId: number, body: string) => Promise<unknown>;
  onResolve?: CommentListProps["onResolve"];
  onAnswer?: CommentListProps["onAnswer"];
}

const COLUMNS = 7;

export function WorkspaceModel(props: WorkspaceModelProps) {
  const { lines, names, threads } = props;
  const { t } = useTranslation();
  // Lines that carry comments start open; the reviewer opens any other to comment on it.
  const [opened, setOpened] = useState<ReadonlySet<number>>(
    () => new Set(lines.filter((line) => threads.on(line.id).length > 0).map((line) => line.id)),
  );
  const toggle = (id: number) =>
    setOpened((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (lines.length === 0) {
    return <Text color="fg.muted">{t("review.model.noLines")}</Text>;
  }
  return (
    <Stack gap="3">
      {orderStages(lines.map((line) => line.stage)).map((stage) => {
        const title = names.stage(stage);
        const stageLines = lines.filter((line) => line.stage === stage);
        return (
          <Box
            as="section"
            key={stage}
            aria-labelledby={`review-stage-${stage}`}
            bg="white"
            borderWidth="1px"
            rounded="md"
          >
            <HStack paddingX="4" paddingY="2" borderBottomWidth="1px">
              <Heading as="h3" size="sm" id={`review-stage-${stage}`}>
                {title}
              </Heading>
              <Badge variant="subtle">
                {t("review.model.lineCount", { count: stageLines.length })}
              </Badge>
            </HStack>
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label={title}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader width="1%">#</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("review.model.name")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("review.model.kind")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {t("review.model.amount")}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>{t("review.model.source")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("review.model.data")}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      {t("review.model.comments")}
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {stageLines.map((line) => (
                    <LineRows
                      key={line.id}
                      line={line}
                      open={opened.has(line.id)}
                      onToggle={() => toggle(line.id)}
                      {...props}
                    />
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

function LineRows({
  line,
  open,
  onToggle,
  snapshot,
  names,
  locale,
  unitSymbol,
  threads,
  onComment,
  onResolve,
  onAnswer,
}: WorkspaceModelProps & { line: Line; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const recorded = snapshot.get(line.id);
  const comments = threads.on(line.id);
  const unresolved = comments.filter((c) => c.side === "reviewer" && !c.resolved).length;
  const unit = recorded?.unit || unitSymbol(line.unitId);
  const source = sourceText(line, recorded, locale, t);
  const threadId = `review-line-thread-${line.id}`;
  return (
    <Fragment>
      <Table.Row bg={open ? "teal.50" : undefined}>
        <Table.Cell color="fg.muted">{line.position}</Table.Cell>
        <Table.Cell minWidth="10rem">
          <Text fontWeight="medium">{line.name}</Text>
          {line.supplier && (
            <Text fontSize="xs" color="fg.muted">
              {t("review.model.supplier", { supplier: line.supplier })}
            </Text>
          )}
          {line.note && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap">
              {line.note}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell>{names.kind(line.kind)}</Table.Cell>
        <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatAmount(line.amount, locale)} {unit}
          {line.distanceKm !== null && (
            <Text fontSize="xs" color="fg.muted">
              {t("review.model.distance", { km: formatAmount(line.distanceKm, locale) })}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell minWidth="12rem">
          <Text fontSize="xs" color="fg.muted">
            {names.sourceKind(line.sourceKind) || t("review.model.noSource")}
          </Text>
          <Text>{source}</Text>
        </Table.Cell>
        <Table.Cell>
          <Badge size="sm" colorPalette={line.primary ? "teal" : "gray"} variant="subtle">
            {t(line.primary ? "review.model.primary" : "review.model.secondary")}
          </Badge>
        </Table.Cell>
        <Table.Cell textAlign="end">
          <Button
            size="xs"
            variant={open ? "subtle" : "ghost"}
            colorPalette={unresolved > 0 ? "orange" : undefined}
            aria-expanded={open}
            aria-controls={threadId}
            aria-label={t("review.model.thread", { name: line.name })}
            onClick={onToggle}
          >
            <LuMessageSquare aria-hidden />
            {comments.length > 0
              ? unresolved > 0
                ? t("review.model.openCount", { count: comments.length, open: unresolved })
                : comments.length
              : null}
          </Button>
        </Table.Cell>
      </Table.Row>
      {open && (
        <Table.Row id={threadId}>
          <Table.Cell colSpan={COLUMNS} bg="gray.50" paddingY="3">
            <Stack gap="3" maxWidth="48rem" marginStart={{ md: "8" }}>
              {comments.length > 0 ? (
                <CommentList
                  comments={comments}
                  threads={threads}
                  onResolve={onResolve}
                  onAnswer={onAnswer}
                />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t("review.comments.noneOnLine")}
                </Text>
              )}
              {onComment && (
                <CommentBox
                  label={t("review.comments.addOnLine", { name: line.name })}
                  submitLabel={t("review.comments.add")}
                  onSubmit={(body) => onComment(line.id, body)}
                />
              )}
            </Stack>
          </Table.Cell>
        </Table.Row>
      )}
    </Fragment>
  );
}

/** "USLCI: electricity, at grid" — the source's name as calculated, or what the line declares. */
function sourceText(
  line: Line,
  recorded: SnapshotLine | undefined,
  locale: Locale,
  t: TFunction,
): string {
  if (line.sourceKind === "supplier" && line.supplierGwp !== null) {
    return t("review.model.supplierGwp", {
      value: formatAmount(line.supplierGwp, locale),
      unit: recorded?.unit ?? "",
    });
  }
  if (recorded?.sourceName) {
    return recorded.sourceUnit
      ? t("review.model.sourceWithUnit", { name: recorded.sourceName, unit: recorded.sourceUnit })
      : recorded.sourceName;
  }
  if (line.sourceId !== null) return t("review.model.sourceId", { id: line.sourceId });
  return "";
}
