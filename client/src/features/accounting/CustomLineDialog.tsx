// Factors the user enters rather than picks from the library: a new line with its factor
// (addCustomLine, saved at once), and the factor of an existing line, entered or corrected, as its
// emission factor or as a scope 2 line's market-based instrument (supplier-specific or
// contractual). The latter is an unsaved edit of the line like any other, saved with the rest.
// A factor is its name, unit, the value of each gas in kg per factor unit, its source and, for
// fuels, NCV, carbon content and oxidation.
import {
  Button,
  Dialog,
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
import { Form, Formik, getIn, type FormikHelpers, type FormikProps } from "formik";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuPlus, LuTrash2 } from "react-icons/lu";
import { useCaseEditorAddCustomLineMutation } from "../../__generated__/hooks";
import { showFormErrors } from "../../components/ui/form-errors";
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
import { useReference } from "../reference/reference";

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
  const zh = reference.locale === "zh-CN";

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
    <Formik initialValues={newCustomLine(10)} validationSchema={schema} onSubmit={submit}>
      {(form) => (
        <Form noValidate>
          <Dialog.Header>
            <Dialog.Title>{t("accounting.custom.title", { process: process.name })}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <Fieldset.Root>
                <Fieldset.Legend>{t("accounting.custom.line")}</Fieldset.Legend>
                <Fieldset.Content>
                  <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                    <TextInput form={form} name="name" label={t("accounting.line.name")} required />
                    <TextInput
                      form={form}
                      name="amount"
                      label={t("accounting.line.amount")}
                      inputMode="decimal"
                    />
                    <Select form={form} name="unitId" label={t("accounting.line.unit")}>
                      {unitOptionsOf(reference.units, zh)}
                    </Select>
                  </SimpleGrid>
                  <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                    <Select
                      form={form}
                      name="dataSourceType"
                      label={t("accounting.line.dataSource")}
                    >
                      {reference.dataSourceTypes.map((type) => (
                        <option key={type.id} value={type.id}>
                          {zh ? type.nameZh : type.name}
                        </option>
                      ))}
                    </Select>
                  </SimpleGrid>
                </Fieldset.Content>
              </Fieldset.Root>
              <FactorFields form={form} units={reference.units} />
              <CombustionFields form={form}>
                {combustionGiven(form.values) === 3 && (
                  <Select form={form} name="method" label={t("accounting.line.method")}>
                    <option value="factor">{t("accounting.method.factor")}</option>
                    <option value="combustion">{t("accounting.method.combustion")}</option>
                  </Select>
                )}
              </CombustionFields>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" colorPalette="teal" loading={form.isSubmitting}>
              {t("accounting.custom.add")}
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
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
    <Formik
      initialValues={customFactorValues(target.factor, target.lineUnitId)}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(form) => (
        <Form noValidate>
          <Dialog.Header>
            <Dialog.Title>
              {t(market ? "accounting.custom.marketTitle" : "accounting.custom.factorTitle", {
                name: target.lineName,
              })}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <Text fontSize="sm" color="fg.muted">
                {t(market ? "accounting.custom.marketHelp" : "accounting.custom.factorHelp", {
                  unit: reference.unitSymbol(target.lineUnitId),
                })}
              </Text>
              <FactorFields form={form} units={reference.units} />
              {!market && <CombustionFields form={form} />}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" colorPalette="teal">
              {t("accounting.custom.apply")}
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}

type FactorForm<V extends CustomFactorValues> = FormikProps<V>;
/** A field typed as text: the line's or the factor's (the factor form has only the latter). */
type TextField = Exclude<keyof CustomLineValues, "gases">;

function error<V extends CustomFactorValues>(
  form: FactorForm<V>,
  name: string,
): string | undefined {
  const message: unknown = getIn(form.errors, name);
  return getIn(form.touched, name) || form.submitCount > 0
    ? typeof message === "string"
      ? message
      : undefined
    : undefined;
}

function TextInput<V extends CustomFactorValues>({
  form,
  name,
  label,
  required,
  helper,
  inputMode,
  span,
}: {
  form: FactorForm<V>;
  name: TextField;
  label: string;
  required?: boolean;
  helper?: string;
  inputMode?: "decimal";
  span?: number;
}) {
  const message = error(form, name);
  return (
    <Field.Root
      invalid={Boolean(message)}
      required={required}
      gridColumn={span ? { sm: `span ${span}` } : undefined}
    >
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        value={String(getIn(form.values, name) ?? "")}
        inputMode={inputMode}
        autoComplete="off"
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

function Select<V extends CustomFactorValues>({
  form,
  name,
  label,
  children,
}: {
  form: FactorForm<V>;
  name: TextField;
  label: string;
  children: ReactNode;
}) {
  const message = error(form, name);
  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={String(getIn(form.values, name) ?? "")}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

const unitOptionsOf = (units: readonly Unit[], zh: boolean) =>
  units.map((unit) => (
    <option key={unit.id} value={unit.id}>
      {unit.symbol} · {zh ? unit.nameZh : unit.name}
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
  const zh = reference.locale === "zh-CN";
  const { values, setFieldValue } = form;
  const gasesError = error(form, "gases");
  const factorUnit = reference.unitSymbol(Number(values.factorUnitId));
  const setGases = (gases: CustomFactorValues["gases"]) => void setFieldValue("gases", gases);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t("accounting.custom.factor")}</Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TextInput
            form={form}
            name="factorName"
            label={t("accounting.custom.factorName")}
            required
            span={2}
          />
          <Select form={form} name="factorUnitId" label={t("accounting.custom.factorUnit")}>
            {unitOptionsOf(units, zh)}
          </Select>
        </SimpleGrid>

        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            {t("accounting.custom.gases", { unit: factorUnit })}
          </Text>
          {values.gases.map((row, index) => {
            const valueError = error(form, `gases.${index}.value`);
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
                        {gas.label} · {zh ? gas.nameZh : gas.name}
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

        <TextInput
          form={form}
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
function CombustionFields<V extends CustomFactorValues>({
  form,
  children,
}: {
  form: FactorForm<V>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const reference = useReference();
  const factorUnit = reference.unitSymbol(Number(form.values.factorUnitId));
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t("accounting.custom.combustion")}</Fieldset.Legend>
      <Fieldset.HelperText>{t("accounting.custom.combustionHelp")}</Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TextInput
            form={form}
            name="ncv"
            label={t("accounting.custom.ncv", { unit: factorUnit })}
            inputMode="decimal"
          />
          <TextInput
            form={form}
            name="carbonContent"
            label={t("accounting.custom.carbonContent")}
            helper={t("accounting.combustion.carbonContentHelp")}
            inputMode="decimal"
          />
          <TextInput
            form={form}
            name="oxidation"
            label={t("accounting.custom.oxidation")}
            inputMode="decimal"
          />
        </SimpleGrid>
        {children}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
