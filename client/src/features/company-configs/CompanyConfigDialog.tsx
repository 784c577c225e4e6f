// The settings of one company in one form: defaults for new work, display, modules on or off.
import { Checkbox, Field, SimpleGrid, Text } from "@chakra-ui/react";
import { useField, useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { CompanyConfigInput } from "../../__generated__/graphql";
import { COMPANY_MODULES } from "../../app/company-modules";
import { FormDialog } from "../../components/ui/form-dialog";
import { SelectField } from "../../components/ui/form-fields";
import { fiscalPeriod, formatInConfig } from "./config-display";
import type { CompanyRow } from "./CompanyConfigsPage";

interface Values {
  defaultGwpSet: string;
  defaultDatabaseId: string;
  fiscalYearStartMonth: string;
  emissionUnit: string;
  numberFormat: string;
  decimals: string;
  /** The modules left on. */
  enabled: string[];
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export function CompanyConfigDialog({
  row,
  open,
  databases,
  onClose,
  onSave,
}: {
  row: CompanyRow | null;
  open: boolean;
  databases: ReadonlyArray<{ id: number; name: string; version: string }>;
  onClose: () => void;
  onSave: (input: CompanyConfigInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`companyConfigs.${key}`, options);
  if (!row) return null;
  const config = row.config;
  const initial: Values = {
    defaultGwpSet: config.defaultGwpSet,
    defaultDatabaseId: config.defaultDatabaseId ? String(config.defaultDatabaseId) : "",
    fiscalYearStartMonth: String(config.fiscalYearStartMonth),
    emissionUnit: config.emissionUnit,
    numberFormat: config.numberFormat,
    decimals: String(config.decimals),
    enabled: COMPANY_MODULES.filter((key) => !config.disabledModules.includes(key)),
  };
  const schema = yup.object({
    decimals: yup
      .number()
      .typeError(k("decimalsRange"))
      .integer(k("decimalsRange"))
      .min(0, k("decimalsRange"))
      .max(6, k("decimalsRange")),
  });
  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      size="xl"
      title={k("editTitle", { name: row.companyName })}
      formLabel={k("editTitle", { name: row.companyName })}
      submitLabel={k("save")}
      formKey={row.companyId}
      initialValues={initial}
      schema={schema}
      twoColumns
      onSubmit={async (values) => {
        try {
          await onSave({
            companyId: row.companyId,
            defaultGwpSet: values.defaultGwpSet,
            defaultDatabaseId: values.defaultDatabaseId ? Number(values.defaultDatabaseId) : null,
            fiscalYearStartMonth: Number(values.fiscalYearStartMonth),
            emissionUnit: values.emissionUnit,
            numberFormat: values.numberFormat,
            decimals: Number(values.decimals),
            disabledModules: COMPANY_MODULES.filter((key) => !values.enabled.includes(key)),
          });
        } catch {
          // The error link has shown the server's message; the dialog stays open.
        }
      }}
    >
      {() => (
        <>
          <SelectField name="defaultGwpSet" label={k("gwpSet")} required>
            {["AR6", "AR5", "AR4"].map((set) => (
              <option key={set} value={set}>
                IPCC {set}
              </option>
            ))}
          </SelectField>
          <SelectField name="defaultDatabaseId" label={k("database")}>
            <option value="">{k("noDatabase")}</option>
            {databases.map((database) => (
              <option key={database.id} value={String(database.id)}>
                {database.name} {database.version}
              </option>
            ))}
          </SelectField>
          <FiscalYearField />
          <SelectField name="emissionUnit" label={k("unit")} required>
            {["t", "kg"].map((unit) => (
              <option key={unit} value={unit}>
                {k(`units.${unit}`)}
              </option>
            ))}
          </SelectField>
          <NumberFormatFields />
          <ModulesField />
        </>
      )}
    </FormDialog>
  );
}

function FiscalYearField() {
  const { t } = useTranslation();
  const [field] = useField<string>("fiscalYearStartMonth");
  const year = new Date().getFullYear();
  const period = fiscalPeriod(year, Number(field.value) || 1);
  return (
    <SelectField
      name="fiscalYearStartMonth"
      label={t("companyConfigs.fiscalYear")}
      required
      helper={t("companyConfigs.fiscalHelp", { year, start: period.start, end: period.end })}
    >
      {MONTHS.map((month) => (
        <option key={month} value={String(month)}>
          {t("companyConfigs.month", { month })}
        </option>
      ))}
    </SelectField>
  );
}

function NumberFormatFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<Values>();
  const example = formatInConfig(
    1234567.891,
    values.numberFormat,
    Math.min(6, Math.max(0, Number(values.decimals) || 0)),
  );
  return (
    <>
      <SelectField
        name="numberFormat"
        label={t("companyConfigs.numberFormat")}
        required
        helper={t("companyConfigs.example", { example })}
      >
        {["comma-point", "space-comma", "plain"].map((format) => (
          <option key={format} value={format}>
            {t(`companyConfigs.numberFormats.${format}`)}
          </option>
        ))}
      </SelectField>
      <SelectField name="decimals" label={t("companyConfigs.decimals")} required>
        {[0, 1, 2, 3, 4, 5, 6].map((count) => (
          <option key={count} value={String(count)}>
            {count}
          </option>
        ))}
      </SelectField>
    </>
  );
}

function ModulesField() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<string[]>("enabled");
  const toggle = (key: string, on: boolean) =>
    void helpers.setValue(
      on ? [...field.value, key] : field.value.filter((enabled) => enabled !== key),
    );
  return (
    <Field.Root gridColumn={{ sm: "span 2" }}>
      <Field.Label>{t("companyConfigs.modules")}</Field.Label>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" width="full">
        {COMPANY_MODULES.map((key) => (
          <Checkbox.Root
            key={key}
            checked={field.value.includes(key)}
            onCheckedChange={(details) => toggle(key, details.checked === true)}
            colorPalette="teal"
            size="sm"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(`modules.${key}`)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {t("companyConfigs.modulesHelp")}
      </Text>
    </Field.Root>
  );
}
