// A report outline as PDF with the platform's report kit (lib/pdf): the title band on the first
// page, then headings, paragraphs, key-value rows, tables that carry their header onto the next
// page, and vector bar charts. Noto Sans SC is embedded (subset), so Chinese prints anywhere.
import { barChartHeight } from "../../lib/pdf/bar-chart";
import { COLORS, FONT, PdfReport } from "../../lib/pdf/report";
import type { Cell, ReportBlock, ReportOutline } from "./ghg-report-blocks";

const BAND_HEIGHT = 118;

// Superscript digits the report face lacks (it has ² and ³): unit symbols such as 10⁴ Nm³ print
// as 10^4 Nm³ instead of an empty box.
const SUPERSCRIPTS: Record<string, string> = {
  "⁰": "0",
  "¹": "1",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
};

/** Text as the report face prints it. */
export const pdfText = (text: string) =>
  text.replace(/[⁰¹⁴-⁹]+/g, (digits) => `^${[...digits].map((d) => SUPERSCRIPTS[d]).join("")}`);

const cellText = (cell: Cell): Cell =>
  typeof cell === "string" ? pdfText(cell) : { ...cell, text: pdfText(cell.text) };

function title(report: PdfReport, block: Extract<ReportBlock, { kind: "title" }>): void {
  const pdf = report.doc;
  const left = report.left;
  const width = report.contentWidth;
  pdf.rect(0, 0, pdf.page.width, BAND_HEIGHT).fill(COLORS.brand);
  pdf.font(FONT.bold).fontSize(20).fillColor("#ffffff").text(block.title, left, 40, { width });
  pdf.font(FONT.regular).fontSize(9.5).fillColor(COLORS.brandLight);
  pdf.text(block.subtitle, left, pdf.y + 6, { width });
  pdf.y = BAND_HEIGHT + 22;
  pdf.fillColor(COLORS.text);
  report.keyValues(block.facts, { labelShare: 0.24 });
}

function block(report: PdfReport, item: ReportBlock, next: ReportBlock | undefined): void {
  switch (item.kind) {
    case "title":
      title(report, item);
      return;
    case "heading":
      // A section heading stays with its first subsection heading and the start of its content.
      report.heading(pdfText(item.text), item.level, next?.kind === "heading" ? 130 : 80);
      return;
    case "paragraph":
      report.paragraph(pdfText(item.text), item.muted ? { color: COLORS.muted, size: 8.5 } : {});
      return;
    case "bullets":
      report.bullets(item.items.map(pdfText));
      return;
    case "keyValues":
      report.keyValues(item.rows.map((row) => ({ label: row.label, value: pdfText(row.value) })));
      return;
    case "table":
      report.table({
        columns: item.columns,
        rows: item.rows.map((row) => row.map(cellText)),
        fontSize: item.small ? 7.5 : 8.5,
      });
      report.spacer(4);
      return;
    case "chart": {
      const chart = {
        bars: item.bars.map((bar) => ({
          label: bar.label,
          value: bar.value,
          valueLabel: bar.valueLabel,
        })),
        unit: item.unit,
        labelShare: 0.26,
      };
      report.ensureSpace(barChartHeight(chart) + 18);
      report.paragraph(item.title, { bold: true, size: 8.5, color: COLORS.muted });
      report.barChart(chart);
      return;
    }
  }
}

/** The outline as PDF bytes. */
export function renderReportPdf(outline: ReportOutline): Promise<Buffer> {
  const report = new PdfReport({
    lang: outline.lang,
    title: outline.title,
    headerRight: outline.headerRight,
    footerNote: outline.footerNote,
    subject: outline.subject,
    generatedAt: outline.generatedAt,
    cover: true,
  });
  outline.blocks.forEach((item, i) => block(report, item, outline.blocks[i + 1]));
  return report.finish();
}
