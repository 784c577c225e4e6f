// Imports the activity-line workbook (the export, filled in): the file is read as base64 and sent
// to importActivityLines, which writes all rows or none. The report lists what was added, changed
// and left unchanged, or every error with its row, column and reason when nothing was written.
// The file button is ours, in the interface's language (the browser's speaks the browser's).
import { Alert, Box, Button, Dialog, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CaseEditorImportMutation } from "../../__generated__/graphql";
import { useCaseEditorImportMutation } from "../../__generated__/hooks";
import { fileToBase64 } from "../../lib/files";
import { EditorDialog } from "../../components/ui/editor-dialog";
import { FilePicker, XLSX_ACCEPT } from "../../components/ui/import-dialog";

type Report = CaseEditorImportMutation["importActivityLines"];

export function ImportDialog({
  open,
  caseId,
  onClose,
  onImported,
}: {
  open: boolean;
  caseId: number;
  onClose: () => void;
  /** After an import that wrote its rows. */
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [report, setReport] = useState<Report | null>(null);
  const [importData, { loading }] = useCaseEditorImportMutation();

  const close = () => {
    setFile(null);
    setInputKey((key) => key + 1);
    setReport(null);
    onClose();
  };

  const submit = async () => {
    if (!file) return;
    setReport(null);
    try {
      const base64 = await fileToBase64(file);
      const result = await importData({ variables: { input: { caseId, base64 } } });
      const answer = result.data?.importActivityLines;
      if (!answer) return;
      setReport(answer);
      if (answer.rejected.length === 0) onImported();
    } catch {
      // The error link has shown the message (an unreadable file, a refusal).
    }
  };

  return (
    <EditorDialog open={open} onClose={close}>
      <Dialog.Header>
        <Dialog.Title>{t("accounting.import.title")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t("accounting.import.help")}
          </Text>
          <FilePicker
            label={t("accounting.import.file")}
            chooseLabel={t("accounting.import.chooseFile")}
            placeholder={t("accounting.import.noFile")}
            accept={XLSX_ACCEPT}
            file={file}
            inputKey={inputKey}
            disabled={loading}
            onChoose={(chosen) => {
              setFile(chosen);
              setReport(null);
            }}
          />
          {report && <ImportReport report={report} />}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close} disabled={loading}>
          {report && report.rejected.length === 0 ? t("common.close") : t("common.cancel")}
        </Button>
        <Button
          colorPalette="teal"
          loading={loading}
          disabled={!file}
          onClick={() => void submit()}
        >
          {t("accounting.import.submit")}
        </Button>
      </Dialog.Footer>
    </EditorDialog>
  );
}

function ImportReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  if (report.rejected.length === 0) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("accounting.import.done")}</Alert.Title>
          <Alert.Description>
            {t("accounting.import.counts", {
              added: report.added,
              changed: report.changed,
              unchanged: report.unchanged,
            })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Box>
      <Alert.Root status="error" marginBottom="3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("accounting.import.rejectedTitle")}</Alert.Title>
          <Alert.Description>
            {t("accounting.import.rejectedBody", { count: report.rejected.length })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Table.Root size="sm" variant="outline" aria-label={t("accounting.import.rejectedRows")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("accounting.import.row")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.import.key")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.import.column")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.import.reason")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.rejected.map((row, index) => (
            <Table.Row key={`${row.row}-${index}`}>
              <Table.Cell>{row.row}</Table.Cell>
              <Table.Cell>{row.key ?? ""}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.column ?? ""}</Table.Cell>
              <Table.Cell whiteSpace="normal">{row.reason}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
