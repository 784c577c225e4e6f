// A report's PDF or Word file, read from the server as base64 and saved under its name. `busy`
// names the file being fetched, so only its button waits.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLazyGhgReportFileQuery } from "../../__generated__/hooks";
import { notify } from "../../components/ui/toaster";
import { saveBase64 } from "../../lib/files";

export type ReportFormat = "pdf" | "docx";

export const fileKey = (id: number, format: ReportFormat) => `${id}:${format}`;

export function useReportFiles() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  // A report is a few hundred kB: fetched for the click, never kept in the cache.
  const [read] = useLazyGhgReportFileQuery({ fetchPolicy: "no-cache" });

  const download = async (id: number, format: ReportFormat) => {
    const key = fileKey(id, format);
    setBusy(key);
    try {
      const file = (await read({ variables: { id, format } })).data?.ghgReportFile;
      if (!file) return;
      saveBase64(file);
      notify.success(t("ghgReports.saved", { filename: file.filename }));
    } catch {
      // The error link has shown the message.
    } finally {
      setBusy((current) => (current === key ? null : current));
    }
  };

  return { busy, download };
}
