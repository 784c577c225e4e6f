// /admin/companyConfigs (gaf): the companies the reader manages with their settings (one row for
// a company's own administrator, every company for the platform operator), searched by name;
// each row's settings are edited in one dialog.
import { Badge, Box, Flex, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuSettings2 } from "react-icons/lu";
import type { CompanyConfigsQuery } from "../../__generated__/graphql";
import {
  useCompanyConfigDatabasesQuery,
  useCompanyConfigsQuery,
  useUpdateCompanyConfigMutation,
} from "../../__generated__/hooks";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { formatInConfig } from "./config-display";
import { CompanyConfigDialog } from "./CompanyConfigDialog";

export type CompanyRow = CompanyConfigsQuery["companyConfigs"]["items"][number];

export function CompanyConfigsPage() {
  const { t } = useTranslation();
  const table = useTableState<never>();
  const editing = useDialogTarget<CompanyRow>();
  const { data, loading, refetch } = useCompanyConfigsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
    },
    fetchPolicy: "cache-and-network",
  });
  const databases = useCompanyConfigDatabasesQuery().data?.companyConfigDatabases ?? [];
  const [update] = useUpdateCompanyConfigMutation({ refetchQueries: ["MyCompanyConfig"] });
  const databaseName = (id: number | null | undefined) => {
    const found = databases.find((database) => database.id === id);
    return found ? `${found.name} ${found.version}` : t("companyConfigs.noDatabase");
  };

  const columns: Column<CompanyRow, never>[] = [
    {
      key: "company",
      header: t("companyConfigs.company"),
      render: (row) => <Text fontWeight="medium">{row.companyName}</Text>,
    },
    { key: "gwp", header: t("companyConfigs.gwpSet"), render: (row) => row.config.defaultGwpSet },
    {
      key: "database",
      header: t("companyConfigs.database"),
      render: (row) => databaseName(row.config.defaultDatabaseId),
    },
    {
      key: "fiscal",
      header: t("companyConfigs.fiscalYear"),
      render: (row) => t("companyConfigs.month", { month: row.config.fiscalYearStartMonth }),
    },
    {
      key: "display",
      header: t("companyConfigs.numberFormat"),
      render: (row) => (
        <Text whiteSpace="nowrap">
          {formatInConfig(1234.5678, row.config.numberFormat, row.config.decimals)}{" "}
          {t(`companyConfigs.units.${row.config.emissionUnit}`, {
            defaultValue: row.config.emissionUnit,
          })}
        </Text>
      ),
    },
    {
      key: "modules",
      header: t("companyConfigs.modulesOff"),
      render: (row) =>
        row.config.disabledModules.length === 0 ? (
          <Text color="fg.muted">{t("companyConfigs.allModulesOn")}</Text>
        ) : (
          <Flex gap="1" flexWrap="wrap" maxWidth="20rem">
            {row.config.disabledModules.map((key) => (
              <Badge key={key} variant="subtle" colorPalette="gray">
                {t(`modules.${key}`, { defaultValue: key })}
              </Badge>
            ))}
          </Flex>
        ),
    },
    {
      key: "updated",
      header: t("companyConfigs.updatedAt"),
      render: (row) =>
        row.config.updatedAt ? (
          <Text whiteSpace="nowrap">{formatDateTime(row.config.updatedAt)}</Text>
        ) : (
          <Text color="fg.muted">{t("companyConfigs.never")}</Text>
        ),
    },
    {
      key: "actions",
      header: t("companyConfigs.actions"),
      align: "end",
      render: (row) => (
        <Box>
          <RowAction
            label={t("companyConfigs.edit", { name: row.companyName })}
            onClick={() => editing.show(row)}
          >
            <LuSettings2 />
          </RowAction>
        </Box>
      ),
    },
  ];

  return (
    <ListPage
      title={t("companyConfigs.title")}
      notice={
        <Text fontSize="sm" color="fg.muted" marginBottom="3">
          {t("companyConfigs.intro")}
        </Text>
      }
      table={table}
      search={{ placeholder: t("companyConfigs.search") }}
      list={{
        caption: t("companyConfigs.caption"),
        columns,
        rows: data?.companyConfigs.items ?? [],
        rowKey: (row) => row.companyId,
        total: data?.companyConfigs.total ?? 0,
        loading,
        emptyText: t("companyConfigs.empty"),
      }}
    >
      <CompanyConfigDialog
        row={editing.target}
        open={editing.open}
        databases={databases}
        onClose={editing.close}
        onSave={async (input) => {
          await update({ variables: { input } });
          notify.success(t("companyConfigs.saved", { name: editing.target?.companyName }));
          editing.close();
          await refetch();
        }}
      />
    </ListPage>
  );
}
