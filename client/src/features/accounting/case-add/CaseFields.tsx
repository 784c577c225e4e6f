// The case's own fields: its corporation, name, year and period, GWP set, boundary and remark.
import { Box, Fieldset, HStack, RadioGroup, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import {
  NumberField,
  SelectField,
  TextField,
  TextareaField,
} from "../../../components/ui/form-fields";
import { BOUNDARIES, GWP_SETS } from "../case-schema";
import { CorporationField } from "./CorporationField";
import type { CaseFormik, Corporation } from "./form";
import { usePeriodFollowsYear } from "./use-period-follows-year";

export function CaseFields({ form, preset }: { form: CaseFormik; preset: Corporation | null }) {
  const { t } = useTranslation();
  const { followYear, periodSetByHand } = usePeriodFollowsYear(form);
  // A corporation's default template is the natural start for its case.
  const chooseCorporation = (chosen: Corporation) =>
    void form.setFieldValue("templateId", chosen.templateId ? String(chosen.templateId) : "");
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <CorporationField form={form} preset={preset} onChoose={chooseCorporation} />
      <TextField name="name" label={t("accounting.case.name")} required />
      <NumberField
        name="year"
        label={t("accounting.case.year")}
        required
        integer
        onValue={followYear}
      />
      <SimpleGrid columns={2} gap="3">
        <TextField
          name="periodStart"
          type="date"
          label={t("accounting.case.periodStart")}
          required
          onValue={periodSetByHand}
        />
        <TextField
          name="periodEnd"
          type="date"
          label={t("accounting.case.periodEnd")}
          required
          onValue={periodSetByHand}
        />
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {t("accounting.case.gwpSet")}
        </Fieldset.Legend>
        <Fieldset.Content>
          <RadioGroup.Root
            size="sm"
            colorPalette="teal"
            value={form.values.gwpSet}
            onValueChange={(details) => void form.setFieldValue("gwpSet", details.value)}
            aria-label={t("accounting.case.gwpSet")}
          >
            <HStack gap="4">
              {GWP_SETS.map((set) => (
                <RadioGroup.Item key={set} value={set}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`accounting.gwp.${set}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Fieldset.Content>
        <Text fontSize="xs" color="fg.muted">
          {t("accounting.caseForm.gwpHelp")}
        </Text>
      </Fieldset.Root>
      <SelectField
        name="boundary"
        label={t("accounting.case.boundary")}
        helper={t(`accounting.boundaryHelp.${form.values.boundary}`)}
      >
        {BOUNDARIES.map((boundary) => (
          <option key={boundary} value={boundary}>
            {t(`accounting.boundary.${boundary}`)}
          </option>
        ))}
      </SelectField>
      <Box gridColumn={{ md: "span 2" }}>
        <TextareaField name="remark" label={t("accounting.case.remark")} rows={2} />
      </Box>
    </SimpleGrid>
  );
}
