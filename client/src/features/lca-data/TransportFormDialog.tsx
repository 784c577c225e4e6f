// The create and edit dialog of a transport datum: mode and names, the factor per t·km with its
// load factor and empty-return share, source, year and region, data quality and uncertainty.
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { LcaData_TransportFragment } from "../../__generated__/graphql";
import {
  useCreateTransportDatumMutation,
  useUpdateTransportDatumMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { NumberField, SelectField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { NameFields, QualityFields, SourceFields, UncertaintyFields } from "./CommonFields";
import {
  transportInput,
  transportSchema,
  transportValues,
  type TransportFormValues,
} from "./lca-form";
import { useLcaCodes } from "./use-lca-codes";

export interface TransportFormDialogProps {
  open: boolean;
  datum: LcaData_TransportFragment | null;
  global: boolean;
  onClose: () => void;
  onSaved?: (datum: LcaData_TransportFragment) => void;
}

export function TransportFormDialog({
  open,
  datum,
  global,
  onClose,
  onSaved,
}: TransportFormDialogProps) {
  const { t } = useTranslation();
  const codes = useLcaCodes();
  const [create] = useCreateTransportDatumMutation({ context: { formErrors: true } });
  const [update] = useUpdateTransportDatumMutation({ context: { formErrors: true } });
  const schema = useMemo(() => transportSchema(t), [t]);

  const submit = async (
    values: TransportFormValues,
    helpers: FormikHelpers<TransportFormValues>,
  ) => {
    let saved: LcaData_TransportFragment | undefined;
    try {
      const input = transportInput(values, global);
      if (datum) {
        const result = await update({ variables: { input: { ...input, id: datum.id } } });
        saved = result.data?.updateTransportDatum;
      } else {
        const result = await create({ variables: { input } });
        saved = result.data?.createTransportDatum;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    if (!saved) return;
    notify.success(
      datum ? t("common.savedSuccessfully") : t("lcaData.created", { name: saved.name }),
    );
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      size="xl"
      title={
        datum
          ? t("lcaData.editTransportTitle", { name: datum.name })
          : t("lcaData.createTransportTitle")
      }
      formKey={datum?.id ?? "new"}
      initialValues={transportValues(datum)}
      schema={schema}
      submitLabel={datum ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {() => (
        <>
          <SelectField name="transportMode" label={t("lcaData.mode")} required span>
            {codes.modes.map((mode) => (
              <option key={mode.code} value={mode.code}>
                {codes.name(mode)}
              </option>
            ))}
          </SelectField>
          <NameFields />
          <NumberField name="factor" label={t("lcaData.factor")} required span />
          <NumberField
            name="loadFactor"
            label={t("lcaData.loadFactor")}
            helper={t("lcaData.loadFactorHelp")}
            required
          />
          <NumberField
            name="emptyReturn"
            label={t("lcaData.emptyReturn")}
            helper={t("lcaData.emptyReturnHelp")}
            required
          />
          <SourceFields codes={codes} />
          <QualityFields />
          <UncertaintyFields />
        </>
      )}
    </FormDialog>
  );
}
