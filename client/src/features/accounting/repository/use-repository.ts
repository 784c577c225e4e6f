// The repository's data: the table's page and keyword with the province and industry filters,
// the page of corporations they find, every placed corporation they find for the map, and the
// case tags. A kept page shown again reloads all three.
import { useEffect, useRef, useState } from "react";
import type {
  RepositoryPage_CaseFragment,
  RepositoryPage_CorporationFragment,
} from "../../../__generated__/graphql";
import {
  useRepositoryCaseTagsQuery,
  useRepositoryCorporationsQuery,
  useRepositoryMapPointsQuery,
} from "../../../__generated__/hooks";
import { useTableState } from "../../../components/ui/data-table";

export type Corporation = RepositoryPage_CorporationFragment;
export type CaseRow = RepositoryPage_CaseFragment;

export function useRepository() {
  const table = useTableState();
  const [province, setProvince] = useState("");
  const [industryId, setIndustryId] = useState("");

  const filters = {
    keyword: table.state.keyword.trim() || undefined,
    province: province || undefined,
    industryId: industryId ? Number(industryId) : undefined,
  };
  const corporations = useRepositoryCorporationsQuery({
    variables: { page: table.state.page, pageSize: table.state.pageSize, ...filters },
  });
  const mapPoints = useRepositoryMapPointsQuery({ variables: filters });
  const tags = useRepositoryCaseTagsQuery();

  // A kept page is shown again (its effects run again) after a visit to an editor, which may
  // have added or changed cases: reload then, not on the first showing.
  const shown = useRef(false);
  const { refetch } = corporations;
  const refetchMap = mapPoints.refetch;
  const refetchTags = tags.refetch;
  useEffect(() => {
    if (shown.current) {
      void refetch();
      void refetchMap();
      void refetchTags();
    }
    shown.current = true;
  }, [refetch, refetchMap, refetchTags]);

  const page = (corporations.data ?? corporations.previousData)?.corporations;

  /** A changed filter shows the first page of what it finds. */
  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    table.setPage(1);
  };

  return {
    table,
    province,
    setProvince: filterBy(setProvince),
    industryId,
    setIndustryId: filterBy(setIndustryId),
    filtered: Boolean(filters.keyword || filters.province || filters.industryId),
    rows: page?.items ?? [],
    total: page?.total ?? 0,
    /** Nothing to show yet; a later page or filter keeps the last answer on screen. */
    loading: corporations.loading && !page,
    /** Any answer awaited, the first or a later one. */
    busy: corporations.loading,
    map: (mapPoints.data ?? mapPoints.previousData)?.corporationMap,
    tags: tags.data?.caseTags ?? [],
    /** After a change: the table and the map. */
    reload: async () => {
      await Promise.all([corporations.refetch(), mapPoints.refetch()]);
    },
  };
}
