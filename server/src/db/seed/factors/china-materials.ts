// Purchased goods with a citable Chinese default: the production-stage (cradle-to-gate, A1-A3)
// factors of GB/T 51366-2019《建筑碳排放计算标准》, Appendix D, Table D.0.1, for the materials a
// manufacturer buys most (steel, pig iron, aluminium, cement, glass, polyethylene, concrete).
// Values as REFERENCE-FACTORS lists them (section "Purchased goods: citable Chinese defaults"),
// the same in independent transcriptions of the table and in the CPCD export. The standard gives
// them in kg CO2e without naming a GWP set or a data year: each row says so to its users.
import type { FactorData } from "../../../modules/factor/factor-data";
import { UNIT } from "./common";

const SOURCE =
  "GB/T 51366-2019《建筑碳排放计算标准》附录D 表D.0.1 建材碳排放因子 / GB/T 51366-2019 Standard for building carbon emission calculation, Appendix D, Table D.0.1 building-material carbon emission factors";

const QUALITY = {
  zh: "国家标准给出的生产阶段（从摇篮到大门）因子，数据年份未注明（2019年以前），未说明所用的全球变暖潜势；按 AR5 记录。有供应商的产品碳足迹数据时请替换。",
  en: "Production-stage (cradle-to-gate) factor from a national standard; its data year is not stated (before 2019) and no GWP set is named (recorded as AR5). Replace it with the supplier's product carbon footprint where available.",
};

function material(spec: {
  key: string;
  name: string;
  nameEn: string;
  row: string;
  kgCo2ePerUnit: number;
  unitId: number;
  synonyms: string[];
  extraQuality?: { zh: string; en: string };
}): FactorData {
  const per = spec.unitId === UNIT.m3 ? "m³" : "t";
  return {
    code: `CN-GBT51366-${spec.key}`,
    name: spec.name,
    nameEn: spec.nameEn,
    category: "materials",
    subcategory: "Building and industrial materials (China)",
    unitId: spec.unitId,
    gases: [{ gas: "CO2E", value: spec.kgCo2ePerUnit }],
    ncv: null,
    carbonContent: null,
    oxidation: null,
    region: "CN",
    year: 2019,
    version: "GB/T 51366-2019",
    source: `${SOURCE}, ${spec.row}`,
    sourceUrl: null,
    dataSourceType: 2,
    uncertainty: null,
    synonyms: spec.synonyms,
    scope: 3,
    gwpBasis: "AR5",
    notes: `${spec.kgCo2ePerUnit} kg CO2e per ${per}, cradle-to-gate (A1-A3), as printed in the standard.`,
    dataQuality: [QUALITY.zh, spec.extraQuality?.zh].filter(Boolean).join(""),
    dataQualityEn: [QUALITY.en, spec.extraQuality?.en].filter(Boolean).join(" "),
    proxy: false,
  };
}

export const CHINA_MATERIAL_FACTORS: readonly FactorData[] = [
  material({
    key: "STEEL",
    name: "普通碳钢（市场平均）",
    nameEn: "Carbon steel, market average",
    row: "普通碳钢（市场平均） 2050 kgCO2e/t",
    kgCo2ePerUnit: 2050,
    unitId: UNIT.t,
    synonyms: ["钢材", "钢", "钢铁", "碳钢", "普通碳钢", "steel", "carbon steel"],
  }),
  material({
    key: "STEEL-BOF",
    name: "转炉碳钢",
    nameEn: "Carbon steel, basic oxygen furnace",
    row: "转炉碳钢 1990 kgCO2e/t",
    kgCo2ePerUnit: 1990,
    unitId: UNIT.t,
    synonyms: ["钢材", "转炉钢", "长流程钢", "BOF steel", "steel"],
  }),
  material({
    key: "STEEL-EAF",
    name: "电炉碳钢",
    nameEn: "Carbon steel, electric arc furnace",
    row: "电炉碳钢 3030 kgCO2e/t",
    kgCo2ePerUnit: 3030,
    unitId: UNIT.t,
    synonyms: ["钢材", "电炉钢", "短流程钢", "EAF steel", "steel"],
  }),
  material({
    key: "STEEL-HOT-ROLLED",
    name: "热轧碳钢宽带钢",
    nameEn: "Hot-rolled carbon steel wide strip",
    row: "热轧碳钢宽带钢 2310 kgCO2e/t",
    kgCo2ePerUnit: 2310,
    unitId: UNIT.t,
    synonyms: ["钢材", "热轧卷", "热轧卷板", "热轧钢板", "hot rolled coil", "HRC", "steel"],
  }),
  material({
    key: "STEEL-COLD-ROLLED",
    name: "冷轧碳钢板卷",
    nameEn: "Cold-rolled carbon steel sheet and coil",
    row: "冷轧碳钢板卷 2530 kgCO2e/t",
    kgCo2ePerUnit: 2530,
    unitId: UNIT.t,
    synonyms: ["钢材", "冷轧卷", "冷轧钢板", "cold rolled coil", "CRC", "steel"],
    extraQuality: {
      zh: "中国产品全生命周期温室气体排放系数库（CPCD）的“冷轧钢板及钢带”为 2.6 t/t（2022年），与本值为不同条目。",
      en: "The CPCD entry for cold-rolled sheet and strip gives 2.6 t/t (2022), a different entry from this one.",
    },
  }),
  material({
    key: "PIG-IRON",
    name: "炼钢生铁",
    nameEn: "Pig iron for steelmaking",
    row: "炼钢生铁 1700 kgCO2e/t",
    kgCo2ePerUnit: 1700,
    unitId: UNIT.t,
    synonyms: ["生铁", "铁水", "pig iron"],
  }),
  material({
    key: "ALUMINIUM",
    name: "电解铝（全国平均电网电力）",
    nameEn: "Primary aluminium (national average grid power)",
    row: "电解铝（全国平均电网电力） 20300 kgCO2e/t",
    kgCo2ePerUnit: 20300,
    unitId: UNIT.t,
    synonyms: ["铝材", "铝", "原铝", "aluminium", "aluminum", "primary aluminium"],
  }),
  material({
    key: "CEMENT",
    name: "普通硅酸盐水泥（市场平均）",
    nameEn: "Ordinary Portland cement, market average",
    row: "普通硅酸盐水泥（市场平均） 735 kgCO2e/t",
    kgCo2ePerUnit: 735,
    unitId: UNIT.t,
    synonyms: ["水泥", "硅酸盐水泥", "cement", "Portland cement", "OPC"],
  }),
  material({
    key: "FLAT-GLASS",
    name: "平板玻璃",
    nameEn: "Flat glass",
    row: "平板玻璃 1130 kgCO2e/t",
    kgCo2ePerUnit: 1130,
    unitId: UNIT.t,
    synonyms: ["玻璃", "浮法玻璃", "glass", "flat glass", "float glass"],
  }),
  material({
    key: "HDPE",
    name: "高密度聚乙烯（HDPE）树脂",
    nameEn: "High-density polyethylene (HDPE) resin",
    row: "高密度聚乙烯 HDPE 2620 kgCO2e/t",
    kgCo2ePerUnit: 2620,
    unitId: UNIT.t,
    synonyms: ["塑料", "聚乙烯", "HDPE", "plastics", "polyethylene"],
  }),
  material({
    key: "LDPE",
    name: "低密度聚乙烯（LDPE）树脂",
    nameEn: "Low-density polyethylene (LDPE) resin",
    row: "低密度聚乙烯 LDPE 2810 kgCO2e/t",
    kgCo2ePerUnit: 2810,
    unitId: UNIT.t,
    synonyms: ["塑料", "聚乙烯", "LDPE", "plastics", "polyethylene"],
  }),
  material({
    key: "LLDPE",
    name: "线性低密度聚乙烯（LLDPE）树脂",
    nameEn: "Linear low-density polyethylene (LLDPE) resin",
    row: "线性低密度聚乙烯 LLDPE 1990 kgCO2e/t",
    kgCo2ePerUnit: 1990,
    unitId: UNIT.t,
    synonyms: ["塑料", "聚乙烯", "LLDPE", "plastics", "polyethylene"],
  }),
  material({
    key: "CONCRETE-C30",
    name: "C30混凝土",
    nameEn: "Concrete C30",
    row: "C30混凝土 295 kgCO2e/m³",
    kgCo2ePerUnit: 295,
    unitId: UNIT.m3,
    synonyms: ["混凝土", "商品混凝土", "concrete", "C30"],
  }),
  material({
    key: "CONCRETE-C50",
    name: "C50混凝土",
    nameEn: "Concrete C50",
    row: "C50混凝土 385 kgCO2e/m³",
    kgCo2ePerUnit: 385,
    unitId: UNIT.m3,
    synonyms: ["混凝土", "商品混凝土", "concrete", "C50"],
  }),
];
