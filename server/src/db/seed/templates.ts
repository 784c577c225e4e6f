// Accounting templates (base models): the processes and emission sources an inventory starts
// from, with a default factor from the seeded library where a sensible one exists. A null
// factor code means the user picks the factor (refrigerants, spend or supplier data, measured
// clinker composition). Chinese industry templates follow the NDRC guidelines (CO2 from fuel
// combustion by NCV × carbon content × oxidation); the GHG Protocol template covers all gases.
import type { TemplateData, TemplateActivityLine, TemplateSourceData } from "./template-data";
import { UNIT } from "./factors/common";

const PIECE = 50;

function source(
  name: string,
  nameEn: string,
  unitId: number,
  factorCode: string | null,
  method: "factor" | "combustion" = "factor",
): TemplateSourceData {
  return { name, nameEn, unitId, method, factorCode };
}

/** China guideline fuel: amounts in t (10⁴ Nm³ for gases), CO2 by the combustion parameters. */
function guideFuel(name: string, nameEn: string, key: string, unitId: number = UNIT.t) {
  return source(name, nameEn, unitId, `CN-GUIDE-FUEL-${key}`, "combustion");
}

function scope1(name: string, nameEn: string, sources: TemplateSourceData[]): TemplateActivityLine {
  return { name, nameEn, scope: 1, isoCategory: 1, scope3Category: null, deducted: false, sources };
}

function scope2(name: string, nameEn: string, sources: TemplateSourceData[]): TemplateActivityLine {
  return { name, nameEn, scope: 2, isoCategory: 2, scope3Category: null, deducted: false, sources };
}

/**
 * ISO 14064-1:2018 category of each GHG Protocol scope 3 category: transport (4 upstream and
 * 9 downstream transportation, 6 business travel, 7 commuting) is category 3; what the
 * organisation buys or uses (1 goods and services, 2 capital goods, 3 fuel and energy upstream,
 * 5 waste, 8 upstream leased assets) is 4; the use of its products (10 processing, 11 use,
 * 12 end of life, 13 downstream leased assets) is 5; the rest (14 franchises, 15 investments) 6.
 */
export const ISO_CATEGORY_OF_SCOPE3: Readonly<Record<number, number>> = {
  1: 4,
  2: 4,
  3: 4,
  4: 3,
  5: 4,
  6: 3,
  7: 3,
  8: 4,
  9: 3,
  10: 5,
  11: 5,
  12: 5,
  13: 5,
  14: 6,
  15: 6,
};

function scope3(
  category: number,
  name: string,
  nameEn: string,
  sources: TemplateSourceData[],
): TemplateActivityLine {
  return {
    name,
    nameEn,
    scope: 3,
    isoCategory: ISO_CATEGORY_OF_SCOPE3[category],
    scope3Category: category,
    deducted: false,
    sources,
  };
}

const CN_GRID = "CN-GRID-2023-NATIONAL";
const CN_HEAT = "CN-HEAT-GUIDE-2013";

const REFRIGERANTS = scope1(
  "逸散排放（制冷剂等）",
  "Fugitive emissions (refrigerants and others)",
  [
    source("空调制冷剂泄漏", "Air-conditioning refrigerant leakage", UNIT.kg, null),
    source("冷藏冷冻设备制冷剂泄漏", "Refrigeration equipment refrigerant leakage", UNIT.kg, null),
    source("电气设备六氟化硫泄漏", "SF6 leakage from electrical equipment", UNIT.kg, null),
  ],
);

const GENERAL_INDUSTRY: TemplateData = {
  code: "BM-GBT32150-GENERAL",
  name: "工业企业温室气体排放核算通用模板（GB/T 32150）",
  nameEn: "Industrial enterprise GHG inventory, general template (GB/T 32150)",
  standardCode: "GBT32150-2015",
  industryCode: null,
  description:
    "按 GB/T 32150-2015 核算：燃料燃烧（低位发热量×单位热值含碳量×碳氧化率，缺省值取行业指南）、工业生产过程、逸散排放（制冷剂按实际泄漏量选择对应气体）、净购入电力（按企业所在省份和核算年份取生态环境部、国家统计局发布的电力二氧化碳排放因子，未发布的取所在区域或全国值）和净购入热力（0.11 tCO2/GJ）。生物质燃料燃烧的排放单独报告，不计入总量。",
  descriptionEn:
    "GB/T 32150-2015 inventory: fuel combustion (NCV × carbon content × oxidation, guideline defaults), industrial processes, fugitive emissions (pick the gas of each refrigerant leaked), purchased electricity (the MEE/NBS factor of the corporation's province for the case's year, else its regional grid or the national average) and purchased heat (0.11 t CO2/GJ). Biomass combustion is reported separately, outside the total.",
  processes: [
    scope1("固定源燃料燃烧", "Stationary fuel combustion", [
      guideFuel("天然气", "Natural gas", "NATURAL-GAS", UNIT.nm3x1e4),
      guideFuel("柴油", "Diesel", "DIESEL"),
      guideFuel("烟煤", "Bituminous coal", "BITUMINOUS"),
      guideFuel("无烟煤", "Anthracite", "ANTHRACITE"),
      guideFuel("燃料油", "Fuel oil", "FUEL-OIL"),
      guideFuel("液化石油气", "LPG", "LPG"),
    ]),
    scope1("移动源燃料燃烧", "Mobile fuel combustion", [
      guideFuel("柴油（厂内车辆）", "Diesel (company vehicles)", "DIESEL"),
      guideFuel("汽油（厂内车辆）", "Gasoline (company vehicles)", "GASOLINE"),
    ]),
    scope1("工业生产过程排放", "Industrial process emissions", [
      source("石灰石分解", "Limestone calcination", UNIT.t, "CN-GUIDE-PROC-LIMESTONE"),
      source("白云石分解", "Dolomite calcination", UNIT.t, "CN-GUIDE-PROC-DOLOMITE"),
      source("碳酸钠使用", "Sodium carbonate use", UNIT.t, "CN-GUIDE-PROC-NA2CO3"),
      source("其他过程排放（自定因子）", "Other process emissions (own factor)", UNIT.t, null),
    ]),
    REFRIGERANTS,
    scope2("净购入电力", "Purchased electricity", [
      source("外购电力", "Purchased electricity", UNIT.kWh, CN_GRID),
    ]),
    scope2("净购入热力", "Purchased heat", [
      source("外购热力（蒸汽、热水）", "Purchased heat (steam, hot water)", UNIT.GJ, CN_HEAT),
    ]),
  ],
};

const POWER_GENERATION: TemplateData = {
  code: "BM-CN-POWER",
  name: "发电企业温室气体排放核算模板",
  nameEn: "Power generation enterprise GHG inventory (China guideline)",
  standardCode: "CN-GUIDE-POWER",
  industryCode: "D",
  description:
    "按《中国发电企业温室气体排放核算方法与报告指南（试行）》：化石燃料燃烧（优先使用实测低位发热量和元素碳含量，缺省值见指南）、脱硫过程（按碳酸盐纯量计）和净购入电力（默认全国碳市场发电行业电网排放因子 0.5703 tCO2/MWh，待核实）。",
  descriptionEn:
    "China power generation guideline: fossil fuel combustion (measured NCV and carbon content preferred, guideline defaults otherwise), desulfurisation (per tonne of pure carbonate) and purchased electricity (national carbon market grid factor 0.5703 t CO2/MWh by default, to be verified).",
  processes: [
    scope1("化石燃料燃烧", "Fossil fuel combustion", [
      guideFuel("烟煤", "Bituminous coal", "BITUMINOUS"),
      guideFuel("无烟煤", "Anthracite", "ANTHRACITE"),
      guideFuel("褐煤", "Lignite", "LIGNITE"),
      guideFuel("天然气", "Natural gas", "NATURAL-GAS", UNIT.nm3x1e4),
      guideFuel("燃料油（点火、助燃）", "Fuel oil (ignition and support)", "FUEL-OIL"),
      guideFuel("柴油", "Diesel", "DIESEL"),
    ]),
    scope1("脱硫过程排放", "Desulfurisation process emissions", [
      source("碳酸钙（按纯量计）", "Calcium carbonate (pure)", UNIT.t, "CN-GUIDE-PROC-CACO3"),
      source("碳酸镁（按纯量计）", "Magnesium carbonate (pure)", UNIT.t, "CN-GUIDE-PROC-MGCO3"),
      source("碳酸钠（按纯量计）", "Sodium carbonate (pure)", UNIT.t, "CN-GUIDE-PROC-NA2CO3"),
    ]),
    scope2("净购入电力", "Purchased electricity", [
      source("外购电力", "Purchased electricity", UNIT.MWh, "CN-GRID-ETS-POWER"),
    ]),
  ],
};

const IRON_AND_STEEL: TemplateData = {
  code: "BM-CN-STEEL",
  name: "钢铁生产企业温室气体排放核算模板",
  nameEn: "Iron and steel enterprise GHG inventory (China guideline)",
  standardCode: "CN-GUIDE-STEEL",
  industryCode: "C",
  description:
    "按《中国钢铁生产企业温室气体排放核算方法与报告指南（试行）》：排放总量 = 燃料燃烧（按净消耗量）+ 工业生产过程（熔剂、电极、外购含碳原料）+ 净购入电力和热力 − 固碳产品隐含的排放（粗钢、甲醇等，作为扣减项）。",
  descriptionEn:
    "China iron and steel guideline: total = fuel combustion (net consumption) + industrial processes (fluxes, electrodes, purchased carbon-bearing materials) + purchased electricity and heat − carbon locked in products (crude steel, methanol and others, as deducted lines).",
  processes: [
    scope1("燃料燃烧", "Fuel combustion", [
      guideFuel("焦炭", "Coke", "COKE"),
      guideFuel("烟煤（喷吹煤等）", "Bituminous coal (injection coal and others)", "BITUMINOUS"),
      guideFuel("无烟煤", "Anthracite", "ANTHRACITE"),
      guideFuel("洗精煤", "Washed coal", "WASHED-COAL"),
      guideFuel("天然气", "Natural gas", "NATURAL-GAS", UNIT.nm3x1e4),
      guideFuel(
        "焦炉煤气（净消耗）",
        "Coke oven gas (net consumption)",
        "COKE-OVEN-GAS",
        UNIT.nm3x1e4,
      ),
      guideFuel(
        "高炉煤气（净消耗）",
        "Blast furnace gas (net consumption)",
        "BLAST-FURNACE-GAS",
        UNIT.nm3x1e4,
      ),
      guideFuel(
        "转炉煤气（净消耗）",
        "Converter gas (net consumption)",
        "CONVERTER-GAS",
        UNIT.nm3x1e4,
      ),
      guideFuel("柴油", "Diesel", "DIESEL"),
      guideFuel("燃料油", "Fuel oil", "FUEL-OIL"),
    ]),
    scope1("工业生产过程排放", "Industrial process emissions", [
      source("石灰石（熔剂）", "Limestone (flux)", UNIT.t, "CN-GUIDE-PROC-LIMESTONE"),
      source("白云石（熔剂）", "Dolomite (flux)", UNIT.t, "CN-GUIDE-PROC-DOLOMITE"),
      source("电极消耗", "Electrode consumption", UNIT.t, "CN-GUIDE-PROC-ELECTRODE"),
      source("外购生铁", "Purchased pig iron", UNIT.t, "CN-GUIDE-PROC-PIG-IRON"),
      source("外购直接还原铁", "Purchased direct reduced iron", UNIT.t, "CN-GUIDE-PROC-DRI"),
      source("镍铁合金", "Ferronickel", UNIT.t, "CN-GUIDE-PROC-FERRONICKEL"),
      source("铬铁合金", "Ferrochrome", UNIT.t, "CN-GUIDE-PROC-FERROCHROME"),
      source("钼铁合金", "Ferromolybdenum", UNIT.t, "CN-GUIDE-PROC-FERROMOLYBDENUM"),
    ]),
    scope2("净购入电力", "Purchased electricity", [
      source("外购电力", "Purchased electricity", UNIT.MWh, CN_GRID),
    ]),
    scope2("净购入热力", "Purchased heat", [
      source("外购热力（蒸汽、热水）", "Purchased heat (steam, hot water)", UNIT.GJ, CN_HEAT),
    ]),
    {
      name: "固碳产品隐含的排放",
      nameEn: "Carbon locked in products",
      scope: 1,
      isoCategory: 1,
      scope3Category: null,
      deducted: true,
      sources: [
        source("粗钢", "Crude steel", UNIT.t, "CN-GUIDE-LOCKED-CRUDE-STEEL"),
        source("甲醇", "Methanol", UNIT.t, "CN-GUIDE-LOCKED-METHANOL"),
      ],
    },
  ],
};

const CEMENT: TemplateData = {
  code: "BM-CN-CEMENT",
  name: "水泥生产企业温室气体排放核算模板",
  nameEn: "Cement enterprise GHG inventory (China guideline)",
  standardCode: "CN-GUIDE-CEMENT",
  industryCode: "C",
  description:
    "按《中国水泥生产企业温室气体排放核算方法与报告指南（试行）》：燃料燃烧、原料碳酸盐分解和净购入电力。熟料的碳酸盐分解排放因子由企业按熟料中 CaO、MgO 含量计算（扣除非碳酸盐来源）：EF = (CaO含量 − 非碳酸盐CaO) × 44/56 + (MgO含量 − 非碳酸盐MgO) × 44/40，库中无缺省值，请自建因子；窑头粉尘、旁路放风粉尘和生料中非燃料碳同理。",
  descriptionEn:
    "China cement guideline: fuel combustion, raw-material carbonate calcination and purchased electricity. The clinker calcination factor comes from the clinker's CaO and MgO content net of non-carbonate sources: EF = (CaO − non-carbonate CaO) × 44/56 + (MgO − non-carbonate MgO) × 44/40. The library has no default for it: create your own factor; the same holds for kiln dust, bypass dust and non-fuel carbon in raw meal.",
  processes: [
    scope1("燃料燃烧", "Fuel combustion", [
      guideFuel("烟煤", "Bituminous coal", "BITUMINOUS"),
      guideFuel("无烟煤", "Anthracite", "ANTHRACITE"),
      guideFuel("柴油", "Diesel", "DIESEL"),
      guideFuel("天然气", "Natural gas", "NATURAL-GAS", UNIT.nm3x1e4),
      source(
        "替代燃料和废弃物（自定因子）",
        "Alternative fuels and waste (own factor)",
        UNIT.t,
        null,
      ),
    ]),
    scope1("原料碳酸盐分解", "Raw-material carbonate calcination", [
      source(
        "熟料产量（按CaO、MgO含量自建因子）",
        "Clinker produced (own factor from CaO and MgO content)",
        UNIT.t,
        null,
      ),
      source("窑头粉尘", "Cement kiln dust", UNIT.t, null),
      source("旁路放风粉尘", "Bypass dust", UNIT.t, null),
      source("生料中非燃料碳煅烧", "Non-fuel carbon in raw meal", UNIT.t, null),
    ]),
    scope2("净购入电力", "Purchased electricity", [
      source("外购电力", "Purchased electricity", UNIT.MWh, CN_GRID),
    ]),
  ],
};

/**
 * Purchased goods with a Chinese national default (GB/T 51366-2019 Appendix D); paper and water
 * have none and keep the UK factors, which the library flags as proxies.
 */
const PURCHASED_GOODS = [
  source("钢材", "Steel", UNIT.t, "CN-GBT51366-STEEL"),
  source("铝材", "Aluminium", UNIT.t, "CN-GBT51366-ALUMINIUM"),
  source("塑料（聚乙烯）", "Plastics (polyethylene)", UNIT.t, "CN-GBT51366-HDPE"),
];

/** Flights not touching the UK: the only DESNZ air factors that fit a Chinese company (proxies). */
const FLIGHTS_ECONOMY = source(
  "航班（经济舱）",
  "Flights (economy class)",
  UNIT.pkm,
  "DESNZ-2024-21_316_3181_11",
);
const FLIGHTS_AVERAGE = source(
  "航班（平均舱位）",
  "Flights (average passenger)",
  UNIT.pkm,
  "DESNZ-2024-21_316_3179_11",
);

/**
 * Changes to the global templates' sources since they were first seeded: applied to a database
 * seeded before, to each source still as seeded (same English name and factor); a source the
 * platform operator has edited is left alone.
 */
export const TEMPLATE_SOURCE_REVISIONS: ReadonlyArray<{
  template: string;
  process: string;
  /** The source as first seeded: English name and factor code; null to add the source. */
  from: { nameEn: string; factorCode: string } | null;
  to: TemplateSourceData;
}> = [
  {
    template: "BM-GHGP-CORPORATE",
    process: "Purchased goods and services",
    from: { nameEn: "Metals", factorCode: "DESNZ-2024-19_500_5028_15" },
    to: PURCHASED_GOODS[0],
  },
  {
    template: "BM-GHGP-CORPORATE",
    process: "Purchased goods and services",
    from: null,
    to: PURCHASED_GOODS[1],
  },
  {
    template: "BM-GHGP-CORPORATE",
    process: "Purchased goods and services",
    from: { nameEn: "Plastics", factorCode: "DESNZ-2024-19_505_5120_15" },
    to: PURCHASED_GOODS[2],
  },
  {
    template: "BM-GHGP-CORPORATE",
    process: "Business travel",
    from: { nameEn: "Short-haul flights (economy)", factorCode: "DESNZ-2024-21_316_3165_11" },
    to: FLIGHTS_ECONOMY,
  },
  {
    template: "BM-GHGP-CORPORATE",
    process: "Business travel",
    from: { nameEn: "Long-haul flights (economy)", factorCode: "DESNZ-2024-21_316_3171_11" },
    to: FLIGHTS_AVERAGE,
  },
];

const GHG_PROTOCOL: TemplateData = {
  code: "BM-GHGP-CORPORATE",
  name: "温室气体核算体系企业模板（范围一、二、三）",
  nameEn: "GHG Protocol corporate inventory (scopes 1, 2 and 3)",
  standardCode: "GHGP-CORPORATE-2004",
  industryCode: null,
  description:
    "按《温室气体核算体系：企业核算与报告标准》及范围三标准：范围一（固定燃烧、移动燃烧、逸散、过程）、范围二（外购电力、热力）和范围三的15个类别，每个类别同时标注 ISO 14064-1:2018 的类别。默认因子：燃料取英国 DESNZ 2024（分气体 CO2、CH4、N2O），电力按企业所在省份和核算年份取生态环境部、国家统计局发布的电力二氧化碳排放因子（“应用默认因子”时选择），外购材料取 GB/T 51366-2019 附录D，其余范围三取 DESNZ 2024 并标为代理值；请按供应商数据替换。",
  descriptionEn:
    "GHG Protocol Corporate and Scope 3 Standards: scope 1 (stationary, mobile, fugitive, process), scope 2 (purchased electricity, heat) and the 15 scope 3 categories, each also tagged with its ISO 14064-1:2018 category. Defaults: fuels from UK DESNZ 2024 (CO2, CH4 and N2O separately), electricity from the MEE/NBS factor of the corporation's province for the case's year (chosen by “Apply default factors”), purchased materials from GB/T 51366-2019 Appendix D, the rest of scope 3 from DESNZ 2024, flagged as proxies; replace them with supplier data.",
  processes: [
    scope1("固定燃烧", "Stationary combustion", [
      source("天然气", "Natural gas", UNIT.m3, "DESNZ-2024-1_100_1004_1"),
      source(
        "柴油（发电机等）",
        "Diesel (generators and others)",
        UNIT.L,
        "DESNZ-2024-1_101_1011_8",
      ),
      source("液化石油气", "LPG", UNIT.L, "DESNZ-2024-1_100_1003_8"),
      source("煤", "Coal", UNIT.t, "DESNZ-2024-1_102_1025_15"),
    ]),
    scope1("移动燃烧", "Mobile combustion", [
      source("柴油（自有车辆）", "Diesel (owned vehicles)", UNIT.L, "DESNZ-2024-1_101_1011_8"),
      source("汽油（自有车辆）", "Petrol (owned vehicles)", UNIT.L, "DESNZ-2024-1_101_1017_8"),
    ]),
    REFRIGERANTS,
    scope1("过程排放", "Process emissions", [
      source("工艺过程排放（自定因子）", "Process emissions (own factor)", UNIT.t, null),
    ]),
    scope2("外购电力", "Purchased electricity", [
      source("外购电力", "Purchased electricity", UNIT.kWh, CN_GRID),
    ]),
    scope2("外购热力与蒸汽", "Purchased heat and steam", [
      source("外购热力（蒸汽、热水）", "Purchased heat (steam, hot water)", UNIT.GJ, CN_HEAT),
    ]),
    scope3(1, "外购商品和服务", "Purchased goods and services", [
      ...PURCHASED_GOODS,
      source("纸和纸板", "Paper and board", UNIT.t, "DESNZ-2024-19_506_5160_15"),
      source("自来水", "Water supply", UNIT.m3, "DESNZ-2024-17_404_4005_1"),
      source(
        "其他商品和服务（供应商数据）",
        "Other goods and services (supplier data)",
        UNIT.t,
        null,
      ),
    ]),
    scope3(2, "资本货物", "Capital goods", [
      source(
        "设备、建筑等资本货物（供应商数据）",
        "Equipment, buildings (supplier data)",
        PIECE,
        null,
      ),
    ]),
    scope3(3, "燃料和能源相关活动", "Fuel- and energy-related activities", [
      source("电力输配损耗", "Electricity T&D losses", UNIT.kWh, "DESNZ-2024-13_402_4000_5"),
      source(
        "电力上游（发电燃料）",
        "Upstream of electricity (generation)",
        UNIT.kWh,
        "DESNZ-2024-15_917_4000_5",
      ),
      source("天然气上游", "Upstream of natural gas", UNIT.m3, "DESNZ-2024-11_100_1004_1"),
      source("柴油上游", "Upstream of diesel", UNIT.L, "DESNZ-2024-11_101_1011_8"),
    ]),
    scope3(4, "上游运输和配送", "Upstream transportation and distribution", [
      source("公路货运", "Road freight", UNIT.tkm, "DESNZ-2024-27_304_3140_14"),
      source("铁路货运", "Rail freight", UNIT.tkm, "DESNZ-2024-27_315_3151_14"),
      source("集装箱海运", "Container shipping", UNIT.tkm, "DESNZ-2024-27_320_3235_14"),
      source("航空货运", "Air freight", UNIT.tkm, "DESNZ-2024-27_317_3159_14"),
    ]),
    scope3(5, "运营中产生的废弃物", "Waste generated in operations", [
      source(
        "一般工业固废填埋",
        "Commercial and industrial waste to landfill",
        UNIT.t,
        "DESNZ-2024-20_507_5313_15",
      ),
      source(
        "一般工业固废焚烧",
        "Commercial and industrial waste incinerated",
        UNIT.t,
        "DESNZ-2024-20_507_5311_15",
      ),
      source("废水处理", "Wastewater treatment", UNIT.m3, "DESNZ-2024-18_405_4006_1"),
    ]),
    scope3(6, "商务出行", "Business travel", [
      FLIGHTS_ECONOMY,
      FLIGHTS_AVERAGE,
      source("火车", "Rail", UNIT.pkm, "DESNZ-2024-25_315_3147_11"),
      source("出租车", "Taxi", UNIT.pkm, "DESNZ-2024-25_313_3141_11"),
      source("自驾或租车", "Car (own or rented)", UNIT.km, "DESNZ-2024-25_301_3074_4"),
      source("酒店住宿（间夜）", "Hotel stays (room nights)", PIECE, null),
    ]),
    scope3(7, "员工通勤", "Employee commuting", [
      source("小汽车通勤", "Commuting by car", UNIT.km, "DESNZ-2024-25_301_3074_4"),
      source("公交车通勤", "Commuting by bus", UNIT.pkm, "DESNZ-2024-25_314_3145_11"),
      source(
        "地铁和轻轨通勤",
        "Commuting by metro and light rail",
        UNIT.pkm,
        "DESNZ-2024-25_315_3149_11",
      ),
    ]),
    scope3(8, "上游租赁资产", "Upstream leased assets", [
      source("租赁资产用电", "Electricity of leased assets", UNIT.kWh, CN_GRID),
      source("租赁资产天然气", "Natural gas of leased assets", UNIT.m3, "DESNZ-2024-1_100_1004_1"),
    ]),
    scope3(9, "下游运输和配送", "Downstream transportation and distribution", [
      source("公路货运", "Road freight", UNIT.tkm, "DESNZ-2024-27_304_3140_14"),
      source("集装箱海运", "Container shipping", UNIT.tkm, "DESNZ-2024-27_320_3235_14"),
    ]),
    scope3(10, "售出产品的加工", "Processing of sold products", [
      source(
        "中间产品下游加工（客户数据）",
        "Downstream processing of intermediate products (customer data)",
        UNIT.t,
        null,
      ),
    ]),
    scope3(11, "售出产品的使用", "Use of sold products", [
      source("产品使用阶段耗电", "Electricity used by sold products", UNIT.kWh, CN_GRID),
      source(
        "产品使用阶段直接排放（自定因子）",
        "Direct use-phase emissions (own factor)",
        PIECE,
        null,
      ),
    ]),
    scope3(12, "售出产品的报废处理", "End-of-life treatment of sold products", [
      source("塑料包装填埋", "Plastic packaging to landfill", UNIT.t, "DESNZ-2024-20_505_5383_15"),
      source("纸包装填埋", "Paper packaging to landfill", UNIT.t, "DESNZ-2024-20_506_5453_15"),
      source(
        "产品作为生活垃圾填埋",
        "Products landfilled as household waste",
        UNIT.t,
        "DESNZ-2024-20_507_5285_15",
      ),
    ]),
    scope3(13, "下游租赁资产", "Downstream leased assets", [
      source("出租资产用电", "Electricity of assets leased out", UNIT.kWh, CN_GRID),
    ]),
    scope3(14, "特许经营", "Franchises", [
      source("加盟店用电", "Electricity of franchisees", UNIT.kWh, CN_GRID),
      source("加盟店天然气", "Natural gas of franchisees", UNIT.m3, "DESNZ-2024-1_100_1004_1"),
    ]),
    scope3(15, "投资", "Investments", [
      source(
        "被投资企业排放（按持股比例，自定因子）",
        "Investee emissions (equity share, own factor)",
        UNIT.t,
        null,
      ),
    ]),
  ],
};

export const TEMPLATES: readonly TemplateData[] = [
  GENERAL_INDUSTRY,
  POWER_GENERATION,
  IRON_AND_STEEL,
  CEMENT,
  GHG_PROTOCOL,
];
