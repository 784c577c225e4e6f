// The fixed lists of process models and design products: process categories, allocation rules,
// emission compartments, system boundaries and the two stage schemes (ISO 14067's life-cycle
// stages, EN 15804's modules A1–D).
import type { CodeDefinition } from "../lca-data/lca-data.codes";

export const PROCESS_CATEGORIES: readonly CodeDefinition[] = [
  { code: "iron-steel", name: "钢铁", nameEn: "Iron and steel" },
  { code: "non-ferrous", name: "有色金属", nameEn: "Non-ferrous metals" },
  { code: "polymer", name: "塑料与橡胶加工", nameEn: "Plastics and rubber processing" },
  { code: "machining", name: "机械加工", nameEn: "Machining" },
  { code: "assembly", name: "装配", nameEn: "Assembly" },
  { code: "building-material", name: "建材", nameEn: "Building materials" },
  { code: "chemical", name: "化工", nameEn: "Chemicals" },
  { code: "energy", name: "能源", nameEn: "Energy" },
  { code: "other", name: "其他", nameEn: "Other" },
];

/** ISO 14044 §4.3.4: physical relationship, economic value, or system expansion. */
export const ALLOCATIONS: readonly CodeDefinition[] = [
  { code: "physical", name: "物理分配（质量）", nameEn: "Physical (mass)" },
  { code: "economic", name: "经济分配（价值）", nameEn: "Economic (value)" },
  { code: "expansion", name: "系统扩展", nameEn: "System expansion" },
];

export const COMPARTMENTS: readonly CodeDefinition[] = [
  { code: "air", name: "大气", nameEn: "Air" },
  { code: "water", name: "水体", nameEn: "Water" },
  { code: "soil", name: "土壤", nameEn: "Soil" },
];

export const LINE_DIRECTIONS = ["input", "output", "emission"] as const;
export const SOURCE_KINDS = ["material", "upstream", "process"] as const;

export const BOUNDARIES: readonly CodeDefinition[] = [
  { code: "cradle-to-gate", name: "摇篮到大门", nameEn: "Cradle to gate" },
  {
    code: "cradle-to-gate-with-options",
    name: "摇篮到大门（含选项）",
    nameEn: "Cradle to gate with options",
  },
  { code: "cradle-to-grave", name: "摇篮到坟墓", nameEn: "Cradle to grave" },
  { code: "gate-to-gate", name: "大门到大门", nameEn: "Gate to gate" },
];

export interface StageScheme {
  code: string;
  name: string;
  nameEn: string;
  stages: readonly CodeDefinition[];
}

const stage = (code: string, name: string, nameEn: string) => ({ code, name, nameEn });

export const STAGE_SCHEMES: readonly StageScheme[] = [
  {
    code: "lifecycle",
    name: "生命周期阶段（ISO 14067）",
    nameEn: "Life-cycle stages (ISO 14067)",
    stages: [
      stage("raw-material", "原材料获取", "Raw material acquisition"),
      stage("production", "生产", "Production"),
      stage("distribution", "分销", "Distribution"),
      stage("use", "使用", "Use"),
      stage("end-of-life", "废弃处置", "End of life"),
    ],
  },
  {
    code: "en15804",
    name: "EN 15804 模块 A1–D",
    nameEn: "EN 15804 modules A1–D",
    stages: [
      stage("A1", "A1 原材料供应", "A1 Raw material supply"),
      stage("A2", "A2 运输", "A2 Transport"),
      stage("A3", "A3 制造", "A3 Manufacturing"),
      stage("A4", "A4 运输至现场", "A4 Transport to site"),
      stage("A5", "A5 施工安装", "A5 Construction, installation"),
      stage("B1", "B1 使用", "B1 Use"),
      stage("B2", "B2 维护", "B2 Maintenance"),
      stage("B3", "B3 维修", "B3 Repair"),
      stage("B4", "B4 更换", "B4 Replacement"),
      stage("B5", "B5 翻新", "B5 Refurbishment"),
      stage("B6", "B6 运行能耗", "B6 Operational energy use"),
      stage("B7", "B7 运行用水", "B7 Operational water use"),
      stage("C1", "C1 拆除", "C1 Deconstruction, demolition"),
      stage("C2", "C2 运输", "C2 Transport"),
      stage("C3", "C3 废弃物处理", "C3 Waste processing"),
      stage("C4", "C4 处置", "C4 Disposal"),
      stage("D", "D 系统边界外的效益与负荷", "D Benefits and loads beyond the system boundary"),
    ],
  },
];

export const codesOf = (list: readonly CodeDefinition[]) => list.map((item) => item.code);
