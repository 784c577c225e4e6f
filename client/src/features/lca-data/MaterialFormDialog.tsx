// The create and edit dialog of a material datum: names, category and declared unit, then either
// the database product it links to or the own footprint (GWP and further indicators), the
// source, year and region, data quality and uncertainty. yup checks the fields before sending;
// the server's field errors land on the fields they name.
import type { FormikHelpers } from "formik";
import { useFormikContext } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { LcaData_MaterialFragment } from "../../__generated__/graphql";
import {
  useCreateMaterialDatumMutation,
  useUpdateMaterialDatumMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { NameFields, QualityFields, SourceFields, UncertaintyFields } from "./CommonFields";
import { materialInput, materialSchema, materialValues, type MaterialFormValues } from "./lca-form";
import { useLcaCodes, type LcaCodes } from "./use-lca-codes";

export interface MaterialFormDialogProps {
  open: boolean;
  /** The row to edit; null creates one. */
  datum: LcaData_MaterialFragment | null;
  /** A new row is a global one (the admin list) rather than the company's own. */
  global: boolean;
  onClose: () => void;
  onSaved?: (datum: LcaData_MaterialFragment) => void;
}

export function MaterialFormDialog({
  open,
  datum,
  global,
  onClose,
  onSaved,
}: MaterialFormDialogProps) {
  const { t } = useTranslation();
  const codes = useLcaCodes();
  const [create] = useCreateMaterialDatumMutation({ context: { formErrors: true } });
  const [update] = useUpdateMaterialDatumMutation({ context: { formErrors: true } });
  const schema = useMemo(() => materialSchema(t, codes.indicators), [t, codes.indicators]);

  const submit = async (values: MaterialFormValues, helpers: FormikHelpers<MaterialFormValues>) => {
    let saved: LcaData_MaterialFragment | undefined;
    try {
      const input = materialInput(values, global);
      if (datum) {
        const result = await update({ variables: { input: { ...input, id: datum.id } } });
        saved = result.data?.updateMaterialDatum;
      } else {
        const result = await create({ variables: { input } });
        saved = result.data?.createMaterialDatum;
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
          ? t("lcaData.editMaterialTitle", { name: datum.name })
          : t("lcaData.createMaterialTitle")
      }
      formKey={datum?.id ?? "new"}
      initialValues={materialValues(datum)}
      schema={schema}
      submitLabel={datum ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {() => <MaterialFields codes={codes} />}
    </FormDialog>
  );
}

function MaterialFields({ codes }: { codes: LcaCodes }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<MaterialFormValues>();
  return (
    <>
      <NameFields />
      <SelectField name="category" label={t("lcaData.category")} required>
        {codes.categories.map((category) => (
          <option key={category.code} value={category.code}>
            {codes.name(category)}
          </option>
        ))}
      </SelectField>
      <SelectField name="unitId" label={t("lcaData.unit")} required>
        {codes.units.map((unit) => (
          <option key={unit.id} value={String(unit.id)}>
            {unit.symbol} · {codes.name(unit)}
          </option>
        ))}
      </SelectField>
      <SelectField name="sourceKind" label={t("lcaData.sourceKind")} required span>
        <option value="own">{t("lcaData.sourceKindOwn")}</option>
        <option value="upstream">{t("lcaData.sourceKindUpstream")}</option>
      </SelectField>
      {values.sourceKind === "own" ? (
        <>
          <NumberField name="gwp" label={t("lcaData.gwp")} required span />
          <TextareaField
            name="indicators"
            label={t("lcaData.indicators")}
            helper={t("lcaData.indicatorsHelp")}
            rows={2}
            span
          />
        </>
      ) : (
        <>
          <TextField name="upstreamDatabaseId" label={t("lcaData.upstreamDatabaseId")} />
          <TextField
            name="upstreamProcessId"
            label={t("lcaData.upstreamProcessId")}
            helper={t("lcaData.upstreamHelp")}
            required
          />
        </>
      )}
      <SourceFields codes={codes} />
      <QualityFields />
      <UncertaintyFields />
    </>
  );
}
