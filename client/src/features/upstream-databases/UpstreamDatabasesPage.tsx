// The upstream (background) LCA databases: the platform operator imports and deletes them under
// admin data (gab06); every company browses them under stock configuration. Opening a database
// browses its processes (?db=<id>, so a reload or a shared link keeps it).
import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuDatabase, LuTrash2 } from "react-icons/lu";
import { useSearchParams } from "react-router-dom";
import type { UpstreamDatabaseRowFragment } from "../../__generated__/graphql";
import {
  useDeleteUpstreamDatabaseMutation,
  useUpstreamDatabasesQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useTableState, pageVariables, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { useState } from "react";
import { ImportDatabaseDialog } from "./ImportDatabaseDialog";
import { ProcessBrowser } from "./ProcessBrowser";

export const UPSTREAM_ADMIN_CODE = "gab06";

export function UpstreamDatabasesPage() {
  return <UpstreamDatabases admin />;
}

export function StockUpstreamDataPage() {
  return <UpstreamDatabases admin={false} />;
}

function UpstreamDatabases({ admin }: { admin: boolean }) {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get("db")) || null;
  if (open) {
    return <ProcessBrowser databaseId={open} onBack={() => setParams({})} />;
  }
  return <DatabaseList admin={admin} onOpen={(id) => setParams({ db: String(id) })} />;
}

function DatabaseList({ admin, onOpen }: { admin: boolean; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`upstreamDatabases.${key}`, options);
  const { hasPermission } = useSession();
  const manage = admin && hasPermission(UPSTREAM_ADMIN_CODE);
  const table = useTableState<never>();
  const { data, loading, refetch } = useUpstreamDatabasesQuery({
    variables: pageVariables(table.state),
    fetchPolicy: "cache-and-network",
  });
  const [remove] = useDeleteUpstreamDatabaseMutation();
  const [importing, setImporting] = useState(false);
  const deleting = useDialogTarget<UpstreamDatabaseRowFragment>();

  const columns: Column<UpstreamDatabaseRowFragment, never>[] = [
    {
      key: "name",
      header: k("columns.name"),
      render: (row) => <Text fontWeight="medium">{row.name}</Text>,
    },
    { key: "version", header: k("columns.version"), render: (row) => row.version },
    { key: "licence", header: k("columns.licence"), render: (row) => row.licence },
    {
      key: "processes",
      header: k("columns.processes"),
      align: "end",
      render: (row) => row.processCount,
    },
    {
      key: "products",
      header: k("columns.products"),
      align: "end",
      render: (row) => row.productCount,
    },
    { key: "flows", header: k("columns.flows"), align: "end", render: (row) => row.flowCount },
    {
      key: "importedAt",
      header: k("columns.importedAt"),
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      key: "actions",
      header: "",
      align: "end",
      render: (row) => (
        <>
          <RowAction
            label={`${k("browse")} ${row.name} ${row.version}`}
            onClick={() => onOpen(row.id)}
          >
            <LuDatabase />
          </RowAction>
          {manage && (
            <RowAction
              label={`${t("common.delete")} ${row.name} ${row.version}`}
              danger
              onClick={() => deleting.show(row)}
            >
              <LuTrash2 />
            </RowAction>
          )}
        </>
      ),
    },
  ];

  return (
    <ListPage
      title={admin ? k("title") : k("stockTitle")}
      create={
        admin
          ? { label: k("import"), code: UPSTREAM_ADMIN_CODE, onClick: () => setImporting(true) }
          : undefined
      }
      notice={
        <Text fontSize="sm" color="fg.muted" marginBottom="3">
          {k("intro")}
        </Text>
      }
      table={table}
      search={{ placeholder: k("search") }}
      list={{
        caption: k("caption"),
        columns,
        rows: data?.upstreamDatabases.items ?? [],
        rowKey: (row) => row.id,
        total: data?.upstreamDatabases.total ?? 0,
        loading,
        emptyText: admin ? k("empty") : k("emptyStock"),
      }}
      remove={{
        target: deleting,
        title: k("deleteTitle"),
        message: (row) =>
          k("deleteQuestion", {
            name: row.name,
            version: row.version,
            processes: row.processCount,
          }),
        onConfirm: async (row) => {
          await remove({
            variables: { input: { id: row.id, confirm: `${row.name} ${row.version}` } },
          });
          notify.success(k("deleted", { name: row.name, version: row.version }));
          await refetch();
        },
      }}
    >
      {manage && (
        <ImportDatabaseDialog
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => void refetch()}
        />
      )}
    </ListPage>
  );
}
