// Inputs of template editing (a template, its processes and their emission sources), of the
// industry defaults and of the standards templates follow.
import { IsBoolean, IsIn, IsOptional, Matches } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import {
  IsOneOf,
  IsPositiveId,
  IsRequiredText,
  IsText,
  IsWhole,
  IsWholeIn,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";

@InputType()
export class TemplateInput {
  @Field(() => String)
  @IsRequiredText(64)
  code: string;

  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(300)
  nameEn?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  standardId?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  industryId?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(4000)
  description?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(4000)
  descriptionEn?: string;

  @Field(() => Boolean, { defaultValue: false, description: "Global (platform operator only)" })
  @IsOptional()
  @IsBoolean()
  global: boolean = false;
}

@InputType()
export class UpdateTemplateInput extends TemplateInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class TemplateProcessInput {
  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(300)
  nameEn?: string;

  @Field(() => Int)
  @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
  scope: number;

  @Field(() => Int)
  @IsWholeIn(1, 6)
  isoCategory: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWholeIn(1, 15)
  scope3Category?: number;

  @Field(() => Boolean, { defaultValue: false })
  @IsOptional()
  @IsBoolean()
  deducted: boolean = false;
}

@InputType()
export class AddTemplateProcessInput extends TemplateProcessInput {
  @Field(() => Int)
  @IsPositiveId()
  templateId: number;
}

@InputType()
export class UpdateTemplateProcessInput extends TemplateProcessInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class TemplateSourceInput {
  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(300)
  nameEn?: string;

  @Field(() => Int)
  @IsWhole()
  unitId: number;

  @Field(() => String, { defaultValue: "factor" })
  @IsIn(["factor", "combustion"], { message: m("invalidFormat", { hint: "factor or combustion" }) })
  method: string = "factor";

  @Field(() => Int, { nullable: true, description: "Default factor; none: the user picks" })
  @IsOptional()
  @IsWhole()
  factorId?: number | null;
}

@InputType()
export class AddTemplateSourceInput extends TemplateSourceInput {
  @Field(() => Int)
  @IsPositiveId()
  processId: number;
}

@InputType()
export class UpdateTemplateSourceInput extends TemplateSourceInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class IndustryDefaultInput {
  @Field(() => Int)
  @IsPositiveId()
  industryId: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  templateId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  electricityFactorId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  heatFactorId?: number | null;
}

/** The kinds of standard the admin screen groups by. */
export const STANDARD_KINDS = ["cn-guideline", "national", "international"] as const;
/** Codes such as CN-GUIDE-CEMENT, GBT32151.1-2015, ISO14064-1-2018: no spaces. */
export const STANDARD_CODE = /^[A-Za-z0-9._:-]+$/;

@InputType()
export class IndustryStandardInput {
  @Field(() => String)
  @IsRequiredText(60)
  @Matches(STANDARD_CODE, { message: m("invalidFormat", { hint: "letters, digits and . _ : -" }) })
  code: string;

  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true, description: "Empty: the Chinese name" })
  @IsOptional()
  @IsText(300)
  nameEn?: string;

  @Field(() => String, { description: "cn-guideline, national or international" })
  @IsOneOf(STANDARD_KINDS)
  kind: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(200)
  publisher?: string;

  @Field(() => Int, { description: "Year of publication" })
  @IsWholeIn(1900, 2100)
  year: number;

  @Field(() => Int, { nullable: true, description: "Place in the list; none: last" })
  @IsOptional()
  @IsWholeIn(0, 9999)
  sort?: number | null;
}

@InputType()
export class UpdateIndustryStandardInput extends IndustryStandardInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}
