import { readPdf, squash } from "../../lib/pdf/pdf-text.testing";
import { epdFixture, fullLifeCycleFixture } from "./epd-document.fixture";
import { epdFigure, renderEpdPdf } from "./epd.pdf";

const generatedAt = new Date("2026-03-03T02:00:00Z");

describe("EPD report PDF", () => {
  it("prints the Chinese report with its figures as EN 15804 tables print them", async () => {
    const pdf = await renderEpdPdf(epdFixture("zh-CN"), "zh-CN", { generatedAt });

    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, sizes } = readPdf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length).toBeLessThanOrEqual(6);
    expect(sizes.every((size) => size.width === 595 && size.height === 842)).toBe(true);
    const text = squash(pages.join(" "));
    expect(text).toContain("普通硅酸盐水泥P·O42.5");
    expect(text).toContain("环境产品声明");
    // GWP-total A1-A3 = 712.3 + 21.6 + 78.5 = 812.4, printed "812"; then A4 8.92, C1 1.05.
    expect(text).toContain("GWP-totalkgCO2eq8128.921.05");
    // ODP A1-A3 1.234E-7 in exponent form with three digits.
    expect(text).toContain("ODPkgCFC-11eq1.23E-72.10E-9");
    // EP-freshwater is not assessed for C1: A1-A3 0.0027 → 0.00270, A4 5E-5, C1 ND.
    expect(text).toContain("EP-freshwaterkgPeq0.002705.00E-5ND");
    // A5 and B1-B7 are not declared: the modules table says MND.
    expect(text).toMatch(/XXXXMND(MND){7}XXXXX/);
    expect(text).toContain("第1页，共");
    expect(text).toContain("数据来源：产品研究42，模型版本3，计算118");
    expect(text).toContain("生成时间：2026-03-0310:00（北京时间）");
  });

  it("prints the English report with the English names and the source in the footer", async () => {
    const pdf = await renderEpdPdf(epdFixture("en"), "en", { generatedAt });

    const { pages } = readPdf(pdf);
    const text = squash(pages.join(" "));
    expect(text).toContain("OrdinaryPortlandcementP·O42.5");
    expect(text).toContain("ENVIRONMENTALPRODUCTDECLARATION");
    expect(text).toContain("GWP-totalkgCO2eq8128.921.05");
    expect(text).toContain(`Page1of${pages.length}`);
    expect(text).toContain("Figuresfromproductstudy42,modelversion3,calculation118");
    expect(text).toContain("MND=modulenotdeclared");
    expect(text).toContain("ND=notdeclared");
    // The packaging's biogenic carbon 0.21 kg C; the product's is not declared.
    expect(text).toContain("BiogeniccarboncontentinproductkgCND");
    expect(text).toContain("BiogeniccarboncontentinaccompanyingpackagingkgC0.210");
    // Scenario text and the verification statement.
    expect(text).toContain("Roadtransport,150km");
    expect(text).toContain("accordingtoISO14025:external");
  });

  it("turns the result tables to landscape pages when every module is declared", async () => {
    const pdf = await renderEpdPdf(fullLifeCycleFixture("en"), "en", { generatedAt });

    const { pages, sizes } = readPdf(pdf);
    expect(sizes.some((size) => size.width === 842 && size.height === 595)).toBe(true);
    const text = squash(pages.join(" "));
    // Not aggregated: A1, A2 and A3 each have a column (712, 21.6, 78.5), then A4 and A5.
    expect(text).toContain("GWP-totalkgCO2eq71221.678.58.920.500");
    // All seventeen modules A1..D carry an X in the modules table.
    expect(text).toMatch(/X{17}/);
  });

  it("prints ND for a missing or null figure", () => {
    expect(epdFigure(null)).toBe("ND");
    expect(epdFigure(undefined)).toBe("ND");
    expect(epdFigure(0)).toBe("0");
  });
});
