// What the EPD screens know of EN 15804+A2 (REFERENCE-LCA-EPD §1): the modules A1 ... D with their
// stage and names, the mandatory ones, the indicators' names and units, the report's states, the
// document the server answers as `figures`, and figures printed as EPDs print them. The server's
// own lists (server/src/modules/epd/epd-indicators.ts, epd.codes.ts) are the source: the client
// cannot import them, so what it needs is copied here.
import type { Locale } from "../../lib/format";

export type EpdStage = "product" | "construction" | "use" | "end" | "beyond";

export interface EpdModule {
  code: string;
  en: string;
  zh: string;
  stage: EpdStage;
}

export const EPD_MODULES: readonly EpdModule[] = [
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

export const EPD_STAGES: readonly EpdStage[] = ["product", "construction", "use", "end", "beyond"];

/** EN 15804+A2 makes these mandatory for every construction product (§5.2). */
export const MANDATORY_MODULES: readonly string[] = ["A1", "A2", "A3", "C1", "C2", "C3", "C4", "D"];

/** A module of the use stage: declaring one needs the reference service life. */
export const isUseModule = (code: string) => code.startsWith("B");

/** The modules in EN 15804 order, the given ones only. */
export const inModuleOrder = (codes: readonly string[]): string[] =>
  EPD_MODULES.map((m) => m.code).filter((code) => codes.includes(code));

export const moduleName = (code: string, locale: Locale): string => {
  const found = EPD_MODULES.find((m) => m.code === code);
  if (!found) return code;
  return locale === "zh-CN" ? found.zh : found.en;
};

export const EPD_STATUSES = ["draft", "applied", "issued", "rejected", "withdrawn"] as const;
export type EpdStatus = (typeof EPD_STATUSES)[number];

/** A draft, or a report the verifier sent back, may still be changed, deleted and applied for. */
export const isEditable = (status: string) => status === "draft" || status === "rejected";

export type EpdIndicatorGroup = "core" | "additional" | "resource" | "waste" | "output";

interface IndicatorName {
  en: string;
  zh: string;
}

// The names of server/src/modules/epd/epd-indicators.ts, by the code the report's tables use.
const INDICATOR_NAMES: Record<string, IndicatorName> = {
  "GWP-total": { en: "Global warming potential - total", zh: "全球变暖潜势－总计" },
  "GWP-fossil": { en: "Global warming potential - fossil fuels", zh: "全球变暖潜势－化石" },
  "GWP-biogenic": { en: "Global warming potential - biogenic", zh: "全球变暖潜势－生物源" },
  "GWP-luluc": {
    en: "Global warming potential - land use and land use change",
    zh: "全球变暖潜势－土地利用和土地利用变化",
  },
  ODP: { en: "Depletion potential of the stratospheric ozone layer", zh: "平流层臭氧消耗潜势" },
  AP: { en: "Acidification potential, accumulated exceedance", zh: "酸化潜势（累积超标）" },
  "EP-freshwater": { en: "Eutrophication potential - freshwater", zh: "富营养化潜势－淡水" },
  "EP-marine": { en: "Eutrophication potential - marine", zh: "富营养化潜势－海水" },
  "EP-terrestrial": { en: "Eutrophication potential - terrestrial", zh: "富营养化潜势－陆地" },
  POCP: { en: "Formation potential of tropospheric ozone", zh: "光化学臭氧生成潜势" },
  ADPE: {
    en: "Abiotic depletion potential - non-fossil resources (minerals and metals)",
    zh: "非生物资源耗竭潜势－矿物和金属",
  },
  ADPF: {
    en: "Abiotic depletion potential - fossil resources",
    zh: "非生物资源耗竭潜势－化石燃料",
  },
  WDP: { en: "Water (user) deprivation potential", zh: "水资源剥夺潜势（用户）" },
  "GWP-GHG": {
    en: "Global warming potential except emissions and uptake of biogenic carbon",
    zh: "全球变暖潜势（不含生物源碳的排放和吸收）",
  },
  PM: {
    en: "Potential incidence of disease due to particulate matter emissions",
    zh: "颗粒物排放导致的潜在疾病发生率",
  },
  IRP: {
    en: "Potential human exposure efficiency relative to U235",
    zh: "电离辐射潜势（相对U235的人体暴露效率）",
  },
  "ETP-fw": { en: "Potential comparative toxic unit for ecosystems", zh: "淡水生态毒性潜势" },
  "HTP-c": {
    en: "Potential comparative toxic unit for humans - cancer effects",
    zh: "人体毒性潜势－致癌",
  },
  "HTP-nc": {
    en: "Potential comparative toxic unit for humans - non-cancer effects",
    zh: "人体毒性潜势－非致癌",
  },
  SQP: { en: "Potential soil quality index", zh: "土壤质量潜在指数" },
  PERE: {
    en: "Use of renewable primary energy excluding renewable primary energy resources used as raw materials",
    zh: "可再生一次能源使用量（不含用作原料的部分）",
  },
  PERM: {
    en: "Use of renewable primary energy resources used as raw materials",
    zh: "用作原料的可再生一次能源",
  },
  PERT: { en: "Total use of renewable primary energy resources", zh: "可再生一次能源总使用量" },
  PENRE: {
    en: "Use of non-renewable primary energy excluding non-renewable primary energy resources used as raw materials",
    zh: "不可再生一次能源使用量（不含用作原料的部分）",
  },
  PENRM: {
    en: "Use of non-renewable primary energy resources used as raw materials",
    zh: "用作原料的不可再生一次能源",
  },
  PENRT: {
    en: "Total use of non-renewable primary energy resources",
    zh: "不可再生一次能源总使用量",
  },
  SM: { en: "Use of secondary material", zh: "二次材料使用量" },
  RSF: { en: "Use of renewable secondary fuels", zh: "可再生二次燃料使用量" },
  NRSF: { en: "Use of non-renewable secondary fuels", zh: "不可再生二次燃料使用量" },
  FW: { en: "Net use of fresh water", zh: "淡水净使用量" },
  HWD: { en: "Hazardous waste disposed", zh: "危险废物处置量" },
  NHWD: { en: "Non-hazardous waste disposed", zh: "非危险废物处置量" },
  RWD: { en: "Radioactive waste disposed", zh: "放射性废物处置量" },
  CRU: { en: "Components for re-use", zh: "再使用部件" },
  MFR: { en: "Materials for recycling", zh: "再生利用材料" },
  MER: { en: "Materials for energy recovery", zh: "能量回收材料" },
  EEE: { en: "Exported electrical energy", zh: "输出电能" },
  EET: { en: "Exported thermal energy", zh: "输出热能" },
};

// Other spellings of the same indicators: the report's tables write the abiotic depletion
// indicators as EN 15804 does (ADP-minerals&metals, ADP-fossil).
const ALIASES: Record<string, string> = {
  "ADP-MINERALS&METALS": "ADPE",
  "ADP-MINERALS-METALS": "ADPE",
  "ADP-MINERAL": "ADPE",
  "ADP-FOSSIL": "ADPF",
  "EP-FW": "EP-freshwater",
  "EP-TERR": "EP-terrestrial",
};

const BY_UPPER = new Map(
  Object.entries(INDICATOR_NAMES).map(([code, name]) => [code.toUpperCase(), name]),
);

/** The indicator's full name in the reader's language, under any of its usual spellings. */
export function indicatorName(code: string, locale: Locale): string {
  const key = code.trim().toUpperCase();
  const alias = ALIASES[key];
  const name = BY_UPPER.get(alias ? alias.toUpperCase() : key);
  if (!name) return code;
  return locale === "zh-CN" ? name.zh : name.en;
}

// ---- the document the server answers as `figures` (server/src/modules/epd/epd-document.ts) ----

export interface EpdIndicatorValues {
  group: EpdIndicatorGroup;
  code: string;
  unit: string;
  /** Module column ("A1-A3", A1, ..., D) → value per declared unit; null = ND. */
  values: Record<string, number | null>;
}

export interface EpdScenario {
  module: string;
  name: string;
  description: string;
}

export interface EpdFigures {
  number: string;
  product: { name: string; specification: string; description: string; geography: string };
  declaredUnit: { amount: number; unit: string; description: string; massKg: number | null };
  referenceServiceLifeYears: number | null;
  modules: { code: string; declared: boolean }[];
  aggregateA1A3: boolean;
  indicators: EpdIndicatorValues[];
  biogenicCarbon: { product: number | null; packaging: number | null };
  scenarios: EpdScenario[];
  standard: string;
  database: string;
  method: string;
  referenceYear: number | null;
  source: { productId: number; version: number; calculationNumber: number };
}

/** The figures as the API answers them (JSON), when they have the document's shape. */
export function readFigures(value: unknown): EpdFigures | null {
  if (!value || typeof value !== "object") return null;
  const figures = value as Partial<EpdFigures>;
  return Array.isArray(figures.indicators) && Array.isArray(figures.modules)
    ? (figures as EpdFigures)
    : null;
}

/** A scenario as the API answers it (JSON). */
export function readScenarios(value: unknown): EpdScenario[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== "object") return [];
    const { module, name, description } = item as Record<string, unknown>;
    return typeof module === "string" && typeof name === "string"
      ? [{ module, name, description: typeof description === "string" ? description : "" }]
      : [];
  });
}

export interface FigureColumn {
  /** "A1-A3", A1, ..., D */
  code: string;
  declared: boolean;
}

/**
 * The module columns of the result tables, in EN 15804 order: the product stage as "A1-A3" when
 * the report aggregates it (else A1, A2 and A3), then every other module, declared or MND.
 */
export function figureColumns(
  figures: Pick<EpdFigures, "modules" | "aggregateA1A3">,
): FigureColumn[] {
  const declared = new Set(figures.modules.filter((m) => m.declared).map((m) => m.code));
  const columns: FigureColumn[] = [];
  for (const info of EPD_MODULES) {
    if (info.stage === "product") {
      if (figures.aggregateA1A3) {
        if (info.code === "A1") columns.push({ code: "A1-A3", declared: true });
        continue;
      }
    }
    columns.push({ code: info.code, declared: declared.has(info.code) });
  }
  return columns;
}

// ---- figures as EPDs print them (server/src/lib/pdf/format.ts) ----

/** Exponent form with `digits` significant digits: 1.23E-7, -4.50E+6. */
function formatExponent(x: number, digits: number): string {
  const [mantissa, exponent] = x.toExponential(digits - 1).split("e");
  return `${mantissa}E${exponent.startsWith("-") ? exponent : `+${exponent.replace("+", "")}`}`;
}

/**
 * A figure as EPD result tables print it: three significant digits, exponent form below 0.001
 * and from a million (1.23E-7, 4.56E+6), trailing zeros kept (8.90), "." as decimal mark in
 * either language, as published declarations do.
 */
export function formatEpdFigure(x: number, digits = 3): string {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return "0";
  // The form follows the rounded value, so 9.996E-4 rounds to 1.00E-3 and prints as 0.00100.
  const rounded = Number(x.toPrecision(digits));
  const size = Math.abs(rounded);
  if (size < 1e-3 || size >= 1e6) return formatExponent(x, digits);
  const magnitude = Math.floor(Math.log10(size));
  return rounded.toFixed(Math.max(0, digits - 1 - magnitude));
}
