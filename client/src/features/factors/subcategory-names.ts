// A factor's subcategory is free text, written in English by the seeded libraries (DESNZ, the
// national guidelines, the MEE grid notices). The tree and the select show the seeded ones in
// Chinese to a Chinese reader; the filter keeps the stored text, and a subcategory a company
// wrote is shown as written.
import type { Locale } from "../../lib/format";

const SUBCATEGORY_ZH: Readonly<Record<string, string>> = {
  "Liquid fuels": "液体燃料",
  "Air travel": "航空出行",
  "Well-to-tank": "燃料上游（井到油箱）",
  "Well-to-tank (air travel)": "燃料上游（航空出行）",
  Landfill: "填埋",
  "Road freight": "公路货运",
  "Gaseous fuels": "气体燃料",
  "Petroleum products": "石油制品",
  Cars: "小汽车",
  Recycling: "回收利用",
  Rail: "铁路",
  "Coal and coke": "煤和焦炭",
  "Air freight": "航空货运",
  "Solid fuels": "固体燃料",
  "Mobile fuels": "移动源燃料",
  "Biomass fuels": "生物质燃料",
  "Sea freight": "海运",
  "Road vehicles (CH4 and N2O per distance)": "道路车辆（按里程的 CH4 和 N2O）",
  Refrigerants: "制冷剂",
  Combustion: "燃烧",
  "Desulfurisation carbonates": "脱硫用碳酸盐",
  "Bus and coach": "公交和长途客车",
  "Rail freight": "铁路货运",
  "Other gaseous fuels": "其他气体燃料",
  Motorbikes: "摩托车",
  Metals: "金属",
  "Grid electricity": "电网电力",
  "Grid electricity (China)": "电网电力（中国）",
  "Construction materials": "建筑材料",
  Composting: "堆肥",
  "Carbon locked in products": "产品固碳",
  Biofuels: "生物燃料",
  "Water treatment": "污水处理",
  "Water supply": "供水",
  "Water freight": "水路货运",
  "Transmission and distribution losses": "输配电损耗",
  Taxis: "出租车",
  "Steam and heat": "蒸汽和热力",
  Plastics: "塑料",
  Paper: "纸张",
  "Other solid fuels": "其他固体燃料",
  "Heat and steam": "热力和蒸汽",
  "Heat and steam (China)": "热力和蒸汽（中国）",
  Glass: "玻璃",
  Ferry: "渡轮",
  "Electrical equipment": "电气设备",
  "Contractual instruments (China)": "合同工具（中国）",
  "Building and industrial materials (China)": "建筑和工业材料（中国）",
  "Anaerobic digestion": "厌氧消化",
  Minerals: "矿物",
  Steam: "蒸汽",
  Grid: "电网",
  Parts: "零部件",
};

/** A subcategory in the reader's language when it is a seeded one; else as stored. */
export function subcategoryName(subcategory: string, locale: Locale): string {
  return locale === "zh-CN" ? (SUBCATEGORY_ZH[subcategory] ?? subcategory) : subcategory;
}
