// A hand-made carbon-label report for the renderers' tests: 1 t of bagged cement, cradle to
// gate. The figures are invented for the test and add up by hand:
//   stages 712.3 + 21.6 + 78.5 = 812.4 kg CO2e (shares 87.7 %, 2.7 %, 9.7 %);
//   split  fossil 809.8 + biogenic 2.15 + luluc 0.45 = 812.4 kg CO2e.
import type { FootprintReportDocument, LabelClaim } from "./footprint-report-document";

export function labelClaimFixture(lang: "zh-CN" | "en" = "zh-CN"): LabelClaim {
  const zh = lang === "zh-CN";
  return {
    serial: "CL-2026-000031",
    code: "k7Qm2xW9",
    verifyUrl: "https://carbon.example.cn/c-label?code=k7Qm2xW9",
    productName: zh ? "普通硅酸盐水泥 P·O 42.5" : "Ordinary Portland cement P·O 42.5",
    specification: zh ? "袋装，50 kg/袋" : "bagged, 50 kg per bag",
    companyName: zh ? "江苏青山水泥有限公司" : "Jiangsu Qingshan Cement Co., Ltd.",
    footprint: 812.4,
    declaredUnit: {
      amount: 1,
      unit: "t",
      description: zh ? "1 吨袋装水泥，出厂" : "1 tonne of bagged cement at the factory gate",
    },
    boundary: { code: "cradle-to-gate", name: "从摇篮到大门", nameEn: "Cradle to gate" },
    standard: {
      code: "ISO14067",
      name: "ISO 14067 / GB/T 24067",
      nameEn: "ISO 14067 / GB/T 24067",
    },
    gwpSet: "IPCC AR6 GWP100",
    verification: {
      organisation: zh ? "华测认证有限公司" : "CTI Certification Co., Ltd.",
      verifier: zh ? "王立" : "Wang Li",
      date: "2026-02-27",
    },
    validFrom: "2026-03-02",
    validUntil: "2028-03-01",
  };
}

export function footprintReportFixture(
  qrPng: Buffer,
  lang: "zh-CN" | "en" = "zh-CN",
): FootprintReportDocument {
  const zh = lang === "zh-CN";
  const total = 812.4;
  const stage = (code: string, name: string, nameEn: string, value: number) => ({
    code,
    name,
    nameEn,
    value,
    share: value / total,
  });
  const line = (name: string, stageCode: string, value: number) => ({
    name,
    stage: stageCode,
    value,
    share: value / total,
  });
  return {
    label: labelClaimFixture(lang),
    product: {
      description: zh
        ? "以硅酸盐水泥熟料、5%～20%混合材料和适量石膏磨细制成的水硬性胶凝材料。"
        : "Hydraulic binder ground from Portland clinker, 5 % to 20 % additions and gypsum.",
      geography: "CN-320000",
      referenceYear: 2025,
    },
    study: {
      cutOffRule: zh
        ? "单项输入质量占比低于 1% 且合计不超过 5% 的可忽略"
        : "Inputs below 1 % of mass each and 5 % in total are left out",
      allocation: { code: "mass", name: "质量分配", nameEn: "Mass allocation" },
      database: "USLCI FY18Q3",
      method: "IPCC 2021 AR6 GWP100",
      calculationNumber: 118,
      calculatedAt: "2026-02-20T06:30:00.000Z",
      version: 3,
    },
    gwp: { total, fossil: 809.8, biogenic: 2.15, luluc: 0.45 },
    byStage: [
      stage("raw-material", "原材料获取", "Raw material acquisition", 712.3),
      stage("transport", "运输", "Transport", 21.6),
      stage("production", "生产制造", "Production", 78.5),
    ],
    topLines: [
      line(zh ? "熟料" : "Clinker", "raw-material", 655.2),
      line(zh ? "电网电力，华东" : "Grid electricity, East China", "production", 61.3),
      line(zh ? "石膏" : "Gypsum", "raw-material", 31.4),
      line(zh ? "公路运输，柴油货车" : "Road transport, diesel lorry", "transport", 21.6),
      line(zh ? "粉煤灰" : "Fly ash", "raw-material", 25.7),
      line(zh ? "包装袋" : "Paper bags", "production", 17.2),
    ],
    primaryShare: 0.62,
    dataQuality: { rating: 1.8, level: zh ? "良好" : "good" },
    uncertainty: { iterations: 1000, p2_5: 761.9, p97_5: 869.3 },
    qrPng,
  };
}
