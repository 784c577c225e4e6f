// The monthly ledger as a workbook (.xlsx) in the reader's language: the months by scope with
// the run's totals, each month's processes, and every line with its month, so the ledger can be
// checked and filed without the platform. Figures are t CO2e to three decimals (kg precision).
import type { Row, Workbook, Worksheet } from "exceljs";
import { newWorkbook } from "../../lib/excel";
import { unitById } from "../../calc/units";
import type { ResultLine } from "../calculation/calculation-run.entity";
import type { LedgerFigures, LedgerMonths } from "./ledger-months";
import { byMonth, monthOf } from "./ledger-months";

export type LedgerLanguage = "zh-CN" | "en";

const TONNE_FORMAT = "#,##0.000";
const AMOUNT_FORMAT = "#,##0.######";
const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm";

const LABELS = {
  en: {
    sheets: { months: "Monthly ledger", processes: "By process", lines: "Lines" },
    title: "Monthly emissions ledger",
    corporation: "Corporation",
    year: "Year",
    caseName: "Case",
    run: "Calculation run",
    calculatedAt: "Calculated at (UTC)",
    gwpSet: "GWP set",
    month: "Month",
    scope: "Scope",
    scope1: "Scope 1 (t CO2e)",
    scope2Location: "Scope 2, location-based (t CO2e)",
    scope2Market: "Scope 2, market-based (t CO2e)",
    scope3: "Scope 3 (t CO2e)",
    totalLocation: "Total, location-based (t CO2e)",
    totalMarket: "Total, market-based (t CO2e)",
    lines: "Lines",
    process: "Process",
    line: "Activity line",
    amount: "Amount",
    unit: "Unit",
    co2e: "Emissions, location-based (t CO2e)",
    marketCo2e: "Emissions, market-based (t CO2e)",
    deducted: "Deducted (carbon in products)",
    yes: "yes",
    unassigned: "No month",
    total: "Total (the run's totals)",
    note: "Lines entered without a month are in the row “No month”; the months and that row add up to the run's totals.",
    oldRun:
      "This run was calculated before activity lines' months were recorded: recalculate the case to spread its lines over the months.",
    months: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
  },
  "zh-CN": {
    sheets: { months: "月度台账", processes: "按排放过程", lines: "排放明细" },
    title: "月度碳排放台账",
    corporation: "核算主体",
    year: "年度",
    caseName: "核算案例",
    run: "计算批次",
    calculatedAt: "计算时间（UTC）",
    gwpSet: "GWP 版本",
    month: "月份",
    scope: "范围",
    scope1: "范围一（tCO2e）",
    scope2Location: "范围二，基于位置（tCO2e）",
    scope2Market: "范围二，基于市场（tCO2e）",
    scope3: "范围三（tCO2e）",
    totalLocation: "合计，基于位置（tCO2e）",
    totalMarket: "合计，基于市场（tCO2e）",
    lines: "明细条数",
    process: "排放过程",
    line: "活动数据",
    amount: "活动量",
    unit: "单位",
    co2e: "排放量，基于位置（tCO2e）",
    marketCo2e: "排放量，基于市场（tCO2e）",
    deducted: "扣减项（固碳产品）",
    yes: "是",
    unassigned: "未填月份",
    total: "合计（计算结果总量）",
    note: "未填写月份的活动数据计入“未填月份”行；各月与该行之和等于计算结果总量。",
    oldRun: "该计算结果生成于记录活动数据月份之前：请重新计算案例，以按月份归集排放。",
    months: [
      "1 月",
      "2 月",
      "3 月",
      "4 月",
      "5 月",
      "6 月",
      "7 月",
      "8 月",
      "9 月",
      "10 月",
      "11 月",
      "12 月",
    ],
  },
} as const;

type Labels = (typeof LABELS)[LedgerLanguage];

export interface LedgerWorkbookData {
  language: LedgerLanguage;
  corporationName: string;
  year: number;
  caseName: string;
  runNo: number;
  gwpSet: string;
  calculatedAt: Date;
  ledger: LedgerMonths;
  lines: readonly ResultLine[];
}

const tonnes = (kg: number) => kg / 1000;

function styleHeader(row: Row): void {
  row.font = { bold: true };
  row.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE7EEF5" } };
  row.border = { bottom: { style: "thin" } };
  row.alignment = { vertical: "middle", wrapText: true };
}

function monthName(labels: Labels, month: number | null): string {
  return month === null ? labels.unassigned : labels.months[month - 1];
}

function figures(values: LedgerFigures): number[] {
  return [
    tonnes(values.scope1Kg),
    tonnes(values.scope2LocationKg),
    tonnes(values.scope2MarketKg),
    tonnes(values.scope3Kg),
    tonnes(values.totalKg),
    tonnes(values.totalMarketKg),
  ];
}

function addMonthsSheet(workbook: Workbook, data: LedgerWorkbookData, labels: Labels): void {
  const sheet = workbook.addWorksheet(labels.sheets.months);
  sheet.columns = [
    { width: 16 },
    { width: 16 },
    { width: 18 },
    { width: 18 },
    { width: 16 },
    { width: 18 },
    { width: 18 },
    { width: 10 },
  ];
  const title = sheet.addRow([labels.title]);
  title.font = { bold: true, size: 14 };
  const info: Array<[string, string | number | Date]> = [
    [labels.corporation, data.corporationName],
    [labels.year, data.year],
    [labels.caseName, data.caseName],
    [labels.run, data.runNo],
    [labels.gwpSet, data.gwpSet],
    [labels.calculatedAt, data.calculatedAt],
  ];
  for (const [label, value] of info) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (value instanceof Date) row.getCell(2).numFmt = DATE_TIME_FORMAT;
    row.getCell(2).alignment = { horizontal: "left" };
  }
  sheet.addRow([]);
  const header = sheet.addRow([
    labels.month,
    labels.scope1,
    labels.scope2Location,
    labels.scope2Market,
    labels.scope3,
    labels.totalLocation,
    labels.totalMarket,
    labels.lines,
  ]);
  styleHeader(header);
  header.height = 32;
  sheet.views = [{ state: "frozen", xSplit: 1, ySplit: header.number }];
  const { rows, totals } = data.ledger;
  for (const entry of rows) {
    if (entry.month === null && entry.lineCount === 0) continue;
    const row = sheet.addRow([monthName(labels, entry.month), ...figures(entry), entry.lineCount]);
    for (let column = 2; column <= 7; column += 1) row.getCell(column).numFmt = TONNE_FORMAT;
    if (entry.month === null) row.font = { italic: true };
  }
  const total = sheet.addRow([labels.total, ...figures(totals), totals.lineCount]);
  total.font = { bold: true };
  total.border = { top: { style: "thin" } };
  for (let column = 2; column <= 7; column += 1) total.getCell(column).numFmt = TONNE_FORMAT;
  sheet.addRow([]);
  sheet.addRow([labels.note]).font = { italic: true, color: { argb: "FF555555" } };
  if (!data.ledger.monthsRecorded) {
    sheet.addRow([labels.oldRun]).font = { italic: true, color: { argb: "FFB7791F" } };
  }
}

function addTable(
  workbook: Workbook,
  name: string,
  columns: ReadonlyArray<{ header: string; width: number; numFmt?: string }>,
): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  styleHeader(sheet.getRow(1));
  return sheet;
}

function addProcessSheet(workbook: Workbook, data: LedgerWorkbookData, labels: Labels): void {
  const sheet = addTable(workbook, labels.sheets.processes, [
    { header: labels.month, width: 14 },
    { header: labels.process, width: 36 },
    { header: labels.scope, width: 8 },
    { header: labels.co2e, width: 22, numFmt: TONNE_FORMAT },
    { header: labels.marketCo2e, width: 22, numFmt: TONNE_FORMAT },
    { header: labels.lines, width: 10 },
  ]);
  for (const entry of data.ledger.rows) {
    for (const process of entry.byProcess) {
      sheet.addRow([
        monthName(labels, entry.month),
        process.processName,
        process.scope,
        tonnes(process.co2eKg),
        tonnes(process.marketCo2eKg),
        process.lineCount,
      ]);
    }
  }
}

function unitSymbol(unitId: number): string {
  try {
    return unitById(unitId).symbol;
  } catch {
    return String(unitId);
  }
}

function addLinesSheet(workbook: Workbook, data: LedgerWorkbookData, labels: Labels): void {
  const sheet = addTable(workbook, labels.sheets.lines, [
    { header: labels.month, width: 14 },
    { header: labels.process, width: 30 },
    { header: labels.line, width: 36 },
    { header: labels.scope, width: 8 },
    { header: labels.amount, width: 16, numFmt: AMOUNT_FORMAT },
    { header: labels.unit, width: 10 },
    { header: labels.co2e, width: 22, numFmt: TONNE_FORMAT },
    { header: labels.marketCo2e, width: 22, numFmt: TONNE_FORMAT },
    { header: labels.deducted, width: 16 },
  ]);
  // By month, the lines without one last; within a month in the run's order.
  const sorted = byMonth(data.lines)
    .map((line, index) => ({ line, index, month: monthOf(line) ?? 13 }))
    .sort((a, b) => a.month - b.month || a.index - b.index);
  for (const { line } of sorted) {
    const market = line.scope === 2 && line.market ? line.market.co2eKg : line.co2eKg;
    sheet.addRow([
      monthName(labels, monthOf(line)),
      line.processName,
      line.name,
      line.scope,
      line.amount,
      unitSymbol(line.unitId),
      tonnes(line.co2eKg),
      tonnes(market),
      line.deducted ? labels.yes : "",
    ]);
  }
}

export async function writeLedgerWorkbook(data: LedgerWorkbookData): Promise<Buffer> {
  const labels = LABELS[data.language];
  const workbook = await newWorkbook();
  addMonthsSheet(workbook, data, labels);
  addProcessSheet(workbook, data, labels);
  addLinesSheet(workbook, data, labels);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
