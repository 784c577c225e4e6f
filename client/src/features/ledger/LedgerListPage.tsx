// /co2book/list: a corporation's monthly emissions ledger for a year, read from the latest
// successful calculation of the year's case: the months as rows and the scopes as columns, each
// month's processes on expand and its lines in a dialog, the lines without a month on a row of
// their own, the run's totals at the foot, and the ledger as an Excel workbook.
import {
  Alert,
  Box,
  Button,
  Center,
  EmptyState,
  IconButton,
  Spinner,
  Stack,
  Table,
  Text,
  VStack,
} from "@chakra-ui/react";
import { Fragment, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuBookOpen, LuChevronDown, LuChevronRight, LuDownload, LuList } from "react-icons/lu";
import { Link } from "react-router-dom";
import { useLazyExportLedgerQuery, useLedgerQuery } from "../../__generated__/hooks";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { formatTonnes } from "../../lib/emissions";
import { saveBase64 } from "../../lib/files";
import { formatDateTime } from "../../lib/format";
import { useLocale } from "../../i18n/use-locale";
import { LedgerPicker, useLedgerSelection, type LedgerSelection } from "./ledger-selection";
import {
  figuresOf,
  monthRows,
  unassignedRow,
  type Basis,
  type LedgerData,
  type LedgerRow,
} from "./ledger-view";
import { MonthLinesDialog, type MonthTarget } from "./MonthLinesDialog";

export function useMonthLabel() {
  const { t } = useTranslation();
  return (month: number | null | undefined) =>
    month ? t(`ledger.months.${month - 1}`) : t("ledger.unassigned");
}

export function LedgerEmpty({
  title,
  hint,
  action,
}: {
  title: string;
  hint: string;
  action: ReactNode;
}) {
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuBookOpen />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{hint}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The states every ledger screen shares before it has a year to show. */
export function useLedgerFrame(selection: LedgerSelection) {
  const { t } = useTranslation();
  const variables = selection.corporation
    ? {
        corporationId: selection.corporation.id,
        year: selection.year,
        caseId: selection.caseId ?? undefined,
      }
    : undefined;
  const ledgerQuery = useLedgerQuery({
    variables: variables ?? { corporationId: 0, year: 0 },
    skip: !variables,
  });
  const ledger =
    ledgerQuery.data?.ledger.corporationId === variables?.corporationId &&
    ledgerQuery.data?.ledger.year === variables?.year
      ? ledgerQuery.data?.ledger
      : undefined;
  let blocker: ReactNode = null;
  if (!selection.data) {
    blocker =
      selection.loading || !selection.error ? (
        <Center minHeight="30vh" aria-busy>
          <Spinner color="teal.500" />
        </Center>
      ) : (
        <Text color="fg.error">{t("ledger.loadFailed")}</Text>
      );
  } else if (!selection.corporation) {
    blocker = (
      <LedgerEmpty
        title={t("ledger.noCorporations")}
        hint={t("ledger.noCorporationsHint")}
        action={
          <Button asChild size="sm" variant="outline">
            <Link to="/co2/corporationIndex">{t("ledger.toRepository")}</Link>
          </Button>
        }
      />
    );
  }
  let body: ReactNode = null;
  if (!blocker) {
    if (!ledger) {
      body =
        ledgerQuery.loading || !ledgerQuery.error ? (
          <Center minHeight="20vh" aria-busy>
            <Spinner color="teal.500" />
            <Text marginStart="3" color="fg.muted">
              {t("ledger.loading")}
            </Text>
          </Center>
        ) : (
          <Text color="fg.error">{t("ledger.loadFailed")}</Text>
        );
    } else if (!ledger.run || !ledger.totals) {
      const target = ledger.case ?? ledger.cases[0];
      body = (
        <LedgerEmpty
          title={t("ledger.noYear", { year: ledger.year })}
          hint={t("ledger.noYearHint")}
          action={
            target ? (
              <Button asChild size="sm" colorPalette="teal">
                <Link to={`/co2/edit?caseId=${target.id}`}>{t("ledger.toEditor")}</Link>
              </Button>
            ) : (
              <Button asChild size="sm" variant="outline">
                <Link to="/co2/corporationIndex">{t("ledger.toRepository")}</Link>
              </Button>
            )
          }
        />
      );
    }
  }
  return { blocker, body, ledger, loading: ledgerQuery.loading };
}

/** "Case · run 2 of 2025-01-05 10:00 · AR6" under the pickers. */
export function LedgerSource({ ledger }: { ledger: LedgerData }) {
  const { t } = useTranslation();
  if (!ledger.run || !ledger.case) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t("ledger.source", {
        caseName: ledger.case.name,
        runNo: ledger.run.runNo,
        date: formatDateTime(ledger.run.createdAt),
        gwpSet: ledger.run.gwpSet,
      })}
    </Text>
  );
}

function ExportButton({ selection }: { selection: LedgerSelection }) {
  const { t } = useTranslation();
  const [exportLedger, { loading }] = useLazyExportLedgerQuery({ fetchPolicy: "no-cache" });
  const run = async () => {
    if (!selection.corporation) return;
    try {
      const { data } = await exportLedger({
        variables: {
          corporationId: selection.corporation.id,
          year: selection.year,
          caseId: selection.caseId ?? undefined,
        },
      });
      if (!data) return;
      saveBase64(data.exportLedger);
      notify.success(t("ledger.exported", { filename: data.exportLedger.filename }));
    } catch {
      // The error link has shown the server's message.
    }
  };
  return (
    <Button size="sm" variant="outline" bg="white" loading={loading} onClick={() => void run()}>
      <LuDownload aria-hidden />
      {t("ledger.export")}
    </Button>
  );
}

function LedgerTable({
  ledger,
  basis,
  onOpen,
}: {
  ledger: LedgerData;
  basis: Basis;
  onOpen: (target: MonthTarget) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const monthLabel = useMonthLabel();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const unassigned = unassignedRow(ledger.rows);
  const rows: LedgerRow[] = [
    ...monthRows(ledger.rows),
    ...(unassigned && unassigned.lineCount > 0 ? [unassigned] : []),
  ];
  const toggle = (key: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const cell = (kg: number, strong = false) => (
    <Table.Cell
      textAlign="end"
      fontVariantNumeric="tabular-nums"
      fontWeight={strong ? "semibold" : undefined}
      color={kg === 0 ? "fg.muted" : undefined}
    >
      {formatTonnes(kg, locale)}
    </Table.Cell>
  );
  const scope2Header = t("ledger.scope2Basis", { basis: t(`ledger.basisName.${basis}`) });
  return (
    <Box bg="white" rounded="md" borderWidth="1px" overflow="hidden">
      <Table.ScrollArea>
        <Table.Root
          size="sm"
          aria-label={t("ledger.caption", {
            corporation: ledger.corporationName,
            year: ledger.year,
          })}
        >
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>{t("ledger.month")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("ledger.scope1")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{scope2Header}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("ledger.scope3")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("ledger.total")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("ledger.lines")}</Table.ColumnHeader>
              <Table.ColumnHeader width="1%" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const key = row.month ?? 0;
              const label = monthLabel(row.month);
              const figures = figuresOf(row, basis);
              const expanded = open.has(key);
              return (
                <Fragment key={key}>
                  <Table.Row bg={row.month ? undefined : "orange.50"}>
                    <Table.Cell>
                      {row.byProcess.length > 0 ? (
                        <Button
                          variant="plain"
                          size="sm"
                          fontWeight="normal"
                          paddingInline="0"
                          aria-expanded={expanded}
                          aria-label={t(expanded ? "ledger.collapse" : "ledger.expand", {
                            month: label,
                          })}
                          onClick={() => toggle(key)}
                        >
                          {expanded ? (
                            <LuChevronDown aria-hidden />
                          ) : (
                            <LuChevronRight aria-hidden />
                          )}
                          {label}
                        </Button>
                      ) : (
                        <Text as="span" paddingStart="5">
                          {label}
                        </Text>
                      )}
                    </Table.Cell>
                    {cell(figures.scope1Kg)}
                    {cell(figures.scope2Kg)}
                    {cell(figures.scope3Kg)}
                    {cell(figures.totalKg, true)}
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {row.lineCount}
                    </Table.Cell>
                    <Table.Cell>
                      {row.lineCount > 0 && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t("ledger.openLinesLabel", { month: label })}
                          title={t("ledger.openLines")}
                          onClick={() => onOpen({ month: key, label })}
                        >
                          <LuList />
                        </IconButton>
                      )}
                    </Table.Cell>
                  </Table.Row>
                  {expanded &&
                    row.byProcess.map((process) => {
                      const value = basis === "market" ? process.marketCo2eKg : process.co2eKg;
                      return (
                        <Table.Row
                          key={`${key}-${process.processId}-${process.scope}`}
                          bg="gray.50"
                        >
                          <Table.Cell paddingStart="10" color="fg.muted">
                            {t("ledger.processRow", {
                              process:
                                locale === "zh-CN"
                                  ? process.processName
                                  : process.processNameEn || process.processName,
                              scope: process.scope,
                            })}
                          </Table.Cell>
                          {[1, 2, 3].map((scope) =>
                            scope === process.scope ? (
                              <Fragment key={scope}>{cell(value)}</Fragment>
                            ) : (
                              <Table.Cell key={scope} />
                            ),
                          )}
                          {cell(value)}
                          <Table.Cell textAlign="end" color="fg.muted">
                            {process.lineCount}
                          </Table.Cell>
                          <Table.Cell />
                        </Table.Row>
                      );
                    })}
                </Fragment>
              );
            })}
            {ledger.totals && (
              <Table.Row borderTopWidth="2px" fontWeight="semibold">
                <Table.Cell>{t("ledger.totalsRow")}</Table.Cell>
                {cell(figuresOf(ledger.totals, basis).scope1Kg, true)}
                {cell(figuresOf(ledger.totals, basis).scope2Kg, true)}
                {cell(figuresOf(ledger.totals, basis).scope3Kg, true)}
                {cell(figuresOf(ledger.totals, basis).totalKg, true)}
                <Table.Cell textAlign="end">{ledger.totals.lineCount}</Table.Cell>
                <Table.Cell />
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

export function LedgerListPage() {
  const { t } = useTranslation();
  const selection = useLedgerSelection();
  const { blocker, body, ledger } = useLedgerFrame(selection);
  const [target, setTarget] = useState<MonthTarget | null>(null);
  const unassigned = ledger ? unassignedRow(ledger.rows) : undefined;

  return (
    <>
      <PageHeader title={t("ledger.listTitle")}>
        {ledger?.run && <ExportButton selection={selection} />}
      </PageHeader>
      {blocker ?? (
        <Stack gap="4">
          <LedgerPicker selection={selection} cases={ledger?.cases} caseId={ledger?.case?.id} />
          {body ??
            (ledger && (
              <>
                <LedgerSource ledger={ledger} />
                {!ledger.monthsRecorded && (
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Description>{t("ledger.oldRun")}</Alert.Description>
                  </Alert.Root>
                )}
                <LedgerTable ledger={ledger} basis={selection.basis} onOpen={setTarget} />
                {ledger.monthsRecorded && unassigned && unassigned.lineCount > 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    {t("ledger.unassignedNote", { count: unassigned.lineCount })}
                  </Text>
                )}
                <MonthLinesDialog
                  corporationId={ledger.corporationId}
                  year={ledger.year}
                  caseId={ledger.case?.id ?? null}
                  basis={selection.basis}
                  target={target}
                  onClose={() => setTarget(null)}
                />
              </>
            ))}
        </Stack>
      )}
    </>
  );
}
