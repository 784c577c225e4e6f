// /co2label/assessmentReportList: the ISO 14067 carbon footprint reports behind the company's
// labels, one row per label (a label's report is issued with it and never changes), each
// downloaded as PDF in Chinese or English.
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuDownload } from "react-icons/lu";
import type { Labels_RowFragment } from "../../__generated__/graphql";
import { useCarbonLabelsQuery } from "../../__generated__/hooks";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { LANGUAGES } from "../../i18n";
import { formatDateTime } from "../../lib/format";
import { footprintText, LabelStateBadge, readClaim } from "./display";
import { fileKey, useLabelFiles } from "./use-label-files";

type Label = Labels_RowFragment;

export function ReportListPage() {
  const { t } = useTranslation();
  const table = useTableState<never>();
  const { data, loading } = useCarbonLabelsQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
    },
  });
  const files = useLabelFiles();
  const rows = data?.carbonLabels.items ?? [];
  const total = data?.carbonLabels.total ?? 0;
  const searched = table.state.keyword.trim() !== "";

  const columns: Column<Label, never>[] = [
    {
      key: "product",
      header: t("labels.product"),
      render: (label) => {
        const claim = readClaim(label.claim);
        return (
          <Stack gap="0" minWidth="10rem" whiteSpace="normal">
            <Text fontWeight="medium">{claim.productName}</Text>
            <Text color="fg.muted" fontSize="xs">
              {[claim.specification, footprintText(claim.footprint, claim.declaredUnit)]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: "serial",
      header: t("labels.serial"),
      render: (label) => (
        <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {label.serial}
        </Text>
      ),
    },
    {
      key: "issued",
      header: t("labels.issuedAt"),
      render: (label) => formatDateTime(label.createdAt),
    },
    {
      key: "state",
      header: t("labels.state"),
      render: (label) => <LabelStateBadge state={label.state} />,
    },
    {
      key: "report",
      header: t("labels.report"),
      align: "end",
      width: "1%",
      render: (label) => (
        <HStack gap="1" justifyContent="flex-end">
          {LANGUAGES.map((language) => {
            const name = t(`labels.languageNames.${language}`);
            return (
              <Button
                key={language}
                size="xs"
                variant="outline"
                aria-label={t("labels.reportDownload", { serial: label.serial, language: name })}
                loading={files.busy === fileKey("report", label.id, language)}
                onClick={() => void files.downloadReport(label.id, language)}
              >
                <LuDownload aria-hidden />
                {t("labels.reportPdf", { language: name })}
              </Button>
            );
          })}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage
      title={t("labels.reportsTitle")}
      notice={
        <Text color="fg.muted" fontSize="sm" marginBottom="3" maxWidth="52rem">
          {t("labels.reportsIntro")}
        </Text>
      }
      table={table}
      search={{ placeholder: t("labels.reportsSearch") }}
      list={{
        caption: t("labels.reportsCaption"),
        columns,
        rows,
        rowKey: (label) => label.id,
        total,
        loading,
        emptyText: searched ? t("labels.reportsNoMatch") : t("labels.reportsEmpty"),
      }}
    />
  );
}
