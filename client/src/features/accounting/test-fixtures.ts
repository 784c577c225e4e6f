// Answers of the shared accounting queries for the screens' specs (MockedProvider mocks). Figures
// are the ones SPEC §3 and the seeded reference data give: unit ids and symbols, the three
// data-source types, the GWP sets, a province and an industry.
import type { MockLink } from "@apollo/client/testing";
import {
  AccountingTemplatesDocument,
  AccountingReferenceDataDocument,
  type CaseEditor_CaseFragment,
} from "../../__generated__/graphql";
import { INDUSTRIES, unit } from "../reference/test-fixtures";
import type { Line } from "./line-edits";

/** A gas of the reference data with its GWP100 under AR4, AR5 and AR6 (REFERENCE-FACTORS). */
function gasFixture(
  code: string,
  label: string,
  nameEn: string,
  name: string,
  [gwpAR4, gwpAR5, gwpAR6]: [number, number, number],
) {
  return {
    __typename: "Gas" as const,
    code,
    label,
    name,
    nameEn,
    gwpAR4,
    gwpAR5,
    gwpAR6,
    synonyms: [] as string[],
  };
}

export const referenceDataMock: MockLink.MockedResponse = {
  request: { query: AccountingReferenceDataDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      referenceData: {
        __typename: "ReferenceData",
        units: [
          unit(9, "g", "gram", "克", "mass", 0.001),
          unit(10, "kg", "kilogram", "千克", "mass", 1, true),
          unit(11, "t", "tonne", "吨", "mass", 1000),
          unit(20, "m³", "cubic metre", "立方米", "volume", 1, true),
          unit(22, "10⁴ Nm³", "ten thousand normal cubic metres", "万标准立方米", "volume", 10000),
          unit(30, "kWh", "kilowatt hour", "千瓦时", "energy", 3.6, true),
          unit(31, "MWh", "megawatt hour", "兆瓦时", "energy", 3600),
          unit(40, "MJ", "megajoule", "兆焦", "energy", 1, true),
          unit(41, "GJ", "gigajoule", "吉焦", "energy", 1000),
          unit(50, "piece", "piece", "个", "count", 1, true),
        ],
        gases: [
          gasFixture("CO2", "CO2", "carbon dioxide", "二氧化碳", [1, 1, 1]),
          gasFixture("CH4", "CH4", "methane", "甲烷", [25, 28, 27.9]),
          gasFixture("N2O", "N2O", "nitrous oxide", "氧化亚氮", [298, 265, 273]),
          gasFixture(
            "R-410A",
            "R-410A",
            "refrigerant blend R-410A",
            "混合制冷剂 R-410A",
            [2087.5, 1923.5, 2255.5],
          ),
          gasFixture("SF6", "SF6", "sulfur hexafluoride", "六氟化硫", [22800, 23500, 25200]),
        ],
        dataSourceTypes: [
          { __typename: "DataSourceTypeInfo", id: 1, name: "估算", nameEn: "Estimate" },
          { __typename: "DataSourceTypeInfo", id: 2, name: "文献", nameEn: "Literature" },
          { __typename: "DataSourceTypeInfo", id: 3, name: "现场采集", nameEn: "Field collection" },
        ],
        gwpSets: ["AR4", "AR5", "AR6"],
        regions: [
          { __typename: "Region", code: "310000", name: "上海市", nameEn: "Shanghai" },
          { __typename: "Region", code: "320000", name: "江苏省", nameEn: "Jiangsu" },
        ],
        industries: INDUSTRIES,
      },
    },
  },
};

export const templatesMock: MockLink.MockedResponse = {
  request: { query: AccountingTemplatesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      templates: [
        {
          __typename: "Template",
          id: 1,
          code: "GBT32150",
          name: "工业企业温室气体排放核算通用模板（GB/T 32150）",
          nameEn: "Industrial enterprise GHG inventory, general template (GB/T 32150)",
          description: "按 GB/T 32150-2015 核算。",
          descriptionEn: "GB/T 32150-2015 inventory: fuel combustion, processes, purchased energy.",
          standardId: 1,
          industryId: 3,
          companyId: null,
        },
        {
          __typename: "Template",
          id: 5,
          code: "GHGP",
          name: "温室气体核算体系企业模板（范围一、二、三）",
          nameEn: "GHG Protocol corporate inventory (scopes 1, 2 and 3)",
          description: "温室气体核算体系企业标准与范围三标准。",
          descriptionEn: "GHG Protocol Corporate and Scope 3 Standards.",
          standardId: null,
          industryId: null,
          companyId: null,
        },
      ],
    },
  },
};

/**
 * An activity line as the server sends it (CaseEditor_line): no amount, kilograms, no factor.
 * Each test sets what it is about.
 */
export function lineFixture(
  id: number,
  overrides: Partial<Line> = {},
): Line & { __typename: "ActivityLine" } {
  return {
    __typename: "ActivityLine",
    id,
    processId: 1,
    name: `Line ${id}`,
    amount: null,
    unitId: 10,
    method: "factor",
    gas: null,
    factorId: null,
    customFactor: null,
    ncv: null,
    carbonContent: null,
    oxidation: null,
    marketFactorId: null,
    marketCustomFactor: null,
    marketBasis: null,
    marketCoveredAmount: null,
    marketCoveredUnitId: null,
    dataSourceType: 3,
    evidence: [],
    month: null,
    monthAmounts: null,
    remark: null,
    sort: id,
    factor: null,
    marketFactor: null,
    ...overrides,
  };
}

/**
 * A case as the editor reads it (CaseEditor_case): the 2024 inventory of the demo plant, completed
 * after two calculations, without output or revenue. Each test sets what it is about.
 */
export function caseFixture(overrides: Partial<CaseEditor_CaseFragment> = {}) {
  return {
    __typename: "Case" as const,
    id: 1,
    name: "2024 GHG inventory",
    year: 2024,
    periodStart: "2024-01-01",
    periodEnd: "2024-12-31",
    gwpSet: "AR6",
    boundary: "operational-control",
    outputAmount: null,
    outputUnit: null,
    revenue: null,
    revenueUnit: null,
    remark: null,
    status: 10,
    calculationCount: 2,
    templateId: 1,
    corporationId: 1,
    corporation: {
      __typename: "Corporation" as const,
      id: 1,
      name: "Suzhou Demo Plant",
      province: "320000",
    },
    tags: [],
    latestRun: null,
    ...overrides,
  };
}
