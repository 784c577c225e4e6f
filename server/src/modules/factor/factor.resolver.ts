import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { IdArgs, Paginated } from "../../graphql/paging";
import { FileDownload, ImportReport } from "../../graphql/transfer";
import { XLSX_MIME } from "../../lib/generated-file";
import { PermissionCode } from "../permission/permission-codes";
import { EmissionFactor } from "./emission-factor.entity";
import { FACTOR_CATEGORIES } from "./factor-data";
import {
  FACTOR_EXPORT_MAX_ROWS,
  FactorExportArgs,
  FactorInput,
  FactorListArgs,
  ImportFactorsInput,
  RetireFactorArgs,
  UpdateFactorInput,
} from "./factor.inputs";

@ObjectType()
export class FactorPage extends Paginated(EmissionFactor) {}

@ObjectType({ description: "A top-level factor category and the subcategories in use" })
export class FactorCategory {
  @Field(() => String) code: string;
  @Field(() => String) name: string;
  @Field(() => String) nameEn: string;
  @Field(() => [String]) subcategories: string[];
}

@Resolver(() => EmissionFactor)
export class FactorResolver {
  @Authorized(PermissionCode.Accounting)
  @Query(() => FactorPage, {
    description: "Search the factor library by name, synonym, code, category, region, year",
  })
  emissionFactors(
    @Args(() => FactorListArgs) args: FactorListArgs,
    @Ctx() ctx: Context,
  ): Promise<FactorPage> {
    return ctx.services.factors.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.Accounting)
  @Query(() => EmissionFactor)
  emissionFactor(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<EmissionFactor> {
    return ctx.services.factors.get(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.Accounting)
  @Query(() => [FactorCategory], { description: "The category tree of the library" })
  async factorCategories(@Ctx() ctx: Context): Promise<FactorCategory[]> {
    const tree = await ctx.services.factors.categories(ctx.viewer!);
    return tree.map((node) => ({
      ...FACTOR_CATEGORIES.find((category) => category.code === node.code)!,
      subcategories: node.subcategories,
    }));
  }

  @Authorized(PermissionCode.Accounting)
  @Query(() => FileDownload, {
    description:
      "The factors a search finds, as the import template (.xlsx); empty: the template. Heavy: one per request",
  })
  // Priced by the rows it may write, on top of building the workbook.
  @Heavy((args) => HEAVY_COST.export + (Number(args.maxRows) || FACTOR_EXPORT_MAX_ROWS))
  async exportEmissionFactors(
    @Args(() => FactorExportArgs) args: FactorExportArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const content = await ctx.services.factors.exportTemplate(ctx.viewer!, args);
    return {
      filename: "emission-factors.xlsx",
      mimeType: XLSX_MIME,
      base64: content.toString("base64"),
    };
  }

  @Authorized(PermissionCode.AdminFactorLibrary)
  @Mutation(() => EmissionFactor, { description: "Adds a factor to the company's library" })
  createEmissionFactor(
    @Arg("input", () => FactorInput) input: FactorInput,
    @Ctx() ctx: Context,
  ): Promise<EmissionFactor> {
    return ctx.services.factors.create(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminFactorLibrary)
  @Mutation(() => EmissionFactor)
  updateEmissionFactor(
    @Arg("input", () => UpdateFactorInput) input: UpdateFactorInput,
    @Ctx() ctx: Context,
  ): Promise<EmissionFactor> {
    return ctx.services.factors.update(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminFactorLibrary)
  @Mutation(() => EmissionFactor, { description: "Retires (or restores) a factor" })
  retireEmissionFactor(
    @Args(() => RetireFactorArgs) args: RetireFactorArgs,
    @Ctx() ctx: Context,
  ): Promise<EmissionFactor> {
    return ctx.services.factors.retire(ctx.viewer!, args.id, args.retired);
  }

  @Authorized(PermissionCode.AdminFactorLibrary)
  @Mutation(() => ImportReport, {
    description:
      "Imports factors (our CSV/xlsx template or the UK flat file); idempotent. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.import)
  importEmissionFactors(
    @Arg("input", () => ImportFactorsInput) input: ImportFactorsInput,
    @Ctx() ctx: Context,
  ): Promise<ImportReport> {
    return ctx.services.factors.import(ctx.viewer!, input);
  }
}
