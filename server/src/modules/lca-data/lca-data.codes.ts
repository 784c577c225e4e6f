// The fixed code lists of material and transport data: material categories, transport modes and
// the further EN 15804+A2 indicators an own footprint may carry besides its GWP.
import { EN15804_CORE_INDICATORS } from "../../calc/lca/methods";

export interface CodeDefinition {
  code: string;
  name: string;
  nameEn: string;
}

export const MATERIAL_CATEGORIES: readonly CodeDefinition[] = [
  { code: "metal", name: "金属", nameEn: "Metals" },
  { code: "building-material", name: "建材（水泥、混凝土、玻璃）", nameEn: "Building materials" },
  { code: "polymer", name: "塑料与橡胶", nameEn: "Plastics and rubber" },
  { code: "chemical", name: "化工品", nameEn: "Chemicals" },
  { code: "electricity", name: "电力", nameEn: "Electricity" },
  { code: "fuel", name: "燃料", nameEn: "Fuels" },
  { code: "other", name: "其他", nameEn: "Other" },
];

/** Road transport by the truck's gross vehicle weight, then the other modes. */
export const TRANSPORT_MODES: readonly CodeDefinition[] = [
  {
    code: "road-lcv",
    name: "公路：轻型货车（≤3.5 t）",
    nameEn: "Road: light commercial vehicle (≤3.5 t)",
  },
  { code: "road-3.5-7.5t", name: "公路：货车 3.5–7.5 t", nameEn: "Road: truck 3.5–7.5 t" },
  { code: "road-7.5-16t", name: "公路：货车 7.5–16 t", nameEn: "Road: truck 7.5–16 t" },
  { code: "road-16-32t", name: "公路：货车 16–32 t", nameEn: "Road: truck 16–32 t" },
  { code: "road-over-32t", name: "公路：货车 >32 t", nameEn: "Road: truck >32 t" },
  { code: "rail", name: "铁路", nameEn: "Rail" },
  { code: "inland-waterway", name: "内河航运", nameEn: "Inland waterway" },
  { code: "sea", name: "海运", nameEn: "Sea" },
  { code: "air", name: "航空", nameEn: "Air" },
  { code: "pipeline", name: "管道", nameEn: "Pipeline" },
];

/**
 * Further indicators of an own footprint: the EN 15804+A2 core indicators but GWP-total (the
 * datum's GWP figure), the six additional ones and GWP-GHG (REFERENCE-LCA-EPD.md §1.2).
 */
export const FURTHER_INDICATORS: readonly string[] = [
  ...EN15804_CORE_INDICATORS.map((indicator) => indicator.id).filter((id) => id !== "GWP-total"),
  "PM",
  "IRP",
  "ETP-fw",
  "HTP-c",
  "HTP-nc",
  "SQP",
  "GWP-GHG",
];

export const MATERIAL_CATEGORY_CODES = MATERIAL_CATEGORIES.map((category) => category.code);
export const TRANSPORT_MODE_CODES = TRANSPORT_MODES.map((mode) => mode.code);
export const SOURCE_KINDS = ["own", "upstream"] as const;
