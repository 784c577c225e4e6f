// The material data lists. /admin/co2footprint/materialdatalist (gab04): the global rows, which
// the platform operator edits. /sc/materialData: the global rows read-only beside the company's
// own, which its users add, edit and delete. Both search, page, export what they show and
// import a workbook (into the global rows on the admin list, the company's own otherwise).
import { Alert, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LcaData_MaterialFragment } from "../../__generated__/graphql";
import {
  useDeleteMaterialDatumMutation,
  useImportMaterialDataMutation,
  useLazyExportMaterialDataQuery,
  useMaterialDataQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { saveBase64 } from "../../lib/files";
import { ImportDataDialog } from "./ImportDataDialog";
import {
  formatFigure,
  ListActions,
  NativeSelectBox,
  OwnerBadge,
  OwnerFilter,
  RowActions,
  type ListScope,
  type Owner,
} from "./ListParts";
import { MaterialFormDialog } from "./MaterialFormDialog";
import { useLcaCodes } from "./use-lca-codes";

type Material = LcaData_MaterialFragment;

/** The admin code of the global material data. */
export const MATERIAL_ADMIN_CODE = "gab04";

export function AdminMaterialDataPage() {
  return <MaterialDataPage scope="admin" />;
}

export function ScMaterialDataPage() {
  return <MaterialDataPage scope="company" />;
}

export function MaterialDataPage({ scope }: { scope: ListScope }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const codes = useLcaCodes();
  const admin = scope === "admin";
  const table = useTableState<never>();
  const [owner, setOwner] = useState<Owner>(admin ? "global" : "all");
  const [category, setCategory] = useState("");
  const search = {
    keyword: table.state.keyword.trim() || undefined,
    owner,
    category: category || undefined,
  };
  const { data, previousData, loading, refetch } = useMaterialDataQuery({
    variables: { page: table.state.page, pageSize: table.state.pageSize, ...search },
  });
  const [remove] = useDeleteMaterialDatumMutation();
  const [importRows] = useImportMaterialDataMutation();
  const [exportRows, exporting] = useLazyExportMaterialDataQuery({ fetchPolicy: "network-only" });
  const form = useDialogTarget<Material>();
  const deleting = useDialogTarget<Material>();
  const [importing, setImporting] = useState(false);

  const page = (data ?? previousData)?.materialData;
  const rows = page?.items ?? [];
  // Admin: the operator's users with gab04 change the global rows; otherwise the company's own.
  const editable = (row: Material) =>
    admin ? hasPermission(MATERIAL_ADMIN_CODE) : row.companyId !== null;

  const download = async () => {
    try {
      const result = await exportRows({ variables: search });
      const file = result.data?.exportMaterialData;
      if (file) saveBase64(file);
    } catch {
      // The error link has shown the message.
    }
  };

  const confirmDelete = async (row: Material) => {
    await remove({ variables: { id: row.id } });
    notify.success(t("common.deletedSuccessfully"));
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else await refetch();
  };

  const columns: Column<Material, never>[] = [
    {
      key: "name",
      header: t("lcaData.name"),
      render: (row) => (
        <Stack gap="0" minWidth="10rem" whiteSpace="normal">
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
      header: t("lcaData.category"),
      render: (row) => codes.categoryName(row.category),
    },
    {
      key: "footprint",
      header: t("lcaData.footprint"),
      render: (row) =>
        row.sourceKind === "own" && row.gwp !== null && row.gwp !== undefined ? (
          <Text whiteSpace="nowrap">
            {t("lcaData.gwpPerUnit", {
              value: formatFigure(row.gwp),
              unit: codes.unitSymbol(row.unitId),
            })}
          </Text>
        ) : (
          <Text whiteSpace="nowrap" color="fg.muted">
            {t("lcaData.linked", { id: row.upstreamProcessId ?? "" })}
          </Text>
        ),
    },
    { key: "region", header: t("lcaData.region"), render: (row) => codes.regionLabel(row.region) },
    { key: "year", header: t("lcaData.referenceYear"), render: (row) => row.referenceYear ?? "—" },
    {
      key: "source",
      header: t("lcaData.source"),
      render: (row) => (
        <Text fontSize="sm" whiteSpace="normal" lineClamp={2} maxWidth="20rem" title={row.source}>
          {row.source}
        </Text>
      ),
    },
  ];
  if (!admin) {
    columns.push({
      key: "owner",
      header: t("lcaData.owner"),
      render: (row) => <OwnerBadge global={row.companyId === null} />,
    });
  }
  if (rows.some(editable)) {
    columns.push({
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (row) =>
        editable(row) && (
          <RowActions
            name={row.name}
            onEdit={() => form.show(row)}
            onDelete={() => deleting.show(row)}
          />
        ),
    });
  }

  const mayWrite = !admin || hasPermission(MATERIAL_ADMIN_CODE);
  return (
    <ListPage
      title={admin ? t("lcaData.adminMaterialTitle") : t("lcaData.materialTitle")}
      create={
        admin
          ? {
              label: t("lcaData.createMaterial"),
              code: MATERIAL_ADMIN_CODE,
              onClick: () => form.show(null),
            }
          : undefined
      }
      actions={
        <ListActions
          exporting={exporting.loading}
          onExport={() => void download()}
          onImport={mayWrite ? () => setImporting(true) : undefined}
          create={
            admin
              ? undefined
              : { label: t("lcaData.createMaterial"), onClick: () => form.show(null) }
          }
        />
      }
      notice={
        <Alert.Root status="info" marginBottom="3" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            {admin ? t("lcaData.adminNotice") : t("lcaData.companyNotice")}
          </Alert.Description>
        </Alert.Root>
      }
      table={table}
      search={{ placeholder: t("lcaData.materialSearch") }}
      filters={
        <>
          <CategoryFilter
            value={category}
            onChange={(value) => {
              setCategory(value);
              table.setPage(1);
            }}
          />
          {!admin && (
            <OwnerFilter
              value={owner}
              onChange={(value) => {
                setOwner(value);
                table.setPage(1);
              }}
            />
          )}
        </>
      }
      list={{
        caption: t("lcaData.materialCaption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total: page?.total ?? 0,
        loading,
        emptyText: t("lcaData.empty"),
      }}
      remove={{
        target: deleting,
        title: t("lcaData.deleteMaterialTitle"),
        message: (row) => t("lcaData.deleteConfirm", { name: row.name }),
        onConfirm: confirmDelete,
      }}
    >
      <MaterialFormDialog
        open={form.open}
        datum={form.target}
        global={admin}
        onClose={form.close}
        onSaved={() => {
          if (!form.target) void refetch();
        }}
      />
      <ImportDataDialog
        open={importing}
        list={t("lcaData.materialTitle")}
        run={async (base64) => {
          const result = await importRows({ variables: { input: { base64, global: admin } } });
          return result.data?.importMaterialData;
        }}
        onClose={() => setImporting(false)}
        onImported={() => void refetch()}
      />
    </ListPage>
  );
}

function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const codes = useLcaCodes();
  return (
    <NativeSelectBox label={t("lcaData.category")} value={value} onChange={onChange}>
      <option value="">{t("lcaData.allCategories")}</option>
      {codes.categories.map((category) => (
        <option key={category.code} value={category.code}>
          {codes.name(category)}
        </option>
      ))}
    </NativeSelectBox>
  );
}
