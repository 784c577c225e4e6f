// Answers of the server for the specs of this feature, shaped as the generated documents ask.
import type { MockedResponse } from "@apollo/client/testing";
import {
  AccountingReferenceDataDocument,
  AdminAccountingReferenceDocument,
  AdminIndustryStandardsDocument,
  FactorLibraryCategoriesDocument,
  FactorLibraryDocument,
  FactorPickerFactorDocument,
  FactorPickerSearchDocument,
  type FactorLibrary_FactorFragment,
} from "../../__generated__/graphql";
import { INDUSTRIES, unit } from "../reference/test-fixtures";

/** Lets a mock answer every time it is asked (refetches after an edit ask again). */
const ALWAYS = Number.POSITIVE_INFINITY;

/** GWP100 AR4 / AR5 / AR6 as the server's gas catalogue gives them. */
const GWPS: Record<string, [number, number, number]> = {
  CO2: [1, 1, 1],
  CH4: [25, 28, 27.9],
  CH4_FOSSIL: [25, 28, 29.8],
  CH4_NONFOSSIL: [25, 28, 27],
  N2O: [298, 265, 273],
  CO2E: [1, 1, 1],
};

const REFERENCE_RESULT = {
  data: {
    referenceData: {
      __typename: "ReferenceData",
      gwpSets: ["AR4", "AR5", "AR6"],
      industries: INDUSTRIES,
      units: [
        unit(10, "kg", "kilogram", "千克", "mass", 1, true),
        unit(11, "t", "tonne", "吨", "mass", 1000),
        unit(20, "m³", "cubic metre", "立方米", "volume", 1, true),
        unit(30, "kWh", "kilowatt hour", "千瓦时", "energy", 3.6, true),
      ],
      gases: [
        gas("CO2", "CO2", "carbon dioxide", "二氧化碳"),
        gas("CH4", "CH4", "methane", "甲烷"),
        gas("CH4_FOSSIL", "CH4 (fossil)", "fossil methane", "化石源甲烷"),
        gas("CH4_NONFOSSIL", "CH4 (non-fossil)", "non-fossil methane", "非化石源甲烷"),
        gas("N2O", "N2O", "nitrous oxide", "氧化亚氮"),
        gas("CO2E", "CO2e", "carbon dioxide equivalent (as published)", "二氧化碳当量"),
      ],
      dataSourceTypes: [
        { __typename: "DataSourceTypeInfo", id: 1, name: "估算", nameEn: "Estimate" },
        { __typename: "DataSourceTypeInfo", id: 2, name: "文献", nameEn: "Literature" },
        { __typename: "DataSourceTypeInfo", id: 3, name: "现场采集", nameEn: "Field collection" },
      ],
      regions: [{ __typename: "Region", code: "310000", name: "上海市", nameEn: "Shanghai" }],
    },
  },
};

export const REFERENCE: MockedResponse = {
  request: { query: AdminAccountingReferenceDocument },
  maxUsageCount: ALWAYS,
  result: REFERENCE_RESULT,
};

/**
 * The same lists as the factor picker (accounting/FactorSearch.tsx) asks for them: one shape,
 * under the accounting screens' query.
 */
export const PICKER_REFERENCE: MockedResponse = {
  request: { query: AccountingReferenceDataDocument },
  maxUsageCount: ALWAYS,
  result: REFERENCE_RESULT,
};

function gas(code: string, label: string, nameEn: string, name: string) {
  const [gwpAR4, gwpAR5, gwpAR6] = GWPS[code];
  return {
    __typename: "Gas" as const,
    code,
    label,
    name,
    nameEn,
    gwpAR4,
    gwpAR5,
    gwpAR6,
    synonyms: code === "CO2" ? ["R-744"] : [],
  };
}

export const CATEGORIES: MockedResponse = {
  request: { query: FactorLibraryCategoriesDocument },
  maxUsageCount: ALWAYS,
  result: {
    data: {
      factorCategories: [
        {
          __typename: "FactorCategory",
          code: "stationary-combustion",
          name: "固定燃烧",
          nameEn: "Stationary combustion",
          subcategories: ["Gaseous fuels"],
        },
        {
          __typename: "FactorCategory",
          code: "electricity",
          name: "电力",
          nameEn: "Electricity",
          subcategories: ["Grid"],
        },
      ],
    },
  },
};

export const STANDARDS: MockedResponse = {
  request: { query: AdminIndustryStandardsDocument },
  maxUsageCount: ALWAYS,
  result: {
    data: {
      industryStandards: [
        standard(
          1,
          "GBT32150-2015",
          "工业企业温室气体排放核算和报告通则",
          "GB/T 32150-2015 General guideline for industrial enterprises",
          "national",
          2015,
        ),
        standard(
          2,
          "CN-GUIDE-CEMENT",
          "中国水泥生产企业温室气体排放核算方法与报告指南（试行）",
          "Cement enterprises: GHG emissions accounting and reporting guidelines (trial)",
          "cn-guideline",
          2013,
        ),
        standard(
          3,
          "ISO14064-1-2018",
          "ISO 14064-1:2018 组织层面温室气体排放和清除的量化和报告规范",
          "ISO 14064-1:2018 Greenhouse gases, part 1: organization level",
          "international",
          2018,
        ),
      ],
    },
  },
};

function standard(
  id: number,
  code: string,
  name: string,
  nameEn: string,
  kind: string,
  year: number,
) {
  return {
    __typename: "IndustryStandard" as const,
    id,
    code,
    name,
    nameEn,
    kind,
    publisher: kind === "cn-guideline" ? "国家发展改革委（NDRC）" : "ISO / SAC",
    year,
    sort: id,
  };
}

type Factor = Omit<FactorLibrary_FactorFragment, "gases"> & {
  __typename: "EmissionFactor";
  gases: Array<{ __typename: "GasValueType"; gas: string; value: number }>;
};

/**
 * The UK Government's 2024 natural gas per m³ as the flat-file import stores it: CH4 and N2O are
 * published in CO2e and divided by their AR5 GWPs, 28 and 265 (docs/factor-import-template.md).
 */
export const GLOBAL_NATURAL_GAS: Factor = {
  __typename: "EmissionFactor",
  id: 101,
  companyId: null,
  code: "DESNZ-2024-1_100_1004_1",
  name: "Fuels / Gaseous fuels / Natural gas / cubic metres",
  nameEn: "Fuels / Gaseous fuels / Natural gas / cubic metres",
  category: "stationary-combustion",
  subcategory: "Gaseous fuels",
  unitId: 20,
  gases: [
    { __typename: "GasValueType", gas: "CO2", value: 2.0414 },
    { __typename: "GasValueType", gas: "CH4_FOSSIL", value: 0.00307 / 28 },
    { __typename: "GasValueType", gas: "N2O", value: 0.00095 / 265 },
  ],
  ncv: null,
  carbonContent: null,
  oxidation: null,
  region: "GB",
  year: 2024,
  version: "2024",
  source:
    "UK Government GHG Conversion Factors for Company Reporting 2024 (DESNZ), flat file, rows 1_100_1004_1_1 to 1_100_1004_1_4",
  sourceUrl:
    "https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting",
  dataSourceType: 2,
  uncertainty: null,
  synonyms: ["Natural gas"],
  scope: 1,
  gwpBasis: null,
  notes: null,
  retired: false,
  proxy: false,
  dataQuality: null,
  dataQualityEn: null,
};

/** The template example's purchased electricity: a supplier's CO2e figure, made with AR5. */
export const COMPANY_GRID: Factor = {
  __typename: "EmissionFactor",
  id: 202,
  companyId: 1,
  code: "ACME-GRID-2024",
  name: "外购电力",
  nameEn: "Purchased electricity",
  category: "electricity",
  subcategory: "Grid",
  unitId: 30,
  gases: [{ __typename: "GasValueType", gas: "CO2E", value: 0.5703 }],
  ncv: null,
  carbonContent: null,
  oxidation: null,
  region: "CN",
  year: 2024,
  version: "",
  source: "Supplier statement 2024",
  sourceUrl: null,
  dataSourceType: 3,
  uncertainty: null,
  synonyms: [],
  scope: 2,
  gwpBasis: "AR5",
  notes: null,
  retired: false,
  proxy: false,
  dataQuality: null,
  dataQualityEn: null,
};

/** The first page of the library as the server answers it for the given filters. */
export function factorPage(
  items: Factor[],
  variables: Record<string, unknown> = {},
): MockedResponse {
  return {
    request: {
      query: FactorLibraryDocument,
      variables: { page: 1, pageSize: 20, includeRetired: false, ...variables },
    },
    maxUsageCount: ALWAYS,
    result: {
      data: { emissionFactors: { __typename: "FactorPage", total: items.length, items } },
    },
  };
}

/** A library factor as the factor picker selects it (FactorPicker_factor). */
export function pickerFactor(factor: Factor) {
  return {
    __typename: "EmissionFactor" as const,
    id: factor.id,
    code: factor.code,
    name: factor.name,
    nameEn: factor.nameEn,
    unitId: factor.unitId,
    gases: factor.gases,
    ncv: factor.ncv,
    carbonContent: factor.carbonContent,
    oxidation: factor.oxidation,
    region: factor.region,
    year: factor.year,
    source: factor.source,
    sourceUrl: factor.sourceUrl,
    retired: factor.retired,
    synonyms: factor.synonyms,
  };
}

/** The picker's search as the server answers it for the given narrowing and keyword. */
export function pickerSearch(
  variables: Record<string, unknown>,
  items: Factor[],
  total = items.length,
): MockedResponse {
  return {
    request: {
      query: FactorPickerSearchDocument,
      variables: { page: 1, pageSize: 10, ...variables },
    },
    maxUsageCount: ALWAYS,
    result: {
      data: {
        emissionFactors: { __typename: "FactorPage", total, items: items.map(pickerFactor) },
      },
    },
  };
}

/** One factor by id, as the picker loads a factor it only knows by id. */
export function pickerFactorById(factor: Factor): MockedResponse {
  return {
    request: { query: FactorPickerFactorDocument, variables: { id: factor.id } },
    maxUsageCount: ALWAYS,
    result: { data: { emissionFactor: pickerFactor(factor) } },
  };
}

/**
 * China's national average grid factor for 2022 as the Ministry of Ecology and Environment
 * published it in 2024: 0.5366 kg CO2 per kWh.
 */
export const GLOBAL_CN_GRID: Factor = {
  ...COMPANY_GRID,
  id: 102,
  companyId: null,
  code: "CN-GRID-2022-NATIONAL",
  name: "全国电网平均排放因子（2022）",
  nameEn: "China national grid average emission factor (2022)",
  gases: [{ __typename: "GasValueType", gas: "CO2", value: 0.5366 }],
  year: 2022,
  source: "MEE 2024 announcement on the 2022 grid emission factor",
  gwpBasis: null,
};
