// The editor of a process model: code, names and category, the reference output with its
// allocation properties and rule, then its lines (inputs by source kind and id, by-products with
// mass and price per unit, direct emissions with their compartment). yup checks the fields
// before sending; the server's errors (unit not convertible to the source's, a cycle) land on
// the fields they name.
import { Box, Button, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { FieldArray, useFormikContext, type FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LuTrash2 } from "react-icons/lu";
import type { ProcessModels_ModelFragment } from "../../__generated__/graphql";
import {
  useCreateProcessModelMutation,
  useProcessModelQuery,
  useUpdateProcessModelMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from "../../components/ui/form-fields";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import {
  emptyLine,
  modelInput,
  modelSchema,
  modelValues,
  type Direction,
  type ModelFormValues,
} from "./model-form";
import { useModelCodes, type ModelCodes } from "./use-model-codes";

export interface ProcessModelDialogProps {
  open: boolean;
  model: ProcessModels_ModelFragment | null;
  global: boolean;
  onClose: () => void;
  onSaved?: () => void;
}

export function ProcessModelDialog({
  open,
  model,
  global,
  onClose,
  onSaved,
}: ProcessModelDialogProps) {
  const { t } = useTranslation();
  const codes = useModelCodes();
  const detail = useProcessModelQuery({
    variables: { id: model?.id ?? 0 },
    skip: !open || !model,
    fetchPolicy: "network-only",
  });
  const [create] = useCreateProcessModelMutation({ context: { formErrors: true } });
  const [update] = useUpdateProcessModelMutation({ context: { formErrors: true } });
  const schema = useMemo(() => modelSchema(t), [t]);
  const lines = detail.data?.processModel.lines;
  const waiting = Boolean(model) && !lines;

  const submit = async (values: ModelFormValues, helpers: FormikHelpers<ModelFormValues>) => {
    try {
      const input = modelInput(values, global);
      if (model) await update({ variables: { input: { ...input, id: model.id } } });
      else await create({ variables: { input } });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(
      model ? t("common.savedSuccessfully") : t("processModels.created", { name: values.name }),
    );
    onSaved?.();
    onClose();
  };

  return (
    <FormDialog
      open={open && !waiting}
      size="xl"
      title={
        model
          ? t("processModels.editModelTitle", { name: model.name })
          : t("processModels.createModelTitle")
      }
      formKey={model ? `${model.id}:${lines ? "lines" : "none"}` : "new"}
      initialValues={modelValues(model, lines ?? [])}
      schema={schema}
      submitLabel={model ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {() => <ModelFields codes={codes} />}
    </FormDialog>
  );
}

function ModelFields({ codes }: { codes: ModelCodes }) {
  const { t } = useTranslation();
  const unitOptions = codes.units.map((unit) => (
    <option key={unit.id} value={String(unit.id)}>
      {unit.symbol}
    </option>
  ));
  return (
    <>
      <TextField name="code" label={t("processModels.code")} required />
      <SelectField name="category" label={t("processModels.category")} required>
        {codes.categories.map((item) => (
          <option key={item.code} value={item.code}>
            {codes.name(item)}
          </option>
        ))}
      </SelectField>
      <TextField name="name" label={t("processModels.name")} required />
      <TextField
        name="nameEn"
        label={t("processModels.nameEn")}
        helper={t("processModels.nameEnHelp")}
      />
      <TextareaField name="description" label={t("processModels.description")} rows={2} span />
      <Text fontWeight="semibold" gridColumn="1 / -1">
        {t("processModels.reference")}
      </Text>
      <TextField name="referenceProduct" label={t("processModels.referenceProduct")} required />
      <Grid templateColumns="1fr 8rem" gap="2">
        <NumberField name="referenceAmount" label={t("processModels.referenceAmount")} required />
        <SelectField name="referenceUnitId" label={t("processModels.referenceUnit")} required>
          {unitOptions}
        </SelectField>
      </Grid>
      <NumberField name="referenceMassPerUnit" label={t("processModels.massPerUnit")} />
      <NumberField name="referencePricePerUnit" label={t("processModels.pricePerUnit")} />
      <SelectField name="allocation" label={t("processModels.allocation")} required>
        {codes.allocations.map((item) => (
          <option key={item.code} value={item.code}>
            {codes.name(item)}
          </option>
        ))}
      </SelectField>
      <CheckboxField name="template" label={t("processModels.template")} />
      <LineList codes={codes} unitOptions={unitOptions} />
    </>
  );
}

function LineList({ codes, unitOptions }: { codes: ModelCodes; unitOptions: React.ReactNode }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<ModelFormValues>();
  return (
    <FieldArray name="lines">
      {(lines) => (
        <Stack gridColumn="1 / -1" gap="2">
          <HStack justify="space-between" wrap="wrap">
            <Box>
              <Text fontWeight="semibold">{t("processModels.lines")}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t("processModels.linesHelp")}
              </Text>
            </Box>
            <HStack>
              {(["input", "output", "emission"] as Direction[]).map((direction) => (
                <Button
                  key={direction}
                  size="xs"
                  variant="outline"
                  onClick={() => lines.push(emptyLine(direction))}
                >
                  {t(
                    direction === "input"
                      ? "processModels.addInput"
                      : direction === "output"
                        ? "processModels.addOutput"
                        : "processModels.addEmission",
                  )}
                </Button>
              ))}
            </HStack>
          </HStack>
          {values.lines.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t("processModels.noLines")}
            </Text>
          )}
          {values.lines.map((line, index) => {
            const at = (field: string) => `lines.${index}.${field}`;
            return (
              <Grid
                key={index}
                templateColumns={{ base: "1fr", md: "7rem 1fr 1fr 7rem 6rem 1fr 1fr auto" }}
                gap="2"
                alignItems="end"
                borderBottomWidth="1px"
                paddingBottom="2"
              >
                <Text fontSize="sm" fontWeight="medium" paddingBottom="2">
                  {index + 1}. {t(`processModels.direction_${line.direction}`)}
                </Text>
                {line.direction === "input" ? (
                  <>
                    <SelectField
                      name={at("sourceKind")}
                      label={t("processModels.sourceKind")}
                      required
                    >
                      {["material", "upstream", "process"].map((kind) => (
                        <option key={kind} value={kind}>
                          {t(`processModels.sourceKind_${kind}`)}
                        </option>
                      ))}
                    </SelectField>
                    <NumberField
                      name={at("sourceId")}
                      label={t("processModels.sourceId")}
                      integer
                      required
                    />
                  </>
                ) : (
                  <>
                    <TextField name={at("name")} label={t("processModels.lineName")} required />
                    {line.direction === "emission" ? (
                      <SelectField
                        name={at("compartment")}
                        label={t("processModels.compartment")}
                        required
                      >
                        {codes.compartments.map((item) => (
                          <option key={item.code} value={item.code}>
                            {codes.name(item)}
                          </option>
                        ))}
                      </SelectField>
                    ) : (
                      <Box />
                    )}
                  </>
                )}
                <NumberField name={at("amount")} label={t("processModels.amount")} required />
                <SelectField name={at("unitId")} label={t("processModels.unit")} required>
                  {unitOptions}
                </SelectField>
                {line.direction === "output" ? (
                  <>
                    <NumberField name={at("massPerUnit")} label={t("processModels.massPerUnit")} />
                    <NumberField
                      name={at("pricePerUnit")}
                      label={t("processModels.pricePerUnit")}
                    />
                  </>
                ) : (
                  <>
                    <Box />
                    <Box />
                  </>
                )}
                <RowAction
                  danger
                  label={t("processModels.removeLine", { index: index + 1 })}
                  onClick={() => lines.remove(index)}
                >
                  <LuTrash2 />
                </RowAction>
              </Grid>
            );
          })}
        </Stack>
      )}
    </FieldArray>
  );
}
