// The report of an upstream database import (the job's result, also kept on the database):
// what was imported, how inputs were linked or cut off, how multi-output processes were split,
// which data sets were left out and, for a refused file, why.
import { Alert, Box, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** The server's UpstreamImportReport (server/src/modules/upstream-database/upstream-import.report.ts). */
export interface UpstreamImportReport {
  outcome: "imported" | "existing" | "refused";
  databaseId: number | null;
  name: string;
  version: string;
  fileName: string;
  counts: {
    processes: number;
    products: number;
    elementaryFlows: number;
    exchanges: number;
    inputs: number;
    linkedInputs: number;
    cutOffInputs: number;
    allocatedProcesses: number;
    expandedProcesses: number;
  } | null;
  skipped: { source: string; name: string; reason: string }[];
  notes: string[];
  problems: { code: string; source?: string; message: string }[];
  seconds: number;
}

/** How many entries of a long list are shown. */
const SHOWN = 10;

export function ImportReportView({ report }: { report: UpstreamImportReport }) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`upstreamDatabases.report.${key}`, options);
  const status =
    report.outcome === "refused" ? "error" : report.outcome === "existing" ? "info" : "success";
  const { counts } = report;
  return (
    <Stack gap="3" data-testid="import-report">
      <Alert.Root status={status}>
        <Alert.Indicator />
        <Alert.Description>
          {k(report.outcome, { name: report.name, version: report.version })}
        </Alert.Description>
      </Alert.Root>
      {counts && report.outcome !== "refused" && (
        <Box fontSize="sm">
          <Text>
            {k("counts", {
              processes: counts.processes,
              products: counts.products,
              flows: counts.elementaryFlows,
              exchanges: counts.exchanges,
            })}
          </Text>
          <Text>
            {k("links", {
              linked: counts.linkedInputs,
              inputs: counts.inputs,
              cutOff: counts.cutOffInputs,
            })}
          </Text>
          <Text>
            {k("allocation", {
              allocated: counts.allocatedProcesses,
              expanded: counts.expandedProcesses,
            })}
          </Text>
          <Text color="fg.muted">{k("seconds", { seconds: report.seconds.toFixed(1) })}</Text>
        </Box>
      )}
      <Section
        title={k("problems")}
        items={report.problems.map((p) => sourced(p.source, p.message))}
      />
      <Section
        title={k("skipped")}
        items={report.skipped.map((s) => sourced(s.source, `${s.name}: ${s.reason}`))}
      />
      <Section title={k("notes")} items={report.notes} />
    </Stack>
  );
}

const sourced = (source: string | undefined, text: string) =>
  source ? `${source} — ${text}` : text;

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box fontSize="sm">
      <Text fontWeight="semibold">
        {title} ({items.length})
      </Text>
      <List.Root paddingStart="5">
        {items.slice(0, SHOWN).map((item, index) => (
          <List.Item key={index}>{item}</List.Item>
        ))}
        {items.length > SHOWN && <List.Item>…</List.Item>}
      </List.Root>
    </Box>
  );
}
