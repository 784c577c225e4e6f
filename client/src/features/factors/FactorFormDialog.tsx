// The create and edit dialog of an emission factor: yup checks every field before anything is
// sent (gas rows, the combustion parameters that go together, the GWP set a CO2e value needs),
// and the server's BAD_USER_INPUT errors land on the field they name. A taken code lands on the
// code. "Global library" is offered only to holders of `sys`, the platform operator.
import {
  Alert,
  Box,
  Button,
  Field,
  Fieldset,
  Flex,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Text,
} from "@chakra-ui/react";
import type { FormikHelpers, FormikProps } from "formik";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LuPlus, LuTrash2 } from "react-icons/lu";
import type { FactorLibrary_FactorFragment } from "../../__generated__/graphql";
import {
  useCreateEmissionFactorMutation,
  useFactorLibraryCategoriesQuery,
  useUpdateEmissionFactorMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextField,
  TextareaField,
  shownError,
} from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { useLocale } from "../../i18n";
import { SYS_CODE } from "../../lib/permissions";
import {
  CO2E,
  emptyFactorValues,
  factorFormSchema,
  factorToValues,
  toFactorInput,
  toUpdateFactorInput,
  type FactorFormValues,
  type GasRow,
} from "./factor-form";
import { localName } from "../reference/reference";
import { unitSymbol, useReferenceLookups } from "../reference/lookups";

export interface FactorFormDialogProps {
  open: boolean;
  /** The factor to edit; null creates a new one. */
  factor: FactorLibrary_FactorFragment | null;
  /** Where a new factor starts: the category chosen in the tree. */
  defaults?: Partial<FactorFormValues>;
  onClose: () => void;
  onSaved?: (factor: FactorLibrary_FactorFragment) => void;
}

export function FactorFormDialog({
  open,
  factor,
  defaults,
  onClose,
  onSaved,
}: FactorFormDialogProps) {
  const { t } = useTranslation();
  const [createFactor] = useCreateEmissionFactorMutation({ context: { formErrors: true } });
  const [updateFactor] = useUpdateEmissionFactorMutation({ context: { formErrors: true } });
  const schema = useMemo(() => factorFormSchema(t), [t]);
  const initialValues = useMemo(
    () => (factor ? factorToValues(factor) : emptyFactorValues(defaults)),
    [factor, defaults],
  );

  const submit = async (values: FactorFormValues, helpers: FormikHelpers<FactorFormValues>) => {
    let saved: FactorLibrary_FactorFragment | undefined;
    try {
      if (factor) {
        const result = await updateFactor({
          variables: { input: toUpdateFactorInput(factor.id, values) },
        });
        saved = result.data?.updateEmissionFactor;
      } else {
        const result = await createFactor({ variables: { input: toFactorInput(values) } });
        saved = result.data?.createEmissionFactor;
      }
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors, "code");
      return;
    }
    if (!saved) return;
    notify.success(
      factor
        ? t("common.savedSuccessfully")
        : t("adminAccounting.factorForm.created", { code: saved.code }),
    );
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      size="xl"
      title={
        factor
          ? t("adminAccounting.factorForm.editTitle", { code: factor.code })
          : t("adminAccounting.factorForm.createTitle")
      }
      formKey={factor?.id ?? "new"}
      initialValues={initialValues}
      schema={schema}
      submitLabel={factor ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
    >
      {(form) => <FactorFields form={form} factor={factor} />}
    </FormDialog>
  );
}

function FactorFields({
  form,
  factor,
}: {
  form: FormikProps<FactorFormValues>;
  factor: FactorLibrary_FactorFragment | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { hasPermission } = useSession();
  const { reference, units } = useReferenceLookups();
  const categories = useFactorLibraryCategoriesQuery().data?.factorCategories ?? [];
  const { values } = form;
  const listId = useId();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.factorForm.${key}`, options);

  const selectedCategory = categories.find((category) => category.code === values.category);
  const symbol = values.unitId ? unitSymbol(units, Number(values.unitId)) : k("unitPlaceholder");
  const hasCo2e = values.gases.some((row) => row.gas === CO2E);
  const isSys = hasPermission(SYS_CODE);
  // Keep a stored value selectable even when the reference lists do not (yet) know it.
  const unitIds = new Set((reference?.units ?? []).map((unit) => String(unit.id)));
  const gwpSets = reference?.gwpSets ?? ["AR4", "AR5", "AR6"];

  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {factor && factor.companyId === null && (
        <Alert.Root status="info" gridColumn={{ sm: "span 2" }}>
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{k("globalEditNote")}</Alert.Title>
        </Alert.Root>
      )}
      <TextField name="code" label={k("code")} required helper={k("codeHelp")} />
      <TextField
        name="region"
        label={k("region")}
        required
        helper={k("regionHelp")}
        inputProps={{ list: `${listId}-regions` }}
      />
      <datalist id={`${listId}-regions`}>
        {["CN", "GB", "US", "GLO"].map((code) => (
          <option key={code} value={code} />
        ))}
        {(reference?.regions ?? []).map((region) => (
          <option key={region.code} value={region.code}>
            {localName(region, locale)}
          </option>
        ))}
      </datalist>
      <TextField name="name" label={k("name")} required />
      <TextField name="nameEn" label={k("nameEn")} helper={k("nameEnHelp")} />
      <SelectField name="category" label={k("category")} required>
        <option value="">{k("choose")}</option>
        {categories.map((category) => (
          <option key={category.code} value={category.code}>
            {localName(category, locale)}
          </option>
        ))}
        {values.category && !selectedCategory && (
          <option value={values.category}>{values.category}</option>
        )}
      </SelectField>
      <TextField
        name="subcategory"
        label={k("subcategory")}
        helper={k("subcategoryHelp")}
        inputProps={{ list: `${listId}-subs` }}
      />
      <datalist id={`${listId}-subs`}>
        {(selectedCategory?.subcategories ?? []).map((subcategory) => (
          <option key={subcategory} value={subcategory} />
        ))}
      </datalist>
      <SelectField name="unitId" label={k("unit")} required helper={k("unitHelp")}>
        <option value="">{k("choose")}</option>
        {(reference?.units ?? []).map((unit) => (
          <option key={unit.id} value={String(unit.id)}>
            {`${unit.symbol} — ${localName(unit, locale)}`}
          </option>
        ))}
        {values.unitId && !unitIds.has(values.unitId) && (
          <option value={values.unitId}>{`#${values.unitId}`}</option>
        )}
      </SelectField>
      <SelectField name="scope" label={k("scope")}>
        <option value="">{k("scopeNone")}</option>
        {[1, 2, 3].map((scope) => (
          <option key={scope} value={String(scope)}>
            {t("adminAccounting.scope", { scope })}
          </option>
        ))}
      </SelectField>

      <GasRowsField form={form} unitSymbol={symbol} />

      <SelectField name="gwpBasis" label={k("gwpBasis")} required={hasCo2e} helper={k("gwpHelp")}>
        <option value="">{k("gwpNone")}</option>
        {gwpSets.map((set) => (
          <option key={set} value={set}>
            {set}
          </option>
        ))}
      </SelectField>
      <Box />

      <Fieldset.Root gridColumn={{ sm: "span 2" }} borderWidth="1px" rounded="md" padding="3">
        <Fieldset.Legend fontWeight="medium" paddingInline="1">
          {k("combustion")}
        </Fieldset.Legend>
        <Fieldset.HelperText marginTop="0" fontSize="xs">
          {k("combustionHelp")}
        </Fieldset.HelperText>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <NumberField name="ncv" label={k("ncv")} helper={k("ncvHelp")} />
          <NumberField
            name="carbonContent"
            label={k("carbonContent")}
            helper={k("carbonContentHelp")}
          />
          <NumberField name="oxidation" label={k("oxidation")} helper={k("oxidationHelp")} />
        </SimpleGrid>
      </Fieldset.Root>

      <NumberField name="year" label={k("year")} required integer />
      <TextField name="version" label={k("version")} />
      <TextareaField
        name="source"
        label={k("source")}
        rows={2}
        required
        helper={k("sourceHelp")}
        span
      />
      <TextField name="sourceUrl" label={k("sourceUrl")} span />
      <SelectField name="dataSourceType" label={k("dataSourceType")}>
        {(reference?.dataSourceTypes ?? DEFAULT_DATA_SOURCE_TYPES).map((type) => (
          <option key={type.id} value={String(type.id)}>
            {`${type.id} ${localName(type, locale)}`}
          </option>
        ))}
      </SelectField>
      <NumberField name="uncertainty" label={k("uncertainty")} helper={k("uncertaintyHelp")} />
      <TextField name="synonyms" label={k("synonyms")} helper={k("synonymsHelp")} span />
      <TextareaField name="notes" label={k("notes")} rows={2} span />
      {isSys && !factor && (
        <CheckboxField name="global" label={k("global")} helper={k("globalHelp")} />
      )}
    </SimpleGrid>
  );
}

const DEFAULT_DATA_SOURCE_TYPES = [
  { id: 1, name: "估算", nameEn: "Estimate" },
  { id: 2, name: "文献", nameEn: "Literature" },
  { id: 3, name: "现场采集", nameEn: "Field collection" },
];

// Fossil methane is the one fuels emit: the methane a new row offers, and the first one listed.
export const NEXT_GASES = ["CO2", "CH4_FOSSIL", "N2O"];

/** The gases in catalogue order, with methane of no stated origin after the fossil and non-fossil. */
export function gasChoices<G extends { code: string }>(gases: readonly G[]): G[] {
  const unstated = gases.filter((gas) => gas.code === "CH4");
  const rest = gases.filter((gas) => gas.code !== "CH4");
  const after = rest.findIndex((gas) => gas.code === "CH4_NONFOSSIL");
  if (after === -1) return [...rest, ...unstated];
  return [...rest.slice(0, after + 1), ...unstated, ...rest.slice(after + 1)];
}

/** The per-gas values: one row per gas, at least one, each gas once. */
function GasRowsField({
  form,
  unitSymbol: symbol,
}: {
  form: FormikProps<FactorFormValues>;
  unitSymbol: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { reference } = useReferenceLookups();
  const { values, errors, setFieldValue, setFieldTouched } = form;
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.factorForm.${key}`, options);
  const gases = gasChoices(reference?.gases ?? []);
  const known = new Set(gases.map((gas) => gas.code));
  const ar6 = (code: string) => gases.find((gas) => gas.code === code)?.gwpAR6;

  const setRows = (rows: GasRow[]) => void setFieldValue("gases", rows);
  const rowError = (index: number, key: keyof GasRow) => shownError(form, `gases[${index}].${key}`);
  // A rule on the list as a whole (none given), or the server's message about the gases.
  const listError = typeof errors.gases === "string" ? errors.gases : undefined;
  // A new row offers the next of the usual trio; past those the user picks.
  const nextGas = NEXT_GASES.find((code) => !values.gases.some((row) => row.gas === code)) ?? "";

  return (
    <Fieldset.Root gridColumn={{ sm: "span 2" }} invalid={Boolean(listError)}>
      <Fieldset.Legend fontWeight="medium">
        {k("gases")}
        <Text as="span" color="fg.error" marginInlineStart="1" aria-hidden>
          *
        </Text>
      </Fieldset.Legend>
      <Fieldset.HelperText marginTop="0" fontSize="xs">
        {k("gasesHelp")}
      </Fieldset.HelperText>
      <Fieldset.Content gap="2">
        {values.gases.map((row, index) => {
          const number = index + 1;
          const gasError = rowError(index, "gas");
          const valueError = rowError(index, "value");
          return (
            <Flex key={index} gap="2" alignItems="flex-start" flexWrap="wrap">
              <Field.Root invalid={Boolean(gasError)} flex="1 1 12rem">
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    aria-label={k("gasRow", { number })}
                    name={`gases[${index}].gas`}
                    value={row.gas}
                    onChange={(event) =>
                      setRows(
                        values.gases.map((current, position) =>
                          position === index
                            ? { ...current, gas: event.currentTarget.value }
                            : current,
                        ),
                      )
                    }
                    onBlur={() => void setFieldTouched(`gases[${index}].gas`, true)}
                  >
                    <option value="">{k("choose")}</option>
                    {gases.map((gas) => (
                      <option key={gas.code} value={gas.code}>
                        {`${gas.label} — ${localName(gas, locale)}`}
                      </option>
                    ))}
                    {row.gas && !known.has(row.gas) && <option value={row.gas}>{row.gas}</option>}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {row.gas === "CH4" && !gasError && (
                  <Field.HelperText color="orange.700">
                    {k("methaneUnstated", {
                      unstated: ar6("CH4"),
                      fossil: ar6("CH4_FOSSIL"),
                      nonFossil: ar6("CH4_NONFOSSIL"),
                    })}
                  </Field.HelperText>
                )}
                <Field.ErrorText>{gasError}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(valueError)} flex="1 1 10rem">
                <Flex alignItems="center" gap="2" width="full">
                  <Input
                    size="sm"
                    aria-label={k("gasValueRow", { number, unit: symbol })}
                    name={`gases[${index}].value`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={row.value}
                    onChange={(event) =>
                      setRows(
                        values.gases.map((current, position) =>
                          position === index
                            ? { ...current, value: event.currentTarget.value }
                            : current,
                        ),
                      )
                    }
                    onBlur={() => void setFieldTouched(`gases[${index}].value`, true)}
                  />
                  <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                    {`kg/${symbol}`}
                  </Text>
                </Flex>
                <Field.ErrorText>{valueError}</Field.ErrorText>
              </Field.Root>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={k("removeGas", { number })}
                title={k("removeGas", { number })}
                disabled={values.gases.length <= 1}
                onClick={() => setRows(values.gases.filter((_, position) => position !== index))}
              >
                <LuTrash2 />
              </IconButton>
            </Flex>
          );
        })}
      </Fieldset.Content>
      <Box>
        <Button
          size="xs"
          variant="outline"
          onClick={() => setRows([...values.gases, { gas: nextGas, value: "" }])}
        >
          <LuPlus aria-hidden />
          {k("addGas")}
        </Button>
      </Box>
      <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
