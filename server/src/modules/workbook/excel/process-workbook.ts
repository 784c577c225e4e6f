// The activity-line workbook: a case's activity lines exported for editing in a spreadsheet and
// read back. The reader is the import's only gate on file content, so it checks every value it
// takes and says which column and value a rejected row failed on; it resolves processes and
// units but knows nothing of the database.
//
// Header scheme: a column is known by its key (`PROCESS_COLUMNS`). Chinese headers end with the
// key in parentheses ("活动数据量 (amount)"); English headers are the key in words ("Line name"
// for line_name). The reader compares headers with case, spaces and punctuation removed, so a
// header matches by the key in its trailing parentheses, by its English text, or by its exact
// Chinese text; columns may be reordered and unknown ones are ignored.
import type { CellValue, DataValidation, Row, Workbook, Worksheet } from "exceljs";
import { newWorkbook } from "../../../lib/excel";
import "../workbook-import.messages";
import { resolveGasCode } from "../../../calc/ghg/gases";
import { unitBySpelling } from "../../../calc/unit-names";
import { UNITS } from "../../../calc/units";
import { MAX_QUANTITY } from "../../../lib/input-rules";
import { translate, type MessageKey, type MessageParams } from "../../../lib/messages";
import { currentLocale } from "../../../lib/request-context";
import type { RejectedRow } from "../../factor/factor-data";
import {
  DATA_SOURCE_TYPE_NAMES,
  METHOD_NAMES,
  methodName,
  methodOfText,
  PROCESS_COLUMNS,
  PROCESS_LABELS,
  processColumnHeader,
  type ProcessColumnKey,
  type WorkbookLanguage,
} from "./labels";
import type {
  ImportContext,
  ImportedProcessRow,
  ParsedProcessRows,
  ProcessWorkbookData,
  ProcessWorkbookLine,
} from "./types";

/** `activity_line.name` is varchar(200). */
const MAX_NAME_LENGTH = 200;
/** A header row further down than this is not looked for: the file is not ours. */
const HEADER_SEARCH_ROWS = 20;
/** Blank rows below the exported lines that still get input validation, for added lines. */
const VALIDATED_EXTRA_ROWS = 1000;
/** The entity's default: most amounts come from meters, invoices and ledgers. */
const DEFAULT_DATA_SOURCE_TYPE = 3;

const REQUIRED_KEYS: readonly ProcessColumnKey[] = PROCESS_COLUMNS.filter((c) => c.required).map(
  (c) => c.key,
);

// ---------------------------------------------------------------------------------------------
// Writing

function lineValues(
  line: ProcessWorkbookLine,
  language: WorkbookLanguage,
): Record<ProcessColumnKey, CellValue> {
  return {
    id: line.id,
    process: line.processName,
    scope: line.scope,
    line_name: line.name,
    amount: line.amount,
    unit: line.unitSymbol,
    method: methodName(line.method, language),
    gas: line.gas,
    factor_code: line.factorCode,
    factor_name: line.factorName,
    factor_values: line.factorValues,
    factor_unit: line.factorUnitSymbol,
    factor_source: line.factorSource,
    proxy: line.proxy ? PROCESS_LABELS[language].yes : null,
    data_quality: line.dataQuality,
    data_source_type: dataSourceTypeName(line.dataSourceType, language),
    month: line.month,
    remark: line.remark,
  };
}

function columnLetter(key: ProcessColumnKey): string {
  const index = PROCESS_COLUMNS.findIndex((c) => c.key === key);
  // Columns A..R: all fit in one letter.
  return String.fromCharCode(65 + index);
}

function addDataSheet(workbook: Workbook, data: ProcessWorkbookData): Worksheet {
  const labels = PROCESS_LABELS[data.language];
  const sheet = workbook.addWorksheet(labels.dataSheet, {
    views: [{ state: "frozen", xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = PROCESS_COLUMNS.map((column) => ({
    header: processColumnHeader(column, data.language),
    // Data cells keep the General format: it shows every value as the reader will take it.
    width: column.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.border = { bottom: { style: "thin" } };
  // Columns the import reads are blue, informative ones grey: the Help sheet explains the colours.
  PROCESS_COLUMNS.forEach((column, i) => {
    header.getCell(i + 1).fill = {
      type: "pattern",
      pattern: "solid",
      fgColor: { argb: column.read ? "FFDDEBF7" : "FFEDEDED" },
    };
  });
  for (const line of data.lines) {
    const values = lineValues(line, data.language);
    sheet.addRow(PROCESS_COLUMNS.map((column) => values[column.key]));
  }
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1, column: PROCESS_COLUMNS.length },
  };
  return sheet;
}

/** Writes the help sheet; answers the range holding the unit symbols, for the unit drop-down. */
function addHelpSheet(workbook: Workbook, data: ProcessWorkbookData): string {
  const language = data.language;
  const labels = PROCESS_LABELS[language];
  const sheet = workbook.addWorksheet(labels.helpSheet);
  sheet.columns = [{ width: 30 }, { width: 18 }, { width: 18 }, { width: 100 }];
  const bold = (row: Row): void => {
    row.font = { bold: true };
  };

  const title = sheet.addRow([labels.title]);
  title.font = { bold: true, size: 14 };
  sheet.addRow([labels.caseLine(data.case.corporationName, data.case.caseName, data.case.year)]);
  sheet.addRow([]);
  sheet.addRow([labels.headerRule]);
  sheet.addRow([labels.readRule]);
  // The import's rule in the other language as well, for a file passed between colleagues.
  sheet.addRow([PROCESS_LABELS[language === "en" ? "zh-CN" : "en"].readRule]);
  sheet.addRow([]);

  bold(sheet.addRow([labels.columnsTitle]));
  bold(sheet.addRow([labels.column, labels.key, labels.readOnImport, labels.description]));
  for (const column of PROCESS_COLUMNS) {
    const row = sheet.addRow([
      processColumnHeader(column, language),
      column.key,
      column.read ? labels.yes : labels.no,
      language === "en" ? column.helpEn : column.helpZh,
    ]);
    row.getCell(1).fill = {
      type: "pattern",
      pattern: "solid",
      fgColor: { argb: column.read ? "FFDDEBF7" : "FFEDEDED" },
    };
  }
  sheet.addRow([]);

  bold(sheet.addRow([labels.unitsTitle]));
  bold(sheet.addRow([labels.unitId, labels.unitSymbol, labels.unitName]));
  const firstUnitRow = sheet.rowCount + 1;
  for (const unit of UNITS) {
    sheet.addRow([unit.id, unit.symbol, language === "en" ? unit.nameEn : unit.name]);
  }
  const lastUnitRow = sheet.rowCount;
  sheet.addRow([]);

  bold(sheet.addRow([labels.dataSourceTypesTitle]));
  for (const type of [1, 2, 3] as const) {
    sheet.addRow([type, DATA_SOURCE_TYPE_NAMES[language][type]]);
  }
  sheet.addRow([]);

  bold(sheet.addRow([labels.methodsTitle]));
  for (const [method, meaning] of [
    ["factor", labels.methodFactor],
    ["combustion", labels.methodCombustion],
    ["gas", labels.methodGas],
  ] as const) {
    sheet.addRow([methodName(method, language), meaning, method]);
  }

  return `'${labels.helpSheet}'!$B$${firstUnitRow}:$B$${lastUnitRow}`;
}

/** exceljs keeps range validations in `dataValidations`, which its typings leave out. */
interface RangeValidations {
  dataValidations: {
    add(address: string, validation: DataValidation): void;
  };
}

/**
 * Drop-downs and range checks as warnings, not stops: the reader accepts more spellings than a
 * list can show (unit ids, "m3"), and it is the one that decides.
 */
function addValidations(
  sheet: Worksheet,
  rowCount: number,
  unitRange: string,
  language: WorkbookLanguage,
): void {
  const validations = (sheet as unknown as RangeValidations).dataValidations;
  const range = (key: ProcessColumnKey): string =>
    `${columnLetter(key)}2:${columnLetter(key)}${rowCount + 1}`;
  const common = { allowBlank: true, showErrorMessage: true, errorStyle: "warning" };
  validations.add(range("unit"), { ...common, type: "list", formulae: [unitRange] });
  validations.add(range("method"), {
    ...common,
    type: "list",
    formulae: [`"${Object.values(METHOD_NAMES[language]).join(",")}"`],
  });
  validations.add(range("amount"), {
    ...common,
    type: "decimal",
    operator: "greaterThanOrEqual",
    formulae: [0],
  });
  validations.add(range("data_source_type"), {
    ...common,
    type: "list",
    formulae: [`"${Object.values(DATA_SOURCE_TYPE_NAMES[language]).join(",")}"`],
  });
  validations.add(range("month"), {
    ...common,
    type: "whole",
    operator: "between",
    formulae: [1, 12],
  });
}

/** Writes a case's activity lines for editing and re-import (.xlsx). */
export async function writeProcessWorkbook(data: ProcessWorkbookData): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = data.case.corporationName;
  workbook.title = `${data.case.caseName} ${data.case.year}`;
  const sheet = addDataSheet(workbook, data);
  const unitRange = addHelpSheet(workbook, data);
  addValidations(sheet, data.lines.length + VALIDATED_EXTRA_ROWS, unitRange, data.language);
  // exceljs types its output as an ArrayBuffer; under Node it is already a Buffer.
  const output = await workbook.xlsx.writeBuffer();
  return Buffer.isBuffer(output) ? output : Buffer.from(output);
}

// ---------------------------------------------------------------------------------------------
// Reading

type Scalar = string | number | boolean | Date | null;

/** The value a cell shows: formulas by their cached result, rich text and links by their text. */
function scalarOf(value: CellValue): Scalar {
  if (value === null || value === undefined) return null;
  if (typeof value !== "object" || value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("error" in value) return value.error;
  if ("hyperlink" in value) {
    // A link's text may itself be rich text in files exceljs did not write.
    const text: unknown = value.text;
    return typeof text === "string" ? text : scalarOf(text as CellValue);
  }
  if ("formula" in value || "sharedFormula" in value) {
    const { result } = value;
    if (result === undefined || result === null) {
      // No cached result (a tool that does not calculate): show the formula so the reason says why.
      return value.formula === undefined ? null : `=${value.formula}`;
    }
    return typeof result === "object" && !(result instanceof Date) ? result.error : result;
  }
  return null;
}

function textOf(value: Scalar): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value).trim();
  return text === "" ? null : text;
}

/** How a value is quoted in a reason: numbers bare, anything else in quotes. */
function shown(value: Scalar): string {
  return typeof value === "number" ? String(value) : `"${textOf(value) ?? ""}"`;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
/** Thousands separators as Excel shows them when a number was pasted as text. */
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** A finite number, or undefined when the value is not one. */
function numberOf(value: Scalar): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (DECIMAL.test(text)) return Number(text);
  if (GROUPED.test(text)) return Number(text.replace(/,/g, ""));
  return undefined;
}

function headerKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Headers by their comparable form: keys and English headers, then exact Chinese headers. */
const COLUMN_BY_KEY = new Map<string, ProcessColumnKey>();
const COLUMN_BY_ZH = new Map<string, ProcessColumnKey>();
for (const column of PROCESS_COLUMNS) {
  COLUMN_BY_KEY.set(headerKey(column.key), column.key);
  COLUMN_BY_KEY.set(headerKey(column.en), column.key);
  COLUMN_BY_ZH.set(column.zh, column.key);
}

const TRAILING_PARENTHESES = /^(.*?)\s*[(（]([^()（）]*)[)）]\s*$/;

function columnOfHeader(header: string): ProcessColumnKey | null {
  const text = header.normalize("NFKC").trim();
  const match = TRAILING_PARENTHESES.exec(text);
  const candidates = match ? [match[2], text, match[1]] : [text];
  for (const candidate of candidates) {
    const byKey = COLUMN_BY_KEY.get(headerKey(candidate));
    if (byKey) return byKey;
    const byZh = COLUMN_BY_ZH.get(candidate.trim());
    if (byZh) return byZh;
  }
  return null;
}

function rowCells(values: unknown): CellValue[] {
  return Array.isArray(values) ? (values as CellValue[]) : [];
}

interface HeaderRow {
  row: number;
  columns: Map<ProcessColumnKey, number>;
}

/** The first of the top rows holding every required header, or the best candidate for the error. */
function findHeader(rows: readonly unknown[]): HeaderRow | { missing: ProcessColumnKey[] } {
  let best: HeaderRow | null = null;
  const last = Math.min(rows.length - 1, HEADER_SEARCH_ROWS);
  for (let r = 1; r <= last; r += 1) {
    const columns = new Map<ProcessColumnKey, number>();
    rowCells(rows[r]).forEach((value, col) => {
      const text = textOf(scalarOf(value));
      const key = text === null ? null : columnOfHeader(text);
      // The first of two same-named columns wins, as a reader of the sheet would assume.
      if (key && !columns.has(key)) columns.set(key, col);
    });
    if (REQUIRED_KEYS.every((key) => columns.has(key))) return { row: r, columns };
    if (!best || columns.size > best.columns.size) best = { row: r, columns };
  }
  return { missing: REQUIRED_KEYS.filter((key) => !best?.columns.has(key)) };
}

const UNIT_IDS = new Set(UNITS.map((unit) => unit.id));

function resolveUnit(value: Scalar): number | undefined {
  const number = numberOf(value);
  if (number !== undefined) return UNIT_IDS.has(number) ? number : undefined;
  const text = textOf(value);
  // A symbol, a name in either language, or a common spelling ("m3", "千瓦时", "万立方米", "度").
  return text === null ? undefined : unitBySpelling(text)?.id;
}

function foldName(name: string): string {
  return name.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

type ProcessMatch = { id: number } | { ambiguous: number[] } | null;

/** Matches a process by its Chinese or English name, exactly and then ignoring case. */
function processMatcher(context: ImportContext): (name: string) => ProcessMatch {
  const exact = new Map<string, Set<number>>();
  const folded = new Map<string, Set<number>>();
  const add = (map: Map<string, Set<number>>, key: string, id: number): void => {
    if (key === "") return;
    const ids = map.get(key) ?? new Set<number>();
    ids.add(id);
    map.set(key, ids);
  };
  for (const process of context.processes) {
    for (const name of [process.name, process.nameEn]) {
      add(exact, name.trim(), process.id);
      add(folded, foldName(name), process.id);
    }
  }
  const pick = (ids: Set<number> | undefined): ProcessMatch => {
    if (!ids) return null;
    if (ids.size > 1) return { ambiguous: [...ids] };
    return { id: [...ids][0] };
  };
  return (name) => pick(exact.get(name)) ?? pick(folded.get(foldName(name)));
}

type RowOutcome = { ok: ImportedProcessRow } | { rejected: RejectedRow[] };

/** A column's header as the reader's language writes it, for the reasons. */
export function columnHeader(key: ProcessColumnKey): string {
  const column = PROCESS_COLUMNS.find((candidate) => candidate.key === key)!;
  return processColumnHeader(column, currentLocale());
}

interface RowReader {
  columns: Map<ProcessColumnKey, number>;
  matchProcess: (name: string) => ProcessMatch;
  /** Sheet row of each id seen so far, to refuse an id given twice. */
  idRows: Map<number, number>;
}

function readRow(cells: CellValue[], rowNumber: number, reader: RowReader): RowOutcome | null {
  const cell = (key: ProcessColumnKey): Scalar => {
    const col = reader.columns.get(key);
    return col === undefined ? null : scalarOf(cells[col]);
  };
  const values = new Map<ProcessColumnKey, Scalar>();
  for (const key of reader.columns.keys()) values.set(key, cell(key));
  if ([...values.values()].every((value) => textOf(value) === null)) return null;

  const rejected: RejectedRow[] = [];
  const get = (key: ProcessColumnKey): Scalar => values.get(key) ?? null;
  const fail = (column: ProcessColumnKey, message: MessageKey, params: MessageParams = {}) => {
    rejected.push({
      row: rowNumber,
      key: null,
      column: columnHeader(column),
      reason: translate(message, params),
    });
  };

  let id: number | null = null;
  const idValue = get("id");
  if (textOf(idValue) !== null) {
    const number = numberOf(idValue);
    if (number === undefined || !Number.isInteger(number) || number <= 0) {
      fail("id", "lineImportIdNotPositive", { value: shown(idValue) });
    } else if (reader.idRows.has(number)) {
      fail("id", "lineImportIdRepeated", { id: number, row: reader.idRows.get(number)! });
    } else {
      id = number;
      reader.idRows.set(number, rowNumber);
    }
  }

  let processId = 0;
  let processCandidates: number[] = [];
  const processName = textOf(get("process"));
  if (processName === null) {
    fail("process", "lineImportProcessEmpty");
  } else {
    const match = reader.matchProcess(processName);
    if (match === null) fail("process", "lineImportProcessUnknown", { name: processName });
    else if ("ambiguous" in match) {
      // Several processes share the name (a template copied twice): a row with the id of a line
      // in one of them stays there; the importer decides, as only it knows the line.
      if (id === null) {
        fail("process", "lineImportProcessAmbiguous", { name: processName });
      } else processCandidates = match.ambiguous;
    } else processId = match.id;
  }

  const name = textOf(get("line_name"));
  if (name === null) fail("line_name", "lineImportNameEmpty");
  else if (name.length > MAX_NAME_LENGTH) {
    fail("line_name", "lineImportNameTooLong", { max: MAX_NAME_LENGTH });
  }

  let amount: number | null = null;
  const amountValue = get("amount");
  if (textOf(amountValue) !== null) {
    const number = numberOf(amountValue);
    if (number === undefined) {
      fail("amount", "lineImportAmountNotNumber", { value: shown(amountValue) });
    } else if (number < 0) fail("amount", "lineImportAmountNegative", { value: number });
    else if (number > MAX_QUANTITY) {
      fail("amount", "lineImportAmountTooLarge", { value: number, max: MAX_QUANTITY });
    } else amount = number;
  }

  let unitId = 0;
  const unitValue = get("unit");
  if (textOf(unitValue) === null) fail("unit", "lineImportUnitEmpty");
  else {
    const resolved = resolveUnit(unitValue);
    if (resolved === undefined) fail("unit", "lineImportUnitUnknown", { value: shown(unitValue) });
    else unitId = resolved;
  }

  let method: ImportedProcessRow["method"] = "factor";
  const methodText = textOf(get("method"));
  if (methodText !== null) {
    const named = methodOfText(methodText);
    if (named) method = named;
    else fail("method", "lineImportMethod", { value: methodText });
  }

  // Read for method gas only: another line's gas column is left as it is.
  let gas: string | null = null;
  const gasText = textOf(get("gas"));
  if (method === "gas") {
    if (gasText === null) fail("gas", "lineImportGasEmpty");
    else {
      gas = resolveGasCode(gasText);
      if (gas === null) fail("gas", "lineImportGasUnknown", { value: gasText });
    }
  }

  let dataSourceType = DEFAULT_DATA_SOURCE_TYPE;
  const typeValue = get("data_source_type");
  const typeText = textOf(typeValue);
  if (typeText !== null) {
    const type = dataSourceTypeOfText(typeText);
    if (type !== null) dataSourceType = type;
    else fail("data_source_type", "lineImportDataSourceType", { value: shown(typeValue) });
  }

  let month: number | null = null;
  const monthValue = get("month");
  if (textOf(monthValue) !== null) {
    const number = numberOf(monthValue);
    if (number === undefined)
      fail("month", "lineImportMonthNotNumber", { value: shown(monthValue) });
    else if (!Number.isInteger(number)) fail("month", "lineImportMonthNotWhole", { value: number });
    else if (number < 1 || number > 12) fail("month", "lineImportMonthRange", { value: number });
    else month = number;
  }

  if (rejected.length > 0) {
    // Every problem of the row at once, each naming its column, so one round of fixing is enough.
    return { rejected: rejected.map((entry) => ({ ...entry, key: name ?? processName })) };
  }
  return {
    ok: {
      row: rowNumber,
      id,
      processId,
      processCandidates,
      processName: processName ?? "",
      name: name ?? "",
      amount,
      unitId,
      method,
      gas,
      factorCode: textOf(get("factor_code")),
      dataSourceType,
      month,
      remark: textOf(get("remark")),
    },
  };
}

function isDataSheetName(name: string): boolean {
  const folded = name.trim().toLowerCase();
  return Object.values(PROCESS_LABELS).some((labels) => labels.dataSheet.toLowerCase() === folded);
}

/**
 * Reads the activity lines of an activity-line workbook. Throws when the file is not a readable
 * .xlsx or its sheet has no header row with the required columns; every other problem is told as
 * its row, its column and the reason in the caller's language (the importer then writes nothing).
 */
export async function parseProcessWorkbook(
  buffer: Buffer,
  context: ImportContext,
): Promise<ParsedProcessRows> {
  const workbook = await newWorkbook();
  try {
    // Validations and conditional formats are not data; a whole-column range of either would
    // otherwise be expanded cell by cell, a million entries per column.
    // exceljs types its input as an ArrayBuffer; it takes a Node Buffer as well.
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer, {
      ignoreNodes: ["dataValidations", "conditionalFormatting"],
    });
  } catch {
    throw new Error(translate("lineImportNotXlsx"));
  }
  const sheet =
    workbook.worksheets.find((ws) => isDataSheetName(ws.name)) ?? workbook.worksheets[0];
  if (!sheet) throw new Error(translate("lineImportNoSheet"));

  const rows = sheet.getSheetValues();
  const header = findHeader(rows);
  if ("missing" in header) {
    throw new Error(
      translate("lineImportNoHeader", {
        sheet: sheet.name,
        missing: header.missing.map(columnHeader).join(", "),
      }),
    );
  }

  const reader: RowReader = {
    columns: header.columns,
    matchProcess: processMatcher(context),
    idRows: new Map(),
  };
  const result: ParsedProcessRows = { rows: [], rejected: [] };
  for (let r = header.row + 1; r < rows.length; r += 1) {
    const outcome = readRow(rowCells(rows[r]), r, reader);
    if (outcome === null) continue;
    if ("ok" in outcome) result.rows.push(outcome.ok);
    else result.rejected.push(...outcome.rejected);
  }
  return result;
}

const DATA_SOURCE_TYPES = [1, 2, 3] as const;

/** A data source type as the workbook writes it: its name in the workbook's language. */
function dataSourceTypeName(type: number, language: WorkbookLanguage): string | number {
  return DATA_SOURCE_TYPE_NAMES[language][type as 1 | 2 | 3] ?? type;
}

/** The type a cell names: 1-3, or a type's name in either language; null when none. */
export function dataSourceTypeOfText(text: string): 1 | 2 | 3 | null {
  const wanted = text.trim().toLowerCase();
  for (const type of DATA_SOURCE_TYPES) {
    if (wanted === String(type)) return type;
    for (const names of Object.values(DATA_SOURCE_TYPE_NAMES)) {
      if (names[type].toLowerCase() === wanted) return type;
    }
  }
  return null;
}
