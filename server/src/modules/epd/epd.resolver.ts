// GraphQL API of EPD reports. Reading the company's reports takes any signed-in user of it (the
// list route has no code); making, changing, deleting and applying take fd02; the verifier's list
// and decision take pv02. Files: the PDF in zh-CN or en, openEPD JSON and ILCD+EPD XML.
import { GraphQLJSON } from "graphql-scalars";
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { IdArgs, Paginated } from "../../graphql/paging";
import { FileDownload, toDownload } from "../../graphql/transfer";
import { PermissionCode } from "../permission/permission-codes";
import { EpdApplication, EpdReport } from "./epd.entity";
import {
  ApplyEpdReportInput,
  CreateEpdReportInput,
  DecideEpdApplicationInput,
  EpdApplicationListArgs,
  EpdDownloadArgs,
  EpdReportListArgs,
  UpdateEpdReportInput,
} from "./epd.inputs";
import { toIlcdEpd } from "./epd.ilcd";
import { toOpenEpd } from "./epd.openepd";
import { renderEpdPdf } from "./epd.pdf";

const P = PermissionCode;
const READ = [P.Account];

@ObjectType()
export class EpdReportPage extends Paginated(EpdReport) {}

@ObjectType()
export class EpdApplicationPage extends Paginated(EpdApplication) {}

/** A file name from the report's number: EPD-2026-000001-en.pdf */
const filename = (report: { number: string }, suffix: string) =>
  `${report.number.replace(/[^\w.-]+/g, "_")}${suffix}`;

@Resolver(() => EpdReport)
export class EpdReportResolver {
  @Authorized(...READ)
  @Query(() => EpdReportPage, { description: "The company's EPD reports, newest change first" })
  epdReports(
    @Args(() => EpdReportListArgs) args: EpdReportListArgs,
    @Ctx() ctx: Context,
  ): Promise<EpdReportPage> {
    return ctx.services.epds.list(ctx.viewer!, { ...args });
  }

  @Authorized(...READ)
  @Query(() => EpdReport)
  epdReport(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<EpdReport> {
    return ctx.services.epds.get(ctx.viewer!, id);
  }

  @Authorized(...READ)
  @Query(() => FileDownload, { description: "The report as PDF in zh-CN or en. Heavy" })
  @Heavy(HEAVY_COST.export)
  async epdReportPdf(
    @Args(() => EpdDownloadArgs) { id, lang }: EpdDownloadArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const document = await ctx.services.epds.document(ctx.viewer!, id);
    return toDownload({
      filename: filename(document, `-${lang}.pdf`),
      mimeType: "application/pdf",
      content: await renderEpdPdf(document, lang),
    });
  }

  @Authorized(...READ)
  @Query(() => FileDownload, { description: "The report as openEPD JSON" })
  async epdReportOpenEpd(
    @Args(() => IdArgs) { id }: IdArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const document = await ctx.services.epds.document(ctx.viewer!, id);
    return toDownload({
      filename: filename(document, ".openepd.json"),
      mimeType: "application/json",
      content: Buffer.from(JSON.stringify(toOpenEpd(document), null, 2), "utf8"),
    });
  }

  @Authorized(...READ)
  @Query(() => FileDownload, { description: "The report as an ILCD+EPD process data set (XML)" })
  async epdReportIlcd(
    @Args(() => IdArgs) { id }: IdArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const document = await ctx.services.epds.document(ctx.viewer!, id);
    return toDownload({
      filename: filename(document, ".ilcd.xml"),
      mimeType: "application/xml",
      content: Buffer.from(toIlcdEpd(document), "utf8"),
    });
  }

  @FieldResolver(() => GraphQLJSON, {
    description: "What the report says (the EpdDocument): as issued, or the release's figures now",
  })
  figures(@Root() report: EpdReport, @Ctx() ctx: Context): Promise<unknown> {
    return ctx.services.epds.document(ctx.viewer!, report.id);
  }

  @FieldResolver(() => [EpdApplication], { description: "Its applications, newest first" })
  applications(@Root() report: EpdReport, @Ctx() ctx: Context): Promise<EpdApplication[]> {
    return ctx.services.epds.applicationsOf(report);
  }

  @Authorized(P.EpdCreate)
  @Mutation(() => EpdReport, { description: "Makes a draft EPD report from a released study" })
  createEpdReport(
    @Arg("input", () => CreateEpdReportInput) input: CreateEpdReportInput,
    @Ctx() ctx: Context,
  ): Promise<EpdReport> {
    return ctx.services.epds.create(ctx.viewer!, input);
  }

  @Authorized(P.EpdCreate)
  @Mutation(() => EpdReport, { description: "Changes a draft or rejected report" })
  updateEpdReport(
    @Arg("input", () => UpdateEpdReportInput) input: UpdateEpdReportInput,
    @Ctx() ctx: Context,
  ): Promise<EpdReport> {
    return ctx.services.epds.update(ctx.viewer!, input);
  }

  @Authorized(P.EpdCreate)
  @Mutation(() => Boolean, { description: "Deletes a draft or rejected report" })
  deleteEpdReport(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.epds.remove(ctx.viewer!, id);
  }

  @Authorized(P.EpdCreate)
  @Mutation(() => EpdApplication, { description: "Applies for verification and issue" })
  applyEpdReport(
    @Arg("input", () => ApplyEpdReportInput) input: ApplyEpdReportInput,
    @Ctx() ctx: Context,
  ): Promise<EpdApplication> {
    return ctx.services.epds.apply(ctx.viewer!, input);
  }
}

@Resolver(() => EpdApplication)
export class EpdApplicationResolver {
  @Authorized(P.ReviewEpdApplications)
  @Query(() => EpdApplicationPage, {
    description: "Applications addressed to the caller's review organisation, newest first",
  })
  epdApplications(
    @Args(() => EpdApplicationListArgs) args: EpdApplicationListArgs,
    @Ctx() ctx: Context,
  ): Promise<EpdApplicationPage> {
    return ctx.services.epds.applications(ctx.viewer!, { ...args });
  }

  @FieldResolver(() => EpdReport)
  report(@Root() application: EpdApplication, @Ctx() ctx: Context): Promise<EpdReport> {
    return ctx.services.epds.report(application);
  }

  @FieldResolver(() => String, { description: "The applying company's name" })
  companyName(@Root() application: EpdApplication, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.epds.companyName(application.companyId);
  }

  @FieldResolver(() => String, { description: "The verifying organisation's name" })
  reviewCompanyName(@Root() application: EpdApplication, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.epds.companyName(application.reviewCompanyId);
  }

  @Authorized(P.ReviewEpdApplications)
  @Mutation(() => EpdApplication, {
    description: "Issues the report (approve) or sends it back with the reason",
  })
  decideEpdApplication(
    @Arg("input", () => DecideEpdApplicationInput) input: DecideEpdApplicationInput,
    @Ctx() ctx: Context,
  ): Promise<EpdApplication> {
    return ctx.services.epds.decide(ctx.viewer!, input);
  }
}
