// The EPD report as a PDF, in Chinese or English: cover, general information, the declared
// modules, the EN 15804+A2 result tables (core and additional impacts, resource use, waste
// categories, output flows), biogenic carbon content, scenarios, a chart of GWP-total by module,
// notes and verification. A pure function of the EpdDocument: every figure is printed as stored.
import { barChartHeight } from "../../lib/pdf/bar-chart";
import { formatNumber } from "../../lib/pdf/format";
import { COLORS, FONT, PdfReport } from "../../lib/pdf/report";
import type { TableCell } from "../../lib/pdf/table";
import type {
  EpdDocument,
  EpdIndicatorGroup,
  EpdIndicatorValues,
  EpdLanguage,
} from "./epd-document";
import { EPD_INDICATOR_CATALOG, EPD_MODULES, indicatorInfo, resultColumns } from "./epd-indicators";

const TEXTS = {
  en: {
    docTitle: "Environmental Product Declaration",
    coverTitle: "ENVIRONMENTAL PRODUCT DECLARATION",
    coverSubtitle: "in accordance with ISO 14025 and {standard}",
    registration: "Registration number",
    version: "Version",
    programOperator: "Programme operator",
    pcr: "Product category rules (PCR)",
    issueDate: "Date of issue",
    validUntil: "Valid until",
    declaredUnit: "Declared unit",
    manufacturer: "Manufacturer",
    footer:
      "{number} v{version} · Figures from product study {productId}, model version {modelVersion}, calculation {calculation}",
    sGeneral: "1 General information",
    product: "Product",
    specification: "Specification",
    description: "Description",
    geography: "Geographical scope",
    creditCode: "Unified social credit code",
    massPerUnit: "Mass per declared unit",
    rsl: "Reference service life",
    years: "{n} years",
    standard: "Core standard",
    database: "Background database",
    method: "Characterisation method",
    referenceYear: "Reference year",
    sModules: "2 System boundary: declared modules",
    modulesLegend: "X = module declared; MND = module not declared.",
    stageProduct: "Product stage",
    stageConstruction: "Construction process",
    stageUse: "Use stage",
    stageEnd: "End of life",
    stageBeyond: "Beyond the system boundary",
    sResults: "3 LCA results per {unit}",
    core: "3.{n} Core environmental impact indicators",
    additional: "3.{n} Additional environmental impact indicators",
    resource: "3.{n} Resource use",
    waste: "3.{n} Waste categories",
    output: "3.{n} Output flows",
    chart: "3.{n} GWP-total by module",
    indicator: "Indicator",
    unit: "Unit",
    ndLegend: "ND = not declared (the indicator is not assessed for this module).",
    chartUnit: "GWP-total, kg CO2 eq per {unit}",
    noChart: "GWP-total is not declared for any module.",
    sBiogenic: "4 Biogenic carbon content at the factory gate",
    biogenicProduct: "Biogenic carbon content in product",
    biogenicPackaging: "Biogenic carbon content in accompanying packaging",
    biogenicNote: "1 kg of biogenic carbon is equivalent to 44/12 kg of CO2.",
    value: "Value",
    sScenarios: "5 Scenarios",
    module: "Module",
    scenario: "Scenario",
    scenarioDescription: "Description",
    noScenarios: "No scenarios are declared.",
    sNotes: "6 Notes on the assessment",
    noNotes: "No further notes.",
    sVerification: "7 Verification",
    verifyExternal:
      "Independent verification of the declaration and data according to ISO 14025: external",
    verifyInternal:
      "Independent verification of the declaration and data according to ISO 14025: internal",
    verifier: "Verifier",
    verificationBody: "Verification body",
    verificationDate: "Date of verification",
    kind: "Verification",
    glo: "Global",
    cn: "China",
    cnRegion: "China, administrative division {code} (GB/T 2260)",
    piece: "piece",
    colon: ": ",
    pcrVersion: "{name}, version {version}",
    unitWith: "{unit} ({description})",
    modulesNames: "Modules: ",
  },
  "zh-CN": {
    docTitle: "环境产品声明",
    coverTitle: "环境产品声明（EPD）",
    coverSubtitle: "依据 ISO 14025 和 {standard}",
    registration: "注册编号",
    version: "版本",
    programOperator: "项目运营方",
    pcr: "产品种类规则（PCR）",
    issueDate: "发布日期",
    validUntil: "有效期至",
    declaredUnit: "声明单位",
    manufacturer: "生产企业",
    footer:
      "{number} 第{version}版 · 数据来源：产品研究 {productId}，模型版本 {modelVersion}，计算 {calculation}",
    sGeneral: "1 基本信息",
    product: "产品",
    specification: "规格型号",
    description: "产品描述",
    geography: "地理范围",
    creditCode: "统一社会信用代码",
    massPerUnit: "每声明单位质量",
    rsl: "参考使用寿命",
    years: "{n} 年",
    standard: "核心标准",
    database: "背景数据库",
    method: "特征化方法",
    referenceYear: "数据基准年",
    sModules: "2 系统边界：声明的模块",
    modulesLegend: "X = 已声明模块；MND = 未声明模块。",
    stageProduct: "产品阶段",
    stageConstruction: "建造阶段",
    stageUse: "使用阶段",
    stageEnd: "生命末期阶段",
    stageBeyond: "系统边界外",
    sResults: "3 生命周期评价结果（每 {unit}）",
    core: "3.{n} 核心环境影响指标",
    additional: "3.{n} 附加环境影响指标",
    resource: "3.{n} 资源使用",
    waste: "3.{n} 废弃物类别",
    output: "3.{n} 输出流",
    chart: "3.{n} 各模块的 GWP-total",
    indicator: "指标",
    unit: "单位",
    ndLegend: "ND = 未声明（该模块未评价此指标）。",
    chartUnit: "GWP-total，kg CO2 eq / {unit}",
    noChart: "没有模块声明 GWP-total。",
    sBiogenic: "4 出厂时的生物源碳含量",
    biogenicProduct: "产品中的生物源碳含量",
    biogenicPackaging: "随附包装中的生物源碳含量",
    biogenicNote: "1 kg 生物源碳相当于 44/12 kg CO2。",
    value: "数值",
    sScenarios: "5 情景",
    module: "模块",
    scenario: "情景",
    scenarioDescription: "说明",
    noScenarios: "未声明情景。",
    sNotes: "6 评价说明",
    noNotes: "无其他说明。",
    sVerification: "7 验证",
    verifyExternal: "依据 ISO 14025 对声明和数据进行的独立验证：外部验证",
    verifyInternal: "依据 ISO 14025 对声明和数据进行的独立验证：内部验证",
    verifier: "验证人",
    verificationBody: "验证机构",
    verificationDate: "验证日期",
    kind: "验证方式",
    glo: "全球",
    cn: "中国",
    cnRegion: "中国，行政区划代码 {code}（GB/T 2260）",
    piece: "件",
    colon: "：",
    pcrVersion: "{name}，版本 {version}",
    unitWith: "{unit}（{description}）",
    modulesNames: "模块：",
  },
} as const;

type Texts = Record<keyof (typeof TEXTS)["en"], string>;

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

const GROUPS: { group: EpdIndicatorGroup; title: keyof Texts }[] = [
  { group: "core", title: "core" },
  { group: "additional", title: "additional" },
  { group: "resource", title: "resource" },
  { group: "waste", title: "waste" },
  { group: "output", title: "output" },
];

const STAGES: { stage: (typeof EPD_MODULES)[number]["stage"]; title: keyof Texts }[] = [
  { stage: "product", title: "stageProduct" },
  { stage: "construction", title: "stageConstruction" },
  { stage: "use", title: "stageUse" },
  { stage: "end", title: "stageEnd" },
  { stage: "beyond", title: "stageBeyond" },
];

export interface EpdPdfOptions {
  /** When the file is made (printed in the footer); defaults to now. */
  generatedAt?: Date;
}

/** A figure as the result tables print it; ND where the indicator is not assessed. */
export function epdFigure(value: number | null | undefined): string {
  return value === null || value === undefined ? "ND" : formatNumber(value);
}

function unitText(unit: string, t: Texts): string {
  return unit === "piece" ? t.piece : unit;
}

function declaredUnitText(doc: EpdDocument, t: Texts): string {
  const amount = formatNumber(doc.declaredUnit.amount, { digits: 6, trim: true });
  return `${amount} ${unitText(doc.declaredUnit.unit, t)}`;
}

function pcrText(doc: EpdDocument, t: Texts): string {
  return doc.pcr.version ? fill(t.pcrVersion, doc.pcr) : doc.pcr.name;
}

function unitWithDescription(doc: EpdDocument, t: Texts): string {
  const unit = declaredUnitText(doc, t);
  const description = doc.declaredUnit.description.trim();
  return description ? fill(t.unitWith, { unit, description }) : unit;
}

function geographyText(code: string, t: Texts): string {
  if (code === "GLO") return `${t.glo} (GLO)`;
  if (code === "CN") return `${t.cn} (CN)`;
  const region = /^CN-(\d+)$/.exec(code);
  return region ? fill(t.cnRegion, { code: region[1] }) : code;
}

/** Indicators of a group in the catalogue's order; codes the catalogue does not know come last. */
function indicatorsOf(doc: EpdDocument, group: EpdIndicatorGroup): EpdIndicatorValues[] {
  const rank = (code: string) => {
    const info = indicatorInfo(code);
    return info ? EPD_INDICATOR_CATALOG.indexOf(info) : EPD_INDICATOR_CATALOG.length;
  };
  return doc.indicators
    .filter((indicator) => indicator.group === group)
    .sort((a, b) => rank(a.code) - rank(b.code));
}

function drawCover(report: PdfReport, doc: EpdDocument, t: Texts): void {
  const pdf = report.doc;
  const pageWidth = pdf.page.width;
  const left = report.left;
  const width = report.contentWidth;
  pdf.rect(0, 0, pageWidth, 200).fill(COLORS.brand);
  // Two leaves in the band's corner: the platform's green mark, drawn as vector curves.
  const leaf = (x: number, y: number, size: number, angle: number, color: string) => {
    pdf.save().translate(x, y).rotate(angle);
    pdf
      .moveTo(0, 0)
      .bezierCurveTo(size * 0.35, -size * 0.45, size * 0.85, -size * 0.4, size, 0)
      .bezierCurveTo(size * 0.85, size * 0.4, size * 0.35, size * 0.45, 0, 0)
      .fill(color);
    pdf
      .moveTo(0, 0)
      .lineTo(size * 0.92, 0)
      .lineWidth(1.2)
      .strokeColor(COLORS.brand)
      .stroke();
    pdf.restore();
  };
  leaf(pageWidth - 150, 150, 110, -35, COLORS.brandMid);
  leaf(pageWidth - 135, 160, 80, -75, "#a9d4bb");
  pdf.font(FONT.bold).fontSize(22).fillColor("#ffffff");
  pdf.text(t.coverTitle, left, 70, { width: width - 130 });
  pdf.font(FONT.regular).fontSize(10.5).fillColor("#e6f2eb");
  pdf.text(fill(t.coverSubtitle, { standard: doc.standard }), left, pdf.y + 6, {
    width: width - 130,
  });

  pdf.font(FONT.bold).fontSize(20).fillColor(COLORS.text);
  pdf.text(doc.product.name, left, 240, { width });
  if (doc.product.specification) {
    pdf.font(FONT.regular).fontSize(11).fillColor(COLORS.muted);
    pdf.text(doc.product.specification, left, pdf.y + 4, { width });
  }
  pdf.font(FONT.regular).fontSize(12).fillColor(COLORS.brandDark);
  pdf.text(doc.manufacturer.name, left, pdf.y + 10, { width });
  pdf.y += 24;
  report.keyValues([
    { label: t.registration, value: doc.number },
    { label: t.version, value: String(doc.version) },
    {
      label: t.declaredUnit,
      value: unitWithDescription(doc, t),
    },
    { label: t.programOperator, value: doc.programOperator },
    { label: t.pcr, value: pcrText(doc, t) },
    { label: t.issueDate, value: doc.issueDate },
    { label: t.validUntil, value: doc.validUntil },
  ]);

  const verification = doc.verification.kind === "external" ? t.verifyExternal : t.verifyInternal;
  const details = [
    `${t.verificationBody}${t.colon}${doc.verification.organisation}`,
    `${t.verifier}${t.colon}${doc.verification.verifier}`,
    `${t.verificationDate}${t.colon}${doc.verification.date}`,
  ].join("\n");
  pdf.font(FONT.bold).fontSize(9.5);
  const titleHeight = pdf.heightOfString(verification, { width: width - 24 });
  pdf.font(FONT.regular).fontSize(9);
  const detailsHeight = pdf.heightOfString(details, { width: width - 24, lineGap: 2 });
  const boxHeight = titleHeight + detailsHeight + 30;
  const boxY = Math.max(pdf.y + 20, pdf.page.height - 90 - boxHeight);
  pdf.rect(left, boxY, width, boxHeight).fill(COLORS.brandLight);
  pdf.rect(left, boxY, 3, boxHeight).fill(COLORS.brand);
  pdf.font(FONT.bold).fontSize(9.5).fillColor(COLORS.brandDark);
  pdf.text(verification, left + 12, boxY + 12, { width: width - 24 });
  pdf.font(FONT.regular).fontSize(9).fillColor(COLORS.text);
  pdf.text(details, left + 12, pdf.y + 6, { width: width - 24, lineGap: 2 });
}

function generalInformation(report: PdfReport, doc: EpdDocument, t: Texts): void {
  report.heading(t.sGeneral);
  const rows = [
    { label: t.product, value: doc.product.name },
    { label: t.specification, value: doc.product.specification || "—" },
    { label: t.description, value: doc.product.description || "—" },
    { label: t.geography, value: geographyText(doc.product.geography, t) },
    { label: t.manufacturer, value: doc.manufacturer.name },
    { label: t.creditCode, value: doc.manufacturer.creditCode || "—" },
    {
      label: t.declaredUnit,
      value: unitWithDescription(doc, t),
    },
    {
      label: t.massPerUnit,
      value:
        doc.declaredUnit.massKg === null ? "ND" : `${formatNumber(doc.declaredUnit.massKg)} kg`,
    },
    ...(doc.referenceServiceLifeYears === null
      ? []
      : [{ label: t.rsl, value: fill(t.years, { n: doc.referenceServiceLifeYears }) }]),
    { label: t.pcr, value: pcrText(doc, t) },
    { label: t.standard, value: doc.standard },
    { label: t.programOperator, value: doc.programOperator },
    { label: t.database, value: doc.database },
    { label: t.method, value: doc.method },
    { label: t.referenceYear, value: doc.referenceYear === null ? "—" : String(doc.referenceYear) },
    { label: t.registration, value: `${doc.number} (${t.version} ${doc.version})` },
    { label: t.issueDate, value: doc.issueDate },
    { label: t.validUntil, value: doc.validUntil },
  ];
  report.keyValues(rows);
}

function declaredModules(report: PdfReport, doc: EpdDocument, t: Texts): void {
  report.heading(t.sModules);
  const declared = new Map(doc.modules.map((m) => [m.code, m.declared]));
  const groups = STAGES.map(({ stage, title }) => ({
    label: t[title],
    span: EPD_MODULES.filter((m) => m.stage === stage).length,
  }));
  report.table({
    // D stands alone under "beyond the system boundary": it gets room for the group's name.
    columns: EPD_MODULES.map((m) => ({
      header: m.code,
      weight: m.code === "D" ? 2.4 : 1,
      align: "center" as const,
    })),
    groups,
    fontSize: 7.5,
    zebra: false,
    rows: [
      EPD_MODULES.map((m) =>
        declared.get(m.code)
          ? { text: "X", bold: true, color: COLORS.brandDark, fill: COLORS.brandLight }
          : { text: "MND", color: COLORS.muted },
      ),
    ],
  });
  const names = EPD_MODULES.map((m) => `${m.code} ${report.lang === "zh-CN" ? m.zh : m.en}`);
  report.paragraph(t.modulesNames + names.join(report.lang === "zh-CN" ? "；" : "; "), {
    size: 7.5,
    color: COLORS.muted,
  });
  report.paragraph(t.modulesLegend, { size: 7.5, color: COLORS.muted });
}

function resultTable(
  report: PdfReport,
  indicators: EpdIndicatorValues[],
  columns: string[],
  t: Texts,
): void {
  const codeWeight = 2.6;
  const unitWeight = columns.length > 8 ? 2.2 : 2.6;
  const rows: TableCell[][] = indicators.map((indicator) => [
    { text: indicator.code, bold: true },
    indicator.unit,
    ...columns.map((column) => epdFigure(indicator.values[column])),
  ]);
  report.table({
    columns: [
      { header: t.indicator, weight: codeWeight },
      { header: t.unit, weight: unitWeight },
      ...columns.map((column) => ({ header: column, weight: 1.35, align: "right" as const })),
    ],
    rows,
    fontSize: columns.length > 10 ? 6.8 : 7.6,
  });
  const names = indicators
    .map((indicator) => {
      const info = indicatorInfo(indicator.code);
      if (!info) return null;
      return `${indicator.code} = ${report.lang === "zh-CN" ? info.zh : info.en}`;
    })
    .filter((entry): entry is string => entry !== null);
  if (names.length) {
    report.paragraph(names.join(report.lang === "zh-CN" ? "；" : "; "), {
      size: 7,
      color: COLORS.muted,
    });
  }
}

function results(report: PdfReport, doc: EpdDocument, t: Texts): void {
  const columns = resultColumns(doc.modules, doc.aggregateA1A3);
  const wide = columns.length > 8;
  if (wide) report.addPage("landscape");
  const unit = declaredUnitText(doc, t);
  report.heading(fill(t.sResults, { unit }));
  let n = 0;
  for (const { group, title } of GROUPS) {
    const indicators = indicatorsOf(doc, group);
    if (!indicators.length) continue;
    n += 1;
    report.heading(fill(t[title], { n }), 2);
    resultTable(report, indicators, columns, t);
  }
  report.paragraph(t.ndLegend, { size: 7.5, color: COLORS.muted });
  if (wide) report.addPage("portrait");

  n += 1;
  const gwp = doc.indicators.find((indicator) => indicator.code.toUpperCase() === "GWP-TOTAL");
  const bars = columns
    .map((column) => ({ label: column, value: gwp?.values[column] }))
    .filter((bar): bar is { label: string; value: number } => typeof bar.value === "number");
  const chart = { bars, unit: fill(t.chartUnit, { unit }) };
  report.heading(fill(t.chart, { n }), 2, barChartHeight(chart));
  if (bars.length) {
    report.barChart(chart);
  } else {
    report.paragraph(t.noChart);
  }
}

function biogenic(report: PdfReport, doc: EpdDocument, t: Texts): void {
  report.heading(t.sBiogenic);
  report.table({
    columns: [
      { header: t.indicator, weight: 5 },
      { header: t.unit, weight: 1.2 },
      { header: t.value, weight: 1.4, align: "right" },
    ],
    rows: [
      [t.biogenicProduct, "kg C", epdFigure(doc.biogenicCarbon.product)],
      [t.biogenicPackaging, "kg C", epdFigure(doc.biogenicCarbon.packaging)],
    ],
  });
  report.paragraph(t.biogenicNote, { size: 7.5, color: COLORS.muted });
}

function scenarios(report: PdfReport, doc: EpdDocument, t: Texts): void {
  report.heading(t.sScenarios);
  if (!doc.scenarios.length) {
    report.paragraph(t.noScenarios);
    return;
  }
  report.table({
    columns: [
      { header: t.module, weight: 0.8 },
      { header: t.scenario, weight: 2 },
      { header: t.scenarioDescription, weight: 5 },
    ],
    rows: doc.scenarios.map((s) => [{ text: s.module, bold: true }, s.name, s.description]),
  });
}

function verification(report: PdfReport, doc: EpdDocument, t: Texts): void {
  report.heading(t.sVerification);
  report.keyValues([
    {
      label: t.kind,
      value: doc.verification.kind === "external" ? t.verifyExternal : t.verifyInternal,
    },
    { label: t.verificationBody, value: doc.verification.organisation },
    { label: t.verifier, value: doc.verification.verifier },
    { label: t.verificationDate, value: doc.verification.date },
    { label: t.programOperator, value: doc.programOperator },
  ]);
}

/** The EPD report as PDF bytes, in the given language. */
export async function renderEpdPdf(
  doc: EpdDocument,
  lang: EpdLanguage,
  options: EpdPdfOptions = {},
): Promise<Buffer> {
  const t: Texts = TEXTS[lang];
  const report = new PdfReport({
    lang,
    title: `${t.docTitle} · ${doc.product.name}`,
    headerRight: doc.number,
    footerNote: fill(t.footer, {
      number: doc.number,
      version: doc.version,
      productId: doc.source.productId,
      modelVersion: doc.source.version,
      calculation: doc.source.calculationNumber,
    }),
    author: doc.manufacturer.name,
    subject: `${doc.standard} · ${doc.number}`,
    generatedAt: options.generatedAt,
    cover: true,
  });
  drawCover(report, doc, t);
  report.addPage();
  generalInformation(report, doc, t);
  declaredModules(report, doc, t);
  results(report, doc, t);
  biogenic(report, doc, t);
  scenarios(report, doc, t);
  report.heading(t.sNotes);
  report.paragraph(doc.notes.trim() || t.noNotes);
  verification(report, doc, t);
  return report.finish();
}
