// The case's own fields: its corporation, name, year and period, GWP set, boundary and remark.
import {
  Box,
  Field,
  Fieldset,
  HStack,
  RadioGroup,
  SimpleGrid,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { BOUNDARIES, GWP_SETS } from "../case-schema";
import { CorporationField } from "./CorporationField";
import type { CaseFormik, Corporation } from "./form";
import { FieldSelect, FieldText } from "./FormFields";
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
      <FieldText form={form} name="name" label={t("accounting.case.name")} required />
      <FieldText
        form={form}
        name="year"
        label={t("accounting.case.year")}
        required
        inputMode="numeric"
        onValue={followYear}
      />
      <SimpleGrid columns={2} gap="3">
        <FieldText
          form={form}
          name="periodStart"
          type="date"
          label={t("accounting.case.periodStart")}
          required
          onValue={periodSetByHand}
        />
        <FieldText
          form={form}
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
      <FieldSelect
        form={form}
        name="boundary"
        label={t("accounting.case.boundary")}
        helper={t(`accounting.boundaryHelp.${form.values.boundary}`)}
      >
        {BOUNDARIES.map((boundary) => (
          <option key={boundary} value={boundary}>
            {t(`accounting.boundary.${boundary}`)}
          </option>
        ))}
      </FieldSelect>
      <Box gridColumn={{ md: "span 2" }}>
        <Field.Root invalid={Boolean(form.touched.remark && form.errors.remark)}>
          <Field.Label>{t("accounting.case.remark")}</Field.Label>
          <Textarea
            name="remark"
            rows={2}
            value={form.values.remark}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          />
          <Field.ErrorText>{form.errors.remark}</Field.ErrorText>
        </Field.Root>
      </Box>
    </SimpleGrid>
  );
}
