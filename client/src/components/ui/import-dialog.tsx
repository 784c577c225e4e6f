// The frame of a dialog that imports a file: the file chosen with the interface's own button,
// the run that sends it to the server, the server's refusal or its report, close and run below.
// A feature's dialog brings only what is its own: the steps or options around the file, the
// call that sends it and how its report reads. `useFileImport` holds the file and the run,
// `ImportDialogFrame` lays them out, `FilePicker` chooses the file and `RejectedRows` lists the
// rows a server refused with their column and reason.
import {
  Alert,
  Box,
  Button,
  Dialog,
  Field,
  Flex,
  Input,
  Portal,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import type { ErrorLike } from "@apollo/client";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuFileUp } from "react-icons/lu";
import { errorMessage } from "../../lib/errors";
import { fileToBase64 } from "../../lib/files";

/** What an .xlsx file input accepts. */
export const XLSX_ACCEPT =
  ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface FileImport<R> {
  file: File | null;
  busy: boolean;
  /** The server's answer to the last run. */
  report: R | null;
  /** Why the server refused the whole file, in its words. */
  failure: string | null;
  /** What a FilePicker needs: spread it into one. */
  picker: Pick<FilePickerProps, "file" | "inputKey" | "disabled" | "onChoose">;
  /** Sends the chosen file. */
  start: () => Promise<void>;
  /** Forgets the file and the report, to start again. */
  reset: () => void;
}

/**
 * The file chosen and its run. `run` sends the file (base64) and answers the server's report,
 * or throws for a refusal of the whole file; `onChoose` hears of each file chosen.
 */
export function useFileImport<R>(
  run: (base64: string) => Promise<R | undefined>,
  onChoose?: (file: File) => void,
): FileImport<R> {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<R | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A new input per reset, so choosing the same file again still fires a change.
  const [inputKey, setInputKey] = useState(0);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setFailure(null);
    if (chosen) onChoose?.(chosen);
  };
  const start = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setReport(null);
    try {
      const answer = await run(await fileToBase64(file));
      if (answer) setReport(answer);
    } catch (error) {
      setFailure(errorMessage(error as ErrorLike, t("common.hasError")));
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    setFile(null);
    setReport(null);
    setFailure(null);
    setInputKey((key) => key + 1);
  };
  return {
    file,
    busy,
    report,
    failure,
    picker: { file, inputKey, disabled: busy, onChoose: choose },
    start,
    reset,
  };
}

export interface ImportDialogFrameProps<R> {
  open: boolean;
  title: string;
  size?: "lg" | "xl";
  importer: FileImport<R>;
  runLabel: string;
  /** A title above the refusal's message. */
  failureTitle?: string;
  /** How the report reads. */
  renderReport: (report: R) => ReactNode;
  /** Once a report is shown, a button in place of run that starts again with another file. */
  againLabel?: string;
  onClose: () => void;
  /** The steps and options above the refusal and the report. */
  children: ReactNode;
}

export function ImportDialogFrame<R>({
  open,
  title,
  size = "lg",
  importer,
  runLabel,
  failureTitle,
  renderReport,
  againLabel,
  onClose,
  children,
}: ImportDialogFrameProps<R>) {
  const { t } = useTranslation();
  const { busy, failure, report } = importer;
  const close = () => {
    if (busy) return;
    importer.reset();
    onClose();
  };
  return (
    <Dialog.Root
      open={open}
      size={size}
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => !details.open && close()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {children}
                {failure && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    {failureTitle ? (
                      <Alert.Content>
                        <Alert.Title>{failureTitle}</Alert.Title>
                        <Alert.Description>{failure}</Alert.Description>
                      </Alert.Content>
                    ) : (
                      <Alert.Description>{failure}</Alert.Description>
                    )}
                  </Alert.Root>
                )}
                {report && renderReport(report)}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                {t("common.close")}
              </Button>
              {report && againLabel ? (
                <Button colorPalette="teal" onClick={importer.reset}>
                  {againLabel}
                </Button>
              ) : (
                <Button
                  colorPalette="teal"
                  loading={busy}
                  disabled={!importer.file}
                  onClick={() => void importer.start()}
                >
                  {runLabel}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface FilePickerProps {
  /** The button's text, and the input's accessible name where there is no label. */
  chooseLabel: string;
  /** A visible label above the button, for a picker among other fields. */
  label?: string;
  help?: string;
  accept: string;
  file: File | null;
  /** A new key makes a new input, which forgets the file it held. */
  inputKey: number;
  disabled: boolean;
  onChoose: (file: File | null) => void;
  /** What stands beside the button for a chosen file: its name unless told. */
  describe?: (file: File) => string;
  /** What stands there before a file is chosen. */
  placeholder?: string;
}

/**
 * The browser's own file button speaks the browser's language, not the interface's: it stays,
 * hidden, for the label and assistive technology, and a button of ours opens it.
 */
export function FilePicker({
  chooseLabel,
  label,
  help,
  accept,
  file,
  inputKey,
  disabled,
  onChoose,
  describe = (chosen) => chosen.name,
  placeholder = "",
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const picker = (
    <>
      <Input
        key={inputKey}
        ref={input}
        type="file"
        accept={accept}
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
        aria-label={label ? undefined : chooseLabel}
        srOnly
        tabIndex={-1}
      />
      <Flex alignItems="center" gap="3" width="full">
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <LuFileUp aria-hidden />
          {chooseLabel}
        </Button>
        <Text fontSize="sm" color={file ? "fg" : "fg.muted"} truncate>
          {file ? describe(file) : placeholder}
        </Text>
      </Flex>
    </>
  );
  if (!label) return picker;
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {picker}
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

export interface RejectedRow {
  row: number;
  /** The column (or the row's key) the reason is about. */
  key?: string | null;
  reason: string;
}

export interface RejectedRowsProps {
  /** The section's and the table's accessible name. */
  label: string;
  /** What the refusal means, above the table ("Nothing was imported: 2 rows …"). */
  summary: string;
  headers: { row: string; column: string; reason: string };
  rows: readonly RejectedRow[];
}

/** The rows a server refused, each with its sheet row, column and reason. */
export function RejectedRows({ label, summary, headers, rows }: RejectedRowsProps) {
  return (
    <Stack gap="2" as="section" aria-label={label}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{summary}</Alert.Description>
      </Alert.Root>
      <Box maxHeight="18rem" overflowY="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" stickyHeader aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="1%">{headers.row}</Table.ColumnHeader>
              <Table.ColumnHeader>{headers.column}</Table.ColumnHeader>
              <Table.ColumnHeader>{headers.reason}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((problem, index) => (
              <Table.Row key={`${problem.row}-${index}`}>
                <Table.Cell>{problem.row}</Table.Cell>
                <Table.Cell>{problem.key}</Table.Cell>
                <Table.Cell whiteSpace="normal">{problem.reason}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
