// Imports a bill of materials into the current version: the .xlsx template to download (its
// headers say what each column takes), then the filled workbook to upload. The server checks
// every row and adds all of them or none; the report shows how many lines were added, or each
// refused row with its column and reason, for the workbook to be corrected and sent again.
import { Alert, Box, Button, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuDownload } from "react-icons/lu";
import type { LcaModelImportLinesMutation } from "../../__generated__/graphql";
import {
  useLazyLcaModelTemplateQuery,
  useLcaModelImportLinesMutation,
} from "../../__generated__/hooks";
import {
  FilePicker,
  ImportDialogFrame,
  RejectedRows,
  useFileImport,
  XLSX_ACCEPT,
} from "../../components/ui/import-dialog";
import { saveBase64 } from "../../lib/files";

type Report = LcaModelImportLinesMutation["importLcaModelLines"];

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
  // The template is generated afresh each time: never kept in the cache.
  const [template, { loading: downloading }] = useLazyLcaModelTemplateQuery({
    fetchPolicy: "no-cache",
  });
  const [importLines] = useLcaModelImportLinesMutation({ context: { formErrors: true } });
  const importer = useFileImport(async (base64) => {
    const answer = await importLines({ variables: { input: { productId, base64 } } });
    const report = answer.data?.importLcaModelLines;
    if (report && report.added > 0) onImported();
    return report;
  });

  const download = async () => {
    try {
      const { data } = await template();
      if (data) saveBase64(data.lcaModelTemplate);
    } catch {
      // The error link has shown the server's message.
    }
  };

  return (
    <ImportDialogFrame
      open={open}
      title={t("lcaModel.import.title")}
      importer={importer}
      runLabel={t("lcaModel.import.run")}
      renderReport={(report) => <ImportReportView report={report} />}
      onClose={onClose}
    >
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="semibold">
          {t("lcaModel.import.step1")}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t("lcaModel.import.templateHelp")}
        </Text>
        <Box>
          <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
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
        <FilePicker
          {...importer.picker}
          chooseLabel={t("lcaModel.import.chooseFile")}
          accept={XLSX_ACCEPT}
        />
      </Stack>
    </ImportDialogFrame>
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
  return (
    <RejectedRows
      label={t("lcaModel.import.problems")}
      summary={t("lcaModel.import.nothingAdded", { count: report.rejected.length })}
      headers={{
        row: t("lcaModel.import.row"),
        column: t("lcaModel.import.column"),
        reason: t("lcaModel.import.reason"),
      }}
      rows={report.rejected}
    />
  );
}
