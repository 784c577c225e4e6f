// /co2panorama/list: the company's saved charts (search, paging; editors edit, share and delete
// them, deletion after a question) and, for editors, the share links with their state, revoked
// after a question.
import { Badge, Button, EmptyState, HStack, Tabs, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuChartPie, LuPencil, LuPlus, LuShare2, LuTrash2 } from "react-icons/lu";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { Panorama_ChartFragment } from "../../__generated__/graphql";
import { useDeletePanoramaChartMutation, usePanoramaChartsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListHeader, ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { CHART_ADD_PATH, EDIT_CODE } from "./paths";
import { ShareDialog } from "./ShareDialog";
import { ShareList } from "./ShareList";

type Chart = Panorama_ChartFragment;

export function ChartListPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "shares" && hasPermission(EDIT_CODE) ? "shares" : "charts";
  if (!hasPermission(EDIT_CODE)) return <Charts />;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) =>
        setParams(details.value === "shares" ? { tab: "shares" } : {}, { replace: true })
      }
      variant="line"
      colorPalette="teal"
      lazyMount
    >
      <Tabs.List marginBottom="4">
        <Tabs.Trigger value="charts">{t("panorama.chartsTab")}</Tabs.Trigger>
        <Tabs.Trigger value="shares">{t("panorama.sharesTab")}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="charts" padding="0">
        <Charts />
      </Tabs.Content>
      <Tabs.Content value="shares" padding="0">
        <ShareList />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Charts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const table = useTableState<never>();
  const { data, loading, refetch } = usePanoramaChartsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
    },
    fetchPolicy: "cache-and-network",
  });
  const [remove] = useDeletePanoramaChartMutation();
  const removing = useDialogTarget<Chart>();
  const sharing = useDialogTarget<Chart>();
  const mayEdit = hasPermission(EDIT_CODE);
  const rows = data?.panoramaCharts.items ?? [];
  const total = data?.panoramaCharts.total ?? 0;
  const create = {
    label: t("panorama.newChart"),
    code: EDIT_CODE,
    onClick: () => void navigate(CHART_ADD_PATH),
  };
  const title = t("panorama.chartsTab");

  if (data && total === 0 && table.state.keyword.trim() === "") {
    return (
      <>
        <ListHeader title={title} create={create} />
        <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuChartPie />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("panorama.listEmptyTitle")}</EmptyState.Title>
            <EmptyState.Description maxWidth="36rem">
              {t("panorama.listEmptyText")}
            </EmptyState.Description>
            {mayEdit && (
              <Button size="sm" colorPalette="teal" onClick={create.onClick}>
                <LuPlus aria-hidden />
                {t("panorama.createFirst")}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      </>
    );
  }

  const columns: Column<Chart, never>[] = [
    {
      key: "name",
      header: t("panorama.name"),
      render: (chart) => (
        <Text fontWeight="medium" whiteSpace="normal" minWidth="12rem">
          {chart.name}
        </Text>
      ),
    },
    {
      key: "data",
      header: t("panorama.data"),
      render: (chart) => (
        <Text whiteSpace="normal">{t(`panorama.dataKinds.${chart.dataKind}`)}</Text>
      ),
    },
    {
      key: "type",
      header: t("panorama.chartType"),
      render: (chart) => (
        <Text whiteSpace="nowrap">
          {t(`panorama.chartTypes.${chart.chartType}`)}
          {chart.grouping !== "none" ? ` · ${t(`panorama.groupings.${chart.grouping}`)}` : ""}
        </Text>
      ),
    },
    {
      key: "home",
      header: t("panorama.onHome"),
      render: (chart) =>
        chart.onHome ? (
          <Badge colorPalette="teal" variant="subtle">
            {t("panorama.onHomeYes")}
          </Badge>
        ) : null,
    },
    {
      key: "updated",
      header: t("panorama.updatedAt"),
      render: (chart) => <Text whiteSpace="nowrap">{formatDateTime(chart.updatedAt)}</Text>,
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (chart) =>
        mayEdit && (
          <HStack gap="0" justifyContent="flex-end">
            <RowAction
              label={t("panorama.editChart", { name: chart.name })}
              onClick={() => void navigate(`${CHART_ADD_PATH}?id=${chart.id}`)}
            >
              <LuPencil />
            </RowAction>
            <RowAction
              label={t("panorama.share", { name: chart.name })}
              onClick={() => sharing.show(chart)}
            >
              <LuShare2 />
            </RowAction>
            <RowAction
              label={t("panorama.delete", { name: chart.name })}
              onClick={() => removing.show(chart)}
              danger
            >
              <LuTrash2 />
            </RowAction>
          </HStack>
        ),
    },
  ];

  return (
    <ListPage
      title={title}
      create={create}
      table={table}
      search={{ placeholder: t("panorama.search") }}
      list={{
        caption: t("panorama.chartsCaption"),
        columns,
        rows,
        rowKey: (chart) => chart.id,
        total,
        loading,
        emptyText: t("panorama.noMatch"),
      }}
      remove={{
        target: removing,
        title: t("panorama.deleteTitle"),
        message: (chart) => t("panorama.deleteText", { name: chart.name }),
        onConfirm: async (chart) => {
          await remove({ variables: { id: chart.id } });
          notify.success(t("panorama.deleted", { name: chart.name }));
          await refetch();
        },
      }}
    >
      <ShareDialog
        open={sharing.open}
        chart={sharing.target ? { id: sharing.target.id, name: sharing.target.name } : null}
        onClose={sharing.close}
      />
    </ListPage>
  );
}
