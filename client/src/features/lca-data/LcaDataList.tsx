// The frame both LCA data lists share (material data, transport data): on the admin page the
// global rows the platform operator edits; on the stock-configuration page the global rows
// read-only beside the company's own. The name, region, year, source, owner and action columns,
// the notice, the owner filter, export, import, the row's form and the delete confirmation are
// the same for both; each list brings its own columns, filter, form and operations.
import { Alert, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session";
import { type Column, type useTableState } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { saveBase64 } from "../../lib/files";
import { ImportDataDialog, type ImportDataDialogProps } from "./ImportDataDialog";
import {
  ListActions,
  OwnerBadge,
  OwnerFilter,
  RowActions,
  type ListScope,
  type Owner,
} from "./ListParts";
import { useLcaCodes } from "./use-lca-codes";

/** What both kinds of row have. */
export interface LcaDataRow {
  id: number;
  name: string;
  nameEn: string;
  companyId?: number | null;
  region: string;
  referenceYear?: number | null;
  source: string;
}

export interface RowFormProps<Row> {
  open: boolean;
  datum: Row | null;
  global: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** The texts of one list, as translation keys under lcaData. */
export interface LcaDataTexts {
  adminTitle: string;
  title: string;
  create: string;
  search: string;
  caption: string;
  deleteTitle: string;
}

export interface LcaDataListProps<Row extends LcaDataRow> {
  scope: ListScope;
  /** The code of the global rows' editors (gab04, gab05). */
  adminCode: string;
  texts: LcaDataTexts;
  table: ReturnType<typeof useTableState<never>>;
  owner: Owner;
  onOwner: (owner: Owner) => void;
  /** The list's own filter, beside the owner filter. */
  filter: ReactNode;
  /** The list's own columns, between the name and the region. */
  columns: Column<Row, never>[];
  rows: readonly Row[];
  total: number;
  loading: boolean;
  refetch: () => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  exporting: boolean;
  /** The file of the rows the search shows. */
  exportFile: () => Promise<{ filename: string; mimeType: string; base64: string } | undefined>;
  importRows: ImportDataDialogProps["run"];
  Form: (props: RowFormProps<Row>) => ReactNode;
}

export function LcaDataList<Row extends LcaDataRow>(props: LcaDataListProps<Row>) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const codes = useLcaCodes();
  const { scope, adminCode, texts, table, rows, refetch, Form } = props;
  const admin = scope === "admin";
  const form = useDialogTarget<Row>();
  const deleting = useDialogTarget<Row>();
  const [importing, setImporting] = useState(false);
  const k = (key: string) => t(`lcaData.${key}`);

  // Admin: the operator's users with the code change the global rows; otherwise the company's own.
  const editable = (row: Row) => (admin ? hasPermission(adminCode) : row.companyId !== null);
  const mayWrite = !admin || hasPermission(adminCode);

  const download = async () => {
    try {
      const file = await props.exportFile();
      if (file) saveBase64(file);
    } catch {
      // The error link has shown the message.
    }
  };

  const confirmDelete = async (row: Row) => {
    await props.remove(row);
    notify.success(t("common.deletedSuccessfully"));
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else await refetch();
  };

  const columns: Column<Row, never>[] = [
    {
      key: "name",
      header: k("name"),
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
    ...props.columns,
    { key: "region", header: k("region"), render: (row) => codes.regionLabel(row.region) },
    { key: "year", header: k("referenceYear"), render: (row) => row.referenceYear ?? "—" },
    {
      key: "source",
      header: k("source"),
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
      header: k("owner"),
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

  return (
    <ListPage
      title={admin ? k(texts.adminTitle) : k(texts.title)}
      create={
        admin
          ? { label: k(texts.create), code: adminCode, onClick: () => form.show(null) }
          : undefined
      }
      actions={
        <ListActions
          exporting={props.exporting}
          onExport={() => void download()}
          onImport={mayWrite ? () => setImporting(true) : undefined}
          create={admin ? undefined : { label: k(texts.create), onClick: () => form.show(null) }}
        />
      }
      notice={
        <Alert.Root status="info" marginBottom="3" size="sm">
          <Alert.Indicator />
          <Alert.Description>{admin ? k("adminNotice") : k("companyNotice")}</Alert.Description>
        </Alert.Root>
      }
      table={table}
      search={{ placeholder: k(texts.search) }}
      filters={
        <>
          {props.filter}
          {!admin && (
            <OwnerFilter
              value={props.owner}
              onChange={(value) => {
                props.onOwner(value);
                table.setPage(1);
              }}
            />
          )}
        </>
      }
      list={{
        caption: k(texts.caption),
        columns,
        rows,
        rowKey: (row) => row.id,
        total: props.total,
        loading: props.loading,
        emptyText: k("empty"),
      }}
      remove={{
        target: deleting,
        title: k(texts.deleteTitle),
        message: (row) => t("lcaData.deleteConfirm", { name: row.name }),
        onConfirm: confirmDelete,
      }}
    >
      <Form
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
        list={k(texts.title)}
        run={props.importRows}
        onClose={() => setImporting(false)}
        onImported={() => void refetch()}
      />
    </ListPage>
  );
}
