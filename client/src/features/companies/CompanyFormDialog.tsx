// The create and edit dialog of a company: yup checks the fields before anything is sent, and the
// server's BAD_USER_INPUT errors are put on the field they name. Other refusals (a taken name)
// are shown as messages by the Apollo error link; the dialog stays open to correct them.
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CompaniesPage_CompanyFragment } from "../../__generated__/graphql";
import { useCreateCompanyMutation, useUpdateCompanyMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/ui/form-dialog";
import { PasswordField, SelectField, TextField } from "../../components/ui/form-fields";
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
    <FormDialog
      open={open}
      title={
        company ? t("companies.editTitle", { name: company.name }) : t("companies.createTitle")
      }
      // A fresh form for each company opened.
      formKey={company?.id ?? "new"}
      initialValues={valuesOf(company)}
      schema={schema}
      submitLabel={editing ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {() => <CompanyFields editing={editing} ownCompany={ownCompany} />}
    </FormDialog>
  );
}

function CompanyFields({
  editing,
  ownCompany,
}: {
  editing: boolean;
  /** The signed-in user's company, which the server will not let its own users disable. */
  ownCompany: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="name" label={t("companies.name")} required span />
      <TextField
        name="creditCode"
        label={t("companies.creditCode")}
        helper={t("companies.creditCodeHelp")}
        // Codes are upper-case; typing them in lower case is not a mistake worth a message.
        transform={(value) => value.toUpperCase()}
        span
      />
      <TextField name="contactName" label={t("companies.contactName")} autoComplete="name" />
      <TextField
        name="contactPhone"
        label={t("companies.contactPhone")}
        type="tel"
        autoComplete="tel"
      />
      {editing && (
        <SelectField
          name="status"
          label={t("common.status")}
          disabled={ownCompany}
          parse={Number}
          helper={ownCompany ? t("companies.ownStatusHelp") : undefined}
        >
          <option value={CompanyStatus.Active}>{t("common.active")}</option>
          <option value={CompanyStatus.Disabled}>{t("common.disabled")}</option>
        </SelectField>
      )}
      <PasswordField
        name="initialPassword"
        label={t("companies.initialPassword")}
        autoComplete="new-password"
        helper={
          editing
            ? t("companies.initialPasswordEditHelp")
            : t("companies.initialPasswordCreateHelp")
        }
        span={!editing}
      />
    </>
  );
}
