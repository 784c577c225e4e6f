// /admin/co2footprint/productCategory (gab02): the product category tree as an indented list,
// searched and paged here (the server sends it whole); the operator's users holding gab02 add,
// edit (name, code, parent, sort) and delete categories. The server refuses deleting one with
// sub-categories or design products, and a parent below the category itself.
import { Box, HStack, Text } from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import * as yup from "yup";
import type { ProcessModels_CategoryFragment } from "../../__generated__/graphql";
import {
  useCreateProductCategoryMutation,
  useDeleteProductCategoryMutation,
  useProductCategoriesQuery,
  useUpdateProductCategoryMutation,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useTableState, type Column } from "../../components/ui/data-table";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { NumberField, SelectField, TextField } from "../../components/ui/form-fields";
import { ListPage } from "../../components/ui/list-page";
import { matchesKeyword, pageOf } from "../../components/ui/local-table";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { descendantsOf, flattenTree } from "./category-tree";

type Category = ProcessModels_CategoryFragment;
type Row = { category: Category; depth: number };

export const CATEGORY_ADMIN_CODE = "gab02";

export function ProductCategoriesPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const table = useTableState<never>();
  const { data, loading, refetch } = useProductCategoriesQuery();
  const [remove] = useDeleteProductCategoryMutation();
  const form = useDialogTarget<Category>();
  const deleting = useDialogTarget<Row>();
  const categories = useMemo(() => data?.productCategories ?? [], [data]);
  const tree = useMemo(() => flattenTree(categories), [categories]);
  const found = tree.filter(({ category }) =>
    matchesKeyword(table.state.keyword, [category.code, category.name, category.nameEn]),
  );
  const editable = hasPermission(CATEGORY_ADMIN_CODE);

  const columns: Column<Row, never>[] = [
    {
      key: "name",
      header: t("processModels.name"),
      render: ({ category, depth }) => (
        <Box paddingInlineStart={`${depth * 1.5}rem`}>
          <Text fontWeight={depth === 0 ? "semibold" : "normal"}>{category.name}</Text>
          {category.nameEn !== category.name && (
            <Text fontSize="xs" color="fg.muted">
              {category.nameEn}
            </Text>
          )}
        </Box>
      ),
    },
    { key: "code", header: t("processModels.code"), render: ({ category }) => category.code },
    { key: "sort", header: t("processModels.sort"), render: ({ category }) => category.sort },
  ];
  if (editable) {
    columns.push({
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (row) => (
        <HStack gap="1" justify="end">
          <RowAction
            label={t("processModels.edit", { name: row.category.name })}
            onClick={() => form.show(row.category)}
          >
            <LuPencil />
          </RowAction>
          <RowAction
            danger
            label={t("processModels.delete", { name: row.category.name })}
            onClick={() => deleting.show(row)}
          >
            <LuTrash2 />
          </RowAction>
        </HStack>
      ),
    });
  }

  return (
    <ListPage
      title={t("processModels.categoriesTitle")}
      create={{
        label: t("processModels.createCategory"),
        code: CATEGORY_ADMIN_CODE,
        onClick: () => form.show(null),
      }}
      table={table}
      search={{ placeholder: t("processModels.designSearch") }}
      list={{
        caption: t("processModels.categoriesCaption"),
        columns,
        rows: pageOf(found, table.state),
        rowKey: (row) => row.category.id,
        total: found.length,
        loading,
        emptyText: t("processModels.noCategories"),
      }}
      remove={{
        target: deleting,
        title: t("processModels.deleteCategoryTitle"),
        message: (row) => t("processModels.deleteConfirm", { name: row.category.name }),
        onConfirm: async (row) => {
          await remove({ variables: { id: row.category.id } });
          notify.success(t("common.deletedSuccessfully"));
          await refetch();
        },
      }}
    >
      <CategoryDialog
        open={form.open}
        category={form.target}
        categories={categories}
        onClose={form.close}
        onSaved={() => void refetch()}
      />
    </ListPage>
  );
}

interface CategoryValues {
  parentId: string;
  code: string;
  name: string;
  nameEn: string;
  sort: string;
}

function CategoryDialog({
  open,
  category,
  categories,
  onClose,
  onSaved,
}: {
  open: boolean;
  category: Category | null;
  categories: readonly Category[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateProductCategoryMutation({ context: { formErrors: true } });
  const [update] = useUpdateProductCategoryMutation({ context: { formErrors: true } });
  const required = (key: string) =>
    t("processModels.required", { field: t(`processModels.${key}`) });
  const schema = yup.object({
    code: yup.string().trim().required(required("code")).max(40),
    name: yup.string().trim().required(required("name")).max(200),
    nameEn: yup.string().max(200),
    sort: yup
      .string()
      .matches(/^\d{0,4}$/, t("processModels.notNegative", { field: t("processModels.sort") })),
  });
  const excluded = category ? descendantsOf(categories, category.id) : new Set<number>();
  const parents = flattenTree(categories).filter(({ category: item }) => !excluded.has(item.id));

  const submit = async (values: CategoryValues, helpers: FormikHelpers<CategoryValues>) => {
    const input = {
      parentId: values.parentId ? Number(values.parentId) : null,
      code: values.code.trim(),
      name: values.name.trim(),
      nameEn: values.nameEn.trim() || null,
      sort: values.sort ? Number(values.sort) : 0,
    };
    try {
      if (category) await update({ variables: { input: { ...input, id: category.id } } });
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
      open={open}
      title={
        category
          ? t("processModels.editCategoryTitle", { name: category.name })
          : t("processModels.createCategoryTitle")
      }
      formKey={category?.id ?? "new"}
      initialValues={{
        parentId: category?.parentId ? String(category.parentId) : "",
        code: category?.code ?? "",
        name: category?.name ?? "",
        nameEn: category && category.nameEn !== category.name ? category.nameEn : "",
        sort: String(category?.sort ?? 0),
      }}
      schema={schema}
      submitLabel={category ? t("common.save") : t("common.create")}
      onSubmit={submit}
      onClose={onClose}
    >
      {() => (
        <>
          <SelectField name="parentId" label={t("processModels.parent")}>
            <option value="">{t("processModels.noParent")}</option>
            {parents.map(({ category: item, depth }) => (
              <option key={item.id} value={String(item.id)}>
                {`${"  ".repeat(depth)}${item.name}`}
              </option>
            ))}
          </SelectField>
          <TextField name="code" label={t("processModels.code")} required />
          <TextField name="name" label={t("processModels.name")} required />
          <TextField
            name="nameEn"
            label={t("processModels.nameEn")}
            helper={t("processModels.nameEnHelp")}
          />
          <NumberField name="sort" label={t("processModels.sort")} integer />
        </>
      )}
    </FormDialog>
  );
}
