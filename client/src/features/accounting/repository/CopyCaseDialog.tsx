// Copy a case to a new period: the source's settings, processes and lines (each with its
// factor) into a new case of the year chosen, for the same corporation or another, with or
// without the amounts. A corporation that already has a case overlapping the period is named,
// and the copy waits for the user to confirm that another one is wanted.
import { Alert, Field, Input, InputGroup, Stack, Text } from "@chakra-ui/react";
import type { FormikProps } from "formik";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LuSearch } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import * as yup from "yup";
import {
  useCopyCaseCorporationCasesQuery,
  useCopyCaseMutation,
} from "../../../__generated__/hooks";
import { FormDialog } from "../../../components/ui/form-dialog";
import { CheckboxField, SelectField, TextField } from "../../../components/ui/form-fields";
import { notify } from "../../../components/ui/toaster";
import { useCorporationSearch } from "../case-add/use-corporation-search";
import { casePeriodFields, isCalendarDay, yearPeriod } from "../case-schema";
import { caseEditorPath } from "../paths";
import type { CaseRow, Corporation } from "./use-repository";

interface CopyValues {
  corporationId: string;
  name: string;
  year: string;
  periodStart: string;
  periodEnd: string;
  copyAmounts: boolean;
  /** The corporation has a case overlapping the period (from the server, not typed). */
  samePeriodTaken: boolean;
  samePeriodConfirmed: boolean;
}

/** The source's name for the new year: its year replaced where it names it. */
export function copiedName(name: string, from: number, to: number): string {
  return name.includes(String(from)) ? name.split(String(from)).join(String(to)) : name;
}

/** The cases among `cases` whose period overlaps the one given. */
export function overlapping<T extends { periodStart: string; periodEnd: string }>(
  cases: readonly T[],
  periodStart: string,
  periodEnd: string,
): T[] {
  if (!isCalendarDay(periodStart) || !isCalendarDay(periodEnd)) return [];
  return cases.filter((item) => item.periodStart <= periodEnd && item.periodEnd >= periodStart);
}

export function CopyCaseDialog({
  source,
  corporation,
  onClose,
}: {
  source: CaseRow | null;
  corporation: Corporation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [copyCase] = useCopyCaseMutation();
  if (!source) return null;
  const year = source.year + 1;
  const initialValues: CopyValues = {
    corporationId: String(corporation.id),
    name: copiedName(source.name, source.year, year),
    year: String(year),
    ...yearPeriod(year),
    copyAmounts: false,
    samePeriodTaken: false,
    samePeriodConfirmed: false,
  };
  return (
    <FormDialog<CopyValues>
      open
      title={t("accounting.workflow.copy.title")}
      formLabel={t("accounting.workflow.copy.title")}
      submitLabel={t("accounting.workflow.copy.submit")}
      initialValues={initialValues}
      schema={copySchema(t)}
      twoColumns
      onClose={onClose}
      onSubmit={async (values, helpers) => {
        try {
          const result = await copyCase({
            variables: {
              input: {
                sourceCaseId: source.id,
                corporationId: Number(values.corporationId),
                name: values.name.trim(),
                year: Number(values.year),
                periodStart: values.periodStart,
                periodEnd: values.periodEnd,
                copyAmounts: values.copyAmounts,
                allowSamePeriod: values.samePeriodConfirmed,
              },
            },
          });
          const created = result.data?.copyCase;
          if (!created) return;
          notify.success(
            t("accounting.workflow.copy.created", { name: created.name, source: source.name }),
          );
          onClose();
          void navigate(caseEditorPath(created.id));
        } catch {
          // The error link has shown the message (a case for the period made meanwhile, say).
          helpers.setSubmitting(false);
        }
      }}
    >
      {(form) => <CopyFields form={form} source={source} corporation={corporation} />}
    </FormDialog>
  );
}

function CopyFields({
  form,
  source,
  corporation,
}: {
  form: FormikProps<CopyValues>;
  source: CaseRow;
  corporation: Corporation;
}) {
  const { t } = useTranslation();
  const search = useCorporationSearch({
    id: corporation.id,
    name: corporation.name,
    creditCode: corporation.creditCode,
    templateId: null,
  });
  const { values, setFieldValue } = form;
  const periodEdited = useRef(false);
  const corporationId = Number(values.corporationId);
  const existing = useCopyCaseCorporationCasesQuery({
    variables: { corporationId },
    skip: !corporationId,
    fetchPolicy: "network-only",
  });
  const taken = overlapping(existing.data?.cases.items ?? [], values.periodStart, values.periodEnd);
  const isTaken = taken.length > 0;
  useEffect(() => {
    if (values.samePeriodTaken !== isTaken) void setFieldValue("samePeriodTaken", isTaken, false);
  }, [isTaken, values.samePeriodTaken, setFieldValue]);
  const chosenName =
    search.options.find((item) => item.id === corporationId)?.name ?? corporation.name;
  return (
    <>
      <Text gridColumn={{ sm: "span 2" }} fontSize="sm" color="fg.muted">
        {t("accounting.workflow.copy.intro", { name: source.name, year: source.year })}
      </Text>
      <TextField name="name" label={t("accounting.workflow.copy.name")} required span />
      <TextField
        name="year"
        label={t("accounting.workflow.copy.year")}
        required
        inputMode="numeric"
        onValue={(value) => {
          if (periodEdited.current || !/^\d{4}$/.test(value)) return;
          const period = yearPeriod(Number(value));
          void setFieldValue("periodStart", period.periodStart, false);
          void setFieldValue("periodEnd", period.periodEnd, false);
          if (/^\d{4}$/.test(values.year) && values.name.includes(values.year)) {
            void setFieldValue(
              "name",
              copiedName(values.name, Number(values.year), Number(value)),
              false,
            );
          }
        }}
      />
      <SelectField
        name="corporationId"
        label={t("accounting.workflow.copy.corporation")}
        required
        onValue={(value) => {
          search.choose(value);
          void setFieldValue("samePeriodConfirmed", false, false);
        }}
      >
        {search.options.map((item) => (
          <option key={item.id} value={item.id}>
            {item.creditCode ? `${item.name} (${item.creditCode})` : item.name}
          </option>
        ))}
      </SelectField>
      <TextField
        name="periodStart"
        label={t("accounting.workflow.copy.periodStart")}
        type="date"
        required
        onValue={() => {
          periodEdited.current = true;
        }}
      />
      <TextField
        name="periodEnd"
        label={t("accounting.workflow.copy.periodEnd")}
        type="date"
        required
        onValue={() => {
          periodEdited.current = true;
        }}
      />
      {/* More corporations than the choice offers: a search narrows them. */}
      {search.page && search.page.total > search.matches.length && (
        <Field.Root gridColumn={{ sm: "span 2" }}>
          <Field.Label>{t("accounting.workflow.copy.searchCorporations")}</Field.Label>
          <InputGroup startElement={<LuSearch aria-hidden />}>
            <Input
              type="search"
              size="sm"
              value={search.draft}
              autoComplete="off"
              onChange={(event) => search.setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  search.searchNow();
                }
              }}
            />
          </InputGroup>
        </Field.Root>
      )}
      <CheckboxField
        name="copyAmounts"
        label={t("accounting.workflow.copy.copyAmounts")}
        helper={t("accounting.workflow.copy.copyAmountsHelp")}
      />
      {taken.length > 0 && (
        <Alert.Root status="warning" gridColumn={{ sm: "span 2" }} data-testid="copy-same-period">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t("accounting.workflow.copy.samePeriodTitle", {
                corporation: chosenName,
                count: taken.length,
              })}
            </Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="0" paddingInlineStart="4" listStyleType="disc" marginBlock="1">
                {taken.map((item) => (
                  <li key={item.id}>
                    {item.name} ({item.periodStart} – {item.periodEnd})
                  </li>
                ))}
              </Stack>
              <CheckboxField
                name="samePeriodConfirmed"
                label={t("accounting.workflow.copy.samePeriodConfirm")}
                helper={
                  form.submitCount > 0 && !values.samePeriodConfirmed ? (
                    <Text as="span" color="fg.error">
                      {t("accounting.workflow.copy.samePeriodRequired")}
                    </Text>
                  ) : undefined
                }
              />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </>
  );
}

function copySchema(t: TFunction) {
  return yup.object({
    ...casePeriodFields(t),
    // Another case for a period the corporation already has is made only when confirmed.
    samePeriodConfirmed: yup
      .boolean()
      .test("confirmed", t("accounting.workflow.copy.samePeriodRequired"), function (value) {
        return !(this.parent as CopyValues).samePeriodTaken || value === true;
      }),
  });
}
