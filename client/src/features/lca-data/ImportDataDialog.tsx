// Importing a list of material or transport data from an .xlsx workbook. The server checks every
// row and writes all of them or none; the report shows the counts, or each problem with its
// sheet row and column, for the user to correct the workbook and import it again.
import {
  Alert,
  Box,
  Button,
  Dialog,
  Field,
  Flex,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
} from "@chakra-ui/react";
import type { ErrorLike } from "@apollo/client";
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { LuFileUp } from "react-icons/lu";
import type { LcaData_ImportReportFragment } from "../../__generated__/graphql";
import { errorMessage } from "../../lib/errors";
import { fileToBase64 } from "../../lib/files";

export type ImportReport = LcaData_ImportReportFragment;

export interface ImportDataDialogProps {
  open: boolean;
  /** The list's name in the title ("material data"). */
  list: string;
  /** Sends the workbook (base64) and answers the server's report. */
  run: (base64: string) => Promise<ImportReport | undefined>;
  onClose: () => void;
  /** After an import that wrote anything. */
  onImported?: () => void;
}

const XLSX = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function ImportDataDialog({ open, list, run, onClose, onImported }: ImportDataDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

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
    setFile(event.currentTarget.files?.[0] ?? null);
    setReport(null);
    setFailure(null);
  };
  const start = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await run(await fileToBase64(file));
      if (answer) {
        setReport(answer);
        if (answer.added + answer.changed > 0) onImported?.();
      }
    } catch (error) {
      setFailure(errorMessage(error as ErrorLike, t("common.hasError")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => !details.open && close()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("lcaData.importTitle", { list })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {t("lcaData.importHelp")}
                </Text>
                <Field.Root disabled={busy}>
                  <Field.Label>{t("lcaData.chooseFile")}</Field.Label>
                  <Input
                    key={inputKey}
                    ref={fileInput}
                    type="file"
                    accept={XLSX}
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
                      {t("lcaData.chooseFile")}
                    </Button>
                    <Text fontSize="sm" truncate>
                      {file?.name ?? ""}
                    </Text>
                  </Flex>
                </Field.Root>
                {failure && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Description>{failure}</Alert.Description>
                  </Alert.Root>
                )}
                {report && <ImportReportView report={report} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                {t("common.close")}
              </Button>
              <Button
                colorPalette="teal"
                loading={busy}
                disabled={!file}
                onClick={() => void start()}
              >
                {t("lcaData.run")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  if (report.rejected.length > 0) {
    return (
      <Stack gap="2" as="section" aria-label={t("lcaData.problem")}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            {t("lcaData.nothingImported", { count: report.rejected.length })}
          </Alert.Description>
        </Alert.Root>
        <Box maxHeight="18rem" overflowY="auto" borderWidth="1px" rounded="md">
          <Table.Root size="sm" stickyHeader aria-label={t("lcaData.problem")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="1%">{t("lcaData.row")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaData.column")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("lcaData.problem")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.rejected.map((problem, index) => (
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
  const counts = [
    { key: "added", value: report.added },
    { key: "changed", value: report.changed },
    { key: "unchanged", value: report.unchanged },
  ] as const;
  return (
    <Stack gap="2" as="section" aria-label={t("lcaData.imported")}>
      <Text fontWeight="semibold">{t("lcaData.imported")}</Text>
      <SimpleGrid columns={3} gap="3">
        {counts.map((count) => (
          <Stat.Root key={count.key} borderWidth="1px" rounded="md" padding="3">
            <Stat.Label>{t(`lcaData.${count.key}`)}</Stat.Label>
            <Stat.ValueText>{count.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
