// The factor library's list: the table's page and keyword, the filters above it, the page of
// factors the server finds for them and the category tree's categories.
import { useMemo, useState } from "react";
import type { FactorLibrary_FactorFragment } from "../../../__generated__/graphql";
import {
  useFactorLibraryCategoriesQuery,
  useFactorLibraryQuery,
} from "../../../__generated__/hooks";
import { useTableState } from "../../../components/ui/data-table";
import { useLocale } from "../../../i18n";
import { localName } from "../../reference/reference";
import { NO_FILTERS, factorListVariables, type FactorFilters } from "../factor-filters";

export type Factor = FactorLibrary_FactorFragment;

/** The library editor's code: creating, editing, retiring and importing. */
export const EDIT_CODE = "gaa02";

export function useFactorLibrary() {
  const locale = useLocale();
  const table = useTableState();
  const [filters, setFilters] = useState<FactorFilters>(NO_FILTERS);
  const { data, previousData, loading, refetch } = useFactorLibraryQuery({
    variables: factorListVariables(table.state, filters),
  });
  const categoriesQuery = useFactorLibraryCategoriesQuery();

  const categories = useMemo(
    () => categoriesQuery.data?.factorCategories ?? [],
    [categoriesQuery.data],
  );
  const categoryNames = useMemo(
    () => new Map(categories.map((category) => [category.code, localName(category, locale)])),
    [categories, locale],
  );
  const page = (data ?? previousData)?.emissionFactors;

  /** A changed filter shows the first page of what it finds. */
  const changeFilters = (change: Partial<FactorFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    table.setPage(1);
  };

  /** After a change: the rows, and the tree, which may gain or lose a subcategory. */
  const reload = () => {
    void refetch();
    void categoriesQuery.refetch();
  };

  return {
    table,
    filters,
    changeFilters,
    rows: page?.items ?? [],
    total: page?.total ?? 0,
    loading,
    categories,
    categoriesLoading: categoriesQuery.loading,
    categoryNames,
    reload,
  };
}
