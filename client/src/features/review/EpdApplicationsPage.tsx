// /pv/EpdApplyList (pv02): the EPD reports companies applied to have verified and issued by my
// organisation, newest first, searched by product or report number and filtered by status; each
// opens with its figures, its preview PDF and, while pending, the decision.
import { Button, EmptyState, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuBadgeCheck } from "react-icons/lu";
import type { EpdApplication_RowFragment } from "../../__generated__/graphql";
import { useEpdApplicationListQuery } from "../../__generated__/hooks";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListHeader, ListPage } from "../../components/ui/list-page";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { ApplicationStatusBadge, EpdApplicationDialog } from "./EpdApplicationDialog";

type Application = EpdApplication_RowFragment;

const STATUSES = ["pending", "approved", "rejected"] as const;

export function EpdApplicationsPage() {
  const { t } = useTranslation();
  const table = useTableState<never>();
  const [status, setStatus] = useState("");
  const { data, loading, refetch } = useEpdApplicationListQuery({
    variables: { status: status || undefined, ...pageVariables(table.state) },
  });
  const opened = useDialogTarget<Application>();
  const rows = data?.epdApplications.items ?? [];
  const total = data?.epdApplications.total ?? 0;
  const title = t("menu.pvEpdApplyList");
  // The dialog shows the row as the list has it now (after a decision, the decided row).
  const current = rows.find((row) => row.id === opened.target?.id) ?? opened.target;

  if (data && total === 0 && status === "" && table.state.keyword.trim() === "") {
    return (
      <>
        <ListHeader title={title} />
        <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuBadgeCheck />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("review.epd.emptyTitle")}</EmptyState.Title>
            <EmptyState.Description maxWidth="32rem" textAlign="center">
              {t("review.epd.emptyText")}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      </>
    );
  }

  const columns: Column<Application, never>[] = [
    {
      key: "number",
      header: t("review.epd.number"),
      render: (row) => (
        <Text fontWeight="medium" whiteSpace="nowrap">
          {row.report.number}
        </Text>
      ),
    },
    {
      key: "product",
      header: t("review.epd.product"),
      render: (row) => (
        <Text whiteSpace="normal" minWidth="10rem">
          {row.report.productName}
        </Text>
      ),
    },
    {
      key: "company",
      header: t("review.list.company"),
      render: (row) => (
        <Text whiteSpace="normal" maxWidth="14rem">
          {row.companyName}
        </Text>
      ),
    },
    {
      key: "applied",
      header: t("review.epd.appliedAt"),
      render: (row) => formatDateTime(row.appliedAt),
    },
    {
      key: "status",
      header: t("review.list.status"),
      render: (row) => (
        <ApplicationStatusBadge status={row.status} reportStatus={row.report.status} />
      ),
    },
    {
      key: "decided",
      header: t("review.epd.decided"),
      render: (row) =>
        row.decidedAt ? (
          <Stack gap="0">
            <Text>{row.deciderName}</Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(row.decidedAt)}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">—</Text>
        ),
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (row) => (
        <Button
          size="xs"
          colorPalette="teal"
          variant={row.status === "pending" ? "solid" : "outline"}
          aria-label={t("review.epd.open", { number: row.report.number })}
          onClick={() => opened.show(row)}
        >
          {t(row.status === "pending" ? "review.epd.openPending" : "review.epd.openDecided")}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={title}
      table={table}
      search={{ placeholder: t("review.epd.search") }}
      filters={
        <NativeSelect.Root size="sm" width="auto" minWidth="10rem">
          <NativeSelect.Field
            aria-label={t("review.list.statusFilter")}
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value);
              table.setPage(1);
            }}
            bg="white"
          >
            <option value="">{t("review.list.allStatuses")}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`review.epd.status.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      list={{
        caption: t("review.epd.caption"),
        columns,
        rows,
        rowKey: (row) => row.id,
        total,
        loading,
        emptyText: t("review.epd.noMatch"),
      }}
    >
      <EpdApplicationDialog
        open={opened.open}
        application={current}
        onClose={opened.close}
        onDecided={() => void refetch()}
      />
    </ListPage>
  );
}
