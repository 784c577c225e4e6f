// Export: the case's activity data as a workbook, downloaded.
import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { CaseEditorExportDocument } from "../../../__generated__/graphql";
import { saveBase64 } from "../../../lib/files";

export function useCaseExport(caseId: number) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);

  const exportWorkbook = async () => {
    setExporting(true);
    try {
      const result = await client.query({
        query: CaseEditorExportDocument,
        variables: { caseId },
        fetchPolicy: "network-only",
      });
      if (result.data) saveBase64(result.data.exportActivityLines);
    } catch {
      // The error link has shown the message.
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportWorkbook };
}
