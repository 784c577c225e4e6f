// Reading a CSV file or an .xlsx workbook into plain cells: the template's header and rows, and the
// cell and workbook helpers the UK importer shares.
import "../factor-import.messages";
import type ExcelJS from "exceljs";
import { newWorkbook } from "../../../lib/excel";
import { translate } from "../../../lib/messages";
import { parse as parseCsv } from "csv-parse/sync";

/** A cell reduced to what the parsers read: trimmed text, a number, or nothing. */
export type PlainCell = string | number | null;

/** Reads an exceljs cell value (formula results, rich text, hyperlinks included) as plain data. */
export function plainCellValue(value: ExcelJS.CellValue): PlainCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  if ("richText" in value) return plainCellValue(value.richText.map((part) => part.text).join(""));
  if ("error" in value) return String(value.error);
  if ("hyperlink" in value) return plainCellValue(value.text);
  if ("result" in value || "formula" in value || "sharedFormula" in value) {
    const result: unknown = (value as { result?: unknown }).result;
    if (typeof result === "number" || typeof result === "string") return plainCellValue(result);
    if (result && typeof result === "object" && "error" in result) {
      return String(result.error);
    }
    return null;
  }
  return null;
}

/** Loads an .xlsx buffer, turning a non-workbook into an Error a user can read. */
export async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = await newWorkbook();
  try {
    // exceljs declares its own Buffer type (an ArrayBuffer); it accepts Node's Buffer at runtime.
    await workbook.xlsx.load(buffer as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch (error) {
    throw new Error(translate("factorImportNotXlsx", { detail: errorText(error) }));
  }
  return workbook;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface SheetRow {
  /** 1-based row of the sheet, or the CSV line. */
  row: number;
  cells: PlainCell[];
}

interface Table {
  header: PlainCell[];
  rows: SheetRow[];
}

export function readCsv(buffer: Buffer): Table {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buffer);
  } catch {
    throw new Error(translate("factorImportNotUtf8"));
  }
  const lines: number[] = [];
  let records: string[][];
  try {
    records = parseCsv(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        lines.push(context.lines);
        return record;
      },
    });
  } catch (error) {
    throw new Error(translate("factorImportNotCsv", { detail: errorText(error) }));
  }
  if (records.length === 0) throw new Error(translate("factorImportEmpty"));
  const toCells = (record: string[]): PlainCell[] =>
    record.map((cell) => (cell.trim() === "" ? null : cell.trim()));
  return {
    header: toCells(records[0]),
    rows: records
      .slice(1)
      .map((record, index) => ({ row: lines[index + 1], cells: toCells(record) })),
  };
}

export async function readXlsx(buffer: Buffer): Promise<Table> {
  const workbook = await loadWorkbook(buffer);
  const sheet =
    workbook.worksheets.find((candidate) => candidate.name.trim().toLowerCase() === "factors") ??
    workbook.worksheets[0];
  if (!sheet) throw new Error(translate("factorImportNoSheet"));
  const rowCells = (row: ExcelJS.Row): PlainCell[] => {
    const cells: PlainCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = plainCellValue(cell.value);
    });
    return Array.from(cells, (cell) => cell ?? null);
  };
  const header = rowCells(sheet.getRow(1));
  if (header.every((cell) => cell === null)) {
    throw new Error(translate("factorImportNoHeader", { sheet: sheet.name }));
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber > 1) rows.push({ row: rowNumber, cells: rowCells(row) });
  });
  return { header, rows };
}
