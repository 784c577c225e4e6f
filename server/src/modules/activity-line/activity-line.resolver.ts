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
import { ActivityLine } from "./activity-line.entity";
import {
  AddCustomLineInput,
  AddLibraryLinesInput,
  DefaultFactorArgs,
  DeleteLinesInput,
  ActivityLineListArgs,
  UpdateActivityLinesInput,
} from "./activity-line.inputs";

@ObjectType()
export class ActivityLinePage extends Paginated(ActivityLine) {}

const P = PermissionCode;

@Resolver(() => ActivityLine)
export class ActivityLineResolver {
  @Authorized(P.Accounting)
  @Query(() => ActivityLinePage, { description: "Activity lines of a case" })
  activityLines(@Args(() => ActivityLineListArgs) args: ActivityLineListArgs, @Ctx() ctx: Context) {
    return ctx.services.activityLines.lines(ctx.viewer!, args);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => [ActivityLine], { description: "One line per library factor" })
  addLibraryLines(
    @Arg("input", () => AddLibraryLinesInput) input: AddLibraryLinesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.activityLines.addLibraryLines(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => ActivityLine, { description: "A line with a factor entered by the user" })
  addCustomLine(
    @Arg("input", () => AddCustomLineInput) input: AddCustomLineInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.activityLines.addCustomLine(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => [ActivityLine], { description: "Changes many lines in one transaction" })
  updateActivityLines(
    @Arg("input", () => UpdateActivityLinesInput) input: UpdateActivityLinesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.activityLines.updateLines(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Int, { description: "Deletes lines; the count deleted" })
  deleteActivityLines(
    @Arg("input", () => DeleteLinesInput) input: DeleteLinesInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.activityLines.deleteLines(ctx.viewer!, input);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Int, { description: "Deletes the lines without an amount; the count deleted" })
  removeUnneededLines(@Args(() => CaseIdArgs) { caseId }: CaseIdArgs, @Ctx() ctx: Context) {
    return ctx.services.activityLines.removeUnneededLines(ctx.viewer!, caseId);
  }

  @Authorized(P.AccountingEdit)
  @Mutation(() => Int, { description: "Gives template lines their default factor; the count" })
  applyDefaultFactors(
    @Args(() => DefaultFactorArgs) args: DefaultFactorArgs,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return ctx.services.activityLines.applyDefaultFactors(ctx.viewer!, args.caseId, args.overwrite);
  }

  @FieldResolver(() => EmissionFactor, { nullable: true, description: "The library factor" })
  factor(@Root() line: ActivityLine, @Ctx() ctx: Context) {
    return line.factorId ? ctx.loaders.factorById.load(line.factorId) : null;
  }

  @FieldResolver(() => EmissionFactor, { nullable: true })
  marketFactor(@Root() line: ActivityLine, @Ctx() ctx: Context) {
    return line.marketFactorId ? ctx.loaders.factorById.load(line.marketFactorId) : null;
  }
}
