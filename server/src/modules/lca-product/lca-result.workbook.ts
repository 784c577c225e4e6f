// The files of a calculation's results: the results workbook (summary, every indicator, the
// split by stage and by line, the headline's contributions by process and by flow, the
// contribution tree, the Sankey graph, the model as calculated and the latest Monte Carlo), its
// headers in the caller's language, and the Sankey graph as a CSV edge list. Every figure is the
// stored result's, at full precision, so a reader can check it without the platform.
import type ExcelJS from "exceljs";
import { newWorkbook } from "../../lib/excel";
import { toCsv } from "../../calc/lca/csv";
import type { ProductResult } from "../../calc/lca/product-results";
import { currentLocale } from "../../lib/request-context";
import type { CodeDefinition } from "../lca-data/lca-data.codes";
import { ALLOCATIONS, BOUNDARIES } from "../process-model/process-model.codes";
import type { LcaCalculation } from "./lca-calculation.entity";
import { LINE_KINDS, METHODS, SOURCE_KINDS, STANDARDS, stagesOf } from "./lca-product.codes";

const LABELS = {
  en: {
    sheets: {
      summary: "Summary",
      indicators: "Indicators",
      byStage: "By stage",
      byLine: "By line",
      byProcess: "By process",
      byFlow: "By flow",
      tree: "Tree",
      sankey: "Sankey",
      model: "Model",
      uncertainty: "Uncertainty",
    },
    item: "Item",
    value: "Value",
    unit: "Unit",
    product: "Product",
    specification: "Specification",
    declaredUnit: "Declared unit",
    standard: "Standard",
    boundary: "System boundary",
    allocation: "Allocation",
    geography: "Geography",
    referenceYear: "Reference year",
    calculation: "Calculation number",
    version: "Model version",
    database: "Database and version",
    method: "Headline method",
    date: "Calculated at (UTC)",
    headline: "Headline total",
    primaryShare: "Primary data share",
    dataQuality: "Data quality rating (1 best – 5)",
    dataQualityLevel: "Data quality level",
    coverage: "Share of the total rated",
    cutOff: "Database inputs cut off",
    methodColumn: "Method",
    category: "Category",
    indicator: "Indicator",
    total: "Total",
    stage: "Stage",
    stageName: "Stage name",
    line: "Line id",
    name: "Name",
    kind: "Kind",
    primary: "Primary",
    yes: "yes",
    no: "no",
    process: "Process",
    location: "Location",
    flow: "Flow",
    compartment: "Compartment",
    amount: "Amount",
    share: "Share",
    depth: "Depth",
    direct: "Direct",
    upstream: "With upstream",
    cutCount: "Suppliers cut off",
    cutAmount: "Impact cut off",
    source: "Source",
    sourceName: "Source name",
    target: "Target",
    targetName: "Target name",
    impact: "Impact",
    position: "Position",
    supplier: "Supplier",
    sourceKind: "Source kind",
    sourceAmount: "Quantity from the source",
    sourceUnit: "Source unit",
    distance: "Distance (km)",
    quality: "Pedigree scores",
    note: "Note",
    iterations: "Iterations",
    seed: "Seed",
    count: "Iterations in the sample",
    failed: "Iterations not solved",
    deterministic: "Deterministic",
    mean: "Mean",
    sd: "Standard deviation",
    p2_5: "2.5th percentile",
    p50: "Median",
    p97_5: "97.5th percentile",
    from: "From",
    to: "To",
    frequency: "Iterations",
  },
  "zh-CN": {
    sheets: {
      summary: "概要",
      indicators: "指标",
      byStage: "按阶段",
      byLine: "按明细",
      byProcess: "按过程",
      byFlow: "按基本流",
      tree: "贡献树",
      sankey: "桑基图",
      model: "模型",
      uncertainty: "不确定性",
    },
    item: "项目",
    value: "数值",
    unit: "单位",
    product: "产品",
    specification: "型号规格",
    declaredUnit: "申报单位",
    standard: "标准",
    boundary: "系统边界",
    allocation: "分配方法",
    geography: "地理范围",
    referenceYear: "参考年份",
    calculation: "计算序号",
    version: "模型版本",
    database: "数据库及版本",
    method: "主要方法",
    date: "计算时间（UTC）",
    headline: "主要指标合计",
    primaryShare: "实景数据占比",
    dataQuality: "数据质量评分（1 最好 – 5）",
    dataQualityLevel: "数据质量等级",
    coverage: "已评分部分占合计的比例",
    cutOff: "截断的数据库输入",
    methodColumn: "方法",
    category: "类别",
    indicator: "指标",
    total: "合计",
    stage: "阶段",
    stageName: "阶段名称",
    line: "明细编号",
    name: "名称",
    kind: "类型",
    primary: "实景数据",
    yes: "是",
    no: "否",
    process: "过程",
    location: "地点",
    flow: "基本流",
    compartment: "环境介质",
    amount: "数量",
    share: "占比",
    depth: "层级",
    direct: "直接",
    upstream: "含上游",
    cutCount: "截断的供应方",
    cutAmount: "截断的影响",
    source: "来源",
    sourceName: "来源名称",
    target: "去向",
    targetName: "去向名称",
    impact: "影响",
    position: "序号",
    supplier: "供应商",
    sourceKind: "来源类型",
    sourceAmount: "取自来源的数量",
    sourceUnit: "来源单位",
    distance: "距离（km）",
    quality: "谱系评分",
    note: "备注",
    iterations: "迭代次数",
    seed: "随机种子",
    count: "样本迭代数",
    failed: "未能求解的迭代",
    deterministic: "确定值",
    mean: "均值",
    sd: "标准差",
    p2_5: "2.5% 分位数",
    p50: "中位数",
    p97_5: "97.5% 分位数",
    from: "下限",
    to: "上限",
    frequency: "迭代数",
  },
} as const;

type Labels = (typeof LABELS)["en" | "zh-CN"];

const SHARE_FORMAT = "0.00%";
const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm";

interface ColumnSpec {
  header: string;
  width?: number;
  numFmt?: string;
}

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE7EEF5" } };
  row.border = { bottom: { style: "thin" } };
}

/** A sheet whose first row is a bold, frozen header; a column's cells take its number format. */
function tableSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: readonly ColumnSpec[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, Math.min(40, column.header.length + 2)),
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  styleHeader(sheet.getRow(1));
  return sheet;
}

export interface ResultWorkbookInput {
  calculation: LcaCalculation;
  result: ProductResult;
}

/** An indicator's column header: its name, unit and method. */
function indicatorHeader(result: ProductResult, index: number): string {
  const indicator = result.indicators[index];
  return `${indicator.name} (${indicator.unit}) [${indicator.method}]`;
}

export async function writeLcaResultWorkbook({
  calculation,
  result,
}: ResultWorkbookInput): Promise<Buffer> {
  const zh = currentLocale() === "zh-CN";
  const labels: Labels = zh ? LABELS["zh-CN"] : LABELS.en;
  const named = (codes: readonly CodeDefinition[], code: string | null | undefined) => {
    const found = codes.find((c) => c.code === code);
    return found ? (zh ? found.name : found.nameEn) : (code ?? "");
  };
  const model = calculation.model;
  const headline = result.indicators[result.headline];
  const workbook = await newWorkbook();

  // Summary
  const summary = tableSheet(workbook, labels.sheets.summary, [
    { header: labels.item, width: 32 },
    { header: labels.value, width: 40 },
    { header: labels.unit, width: 18 },
  ]);
  const add = (item: string, value: ExcelJS.CellValue, unit = "", numFmt?: string) => {
    const row = summary.addRow([item, value, unit]);
    if (numFmt) row.getCell(2).numFmt = numFmt;
  };
  const study = model.product;
  add(labels.product, study.name);
  add(labels.specification, study.specification);
  add(labels.declaredUnit, study.declaredAmount, study.declaredUnit);
  add(labels.standard, named(STANDARDS, study.standard));
  add(labels.boundary, named(BOUNDARIES, study.boundary));
  add(labels.allocation, named(ALLOCATIONS, study.allocation));
  add(labels.geography, study.geography);
  add(labels.referenceYear, study.referenceYear);
  add(labels.calculation, calculation.number);
  add(labels.version, calculation.version);
  add(labels.database, calculation.databaseLabel);
  add(labels.method, named(METHODS, calculation.method));
  add(labels.date, calculation.finishedAt ?? calculation.createdAt, "", DATE_TIME_FORMAT);
  add(`${labels.headline}: ${headline.name}`, headline.total, headline.unit);
  add(labels.primaryShare, result.primaryShare, "", SHARE_FORMAT);
  if (result.dataQuality) {
    add(labels.dataQuality, result.dataQuality.rating);
    add(labels.dataQualityLevel, result.dataQuality.level);
    add(labels.coverage, result.dataQuality.coverage, "", SHARE_FORMAT);
  }
  add(labels.cutOff, result.cutOffProducts);

  // Indicators
  const indicators = tableSheet(workbook, labels.sheets.indicators, [
    { header: labels.methodColumn, width: 22 },
    { header: labels.category, width: 18 },
    { header: labels.indicator, width: 40 },
    { header: labels.total, width: 18 },
    { header: labels.unit, width: 18 },
  ]);
  for (const i of result.indicators) {
    indicators.addRow([i.method, i.category, i.name, i.total, i.unit]);
  }

  // By stage and by line: one column per indicator.
  const values = result.indicators.map((_, index) => ({
    header: indicatorHeader(result, index),
    width: 20,
  }));
  const stageNames = new Map(stagesOf(study.standard).map((s) => [s.code, zh ? s.name : s.nameEn]));
  const byStage = tableSheet(workbook, labels.sheets.byStage, [
    { header: labels.stage, width: 16 },
    { header: labels.stageName, width: 24 },
    ...values,
  ]);
  for (const row of result.byStage) {
    byStage.addRow([row.key, stageNames.get(row.key) ?? row.name, ...row.values]);
  }
  const byLine = tableSheet(workbook, labels.sheets.byLine, [
    { header: labels.line, width: 10 },
    { header: labels.name, width: 28 },
    { header: labels.stage, width: 16 },
    { header: labels.kind, width: 14 },
    { header: labels.primary, width: 10 },
    ...values,
  ]);
  for (const row of result.byLine) {
    byLine.addRow([
      row.key,
      row.name,
      row.stage,
      named(LINE_KINDS, row.kind),
      row.primary ? labels.yes : labels.no,
      ...row.values,
    ]);
  }

  // By process, by flow: the headline indicator.
  const headlineAmount = `${labels.amount} (${headline.unit})`;
  for (const [name, first, second, rows] of [
    [labels.sheets.byProcess, labels.process, labels.location, result.byProcess],
    [labels.sheets.byFlow, labels.flow, labels.compartment, result.byFlow],
  ] as const) {
    const sheet = tableSheet(workbook, name, [
      { header: first, width: 44 },
      { header: second, width: 16 },
      { header: headlineAmount, width: 20 },
      { header: labels.share, width: 12, numFmt: SHARE_FORMAT },
    ]);
    for (const c of rows) sheet.addRow([c.name, c.detail, c.amount, c.share]);
  }

  // Tree: names indented by depth.
  const tree = tableSheet(workbook, labels.sheets.tree, [
    { header: labels.name, width: 50 },
    { header: labels.depth, width: 8 },
    { header: labels.amount, width: 16 },
    { header: labels.unit, width: 12 },
    { header: `${labels.direct} (${headline.unit})`, width: 18 },
    { header: `${labels.upstream} (${headline.unit})`, width: 18 },
    { header: labels.share, width: 12, numFmt: SHARE_FORMAT },
    { header: labels.cutCount, width: 14 },
    { header: `${labels.cutAmount} (${headline.unit})`, width: 18 },
  ]);
  for (const node of result.tree) {
    const row = tree.addRow([
      node.name,
      node.depth,
      node.amount,
      node.unit,
      node.direct,
      node.upstream,
      node.share,
      node.cutCount,
      node.cutAmount,
    ]);
    row.getCell(1).alignment = { indent: Math.min(node.depth, 15) };
  }

  // Sankey: the edge list.
  const sankey = tableSheet(workbook, labels.sheets.sankey, [
    { header: labels.source, width: 10 },
    { header: labels.sourceName, width: 36 },
    { header: labels.target, width: 10 },
    { header: labels.targetName, width: 36 },
    { header: `${labels.impact} (${headline.unit})`, width: 18 },
  ]);
  const nodes = result.sankey.nodes;
  for (const link of result.sankey.links) {
    sankey.addRow([
      link.source,
      nodes[link.source]?.name ?? "",
      link.target,
      nodes[link.target]?.name ?? "",
      link.impact,
    ]);
  }

  // Model: the lines as calculated, with their sources and the quantities drawn.
  const lines = tableSheet(workbook, labels.sheets.model, [
    { header: labels.position, width: 8 },
    { header: labels.stage, width: 16 },
    { header: labels.kind, width: 14 },
    { header: labels.name, width: 28 },
    { header: labels.amount, width: 14 },
    { header: labels.unit, width: 10 },
    { header: labels.supplier, width: 18 },
    { header: labels.sourceKind, width: 16 },
    { header: labels.sourceName, width: 36 },
    { header: labels.sourceAmount, width: 18 },
    { header: labels.sourceUnit, width: 12 },
    { header: labels.distance, width: 12 },
    { header: labels.primary, width: 10 },
    { header: labels.quality, width: 16 },
  ]);
  for (const line of model.lines) {
    lines.addRow([
      line.position,
      line.stage,
      named(LINE_KINDS, line.kind),
      line.name,
      line.amount,
      line.unit,
      line.supplier,
      named(SOURCE_KINDS, line.sourceKind),
      line.sourceName,
      line.sourceAmount,
      line.sourceUnit,
      line.distanceKm,
      line.primary ? labels.yes : labels.no,
      line.quality ? line.quality.join(", ") : null,
    ]);
  }

  // Uncertainty: the latest Monte Carlo, when there is one.
  const u = calculation.uncertainty;
  if (u) {
    const sheet = tableSheet(workbook, labels.sheets.uncertainty, [
      { header: labels.item, width: 28 },
      { header: labels.value, width: 20 },
      { header: labels.unit, width: 16 },
    ]);
    const stats: [string, ExcelJS.CellValue, string][] = [
      [labels.indicator, u.indicator, ""],
      [labels.iterations, u.iterations, ""],
      [labels.seed, u.seed, ""],
      [labels.count, u.count, ""],
      [labels.failed, u.failed, ""],
      [labels.deterministic, u.deterministic, u.unit],
      [labels.mean, u.mean, u.unit],
      [labels.sd, u.sd, u.unit],
      [labels.p2_5, u.p2_5, u.unit],
      [labels.p50, u.p50, u.unit],
      [labels.p97_5, u.p97_5, u.unit],
    ];
    for (const row of stats) sheet.addRow(row);
    sheet.addRow([]);
    const header = sheet.addRow([
      `${labels.from} (${u.unit})`,
      `${labels.to} (${u.unit})`,
      labels.frequency,
    ]);
    styleHeader(header);
    u.histogram.counts.forEach((count, index) => {
      sheet.addRow([u.histogram.edges[index], u.histogram.edges[index + 1], count]);
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The Sankey graph as an edge list: node names, the impact each link carries, its unit. */
export function writeLcaSankeyCsv({ result }: ResultWorkbookInput): string {
  const unit = result.indicators[result.headline].unit;
  const nodes = result.sankey.nodes;
  // The BOM lets spreadsheet programs read the names (often Chinese) as UTF-8.
  return (
    "\uFEFF" +
    toCsv(
      ["source", "target", "impact", "unit", "source_index", "target_index"],
      result.sankey.links.map((link) => [
        nodes[link.source]?.name,
        nodes[link.target]?.name,
        link.impact,
        unit,
        link.source,
        link.target,
      ]),
    )
  );
}

/** A file name of the product's name and the calculation's number, safe on every system. */
export function resultFilename(calculation: LcaCalculation, extension: string): string {
  const name = calculation.model.product.name
    .replace(/[\\/:*?"<>|]+/g, "_")
    .replace(/\s+/g, " ")
    .trim();
  const calc = currentLocale() === "zh-CN" ? `第${calculation.number}次计算` : "calculation";
  const number = currentLocale() === "zh-CN" ? "" : `-${calculation.number}`;
  return `${name.slice(0, 80) || "product"}-${calc}${number}.${extension}`;
}
