// The result lines of a run, paged and searched by the server and filtered by scope. Each figure
// opens the line's trace: the formula as calculated, the factor and the gases.
import { Badge, Box, Flex, Heading, NativeSelect, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CaseResults_LineFragment } from "../../__generated__/graphql";
import { useCaseResultsLinesQuery } from "../../__generated__/hooks";
import { DataTable, SearchBox, useTableState, type Column } from "../../components/ui/data-table";
import { formatTonnes } from "../../lib/emissions";
import { ProxyBadge } from "../factors/data-quality";
import { formatPrecise } from "./result-views";
import { factorName, FigureButton, useResults } from "./results-context";

type Line = CaseResults_LineFragment;

/** The query variables of a table state: filters only when set. */
export function linesVariables(
  runId: number,
  state: { page: number; pageSize: number; keyword: string },
  scope: number | null,
) {
  const keyword = state.keyword.trim();
  return {
    runId,
    page: state.page,
    pageSize: state.pageSize,
    ...(scope ? { scope } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

export function LinesTable({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const { locale, unitSymbol, processName } = useResults();
  const table = useTableState();
  const [scope, setScope] = useState<number | null>(null);
  const { data, previousData, loading } = useCaseResultsLinesQuery({
    variables: linesVariables(runId, table.state, scope),
  });
  const page = (data ?? previousData)?.resultLines;
  const rows = page?.items ?? [];
  const tonnes = t("caseResults.tonnesCo2e");

  const figure = (line: Line, kg: number, market: boolean) => (
    <FigureButton
      kg={kg}
      label={line.name}
      ariaLabel={t(market ? "caseResults.lines.openMarketTrace" : "caseResults.lines.openTrace", {
        lineNo: line.lineNo,
        name: line.name,
        value: `${formatTonnes(kg, locale)} ${tonnes}`,
      })}
      request={{ type: "line", lineNo: line.lineNo, name: line.name }}
    />
  );

  const columns: Column<Line>[] = [
    {
      key: "lineNo",
      header: t("caseResults.lines.lineNo"),
      width: "1%",
      render: (line) => line.lineNo,
    },
    {
      key: "name",
      header: t("caseResults.lines.name"),
      render: (line) => (
        <Box whiteSpace="normal" minWidth="8rem">
          <Text fontWeight="medium">{line.name}</Text>
          {line.deducted && (
            <Badge size="sm" colorPalette="purple" variant="subtle">
              {t("caseResults.lines.deducted")}
            </Badge>
          )}
        </Box>
      ),
    },
    {
      key: "process",
      header: t("caseResults.lines.process"),
      render: (line) => (
        <Text whiteSpace="normal" minWidth="6rem">
          {processName(line.processId, line.processName)}
        </Text>
      ),
    },
    {
      key: "scope",
      header: t("caseResults.lines.scope"),
      width: "1%",
      align: "center",
      render: (line) => line.scope,
    },
    {
      key: "activity",
      header: t("caseResults.lines.activity"),
      align: "end",
      render: (line) => (
        <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatPrecise(line.amount)} {unitSymbol(line.unitId)}
        </Text>
      ),
    },
    {
      key: "factor",
      header: t("caseResults.lines.factor"),
      render: (line) => (
        <Box minWidth="6rem">
          <Text whiteSpace="normal" fontSize="xs" color="fg.muted">
            {factorName(line.factor, locale)}
          </Text>
          <ProxyBadge factor={line.factor} locale={locale} />
        </Box>
      ),
    },
    {
      key: "co2e",
      header: t("caseResults.lines.co2e"),
      align: "end",
      render: (line) => figure(line, line.co2eKg, false),
    },
    {
      key: "market",
      header: t("caseResults.lines.market"),
      align: "end",
      render: (line) => (line.market ? figure(line, line.market.co2eKg, true) : null),
    },
    {
      key: "biogenic",
      header: t("caseResults.lines.biogenic"),
      align: "end",
      render: (line) =>
        line.biogenicCo2Kg ? (
          <Text fontVariantNumeric="tabular-nums">{formatTonnes(line.biogenicCo2Kg, locale)}</Text>
        ) : null,
    },
  ];

  return (
    <Box as="section" aria-label={t("caseResults.lines.heading")}>
      <Heading as="h3" size="sm" marginBottom="2">
        {t("caseResults.lines.heading")}
      </Heading>
      <Flex gap="3" marginBottom="3" alignItems="center" flexWrap="wrap">
        <Box flex="1 1 18rem" maxWidth="28rem">
          <SearchBox
            value={table.state.keyword}
            onSearch={table.setKeyword}
            placeholder={t("caseResults.lines.search")}
          />
        </Box>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t("caseResults.lines.scopeFilter")}
            bg="white"
            value={scope ?? ""}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setScope(value ? Number(value) : null);
              table.setPage(1);
            }}
          >
            <option value="">{t("caseResults.lines.allScopes")}</option>
            {[1, 2, 3].map((value) => (
              <option key={value} value={value}>
                {t("caseResults.scopeShort", { scope: value })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <DataTable
        caption={t("caseResults.lines.caption")}
        columns={columns}
        rows={rows}
        rowKey={(line) => line.lineNo}
        total={page?.total ?? 0}
        loading={loading}
        state={table.state}
        onPage={table.setPage}
        onPageSize={table.setPageSize}
        onSort={() => undefined}
      />
    </Box>
  );
}
