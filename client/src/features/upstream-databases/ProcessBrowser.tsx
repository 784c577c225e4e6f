// One upstream database's processes with their reference products, searched by name; a process
// opens with its exchanges and the GWP of its product.
import { Button, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft, LuEye } from "react-icons/lu";
import type { UpstreamProcessesQuery } from "../../__generated__/graphql";
import { useUpstreamDatabaseQuery, useUpstreamProcessesQuery } from "../../__generated__/hooks";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { ProcessDialog } from "./ProcessDialog";

type ProcessRow = UpstreamProcessesQuery["upstreamProcesses"]["items"][number];

export function ProcessBrowser({ databaseId, onBack }: { databaseId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`upstreamDatabases.processes.${key}`, options);
  const table = useTableState<never>();
  const database = useUpstreamDatabaseQuery({ variables: { id: databaseId } });
  const { keyword, page, pageSize } = pageVariables(table.state);
  const { data, loading } = useUpstreamProcessesQuery({
    variables: { databaseId, keyword, page, pageSize },
  });
  const opened = useDialogTarget<ProcessRow>();
  const db = database.data?.upstreamDatabase;

  const columns: Column<ProcessRow, never>[] = [
    {
      key: "name",
      header: k("name"),
      render: (row) => <Text fontWeight="medium">{row.name}</Text>,
    },
    { key: "product", header: k("product"), render: (row) => row.productName },
    { key: "unit", header: k("unit"), render: (row) => row.productUnit },
    { key: "location", header: k("location"), render: (row) => row.location ?? "" },
    {
      key: "open",
      header: "",
      align: "end",
      render: (row) => (
        <RowAction label={`${k("open")} ${row.name}`} onClick={() => opened.show(row)}>
          <LuEye />
        </RowAction>
      ),
    },
  ];

  return (
    <ListPage
      title={db ? k("title", { name: db.name, version: db.version }) : ""}
      actions={
        <Button size="sm" variant="outline" onClick={onBack}>
          <LuArrowLeft aria-hidden />
          {k("back")}
        </Button>
      }
      notice={
        db && (
          <HStack fontSize="sm" color="fg.muted" marginBottom="3" gap="4" flexWrap="wrap">
            <Text>{db.licence}</Text>
            <Text>{db.source}</Text>
          </HStack>
        )
      }
      table={table}
      search={{ placeholder: k("search") }}
      list={{
        caption: k("caption"),
        columns,
        rows: data?.upstreamProcesses.items ?? [],
        rowKey: (row) => row.id,
        total: data?.upstreamProcesses.total ?? 0,
        loading,
        emptyText: k("empty"),
      }}
    >
      <ProcessDialog
        processId={opened.target?.id ?? null}
        open={opened.open}
        onClose={opened.close}
      />
    </ListPage>
  );
}
