// GraphQL API of cases and their processes, and the cases of a corporation.
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
import { notFound } from "../../lib/errors";
import { IdArgs, Paginated } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { CaseProcess } from "./case-process.entity";
import { Corporation } from "../corporation/corporation.entity";
import { Case } from "./case.entity";
import {
  AddTemplateProcessesInput,
  CaseIdArgs,
  CaseInput,
  CaseListArgs,
  CaseProcessInput,
  CopyCaseInput,
  UpdateCaseInput,
} from "./case.inputs";

@ObjectType()
export class CasePage extends Paginated(Case) {}

const P = PermissionCode;

@Resolver(() => Case)
export class CaseResolver {
  @Authorized(P.Accounting)
  @Query(() => CasePage)
  cases(@Args(() => CaseListArgs) args: CaseListArgs, @Ctx() ctx: Context): Promise<CasePage> {
    return ctx.services.cases.list(ctx.viewer!, args);
  }

  @Authorized(P.Accounting)
  @Query(() => Case, { name: "case" })
  caseById(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<Case> {
    return ctx.services.cases.get(ctx.viewer!, id);
  }

  @Authorized(P.CaseAdd)
  @Mutation(() => Case, { description: "Creates a case; a template's processes are copied in" })
  createCase(@Arg("input", () => CaseInput) input: CaseInput, @Ctx() ctx: Context): Promise<Case> {
    return ctx.services.cases.create(ctx.viewer!, input);
  }

  @Authorized(P.CaseAdd)
  @Mutation(() => Case, {
    description:
      "A new case for another period from an existing one: settings, processes and lines with their factors; amounts when asked, never evidence",
  })
  copyCase(
    @Arg("input", () => CopyCaseInput) input: CopyCaseInput,
    @Ctx() ctx: Context,
  ): Promise<Case> {
    return ctx.services.cases.copy(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Case)
  updateCase(
    @Arg("input", () => UpdateCaseInput) input: UpdateCaseInput,
    @Ctx() ctx: Context,
  ): Promise<Case> {
    return ctx.services.cases.update(ctx.viewer!, input);
  }

  @Authorized(P.AccountingDelete)
  @Mutation(() => Boolean)
  deleteCase(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.cases.delete(ctx.viewer!, id);
  }

  @FieldResolver(() => Corporation)
  async corporation(@Root() item: Case, @Ctx() ctx: Context): Promise<Corporation> {
    const corporation = await ctx.loaders.corporationById.load(item.corporationId);
    if (!corporation) throw notFound("corporation");
    return corporation;
  }
}

@Resolver(() => CaseProcess)
export class CaseProcessResolver {
  @Authorized(P.Accounting)
  @Query(() => [CaseProcess], { description: "The processes of a case, by scope" })
  caseProcesses(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return ctx.services.cases.processes(ctx.viewer!, caseId);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => CaseProcess)
  addCaseProcess(
    @Arg("input", () => CaseProcessInput) input: CaseProcessInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cases.addProcess(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Boolean, { description: "Deletes a process with its lines" })
  deleteCaseProcess(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.cases.deleteProcess(ctx.viewer!, id);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => [CaseProcess], { description: "Copies a template's processes into a case" })
  addTemplateProcesses(
    @Arg("input", () => AddTemplateProcessesInput) input: AddTemplateProcessesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.cases.addTemplateProcesses(ctx.viewer!, input);
  }
}

@Resolver(() => Corporation)
export class CorporationCasesResolver {
  @FieldResolver(() => [Case], { description: "Its cases, newest year first" })
  cases(@Root() corporation: Corporation, @Ctx() ctx: Context): Promise<Case[]> {
    return ctx.loaders.casesByCorporationId.load(corporation.id);
  }
}
