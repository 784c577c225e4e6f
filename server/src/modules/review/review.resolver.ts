// GraphQL API of the review workflow. The owner's company submits, resubmits, answers, cancels and
// withdraws with ff01 or ff41; the review organisation assigns with pv03; an assigned reviewer
// comments, resolves, asks for changes and approves with pv01. Reading a review takes any of the
// LCA read codes for the owner, pv03 for the organisation, pv01 and an assignment for a reviewer.
import { GraphQLJSON } from "graphql-scalars";
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  registerEnumType,
} from "type-graphql";
import type { Context } from "../../graphql/context";
import { IdArgs, Paginated } from "../../graphql/paging";
import { LcaCalculation } from "../lca-product/lca-calculation.entity";
import { AuditStatus } from "../lca-product/lca-product.codes";
import { LcaModelLine, LcaProduct } from "../lca-product/lca-product.entity";
import { PermissionCode } from "../permission/permission-codes";
import { LcaReview, LcaReviewAssignment, LcaReviewComment, LcaReviewEvent } from "./review.entity";
import {
  AnswerLcaReviewCommentInput,
  AssignLcaReviewInput,
  LcaReviewCommentInput,
  LcaReviewDecisionInput,
  LcaReviewListArgs,
  ResolveLcaReviewCommentInput,
  ResubmitLcaReviewInput,
  SubmitLcaReviewInput,
} from "./review.inputs";

const P = PermissionCode;
const OWNER_READ = [P.LcaCreate, P.LcaManage, P.LcaList];
const OWNER_EDIT = [P.LcaCreate, P.LcaManage];
const ANY_READ = [...OWNER_READ, P.ReviewPerform, P.ReviewProductAssign];

registerEnumType(AuditStatus, {
  name: "AuditState",
  description:
    "A study's audit status by name; the stored codes are 0 draft, 5 submitted, 10 in review, 15 changes requested, 18 released, 20 withdrawn",
});

/** The key of an audit status code (the GraphQL enum `AuditState`). */
function stateOf(code: string): AuditStatus {
  return (Object.values(AuditStatus) as string[]).includes(code)
    ? (code as AuditStatus)
    : AuditStatus.draft;
}

@ObjectType()
export class LcaReviewPage extends Paginated(LcaReview) {}

@ObjectType({ description: "A company a study can be submitted to for review" })
export class ReviewOrganisation {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;
}

@ObjectType({ description: "A reviewer (pv01) of the caller's review organisation" })
export class ReviewerOption {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  username: string;

  @Field(() => String)
  realname: string;
}

@Resolver(() => LcaReview)
export class ReviewResolver {
  @Authorized(...ANY_READ)
  @Query(() => LcaReviewPage, {
    description: "Reviews: the company's own (view own), its organisation's (organisation) or mine",
  })
  lcaReviews(
    @Args(() => LcaReviewListArgs) args: LcaReviewListArgs,
    @Ctx() ctx: Context,
  ): Promise<LcaReviewPage> {
    return ctx.services.reviews.list(ctx.viewer!, { ...args });
  }

  @Authorized(...ANY_READ)
  @Query(() => LcaReview)
  lcaReview(@Args(() => IdArgs) { id }: IdArgs, @Ctx() ctx: Context): Promise<LcaReview> {
    return ctx.services.reviews.get(ctx.viewer!, id);
  }

  @Authorized(...OWNER_EDIT)
  @Query(() => [ReviewOrganisation], { description: "Review organisations to submit to" })
  lcaReviewOrganisations(@Ctx() ctx: Context): Promise<ReviewOrganisation[]> {
    return ctx.services.reviews.organisations(ctx.viewer!);
  }

  @Authorized(P.ReviewProductAssign)
  @Query(() => [ReviewerOption], { description: "The reviewers of the caller's organisation" })
  lcaReviewers(@Ctx() ctx: Context): Promise<ReviewerOption[]> {
    return ctx.services.reviews.reviewers(ctx.viewer!);
  }

  @Authorized(...OWNER_READ)
  @Query(() => GraphQLJSON, {
    description:
      "A release (or withdrawn release) as a PACT v3 ProductFootprint, as partners receive it",
  })
  async lcaReleasePactFootprint(
    @Args(() => IdArgs) { id }: IdArgs,
    @Ctx() ctx: Context,
  ): Promise<unknown> {
    return ctx.services.reviews.pactFootprint(ctx.viewer!, id);
  }

  @FieldResolver(() => AuditStatus, { description: "The status by name" })
  state(@Root() review: LcaReview): AuditStatus {
    return stateOf(review.status);
  }

  @FieldResolver(() => LcaProduct, {
    description: "The product as it is now (its own fields only: read lines here)",
  })
  product(@Root() review: LcaReview, @Ctx() ctx: Context): Promise<LcaProduct> {
    return ctx.services.reviews.product(review);
  }

  @FieldResolver(() => [LcaModelLine], { description: "The lines of the version under review" })
  lines(@Root() review: LcaReview, @Ctx() ctx: Context): Promise<LcaModelLine[]> {
    return ctx.services.reviews.lines(review);
  }

  @FieldResolver(() => LcaCalculation, { description: "The calculation of this round" })
  calculation(@Root() review: LcaReview, @Ctx() ctx: Context): Promise<LcaCalculation> {
    return ctx.services.reviews.calculation(review);
  }

  @FieldResolver(() => [LcaReviewAssignment])
  assignments(@Root() review: LcaReview, @Ctx() ctx: Context): Promise<LcaReviewAssignment[]> {
    return ctx.services.reviews.assignments(review);
  }

  @FieldResolver(() => [LcaReviewComment], { description: "Comments and answers, oldest first" })
  comments(@Root() review: LcaReview, @Ctx() ctx: Context): Promise<LcaReviewComment[]> {
    return ctx.services.reviews.comments(review);
  }

  @FieldResolver(() => [LcaReviewEvent], { description: "State changes, oldest first" })
  events(@Root() review: LcaReview, @Ctx() ctx: Context): Promise<LcaReviewEvent[]> {
    return ctx.services.reviews.events(review);
  }

  @FieldResolver(() => String, { description: "The owner company's name" })
  companyName(@Root() review: LcaReview, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.reviews.companyName(review.companyId);
  }

  @FieldResolver(() => String, { description: "The review organisation's name" })
  reviewCompanyName(@Root() review: LcaReview, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.reviews.companyName(review.reviewCompanyId);
  }

  @Authorized(...OWNER_EDIT)
  @Mutation(() => LcaReview, { description: "Submits the current version for review" })
  submitLcaReview(
    @Arg("input", () => SubmitLcaReviewInput) input: SubmitLcaReviewInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReview> {
    return ctx.services.reviews.submit(ctx.viewer!, input);
  }

  @Authorized(...OWNER_EDIT)
  @Mutation(() => LcaReview, { description: "Resubmits after changes, with a new calculation" })
  resubmitLcaReview(
    @Arg("input", () => ResubmitLcaReviewInput) input: ResubmitLcaReviewInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReview> {
    return ctx.services.reviews.resubmit(ctx.viewer!, input);
  }

  @Authorized(...OWNER_EDIT)
  @Mutation(() => LcaReviewComment, { description: "The owner answers a reviewer's comment" })
  answerLcaReviewComment(
    @Arg("input", () => AnswerLcaReviewCommentInput) input: AnswerLcaReviewCommentInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReviewComment> {
    return ctx.services.reviews.answer(ctx.viewer!, input);
  }

  @Authorized(...OWNER_EDIT)
  @Mutation(() => LcaReview, { description: "Takes back a submission not yet decided" })
  cancelLcaReview(
    @Arg("input", () => LcaReviewDecisionInput) input: LcaReviewDecisionInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReview> {
    return ctx.services.reviews.cancel(ctx.viewer!, input);
  }

  @Authorized(P.LcaManage)
  @Mutation(() => LcaReview, {
    description: "Withdraws a release: its labels are revoked and its EPDs withdrawn",
  })
  withdrawLcaRelease(
    @Arg("input", () => LcaReviewDecisionInput) input: LcaReviewDecisionInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReview> {
    return ctx.services.reviews.withdraw(ctx.viewer!, input);
  }

  @Authorized(P.ReviewProductAssign)
  @Mutation(() => LcaReview, { description: "Assigns reviewers (replaces the set)" })
  assignLcaReview(
    @Arg("input", () => AssignLcaReviewInput) input: AssignLcaReviewInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReview> {
    return ctx.services.reviews.assign(ctx.viewer!, input);
  }

  @Authorized(P.ReviewPerform)
  @Mutation(() => LcaReviewComment, { description: "A reviewer's comment on the study or a line" })
  commentLcaReview(
    @Arg("input", () => LcaReviewCommentInput) input: LcaReviewCommentInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReviewComment> {
    return ctx.services.reviews.comment(ctx.viewer!, input);
  }

  @Authorized(P.ReviewPerform)
  @Mutation(() => LcaReviewComment, { description: "Marks a comment resolved (or open again)" })
  resolveLcaReviewComment(
    @Arg("input", () => ResolveLcaReviewCommentInput) input: ResolveLcaReviewCommentInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReviewComment> {
    return ctx.services.reviews.resolve(ctx.viewer!, input);
  }

  @Authorized(P.ReviewPerform)
  @Mutation(() => LcaReview, { description: "Sends the study back to the owner for changes" })
  requestLcaReviewChanges(
    @Arg("input", () => LcaReviewDecisionInput) input: LcaReviewDecisionInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReview> {
    return ctx.services.reviews.requestChanges(ctx.viewer!, input);
  }

  @Authorized(P.ReviewPerform)
  @Mutation(() => LcaReview, { description: "Approves: the version is released ('18')" })
  approveLcaReview(
    @Arg("input", () => LcaReviewDecisionInput) input: LcaReviewDecisionInput,
    @Ctx() ctx: Context,
  ): Promise<LcaReview> {
    return ctx.services.reviews.approve(ctx.viewer!, input);
  }
}

/** The review side of a product: its state by name and its reviews (the owner's view). */
@Resolver(() => LcaProduct)
export class ProductReviewResolver {
  @FieldResolver(() => AuditStatus, { description: "The audit status by name" })
  auditState(@Root() product: LcaProduct): AuditStatus {
    return stateOf(product.auditStatus);
  }

  @FieldResolver(() => [LcaReview], { description: "Its reviews and releases, newest first" })
  async reviews(@Root() product: LcaProduct, @Ctx() ctx: Context): Promise<LcaReview[]> {
    const page = await ctx.services.reviews.list(ctx.viewer!, {
      view: "own",
      productId: product.id,
      page: 1,
      pageSize: 100,
    });
    return page.items;
  }
}
