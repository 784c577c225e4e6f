// The owner submits the current version of a study for review, or resubmits it after changes: a
// succeeded calculation of that version (the newest one chosen), the review organisation (on a
// first submission) and a note to the reviewers. The server checks that the calculation is still
// current (made after the model's last change) and names the field when it is not.
import { Alert, Stack, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import {
  useResubmitReviewMutation,
  useReviewSubmitChoicesQuery,
  useSubmitReviewMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { SelectField, TextareaField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { formatDateTime } from "../../lib/format";

interface SubmitValues {
  calculationId: number | "";
  reviewCompanyId: number | "";
  note: string;
}

/** A first submission, or the resubmission of an open review after changes were asked for. */
export type SubmitMode = { kind: "submit" } | { kind: "resubmit"; reviewId: number; round: number };

const MAX_NOTE = 2000;
const toId = (value: string) => (value === "" ? "" : Number(value));

export function SubmitReviewDialog({
  open,
  productId,
  mode,
  onClose,
  onDone,
}: {
  open: boolean;
  productId: number;
  mode: SubmitMode;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const choices = useReviewSubmitChoicesQuery({
    variables: { id: productId },
    skip: !open,
    fetchPolicy: "network-only",
  });
  const [submit] = useSubmitReviewMutation({ context: { formErrors: true } });
  const [resubmit] = useResubmitReviewMutation({ context: { formErrors: true } });
  const first = mode.kind === "submit";
  const product = choices.data?.lcaProduct;
  const organisations = useMemo(
    () => choices.data?.lcaReviewOrganisations ?? [],
    [choices.data?.lcaReviewOrganisations],
  );
  // Succeeded calculations of the version to be reviewed, the newest first.
  const calculations = useMemo(
    () =>
      (product?.calculations ?? [])
        .filter((item) => item.status === "succeeded" && item.version === product?.version)
        .sort((a, b) => b.number - a.number),
    [product],
  );
  const initialValues = useMemo<SubmitValues>(
    () => ({
      calculationId: calculations[0]?.id ?? "",
      reviewCompanyId: organisations.length === 1 ? organisations[0].id : "",
      note: "",
    }),
    [calculations, organisations],
  );
  const schema = useMemo(
    () =>
      yup.object({
        calculationId: yup
          .mixed()
          .test("chosen", t("review.submit.calculationRequired"), (v) => v !== ""),
        reviewCompanyId: first
          ? yup.mixed().test("chosen", t("review.submit.organisationRequired"), (v) => v !== "")
          : yup.mixed(),
        note: yup.string().max(MAX_NOTE, t("review.decision.noteTooLong", { max: MAX_NOTE })),
      }),
    [t, first],
  );

  const send = async (values: SubmitValues, helpers: FormikHelpers<SubmitValues>) => {
    const calculationId = Number(values.calculationId);
    const note = values.note.trim();
    try {
      if (mode.kind === "submit") {
        await submit({
          variables: {
            input: {
              productId,
              calculationId,
              reviewCompanyId: Number(values.reviewCompanyId),
              note,
            },
          },
        });
        const organisation = organisations.find((o) => o.id === values.reviewCompanyId);
        notify.success(
          t("review.submit.submitted", {
            version: product?.version,
            organisation: organisation?.name,
          }),
        );
      } else {
        await resubmit({ variables: { input: { reviewId: mode.reviewId, calculationId, note } } });
        notify.success(t("review.submit.resubmitted", { round: mode.round + 1 }));
      }
      onClose();
      onDone();
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  const title = t(first ? "review.submit.title" : "review.submit.resubmitTitle");
  return (
    <FormDialog
      open={open}
      size="md"
      title={title}
      formLabel={title}
      formKey={product ? `ready-${productId}` : "loading"}
      initialValues={initialValues}
      schema={schema}
      submitLabel={t(first ? "review.submit.submit" : "review.submit.resubmit")}
      onSubmit={send}
      onClose={onClose}
    >
      {() => (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t(first ? "review.submit.intro" : "review.submit.resubmitIntro", {
              version: product?.version ?? "",
            })}
          </Text>
          {product && calculations.length === 0 && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Description>
                {t("review.submit.noCalculation", { version: product.version })}
              </Alert.Description>
            </Alert.Root>
          )}
          <SelectField
            name="calculationId"
            label={t("review.submit.calculation")}
            helper={t("review.submit.calculationHelp", { version: product?.version ?? "" })}
            parse={toId}
            required
          >
            <option value="">{t("review.submit.choose")}</option>
            {calculations.map((item) => (
              <option key={item.id} value={item.id}>
                {t("review.submit.calculationOption", {
                  number: item.number,
                  date: formatDateTime(item.finishedAt ?? item.createdAt),
                })}
              </option>
            ))}
          </SelectField>
          {first && (
            <>
              {product && organisations.length === 0 && (
                <Alert.Root status="warning" size="sm">
                  <Alert.Indicator />
                  <Alert.Description>{t("review.submit.noOrganisation")}</Alert.Description>
                </Alert.Root>
              )}
              <SelectField
                name="reviewCompanyId"
                label={t("review.submit.organisation")}
                parse={toId}
                required
              >
                <option value="">{t("review.submit.choose")}</option>
                {organisations.map((organisation) => (
                  <option key={organisation.id} value={organisation.id}>
                    {organisation.name}
                  </option>
                ))}
              </SelectField>
            </>
          )}
          <TextareaField
            name="note"
            rows={3}
            label={t(first ? "review.submit.note" : "review.submit.resubmitNote")}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
