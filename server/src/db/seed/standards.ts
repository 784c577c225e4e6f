// Industry standards the accounting templates follow: the 24 Chinese industry guidelines for
// enterprise greenhouse-gas accounting and reporting (NDRC, trial editions, issued in three
// batches), the national standards GB/T 32150 and GB/T 32151, and the international standards
// for organisations and products.
import type { IndustryStandardData } from "./template-data";

const NDRC = "国家发展改革委（NDRC）";
const AQSIQ_SAC = "国家质量监督检验检疫总局、国家标准化管理委员会（AQSIQ, SAC）";

function guideline(
  code: string,
  name: string,
  nameEn: string,
  year: 2013 | 2014 | 2015,
): IndustryStandardData {
  return { code: `CN-GUIDE-${code}`, name, nameEn, kind: "cn-guideline", publisher: NDRC, year };
}

/** GB/T 32151.1-.10-2015, the national standards that grew out of the first batch of guidelines. */
function gbt32151(part: number, name: string, nameEn: string): IndustryStandardData {
  return {
    code: `GBT32151.${part}-2015`,
    name: `GB/T 32151.${part}-2015 温室气体排放核算与报告要求 第${part}部分：${name}`,
    nameEn: `GB/T 32151.${part}-2015 Requirements of GHG emissions accounting and reporting, Part ${part}: ${nameEn}`,
    kind: "national",
    publisher: AQSIQ_SAC,
    year: 2015,
  };
}

const G = "温室气体排放核算方法与报告指南（试行）";
const E = "GHG emissions accounting and reporting guidelines (trial)";

export const INDUSTRY_STANDARDS: readonly IndustryStandardData[] = [
  // First batch: 发改办气候〔2013〕2526号.
  guideline("POWER", `中国发电企业${G}`, `Power generation enterprises: ${E}`, 2013),
  guideline("GRID", `中国电网企业${G}`, `Power grid enterprises: ${E}`, 2013),
  guideline("STEEL", `中国钢铁生产企业${G}`, `Iron and steel enterprises: ${E}`, 2013),
  guideline("CHEMICAL", `中国化工生产企业${G}`, `Chemical enterprises: ${E}`, 2013),
  guideline(
    "ALUMINIUM",
    `中国电解铝生产企业${G}`,
    `Electrolytic aluminium enterprises: ${E}`,
    2013,
  ),
  guideline("MAGNESIUM", `中国镁冶炼企业${G}`, `Magnesium smelting enterprises: ${E}`, 2013),
  guideline("FLAT-GLASS", `中国平板玻璃生产企业${G}`, `Flat glass enterprises: ${E}`, 2013),
  guideline("CEMENT", `中国水泥生产企业${G}`, `Cement enterprises: ${E}`, 2013),
  guideline("CERAMICS", `中国陶瓷生产企业${G}`, `Ceramics enterprises: ${E}`, 2013),
  guideline("AVIATION", `中国民用航空企业${G}`, `Civil aviation enterprises: ${E}`, 2013),
  // Second batch: 发改办气候〔2014〕2920号.
  guideline(
    "OIL-GAS",
    `中国石油天然气生产企业${G}`,
    `Oil and gas production enterprises: ${E}`,
    2014,
  ),
  guideline("PETROCHEMICAL", `中国石油化工企业${G}`, `Petrochemical enterprises: ${E}`, 2014),
  guideline("COKING", `中国独立焦化企业${G}`, `Independent coking enterprises: ${E}`, 2014),
  guideline("COAL", `中国煤炭生产企业${G}`, `Coal production enterprises: ${E}`, 2014),
  // Third batch (2015; notice 发改办气候〔2015〕1722号 [verify]).
  guideline(
    "PAPER",
    `造纸和纸制品生产企业${G}`,
    `Paper and paper products enterprises: ${E}`,
    2015,
  ),
  guideline(
    "NONFERROUS",
    `其他有色金属冶炼和压延加工业企业${G}`,
    `Other non-ferrous metal smelting and rolling enterprises: ${E}`,
    2015,
  ),
  guideline(
    "ELECTRONICS",
    `电子设备制造企业${G}`,
    `Electronic equipment manufacturers: ${E}`,
    2015,
  ),
  guideline(
    "MACHINERY",
    `机械设备制造企业${G}`,
    `Machinery and equipment manufacturers: ${E}`,
    2015,
  ),
  guideline("MINING", `矿山企业${G}`, `Mining enterprises: ${E}`, 2015),
  guideline(
    "FOOD",
    `食品、烟草及酒、饮料和精制茶企业${G}`,
    `Food, tobacco, liquor, beverage and refined tea enterprises: ${E}`,
    2015,
  ),
  guideline(
    "PUBLIC-BUILDING",
    "公共建筑运营单位（企业）温室气体排放核算方法和报告指南（试行）",
    `Public building operators (enterprises): ${E}`,
    2015,
  ),
  guideline("LAND-TRANSPORT", `陆上交通运输企业${G}`, `Land transport enterprises: ${E}`, 2015),
  guideline("FLUOROCHEMICAL", `氟化工企业${G}`, `Fluorochemical enterprises: ${E}`, 2015),
  guideline("OTHER-INDUSTRY", `工业其他行业企业${G}`, `Other industrial enterprises: ${E}`, 2015),

  {
    code: "GBT32150-2015",
    name: "GB/T 32150-2015 工业企业温室气体排放核算和报告通则",
    nameEn:
      "GB/T 32150-2015 General guideline of greenhouse gas emissions accounting and reporting for industrial enterprises",
    kind: "national",
    publisher: AQSIQ_SAC,
    year: 2015,
  },
  gbt32151(1, "发电企业", "Power generation enterprise"),
  gbt32151(2, "电网企业", "Power grid enterprise"),
  gbt32151(3, "镁冶炼企业", "Magnesium smelting enterprise"),
  gbt32151(4, "铝冶炼企业", "Aluminium smelting enterprise"),
  gbt32151(5, "钢铁生产企业", "Iron and steel production enterprise"),
  gbt32151(6, "民用航空企业", "Civil aviation enterprise"),
  gbt32151(7, "平板玻璃生产企业", "Flat glass production enterprise"),
  gbt32151(8, "水泥生产企业", "Cement production enterprise"),
  gbt32151(9, "陶瓷生产企业", "Ceramics production enterprise"),
  gbt32151(10, "化工生产企业", "Chemical production enterprise"),

  {
    code: "ISO14064-1:2018",
    name: "ISO 14064-1:2018 温室气体 第1部分：组织层次上对温室气体排放和清除的量化和报告的规范及指南",
    nameEn:
      "ISO 14064-1:2018 Greenhouse gases, Part 1: Specification with guidance at the organization level for quantification and reporting of greenhouse gas emissions and removals",
    kind: "international",
    publisher: "ISO",
    year: 2018,
  },
  {
    code: "GHGP-CORPORATE-2004",
    name: "温室气体核算体系：企业核算与报告标准（修订版）",
    nameEn: "GHG Protocol: A Corporate Accounting and Reporting Standard (Revised Edition)",
    kind: "international",
    publisher: "WRI / WBCSD",
    year: 2004,
  },
  {
    code: "GHGP-SCOPE3-2011",
    name: "温室气体核算体系：企业价值链（范围三）核算与报告标准",
    nameEn: "GHG Protocol: Corporate Value Chain (Scope 3) Accounting and Reporting Standard",
    kind: "international",
    publisher: "WRI / WBCSD",
    year: 2011,
  },
  {
    code: "ISO14067:2018",
    name: "ISO 14067:2018 温室气体 产品碳足迹 量化要求和指南",
    nameEn:
      "ISO 14067:2018 Greenhouse gases: Carbon footprint of products, Requirements and guidelines for quantification",
    kind: "international",
    publisher: "ISO",
    year: 2018,
  },
  {
    code: "PAS2050:2011",
    name: "PAS 2050:2011 商品和服务生命周期温室气体排放评价规范",
    nameEn:
      "PAS 2050:2011 Specification for the assessment of the life cycle greenhouse gas emissions of goods and services",
    kind: "international",
    publisher: "BSI",
    year: 2011,
  },
  {
    code: "EN15804:2012+A2:2019",
    name: "EN 15804:2012+A2:2019 建筑工程可持续性 环境产品声明 建筑产品类别核心规则",
    nameEn:
      "EN 15804:2012+A2:2019 Sustainability of construction works: Environmental product declarations, Core rules for the product category of construction products",
    kind: "international",
    publisher: "CEN",
    year: 2019,
  },
];
