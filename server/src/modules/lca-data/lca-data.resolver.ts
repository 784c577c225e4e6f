// GraphQL API of material and transport data. Every signed-in user reads the global rows and
// their company's own and keeps their company's own (the stock-configuration screens carry no
// code in SPEC §2); the global rows change only by the platform operator's users holding gab04
// (material) or gab05 (transport), which the service checks.
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
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
import { FileDownload, ImportReport } from "../../graphql/transfer";
import { XLSX_MIME } from "../../lib/generated-file";
import { PermissionCode } from "../permission/permission-codes";
import { REGION_CODES } from "./data-quality";
import {
  FURTHER_INDICATORS,
  MATERIAL_CATEGORIES,
  TRANSPORT_MODES,
  type CodeDefinition,
} from "./lca-data.codes";
import {
  ImportLcaDataInput,
  MaterialDataExportArgs,
  MaterialDataListArgs,
  MaterialDatumInput,
  TransportDataExportArgs,
  TransportDataListArgs,
  TransportDatumInput,
  UpdateMaterialDatumInput,
  UpdateTransportDatumInput,
} from "./lca-data.inputs";
import { IndicatorValue, MaterialDatum } from "./material-datum.entity";
import { TransportDatum } from "./transport-datum.entity";

const P = PermissionCode;

@ObjectType()
export class MaterialDatumPage extends Paginated(MaterialDatum) {}

@ObjectType()
export class TransportDatumPage extends Paginated(TransportDatum) {}

@ObjectType({ description: "A code of a fixed list with its names" })
export class LcaDataCode {
  @Field(() => String) code: string;
  @Field(() => String) name: string;
  @Field(() => String) nameEn: string;
}

@ObjectType({ description: "The fixed lists of material and transport data forms" })
export class LcaDataCodes {
  @Field(() => [LcaDataCode]) materialCategories: CodeDefinition[];
  @Field(() => [LcaDataCode]) transportModes: CodeDefinition[];
  @Field(() => [String], { description: "Further EN 15804+A2 indicators beside the GWP" })
  indicators: string[];
  @Field(() => [String], { description: "GLO, CN and CN-<GB/T 2260 code>" })
  regions: string[];
}

const download = (filename: string, content: Buffer): FileDownload => ({
  filename,
  mimeType: XLSX_MIME,
  base64: content.toString("base64"),
});

@Resolver(() => MaterialDatum)
export class MaterialDataResolver {
  @Authorized(P.Account)
  @Query(() => LcaDataCodes, { description: "Categories, transport modes, indicators, regions" })
  lcaDataCodes(): LcaDataCodes {
    return {
      materialCategories: [...MATERIAL_CATEGORIES],
      transportModes: [...TRANSPORT_MODES],
      indicators: [...FURTHER_INDICATORS],
      regions: [...REGION_CODES],
    };
  }

  @Authorized(P.Account)
  @Query(() => MaterialDatumPage, { description: "Global material data and the company's own" })
  materialData(
    @Args(() => MaterialDataListArgs) args: MaterialDataListArgs,
    @Ctx() ctx: Context,
  ): Promise<MaterialDatumPage> {
    return ctx.services.materialData.list(ctx.viewer!, { ...args });
  }

  @Authorized(P.Account)
  @Query(() => MaterialDatum)
  materialDatum(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<MaterialDatum> {
    return ctx.services.materialData.get(ctx.viewer!, id);
  }

  @Authorized(P.Account)
  @Query(() => FileDownload, {
    description: "The material data a search finds as .xlsx, for import. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportMaterialData(
    @Args(() => MaterialDataExportArgs) args: MaterialDataExportArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const content = await ctx.services.materialData.export(ctx.viewer!, { ...args });
    return download("material-data.xlsx", content);
  }

  @FieldResolver(() => [IndicatorValue], { description: "Further EN 15804+A2 indicators" })
  indicators(@Root() datum: MaterialDatum): IndicatorValue[] {
    return Object.entries(datum.indicators ?? {}).map(([indicator, value]) => ({
      indicator,
      value,
    }));
  }

  @Authorized(P.Account)
  @Mutation(() => MaterialDatum, {
    description: "Adds a material datum: the company's own, or global (platform operator, gab04)",
  })
  createMaterialDatum(
    @Arg("input", () => MaterialDatumInput) input: MaterialDatumInput,
    @Ctx() ctx: Context,
  ): Promise<MaterialDatum> {
    return ctx.services.materialData.create(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => MaterialDatum)
  updateMaterialDatum(
    @Arg("input", () => UpdateMaterialDatumInput) input: UpdateMaterialDatumInput,
    @Ctx() ctx: Context,
  ): Promise<MaterialDatum> {
    return ctx.services.materialData.update(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => Boolean)
  deleteMaterialDatum(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.materialData.remove(ctx.viewer!, id);
  }

  @Authorized(P.Account)
  @Mutation(() => ImportReport, {
    description:
      "Imports material data from .xlsx: every row checked, all written or none. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.import)
  importMaterialData(
    @Arg("input", () => ImportLcaDataInput) input: ImportLcaDataInput,
    @Ctx() ctx: Context,
  ): Promise<ImportReport> {
    return ctx.services.materialData.import(ctx.viewer!, input);
  }
}

@Resolver(() => TransportDatum)
export class TransportDataResolver {
  @Authorized(P.Account)
  @Query(() => TransportDatumPage, { description: "Global transport data and the company's own" })
  transportData(
    @Args(() => TransportDataListArgs) args: TransportDataListArgs,
    @Ctx() ctx: Context,
  ): Promise<TransportDatumPage> {
    return ctx.services.transportData.list(ctx.viewer!, { ...args });
  }

  @Authorized(P.Account)
  @Query(() => TransportDatum)
  transportDatum(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<TransportDatum> {
    return ctx.services.transportData.get(ctx.viewer!, id);
  }

  @Authorized(P.Account)
  @Query(() => FileDownload, {
    description: "The transport data a search finds as .xlsx, for import. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.export)
  async exportTransportData(
    @Args(() => TransportDataExportArgs) args: TransportDataExportArgs,
    @Ctx() ctx: Context,
  ): Promise<FileDownload> {
    const content = await ctx.services.transportData.export(ctx.viewer!, { ...args });
    return download("transport-data.xlsx", content);
  }

  @Authorized(P.Account)
  @Mutation(() => TransportDatum, {
    description: "Adds a transport datum: the company's own, or global (platform operator, gab05)",
  })
  createTransportDatum(
    @Arg("input", () => TransportDatumInput) input: TransportDatumInput,
    @Ctx() ctx: Context,
  ): Promise<TransportDatum> {
    return ctx.services.transportData.create(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => TransportDatum)
  updateTransportDatum(
    @Arg("input", () => UpdateTransportDatumInput) input: UpdateTransportDatumInput,
    @Ctx() ctx: Context,
  ): Promise<TransportDatum> {
    return ctx.services.transportData.update(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => Boolean)
  deleteTransportDatum(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.transportData.remove(ctx.viewer!, id);
  }

  @Authorized(P.Account)
  @Mutation(() => ImportReport, {
    description:
      "Imports transport data from .xlsx: every row checked, all written or none. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.import)
  importTransportData(
    @Arg("input", () => ImportLcaDataInput) input: ImportLcaDataInput,
    @Ctx() ctx: Context,
  ): Promise<ImportReport> {
    return ctx.services.transportData.import(ctx.viewer!, input);
  }
}
