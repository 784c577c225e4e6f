// The carbon-footprint study report behind a carbon label (ISO 14067 / GB/T 24067), as a PDF in
// Chinese or English: the label's claim with its QR code and verification address, goal and
// scope, results (total, GWP split where the method separates it, life-cycle stages with a chart,
// largest contributing lines), data quality, uncertainty, verification, validity and the
// limitations of a footprint. A pure function of the FootprintReportDocument.
import { barChartHeight } from "../../lib/pdf/bar-chart";
import { formatNumber, formatPercent, formatTimestamp } from "../../lib/pdf/format";
import { COLORS, FONT, PdfReport } from "../../lib/pdf/report";
import type { FootprintReportDocument, ReportLanguage } from "./footprint-report-document";

const TEXTS = {
  en: {
    title: "Product Carbon Footprint Report",
    subtitle: "Quantified according to {standard}",
    footer: "{serial} · Figures from calculation {calculation} (model version {version}) of {at}",
    per: "kg CO2e per {unit}",
    scan: "Scan the code or open the address below to check this label:",
    serial: "Label number",
    validity: "Valid",
    validRange: "{from} to {until}",
    verification: "Verification",
    verifiedBy: "{organisation}, {verifier}, {date}",
    sScope: "1 Goal and scope",
    product: "Product",
    specification: "Specification",
    company: "Company",
    description: "Description",
    declaredUnit: "Declared unit",
    boundary: "System boundary",
    standard: "Standard",
    cutOff: "Cut-off rule",
    allocation: "Allocation",
    geography: "Geography",
    referenceYear: "Reference year",
    database: "Background database",
    method: "Characterisation method",
    gwpSet: "GWP set",
    calculation: "Calculation",
    calculationText: "No. {number}, model version {version}, {at}",
    sResults: "2 Results",
    total: "2.1 Carbon footprint and its split",
    item: "Item",
    value: "kg CO2e",
    share: "Share",
    gwpTotal: "Carbon footprint (GWP total)",
    gwpFossil: "Fossil GHG emissions and removals",
    gwpBiogenic: "Biogenic GHG emissions and removals",
    gwpLuluc: "Land use and land use change",
    notSplit: "Not separated by the characterisation method: {items}.",
    stages: "2.2 Life-cycle stages",
    stage: "Stage",
    chartUnit: "kg CO2e per {unit}",
    lines: "2.3 Largest contributing lines",
    rank: "#",
    line: "Model line",
    noLines: "The calculation lists no contributing lines.",
    sQuality: "3 Data quality",
    primaryShare: "Share of the footprint from primary data",
    dqr: "Data quality rating (1 excellent … 5 very poor)",
    notRated: "Not rated",
    sUncertainty: "4 Uncertainty",
    uncertainty:
      "Monte Carlo simulation with {iterations} iterations: 95 % of the results lie between {low} and {high} kg CO2e per {unit}.",
    noUncertainty: "No uncertainty analysis was run for this study.",
    sVerification: "5 Verification",
    organisation: "Verification body",
    verifier: "Verifier",
    date: "Date of verification",
    sValidity: "6 Validity",
    validFrom: "Valid from",
    validUntil: "Valid until",
    verifyUrl: "Verification page",
    sLimits: "7 Limitations",
    limits: [
      "The carbon footprint addresses climate change only. It does not assess the product's other environmental impacts, such as acidification, eutrophication, resource depletion or toxicity, and does not show its overall environmental performance.",
      "The figure holds for the declared unit, system boundary, data and reference year described in this report; footprints with another unit, boundary or reference period cannot be compared with it directly.",
      "Offsets and purchased emission reductions are not part of the footprint.",
      "Secondary data from the background database describe average technologies and may differ from the actual suppliers.",
    ],
    glo: "Global",
    cn: "China",
    cnRegion: "China, administrative division {code} (GB/T 2260)",
  },
  "zh-CN": {
    title: "产品碳足迹评价报告",
    subtitle: "依据 {standard} 量化",
    footer: "{serial} · 数据来源：计算 {calculation}（模型版本 {version}），{at}",
    per: "kg CO2e / {unit}",
    scan: "扫描二维码或打开以下地址核验本标签：",
    serial: "标签编号",
    validity: "有效期",
    validRange: "{from} 至 {until}",
    verification: "核查",
    verifiedBy: "{organisation}，{verifier}，{date}",
    sScope: "1 目的和范围",
    product: "产品",
    specification: "规格型号",
    company: "企业",
    description: "产品描述",
    declaredUnit: "声明单位",
    boundary: "系统边界",
    standard: "依据标准",
    cutOff: "取舍准则",
    allocation: "分配方法",
    geography: "地理范围",
    referenceYear: "数据基准年",
    database: "背景数据库",
    method: "特征化方法",
    gwpSet: "全球变暖潜势（GWP）值",
    calculation: "计算",
    calculationText: "第 {number} 次计算，模型版本 {version}，{at}",
    sResults: "2 评价结果",
    total: "2.1 碳足迹及其构成",
    item: "项目",
    value: "kg CO2e",
    share: "占比",
    gwpTotal: "碳足迹（GWP 总计）",
    gwpFossil: "化石源温室气体排放和清除",
    gwpBiogenic: "生物源温室气体排放和清除",
    gwpLuluc: "土地利用和土地利用变化",
    notSplit: "特征化方法未单独给出：{items}。",
    stages: "2.2 生命周期阶段",
    stage: "阶段",
    chartUnit: "kg CO2e / {unit}",
    lines: "2.3 主要贡献明细",
    rank: "序号",
    line: "模型明细",
    noLines: "本次计算未列出贡献明细。",
    sQuality: "3 数据质量",
    primaryShare: "初级数据贡献的碳足迹占比",
    dqr: "数据质量评级（1 优秀 … 5 很差）",
    notRated: "未评级",
    sUncertainty: "4 不确定性",
    uncertainty:
      "蒙特卡洛模拟 {iterations} 次：95% 的结果位于 {low} 至 {high} kg CO2e / {unit} 之间。",
    noUncertainty: "本研究未进行不确定性分析。",
    sVerification: "5 核查",
    organisation: "核查机构",
    verifier: "核查人",
    date: "核查日期",
    sValidity: "6 有效期",
    validFrom: "生效日期",
    validUntil: "有效期至",
    verifyUrl: "核验地址",
    sLimits: "7 局限性说明",
    limits: [
      "碳足迹只反映气候变化这一类影响，不评价产品的酸化、富营养化、资源消耗、毒性等其他环境影响，不能代表产品的整体环境表现。",
      "本结果仅适用于本报告所述的声明单位、系统边界、数据和基准年；声明单位、系统边界或时间范围不同的碳足迹不能直接比较。",
      "碳足迹不包含碳抵消或外购的减排量。",
      "背景数据库中的次级数据代表平均技术水平，可能与实际供应商存在差异。",
    ],
    glo: "全球",
    cn: "中国",
    cnRegion: "中国，行政区划代码 {code}（GB/T 2260）",
  },
} as const;

type Texts = (typeof TEXTS)[ReportLanguage];

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

export interface FootprintReportPdfOptions {
  /** When the file is made (printed in the footer); defaults to now. */
  generatedAt?: Date;
}

const kg = (value: number) => formatNumber(value, { digits: 3, grouping: true });

function geographyText(code: string, t: Texts): string {
  if (code === "GLO") return `${t.glo} (GLO)`;
  if (code === "CN") return `${t.cn} (CN)`;
  const region = /^CN-(\d+)$/.exec(code);
  return region ? fill(t.cnRegion, { code: region[1] }) : code;
}

function unitText(doc: FootprintReportDocument, lang: ReportLanguage): string {
  const unit = doc.label.declaredUnit;
  const amount = formatNumber(unit.amount, { digits: 6, trim: true });
  return `${amount} ${unit.unit === "piece" && lang === "zh-CN" ? "件" : unit.unit}`;
}

function summary(report: PdfReport, doc: FootprintReportDocument, t: Texts): void {
  const pdf = report.doc;
  const zh = report.lang === "zh-CN";
  const { label } = doc;
  const left = report.left;
  const width = report.contentWidth;
  pdf.rect(0, 0, pdf.page.width, 128).fill(COLORS.brand);
  pdf.font(FONT.bold).fontSize(21).fillColor("#ffffff").text(t.title, left, 46, { width });
  pdf.font(FONT.regular).fontSize(10.5).fillColor(COLORS.brandLight);
  pdf.text(
    fill(t.subtitle, { standard: zh ? label.standard.name : label.standard.nameEn }),
    left,
    pdf.y + 6,
    {
      width,
    },
  );

  // The label's claim beside its QR code.
  const top = 156;
  const qrSize = 112;
  const textWidth = width - qrSize - 24;
  pdf.font(FONT.bold).fontSize(34).fillColor(COLORS.brandDark);
  pdf.text(kg(label.footprint), left, top, { width: textWidth, lineBreak: false });
  pdf.font(FONT.regular).fontSize(11).fillColor(COLORS.muted);
  pdf.text(fill(t.per, { unit: unitText(doc, report.lang) }), left, top + 44, { width: textWidth });
  pdf.font(FONT.bold).fontSize(14).fillColor(COLORS.text);
  pdf.text(label.productName, left, pdf.y + 10, { width: textWidth });
  pdf.font(FONT.regular).fontSize(9.5).fillColor(COLORS.muted);
  pdf.text([label.specification, label.companyName].filter(Boolean).join(" · "), left, pdf.y + 3, {
    width: textWidth,
  });
  const textBottom = pdf.y;
  pdf.image(doc.qrPng, left + width - qrSize, top - 4, { fit: [qrSize, qrSize] });
  pdf.y = Math.max(textBottom, top + qrSize) + 12;
  pdf.font(FONT.regular).fontSize(8).fillColor(COLORS.muted).text(t.scan, left, pdf.y, { width });
  pdf
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(COLORS.brandDark)
    .text(label.verifyUrl, left, pdf.y + 2, {
      width,
      link: label.verifyUrl,
    });
  pdf.y += 10;
  report.keyValues([
    { label: t.serial, value: label.serial },
    {
      label: t.validity,
      value: fill(t.validRange, { from: label.validFrom, until: label.validUntil }),
    },
    {
      label: t.verification,
      value: fill(t.verifiedBy, {
        organisation: label.verification.organisation,
        verifier: label.verification.verifier,
        date: label.verification.date,
      }),
    },
  ]);
}

function scope(report: PdfReport, doc: FootprintReportDocument, t: Texts): void {
  const zh = report.lang === "zh-CN";
  const { label, study } = doc;
  report.heading(t.sScope);
  report.keyValues([
    { label: t.product, value: label.productName },
    ...(label.specification ? [{ label: t.specification, value: label.specification }] : []),
    { label: t.company, value: label.companyName },
    ...(doc.product.description ? [{ label: t.description, value: doc.product.description }] : []),
    {
      label: t.declaredUnit,
      value: label.declaredUnit.description
        ? `${unitText(doc, report.lang)}${zh ? "（" : " ("}${label.declaredUnit.description}${zh ? "）" : ")"}`
        : unitText(doc, report.lang),
    },
    { label: t.boundary, value: zh ? label.boundary.name : label.boundary.nameEn },
    { label: t.standard, value: zh ? label.standard.name : label.standard.nameEn },
    { label: t.cutOff, value: study.cutOffRule || "—" },
    { label: t.allocation, value: zh ? study.allocation.name : study.allocation.nameEn },
    { label: t.geography, value: geographyText(doc.product.geography, t) },
    {
      label: t.referenceYear,
      value: doc.product.referenceYear === null ? "—" : String(doc.product.referenceYear),
    },
    { label: t.database, value: study.database },
    { label: t.method, value: study.method },
    { label: t.gwpSet, value: label.gwpSet },
    {
      label: t.calculation,
      value: fill(t.calculationText, {
        number: study.calculationNumber,
        version: study.version,
        at: formatTimestamp(new Date(study.calculatedAt), report.lang),
      }),
    },
  ]);
}

function results(report: PdfReport, doc: FootprintReportDocument, t: Texts): void {
  const zh = report.lang === "zh-CN";
  const { gwp } = doc;
  const share = (value: number) => (gwp.total !== 0 ? formatPercent(value / gwp.total) : "—");
  report.heading(t.sResults);
  report.heading(t.total, 2);
  const split: [string, number | null][] = [
    [t.gwpFossil, gwp.fossil],
    [t.gwpBiogenic, gwp.biogenic],
    [t.gwpLuluc, gwp.luluc],
  ];
  report.table({
    columns: [
      { header: t.item, weight: 5 },
      { header: t.value, weight: 1.6, align: "right" },
      { header: t.share, weight: 1.2, align: "right" },
    ],
    rows: [
      [{ text: t.gwpTotal, bold: true }, { text: kg(gwp.total), bold: true }, "100.0 %"],
      ...split
        .filter((entry): entry is [string, number] => entry[1] !== null)
        .map(([name, value]) => [name, kg(value), share(value)]),
    ],
  });
  const missing = split.filter(([, value]) => value === null).map(([name]) => name);
  if (missing.length) {
    report.paragraph(fill(t.notSplit, { items: missing.join(zh ? "、" : ", ") }), {
      size: 8,
      color: COLORS.muted,
    });
  }

  const stageName = (code: string) => {
    const stage = doc.byStage.find((s) => s.code === code);
    return stage ? (zh ? stage.name : stage.nameEn) : code;
  };
  const chart = {
    bars: doc.byStage.map((s) => ({
      label: zh ? s.name : s.nameEn,
      value: s.value,
      valueLabel: kg(s.value),
    })),
    unit: fill(t.chartUnit, { unit: unitText(doc, report.lang) }),
  };
  report.heading(t.stages, 2);
  report.table({
    columns: [
      { header: t.stage, weight: 5 },
      { header: t.value, weight: 1.6, align: "right" },
      { header: t.share, weight: 1.2, align: "right" },
    ],
    rows: doc.byStage.map((s) => [zh ? s.name : s.nameEn, kg(s.value), formatPercent(s.share)]),
  });
  if (chart.bars.length) {
    report.ensureSpace(barChartHeight(chart));
    report.barChart(chart);
  }

  report.heading(t.lines, 2);
  if (!doc.topLines.length) {
    report.paragraph(t.noLines);
    return;
  }
  report.table({
    columns: [
      { header: t.rank, weight: 0.6, align: "right" },
      { header: t.line, weight: 4.4 },
      { header: t.stage, weight: 2.2 },
      { header: t.value, weight: 1.5, align: "right" },
      { header: t.share, weight: 1.1, align: "right" },
    ],
    rows: doc.topLines.map((line, i) => [
      String(i + 1),
      line.name,
      stageName(line.stage),
      kg(line.value),
      formatPercent(line.share),
    ]),
  });
}

function quality(report: PdfReport, doc: FootprintReportDocument, t: Texts): void {
  report.heading(t.sQuality);
  report.keyValues(
    [
      { label: t.primaryShare, value: formatPercent(doc.primaryShare) },
      {
        label: t.dqr,
        value: doc.dataQuality
          ? `${doc.dataQuality.rating.toFixed(1)} · ${doc.dataQuality.level}`
          : t.notRated,
      },
    ],
    { labelShare: 0.42 },
  );
  report.heading(t.sUncertainty);
  const u = doc.uncertainty;
  report.paragraph(
    u
      ? fill(t.uncertainty, {
          iterations: u.iterations,
          low: kg(u.p2_5),
          high: kg(u.p97_5),
          unit: unitText(doc, report.lang),
        })
      : t.noUncertainty,
  );
}

function verificationAndValidity(report: PdfReport, doc: FootprintReportDocument, t: Texts): void {
  const { label } = doc;
  report.heading(t.sVerification);
  report.keyValues([
    { label: t.organisation, value: label.verification.organisation },
    { label: t.verifier, value: label.verification.verifier },
    { label: t.date, value: label.verification.date },
  ]);
  report.heading(t.sValidity);
  report.keyValues([
    { label: t.serial, value: label.serial },
    { label: t.validFrom, value: label.validFrom },
    { label: t.validUntil, value: label.validUntil },
    { label: t.verifyUrl, value: label.verifyUrl },
  ]);
  report.heading(t.sLimits);
  report.bullets([...t.limits]);
}

/** The carbon-footprint report behind a label as PDF bytes, in the given language. */
export async function renderFootprintReportPdf(
  doc: FootprintReportDocument,
  lang: ReportLanguage,
  options: FootprintReportPdfOptions = {},
): Promise<Buffer> {
  const t = TEXTS[lang];
  const report = new PdfReport({
    lang,
    title: `${t.title} · ${doc.label.productName}`,
    headerRight: doc.label.serial,
    footerNote: fill(t.footer, {
      serial: doc.label.serial,
      calculation: doc.study.calculationNumber,
      version: doc.study.version,
      at: formatTimestamp(new Date(doc.study.calculatedAt), lang),
    }),
    author: doc.label.companyName,
    subject: `${doc.label.standard.nameEn} · ${doc.label.serial}`,
    generatedAt: options.generatedAt,
    cover: true,
  });
  summary(report, doc, t);
  scope(report, doc, t);
  results(report, doc, t);
  quality(report, doc, t);
  verificationAndValidity(report, doc, t);
  return report.finish();
}
