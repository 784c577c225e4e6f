// The editor of a design product: code, names, category, declared unit, system boundary and the
// stage scheme, then what each stage uses (a process model or a material datum by id).
import { Button, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { FieldArray, useFormikContext, type FormikHelpers } from "formik";
import { useTranslation } from "react-i18next";
import { LuTrash2 } from "react-icons/lu";
import * as yup from "yup";
import type { ProcessModels_DesignFragment } from "../../__generated__/graphql";
import {
  useCreateDesignProductMutation,
  useDesignProductQuery,
  useProductCategoriesQuery,
  useUpdateDesignProductMutation,
} from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import {
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from "../../components/ui/form-fields";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { flattenTree } from "./category-tree";
import { parseDecimal } from "./model-form";
import { useModelCodes, type ModelCodes } from "./use-model-codes";

interface ItemValues {
  stage: string;
  kind: string;
  sourceId: string;
}

interface DesignValues {
  code: string;
  name: string;
  nameEn: string;
  categoryId: string;
  declaredAmount: string;
  declaredUnitId: string;
  boundary: string;
  stageScheme: string;
  description: string;
  items: ItemValues[];
}

export function DesignProductDialog({
  open,
  product,
  global,
  onClose,
  onSaved,
}: {
  open: boolean;
  product: ProcessModels_DesignFragment | null;
  global: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const codes = useModelCodes();
  const detail = useDesignProductQuery({
    variables: { id: product?.id ?? 0 },
    skip: !open || !product,
    fetchPolicy: "network-only",
  });
  const [create] = useCreateDesignProductMutation({ context: { formErrors: true } });
  const [update] = useUpdateDesignProductMutation({ context: { formErrors: true } });
  const items = detail.data?.designProduct.items;
  const required = (key: string) =>
    t("processModels.required", { field: t(`processModels.${key}`) });
  const schema = yup.object({
    code: yup.string().trim().required(required("code")).max(40),
    name: yup.string().trim().required(required("name")).max(200),
    categoryId: yup.string().required(required("category")),
    declaredAmount: yup
      .string()
      .test(
        "positive",
        t("processModels.positive", { field: t("processModels.declaredAmount") }),
        (value) => {
          const parsed = parseDecimal(value ?? "");
          return parsed !== null && parsed > 0;
        },
      ),
    items: yup.array(
      yup.object({
        sourceId: yup
          .string()
          .matches(
            /^[1-9]\d*$/,
            t("processModels.wholeId", { field: t("processModels.sourceId") }),
          ),
      }),
    ),
  });

  const submit = async (values: DesignValues, helpers: FormikHelpers<DesignValues>) => {
    const input = {
      code: values.code.trim(),
      name: values.name.trim(),
      nameEn: values.nameEn.trim() || null,
      categoryId: Number(values.categoryId),
      declaredAmount: Number(values.declaredAmount),
      declaredUnitId: Number(values.declaredUnitId),
      boundary: values.boundary,
      stageScheme: values.stageScheme,
      description: values.description.trim() || null,
      global,
      items: values.items.map((item) => ({
        stage: item.stage,
        kind: item.kind,
        sourceId: Number(item.sourceId),
      })),
    };
    try {
      if (product) await update({ variables: { input: { ...input, id: product.id } } });
      else await create({ variables: { input } });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(t("common.savedSuccessfully"));
    onSaved();
    onClose();
  };

  return (
    <FormDialog
      open={open && (!product || Boolean(items))}
      size="xl"
      title={
        product
          ? t("processModels.editDesignTitle", { name: product.name })
          : t("processModels.createDesignTitle")
      }
      formKey={product ? `${product.id}:${items ? "items" : "none"}` : "new"}
      initialValues={{
        code: product?.code ?? "",
        name: product?.name ?? "",
        nameEn: product && product.nameEn !== product.name ? product.nameEn : "",
        categoryId: product ? String(product.categoryId) : "",
        declaredAmount: product ? String(product.declaredAmount) : "1",
        declaredUnitId: String(product?.declaredUnitId ?? 11),
        boundary: product?.boundary ?? "cradle-to-gate",
        stageScheme: product?.stageScheme ?? "lifecycle",
        description: product?.description ?? "",
        items: (items ?? []).map((item) => ({
          stage: item.stage,
          kind: item.kind,
          sourceId: String(item.processModelId ?? item.materialDatumId ?? ""),
        })),
      }}
      schema={schema}
      submitLabel={product ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
      twoColumns
    >
      {() => <DesignFields codes={codes} />}
    </FormDialog>
  );
}

function DesignFields({ codes }: { codes: ModelCodes }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<DesignValues>();
  const { data } = useProductCategoriesQuery({ fetchPolicy: "cache-first" });
  const tree = flattenTree(data?.productCategories ?? []);
  const stages = codes.stagesOf(values.stageScheme);
  return (
    <>
      <TextField name="code" label={t("processModels.code")} required />
      <SelectField name="categoryId" label={t("processModels.category")} required>
        <option value="">—</option>
        {tree.map(({ category, depth }) => (
          <option key={category.id} value={String(category.id)}>
            {`${"  ".repeat(depth)}${codes.name(category)}`}
          </option>
        ))}
      </SelectField>
      <TextField name="name" label={t("processModels.name")} required />
      <TextField
        name="nameEn"
        label={t("processModels.nameEn")}
        helper={t("processModels.nameEnHelp")}
      />
      <Grid templateColumns="1fr 8rem" gap="2">
        <NumberField name="declaredAmount" label={t("processModels.declaredAmount")} required />
        <SelectField name="declaredUnitId" label={t("processModels.declaredUnit")} required>
          {codes.units.map((unit) => (
            <option key={unit.id} value={String(unit.id)}>
              {unit.symbol}
            </option>
          ))}
        </SelectField>
      </Grid>
      <SelectField name="boundary" label={t("processModels.boundary")} required>
        {codes.boundaries.map((item) => (
          <option key={item.code} value={item.code}>
            {codes.name(item)}
          </option>
        ))}
      </SelectField>
      <SelectField name="stageScheme" label={t("processModels.stageScheme")} required span>
        {codes.stageSchemes.map((item) => (
          <option key={item.code} value={item.code}>
            {codes.name(item)}
          </option>
        ))}
      </SelectField>
      <TextareaField name="description" label={t("processModels.description")} rows={2} span />
      <FieldArray name="items">
        {(list) => (
          <Stack gridColumn="1 / -1" gap="2">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{t("processModels.items")}</Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() =>
                  list.push({ stage: stages[0]?.code ?? "", kind: "process", sourceId: "" })
                }
              >
                {t("processModels.addItem")}
              </Button>
            </HStack>
            {values.items.map((_item, index) => (
              <Grid
                key={index}
                templateColumns={{ base: "1fr", md: "1fr 1fr 1fr auto" }}
                gap="2"
                alignItems="end"
              >
                <SelectField
                  name={`items.${index}.stage`}
                  label={t("processModels.stage")}
                  required
                >
                  {stages.map((stage) => (
                    <option key={stage.code} value={stage.code}>
                      {codes.name(stage)}
                    </option>
                  ))}
                </SelectField>
                <SelectField name={`items.${index}.kind`} label={t("processModels.kind")} required>
                  <option value="process">{t("processModels.kind_process")}</option>
                  <option value="material">{t("processModels.kind_material")}</option>
                </SelectField>
                <NumberField
                  name={`items.${index}.sourceId`}
                  label={t("processModels.sourceId")}
                  integer
                  required
                />
                <RowAction
                  danger
                  label={t("processModels.removeItem", { index: index + 1 })}
                  onClick={() => list.remove(index)}
                >
                  <LuTrash2 />
                </RowAction>
              </Grid>
            ))}
          </Stack>
        )}
      </FieldArray>
    </>
  );
}
