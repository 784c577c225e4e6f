// The create and edit dialogs of an industry (code, names, the industry it subdivides, its
// place) and of an industry standard (code, names, kind, publisher, year, place). yup checks
// first; the server's errors land on the field they name (a taken code on the code, a parent
// below the industry on the parent) or show as messages. Saving refetches the lists, which
// every form reads.
import { Button, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from "formik";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type * as yup from "yup";
import {
  useCreateIndustryMutation,
  useCreateIndustryStandardMutation,
  useUpdateIndustryMutation,
  useUpdateIndustryStandardMutation,
} from "../../__generated__/hooks";
import { showFormErrors } from "../../components/ui/form-errors";
import { notify } from "../../components/ui/toaster";
import {
  STANDARD_KINDS,
  emptyIndustryValues,
  emptyStandardValues,
  industryAndBelow,
  industryFormSchema,
  industryToValues,
  standardFormSchema,
  standardToValues,
  toIndustryInput,
  toStandardInput,
  type Industry,
  type IndustryFormValues,
  type Standard,
  type StandardFormValues,
} from "./reference-forms";
import { localName, useLocale } from "./reference";

/** The queries whose lists a saved row changes. */
export const INDUSTRY_LISTS = ["AdminAccountingReference"];
export const STANDARD_LISTS = ["AdminIndustryStandards"];

function FormDialog<V extends FormikValues>({
  open,
  title,
  formKey,
  initialValues,
  schema,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  formKey: string;
  initialValues: V;
  schema: yup.AnyObjectSchema;
  submitLabel: string;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  onClose: () => void;
  children: (form: FormikProps<V>) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      size="lg"
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik
              key={formKey}
              initialValues={initialValues}
              validationSchema={schema}
              onSubmit={onSubmit}
            >
              {(form) => (
                <Form noValidate style={{ display: "contents" }}>
                  <Dialog.Header>
                    <Dialog.Title>{title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                      {children(form)}
                    </SimpleGrid>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
                      {t("common.cancel")}
                    </Button>
                    <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
                      {submitLabel}
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A labelled text input or select of a formik form, its error shown once touched or sent. */
function FormField<V extends FormikValues>({
  form,
  name,
  label,
  required,
  helper,
  span,
  inputMode,
  options,
}: {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  helper?: string;
  span?: boolean;
  inputMode?: "numeric";
  /** A select of these choices instead of a text input. */
  options?: ReadonlyArray<{ value: string; label: string }>;
}) {
  const raw: unknown = form.errors[name];
  const error = typeof raw === "string" && (form.touched[name] || form.submitCount > 0) ? raw : "";
  const value = String(form.values[name] ?? "");
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
      {options ? (
        <NativeSelect.Root>
          <NativeSelect.Field
            name={name}
            value={value}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          name={name}
          autoComplete="off"
          inputMode={inputMode}
          value={value}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
      )}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function useFormText() {
  const { t } = useTranslation();
  return (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.referenceForm.${key}`, options);
}

// ---- industry ----

export function IndustryFormDialog({
  open,
  industry,
  industries,
  onClose,
}: {
  open: boolean;
  /** The industry to edit; null creates one. */
  industry: Industry | null;
  /** Every industry, for the choice of parent. */
  industries: readonly Industry[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const k = useFormText();
  const locale = useLocale();
  const options = { context: { formErrors: true }, refetchQueries: INDUSTRY_LISTS };
  const [createIndustry] = useCreateIndustryMutation(options);
  const [updateIndustry] = useUpdateIndustryMutation(options);
  const schema = useMemo(() => industryFormSchema(t), [t, i18n.language]);
  const initialValues = useMemo(
    () => (industry ? industryToValues(industry) : emptyIndustryValues()),
    [industry],
  );
  const noParent = k("noParent");
  const parents = useMemo(() => {
    const excluded = industry ? industryAndBelow(industries, industry.id) : new Set<number>();
    return [
      { value: "", label: noParent },
      ...industries
        .filter((candidate) => !excluded.has(candidate.id))
        .map((candidate) => ({
          value: String(candidate.id),
          label: `${candidate.code} ${localName(candidate, locale)}`,
        })),
    ];
  }, [industries, industry, locale, noParent]);

  const submit = async (values: IndustryFormValues, helpers: FormikHelpers<IndustryFormValues>) => {
    let saved: Industry | undefined;
    try {
      const input = toIndustryInput(values);
      if (industry) {
        const result = await updateIndustry({
          variables: { input: { ...input, id: industry.id } },
        });
        saved = result.data?.updateIndustry;
      } else {
        const result = await createIndustry({ variables: { input } });
        saved = result.data?.createIndustry;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "code");
      return;
    }
    if (!saved) return;
    notify.success(
      industry ? t("common.savedSuccessfully") : k("industryCreated", { code: saved.code }),
    );
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={industry ? k("editIndustryTitle", { code: industry.code }) : k("createIndustryTitle")}
      formKey={industry ? `industry-${industry.id}` : "new"}
      initialValues={initialValues}
      schema={schema}
      submitLabel={industry ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <FormField
            form={form}
            name="code"
            label={k("code")}
            required
            helper={k("industryCodeHelp")}
          />
          <FormField
            form={form}
            name="parentId"
            label={k("parent")}
            helper={k("parentHelp")}
            options={parents}
          />
          <FormField form={form} name="name" label={k("name")} required />
          <FormField form={form} name="nameEn" label={k("nameEn")} helper={k("nameEnHelp")} />
          <FormField
            form={form}
            name="sort"
            label={k("sort")}
            helper={k("industrySortHelp")}
            inputMode="numeric"
          />
        </>
      )}
    </FormDialog>
  );
}

// ---- industry standard ----

export function StandardFormDialog({
  open,
  standard,
  defaultKind,
  onClose,
}: {
  open: boolean;
  /** The standard to edit; null creates one. */
  standard: Standard | null;
  /** The kind a new standard starts with: the one the list is filtered by. */
  defaultKind?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const k = useFormText();
  const options = { context: { formErrors: true }, refetchQueries: STANDARD_LISTS };
  const [createStandard] = useCreateIndustryStandardMutation(options);
  const [updateStandard] = useUpdateIndustryStandardMutation(options);
  const schema = useMemo(() => standardFormSchema(t), [t, i18n.language]);
  const initialValues = useMemo(
    () => (standard ? standardToValues(standard) : emptyStandardValues(defaultKind)),
    [standard, defaultKind],
  );
  const kinds = [
    { value: "", label: k("chooseKind") },
    ...STANDARD_KINDS.map((kind) => ({
      value: kind,
      label: t(`adminAccounting.standards.kinds.${kind}`),
    })),
  ];

  const submit = async (values: StandardFormValues, helpers: FormikHelpers<StandardFormValues>) => {
    let saved: Standard | undefined;
    try {
      const input = toStandardInput(values);
      if (standard) {
        const result = await updateStandard({
          variables: { input: { ...input, id: standard.id } },
        });
        saved = result.data?.updateIndustryStandard;
      } else {
        const result = await createStandard({ variables: { input } });
        saved = result.data?.createIndustryStandard;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "code");
      return;
    }
    if (!saved) return;
    notify.success(
      standard ? t("common.savedSuccessfully") : k("standardCreated", { code: saved.code }),
    );
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={standard ? k("editStandardTitle", { code: standard.code }) : k("createStandardTitle")}
      formKey={standard ? `standard-${standard.id}` : `new-${defaultKind ?? ""}`}
      initialValues={initialValues}
      schema={schema}
      submitLabel={standard ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <FormField
            form={form}
            name="code"
            label={k("code")}
            required
            helper={k("standardCodeHelp")}
          />
          <FormField form={form} name="kind" label={k("kind")} required options={kinds} />
          <FormField form={form} name="name" label={k("name")} required span />
          <FormField form={form} name="nameEn" label={k("nameEn")} helper={k("nameEnHelp")} span />
          <FormField form={form} name="publisher" label={k("publisher")} span />
          <FormField form={form} name="year" label={k("year")} required inputMode="numeric" />
          <FormField
            form={form}
            name="sort"
            label={k("sort")}
            helper={k("standardSortHelp")}
            inputMode="numeric"
          />
        </>
      )}
    </FormDialog>
  );
}
