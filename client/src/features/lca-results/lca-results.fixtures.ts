// A small hand-made calculation for the component specs: 1 kg of a steel bracket, made of 1.05 kg
// of steel sheet, 0.5 kWh of grid electricity (the supplier's own figure: primary data) and
// 0.2 t·km by lorry. Headline IPCC AR6 GWP100, by hand:
//   raw material 2.0 + production 0.4 + distribution 0.1 = 2.5 kg CO2e per 1 kg
//   shares: 2.0 / 2.5 = 80.0 %, 0.4 / 2.5 = 16.0 % (the primary share), 0.1 / 2.5 = 4.0 %
// AR5 gives 2.4 = 1.9 + 0.4 + 0.1. The Monte Carlo sample has 1,000 runs in five bins of 0.2.
import {
  CompareLcaCalculationsDocument,
  JobDocument,
  LcaCalculationResultsDocument,
  LcaCompareCalculationsDocument,
  LcaCompareProductsDocument,
  LcaResultsCodesDocument,
  RunLcaMonteCarloDocument,
  type JobProgress_JobFragment,
  type LcaResults_CalculationFragment,
} from "../../__generated__/graphql";

export const CALCULATION_ID = 31;
export const SECOND_ID = 32;
export const PRODUCT_ID = 7;
export const JOB_ID = "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b";

const indicator = (
  method: string,
  category: string,
  name: string,
  unit: string,
  total: number,
) => ({
  __typename: "LcaIndicator" as const,
  method,
  category,
  name,
  unit,
  total,
});
const row = (key: string, name: string, values: number[]) => ({
  __typename: "LcaResultRow" as const,
  key,
  name,
  values,
});
const line = (
  key: string,
  name: string,
  stage: string,
  kind: string,
  primary: boolean,
  values: number[],
) => ({ __typename: "LcaLineResult" as const, key, name, stage, kind, primary, values });
const contribution = (name: string, detail: string, amount: number, share: number) => ({
  __typename: "LcaContribution" as const,
  name,
  detail,
  amount,
  share,
});
const node = (
  parent: number,
  depth: number,
  name: string,
  amount: number,
  unit: string,
  upstream: number,
  cut: [number, number] = [0, 0],
) => ({
  __typename: "LcaTreeRow" as const,
  parent,
  depth,
  name,
  amount,
  unit,
  direct: 0,
  upstream,
  share: upstream / 2.5,
  cutCount: cut[0],
  cutAmount: cut[1],
});

// Values per indicator in this order: AR6, AR5, GWP-total, AP, ODP.
export const RESULT = {
  __typename: "LcaResult" as const,
  headline: 0,
  indicators: [
    indicator("ipcc-ar6-gwp100", "gwp100", "Climate change, GWP100 (IPCC AR6)", "kg CO2e", 2.5),
    indicator("ipcc-ar5-gwp100", "gwp100", "Climate change, GWP100 (IPCC AR5)", "kg CO2e", 2.4),
    indicator("en15804-a2-ef31", "GWP-total", "Climate change, total", "kg CO2 eq", 2.6),
    indicator("en15804-a2-ef31", "AP", "Acidification", "mol H+ eq", 0.0123),
    indicator("en15804-a2-ef31", "ODP", "Ozone depletion", "kg CFC-11 eq", 1.2345e-8),
  ],
  byStage: [
    row("raw-material", "Raw material acquisition", [2.0, 1.9, 2.05, 0.01, 1e-8]),
    row("production", "Production", [0.4, 0.4, 0.45, 0.002, 2e-9]),
    row("distribution", "Distribution", [0.1, 0.1, 0.1, 0.0003, 3.45e-10]),
  ],
  byLine: [
    line("101", "Steel sheet", "raw-material", "material", false, [2.0, 1.9, 2.05, 0.01, 1e-8]),
    line("102", "Grid electricity", "production", "energy", true, [0.4, 0.4, 0.45, 0.002, 2e-9]),
    line(
      "103",
      "Lorry transport",
      "distribution",
      "transport",
      false,
      [0.1, 0.1, 0.1, 0.0003, 3.45e-10],
    ),
  ],
  byProcess: [
    contribution("steel production, converter", "CN", 1.5, 0.6),
    contribution("electricity, grid mix", "CN-ECG", 0.8, 0.32),
    contribution("transport, lorry 16-32 t", "GLO", 0.2, 0.08),
  ],
  byFlow: [
    contribution("Carbon dioxide, fossil", "air", 2.3, 0.92),
    contribution("Methane, fossil", "air", 0.2, 0.08),
  ],
  tree: [
    node(-1, 0, "Steel bracket", 1, "kg", 2.5),
    node(0, 1, "Steel sheet", 1.05, "kg", 2.0, [2, 0.02]),
    node(1, 2, "Hot-rolled coil", 1.1, "kg", 1.9),
    node(0, 1, "Grid electricity", 0.5, "kWh", 0.4),
    node(0, 1, "Lorry transport", 0.2, "t*km", 0.1),
  ],
  sankey: {
    __typename: "LcaSankey" as const,
    cutoff: 0.01,
    hiddenNodes: 3,
    hiddenDirect: 0.015,
    nodes: [
      { __typename: "LcaSankeyNode" as const, name: "Steel bracket", direct: 0, upstream: 2.5 },
      { __typename: "LcaSankeyNode" as const, name: "Steel sheet", direct: 0.1, upstream: 2.0 },
      {
        __typename: "LcaSankeyNode" as const,
        name: "Grid electricity",
        direct: 0.4,
        upstream: 0.4,
      },
      { __typename: "LcaSankeyNode" as const, name: "Lorry transport", direct: 0.1, upstream: 0.1 },
    ],
    links: [
      { __typename: "LcaSankeyLink" as const, source: 1, target: 0, impact: 2.0 },
      { __typename: "LcaSankeyLink" as const, source: 2, target: 0, impact: 0.4 },
      { __typename: "LcaSankeyLink" as const, source: 3, target: 0, impact: 0.1 },
    ],
  },
  primaryShare: 0.16,
  dataQuality: {
    __typename: "LcaDataQualityRating" as const,
    rating: 2.1,
    level: "good",
    coverage: 0.84,
  },
  cutOffProducts: 2,
};

export const UNCERTAINTY = {
  __typename: "LcaUncertainty" as const,
  iterations: 1000,
  seed: 1,
  failed: 0,
  count: 1000,
  indicator: "gwp100",
  unit: "kg CO2e",
  deterministic: 2.5,
  mean: 2.5,
  sd: 0.18,
  p2_5: 2.15,
  p50: 2.49,
  p97_5: 2.86,
  histogramEdges: [2.0, 2.2, 2.4, 2.6, 2.8, 3.0],
  histogramCounts: [50, 250, 400, 250, 50],
};

export function calculation(
  values: Partial<LcaResults_CalculationFragment> = {},
): LcaResults_CalculationFragment {
  return {
    __typename: "LcaCalculation",
    id: CALCULATION_ID,
    productId: PRODUCT_ID,
    number: 3,
    version: 2,
    status: "succeeded",
    jobId: null,
    error: null,
    databaseLabel: "USLCI 2024 Q4",
    method: "ipcc-ar6-gwp100",
    model: { product: { name: "Steel bracket", declaredAmount: 1, declaredUnit: "kg" } },
    createdAt: "2026-05-04T08:00:00.000Z",
    finishedAt: "2026-05-04T08:00:05.000Z",
    result: RESULT,
    uncertainty: null,
    ...values,
  } as LcaResults_CalculationFragment;
}

export const calculationAnswer = (answer: LcaResults_CalculationFragment, uses = 1) => ({
  request: { query: LcaCalculationResultsDocument, variables: { id: answer.id } },
  maxUsageCount: uses,
  result: { data: { lcaCalculation: answer } },
});

const code = (codeValue: string, name: string, nameEn: string) => ({
  __typename: "LcaCode" as const,
  code: codeValue,
  name,
  nameEn,
});

export const codesAnswer = () => ({
  request: { query: LcaResultsCodesDocument, variables: {} },
  maxUsageCount: 5,
  result: {
    data: {
      lcaProductCodes: {
        __typename: "LcaProductCodes" as const,
        methods: [
          code("ipcc-ar6-gwp100", "IPCC 2021 GWP100（AR6）", "IPCC 2021 GWP100 (AR6)"),
          code("ipcc-ar5-gwp100", "IPCC 2013 GWP100（AR5）", "IPCC 2013 GWP100 (AR5)"),
        ],
        lineKinds: [
          code("material", "原材料", "Material"),
          code("energy", "能源", "Energy"),
          code("transport", "运输", "Transport"),
        ],
        stageSchemes: [
          {
            __typename: "LcaStageScheme" as const,
            code: "lifecycle",
            stages: [
              code("raw-material", "原材料获取", "Raw material acquisition"),
              code("production", "生产", "Production"),
              code("distribution", "分销", "Distribution"),
            ],
          },
        ],
      },
    },
  },
});

export function job(values: Partial<JobProgress_JobFragment> = {}): JobProgress_JobFragment {
  return {
    __typename: "Job",
    id: JOB_ID,
    kind: "lca-monte-carlo",
    status: "running",
    progressDone: 0,
    progressTotal: 0,
    progressNote: null,
    result: null,
    error: null,
    attempts: 1,
    createdAt: "2026-05-04T08:01:00.000Z",
    startedAt: "2026-05-04T08:01:01.000Z",
    finishedAt: null,
    ...values,
  } as JobProgress_JobFragment;
}

export const jobAnswer = (answer: JobProgress_JobFragment) => ({
  request: { query: JobDocument, variables: { id: answer.id } },
  result: { data: { job: answer } },
});

export const monteCarloStarted = (iterations: number, seed: number) => ({
  request: {
    query: RunLcaMonteCarloDocument,
    variables: { input: { calculationId: CALCULATION_ID, iterations, seed } },
  },
  result: { data: { runLcaMonteCarlo: job({ status: "queued" }) } },
});

// The comparison: A (calculation 31, 2.5 kg CO2e) against B (calculation 32, 2.8 kg CO2e); the
// deterministic difference is 2.5 − 2.8 = −0.3, and A is lower in 920 of 1,000 paired runs.
export const COMPARISON_RESULT = {
  products: [],
  comparison: {
    indicator: "gwp100",
    unit: "kg CO2e",
    shareFirstLower: 0.92,
    difference: {
      count: 1000,
      mean: -0.3,
      sd: 0.2,
      p2_5: -0.69,
      p50: -0.3,
      p97_5: 0.09,
      deterministic: -0.3,
      histogram: { edges: [-0.9, -0.6, -0.3, 0, 0.3], counts: [80, 420, 420, 80] },
    },
  },
  first: { calculationId: CALCULATION_ID, name: "Steel bracket", version: 2, deterministic: 2.5 },
  second: { calculationId: SECOND_ID, name: "Steel bracket", version: 3, deterministic: 2.8 },
};

const compareCalculation = (id: number, number: number, version: number) => ({
  __typename: "LcaCalculation" as const,
  id,
  number,
  version,
  status: "succeeded",
  method: "ipcc-ar6-gwp100",
  databaseLabel: "USLCI 2024 Q4",
});

export const compareMocks = () => [
  codesAnswer(),
  {
    request: { query: LcaCompareProductsDocument, variables: { keyword: null } },
    maxUsageCount: 5,
    result: {
      data: {
        lcaProducts: {
          __typename: "LcaProductPage" as const,
          total: 1,
          items: [
            {
              __typename: "LcaProduct" as const,
              id: PRODUCT_ID,
              name: "Steel bracket",
              specification: "",
            },
          ],
        },
      },
    },
  },
  {
    request: { query: LcaCompareCalculationsDocument, variables: { productId: PRODUCT_ID } },
    maxUsageCount: 5,
    result: {
      data: {
        lcaProduct: {
          __typename: "LcaProduct" as const,
          id: PRODUCT_ID,
          name: "Steel bracket",
          calculations: [
            compareCalculation(SECOND_ID, 4, 3),
            compareCalculation(CALCULATION_ID, 3, 2),
            { ...compareCalculation(30, 2, 2), status: "failed" },
          ],
        },
      },
    },
  },
  {
    request: {
      query: CompareLcaCalculationsDocument,
      variables: {
        input: { firstId: CALCULATION_ID, secondId: SECOND_ID, iterations: 500, seed: 7 },
      },
    },
    result: {
      data: { compareLcaCalculations: job({ kind: "lca-product-comparison", status: "queued" }) },
    },
  },
  jobAnswer(
    job({ kind: "lca-product-comparison", status: "succeeded", result: COMPARISON_RESULT }),
  ),
];
