// The material data lists. /admin/co2footprint/materialdatalist (gab04): the global rows, which
// the platform operator edits. /sc/materialData: the global rows read-only beside the company's
// own, which its users add, edit and delete. Both search, page, filter by category, export what
// they show and import a workbook (into the global rows on the admin list, the company's own
// otherwise). The frame is LcaDataList's; this list brings its category and footprint.
import { Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LcaData_MaterialFragment } from "../../__generated__/graphql";
import {
  useDeleteMaterialDatumMutation,
  useImportMaterialDataMutation,
  useLazyExportMaterialDataQuery,
  useMaterialDataQuery,
} from "../../__generated__/hooks";
import { useTableState, type Column } from "../../components/ui/data-table";
import { LcaDataList } from "./LcaDataList";
import { formatFigure, NativeSelectBox, type ListScope, type Owner } from "./ListParts";
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
  const page = (data ?? previousData)?.materialData;

  const columns: Column<Material, never>[] = [
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
  ];

  return (
    <LcaDataList<Material>
      scope={scope}
      adminCode={MATERIAL_ADMIN_CODE}
      texts={{
        adminTitle: "adminMaterialTitle",
        title: "materialTitle",
        create: "createMaterial",
        search: "materialSearch",
        caption: "materialCaption",
        deleteTitle: "deleteMaterialTitle",
      }}
      table={table}
      owner={owner}
      onOwner={setOwner}
      filter={
        <CategoryFilter
          value={category}
          onChange={(value) => {
            setCategory(value);
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
      exportFile={async () => (await exportRows({ variables: search })).data?.exportMaterialData}
      importRows={async (base64) => {
        const result = await importRows({ variables: { input: { base64, global: admin } } });
        return result.data?.importMaterialData;
      }}
      Form={MaterialFormDialog}
    />
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
