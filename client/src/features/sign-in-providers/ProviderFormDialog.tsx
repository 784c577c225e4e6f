// The setup and edit dialog of an agent's ePlat or OBEI sign-in. The client secret is typed,
// never shown: when one is stored, a blank field keeps it.
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type {
  IdentityProvidersQuery,
  SignInProviders_ProviderFragment,
} from "../../__generated__/graphql";
import { useSaveIdentityProviderMutation } from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  CheckboxField,
  PasswordField,
  SelectField,
  TextField,
} from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import {
  providerSchema,
  toInput,
  valuesOf,
  type ProviderFormValues,
  type ProviderKind,
} from "./provider-schema";

type Companies = IdentityProvidersQuery["identityProviders"]["companies"];

export interface ProviderFormDialogProps {
  kind: ProviderKind | null;
  provider: SignInProviders_ProviderFragment | null;
  companies: Companies;
  onClose: () => void;
}

export function ProviderFormDialog({
  kind,
  provider,
  companies,
  onClose,
}: ProviderFormDialogProps) {
  const { t } = useTranslation();
  const [save] = useSaveIdentityProviderMutation({
    context: { formErrors: true },
    refetchQueries: ["IdentityProviders"],
    awaitRefetchQueries: true,
  });
  const secretStored = provider?.hasClientSecret ?? false;
  const schema = useMemo(() => providerSchema(t, secretStored), [t, secretStored]);
  const label = kind ? t(`signInProviders.kinds.${kind}`) : "";

  const submit = async (values: ProviderFormValues, helpers: FormikHelpers<ProviderFormValues>) => {
    if (!kind) return;
    try {
      await save({ variables: { input: toInput(kind, values) } });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(t("signInProviders.saved", { kind: label }));
    onClose();
  };

  return (
    <FormDialog
      open={kind !== null}
      title={t(provider ? "signInProviders.editTitle" : "signInProviders.createTitle", {
        kind: label,
      })}
      formKey={`${kind}-${provider?.id ?? "new"}`}
      initialValues={valuesOf(provider, label, companies.length === 1 ? companies[0].id : "")}
      schema={schema}
      submitLabel={t("common.save")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {({ values, setFieldValue }) => {
        const f = (name: string) => t(`signInProviders.fields.${name}`);
        const roles = companies.find((c) => c.id === values.companyId)?.roles ?? [];
        return (
          <>
            <TextField
              name="name"
              label={f("name")}
              helper={t("signInProviders.help.name")}
              required
            />
            <SelectField name="protocol" label={f("protocol")}>
              <option value="oidc">{t("signInProviders.protocols.oidc")}</option>
              <option value="oauth2">{t("signInProviders.protocols.oauth2")}</option>
            </SelectField>
            <TextField
              name="issuer"
              label={f("issuer")}
              helper={t("signInProviders.help.issuer")}
              type="url"
              required
              span
            />
            {values.protocol === "oauth2" && (
              <>
                <TextField
                  name="authorizationEndpoint"
                  label={f("authorizationEndpoint")}
                  type="url"
                  required
                  span
                />
                <TextField
                  name="tokenEndpoint"
                  label={f("tokenEndpoint")}
                  type="url"
                  required
                  span
                />
                <TextField
                  name="userinfoEndpoint"
                  label={f("userinfoEndpoint")}
                  type="url"
                  required
                  span
                />
              </>
            )}
            <TextField name="clientId" label={f("clientId")} required />
            <PasswordField
              name="clientSecret"
              label={f("clientSecret")}
              autoComplete="new-password"
              required={!secretStored}
              helper={t(
                secretStored
                  ? "signInProviders.help.clientSecretKept"
                  : "signInProviders.help.clientSecretNew",
              )}
            />
            <TextField
              name="scopes"
              label={f("scopes")}
              helper={t("signInProviders.help.scopes")}
              required
              span
            />
            <TextField name="subjectClaim" label={f("subjectClaim")} required />
            <TextField
              name="usernameClaim"
              label={f("usernameClaim")}
              helper={t("signInProviders.help.usernameClaim")}
              required
            />
            <TextField name="nameClaim" label={f("nameClaim")} required />
            <TextField name="emailClaim" label={f("emailClaim")} required />
            <SelectField
              name="companyId"
              label={f("company")}
              helper={t("signInProviders.help.company")}
              required
              onChoose={(value) => {
                void setFieldValue("companyId", value === "" ? "" : Number(value));
                void setFieldValue("defaultRoleId", "");
              }}
            >
              <option value="">—</option>
              {companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              name="defaultRoleId"
              label={f("defaultRole")}
              helper={t("signInProviders.help.defaultRole")}
              parse={(value) => (value === "" ? "" : Number(value))}
            >
              <option value="">{t("signInProviders.noRole")}</option>
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </SelectField>
            <CheckboxField name="enabled" label={f("enabled")} />
          </>
        );
      }}
    </FormDialog>
  );
}
