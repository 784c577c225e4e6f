// Answers of the results queries for the component specs: a case with three runs (the newest
// failed, the middle one the latest successful, an earlier one), written as the server sends
// them. The figures are the demo plant's, rounded for reading:
//   line 1 natural gas, scope 1:  400,004.93 kg CO2
//   line 2 electricity, scope 2:  4,200,000 kWh × 0.6249 kg/kWh = 2,624,580 kg CO2 (location);
//                                 supplier factor 0.45 kg/kWh → 1,890,000 kg (market)
//   scope 1 400,004.93, scope 2 2,624,580 / 1,890,000 → totals 3,024,584.93 / 2,290,004.93
import {
  CaseResultsExportDocument,
  CaseResultsLineTraceDocument,
  CaseResultsLinesDocument,
  CaseResultsOverviewDocument,
  CaseResultsReferenceDocument,
  CaseResultsRunDocument,
} from "../../__generated__/graphql";
import type { RenderOptions } from "../../test/render";

export const CASE_ID = 1;
export const LATEST_RUN = 11;
export const EARLIER_RUN = 10;
export const FAILED_RUN = 12;

const GAS_NATURAL = 400_004.93;
const ELECTRICITY_LOCATION = 2_624_580;
const ELECTRICITY_MARKET = 1_890_000;

export const NATURAL_GAS_FORMULA =
  "CO2 = FC × NCV × CC × OF × 44/12 = 18.5 10⁴ Nm³ × 389.31 GJ/10⁴ Nm³ × 0.0153 t C/GJ × 0.99 × 44/12 × 1,000 kg/t = 400,004.93 kg CO2; CO2e = Σ mass × GWP(AR6) = 400,004.93 × 1 = 400,004.93 kg CO2e";
export const NATURAL_GAS_SOURCE =
  "NDRC, GHG accounting guideline for iron and steel (2013), appendix";

const runSummary = (
  id: number,
  runNo: number,
  createdAt: string,
  status = "succeeded",
  errors: {
    lineId: number;
    name: string;
    processName: string;
    reason: string;
    message: string;
  }[] = [],
) => ({
  __typename: "CalculationRun" as const,
  id,
  caseId: CASE_ID,
  runNo,
  gwpSet: "AR6",
  status,
  lineCount: status === "succeeded" ? 2 : 0,
  totalKg: status === "succeeded" ? GAS_NATURAL + ELECTRICITY_LOCATION : null,
  totalMarketKg: status === "succeeded" ? GAS_NATURAL + ELECTRICITY_MARKET : null,
  createdAt,
  engineMs: 1.2,
  errors: errors.map((error) => ({ __typename: "LineErrorType" as const, ...error })),
});

const runs = [
  runSummary(FAILED_RUN, 3, "2026-03-04T10:00:00", "failed", [
    {
      lineId: 3,
      name: "Diesel",
      processName: "Mobile combustion",
      reason: "MISSING_AMOUNT",
      message: "No amount entered",
    },
    {
      lineId: 4,
      name: "Gasoline",
      processName: "Mobile combustion",
      reason: "MISSING_FACTOR",
      message: "No emission factor",
    },
  ]),
  runSummary(LATEST_RUN, 2, "2026-03-02T08:30:00"),
  runSummary(EARLIER_RUN, 1, "2026-02-01T09:15:00"),
];

export const caseOverview = (
  overrides: { latestRunId?: number | null; runs?: ReturnType<typeof runSummary>[] } = {},
) => ({
  request: { query: CaseResultsOverviewDocument, variables: { caseId: CASE_ID } },
  result: {
    data: {
      case: {
        __typename: "Case" as const,
        id: CASE_ID,
        name: "2024 GHG inventory",
        year: 2024,
        periodStart: "2024-01-01",
        periodEnd: "2024-12-31",
        gwpSet: "AR6",
        latestRunId: overrides.latestRunId === undefined ? LATEST_RUN : overrides.latestRunId,
        calculationCount: 3,
        outputAmount: 12000,
        outputUnit: "t",
        revenue: 8600,
        revenueUnit: "万元",
        corporation: { __typename: "Corporation" as const, id: 7, name: "Demo Plant (Suzhou)" },
      },
      calculationRuns: overrides.runs ?? runs,
    },
  },
});

export const notCalculatedOverview = () => caseOverview({ latestRunId: null, runs: [] });

const category = (count: number, figures: Record<number, number>) =>
  Array.from({ length: count }, (_, index) => ({
    __typename: "CategoryTotal" as const,
    category: index + 1,
    co2eKg: figures[index + 1] ?? 0,
  }));

export const runResult = (runId = LATEST_RUN, scale = 1) => {
  const summary = runs.find((run) => run.id === runId)!;
  const gas = GAS_NATURAL * scale;
  const location = ELECTRICITY_LOCATION * scale;
  const market = ELECTRICITY_MARKET * scale;
  return {
    request: { query: CaseResultsRunDocument, variables: { runId } },
    result: {
      data: {
        calculationRun: {
          ...summary,
          totalKg: gas + location,
          totalMarketKg: gas + market,
          totals: {
            __typename: "RunTotals" as const,
            totalKg: gas + location,
            totalMarketKg: gas + market,
            scope1: gas,
            scope2Location: location,
            scope2Market: market,
            scope3: 0,
            byIsoCategory: category(6, { 1: gas, 2: location }),
            byScope3Category: category(15, {}),
            byProcess: [
              {
                __typename: "ProcessTotalType" as const,
                processId: 1,
                processName: "Stationary combustion",
                scope: 1,
                co2eKg: gas,
              },
              {
                __typename: "ProcessTotalType" as const,
                processId: 5,
                processName: "Purchased electricity",
                scope: 2,
                co2eKg: location,
              },
            ],
            byGas: [
              {
                __typename: "GasTotalType" as const,
                gas: "CO2",
                massKg: gas + location,
                co2eKg: gas + location,
              },
            ],
            biogenicCo2Kg: 0,
            deductedKg: 0,
            intensityPerOutput: (gas + location) / 1000 / 12000,
            outputUnit: "t",
            intensityPerRevenue: (gas + location) / 1000 / 8600,
            revenueUnit: "万元",
          },
        },
      },
    },
  };
};

/**
 * The data-quality note of a proxy factor, as the library writes it (the UK DESNZ factor standing
 * in for a Chinese one); the natural-gas line carries it when a fixture asks for a proxy.
 */
export const PROXY_NOTE = {
  dataQuality: "英国 DESNZ 2024 因子，在中国清单中作为代理因子使用；有中国或供应商数据时请替换。",
  dataQualityEn:
    "UK DESNZ 2024 factor used as a proxy in a Chinese inventory; replace it with a Chinese or supplier figure where one exists.",
};

const quality = (proxy: boolean) =>
  proxy ? { proxy: true, ...PROXY_NOTE } : { proxy: false, dataQuality: null, dataQualityEn: null };

const lineItems = (scale = 1, proxy = false) => [
  {
    __typename: "ResultLine" as const,
    lineNo: 1,
    name: "Natural gas",
    processId: 1,
    processName: "Stationary combustion",
    scope: 1,
    isoCategory: 1,
    scope3Category: null,
    deducted: false,
    method: "combustion",
    amount: 18.5,
    unitId: 22,
    co2eKg: GAS_NATURAL * scale,
    biogenicCo2Kg: 0,
    gases: [
      {
        __typename: "GasEmissionType" as const,
        gas: "CO2",
        massKg: GAS_NATURAL * scale,
        co2eKg: GAS_NATURAL * scale,
      },
    ],
    market: null,
    factor: { __typename: "FactorSnapshot" as const, name: "Natural gas", ...quality(proxy) },
  },
  {
    __typename: "ResultLine" as const,
    lineNo: 2,
    name: "Purchased electricity",
    processId: 5,
    processName: "Purchased electricity",
    scope: 2,
    isoCategory: 2,
    scope3Category: null,
    deducted: false,
    method: "factor",
    amount: 4_200_000,
    unitId: 30,
    co2eKg: ELECTRICITY_LOCATION * scale,
    biogenicCo2Kg: 0,
    gases: [
      {
        __typename: "GasEmissionType" as const,
        gas: "CO2",
        massKg: ELECTRICITY_LOCATION * scale,
        co2eKg: ELECTRICITY_LOCATION * scale,
      },
    ],
    market: {
      __typename: "MarketResult" as const,
      basis: "supplier",
      co2eKg: ELECTRICITY_MARKET * scale,
    },
    factor: {
      __typename: "FactorSnapshot" as const,
      name: "East China grid 2022",
      ...quality(false),
    },
  },
];

/**
 * A page of lines; `pageSize` 100 is the all-lines read of the charts and traces. With `proxy`,
 * the natural-gas line's factor is a proxy.
 */
export const linesPage = (runId = LATEST_RUN, pageSize = 100, scale = 1, proxy = false) => ({
  request: { query: CaseResultsLinesDocument, variables: { runId, page: 1, pageSize } },
  result: {
    data: {
      resultLines: {
        __typename: "ResultLinePage" as const,
        items: lineItems(scale, proxy),
        total: 2,
      },
    },
  },
});

const factorSnapshot = (
  factorId: number | null,
  name: string,
  source: string,
  unitId: number,
  gases: { gas: string; value: number }[],
  combustion: { ncv: number; carbonContent: number; oxidation: number } | null = null,
  proxy = false,
) => ({
  __typename: "FactorSnapshot" as const,
  factorId,
  code: factorId === null ? null : `F-${factorId}`,
  name,
  source,
  year: 2013,
  version: "2013 trial",
  region: "CN",
  gwpBasis: null,
  ...quality(proxy),
  unitId,
  gases: gases.map((gas) => ({ __typename: "GasValueType" as const, ...gas })),
  ncv: combustion?.ncv ?? null,
  carbonContent: combustion?.carbonContent ?? null,
  oxidation: combustion?.oxidation ?? null,
});

/** A line's trace; with `proxy`, the natural-gas line's factor is a proxy with its note. */
export const lineTrace = (lineNo: 1 | 2, runId = LATEST_RUN, proxy = false) => {
  const base = lineItems(1, proxy)[lineNo - 1];
  const full =
    lineNo === 1
      ? {
          ...base,
          amountInFactorUnit: 18.5,
          factorUnitId: 22,
          formula: NATURAL_GAS_FORMULA,
          gases: base.gases.map((gas) => ({ ...gas, gwp: 1 })),
          factor: factorSnapshot(
            37,
            "Natural gas",
            NATURAL_GAS_SOURCE,
            22,
            [{ gas: "CO2", value: 21621.88809 }],
            { ncv: 389.31, carbonContent: 0.0153, oxidation: 0.99 },
            proxy,
          ),
          market: null,
        }
      : {
          ...base,
          amountInFactorUnit: 4_200_000,
          factorUnitId: 30,
          formula:
            "4,200,000 kWh × 0.6249 kg CO2/kWh = 2,624,580 kg CO2; CO2e = Σ mass × GWP(AR6) = 2,624,580 × 1 = 2,624,580 kg CO2e",
          gases: base.gases.map((gas) => ({ ...gas, gwp: 1 })),
          factor: factorSnapshot(90, "East China grid 2022", "MEE grid factor notice 2024", 30, [
            { gas: "CO2", value: 0.6249 },
          ]),
          market: {
            __typename: "MarketResult" as const,
            basis: "supplier",
            co2eKg: ELECTRICITY_MARKET,
            formula:
              "4,200,000 kWh × 0.45 kg CO2/kWh = 1,890,000 kg CO2; CO2e = Σ mass × GWP(AR6) = 1,890,000 kg CO2e",
            gases: [
              {
                __typename: "GasEmissionType" as const,
                gas: "CO2",
                massKg: ELECTRICITY_MARKET,
                gwp: 1,
                co2eKg: ELECTRICITY_MARKET,
              },
            ],
            factor: factorSnapshot(null, "Green power contract", "Supplier letter 2024-01", 30, [
              { gas: "CO2", value: 0.45 },
            ]),
          },
        };
  return {
    request: { query: CaseResultsLineTraceDocument, variables: { runId, lineNo } },
    result: {
      data: {
        resultLines: { __typename: "ResultLinePage" as const, items: [full], total: 2 },
      },
    },
  };
};

/** Not cached by the screens: asked for by every run's results shown. */
export const reference = () => ({
  request: { query: CaseResultsReferenceDocument, variables: {} },
  maxUsageCount: 10,
  result: {
    data: {
      referenceData: {
        __typename: "ReferenceData" as const,
        units: [
          { __typename: "Unit" as const, id: 22, symbol: "10⁴ Nm³" },
          { __typename: "Unit" as const, id: 30, symbol: "kWh" },
        ],
        gases: [
          {
            __typename: "Gas" as const,
            code: "CO2",
            label: "CO2",
            name: "二氧化碳",
            nameEn: "Carbon dioxide",
          },
        ],
      },
    },
  },
});

/** "PK" and two bytes: enough of an .xlsx to check the bytes arrive unchanged. */
export const EXPORT_BASE64 = "UEsDBA==";

export const exportResult = (runId = LATEST_RUN) => ({
  request: { query: CaseResultsExportDocument, variables: { runId } },
  result: {
    data: {
      exportCaseResult: {
        __typename: "FileDownload" as const,
        filename: "2024_GHG_inventory-result-run2.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        base64: EXPORT_BASE64,
      },
    },
  },
});

/** Everything the results of the latest run ask for on opening. */
export const latestRunMocks = (proxy = false): NonNullable<RenderOptions["mocks"]> => [
  caseOverview(),
  runResult(),
  linesPage(LATEST_RUN, 100, 1, proxy),
  linesPage(LATEST_RUN, 20, 1, proxy),
  reference(),
];
