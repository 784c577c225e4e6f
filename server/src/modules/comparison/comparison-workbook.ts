// The comparison as a workbook: the cases and runs compared, one sheet per dimension with each
// case's figure and its change against the reference, the drivers of every change and the
// base-year recalculation check, in t CO2e, in the reader's language.
import type { Workbook, Worksheet } from "exceljs";
import { newWorkbook } from "../../lib/excel";
import { gasByCodeOrNull } from "../../calc/ghg/gases";
import { UNITS } from "../../calc/units";
import { XLSX_MIME, type GeneratedFile } from "../../lib/generated-file";
import type { Locale } from "../../lib/request-context";
import { isoCategoryName, scope3CategoryName } from "../workbook/excel/labels";
import type { CaseComparison, ComparisonRow } from "./comparison.types";

const TONNE_FORMAT = "#,##0.000";
const PERCENT_FORMAT = '0.0"%"';
const FACTOR_FORMAT = "#,##0.000000";

const LABELS = {
  en: {
    sheets: {
      cases: "Cases",
      scope: "By scope",
      iso: "By ISO category",
      scope3: "By scope 3 category",
      process: "By process",
      gas: "By gas",
      drivers: "Drivers",
      recalculation: "Base-year check",
    },
    item: "Item",
    corporation: "Corporation",
    caseName: "Case",
    year: "Year",
    gwpSet: "GWP set",
    boundary: "Boundary approach",
    run: "Run",
    reference: "Reference",
    baseYear: "Base year",
    yes: "yes",
    total: "Total (t CO2e, location-based)",
    totalMarket: "Total (t CO2e, market-based)",
    change: "Change vs reference (t CO2e)",
    changePercent: "Change vs reference (%)",
    tonnes: "t CO2e",
    scopeKeys: {
      scope1: "Scope 1",
      scope2Location: "Scope 2 (location-based)",
      scope2Market: "Scope 2 (market-based)",
      scope3: "Scope 3",
      total: "Total (location-based)",
      totalMarket: "Total (market-based)",
      biogenic: "Biogenic CO2 (outside the scopes)",
    } as Record<string, string>,
    scope: "Scope",
    process: "Process",
    source: "Source",
    unit: "Unit",
    status: "Status",
    statuses: { matched: "in both", added: "added", removed: "removed" } as Record<string, string>,
    referenceAmount: "Reference amount",
    amount: "Amount",
    referenceFactor: "Reference factor (kg CO2e/unit)",
    factor: "Factor (kg CO2e/unit)",
    referenceFactorName: "Reference factor used",
    factorName: "Factor used",
    referenceKg: "Reference (t CO2e)",
    caseKg: "Case (t CO2e)",
    activity: "Activity change (t CO2e)",
    factorChange: "Factor change (t CO2e)",
    decomposition:
      "Activity part = (A2 − A1) × (F1 + F2) / 2; factor part = (F2 − F1) × (A1 + A2) / 2 (A: amount, F: kg CO2e per unit; 1 reference, 2 case). Activity + factor + added − removed = change.",
    checkYear: "Year checked",
    baseYearTotal: "Base-year total (t CO2e)",
    affected: "Emissions affected (t CO2e)",
    significance: "Significance (%)",
    threshold: "Threshold (%)",
    flagged: "Recalculate the base year",
    no: "no",
    organic: "Organic change, not counted (t CO2e)",
    reason: "Reason",
    share: "Share of base year (%)",
  },
  "zh-CN": {
    sheets: {
      cases: "对比案例",
      scope: "按范围",
      iso: "按ISO类别",
      scope3: "按范围三类别",
      process: "按排放过程",
      gas: "按温室气体",
      drivers: "变化驱动因素",
      recalculation: "基准年重算检查",
    },
    item: "项目",
    corporation: "核算主体",
    caseName: "核算案例",
    year: "年份",
    gwpSet: "GWP值版本",
    boundary: "组织边界方法",
    run: "计算记录",
    reference: "基准",
    baseYear: "基准年",
    yes: "是",
    total: "总排放（tCO2e，基于位置）",
    totalMarket: "总排放（tCO2e，基于市场）",
    change: "较基准变化（tCO2e）",
    changePercent: "较基准变化（%）",
    tonnes: "tCO2e",
    scopeKeys: {
      scope1: "范围一",
      scope2Location: "范围二（基于位置）",
      scope2Market: "范围二（基于市场）",
      scope3: "范围三",
      total: "总排放（基于位置）",
      totalMarket: "总排放（基于市场）",
      biogenic: "生物源 CO2（不计入范围）",
    } as Record<string, string>,
    scope: "范围",
    process: "排放过程",
    source: "排放源",
    unit: "单位",
    status: "状态",
    statuses: { matched: "两者均有", added: "新增", removed: "移除" } as Record<string, string>,
    referenceAmount: "基准活动数据",
    amount: "活动数据",
    referenceFactor: "基准因子（kgCO2e/单位）",
    factor: "因子（kgCO2e/单位）",
    referenceFactorName: "基准所用因子",
    factorName: "所用因子",
    referenceKg: "基准（tCO2e）",
    caseKg: "案例（tCO2e）",
    activity: "活动变化影响（tCO2e）",
    factorChange: "因子变化影响（tCO2e）",
    decomposition:
      "活动影响 = (A2 − A1) × (F1 + F2) / 2；因子影响 = (F2 − F1) × (A1 + A2) / 2（A：活动数据，F：每单位 kgCO2e；1 为基准，2 为案例）。活动 + 因子 + 新增 − 移除 = 变化。",
    checkYear: "检查年份",
    baseYearTotal: "基准年总排放（tCO2e）",
    affected: "受影响排放（tCO2e）",
    significance: "显著性（%）",
    threshold: "阈值（%）",
    flagged: "需重新计算基准年",
    no: "否",
    organic: "自然增减（不计入，tCO2e）",
    reason: "原因",
    share: "占基准年比例（%）",
  },
} as const;

type Labels = (typeof LABELS)[Locale];

const tonnes = (kg: number | null) => (kg === null ? null : kg / 1000);
const unitSymbol = (unitId: number) =>
  UNITS.find((unit) => unit.id === unitId)?.symbol ?? String(unitId);

function sheetWith(workbook: Workbook, name: string, headers: string[], widths: number[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = headers.map((header, index) => ({ header, width: widths[index] ?? 16 }));
  const row = sheet.getRow(1);
  row.font = { bold: true };
  row.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE7EEF5" } };
  row.alignment = { vertical: "middle", wrapText: true };
  return sheet;
}

function formatColumns(sheet: Worksheet, formats: Record<number, string>) {
  for (const [column, format] of Object.entries(formats)) {
    sheet.getColumn(Number(column)).numFmt = format;
  }
}

/** One dimension: a label column, then per case its figure, then its change and % change. */
function addDimension(
  workbook: Workbook,
  name: string,
  comparison: CaseComparison,
  rows: readonly ComparisonRow[],
  label: (row: ComparisonRow) => string,
  labels: Labels,
) {
  const cases = comparison.cases;
  const others = cases
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !item.isReference);
  const headers = [
    labels.item,
    ...cases.map((item) => `${item.name} (${labels.tonnes})`),
    ...others.flatMap(({ item }) => [
      `${item.name}: ${labels.change}`,
      `${item.name}: ${labels.changePercent}`,
    ]),
  ];
  const sheet = sheetWith(workbook, name, headers, [40]);
  for (const row of rows) {
    sheet.addRow([
      label(row),
      ...row.values.map(tonnes),
      ...others.flatMap(({ index }) => [tonnes(row.deltas[index]), row.deltaPercents[index]]),
    ]);
  }
  const formats: Record<number, string> = {};
  cases.forEach((_, index) => (formats[index + 2] = TONNE_FORMAT));
  others.forEach((_, position) => {
    formats[cases.length + 2 + position * 2] = TONNE_FORMAT;
    formats[cases.length + 3 + position * 2] = PERCENT_FORMAT;
  });
  formatColumns(sheet, formats);
}

export async function writeComparisonWorkbook(
  comparison: CaseComparison,
  locale: Locale,
): Promise<GeneratedFile> {
  const labels = LABELS[locale];
  const language = locale === "zh-CN" ? "zh-CN" : "en";
  const workbook = await newWorkbook();
  workbook.created = new Date(0);

  const casesSheet = sheetWith(
    workbook,
    labels.sheets.cases,
    [
      labels.corporation,
      labels.caseName,
      labels.year,
      labels.gwpSet,
      labels.boundary,
      labels.run,
      labels.reference,
      labels.baseYear,
      labels.total,
      labels.totalMarket,
    ],
    [30, 36, 8, 10, 20, 8, 10, 10, 18, 18],
  );
  for (const item of comparison.cases) {
    casesSheet.addRow([
      item.corporationName,
      item.name,
      item.year,
      item.gwpSet,
      item.boundary,
      item.runNo,
      item.isReference ? labels.yes : "",
      item.isBaseYear ? labels.yes : "",
      tonnes(item.totalKg),
      tonnes(item.totalMarketKg),
    ]);
  }
  formatColumns(casesSheet, { 9: TONNE_FORMAT, 10: TONNE_FORMAT });
  for (const notice of comparison.notices) casesSheet.addRow([notice.message]);

  addDimension(
    workbook,
    labels.sheets.scope,
    comparison,
    comparison.scopeRows,
    (row) => {
      return labels.scopeKeys[row.key] ?? row.key;
    },
    labels,
  );
  addDimension(
    workbook,
    labels.sheets.iso,
    comparison,
    comparison.isoCategoryRows,
    (row) => {
      return `${row.key}. ${isoCategoryName(Number(row.key), language)}`;
    },
    labels,
  );
  addDimension(
    workbook,
    labels.sheets.scope3,
    comparison,
    comparison.scope3CategoryRows,
    (row) => {
      return `${row.key}. ${scope3CategoryName(Number(row.key), language)}`;
    },
    labels,
  );
  addDimension(
    workbook,
    labels.sheets.process,
    comparison,
    comparison.processRows,
    (row) => {
      const name = locale === "en" && row.nameEn ? row.nameEn : (row.name ?? row.key);
      return `${name} (${labels.scope} ${row.scope ?? ""})`;
    },
    labels,
  );
  addDimension(
    workbook,
    labels.sheets.gas,
    comparison,
    comparison.gasRows,
    (row) => {
      return gasByCodeOrNull(row.key)?.label ?? row.key;
    },
    labels,
  );

  const driverSheet = sheetWith(
    workbook,
    labels.sheets.drivers,
    [
      labels.caseName,
      labels.process,
      labels.source,
      labels.unit,
      labels.status,
      labels.referenceAmount,
      labels.amount,
      labels.referenceFactor,
      labels.factor,
      labels.referenceFactorName,
      labels.factorName,
      labels.referenceKg,
      labels.caseKg,
      labels.change,
      labels.activity,
      labels.factorChange,
    ],
    [28, 24, 28, 8, 10, 14, 14, 14, 14, 30, 30, 14, 14, 14, 14, 14],
  );
  const caseName = (id: number) => comparison.cases.find((item) => item.caseId === id)?.name ?? "";
  for (const driver of comparison.drivers) {
    for (const line of driver.lines) {
      driverSheet.addRow([
        caseName(driver.caseId),
        locale === "en" && line.processNameEn ? line.processNameEn : line.processName,
        line.name,
        unitSymbol(line.unitId),
        labels.statuses[line.status] ?? line.status,
        line.referenceAmount,
        line.amount,
        line.referenceFactor,
        line.factor,
        line.referenceFactorName,
        line.factorName,
        tonnes(line.referenceKg),
        tonnes(line.kg),
        tonnes(line.changeKg),
        tonnes(line.activityKg),
        tonnes(line.factorKg),
      ]);
    }
  }
  formatColumns(driverSheet, {
    8: FACTOR_FORMAT,
    9: FACTOR_FORMAT,
    12: TONNE_FORMAT,
    13: TONNE_FORMAT,
    14: TONNE_FORMAT,
    15: TONNE_FORMAT,
    16: TONNE_FORMAT,
  });
  driverSheet.addRow([]);
  driverSheet.addRow([labels.decomposition]);

  if (comparison.recalculation) {
    const check = sheetWith(
      workbook,
      labels.sheets.recalculation,
      [labels.checkYear, labels.reason, labels.affected, labels.share],
      [12, 90, 18, 14],
    );
    for (const item of comparison.recalculation) {
      const head = check.addRow([
        item.year,
        `${labels.baseYearTotal}: ${(item.baseYearKg / 1000).toFixed(3)}; ${labels.threshold}: ${item.thresholdPercent}; ${labels.flagged}: ${item.flagged ? labels.yes : labels.no}; ${labels.organic}: ${(item.organicKg / 1000).toFixed(3)}`,
        tonnes(item.affectedKg),
        item.significancePercent,
      ]);
      head.font = { bold: true };
      for (const reason of item.reasons) {
        check.addRow([item.year, reason.message, tonnes(reason.affectedKg), reason.sharePercent]);
      }
    }
    formatColumns(check, { 3: TONNE_FORMAT, 4: PERCENT_FORMAT });
  }

  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  const reference = comparison.cases.find((item) => item.isReference);
  const stem = (reference?.name ?? "cases").replace(/[\\/:*?"<>|\s]+/g, "_").slice(0, 60);
  return {
    filename: `comparison-${stem}-${comparison.cases.length}-cases.xlsx`,
    mimeType: XLSX_MIME,
    content,
  };
}
