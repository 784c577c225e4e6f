// The frame of the admin data's small create and edit forms (industries, industry standards,
// templates, their processes and sources): a formik form in a modal, its fields in two columns,
// cancel and save below, both held while the form is being sent; and the labelled fields that
// show a field's error once it is touched or the form has been sent (yup's or the server's).
import { Button, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from "formik";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type * as yup from "yup";

export function FormDialog<V extends FormikValues>({
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
  /** Names the object edited, so that another one starts a new form. */
  formKey: string;
  initialValues: V;
  schema: yup.AnyObjectSchema;
  submitLabel: string;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  onClose: () => void;
  /** The fields, cells of a grid of two columns (one on a narrow screen). */
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

/** A labelled field of a formik form, its error shown once touched (or sent by the server). */
export function FormField<V extends FormikValues>({
  form,
  name,
  label,
  required,
  helper,
  span,
  children,
}: {
  form: FormikProps<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  helper?: string;
  /** Takes both columns. */
  span?: boolean;
  /** The control: a TextInput, a Select or another input of the field. */
  children: ReactNode;
}) {
  const raw: unknown = form.errors[name];
  const error = typeof raw === "string" && (form.touched[name] || form.submitCount > 0) ? raw : "";
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

export function TextInput<V extends FormikValues>({
  form,
  name,
  inputMode,
}: {
  form: FormikProps<V>;
  name: keyof V & string;
  inputMode?: "numeric";
}) {
  return (
    <Input
      name={name}
      autoComplete="off"
      inputMode={inputMode}
      value={String(form.values[name] ?? "")}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
    />
  );
}

export function Select<V extends FormikValues>({
  form,
  name,
  onChange,
  children,
}: {
  form: FormikProps<V>;
  name: keyof V & string;
  /** Replaces formik's own change handling, for a choice that changes other fields too. */
  onChange?: (value: string) => void;
  /** The options. */
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        name={name}
        value={String(form.values[name] ?? "")}
        onChange={(event) =>
          onChange ? onChange(event.currentTarget.value) : form.handleChange(event)
        }
        onBlur={form.handleBlur}
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
