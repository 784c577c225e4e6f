// Adds a line with a factor the user enters (addCustomLine): the line's name, amount and unit,
// and the factor's name, unit, value of each gas in kg per factor unit, source and, for fuels,
// NCV, carbon content and oxidation.
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Portal,
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
  customLineSchema,
  newCustomLine,
  toCustomLineInput,
  type CustomLineValues,
} from "./custom-line-schema";
import type { Unit } from "./line-edits";
import { useReference } from "./reference";

export interface CustomLineDialogProps {
  open: boolean;
  process: { id: number; name: string } | null;
  onClose: () => void;
  onAdded: () => void;
}

export function CustomLineDialog(props: CustomLineDialogProps) {
  return (
    <Dialog.Root
      open={props.open}
      size="lg"
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && props.onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {props.open && props.process && <CustomLineForm {...props} process={props.process} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CustomLineForm({
  process,
  onClose,
  onAdded,
}: CustomLineDialogProps & { process: { id: number; name: string } }) {
  const { t, i18n } = useTranslation();
  const reference = useReference();
  const [addLine] = useCaseEditorAddCustomLineMutation({ context: { formErrors: true } });
  const schema = useMemo(
    () => customLineSchema(t, reference.units),
    [t, i18n.language, reference.units],
  );

  const submit = async (values: CustomLineValues, helpers: FormikHelpers<CustomLineValues>) => {
    try {
      await addLine({ variables: { input: toCustomLineInput(process.id, values) } });
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
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={t("common.close")} />
          </Dialog.CloseTrigger>
          <Dialog.Body>
            <CustomLineFields form={form} units={reference.units} />
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

type CustomForm = FormikProps<CustomLineValues>;
type TextName = Exclude<keyof CustomLineValues, "gases">;

function error(form: CustomForm, name: string): string | undefined {
  const message: unknown = getIn(form.errors, name);
  return getIn(form.touched, name) || form.submitCount > 0
    ? typeof message === "string"
      ? message
      : undefined
    : undefined;
}

function TextInput({
  form,
  name,
  label,
  required,
  helper,
  inputMode,
}: {
  form: CustomForm;
  name: TextName;
  label: string;
  required?: boolean;
  helper?: string;
  inputMode?: "decimal";
}) {
  const message = error(form, name);
  return (
    <Field.Root invalid={Boolean(message)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        value={form.values[name]}
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

function Select({
  form,
  name,
  label,
  children,
}: {
  form: CustomForm;
  name: TextName;
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
          value={form.values[name]}
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

function CustomLineFields({ form, units }: { form: CustomForm; units: readonly Unit[] }) {
  const { t } = useTranslation();
  const reference = useReference();
  const zh = reference.locale === "zh-CN";
  const { values, setFieldValue } = form;
  const gasesError = error(form, "gases");
  const factorUnit = reference.unitSymbol(Number(values.factorUnitId));
  const setGases = (gases: CustomLineValues["gases"]) => void setFieldValue("gases", gases);
  return (
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
              {unitOptionsOf(units, zh)}
            </Select>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <Select form={form} name="dataSourceType" label={t("accounting.line.dataSource")}>
              {reference.dataSourceTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {zh ? type.nameZh : type.name}
                </option>
              ))}
            </Select>
          </SimpleGrid>
        </Fieldset.Content>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend>{t("accounting.custom.factor")}</Fieldset.Legend>
        <Fieldset.Content>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <Field.Root
              gridColumn={{ sm: "span 2" }}
              invalid={Boolean(error(form, "factorName"))}
              required
            >
              <Field.Label>
                {t("accounting.custom.factorName")}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="factorName"
                value={values.factorName}
                autoComplete="off"
                onChange={form.handleChange}
                onBlur={form.handleBlur}
              />
              <Field.ErrorText>{error(form, "factorName")}</Field.ErrorText>
            </Field.Root>
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
                const next = reference.gases.find((gas) => !used.has(gas.code))?.code ?? "CO2";
                setGases([...values.gases, { gas: next, value: "" }]);
              }}
            >
              <LuPlus aria-hidden />
              {t("accounting.custom.addGas")}
            </Button>
          </Stack>

          <Field.Root invalid={Boolean(error(form, "source"))} required>
            <Field.Label>
              {t("accounting.factor.source")}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="source"
              value={values.source}
              autoComplete="off"
              placeholder={t("accounting.custom.sourcePlaceholder")}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            />
            <Field.ErrorText>{error(form, "source")}</Field.ErrorText>
          </Field.Root>
        </Fieldset.Content>
      </Fieldset.Root>

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
              inputMode="decimal"
            />
            <TextInput
              form={form}
              name="oxidation"
              label={t("accounting.custom.oxidation")}
              inputMode="decimal"
            />
          </SimpleGrid>
          {combustionGiven(values) === 3 && (
            <Select form={form} name="method" label={t("accounting.line.method")}>
              <option value="factor">{t("accounting.method.factor")}</option>
              <option value="combustion">{t("accounting.method.combustion")}</option>
            </Select>
          )}
        </Fieldset.Content>
      </Fieldset.Root>
    </Stack>
  );
}
