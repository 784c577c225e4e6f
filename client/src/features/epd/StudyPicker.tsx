// The first step of a new EPD report: choosing the released study it declares. Every released
// version of the company's studies is listed; only a study under the standard EN 15804+A2 models
// the modules an EPD declares, so the others are shown without a choice and say why. With no
// released study at all, the way leads to the product library.
import { Button, EmptyState, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuClipboardCheck, LuLibrary } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { Epd_ReleaseFragment } from "../../__generated__/graphql";
import { useEpdReleasesQuery, useLcaProductCodesQuery } from "../../__generated__/hooks";
import {
  DataTable,
  pageVariables,
  useTableState,
  type Column,
} from "../../components/ui/data-table";
import { ListToolbar } from "../../components/ui/list-page";
import { formatDate } from "../../lib/format";
import { localName, useReference } from "../reference/reference";
import { FormCard } from "./EpdFormFields";
import { PRODUCT_LIBRARY_PATH } from "./paths";

export type Release = Epd_ReleaseFragment;

/** The only standard whose stages are the EN 15804 modules. */
export const EPD_STANDARD = "en15804";

export function StudyPicker({ onChoose }: { onChoose: (release: Release) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reference = useReference();
  const table = useTableState<never>({ pageSize: 10 });
  const { data, loading } = useEpdReleasesQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
    },
  });
  const codes = useLcaProductCodesQuery({ fetchPolicy: "cache-first" });
  const standards = codes.data?.lcaProductCodes.standards ?? [];
  const standardName = (code: string) => {
    const found = standards.find((standard) => standard.code === code);
    return found ? localName(found, reference.locale) : code;
  };
  const rows = data?.lcaReviews.items ?? [];
  const total = data?.lcaReviews.total ?? 0;

  if (data && total === 0 && table.state.keyword.trim() === "") {
    return (
      <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuClipboardCheck />
          </EmptyState.Indicator>
          <EmptyState.Title>{t("epd.noReleasesTitle")}</EmptyState.Title>
          <EmptyState.Description maxWidth="36rem">
            {t("epd.noReleasesText")}
          </EmptyState.Description>
          <Button size="sm" colorPalette="teal" onClick={() => void navigate(PRODUCT_LIBRARY_PATH)}>
            <LuLibrary aria-hidden />
            {t("epd.toLibrary")}
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const columns: Column<Release, never>[] = [
    {
      key: "product",
      header: t("epd.product"),
      render: (release) => (
        <Stack gap="0.5" minWidth="10rem" maxWidth="22rem" whiteSpace="normal">
          <Text fontWeight="medium">{release.product.name}</Text>
          {release.product.specification && (
            <Text fontSize="xs" color="fg.muted">
              {release.product.specification}
            </Text>
          )}
          {release.product.standard !== EPD_STANDARD && (
            <Text fontSize="xs" color="orange.700">
              {t("epd.notEn15804", { standard: standardName(release.product.standard) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "version",
      header: t("epd.version"),
      align: "end",
      render: (release) => t("epd.versionValue", { version: release.version }),
    },
    {
      key: "standard",
      header: t("epd.standard"),
      render: (release) => standardName(release.product.standard),
    },
    {
      key: "unit",
      header: t("epd.declaredUnit"),
      render: (release) =>
        `${release.product.declaredAmount} ${reference.unitSymbol(release.product.declaredUnitId)}`,
    },
    {
      key: "calculation",
      header: t("epd.calculation"),
      align: "end",
      render: (release) => t("epd.calculationValue", { number: release.calculation.number }),
    },
    {
      key: "released",
      header: t("epd.releasedAt"),
      render: (release) => (release.releasedAt ? formatDate(new Date(release.releasedAt)) : ""),
    },
    {
      key: "reviewedBy",
      header: t("epd.reviewedBy"),
      render: (release) => (
        <Text whiteSpace="normal" maxWidth="12rem">
          {release.reviewCompanyName}
        </Text>
      ),
    },
    {
      key: "choose",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (release) => (
        <Button
          size="xs"
          colorPalette="teal"
          variant="outline"
          disabled={release.product.standard !== EPD_STANDARD}
          aria-label={t("epd.chooseStudy", {
            name: release.product.name,
            version: release.version,
          })}
          onClick={() => onChoose(release)}
        >
          {t("epd.choose")}
        </Button>
      ),
    },
  ];

  return (
    <FormCard title={t("epd.studyCard")} help={t("epd.studyHelp")}>
      <ListToolbar
        keyword={table.state.keyword}
        onSearch={table.setKeyword}
        search={{ placeholder: t("epd.searchStudies") }}
      />
      <DataTable
        caption={t("epd.studyCaption")}
        columns={columns}
        rows={rows}
        rowKey={(release) => release.id}
        total={total}
        loading={loading}
        emptyText={t("epd.noMatchingStudy")}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={table.toggleSort}
      />
    </FormCard>
  );
}
