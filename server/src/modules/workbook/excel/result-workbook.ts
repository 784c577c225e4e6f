// The result workbook of a calculation run: the summary a reader signs off, the roll-ups by
// scope, category, process and gas, and every line with the factor and formula behind it, so
// the figures can be checked in a spreadsheet without the platform.
import type { CellValue, Row, Workbook, Worksheet } from "exceljs";
import { newWorkbook } from "../../../lib/excel";
import { GAS_ORDER, gasByCodeOrNull } from "../../../calc/ghg/gases";
import type { GasCode } from "../../../calc/ghg/types";
import {
  isoCategoryName,
  boundaryName,
  marketBasisName,
  RESULT_LABELS,
  scope3CategoryName,
  type ResultLabels,
  type WorkbookLanguage,
} from "./labels";
import type { ResultWorkbookData, ResultWorkbookLine } from "./types";

/** Inventory figures are read in tonnes to three decimals (kg precision). */
const TONNE_FORMAT = "#,##0.000";
const KG_FORMAT = "#,##0.00";
/** Gas masses and intensities can be far below one unit: keep up to six decimals visible. */
const SMALL_FORMAT = "#,##0.000###";
const INTEGER_FORMAT = "0";
const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm";

const ISO_CATEGORY_COUNT = 6;
const SCOPE3_CATEGORY_COUNT = 15;

interface ColumnSpec {
  header: string;
  width: number;
  numFmt?: string;
}

function styleHeader(row: Row): void {
  row.font = { bold: true };
  row.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE7EEF5" } };
  row.border = { bottom: { style: "thin" } };
  row.alignment = { vertical: "middle" };
}

/** A sheet whose first row is a bold, frozen header; cells of a column take its number format. */
function addTableSheet(
  workbook: Workbook,
  name: string,
  columns: readonly ColumnSpec[],
  frozenColumns = 0,
): Worksheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: "frozen", xSplit: frozenColumns, ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  styleHeader(sheet.getRow(1));
  return sheet;
}

/**
 * A bold totals row under the data. The sums are SUM formulas, so an edited sheet stays
 * consistent, with the result cached for readers that do not recalculate.
 */
function addTotalsRow(
  sheet: Worksheet,
  label: string,
  labelColumn: number,
  sumColumns: readonly number[],
): void {
  const firstRow = 2;
  const lastRow = sheet.rowCount;
  const values: CellValue[] = [];
  values[labelColumn] = label;
  for (const column of sumColumns) {
    let sum = 0;
    for (let r = firstRow; r <= lastRow; r += 1) {
      const value = sheet.getRow(r).getCell(column).value;
      if (typeof value === "number") sum += value;
    }
    const letter = sheet.getColumn(column).letter;
    values[column] =
      lastRow < firstRow
        ? 0
        : { formula: `SUM(${letter}${firstRow}:${letter}${lastRow})`, result: sum };
  }
  const row = sheet.addRow(values);
  row.font = { bold: true };
  row.border = { top: { style: "thin" } };
}

function tonnes(kg: number): number {
  return kg / 1000;
}

function addSummarySheet(workbook: Workbook, data: ResultWorkbookData, labels: ResultLabels): void {
  const sheet = addTableSheet(workbook, labels.sheets.summary, [
    { header: labels.item, width: 46 },
    { header: labels.value, width: 26 },
    { header: labels.unit, width: 22 },
  ]);
  const { case: c, totals } = data;
  const add = (label: string, value: CellValue, unit: string | null, numFmt?: string): Row => {
    const row = sheet.addRow([label, value, unit]);
    if (numFmt) row.getCell(2).numFmt = numFmt;
    row.getCell(2).alignment = { horizontal: "right" };
    return row;
  };

  add(labels.corporation, c.corporationName, null);
  add(labels.caseName, c.caseName, null);
  add(labels.year, c.year, null, INTEGER_FORMAT);
  add(labels.period, `${c.periodStart} – ${c.periodEnd}`, null);
  add(labels.boundary, boundaryName(c.boundary, data.language), null);
  add(labels.gwpSet, c.gwpSet, null);
  add(labels.runNo, data.runNo, null, INTEGER_FORMAT);
  // exceljs stores a Date as its UTC wall time: say so rather than guess the reader's zone.
  add(labels.calculatedAt, data.calculatedAt, labels.utc, DATE_TIME_FORMAT);

  sheet.addRow([]);
  const section = sheet.addRow([labels.emissions, labels.tCo2e]);
  styleHeader(section);

  const co2e = "t CO2e";
  add(labels.totalLocation, tonnes(totals.totalKg), co2e, TONNE_FORMAT).font = { bold: true };
  add(labels.totalMarket, tonnes(totals.totalMarketKg), co2e, TONNE_FORMAT).font = { bold: true };
  add(labels.scope1, tonnes(totals.byScope.scope1), co2e, TONNE_FORMAT);
  add(labels.scope2Location, tonnes(totals.byScope.scope2Location), co2e, TONNE_FORMAT);
  add(labels.scope2Market, tonnes(totals.byScope.scope2Market), co2e, TONNE_FORMAT);
  add(labels.scope3, tonnes(totals.byScope.scope3), co2e, TONNE_FORMAT);
  add(labels.biogenic, tonnes(totals.biogenicCo2Kg), "t CO2", TONNE_FORMAT);
  add(labels.deducted, tonnes(totals.deductedKg), co2e, TONNE_FORMAT);

  const { intensity } = totals;
  if (intensity.perOutput !== null) {
    const unit = `${co2e}/${intensity.outputUnit ?? ""}`;
    add(labels.intensityPerOutput, intensity.perOutput, unit, SMALL_FORMAT);
  }
  if (intensity.perRevenue !== null) {
    const unit = `${co2e}/${intensity.revenueUnit ?? ""}`;
    add(labels.intensityPerRevenue, intensity.perRevenue, unit, SMALL_FORMAT);
  }
}

function addScopeSheet(workbook: Workbook, data: ResultWorkbookData, labels: ResultLabels): void {
  const sheet = addTableSheet(workbook, labels.sheets.byScope, [
    { header: labels.scope, width: 44 },
    { header: labels.tCo2e, width: 18, numFmt: TONNE_FORMAT },
  ]);
  const { byScope } = data.totals;
  sheet.addRow([labels.scope1, tonnes(byScope.scope1)]);
  sheet.addRow([labels.scope2Location, tonnes(byScope.scope2Location)]);
  sheet.addRow([labels.scope2Market, tonnes(byScope.scope2Market)]);
  sheet.addRow([labels.scope3, tonnes(byScope.scope3)]);
  // Two totals, not a SUM: the location- and market-based scope 2 figures are alternatives.
  for (const [label, kg] of [
    [labels.totalLocation, data.totals.totalKg],
    [labels.totalMarket, data.totals.totalMarketKg],
  ] as const) {
    const row = sheet.addRow([label, tonnes(kg)]);
    row.font = { bold: true };
  }
  sheet.getRow(6).border = { top: { style: "thin" } };
}

function addCategorySheet(
  workbook: Workbook,
  sheetName: string,
  labels: ResultLabels,
  count: number,
  byCategory: Record<string, number>,
  name: (category: number) => string,
): void {
  const sheet = addTableSheet(workbook, sheetName, [
    { header: labels.category, width: 10, numFmt: INTEGER_FORMAT },
    { header: labels.categoryName, width: 70 },
    { header: labels.tCo2e, width: 18, numFmt: TONNE_FORMAT },
  ]);
  for (let category = 1; category <= count; category += 1) {
    sheet.addRow([category, name(category), tonnes(byCategory[String(category)] ?? 0)]);
  }
  addTotalsRow(sheet, labels.total, 2, [3]);
}

function addProcessSheet(workbook: Workbook, data: ResultWorkbookData, labels: ResultLabels): void {
  const sheet = addTableSheet(workbook, labels.sheets.byProcess, [
    { header: labels.process, width: 36 },
    { header: labels.scope, width: 8, numFmt: INTEGER_FORMAT },
    { header: labels.tCo2e, width: 18, numFmt: TONNE_FORMAT },
  ]);
  for (const process of data.totals.byProcess) {
    sheet.addRow([process.processName, process.scope, tonnes(process.co2eKg)]);
  }
  addTotalsRow(sheet, labels.total, 1, [3]);
}

function gasLabel(gas: string): string {
  return gasByCodeOrNull(gas)?.label ?? gas;
}

function addGasSheet(workbook: Workbook, data: ResultWorkbookData, labels: ResultLabels): void {
  const sheet = addTableSheet(workbook, labels.sheets.byGas, [
    { header: labels.gas, width: 20 },
    { header: labels.massKg, width: 20, numFmt: SMALL_FORMAT },
    { header: labels.tCo2e, width: 18, numFmt: TONNE_FORMAT },
  ]);
  for (const gas of data.totals.byGas) {
    sheet.addRow([gasLabel(gas.gas), gas.massKg, tonnes(gas.co2eKg)]);
  }
  // Masses of different gases do not add up to anything meaningful; only CO2e is summed.
  addTotalsRow(sheet, labels.total, 1, [3]);
}

/** Gases any line carries, in catalogue order, so every line's gases have a column. */
function gasesOfLines(lines: readonly ResultWorkbookLine[]): GasCode[] {
  const present = new Set<GasCode>();
  for (const line of lines) for (const gas of line.gases) present.add(gas.gas);
  const rank = (gas: GasCode): number => GAS_ORDER.get(gas) ?? Number.MAX_SAFE_INTEGER;
  return [...present].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function addLinesSheet(workbook: Workbook, data: ResultWorkbookData, labels: ResultLabels): void {
  const gases = gasesOfLines(data.lines);
  const fixed: ColumnSpec[] = [
    { header: labels.process, width: 24 },
    { header: labels.line, width: 30 },
    { header: labels.scope, width: 8, numFmt: INTEGER_FORMAT },
    { header: labels.isoCategory, width: 12, numFmt: INTEGER_FORMAT },
    { header: labels.scope3Category, width: 12, numFmt: INTEGER_FORMAT },
    { header: labels.deductedLine, width: 10 },
    { header: labels.amount, width: 14 },
    { header: labels.unit, width: 10 },
    { header: labels.factorName, width: 30 },
    { header: labels.factorCode, width: 22 },
    { header: labels.factorValues, width: 40 },
    { header: labels.source, width: 30 },
    { header: labels.factorYear, width: 10, numFmt: INTEGER_FORMAT },
    { header: labels.version, width: 12 },
    { header: labels.region, width: 10 },
    { header: labels.proxy, width: 10 },
    { header: labels.dataQuality, width: 50 },
  ];
  const gasColumns: ColumnSpec[] = gases.map((gas) => ({
    header: labels.gasKg(gasLabel(gas)),
    width: 16,
    numFmt: SMALL_FORMAT,
  }));
  const tail: ColumnSpec[] = [
    { header: labels.co2eKg, width: 16, numFmt: KG_FORMAT },
    { header: labels.co2eT, width: 14, numFmt: TONNE_FORMAT },
    { header: labels.biogenicKg, width: 18, numFmt: KG_FORMAT },
    { header: labels.marketKg, width: 20, numFmt: KG_FORMAT },
    { header: labels.marketBasis, width: 26 },
    { header: labels.formula, width: 80 },
  ];
  const columns = [...fixed, ...gasColumns, ...tail];
  assertUniqueHeadings(columns);
  const sheet = addTableSheet(workbook, labels.sheets.lines, columns, 2);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  for (const line of data.lines) {
    const massByGas = new Map<GasCode, number>();
    for (const gas of line.gases) {
      massByGas.set(gas.gas, (massByGas.get(gas.gas) ?? 0) + gas.massKg);
    }
    const { factor } = line;
    sheet.addRow([
      line.processName,
      line.name,
      line.scope,
      line.isoCategory,
      line.scope3Category,
      line.deducted ? labels.yes : null,
      line.amount,
      line.unitSymbol,
      factor.name,
      factor.code,
      line.factorValues,
      factor.source,
      factor.year,
      factor.version,
      factor.region,
      factor.proxy ? labels.yes : null,
      (data.language === "en" ? factor.dataQualityEn : factor.dataQuality) ?? null,
      ...gases.map((gas) => massByGas.get(gas) ?? null),
      line.co2eKg,
      tonnes(line.co2eKg),
      line.biogenicCo2Kg,
      line.marketCo2eKg,
      line.marketBasis === null ? null : marketBasisName(line.marketBasis, data.language),
      line.formula,
    ]);
  }

  const firstGasColumn = fixed.length + 1;
  const co2eColumn = firstGasColumn + gases.length;
  const sums = [
    ...gases.map((_, i) => firstGasColumn + i),
    co2eColumn,
    co2eColumn + 1,
    co2eColumn + 2,
    co2eColumn + 3,
  ];
  addTotalsRow(sheet, labels.total, 1, sums);
}

/** A reader filters and quotes columns by their heading: no two may share one. */
function assertUniqueHeadings(columns: readonly ColumnSpec[]): void {
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column.header)) throw new Error(`Two columns are headed ${column.header}`);
    seen.add(column.header);
  }
}

async function toBuffer(workbook: Workbook): Promise<Buffer> {
  // exceljs types its output as an ArrayBuffer; under Node it is already a Buffer.
  const output = await workbook.xlsx.writeBuffer();
  return Buffer.isBuffer(output) ? output : Buffer.from(output);
}

/** Writes the result workbook of one calculation run (.xlsx). */
export async function writeResultWorkbook(data: ResultWorkbookData): Promise<Buffer> {
  const language: WorkbookLanguage = data.language;
  const labels = RESULT_LABELS[language];
  const workbook = await newWorkbook();
  workbook.creator = data.case.corporationName;
  workbook.title = `${data.case.caseName} ${data.case.year}`;
  workbook.created = data.calculatedAt;

  addSummarySheet(workbook, data, labels);
  addScopeSheet(workbook, data, labels);
  addCategorySheet(
    workbook,
    labels.sheets.byIsoCategory,
    labels,
    ISO_CATEGORY_COUNT,
    data.totals.byIsoCategory,
    (category) => isoCategoryName(category, language),
  );
  addCategorySheet(
    workbook,
    labels.sheets.byScope3Category,
    labels,
    SCOPE3_CATEGORY_COUNT,
    data.totals.byScope3Category,
    (category) => scope3CategoryName(category, language),
  );
  addProcessSheet(workbook, data, labels);
  addGasSheet(workbook, data, labels);
  addLinesSheet(workbook, data, labels);
  return toBuffer(workbook);
}
