// Moves a client's expiry: a date after today (China Standard Time), checked here and again by
// the server, whose field errors go on the date.
import type { TFunction } from "i18next";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { AgentClientRowFragment } from "../../__generated__/graphql";
import { useExtendAgentClientMutation } from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { TextField } from "../../components/ui/form-fields";
import { showFormErrors } from "../../components/ui/form-errors";
import { notify } from "../../components/ui/toaster";
import { isDay, lastDayOf, monthsLater, todayCst } from "./client-dates";

interface Values {
  expiresOn: string;
}

export function expiryRule(t: TFunction) {
  return yup
    .string()
    .required(t("agentClients.required"))
    .test("day", t("agentClients.dateInvalid"), (value) => !value || isDay(value))
    .test("future", t("agentClients.dateNotFuture"), (value) => !value || value > todayCst());
}

export function ExtendDialog({
  client,
  open,
  onClose,
}: {
  client: AgentClientRowFragment | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [extend] = useExtendAgentClientMutation({ context: { formErrors: true } });
  const schema = useMemo(() => yup.object({ expiresOn: expiryRule(t) }), [t]);
  const current = lastDayOf(client?.expiresAt);
  // One year past the later of today and the current expiry.
  const start = current && current > todayCst() ? current : todayCst();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (!client) return;
    try {
      await extend({ variables: { input: { id: client.id, expiresOn: values.expiresOn } } });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(t("agentClients.extended", { name: client.name, day: values.expiresOn }));
    onClose();
  };

  return (
    <FormDialog
      open={open}
      size="md"
      title={t("agentClients.extendTitle", { name: client?.name ?? "" })}
      formKey={client?.id}
      initialValues={{ expiresOn: monthsLater(start, 12) }}
      schema={schema}
      submitLabel={t("common.save")}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <TextField
          name="expiresOn"
          type="date"
          label={t("agentClients.expiresOn")}
          helper={t("agentClients.extendHelp")}
          required
        />
      )}
    </FormDialog>
  );
}
