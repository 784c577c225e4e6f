// The template whose processes the new case starts with, or none.
import { Badge, Box, RadioGroup, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useTemplates } from "../../reference/reference";
import type { CaseFormik } from "./form";

export function TemplateChoice({ form }: { form: CaseFormik }) {
  const { t } = useTranslation();
  const templates = useTemplates();
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="teal"
      value={form.values.templateId || "none"}
      onValueChange={(details) =>
        void form.setFieldValue("templateId", details.value === "none" ? "" : details.value)
      }
      aria-label={t("accounting.caseForm.template")}
    >
      <Stack gap="2">
        <TemplateOption value="none" title={t("accounting.caseForm.noTemplate")}>
          {t("accounting.caseForm.noTemplateHelp")}
        </TemplateOption>
        {templates.models.map((model) => (
          <TemplateOption
            key={model.id}
            value={String(model.id)}
            title={templates.name(model)}
            badge={model.companyId ? t("accounting.caseForm.ownTemplate") : undefined}
          >
            {templates.description(model)}
          </TemplateOption>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function TemplateOption({
  value,
  title,
  badge,
  children,
}: {
  value: string;
  title: string;
  badge?: string;
  children: ReactNode;
}) {
  return (
    <RadioGroup.Item
      value={value}
      alignItems="flex-start"
      borderWidth="1px"
      rounded="md"
      padding="3"
      _checked={{ borderColor: "teal.500", bg: "teal.50" }}
    >
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator marginTop="0.5" />
      <Box>
        <RadioGroup.ItemText fontWeight="medium">
          {title}
          {badge && (
            <Badge marginInlineStart="2" size="sm" variant="outline">
              {badge}
            </Badge>
          )}
        </RadioGroup.ItemText>
        <Text fontSize="xs" color="fg.muted" marginTop="1" lineClamp={3}>
          {children}
        </Text>
      </Box>
    </RadioGroup.Item>
  );
}
