// Inputs of the corporation API: the list, the map, the form and a map position.
import { IsBoolean, IsOptional, Matches, Max, Min, ValidateBy } from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import {
  IsFiniteNumber,
  IsPositiveId,
  IsRequiredText,
  IsText,
  IsWhole,
  rules,
} from "../../lib/input-rules";
import { CREDIT_CODE_PATTERN, creditCodeCheckCharacter } from "../../lib/credit-code";
import { m } from "../../lib/validation";

/** The format, then the check character of GB 32100-2015 (a typing error anywhere fails it). */
const IsCreditCode = () =>
  rules(
    Matches(CREDIT_CODE_PATTERN, {
      message: m("invalidFormat", { hint: "18-character unified social credit code" }),
    }),
    ValidateBy(
      {
        name: "creditCodeCheck",
        validator: {
          validate: (value: unknown) =>
            typeof value !== "string" ||
            !CREDIT_CODE_PATTERN.test(value) ||
            creditCodeCheckCharacter(value) === value[17],
        },
      },
      { message: m("creditCodeCheckFailed") },
    ),
  );

/** A percentage 0-100, decimals allowed. */
const IsPercent = () =>
  rules(
    IsFiniteNumber(),
    Min(0, { message: m("invalidFormat", { hint: "0-100 (%)" }) }),
    Max(100, { message: m("invalidFormat", { hint: "0-100 (%)" }) }),
  );

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
  @IsCreditCode()
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

  @Field(() => Float, {
    nullable: true,
    description: "Ownership %, 0-100; a new corporation without one is 100, an update keeps it",
  })
  @IsOptional()
  @IsPercent()
  ownershipPercent?: number;

  @Field(() => Boolean, {
    nullable: true,
    description: "Operational control; a new corporation without it has it, an update keeps it",
  })
  @IsOptional()
  @IsBoolean({ message: m("invalidFormat", { hint: "true or false" }) })
  operationalControl?: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: "Financial control; a new corporation without it has it, an update keeps it",
  })
  @IsOptional()
  @IsBoolean({ message: m("invalidFormat", { hint: "true or false" }) })
  financialControl?: boolean;
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
