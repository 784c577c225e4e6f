// Deleting a corporation (with its cases) or a case from the repository, once confirmed.
import { useTranslation } from "react-i18next";
import {
  useRepositoryDeleteCaseMutation,
  useRepositoryDeleteCorporationMutation,
} from "../../../__generated__/hooks";
import type { TableState } from "../../../components/ui/data-table";
import { notify } from "../../../components/ui/toaster";
import { useDialogTarget } from "../../../components/ui/use-dialog-target";
import type { CaseRow, Corporation } from "./use-repository";

export function useRepositoryDeletes({
  rowCount,
  table,
  reload,
}: {
  /** Corporations on the page shown. */
  rowCount: number;
  table: { state: Pick<TableState, "page">; setPage: (page: number) => void };
  reload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [deleteCorporation] = useRepositoryDeleteCorporationMutation();
  const [deleteCase] = useRepositoryDeleteCaseMutation();
  const corporation = useDialogTarget<Corporation>();
  const caseTarget = useDialogTarget<CaseRow>();

  return {
    corporation,
    case: caseTarget,
    confirmCorporation: async (row: Corporation) => {
      await deleteCorporation({ variables: { id: row.id } });
      notify.success(t("accounting.repository.corporationDeleted", { name: row.name }));
      // The last row of a later page gone: show the page before it.
      if (rowCount === 1 && table.state.page > 1) table.setPage(table.state.page - 1);
      await reload();
    },
    confirmCase: async (item: CaseRow) => {
      await deleteCase({ variables: { id: item.id } });
      notify.success(t("accounting.repository.caseDeleted", { name: item.name }));
      await reload();
    },
  };
}
