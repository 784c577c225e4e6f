// Inputs of the review workflow: submit a version for review, assign reviewers, comment, answer,
// ask for changes, resubmit, approve, cancel a submission or withdraw a release.
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, Min } from "class-validator";
import { ArgsType, Field, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsOneOf, IsPositiveId, IsRequiredText, IsText } from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { AUDIT_STATUSES } from "../lca-product/lca-product.codes";

/** Whose reviews a list shows: the company's own studies, the review organisation's, or mine. */
export const REVIEW_VIEWS = ["own", "organisation", "assigned"] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

@ArgsType()
export class LcaReviewListArgs extends PageArgs {
  @Field(() => String, {
    defaultValue: "own",
    description:
      "own: the company's studies under review; organisation: reviews addressed to the company (pv03); assigned: reviews assigned to me (pv01)",
  })
  @IsIn(REVIEW_VIEWS, { message: m("invalidFormat", { hint: REVIEW_VIEWS.join(", ") }) })
  view: ReviewView = "own";

  @Field(() => String, { nullable: true, description: "Audit status" })
  @IsOptional()
  @IsOneOf(AUDIT_STATUSES.map((s) => s.code))
  status?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  productId?: number;
}

@InputType()
export class SubmitLcaReviewInput {
  @Field(() => Int)
  @IsPositiveId()
  productId: number;

  @Field(() => Int, { description: "A succeeded calculation of the current version" })
  @IsPositiveId()
  calculationId: number;

  @Field(() => Int, { description: "The review organisation (lcaReviewOrganisations)" })
  @IsPositiveId()
  reviewCompanyId: number;

  @Field(() => String, { defaultValue: "" })
  @IsText(2000)
  note: string = "";
}

@InputType()
export class ResubmitLcaReviewInput {
  @Field(() => Int)
  @IsPositiveId()
  reviewId: number;

  @Field(() => Int, { description: "A succeeded calculation of the version after the changes" })
  @IsPositiveId()
  calculationId: number;

  @Field(() => String, { defaultValue: "" })
  @IsText(2000)
  note: string = "";
}

@InputType()
export class AssignLcaReviewInput {
  @Field(() => Int)
  @IsPositiveId()
  reviewId: number;

  @Field(() => [Int], { description: "The reviewers (users with pv01); replaces the set" })
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(10, { message: m("invalidFormat", { hint: "at most 10 reviewers" }) })
  @IsInt({ each: true, message: m("mustBeInteger") })
  @Min(1, { each: true, message: m("mustBePositive") })
  reviewerIds: number[];
}

@InputType()
export class LcaReviewCommentInput {
  @Field(() => Int)
  @IsPositiveId()
  reviewId: number;

  @Field(() => Int, { nullable: true, description: "The model line commented on; none: the study" })
  @IsOptional()
  @IsPositiveId()
  lineId?: number | null;

  @Field(() => String)
  @IsRequiredText(4000)
  body: string;
}

@InputType()
export class AnswerLcaReviewCommentInput {
  @Field(() => Int)
  @IsPositiveId()
  commentId: number;

  @Field(() => String)
  @IsRequiredText(4000)
  body: string;
}

@InputType()
export class ResolveLcaReviewCommentInput {
  @Field(() => Int)
  @IsPositiveId()
  commentId: number;

  @Field(() => Boolean, { defaultValue: true })
  resolved: boolean = true;
}

@InputType()
export class LcaReviewDecisionInput {
  @Field(() => Int)
  @IsPositiveId()
  reviewId: number;

  @Field(() => String, { defaultValue: "" })
  @IsText(2000)
  note: string = "";
}
