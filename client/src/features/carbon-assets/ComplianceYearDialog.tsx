// The verified emissions of a corporation's compliance year and its settings: the figure a
// verifier confirmed (empty: the one calculated from the year's case) with its source, the gases
// the obligation covers, and the CEA price the shortfall is valued at.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { CarbonAssets_PositionFragment } from "../../__generated__/graphql";
import { useSetCarbonComplianceYearMutation } from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { NumberField, SelectField, TextField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { formatTonnes } from "./display";

interface Values {
  verifiedT: string;
  verifiedSource: string;
  coveredGases: string;
  ceaPrice: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;
const read = (value: string) => (value.trim() ? Number(value.replace(/,/g, "")) : null);

export function ComplianceYearDialog({
  open,
  position,
  onClose,
}: {
  open: boolean;
  position: CarbonAssets_PositionFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const c = (key: string, options: Record<string, unknown> = {}) =>
    t(`carbonAssets.compliance.${key}`, options);
  const [save] = useSetCarbonComplianceYearMutation({
    context: { formErrors: true },
    refetchQueries: ["CarbonCompliancePosition"],
    awaitRefetchQueries: true,
  });
  const schema = useMemo(() => {
    const amount = yup
      .string()
      .test("number", t("carbonAssets.compliance.numberInvalid"), (value) =>
        !value?.trim() ? true : DECIMAL.test(value.replace(/,/g, "").trim()),
      );
    return yup.object({
      verifiedT: amount,
      ceaPrice: amount,
      verifiedSource: yup.string().max(300),
    });
  }, [t]);
  const initial: Values = {
    verifiedT:
      position.verifiedBasis === "verified" && position.verifiedT != null
        ? String(position.verifiedT)
        : "",
    verifiedSource: position.verifiedSource ?? "",
    coveredGases: position.coveredGases,
    ceaPrice: position.ceaPrice != null ? String(position.ceaPrice) : "",
  };
  return (
    <FormDialog
      open={open}
      title={c("dialogTitle", { corporation: position.corporationName, year: position.year })}
      formKey={`${position.corporationId}-${position.year}`}
      initialValues={initial}
      schema={schema}
      submitLabel={t("common.save")}
      twoColumns
      onClose={onClose}
      onSubmit={async (values, helpers) => {
        try {
          await save({
            variables: {
              input: {
                corporationId: position.corporationId,
                year: position.year,
                verifiedT: read(values.verifiedT),
                verifiedSource: values.verifiedSource.trim() || null,
                coveredGases: values.coveredGases,
                ceaPrice: read(values.ceaPrice),
              },
            },
          });
        } catch (caught) {
          showFormErrors(caught, values, helpers.setErrors);
          return;
        }
        notify.success(c("saved", { year: position.year }));
        onClose();
      }}
    >
      {() => (
        <>
          <NumberField
            name="verifiedT"
            label={c("verifiedT")}
            helper={c("verifiedHelp", {
              value:
                position.calculatedT != null
                  ? `${formatTonnes(position.calculatedT)} t`
                  : c("verifiedNone"),
            })}
          />
          <TextField name="verifiedSource" label={c("verifiedSource")} />
          <SelectField name="coveredGases" label={c("coveredGases")} helper={c("gasesHelp")}>
            <option value="CO2">{c("gasesOptionCO2")}</option>
            <option value="ALL">{c("gasesOptionALL")}</option>
          </SelectField>
          <NumberField name="ceaPrice" label={c("ceaPrice")} helper={c("ceaPriceHelp")} />
        </>
      )}
    </FormDialog>
  );
}
