// The EN 15804+A2 indicators an EPD report knows, with what each renderer needs: the names in
// both languages (PDF), the unit as EN 15804 writes it, the ILCD+EPD reference (the EF 3.1 profile
// EN_15804_A2_EF31.xml of GreenDelta/olca-ilcd: LCIA method UUIDs for impacts, flow UUIDs for the
// inventory indicators, and their unit groups) and the openEPD key with its fixed unit string
// (cchangelabs/openepd, lcia.py). An indicator openEPD cannot hold without converting its unit has
// no openEPD key and says why. Modules are listed in EN 15804 order with their stage.
import type { EpdIndicatorGroup } from "./epd-document";

export interface IlcdRef {
  /** LCIA method data set (impacts) or flow data set (inventory indicators). */
  kind: "lcia" | "flow";
  uuid: string;
  version: string;
  /** The profile's English short description. */
  name: string;
  unitGroup: { uuid: string; version: string; name: string };
  /** Inventory indicators only: inputs (resource use) and outputs (waste, output flows). */
  direction?: "Input" | "Output";
}

export interface OpenEpdRef {
  section: "impacts" | "resource_uses" | "output_flows";
  key: string;
  /** openEPD's fixed unit string for this key. */
  unit: string;
}

export interface EpdIndicatorInfo {
  code: string;
  group: EpdIndicatorGroup;
  en: string;
  zh: string;
  /** The unit as EN 15804 writes it. */
  unit: string;
  ilcd: IlcdRef;
  openEpd: OpenEpdRef | null;
  /** Why openEPD does not carry this indicator, when it does not. */
  openEpdOmitted?: string;
}

const UG = {
  co2: { uuid: "1ebf3012-d0db-4de2-aefd-ef30cedb0be1", version: "30.00.000", name: "kg CO2-eq." },
  cfc: {
    uuid: "d9e957c9-7309-4474-bf3a-7777df6c4e5b",
    version: "25.00.000",
    name: "kg CFC-11-eq.",
  },
  molH: { uuid: "42e089ac-92bf-4bf2-8ca1-5fc40d18f2ed", version: "00.01.000", name: "mol H+-eq." },
  kgP: { uuid: "0429039d-a61d-4590-ba67-aa4a20a810a1", version: "30.00.000", name: "kg P-eq." },
  kgN: { uuid: "d05bb823-ecdf-4686-8c40-bf1d9257859f", version: "00.00.003", name: "kg N-eq." },
  molN: { uuid: "71b4d617-0ec9-4d3f-b65e-e438940c2401", version: "00.00.003", name: "mol N-eq." },
  nmvoc: {
    uuid: "d27c25f8-fbc1-44c6-b47b-4adbae4199c6",
    version: "00.00.003",
    name: "kg NMVOC-eq.",
  },
  sb: { uuid: "54ccd2d9-a32a-4fc2-923d-f2c8c93e89d4", version: "30.00.000", name: "kg Sb-eq." },
  mj: { uuid: "93a60a57-a3c8-11da-a746-0800200c9a66", version: "03.00.000", name: "MJ" },
  water: {
    uuid: "6ae2df01-888e-46c8-b17d-49fa3869b476",
    version: "00.00.003",
    name: "m3 world eq. deprived",
  },
  disease: {
    uuid: "3883559b-648f-4afc-8ba2-0bd24f3affa3",
    version: "00.00.003",
    name: "Disease incidence",
  },
  u235: {
    uuid: "456b05bf-1415-44a9-9993-02452f554c09",
    version: "00.00.003",
    name: "kBq U235-eq.",
  },
  ctue: { uuid: "aa959ded-f1eb-4efb-9c5c-2d60be36b3e6", version: "00.00.003", name: "CTUe" },
  ctuh: { uuid: "d4c9523e-2d7e-49fd-8469-998f547d3a70", version: "00.00.003", name: "CTUh" },
  none: {
    uuid: "f130951c-e67f-4f7f-8dd4-665de3974e18",
    version: "00.00.004",
    name: "dimensionless",
  },
  kg: { uuid: "ad38d542-3fe9-439d-9b95-2f5f7752acaf", version: "30.00.000", name: "kg" },
  m3: { uuid: "cd950537-0a98-4044-9ba7-9f9a68d0a504", version: "30.00.000", name: "m3" },
} as const;

type Row = [
  code: string,
  group: EpdIndicatorGroup,
  en: string,
  zh: string,
  unit: string,
  ilcd: IlcdRef,
  openEpd: OpenEpdRef | string,
];

const lcia = (
  uuid: string,
  version: string,
  name: string,
  unitGroup: IlcdRef["unitGroup"],
): IlcdRef => ({
  kind: "lcia",
  uuid,
  version,
  name,
  unitGroup,
});
const flow = (
  uuid: string,
  version: string,
  name: string,
  unitGroup: IlcdRef["unitGroup"],
  direction: "Input" | "Output",
): IlcdRef => ({ kind: "flow", uuid, version, name, unitGroup, direction });
const impact = (key: string, unit: string): OpenEpdRef => ({ section: "impacts", key, unit });
const resource = (key: string, unit: string): OpenEpdRef => ({
  section: "resource_uses",
  key,
  unit,
});
const output = (key: string, unit: string): OpenEpdRef => ({ section: "output_flows", key, unit });

// A table reads best one indicator to a row.
// prettier-ignore
const ROWS: Row[] = [
  // Core environmental impact indicators (EN 15804+A2, 13).
  ["GWP-total", "core", "Global warming potential - total", "全球变暖潜势－总计", "kg CO2 eq",
    lcia("a7ea142a-9749-11ed-a8fc-0242ac120002", "04.00.017", "Global Warming Potential - total (GWP-total)", UG.co2),
    impact("gwp", "kgCO2e")],
  ["GWP-fossil", "core", "Global warming potential - fossil fuels", "全球变暖潜势－化石", "kg CO2 eq",
    lcia("a7ea19c0-9749-11ed-a8fc-0242ac120002", "01.00.009", "Global Warming Potential - fossil fuels (GWP-fossil)", UG.co2),
    impact("gwp-fossil", "kgCO2e")],
  ["GWP-biogenic", "core", "Global warming potential - biogenic", "全球变暖潜势－生物源", "kg CO2 eq",
    lcia("a7ea186c-9749-11ed-a8fc-0242ac120002", "01.00.006", "Global Warming Potential - biogenic (GWP-biogenic)", UG.co2),
    impact("gwp-biogenic", "kgCO2e")],
  ["GWP-luluc", "core", "Global warming potential - land use and land use change", "全球变暖潜势－土地利用和土地利用变化", "kg CO2 eq",
    lcia("a7ea1ae2-9749-11ed-a8fc-0242ac120002", "01.00.006", "Global Warming Potential - land use and land use change (GWP-luluc)", UG.co2),
    impact("gwp-luluc", "kgCO2e")],
  ["ODP", "core", "Depletion potential of the stratospheric ozone layer", "平流层臭氧消耗潜势", "kg CFC-11 eq",
    lcia("b5c629d6-def3-11e6-bf01-fe55135034f3", "02.00.013", "Depletion potential of the stratospheric ozone layer (ODP)", UG.cfc),
    impact("odp", "kgCFC11e")],
  ["AP", "core", "Acidification potential, accumulated exceedance", "酸化潜势（累积超标）", "mol H+ eq",
    lcia("b5c611c6-def3-11e6-bf01-fe55135034f3", "01.03.010", "Acidification potential, Accumulated Exceedance (AP)", UG.molH),
    impact("ap", "molHe")],
  ["EP-freshwater", "core", "Eutrophication potential - freshwater", "富营养化潜势－淡水", "kg P eq",
    lcia("b53ec18f-7377-4ad3-86eb-cc3f4f276b2b", "01.00.011", "Eutrophication potential - freshwater (EP-freshwater)", UG.kgP),
    "openEPD's ep-fresh takes only kgPO4e; EN 15804+A2 declares kg P eq, and converting would change the declared figure"],
  ["EP-marine", "core", "Eutrophication potential - marine", "富营养化潜势－海水", "kg N eq",
    lcia("b5c619fa-def3-11e6-bf01-fe55135034f3", "02.00.011", "Eutrophication potential - marine (EP-marine)", UG.kgN),
    impact("ep-marine", "kgNe")],
  ["EP-terrestrial", "core", "Eutrophication potential - terrestrial", "富营养化潜势－陆地", "mol N eq",
    lcia("b5c614d2-def3-11e6-bf01-fe55135034f3", "01.02.010", "Eutrophication potential - terrestrial (EP-terrestrial)", UG.molN),
    impact("ep-terr", "molNe")],
  ["POCP", "core", "Formation potential of tropospheric ozone", "光化学臭氧生成潜势", "kg NMVOC eq",
    lcia("b5c610fe-def3-11e6-bf01-fe55135034f3", "02.00.015", "Photochemical Ozone Creation Potential (POCP)", UG.nmvoc),
    impact("pocp", "kgNMVOCe")],
  ["ADPE", "core", "Abiotic depletion potential - non-fossil resources (minerals and metals)", "非生物资源耗竭潜势－矿物和金属", "kg Sb eq",
    lcia("b2ad6494-c78d-11e6-9d9d-cec0c932ce01", "01.00.011", "Abiotic depletion potential - non-fossil resources (ADPE)", UG.sb),
    impact("ADP-mineral", "kgSbe")],
  ["ADPF", "core", "Abiotic depletion potential - fossil resources", "非生物资源耗竭潜势－化石燃料", "MJ",
    lcia("b2ad6110-c78d-11e6-9d9d-cec0c932ce01", "01.00.011", "Abiotic depletion potential - fossil resources (ADPF)", UG.mj),
    impact("ADP-fossil", "MJ")],
  ["WDP", "core", "Water (user) deprivation potential", "水资源剥夺潜势（用户）", "m3 world eq deprived",
    lcia("b2ad66ce-c78d-11e6-9d9d-cec0c932ce01", "03.00.015", "Water (user) deprivation potential (WDP)", UG.water),
    impact("WDP", "m3AWARE")],
  // Additional (optional) impact indicators.
  ["GWP-GHG", "additional", "Global warming potential except emissions and uptake of biogenic carbon", "全球变暖潜势（不含生物源碳的排放和吸收）", "kg CO2 eq",
    lcia("fb774615-0575-45de-9a89-1ded92f19770", "01.00.000", "Global warming potential except emissions and uptake of biogenic carbon", UG.co2),
    impact("GWP_GHG", "kgCO2e")],
  ["PM", "additional", "Potential incidence of disease due to particulate matter emissions", "颗粒物排放导致的潜在疾病发生率", "disease incidence",
    lcia("b5c602c6-def3-11e6-bf01-fe55135034f3", "02.00.012", "Potential incidence of disease due to PM emissions (PM)", UG.disease),
    impact("PM", "AnnualPerCapita")],
  ["IRP", "additional", "Potential human exposure efficiency relative to U235", "电离辐射潜势（相对U235的人体暴露效率）", "kBq U235 eq",
    lcia("b5c632be-def3-11e6-bf01-fe55135034f3", "01.00.012", "Potential Human exposure efficiency relative to U235 (IRP)", UG.u235),
    impact("IRP", "kBqU235e")],
  ["ETP-fw", "additional", "Potential comparative toxic unit for ecosystems", "淡水生态毒性潜势", "CTUe",
    lcia("05316e7a-b254-4bea-9cf0-6bf33eb5c630", "01.00.003", "Potential Comparative Toxic Unit for ecosystems (ETP-fw)", UG.ctue),
    impact("ETP-fw", "CTUe")],
  ["HTP-c", "additional", "Potential comparative toxic unit for humans - cancer effects", "人体毒性潜势－致癌", "CTUh",
    lcia("2299222a-bbd8-474f-9d4f-4dd1f18aea7c", "01.00.004", "Potential Comparative Toxic Unit for humans - cancer effects (HTP-c)", UG.ctuh),
    impact("HTP-c", "CTUh")],
  ["HTP-nc", "additional", "Potential comparative toxic unit for humans - non-cancer effects", "人体毒性潜势－非致癌", "CTUh",
    lcia("7cfdcfcf-b222-4b26-888a-a55f9fbf7ac8", "01.00.003", "Potential Comparative Toxic Unit for humans - non-cancer effects (HTP-nc)", UG.ctuh),
    impact("HTP-nc", "CTUh")],
  ["SQP", "additional", "Potential soil quality index", "土壤质量潜在指数", "dimensionless",
    lcia("b2ad6890-c78d-11e6-9d9d-cec0c932ce01", "01.00.011", "Potential Soil quality index (SQP)", UG.none),
    "openEPD's SQP has no fixed unit string, so a receiving system could not tell the EN 15804 dimensionless index from another scale"],
  // Resource use.
  ["PERE", "resource", "Use of renewable primary energy excluding renewable primary energy resources used as raw materials", "可再生一次能源使用量（不含用作原料的部分）", "MJ",
    flow("20f32be5-0398-4288-9b6d-accddd195317", "38.00.000", "Use of renewable primary energy (PERE)", UG.mj, "Input"), resource("pere", "MJ")],
  ["PERM", "resource", "Use of renewable primary energy resources used as raw materials", "用作原料的可再生一次能源", "MJ",
    flow("fb3ec0de-548d-4508-aea5-00b73bf6f702", "38.00.000", "Use of renewable primary energy resources used as raw materials (PERM)", UG.mj, "Input"), resource("perm", "MJ")],
  ["PERT", "resource", "Total use of renewable primary energy resources", "可再生一次能源总使用量", "MJ",
    flow("53f97275-fa8a-4cdd-9024-65936002acd0", "30.00.000", "Total use of renewable primary energy resources (PERT)", UG.mj, "Input"), resource("pert", "MJ")],
  ["PENRE", "resource", "Use of non-renewable primary energy excluding non-renewable primary energy resources used as raw materials", "不可再生一次能源使用量（不含用作原料的部分）", "MJ",
    flow("ac857178-2b45-46ec-892a-a9a4332f0372", "38.00.000", "Use of non renewable primary energy (PENRE)", UG.mj, "Input"), resource("penre", "MJ")],
  ["PENRM", "resource", "Use of non-renewable primary energy resources used as raw materials", "用作原料的不可再生一次能源", "MJ",
    flow("1421caa0-679d-4bf4-b282-0eb850ccae27", "38.00.000", "Use of non renewable primary energy resources used as raw materials (PENRM)", UG.mj, "Input"), resource("penrm", "MJ")],
  ["PENRT", "resource", "Total use of non-renewable primary energy resources", "不可再生一次能源总使用量", "MJ",
    flow("06159210-646b-4c8d-8583-da9b3b95a6c1", "30.00.000", "Total use of non-renewable primary energy resources (PENRT)", UG.mj, "Input"), resource("penrt", "MJ")],
  ["SM", "resource", "Use of secondary material", "二次材料使用量", "kg",
    flow("c6a1f35f-2d09-4f54-8dfb-97e502e1ce92", "30.00.000", "Use of secondary material (SM)", UG.kg, "Input"), resource("sm", "kg")],
  ["RSF", "resource", "Use of renewable secondary fuels", "可再生二次燃料使用量", "MJ",
    flow("64333088-a55f-4aa2-9a31-c10b07816787", "30.00.000", "Use of renewable secondary fuels (RSF)", UG.mj, "Input"), resource("rsf", "MJ")],
  ["NRSF", "resource", "Use of non-renewable secondary fuels", "不可再生二次燃料使用量", "MJ",
    flow("89def144-d39a-4287-b86f-efde453ddcb2", "30.00.000", "Use of non renewable secondary fuels (NRSF)", UG.mj, "Input"), resource("nrsf", "MJ")],
  ["FW", "resource", "Net use of fresh water", "淡水净使用量", "m3",
    flow("3cf952c8-f3a4-461d-8c96-96456ca62246", "30.00.000", "Use of net fresh water (FW)", UG.m3, "Input"), resource("fw", "m3")],
  // Waste categories.
  ["HWD", "waste", "Hazardous waste disposed", "危险废物处置量", "kg",
    flow("430f9e0f-59b2-46a0-8e0d-55e0e84948fc", "30.00.000", "Hazardous waste disposed (HWD)", UG.kg, "Output"), output("hwd", "kg")],
  ["NHWD", "waste", "Non-hazardous waste disposed", "非危险废物处置量", "kg",
    flow("b29ef66b-e286-4afa-949f-62f1a7b4d7fa", "30.00.000", "Non-hazardous waste disposed (NHWD)", UG.kg, "Output"), output("nhwd", "kg")],
  ["RWD", "waste", "Radioactive waste disposed", "放射性废物处置量", "kg",
    flow("3449546e-52ad-4b39-b809-9fb77cea8ff6", "30.00.000", "Radioactive waste disposed (RWD)", UG.kg, "Output"), output("rwd", "kg")],
  // Output flows.
  ["CRU", "output", "Components for re-use", "再使用部件", "kg",
    flow("a2b32f97-3fc7-4af2-b209-525bc6426f33", "30.00.000", "Components for re-use (CRU)", UG.kg, "Output"), output("cru", "kg")],
  ["MFR", "output", "Materials for recycling", "再生利用材料", "kg",
    flow("d7fe48a5-4103-49c8-9aae-b0b5dfdbd6ae", "30.00.000", "Materials for recycling (MFR)", UG.kg, "Output"), output("mfr", "kg")],
  ["MER", "output", "Materials for energy recovery", "能量回收材料", "kg",
    flow("59a9181c-3aaf-46ee-8b13-2b3723b6e447", "30.00.000", "Materials for energy recovery (MER)", UG.kg, "Output"), output("mer", "kg")],
  ["EEE", "output", "Exported electrical energy", "输出电能", "MJ",
    flow("4da0c987-2b76-40d6-9e9e-82a017aaaf29", "30.00.000", "Exported electrical energy (EEE)", UG.mj, "Output"), output("ee", "MJ")],
  ["EET", "output", "Exported thermal energy", "输出热能", "MJ",
    flow("98daf38a-7a79-46d3-9a37-2b7bd0955810", "30.00.000", "Exported thermal energy (EET)", UG.mj, "Output"), output("eh", "MJ")],
];

export const EPD_INDICATOR_CATALOG: EpdIndicatorInfo[] = ROWS.map(
  ([code, group, en, zh, unit, ilcd, openEpd]) => ({
    code,
    group,
    en,
    zh,
    unit,
    ilcd,
    openEpd: typeof openEpd === "string" ? null : openEpd,
    ...(typeof openEpd === "string" ? { openEpdOmitted: openEpd } : {}),
  }),
);

// Other spellings of the same indicators seen in EN 15804 declarations.
const ALIASES: Record<string, string> = {
  "ADP-MINERALS&METALS": "ADPE",
  "ADP-MINERALS-METALS": "ADPE",
  "ADP-MM": "ADPE",
  "ADP-MINERAL": "ADPE",
  "ADP-FOSSIL": "ADPF",
  "EP-FW": "EP-freshwater",
  "EP-TERR": "EP-terrestrial",
  "GWP-LULUC": "GWP-luluc",
};

const BY_CODE = new Map(EPD_INDICATOR_CATALOG.map((info) => [info.code.toUpperCase(), info]));

/** The catalogue entry for an indicator code, under any of its usual spellings. */
export function indicatorInfo(code: string): EpdIndicatorInfo | undefined {
  const key = code.trim().toUpperCase();
  const alias = ALIASES[key];
  return BY_CODE.get(alias ? alias.toUpperCase() : key);
}

/**
 * Units compare equal when they differ only in case, spaces, "eq"/"eq."/"-eq.", sub- and
 * superscripts, or "CO2e" for "CO2 eq".
 */
export function sameUnit(a: string, b: string): boolean {
  const norm = (unit: string) =>
    unit
      .toLowerCase()
      .replace(/[₀-₉]/g, (ch) => String(ch.charCodeAt(0) - 0x2080))
      .replace(/³/g, "3")
      .replace(/²/g, "2")
      .replace(/-eq\.?|eq\.?|equivalent/g, "eq")
      .replace(/[\s.]/g, "")
      .replace(/co2e(?!q)/g, "co2eq");
  return norm(a) === norm(b);
}

export interface EpdModuleInfo {
  code: string;
  en: string;
  zh: string;
  stage: "product" | "construction" | "use" | "end" | "beyond";
}

export const EPD_MODULES: EpdModuleInfo[] = [
  { code: "A1", en: "Raw material supply", zh: "原材料供应", stage: "product" },
  { code: "A2", en: "Transport", zh: "运输", stage: "product" },
  { code: "A3", en: "Manufacturing", zh: "生产制造", stage: "product" },
  { code: "A4", en: "Transport to site", zh: "运输至现场", stage: "construction" },
  { code: "A5", en: "Construction / installation", zh: "施工安装", stage: "construction" },
  { code: "B1", en: "Use", zh: "使用", stage: "use" },
  { code: "B2", en: "Maintenance", zh: "维护", stage: "use" },
  { code: "B3", en: "Repair", zh: "维修", stage: "use" },
  { code: "B4", en: "Replacement", zh: "更换", stage: "use" },
  { code: "B5", en: "Refurbishment", zh: "翻新", stage: "use" },
  { code: "B6", en: "Operational energy use", zh: "运行能源使用", stage: "use" },
  { code: "B7", en: "Operational water use", zh: "运行水使用", stage: "use" },
  { code: "C1", en: "De-construction / demolition", zh: "拆除", stage: "end" },
  { code: "C2", en: "Transport", zh: "运输", stage: "end" },
  { code: "C3", en: "Waste processing", zh: "废弃物处理", stage: "end" },
  { code: "C4", en: "Disposal", zh: "最终处置", stage: "end" },
  {
    code: "D",
    en: "Reuse, recovery and recycling potential",
    zh: "再使用、回收和再生利用潜力",
    stage: "beyond",
  },
];

/**
 * The module columns of the result tables, in EN 15804 order: "A1-A3" when the declaration
 * aggregates the product stage (else A1, A2, A3 as declared), then the other declared modules.
 */
export function resultColumns(
  modules: { code: string; declared: boolean }[],
  aggregateA1A3: boolean,
): string[] {
  const declared = new Set(modules.filter((m) => m.declared).map((m) => m.code));
  const columns: string[] = [];
  const productStage = ["A1", "A2", "A3"];
  if (aggregateA1A3) {
    if (productStage.some((code) => declared.has(code)) || declared.has("A1-A3"))
      columns.push("A1-A3");
  } else {
    columns.push(...productStage.filter((code) => declared.has(code)));
  }
  for (const info of EPD_MODULES) {
    if (info.stage !== "product" && declared.has(info.code)) columns.push(info.code);
  }
  return columns;
}
