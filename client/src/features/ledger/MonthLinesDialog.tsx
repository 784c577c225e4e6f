// The result lines of one month of the ledger (or of the lines without a month), searchable and
// paged, each with its process, scope, amount and emissions on the chosen basis.
import { Badge, CloseButton, Dialog, Portal, Stack, Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLedgerLinesQuery } from "../../__generated__/hooks";
import type { LedgerLinesQuery } from "../../__generated__/graphql";
import {
  DataTable,
  SearchBox,
  pageVariables,
  useTableState,
  type Column,
} from "../../components/ui/data-table";
import { formatQuantity, formatTonnes } from "../../lib/emissions";
import { useLocale } from "../../i18n/use-locale";
import { useReference } from "../reference/reference";
import type { Basis } from "./ledger-view";

type Line = LedgerLinesQuery["ledgerLines"]["items"][number];

export interface MonthTarget {
  /** 1-12; 0 for the lines without a month. */
  month: number;
  label: string;
}

function Lines({
  corporationId,
  year,
  caseId,
  target,
  basis,
}: {
  corporationId: number;
  year: number;
  caseId: number | null;
  target: MonthTarget;
  basis: Basis;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { unitSymbol } = useReference();
  const table = useTableState();
  const { state } = table;
  const { page, pageSize, keyword } = pageVariables(state);
  const { data, previousData, loading } = useLedgerLinesQuery({
    variables: {
      corporationId,
      year,
      caseId: caseId ?? undefined,
      month: target.month,
      page,
      pageSize,
      keyword,
    },
  });
  const answer = (data ?? previousData)?.ledgerLines;
  const value = (line: Line) =>
    basis === "market" && line.scope === 2 && line.market ? line.market.co2eKg : line.co2eKg;
  const columns: Column<Line>[] = [
    { key: "process", header: t("ledger.drill.process"), render: (line) => line.processName },
    {
      key: "name",
      header: t("ledger.drill.name"),
      render: (line) => (
        <>
          {line.name}
          {line.deducted && (
            <Badge marginStart="2" size="sm" colorPalette="green">
              {t("ledger.drill.deducted")}
            </Badge>
          )}
        </>
      ),
    },
    {
      key: "scope",
      header: t("ledger.drill.scope"),
      render: (line) => line.scope,
      align: "center",
    },
    {
      key: "amount",
      header: t("ledger.drill.amount"),
      align: "end",
      render: (line) => `${formatQuantity(line.amount)} ${unitSymbol(line.unitId)}`,
    },
    {
      key: "co2e",
      header: t("ledger.drill.co2e"),
      align: "end",
      render: (line) => formatTonnes(value(line), locale),
    },
  ];
  return (
    <Stack gap="3">
      <SearchBox
        value={state.keyword}
        onSearch={table.setKeyword}
        placeholder={t("ledger.drill.search")}
      />
      <DataTable
        caption={t("ledger.drill.caption", { month: target.label })}
        columns={columns}
        rows={answer?.items ?? []}
        rowKey={(line) => line.lineNo}
        total={answer?.total ?? 0}
        loading={loading}
        state={state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={() => undefined}
        emptyText={t("ledger.drill.empty")}
      />
    </Stack>
  );
}

export function MonthLinesDialog({
  target,
  onClose,
  ...rest
}: {
  corporationId: number;
  year: number;
  caseId: number | null;
  basis: Basis;
  target: MonthTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={target !== null}
      size="xl"
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {target && t("ledger.drill.title", { month: target.label, year: rest.year })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {target && <Lines key={target.month} target={target} {...rest} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("ledger.drill.close")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("ledger.drill.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
