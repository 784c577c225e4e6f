import { Arg, Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { BaseModel, BaseModelProcess, BaseModelSource } from "./base-model.entity";
import { IndustryStandard } from "./industry-standard.entity";
import { EmissionFactor } from "../factor/emission-factor.entity";

@Resolver(() => BaseModel)
export class BaseModelResolver {
  @Authorized(PermissionCode.Accounting)
  @Query(() => [BaseModel], { description: "Accounting templates: global and the company's own" })
  baseModels(
    @Arg("keyword", () => String, { nullable: true }) keyword: string | undefined,
    @Ctx() ctx: Context,
  ): Promise<BaseModel[]> {
    return ctx.services.baseModels.list(ctx.viewer!, keyword);
  }

  @Authorized(PermissionCode.Accounting)
  @Query(() => BaseModel, { description: "A template with its processes and sources" })
  baseModel(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<BaseModel> {
    return ctx.services.baseModels.get(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.Account)
  @Query(() => [IndustryStandard], { description: "Industry guidelines and standards" })
  industryStandards(@Ctx() ctx: Context): Promise<IndustryStandard[]> {
    return ctx.services.baseModels.standards();
  }

  @FieldResolver(() => [BaseModelProcess], { description: "Loaded with `baseModel(id)` only" })
  processes(@Root() model: BaseModel): BaseModelProcess[] {
    return model.processes ?? [];
  }
}

@Resolver(() => BaseModelProcess)
export class BaseModelProcessResolver {
  @FieldResolver(() => [BaseModelSource])
  sources(@Root() process: BaseModelProcess): BaseModelSource[] {
    return process.sources ?? [];
  }
}

@Resolver(() => BaseModelSource)
export class BaseModelSourceResolver {
  @FieldResolver(() => EmissionFactor, { nullable: true, description: "The default factor" })
  factor(@Root() source: BaseModelSource): EmissionFactor | null {
    return source.factor ?? null;
  }
}
