// GraphQL API of the product library's files: the bill-of-materials template and its import
// into a product's current version (all rows or none, each problem named by row and column),
// the results workbook of a calculation and its Sankey graph as CSV. Reading takes any of the
// LCA codes; importing takes ff01 or ff41, as editing a model does.
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { IdArgs } from "../../graphql/paging";
import { FileDownload, ImportReport, toDownload } from "../../graphql/transfer";
import { XLSX_MIME } from "../../lib/generated-file";
import { PermissionCode } from "../permission/permission-codes";
import { BOM_TEMPLATE_FILENAME, LcaBomImport, writeBomTemplate } from "./lca-bom.workbook";
import { resultFilename, writeLcaResultWorkbook, writeLcaSankeyCsv } from "./lca-result.workbook";
import { ImportLcaModelLinesInput } from "./lca-transfer.inputs";

const P = PermissionCode;
const READ = [P.LcaCreate, P.LcaManage, P.LcaList];
const EDIT = [P.LcaCreate, P.LcaManage];

@Resolver()
export class LcaTransferResolver {
  @Authorized(...READ)
  @Query(() => FileDownload, {
    description:
      "The bill-of-materials template (.xlsx): the lines sheet with annotated headers and a sheet of the allowed codes",
  })
  async lcaModelTemplate(): Promise<FileDownload> {
    return toDownload({
      filename: BOM_TEMPLATE_FILENAME,
      mimeType: XLSX_MIME,
      content: await writeBomTemplate(),
    });
  }

  @Authorized(...EDIT)
  @Mutation(() => ImportReport, {
    description:
      "Appends the lines of a bill-of-materials workbook to a product's current version: every row checked, all written or none (then each problem is named by row and column). Heavy: one per request",
  })
  @Heavy(HEAVY_COST.import)
  importLcaModelLines(
    @Arg("input", () => ImportLcaModelLinesInput) input: ImportLcaModelLinesInput,
    @Ctx() ctx: Context,
  ): Promise<ImportReport> {
    const { dataSource, lcaProducts, lcaLog } = ctx.services;
    return new LcaBomImport(dataSource, lcaProducts, lcaLog).run(ctx.viewer!, input);
  }

  @Authorized(...READ)
  @Query(() => FileDownload, {
    description:
      "The results workbook of a succeeded calculation (summary, indicators, by stage, line, process and flow, tree, Sankey, model, uncertainty), headers in the caller's language. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportLcaResult(
    @Args(() => IdArgs) { id }: IdArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const calculation = await ctx.services.lcaCalculations.succeeded(ctx.viewer!, id);
    const content = await writeLcaResultWorkbook({ calculation, result: calculation.result! });
    return toDownload({
      filename: resultFilename(calculation, "xlsx"),
      mimeType: XLSX_MIME,
      content,
    });
  }

  @Authorized(...READ)
  @Query(() => FileDownload, {
    description:
      "The Sankey graph of a succeeded calculation as CSV: source, target, impact, unit (and the node indexes). Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportLcaSankey(
    @Args(() => IdArgs) { id }: IdArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const calculation = await ctx.services.lcaCalculations.succeeded(ctx.viewer!, id);
    const csv = writeLcaSankeyCsv({ calculation, result: calculation.result! });
    return toDownload({
      filename: resultFilename(calculation, "csv").replace(/\.csv$/, "-sankey.csv"),
      mimeType: "text/csv; charset=utf-8",
      content: Buffer.from(csv, "utf8"),
    });
  }
}
