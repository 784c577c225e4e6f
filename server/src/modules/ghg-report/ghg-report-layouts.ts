// The two layouts of a GHG inventory report as outlines: the ISO 14064-1:2018 clause 9.3.1
// contents (items a-t in order of their sections) and the GB/T 32150-style Chinese filing
// (basic information, emissions, activity data and sources, factors and sources, other).
import {
  amountText,
  baseYearBlocks,
  biogenicText,
  categoryChart,
  categoryTable,
  factorTable,
  gasTable,
  gwpBlocks,
  intensityRows,
  methodTable,
  OutlineWriter,
  processTable,
  scopeChart,
  summaryTable,
  uncertaintyBlocks,
  type ReportBlock,
  type ReportOutline,
} from "./ghg-report-blocks";
import { ISO_CATEGORIES, tonnes, type GhgReportDocument } from "./ghg-report-document";
import { ReportLayout } from "./ghg-report.entity";
import { fill } from "./ghg-report.texts";

/** The largest sources the ISO layout's annex lists. */
export const TOP_SOURCES = 20;

function titleBlock(w: OutlineWriter, title: string, subtitle: string): ReportBlock {
  const { t, doc } = w;
  return {
    kind: "title",
    title,
    subtitle,
    facts: [
      { label: t.organisation, value: doc.companyName },
      { label: t.corporation, value: doc.corporation.name },
      { label: t.period, value: w.periodText() },
      { label: t.run, value: w.runText() },
      { label: t.responsible, value: doc.responsiblePerson },
      { label: t.reportDate, value: w.date(doc.generatedAt) },
    ],
  };
}

function orDash(w: OutlineWriter, value: string | null | undefined): string {
  return value?.trim() ? value : w.t.none;
}

function isoBlocks(w: OutlineWriter): void {
  const { t, doc } = w;
  w.add(titleBlock(w, t.isoTitle, t.isoSubtitle));
  w.heading(t.summary);
  w.add(summaryTable(w));

  w.heading(t.sOrganisation);
  w.add({
    kind: "keyValues",
    rows: [
      { label: t.company, value: doc.companyName },
      { label: t.corporation, value: doc.corporation.name },
      { label: t.creditCode, value: orDash(w, doc.corporation.creditCode) },
      { label: t.industry, value: w.industry() },
      { label: t.address, value: orDash(w, doc.corporation.address) },
      { label: t.description, value: orDash(w, doc.corporation.description) },
    ],
  });

  w.heading(t.sResponsible);
  w.add({
    kind: "keyValues",
    rows: [
      { label: t.responsible, value: doc.responsiblePerson },
      { label: t.preparedBy, value: fill(t.preparedWith, { user: doc.preparedBy }) },
      { label: t.generatedAt, value: w.timestamp(doc.generatedAt) },
    ],
  });

  w.heading(t.sPeriod);
  w.add({
    kind: "keyValues",
    rows: [
      { label: t.year, value: String(doc.case.year) },
      { label: t.period, value: w.periodText() },
      { label: t.run, value: w.runText() },
    ],
  });

  w.heading(t.sOrgBoundary);
  w.add({
    kind: "keyValues",
    rows: [
      { label: t.approach, value: w.approach() },
      { label: t.corporationsIncluded, value: doc.corporation.name },
    ],
  });
  w.paragraph(
    fill(t.orgBoundaryText, { corporation: doc.corporation.name, approach: w.approach() }),
  );

  w.heading(t.sReportingBoundary);
  w.paragraph(t.reportingBoundaryText);
  w.add({
    kind: "table",
    columns: [
      { header: t.category, weight: 5 },
      { header: t.lines, weight: 0.9, align: "right" },
      { header: t.status, weight: 1.3 },
    ],
    rows: doc.categories.map((c) => [
      w.category(c.category),
      String(c.lineCount),
      c.lineCount > 0 ? t.quantified : t.notQuantified,
    ]),
  });
  exclusions(w);

  w.heading(t.sBaseYear);
  w.add(...baseYearBlocks(w));

  w.heading(t.sEmissions);
  w.heading(t.byCategory, 2);
  w.add(categoryTable(w), categoryChart(w));
  w.heading(t.byScope, 2);
  w.add(summaryTable(w), scopeChart(w));
  w.heading(t.byGas, 2);
  w.paragraph(t.byGasText, true);
  w.add(gasTable(w));
  if (doc.scope3Categories.length) {
    w.heading(t.byScope3, 2);
    w.add({
      kind: "table",
      columns: [
        { header: t.scope3Category, weight: 5 },
        { header: t.tco2e, weight: 1.5, align: "right" },
        { header: t.share, weight: 1.1, align: "right" },
      ],
      rows: doc.scope3Categories.map((c) => [
        w.scope3Category(c.category),
        tonnes(c.co2eKg),
        w.share(c.co2eKg),
      ]),
    });
  }
  w.heading(t.sBiogenic, 2);
  w.paragraph(biogenicText(w, t.biogenicText));
  w.heading(t.sRemovals, 2);
  w.paragraph(t.removalsNone);
  if (doc.totals.deductedKg !== 0) {
    w.paragraph(fill(t.deductedText, { value: tonnes(doc.totals.deductedKg) }));
  }
  w.heading(t.sIntensity, 2);
  const intensity = intensityRows(w);
  if (intensity.length) w.add({ kind: "keyValues", rows: intensity });
  else w.paragraph(t.noIntensity);
  w.heading(t.byProcess, 2);
  w.add(processTable(w));

  w.heading(t.sMethods);
  w.paragraph(t.methodsText);
  w.add(methodTable(w));
  w.paragraph(t.methodsChanges);

  w.heading(t.sFactors);
  w.add(factorTable(w));

  w.heading(t.sGwp);
  w.add(...gwpBlocks(w));

  w.heading(t.sUncertainty);
  w.add(...uncertaintyBlocks(w));

  w.heading(t.sConformity);
  w.paragraph(t.conformityText);
  w.heading(t.sVerification);
  w.paragraph(t.verificationText);
  if (doc.notes.trim()) {
    w.heading(t.sNotes);
    w.paragraph(doc.notes);
  }

  w.heading(t.sTopSources);
  const top = [...doc.activities]
    .sort((a, b) => Math.abs(b.co2eKg) - Math.abs(a.co2eKg))
    .slice(0, TOP_SOURCES);
  w.add({
    kind: "table",
    columns: [
      { header: t.rank, weight: 0.5, align: "right" },
      { header: t.process, weight: 2.4 },
      { header: t.line, weight: 3 },
      { header: t.activity, weight: 1.8, align: "right" },
      { header: t.tco2e, weight: 1.3, align: "right" },
      { header: t.share, weight: 1, align: "right" },
    ],
    rows: top.map((a, i) => [
      String(i + 1),
      a.process,
      a.name,
      `${amountText(a.amount)} ${a.unit}`,
      tonnes(a.co2eKg),
      w.share(a.co2eKg),
    ]),
  });
}

/** Categories without sources and processes without data: the report's exclusions. */
function exclusions(w: OutlineWriter): void {
  const { t, doc } = w;
  const empty = doc.categories.filter((c) => c.lineCount === 0).map((c) => w.category(c.category));
  w.paragraph(
    empty.length === 0 ? t.allQuantified : fill(t.notQuantifiedText, { categories: w.list(empty) }),
  );
  if (doc.processesWithoutData.length === 0) {
    w.paragraph(t.noProcessesWithoutData);
    return;
  }
  w.paragraph(t.processesWithoutData);
  w.add({
    kind: "bullets",
    items: doc.processesWithoutData.map((p) =>
      w.zh
        ? `${p.name}（${w.scope(p.scope)}，${w.category(p.isoCategory)}）`
        : `${p.name} (${w.scope(p.scope)}, ${w.category(p.isoCategory)})`,
    ),
  });
}

function gbtBlocks(w: OutlineWriter): void {
  const { t, doc } = w;
  w.add(titleBlock(w, t.gbtTitle, t.gbtSubtitle));

  w.heading(t.gBasic);
  const rows = [
    { label: t.reportingEntity, value: doc.corporation.name },
    { label: t.creditCode, value: orDash(w, doc.corporation.creditCode) },
    { label: t.company, value: doc.companyName },
    { label: t.industry, value: w.industry() },
    { label: t.address, value: orDash(w, doc.corporation.address) },
    { label: t.year, value: String(doc.case.year) },
    { label: t.period, value: w.periodText() },
    { label: t.accountingBoundary, value: fill(t.gbtBoundaryText, { approach: w.approach() }) },
  ];
  if (doc.case.outputAmount !== null && doc.case.outputUnit) {
    rows.push({
      label: t.output,
      value: `${amountText(doc.case.outputAmount)} ${doc.case.outputUnit}`,
    });
  }
  if (doc.case.revenue !== null && doc.case.revenueUnit) {
    rows.push({
      label: t.revenue,
      value: `${amountText(doc.case.revenue)} ${doc.case.revenueUnit}`,
    });
  }
  rows.push(
    { label: t.responsible, value: doc.responsiblePerson },
    { label: t.preparedBy, value: fill(t.preparedWith, { user: doc.preparedBy }) },
    { label: t.run, value: w.runText() },
    { label: t.reportDate, value: w.date(doc.generatedAt) },
  );
  w.add({ kind: "keyValues", rows });

  w.heading(t.gEmissions);
  w.heading(t.gSummary, 2);
  w.add(summaryTable(w), scopeChart(w));
  w.paragraph(biogenicText(w, t.gBiogenicText));
  w.heading(t.gByProcess, 2);
  w.add(processTable(w), categoryTable(w), categoryChart(w));

  w.heading(t.gActivity);
  w.paragraph(t.gActivityText, true);
  w.add({
    kind: "table",
    small: true,
    columns: [
      { header: t.rank, weight: 0.5, align: "right" },
      { header: t.process, weight: 2 },
      { header: t.emissionSource, weight: 2.5 },
      { header: t.amount, weight: 1.4, align: "right" },
      { header: t.unit, weight: 0.8 },
      { header: t.dataSource, weight: 1.4 },
      { header: t.tco2e, weight: 1.1, align: "right" },
    ],
    rows: doc.activities.map((a, i) => [
      String(i + 1),
      a.process,
      a.name,
      amountText(a.amount),
      a.unit,
      w.dataSource(a.dataSourceType),
      tonnes(a.co2eKg),
    ]),
  });

  w.heading(t.gFactors);
  w.paragraph(t.gFactorsText, true);
  w.add(factorTable(w));

  w.heading(t.gOther);
  w.heading(t.gMethods, 2);
  w.add(methodTable(w));
  w.heading(t.gGwp, 2);
  w.add(...gwpBlocks(w));
  w.heading(t.gQuality, 2);
  w.add(...uncertaintyBlocks(w));
  w.heading(t.gBaseYear, 2);
  w.add(...baseYearBlocks(w));
  w.heading(t.gVerification, 2);
  w.paragraph(t.verificationText);
  const notQuantified = ISO_CATEGORIES.filter(
    (c) => doc.categories.find((x) => x.category === c)?.lineCount === 0,
  );
  if (doc.notes.trim() || notQuantified.length || doc.processesWithoutData.length) {
    w.heading(t.gNotes, 2);
    if (doc.notes.trim()) w.paragraph(doc.notes);
    exclusions(w);
  }
}

/** The outline of a report in its layout and language. */
export function reportOutline(doc: GhgReportDocument): ReportOutline {
  const w = new OutlineWriter(doc);
  const iso = doc.layout === ReportLayout.iso14064;
  if (iso) isoBlocks(w);
  else gbtBlocks(w);
  const title = iso ? w.t.isoTitle : w.t.gbtTitle;
  return {
    lang: doc.lang,
    title: `${title} · ${doc.corporation.name} · ${doc.case.year}`,
    headerRight: doc.case.name,
    footerNote: fill(w.t.footer, {
      corporation: doc.corporation.name,
      year: doc.case.year,
      runNo: doc.run.runNo,
      at: w.timestamp(doc.run.calculatedAt),
    }),
    subject: iso ? "ISO 14064-1:2018" : "GB/T 32150-2015",
    generatedAt: new Date(doc.generatedAt),
    blocks: w.blocks,
  };
}
