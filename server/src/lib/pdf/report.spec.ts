import { reportFonts } from "./fonts";
import { readPdf, squash } from "./pdf-text.testing";
import { PdfReport } from "./report";

describe("PDF report kit", () => {
  it("reads the Chinese faces once per process", () => {
    const first = reportFonts();
    // The same parsed faces come back: nothing is read or parsed again.
    expect(reportFonts()).toBe(first);
    expect(first.regular.hasGlyphForCodePoint("碳".codePointAt(0)!)).toBe(true);
    expect(first.bold.hasGlyphForCodePoint("A".codePointAt(0)!)).toBe(true);
  });

  it("breaks a long table across pages and repeats its header row on each", async () => {
    const report = new PdfReport({
      lang: "en",
      title: "Table test",
      footerNote: "Kit test",
      generatedAt: new Date("2026-01-05T08:00:00Z"),
    });
    report.heading("Rows");
    report.table({
      columns: [
        { header: "Row name", weight: 3 },
        { header: "Amount", weight: 1, align: "right" },
      ],
      rows: Array.from({ length: 90 }, (_, i) => [`row-${i + 1}`, String(i + 1)]),
    });
    const pdf = await report.finish();

    const { pages } = readPdf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain("Row name");
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain("Generated 2026-01-05 08:00 UTC");
    }
    const all = pages.join(" ");
    for (let i = 1; i <= 90; i++) expect(all).toContain(`row-${i} `);
    expect(all.indexOf("row-89 ")).toBeGreaterThan(all.indexOf("row-88 "));
  });

  it("prints Chinese with a subset of the embedded face", async () => {
    const report = new PdfReport({ lang: "zh-CN", title: "字体测试" });
    report.heading("温室气体排放清单");
    report.paragraph("二氧化碳（CO₂）排放量：1.23E-7 kg CO2 eq");
    const pdf = await report.finish();

    const text = squash(readPdf(pdf).pages[0]);
    expect(text).toContain("温室气体排放清单");
    // The subscript ₂, which the face lacks, prints as a plain 2 instead of an empty box.
    expect(text).toContain("二氧化碳（CO2）排放量：1.23E-7kgCO2eq");
    expect(text).toContain("第1页，共1页");
    // pdfkit names a subset face with a six-letter tag: ABCDEF+NotoSansHans-Regular.
    expect(pdf.toString("latin1")).toMatch(/\/[A-Z]{6}\+NotoSans\w*-Regular/);
    expect(pdf.length).toBeLessThan(400_000);
  });

  it("draws a chart and keeps the cursor below it", async () => {
    const report = new PdfReport({ lang: "en", title: "Chart test" });
    const before = report.doc.y;
    report.barChart({
      bars: [
        { label: "A1-A3", value: 812.4 },
        { label: "D", value: -12.6 },
      ],
      unit: "kg CO2 eq per 1 t",
    });
    expect(report.doc.y).toBeGreaterThan(before + 40);
    const text = readPdf(await report.finish()).pages[0];
    expect(text).toContain("A1-A3");
    expect(text).toContain("812");
    expect(text).toContain("-12.6");
    expect(text).toContain("kg CO2 eq per 1 t");
  });
});
