// Generating a report: a calculated case found by name, one of its succeeded runs (the latest by
// default), the report's language and layout, the person responsible and notes. The server
// queues the report as a job and answers at once; its refusals land on the fields they name.
import { Field, Input, Text } from "@chakra-ui/react";
import { useFormikContext, type FormikHelpers } from "formik";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { GhgReports_RowFragment } from "../../__generated__/graphql";
import {
  useGenerateGhgReportMutation,
  useGhgReportCasesQuery,
  useGhgReportRunsQuery,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { SelectField, TextareaField, TextField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { LANGUAGES, type Language } from "../../i18n";
import { formatDateTime } from "../../lib/format";
import { REPORT_LAYOUTS, tonnes } from "./display";

export interface GenerateValues {
  caseId: string;
  runId: string;
  language: Language;
  layout: string;
  responsiblePerson: string;
  notes: string;
}

/** The case's succeeded runs, newest first, the first chosen by default ("" = latest). */
function RunField({ caseId }: { caseId: number | null }) {
  const { t } = useTranslation();
  const { data } = useGhgReportRunsQuery({
    variables: { caseId: caseId ?? 0 },
    skip: !caseId,
  });
  const runs = (data?.calculationRuns ?? []).filter((run) => run.status === "succeeded");
  const latest = runs[0];
  return (
    <SelectField
      name="runId"
      label={t("ghgReports.run")}
      helper={t("ghgReports.runHelp")}
      disabled={!caseId}
      span
    >
      <option value="">{latest ? t("ghgReports.latestRun", { runNo: latest.runNo }) : "—"}</option>
      {runs.map((run) => (
        <option key={run.id} value={String(run.id)}>
          {t("ghgReports.runOption", {
            runNo: run.runNo,
            at: formatDateTime(run.createdAt),
            value: tonnes(run.totalKg),
          })}
        </option>
      ))}
    </SelectField>
  );
}

/** A name search over the company's cases and the choice among those found. */
function CaseField() {
  const { t } = useTranslation();
  const form = useFormikContext<GenerateValues>();
  const [keyword, setKeyword] = useState("");
  const deferred = useDeferredValue(keyword.trim());
  const { data, loading } = useGhgReportCasesQuery({
    variables: { keyword: deferred || undefined },
  });
  const cases = data?.cases.items ?? [];
  return (
    <>
      <Field.Root gridColumn={{ sm: "span 2" }}>
        <Field.Label>{t("ghgReports.findCase")}</Field.Label>
        <Input
          type="search"
          value={keyword}
          placeholder={t("ghgReports.findCasePlaceholder")}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
      </Field.Root>
      <SelectField
        name="caseId"
        label={t("ghgReports.case")}
        required
        span
        onValue={() => void form.setFieldValue("runId", "")}
      >
        <option value="">{t("ghgReports.chooseCase")}</option>
        {cases.map((item) => (
          <option key={item.id} value={String(item.id)} disabled={!item.latestRun}>
            {t("ghgReports.caseOption", {
              corporation: item.corporation.name,
              name: item.name,
              year: item.year,
            })}
            {item.latestRun ? "" : ` (${t("ghgReports.notCalculated")})`}
          </option>
        ))}
      </SelectField>
      {!loading && cases.length === 0 && (
        <Text gridColumn={{ sm: "span 2" }} fontSize="sm" color="fg.muted">
          {t("ghgReports.noCases")}
        </Text>
      )}
      <RunField caseId={form.values.caseId ? Number(form.values.caseId) : null} />
    </>
  );
}

export function GenerateReportDialog({
  open,
  onClose,
  onGenerated,
}: {
  open: boolean;
  onClose: () => void;
  onGenerated: (report: GhgReports_RowFragment) => void;
}) {
  const { t, i18n } = useTranslation();
  const [generate] = useGenerateGhgReportMutation({ context: { formErrors: true } });
  const schema = useMemo(
    () =>
      yup.object({
        caseId: yup.string().required(t("ghgReports.caseRequired")),
        responsiblePerson: yup
          .string()
          .trim()
          .required(t("ghgReports.responsibleRequired"))
          .max(100, t("ghgReports.tooLong", { max: 100 })),
        notes: yup.string().max(4000, t("ghgReports.tooLong", { max: 4000 })),
      }),
    [t],
  );
  const initialValues: GenerateValues = {
    caseId: "",
    runId: "",
    language: i18n.resolvedLanguage === "en" ? "en" : "zh-CN",
    layout: "iso14064",
    responsiblePerson: "",
    notes: "",
  };

  const submit = async (values: GenerateValues, helpers: FormikHelpers<GenerateValues>) => {
    try {
      const { data } = await generate({
        variables: {
          input: {
            caseId: Number(values.caseId),
            runId: values.runId ? Number(values.runId) : null,
            language: values.language,
            layout: values.layout as "iso14064" | "gbt32150",
            responsiblePerson: values.responsiblePerson.trim(),
            notes: values.notes.trim(),
          },
        },
      });
      const report = data?.generateGhgReport;
      if (!report) return;
      notify.success(t("ghgReports.started", { name: report.caseName }));
      onGenerated(report);
      onClose();
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("ghgReports.dialogTitle")}
      submitLabel={t("ghgReports.submit")}
      initialValues={initialValues}
      schema={schema}
      onSubmit={submit}
      twoColumns
      formLabel={t("ghgReports.dialogTitle")}
    >
      {() => (
        <>
          <CaseField />
          <SelectField name="language" label={t("ghgReports.reportLanguage")}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`ghgReports.language.${language}`)}
              </option>
            ))}
          </SelectField>
          <SelectField name="layout" label={t("ghgReports.reportLayout")}>
            {REPORT_LAYOUTS.map((layout) => (
              <option key={layout} value={layout}>
                {t(`ghgReports.layoutLong.${layout}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="responsiblePerson"
            label={t("ghgReports.responsiblePerson")}
            helper={t("ghgReports.responsibleHelp")}
            required
            span
          />
          <TextareaField
            name="notes"
            label={t("ghgReports.notes")}
            helper={t("ghgReports.notesHelp")}
            rows={3}
            span
          />
        </>
      )}
    </FormDialog>
  );
}
