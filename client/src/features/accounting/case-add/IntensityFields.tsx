// The case's output and revenue, from which the results derive emission intensities.
import { SimpleGrid } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CaseFormik } from "./form";
import { FieldText } from "./FormFields";

export function IntensityFields({ form }: { form: CaseFormik }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <FieldText
        form={form}
        name="outputAmount"
        label={t("accounting.case.outputAmount")}
        inputMode="decimal"
      />
      <FieldText
        form={form}
        name="outputUnit"
        label={t("accounting.case.outputUnit")}
        helper={t("accounting.caseForm.outputUnitHelp")}
      />
      <FieldText
        form={form}
        name="revenue"
        label={t("accounting.case.revenue")}
        inputMode="decimal"
      />
      <FieldText form={form} name="revenueUnit" label={t("accounting.case.revenueUnit")} />
    </SimpleGrid>
  );
}
