// Answers of the comparison queries for the component specs, written as the server sends them.
// The figures are the server test's plant at a thousand times the size, worked by hand:
//   2023 (base year, reference): natural gas 1,000,000 m³ × 2.0 = 2,000 t; grid power
//     10,000,000 kWh × 0.50 = 5,000 t; total 7,000 t.
//   2024: gas 1,200,000 m³ × 2.0 = 2,400 t; grid 11,000,000 kWh × 0.48 = 5,280 t; forklifts
//     150 t (a new process); total 7,830 t: +830 t, +11.857%.
//   Drivers: activity 400 + 490 = +890 t, factor −210 t, added +150 t.
//   Base-year check: forklifts 150 t + grid factor 200 t = 350 t = 5.0% of 7,000 t: flagged.
import { GraphQLError } from "graphql";
import {
  BaseYearCasesDocument,
  CaseComparisonDocument,
  ComparisonReferenceDocument,
  RecalculateCaseInGwpSetDocument,
} from "../../__generated__/graphql";
import type { RenderOptions } from "../../test/render";

type Mocks = NonNullable<RenderOptions["mocks"]>;

const row = (
  key: string,
  values: Array<number | null>,
  extra: { name?: string; nameEn?: string; scope?: number } = {},
) => {
  const base = values[0] ?? 0;
  const deltas = values.map((value, index) => (index === 0 ? null : (value ?? 0) - base));
  return {
    __typename: "ComparisonRow" as const,
    key,
    name: extra.name ?? null,
    nameEn: extra.nameEn ?? null,
    scope: extra.scope ?? null,
    values,
    deltas,
    deltaPercents: deltas.map((delta) =>
      delta === null || base === 0 ? null : (delta * 100) / Math.abs(base),
    ),
  };
};

const comparedCase = (
  caseId: number,
  name: string,
  year: number,
  totalKg: number,
  extra: {
    isBaseYear?: boolean;
    isReference?: boolean;
    gwpSet?: string;
    corporation?: string;
  } = {},
) => ({
  __typename: "ComparedCase" as const,
  caseId,
  name,
  year,
  corporationId: extra.corporation ? 2 : 1,
  corporationName: extra.corporation ?? "Comparison Works",
  gwpSet: extra.gwpSet ?? "AR6",
  caseGwpSet: extra.gwpSet ?? "AR6",
  boundary: "operational-control",
  isBaseYear: extra.isBaseYear ?? false,
  isReference: extra.isReference ?? false,
  runId: caseId * 10,
  runNo: 1,
  calculatedAt: "2026-03-02T08:30:00",
  latestRun: true,
  changedSinceRun: false,
  totalKg,
  totalMarketKg: totalKg,
  runs: [
    {
      __typename: "ComparisonRunChoice" as const,
      id: caseId * 10,
      runNo: 1,
      gwpSet: extra.gwpSet ?? "AR6",
      totalKg,
      createdAt: "2026-03-02T08:30:00",
    },
  ],
});

const driverLine = (
  key: string,
  name: string,
  status: string,
  figures: {
    referenceAmount: number | null;
    amount: number | null;
    referenceFactor: number | null;
    factor: number | null;
    activityKg: number;
    factorKg: number;
  },
  factorChanged = false,
) => {
  const referenceKg = (figures.referenceAmount ?? 0) * (figures.referenceFactor ?? 0);
  const kg = (figures.amount ?? 0) * (figures.factor ?? 0);
  return {
    __typename: "ComparisonDriverLine" as const,
    key,
    processName:
      name === "Diesel" ? "Forklifts" : name === "Grid power" ? "Electricity" : "Boilers",
    processNameEn: null,
    name,
    unitId: name === "Grid power" ? 30 : 20,
    status,
    ...figures,
    referenceKg,
    kg,
    changeKg: kg - referenceKg,
    factorChanged,
    referenceFactorName: factorChanged ? "Grid 2022" : null,
    factorName: factorChanged ? "Grid 2023" : null,
  };
};

export const TWO_YEARS = {
  __typename: "CaseComparison" as const,
  referenceCaseId: 1,
  thresholdPercent: 5,
  gwpMismatch: false,
  notices: [],
  cases: [
    comparedCase(1, "Works 2023", 2023, 7_000_000, { isBaseYear: true, isReference: true }),
    comparedCase(2, "Works 2024", 2024, 7_830_000),
  ],
  scopeRows: [
    row("scope1", [2_000_000, 2_550_000]),
    row("scope2Location", [5_000_000, 5_280_000]),
    row("scope2Market", [5_000_000, 5_280_000]),
    row("scope3", [0, 0]),
    row("total", [7_000_000, 7_830_000]),
    row("totalMarket", [7_000_000, 7_830_000]),
    row("biogenic", [0, 0]),
  ],
  isoCategoryRows: [1, 2, 3, 4, 5, 6].map((category) =>
    row(
      String(category),
      category === 1 ? [2_000_000, 2_550_000] : category === 2 ? [5_000_000, 5_280_000] : [0, 0],
    ),
  ),
  scope3CategoryRows: [],
  processRows: [
    row("p1", [2_000_000, 2_400_000], { name: "Boilers", scope: 1 }),
    row("p2", [5_000_000, 5_280_000], { name: "Electricity", scope: 2 }),
    row("p3", [null, 150_000], { name: "Forklifts", scope: 1 }),
  ],
  gasRows: [row("CO2", [7_000_000, 7_830_000])],
  drivers: [
    {
      __typename: "ComparisonDrivers" as const,
      caseId: 2,
      referenceCaseId: 1,
      referenceKg: 7_000_000,
      kg: 7_830_000,
      changeKg: 830_000,
      activityKg: 890_000,
      factorKg: -210_000,
      addedKg: 150_000,
      removedKg: 0,
      lines: [
        driverLine(
          "s2",
          "Grid power",
          "matched",
          {
            referenceAmount: 10_000_000,
            amount: 11_000_000,
            referenceFactor: 0.5,
            factor: 0.48,
            activityKg: 490_000,
            factorKg: -210_000,
          },
          true,
        ),
        driverLine("s1", "Natural gas", "matched", {
          referenceAmount: 1_000_000,
          amount: 1_200_000,
          referenceFactor: 2,
          factor: 2,
          activityKg: 400_000,
          factorKg: 0,
        }),
        driverLine("s3", "Diesel", "added", {
          referenceAmount: null,
          amount: 50_000,
          referenceFactor: null,
          factor: 3,
          activityKg: 0,
          factorKg: 0,
        }),
      ],
    },
  ],
  recalculation: [
    {
      __typename: "RecalculationCheck" as const,
      year: 2024,
      caseIds: [2],
      baseCaseIds: [1],
      baseYearKg: 7_000_000,
      affectedKg: 350_000,
      significancePercent: 5,
      thresholdPercent: 5,
      flagged: true,
      organicKg: 890_000,
      reasons: [
        {
          __typename: "RecalculationReason" as const,
          kind: "factorChanged",
          caseId: 2,
          subject: "Grid power",
          affectedKg: 200_000,
          sharePercent: 200 / 70,
          message:
            "Works 2024: the factor of Grid power changed from Grid 2022 to Grid 2023; the base year at the new factor would move by this much",
        },
        {
          __typename: "RecalculationReason" as const,
          kind: "processAdded",
          caseId: 2,
          subject: "Forklifts",
          affectedKg: 150_000,
          sharePercent: 150 / 70,
          message:
            "Works 2024: the process Forklifts is not in the base year (an insourced or acquired operation calls for recalculation, a new production line does not)",
        },
      ],
    },
  ],
};

export const MIXED_GWP = {
  ...TWO_YEARS,
  gwpMismatch: true,
  recalculation: null,
  cases: [
    comparedCase(2, "Works 2024", 2024, 7_830_000, { isReference: true }),
    comparedCase(3, "Farm 2024", 2024, 280, { gwpSet: "AR5", corporation: "Methane Farm" }),
  ],
  notices: [
    {
      __typename: "ComparisonNotice" as const,
      code: "GWP_MISMATCH",
      message:
        "The cases are in different GWP sets: Works 2024 (AR6); Farm 2024 (AR5). Their CO2e figures are not comparable as they stand; recalculate the cases in one set",
      caseIds: [2, 3],
    },
  ],
  drivers: [],
};

export const reference = {
  request: { query: ComparisonReferenceDocument },
  result: {
    data: {
      comparisonSettings: {
        __typename: "ComparisonSetting" as const,
        companyId: 1,
        recalculationThresholdPercent: 5,
      },
      referenceData: {
        __typename: "ReferenceData" as const,
        units: [
          { __typename: "Unit" as const, id: 20, symbol: "m³" },
          { __typename: "Unit" as const, id: 30, symbol: "kWh" },
        ],
        gases: [{ __typename: "Gas" as const, code: "CO2", label: "CO2" }],
      },
    },
  },
};

/** The answer as the server sends it: the generated type has no __typename on every level. */
export function comparisonMocks(caseIds: number[], answer: object): Mocks {
  return [
    reference,
    {
      request: { query: CaseComparisonDocument, variables: { caseIds } },
      result: { data: { caseComparison: answer } },
    },
  ];
}

export function refusedComparison(caseIds: number[], message: string): Mocks {
  return [
    reference,
    {
      request: { query: CaseComparisonDocument, variables: { caseIds } },
      result: {
        errors: [
          new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field: "caseIds" } }),
        ],
      },
    },
  ];
}

export function recalculationMock(caseId: number, gwpSet: string): Mocks[number] {
  return {
    request: { query: RecalculateCaseInGwpSetDocument, variables: { input: { caseId, gwpSet } } },
    result: {
      data: {
        recalculateCaseInGwpSet: {
          __typename: "CalculationRun" as const,
          id: 99,
          caseId,
          status: "succeeded",
          gwpSet,
          totalKg: 298,
          errors: [],
        },
      },
    },
  };
}

/** The corporation editor's base-year card: a calculated 2023 case (the base year) and a draft. */
export function baseYearCasesMock(corporationId: number, baseYearCaseId: number | null) {
  return {
    request: { query: BaseYearCasesDocument, variables: { corporationId } },
    result: {
      data: {
        corporation: { __typename: "Corporation" as const, id: corporationId, baseYearCaseId },
        cases: {
          __typename: "CasePage" as const,
          items: [
            {
              __typename: "Case" as const,
              id: 12,
              name: "Works 2024",
              year: 2024,
              latestRunId: 120,
            },
            {
              __typename: "Case" as const,
              id: 11,
              name: "Works 2023",
              year: 2023,
              latestRunId: 110,
            },
            {
              __typename: "Case" as const,
              id: 13,
              name: "Works 2025",
              year: 2025,
              latestRunId: null,
            },
          ],
        },
      },
    },
  };
}
