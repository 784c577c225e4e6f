// Material and transport data as .xlsx: one sheet of rows under a header of bilingual column
// names, written by an export and read back by an import. A column knows how to write its cell
// from a stored row and how to read it into the input a row becomes; problems name the sheet row
// and the column.
import type ExcelJS from "exceljs";
import { newWorkbook } from "../../lib/excel";
import { UNITS } from "../../calc/units";
import { translate } from "../../lib/messages";
import { loadWorkbook, plainCellValue, type PlainCell } from "../factor/import/sheets";
import type { Problem } from "./data-quality";

/** A problem of one row of an imported sheet: its sheet row, its column header and the message. */
export interface RowProblem {
  row: number;
  column: string;
  message: string;
}

export type CellKind = "text" | "number" | "integer";

export interface SheetColumn<Row> {
  /** The input field it fills, `a.b` for nested ones; problems of that field land here. */
  field: string;
  /** "中文 / English": either half or the whole matches on import, case-insensitive. */
  header: string;
  kind: CellKind;
  /** A row's sheet cannot do without it. */
  required?: boolean;
  /** Written by exports, never read (the owner of a row). */
  exportOnly?: boolean;
  width?: number;
  write: (row: Row) => string | number | null;
  /** Turns the cell into the input's value; a thrown Error's message is the problem. */
  read?: (cell: PlainCell) => unknown;
}

/** A sheet's rows as field → value records, with the problems reading the cells found. */
export interface ReadSheet {
  rows: Array<{ row: number; values: Record<string, unknown> }>;
  problems: RowProblem[];
}

export async function writeSheet<Row>(
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) sheet.addRow(columns.map((column) => column.write(row)));
  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column.width ?? Math.max(12, column.header.length + 2);
  });
  const written = await workbook.xlsx.writeBuffer();
  return Buffer.from(written);
}

const normal = (text: string) => text.trim().toLowerCase();

function matches(header: string, cell: PlainCell): boolean {
  if (cell === null) return false;
  const given = normal(String(cell));
  return [header, ...header.split(" / ")].some((name) => normal(name) === given);
}

/**
 * The first sheet's data rows as records, blank rows skipped. A file that is no workbook, or a
 * sheet without a required column, throws an Error a user can read.
 */
export async function readSheet<Row>(
  buffer: Buffer,
  columns: readonly SheetColumn<Row>[],
  maxRows: number,
): Promise<ReadSheet> {
  const workbook = await loadWorkbook(buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(translate("importNoRows"));
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map(plainCellValue);
  const positions = new Map<SheetColumn<Row>, number>();
  for (const column of columns) {
    if (column.exportOnly) continue;
    const position = header.findIndex((cell) => matches(column.header, cell));
    if (position > 0) positions.set(column, position);
    else if (column.required) {
      throw new Error(translate("importMissingColumn", { column: column.header }));
    }
  }
  const rows: ReadSheet["rows"] = [];
  const problems: RowProblem[] = [];
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const cells = sheet.getRow(index);
    const plain = [...positions].map(([column, position]) => ({
      column,
      cell: plainCellValue(cells.getCell(position).value),
    }));
    if (plain.every(({ cell }) => cell === null)) continue;
    if (rows.length >= maxRows) {
      throw new Error(translate("importTooManyRows", { count: sheet.rowCount - 1, max: maxRows }));
    }
    const values: Record<string, unknown> = {};
    for (const { column, cell } of plain) {
      try {
        values[column.field] = column.read ? column.read(cell) : readCell(column, cell);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        problems.push({ row: index, column: column.header, message });
      }
    }
    rows.push({ row: index, values });
  }
  if (rows.length === 0) throw new Error(translate("importNoRows"));
  return { rows, problems };
}

function readCell<Row>(column: SheetColumn<Row>, cell: PlainCell): unknown {
  if (cell === null) return null;
  if (column.kind === "text") return String(cell);
  const value = typeof cell === "number" ? cell : Number(String(cell).replace(/,/g, ""));
  const hint = column.kind === "integer" ? "a whole number" : "a number";
  if (!Number.isFinite(value) || (column.kind === "integer" && !Number.isInteger(value))) {
    throw new Error(translate("invalidFormat", { field: column.header, hint }));
  }
  return value;
}

/** Where a field's problem shows: its column, or the column of the nearest enclosing field. */
export function columnOf<Row>(columns: readonly SheetColumn<Row>[], field: string): string {
  const parts = field.split(".");
  for (let length = parts.length; length > 0; length -= 1) {
    const path = parts.slice(0, length).join(".");
    const column = columns.find((candidate) => candidate.field === path);
    if (column) return column.header;
  }
  return field;
}

/** A record's problems as the rows of an import report. */
export function rowProblems<Row>(
  columns: readonly SheetColumn<Row>[],
  row: number,
  problems: Problem[],
): RowProblem[] {
  return problems.map((problem) => ({
    row,
    column: columnOf(columns, problem.field),
    message: problem.message,
  }));
}

// ---- cells shared by both lists ----

const UNIT_BY_SYMBOL = new Map(UNITS.map((unit) => [unit.symbol.toLowerCase(), unit]));

/** A unit cell: the symbol (t, kWh, m³) or the id. */
export function readUnit(cell: PlainCell): number | null {
  if (cell === null) return null;
  if (typeof cell === "number") return cell;
  const unit = UNIT_BY_SYMBOL.get(cell.toLowerCase());
  if (unit) return unit.id;
  if (/^\d+$/.test(cell)) return Number(cell);
  throw new Error(translate("unknownUnit", { field: "unit", unit: cell }));
}

export function unitSymbol(unitId: number): string {
  return UNITS.find((unit) => unit.id === unitId)?.symbol ?? String(unitId);
}

/** "AP=0.004; ODP=1.2e-7" ↔ the indicator list. */
export function readIndicators(cell: PlainCell): Array<{ indicator: string; value: number }> {
  if (cell === null) return [];
  return String(cell)
    .split(/[;；\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [indicator, text, ...rest] = part.split("=").map((piece) => piece.trim());
      const value = Number(text);
      if (!indicator || text === undefined || rest.length > 0 || !Number.isFinite(value)) {
        throw new Error(
          translate("invalidFormat", { field: "indicators", hint: "CODE=value; CODE=value" }),
        );
      }
      return { indicator, value };
    });
}

export function writeIndicators(indicators: Record<string, number>): string {
  return Object.entries(indicators)
    .map(([indicator, value]) => `${indicator}=${value}`)
    .join("; ");
}
