// Inputs of editing the industry classification (admin data, gac).
import { IsOptional, Matches } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { IsPositiveId, IsRequiredText, IsText, IsWholeIn } from "../../lib/input-rules";
import { m } from "../../lib/validation";

/** GB/T 4754 codes (C, C25, 2511) and the codes of a company's own splits: no spaces. */
export const INDUSTRY_CODE = /^[A-Za-z0-9._-]+$/;

@InputType()
export class IndustryInput {
  @Field(() => String, { description: "Unique, e.g. a GB/T 4754-2017 code (C, C25)" })
  @IsRequiredText(20)
  @Matches(INDUSTRY_CODE, { message: m("invalidFormat", { hint: "letters, digits and . _ -" }) })
  code: string;

  @Field(() => String)
  @IsRequiredText(100)
  name: string;

  @Field(() => String, { nullable: true, description: "Empty: the Chinese name" })
  @IsOptional()
  @IsText(150)
  nameEn?: string;

  @Field(() => Int, { nullable: true, description: "The industry it subdivides; none: a section" })
  @IsOptional()
  @IsPositiveId()
  parentId?: number | null;

  @Field(() => Int, { nullable: true, description: "Place among its siblings; none: last" })
  @IsOptional()
  @IsWholeIn(0, 9999)
  sort?: number | null;
}

@InputType()
export class UpdateIndustryInput extends IndustryInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}
