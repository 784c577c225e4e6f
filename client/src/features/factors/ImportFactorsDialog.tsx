// Importing factors from a file: our template (CSV or Excel) or the UK Government flat file. The
// file goes to the server as base64; the server reads it in full, stores what it can and answers
// with what it added, changed and left unchanged and why it rejected the other rows. The same file
// imported twice changes nothing the second time.
import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Progress,
  RadioGroup,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload } from "react-icons/lu";
import type { ImportEmissionFactorsMutation } from "../../__generated__/graphql";
import { useImportEmissionFactorsMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import {
  FilePicker,
  ImportDialogFrame,
  useFileImport,
  XLSX_ACCEPT,
} from "../../components/ui/import-dialog";
import { saveBlob } from "../../lib/files";
import { SYS_CODE } from "../../lib/permissions";
import { rejectedRowsCsv } from "./file-transfer";

export type ImportKind = "csv" | "xlsx" | "uk";
export type ImportReport = ImportEmissionFactorsMutation["importEmissionFactors"];

const KINDS: readonly ImportKind[] = ["csv", "xlsx", "uk"];
const ACCEPT: Record<ImportKind, string> = {
  csv: ".csv,text/csv",
  xlsx: XLSX_ACCEPT,
  uk: XLSX_ACCEPT,
};

/** The kind a chosen file suggests: a .csv can only be our CSV; a workbook keeps an Excel kind. */
export function kindForFile(name: string, current: ImportKind): ImportKind {
  const lower = name.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".xlsx") && current === "csv") return "xlsx";
  return current;
}

/** "8.4 MB", "512 KB": enough to tell a file from another. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface ImportFactorsDialogProps {
  open: boolean;
  onClose: () => void;
  /** After an import that stored anything, so the page can show it. */
  onImported?: (report: ImportReport) => void;
}

export function ImportFactorsDialog({ open, onClose, onImported }: ImportFactorsDialogProps) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [importFactors] = useImportEmissionFactorsMutation({ context: { formErrors: true } });
  const [kind, setKind] = useState<ImportKind>("csv");
  const [global, setGlobal] = useState(false);
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.import.${key}`, options);
  const importer = useFileImport(
    async (base64) => {
      const result = await importFactors({
        variables: { input: { kind, base64, global: global && hasPermission(SYS_CODE) } },
      });
      const report = result.data?.importEmissionFactors;
      if (report && report.added + report.changed > 0) onImported?.(report);
      return report;
    },
    (chosen) => setKind((current) => kindForFile(chosen.name, current)),
  );
  const { busy, file } = importer;

  const downloadRejected = (rows: ImportReport["rejected"]) => {
    const csv = rejectedRowsCsv([k("row"), k("key"), k("column"), k("reason")], rows);
    const base = file?.name.replace(/\.[^.]+$/, "") || "factors";
    saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), `${base}-rejected.csv`);
  };

  return (
    <ImportDialogFrame
      open={open}
      size="xl"
      title={k("title")}
      importer={importer}
      runLabel={k("run")}
      failureTitle={k("failed")}
      againLabel={k("another")}
      renderReport={(report) => (
        <ImportReportView
          report={report}
          allOrNothing={kind !== "uk"}
          onDownload={downloadRejected}
        />
      )}
      onClose={onClose}
    >
      <RadioGroup.Root
        value={kind}
        onValueChange={(details) => details.value && setKind(details.value as ImportKind)}
        disabled={busy}
        colorPalette="teal"
      >
        <RadioGroup.Label fontWeight="medium" marginBottom="2">
          {k("kind")}
        </RadioGroup.Label>
        <Stack gap="2">
          {KINDS.map((option) => (
            <RadioGroup.Item key={option} value={option} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <Text as="span" display="block">
                  {k(`kinds.${option}`)}
                </Text>
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  {k(`kindHelp.${option}`)}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>

      <FilePicker
        {...importer.picker}
        label={k("file")}
        chooseLabel={k("chooseFile")}
        help={k("fileHelp")}
        accept={ACCEPT[kind]}
        describe={(chosen) => `${chosen.name} (${formatSize(chosen.size)})`}
        placeholder={k("noFile")}
      />

      {hasPermission(SYS_CODE) && (
        <Field.Root disabled={busy}>
          <Checkbox.Root
            checked={global}
            onCheckedChange={(details) => setGlobal(details.checked === true)}
            colorPalette="teal"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{k("global")}</Checkbox.Label>
          </Checkbox.Root>
          <Field.HelperText>{k("globalHelp")}</Field.HelperText>
        </Field.Root>
      )}

      {busy && (
        <Box role="status" aria-live="polite">
          <Progress.Root value={null} size="sm" colorPalette="teal">
            <Progress.Label fontWeight="normal" marginBottom="1">
              {k("importing", { name: file?.name ?? "" })}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted" marginTop="1">
            {k("importingHint")}
          </Text>
        </Box>
      )}
    </ImportDialogFrame>
  );
}

function ImportReportView({
  report,
  allOrNothing,
  onDownload,
}: {
  report: ImportReport;
  /** Our template: a file with any error writes nothing. */
  allOrNothing: boolean;
  onDownload: (rows: ImportReport["rejected"]) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.import.${key}`, options);
  const counts = [
    { key: "added", value: report.added, color: "green.600" },
    { key: "changed", value: report.changed, color: "blue.600" },
    { key: "unchanged", value: report.unchanged, color: "fg" },
    { key: "rejected", value: report.rejected.length, color: "red.600" },
  ] as const;
  return (
    <Stack gap="3" as="section" aria-label={k("report")}>
      <Text fontWeight="semibold">{k("report")}</Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {counts.map((count) => (
          <Stat.Root key={count.key} borderWidth="1px" rounded="md" padding="3">
            <Stat.Label>{k(count.key)}</Stat.Label>
            <Stat.ValueText color={count.value > 0 ? count.color : "fg.muted"}>
              {count.value.toLocaleString("en-US")}
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {k("idempotent")}
      </Text>
      {report.rejected.length > 0 && (
        <Stack gap="2">
          <Flex alignItems="center" justifyContent="space-between" gap="2" flexWrap="wrap">
            <Text fontSize="sm">
              {k(allOrNothing ? "nothingImported" : "rejectedIntro", {
                count: report.rejected.length,
                total: report.rejected.length.toLocaleString("en-US"),
              })}
            </Text>
            <Button size="xs" variant="outline" onClick={() => onDownload(report.rejected)}>
              <LuDownload aria-hidden />
              {k("downloadRejected")}
            </Button>
          </Flex>
          <Box maxHeight="18rem" overflowY="auto" borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={k("rejectedCaption")} stickyHeader>
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader width="1%" whiteSpace="nowrap">
                    {k("row")}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{k("key")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{k("column")}</Table.ColumnHeader>
                  <Table.ColumnHeader>{k("reason")}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.rejected.map((row, index) => (
                  <Table.Row key={`${row.row}-${index}`}>
                    <Table.Cell fontFamily="mono">{row.row}</Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs" minWidth="8rem" whiteSpace="normal">
                      {row.key ?? ""}
                    </Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {row.column ?? ""}
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal">{row.reason}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
