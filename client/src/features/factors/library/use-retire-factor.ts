// Retiring a factor, or restoring a retired one, once confirmed.
import { useTranslation } from "react-i18next";
import { useRetireEmissionFactorMutation } from "../../../__generated__/hooks";
import type { TableState } from "../../../components/ui/data-table";
import { notify } from "../../../components/ui/toaster";
import type { Factor } from "./use-factor-library";

export function useRetireFactor({
  rowCount,
  table,
  includeRetired,
  onRetired,
}: {
  /** Rows on the page shown. */
  rowCount: number;
  table: { state: Pick<TableState, "page">; setPage: (page: number) => void };
  includeRetired: boolean;
  onRetired: () => void;
}) {
  const { t } = useTranslation();
  const [retireFactor] = useRetireEmissionFactorMutation();
  return async (factor: Factor) => {
    const retired = !factor.retired;
    await retireFactor({ variables: { id: factor.id, retired } });
    notify.success(
      t(retired ? "adminAccounting.factors.retiredDone" : "adminAccounting.factors.restoredDone", {
        code: factor.code,
      }),
    );
    // Without retired rows in view the row leaves the page; the tree may lose a subcategory.
    if (rowCount === 1 && table.state.page > 1 && !includeRetired) {
      table.setPage(table.state.page - 1);
    }
    onRetired();
  };
}
