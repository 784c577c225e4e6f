// An assigned reviewer's decisions on a review in review: send it back for changes (with a note,
// required when no comment is open to say what to change) or approve it, which releases the
// version. Approval waits until every reviewer comment is resolved; the button says why.
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuBadgeCheck, LuUndo2 } from "react-icons/lu";
import * as yup from "yup";
import {
  useApproveReviewMutation,
  useRequestReviewChangesMutation,
} from "../../__generated__/hooks";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { TextareaField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";

/** The longest note the server keeps with a decision (LcaReviewDecisionInput.note). */
const MAX_NOTE = 2000;

export interface DecisionBarProps {
  reviewId: number;
  productName: string;
  companyName: string;
  version: number;
  /** Reviewer comments not resolved yet. */
  unresolved: number;
  onDecided: () => Promise<unknown> | void;
}

export function DecisionBar({
  reviewId,
  productName,
  companyName,
  version,
  unresolved,
  onDecided,
}: DecisionBarProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<"changes" | "approve" | null>(null);
  const [requestChanges] = useRequestReviewChangesMutation({ context: { formErrors: true } });
  const [approve] = useApproveReviewMutation();
  const schema = useMemo(
    () =>
      yup.object({
        note:
          unresolved > 0
            ? yup.string().max(MAX_NOTE, t("review.decision.noteTooLong", { max: MAX_NOTE }))
            : yup
                .string()
                .trim()
                .required(t("review.decision.noteRequired"))
                .max(MAX_NOTE, t("review.decision.noteTooLong", { max: MAX_NOTE })),
      }),
    [t, unresolved],
  );
  const blocked =
    unresolved > 0 ? t("review.decision.approveBlocked", { count: unresolved }) : null;

  const sendBack = async (values: { note: string }, helpers: FormikHelpers<{ note: string }>) => {
    try {
      await requestChanges({ variables: { input: { reviewId, note: values.note.trim() } } });
      notify.success(t("review.decision.requested"));
      setDialog(null);
      await onDecided();
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  const release = async () => {
    await approve({ variables: { input: { reviewId, note: "" } } });
    notify.success(t("review.decision.approved", { name: productName, version }));
    await onDecided();
  };

  return (
    <>
      <Stack gap="1" align={{ base: "stretch", md: "flex-end" }}>
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button
            size="sm"
            variant="outline"
            colorPalette="orange"
            onClick={() => setDialog("changes")}
          >
            <LuUndo2 aria-hidden />
            {t("review.decision.requestChanges")}
          </Button>
          <Button
            size="sm"
            colorPalette="green"
            disabled={blocked !== null}
            title={blocked ?? undefined}
            aria-describedby={blocked ? "review-approve-blocked" : undefined}
            onClick={() => setDialog("approve")}
          >
            <LuBadgeCheck aria-hidden />
            {t("review.decision.approve")}
          </Button>
        </HStack>
        {blocked && (
          <Text id="review-approve-blocked" fontSize="xs" color="orange.700" textAlign="end">
            {blocked}
          </Text>
        )}
      </Stack>
      <FormDialog
        open={dialog === "changes"}
        size="md"
        title={t("review.decision.changesTitle")}
        formLabel={t("review.decision.changesTitle")}
        initialValues={{ note: "" }}
        schema={schema}
        submitLabel={t("review.decision.requestChanges")}
        onSubmit={sendBack}
        onClose={() => setDialog(null)}
      >
        {() => (
          <Stack gap="4">
            <Text fontSize="sm">
              {t("review.decision.changesQuestion", {
                name: productName,
                company: companyName,
                count: unresolved,
              })}
            </Text>
            <TextareaField
              name="note"
              rows={4}
              label={t("review.decision.note")}
              required={unresolved === 0}
              helper={unresolved === 0 ? t("review.decision.noteHelp") : undefined}
            />
          </Stack>
        )}
      </FormDialog>
      <ConfirmDialog
        open={dialog === "approve"}
        title={t("review.decision.approveTitle")}
        confirmLabel={t("review.decision.approve")}
        onConfirm={release}
        onClose={() => setDialog(null)}
      >
        {t("review.decision.approveQuestion", { name: productName, version })}
      </ConfirmDialog>
    </>
  );
}
