// A report as a list of blocks (headings, paragraphs, key-value rows, tables, charts) in its
// language, so one outline feeds both the PDF and the DOCX renderer, and the sections the two
// layouts share are written once. The layouts themselves are in ghg-report-layouts.ts.
import { formatNumber, formatPercent, formatTimestamp } from "../../lib/pdf/format";
import { DATA_SOURCE_TYPES } from "../reference/reference.service";
import { isoCategoryName, scope3CategoryName } from "../workbook/excel/labels";
import { tonnes, type GhgReportDocument } from "./ghg-report-document";
import { APPROACH_NAMES, fill, REPORT_TEXTS, type ReportTexts } from "./ghg-report.texts";

export interface KeyValue {
  label: string;
  value: string;
}

export type Cell = string | { text: string; bold?: boolean };

export interface Column {
  header: string;
  weight: number;
  align?: "left" | "right" | "center";
}

export interface ChartBar {
  label: string;
  value: number;
  valueLabel: string;
}

export type ReportBlock =
  | { kind: "title"; title: string; subtitle: string; facts: KeyValue[] }
  | { kind: "heading"; text: string; level: 1 | 2 }
  | { kind: "paragraph"; text: string; muted?: boolean }
  | { kind: "bullets"; items: string[] }
  | { kind: "keyValues"; rows: KeyValue[] }
  | { kind: "table"; columns: Column[]; rows: Cell[][]; small?: boolean }
  | { kind: "chart"; title: string; unit: string; bars: ChartBar[] };

export interface ReportOutline {
  lang: GhgReportDocument["lang"];
  title: string;
  /** Printed at the right of the running header. */
  headerRight: string;
  footerNote: string;
  subject: string;
  generatedAt: Date;
  blocks: ReportBlock[];
}

/** The helpers every section uses: texts, the document and number formats. */
export class OutlineWriter {
  readonly t: ReportTexts;
  readonly zh: boolean;
  readonly blocks: ReportBlock[] = [];

  constructor(readonly doc: GhgReportDocument) {
    this.t = REPORT_TEXTS[doc.lang];
    this.zh = doc.lang === "zh-CN";
  }

  add(...blocks: ReportBlock[]): void {
    this.blocks.push(...blocks);
  }

  heading(text: string, level: 1 | 2 = 1): void {
    this.add({ kind: "heading", text, level });
  }

  paragraph(text: string, muted = false): void {
    this.add({ kind: "paragraph", text, muted });
  }

  /** A share of the location-based total, or "—" when the total is zero. */
  share(kg: number): string {
    const total = this.doc.totals.totalKg;
    return total !== 0 ? formatPercent(kg / total) : this.t.none;
  }

  /** "a、b" in Chinese, "a, b" in English. */
  list(items: string[]): string {
    return items.join(this.zh ? "、" : ", ");
  }

  date(iso: string): string {
    return iso.slice(0, 10);
  }

  timestamp(iso: string): string {
    return formatTimestamp(new Date(iso), this.doc.lang);
  }

  approach(): string {
    return APPROACH_NAMES[this.doc.lang][this.doc.case.boundary] ?? this.doc.case.boundary;
  }

  category(n: number): string {
    return `${n} ${isoCategoryName(n, this.doc.lang)}`;
  }

  scope3Category(n: number): string {
    return `${n} ${scope3CategoryName(n, this.doc.lang)}`;
  }

  scope(scope: number): string {
    return this.t.scopeShort[scope - 1] ?? fill(this.t.scopeName, { scope });
  }

  dataSource(type: number): string {
    if (type === 0) return this.t.dataSourceName[0];
    const known = DATA_SOURCE_TYPES.find((entry) => entry.id === type);
    return known ? (this.zh ? known.name : known.nameEn) : String(type);
  }

  industry(): string {
    const industry = this.doc.corporation.industry;
    return industry ? (this.zh ? industry.name : industry.nameEn) : this.t.none;
  }

  periodText(): string {
    const { periodStart, periodEnd } = this.doc.case;
    return fill(this.t.periodValue, { start: periodStart, end: periodEnd });
  }

  runText(): string {
    const { run } = this.doc;
    return fill(this.t.runValue, {
      runNo: run.runNo,
      at: this.timestamp(run.calculatedAt),
      lines: run.lineCount,
    });
  }
}

/** An activity amount as entered: all its digits, grouped (4,200,000; 18.5). */
export const amountText = (value: number) =>
  formatNumber(value, { digits: 10, trim: true, grouping: true, largeFrom: 1e13 });

/** A factor value with up to six significant digits (2.0414; 1.09643E-4). */
export const factorValueText = (value: number) =>
  formatNumber(value, { digits: 6, trim: true, smallBelow: 1e-6 });

/** A GWP as IPCC tables print it: 27.9, 273, 25,200. */
const gwpText = (value: number) => formatNumber(value, { digits: 6, trim: true, grouping: true });

/** The key figures: totals by scope, biogenic CO2 and deductions, in t CO2e. */
export function summaryTable(w: OutlineWriter): ReportBlock {
  const { t } = w;
  const { totals } = w.doc;
  const row = (label: string, kg: number, bold = false): Cell[] => [
    bold ? { text: label, bold } : label,
    bold ? { text: tonnes(kg), bold } : tonnes(kg),
    w.share(kg),
  ];
  const rows: Cell[][] = [
    row(t.totalLocation, totals.totalKg, true),
    row(t.scope1, totals.scope1Kg),
    row(t.scope2Location, totals.scope2LocationKg),
    row(t.scope3, totals.scope3Kg),
    [t.totalMarket, tonnes(totals.totalMarketKg), t.none],
    [t.scope2Market, tonnes(totals.scope2MarketKg), t.none],
    [t.biogenic, tonnes(totals.biogenicCo2Kg), t.none],
  ];
  if (totals.deductedKg !== 0) rows.push([t.deducted, tonnes(totals.deductedKg), t.none]);
  return {
    kind: "table",
    columns: [
      { header: t.item, weight: 5 },
      { header: t.tco2e, weight: 1.6, align: "right" },
      { header: t.share, weight: 1.1, align: "right" },
    ],
    rows,
  };
}

export function categoryTable(w: OutlineWriter): ReportBlock {
  const { t } = w;
  return {
    kind: "table",
    columns: [
      { header: t.category, weight: 5 },
      { header: t.scope, weight: 1 },
      { header: t.tco2e, weight: 1.5, align: "right" },
      { header: t.share, weight: 1.1, align: "right" },
    ],
    rows: [
      ...w.doc.categories.map((c) => [
        w.category(c.category),
        c.category === 1 ? w.scope(1) : c.category === 2 ? w.scope(2) : w.scope(3),
        tonnes(c.co2eKg),
        w.share(c.co2eKg),
      ]),
      [
        { text: t.totalLocation, bold: true },
        "",
        { text: tonnes(w.doc.totals.totalKg), bold: true },
        w.share(w.doc.totals.totalKg),
      ],
    ],
  };
}

export function categoryChart(w: OutlineWriter): ReportBlock {
  return {
    kind: "chart",
    title: w.t.chartCategory,
    unit: w.t.chartUnit,
    bars: w.doc.categories.map((c) => ({
      label: w.t.categoryShort[c.category - 1],
      value: c.co2eKg / 1000,
      valueLabel: tonnes(c.co2eKg),
    })),
  };
}

export function scopeChart(w: OutlineWriter): ReportBlock {
  const { totals } = w.doc;
  const bars: ChartBar[] = [
    {
      label: w.t.scopeShort[0],
      value: totals.scope1Kg / 1000,
      valueLabel: tonnes(totals.scope1Kg),
    },
    {
      label: w.zh ? `${w.t.scopeShort[1]}（基于位置）` : `${w.t.scopeShort[1]} (location)`,
      value: totals.scope2LocationKg / 1000,
      valueLabel: tonnes(totals.scope2LocationKg),
    },
    {
      label: w.zh ? `${w.t.scopeShort[1]}（基于市场）` : `${w.t.scopeShort[1]} (market)`,
      value: totals.scope2MarketKg / 1000,
      valueLabel: tonnes(totals.scope2MarketKg),
    },
    {
      label: w.t.scopeShort[2],
      value: totals.scope3Kg / 1000,
      valueLabel: tonnes(totals.scope3Kg),
    },
  ];
  return { kind: "chart", title: w.t.chartScope, unit: w.t.chartUnit, bars };
}

export function gasTable(w: OutlineWriter): ReportBlock {
  const { t } = w;
  return {
    kind: "table",
    columns: [
      { header: t.gas, weight: 2 },
      { header: t.gwp, weight: 1, align: "right" },
      { header: t.massT, weight: 1.5, align: "right" },
      { header: t.direct, weight: 1.6, align: "right" },
      { header: t.indirect, weight: 1.6, align: "right" },
      { header: t.total, weight: 1.6, align: "right" },
    ],
    rows: w.doc.gases.map((g) => [
      g.label,
      g.gas === "CO2E" ? t.none : gwpText(g.gwp),
      formatNumber(g.massKg / 1000, { digits: 4, trim: true, grouping: true, smallBelow: 1e-6 }),
      tonnes(g.directCo2eKg),
      tonnes(g.indirectCo2eKg),
      tonnes(g.co2eKg),
    ]),
  };
}

export function processTable(w: OutlineWriter): ReportBlock {
  const { t } = w;
  return {
    kind: "table",
    columns: [
      { header: t.process, weight: 4 },
      { header: t.scope, weight: 1 },
      { header: t.lines, weight: 0.8, align: "right" },
      { header: t.tco2e, weight: 1.5, align: "right" },
      { header: t.share, weight: 1.1, align: "right" },
    ],
    rows: w.doc.processes.map((p) => [
      p.name,
      w.scope(p.scope),
      String(p.lineCount),
      tonnes(p.co2eKg),
      w.share(p.co2eKg),
    ]),
  };
}

export function methodTable(w: OutlineWriter): ReportBlock {
  const { t } = w;
  return {
    kind: "table",
    columns: [
      { header: t.method, weight: 2.2 },
      { header: t.formula, weight: 4.2 },
      { header: t.lines, weight: 0.8, align: "right" },
      { header: t.tco2e, weight: 1.4, align: "right" },
    ],
    rows: w.doc.methods.map((m) => [
      t.methodName[m.method] ?? m.method,
      t.methodFormula[m.method] ?? "",
      String(m.lineCount),
      tonnes(m.co2eKg),
    ]),
  };
}

export function factorTable(w: OutlineWriter): ReportBlock {
  const { t } = w;
  return {
    kind: "table",
    small: true,
    columns: [
      { header: t.factor, weight: 2.5 },
      { header: t.values, weight: 2.7 },
      { header: t.source, weight: 2.8 },
      { header: t.yearRegion, weight: 1.2 },
      { header: t.lines, weight: 0.9, align: "right" },
      { header: t.tco2e, weight: 1.2, align: "right" },
    ],
    rows: w.doc.factors.map((f) => {
      const values = f.market
        ? t.marketInstrument
        : [
            ...f.values.map((v) => `${v.gas} ${factorValueText(v.value)} kg/${f.unit}`),
            ...(f.combustion
              ? [
                  fill(t.combustionValues, {
                    ncv: factorValueText(f.combustion.ncv),
                    unit: f.unit,
                    cc: factorValueText(f.combustion.carbonContent),
                    of: factorValueText(f.combustion.oxidation),
                  }),
                ]
              : []),
            ...(f.gwpBasis ? [fill(t.publishedAs, { gwp: f.gwpBasis })] : []),
          ].join(w.zh ? "；" : "; ");
      const yearRegion = [f.year, f.region].filter((part) => part !== null && part !== "");
      return [
        f.name,
        values || t.none,
        [f.source, f.version].filter(Boolean).join(" · ") || t.none,
        yearRegion.length ? yearRegion.join(" / ") : t.none,
        String(f.lineCount),
        tonnes(f.co2eKg),
      ];
    }),
  };
}

export function gwpBlocks(w: OutlineWriter): ReportBlock[] {
  const { t, doc } = w;
  return [
    { kind: "paragraph", text: fill(t.gwpText, { set: doc.run.gwpSet, source: doc.gwpSource }) },
    {
      kind: "table",
      columns: [
        { header: t.gas, weight: 3 },
        { header: `${t.gwp} (${doc.run.gwpSet})`, weight: 1.4, align: "right" },
      ],
      rows: doc.gases.filter((g) => g.gas !== "CO2E").map((g) => [g.label, gwpText(g.gwp)]),
    },
  ];
}

/** Data sources by emissions, and the qualitative statement items p and q ask for. */
export function uncertaintyBlocks(w: OutlineWriter): ReportBlock[] {
  const { t, doc } = w;
  const shareOf = (type: number) =>
    w.share(doc.dataQuality.find((q) => q.type === type)?.co2eKg ?? 0);
  return [
    {
      kind: "table",
      columns: [
        { header: t.dataSource, weight: 3 },
        { header: t.lines, weight: 1, align: "right" },
        { header: t.tco2e, weight: 1.5, align: "right" },
        { header: t.share, weight: 1.1, align: "right" },
      ],
      rows: doc.dataQuality.map((q) => [
        w.dataSource(q.type),
        String(q.lineCount),
        tonnes(q.co2eKg),
        w.share(q.co2eKg),
      ]),
    },
    {
      kind: "paragraph",
      text: fill(t.uncertaintyText, {
        measured: shareOf(3),
        literature: shareOf(2),
        estimate: shareOf(1),
      }),
    },
  ];
}

/** The base year: not set, this case, not calculated, or its figures beside this year's. */
export function baseYearBlocks(w: OutlineWriter): ReportBlock[] {
  const { t, doc } = w;
  const base = doc.baseYear;
  const corporation = doc.corporation.name;
  if (base.kind === "not-set")
    return [{ kind: "paragraph", text: fill(t.baseNotSet, { corporation }) }];
  if (base.kind === "this-case") {
    return [
      { kind: "paragraph", text: fill(t.baseThisCase, { corporation }) },
      { kind: "paragraph", text: t.baseRecalculation },
    ];
  }
  if (base.kind === "no-run") {
    return [
      {
        kind: "paragraph",
        text: fill(t.baseNoRun, { year: base.year, case: base.caseName }),
      },
    ];
  }
  const blocks: ReportBlock[] = [
    {
      kind: "paragraph",
      text: fill(t.baseSet, {
        year: base.year,
        case: base.caseName,
        runNo: base.runNo,
        gwp: base.gwpSet,
      }),
    },
  ];
  const change = (now: number, then: number) =>
    then !== 0 ? formatPercent((now - then) / Math.abs(then)) : t.none;
  const b = base.totals.byScope;
  const n = doc.totals;
  const rows: Array<[string, number, number]> = [
    [t.scope1, b.scope1, n.scope1Kg],
    [t.scope2Location, b.scope2Location, n.scope2LocationKg],
    [t.scope3, b.scope3, n.scope3Kg],
    [t.totalLocation, base.totals.totalKg, n.totalKg],
  ];
  blocks.push({
    kind: "table",
    columns: [
      { header: t.item, weight: 4 },
      {
        header: `${fill(t.baseYearColumn, { year: base.year })} (${t.tco2e})`,
        weight: 1.8,
        align: "right",
      },
      {
        header: `${fill(t.thisYearColumn, { year: doc.case.year })} (${t.tco2e})`,
        weight: 1.8,
        align: "right",
      },
      { header: t.change, weight: 1.1, align: "right" },
    ],
    rows: rows.map(([label, then, now]) => [label, tonnes(then), tonnes(now), change(now, then)]),
  });
  if (base.gwpSet !== doc.run.gwpSet) {
    blocks.push({
      kind: "paragraph",
      text: fill(t.baseGwpDiffers, { base: base.gwpSet, current: doc.run.gwpSet }),
    });
  }
  blocks.push({ kind: "paragraph", text: t.baseRecalculation });
  return blocks;
}

/** What the report says of biogenic CO2 and deductions (items g and h). */
export function biogenicText(w: OutlineWriter, template: string): string {
  const { totals } = w.doc;
  return totals.biogenicCo2Kg !== 0
    ? fill(template, { value: tonnes(totals.biogenicCo2Kg) })
    : w.t.biogenicNone;
}

export function intensityRows(w: OutlineWriter): KeyValue[] {
  const { t, doc } = w;
  const rows: KeyValue[] = [];
  const { perOutput, outputUnit, perRevenue, revenueUnit } = doc.intensity;
  const value = (x: number) => formatNumber(x, { digits: 4, grouping: true });
  if (perOutput !== null && outputUnit) {
    rows.push({
      label: t.perOutput,
      value: fill(t.intensityValue, { value: value(perOutput), unit: outputUnit }),
    });
  }
  if (perRevenue !== null && revenueUnit) {
    rows.push({
      label: t.perRevenue,
      value: fill(t.intensityValue, { value: value(perRevenue), unit: revenueUnit }),
    });
  }
  return rows;
}
