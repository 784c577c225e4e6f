// Applying for the verification of an EPD report: the verifying organisation (by default the one
// that reviewed the study) and a note to the verifier. A verifier there issues the report or
// sends it back with the reason.
import { Stack, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import {
  useApplyEpdReportMutation,
  useEpdReleaseQuery,
  useEpdReviewOrganisationsQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { SelectField, TextareaField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { STUDY_CODES } from "./paths";

export interface ApplyTarget {
  id: number;
  number: string;
  reviewId: number;
}

interface ApplyValues {
  reviewCompanyId: string;
  note: string;
}

export function ApplyDialog({
  open,
  report,
  onClose,
  onApplied,
}: {
  open: boolean;
  report: ApplyTarget | null;
  onClose: () => void;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const organisations = useEpdReviewOrganisationsQuery({ skip: !open });
  // The study's reviewer is the default; reading the release takes the product library's codes.
  const mayReadStudy = STUDY_CODES.some((code) => hasPermission(code));
  const release = useEpdReleaseQuery({
    variables: { id: report?.reviewId ?? 0 },
    skip: !open || !report || !mayReadStudy,
  });
  const [apply] = useApplyEpdReportMutation({ context: { formErrors: true } });
  const list = organisations.data?.lcaReviewOrganisations ?? [];
  const reviewer = release.data?.lcaReview.reviewCompanyId;
  const studyKnown = reviewer !== undefined || !mayReadStudy;

  const schema = useMemo(
    () =>
      yup.object({
        // Empty stands for the study's reviewer only where the release could not be read.
        reviewCompanyId: mayReadStudy
          ? yup.string().required(t("epd.organisationRequired"))
          : yup.string(),
        note: yup.string().max(2000, t("epd.form.tooLong", { max: 2000 })),
      }),
    [mayReadStudy, t],
  );

  const submit = async (values: ApplyValues, helpers: FormikHelpers<ApplyValues>) => {
    if (!report) return;
    const organisationId = values.reviewCompanyId ? Number(values.reviewCompanyId) : null;
    try {
      const result = await apply({
        variables: {
          input: { id: report.id, reviewCompanyId: organisationId, note: values.note.trim() },
        },
      });
      const application = result.data?.applyEpdReport;
      notify.success(
        t("epd.applied", {
          number: report.number,
          organisation: application?.reviewCompanyName ?? "",
        }),
      );
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    onApplied();
    onClose();
  };

  return (
    <FormDialog<ApplyValues>
      open={open}
      title={t("epd.applyTitle")}
      formLabel={t("epd.applyTitle")}
      // A new form once the default organisation is known.
      formKey={`${report?.id ?? 0}-${reviewer ?? ""}-${list.length}`}
      initialValues={{ reviewCompanyId: reviewer ? String(reviewer) : "", note: "" }}
      schema={schema}
      submitLabel={t("epd.applySubmit")}
      onSubmit={submit}
      onClose={onClose}
      size="md"
    >
      {() => (
        <Stack gap="4">
          <Text fontSize="sm">{t("epd.applyIntro", { number: report?.number ?? "" })}</Text>
          <SelectField name="reviewCompanyId" label={t("epd.organisation")} required>
            {mayReadStudy ? (
              <option value="" disabled>
                {studyKnown ? t("epd.chooseOrganisation") : t("common.loading")}
              </option>
            ) : (
              <option value="">{t("epd.studyOrganisation")}</option>
            )}
            {list.map((organisation) => (
              <option key={organisation.id} value={organisation.id}>
                {organisation.id === reviewer
                  ? t("epd.reviewedStudy", { name: organisation.name })
                  : organisation.name}
              </option>
            ))}
          </SelectField>
          <TextareaField name="note" label={t("epd.applyNote")} rows={3} />
        </Stack>
      )}
    </FormDialog>
  );
}
