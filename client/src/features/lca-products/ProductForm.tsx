// The new-product form of both creating screens: the full study (/eclca/brandnew) or its quick
// part (/lca/add: name, unit, standard, database; the rest keeps the study's defaults). On
// success the product opens in the model editor.
import { Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useCreateLcaProductMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { showFormErrors } from "../../components/ui/form-errors";
import { notify } from "../../components/ui/toaster";
import { BRAND_LIST_PATH, LCA_CODES, lcaEditorPath } from "./paths";
import {
  newProductValues,
  productSchema,
  quickProductSchema,
  toCreateInput,
  type ProductFormValues,
} from "./product-form";
import {
  DatabaseField,
  FieldGrid,
  MethodField,
  NameField,
  ProductFields,
  StandardField,
  StudyFields,
  UnitFields,
} from "./ProductFields";
import { useProductCodes } from "./use-product-codes";

export function ProductForm({ quick }: { quick?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const codes = useProductCodes();
  const [createProduct] = useCreateLcaProductMutation({ context: { formErrors: true } });
  const schema = useMemo(() => (quick ? quickProductSchema(t) : productSchema(t)), [quick, t]);
  const initial = useMemo(() => newProductValues(), []);

  const submit = async (values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) => {
    const unit = codes.unit(Number(values.declaredUnitId));
    let created: { id: number; name: string } | undefined;
    try {
      const result = await createProduct({
        variables: { input: toCreateInput(values, unit?.dimension) },
      });
      created = result.data?.createLcaProduct;
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
      return;
    }
    if (!created) return;
    notify.success(t("lcaProducts.created", { name: created.name }));
    void navigate(lcaEditorPath(created.id));
  };

  const cancel = () => void navigate(hasPermission(LCA_CODES.list) ? BRAND_LIST_PATH : "/platform");
  const label = t(quick ? "lcaProducts.quickTitle" : "lcaProducts.newTitle");

  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {(form) => (
        <Form noValidate aria-label={label}>
          <Stack gap="4">
            {quick ? (
              <FormCard title={t("lcaProducts.quickCard")} help={t("lcaProducts.quickHelp")}>
                <FieldGrid>
                  <NameField span />
                  <UnitFields codes={codes} />
                  <StandardField codes={codes} />
                  <DatabaseField codes={codes} />
                </FieldGrid>
              </FormCard>
            ) : (
              <>
                <FormCard title={t("lcaProducts.productCard")}>
                  <ProductFields codes={codes} />
                </FormCard>
                <FormCard title={t("lcaProducts.unitCard")} help={t("lcaProducts.unitCardHelp")}>
                  <FieldGrid>
                    <UnitFields codes={codes} full />
                  </FieldGrid>
                </FormCard>
                <FormCard title={t("lcaProducts.studyCard")} help={t("lcaProducts.studyCardHelp")}>
                  <StudyFields codes={codes} />
                </FormCard>
                <FormCard
                  title={t("lcaProducts.calculationCard")}
                  help={t("lcaProducts.calculationCardHelp")}
                >
                  <FieldGrid>
                    <DatabaseField codes={codes} />
                    <MethodField codes={codes} />
                  </FieldGrid>
                </FormCard>
              </>
            )}
            <HStack justifyContent="flex-end" gap="2">
              <Button variant="outline" onClick={cancel} disabled={form.isSubmitting}>
                {t("common.cancel")}
              </Button>
              <Button
                type="submit"
                colorPalette="teal"
                loading={form.isSubmitting}
                disabled={!codes.loaded}
              >
                {t("lcaProducts.submit")}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** A titled card of the form, with a line of help under the title when there is one. */
function FormCard({
  title,
  help,
  children,
}: {
  title: string;
  help?: string;
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
