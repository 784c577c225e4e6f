// The case's output and revenue, from which the results derive emission intensities.
import { SimpleGrid } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NumberField, TextField } from "../../../components/ui/form-fields";

export function IntensityFields() {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <NumberField name="outputAmount" label={t("accounting.case.outputAmount")} />
      <TextField
        name="outputUnit"
        label={t("accounting.case.outputUnit")}
        helper={t("accounting.caseForm.outputUnitHelp")}
      />
      <NumberField name="revenue" label={t("accounting.case.revenue")} />
      <TextField name="revenueUnit" label={t("accounting.case.revenueUnit")} />
    </SimpleGrid>
  );
}
