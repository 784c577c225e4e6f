// GraphQL API of the workbooks: a run's result and a case's activity lines as .xlsx, and the
// activity-line import.
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { FileDownload, ImportReport, toDownload } from "../../graphql/transfer";
import { RunArgs } from "../calculation/calculation.inputs";
import { CaseIdArgs } from "../case/case.inputs";
import { PermissionCode } from "../permission/permission-codes";
import { ImportActivityLinesInput } from "./workbook.inputs";

const P = PermissionCode;

@Resolver()
export class WorkbookResolver {
  @Authorized(P.Accounting)
  @Query(() => FileDownload, {
    description: "The result workbook (.xlsx) of a run. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportCaseResult(@Args(() => RunArgs) args: RunArgs, @Ctx() ctx: Context) {
    return toDownload(await ctx.services.workbooks.exportResult(ctx.viewer!, args));
  }

  @Authorized(P.Accounting)
  @Query(() => FileDownload, {
    description: "The activity-line workbook (.xlsx) of a case. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportActivityLines(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return toDownload(await ctx.services.workbooks.exportActivityLines(ctx.viewer!, caseId));
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => ImportReport, {
    description: "Imports the activity-line workbook; all rows or none. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.import)
  importActivityLines(
    @Arg("input", () => ImportActivityLinesInput) input: ImportActivityLinesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.workbooks.importActivityLines(ctx.viewer!, input);
  }
}
