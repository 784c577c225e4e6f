// The platform's PDF report kit on pdfkit: an A4 document in Chinese or English with a running
// header, a footer that names the source and "page x of y", headings, paragraphs, key-value
// blocks, tables that break across pages (table.ts), horizontal bar charts (bar-chart.ts) and
// images. EPD and carbon-footprint reports use it; a GHG inventory report can use it as is.
import PDFDocument from "pdfkit";
import { drawBarChart, type BarChartSpec } from "./bar-chart";
import { fitWidth, printable, reportFonts } from "./fonts";
import { formatTimestamp } from "./format";
import { drawTable, type TableSpec } from "./table";

export type ReportLang = "zh-CN" | "en";
export type PageLayout = "portrait" | "landscape";

export const COLORS = {
  brand: "#1f6f4a",
  brandDark: "#14513a",
  brandLight: "#e6f2eb",
  brandMid: "#7fb99a",
  text: "#1c2521",
  muted: "#5c6b63",
  rule: "#c5d3cb",
  zebra: "#f5f8f6",
  negative: "#b5542f",
} as const;

export const FONT = { regular: "report-regular", bold: "report-bold" } as const;

const KIT_TEXTS = {
  en: { page: "Page {x} of {y}", generated: "Generated {at}" },
  "zh-CN": { page: "第 {x} 页，共 {y} 页", generated: "生成时间：{at}" },
} as const;

export interface ReportSetup {
  lang: ReportLang;
  /** Document title: PDF metadata and the running header. */
  title: string;
  /** Printed at the right of the running header (a registration or serial number). */
  headerRight?: string;
  /** Printed at the left of the footer on every page: where the figures come from. */
  footerNote?: string;
  author?: string;
  subject?: string;
  /** When the file was made (printed in the footer); defaults to now. */
  generatedAt?: Date;
  /** The first page is a cover without the running header. */
  cover?: boolean;
}

export interface KeyValueRow {
  label: string;
  value: string;
}

const MARGIN = { top: 62, bottom: 62, left: 48, right: 48 };

/** One report being written; `finish()` returns the PDF bytes. */
export class PdfReport {
  readonly doc: PDFKit.PDFDocument;
  readonly lang: ReportLang;
  private readonly setup: ReportSetup;
  private readonly generatedAt: Date;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<Buffer>;

  constructor(setup: ReportSetup) {
    this.setup = setup;
    this.lang = setup.lang;
    this.generatedAt = setup.generatedAt ?? new Date();
    this.doc = new PDFDocument({
      size: "A4",
      margins: MARGIN,
      bufferPages: true,
      lang: setup.lang,
      displayTitle: true,
      // pdfkit reads every info key it is given: absent ones must be left out, not undefined.
      info: {
        Title: setup.title,
        ...(setup.author ? { Author: setup.author } : {}),
        ...(setup.subject ? { Subject: setup.subject } : {}),
        Creator: "Carbon platform",
        CreationDate: this.generatedAt,
      },
    });
    const fonts = reportFonts();
    // pdfkit takes a parsed fontkit face as a font source (its types list only files and bytes);
    // passing the cached face keeps the 8 MB files parsed once per process.
    this.doc.registerFont(FONT.regular, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
    this.doc.registerFont(FONT.bold, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
    this.doc.font(FONT.regular).fontSize(9).fillColor(COLORS.text);
    this.ended = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
  }

  get left(): number {
    return this.doc.page.margins.left;
  }
  get top(): number {
    return this.doc.page.margins.top;
  }
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  get contentWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get layout(): PageLayout {
    return this.doc.page.width > this.doc.page.height ? "landscape" : "portrait";
  }

  /** Starts a new page, in the given layout (default: the current page's). */
  addPage(layout: PageLayout = this.layout): void {
    this.doc.addPage({ size: "A4", layout, margins: MARGIN });
    this.doc.x = this.left;
    this.doc.y = this.top;
  }

  /** Starts a new page unless `height` points still fit below the cursor. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.addPage();
  }

  spacer(height: number): void {
    this.doc.y += height;
  }

  /**
   * Section (1), subsection (2) or small (3) heading, kept on one page with the next `keepWith`
   * points of content (a chart's height, say).
   */
  heading(text: string, level: 1 | 2 | 3 = 1, keepWith = 60): void {
    const size = level === 1 ? 13.5 : level === 2 ? 11 : 9.5;
    const { doc } = this;
    doc.font(FONT.bold).fontSize(size);
    const height = doc.heightOfString(printable(text), { width: this.contentWidth });
    this.ensureSpace(height + keepWith);
    if (doc.y > this.top + 1) doc.y += level === 1 ? 10 : 6;
    const y = doc.y;
    doc
      .fillColor(level === 3 ? COLORS.text : COLORS.brandDark)
      .text(printable(text), this.left, y, { width: this.contentWidth });
    if (level === 1) {
      const ruleY = doc.y + 2;
      doc
        .moveTo(this.left, ruleY)
        .lineTo(this.left + this.contentWidth, ruleY)
        .lineWidth(1)
        .strokeColor(COLORS.brandMid)
        .stroke();
      doc.y = ruleY + 6;
    } else {
      doc.y += 3;
    }
    doc.font(FONT.regular).fontSize(9).fillColor(COLORS.text);
  }

  /** Flowing text; it continues on the next page when long. */
  paragraph(text: string, options: { size?: number; color?: string; bold?: boolean } = {}): void {
    const { doc } = this;
    doc
      .font(options.bold ? FONT.bold : FONT.regular)
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? COLORS.text);
    doc.text(printable(text), this.left, doc.y, { width: this.contentWidth, lineGap: 2 });
    doc.y += 4;
    doc.font(FONT.regular).fontSize(9).fillColor(COLORS.text);
  }

  /** A bulleted list: each item with a hanging indent, continuing on the next page when long. */
  bullets(items: string[], options: { size?: number } = {}): void {
    const { doc } = this;
    const size = options.size ?? 9;
    const indent = 12;
    doc.font(FONT.regular).fontSize(size).fillColor(COLORS.text);
    for (const item of items) {
      const text = printable(item);
      this.ensureSpace(
        doc.heightOfString(text, { width: this.contentWidth - indent }) > 60 ? 30 : 14,
      );
      const y = doc.y;
      doc.fillColor(COLORS.brand).text("•", this.left + 2, y, { lineBreak: false });
      doc
        .fillColor(COLORS.text)
        .text(text, this.left + indent, y, { width: this.contentWidth - indent, lineGap: 2 });
      doc.y += 3;
    }
    doc.x = this.left;
    doc.y += 3;
  }

  /** Label/value rows, two columns, each row kept on one page. */
  keyValues(rows: KeyValueRow[], options: { labelShare?: number; size?: number } = {}): void {
    const { doc } = this;
    const size = options.size ?? 9;
    const labelWidth = this.contentWidth * (options.labelShare ?? 0.3);
    const valueWidth = this.contentWidth - labelWidth - 8;
    for (const row of rows) {
      const label = printable(row.label);
      const value = printable(row.value);
      doc.font(FONT.bold).fontSize(size);
      const labelHeight = doc.heightOfString(label, { width: labelWidth - 4 });
      doc.font(FONT.regular).fontSize(size);
      const valueHeight = doc.heightOfString(value, { width: valueWidth, lineGap: 1 });
      const height = Math.max(labelHeight, valueHeight) + 7;
      this.ensureSpace(height);
      const y = doc.y;
      doc
        .font(FONT.bold)
        .fillColor(COLORS.muted)
        .text(label, this.left, y + 3.5, { width: labelWidth - 4 });
      doc
        .font(FONT.regular)
        .fillColor(COLORS.text)
        .text(value, this.left + labelWidth + 8, y + 3.5, { width: valueWidth, lineGap: 1 });
      doc
        .moveTo(this.left, y + height)
        .lineTo(this.left + this.contentWidth, y + height)
        .lineWidth(0.4)
        .strokeColor(COLORS.rule)
        .stroke();
      doc.y = y + height;
    }
    doc.x = this.left;
    doc.y += 6;
  }

  table(spec: TableSpec): void {
    drawTable(this, spec);
  }

  barChart(spec: BarChartSpec): void {
    drawBarChart(this, spec);
  }

  /** A PNG or JPEG fitted into width × height at x (default: the left margin), at the cursor. */
  image(bytes: Buffer, width: number, height: number, x = this.left): void {
    this.ensureSpace(height);
    this.doc.image(bytes, x, this.doc.y, { fit: [width, height] });
    this.doc.y += height + 4;
  }

  /** Draws the running header and footer on every page and returns the PDF bytes. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    const texts = KIT_TEXTS[this.lang];
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const page = doc.page;
      const savedBottom = page.margins.bottom;
      // Header and footer sit in the margins: without this pdfkit would start a new page there.
      page.margins.bottom = 0;
      const width = page.width - page.margins.left - page.margins.right;
      const left = page.margins.left;
      if (!(this.setup.cover && i === range.start)) {
        const y = page.margins.top - 26;
        doc.font(FONT.regular).fontSize(7.5).fillColor(COLORS.muted);
        doc.text(fitWidth(doc, this.setup.title, width * 0.68), left, y, {
          width: width * 0.7,
          lineBreak: false,
        });
        if (this.setup.headerRight) {
          doc.text(printable(this.setup.headerRight), left + width * 0.7, y, {
            width: width * 0.3,
            align: "right",
            lineBreak: false,
          });
        }
        doc
          .moveTo(left, y + 13)
          .lineTo(left + width, y + 13)
          .lineWidth(0.6)
          .strokeColor(COLORS.brandMid)
          .stroke();
      }
      const footerY = page.height - savedBottom + 18;
      doc
        .moveTo(left, footerY - 6)
        .lineTo(left + width, footerY - 6)
        .lineWidth(0.4)
        .strokeColor(COLORS.rule)
        .stroke();
      doc.font(FONT.regular).fontSize(7).fillColor(COLORS.muted);
      const pageText = texts.page
        .replace("{x}", String(i - range.start + 1))
        .replace("{y}", String(range.count));
      doc.text(pageText, left + width * 0.75, footerY, {
        width: width * 0.25,
        align: "right",
        lineBreak: false,
      });
      if (this.setup.footerNote) {
        doc.text(fitWidth(doc, this.setup.footerNote, width * 0.73), left, footerY, {
          width: width * 0.75,
          lineBreak: false,
        });
      }
      doc.text(
        texts.generated.replace("{at}", formatTimestamp(this.generatedAt, this.lang)),
        left,
        footerY + 10,
        { width: width * 0.75, lineBreak: false },
      );
      page.margins.bottom = savedBottom;
    }
    doc.end();
    return this.ended;
  }
}
