// /admin/co2footprint/designproduct (gab02): the platform's global design products, searched
// and paged; the operator's users holding gab02 create, edit (with each stage's process models
// and materials) and delete them.
import { Alert, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import type { ProcessModels_DesignFragment } from "../../__generated__/graphql";
import {
  useDeleteDesignProductMutation,
  useDesignProductsQuery,
  useProductCategoriesQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { DesignProductDialog } from "./DesignProductDialog";
import { useModelCodes } from "./use-model-codes";

type Design = ProcessModels_DesignFragment;

export const DESIGN_ADMIN_CODE = "gab02";

export function DesignProductsPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const codes = useModelCodes();
  const table = useTableState<never>();
  const { data, previousData, loading, refetch } = useDesignProductsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: table.state.keyword.trim() || undefined,
      owner: "global",
    },
  });
  const categories = useProductCategoriesQuery({ fetchPolicy: "cache-first" });
  const [remove] = useDeleteDesignProductMutation();
  const form = useDialogTarget<Design>();
  const deleting = useDialogTarget<Design>();
  const page = (data ?? previousData)?.designProducts;
  const rows = page?.items ?? [];
  const editable = hasPermission(DESIGN_ADMIN_CODE);
  const categoryName = (id: number) => {
    const found = categories.data?.productCategories.find((item) => item.id === id);
    return found ? codes.name(found) : `#${id}`;
  };

  const columns: Column<Design, never>[] = [
    { key: "code", header: t("processModels.code"), render: (row) => row.code },
    {
      key: "name",
      header: t("processModels.name"),
      render: (row) => (
        <Stack gap="0" whiteSpace="normal">
          <Text fontWeight="medium">{row.name}</Text>
          {row.nameEn !== row.name && (
            <Text fontSize="xs" color="fg.muted">
              {row.nameEn}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "category",
      header: t("processModels.category"),
      render: (row) => categoryName(row.categoryId),
    },
    {
      key: "declared",
      header: t("processModels.declaredUnit"),
      render: (row) => `${row.declaredAmount} ${codes.unitSymbol(row.declaredUnitId)}`,
    },
    {
      key: "boundary",
      header: t("processModels.boundary"),
      render: (row) => codes.boundaryName(row.boundary),
    },
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
            label={t("processModels.edit", { name: row.name })}
            onClick={() => form.show(row)}
          >
            <LuPencil />
          </RowAction>
          <RowAction
            danger
            label={t("processModels.delete", { name: row.name })}
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
      title={t("processModels.designTitle")}
      create={{
        label: t("processModels.createDesign"),
        code: DESIGN_ADMIN_CODE,
        onClick: () => form.show(null),
      }}
      notice={
        <Alert.Root status="info" marginBottom="3" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t("processModels.designNotice")}</Alert.Description>
        </Alert.Root>
      }
      table={table}
      search={{ placeholder: t("processModels.designSearch") }}
      list={{
        caption: t("processModels.designCaption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total: page?.total ?? 0,
        loading,
        emptyText: t("processModels.empty"),
      }}
      remove={{
        target: deleting,
        title: t("processModels.deleteDesignTitle"),
        message: (row) => t("processModels.deleteConfirm", { name: row.name }),
        onConfirm: async (row) => {
          await remove({ variables: { id: row.id } });
          notify.success(t("common.deletedSuccessfully"));
          if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
          else await refetch();
        },
      }}
    >
      <DesignProductDialog
        open={form.open}
        product={form.target}
        global
        onClose={form.close}
        onSaved={() => void refetch()}
      />
    </ListPage>
  );
}
