// China purchased-energy factors: the electricity CO2 emission factors the Ministry of Ecology
// and Environment (MEE) and the National Bureau of Statistics (NBS) publish by data year — one
// national average, seven regional grids and 30 provinces (西藏 is not published), plus two
// further national bases — the national carbon market's grid factor for power-sector reporting,
// and the guidelines' default for purchased heat. CO2 only. Values as printed in the notices'
// tables (REFERENCE-FACTORS, section "China: electricity by province"), the same in every
// independent copy checked; each row cites its notice by number, date and address.
import type { FactorData } from "../../../modules/factor/factor-data";
import { REGIONS as PROVINCES } from "../../../modules/reference/regions";
import { UNIT } from "./common";

const MEE_URL = "https://www.mee.gov.cn/";
const MEE_NOTICES = "https://www.mee.gov.cn/xxgk2018/xxgk/xxgk01/";

/** Data years the MEE/NBS have published. */
export const GRID_YEARS = [2021, 2022, 2023] as const;
export type GridYear = (typeof GRID_YEARS)[number];

interface Notice {
  /** Data year. */
  year: GridYear;
  version: string;
  citation: string;
  url: string;
}

const NOTICES: Record<GridYear, Notice> = {
  2021: {
    year: 2021,
    version: "MEE-NBS 2024 No. 12",
    citation:
      "生态环境部 国家统计局《关于发布2021年电力二氧化碳排放因子的公告》（公告2024年第12号，2024年4月12日），附件《2021年电力二氧化碳排放因子》 / MEE and NBS, Announcement No. 12 of 2024 on the 2021 electricity CO2 emission factors (12 April 2024), annex",
    url: `${MEE_NOTICES}202404/W020240412827267102800.pdf`,
  },
  2022: {
    year: 2022,
    version: "MEE-NBS 2024 No. 33",
    citation:
      "生态环境部 国家统计局《关于发布2022年电力二氧化碳排放因子的公告》（公告2024年第33号，2024年12月20日签发，2024年12月26日发布），附件《2022年电力二氧化碳排放因子》 / MEE and NBS, Announcement No. 33 of 2024 on the 2022 electricity CO2 emission factors (signed 20 December 2024, published 26 December 2024), annex",
    url: `${MEE_NOTICES}202412/t20241226_1099413.html`,
  },
  2023: {
    year: 2023,
    version: "MEE-NBS 2025 No. 47",
    citation:
      "生态环境部 国家统计局《关于发布2023年电力二氧化碳排放因子的公告》（公告2025年第47号，2025年12月31日发布），附件《2023年电力二氧化碳排放因子》 / MEE and NBS, Announcement No. 47 of 2025 on the 2023 electricity CO2 emission factors (published 31 December 2025), annex",
    url: `${MEE_NOTICES}202512/t20251231_1139517.html`,
  },
};

interface GridRegion {
  key: string;
  region: string;
  zh: string;
  en: string;
  synonyms: string[];
}

export const GRID_REGIONS = {
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

type RegionKey = keyof typeof GRID_REGIONS;

/** National, regional and provincial values of one data year, kg CO2/kWh. */
const REGIONAL: Record<RegionKey, Record<GridYear, number>> = {
  NORTH: { 2021: 0.712, 2022: 0.6776, 2023: 0.6361 },
  NORTHEAST: { 2021: 0.6012, 2022: 0.5564, 2023: 0.5122 },
  EAST: { 2021: 0.5992, 2022: 0.5617, 2023: 0.55 },
  CENTRAL: { 2021: 0.5354, 2022: 0.5395, 2023: 0.5271 },
  NORTHWEST: { 2021: 0.5951, 2022: 0.5857, 2023: 0.5543 },
  SOUTH: { 2021: 0.4326, 2022: 0.3869, 2023: 0.4042 },
  SOUTHWEST: { 2021: 0.2113, 2022: 0.2268, 2023: 0.2472 },
};

/**
 * The 30 provinces the notices list (GB/T 2260 code), with the regional grid each belongs to
 * (2021 计算说明, table 1). 内蒙古 is split between 华北 (蒙西) and 东北 (蒙东), so it has no one
 * region; 西藏 is not published and its grid region is not stated: both fall back to the
 * national average when they have no value of their own.
 */
const PROVINCIAL: ReadonlyArray<{
  code: string;
  region: RegionKey | null;
  values: Record<GridYear, number>;
}> = [
  { code: "110000", region: "NORTH", values: { 2021: 0.5688, 2022: 0.558, 2023: 0.5554 } },
  { code: "120000", region: "NORTH", values: { 2021: 0.7355, 2022: 0.7041, 2023: 0.6796 } },
  { code: "130000", region: "NORTH", values: { 2021: 0.7901, 2022: 0.7252, 2023: 0.6516 } },
  { code: "140000", region: "NORTH", values: { 2021: 0.7222, 2022: 0.7096, 2023: 0.6634 } },
  { code: "150000", region: null, values: { 2021: 0.7025, 2022: 0.6849, 2023: 0.6479 } },
  { code: "210000", region: "NORTHEAST", values: { 2021: 0.5876, 2022: 0.5626, 2023: 0.4878 } },
  { code: "220000", region: "NORTHEAST", values: { 2021: 0.5629, 2022: 0.4932, 2023: 0.4671 } },
  { code: "230000", region: "NORTHEAST", values: { 2021: 0.6342, 2022: 0.5368, 2023: 0.5229 } },
  { code: "310000", region: "EAST", values: { 2021: 0.5834, 2022: 0.5849, 2023: 0.5737 } },
  { code: "320000", region: "EAST", values: { 2021: 0.6451, 2022: 0.5978, 2023: 0.5827 } },
  { code: "330000", region: "EAST", values: { 2021: 0.5422, 2022: 0.5153, 2023: 0.4974 } },
  { code: "340000", region: "EAST", values: { 2021: 0.7075, 2022: 0.6782, 2023: 0.6553 } },
  { code: "350000", region: "EAST", values: { 2021: 0.4711, 2022: 0.4092, 2023: 0.4211 } },
  { code: "360000", region: "CENTRAL", values: { 2021: 0.5835, 2022: 0.5752, 2023: 0.5836 } },
  { code: "370000", region: "NORTH", values: { 2021: 0.6838, 2022: 0.641, 2023: 0.6191 } },
  { code: "410000", region: "CENTRAL", values: { 2021: 0.6369, 2022: 0.6058, 2023: 0.5897 } },
  { code: "420000", region: "CENTRAL", values: { 2021: 0.3672, 2022: 0.4364, 2023: 0.4044 } },
  { code: "430000", region: "CENTRAL", values: { 2021: 0.5138, 2022: 0.49, 2023: 0.4976 } },
  { code: "440000", region: "SOUTH", values: { 2021: 0.4715, 2022: 0.4403, 2023: 0.4419 } },
  { code: "450000", region: "SOUTH", values: { 2021: 0.5154, 2022: 0.4044, 2023: 0.4476 } },
  { code: "460000", region: "SOUTH", values: { 2021: 0.4524, 2022: 0.4184, 2023: 0.3648 } },
  { code: "500000", region: "SOUTHWEST", values: { 2021: 0.4743, 2022: 0.5227, 2023: 0.5581 } },
  { code: "510000", region: "SOUTHWEST", values: { 2021: 0.1255, 2022: 0.1404, 2023: 0.1564 } },
  { code: "520000", region: "SOUTH", values: { 2021: 0.5182, 2022: 0.4989, 2023: 0.5683 } },
  { code: "530000", region: "SOUTH", values: { 2021: 0.1235, 2022: 0.1073, 2023: 0.1333 } },
  { code: "610000", region: "NORTHWEST", values: { 2021: 0.6336, 2022: 0.6558, 2023: 0.6335 } },
  { code: "620000", region: "NORTHWEST", values: { 2021: 0.4955, 2022: 0.4772, 2023: 0.4471 } },
  { code: "630000", region: "NORTHWEST", values: { 2021: 0.1326, 2022: 0.1567, 2023: 0.1796 } },
  { code: "640000", region: "NORTHWEST", values: { 2021: 0.6546, 2022: 0.6423, 2023: 0.6187 } },
  { code: "650000", region: "NORTHWEST", values: { 2021: 0.6577, 2022: 0.6231, 2023: 0.6021 } },
];

/** The regional grid of a province (GB/T 2260 code), null where none is stated or it is split. */
export function gridRegionOfProvince(province: string): string | null {
  const key = PROVINCIAL.find((row) => row.code === province)?.region;
  return key ? GRID_REGIONS[key].region : null;
}

/** Codes of the grid factors, by level: what the default-factor choice looks up. */
export const gridFactorCode = {
  national: (year: number) => `CN-GRID-${year}-NATIONAL`,
  region: (year: number, region: string) => `CN-GRID-${year}-${region.replace(/^CN-/, "")}`,
  province: (year: number, province: string) => `CN-GRID-${year}-${province}`,
};

/** Codes of the MEE/NBS grid averages (national, regional, provincial), as a regular expression. */
export const GRID_AVERAGE_PATTERN =
  "^CN-GRID-[0-9]{4}-(NATIONAL|NORTH|NORTHEAST|EAST|CENTRAL|NORTHWEST|SOUTH|SOUTHWEST|[0-9]{6})$";

/** True for the MEE/NBS grid averages that a default may be. */
export function isGridAverageCode(code: string): boolean {
  return new RegExp(GRID_AVERAGE_PATTERN).test(code);
}

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
  notice: Notice;
  synonyms: string[];
  notes?: string;
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
    year: spec.notice.year,
    version: spec.notice.version,
    source: spec.notice.citation,
    sourceUrl: spec.notice.url,
    dataSourceType: 2,
    uncertainty: null,
    synonyms: [...spec.synonyms, ...COMMON_SYNONYMS],
    scope: 2,
    gwpBasis: null,
    notes: [`${spec.value} kg CO2/kWh (= t CO2/MWh), CO2 only; location-based scope 2.`, spec.notes]
      .filter(Boolean)
      .join(" "),
    dataQuality: null,
    dataQualityEn: null,
    proxy: false,
  };
}

function national(year: GridYear, value: number): FactorData {
  return gridFactor({
    code: gridFactorCode.national(year),
    name: `全国电力平均二氧化碳排放因子（${year}年）`,
    nameEn: `China national average electricity CO2 emission factor (${year})`,
    region: "CN",
    value,
    notice: NOTICES[year],
    synonyms: ["全国电网", "全国电力平均排放因子", "China national grid", "national grid average"],
  });
}

function excludingMarketNonFossil(year: GridYear, value: number): FactorData {
  return gridFactor({
    code: `CN-GRID-${year}-NATIONAL-EXCL-MARKET-NONFOSSIL`,
    name: `全国电力平均二氧化碳排放因子（不包括市场化交易的非化石能源电量，${year}年）`,
    nameEn: `China national average electricity CO2 emission factor, excluding market-traded non-fossil power (${year})`,
    region: "CN",
    value,
    notice: NOTICES[year],
    synonyms: [
      "扣除绿电交易",
      "不包括市场化交易的非化石能源电量",
      "residual mix",
      "excluding green power trading",
    ],
    notes:
      "For consumers that report market-traded non-fossil power (green electricity trading) separately: apply it to the remaining consumption.",
  });
}

function fossil(year: GridYear, value: number): FactorData {
  return gridFactor({
    code: `CN-GRID-${year}-FOSSIL`,
    name: `全国化石能源电力二氧化碳排放因子（${year}年）`,
    nameEn: `China national fossil-fuel electricity CO2 emission factor (${year})`,
    region: "CN",
    value,
    notice: NOTICES[year],
    synonyms: ["化石能源电力", "火电排放因子", "fossil power", "thermal power"],
  });
}

function regional(year: GridYear, key: RegionKey): FactorData {
  const grid = GRID_REGIONS[key];
  return gridFactor({
    code: gridFactorCode.region(year, grid.region),
    name: `${grid.zh}区域电力平均二氧化碳排放因子（${year}年）`,
    nameEn: `${grid.en} regional grid average electricity CO2 emission factor (${year})`,
    region: grid.region,
    value: REGIONAL[key][year],
    notice: NOTICES[year],
    synonyms: grid.synonyms,
  });
}

function provincial(year: GridYear, row: (typeof PROVINCIAL)[number]): FactorData {
  const province = PROVINCES.find((p) => p.code === row.code)!;
  const short = province.name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, "");
  return gridFactor({
    code: gridFactorCode.province(year, row.code),
    name: `${province.name}电力平均二氧化碳排放因子（${year}年）`,
    nameEn: `${province.nameEn} provincial average electricity CO2 emission factor (${year})`,
    region: row.code,
    value: row.values[year],
    notice: NOTICES[year],
    synonyms: [
      short,
      `${short}电网`,
      `${short}电力`,
      `${province.nameEn} grid`,
      `${province.nameEn} electricity`,
    ],
  });
}

const NATIONAL: Record<GridYear, { average: number; excluding: number; fossil: number }> = {
  2021: { average: 0.5568, excluding: 0.5942, fossil: 0.8426 },
  2022: { average: 0.5366, excluding: 0.5856, fossil: 0.8325 },
  2023: { average: 0.5306, excluding: 0.6096, fossil: 0.8273 },
};

export const CHINA_GRID_FACTORS: readonly FactorData[] = [
  ...GRID_YEARS.flatMap((year) => [
    national(year, NATIONAL[year].average),
    excludingMarketNonFossil(year, NATIONAL[year].excluding),
    fossil(year, NATIONAL[year].fossil),
    ...(Object.keys(GRID_REGIONS) as RegionKey[]).map((key) => regional(year, key)),
    ...PROVINCIAL.map((row) => provincial(year, row)),
  ]),
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
      "生态环境部 全国碳排放权交易市场发电行业企业温室气体排放报告所用的全国电网平均排放因子 0.5703 tCO2/MWh / MEE, national grid average emission factor used in the national carbon market's power-sector GHG emission reports, 0.5703 t CO2/MWh",
    sourceUrl: MEE_URL,
    dataSourceType: 2,
    uncertainty: null,
    synonyms: ["全国碳市场", "发电行业", "0.5703", "national ETS grid factor", ...COMMON_SYNONYMS],
    scope: 2,
    gwpBasis: null,
    notes:
      "0.5703 t CO2/MWh for purchased electricity in the national carbon market's power-sector reports (older guideline drafts used 0.5810). Not part of the MEE/NBS data-year series: use those for general inventories.",
    dataQuality:
      "仅适用于全国碳市场发电行业报告，不属于生态环境部、国家统计局按数据年份发布的电力二氧化碳排放因子；发布该值的通知文号未经核对。一般温室气体清单请使用年度电力因子。",
    dataQualityEn:
      "For the national carbon market's power-sector reports only; not part of the MEE/NBS data-year electricity factors, and the notice that sets it has not been checked. Use the data-year factors for general inventories.",
    proxy: false,
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
      "0.11 t CO2/GJ = 110 kg CO2 per GJ of heat (steam or hot water) purchased; the same default appears across the 24 industry guidelines and in GB/T 32150-2025 (7.5.6-7.5.7) where no measured heat factor exists. CO2 only.",
    dataQuality: null,
    dataQualityEn: null,
    proxy: false,
  },
];
