// /admin/industrystandard (gad): the accounting standards and industry guidelines templates
// follow: the Chinese industry guidelines, the national standards and the international ones,
// searched by code, name, publisher or year and filtered by kind. Read-only: the API has no
// editing of them yet.
import { Badge, Box, Flex, NativeSelect, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminIndustryStandardsQuery } from "../../__generated__/graphql";
import { useAdminIndustryStandardsQuery } from "../../__generated__/hooks";
import { DataTable, SearchBox, useTableState, type Column } from "../../components/ui/data-table";
import { PageHeader } from "../../components/ui/page-header";
import { LoadError } from "./LoadError";
import { matchesKeyword, pageOf } from "./local-table";
import { ReadOnlyNote } from "./ReadOnlyNote";
import { localName, useLocale } from "./reference";

type Standard = AdminIndustryStandardsQuery["industryStandards"][number];

/** The kinds of the schema, in the order the filter offers them. */
export const STANDARD_KINDS = ["cn-guideline", "national", "international"] as const;

const KIND_COLORS: Record<string, string> = {
  "cn-guideline": "red",
  national: "blue",
  international: "green",
};

export function IndustryStandardsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const table = useTableState();
  const [kind, setKind] = useState("");
  const { data, loading, error, refetch } = useAdminIndustryStandardsQuery();
  const kindName = (value: string) =>
    t(`adminAccounting.standards.kinds.${value}`, { defaultValue: value });
  const keyword = table.state.keyword;

  const matching = useMemo(
    () =>
      (data?.industryStandards ?? []).filter(
        (standard) =>
          (!kind || standard.kind === kind) &&
          matchesKeyword(keyword, [
            standard.code,
            standard.name,
            standard.nameEn,
            standard.publisher,
            standard.year,
          ]),
      ),
    [data, kind, keyword],
  );

  const columns: Column<Standard>[] = [
    {
      key: "code",
      header: t("adminAccounting.standards.code"),
      render: (standard) => (
        <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {standard.code}
        </Text>
      ),
    },
    {
      key: "name",
      header: t("adminAccounting.standards.name"),
      render: (standard) => (
        <Text whiteSpace="normal" minWidth="14rem" maxWidth="36rem">
          {localName(standard, locale)}
        </Text>
      ),
    },
    {
      key: "kind",
      header: t("adminAccounting.standards.kind"),
      render: (standard) => (
        <Badge colorPalette={KIND_COLORS[standard.kind] ?? "gray"} variant="subtle">
          {kindName(standard.kind)}
        </Badge>
      ),
    },
    {
      key: "publisher",
      header: t("adminAccounting.standards.publisher"),
      render: (standard) => (
        <Text whiteSpace="normal" fontSize="sm" minWidth="10rem" maxWidth="20rem">
          {standard.publisher}
        </Text>
      ),
    },
    { key: "year", header: t("adminAccounting.standards.year"), render: (s) => s.year },
  ];

  return (
    <>
      <PageHeader title={t("menu.adminIndustryStandard")} />
      <ReadOnlyNote>{t("adminAccounting.standards.readOnly")}</ReadOnlyNote>
      {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
      <Flex gap="3" marginBottom="3" alignItems="center" flexWrap="wrap">
        <Box flex="1 1 18rem" maxWidth="28rem">
          <SearchBox
            value={keyword}
            onSearch={table.setKeyword}
            placeholder={t("adminAccounting.standards.searchPlaceholder")}
          />
        </Box>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t("adminAccounting.standards.kindFilter")}
            value={kind}
            bg="white"
            onChange={(event) => {
              setKind(event.currentTarget.value);
              table.setPage(1);
            }}
          >
            <option value="">{t("adminAccounting.standards.allKinds")}</option>
            {STANDARD_KINDS.map((value) => (
              <option key={value} value={value}>
                {kindName(value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <DataTable
        caption={t("adminAccounting.standards.caption")}
        columns={columns}
        rows={pageOf(matching, table.state)}
        rowKey={(standard) => standard.id}
        total={matching.length}
        loading={loading}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={() => undefined}
        emptyText={
          keyword.trim() || kind
            ? t("adminAccounting.noMatch")
            : t("adminAccounting.standards.empty")
        }
      />
    </>
  );
}
