// GraphQL API of data matching. Synonyms, matching and tracked-data rules are for every signed-in
// user's company (the /sc stock-configuration pages carry no code in SPEC §2); global synonyms
// and global confirmations are the platform operator's users' with gab10 (checked by the
// service). Results comparison is admin data (gab11).
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { IdArgs, PageArgs } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { UpstreamProcess } from "../upstream-database/upstream-process.entity";
import {
  CompareResultsArgs,
  ConfirmMatchInput,
  CounterpartArgs,
  MatchArgs,
  SynonymInput,
  SynonymListArgs,
  TrackedDataRuleInput,
  UpdateSynonymInput,
  UpdateTrackedDataRuleInput,
} from "./data-matching.inputs";
import {
  DataRequirementsView,
  MatchCandidateView,
  MatchConfirmationPage,
  ResultsComparison,
  SynonymPage,
  TrackedDataRulePage,
} from "./data-matching.types";
import { MatchConfirmation } from "./match-confirmation.entity";
import { Synonym } from "./synonym.entity";
import { TrackedDataRule } from "./tracked-data-rule.entity";

const P = PermissionCode;

@Resolver(() => Synonym)
export class DataMatchingResolver {
  @Authorized(P.Account)
  @Query(() => SynonymPage, {
    description: "Synonyms: global and the company's own (owner all, global or own), by term",
  })
  synonyms(@Args(() => SynonymListArgs) args: SynonymListArgs, @Ctx() ctx: Context) {
    return ctx.services.synonyms.list(ctx.viewer!, args);
  }

  @Authorized(P.Account)
  @Mutation(() => Synonym, { description: "Adds a synonym (global: operator with gab10)" })
  createSynonym(@Arg("input", () => SynonymInput) input: SynonymInput, @Ctx() ctx: Context) {
    return ctx.services.synonyms.create(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => Synonym)
  updateSynonym(
    @Arg("input", () => UpdateSynonymInput) input: UpdateSynonymInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.synonyms.update(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => Boolean)
  deleteSynonym(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.synonyms.remove(ctx.viewer!, id);
  }

  @Authorized(P.Account)
  @Query(() => [MatchCandidateView], {
    description:
      "Candidate material data and upstream products for a material name, best first, each with its score (0-1) and why: the same name, a synonym, or the similarity of the names' character trigrams (Latin words) and characters and pairs (Chinese)",
  })
  matchMaterialName(@Args(() => MatchArgs) args: MatchArgs, @Ctx() ctx: Context) {
    return ctx.services.matching.match(ctx.viewer!, args);
  }

  @Authorized(P.Account)
  @Mutation(() => MatchConfirmation, {
    description:
      "Confirms a candidate for a name: stored, and the name becomes a synonym of the candidate (the company's; global when the operator's user with gab10 asks)",
  })
  confirmMatch(
    @Arg("input", () => ConfirmMatchInput) input: ConfirmMatchInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.matching.confirm(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Query(() => MatchConfirmationPage, { description: "Confirmed matches, newest first" })
  matchConfirmations(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context) {
    return ctx.services.matching.confirmations(ctx.viewer!, args);
  }

  @Authorized(P.AdminResultsComparing)
  @Query(() => ResultsComparison, {
    description:
      "One product's GWP100 in two upstream databases or versions and the elementary flows of the two inventories with their differences. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.calculation)
  compareUpstreamResults(
    @Args(() => CompareResultsArgs) args: CompareResultsArgs,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.resultsComparison.compare(args);
  }

  @Authorized(P.AdminResultsComparing)
  @Query(() => UpstreamProcess, {
    nullable: true,
    description: "The same product's process in another database: same code, else same names",
  })
  upstreamCounterpart(@Args(() => CounterpartArgs) args: CounterpartArgs, @Ctx() ctx: Context) {
    return ctx.services.resultsComparison.counterpart(args);
  }

  @Authorized(P.Account)
  @Query(() => TrackedDataRulePage, { description: "The company's tracked-data rules" })
  trackedDataRules(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context) {
    return ctx.services.trackedData.list(ctx.viewer!, args);
  }

  @Authorized(P.Account)
  @Query(() => DataRequirementsView, {
    description: "What the company requires of an input of a material datum or category",
  })
  dataRequirements(
    @Arg("materialId", () => Int, { nullable: true }) materialId: number | null,
    @Arg("category", () => String, { nullable: true }) category: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.trackedData.requirementsFor(ctx.viewer!.companyId, {
      materialId,
      category,
    });
  }

  @Authorized(P.Account)
  @Mutation(() => TrackedDataRule)
  createTrackedDataRule(
    @Arg("input", () => TrackedDataRuleInput) input: TrackedDataRuleInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.trackedData.create(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => TrackedDataRule)
  updateTrackedDataRule(
    @Arg("input", () => UpdateTrackedDataRuleInput) input: UpdateTrackedDataRuleInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.trackedData.update(ctx.viewer!, input);
  }

  @Authorized(P.Account)
  @Mutation(() => Boolean)
  deleteTrackedDataRule(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context) {
    return ctx.services.trackedData.remove(ctx.viewer!, id);
  }
}
