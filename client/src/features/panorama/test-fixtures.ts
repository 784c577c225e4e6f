// Panorama answers for the client specs: a saved chart, its figures, and the list and share
// mocks, as the server sends them.
import type { MockLink } from "@apollo/client/testing";
import {
  PanoramaChartsDocument,
  type Panorama_ChartFragment,
  type Panorama_DataFragment,
} from "../../__generated__/graphql";

export const SCOPE_MIX: Panorama_ChartFragment & { __typename: "PanoramaChart" } = {
  __typename: "PanoramaChart",
  id: 7,
  name: "Scope mix 2024",
  dataKind: "scope",
  grouping: "none",
  chartType: "pie",
  corporationIds: [],
  years: [2024],
  caseIds: [],
  scopes: [1, 2, 3],
  scope2Basis: "location",
  topN: null,
  sourceLevel: null,
  baseYear: null,
  targetYear: null,
  reductionPct: null,
  onHome: true,
  updatedAt: "2026-03-02T08:00:00.000Z",
};

const SCOPE_SERIES = {
  __typename: "PanoramaSeries" as const,
  key: "value",
  name: "",
  unit: null,
  values: [2_279, 10_000, 1_000],
};

/** Scope 1 2,279 kg, scope 2 10,000 kg, scope 3 1,000 kg. */
export const SCOPE_FIGURES: Panorama_DataFragment & { __typename: "PanoramaChartData" } = {
  __typename: "PanoramaChartData",
  measure: "emissions",
  categories: [1, 2, 3].map((scope) => ({
    __typename: "PanoramaLabel" as const,
    key: `scope:${scope}`,
    name: "",
    scope: null,
  })),
  series: [SCOPE_SERIES],
  notes: [],
};

export const chartsMock = (
  items: Panorama_ChartFragment[],
  variables: Record<string, unknown> = {},
): MockLink.MockedResponse => ({
  request: { query: PanoramaChartsDocument, variables: { page: 1, pageSize: 20, ...variables } },
  result: {
    data: { panoramaCharts: { __typename: "PanoramaChartPage", total: items.length, items } },
  },
});
