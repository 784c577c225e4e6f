// The released studies a label may stand on, as a table to choose one from: product and
// specification, model version, the calculation released, when, and by which organisation.
import { Badge, Button, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCheck } from "react-icons/lu";
import type { LabelReleasesQuery } from "../../__generated__/graphql";
import { DataTable, type Column, type useTableState } from "../../components/ui/data-table";
import { ListToolbar } from "../../components/ui/list-page";
import { formatDateTime } from "../../lib/format";

export type Release = LabelReleasesQuery["lcaReviews"]["items"][number];

export function ReleasePicker({
  table,
  rows,
  total,
  loading,
  chosenId,
  onChoose,
}: {
  table: ReturnType<typeof useTableState<never>>;
  rows: readonly Release[];
  total: number;
  loading: boolean;
  chosenId: number | null;
  onChoose: (release: Release) => void;
}) {
  const { t } = useTranslation();
  const columns: Column<Release, never>[] = [
    {
      key: "product",
      header: t("labels.product"),
      render: (release) => (
        <Stack gap="0" minWidth="10rem" whiteSpace="normal">
          <Text fontWeight="medium">{release.product.name}</Text>
          {release.product.specification && (
            <Text color="fg.muted" fontSize="xs">
              {release.product.specification}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "version",
      header: t("labels.version"),
      render: (release) => t("labels.versionValue", { version: release.version }),
    },
    {
      key: "calculation",
      header: t("labels.calculation"),
      render: (release) => t("labels.calculationValue", { number: release.calculation.number }),
    },
    {
      key: "released",
      header: t("labels.releasedAt"),
      render: (release) => formatDateTime(release.releasedAt),
    },
    {
      key: "organisation",
      header: t("labels.reviewOrganisation"),
      render: (release) => (
        <Text whiteSpace="normal" maxWidth="14rem">
          {release.reviewCompanyName}
        </Text>
      ),
    },
    {
      key: "choose",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (release) =>
        release.id === chosenId ? (
          <Badge colorPalette="teal" variant="solid" size="md">
            <LuCheck aria-hidden />
            {t("labels.chosen")}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="outline"
            aria-label={t("labels.chooseStudy", {
              name: release.product.name,
              version: release.version,
            })}
            onClick={() => onChoose(release)}
          >
            {t("labels.choose")}
          </Button>
        ),
    },
  ];
  return (
    <>
      <ListToolbar
        keyword={table.state.keyword}
        onSearch={table.setKeyword}
        search={{ placeholder: t("labels.releasesSearch") }}
      />
      <DataTable
        caption={t("labels.releasesCaption")}
        columns={columns}
        rows={rows}
        rowKey={(release) => release.id}
        total={total}
        loading={loading}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={table.toggleSort}
        emptyText={t("labels.noReleaseMatch")}
      />
    </>
  );
}
