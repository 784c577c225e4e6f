// The create and edit dialog of a company: yup checks the fields before anything is sent, and the
// server's BAD_USER_INPUT errors are put on the field they name. Other refusals (a taken name)
// are shown as messages by the Apollo error link; the dialog stays open to correct them.
import { Button, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers, type FormikProps } from "formik";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CompaniesPage_CompanyFragment } from "../../__generated__/graphql";
import { useCreateCompanyMutation, useUpdateCompanyMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { notify } from "../../components/ui/toaster";
import {
  CompanyStatus,
  companyFormSchema,
  toCreateInput,
  toUpdateInput,
  type CompanyFormValues,
} from "./company-schema";
import { showFormErrors } from "../../components/ui/form-errors";

export interface CompanyFormDialogProps {
  open: boolean;
  /** The company to edit; null creates a new one. */
  company: CompaniesPage_CompanyFragment | null;
  onClose: () => void;
  /** After a successful save, with the saved company. */
  onSaved?: (company: CompaniesPage_CompanyFragment) => void;
}

const valuesOf = (company: CompaniesPage_CompanyFragment | null): CompanyFormValues => ({
  name: company?.name ?? "",
  creditCode: company?.creditCode ?? "",
  contactName: company?.contactName ?? "",
  contactPhone: company?.contactPhone ?? "",
  status: company?.status ?? CompanyStatus.Active,
  initialPassword: "",
});

type TextField = Exclude<keyof CompanyFormValues, "status">;

export function CompanyFormDialog({ open, company, onClose, onSaved }: CompanyFormDialogProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  // Field errors of the server go on their fields instead of becoming messages.
  const [createCompany] = useCreateCompanyMutation({ context: { formErrors: true } });
  const [updateCompany] = useUpdateCompanyMutation({ context: { formErrors: true } });
  // Rebuilt per language so the messages follow a switch.
  const schema = useMemo(() => companyFormSchema(t), [t]);
  const editing = company !== null;
  const ownCompany = company !== null && company.id === user?.companyId;

  const submit = async (values: CompanyFormValues, helpers: FormikHelpers<CompanyFormValues>) => {
    let saved: CompaniesPage_CompanyFragment | undefined;
    try {
      if (company) {
        const result = await updateCompany({
          variables: { input: toUpdateInput(company.id, values) },
        });
        saved = result.data?.updateCompany;
      } else {
        const result = await createCompany({ variables: { input: toCreateInput(values) } });
        saved = result.data?.createCompany;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    if (!saved) return;
    notify.success(
      editing ? t("common.savedSuccessfully") : t("companies.created", { name: saved.name }),
    );
    onSaved?.(saved);
    onClose();
  };

  return (
    <Dialog.Root open={open} size="lg" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik
              // A fresh form for each company opened.
              key={company?.id ?? "new"}
              initialValues={valuesOf(company)}
              validationSchema={schema}
              onSubmit={submit}
            >
              {(form) => (
                <Form noValidate>
                  <Dialog.Header>
                    <Dialog.Title>
                      {company
                        ? t("companies.editTitle", { name: company.name })
                        : t("companies.createTitle")}
                    </Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <CompanyFields form={form} editing={editing} ownCompany={ownCompany} />
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
                      {t("common.cancel")}
                    </Button>
                    <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
                      {editing ? t("common.save") : t("common.create")}
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

function CompanyFields({
  form,
  editing,
  ownCompany,
}: {
  form: FormikProps<CompanyFormValues>;
  editing: boolean;
  /** The signed-in user's company, which the server will not let its own users disable. */
  ownCompany: boolean;
}) {
  const { t } = useTranslation();
  const { values, errors, touched, handleChange, handleBlur, setFieldValue } = form;

  const text = (
    name: TextField,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      helper?: string;
      transform?: (value: string) => string;
      span?: boolean;
    } = {},
  ): ReactNode => (
    <Field.Root
      key={name}
      invalid={Boolean(touched[name] && errors[name])}
      required={options.required}
      gridColumn={options.span ? { sm: "span 2" } : undefined}
    >
      <Field.Label>
        {label}
        {options.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete ?? "off"}
        value={values[name]}
        onChange={
          options.transform
            ? (event) => void setFieldValue(name, options.transform!(event.currentTarget.value))
            : handleChange
        }
        onBlur={handleBlur}
      />
      {options.helper && !(touched[name] && errors[name]) && (
        <Field.HelperText>{options.helper}</Field.HelperText>
      )}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {text("name", t("companies.name"), { required: true, span: true })}
      {text("creditCode", t("companies.creditCode"), {
        helper: t("companies.creditCodeHelp"),
        // Codes are upper-case; typing them in lower case is not a mistake worth a message.
        transform: (value) => value.toUpperCase(),
        span: true,
      })}
      {text("contactName", t("companies.contactName"), { autoComplete: "name" })}
      {text("contactPhone", t("companies.contactPhone"), { type: "tel", autoComplete: "tel" })}
      {editing && (
        <Field.Root invalid={Boolean(errors.status)} disabled={ownCompany}>
          <Field.Label>{t("common.status")}</Field.Label>
          <NativeSelect.Root disabled={ownCompany}>
            <NativeSelect.Field
              name="status"
              value={values.status}
              onChange={(event) => void setFieldValue("status", Number(event.currentTarget.value))}
            >
              <option value={CompanyStatus.Active}>{t("common.active")}</option>
              <option value={CompanyStatus.Disabled}>{t("common.disabled")}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {ownCompany && <Field.HelperText>{t("companies.ownStatusHelp")}</Field.HelperText>}
          <Field.ErrorText>{errors.status}</Field.ErrorText>
        </Field.Root>
      )}
      {text("initialPassword", t("companies.initialPassword"), {
        type: "password",
        autoComplete: "new-password",
        helper: editing
          ? t("companies.initialPasswordEditHelp")
          : t("companies.initialPasswordCreateHelp"),
        span: !editing,
      })}
    </SimpleGrid>
  );
}
