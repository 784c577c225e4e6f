import JSZip from "jszip";
import { PNG } from "pngjs";
import { readPdf, squash } from "../../lib/pdf/pdf-text.testing";
import { buildGhgReportDocument } from "./ghg-report-document";
import { reportOutline } from "./ghg-report-layouts";
import { renderReportDocx } from "./ghg-report.docx";
import { fixtureSource } from "./ghg-report.fixture";
import { pdfText, renderReportPdf } from "./ghg-report.pdf";

const outlineOf = (...args: Parameters<typeof fixtureSource>) =>
  reportOutline(buildGhgReportDocument(fixtureSource(...args)));

/** The text of a DOCX's body, runs joined, as Word would show it without layout. */
async function docxParts(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file("word/document.xml")!.async("string");
  const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("");
  const styles = await zip.file("word/styles.xml")!.async("string");
  const media = zip.file(/^word\/media\/.+\.png$/);
  return { xml, text, styles, media };
}

describe("the report files", () => {
  it("prints the ISO 14064-1 report in Chinese with the hand-worked totals and charts", async () => {
    const pdf = await renderReportPdf(outlineOf("zh-CN", "iso14064"));

    const text = squash(readPdf(pdf).pages.join(" "));
    expect(text).toContain("温室气体排放清单报告");
    expect(text).toContain("依据ISO14064-1:2018第9.3条编制");
    // Totals in t CO2e (fixture): 109,255.2 kg total, scope 1 56,255.2, scope 2 50,000, scope 3 3,000.
    expect(text).toContain("排放总量（范围二基于位置）109.26100.0%");
    expect(text).toContain("范围一直接排放56.2651.5%");
    expect(text).toContain("范围二输入能源间接排放（基于位置）50.0045.8%");
    expect(text).toContain("范围三其他间接排放3.002.7%");
    // ISO categories 1, 2, 4 as the run has them; 3, 5, 6 stated as not quantified.
    expect(text).toContain("1直接温室气体排放和清除范围一56.2651.5%");
    expect(text).toContain("4组织使用的产品产生的间接温室气体排放范围三3.002.7%");
    expect(text).toContain("3运输产生的间接温室气体排放0未量化");
    expect(text).toContain("员工通勤（范围三，3运输产生的间接温室气体排放）");
    // Direct CO2 31,000 kg, indirect 53,000 kg; SF6 1 kg × 25,200.
    expect(text).toContain("CO218431.0053.0084.00");
    expect(text).toContain("SF625,2000.00125.200.0025.20");
    expect(text).toContain("生物质产生的生物源CO2为1.80tCO2，单独量化，不计入排放总量。");
    expect(text).toContain("尚未设定基准年");
    expect(text).toContain("本次核算未进行定量不确定性评估");
    expect(text).toContain("本报告未经第三方核查");
    // The bar chart's axis unit and category labels are drawn.
    expect(text).toContain("2输入能源");
  });

  it("writes the GB/T 32150-style report in English as DOCX with Chinese fonts declared and the charts as PNG", async () => {
    const docx = await renderReportDocx(outlineOf("en", "gbt32150"));

    const { text, styles, media, xml } = await docxParts(docx);
    expect(text).toContain("Greenhouse Gas Emissions Report");
    expect(text).toContain("1 Basic information of the reporting entity");
    expect(text).toContain("Total emissions (scope 2 location-based)109.26100.0 %");
    expect(text).toContain("Scope 1 — direct emissions56.2651.5 %");
    expect(text).toContain("3 Activity data and their sources");
    // Every line with its amount and data source: 100,000 kWh of field-collected electricity.
    expect(text).toContain(
      "4Purchased electricityPurchased electricity100,000kWhField collection50.00",
    );
    expect(text).toContain("4 Emission factors and their sources");
    expect(text).toContain("CO2 3.1 kg/kg; CH4 0.0001 kg/kg; N2O 0.00001 kg/kg");
    expect(text).toContain("Biomass combustion: 1.80 t CO2, reported separately");
    // The East Asian font is declared for the document and its headings.
    expect(styles).toContain('w:eastAsia="SimSun"');
    expect(styles).toContain('w:eastAsia="SimHei"');
    // Two charts (by scope, by category), each a PNG drawn at twice its 600-point width.
    expect(media).toHaveLength(2);
    const png = PNG.sync.read(Buffer.from(await media[0].async("uint8array")));
    expect(png.width).toBe(1200);
    expect(xml).toContain("<w:tblHeader/>");
  });

  it("prints the English ISO report and the Chinese filing layout in both files", async () => {
    const en = squash(readPdf(await renderReportPdf(outlineOf("en", "iso14064"))).pages.join(" "));
    expect(en).toContain("GreenhouseGasInventoryReport");
    expect(en).toContain("Totalemissions(scope2location-based)109.26100.0%");
    expect(en).toContain("Nobaseyearissetfor苏州示范工厂DemoPlant(Suzhou).");
    const zh = await docxParts(await renderReportDocx(outlineOf("zh-CN", "gbt32150")));
    expect(zh.text).toContain("一、报告主体基本信息");
    expect(zh.text).toContain("排放总量（范围二基于位置）109.26100.0 %");
    expect(zh.text).toContain("第 ");
  });

  it("writes superscripts the PDF face lacks with a caret, and keeps the ones it has", () => {
    expect(pdfText("CO2 21621.9 kg/10⁴Nm³")).toBe("CO2 21621.9 kg/10^4Nm³");
  });
});
