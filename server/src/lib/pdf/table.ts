// Tables for reports: column widths by weight, wrapped cells, an optional group row above the
// column headers, zebra rows, and page breaks between rows that repeat the header rows on the
// new page (a row is never split).
import { printable } from "./fonts";
import { COLORS, FONT, type PdfReport } from "./report";

export interface TableColumn {
  header: string;
  /** Relative width; the columns share the table width in proportion. */
  weight: number;
  align?: "left" | "right" | "center";
}

export type TableCell =
  | string
  | {
      text: string;
      bold?: boolean;
      color?: string;
      fill?: string;
      align?: "left" | "right" | "center";
    };

export interface TableGroup {
  label: string;
  /** How many columns the group spans. */
  span: number;
}

export interface TableSpec {
  columns: TableColumn[];
  rows: TableCell[][];
  /** A header row above the column headers: the stage names over the module codes, say. */
  groups?: TableGroup[];
  fontSize?: number;
  /** Table width in points (default: the page's content width). */
  width?: number;
  /** Zebra rows (default true). */
  zebra?: boolean;
}

const PAD_X = 3;
const PAD_Y = 2.6;

interface Measured {
  text: string;
  bold: boolean;
  color: string;
  fill?: string;
  align: "left" | "right" | "center";
}

function cellOf(cell: TableCell, column: TableColumn): Measured {
  if (typeof cell === "string") {
    return {
      text: printable(cell),
      bold: false,
      color: COLORS.text,
      align: column.align ?? "left",
    };
  }
  return {
    text: printable(cell.text),
    bold: cell.bold ?? false,
    color: cell.color ?? COLORS.text,
    fill: cell.fill,
    align: cell.align ?? column.align ?? "left",
  };
}

function textHeight(doc: PDFKit.PDFDocument, text: string, width: number, bold: boolean): number {
  doc.font(bold ? FONT.bold : FONT.regular);
  return doc.heightOfString(text || " ", { width, lineGap: 0.5 });
}

/** Draws the table at the cursor of `report` and leaves the cursor below it. */
export function drawTable(report: PdfReport, spec: TableSpec): void {
  const { doc } = report;
  const size = spec.fontSize ?? 8;
  const width = spec.width ?? report.contentWidth;
  const totalWeight = spec.columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = spec.columns.map((column) => (column.weight / totalWeight) * width);
  const lefts = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
  doc.fontSize(size);

  const headerCells = spec.columns.map((column) => ({
    text: printable(column.header),
    align: column.align ?? "left",
  }));
  const headerHeight =
    Math.max(
      ...headerCells.map((cell, i) => textHeight(doc, cell.text, widths[i] - 2 * PAD_X, true)),
    ) +
    2 * PAD_Y;
  const groupSpans = (spec.groups ?? []).map((group, g, all) => {
    const first = all.slice(0, g).reduce((sum, item) => sum + item.span, 0);
    const spanWidth = widths.slice(first, first + group.span).reduce((a, b) => a + b, 0);
    return { label: printable(group.label), x: lefts[first], width: spanWidth };
  });
  const groupHeight = groupSpans.length
    ? Math.max(...groupSpans.map((g) => textHeight(doc, g.label, g.width - 2 * PAD_X, true))) +
      2 * PAD_Y
    : 0;

  const drawHeader = (y: number): number => {
    const x0 = report.left;
    if (groupHeight > 0) {
      doc.rect(x0, y, width, groupHeight).fill(COLORS.brandDark);
      doc.font(FONT.bold).fontSize(size).fillColor("#ffffff");
      for (const group of groupSpans) {
        doc.text(group.label, x0 + group.x + PAD_X, y + PAD_Y, {
          width: group.width - 2 * PAD_X,
          align: "center",
          lineGap: 0.5,
        });
        doc
          .moveTo(x0 + group.x, y)
          .lineTo(x0 + group.x, y + groupHeight)
          .lineWidth(0.6)
          .strokeColor("#ffffff")
          .stroke();
      }
      y += groupHeight;
    }
    doc.rect(x0, y, width, headerHeight).fill(COLORS.brand);
    doc.font(FONT.bold).fontSize(size).fillColor("#ffffff");
    headerCells.forEach((cell, i) => {
      doc.text(cell.text, x0 + lefts[i] + PAD_X, y + PAD_Y, {
        width: widths[i] - 2 * PAD_X,
        align: cell.align,
        lineGap: 0.5,
      });
    });
    return y + headerHeight;
  };

  const rows = spec.rows.map((row) => row.map((cell, i) => cellOf(cell, spec.columns[i])));
  const rowHeights = rows.map(
    (row) =>
      Math.max(
        ...row.map((cell, i) => textHeight(doc, cell.text, widths[i] - 2 * PAD_X, cell.bold)),
      ) +
      2 * PAD_Y,
  );

  // Keep the header with at least the first row.
  report.ensureSpace(groupHeight + headerHeight + (rowHeights[0] ?? 0));
  let y = drawHeader(doc.y);
  rows.forEach((row, r) => {
    const height = rowHeights[r];
    if (y + height > report.bottom) {
      report.addPage();
      y = drawHeader(report.top);
    }
    const x0 = report.left;
    if ((spec.zebra ?? true) && r % 2 === 1) doc.rect(x0, y, width, height).fill(COLORS.zebra);
    row.forEach((cell, i) => {
      if (cell.fill) doc.rect(x0 + lefts[i], y, widths[i], height).fill(cell.fill);
      doc
        .font(cell.bold ? FONT.bold : FONT.regular)
        .fontSize(size)
        .fillColor(cell.color)
        .text(cell.text, x0 + lefts[i] + PAD_X, y + PAD_Y, {
          width: widths[i] - 2 * PAD_X,
          align: cell.align,
          lineGap: 0.5,
        });
    });
    doc
      .moveTo(x0, y + height)
      .lineTo(x0 + width, y + height)
      .lineWidth(0.4)
      .strokeColor(COLORS.rule)
      .stroke();
    y += height;
  });
  doc.font(FONT.regular).fontSize(9).fillColor(COLORS.text);
  doc.x = report.left;
  doc.y = y + 8;
}
