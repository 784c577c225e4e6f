// The results of the calculation chosen (features/lca-results: its progress while it runs, why
// it failed, or its results) and the comparison of a succeeded calculation with another.
import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { LcaModel_CalculationFragment } from "../../__generated__/graphql";
import { LcaCalculationResults, LcaComparePanel } from "../lca-results";

export function ResultsArea({
  productId,
  calculation,
  calculations,
}: {
  productId: number;
  calculation: LcaModel_CalculationFragment | null;
  calculations: readonly LcaModel_CalculationFragment[];
}) {
  const { t } = useTranslation();
  const succeeded = calculations
    .filter((item) => item.status === "succeeded")
    .map(({ id, number, version }) => ({ id, number, version }));
  return (
    <Box as="section" aria-label={t("lcaModel.results.heading")}>
      {calculation && (
        <Box bg="white" borderWidth="1px" rounded="md" padding="4">
          <LcaCalculationResults key={calculation.id} calculationId={calculation.id} />
        </Box>
      )}
      {succeeded.length > 0 && (
        <Box marginTop="4" bg="white" borderWidth="1px" rounded="md" padding="4">
          <LcaComparePanel productId={productId} calculations={succeeded} />
        </Box>
      )}
    </Box>
  );
}
