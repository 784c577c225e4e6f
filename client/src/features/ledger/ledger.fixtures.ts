// Answers of the ledger queries for the component specs, written as the server sends them: the
// demo plant's 2024 with electricity by month (330,000 kWh in January × 0.5306 kg/kWh =
// 175,098 kg), and 396,000 kg of purchased heat without a month.
import {
  LedgerChoicesDocument,
  LedgerDocument,
  LedgerYearsDocument,
} from "../../__generated__/graphql";

export const CORPORATION_ID = 5;

export const choices = () => ({
  request: { query: LedgerChoicesDocument },
  maxUsageCount: 10,
  result: {
    data: {
      ledgerChoices: [
        {
          __typename: "LedgerCorporation" as const,
          id: CORPORATION_ID,
          name: "Demo Plant (Suzhou)",
          years: [2024],
          cases: [
            {
              __typename: "LedgerCase" as const,
              id: 9,
              name: "2024 GHG inventory",
              year: 2024,
              latestRunId: 31,
            },
          ],
        },
      ],
    },
  },
});

const figures = (scope1: number, scope2: number, scope2Market: number, lineCount: number) => ({
  scope1Kg: scope1,
  scope2LocationKg: scope2,
  scope2MarketKg: scope2Market,
  scope3Kg: 0,
  totalKg: scope1 + scope2,
  totalMarketKg: scope1 + scope2Market,
  lineCount,
});

const JANUARY_ELECTRICITY = 175_098;
const JANUARY_GAS = 56_194.17;
const HEAT = 396_000;

const row = (month: number | null, values: ReturnType<typeof figures>, processes: string[]) => ({
  __typename: "LedgerRowType" as const,
  month,
  ...values,
  byProcess: processes.map((name, index) => ({
    __typename: "LedgerProcessRow" as const,
    processId: index + 1,
    processName: name,
    processNameEn: name,
    scope: name === "Purchased electricity" || name === "Purchased heat" ? 2 : 1,
    co2eKg:
      name === "Purchased electricity"
        ? JANUARY_ELECTRICITY
        : name === "Purchased heat"
          ? HEAT
          : JANUARY_GAS,
    marketCo2eKg:
      name === "Purchased electricity"
        ? JANUARY_ELECTRICITY
        : name === "Purchased heat"
          ? HEAT
          : JANUARY_GAS,
    lineCount: 1,
  })),
});

const case2024 = {
  __typename: "LedgerCase" as const,
  id: 9,
  name: "2024 GHG inventory",
  year: 2024,
  latestRunId: 31,
};

export const ledger2024 = () => ({
  request: { query: LedgerDocument, variables: { corporationId: CORPORATION_ID, year: 2024 } },
  maxUsageCount: 10,
  result: {
    data: {
      ledger: {
        __typename: "Ledger" as const,
        corporationId: CORPORATION_ID,
        corporationName: "Demo Plant (Suzhou)",
        year: 2024,
        monthsRecorded: true,
        case: case2024,
        cases: [case2024],
        run: {
          __typename: "LedgerRun" as const,
          id: 31,
          runNo: 2,
          gwpSet: "AR6",
          createdAt: "2026-03-01T08:00:00",
        },
        rows: [
          row(1, figures(JANUARY_GAS, JANUARY_ELECTRICITY, JANUARY_ELECTRICITY, 2), [
            "Purchased electricity",
            "Stationary fuel combustion",
          ]),
          ...Array.from({ length: 11 }, (_, index) => row(index + 2, figures(0, 0, 0, 0), [])),
          row(null, figures(0, HEAT, HEAT, 1), ["Purchased heat"]),
        ],
        totals: {
          __typename: "LedgerFiguresType" as const,
          ...figures(JANUARY_GAS, JANUARY_ELECTRICITY + HEAT, JANUARY_ELECTRICITY + HEAT, 3),
        },
      },
    },
  },
});

export const years = () => ({
  request: { query: LedgerYearsDocument, variables: { corporationId: CORPORATION_ID } },
  maxUsageCount: 10,
  result: {
    data: {
      ledgerYears: [
        {
          __typename: "LedgerYear" as const,
          year: 2024,
          caseId: 9,
          caseName: "2024 GHG inventory",
          runId: 31,
          ...figures(JANUARY_GAS, JANUARY_ELECTRICITY + HEAT, JANUARY_ELECTRICITY + HEAT, 3),
        },
      ],
    },
  },
});
