// A report outline as a Word document (docx): the same blocks as the PDF, with real headings
// (Word's navigation pane and table of contents see them), tables whose header row repeats on
// each page, and the charts as PNG images. Fonts: Arial for Latin and, for Chinese, SimSun (body)
// and SimHei (headings) declared as the East Asian fonts (w:eastAsia), which every Chinese Windows
// and WPS installation has; a DOCX cannot carry a font reliably (Word embeds only TrueType
// outlines and drops them on many systems), so a viewer without them substitutes its own CJK face.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { COLORS } from "../../lib/pdf/report";
import type { Cell, Column, ReportBlock, ReportOutline } from "./ghg-report-blocks";
import { chartPng } from "./ghg-report-chart";

/** A4 in twentieths of a point, with 2 cm margins. */
const PAGE = { width: 11906, height: 16838, margin: 1134 };
const CONTENT_TWIPS = PAGE.width - 2 * PAGE.margin;
/** Pixels (96 per inch) across the content: images are sized in pixels. */
const CONTENT_PX = Math.floor((CONTENT_TWIPS / 1440) * 96);

export const DOCX_FONTS = {
  latin: "Arial",
  eastAsia: "SimSun",
  eastAsiaHeading: "SimHei",
} as const;

const hex = (colour: string) => colour.replace("#", "").toUpperCase();

const fonts = (eastAsia: string) => ({
  ascii: DOCX_FONTS.latin,
  hAnsi: DOCX_FONTS.latin,
  cs: DOCX_FONTS.latin,
  eastAsia,
});

const RULE = { style: BorderStyle.SINGLE, size: 4, color: hex(COLORS.rule) };
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };

function cellParagraph(
  cell: Cell,
  align: Column["align"],
  size: number,
  header = false,
): Paragraph {
  const text = typeof cell === "string" ? cell : cell.text;
  const bold = header || (typeof cell !== "string" && Boolean(cell.bold));
  return new Paragraph({
    alignment:
      align === "right"
        ? AlignmentType.RIGHT
        : align === "center"
          ? AlignmentType.CENTER
          : AlignmentType.LEFT,
    spacing: { before: 20, after: 20 },
    children: [
      new TextRun({
        text,
        bold,
        size,
        color: header ? hex(COLORS.brandDark) : undefined,
      }),
    ],
  });
}

function table(columns: Column[], rows: Cell[][], small = false, header = true): Table {
  const size = small ? 15 : 17;
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => Math.floor((column.weight / total) * CONTENT_TWIPS));
  const cell = (content: Cell, i: number, header: boolean, zebra: boolean) =>
    new TableCell({
      width: { size: widths[i], type: WidthType.DXA },
      margins: { left: 60, right: 60 },
      shading: header
        ? { type: ShadingType.CLEAR, color: "auto", fill: hex(COLORS.brandLight) }
        : zebra
          ? { type: ShadingType.CLEAR, color: "auto", fill: hex(COLORS.zebra) }
          : undefined,
      children: [cellParagraph(content, columns[i].align, size, header)],
    });
  return new Table({
    width: { size: CONTENT_TWIPS, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: {
      top: RULE,
      bottom: RULE,
      left: NO_BORDER,
      right: NO_BORDER,
      insideHorizontal: RULE,
      insideVertical: NO_BORDER,
    },
    rows: [
      ...(header
        ? [
            new TableRow({
              tableHeader: true,
              cantSplit: true,
              children: columns.map((column, i) => cell(column.header, i, true, false)),
            }),
          ]
        : []),
      ...rows.map(
        (row, r) =>
          new TableRow({
            cantSplit: true,
            children: row.map((content, i) => cell(content, i, false, r % 2 === 1)),
          }),
      ),
    ],
  });
}

function keyValues(rows: Array<{ label: string; value: string }>): Table {
  return table(
    [
      { header: "", weight: 1 },
      { header: "", weight: 2.6 },
    ],
    rows.map((row) => [{ text: row.label, bold: true }, row.value]),
    false,
    false,
  );
}

const spacer = () => new Paragraph({ spacing: { after: 60 }, children: [] });

async function blockElements(block: ReportBlock): Promise<Array<Paragraph | Table>> {
  switch (block.kind) {
    case "title":
      return [
        new Paragraph({
          heading: HeadingLevel.TITLE,
          spacing: { after: 120 },
          children: [new TextRun({ text: block.title })],
        }),
        new Paragraph({
          spacing: { after: 240 },
          children: [new TextRun({ text: block.subtitle, color: hex(COLORS.muted), size: 20 })],
        }),
        keyValues(block.facts),
      ];
    case "heading":
      return [
        new Paragraph({
          heading: block.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
          keepNext: true,
          children: [new TextRun({ text: block.text })],
        }),
      ];
    case "paragraph":
      return [
        new Paragraph({
          spacing: { after: 100 },
          children: [
            new TextRun({
              text: block.text,
              color: block.muted ? hex(COLORS.muted) : undefined,
              size: block.muted ? 18 : undefined,
            }),
          ],
        }),
      ];
    case "bullets":
      return block.items.map(
        (item) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: item })] }),
      );
    case "keyValues":
      return [keyValues(block.rows), spacer()];
    case "table":
      return [table(block.columns, block.rows, block.small), spacer()];
    case "chart": {
      const chart = await chartPng(block);
      const width = Math.min(CONTENT_PX, chart.width);
      return [
        new Paragraph({
          keepNext: true,
          spacing: { before: 120, after: 120, line: 240, lineRule: LineRuleType.AUTO },
          children: [
            new ImageRun({
              type: "png",
              data: chart.png,
              transformation: { width, height: Math.round((chart.height * width) / chart.width) },
              altText: { title: block.title, description: block.title, name: block.title },
            }),
          ],
        }),
      ];
    }
  }
}

/** The outline as DOCX bytes. */
export async function renderReportDocx(outline: ReportOutline): Promise<Buffer> {
  const zh = outline.lang === "zh-CN";
  const children: Array<Paragraph | Table> = [];
  for (const block of outline.blocks) children.push(...(await blockElements(block)));
  const language = { value: zh ? "zh-CN" : "en-GB", eastAsia: "zh-CN" };
  const heading = (size: number) => ({
    run: {
      font: fonts(DOCX_FONTS.eastAsiaHeading),
      size,
      bold: true,
      color: hex(COLORS.brandDark),
    },
    paragraph: { spacing: { before: 240, after: 120 } },
  });
  const small = (text: string) => new TextRun({ text, size: 15, color: hex(COLORS.muted) });
  const document = new Document({
    creator: "Carbon platform",
    title: outline.title,
    subject: outline.subject,
    styles: {
      default: {
        document: {
          run: { font: fonts(DOCX_FONTS.eastAsia), size: 20, language },
          paragraph: { spacing: { line: 288, lineRule: LineRuleType.AUTO } },
        },
        title: {
          run: {
            font: fonts(DOCX_FONTS.eastAsiaHeading),
            size: 40,
            bold: true,
            color: hex(COLORS.brand),
          },
        },
        heading1: heading(28),
        heading2: heading(23),
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: {
              top: PAGE.margin,
              bottom: PAGE.margin,
              left: PAGE.margin,
              right: PAGE.margin,
            },
          },
        },
        headers: {
          default: new Header({ children: [new Paragraph({ children: [small(outline.title)] })] }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({ children: [small(outline.footerNote)] }),
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    size: 15,
                    color: hex(COLORS.muted),
                    children: zh
                      ? ["第 ", PageNumber.CURRENT, " 页，共 ", PageNumber.TOTAL_PAGES, " 页"]
                      : ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
