// GraphQL API of GHG inventory reports: the list and a report (rp), a report's PDF or DOCX as a
// download (rp), generating one as a background job and deleting one (rp01).
import { Arg, Args, Authorized, Ctx, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { IdArgs, Paginated } from "../../graphql/paging";
import { FileDownload, toDownload } from "../../graphql/transfer";
import { PermissionCode } from "../permission/permission-codes";
import { GhgReport } from "./ghg-report.entity";
import { GenerateGhgReportInput, GhgReportFileArgs, GhgReportListArgs } from "./ghg-report.inputs";

const P = PermissionCode;

@ObjectType()
export class GhgReportPage extends Paginated(GhgReport) {}

@Resolver(() => GhgReport)
export class GhgReportResolver {
  @Authorized(P.Report)
  @Query(() => GhgReportPage, { description: "The company's GHG inventory reports, newest first" })
  ghgReports(
    @Args(() => GhgReportListArgs) args: GhgReportListArgs,
    @Ctx() ctx: Context,
  ): Promise<GhgReportPage> {
    return ctx.services.ghgReports.list(ctx.viewer!, args);
  }

  @Authorized(P.Report)
  @Query(() => GhgReport)
  ghgReport(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<GhgReport> {
    return ctx.services.ghgReports.get(ctx.viewer!, id);
  }

  @Authorized(P.Report)
  @Query(() => FileDownload, { description: "A generated report's PDF or DOCX. Heavy" })
  @Heavy(HEAVY_COST.export)
  async ghgReportFile(
    @Args(() => GhgReportFileArgs) { id, format }: GhgReportFileArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    return toDownload(await ctx.services.ghgReports.file(ctx.viewer!, id, format));
  }

  @Authorized(P.ReportGenerate)
  @Mutation(() => GhgReport, {
    description:
      "Generates the GHG inventory report of a case's succeeded run (the latest by default) as a background job; follow it with job(id: jobId)",
  })
  generateGhgReport(
    @Arg("input", () => GenerateGhgReportInput) input: GenerateGhgReportInput,
    @Ctx() ctx: Context,
  ): Promise<GhgReport> {
    return ctx.services.ghgReports.generate(ctx.viewer!, input);
  }

  @Authorized(P.ReportGenerate)
  @Mutation(() => Boolean, { description: "Deletes a report with its PDF and DOCX" })
  deleteGhgReport(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.ghgReports.remove(ctx.viewer!, id);
  }
}
