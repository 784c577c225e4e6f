// /admin/industry (gac): the industry sections companies and templates are classified by (the
// reference data of every form), searched here by code or name in either language. Read-only:
// the API has no editing of them yet.
import { Box, Flex, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AdminAccountingReferenceQuery } from "../../__generated__/graphql";
import { DataTable, SearchBox, useTableState, type Column } from "../../components/ui/data-table";
import { PageHeader } from "../../components/ui/page-header";
import { LoadError } from "./LoadError";
import { matchesKeyword, pageOf } from "./local-table";
import { ReadOnlyNote } from "./ReadOnlyNote";
import { useReference } from "./reference";

type Industry = AdminAccountingReferenceQuery["referenceData"]["industries"][number];

export function IndustriesPage() {
  const { t } = useTranslation();
  const table = useTableState();
  const { reference, industries: byId, loading, error, refetch } = useReference();
  const keyword = table.state.keyword;
  const matching = useMemo(
    () =>
      (reference?.industries ?? []).filter((industry) =>
        matchesKeyword(keyword, [industry.code, industry.name, industry.nameEn]),
      ),
    [reference, keyword],
  );
  const hasParents = matching.some((industry) => industry.parentId !== null);

  const columns: Column<Industry>[] = [
    {
      key: "code",
      header: t("adminAccounting.industries.code"),
      width: "1%",
      render: (industry) => (
        <Text as="span" fontFamily="mono" fontWeight="medium">
          {industry.code}
        </Text>
      ),
    },
    {
      key: "name",
      header: t("adminAccounting.industries.name"),
      render: (industry) => <Text whiteSpace="normal">{industry.name}</Text>,
    },
    {
      key: "nameEn",
      header: t("adminAccounting.industries.nameEn"),
      render: (industry) => <Text whiteSpace="normal">{industry.nameEn}</Text>,
    },
  ];
  if (hasParents) {
    columns.push({
      key: "parent",
      header: t("adminAccounting.industries.parent"),
      render: (industry) =>
        industry.parentId ? (byId.get(industry.parentId)?.code ?? `#${industry.parentId}`) : "–",
    });
  }

  return (
    <>
      <PageHeader title={t("menu.adminIndustry")} />
      <ReadOnlyNote>{t("adminAccounting.industries.readOnly")}</ReadOnlyNote>
      {error && !reference && <LoadError error={error} onRetry={() => void refetch()} />}
      <Flex gap="3" marginBottom="3" alignItems="center" flexWrap="wrap">
        <Box flex="1 1 18rem" maxWidth="28rem">
          <SearchBox
            value={keyword}
            onSearch={table.setKeyword}
            placeholder={t("adminAccounting.industries.searchPlaceholder")}
          />
        </Box>
      </Flex>
      <DataTable
        caption={t("adminAccounting.industries.caption")}
        columns={columns}
        rows={pageOf(matching, table.state)}
        rowKey={(industry) => industry.id}
        total={matching.length}
        loading={loading}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={() => undefined}
        emptyText={
          keyword.trim() ? t("adminAccounting.noMatch") : t("adminAccounting.industries.empty")
        }
      />
    </>
  );
}
