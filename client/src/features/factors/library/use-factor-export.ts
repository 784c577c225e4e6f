// The export: what the library's search finds, downloaded in the import template (the empty
// template when it finds nothing).
import { useLazyExportEmissionFactorsQuery } from "../../../__generated__/hooks";
import { saveBase64 } from "../../../lib/files";
import { factorSearchVariables, type FactorFilters } from "../factor-filters";

export function useFactorExport(keyword: string, filters: FactorFilters) {
  const [exportFactors, { loading }] = useLazyExportEmissionFactorsQuery({
    fetchPolicy: "network-only",
  });
  const download = async () => {
    try {
      const result = await exportFactors({ variables: factorSearchVariables(keyword, filters) });
      const file = result.data?.exportEmissionFactors;
      if (file) saveBase64(file);
    } catch {
      // The error link has shown the message.
    }
  };
  return { download, loading };
}
