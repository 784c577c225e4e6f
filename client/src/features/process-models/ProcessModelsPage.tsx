// /admin/co2footprint/processmodel (gab01): the platform's global process models, which the
// operator's users holding gab01 create, edit and delete; search by code, name or reference
// product, filter by category, page, and open a model's editor with its lines.
import { Alert, Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuTrash2 } from "react-icons/lu";
import type { ProcessModels_ModelFragment } from "../../__generated__/graphql";
import { useDeleteProcessModelMutation, useProcessModelsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { ProcessModelDialog } from "./ProcessModelDialog";
import { CategorySelect } from "./parts";
import { useModelCodes } from "./use-model-codes";

type Model = ProcessModels_ModelFragment;

export const PROCESS_MODEL_ADMIN_CODE = "gab01";

export function ProcessModelsPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const codes = useModelCodes();
  const table = useTableState<never>();
  const [category, setCategory] = useState("");
  const { data, previousData, loading, refetch } = useProcessModelsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: table.state.keyword.trim() || undefined,
      owner: "global",
      category: category || undefined,
    },
  });
  const [remove] = useDeleteProcessModelMutation();
  const form = useDialogTarget<Model>();
  const deleting = useDialogTarget<Model>();
  const page = (data ?? previousData)?.processModels;
  const rows = page?.items ?? [];
  const editable = hasPermission(PROCESS_MODEL_ADMIN_CODE);

  const confirmDelete = async (row: Model) => {
    await remove({ variables: { id: row.id } });
    notify.success(t("common.deletedSuccessfully"));
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else await refetch();
  };

  const columns: Column<Model, never>[] = [
    { key: "code", header: t("processModels.code"), render: (row) => row.code },
    {
      key: "name",
      header: t("processModels.name"),
      render: (row) => (
        <Stack gap="0" minWidth="10rem" whiteSpace="normal">
          <HStack>
            <Text fontWeight="medium">{row.name}</Text>
            {row.template && (
              <Badge colorPalette="orange">{t("processModels.templateBadge")}</Badge>
            )}
          </HStack>
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
      render: (row) => codes.categoryName(row.category),
    },
    {
      key: "reference",
      header: t("processModels.reference"),
      render: (row) =>
        `${row.referenceAmount} ${codes.unitSymbol(row.referenceUnitId)} ${row.referenceProduct}`,
    },
    {
      key: "allocation",
      header: t("processModels.allocation"),
      render: (row) => codes.allocationName(row.allocation),
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
      title={t("processModels.modelsTitle")}
      create={{
        label: t("processModels.createModel"),
        code: PROCESS_MODEL_ADMIN_CODE,
        onClick: () => form.show(null),
      }}
      notice={
        <Alert.Root status="info" marginBottom="3" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t("processModels.modelsNotice")}</Alert.Description>
        </Alert.Root>
      }
      table={table}
      search={{ placeholder: t("processModels.modelsSearch") }}
      filters={
        <CategorySelect
          value={category}
          options={codes.categories.map((item) => ({ value: item.code, label: codes.name(item) }))}
          allLabel={t("processModels.allCategories")}
          onChange={(value) => {
            setCategory(value);
            table.setPage(1);
          }}
        />
      }
      list={{
        caption: t("processModels.modelsCaption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total: page?.total ?? 0,
        loading,
        emptyText: t("processModels.empty"),
      }}
      remove={{
        target: deleting,
        title: t("processModels.deleteModelTitle"),
        message: (row) => t("processModels.deleteConfirm", { name: row.name }),
        onConfirm: confirmDelete,
      }}
    >
      <ProcessModelDialog
        open={form.open}
        model={form.target}
        global
        onClose={form.close}
        onSaved={() => void refetch()}
      />
    </ListPage>
  );
}
