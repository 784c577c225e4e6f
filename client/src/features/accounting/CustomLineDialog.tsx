// Factors the user enters rather than picks from the library: a new line with its factor
// (addCustomLine, saved at once), and the factor of an existing line, entered or corrected, as its
// emission factor or as a scope 2 line's market-based instrument (supplier-specific or
// contractual). The latter is an unsaved edit of the line like any other, saved with the rest.
// A factor is its name, unit, the value of each gas in kg per factor unit, its source and, for
// fuels, NCV, carbon content and oxidation.
import {
  Button,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useFormikContext, type FormikHelpers, type FormikProps } from "formik";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuPlus, LuTrash2 } from "react-icons/lu";
import { useCaseEditorAddCustomLineMutation } from "../../__generated__/hooks";
import { DialogForm } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { NumberField, SelectField, TextField, shownError } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import {
  combustionGiven,
  customFactorSchema,
  customFactorValues,
  customLineSchema,
  newCustomLine,
  toCustomFactor,
  toCustomLineInput,
  type CustomFactorValues,
  type CustomLineValues,
} from "./custom-line-schema";
import { EditorDialog } from "../../components/ui/editor-dialog";
import type { FactorKind } from "../factors/FactorCell";
import type { CustomFactorValue, Unit } from "./line-edits";
import type { Locale } from "../../lib/format";
import { localName, useReference } from "../reference/reference";

export interface CustomLineDialogProps {
  open: boolean;
  process: { id: number; caseId: number; name: string } | null;
  onClose: () => void;
  onAdded: () => void;
}

export function CustomLineDialog(props: CustomLineDialogProps) {
  return (
    <EditorDialog open={props.open} onClose={props.onClose}>
      {props.process && <CustomLineForm {...props} process={props.process} />}
    </EditorDialog>
  );
}

function CustomLineForm({
  process,
  onClose,
  onAdded,
}: CustomLineDialogProps & { process: { id: number; caseId: number; name: string } }) {
  const { t } = useTranslation();
  const reference = useReference();
  const [addLine] = useCaseEditorAddCustomLineMutation({ context: { formErrors: true } });
  const schema = useMemo(() => customLineSchema(t, reference.units), [t, reference.units]);

  const submit = async (values: CustomLineValues, helpers: FormikHelpers<CustomLineValues>) => {
    try {
      await addLine({
        variables: { input: toCustomLineInput(process.caseId, process.id, values) },
      });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(t("accounting.custom.added", { name: values.name.trim() }));
    onAdded();
    onClose();
  };

  return (
    <DialogForm
      title={t("accounting.custom.title", { process: process.name })}
      initialValues={newCustomLine(10)}
      schema={schema}
      submitLabel={t("accounting.custom.add")}
      onSubmit={submit}
      onCancel={onClose}
    >
      {(form) => (
        <Stack gap="5">
          <Fieldset.Root>
            <Fieldset.Legend>{t("accounting.custom.line")}</Fieldset.Legend>
            <Fieldset.Content>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                <TextField name="name" label={t("accounting.line.name")} required />
                <NumberField name="amount" label={t("accounting.line.amount")} />
                <SelectField name="unitId" label={t("accounting.line.unit")}>
                  {unitOptionsOf(reference.units, reference.locale)}
                </SelectField>
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                <SelectField name="dataSourceType" label={t("accounting.line.dataSource")}>
                  {reference.dataSourceTypes.map((type) => (
                    <option key={type.id} value={type.id}>
                      {localName(type, reference.locale)}
                    </option>
                  ))}
                </SelectField>
              </SimpleGrid>
            </Fieldset.Content>
          </Fieldset.Root>
          <FactorFields form={form} units={reference.units} />
          <CombustionFields>
            {combustionGiven(form.values) === 3 && (
              <SelectField name="method" label={t("accounting.line.method")}>
                <option value="factor">{t("accounting.method.factor")}</option>
                <option value="combustion">{t("accounting.method.combustion")}</option>
              </SelectField>
            )}
          </CombustionFields>
        </Stack>
      )}
    </DialogForm>
  );
}

/** The line whose factor is entered, and which of its factors. */
export interface CustomFactorTarget {
  kind: FactorKind;
  lineName: string;
  lineUnitId: number;
  /** The factor entered so far (unsaved edits included); null for a first one. */
  factor: CustomFactorValue | null;
}

export function CustomFactorDialog({
  target,
  onClose,
  onApply,
}: {
  target: CustomFactorTarget | null;
  onClose: () => void;
  onApply: (factor: CustomFactorValue) => void;
}) {
  return (
    <EditorDialog open={target !== null} onClose={onClose}>
      {target && <CustomFactorForm target={target} onClose={onClose} onApply={onApply} />}
    </EditorDialog>
  );
}

function CustomFactorForm({
  target,
  onClose,
  onApply,
}: {
  target: CustomFactorTarget;
  onClose: () => void;
  onApply: (factor: CustomFactorValue) => void;
}) {
  const { t } = useTranslation();
  const reference = useReference();
  const schema = useMemo(
    () => customFactorSchema(t, reference.units, target.lineUnitId),
    [t, reference.units, target.lineUnitId],
  );
  const market = target.kind === "market";
  const submit = (values: CustomFactorValues) => {
    onApply(toCustomFactor(values));
    onClose();
  };
  return (
    <DialogForm
      title={t(market ? "accounting.custom.marketTitle" : "accounting.custom.factorTitle", {
        name: target.lineName,
      })}
      initialValues={customFactorValues(target.factor, target.lineUnitId)}
      schema={schema}
      submitLabel={t("accounting.custom.apply")}
      onSubmit={submit}
      onCancel={onClose}
    >
      {(form) => (
        <Stack gap="5">
          <Text fontSize="sm" color="fg.muted">
            {t(market ? "accounting.custom.marketHelp" : "accounting.custom.factorHelp", {
              unit: reference.unitSymbol(target.lineUnitId),
            })}
          </Text>
          <FactorFields form={form} units={reference.units} />
          {!market && <CombustionFields />}
        </Stack>
      )}
    </DialogForm>
  );
}

type FactorForm<V extends CustomFactorValues> = FormikProps<V>;
const unitOptionsOf = (units: readonly Unit[], locale: Locale) =>
  units.map((unit) => (
    <option key={unit.id} value={unit.id}>
      {unit.symbol} · {localName(unit, locale)}
    </option>
  ));

/** The factor's name, unit, gas values and source. */
function FactorFields<V extends CustomFactorValues>({
  form,
  units,
}: {
  form: FactorForm<V>;
  units: readonly Unit[];
}) {
  const { t } = useTranslation();
  const reference = useReference();
  const { values, setFieldValue } = form;
  const gasesError = shownError(form, "gases");
  const factorUnit = reference.unitSymbol(Number(values.factorUnitId));
  const setGases = (gases: CustomFactorValues["gases"]) => void setFieldValue("gases", gases);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t("accounting.custom.factor")}</Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TextField
            name="factorName"
            label={t("accounting.custom.factorName")}
            required
            span={2}
          />
          <SelectField name="factorUnitId" label={t("accounting.custom.factorUnit")}>
            {unitOptionsOf(units, reference.locale)}
          </SelectField>
        </SimpleGrid>

        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            {t("accounting.custom.gases", { unit: factorUnit })}
          </Text>
          {values.gases.map((row, index) => {
            const valueError = shownError(form, `gases.${index}.value`);
            return (
              <HStack key={index} alignItems="flex-start" gap="2">
                <NativeSelect.Root size="sm" width="14rem">
                  <NativeSelect.Field
                    aria-label={t("accounting.custom.gasN", { n: index + 1 })}
                    value={row.gas}
                    onChange={(event) =>
                      setGases(
                        values.gases.map((item, i) =>
                          i === index ? { ...item, gas: event.currentTarget.value } : item,
                        ),
                      )
                    }
                  >
                    {reference.gases.map((gas) => (
                      <option key={gas.code} value={gas.code}>
                        {gas.label} · {localName(gas, reference.locale)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.Root invalid={Boolean(valueError)} width="12rem">
                  <Input
                    size="sm"
                    inputMode="decimal"
                    aria-label={t("accounting.custom.valueN", { n: index + 1, unit: factorUnit })}
                    value={row.value}
                    onChange={(event) =>
                      setGases(
                        values.gases.map((item, i) =>
                          i === index ? { ...item, value: event.currentTarget.value } : item,
                        ),
                      )
                    }
                  />
                  <Field.ErrorText>{valueError}</Field.ErrorText>
                </Field.Root>
                <Text fontSize="xs" color="fg.muted" paddingTop="2">
                  kg/{factorUnit}
                </Text>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t("accounting.custom.removeGas", { n: index + 1 })}
                  disabled={values.gases.length === 1}
                  onClick={() => setGases(values.gases.filter((_, i) => i !== index))}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            );
          })}
          {gasesError && (
            <Text fontSize="sm" color="fg.error">
              {gasesError}
            </Text>
          )}
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => {
              const used = new Set(values.gases.map((row) => row.gas));
              // The usual trio first, fossil methane the methane offered; past those the user picks.
              const next =
                ["CO2", "CH4_FOSSIL", "N2O", ...reference.gases.map((gas) => gas.code)].find(
                  (code) => !used.has(code),
                ) ?? "CO2";
              setGases([...values.gases, { gas: next, value: "" }]);
            }}
          >
            <LuPlus aria-hidden />
            {t("accounting.custom.addGas")}
          </Button>
        </Stack>

        <TextField
          name="source"
          label={t("accounting.factor.source")}
          required
          helper={t("accounting.custom.sourcePlaceholder")}
        />
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** NCV, carbon content and oxidation of a fuel's factor, with what else the form adds. */
function CombustionFields({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const reference = useReference();
  const { values } = useFormikContext<CustomFactorValues>();
  const factorUnit = reference.unitSymbol(Number(values.factorUnitId));
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t("accounting.custom.combustion")}</Fieldset.Legend>
      <Fieldset.HelperText>{t("accounting.custom.combustionHelp")}</Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <NumberField name="ncv" label={t("accounting.custom.ncv", { unit: factorUnit })} />
          <NumberField
            name="carbonContent"
            label={t("accounting.custom.carbonContent")}
            helper={t("accounting.combustion.carbonContentHelp")}
          />
          <NumberField name="oxidation" label={t("accounting.custom.oxidation")} />
        </SimpleGrid>
        {children}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
