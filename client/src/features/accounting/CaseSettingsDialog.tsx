// The case editor's "Case settings" dialog: the case's own fields (name, year and period, GWP set,
// boundary, intensity denominators, remark) checked by the new-case form's rules, sent as
// updateCase with only what changed. The server's BAD_USER_INPUT errors go on their fields; the
// dialog stays open to correct them.
import {
  Box,
  Button,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers, type FormikProps } from "formik";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CaseEditor_CaseFragment } from "../../__generated__/graphql";
import { useCaseEditorUpdateCaseMutation } from "../../__generated__/hooks";
import { showFormErrors } from "../../components/ui/form-errors";
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
type SettingsField = keyof CaseSettingsValues;

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
    <Dialog.Root open={open} size="lg" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open && (
              <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
                {(form) => (
                  <Form noValidate aria-label={t("accounting.caseSettings.title")}>
                    <Dialog.Header>
                      <Dialog.Title>{t("accounting.caseSettings.title")}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <SettingsFields form={form} />
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
                        {t("common.cancel")}
                      </Button>
                      <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
                        {t("common.save")}
                      </Button>
                    </Dialog.Footer>
                  </Form>
                )}
              </Formik>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function FieldBox({
  form,
  name,
  label,
  required,
  helper,
  span,
  children,
}: {
  form: SettingsForm;
  name: SettingsField;
  label: string;
  required?: boolean;
  helper?: ReactNode;
  span?: boolean;
  children: ReactNode;
}) {
  const error = form.touched[name] ? form.errors[name] : undefined;
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      gridColumn={span ? { sm: "span 2" } : undefined}
    >
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function SettingsFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const { values, handleChange, handleBlur, setFieldValue } = form;

  const text = (
    name: SettingsField,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      inputMode?: "decimal" | "numeric";
      helper?: string;
      span?: boolean;
      onValue?: (value: string) => void;
    } = {},
  ) => (
    <FieldBox
      form={form}
      name={name}
      label={label}
      required={options.required}
      helper={options.helper}
      span={options.span}
    >
      <Input
        name={name}
        type={options.type ?? "text"}
        autoComplete="off"
        inputMode={options.inputMode}
        value={values[name]}
        onChange={(event) => {
          handleChange(event);
          options.onValue?.(event.currentTarget.value);
        }}
        onBlur={handleBlur}
      />
    </FieldBox>
  );

  const select = (name: SettingsField, label: string, options: ReactNode, helper?: string) => (
    <FieldBox form={form} name={name} label={label} required helper={helper}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={values[name]}
          onChange={handleChange}
          onBlur={handleBlur}
        >
          {options}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldBox>
  );

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
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {text("name", t("accounting.case.name"), { required: true, span: true })}
      {text("year", t("accounting.case.year"), {
        required: true,
        inputMode: "numeric",
        onValue: followYear,
      })}
      <Box />
      {text("periodStart", t("accounting.case.periodStart"), { required: true, type: "date" })}
      {text("periodEnd", t("accounting.case.periodEnd"), { required: true, type: "date" })}
      {select(
        "gwpSet",
        t("accounting.case.gwpSet"),
        GWP_SETS.map((set) => (
          <option key={set} value={set}>
            {t(`accounting.gwp.${set}`)}
          </option>
        )),
        t("accounting.caseForm.gwpHelp"),
      )}
      {select(
        "boundary",
        t("accounting.case.boundary"),
        BOUNDARIES.map((boundary) => (
          <option key={boundary} value={boundary}>
            {t(`accounting.boundary.${boundary}`)}
          </option>
        )),
      )}
      {text("outputAmount", t("accounting.case.outputAmount"), { inputMode: "decimal" })}
      {text("outputUnit", t("accounting.case.outputUnit"), {
        helper: t("accounting.caseForm.outputUnitHelp"),
      })}
      {text("revenue", t("accounting.case.revenue"), { inputMode: "decimal" })}
      {text("revenueUnit", t("accounting.case.revenueUnit"))}
      <FieldBox form={form} name="remark" label={t("accounting.case.remark")} span>
        <Textarea
          name="remark"
          rows={2}
          value={values.remark}
          onChange={handleChange}
          onBlur={handleBlur}
        />
      </FieldBox>
      <Text fontSize="xs" color="fg.muted" gridColumn={{ sm: "span 2" }}>
        {t("accounting.caseSettings.recalculateHelp")}
      </Text>
    </SimpleGrid>
  );
}
