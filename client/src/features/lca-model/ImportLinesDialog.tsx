// Imports a bill of materials into the current version: the .xlsx template to download (its
// headers say what each column takes), then the filled workbook to upload. The server checks
// every row and adds all of them or none; the report shows how many lines were added, or each
// refused row with its column and reason, for the workbook to be corrected and sent again.
import {
  Alert,
  Box,
  Button,
  Dialog,
  Flex,
  Input,
  Portal,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import type { ErrorLike } from "@apollo/client";
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { LuDownload, LuFileUp } from "react-icons/lu";
import type { LcaModelImportLinesMutation } from "../../__generated__/graphql";
import {
  useLazyLcaModelTemplateQuery,
  useLcaModelImportLinesMutation,
} from "../../__generated__/hooks";
import { errorMessage } from "../../lib/errors";
import { fileToBase64, saveBase64 } from "../../lib/files";

type Report = LcaModelImportLinesMutation["importLcaModelLines"];

const XLSX = ".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface ImportLinesDialogProps {
  open: boolean;
  productId: number;
  onClose: () => void;
  /** After an import that added lines. */
  onImported: () => void;
}

export function ImportLinesDialog({
  open,
  productId,
  onClose,
  onImported,
}: ImportLinesDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The template is generated afresh each time: never kept in the cache.
  const [template, { loading: downloading }] = useLazyLcaModelTemplateQuery({
    fetchPolicy: "no-cache",
  });
  const [importLines] = useLcaModelImportLinesMutation({ context: { formErrors: true } });

  const close = () => {
    if (!busy) onClose();
  };
  const download = async () => {
    try {
      const { data } = await template();
      if (data) saveBase64(data.lcaModelTemplate);
    } catch {
      // The error link has shown the server's message.
    }
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
      const base64 = await fileToBase64(file);
      const answer = await importLines({ variables: { input: { productId, base64 } } });
      const result = answer.data?.importLcaModelLines;
      if (result) {
        setReport(result);
        if (result.added > 0) onImported();
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
              <Dialog.Title>{t("lcaModel.import.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="semibold">
                    {t("lcaModel.import.step1")}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t("lcaModel.import.templateHelp")}
                  </Text>
                  <Box>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={downloading}
                      onClick={() => void download()}
                    >
                      <LuDownload aria-hidden />
                      {t("lcaModel.import.template")}
                    </Button>
                  </Box>
                </Stack>
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="semibold">
                    {t("lcaModel.import.step2")}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t("lcaModel.import.uploadHelp")}
                  </Text>
                  <Input
                    ref={fileInput}
                    type="file"
                    accept={XLSX}
                    onChange={choose}
                    aria-label={t("lcaModel.import.chooseFile")}
                    srOnly
                    tabIndex={-1}
                  />
                  <Flex alignItems="center" gap="3">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => fileInput.current?.click()}
                    >
                      <LuFileUp aria-hidden />
                      {t("lcaModel.import.chooseFile")}
                    </Button>
                    <Text fontSize="sm" truncate>
                      {file?.name ?? ""}
                    </Text>
                  </Flex>
                </Stack>
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
                {t("lcaModel.import.run")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function ImportReportView({ report }: { report: Report }) {
  const { t } = useTranslation();
  if (report.rejected.length === 0) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Description>{t("lcaModel.import.added", { count: report.added })}</Alert.Description>
      </Alert.Root>
    );
  }
  const label = t("lcaModel.import.problems");
  return (
    <Stack gap="2" as="section" aria-label={label}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>
          {t("lcaModel.import.nothingAdded", { count: report.rejected.length })}
        </Alert.Description>
      </Alert.Root>
      <Box maxHeight="18rem" overflowY="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" stickyHeader aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="1%">{t("lcaModel.import.row")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("lcaModel.import.column")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("lcaModel.import.reason")}</Table.ColumnHeader>
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
