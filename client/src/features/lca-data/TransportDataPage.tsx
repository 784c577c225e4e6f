// The transport data lists. /admin/co2footprint/transportdatalist (gab05): the global rows, which
// the platform operator edits. /sc/TransportData: the global rows read-only beside the company's
// own, which its users add, edit and delete. Both search, page, filter by mode, export what they
// show and import a workbook (into the global rows on the admin list, the company's own otherwise).
import { Alert, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LcaData_TransportFragment } from "../../__generated__/graphql";
import {
  useDeleteTransportDatumMutation,
  useImportTransportDataMutation,
  useLazyExportTransportDataQuery,
  useTransportDataQuery,
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
import { TransportFormDialog } from "./TransportFormDialog";
import { useLcaCodes } from "./use-lca-codes";

type Transport = LcaData_TransportFragment;

/** The admin code of the global transport data. */
export const TRANSPORT_ADMIN_CODE = "gab05";

export function AdminTransportDataPage() {
  return <TransportDataPage scope="admin" />;
}

export function ScTransportDataPage() {
  return <TransportDataPage scope="company" />;
}

export function TransportDataPage({ scope }: { scope: ListScope }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const codes = useLcaCodes();
  const admin = scope === "admin";
  const table = useTableState<never>();
  const [owner, setOwner] = useState<Owner>(admin ? "global" : "all");
  const [mode, setMode] = useState("");
  const search = {
    keyword: table.state.keyword.trim() || undefined,
    owner,
    mode: mode || undefined,
  };
  const { data, previousData, loading, refetch } = useTransportDataQuery({
    variables: { page: table.state.page, pageSize: table.state.pageSize, ...search },
  });
  const [remove] = useDeleteTransportDatumMutation();
  const [importRows] = useImportTransportDataMutation();
  const [exportRows, exporting] = useLazyExportTransportDataQuery({ fetchPolicy: "network-only" });
  const form = useDialogTarget<Transport>();
  const deleting = useDialogTarget<Transport>();
  const [importing, setImporting] = useState(false);

  const page = (data ?? previousData)?.transportData;
  const rows = page?.items ?? [];
  // Admin: the operator's users with gab04 change the global rows; otherwise the company's own.
  const editable = (row: Transport) =>
    admin ? hasPermission(TRANSPORT_ADMIN_CODE) : row.companyId !== null;

  const download = async () => {
    try {
      const result = await exportRows({ variables: search });
      const file = result.data?.exportTransportData;
      if (file) saveBase64(file);
    } catch {
      // The error link has shown the message.
    }
  };

  const confirmDelete = async (row: Transport) => {
    await remove({ variables: { id: row.id } });
    notify.success(t("common.deletedSuccessfully"));
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else await refetch();
  };

  const columns: Column<Transport, never>[] = [
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
    { key: "mode", header: t("lcaData.mode"), render: (row) => codes.modeName(row.mode) },
    {
      key: "factor",
      header: t("lcaData.factorShort"),
      align: "end",
      render: (row) => formatFigure(row.factor),
    },
    {
      key: "loadFactor",
      header: t("lcaData.loadFactor"),
      align: "end",
      render: (row) => formatFigure(row.loadFactor),
    },
    {
      key: "emptyReturn",
      header: t("lcaData.emptyReturn"),
      align: "end",
      render: (row) => formatFigure(row.emptyReturn),
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

  const mayWrite = !admin || hasPermission(TRANSPORT_ADMIN_CODE);
  return (
    <ListPage
      title={admin ? t("lcaData.adminTransportTitle") : t("lcaData.transportTitle")}
      create={
        admin
          ? {
              label: t("lcaData.createTransport"),
              code: TRANSPORT_ADMIN_CODE,
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
              : { label: t("lcaData.createTransport"), onClick: () => form.show(null) }
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
      search={{ placeholder: t("lcaData.transportSearch") }}
      filters={
        <>
          <ModeFilter
            value={mode}
            onChange={(value) => {
              setMode(value);
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
        caption: t("lcaData.transportCaption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total: page?.total ?? 0,
        loading,
        emptyText: t("lcaData.empty"),
      }}
      remove={{
        target: deleting,
        title: t("lcaData.deleteTransportTitle"),
        message: (row) => t("lcaData.deleteConfirm", { name: row.name }),
        onConfirm: confirmDelete,
      }}
    >
      <TransportFormDialog
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
        list={t("lcaData.transportTitle")}
        run={async (base64) => {
          const result = await importRows({ variables: { input: { base64, global: admin } } });
          return result.data?.importTransportData;
        }}
        onClose={() => setImporting(false)}
        onImported={() => void refetch()}
      />
    </ListPage>
  );
}

function ModeFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const codes = useLcaCodes();
  return (
    <NativeSelectBox label={t("lcaData.mode")} value={value} onChange={onChange}>
      <option value="">{t("lcaData.allModes")}</option>
      {codes.modes.map((mode) => (
        <option key={mode.code} value={mode.code}>
          {codes.name(mode)}
        </option>
      ))}
    </NativeSelectBox>
  );
}
