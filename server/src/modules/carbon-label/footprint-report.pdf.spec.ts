import { readPdf, squash } from "../../lib/pdf/pdf-text.testing";
import { footprintReportFixture } from "./footprint-report-document.fixture";
import { renderFootprintReportPdf } from "./footprint-report.pdf";
import { qrPng } from "./label-artwork";

const generatedAt = new Date("2026-03-03T02:00:00Z");

describe("carbon footprint report PDF", () => {
  let qr: Buffer;
  beforeAll(async () => {
    qr = await qrPng("https://carbon.example.cn/c-label?code=k7Qm2xW9");
  });

  it("prints the Chinese report with the label, stages and data quality", async () => {
    const pdf = await renderFootprintReportPdf(footprintReportFixture(qr, "zh-CN"), "zh-CN", {
      generatedAt,
    });

    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages } = readPdf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(4);
    const text = squash(pages.join(" "));
    expect(text).toContain("产品碳足迹评价报告");
    expect(text).toContain("普通硅酸盐水泥P·O42.5");
    // 812.4 kg CO2e printed with three significant digits, per the declared unit 1 t.
    expect(text).toContain("812kgCO2e/1t");
    expect(text).toContain("https://carbon.example.cn/c-label?code=k7Qm2xW9");
    // Stages: raw materials 712.3 / 812.4 = 87.7 %; transport 21.6 / 812.4 = 2.7 %.
    expect(text).toContain("原材料获取71287.7%");
    expect(text).toContain("运输21.62.7%");
    // Split: fossil 809.8 → 810 (99.7 %), biogenic 2.15 (0.3 %), luluc 0.45 → 0.450 (0.1 %).
    expect(text).toContain("化石源温室气体排放和清除81099.7%");
    expect(text).toContain("土地利用和土地利用变化0.4500.1%");
    // Largest line: clinker 655.2 / 812.4 = 0.806499… (812.4 × 0.8065 = 655.2006), so 80.6 %.
    expect(text).toContain("1熟料原材料获取65580.6%");
    expect(text).toContain("初级数据贡献的碳足迹占比62.0%");
    expect(text).toContain("蒙特卡洛模拟1000次：95%的结果位于762至869kgCO2e/1t之间");
    expect(text).toContain("碳足迹只反映气候变化这一类影响");
    // The QR code is embedded as an image.
    expect(pdf.toString("latin1")).toContain("/Subtype /Image");
  });

  it("prints the English report and says which split the method cannot give", async () => {
    const doc = footprintReportFixture(qr, "en");
    doc.gwp.luluc = null;
    doc.uncertainty = null;
    doc.dataQuality = null;

    const { pages } = readPdf(await renderFootprintReportPdf(doc, "en", { generatedAt }));

    const text = squash(pages.join(" "));
    expect(text).toContain("ProductCarbonFootprintReport");
    expect(text).toContain("OrdinaryPortlandcementP·O42.5");
    expect(text).toContain("812kgCO2eper1t");
    expect(text).not.toContain("Landuseandlandusechange0.450");
    expect(text).toContain("Notseparatedbythecharacterisationmethod:Landuseandlandusechange.");
    expect(text).toContain("Nouncertaintyanalysiswasrunforthisstudy.");
    expect(text).toContain("Dataqualityrating");
    expect(text).toContain("Notrated");
    expect(text).toContain("Thecarbonfootprintaddressesclimatechangeonly.");
    expect(text).toContain(`Page1of${pages.length}`);
    expect(text).toContain("Figuresfromcalculation118(modelversion3)of2026-02-2006:30UTC");
  });
});
