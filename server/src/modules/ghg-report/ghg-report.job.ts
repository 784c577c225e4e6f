// Generating a report in the background: read the run and its case, build the document, write the
// PDF and DOCX as stored files and mark the report done, in three steps the client follows. A
// report deleted while it was being made is left deleted: nothing is written. A failure or a
// cancel is recorded on the report with the job's reason.
import type { DataSource } from "typeorm";
import { DomainError, ErrorCode, notFound } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { ActivityLine } from "../activity-line/activity-line.entity";
import type { CalculationService } from "../calculation/calculation.service";
import { CalculationRun } from "../calculation/calculation-run.entity";
import { CaseProcess } from "../case/case-process.entity";
import { Case } from "../case/case.entity";
import { Company } from "../company/company.entity";
import { Corporation } from "../corporation/corporation.entity";
import type { FileService } from "../file/file.service";
import { FilePurpose } from "../file/stored-file.entity";
import { JobCancelled } from "../job/job.service";
import { defineJob, JobStatus, type JobContext, type JobKind } from "../job/job.types";
import { Industry } from "../reference/industry.entity";
import {
  buildGhgReportDocument,
  type BaseYearSource,
  type ReportSource,
} from "./ghg-report-document";
import { reportOutline } from "./ghg-report-layouts";
import { renderReportDocx } from "./ghg-report.docx";
import { GhgReport, ReportLayout } from "./ghg-report.entity";
import { renderReportPdf } from "./ghg-report.pdf";

export const GHG_REPORT_JOB = "ghg-report";

export interface GhgReportPayload {
  reportId: number;
}

export interface GhgReportJobResult {
  reportId: number;
  pdfBytes: number;
  docxBytes: number;
}

export const PDF_MIME = "application/pdf";
export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export interface GhgReportJobDeps {
  dataSource: DataSource;
  calculations: CalculationService;
  files: FileService;
}

const STEPS = 3;

/** The file's name without its extension: plant, year, layout, run and language. */
export function reportFileStem(report: GhgReport): string {
  const layout = report.layout === ReportLayout.iso14064 ? "ISO14064" : "GBT32150";
  const name = report.corporationName.replace(/[\\/:*?"<>|]+/g, " ").trim();
  return `${name}-${report.year}-${layout}-run${report.runNo}-${report.language}`;
}

async function baseYearOf(
  dataSource: DataSource,
  corporation: Corporation,
  target: Case,
): Promise<BaseYearSource> {
  const baseId = corporation.baseYearCaseId;
  if (!baseId) return { kind: "not-set" };
  if (baseId === target.id) return { kind: "this-case" };
  const base = await dataSource
    .getRepository(Case)
    .findOneBy({ id: baseId, companyId: target.companyId });
  if (!base) return { kind: "not-set" };
  const run = base.latestRunId
    ? await dataSource.getRepository(CalculationRun).findOneBy({ id: base.latestRunId })
    : null;
  if (!run?.totals) return { kind: "no-run", caseName: base.name, year: base.year };
  return {
    kind: "set",
    caseName: base.name,
    year: base.year,
    runNo: run.runNo,
    gwpSet: run.gwpSet,
    totals: run.totals,
  };
}

/** Everything the document is built from, read for one report. */
export async function readReportSource(
  deps: GhgReportJobDeps,
  report: GhgReport,
  generatedAt = new Date(),
): Promise<ReportSource> {
  const { dataSource } = deps;
  const target = report.caseId
    ? await dataSource
        .getRepository(Case)
        .findOneBy({ id: report.caseId, companyId: report.companyId })
    : null;
  if (!target) throw notFound("case");
  const run = report.runId
    ? await dataSource
        .getRepository(CalculationRun)
        .findOneBy({ id: report.runId, caseId: target.id })
    : null;
  if (!run?.totals) throw notFound("run");
  const corporation = await dataSource
    .getRepository(Corporation)
    .findOneByOrFail({ id: target.corporationId });
  const company = await dataSource.getRepository(Company).findOneBy({ id: report.companyId });
  const industry = corporation.industryId
    ? await dataSource.getRepository(Industry).findOneBy({ id: corporation.industryId })
    : null;
  const processes = await dataSource
    .getRepository(CaseProcess)
    .find({ where: { caseId: target.id }, order: { sort: "ASC", id: "ASC" } });
  const lineSources = await dataSource.getRepository(ActivityLine).find({
    select: { id: true, dataSourceType: true },
    where: { caseId: target.id },
  });
  return {
    lang: report.language,
    layout: report.layout,
    generatedAt,
    responsiblePerson: report.responsiblePerson,
    notes: report.notes,
    preparedBy: report.createdByName,
    companyName: company?.name ?? "",
    corporation: {
      name: corporation.name,
      creditCode: corporation.creditCode,
      industry: industry ? { name: industry.name, nameEn: industry.nameEn } : null,
      address: corporation.address,
      description: corporation.description,
    },
    case: {
      name: target.name,
      year: target.year,
      periodStart: target.periodStart,
      periodEnd: target.periodEnd,
      boundary: target.boundary,
      outputAmount: target.outputAmount,
      outputUnit: target.outputUnit,
      revenue: target.revenue,
      revenueUnit: target.revenueUnit,
    },
    run: {
      runNo: run.runNo,
      createdAt: run.createdAt,
      gwpSet: run.gwpSet,
      lineCount: run.lineCount,
      totals: run.totals,
    },
    lines: await deps.calculations.allLines(run),
    processes,
    dataSourceTypes: new Map(lineSources.map((line) => [line.id, line.dataSourceType])),
    baseYear: await baseYearOf(dataSource, corporation, target),
  };
}

/** The PDF and DOCX of a report, from what was read. */
export async function renderReportFiles(
  source: ReportSource,
): Promise<{ pdf: Buffer; docx: Buffer }> {
  const outline = reportOutline(buildGhgReportDocument(source));
  const pdf = await renderReportPdf(outline);
  const docx = await renderReportDocx(outline);
  return { pdf, docx };
}

export async function runGhgReport(
  deps: GhgReportJobDeps,
  payload: GhgReportPayload,
  context: Pick<JobContext, "companyId" | "userId" | "signal" | "progress">,
): Promise<GhgReportJobResult> {
  const reports = deps.dataSource.getRepository(GhgReport);
  const report = await reports.findOneBy({ id: payload.reportId, companyId: context.companyId });
  if (!report)
    throw DomainError.of(ErrorCode.NotFound, "ghgReportNotFound", {}, { entity: "ghgReport" });
  // A retried attempt after the files were committed (its instance died just after): done.
  if (report.pdfFileId && report.docxFileId) return resultOf(report);
  try {
    await reports.update(report.id, { status: JobStatus.running, error: null });
    await context.progress(0, STEPS, translate("ghgReportStepRead"));
    const source = await readReportSource(deps, report);
    await context.progress(1, STEPS, translate("ghgReportStepBuild"));
    const { pdf, docx } = await renderReportFiles(source);
    await context.progress(2, STEPS, translate("ghgReportStepWrite"));
    const stem = reportFileStem(report);
    await deps.dataSource.transaction(async (manager) => {
      // Deleted while it was being made: the deletion stands and nothing is written. Written by
      // another attempt meanwhile: its files stand.
      const current = await manager.findOne(GhgReport, {
        where: { id: report.id },
        lock: { mode: "pessimistic_write" },
      });
      if (!current || current.pdfFileId) return;
      const file = (bytes: Buffer, extension: string, mimeType: string) =>
        deps.files.storeGenerated(manager, {
          companyId: report.companyId,
          purpose: FilePurpose.GhgReport,
          name: `${stem}.${extension}`,
          mimeType,
          bytes,
          userId: report.createdBy,
        });
      const pdfFile = await file(pdf, "pdf", PDF_MIME);
      const docxFile = await file(docx, "docx", DOCX_MIME);
      await manager.update(GhgReport, report.id, {
        status: JobStatus.succeeded,
        error: null,
        pdfFileId: pdfFile.id,
        pdfSize: pdf.length,
        docxFileId: docxFile.id,
        docxSize: docx.length,
        finishedAt: new Date(),
      });
    });
    // The files are committed: a cancel that arrives now is too late to undo them.
    await context.progress(STEPS, STEPS).catch(() => undefined);
    return { reportId: report.id, pdfBytes: pdf.length, docxBytes: docx.length };
  } catch (error) {
    const cancelled = error instanceof JobCancelled || context.signal.aborted;
    await reports.update(report.id, {
      status: cancelled ? JobStatus.cancelled : JobStatus.failed,
      error: cancelled
        ? null
        : error instanceof DomainError
          ? error.message
          : translate("internal"),
      finishedAt: new Date(),
    });
    throw error;
  }
}

function resultOf(report: GhgReport): GhgReportJobResult {
  return { reportId: report.id, pdfBytes: report.pdfSize ?? 0, docxBytes: report.docxSize ?? 0 };
}

/** The job kind the runner takes, bound to the module's services. */
export function ghgReportJob(
  deps: GhgReportJobDeps,
): JobKind<GhgReportPayload, GhgReportJobResult> {
  return defineJob({
    kind: GHG_REPORT_JOB,
    run: (payload, context) => runGhgReport(deps, payload, context),
    retryLimit: 1,
    expireInSeconds: 600,
  });
}
