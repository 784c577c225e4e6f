// One EPD application addressed to the organisation (pv02): the report's facts and its result
// tables (indicators × modules, ND and MND as the report prints them), the preview PDF in either
// language, and the decision: approve, which issues the report with its figures as they stand, or
// reject with the reason the applicant reads.
import {
  Badge,
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Heading,
  HStack,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import type { FormikHelpers } from "formik";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuBadgeCheck, LuDownload, LuX } from "react-icons/lu";
import * as yup from "yup";
import type { EpdApplication_RowFragment } from "../../__generated__/graphql";
import {
  useDecideEpdApplicationMutation,
  useEpdApplicationFiguresQuery,
  useLazyEpdApplicationPdfQuery,
} from "../../__generated__/hooks";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormDialog } from "../../components/ui/form-dialog";
import { showFormErrors } from "../../components/ui/form-errors";
import { TextareaField } from "../../components/ui/form-fields";
import { notify } from "../../components/ui/toaster";
import { useLocale } from "../../i18n";
import { saveBase64 } from "../../lib/files";
import { formatDateTime } from "../../lib/format";
import { formatImpact } from "../lca-results/format";
import { epdTables, type EpdCell, type EpdTables } from "./epd-figures";

type Application = EpdApplication_RowFragment;

const STATUS_PALETTE: Record<string, string> = {
  pending: "blue",
  approved: "green",
  rejected: "red",
};

/** The application's status, and the report's when its release was withdrawn after issue. */
export function ApplicationStatusBadge({
  status,
  reportStatus,
}: {
  status: string;
  reportStatus: string;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={STATUS_PALETTE[status] ?? "gray"} variant="subtle">
        {t(`review.epd.status.${status}`, { defaultValue: status })}
      </Badge>
      {reportStatus === "withdrawn" && (
        <Badge colorPalette="red" variant="outline">
          {t("review.epd.reportWithdrawn")}
        </Badge>
      )}
    </HStack>
  );
}

function FiguresTables({ tables }: { tables: EpdTables }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cell = (value: EpdCell) =>
    value === "ND" || value === "MND" ? (
      <Text as="span" color="fg.muted">
        {t(`review.epd.${value === "ND" ? "nd" : "mnd"}`)}
      </Text>
    ) : (
      formatImpact(value, locale)
    );
  return (
    <Stack gap="4">
      {tables.groups.map(({ group, rows }) => (
        <Stack key={group} gap="1">
          <Heading as="h4" size="xs">
            {t(`review.epd.group.${group}`)}
          </Heading>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={t(`review.epd.group.${group}`)} showColumnBorder>
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader
                    position="sticky"
                    left="0"
                    bg="gray.50"
                    zIndex="1"
                    width="1%"
                    whiteSpace="nowrap"
                  >
                    {t("review.epd.indicator")}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader width="1%" whiteSpace="nowrap">
                    {t("review.epd.unit")}
                  </Table.ColumnHeader>
                  {tables.columns.map((column) => (
                    <Table.ColumnHeader key={column.code} textAlign="end" whiteSpace="nowrap">
                      {column.code}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.code}>
                    <Table.Cell
                      as="th"
                      scope="row"
                      position="sticky"
                      left="0"
                      bg="white"
                      zIndex="1"
                      fontWeight="medium"
                      whiteSpace="nowrap"
                      title={t(`review.epd.indicatorName.${row.code}`, {
                        defaultValue: t(`lcaResults.indicatorName.${row.code}`, {
                          defaultValue: "",
                        }),
                      })}
                    >
                      {row.code}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{row.unit}</Table.Cell>
                    {row.cells.map((value, index) => (
                      <Table.Cell
                        key={tables.columns[index].code}
                        textAlign="end"
                        whiteSpace="nowrap"
                        fontVariantNumeric="tabular-nums"
                      >
                        {cell(value)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      ))}
      <Text fontSize="xs" color="fg.muted">
        {t("review.epd.legend")}
      </Text>
    </Stack>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="vertical" size="sm">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gapX="6" gapY="2">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </SimpleGrid>
    </DataList.Root>
  );
}

export function EpdApplicationDialog({
  application,
  open,
  onClose,
  onDecided,
}: {
  application: Application | null;
  open: boolean;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [confirm, setConfirm] = useState<"approve" | "reject" | null>(null);
  const reportId = application?.report.id ?? 0;
  const figuresQuery = useEpdApplicationFiguresQuery({
    variables: { id: reportId },
    skip: !open || !application,
    fetchPolicy: "network-only",
  });
  const [loadPdf, pdf] = useLazyEpdApplicationPdfQuery({ fetchPolicy: "network-only" });
  const [decide] = useDecideEpdApplicationMutation({ context: { formErrors: true } });
  const tables = useMemo(
    () => (figuresQuery.data ? epdTables(figuresQuery.data.epdReport.figures) : null),
    [figuresQuery.data],
  );
  const rejectSchema = useMemo(
    () =>
      yup.object({ note: yup.string().trim().required(t("review.epd.reasonRequired")).max(2000) }),
    [t],
  );
  if (!application) return null;
  const report = application.report;
  const pending = application.status === "pending";

  const download = async (lang: "zh-CN" | "en") => {
    try {
      const file = (await loadPdf({ variables: { id: report.id, lang } })).data?.epdReportPdf;
      if (!file) return;
      saveBase64(file);
      notify.success(t("review.epd.downloaded", { filename: file.filename }));
    } catch {
      // The error link has shown the server's message.
    }
  };
  const approve = async () => {
    await decide({ variables: { input: { id: application.id, approve: true, note: "" } } });
    notify.success(t("review.epd.approved", { number: report.number }));
    onDecided();
  };
  const reject = async (values: { note: string }, helpers: FormikHelpers<{ note: string }>) => {
    try {
      await decide({
        variables: { input: { id: application.id, approve: false, note: values.note.trim() } },
      });
      notify.success(t("review.epd.rejected", { number: report.number }));
      setConfirm(null);
      onDecided();
    } catch (error) {
      showFormErrors(error, values, helpers.setErrors);
    }
  };

  const facts: [string, ReactNode][] = [
    [t("review.epd.product"), report.productName],
    [t("review.list.company"), application.companyName],
    [t("review.epd.reportVersion"), report.version],
    [t("review.epd.appliedAt"), formatDateTime(application.appliedAt)],
    [t("review.epd.pcr"), [report.pcrName, report.pcrVersion].filter(Boolean).join(" · ")],
    [t("review.epd.programOperator"), report.programOperator || "—"],
    [t("review.epd.validity"), t("review.epd.validityValue", { count: report.validityYears })],
    [
      t("review.epd.rsl"),
      report.referenceServiceLifeYears === null
        ? "—"
        : t("review.epd.rslValue", { years: report.referenceServiceLifeYears }),
    ],
    [t("review.epd.modules"), report.modules.join(", ")],
  ];

  return (
    <>
      <Dialog.Root
        open={open}
        size="xl"
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
        onOpenChange={(details) => !details.open && onClose()}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxWidth="min(82rem, 96vw)">
              <Dialog.Header>
                <HStack gap="3" wrap="wrap">
                  <Dialog.Title>
                    {t("review.epd.dialogTitle", {
                      number: report.number,
                      product: report.productName,
                    })}
                  </Dialog.Title>
                  <ApplicationStatusBadge
                    status={application.status}
                    reportStatus={report.status}
                  />
                </HStack>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Facts items={facts} />
                  {application.note && (
                    <Box fontSize="sm" bg="gray.50" rounded="sm" paddingX="3" paddingY="2">
                      <Text color="fg.muted" fontSize="xs">
                        {t("review.epd.applicantNote")}
                      </Text>
                      <Text whiteSpace="pre-wrap">{application.note}</Text>
                    </Box>
                  )}
                  {!pending && (
                    <Box fontSize="sm" bg="gray.50" rounded="sm" paddingX="3" paddingY="2">
                      <Text>
                        {t("review.epd.decision", {
                          name: application.deciderName,
                          date: formatDateTime(application.decidedAt),
                        })}
                      </Text>
                      {application.decisionNote && (
                        <Text whiteSpace="pre-wrap" color="fg.muted">
                          {application.decisionNote}
                        </Text>
                      )}
                    </Box>
                  )}
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="sm"
                      variant="outline"
                      loading={pdf.loading && pdf.variables?.lang === "zh-CN"}
                      onClick={() => void download("zh-CN")}
                    >
                      <LuDownload aria-hidden />
                      {t("review.epd.pdfZh")}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={pdf.loading && pdf.variables?.lang === "en"}
                      onClick={() => void download("en")}
                    >
                      <LuDownload aria-hidden />
                      {t("review.epd.pdfEn")}
                    </Button>
                  </HStack>
                  <Stack gap="2">
                    <Heading as="h3" size="sm">
                      {t("review.epd.figures")}
                    </Heading>
                    {tables?.declaredUnit && (
                      <Text fontSize="sm" color="fg.muted">
                        {t("review.epd.perUnit", {
                          amount: new Intl.NumberFormat(locale).format(tables.declaredUnit.amount),
                          unit: tables.declaredUnit.unit,
                        })}
                        {tables.declaredUnit.description && ` · ${tables.declaredUnit.description}`}
                      </Text>
                    )}
                    {tables ? (
                      <FiguresTables tables={tables} />
                    ) : figuresQuery.loading ? (
                      <Spinner size="sm" color="teal.500" aria-label={t("common.loading")} />
                    ) : (
                      <Text color="fg.muted">{t("review.epd.noFigures")}</Text>
                    )}
                  </Stack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t("common.close")}
                </Button>
                {pending && (
                  <>
                    <Button
                      colorPalette="red"
                      variant="outline"
                      onClick={() => setConfirm("reject")}
                    >
                      <LuX aria-hidden />
                      {t("review.epd.reject")}
                    </Button>
                    <Button colorPalette="green" onClick={() => setConfirm("approve")}>
                      <LuBadgeCheck aria-hidden />
                      {t("review.epd.approve")}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("common.close")} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirm === "approve"}
        title={t("review.epd.approveTitle")}
        confirmLabel={t("review.epd.approve")}
        onConfirm={approve}
        onClose={() => setConfirm(null)}
      >
        {t("review.epd.approveQuestion", { number: report.number, count: report.validityYears })}
      </ConfirmDialog>
      <FormDialog
        open={confirm === "reject"}
        size="md"
        title={t("review.epd.rejectTitle")}
        formLabel={t("review.epd.rejectTitle")}
        initialValues={{ note: "" }}
        schema={rejectSchema}
        submitLabel={t("review.epd.rejectSubmit")}
        onSubmit={reject}
        onClose={() => setConfirm(null)}
      >
        {() => (
          <Stack gap="4">
            <Text fontSize="sm">{t("review.epd.rejectQuestion", { number: report.number })}</Text>
            <TextareaField name="note" rows={4} label={t("review.epd.reason")} required />
          </Stack>
        )}
      </FormDialog>
    </>
  );
}
