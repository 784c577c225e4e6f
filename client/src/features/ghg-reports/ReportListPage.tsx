// /co2report/list: the company's GHG inventory reports, newest first, searched by case,
// corporation or responsible person and filtered by status. Each row keeps the case and run its
// figures come from, its language and layout, who generated it and when; while its job runs the
// row shows the job's progress, then its PDF and Word files. Holders of rp01 generate reports
// (a dialog) and delete them after a question.
import { Button, EmptyState, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuFileText, LuPlus, LuTrash2 } from "react-icons/lu";
import type { GhgReports_RowFragment, JobStatus } from "../../__generated__/graphql";
import { useDeleteGhgReportMutation, useGhgReportsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListHeader, ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { notify } from "../../components/ui/toaster";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { formatDateTime } from "../../lib/format";
import { JobProgress } from "../jobs/JobProgress";
import { GenerateReportDialog } from "./GenerateReportDialog";
import { fileSize, REPORT_CODES, REPORT_STATUSES, ReportStatusBadge, tonnes } from "./display";
import { fileKey, useReportFiles, type ReportFormat } from "./use-report-files";

type Report = GhgReports_RowFragment;

const running = (report: Report) => report.status === "queued" || report.status === "running";

function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="12rem">
      <NativeSelect.Field
        aria-label={t("common.status")}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        bg="white"
      >
        <option value="">{t("ghgReports.allStatuses")}</option>
        {REPORT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`jobs.status.${status}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ReportListPage() {
  const { t } = useTranslation();
  const { hasPermission, user } = useSession();
  const table = useTableState<never>();
  const [status, setStatus] = useState("");
  const [generating, setGenerating] = useState(false);
  const { data, loading, refetch } = useGhgReportsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
      status: (status || undefined) as JobStatus | undefined,
    },
  });
  const [removeReport] = useDeleteGhgReportMutation();
  const deleting = useDialogTarget<Report>();
  const files = useReportFiles();
  const rows = data?.ghgReports.items ?? [];
  const total = data?.ghgReports.total ?? 0;
  const mayGenerate = hasPermission(REPORT_CODES.generate);
  const create = {
    label: t("ghgReports.generate"),
    code: REPORT_CODES.generate,
    onClick: () => setGenerating(true),
  };
  const reload = useCallback(() => void refetch(), [refetch]);
  const dialog = (
    <GenerateReportDialog
      open={generating}
      onClose={() => setGenerating(false)}
      onGenerated={() => {
        if (table.state.page !== 1) table.setPage(1);
        reload();
      }}
    />
  );

  const confirmDelete = async (report: Report) => {
    await removeReport({ variables: { id: report.id } });
    notify.success(t("ghgReports.deleted"));
    if (rows.length === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
    else await refetch();
  };

  const intro = (
    <Text color="fg.muted" fontSize="sm" marginBottom="3" maxWidth="56rem">
      {t("ghgReports.intro")}
    </Text>
  );

  // No report at all yet: say what a report is and where one starts.
  if (data && total === 0 && !status && table.state.keyword.trim() === "") {
    return (
      <>
        <ListHeader title={t("ghgReports.title")} create={create} />
        <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuFileText />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("ghgReports.emptyTitle")}</EmptyState.Title>
            <EmptyState.Description maxWidth="36rem">
              {t("ghgReports.emptyText")}
            </EmptyState.Description>
            {mayGenerate && (
              <Button size="sm" colorPalette="teal" onClick={create.onClick}>
                <LuPlus aria-hidden />
                {t("ghgReports.generateFirst")}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
        {dialog}
      </>
    );
  }

  const fileButton = (report: Report, format: ReportFormat) => (
    <Button
      size="xs"
      variant="outline"
      aria-label={t(format === "pdf" ? "ghgReports.downloadPdf" : "ghgReports.downloadDocx", {
        name: report.caseName,
      })}
      title={fileSize(format === "pdf" ? report.pdfSize : report.docxSize)}
      loading={files.busy === fileKey(report.id, format)}
      onClick={() => void files.download(report.id, format)}
    >
      <LuDownload aria-hidden />
      {t(`ghgReports.${format}`)}
    </Button>
  );

  const columns: Column<Report, never>[] = [
    {
      key: "case",
      header: t("ghgReports.case"),
      render: (report) => (
        <Stack gap="0" minWidth="11rem" maxWidth="18rem" whiteSpace="normal">
          <Text fontWeight="medium">{report.caseName}</Text>
          <Text color="fg.muted" fontSize="xs">
            {report.corporationName} · {report.year}
          </Text>
        </Stack>
      ),
    },
    {
      key: "run",
      header: t("ghgReports.run"),
      render: (report) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{t("ghgReports.runValue", { runNo: report.runNo })}</Text>
          <Text color="fg.muted" fontSize="xs" fontVariantNumeric="tabular-nums">
            {t("ghgReports.total", { value: tonnes(report.totalKg) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: "languageLayout",
      header: t("ghgReports.languageLayout"),
      render: (report) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{t(`ghgReports.layout.${report.layout}`)}</Text>
          <Text color="fg.muted" fontSize="xs">
            {t(`ghgReports.language.${report.language}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: "responsible",
      header: t("ghgReports.responsiblePerson"),
      render: (report) => (
        <Text maxWidth="10rem" whiteSpace="normal">
          {report.responsiblePerson}
        </Text>
      ),
    },
    {
      key: "generated",
      header: t("ghgReports.generatedBy"),
      render: (report) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{report.createdByName}</Text>
          <Text color="fg.muted" fontSize="xs">
            {formatDateTime(report.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      key: "status",
      header: t("common.status"),
      render: (report) =>
        running(report) && report.jobId ? (
          <Stack minWidth="14rem" maxWidth="18rem" whiteSpace="normal">
            <JobProgress
              jobId={report.jobId}
              cancellable={report.createdByName === user?.username}
              onFinished={reload}
            />
          </Stack>
        ) : (
          <Stack gap="1" alignItems="flex-start" maxWidth="16rem" whiteSpace="normal">
            <ReportStatusBadge status={report.status} />
            {report.status === "failed" && report.error && (
              <Text fontSize="xs" color="red.700">
                {report.error}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      key: "actions",
      header: t("ghgReports.files"),
      align: "end",
      width: "1%",
      render: (report) => (
        <HStack gap="1" justifyContent="flex-end">
          {report.status === "succeeded" ? (
            <>
              {fileButton(report, "pdf")}
              {fileButton(report, "docx")}
            </>
          ) : (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {t("ghgReports.notReady")}
            </Text>
          )}
          {mayGenerate && (
            <RowAction
              label={t("ghgReports.delete", { name: report.caseName })}
              onClick={() => deleting.show(report)}
              danger
            >
              <LuTrash2 />
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage
      title={t("ghgReports.title")}
      create={create}
      notice={intro}
      table={table}
      search={{ placeholder: t("ghgReports.search") }}
      filters={
        <StatusFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            table.setPage(1);
          }}
        />
      }
      list={{
        caption: t("ghgReports.caption"),
        columns,
        rows,
        rowKey: (report) => report.id,
        total,
        loading,
        emptyText: t("ghgReports.noMatch"),
      }}
      remove={{
        target: deleting,
        title: t("ghgReports.deleteTitle"),
        message: (report) =>
          t("ghgReports.deleteConfirm", {
            name: report.caseName,
            layout: t(`ghgReports.layoutLong.${report.layout}`),
            runNo: report.runNo,
            language: t(`ghgReports.language.${report.language}`),
          }),
        onConfirm: confirmDelete,
      }}
    >
      {dialog}
    </ListPage>
  );
}
