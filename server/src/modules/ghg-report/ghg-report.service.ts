// GHG inventory reports: generated from a case's succeeded calculation run as a background job
// (ghg-report.job.ts), kept with their PDF and DOCX as stored files of the company, listed,
// downloaded and deleted. Another company's report reads as "not found".
import { In, type DataSource, type EntityManager } from "typeorm";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { badInput, conflict, DomainError, ErrorCode } from "../../lib/errors";
import type { GeneratedFile } from "../../lib/generated-file";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import type { CalculationService } from "../calculation/calculation.service";
import { CalculationRun } from "../calculation/calculation-run.entity";
import type { CaseService } from "../case/case.service";
import { Corporation } from "../corporation/corporation.entity";
import type { FileService } from "../file/file.service";
import { FilePurpose } from "../file/stored-file.entity";
import { Job } from "../job/job.entity";
import type { JobService } from "../job/job.service";
import { JobStatus } from "../job/job.types";
import { GhgReport } from "./ghg-report.entity";
import type { GenerateGhgReportInput, GhgReportListArgs, ReportFormat } from "./ghg-report.inputs";
import { ghgReportJob } from "./ghg-report.job";

const notFoundReport = () =>
  DomainError.of(ErrorCode.NotFound, "ghgReportNotFound", {}, { entity: "ghgReport" });

const UNFINISHED: readonly JobStatus[] = [JobStatus.queued, JobStatus.running];

export class GhgReportService {
  /** The background generation (kind "ghg-report"). */
  readonly job: ReturnType<typeof ghgReportJob>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
    calculations: CalculationService,
    private readonly files: FileService,
    private readonly jobs: JobService,
  ) {
    this.job = ghgReportJob({ dataSource, calculations, files });
  }

  /** The viewer's reports, newest first; searched by case, corporation, responsible person. */
  async list(viewer: Viewer, args: GhgReportListArgs): Promise<Page<GhgReport>> {
    await assertValid(args);
    const query = scopeQuery(
      this.dataSource.getRepository(GhgReport).createQueryBuilder("report"),
      viewer,
    );
    if (args.caseId) query.andWhere("report.caseId = :caseId", { caseId: args.caseId });
    if (args.status) query.andWhere("report.status = :status", { status: args.status });
    const page = await paginate(
      query,
      args,
      [
        "report.caseName",
        "report.corporationName",
        "report.responsiblePerson",
        "report.createdByName",
      ],
      { column: "report.createdAt", order: SortOrder.DESC },
    );
    page.items = await this.reconcile(page.items);
    return page;
  }

  async get(
    viewer: Viewer,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<GhgReport> {
    const report = await manager.findOneBy(GhgReport, { id });
    if (!report || !canSeeCompany(viewer, report.companyId)) throw notFoundReport();
    const [reconciled] = await this.reconcile([report]);
    return reconciled;
  }

  /**
   * A report still marked queued or running whose job has ended without saying so (its
   * instance died and no retry is left, or it was cancelled while queued) takes the job's end.
   */
  private async reconcile(reports: GhgReport[]): Promise<GhgReport[]> {
    const open = reports.filter((report) => UNFINISHED.includes(report.status) && report.jobId);
    if (open.length === 0) return reports;
    const jobs = await this.dataSource.getRepository(Job).findBy({
      id: In(open.map((report) => report.jobId!)),
    });
    for (const job of jobs) {
      if (job.status !== JobStatus.failed && job.status !== JobStatus.cancelled) continue;
      const report = open.find((candidate) => candidate.jobId === job.id)!;
      const values = { status: job.status, error: job.error, finishedAt: job.finishedAt };
      await this.dataSource
        .getRepository(GhgReport)
        .update({ id: report.id, status: In(UNFINISHED) }, values);
      Object.assign(report, values);
    }
    return reports;
  }

  /**
   * Queues the report of a case's run (its latest succeeded run unless one is named) and answers
   * the report row with its job. A case without a succeeded run is refused and nothing is written.
   */
  async generate(viewer: Viewer, input: GenerateGhgReportInput): Promise<GhgReport> {
    await assertValid(input);
    const target = await this.cases.get(viewer, input.caseId);
    const runs = this.dataSource.getRepository(CalculationRun);
    let run: CalculationRun | null;
    if (input.runId) {
      run = await runs.findOneBy({ id: input.runId });
      if (!run || run.caseId !== target.id || run.status !== "succeeded" || !run.totals) {
        throw badInput("runId", "ghgReportRunNotOfCase", { runId: input.runId, case: target.name });
      }
    } else {
      run = target.latestRunId ? await runs.findOneBy({ id: target.latestRunId }) : null;
      if (!run?.totals) throw badInput("caseId", "ghgReportNoRun", { case: target.name });
    }
    const corporation = await this.dataSource
      .getRepository(Corporation)
      .findOneByOrFail({ id: target.corporationId });
    const chosen = run;
    return this.dataSource.transaction(async (manager) => {
      const report = await manager.save(GhgReport, {
        companyId: target.companyId,
        caseId: target.id,
        caseName: target.name,
        corporationName: corporation.name,
        year: target.year,
        runId: chosen.id,
        runNo: chosen.runNo,
        totalKg: chosen.totalKg ?? chosen.totals!.totalKg,
        language: input.language,
        layout: input.layout,
        responsiblePerson: input.responsiblePerson.trim(),
        notes: input.notes.trim(),
        status: JobStatus.queued,
        error: null,
        jobId: null,
        pdfFileId: null,
        docxFileId: null,
        pdfSize: null,
        docxSize: null,
        createdBy: viewer.userId,
        createdByName: viewer.username,
        finishedAt: null,
      });
      const job = await this.jobs.start(
        this.job,
        { reportId: report.id },
        { companyId: target.companyId, userId: viewer.userId },
        manager,
      );
      await manager.update(GhgReport, report.id, { jobId: job.id });
      return manager.findOneByOrFail(GhgReport, { id: report.id });
    });
  }

  /** Deletes a report with its files; one still being made has its job cancelled. */
  async remove(viewer: Viewer, id: number): Promise<boolean> {
    const report = await this.get(viewer, id);
    if (UNFINISHED.includes(report.status) && report.jobId) {
      // The starter or the operator may cancel; for anyone else the job finds the report gone.
      await this.jobs.cancel(viewer, report.jobId).catch(() => undefined);
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(GhgReport, { id: report.id });
      const fileIds = [report.pdfFileId, report.docxFileId].filter((f): f is string => !!f);
      await this.files.removeFiles(manager, report.companyId, fileIds);
    });
    return true;
  }

  /** A report's PDF or DOCX, once it has been generated. */
  async file(viewer: Viewer, id: number, format: ReportFormat): Promise<GeneratedFile> {
    const report = await this.get(viewer, id);
    if (report.status !== JobStatus.succeeded) {
      throw conflict("ghgReportNotReady", { status: report.status });
    }
    const fileId = format === "pdf" ? report.pdfFileId : report.docxFileId;
    if (!fileId) throw notFoundReport();
    const { file, bytes } = await this.files.contentOf(fileId, FilePurpose.GhgReport);
    return { filename: file.name, mimeType: file.mimeType, content: bytes };
  }
}
