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
import { Template, TemplateProcess, TemplateSource } from "./template.entity";
import {
  AddTemplateProcessInput,
  AddTemplateSourceInput,
  TemplateInput,
  UpdateTemplateInput,
  UpdateTemplateProcessInput,
  IndustryDefaultInput,
  IndustryStandardInput,
  UpdateTemplateSourceInput,
  UpdateIndustryStandardInput,
} from "./template.inputs";
import { IndustryDefault } from "./industry-default.entity";
import { IndustryStandard } from "./industry-standard.entity";
import { GridFactorChoice } from "./grid-factor-choice";
import { CaseIdArgs } from "../case/case.inputs";

const EDIT = PermissionCode.AdminTemplate;
import { EmissionFactor } from "../factor/emission-factor.entity";

@Resolver(() => Template)
export class TemplateResolver {
  @Authorized(PermissionCode.Accounting)
  @Query(() => [Template], { description: "Accounting templates: global and the company's own" })
  templates(
    @Arg("keyword", () => String, { nullable: true }) keyword: string | undefined,
    @Ctx() ctx: Context,
  ): Promise<Template[]> {
    return ctx.services.templates.list(ctx.viewer!, keyword);
  }

  @Authorized(PermissionCode.Accounting)
  @Query(() => Template, { description: "A template with its processes and sources" })
  template(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<Template> {
    return ctx.services.templates.get(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.Accounting)
  @Query(() => GridFactorChoice, {
    nullable: true,
    description:
      "The grid factor “apply default factors” gives the case's purchased electricity, and why",
  })
  async defaultGridFactor(
    @Args(() => CaseIdArgs) { caseId }: CaseIdArgs,
    @Ctx() ctx: Context,
  ): Promise<GridFactorChoice | null> {
    const target = await ctx.services.cases.get(ctx.viewer!, caseId);
    const corporation = await ctx.services.corporations.get(ctx.viewer!, target.corporationId);
    return ctx.services.templates.gridFactorChoice(target.year, corporation.province);
  }

  @Authorized(PermissionCode.Account)
  @Query(() => [IndustryStandard], { description: "Industry guidelines and standards" })
  industryStandards(@Ctx() ctx: Context): Promise<IndustryStandard[]> {
    return ctx.services.templates.standards();
  }

  @Authorized(PermissionCode.AdminIndustryStandard)
  @Mutation(() => IndustryStandard, { description: "Adds a standard (global data: with sys)" })
  createIndustryStandard(
    @Arg("input", () => IndustryStandardInput) input: IndustryStandardInput,
    @Ctx() ctx: Context,
  ): Promise<IndustryStandard> {
    return ctx.services.templates.createStandard(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminIndustryStandard)
  @Mutation(() => IndustryStandard, { description: "Changes a standard (global data: with sys)" })
  updateIndustryStandard(
    @Arg("input", () => UpdateIndustryStandardInput) input: UpdateIndustryStandardInput,
    @Ctx() ctx: Context,
  ): Promise<IndustryStandard> {
    return ctx.services.templates.updateStandard(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminIndustryStandard)
  @Mutation(() => Boolean, { description: "Deletes a standard no template follows" })
  deleteIndustryStandard(
    @Args(() => IdArgs) { id }: IdArgs,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.templates.deleteStandard(ctx.viewer!, id);
  }

  @Authorized(PermissionCode.Accounting)
  @Query(() => [IndustryDefault], { description: "The default template and factors per industry" })
  industryDefaults(@Ctx() ctx: Context): Promise<IndustryDefault[]> {
    return ctx.services.templates.industryDefaults();
  }

  @Authorized(PermissionCode.AdminAccountingDefault)
  @Mutation(() => IndustryDefault, { description: "Sets an industry's defaults (with sys)" })
  setIndustryDefault(
    @Arg("input", () => IndustryDefaultInput) input: IndustryDefaultInput,
    @Ctx() ctx: Context,
  ): Promise<IndustryDefault> {
    return ctx.services.templates.setIndustryDefault(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => Template, { description: "A company template (global with sys)" })
  createTemplate(@Arg("input", () => TemplateInput) input: TemplateInput, @Ctx() ctx: Context) {
    return ctx.services.templates.create(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => Template)
  updateTemplate(
    @Arg("input", () => UpdateTemplateInput) input: UpdateTemplateInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.templates.update(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => Boolean, { description: "Cases copied from it keep their copy" })
  deleteTemplate(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.templates.delete(ctx.viewer!, id);
  }

  @Authorized(EDIT)
  @Mutation(() => TemplateProcess)
  addTemplateProcess(
    @Arg("input", () => AddTemplateProcessInput) input: AddTemplateProcessInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.templates.addProcess(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => TemplateProcess)
  updateTemplateProcess(
    @Arg("input", () => UpdateTemplateProcessInput) input: UpdateTemplateProcessInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.templates.updateProcess(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => Boolean)
  deleteTemplateProcess(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.templates.deleteProcess(ctx.viewer!, id);
  }

  @Authorized(EDIT)
  @Mutation(() => TemplateSource)
  addTemplateSource(
    @Arg("input", () => AddTemplateSourceInput) input: AddTemplateSourceInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.templates.addSource(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => TemplateSource)
  updateTemplateSource(
    @Arg("input", () => UpdateTemplateSourceInput) input: UpdateTemplateSourceInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.templates.updateSource(ctx.viewer!, input);
  }

  @Authorized(EDIT)
  @Mutation(() => Boolean)
  deleteTemplateSource(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.templates.deleteSource(ctx.viewer!, id);
  }

  @FieldResolver(() => [TemplateProcess], { description: "Loaded with `template(id)` only" })
  processes(@Root() model: Template): TemplateProcess[] {
    return model.processes ?? [];
  }
}

@Resolver(() => TemplateProcess)
export class TemplateProcessResolver {
  @FieldResolver(() => [TemplateSource])
  sources(@Root() process: TemplateProcess): TemplateSource[] {
    return process.sources ?? [];
  }
}

@Resolver(() => TemplateSource)
export class TemplateSourceResolver {
  @FieldResolver(() => EmissionFactor, { nullable: true, description: "The default factor" })
  factor(@Root() source: TemplateSource): EmissionFactor | null {
    return source.factor ?? null;
  }
}
