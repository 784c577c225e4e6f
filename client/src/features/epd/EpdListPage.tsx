// /epd/list: the company's EPD reports, newest change first, searched by number, product or PCR
// and filtered by status. A row gives its files (PDF in Chinese or English, openEPD, ILCD+EPD);
// for holders of fd02 a draft or rejected report opens in the editor, is applied for
// verification or deleted. An application's state shows under the status: with whom it is, or
// why the verifier sent the report back.
import { Badge, Button, EmptyState, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuBadgeCheck, LuPencil, LuPlus, LuSend, LuTrash2 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { Epd_RowFragment } from "../../__generated__/graphql";
import { useDeleteEpdReportMutation, useEpdReportsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListHeader, ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDate } from "../../lib/format";
import { FilterSelect } from "../lca-products/ProductListPage";
import { ApplyDialog } from "./ApplyDialog";
import { EPD_STATUSES, isEditable } from "./epd-codes";
import { EpdFilesMenu } from "./EpdFiles";
import { EPD_CODES, EPD_CREATE_PATH, epdEditPath } from "./paths";

type Report = Epd_RowFragment;

const STATUS_PALETTE: Record<string, string> = {
  draft: "gray",
  applied: "blue",
  issued: "green",
  rejected: "red",
  withdrawn: "orange",
};

export function EpdStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? "gray"} variant="subtle">
      {t(`epd.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** A timestamp's local calendar date. */
const day = (value: string | null | undefined) => (value ? formatDate(new Date(value)) : "");

/** What the latest application says of the report: with whom it is, or why it came back. */
export function ApplicationNote({ report }: { report: Pick<Report, "status" | "applications"> }) {
  const { t } = useTranslation();
  const latest = report.applications[0];
  if (report.status === "withdrawn") {
    return (
      <Text fontSize="xs" color="fg.muted" whiteSpace="normal" maxWidth="15rem">
        {t("epd.withdrawnNote")}
      </Text>
    );
  }
  if (!latest) return null;
  if (report.status === "applied" && latest.status === "pending") {
    return (
      <Text fontSize="xs" color="fg.muted" whiteSpace="normal" maxWidth="15rem">
        {t("epd.appliedTo", {
          organisation: latest.reviewCompanyName,
          date: day(latest.appliedAt),
        })}
      </Text>
    );
  }
  if (report.status === "rejected" && latest.status === "rejected") {
    return (
      <Stack gap="0" fontSize="xs" maxWidth="15rem" whiteSpace="normal">
        <Text color="red.700">
          {t("epd.rejectedBy", {
            organisation: latest.reviewCompanyName,
            decider: latest.deciderName || "—",
            date: day(latest.decidedAt),
          })}
        </Text>
        <Text color="fg.muted">{latest.decisionNote || t("epd.noReason")}</Text>
      </Stack>
    );
  }
  return null;
}

export function EpdListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const table = useTableState<never>();
  const [status, setStatus] = useState("");
  const { data, loading, refetch } = useEpdReportsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
      status: status || undefined,
    },
  });
  const [removeReport] = useDeleteEpdReportMutation();
  const applying = useDialogTarget<Report>();
  const deleting = useDialogTarget<Report>();
  const rows = data?.epdReports.items ?? [];
  const total = data?.epdReports.total ?? 0;
  const mayChange = hasPermission(EPD_CODES.create);
  const create = {
    label: t("epd.create"),
    code: EPD_CODES.create,
    onClick: () => void navigate(EPD_CREATE_PATH),
  };

  const confirmDelete = async (report: Report) => {
    await removeReport({ variables: { id: report.id } });
    notify.success(t("epd.deleted", { number: report.number }));
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else await refetch();
  };

  // No report at all yet: say what an EPD report is and where one starts.
  if (data && total === 0 && !status && table.state.keyword.trim() === "") {
    return (
      <>
        <ListHeader title={t("epd.listTitle")} create={create} />
        <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuBadgeCheck />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("epd.emptyTitle")}</EmptyState.Title>
            <EmptyState.Description maxWidth="36rem">{t("epd.emptyText")}</EmptyState.Description>
            {mayChange && (
              <Button size="sm" colorPalette="teal" onClick={create.onClick}>
                <LuPlus aria-hidden />
                {t("epd.createFirst")}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      </>
    );
  }

  const columns: Column<Report, never>[] = [
    {
      key: "number",
      header: t("epd.number"),
      render: (report) => (
        <Text fontWeight="medium" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          {report.number}
        </Text>
      ),
    },
    {
      key: "product",
      header: t("epd.product"),
      render: (report) => (
        <Text minWidth="8rem" maxWidth="14rem" whiteSpace="normal">
          {report.productName}
        </Text>
      ),
    },
    {
      key: "version",
      header: t("epd.version"),
      align: "end",
      render: (report) => t("epd.versionValue", { version: report.version }),
    },
    {
      key: "pcr",
      header: t("epd.pcr"),
      render: (report) => (
        <Text whiteSpace="normal" minWidth="8rem" maxWidth="14rem">
          {[report.pcrName, report.pcrVersion].filter(Boolean).join(" ")}
        </Text>
      ),
    },
    {
      key: "programOperator",
      header: t("epd.programOperator"),
      render: (report) => (
        <Text whiteSpace="normal" maxWidth="10rem">
          {report.programOperator}
        </Text>
      ),
    },
    {
      key: "status",
      header: t("common.status"),
      render: (report) => (
        <Stack gap="1" alignItems="flex-start">
          <EpdStatusBadge status={report.status} />
          <ApplicationNote report={report} />
        </Stack>
      ),
    },
    {
      key: "issuedAt",
      header: t("epd.issuedAt"),
      render: (report) => <Text whiteSpace="nowrap">{day(report.issuedAt) || "—"}</Text>,
    },
    {
      key: "validUntil",
      header: t("epd.validUntil"),
      render: (report) => <Text whiteSpace="nowrap">{report.validUntil ?? "—"}</Text>,
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (report) => (
        <HStack gap="0" justifyContent="flex-end">
          <EpdFilesMenu id={report.id} number={report.number} issued={report.status === "issued"} />
          {mayChange && isEditable(report.status) && (
            <>
              <RowAction
                label={t("epd.edit", { number: report.number })}
                onClick={() => void navigate(epdEditPath(report.id))}
              >
                <LuPencil />
              </RowAction>
              <RowAction
                label={t("epd.apply", { number: report.number })}
                onClick={() => applying.show(report)}
              >
                <LuSend />
              </RowAction>
              <RowAction
                label={t("epd.delete", { number: report.number })}
                onClick={() => deleting.show(report)}
                danger
              >
                <LuTrash2 />
              </RowAction>
            </>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage
      title={t("epd.listTitle")}
      create={create}
      table={table}
      search={{ placeholder: t("epd.search") }}
      filters={
        <FilterSelect
          label={t("common.status")}
          value={status}
          onChange={(value) => {
            setStatus(value);
            table.setPage(1);
          }}
        >
          <option value="">{t("epd.allStatuses")}</option>
          {EPD_STATUSES.map((code) => (
            <option key={code} value={code}>
              {t(`epd.status.${code}`)}
            </option>
          ))}
        </FilterSelect>
      }
      list={{
        caption: t("epd.listCaption"),
        columns,
        rows,
        rowKey: (report) => report.id,
        total,
        loading,
        emptyText: t("epd.noMatch"),
      }}
      remove={{
        target: deleting,
        title: t("epd.deleteTitle"),
        message: (report) =>
          t("epd.deleteConfirm", { number: report.number, product: report.productName }),
        onConfirm: confirmDelete,
      }}
    >
      <ApplyDialog
        open={applying.open}
        report={applying.target}
        onClose={applying.close}
        onApplied={() => void refetch()}
      />
    </ListPage>
  );
}
