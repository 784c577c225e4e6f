// GHG inventory reports (/co2report/list): a case's calculation run written up as an ISO
// 14064-1:2018 clause 9.3 report or in the GB/T 32150-style Chinese filing layout, in Chinese or
// English, as PDF and DOCX with charts, generated as a background job and kept as stored files.
import type { CalculationService } from "../calculation/calculation.service";
import type { CaseService } from "../case/case.service";
import type { FileService } from "../file/file.service";
import type { JobService } from "../job/job.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { GhgReport } from "./ghg-report.entity";
import { GHG_REPORT_MESSAGES } from "./ghg-report.messages";
import { GhgReportResolver } from "./ghg-report.resolver";
import { GhgReportService } from "./ghg-report.service";

export const ghgReportModule = defineModule({
  name: "ghg-report",
  entities: [GhgReport],
  resolvers: [GhgReportResolver],
  services: ({
    dataSource,
    cases,
    calculations,
    files,
    jobs,
  }: Deps<{
    cases: CaseService;
    calculations: CalculationService;
    files: FileService;
    jobs: JobService;
  }>) => ({
    ghgReports: new GhgReportService(dataSource, cases, calculations, files, jobs),
  }),
  jobs: ({ ghgReports }: { ghgReports: GhgReportService }) => [ghgReports.job],
  messages: GHG_REPORT_MESSAGES,
  permissions: [PermissionCode.Report, PermissionCode.ReportGenerate],
});
