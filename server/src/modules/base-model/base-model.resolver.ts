import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { BaseModel, BaseModelProcess, BaseModelSource } from "./base-model.entity";
import {
  AddBaseModelProcessInput,
  AddBaseModelSourceInput,
  BaseModelInput,
  UpdateBaseModelInput,
  UpdateBaseModelProcessInput,
  IndustryDefaultInput,
  IndustryStandardInput,
  UpdateBaseModelSourceInput,
  UpdateIndustryStandardInput,
} from "./base-model.inputs";
import { IndustryDefault } from "./industry-default.entity";
import { IndustryStandard } from "./industry-standard.entity";

const EDIT = PermissionCode.AdminBaseModel;
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

  @Authorized(PermissionCode.AdminIndustryStandard)
  @Mutation(() => IndustryStandard, { description: "Adds a standard (global data: with sys)" })
  createIndustryStandard(
    @Arg("input", () => IndustryStandardInput) input: IndustryStandardInput,
    @Ctx() ctx: Context,
  ): Promise<IndustryStandard> {
    return ctx.services.baseModels.createStandard(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminIndustryStandard)
  @Mutation(() => IndustryStandard, { description: "Changes a standard (global data: with sys)" })
  updateIndustryStandard(
    @Arg("input", () => UpdateIndustryStandardInput) input: UpdateIndustryStandardInput,
    @Ctx() ctx: Context,
  ): Promise<IndustryStandard> {
    return ctx.services.baseModels.updateStandard(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminIndustryStandard)
  @Mutation(() => Boolean, { description: "Deletes a standard no template follows" })
  deleteIndustryStandard(
    @Args(() => IdArgs) { id }: IdArgs,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.baseModels.deleteStandard(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.Accounting)
  @Query(() => [IndustryDefault], { description: "The default template and factors per industry" })
  industryDefaults(@Ctx() ctx: Context): Promise<IndustryDefault[]> {
    return ctx.services.baseModels.industryDefaults();
  }

  @Authorized(PermissionCode.AdminAccountingDefault)
  @Mutation(() => IndustryDefault, { description: "Sets an industry's defaults (with sys)" })
  setIndustryDefault(
    @Arg("input", () => IndustryDefaultInput) input: IndustryDefaultInput,
    @Ctx() ctx: Context,
  ): Promise<IndustryDefault> {
    return ctx.services.baseModels.setIndustryDefault(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => BaseModel, { description: "A company template (global with sys)" })
  createBaseModel(@Arg("input", () => BaseModelInput) input: BaseModelInput, @Ctx() ctx: Context) {
    return ctx.services.baseModels.create(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => BaseModel)
  updateBaseModel(
    @Arg("input", () => UpdateBaseModelInput) input: UpdateBaseModelInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.baseModels.update(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => Boolean, { description: "Cases copied from it keep their copy" })
  deleteBaseModel(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.baseModels.delete(ctx.viewer!, id);
  }

  @Authorized(EDIT)
  @Mutation(() => BaseModelProcess)
  addBaseModelProcess(
    @Arg("input", () => AddBaseModelProcessInput) input: AddBaseModelProcessInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.baseModels.addProcess(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => BaseModelProcess)
  updateBaseModelProcess(
    @Arg("input", () => UpdateBaseModelProcessInput) input: UpdateBaseModelProcessInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.baseModels.updateProcess(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => Boolean)
  deleteBaseModelProcess(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.baseModels.deleteProcess(ctx.viewer!, id);
  }

  @Authorized(EDIT)
  @Mutation(() => BaseModelSource)
  addBaseModelSource(
    @Arg("input", () => AddBaseModelSourceInput) input: AddBaseModelSourceInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.baseModels.addSource(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => BaseModelSource)
  updateBaseModelSource(
    @Arg("input", () => UpdateBaseModelSourceInput) input: UpdateBaseModelSourceInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.baseModels.updateSource(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => Boolean)
  deleteBaseModelSource(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.baseModels.deleteSource(ctx.viewer!, id);
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
