// Edits a product and its study in a dialog, with the fields and rules of the new-product form
// (features/lca-products): the product, its declared or functional unit, boundary, standard,
// year, geography, cut-off and allocation, background database and headline method.
import { Stack, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { LcaModel_ProductFragment } from "../../__generated__/graphql";
import { useLcaModelUpdateProductMutation } from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { notify } from "../../components/ui/toaster";
import { productSchema, toCreateInput, type ProductFormValues } from "../lca-products/product-form";
import {
  DatabaseField,
  FieldGrid,
  MethodField,
  ProductFields,
  StudyFields,
  UnitFields,
} from "../lca-products/ProductFields";
import { useProductCodes } from "../lca-products/use-product-codes";

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The study form filled from a product. */
export function studyValues(product: LcaModel_ProductFragment): ProductFormValues {
  return {
    name: product.name,
    specification: product.specification,
    categoryId: text(product.categoryId),
    description: product.description,
    unitKind: product.unitKind === "functional" ? "functional" : "declared",
    unitDescription: product.unitDescription,
    declaredAmount: text(product.declaredAmount),
    declaredUnitId: text(product.declaredUnitId),
    boundary: product.boundary,
    standard: product.standard,
    referenceYear: text(product.referenceYear),
    geography: product.geography,
    cutOffRule: product.cutOffRule,
    allocation: product.allocation,
    massPerUnit: text(product.massPerUnit),
    pricePerUnit: text(product.pricePerUnit),
    databaseId: text(product.databaseId),
    method: product.method,
  };
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function StudyDialog({
  open,
  product,
  onClose,
}: {
  open: boolean;
  product: LcaModel_ProductFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const codes = useProductCodes();
  const [update] = useLcaModelUpdateProductMutation({ context: { formErrors: true } });
  const schema = useMemo(() => productSchema(t), [t]);

  const submit = async (values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) => {
    const unit = codes.unit(Number(values.declaredUnitId));
    try {
      await update({
        variables: { input: { ...toCreateInput(values, unit?.dimension), id: product.id } },
      });
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    notify.success(t("common.savedSuccessfully"));
    onClose();
  };

  return (
    <FormDialog
      open={open}
      size="xl"
      closeButton
      title={t("lcaModel.study.title", { name: product.name })}
      formKey={`${product.id}:${product.updatedAt}`}
      formLabel={t("lcaModel.study.title", { name: product.name })}
      initialValues={studyValues(product)}
      schema={schema}
      submitLabel={t("common.save")}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <Stack gap="6">
          <Group title={t("lcaModel.study.product")}>
            <ProductFields codes={codes} />
          </Group>
          <Group title={t("lcaModel.study.unit")}>
            <FieldGrid>
              <UnitFields codes={codes} full />
            </FieldGrid>
          </Group>
          <Group title={t("lcaModel.study.study")}>
            <StudyFields codes={codes} />
          </Group>
          <Group title={t("lcaModel.study.calculation")}>
            <FieldGrid>
              <DatabaseField codes={codes} />
              <MethodField codes={codes} />
            </FieldGrid>
          </Group>
        </Stack>
      )}
    </FormDialog>
  );
}
