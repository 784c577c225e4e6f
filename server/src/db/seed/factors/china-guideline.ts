// China industry-guideline defaults (the 24 NDRC greenhouse-gas accounting guidelines; values as
// printed in the iron and steel guideline of the first batch, 2013): fuel parameters for the
// method "combustion" (CO2 = FC × NCV × CC × OF × 44/12), each also carrying the CO2 value the
// parameters give so the factor works with the method "factor"; process factors (fluxes,
// electrodes, purchased carbon-bearing materials, desulfurisation carbonates) and the carbon
// locked in products that the steel guideline subtracts. CO2 only, as the guidelines count it.
import type { FactorData } from "../../../modules/factor/factor-data";
import { CO2_PER_C, UNIT } from "./common";

interface Document {
  zh: string;
  en: string;
}

const STEEL_GUIDELINE: Document = {
  zh: "国家发展改革委《中国钢铁生产企业温室气体排放核算方法与报告指南（试行）》（2013年，发改办气候〔2013〕2526号印发的首批10个行业指南之一）",
  en: "NDRC, Guidelines for GHG emission accounting and reporting of Chinese iron and steel enterprises (trial, 2013)",
};
const POWER_GUIDELINE: Document = {
  zh: "国家发展改革委《中国发电企业温室气体排放核算方法与报告指南（试行）》（2013年，发改办气候〔2013〕2526号印发的首批10个行业指南之一）",
  en: "NDRC, Guidelines for GHG emission accounting and reporting of Chinese power generation enterprises (trial, 2013)",
};

function cite(document: Document, zhPart: string, enPart: string): string {
  return `${document.zh}，${zhPart} / ${document.en}, ${enPart}`;
}

const VERSION = "NDRC 2013 trial";

interface FuelSpec {
  key: string;
  name: string;
  nameEn: string;
  subcategory: string;
  /** t, or 10⁴ Nm³ for gases. */
  unitId: number;
  /** GJ per unit. */
  ncv: number;
  /** As the guideline prints it, t C per TJ. */
  carbonPerTj: number;
  oxidation: number;
  synonyms: string[];
  /** A further note on the row, for users. */
  note?: { zh: string; en: string; notes: string };
}

/** The fuel table was read from transcriptions of the guideline, not the printed appendix. */
const FUEL_QUALITY = {
  zh: "行业指南附录的缺省值，取自指南的公开转录本，附录表号未与印发原文核对；有实测低位发热量或单位热值含碳量时请以实测值替换。",
  en: "Guideline appendix defaults, read from public transcriptions of the guideline; the appendix table number has not been checked against the printed original. Replace them with measured NCV or carbon content where available.",
};

function fuel(spec: FuelSpec): FactorData {
  // t C/TJ → t C/GJ, rounded to drop the binary noise of the division (27.49 / 1000).
  const carbonContent = Number((spec.carbonPerTj / 1000).toPrecision(12));
  const co2 = spec.ncv * carbonContent * spec.oxidation * CO2_PER_C * 1000;
  const perUnit = spec.unitId === UNIT.nm3x1e4 ? "10⁴ Nm³" : "t";
  return {
    code: `CN-GUIDE-FUEL-${spec.key}`,
    name: spec.name,
    nameEn: spec.nameEn,
    category: "stationary-combustion",
    subcategory: spec.subcategory,
    unitId: spec.unitId,
    gases: [{ gas: "CO2", value: co2 }],
    ncv: spec.ncv,
    carbonContent,
    oxidation: spec.oxidation,
    region: "CN",
    year: 2013,
    version: VERSION,
    source: cite(
      STEEL_GUIDELINE,
      "附录 常用化石燃料相关参数缺省值（低位发热量、单位热值含碳量、碳氧化率）",
      "appendix table of default fossil-fuel parameters (NCV, carbon content per unit of heat, oxidation rate)",
    ),
    sourceUrl: null,
    dataSourceType: 2,
    uncertainty: null,
    synonyms: spec.synonyms,
    scope: 1,
    gwpBasis: null,
    notes: [
      `NCV ${spec.ncv} GJ/${perUnit}; carbon content ${spec.carbonPerTj} t C/TJ = ${carbonContent} t C/GJ;`,
      `oxidation ${spec.oxidation}. CO2 = ${spec.ncv} × ${carbonContent} × ${spec.oxidation} × 44/12 × 1000`,
      `= ${co2.toFixed(3)} kg CO2 per ${perUnit} (method "factor"); method "combustion" uses the`,
      "parameters, which a measured NCV or carbon content may replace. CO2 only.",
      spec.note?.notes,
    ]
      .filter(Boolean)
      .join(" "),
    dataQuality: [FUEL_QUALITY.zh, spec.note?.zh].filter(Boolean).join(""),
    dataQualityEn: [FUEL_QUALITY.en, spec.note?.en].filter(Boolean).join(" "),
    proxy: false,
  };
}

function processFactor(spec: {
  code: string;
  name: string;
  nameEn: string;
  category: "process" | "carbon-locked";
  subcategory: string;
  tonnesCo2PerTonne: number;
  source: string;
  synonyms: string[];
  notes: string;
  dataQuality?: { zh: string; en: string };
}): FactorData {
  const kg = Math.round(spec.tonnesCo2PerTonne * 1e6) / 1e3;
  return {
    code: spec.code,
    name: spec.name,
    nameEn: spec.nameEn,
    category: spec.category,
    subcategory: spec.subcategory,
    unitId: UNIT.t,
    gases: [{ gas: "CO2", value: kg }],
    ncv: null,
    carbonContent: null,
    oxidation: null,
    region: "CN",
    year: 2013,
    version: VERSION,
    source: spec.source,
    sourceUrl: null,
    dataSourceType: 2,
    uncertainty: null,
    synonyms: spec.synonyms,
    scope: 1,
    gwpBasis: null,
    notes: `${spec.tonnesCo2PerTonne} t CO2/t = ${kg} kg CO2 per tonne. ${spec.notes}`,
    dataQuality: spec.dataQuality?.zh ?? null,
    dataQualityEn: spec.dataQuality?.en ?? null,
    proxy: false,
  };
}

const SOLID = "Solid fuels";
const LIQUID = "Liquid fuels";
const GAS = "Gaseous fuels";

const FUELS: readonly FactorData[] = [
  fuel({
    key: "ANTHRACITE",
    name: "无烟煤",
    nameEn: "Anthracite",
    subcategory: SOLID,
    unitId: UNIT.t,
    ncv: 20.304,
    carbonPerTj: 27.49,
    oxidation: 0.94,
    synonyms: ["无烟煤", "白煤", "anthracite", "coal"],
  }),
  fuel({
    key: "BITUMINOUS",
    name: "烟煤",
    nameEn: "Bituminous coal",
    subcategory: SOLID,
    unitId: UNIT.t,
    ncv: 19.57,
    carbonPerTj: 26.18,
    oxidation: 0.93,
    synonyms: ["烟煤", "动力煤", "原煤", "bituminous coal", "steam coal", "coal"],
  }),
  fuel({
    key: "LIGNITE",
    name: "褐煤",
    nameEn: "Lignite",
    subcategory: SOLID,
    unitId: UNIT.t,
    ncv: 14.08,
    carbonPerTj: 28,
    oxidation: 0.96,
    synonyms: ["褐煤", "lignite", "brown coal"],
  }),
  fuel({
    key: "WASHED-COAL",
    name: "洗精煤",
    nameEn: "Washed coal",
    subcategory: SOLID,
    unitId: UNIT.t,
    ncv: 26.344,
    carbonPerTj: 25.4,
    oxidation: 0.9,
    synonyms: ["洗精煤", "精煤", "washed coal", "cleaned coal"],
  }),
  fuel({
    key: "COKE",
    name: "焦炭",
    nameEn: "Coke",
    subcategory: SOLID,
    unitId: UNIT.t,
    ncv: 28.447,
    carbonPerTj: 29.5,
    oxidation: 0.93,
    synonyms: ["焦炭", "冶金焦", "coke", "metallurgical coke"],
  }),
  fuel({
    key: "CRUDE-OIL",
    name: "原油",
    nameEn: "Crude oil",
    subcategory: LIQUID,
    unitId: UNIT.t,
    ncv: 41.816,
    carbonPerTj: 20.1,
    oxidation: 0.98,
    synonyms: ["原油", "crude oil", "petroleum"],
  }),
  fuel({
    key: "FUEL-OIL",
    name: "燃料油",
    nameEn: "Fuel oil",
    subcategory: LIQUID,
    unitId: UNIT.t,
    ncv: 41.816,
    carbonPerTj: 21.1,
    oxidation: 0.98,
    synonyms: ["燃料油", "重油", "fuel oil", "heavy oil"],
  }),
  fuel({
    key: "GASOLINE",
    name: "汽油",
    nameEn: "Gasoline",
    subcategory: LIQUID,
    unitId: UNIT.t,
    ncv: 43.07,
    carbonPerTj: 18.9,
    oxidation: 0.98,
    synonyms: ["汽油", "gasoline", "petrol"],
  }),
  fuel({
    key: "DIESEL",
    name: "柴油",
    nameEn: "Diesel",
    subcategory: LIQUID,
    unitId: UNIT.t,
    ncv: 42.652,
    carbonPerTj: 20.2,
    oxidation: 0.98,
    synonyms: ["柴油", "diesel", "gas oil"],
  }),
  fuel({
    key: "LPG",
    name: "液化石油气",
    nameEn: "Liquefied petroleum gas (LPG)",
    subcategory: LIQUID,
    unitId: UNIT.t,
    ncv: 50.179,
    carbonPerTj: 17.2,
    oxidation: 0.98,
    synonyms: ["液化石油气", "液化气", "LPG", "liquefied petroleum gas"],
  }),
  fuel({
    key: "REFINERY-DRY-GAS",
    name: "炼厂干气",
    nameEn: "Refinery dry gas",
    subcategory: GAS,
    unitId: UNIT.t,
    ncv: 45.998,
    carbonPerTj: 18.2,
    oxidation: 0.99,
    synonyms: ["炼厂干气", "干气", "refinery gas", "refinery dry gas"],
    note: {
      notes: "Per tonne, as the guideline's table gives its NCV in GJ/t (not per 10⁴ Nm³).",
      zh: "炼厂干气按吨计（指南表格的低位发热量单位为 GJ/t，而非 GJ/万Nm³）。",
      en: "Refinery dry gas is per tonne (the guideline table gives its NCV in GJ/t, not per 10⁴ Nm³).",
    },
  }),
  fuel({
    key: "NATURAL-GAS",
    name: "天然气",
    nameEn: "Natural gas",
    subcategory: GAS,
    unitId: UNIT.nm3x1e4,
    ncv: 389.31,
    carbonPerTj: 15.3,
    oxidation: 0.99,
    synonyms: ["天然气", "管道天然气", "natural gas", "NG"],
  }),
  fuel({
    key: "COKE-OVEN-GAS",
    name: "焦炉煤气",
    nameEn: "Coke oven gas",
    subcategory: GAS,
    unitId: UNIT.nm3x1e4,
    ncv: 173.54,
    carbonPerTj: 12.1,
    oxidation: 0.99,
    synonyms: ["焦炉煤气", "焦炉气", "coke oven gas", "COG"],
  }),
  fuel({
    key: "BLAST-FURNACE-GAS",
    name: "高炉煤气",
    nameEn: "Blast furnace gas",
    subcategory: GAS,
    unitId: UNIT.nm3x1e4,
    ncv: 33,
    carbonPerTj: 70.8,
    oxidation: 0.99,
    synonyms: ["高炉煤气", "blast furnace gas", "BFG"],
  }),
  fuel({
    key: "CONVERTER-GAS",
    name: "转炉煤气",
    nameEn: "Converter gas (BOF gas)",
    subcategory: GAS,
    unitId: UNIT.nm3x1e4,
    ncv: 84,
    carbonPerTj: 49.6,
    oxidation: 0.99,
    synonyms: ["转炉煤气", "converter gas", "BOF gas", "LDG"],
  }),
];

const STEEL_PROCESS_SOURCE = cite(
  STEEL_GUIDELINE,
  "工业生产过程排放 相关参数缺省值",
  "default factors of industrial process emissions",
);
const STEEL_LOCKED_SOURCE = cite(
  STEEL_GUIDELINE,
  "固碳产品隐含的排放 相关参数缺省值",
  "default factors of carbon locked in products",
);
const POWER_CARBONATE_SOURCE = cite(
  POWER_GUIDELINE,
  "脱硫过程排放 碳酸盐排放因子",
  "desulfurisation process, carbonate emission factors",
);
const STEEL_PROCESS = "Iron and steel process";

/** The carbonate factors equal their stoichiometry; the guideline's table was not re-read. */
function carbonateQuality(formula: string, ratio: string, value: string) {
  return {
    zh: `与化学计量值一致（${formula}：${ratio} = ${value}）；指南中的表格未与印发原文核对。`,
    en: `Equals the stoichiometric value (${formula}: ${ratio} = ${value}); the guideline's table has not been checked against the printed original.`,
  };
}

const PROCESS: readonly FactorData[] = [
  processFactor({
    code: "CN-GUIDE-PROC-LIMESTONE",
    name: "石灰石（熔剂分解）",
    nameEn: "Limestone (flux calcination)",
    category: "process",
    subcategory: STEEL_PROCESS,
    tonnesCo2PerTonne: 0.44,
    source: STEEL_PROCESS_SOURCE,
    synonyms: ["石灰石", "熔剂", "limestone", "flux", "CaCO3"],
    notes: "Per tonne of limestone consumed as flux.",
  }),
  processFactor({
    code: "CN-GUIDE-PROC-DOLOMITE",
    name: "白云石（熔剂分解）",
    nameEn: "Dolomite (flux calcination)",
    category: "process",
    subcategory: STEEL_PROCESS,
    tonnesCo2PerTonne: 0.471,
    source: STEEL_PROCESS_SOURCE,
    synonyms: ["白云石", "熔剂", "dolomite", "flux"],
    notes: "Per tonne of dolomite consumed as flux.",
  }),
  processFactor({
    code: "CN-GUIDE-PROC-ELECTRODE",
    name: "电极（电炉炼钢消耗）",
    nameEn: "Electrodes (consumed in electric arc furnaces)",
    category: "process",
    subcategory: STEEL_PROCESS,
    tonnesCo2PerTonne: 3.663,
    source: STEEL_PROCESS_SOURCE,
    synonyms: ["电极", "石墨电极", "electrode", "graphite electrode"],
    notes: "Per tonne of electrode consumed.",
  }),
  processFactor({
    code: "CN-GUIDE-PROC-PIG-IRON",
    name: "外购生铁",
    nameEn: "Purchased pig iron",
    category: "process",
    subcategory: STEEL_PROCESS,
    tonnesCo2PerTonne: 0.172,
    source: STEEL_PROCESS_SOURCE,
    synonyms: ["生铁", "外购生铁", "pig iron"],
    notes: "Carbon-bearing raw material bought in (净购入含碳原料).",
  }),
  processFactor({
    code: "CN-GUIDE-PROC-DRI",
    name: "直接还原铁",
    nameEn: "Direct reduced iron (DRI)",
    category: "process",
    subcategory: STEEL_PROCESS,
    tonnesCo2PerTonne: 0.073,
    source: STEEL_PROCESS_SOURCE,
    synonyms: ["直接还原铁", "海绵铁", "DRI", "sponge iron"],
    notes: "Carbon-bearing raw material bought in (净购入含碳原料).",
  }),
  processFactor({
    code: "CN-GUIDE-PROC-FERRONICKEL",
    name: "镍铁合金",
    nameEn: "Ferronickel",
    category: "process",
    subcategory: STEEL_PROCESS,
    tonnesCo2PerTonne: 0.037,
    source: STEEL_PROCESS_SOURCE,
    synonyms: ["镍铁合金", "镍铁", "ferronickel"],
    notes: "Carbon-bearing raw material bought in (净购入含碳原料).",
  }),
  processFactor({
    code: "CN-GUIDE-PROC-FERROCHROME",
    name: "铬铁合金",
    nameEn: "Ferrochrome",
    category: "process",
    subcategory: STEEL_PROCESS,
    tonnesCo2PerTonne: 0.275,
    source: STEEL_PROCESS_SOURCE,
    synonyms: ["铬铁合金", "铬铁", "ferrochrome", "ferrochromium"],
    notes: "Carbon-bearing raw material bought in (净购入含碳原料).",
  }),
  processFactor({
    code: "CN-GUIDE-PROC-FERROMOLYBDENUM",
    name: "钼铁合金",
    nameEn: "Ferromolybdenum",
    category: "process",
    subcategory: STEEL_PROCESS,
    tonnesCo2PerTonne: 0.018,
    source: STEEL_PROCESS_SOURCE,
    synonyms: ["钼铁合金", "钼铁", "ferromolybdenum"],
    notes: "Carbon-bearing raw material bought in (净购入含碳原料).",
  }),
  processFactor({
    code: "CN-GUIDE-LOCKED-CRUDE-STEEL",
    name: "粗钢（固碳产品）",
    nameEn: "Crude steel (carbon locked in product)",
    category: "carbon-locked",
    subcategory: "Carbon locked in products",
    tonnesCo2PerTonne: 0.0154,
    source: STEEL_LOCKED_SOURCE,
    synonyms: ["粗钢", "固碳产品", "crude steel", "carbon locked"],
    notes:
      "Per tonne of crude steel produced; subtracted from the enterprise total (deducted line).",
  }),
  processFactor({
    code: "CN-GUIDE-LOCKED-METHANOL",
    name: "甲醇（固碳产品）",
    nameEn: "Methanol (carbon locked in product)",
    category: "carbon-locked",
    subcategory: "Carbon locked in products",
    tonnesCo2PerTonne: 1.375,
    source: STEEL_LOCKED_SOURCE,
    synonyms: ["甲醇", "固碳产品", "methanol", "carbon locked"],
    notes: "Per tonne of methanol produced (e.g. from coke-oven gas); subtracted from the total.",
  }),
  processFactor({
    code: "CN-GUIDE-PROC-CACO3",
    name: "碳酸钙（脱硫剂）",
    nameEn: "Calcium carbonate (desulfurisation sorbent)",
    category: "process",
    subcategory: "Desulfurisation carbonates",
    tonnesCo2PerTonne: 0.44,
    source: POWER_CARBONATE_SOURCE,
    synonyms: ["碳酸钙", "石灰石", "脱硫剂", "calcium carbonate", "CaCO3", "limestone"],
    notes:
      "Per tonne of pure CaCO3 consumed in flue-gas desulfurisation (multiply the sorbent mass by its carbonate content). It equals the stoichiometric ratio 44.01/100.09.",
    dataQuality: carbonateQuality("CaCO3", "44.01/100.09", "0.440"),
  }),
  processFactor({
    code: "CN-GUIDE-PROC-MGCO3",
    name: "碳酸镁（脱硫剂）",
    nameEn: "Magnesium carbonate (desulfurisation sorbent)",
    category: "process",
    subcategory: "Desulfurisation carbonates",
    tonnesCo2PerTonne: 0.522,
    source: POWER_CARBONATE_SOURCE,
    synonyms: ["碳酸镁", "脱硫剂", "magnesium carbonate", "MgCO3"],
    notes: "Per tonne of pure MgCO3. It equals the stoichiometric ratio 44.01/84.31.",
    dataQuality: carbonateQuality("MgCO3", "44.01/84.31", "0.522"),
  }),
  processFactor({
    code: "CN-GUIDE-PROC-NA2CO3",
    name: "碳酸钠（脱硫剂）",
    nameEn: "Sodium carbonate (desulfurisation sorbent)",
    category: "process",
    subcategory: "Desulfurisation carbonates",
    tonnesCo2PerTonne: 0.415,
    source: POWER_CARBONATE_SOURCE,
    synonyms: ["碳酸钠", "纯碱", "脱硫剂", "sodium carbonate", "soda ash", "Na2CO3"],
    notes: "Per tonne of pure Na2CO3. It equals the stoichiometric ratio 44.01/105.99.",
    dataQuality: carbonateQuality("Na2CO3", "44.01/105.99", "0.415"),
  }),
];

export const CHINA_GUIDELINE_FACTORS: readonly FactorData[] = [...FUELS, ...PROCESS];
