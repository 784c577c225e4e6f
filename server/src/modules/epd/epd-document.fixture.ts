// A hand-made EPD report for the renderers' tests: 1 t of bagged cement, cradle to gate with
// A4, C1-C4 and D. The figures are invented for the test; the ones the tests check are worked
// out by hand where they are used.
import type { EpdDocument, EpdIndicatorGroup, EpdIndicatorValues } from "./epd-document";

function indicator(
  group: EpdIndicatorGroup,
  code: string,
  unit: string,
  values: Record<string, number | null>,
): EpdIndicatorValues {
  return { group, code, unit, values };
}

const MODULES = ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7"];
const END = ["C1", "C2", "C3", "C4", "D"];

/** Values for A1, A2, A3, A1-A3, A4, C1, C2, C3, C4, D in that order. */
function modules(...values: (number | null)[]): Record<string, number | null> {
  const keys = ["A1", "A2", "A3", "A1-A3", "A4", ...END];
  return Object.fromEntries(keys.map((key, i) => [key, values[i] ?? null]));
}

export function epdFixture(lang: "zh-CN" | "en" = "zh-CN"): EpdDocument {
  const zh = lang === "zh-CN";
  return {
    number: "EPD-2026-000017",
    version: 2,
    product: {
      name: zh ? "普通硅酸盐水泥 P·O 42.5" : "Ordinary Portland cement P·O 42.5",
      specification: zh ? "袋装，50 kg/袋" : "bagged, 50 kg per bag",
      description: zh
        ? "以硅酸盐水泥熟料、5%～20%混合材料和适量石膏磨细制成的水硬性胶凝材料。"
        : "Hydraulic binder ground from Portland clinker, 5 % to 20 % additions and gypsum.",
      geography: "CN-320000",
    },
    manufacturer: {
      name: zh ? "江苏青山水泥有限公司" : "Jiangsu Qingshan Cement Co., Ltd.",
      creditCode: "91320000MA1XXXXX2K",
    },
    declaredUnit: {
      amount: 1,
      unit: "t",
      description: zh ? "1 吨袋装水泥，出厂" : "1 tonne of bagged cement at the factory gate",
      massKg: 1000,
    },
    referenceServiceLifeYears: null,
    modules: [...MODULES, ...END].map((code) => ({
      code,
      declared: ["A1", "A2", "A3", "A4", ...END].includes(code),
    })),
    aggregateA1A3: true,
    // One indicator to a line: the table reads as an EPD's.
    // prettier-ignore
    indicators: [
      // GWP-total A1-A3 = 712.3 + 21.6 + 78.5 = 812.4, printed with three digits as "812".
      indicator("core", "GWP-total", "kg CO2 eq", modules(712.3, 21.6, 78.5, 812.4, 8.92, 1.05, 3.41, 0.872, 2.15, -12.6)),
      indicator("core", "GWP-fossil", "kg CO2 eq", modules(710.1, 21.5, 78.2, 809.8, 8.9, 1.04, 3.4, 0.86, 2.1, -12.5)),
      indicator("core", "GWP-biogenic", "kg CO2 eq", modules(1.9, 0.05, 0.2, 2.15, 0.01, 0.005, 0.004, 0.011, 0.04, -0.08)),
      indicator("core", "GWP-luluc", "kg CO2 eq", modules(0.3, 0.05, 0.1, 0.45, 0.01, 0.005, 0.006, 0.001, 0.01, -0.02)),
      // ODP A1-A3 = 1.234E-7, printed in exponent form as "1.23E-7".
      indicator("core", "ODP", "kg CFC-11 eq", modules(1.0e-7, 1.2e-8, 1.14e-8, 1.234e-7, 2.1e-9, 1.5e-10, 6.6e-10, 3.1e-10, 8.0e-10, -2.2e-9)),
      indicator("core", "AP", "mol H+ eq", modules(1.21, 0.11, 0.33, 1.65, 0.042, 0.011, 0.016, 0.004, 0.012, -0.05)),
      // EP-freshwater is not assessed for C1 (ND).
      indicator("core", "EP-freshwater", "kg P eq", modules(0.0021, 0.0002, 0.0004, 0.0027, 0.00005, null, 0.00002, 0.00001, 0.00003, -0.0001)),
      indicator("core", "EP-marine", "kg N eq", modules(0.31, 0.03, 0.08, 0.42, 0.012, 0.004, 0.005, 0.001, 0.004, -0.01)),
      indicator("core", "EP-terrestrial", "mol N eq", modules(3.3, 0.33, 0.88, 4.51, 0.13, 0.045, 0.055, 0.012, 0.041, -0.11)),
      indicator("core", "POCP", "kg NMVOC eq", modules(0.92, 0.1, 0.24, 1.26, 0.04, 0.013, 0.016, 0.003, 0.012, -0.03)),
      indicator("core", "ADP-minerals&metals", "kg Sb eq", modules(4.4e-5, 1.1e-6, 3.0e-6, 4.81e-5, 6.0e-7, 2.0e-8, 2.6e-7, 1.0e-8, 5.0e-8, -1.2e-6)),
      indicator("core", "ADP-fossil", "MJ", modules(3120, 305, 610, 4035, 126, 14.1, 48.2, 11.8, 29.4, -151)),
      indicator("core", "WDP", "m3 world eq deprived", modules(12.1, 0.4, 2.3, 14.8, 0.2, 0.01, 0.07, 0.03, 0.9, -0.6)),
      indicator("resource", "PERE", "MJ", modules(null, null, null, null, null, null, null, null, null, null)),
      indicator("resource", "PERT", "MJ", modules(95.1, 2.2, 18.3, 115.6, 1.2, 0.1, 0.4, 0.2, 0.5, -3.1)),
      indicator("resource", "PENRT", "MJ", modules(3180, 309, 622, 4111, 128, 14.3, 48.9, 12.0, 29.9, -153)),
      indicator("resource", "FW", "m3", modules(1.62, 0.03, 0.41, 2.06, 0.02, 0.001, 0.005, 0.003, 0.02, -0.04)),
      indicator("waste", "HWD", "kg", modules(0.012, 0.0004, 0.003, 0.0154, 0.0002, 0.00001, 0.00006, 0.00002, 0.00005, -0.0003)),
      indicator("waste", "NHWD", "kg", modules(4.1, 0.11, 1.2, 5.41, 0.08, 0.005, 0.02, 0.01, 998, -0.4)),
      indicator("output", "MFR", "kg", modules(0, 0, 2.1, 2.1, 0, 0, 0, 0, 0, 0)),
      indicator("output", "EEE", "MJ", modules(0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
    ],
    biogenicCarbon: { product: null, packaging: 0.21 },
    scenarios: [
      {
        module: "A4",
        name: zh ? "公路运输 150 km" : "Road transport, 150 km",
        description: zh
          ? "柴油货车（载重 32 t，满载率 80%）运输至施工现场，平均运距 150 km。"
          : "Diesel lorry (32 t payload, 80 % load factor) to the construction site, 150 km on average.",
      },
      {
        module: "C4",
        name: zh ? "填埋" : "Landfill",
        description: zh ? "拆除后的混凝土碎料全部填埋。" : "All crushed concrete is landfilled.",
      },
    ],
    pcr: { name: "PCR 2019:14 Construction products", version: "1.3.4" },
    programOperator: zh ? "中国建材环境产品声明项目" : "China Building Materials EPD Programme",
    standard: "EN 15804:2012+A2:2019",
    database: "USLCI FY18Q3",
    method: "EF 3.1",
    referenceYear: 2025,
    issueDate: "2026-03-02",
    validUntil: "2031-03-01",
    verification: {
      organisation: zh ? "华测认证有限公司" : "CTI Certification Co., Ltd.",
      verifier: zh ? "王立" : "Wang Li",
      date: "2026-02-27",
      kind: "external",
    },
    notes: zh
      ? "截断规则：单项输入质量占比低于 1% 且合计不超过 5% 的可忽略。分配：熟料生产的副产品按质量分配。"
      : "Cut-off: inputs below 1 % of mass each and 5 % in total are left out. Allocation: by mass for co-products of clinker production.",
    source: { productId: 42, version: 3, calculationNumber: 118 },
  };
}

/** The same report declaring every module A1..D (a full life cycle), for the wide tables. */
export function fullLifeCycleFixture(lang: "zh-CN" | "en" = "en"): EpdDocument {
  const base = epdFixture(lang);
  return {
    ...base,
    referenceServiceLifeYears: 50,
    aggregateA1A3: false,
    modules: base.modules.map((m) => ({ ...m, declared: true })),
    indicators: base.indicators.map((ind) => ({
      ...ind,
      values: { ...ind.values, A5: 0.5, B1: 0, B2: 0.1, B3: 0, B4: 0, B5: 0, B6: 0, B7: 0 },
    })),
  };
}
