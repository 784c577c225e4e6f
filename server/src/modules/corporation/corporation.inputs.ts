// Inputs of the corporation API: the list, the map, the form and a map position.
import { IsOptional, Matches } from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import {
  IsFiniteNumber,
  IsPositiveId,
  IsRequiredText,
  IsText,
  IsWhole,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

@ArgsType()
export class CorporationListArgs extends PageArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  industryId?: number;

  @Field(() => String, { nullable: true, description: "Province code (GB/T 2260)" })
  @IsOptional()
  @IsText(6)
  province?: string;
}

/** The repository map's filters: those of the list, without paging (the map shows them all). */
@ArgsType()
export class CorporationMapArgs {
  @Field(() => String, { nullable: true, description: "Matches name or credit code" })
  @IsOptional()
  @IsText(100)
  keyword?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  industryId?: number;

  @Field(() => String, { nullable: true, description: "Province code (GB/T 2260)" })
  @IsOptional()
  @IsText(6)
  province?: string;
}

@InputType()
export class CorporationInput {
  @Field(() => String)
  @IsRequiredText(100)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(CREDIT_CODE, {
    message: m("invalidFormat", { hint: "18-character unified social credit code" }),
  })
  creditCode?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  industryId?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(200)
  address?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^\d{6}$/, { message: m("invalidFormat", { hint: "a 6-digit region code" }) })
  province?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(50)
  city?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsFiniteNumber()
  longitude?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsFiniteNumber()
  latitude?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  templateId?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(2000)
  description?: string;
}

@InputType()
export class UpdateCorporationInput extends CorporationInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class CorporationPositionInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => Float)
  @IsFiniteNumber()
  longitude: number;

  @Field(() => Float)
  @IsFiniteNumber()
  latitude: number;
}
