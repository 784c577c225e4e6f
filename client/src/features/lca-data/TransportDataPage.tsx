// The transport data lists. /admin/co2footprint/transportdatalist (gab05): the global rows, which
// the platform operator edits. /sc/TransportData: the global rows read-only beside the company's
// own, which its users add, edit and delete. Both search, page, filter by mode, export what they
// show and import a workbook (into the global rows on the admin list, the company's own
// otherwise). The frame is LcaDataList's; this list brings its mode, factor, load and return.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LcaData_TransportFragment } from "../../__generated__/graphql";
import {
  useDeleteTransportDatumMutation,
  useImportTransportDataMutation,
  useLazyExportTransportDataQuery,
  useTransportDataQuery,
} from "../../__generated__/hooks";
import { useTableState, type Column } from "../../components/ui/data-table";
import { LcaDataList } from "./LcaDataList";
import { formatFigure, NativeSelectBox, type ListScope, type Owner } from "./ListParts";
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
  const page = (data ?? previousData)?.transportData;

  const columns: Column<Transport, never>[] = [
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
  ];

  return (
    <LcaDataList<Transport>
      scope={scope}
      adminCode={TRANSPORT_ADMIN_CODE}
      texts={{
        adminTitle: "adminTransportTitle",
        title: "transportTitle",
        create: "createTransport",
        search: "transportSearch",
        caption: "transportCaption",
        deleteTitle: "deleteTransportTitle",
      }}
      table={table}
      owner={owner}
      onOwner={setOwner}
      filter={
        <ModeFilter
          value={mode}
          onChange={(value) => {
            setMode(value);
            table.setPage(1);
          }}
        />
      }
      columns={columns}
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      loading={loading}
      refetch={refetch}
      remove={(row) => remove({ variables: { id: row.id } })}
      exporting={exporting.loading}
      exportFile={async () => (await exportRows({ variables: search })).data?.exportTransportData}
      importRows={async (base64) => {
        const result = await importRows({ variables: { input: { base64, global: admin } } });
        return result.data?.importTransportData;
      }}
      Form={TransportFormDialog}
    />
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
