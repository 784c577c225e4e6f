// The factor library's search as query variables: the table's page and keyword, the category
// chosen in the tree and the filters above the table. The export takes the same search without
// the page, so it downloads what the table finds.
import type {
  ExportEmissionFactorsQueryVariables,
  FactorLibraryQueryVariables,
} from "../../__generated__/graphql";
import type { TableState } from "../../components/ui/data-table";

export type OwnerFilter = "all" | "global" | "company";

export interface FactorFilters {
  category: string | null;
  subcategory: string | null;
  /** Region code as typed; matched exactly by the server. */
  region: string;
  /** Year as typed; anything but a whole year is ignored. */
  year: string;
  /** "", "1", "2" or "3". */
  scope: string;
  owner: OwnerFilter;
  includeRetired: boolean;
}

export const NO_FILTERS: FactorFilters = {
  category: null,
  subcategory: null,
  region: "",
  year: "",
  scope: "",
  owner: "all",
  includeRetired: false,
};

/** The search without the page: the export's variables. */
export function factorSearchVariables(
  keyword: string,
  filters: FactorFilters,
): ExportEmissionFactorsQueryVariables {
  const year = filters.year.trim();
  return {
    keyword: keyword.trim() || undefined,
    category: filters.category ?? undefined,
    subcategory: filters.category ? (filters.subcategory ?? undefined) : undefined,
    region: filters.region.trim() || undefined,
    year: /^\d{4}$/.test(year) ? Number(year) : undefined,
    scope: filters.scope ? Number(filters.scope) : undefined,
    owner: filters.owner === "all" ? undefined : filters.owner,
    includeRetired: filters.includeRetired,
  };
}

export function factorListVariables(
  state: TableState,
  filters: FactorFilters,
): FactorLibraryQueryVariables {
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...factorSearchVariables(state.keyword, filters),
  };
}

/** Whether anything narrows the search, which changes what an empty table means. */
export function isFiltered(keyword: string, filters: FactorFilters): boolean {
  const search = factorSearchVariables(keyword, filters);
  return Object.entries(search).some(
    ([key, value]) => key !== "includeRetired" && value !== undefined,
  );
}
