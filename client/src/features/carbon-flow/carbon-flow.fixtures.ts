// Answers of the carbon flow queries for the component specs, written as the server sends them.
// The figures are a small steelworks' (server/test/carbon-flow-ledger.test.ts works them out):
//   coke 1,000 t by combustion: 2,861,625.97 kg CO2 (C in 839,186.5 kg); limestone 88,000 kg;
//   electricity 67,404 kg; crude steel kept −77,000 kg (C out 21,000 kg).
import { CarbonFlowChoicesDocument, CarbonFlowDocument } from "../../__generated__/graphql";

export const CASE_ID = 7;
export const OFFICE_CASE_ID = 8;

const COKE = 2_861_625.97;
const LIMESTONE = 88_000;
const ELECTRICITY = 67_404;
const KEPT = 77_000;
const SCOPE1_GROSS = COKE + LIMESTONE;

export const choices = () => ({
  request: { query: CarbonFlowChoicesDocument },
  maxUsageCount: 10,
  result: {
    data: {
      carbonFlowChoices: [
        {
          __typename: "FlowCorporationChoice" as const,
          id: 3,
          name: "Hand-worked Steel Works",
          cases: [
            {
              __typename: "FlowCaseChoice" as const,
              id: CASE_ID,
              name: "Steel 2024",
              year: 2024,
              latestRunId: 21,
            },
            {
              __typename: "FlowCaseChoice" as const,
              id: OFFICE_CASE_ID,
              name: "Steel 2025 draft",
              year: 2025,
              latestRunId: null,
            },
          ],
        },
      ],
    },
  },
});

const node = (
  key: string,
  type: string,
  valueKg: number,
  extra: Partial<{
    sourceKind: string;
    scope: number;
    name: string;
    nameEn: string;
    grouped: number;
  }> = {},
) => ({
  __typename: "FlowNodeType" as const,
  key,
  type,
  sourceKind: extra.sourceKind ?? null,
  scope: extra.scope ?? null,
  name: extra.name ?? null,
  nameEn: extra.nameEn ?? null,
  grouped: extra.grouped ?? 0,
  valueKg,
  lineCount: 1,
});

const link = (from: string, to: string, valueKg: number, lineCount = 1) => ({
  __typename: "FlowLinkType" as const,
  from,
  to,
  valueKg,
  lineCount,
});

const run = {
  __typename: "FlowRun" as const,
  id: 21,
  runNo: 1,
  gwpSet: "AR6",
  createdAt: "2026-03-01T08:00:00",
};

const balanceRow = (name: string, rule: string, carbonKg: number, co2Kg: number, unitId = 11) => ({
  __typename: "BalanceRowType" as const,
  name,
  processName: name === "Crude steel" ? "固碳产品隐含的排放" : "高炉",
  processNameEn: name === "Crude steel" ? "Carbon locked in products" : "Blast furnace",
  amount: 1000,
  unitId,
  rule,
  lineCount: 1,
  carbonKg,
  co2Kg,
  unoxidisedKg: rule === "combustion" ? 58_743.055 : 0,
});

export const steelFlow = (basis = "location") => ({
  request: { query: CarbonFlowDocument, variables: { caseId: CASE_ID, basis } },
  maxUsageCount: 10,
  result: {
    data: {
      carbonFlow: {
        __typename: "CarbonFlow" as const,
        caseId: CASE_ID,
        caseName: "Steel 2024",
        year: 2024,
        corporationId: 3,
        corporationName: "Hand-worked Steel Works",
        basis,
        run,
        runs: [run],
        nodes: [
          node("source:fuel:焦炭", "source", COKE, {
            sourceKind: "fuel",
            name: "焦炭",
            nameEn: "Coke",
          }),
          node("source:material:石灰石", "source", LIMESTONE, {
            sourceKind: "material",
            name: "石灰石（熔剂分解）",
            nameEn: "Limestone (flux calcination)",
          }),
          node("source:electricity", "source", ELECTRICITY, { sourceKind: "electricity" }),
          node("process:1", "process", SCOPE1_GROSS, { name: "高炉", nameEn: "Blast furnace" }),
          node("process:2", "process", ELECTRICITY, { name: "外购电力", nameEn: "" }),
          node("scope:1", "scope", SCOPE1_GROSS, { scope: 1 }),
          node("scope:2", "scope", ELECTRICITY, { scope: 2 }),
          node("kept", "kept", KEPT),
          node("emitted:1", "emitted", SCOPE1_GROSS - KEPT, { scope: 1 }),
        ],
        links: [
          link("source:fuel:焦炭", "process:1", COKE),
          link("source:material:石灰石", "process:1", LIMESTONE),
          link("source:electricity", "process:2", ELECTRICITY, 2),
          link("process:1", "scope:1", SCOPE1_GROSS, 2),
          link("process:2", "scope:2", ELECTRICITY, 2),
          link("scope:1", "kept", KEPT),
          link("scope:1", "emitted:1", SCOPE1_GROSS - KEPT, 3),
        ],
        totals: {
          __typename: "FlowTotalsType" as const,
          grossKg: SCOPE1_GROSS + ELECTRICITY,
          netKg: SCOPE1_GROSS - KEPT + ELECTRICITY,
          keptKg: KEPT,
          scope1Kg: SCOPE1_GROSS - KEPT,
          scope2Kg: ELECTRICITY,
          scope3Kg: 0,
          biogenicCo2Kg: 0,
          lineCount: 5,
        },
        massBalance: {
          __typename: "MassBalanceType" as const,
          applies: true,
          carbonInKg: 863_186.5,
          carbonOutKg: 21_000,
          differenceKg: 842_186.5,
          differenceCo2Kg: 3_088_017.17,
          runCo2Kg: 2_872_625.97,
          closurePercent: 93.0248,
          unoxidisedKg: 58_743.055,
          unexplainedCo2Kg: 0,
          inputs: [
            balanceRow("焦炭", "combustion", 839_186.5, COKE),
            balanceRow("石灰石", "factor", 24_000, LIMESTONE),
          ],
          outputs: [balanceRow("Crude steel", "factor", 21_000, -KEPT)],
        },
      },
    },
  },
});

export const uncalculatedFlow = () => ({
  request: {
    query: CarbonFlowDocument,
    variables: { caseId: OFFICE_CASE_ID, basis: "location" },
  },
  result: {
    data: {
      carbonFlow: {
        __typename: "CarbonFlow" as const,
        caseId: OFFICE_CASE_ID,
        caseName: "Steel 2025 draft",
        year: 2025,
        corporationId: 3,
        corporationName: "Hand-worked Steel Works",
        basis: "location",
        run: null,
        runs: [],
        nodes: [],
        links: [],
        totals: null,
        massBalance: null,
      },
    },
  },
});
