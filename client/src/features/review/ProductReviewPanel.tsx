// The review of a product as its owner sees it in the model editor (/eclca/brandedit): the audit
// status of the current version; submitting it for review with a succeeded calculation; while it
// is reviewed, the organisation, the round and the reviewers, and withdrawing the submission;
// when changes are asked for, the reviewers' comments with an answer box each and resubmission
// with a new calculation; once released, who released it when, and withdrawing the release (its
// labels are revoked and its EPDs withdrawn); and the history of every review of the product.
import {
  Box,
  Button,
  Collapsible,
  Flex,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuChevronRight, LuClipboardCheck, LuSend, LuUndo2 } from "react-icons/lu";
import * as yup from "yup";
import type { ReviewPanel_ReviewFragment } from "../../__generated__/graphql";
import {
  useAnswerReviewCommentMutation,
  useCancelReviewMutation,
  useReviewPanelQuery,
  useWithdrawReleaseMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { TextareaField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { formatDateTime } from "../../lib/format";
import { AuditStateBadge, OPEN_STATES } from "./audit";
import { CommentList, threadsOf } from "./CommentThread";
import { EventNote, EventTimeline } from "./EventTimeline";
import { SubmitReviewDialog, type SubmitMode } from "./SubmitReviewDialog";

type Review = ReviewPanel_ReviewFragment;

type Dialog =
  { kind: "submit"; mode: SubmitMode } | { kind: "cancel" | "withdraw"; review: Review } | null;

export interface ProductReviewPanelProps {
  productId: number;
  /** ff01 or ff41: submit, resubmit, answer and withdraw a submission. */
  canEdit: boolean;
  /** ff41: withdraw a release. */
  canManage: boolean;
  /** Told after a change of state, for the editor to read the product's status again. */
  onChanged: () => void;
}

/** A question with an optional note: withdrawing a submission or a release. */
function NoteDialog({
  open,
  title,
  question,
  submitLabel,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  question: string;
  submitLabel: string;
  onSubmit: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      yup.object({ note: yup.string().max(2000, t("review.decision.noteTooLong", { max: 2000 })) }),
    [t],
  );
  const submit = async (values: { note: string }, helpers: FormikHelpers<{ note: string }>) => {
    try {
      await onSubmit(values.note.trim());
      onClose();
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };
  return (
    <FormDialog
      open={open}
      size="md"
      title={title}
      formLabel={title}
      initialValues={{ note: "" }}
      schema={schema}
      submitLabel={submitLabel}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <Stack gap="4">
          <Text fontSize="sm">{question}</Text>
          <TextareaField name="note" rows={3} label={t("review.panel.reason")} />
        </Stack>
      )}
    </FormDialog>
  );
}

export function ProductReviewPanel({
  productId,
  canEdit,
  canManage,
  onChanged,
}: ProductReviewPanelProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, refetch } = useReviewPanelQuery({
    variables: { id: productId },
    fetchPolicy: "cache-and-network",
  });
  const [answer] = useAnswerReviewCommentMutation();
  const [cancel] = useCancelReviewMutation({ context: { formErrors: true } });
  const [withdraw] = useWithdrawReleaseMutation({ context: { formErrors: true } });
  const product = data?.lcaProduct;
  const reviews = useMemo(() => product?.reviews ?? [], [product?.reviews]);
  const open = reviews.find((review) => OPEN_STATES.includes(review.state)) ?? null;
  const threads = useMemo(() => threadsOf(open?.comments ?? []), [open?.comments]);

  if (!product) {
    return (
      <Box bg="white" borderWidth="1px" rounded="md" padding="4" marginBottom="4">
        <Spinner size="sm" color="teal.500" />
      </Box>
    );
  }

  const changed = async () => {
    onChanged();
    try {
      await refetch();
    } catch {
      // Shown by the error link, or the editor was left before the answer came.
    }
  };
  const state = product.auditState;
  const version = product.version;
  const ofVersion = reviews.find((review) => review.version === version) ?? null;
  const releases = reviews.filter((review) => review.state === "released");
  const lineName = (lineId: number) => open?.lines.find((line) => line.id === lineId)?.name;
  const names = (review: Review) =>
    review.assignments.map((a) => a.reviewerName).join(t("review.list.nameSeparator"));

  const status = (() => {
    if (open) {
      return t("review.panel.openText", {
        organisation: open.reviewCompanyName,
        date: formatDateTime(open.submittedAt),
        round: open.round,
        number: open.calculation.number,
      });
    }
    if (state === "released" && ofVersion) {
      return t("review.panel.releasedText", { version });
    }
    if (state === "withdrawn") return t("review.panel.withdrawnText", { version });
    return t("review.panel.draftText", { version });
  })();

  return (
    <Box
      as="section"
      aria-labelledby="product-review-heading"
      bg="white"
      borderWidth="1px"
      rounded="md"
      padding="4"
      marginBottom="4"
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" flex="1" minWidth="16rem">
          <HStack gap="2" wrap="wrap">
            <LuClipboardCheck aria-hidden />
            <Heading as="h2" size="sm" id="product-review-heading">
              {t("review.panel.heading", { version })}
            </Heading>
            <AuditStateBadge state={state} />
          </HStack>
          <Text fontSize="sm" data-testid="review-panel-status">
            {status}
          </Text>
          {open && open.state !== "changesRequested" && (
            <Text fontSize="sm" color="fg.muted">
              {open.assignments.length > 0
                ? t("review.panel.reviewers", { names: names(open) })
                : t("review.panel.waitingForAssignment")}{" "}
              {t("review.panel.frozen")}
            </Text>
          )}
          {open?.state === "changesRequested" && (
            <>
              <Text fontSize="sm" color="orange.700">
                {t("review.panel.changesText")}
              </Text>
              <EventNote events={open.events} action="request-changes" />
            </>
          )}
        </Stack>
        {canEdit && (
          <HStack gap="2" wrap="wrap">
            {!open && state === "draft" && (
              <Button
                size="sm"
                colorPalette="teal"
                onClick={() => setDialog({ kind: "submit", mode: { kind: "submit" } })}
              >
                <LuSend aria-hidden />
                {t("review.panel.submit")}
              </Button>
            )}
            {open?.state === "changesRequested" && (
              <Button
                size="sm"
                colorPalette="teal"
                onClick={() =>
                  setDialog({
                    kind: "submit",
                    mode: { kind: "resubmit", reviewId: open.id, round: open.round },
                  })
                }
              >
                <LuSend aria-hidden />
                {t("review.panel.resubmit")}
              </Button>
            )}
            {open && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog({ kind: "cancel", review: open })}
              >
                <LuUndo2 aria-hidden />
                {t("review.panel.cancel")}
              </Button>
            )}
          </HStack>
        )}
      </Flex>

      {open && threads.tops.length > 0 && (
        // Open while the owner has to answer; folded while the reviewers still have the study.
        <Collapsible.Root
          key={open.state}
          defaultOpen={open.state === "changesRequested"}
          marginTop="3"
        >
          <Collapsible.Trigger asChild>
            <Button size="xs" variant="ghost">
              <Collapsible.Indicator
                transition="transform 0.2s"
                _open={{ transform: "rotate(90deg)" }}
              >
                <LuChevronRight aria-hidden />
              </Collapsible.Indicator>
              {t("review.panel.comments", {
                count: threads.unresolved,
                total: threads.tops.length,
              })}
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box marginTop="2">
              <CommentList
                comments={threads.tops}
                threads={threads}
                lineName={lineName}
                onAnswer={
                  canEdit && open.state === "changesRequested"
                    ? async (comment, body) => {
                        await answer({ variables: { input: { commentId: comment.id, body } } });
                        notify.success(t("review.comments.answered"));
                        await refetch();
                      }
                    : undefined
                }
              />
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      )}

      {releases.length > 0 && (
        <Stack gap="2" marginTop="4">
          <Heading as="h3" size="xs">
            {t("review.panel.releases")}
          </Heading>
          {releases.map((release) => (
            <Flex key={release.id} gap="3" align="center" wrap="wrap" fontSize="sm">
              <Text>
                {t("review.panel.releaseLine", {
                  version: release.version,
                  date: formatDateTime(release.releasedAt),
                  name: release.approverName,
                  organisation: release.reviewCompanyName,
                })}
              </Text>
              {canManage && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setDialog({ kind: "withdraw", review: release })}
                >
                  {t("review.panel.withdrawRelease")}
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
      )}

      {reviews.length > 0 && (
        <Collapsible.Root lazyMount marginTop="3">
          <Collapsible.Trigger asChild>
            <Button size="xs" variant="ghost">
              <Collapsible.Indicator
                transition="transform 0.2s"
                _open={{ transform: "rotate(90deg)" }}
              >
                <LuChevronRight aria-hidden />
              </Collapsible.Indicator>
              {t("review.panel.history", { count: reviews.length })}
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Stack gap="4" marginTop="2">
              {reviews.map((review) => (
                <Stack key={review.id} gap="2">
                  <HStack gap="2" fontSize="sm">
                    <Text fontWeight="medium">
                      {t("review.panel.reviewOf", {
                        version: review.version,
                        organisation: review.reviewCompanyName,
                      })}
                    </Text>
                    <AuditStateBadge state={review.state} />
                  </HStack>
                  <EventTimeline
                    events={review.events}
                    label={t("review.panel.reviewOf", {
                      version: review.version,
                      organisation: review.reviewCompanyName,
                    })}
                  />
                </Stack>
              ))}
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      )}

      <SubmitReviewDialog
        open={dialog?.kind === "submit"}
        productId={productId}
        mode={dialog?.kind === "submit" ? dialog.mode : { kind: "submit" }}
        onClose={() => setDialog(null)}
        onDone={() => void changed()}
      />
      <NoteDialog
        open={dialog?.kind === "cancel"}
        title={t("review.panel.cancelTitle")}
        question={t("review.panel.cancelQuestion", {
          version: dialog?.kind === "cancel" ? dialog.review.version : "",
        })}
        submitLabel={t("review.panel.cancel")}
        onClose={() => setDialog(null)}
        onSubmit={async (note) => {
          if (dialog?.kind !== "cancel") return;
          await cancel({ variables: { input: { reviewId: dialog.review.id, note } } });
          notify.success(t("review.panel.cancelled"));
          await changed();
        }}
      />
      <NoteDialog
        open={dialog?.kind === "withdraw"}
        title={t("review.panel.withdrawTitle")}
        question={t("review.panel.withdrawQuestion", {
          version: dialog?.kind === "withdraw" ? dialog.review.version : "",
        })}
        submitLabel={t("review.panel.withdrawRelease")}
        onClose={() => setDialog(null)}
        onSubmit={async (note) => {
          if (dialog?.kind !== "withdraw") return;
          await withdraw({ variables: { input: { reviewId: dialog.review.id, note } } });
          notify.success(t("review.panel.withdrawn"));
          await changed();
        }}
      />
    </Box>
  );
}
