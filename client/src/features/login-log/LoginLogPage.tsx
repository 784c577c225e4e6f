// /admin/log/loginLog: every sign-in attempt and sign-out of the companies the reader sees,
// newest first: the user, the time, the address and browser it came from, and the outcome with
// its reason. Searched by username or name; filtered by result and by a range of days (from the
// start of the first day to the end of the last, in the reader's time zone); exported as a
// workbook with the same filters.
import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload } from "react-icons/lu";
import type { LoginLogsQuery } from "../../__generated__/graphql";
import { useLazyExportLoginLogsQuery, useLoginLogsQuery } from "../../__generated__/hooks";
import { pageVariables, useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { notify } from "../../components/ui/toaster";
import { saveBase64 } from "../../lib/files";
import { formatDateTime } from "../../lib/format";
import { DayInput, dayStart } from "../lca-products/LcaLogPage";
import { FilterSelect } from "../lca-products/ProductListPage";

type Entry = LoginLogsQuery["loginLogs"]["items"][number];

const RESULTS = ["success", "failure", "logout"] as const;

export function LoginLogPage() {
  const { t } = useTranslation();
  const table = useTableState<never>();
  const [result, setResult] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const filters = {
    keyword: pageVariables(table.state).keyword,
    result: result || undefined,
    from: dayStart(from),
    to: dayStart(to, true),
  };
  const { data, loading } = useLoginLogsQuery({
    variables: { page: table.state.page, pageSize: table.state.pageSize, ...filters },
    fetchPolicy: "cache-and-network",
  });
  const [exportLog, exporting] = useLazyExportLoginLogsQuery({ fetchPolicy: "no-cache" });

  const download = async () => {
    try {
      const { data: file } = await exportLog({ variables: filters });
      if (!file) return;
      saveBase64(file.exportLoginLogs);
      notify.success(t("loginLog.exported", { filename: file.exportLoginLogs.filename }));
    } catch {
      // The error link has shown the server's message.
    }
  };

  const columns: Column<Entry, never>[] = [
    {
      key: "time",
      header: t("loginLog.time"),
      render: (entry) => <Text whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Text>,
    },
    {
      key: "user",
      header: t("loginLog.user"),
      render: (entry) => (
        <Stack gap="0">
          <Text fontWeight="medium">{entry.username}</Text>
          <Text fontSize="xs" color="fg.muted">
            {entry.realname ?? (entry.companyName ? "" : t("loginLog.unknownUser"))}
          </Text>
        </Stack>
      ),
    },
    {
      key: "company",
      header: t("loginLog.company"),
      render: (entry) => entry.companyName ?? "—",
    },
    {
      key: "event",
      header: t("loginLog.event"),
      render: (entry) => t(`loginLog.events.${entry.event}`, { defaultValue: entry.event }),
    },
    {
      key: "result",
      header: t("loginLog.result"),
      render: (entry) => (
        <Badge
          colorPalette={entry.success ? (entry.event === "logout" ? "gray" : "green") : "red"}
          variant="subtle"
        >
          {t(`loginLog.outcomes.${entry.outcome}`, { defaultValue: entry.outcome })}
        </Badge>
      ),
    },
    {
      key: "ip",
      header: t("loginLog.ip"),
      render: (entry) => <Text fontFamily="mono">{entry.ip ?? "—"}</Text>,
    },
    {
      key: "client",
      header: t("loginLog.client"),
      render: (entry) => (
        <Text
          fontSize="xs"
          color="fg.muted"
          maxWidth="22rem"
          truncate
          title={entry.userAgent ?? undefined}
        >
          {entry.userAgent ?? "—"}
        </Text>
      ),
    },
  ];

  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    table.setPage(1);
  };

  return (
    <ListPage
      title={t("loginLog.title")}
      actions={
        <Button
          size="sm"
          variant="outline"
          bg="white"
          loading={exporting.loading}
          onClick={() => void download()}
        >
          <LuDownload aria-hidden />
          {t("loginLog.export")}
        </Button>
      }
      table={table}
      search={{ placeholder: t("loginLog.search") }}
      filters={
        <>
          <FilterSelect label={t("loginLog.result")} value={result} onChange={change(setResult)}>
            <option value="">{t("loginLog.allResults")}</option>
            {RESULTS.map((code) => (
              <option key={code} value={code}>
                {t(`loginLog.results.${code}`)}
              </option>
            ))}
          </FilterSelect>
          <HStack gap="2">
            <DayInput label={t("loginLog.from")} value={from} max={to} onChange={change(setFrom)} />
            <Text color="fg.muted" aria-hidden>
              –
            </Text>
            <DayInput label={t("loginLog.to")} value={to} min={from} onChange={change(setTo)} />
          </HStack>
        </>
      }
      list={{
        caption: t("loginLog.caption"),
        columns,
        rows: data?.loginLogs.items ?? [],
        rowKey: (entry) => entry.id,
        total: data?.loginLogs.total ?? 0,
        loading,
        emptyText: t("loginLog.empty"),
      }}
    />
  );
}
