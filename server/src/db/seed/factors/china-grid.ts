// China purchased-energy factors: the electricity CO2 emission factors the Ministry of Ecology
// and Environment (MEE) and the National Bureau of Statistics (NBS) publish by data year
// (national, regional grids, and two further national bases), the national carbon market's
// grid factor for power-sector reporting, and the guidelines' default for purchased heat.
// CO2 only. Values follow the project's REFERENCE-FACTORS, which marks them [verify]: they come
// from secondary copies of the announcements, and each row says so until checked against the
// announcement's annex.
import type { FactorData } from "../../../modules/factor/factor-data";
import { UNIT } from "./common";

const MEE_URL = "https://www.mee.gov.cn/";

interface Announcement {
  /** Data year. */
  year: number;
  version: string;
  citation: string;
  /** Where the value was read and how sure it is. */
  verify: string;
}

const ANNOUNCEMENTS: Record<2021 | 2022 | 2023, Announcement> = {
  2021: {
    year: 2021,
    version: "MEE-NBS 2024 No. 12",
    citation:
      "生态环境部 国家统计局《关于发布2021年电力二氧化碳排放因子的公告》（公告2024年第12号，2024年4月12日），附件1《2021年电力二氧化碳排放因子》 / MEE and NBS, Announcement on the 2021 electricity CO2 emission factors (Announcement No. 12 of 2024, 12 April 2024), annex 1",
    verify:
      "[verify] Value from the project's REFERENCE-FACTORS (secondary copies of the announcement); check it against annex 1 before relying on it.",
  },
  2022: {
    year: 2022,
    version: "MEE-NBS 2024-12-20",
    citation:
      "生态环境部 国家统计局《关于发布2022年电力二氧化碳排放因子的公告》（2024年12月20日），附件《2022年电力二氧化碳排放因子》 / MEE and NBS, Announcement on the 2022 electricity CO2 emission factors (20 December 2024), annex",
    verify:
      "[verify] Value from the project's REFERENCE-FACTORS (secondary copies); press reports of the announcement (December 2024) print the same figure. Check it against the annex before relying on it.",
  },
  2023: {
    year: 2023,
    version: "MEE-NBS 2023 data",
    citation:
      "生态环境部 国家统计局《关于发布2023年电力二氧化碳排放因子的公告》 / MEE and NBS, Announcement on the 2023 electricity CO2 emission factors [verify: announcement number and date not confirmed]",
    verify:
      "[verify] Value from the project's REFERENCE-FACTORS (secondary copies); press reports of the announcement (Guangming Daily, January 2026) print the same figure. Check it against the annex before relying on it.",
  },
};

interface GridRegion {
  key: string;
  region: string;
  zh: string;
  en: string;
  synonyms: string[];
}

const REGIONS = {
  NORTH: {
    key: "NORTH",
    region: "CN-NORTH",
    zh: "华北",
    en: "North China",
    synonyms: ["华北电网", "华北区域电网", "North China grid", "North China power grid"],
  },
  NORTHEAST: {
    key: "NORTHEAST",
    region: "CN-NORTHEAST",
    zh: "东北",
    en: "Northeast China",
    synonyms: ["东北电网", "东北区域电网", "Northeast China grid", "Northeast China power grid"],
  },
  EAST: {
    key: "EAST",
    region: "CN-EAST",
    zh: "华东",
    en: "East China",
    synonyms: ["华东电网", "华东区域电网", "East China grid", "East China power grid"],
  },
  CENTRAL: {
    key: "CENTRAL",
    region: "CN-CENTRAL",
    zh: "华中",
    en: "Central China",
    synonyms: ["华中电网", "华中区域电网", "Central China grid", "Central China power grid"],
  },
  NORTHWEST: {
    key: "NORTHWEST",
    region: "CN-NORTHWEST",
    zh: "西北",
    en: "Northwest China",
    synonyms: ["西北电网", "西北区域电网", "Northwest China grid", "Northwest China power grid"],
  },
  SOUTH: {
    key: "SOUTH",
    region: "CN-SOUTH",
    zh: "南方",
    en: "South China",
    synonyms: ["南方电网", "南方区域电网", "China Southern grid", "China Southern Power Grid"],
  },
  SOUTHWEST: {
    key: "SOUTHWEST",
    region: "CN-SOUTHWEST",
    zh: "西南",
    en: "Southwest China",
    synonyms: ["西南电网", "西南区域电网", "Southwest China grid", "Southwest China power grid"],
  },
} as const satisfies Record<string, GridRegion>;

const COMMON_SYNONYMS = [
  "电网排放因子",
  "外购电力",
  "grid emission factor",
  "purchased electricity",
];

function gridFactor(spec: {
  code: string;
  name: string;
  nameEn: string;
  region: string;
  value: number;
  announcement: Announcement;
  synonyms: string[];
  notes?: string;
  /** Replaces the announcement's [verify] note for values read elsewhere. */
  verify?: string;
}): FactorData {
  return {
    code: spec.code,
    name: spec.name,
    nameEn: spec.nameEn,
    category: "electricity",
    subcategory: "Grid electricity (China)",
    unitId: UNIT.kWh,
    gases: [{ gas: "CO2", value: spec.value }],
    ncv: null,
    carbonContent: null,
    oxidation: null,
    region: spec.region,
    year: spec.announcement.year,
    version: spec.announcement.version,
    source: spec.announcement.citation,
    sourceUrl: MEE_URL,
    dataSourceType: 2,
    uncertainty: null,
    synonyms: [...spec.synonyms, ...COMMON_SYNONYMS],
    scope: 2,
    gwpBasis: null,
    notes: [
      `${spec.value} kg CO2/kWh (= t CO2/MWh), CO2 only; location-based scope 2.`,
      spec.notes,
      spec.verify ?? spec.announcement.verify,
    ]
      .filter(Boolean)
      .join(" "),
  };
}

function national(year: 2021 | 2022 | 2023, value: number): FactorData {
  return gridFactor({
    code: `CN-GRID-${year}-NATIONAL`,
    name: `全国电力平均二氧化碳排放因子（${year}年）`,
    nameEn: `China national average electricity CO2 emission factor (${year})`,
    region: "CN",
    value,
    announcement: ANNOUNCEMENTS[year],
    synonyms: ["全国电网", "全国电力平均排放因子", "China national grid", "national grid average"],
  });
}

function excludingMarketNonFossil(
  year: 2021 | 2022 | 2023,
  value: number,
  verify?: string,
): FactorData {
  return gridFactor({
    code: `CN-GRID-${year}-NATIONAL-EXCL-MARKET-NONFOSSIL`,
    name: `全国电力平均二氧化碳排放因子（不包括市场化交易的非化石能源电量，${year}年）`,
    nameEn: `China national average electricity CO2 emission factor, excluding market-traded non-fossil power (${year})`,
    region: "CN",
    value,
    announcement: ANNOUNCEMENTS[year],
    synonyms: [
      "扣除绿电交易",
      "不包括市场化交易的非化石能源电量",
      "residual mix",
      "excluding green power trading",
    ],
    notes:
      "For consumers that report market-traded non-fossil power (green electricity trading) separately: apply it to the remaining consumption.",
    verify,
  });
}

function fossil(year: 2021 | 2022 | 2023, value: number, verify?: string): FactorData {
  return gridFactor({
    code: `CN-GRID-${year}-FOSSIL`,
    name: `全国化石能源电力二氧化碳排放因子（${year}年）`,
    nameEn: `China national fossil-fuel electricity CO2 emission factor (${year})`,
    region: "CN",
    value,
    announcement: ANNOUNCEMENTS[year],
    synonyms: ["化石能源电力", "火电排放因子", "fossil power", "thermal power"],
    verify,
  });
}

function regional(year: 2022 | 2023, grid: GridRegion, value: number, verify?: string): FactorData {
  return gridFactor({
    code: `CN-GRID-${year}-${grid.key}`,
    name: `${grid.zh}区域电力平均二氧化碳排放因子（${year}年）`,
    nameEn: `${grid.en} regional grid average electricity CO2 emission factor (${year})`,
    region: grid.region,
    value,
    announcement: ANNOUNCEMENTS[year],
    synonyms: grid.synonyms,
    verify,
  });
}

/** 2023 values that REFERENCE-FACTORS does not list: read only in press reports. */
const PRESS_ONLY_2023 =
  "[verify] Not in the project's REFERENCE-FACTORS: read only in press reports of the 2023 announcement (Guangming Daily, January 2026, quoting the MEE). Check it against the annex before relying on it.";

export const CHINA_GRID_FACTORS: readonly FactorData[] = [
  national(2021, 0.5568),
  excludingMarketNonFossil(2021, 0.5942),
  fossil(2021, 0.8426),

  national(2022, 0.5366),
  excludingMarketNonFossil(2022, 0.5856),
  fossil(2022, 0.8325),
  regional(2022, REGIONS.NORTH, 0.6776),
  regional(2022, REGIONS.NORTHEAST, 0.5564),
  regional(2022, REGIONS.EAST, 0.5617),
  regional(2022, REGIONS.CENTRAL, 0.5395),
  regional(2022, REGIONS.NORTHWEST, 0.5857),
  regional(2022, REGIONS.SOUTH, 0.3869),
  regional(2022, REGIONS.SOUTHWEST, 0.2268),

  national(2023, 0.5306),
  regional(2023, REGIONS.NORTH, 0.6361),
  regional(2023, REGIONS.NORTHEAST, 0.5122),
  regional(2023, REGIONS.EAST, 0.55),
  regional(2023, REGIONS.CENTRAL, 0.5271),
  regional(2023, REGIONS.NORTHWEST, 0.5543),
  regional(2023, REGIONS.SOUTH, 0.4042, PRESS_ONLY_2023),
  regional(2023, REGIONS.SOUTHWEST, 0.2472, PRESS_ONLY_2023),
  excludingMarketNonFossil(2023, 0.6096, PRESS_ONLY_2023),
  fossil(2023, 0.8273, PRESS_ONLY_2023),

  {
    code: "CN-GRID-ETS-POWER",
    name: "全国碳市场发电行业全国电网平均排放因子",
    nameEn: "China national carbon market grid emission factor (power-sector reporting)",
    category: "electricity",
    subcategory: "Grid electricity (China)",
    unitId: UNIT.kWh,
    gases: [{ gas: "CO2", value: 0.5703 }],
    ncv: null,
    carbonContent: null,
    oxidation: null,
    region: "CN",
    year: 2022,
    version: "MEE 2023",
    source:
      "生态环境部办公厅《关于做好2023—2025年发电行业企业温室气体排放报告管理有关工作的通知》（环办气候函〔2023〕43号）中的全国电网平均排放因子 0.5703 tCO2/MWh / MEE General Office notice on 2023-2025 GHG emission reporting of power generation enterprises [verify: notice number and value]",
    sourceUrl: MEE_URL,
    dataSourceType: 2,
    uncertainty: null,
    synonyms: ["全国碳市场", "发电行业", "0.5703", "national ETS grid factor", ...COMMON_SYNONYMS],
    scope: 2,
    gwpBasis: null,
    notes:
      "0.5703 t CO2/MWh for purchased electricity in the national carbon market's power-sector reports (older guideline drafts used 0.5810). [verify] Value from the project's REFERENCE-FACTORS, marked there for checking; the notice number is from memory of secondary sources. Use the MEE/NBS data-year factors for general inventories.",
  },
  {
    code: "CN-HEAT-GUIDE-2013",
    name: "外购热力排放因子（缺省值）",
    nameEn: "Purchased heat, China guideline default",
    category: "heat",
    subcategory: "Heat and steam (China)",
    unitId: UNIT.GJ,
    gases: [{ gas: "CO2", value: 110 }],
    ncv: null,
    carbonContent: null,
    oxidation: null,
    region: "CN",
    year: 2013,
    version: "NDRC 2013 trial",
    source:
      "国家发展改革委《中国钢铁生产企业温室气体排放核算方法与报告指南（试行）》（发改办气候〔2013〕2526号印发），净购入热力排放因子缺省值 0.11 tCO2/GJ / NDRC, Guidelines for GHG emission accounting and reporting of Chinese iron and steel enterprises (trial, 2013), default factor for purchased heat",
    sourceUrl: null,
    dataSourceType: 2,
    uncertainty: null,
    synonyms: ["外购热力", "蒸汽", "热水", "purchased heat", "steam", "0.11 tCO2/GJ"],
    scope: 2,
    gwpBasis: null,
    notes:
      "0.11 t CO2/GJ = 110 kg CO2 per GJ of heat (steam or hot water) purchased; the same default appears across the 24 industry guidelines. CO2 only.",
  },
];
