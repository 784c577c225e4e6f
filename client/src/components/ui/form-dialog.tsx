// The create and edit dialogs' frame: a Formik form in a modal, its title above, cancel and the
// submit button below, both held while the form is being sent. The form is mounted only while
// the dialog is open, so each opening starts from the values given. DialogForm is the form alone,
// for a dialog frame of another kind (the case editor's).
import { Button, CloseButton, Dialog, Portal, SimpleGrid } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from "formik";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type * as yup from "yup";

export interface DialogFormProps<V extends FormikValues> {
  title: string;
  initialValues: V;
  schema?: yup.AnyObjectSchema;
  submitLabel: string;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => void | Promise<void>;
  onCancel: () => void;
  /** Names the object edited, so that another one starts a new form. */
  formKey?: string | number;
  /** The form's accessible name, where it is looked up by it. */
  formLabel?: string;
  /** Lays the fields out as cells of a grid of two columns (one on a narrow screen). */
  twoColumns?: boolean;
  /** The fields. */
  children: (form: FormikProps<V>) => ReactNode;
}

/** The form of a dialog: header, body and footer inside a Dialog.Content. */
export function DialogForm<V extends FormikValues>({
  title,
  initialValues,
  schema,
  submitLabel,
  onSubmit,
  onCancel,
  formKey,
  formLabel,
  twoColumns,
  children,
}: DialogFormProps<V>) {
  const { t } = useTranslation();
  return (
    <Formik
      key={formKey}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {(form) => (
        // The header, body and footer stay the content's own rows, so the body scrolls alone.
        <Form noValidate aria-label={formLabel} style={{ display: "contents" }}>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            {twoColumns ? (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                {children(form)}
              </SimpleGrid>
            ) : (
              children(form)
            )}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onCancel} disabled={form.isSubmitting}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
              {submitLabel}
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}

export function FormDialog<V extends FormikValues>({
  open,
  size = "lg",
  closeButton,
  initialFocusEl,
  onClose,
  ...form
}: Omit<DialogFormProps<V>, "onCancel"> & {
  open: boolean;
  size?: "md" | "lg" | "xl";
  /** A close button in the corner besides cancel. */
  closeButton?: boolean;
  /** The control to start in, when it is not the first one. */
  initialFocusEl?: () => HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      size={size}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocusEl}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <DialogForm {...form} onCancel={onClose} />
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("common.close")} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
