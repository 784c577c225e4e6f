// Copies a product under a new name: its study and the lines of its current model become
// version 1 of the copy, in draft, without calculations.
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import type { LcaProducts_RowFragment } from "../../__generated__/graphql";
import { useCopyLcaProductMutation } from "../../__generated__/hooks";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { TextField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";

interface CopyValues {
  name: string;
}

export function CopyProductDialog({
  open,
  product,
  onClose,
  onCopied,
}: {
  open: boolean;
  product: Pick<LcaProducts_RowFragment, "id" | "name"> | null;
  onClose: () => void;
  onCopied: (copy: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [copy] = useCopyLcaProductMutation({ context: { formErrors: true } });
  const schema = useMemo(
    () =>
      yup.object({
        name: yup
          .string()
          .trim()
          .required(t("lcaProducts.nameRequired"))
          .max(200, t("lcaProducts.tooLong", { max: 200 })),
      }),
    [t],
  );

  const submit = async (values: CopyValues, helpers: FormikHelpers<CopyValues>) => {
    if (!product) return;
    try {
      const result = await copy({
        variables: { input: { id: product.id, name: values.name.trim() } },
      });
      const created = result.data?.copyLcaProduct;
      if (!created) return;
      notify.success(t("lcaProducts.copied", { name: created.name }));
      onClose();
      onCopied(created);
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  return (
    <FormDialog
      open={open}
      size="md"
      title={t("lcaProducts.copyTitle", { name: product?.name ?? "" })}
      formKey={product?.id}
      formLabel={t("lcaProducts.copyTitle", { name: product?.name ?? "" })}
      initialValues={{ name: t("lcaProducts.copyName", { name: product?.name ?? "" }) }}
      schema={schema}
      submitLabel={t("lcaProducts.copySubmit")}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <TextField
          name="name"
          label={t("lcaProducts.copyNewName")}
          helper={t("lcaProducts.copyHelp")}
          required
        />
      )}
    </FormDialog>
  );
}
