// /admin/log/lcaLog: the LCA log of the company, newest first: who changed which product's study
// or model, and each calculation, with the model version and a one-line summary in the reader's
// language. Searched by product, user or summary; filtered by action and by a range of days
// (from the start of the first day to the end of the last, in the reader's time zone).
import { Badge, Field, HStack, Input, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LcaLogQuery } from "../../__generated__/graphql";
import { useLcaLogQuery } from "../../__generated__/hooks";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { useLocale } from "../../i18n";
import { formatDateTime } from "../../lib/format";
import { FilterSelect } from "./ProductListPage";

type Entry = LcaLogQuery["lcaLog"]["items"][number];

/** The actions the log records (server/src/modules/lca-product/lca-log.entity.ts). */
export const LOG_ACTIONS = [
  "create-product",
  "update-product",
  "delete-product",
  "copy-product",
  "add-line",
  "update-line",
  "delete-line",
  "import-lines",
  "new-version",
  "calculate",
  "calculation-finished",
  "delete-calculation",
  "monte-carlo",
] as const;

const ACTION_PALETTE: Record<string, string> = {
  "create-product": "teal",
  "copy-product": "teal",
  "delete-product": "red",
  "delete-line": "red",
  "delete-calculation": "red",
  calculate: "blue",
  "calculation-finished": "blue",
  "monte-carlo": "purple",
};

/** The start of a local calendar day ("2025-03-01"), or of the day after it. */
export function dayStart(day: string, after = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (after ? 1 : 0));
  return date.toISOString();
}

export function LcaLogPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const table = useTableState<never>();
  const [action, setAction] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const { data, loading } = useLcaLogQuery({
    variables: {
      page: table.state.page,
      pageSize: table.state.pageSize,
      keyword: pageVariables(table.state).keyword,
      action: action || undefined,
      from: dayStart(from),
      to: dayStart(to, true),
    },
  });
  const actionName = (code: string) => t(`lcaProducts.actions.${code}`, { defaultValue: code });

  const columns: Column<Entry, never>[] = [
    {
      key: "time",
      header: t("lcaProducts.logTime"),
      render: (entry) => <Text whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Text>,
    },
    { key: "user", header: t("lcaProducts.logUser"), render: (entry) => entry.username || "—" },
    {
      key: "product",
      header: t("lcaProducts.logProduct"),
      render: (entry) => entry.productName || "—",
    },
    {
      key: "action",
      header: t("lcaProducts.logAction"),
      render: (entry) => (
        <Badge colorPalette={ACTION_PALETTE[entry.action] ?? "gray"} variant="subtle">
          {actionName(entry.action)}
        </Badge>
      ),
    },
    {
      key: "version",
      header: t("lcaProducts.version"),
      align: "end",
      render: (entry) =>
        entry.version === null || entry.version === undefined
          ? "—"
          : t("lcaProducts.versionValue", { version: entry.version }),
    },
    {
      key: "summary",
      header: t("lcaProducts.logSummary"),
      render: (entry) => (
        <Text whiteSpace="normal" minWidth="16rem">
          {locale === "zh-CN" ? entry.summary : entry.summaryEn || entry.summary}
        </Text>
      ),
    },
  ];

  const range = (set: (value: string) => void) => (value: string) => {
    set(value);
    table.setPage(1);
  };

  return (
    <ListPage
      title={t("lcaProducts.logTitle")}
      table={table}
      search={{ placeholder: t("lcaProducts.logSearch") }}
      filters={
        <>
          <FilterSelect
            label={t("lcaProducts.logAction")}
            value={action}
            onChange={range(setAction)}
          >
            <option value="">{t("lcaProducts.allActions")}</option>
            {LOG_ACTIONS.map((code) => (
              <option key={code} value={code}>
                {actionName(code)}
              </option>
            ))}
          </FilterSelect>
          <HStack gap="2">
            <DayInput
              label={t("lcaProducts.logFrom")}
              value={from}
              max={to}
              onChange={range(setFrom)}
            />
            <Text color="fg.muted" aria-hidden>
              –
            </Text>
            <DayInput
              label={t("lcaProducts.logTo")}
              value={to}
              min={from}
              onChange={range(setTo)}
            />
          </HStack>
        </>
      }
      list={{
        caption: t("lcaProducts.logCaption"),
        columns,
        rows: data?.lcaLog.items ?? [],
        rowKey: (entry) => entry.id,
        total: data?.lcaLog.total ?? 0,
        loading,
        emptyText: t("lcaProducts.logEmpty"),
      }}
    />
  );
}

export function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root width="auto">
      <Input
        size="sm"
        type="date"
        aria-label={label}
        title={label}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        bg="white"
        width="10rem"
      />
    </Field.Root>
  );
}
