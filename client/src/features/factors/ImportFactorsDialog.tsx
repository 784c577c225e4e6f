// Importing factors from a file: our template (CSV or Excel) or the UK Government flat file. The
// file goes to the server as base64; the server reads it in full, stores what it can and answers
// with what it added, changed and left unchanged and why it rejected the other rows. The same file
// imported twice changes nothing the second time.
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  Field,
  Flex,
  Input,
  Portal,
  Progress,
  RadioGroup,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
} from "@chakra-ui/react";
import type { ErrorLike } from "@apollo/client";
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuFileUp } from "react-icons/lu";
import type { ImportEmissionFactorsMutation } from "../../__generated__/graphql";
import { useImportEmissionFactorsMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { errorMessage } from "../../lib/errors";
import { fileToBase64, saveBlob } from "../../lib/files";
import { SYS_CODE } from "../../lib/permissions";
import { rejectedRowsCsv } from "./file-transfer";

export type ImportKind = "csv" | "xlsx" | "uk";
export type ImportReport = ImportEmissionFactorsMutation["importEmissionFactors"];

const KINDS: readonly ImportKind[] = ["csv", "xlsx", "uk"];
const ACCEPT: Record<ImportKind, string> = {
  csv: ".csv,text/csv",
  xlsx: ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  uk: ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
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
  const [file, setFile] = useState<File | null>(null);
  const [global, setGlobal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A new input per file chosen, so choosing the same file again after a reset still fires.
  const [inputKey, setInputKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`adminAccounting.import.${key}`, options);

  const reset = () => {
    setFile(null);
    setReport(null);
    setFailure(null);
    setInputKey((key) => key + 1);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    setReport(null);
    setFailure(null);
    if (chosen) setKind((current) => kindForFile(chosen.name, current));
  };

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setReport(null);
    try {
      const base64 = await fileToBase64(file);
      const result = await importFactors({
        variables: { input: { kind, base64, global: global && hasPermission(SYS_CODE) } },
      });
      const answer = result.data?.importEmissionFactors;
      if (answer) {
        setReport(answer);
        if (answer.added + answer.changed > 0) onImported?.(answer);
      }
    } catch (error) {
      setFailure(errorMessage(error as ErrorLike, t("common.hasError")));
    } finally {
      setBusy(false);
    }
  };

  const downloadRejected = (rows: ImportReport["rejected"]) => {
    const csv = rejectedRowsCsv([k("row"), k("key"), k("reason")], rows);
    const base = file?.name.replace(/\.[^.]+$/, "") || "factors";
    saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), `${base}-rejected.csv`);
  };

  return (
    <Dialog.Root
      open={open}
      size="xl"
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => !details.open && close()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{k("title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
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

                <Field.Root disabled={busy}>
                  <Field.Label>{k("file")}</Field.Label>
                  {/* The browser's own file button speaks the browser's language, not the
                      interface's: it stays for the label and assistive technology, hidden. */}
                  <Input
                    key={inputKey}
                    ref={fileInput}
                    type="file"
                    accept={ACCEPT[kind]}
                    onChange={choose}
                    srOnly
                    tabIndex={-1}
                  />
                  <Flex alignItems="center" gap="3" width="full">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => fileInput.current?.click()}
                    >
                      <LuFileUp aria-hidden />
                      {k("chooseFile")}
                    </Button>
                    <Text fontSize="sm" color={file ? "fg" : "fg.muted"} truncate>
                      {file ? `${file.name} (${formatSize(file.size)})` : k("noFile")}
                    </Text>
                  </Flex>
                  <Field.HelperText>{k("fileHelp")}</Field.HelperText>
                </Field.Root>

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

                {failure && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{k("failed")}</Alert.Title>
                      <Alert.Description>{failure}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}

                {report && <ImportReportView report={report} onDownload={downloadRejected} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                {t("common.close")}
              </Button>
              {report ? (
                <Button colorPalette="teal" onClick={reset}>
                  {k("another")}
                </Button>
              ) : (
                <Button
                  colorPalette="teal"
                  loading={busy}
                  disabled={!file}
                  onClick={() => void run()}
                >
                  {k("run")}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ImportReportView({
  report,
  onDownload,
}: {
  report: ImportReport;
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
              {k("rejectedIntro", {
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
