// GraphQL API of activity lines: the list, library and custom lines, edits and default factors.
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";

import type { Context } from "../../graphql/context";

import { Paginated } from "../../graphql/paging";

import { EmissionFactor } from "../factor/emission-factor.entity";

import { PermissionCode } from "../permission/permission-codes";

import { CaseIdArgs } from "../case/case.inputs";
import { ProcessData } from "./process-data.entity";
import {
  AddCustomLineInput,
  AddLibraryLinesInput,
  DefaultFactorArgs,
  DeleteLinesInput,
  ProcessDataListArgs,
  UpdateProcessDataInput,
} from "./process-data.inputs";

@ObjectType()
export class ProcessDataPage extends Paginated(ProcessData) {}

const P = PermissionCode;

@Resolver(() => ProcessData)
export class ProcessDataResolver {
  @Authorized(P.Accounting)
  @Query(() => ProcessDataPage, { description: "Activity lines of a case" })
  processData(@Args(() => ProcessDataListArgs) args: ProcessDataListArgs, @Ctx() ctx: Context) {
    return ctx.services.processData.lines(ctx.viewer!, args);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => [ProcessData], { description: "One line per library factor" })
  addLibraryLines(
    @Arg("input", () => AddLibraryLinesInput) input: AddLibraryLinesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.processData.addLibraryLines(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => ProcessData, { description: "A line with a factor entered by the user" })
  addCustomLine(
    @Arg("input", () => AddCustomLineInput) input: AddCustomLineInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.processData.addCustomLine(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => [ProcessData], { description: "Changes many lines in one transaction" })
  updateProcessData(
    @Arg("input", () => UpdateProcessDataInput) input: UpdateProcessDataInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.processData.updateLines(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Int, { description: "Deletes lines; the count deleted" })
  deleteProcessData(
    @Arg("input", () => DeleteLinesInput) input: DeleteLinesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.processData.deleteLines(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Int, { description: "Deletes the lines without an amount; the count deleted" })
  removeUnneededLines(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return ctx.services.processData.removeUnneededLines(ctx.viewer!, caseId);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Int, { description: "Gives template lines their default factor; the count" })
  applyDefaultFactors(
    @Args(() => DefaultFactorArgs) args: DefaultFactorArgs,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return ctx.services.processData.applyDefaultFactors(ctx.viewer!, args.caseId, args.overwrite);
  }

  @FieldResolver(() => EmissionFactor, { nullable: true, description: "The library factor" })
  factor(@Root() line: ProcessData, @Ctx() ctx: Context) {
    return line.factorId ? ctx.loaders.factorById.load(line.factorId) : null;
  }

  @FieldResolver(() => EmissionFactor, { nullable: true })
  marketFactor(@Root() line: ProcessData, @Ctx() ctx: Context) {
    return line.marketFactorId ? ctx.loaders.factorById.load(line.marketFactorId) : null;
  }
}
