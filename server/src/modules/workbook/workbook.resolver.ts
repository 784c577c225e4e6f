// GraphQL API of the workbooks: a run's result and a case's process data as .xlsx, and the
// process-data import.
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";

import type { Context } from "../../graphql/context";

import { Heavy, HEAVY_COST } from "../../graphql/limits";

import { FileDownload, ImportReport, toDownload } from "../../graphql/transfer";
import { RunArgs } from "../calculation/calculation.inputs";
import { CaseIdArgs } from "../case/case.inputs";
import { PermissionCode } from "../permission/permission-codes";
import { ImportProcessDataInput } from "./workbook.inputs";

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
    description: "The process-data workbook (.xlsx) of a case. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportProcessData(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return toDownload(await ctx.services.workbooks.exportProcessData(ctx.viewer!, caseId));
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => ImportReport, {
    description: "Imports the process-data workbook; all rows or none. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.import)
  importProcessData(
    @Arg("input", () => ImportProcessDataInput) input: ImportProcessDataInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.workbooks.importProcessData(ctx.viewer!, input);
  }
}
