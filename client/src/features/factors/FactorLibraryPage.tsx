// /admin/co2accounting/const (gaa02): the emission-factor library. A category tree beside a paged
// table the server searches (name, synonym, code) and filters (region, year, scope, owner,
// retired). Library editors (gaa02) create, edit, retire and restore their company's factors and
// import files; the global library belongs to the platform operator (`sys`), so its rows offer
// no changes to anyone else and say why. The export downloads what the search finds, in the
// import template, and the empty template when it finds nothing. The parts are in library/.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "../../components/ui/list-page";
import { useDialogTarget } from "../../components/ui/use-dialog-target";
import { FactorFormDialog } from "./FactorFormDialog";
import { isFiltered } from "./factor-filters";
import { ImportFactorsDialog } from "./ImportFactorsDialog";
import { CategoryChoice, CategoryColumn } from "./library/CategoryFilter";
import { FactorFilterBar } from "./library/FactorFilterBar";
import { useFactorColumns } from "./library/factor-columns";
import { LibraryActions } from "./library/LibraryActions";
import { RetireConfirm } from "./library/RetireConfirm";
import { useFactorExport } from "./library/use-factor-export";
import { EDIT_CODE, useFactorLibrary, type Factor } from "./library/use-factor-library";
import { useRetireFactor } from "./library/use-retire-factor";

export function FactorLibraryPage() {
  const { t } = useTranslation();
  const library = useFactorLibrary();
  const { table, filters } = library;
  const form = useDialogTarget<Factor>();
  const retiring = useDialogTarget<Factor>();
  const [importOpen, setImportOpen] = useState(false);
  const exporter = useFactorExport(table.state.keyword, filters);
  const confirmRetire = useRetireFactor({
    rowCount: library.rows.length,
    table,
    includeRetired: filters.includeRetired,
    onRetired: library.reload,
  });
  const columns = useFactorColumns({
    categoryNames: library.categoryNames,
    onEdit: form.show,
    onRetire: retiring.show,
  });

  const category = {
    categories: library.categories,
    selection: { category: filters.category, subcategory: filters.subcategory },
    onSelect: library.changeFilters,
  };
  const filtered = isFiltered(table.state.keyword, filters);

  return (
    <ListPage
      title={t("menu.adminConst")}
      actions={
        <LibraryActions
          exporting={exporter.loading}
          onExport={() => void exporter.download()}
          onImport={() => setImportOpen(true)}
        />
      }
      create={{
        label: t("adminAccounting.factors.create"),
        code: EDIT_CODE,
        onClick: () => form.show(null),
      }}
      aside={<CategoryColumn {...category} loading={library.categoriesLoading} />}
      table={table}
      beforeSearch={<CategoryChoice {...category} />}
      search={{
        placeholder: t("adminAccounting.factors.searchPlaceholder"),
        layout: { flex: "1 1 18rem", maxWidth: "26rem" },
      }}
      filters={<FactorFilterBar filters={filters} onChange={library.changeFilters} />}
      list={{
        caption: t("adminAccounting.factors.caption"),
        columns,
        rows: library.rows,
        rowKey: (factor) => factor.id,
        total: library.total,
        loading: library.loading,
        emptyText: filtered
          ? t("adminAccounting.factors.noMatch")
          : t("adminAccounting.factors.empty"),
      }}
    >
      <FactorFormDialog
        open={form.open}
        factor={form.target}
        defaults={filters.category ? { category: filters.category } : undefined}
        onClose={form.close}
        onSaved={library.reload}
      />
      <ImportFactorsDialog
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={library.reload}
      />
      <RetireConfirm retiring={retiring} onConfirm={confirmRetire} />
    </ListPage>
  );
}
