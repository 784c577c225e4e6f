// Inputs of carbon labels: issue one from a release, revoke it, list, verify in public, download.
import { IsOptional, Matches } from "class-validator";
import { ArgsType, Field, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsOneOf, IsPositiveId, IsRequiredText, IsText, IsWholeIn } from "../../lib/input-rules";
import { m } from "../../lib/validation";

@InputType()
export class CreateCarbonLabelInput {
  @Field(() => Int, { description: "A released version (its review id, from lcaReleases)" })
  @IsPositiveId()
  reviewId: number;

  @Field(() => String, { nullable: true, description: "First day of validity (default today)" })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) })
  validFrom?: string | null;

  @Field(() => Int, { defaultValue: 3, description: "Years of validity (1-5)" })
  @IsWholeIn(1, 5)
  validityYears: number = 3;
}

@InputType()
export class RevokeCarbonLabelInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String)
  @IsRequiredText(1000)
  reason: string;
}

@ArgsType()
export class CarbonLabelListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "valid, expired or revoked" })
  @IsOptional()
  @IsOneOf(["valid", "expired", "revoked"])
  state?: string;
}

@ArgsType()
export class CarbonLabelCodeArgs {
  @Field(() => String)
  @IsText(40)
  code: string;
}

@ArgsType()
export class CarbonLabelFileArgs {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String, { defaultValue: "zh-CN", description: "zh-CN or en" })
  @IsOneOf(["zh-CN", "en"])
  lang: "zh-CN" | "en" = "zh-CN";
}
