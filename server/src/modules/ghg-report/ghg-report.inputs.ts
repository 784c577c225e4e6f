// Inputs of GHG inventory reports: generate one from a case's run, list, download a file, delete.
import { IsEnum, IsOptional } from "class-validator";
import { ArgsType, Field, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsOneOf, IsPositiveId, IsRequiredText, IsText } from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { JobStatus } from "../job/job.types";
import { REPORT_LANGUAGES, ReportLayout, type ReportLanguage } from "./ghg-report.entity";

@InputType()
export class GenerateGhgReportInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => Int, {
    nullable: true,
    description: "A succeeded run of the case; the latest succeeded run when absent",
  })
  @IsOptional()
  @IsPositiveId()
  runId?: number | null;

  @Field(() => String, { defaultValue: "zh-CN", description: "zh-CN or en" })
  @IsOneOf(REPORT_LANGUAGES)
  language: ReportLanguage = "zh-CN";

  @Field(() => ReportLayout, { defaultValue: ReportLayout.iso14064 })
  @IsEnum(ReportLayout, { message: m("invalidFormat", { hint: "iso14064 or gbt32150" }) })
  layout: ReportLayout = ReportLayout.iso14064;

  @Field(() => String, { description: "The person responsible for the report" })
  @IsRequiredText(100)
  responsiblePerson: string;

  @Field(() => String, { defaultValue: "", description: "Notes printed in the report" })
  @IsText(4000)
  notes: string = "";
}

@ArgsType()
export class GhgReportListArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "Only the reports of this case" })
  @IsOptional()
  @IsPositiveId()
  caseId?: number | null;

  @Field(() => JobStatus, { nullable: true })
  @IsOptional()
  @IsEnum(JobStatus, { message: m("invalidFormat", { hint: Object.values(JobStatus).join(", ") }) })
  status?: JobStatus | null;
}

export const REPORT_FORMATS = ["pdf", "docx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

@ArgsType()
export class GhgReportFileArgs {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String, { description: "pdf or docx" })
  @IsOneOf(REPORT_FORMATS)
  format: ReportFormat;
}
