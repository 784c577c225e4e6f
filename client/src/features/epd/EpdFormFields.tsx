// The fields of the EPD report form: the declared modules as a row of checkboxes A1 ... D grouped
// by life-cycle stage (the mandatory ones of EN 15804+A2 checked and locked), the A1-A3
// aggregation, the scenarios editor, the declaration (PCR, programme operator, reference service
// life, validity), the biogenic carbon content and the notes.
import {
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  IconButton,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { FieldArray, useField, useFormikContext } from "formik";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuLock, LuPlus, LuTrash2 } from "react-icons/lu";
import {
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  useFieldError,
} from "../../components/ui/form-fields";
import { useLocale } from "../../i18n/use-locale";
import {
  EPD_MODULES,
  EPD_STAGES,
  inModuleOrder,
  isUseModule,
  MANDATORY_MODULES,
  moduleName,
} from "./epd-codes";
import type { EpdFormValues } from "./epd-form";

/** A titled card of the form, with a line of help under the title. */
export function FormCard({
  title,
  help,
  children,
}: {
  title: string;
  help?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
        {help && (
          <Text fontSize="xs" color="fg.muted">
            {help}
          </Text>
        )}
      </Card.Header>
      <Card.Body paddingTop="2">{children}</Card.Body>
    </Card.Root>
  );
}

/** The modules declared: one checkbox per module, grouped by stage as EPDs' module tables are. */
export function ModulesField({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useFormikContext<EpdFormValues>();
  const error = useFieldError("modules");
  const declared = new Set(form.values.modules);
  const toggle = (code: string, on: boolean) => {
    const next = on ? [...declared, code] : [...declared].filter((m) => m !== code);
    void form.setFieldValue("modules", inModuleOrder(next));
  };
  return (
    <Stack gap="3">
      {/* One row, grouped by stage, as the module table of an EPD reads. */}
      <Flex
        role="group"
        aria-label={t("epd.modulesCard")}
        gap="2"
        alignItems="stretch"
        overflowX="auto"
        paddingBottom="1"
      >
        {EPD_STAGES.map((stage) => (
          <Box
            key={stage}
            borderWidth="1px"
            rounded="md"
            paddingX="1.5"
            paddingY="1.5"
            flexShrink={0}
          >
            <Text
              fontSize="2xs"
              fontWeight="semibold"
              color="fg.muted"
              marginBottom="1"
              textAlign="center"
              maxWidth={stage === "beyond" ? "5rem" : undefined}
              lineHeight="short"
            >
              {t(`epd.stage.${stage}`)}
            </Text>
            <Flex gap="0.5" justifyContent="center">
              {EPD_MODULES.filter((m) => m.stage === stage).map((module) => {
                const mandatory = MANDATORY_MODULES.includes(module.code);
                const name = moduleName(module.code, locale);
                return (
                  <Checkbox.Root
                    key={module.code}
                    size="sm"
                    colorPalette="teal"
                    checked={declared.has(module.code)}
                    disabled={mandatory || readOnly}
                    onCheckedChange={(details) => toggle(module.code, details.checked === true)}
                    flexDirection="column-reverse"
                    alignItems="center"
                    gap="1"
                    width="2.9rem"
                    title={mandatory ? `${name} (${t("epd.mandatory")})` : name}
                    cursor={mandatory ? "default" : undefined}
                  >
                    <Checkbox.HiddenInput />
                    {/* Locked, not greyed out: the mandatory modules are declared. */}
                    <Checkbox.Control _disabled={{ opacity: mandatory ? 0.85 : 0.5 }} />
                    <Checkbox.Label
                      display="inline-flex"
                      alignItems="center"
                      gap="0.5"
                      _disabled={{ opacity: mandatory ? 1 : 0.5 }}
                    >
                      <Text as="span" fontWeight="semibold">
                        {module.code}
                      </Text>
                      <VisuallyHidden>{name}</VisuallyHidden>
                      {mandatory && (
                        <Box as="span" color="teal.600" aria-hidden>
                          <LuLock size="0.65rem" />
                        </Box>
                      )}
                    </Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </Flex>
          </Box>
        ))}
      </Flex>
      <Text fontSize="2xs" color="fg.muted">
        {EPD_MODULES.map((m) => `${m.code} ${moduleName(m.code, locale)}`).join(
          locale === "zh-CN" ? "；" : "; ",
        )}
      </Text>
      <Flex gap="1.5" alignItems="center" fontSize="xs" color="fg.muted">
        <LuLock aria-hidden />
        <Text>{t("epd.mandatory")}: A1–A3, C1–C4, D</Text>
      </Flex>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Scenario rows: module (among the declared ones), name and description; added and removed. */
export function ScenariosField({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useFormikContext<EpdFormValues>();
  const listError = useFieldError("scenarios");
  const scenarios = form.values.scenarios;
  // The first module beyond the factory gate that has no scenario yet, as a new row's guess.
  const nextModule = () =>
    form.values.modules.find(
      (code) => !["A1", "A2", "A3"].includes(code) && !scenarios.some((s) => s.module === code),
    ) ?? "";
  return (
    <FieldArray name="scenarios">
      {(rows) => (
        <Stack gap="3">
          {scenarios.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t("epd.noScenarios")}
            </Text>
          )}
          {scenarios.map((scenario, index) => (
            <Box
              // Rows have no identity of their own; the position is what the errors name.
              key={index}
              role="group"
              aria-label={t("epd.scenarioRow", { n: index + 1 })}
              borderWidth="1px"
              rounded="md"
              padding="3"
            >
              <Flex gap="3" alignItems="flex-start">
                <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" flex="1">
                  <SelectField
                    name={`scenarios.${index}.module`}
                    label={t("epd.scenarioModule")}
                    required
                    disabled={readOnly}
                  >
                    <option value="" disabled>
                      —
                    </option>
                    {/* A module no longer declared stays listed, so the row says what it was. */}
                    {inModuleOrder([
                      ...form.values.modules,
                      ...(scenario.module ? [scenario.module] : []),
                    ]).map((code) => (
                      <option key={code} value={code}>
                        {t("epd.moduleLabel", { code, name: moduleName(code, locale) })}
                      </option>
                    ))}
                  </SelectField>
                  <TextField
                    name={`scenarios.${index}.name`}
                    label={t("epd.scenarioName")}
                    required
                    disabled={readOnly}
                    span={3}
                  />
                  <TextareaField
                    name={`scenarios.${index}.description`}
                    label={t("epd.scenarioDescription")}
                    rows={2}
                    disabled={readOnly}
                    span={4}
                  />
                </SimpleGrid>
                {!readOnly && (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    marginTop="6"
                    aria-label={t("epd.removeScenario", { n: index + 1 })}
                    title={t("epd.removeScenario", { n: index + 1 })}
                    onClick={() => rows.remove(index)}
                  >
                    <LuTrash2 />
                  </IconButton>
                )}
              </Flex>
            </Box>
          ))}
          {typeof listError === "string" && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {listError}
            </Text>
          )}
          {!readOnly && (
            <Box>
              <Button
                size="sm"
                variant="outline"
                onClick={() => rows.push({ module: nextModule(), name: "", description: "" })}
                disabled={scenarios.length >= 40}
              >
                <LuPlus aria-hidden />
                {t("epd.addScenario")}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </FieldArray>
  );
}

/** PCR, programme operator, validity, reference service life and the notes. */
export function DeclarationFields({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<EpdFormValues>();
  const useStage = values.modules.some(isUseModule);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField
        name="pcrName"
        label={t("epd.pcrName")}
        helper={t("epd.pcrNameHelp")}
        required
        disabled={readOnly}
      />
      <TextField name="pcrVersion" label={t("epd.pcrVersion")} disabled={readOnly} />
      <TextField
        name="programOperator"
        label={t("epd.programOperator")}
        helper={t("epd.programOperatorHelp")}
        required
        disabled={readOnly}
      />
      <SelectField
        name="validityYears"
        label={t("epd.validity")}
        helper={t("epd.validityHelp")}
        required
        disabled={readOnly}
      >
        {[1, 2, 3, 4, 5].map((years) => (
          <option key={years} value={String(years)}>
            {t("epd.validityValue", { count: years })}
          </option>
        ))}
      </SelectField>
      <NumberField
        name="referenceServiceLifeYears"
        label={t("epd.serviceLife")}
        helper={t("epd.serviceLifeHelp")}
        required={useStage}
        disabled={readOnly}
      />
      <TextareaField
        name="notes"
        label={t("epd.notes")}
        helper={t("epd.notesHelp")}
        rows={4}
        disabled={readOnly}
        span
      />
    </SimpleGrid>
  );
}

export function BiogenicFields({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <NumberField
        name="biogenicCarbonProduct"
        label={t("epd.biogenicProduct")}
        disabled={readOnly}
      />
      <NumberField
        name="biogenicCarbonPackaging"
        label={t("epd.biogenicPackaging")}
        disabled={readOnly}
      />
    </SimpleGrid>
  );
}

/** Whether the product stage prints as one column A1-A3. */
export function AggregateField({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<boolean>("aggregateA1A3");
  return (
    <Field.Root>
      <Checkbox.Root
        checked={field.value}
        disabled={readOnly}
        onCheckedChange={(details) => void helpers.setValue(details.checked === true)}
        colorPalette="teal"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("epd.aggregate")}</Checkbox.Label>
      </Checkbox.Root>
      <Field.HelperText>{t("epd.aggregateHelp")}</Field.HelperText>
    </Field.Root>
  );
}
