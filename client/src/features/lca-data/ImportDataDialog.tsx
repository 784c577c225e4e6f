// Importing a list of material or transport data from an .xlsx workbook. The server checks every
// row and writes all of them or none; the report shows the counts, or each problem with its
// sheet row and column, for the user to correct the workbook and import it again.
import { SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { LcaData_ImportReportFragment } from "../../__generated__/graphql";
import {
  FilePicker,
  ImportDialogFrame,
  RejectedRows,
  useFileImport,
  XLSX_ACCEPT,
} from "../../components/ui/import-dialog";

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

export function ImportDataDialog({ open, list, run, onClose, onImported }: ImportDataDialogProps) {
  const { t } = useTranslation();
  const importer = useFileImport(async (base64) => {
    const report = await run(base64);
    if (report && report.added + report.changed > 0) onImported?.();
    return report;
  });

  return (
    <ImportDialogFrame
      open={open}
      title={t("lcaData.importTitle", { list })}
      importer={importer}
      runLabel={t("lcaData.run")}
      renderReport={(report) => <ImportReportView report={report} />}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {t("lcaData.importHelp")}
      </Text>
      <FilePicker
        {...importer.picker}
        label={t("lcaData.chooseFile")}
        chooseLabel={t("lcaData.chooseFile")}
        accept={XLSX_ACCEPT}
      />
    </ImportDialogFrame>
  );
}

export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  if (report.rejected.length > 0) {
    return (
      <RejectedRows
        label={t("lcaData.problem")}
        summary={t("lcaData.nothingImported", { count: report.rejected.length })}
        headers={{
          row: t("lcaData.row"),
          column: t("lcaData.column"),
          reason: t("lcaData.problem"),
        }}
        rows={report.rejected}
      />
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
