// Assigns reviewers to a review addressed to the organisation (pv03): the users of the
// organisation who hold pv01, ticked; the set sent replaces the one before. A first assignment
// starts the review ("5" → "10").
import { Alert, Checkbox, Fieldset, Spinner, Stack, Text } from "@chakra-ui/react";
import { useFormikContext, type FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { Review_RowFragment } from "../../__generated__/graphql";
import { useAssignReviewMutation, useReviewReviewersQuery } from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { useFieldError } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";

interface AssignValues {
  reviewerIds: number[];
}

/** The server takes at most 10 reviewers a review (AssignLcaReviewInput). */
const MAX_REVIEWERS = 10;

function ReviewerChoices({
  reviewers,
}: {
  reviewers: readonly { id: number; username: string; realname: string }[];
}) {
  const { t } = useTranslation();
  const form = useFormikContext<AssignValues>();
  const error = useFieldError("reviewerIds");
  const chosen = form.values.reviewerIds;
  const toggle = (id: number, on: boolean) =>
    void form.setFieldValue(
      "reviewerIds",
      on ? [...chosen, id] : chosen.filter((other) => other !== id),
    );
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t("review.assign.reviewers")}</Fieldset.Legend>
      <Stack gap="2" marginTop="2">
        {reviewers.map((reviewer) => (
          <Checkbox.Root
            key={reviewer.id}
            colorPalette="teal"
            checked={chosen.includes(reviewer.id)}
            onCheckedChange={(details) => toggle(reviewer.id, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {reviewer.realname || reviewer.username}
              {reviewer.realname && (
                <Text as="span" color="fg.muted" marginStart="2" fontSize="sm">
                  {reviewer.username}
                </Text>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

export function AssignDialog({
  open,
  review,
  onClose,
  onAssigned,
}: {
  open: boolean;
  review: Review_RowFragment | null;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  const reviewersQuery = useReviewReviewersQuery({ skip: !open, fetchPolicy: "network-only" });
  const [assign] = useAssignReviewMutation({ context: { formErrors: true } });
  const reviewers = reviewersQuery.data?.lcaReviewers;
  const schema = useMemo(
    () =>
      yup.object({
        reviewerIds: yup
          .array(yup.number().required())
          .min(1, t("review.assign.required"))
          .max(MAX_REVIEWERS, t("review.assign.tooMany", { max: MAX_REVIEWERS })),
      }),
    [t],
  );
  const initialValues = useMemo<AssignValues>(
    () => ({ reviewerIds: review?.assignments.map((a) => a.reviewerId) ?? [] }),
    [review],
  );

  const submit = async (values: AssignValues, helpers: FormikHelpers<AssignValues>) => {
    if (!review) return;
    try {
      await assign({
        variables: { input: { reviewId: review.id, reviewerIds: values.reviewerIds } },
      });
      notify.success(t("review.assign.done", { name: review.product.name }));
      onClose();
      onAssigned();
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  const title = t("review.assign.title");
  return (
    <FormDialog
      open={open}
      size="md"
      title={title}
      formLabel={title}
      formKey={review?.id}
      initialValues={initialValues}
      schema={schema}
      submitLabel={t("review.assign.submit")}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <Stack gap="4">
          {review && (
            <Text fontSize="sm" color="fg.muted">
              {t("review.assign.intro", {
                name: review.product.name,
                version: review.version,
                company: review.companyName,
              })}
            </Text>
          )}
          {!reviewers ? (
            <Spinner size="sm" color="teal.500" aria-label={t("common.loading")} />
          ) : reviewers.length === 0 ? (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Description>{t("review.assign.none")}</Alert.Description>
            </Alert.Root>
          ) : (
            <ReviewerChoices reviewers={reviewers} />
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
