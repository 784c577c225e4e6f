// Our own emission-factor template: one factor per row, CSV or .xlsx, read into factor rows with
// a reason for every row it refuses, and written back from stored factors so an export imports
// unchanged. docs/factor-import-template.md is the user-facing description of the same rules.
import { GASES, resolveGasCode, synonymsOf } from "../../../calc/ghg/gases";
import ExcelJS from "exceljs";
import { parse as parseCsv } from "csv-parse/sync";
import {
  GWP_SETS,
  type GasCode,
  type GasValue,
  type GwpSet,
  type Scope,
} from "../../../calc/ghg/types";
import { MAX_QUANTITY } from "../../../lib/input-rules";
import { isSafeUrl } from "../../../lib/safe-url";
import { UNITS, type UnitDefinition } from "../../../calc/units";
import {
  DataSourceType,
  FACTOR_CATEGORIES,
  type FactorCategoryCode,
  type FactorData,
  type ParsedFactors,
  type RejectedRow,
} from "../factor-data";

/** Every gas a factor may carry, in the template's column order (the catalogue's). */
export const GAS_CODES: readonly GasCode[] = GASES.map((gas) => gas.code);

const GAS_NAMES: Record<GasCode, string> = {
  CO2: "carbon dioxide (fossil)",
  CO2_BIO: "biogenic carbon dioxide, reported outside the scopes",
  CH4: "methane whose origin is not stated: AR6 27.9. Prefer CH4_FOSSIL or CH4_NONFOSSIL",
  CH4_FOSSIL:
    "fossil methane (fuels, coal mines, gas leaks): AR6 29.8. The methane column to use for fuels",
  CH4_NONFOSSIL: "non-fossil methane (biomass, landfill, wastewater, livestock): AR6 27.0",
  N2O: "nitrous oxide",
  "HFC-23": "trifluoromethane",
  "HFC-32": "difluoromethane",
  "HFC-125": "pentafluoroethane",
  "HFC-134a": "1,1,1,2-tetrafluoroethane",
  "HFC-143a": "1,1,1-trifluoroethane",
  "HFC-152a": "1,1-difluoroethane",
  "HFC-227ea": "heptafluoropropane",
  CF4: "perfluoromethane (PFC-14)",
  C2F6: "perfluoroethane (PFC-116)",
  SF6: "sulphur hexafluoride",
  NF3: "nitrogen trifluoride",
  "R-404A": "refrigerant blend R-404A",
  "R-407A": "refrigerant blend R-407A",
  "R-407C": "refrigerant blend R-407C",
  "R-410A": "refrigerant blend R-410A",
  CO2E: "a value published only as CO2e (kg CO2e); needs gwpBasis",
};

interface ColumnSpec {
  header: string;
  required: boolean;
  help: string;
}

const FIELD_COLUMNS_BEFORE_GASES: ColumnSpec[] = [
  {
    header: "code",
    required: true,
    help: "Stable key, unique in the file and the library: up to 64 letters, digits and . _ : -",
  },
  { header: "name", required: true, help: "Name (Chinese), up to 300 characters" },
  { header: "nameEn", required: false, help: "English name, up to 300 characters" },
  { header: "category", required: true, help: "A category code (see below)" },
  { header: "subcategory", required: false, help: "Second level, free text (English)" },
  { header: "unit", required: true, help: "Activity unit: a unit id or symbol (see below)" },
];

const FIELD_COLUMNS_AFTER_GASES: ColumnSpec[] = [
  { header: "ncv", required: false, help: "Net calorific value, GJ per unit (> 0, at most 10^12)" },
  { header: "carbonContent", required: false, help: "Carbon content, t C per GJ (>= 0)" },
  {
    header: "oxidation",
    required: false,
    help: "Carbon oxidation rate, a fraction in (0, 1]; ncv, carbonContent and oxidation go together",
  },
  { header: "region", required: true, help: 'Region code, e.g. "CN", "CN-NORTH", "GB", "GLO"' },
  { header: "year", required: true, help: "Reference year, 1990-2100" },
  { header: "version", required: false, help: "Publisher's version or edition, up to 40 chars" },
  {
    header: "source",
    required: true,
    help: "Citation a reader can follow: publisher, document, table",
  },
  {
    header: "sourceUrl",
    required: false,
    help: "https address of the source (http only for localhost)",
  },
  {
    header: "dataSourceType",
    required: false,
    help: "1 estimate, 2 literature (default), 3 field measurement",
  },
  {
    header: "uncertainty",
    required: false,
    help: "Relative uncertainty, percent (>= 0)",
  },
  { header: "synonyms", required: false, help: 'Other names, separated by ";" or "；"' },
  { header: "scope", required: false, help: "1, 2 or 3: the scope the factor is usually used in" },
  {
    header: "gwpBasis",
    required: false,
    help: "AR4, AR5 or AR6: the GWP set of the CO2E value; required when CO2E is filled",
  },
  { header: "notes", required: false, help: "Free text, up to 2000 characters" },
];

const GAS_COLUMNS: ColumnSpec[] = GAS_CODES.map((gas) => ({
  header: gas,
  required: false,
  help:
    `kg of ${gas} per unit of activity (0 to 10^12); at least one gas column must be filled` +
    (gas.startsWith("CH4") ? `. ${GAS_NAMES[gas]}` : ""),
}));

/** The template's columns in the order the written template uses. */
export const TEMPLATE_COLUMNS: readonly ColumnSpec[] = [
  ...FIELD_COLUMNS_BEFORE_GASES,
  ...GAS_COLUMNS,
  ...FIELD_COLUMNS_AFTER_GASES,
];

const REQUIRED_HEADERS = TEMPLATE_COLUMNS.filter((column) => column.required).map(
  (column) => column.header,
);
const HEADER_BY_LOWER = new Map(
  TEMPLATE_COLUMNS.map((column) => [column.header.toLowerCase(), column.header]),
);

const CODE_PATTERN = /^[A-Za-z0-9._:-]+$/;
const REGION_PATTERN = /^[A-Za-z0-9-]+$/;
const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const CATEGORY_CODES = new Set<string>(FACTOR_CATEGORIES.map((category) => category.code));

// ASCII spellings people type for the symbols with superscripts and middle dots.
const UNIT_ALIASES: Record<string, number> = {
  m3: 20,
  km3: 21,
  "10^4 nm3": 22,
  "10^4nm3": 22,
  "10000 nm3": 22,
  m2: 63,
  "t.km": 71,
  "t*km": 71,
  tkm: 71,
  "p.km": 72,
  "p*km": 72,
  pkm: 72,
};
const UNIT_BY_SYMBOL = new Map<string, UnitDefinition>(
  UNITS.map((unit) => [unit.symbol.toLowerCase(), unit]),
);
const UNIT_BY_ID = new Map<number, UnitDefinition>(UNITS.map((unit) => [unit.id, unit]));

// ---------------------------------------------------------------------------------------------
// Cells

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
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type (an ArrayBuffer); it accepts Node's Buffer at runtime.
    await workbook.xlsx.load(buffer as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch (error) {
    throw new Error(`The file is not a readable .xlsx workbook (${errorText(error)})`);
  }
  return workbook;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function quote(value: PlainCell): string {
  return `"${String(value)}"`;
}

// ---------------------------------------------------------------------------------------------
// Reading

interface SheetRow {
  /** 1-based row of the sheet, or the CSV line. */
  row: number;
  cells: PlainCell[];
}

interface Table {
  header: PlainCell[];
  rows: SheetRow[];
}

/**
 * Reads our template. Rows that break a rule are rejected with every problem found on them; a
 * file that cannot be read, or whose header lacks a required column, has an unknown or repeated
 * column, or has no gas column, throws.
 */
export async function parseFactorTemplate(
  buffer: Buffer,
  kind: "csv" | "xlsx",
): Promise<ParsedFactors> {
  const table = kind === "csv" ? readCsv(buffer) : await readXlsx(buffer);
  const columns = resolveHeader(table.header);
  const factors: FactorData[] = [];
  const rejected: RejectedRow[] = [];
  const codeRows = new Map<string, number>();

  for (const { row, cells } of table.rows) {
    if (cells.every((cell) => cell === null)) continue;
    const reader = new RowReader(cells, columns);
    const code = reader.text("code");
    const key = code ?? reader.text("name");
    const problems: string[] = [];
    const stray = cells.findIndex((cell, index) => cell !== null && !labelled(table.header, index));
    if (stray >= 0) {
      problems.push(`column ${stray + 1} holds ${quote(cells[stray])} but has no header`);
    }
    if (code !== null) {
      const first = codeRows.get(code);
      if (first !== undefined) problems.push(`code "${code}" repeats row ${first}`);
      else codeRows.set(code, row);
    }
    const factor = reader.factor(problems);
    if (factor && problems.length === 0) factors.push(factor);
    else rejected.push({ row, key, reason: problems.join("; ") });
  }
  return { factors, rejected };
}

/** A column with a header (ours or one starting with "#") whose cells are meant to be there. */
function labelled(header: PlainCell[], index: number): boolean {
  return index < header.length && header[index] !== null;
}

function readCsv(buffer: Buffer): Table {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buffer);
  } catch {
    throw new Error("The file is not UTF-8 text, so it cannot be read as CSV");
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
    throw new Error(`The file is not a readable CSV file (${errorText(error)})`);
  }
  if (records.length === 0) throw new Error("The file is empty: it has no header row");
  const toCells = (record: string[]): PlainCell[] =>
    record.map((cell) => (cell.trim() === "" ? null : cell.trim()));
  return {
    header: toCells(records[0]),
    rows: records
      .slice(1)
      .map((record, index) => ({ row: lines[index + 1], cells: toCells(record) })),
  };
}

async function readXlsx(buffer: Buffer): Promise<Table> {
  const workbook = await loadWorkbook(buffer);
  const sheet =
    workbook.worksheets.find((candidate) => candidate.name.trim().toLowerCase() === "factors") ??
    workbook.worksheets[0];
  if (!sheet) throw new Error("The workbook has no sheet");
  const rowCells = (row: ExcelJS.Row): PlainCell[] => {
    const cells: PlainCell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = plainCellValue(cell.value);
    });
    return Array.from(cells, (cell) => cell ?? null);
  };
  const header = rowCells(sheet.getRow(1));
  if (header.every((cell) => cell === null)) {
    throw new Error(`Sheet "${sheet.name}" has no header in row 1`);
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber > 1) rows.push({ row: rowNumber, cells: rowCells(row) });
  });
  return { header, rows };
}

/** Maps canonical column names to their position; throws on a header the template cannot use. */
function resolveHeader(header: PlainCell[]): Map<string, number> {
  const columns = new Map<string, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((cell, index) => {
    if (cell === null) return;
    const text = String(cell)
      .replace(/^\uFEFF/, "")
      .trim();
    if (text === "" || text.startsWith("#")) return;
    // A gas column may be headed by a synonym of its code: "R-134a" is the HFC-134a column.
    const canonical = HEADER_BY_LOWER.get(text.toLowerCase()) ?? resolveGasCode(text) ?? undefined;
    if (!canonical) unknown.push(text);
    else if (columns.has(canonical)) repeated.push(text);
    else columns.set(canonical, index);
  });
  const problems: string[] = [];
  const missing = REQUIRED_HEADERS.filter((name) => !columns.has(name));
  if (missing.length > 0) problems.push(`required columns missing: ${missing.join(", ")}`);
  if (!GAS_CODES.some((gas) => columns.has(gas))) {
    problems.push(`no gas column (one of ${GAS_CODES.join(", ")})`);
  }
  if (unknown.length > 0) {
    problems.push(
      `unknown columns: ${unknown.map((name) => `"${name}"`).join(", ")} (start a header with "#" to keep a column of your own)`,
    );
  }
  if (repeated.length > 0) {
    problems.push(`repeated columns: ${repeated.map((name) => `"${name}"`).join(", ")}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `The file's header row does not fit the factor template: ${problems.join("; ")}`,
    );
  }
  return columns;
}

/** Reads and checks one row's cells, adding a reason to `problems` for each rule broken. */
class RowReader {
  constructor(
    private readonly cells: PlainCell[],
    private readonly columns: Map<string, number>,
  ) {}

  cell(header: string): PlainCell {
    const index = this.columns.get(header);
    return index === undefined ? null : (this.cells[index] ?? null);
  }

  text(header: string): string | null {
    const value = this.cell(header);
    return value === null ? null : String(value);
  }

  factor(problems: string[]): FactorData | null {
    const code = this.requiredText("code", problems);
    if (code !== null) {
      if (code.length > 64) problems.push(`code "${code}" is longer than 64 characters`);
      else if (!CODE_PATTERN.test(code)) {
        problems.push(`code "${code}" may only hold letters, digits and . _ : -`);
      }
    }
    const name = this.requiredText("name", problems, 300);
    const nameEn = this.optionalText("nameEn", problems, 300) ?? "";
    const category = this.category(problems);
    const subcategory = this.optionalText("subcategory", problems, 200) ?? "";
    const unitId = this.unit(problems);
    const gases = this.gases(problems);
    const combustion = this.combustion(problems);
    const region = this.region(problems);
    const year = this.year(problems);
    const version = this.optionalText("version", problems, 40) ?? "";
    const source = this.requiredText("source", problems, 2000);
    const sourceUrl = this.sourceUrl(problems);
    const dataSourceType = this.dataSourceType(problems);
    const uncertainty = this.number("uncertainty", problems, (value) => value >= 0, ">= 0");
    const synonyms = this.synonyms(problems);
    const scope = this.scope(problems);
    const gwpBasis = this.gwpBasis(gases, problems);
    const notes = this.optionalText("notes", problems, 2000);

    if (
      problems.length > 0 ||
      code === null ||
      name === null ||
      category === null ||
      unitId === null ||
      gases === null ||
      region === null ||
      year === null ||
      source === null
    ) {
      return null;
    }
    return {
      code,
      name,
      nameEn,
      category,
      subcategory,
      unitId,
      gases,
      ncv: combustion?.ncv ?? null,
      carbonContent: combustion?.carbonContent ?? null,
      oxidation: combustion?.oxidation ?? null,
      region,
      year,
      version,
      source,
      sourceUrl,
      dataSourceType,
      uncertainty,
      synonyms,
      scope,
      gwpBasis,
      notes,
    };
  }

  private requiredText(header: string, problems: string[], max?: number): string | null {
    const value = this.optionalText(header, problems, max);
    if (value === null && this.cell(header) === null) problems.push(`${header} is required`);
    return value;
  }

  private optionalText(header: string, problems: string[], max?: number): string | null {
    const value = this.text(header);
    if (value !== null && max !== undefined && value.length > max) {
      problems.push(`${header} is longer than ${max} characters`);
      return null;
    }
    return value;
  }

  /** A number cell, or null when empty; `valid` states the allowed range in `rule`. */
  number(
    header: string,
    problems: string[],
    valid: (value: number) => boolean,
    rule: string,
  ): number | null {
    const cell = this.cell(header);
    if (cell === null) return null;
    const value = toNumber(cell);
    if (value === null) {
      const hint = /,/.test(String(cell))
        ? ' (use "." for decimals and no thousands separators)'
        : "";
      problems.push(`${header} ${quote(cell)} is not a number${hint}`);
      return null;
    }
    if (!valid(value)) {
      problems.push(`${header} ${quote(cell)} must be ${rule}`);
      return null;
    }
    return value;
  }

  private category(problems: string[]): FactorCategoryCode | null {
    const value = this.text("category");
    if (value === null) {
      problems.push("category is required");
      return null;
    }
    const code = value.toLowerCase();
    if (!CATEGORY_CODES.has(code)) {
      problems.push(
        `category ${quote(value)} is not a category code (${[...CATEGORY_CODES].join(", ")})`,
      );
      return null;
    }
    return code as FactorCategoryCode;
  }

  private unit(problems: string[]): number | null {
    const cell = this.cell("unit");
    if (cell === null) {
      problems.push("unit is required");
      return null;
    }
    const unit = findUnit(cell);
    if (!unit) {
      problems.push(`unit ${quote(cell)} is not a unit id or symbol (kg, t, m³, kWh, ...)`);
      return null;
    }
    return unit.id;
  }

  private gases(problems: string[]): GasValue[] | null {
    const gases: GasValue[] = [];
    let broken = false;
    for (const gas of GAS_CODES) {
      if (this.cell(gas) === null) continue;
      const value = this.number(
        gas,
        problems,
        (mass) => mass >= 0 && mass <= MAX_QUANTITY,
        `between 0 and ${MAX_QUANTITY} (kg of gas per unit)`,
      );
      if (value === null) broken = true;
      else gases.push({ gas, value });
    }
    if (broken) return null;
    if (gases.length === 0) {
      problems.push(`no gas value: fill at least one of ${GAS_CODES.join(", ")}`);
      return null;
    }
    return gases;
  }

  private combustion(
    problems: string[],
  ): { ncv: number; carbonContent: number; oxidation: number } | null {
    const given = ["ncv", "carbonContent", "oxidation"].filter(
      (header) => this.cell(header) !== null,
    );
    const ncv = this.number(
      "ncv",
      problems,
      (value) => value > 0 && value <= MAX_QUANTITY,
      `above 0 and at most ${MAX_QUANTITY} (GJ per unit)`,
    );
    const carbonContent = this.number(
      "carbonContent",
      problems,
      (value) => value >= 0,
      ">= 0 (t C per GJ)",
    );
    const oxidation = this.number(
      "oxidation",
      problems,
      (value) => value > 0 && value <= 1,
      "a fraction greater than 0 and at most 1",
    );
    if (given.length === 0) return null;
    if (given.length < 3) {
      const missing = ["ncv", "carbonContent", "oxidation"].filter(
        (header) => !given.includes(header),
      );
      problems.push(
        `ncv, carbonContent and oxidation go together: ${missing.join(" and ")} missing`,
      );
      return null;
    }
    if (ncv === null || carbonContent === null || oxidation === null) return null;
    return { ncv, carbonContent, oxidation };
  }

  private region(problems: string[]): string | null {
    const value = this.requiredText("region", problems, 30);
    if (value === null) return null;
    if (!REGION_PATTERN.test(value)) {
      problems.push(`region ${quote(value)} may only hold letters, digits and -`);
      return null;
    }
    return value.toUpperCase();
  }

  private year(problems: string[]): number | null {
    const cell = this.cell("year");
    if (cell === null) {
      problems.push("year is required");
      return null;
    }
    const value = toNumber(cell);
    if (value === null || !Number.isInteger(value) || value < 1990 || value > 2100) {
      problems.push(`year ${quote(cell)} is not a whole year between 1990 and 2100`);
      return null;
    }
    return value;
  }

  private sourceUrl(problems: string[]): string | null {
    const value = this.optionalText("sourceUrl", problems, 500);
    if (value === null) return null;
    if (!isSafeUrl(value)) {
      problems.push(`sourceUrl ${quote(value)} is not an https address (http only for localhost)`);
      return null;
    }
    return value;
  }

  private dataSourceType(problems: string[]): DataSourceType {
    const cell = this.cell("dataSourceType");
    if (cell === null) return DataSourceType.Literature;
    const value = toNumber(cell);
    if (value === 1 || value === 2 || value === 3) return value;
    problems.push(
      `dataSourceType ${quote(cell)} is not 1 (estimate), 2 (literature) or 3 (field measurement)`,
    );
    return DataSourceType.Literature;
  }

  private synonyms(problems: string[]): string[] {
    const value = this.text("synonyms");
    if (value === null) return [];
    const synonyms = value
      .split(/[;；]/)
      .map((synonym) => synonym.trim())
      .filter((synonym) => synonym !== "");
    if (synonyms.length > 50) problems.push(`synonyms holds ${synonyms.length} names, at most 50`);
    const long = synonyms.find((synonym) => synonym.length > 100);
    if (long !== undefined) problems.push(`synonym ${quote(long)} is longer than 100 characters`);
    return synonyms;
  }

  private scope(problems: string[]): Scope | null {
    const cell = this.cell("scope");
    if (cell === null) return null;
    const match = /^(?:scope\s*)?([123])$/i.exec(String(cell));
    if (!match) {
      problems.push(`scope ${quote(cell)} is not 1, 2 or 3`);
      return null;
    }
    return Number(match[1]) as Scope;
  }

  private gwpBasis(gases: GasValue[] | null, problems: string[]): GwpSet | null {
    const value = this.text("gwpBasis");
    const usesCo2e = gases?.some((gas) => gas.gas === "CO2E") ?? false;
    if (value === null) {
      if (usesCo2e) problems.push("gwpBasis is required when CO2E is filled (AR4, AR5 or AR6)");
      return null;
    }
    const set = GWP_SETS.find((candidate) => candidate === value.toUpperCase());
    if (!set) {
      problems.push(`gwpBasis ${quote(value)} is not AR4, AR5 or AR6`);
      return null;
    }
    return set;
  }
}

function toNumber(cell: PlainCell): number | null {
  if (cell === null) return null;
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : null;
  const text = cell.trim();
  if (!NUMBER_PATTERN.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function findUnit(cell: PlainCell): UnitDefinition | undefined {
  if (cell === null) return undefined;
  const text = String(cell).trim();
  if (/^\d+$/.test(text)) return UNIT_BY_ID.get(Number(text));
  const lower = text.toLowerCase();
  const aliased = UNIT_ALIASES[lower];
  return aliased !== undefined ? UNIT_BY_ID.get(aliased) : UNIT_BY_SYMBOL.get(lower);
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * The .xlsx template: sheet "factors" with the header row and one row per given factor, and a
 * sheet "help" listing the columns, units, gases and categories. Parsing it gives the factors back.
 */
export async function writeFactorTemplate(factors: readonly FactorData[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("factors");
  sheet.addRow(TEMPLATE_COLUMNS.map((column) => column.header));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const factor of factors) sheet.addRow(templateRow(factor));
  TEMPLATE_COLUMNS.forEach((column, index) => {
    sheet.getColumn(index + 1).width = Math.max(10, column.header.length + 2);
  });

  const help = workbook.addWorksheet("help");
  const heading = (text: string) => {
    if (help.rowCount > 0) help.addRow([]);
    help.addRow([text]).font = { bold: true };
  };
  heading('Columns (sheet "factors", header in row 1; order free, names case-insensitive)');
  help.addRow(["column", "required", "meaning"]).font = { italic: true };
  for (const column of TEMPLATE_COLUMNS) {
    help.addRow([column.header, column.required ? "yes" : "", column.help]);
  }
  heading("Units (the unit column takes the id or the symbol)");
  help.addRow(["id", "symbol", "name", "中文"]).font = { italic: true };
  for (const unit of UNITS) help.addRow([unit.id, unit.symbol, unit.name, unit.nameZh]);
  heading("Gases (one column each, kg of gas per unit of activity)");
  help.addRow(["gas", "meaning", "also accepted as the header"]).font = { italic: true };
  for (const gas of GAS_CODES) help.addRow([gas, GAS_NAMES[gas], synonymsOf(gas).join(", ")]);
  heading("Categories (the category column takes the code)");
  help.addRow(["code", "名称", "name"]).font = { italic: true };
  for (const category of FACTOR_CATEGORIES) {
    help.addRow([category.code, category.name, category.nameEn]);
  }
  help.getColumn(1).width = 24;
  help.getColumn(2).width = 40;
  help.getColumn(3).width = 60;

  const written = await workbook.xlsx.writeBuffer();
  return Buffer.from(written);
}

function templateRow(factor: FactorData): (string | number | null)[] {
  const gasValues = new Map<GasCode, number>();
  for (const { gas, value } of factor.gases) {
    if (gasValues.has(gas)) {
      throw new Error(
        `Factor ${factor.code} carries ${gas} twice; the template has one column per gas`,
      );
    }
    gasValues.set(gas, value);
  }
  const fields: Record<string, string | number | null> = {
    code: factor.code,
    name: factor.name,
    nameEn: factor.nameEn,
    category: factor.category,
    subcategory: factor.subcategory,
    unit: UNIT_BY_ID.get(factor.unitId)?.symbol ?? factor.unitId,
    ncv: factor.ncv,
    carbonContent: factor.carbonContent,
    oxidation: factor.oxidation,
    region: factor.region,
    year: factor.year,
    version: factor.version,
    source: factor.source,
    sourceUrl: factor.sourceUrl,
    dataSourceType: factor.dataSourceType,
    uncertainty: factor.uncertainty,
    synonyms: factor.synonyms.join("; "),
    scope: factor.scope,
    gwpBasis: factor.gwpBasis,
    notes: factor.notes,
  };
  return TEMPLATE_COLUMNS.map((column) => {
    const gasValue = gasValues.get(column.header as GasCode);
    if (gasValue !== undefined) return gasValue;
    const value = fields[column.header];
    return value === undefined || value === "" ? null : value;
  });
}
