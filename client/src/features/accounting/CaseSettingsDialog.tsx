// The case editor's "Case settings" dialog: the case's own fields (name, year and period, GWP set,
// boundary, intensity denominators, remark) checked by the new-case form's rules, sent as
// updateCase with only what changed. The server's BAD_USER_INPUT errors go on their fields; the
// dialog stays open to correct them.
import { Box, Text } from "@chakra-ui/react";
import type { FormikHelpers, FormikProps } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CaseEditor_CaseFragment } from "../../__generated__/graphql";
import { useCaseEditorUpdateCaseMutation } from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  NumberField,
  SelectField,
  TextField,
  TextareaField,
} from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import {
  BOUNDARIES,
  GWP_SETS,
  caseSettingsSchema,
  caseSettingsValues,
  toUpdateCaseInput,
  yearPeriod,
  type CaseSettingsValues,
} from "./case-schema";

export interface CaseSettingsDialogProps {
  open: boolean;
  item: CaseEditor_CaseFragment;
  onClose: () => void;
  /** After a successful save. */
  onSaved?: () => void;
}

type SettingsForm = FormikProps<CaseSettingsValues>;

export function CaseSettingsDialog({ open, item, onClose, onSaved }: CaseSettingsDialogProps) {
  const { t } = useTranslation();
  // Field errors of the server go on their fields instead of becoming messages.
  const [updateCase] = useCaseEditorUpdateCaseMutation({ context: { formErrors: true } });
  // Rebuilt per language so the messages follow a switch.
  const schema = useMemo(() => caseSettingsSchema(t), [t]);
  const initial = useMemo(() => caseSettingsValues(item), [item]);

  const submit = async (values: CaseSettingsValues, helpers: FormikHelpers<CaseSettingsValues>) => {
    const input = toUpdateCaseInput(item.id, initial, values);
    if (Object.keys(input).length > 1) {
      try {
        await updateCase({ variables: { input } });
      } catch (error) {
        showFormErrors(error, values, helpers.setErrors);
        return;
      }
      notify.success(t("accounting.caseSettings.saved"));
      onSaved?.();
    }
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={t("accounting.caseSettings.title")}
      formLabel={t("accounting.caseSettings.title")}
      initialValues={initial}
      schema={schema}
      submitLabel={t("common.save")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {(form) => <SettingsFields form={form} />}
    </FormDialog>
  );
}

function SettingsFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { values, setFieldValue } = form;

  // A period that is the whole of its year follows a change of the year.
  const followYear = (value: string) => {
    if (!/^\d{4}$/.test(value) || !/^\d{4}$/.test(values.year)) return;
    const before = yearPeriod(Number(values.year));
    if (values.periodStart !== before.periodStart || values.periodEnd !== before.periodEnd) return;
    const period = yearPeriod(Number(value));
    void setFieldValue("periodStart", period.periodStart, false);
    void setFieldValue("periodEnd", period.periodEnd, false);
  };

  return (
    <>
      <TextField name="name" label={t("accounting.case.name")} required span />
      <NumberField
        name="year"
        label={t("accounting.case.year")}
        required
        integer
        onValue={followYear}
      />
      <Box />
      <TextField name="periodStart" label={t("accounting.case.periodStart")} required type="date" />
      <TextField name="periodEnd" label={t("accounting.case.periodEnd")} required type="date" />
      <SelectField
        name="gwpSet"
        label={t("accounting.case.gwpSet")}
        required
        helper={t("accounting.caseForm.gwpHelp")}
      >
        {GWP_SETS.map((set) => (
          <option key={set} value={set}>
            {t(`accounting.gwp.${set}`)}
          </option>
        ))}
      </SelectField>
      <SelectField name="boundary" label={t("accounting.case.boundary")} required>
        {BOUNDARIES.map((boundary) => (
          <option key={boundary} value={boundary}>
            {t(`accounting.boundary.${boundary}`)}
          </option>
        ))}
      </SelectField>
      <NumberField name="outputAmount" label={t("accounting.case.outputAmount")} />
      <TextField
        name="outputUnit"
        label={t("accounting.case.outputUnit")}
        helper={t("accounting.caseForm.outputUnitHelp")}
      />
      <NumberField name="revenue" label={t("accounting.case.revenue")} />
      <TextField name="revenueUnit" label={t("accounting.case.revenueUnit")} />
      <TextareaField name="remark" label={t("accounting.case.remark")} rows={2} span />
      <Text fontSize="xs" color="fg.muted" gridColumn={{ sm: "span 2" }}>
        {t("accounting.caseSettings.recalculateHelp")}
      </Text>
    </>
  );
}
