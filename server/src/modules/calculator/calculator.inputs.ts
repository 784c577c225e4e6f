// Inputs of the quick carbon calculator: the lines of an estimate (an offered source, an amount
// and its unit), the year and province that choose the grid factor, and, to turn the estimate
// into a case, the corporation and the case's name.
import { ArrayMaxSize, ArrayMinSize, IsOptional, ValidateNested } from "class-validator";
import { Field, Float, InputType, Int } from "type-graphql";
import { IsGwpSet } from "../../lib/gwp-set";
import {
  IsNonNegative,
  IsOneOf,
  IsPositiveId,
  IsRequiredText,
  IsWhole,
  IsWholeIn,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { REGIONS } from "../reference/regions";
import { CALCULATOR_OPTIONS } from "./calculator-catalog";

/** At most this many lines in one estimate: the calculator is for small footprints. */
export const MAX_CALCULATOR_LINES = 50;

@InputType({ description: "One source of an estimate: an offered option, its amount and unit" })
export class CalculatorLineInput {
  @Field(() => String, { description: "The option's key (calculatorOptions)" })
  @IsOneOf(CALCULATOR_OPTIONS.map((item) => item.key))
  option: string;

  @Field(() => Float, { description: "The activity amount, in unitId" })
  @IsNonNegative()
  amount: number;

  @Field(() => Int, { nullable: true, description: "Unit of the amount; the factor's if absent" })
  @IsOptional()
  @IsWhole()
  unitId?: number | null;
}

@InputType({ description: "An estimate: the year and province choose the grid factor" })
export class CalculatorEstimateInput {
  @Field(() => Int, { description: "The year the activity took place" })
  @IsWholeIn(1990, 2100)
  year: number;

  @Field(() => String, {
    nullable: true,
    description: "GB/T 2260 province code for electricity; the national grid factor if absent",
  })
  @IsOptional()
  @IsOneOf(REGIONS.map((region) => region.code))
  province?: string | null;

  @Field(() => String, { defaultValue: "AR6", description: "AR4, AR5 or AR6, in any case" })
  @IsGwpSet()
  gwpSet: string = "AR6";

  @Field(() => [CalculatorLineInput])
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(MAX_CALCULATOR_LINES, {
    message: m("invalidFormat", { hint: `at most ${MAX_CALCULATOR_LINES} lines` }),
  })
  @ValidateNested({ each: true })
  lines: CalculatorLineInput[];
}

@InputType({ description: "An estimate to keep as a new case of a corporation" })
export class CalculatorCaseInput extends CalculatorEstimateInput {
  @Field(() => Int)
  @IsPositiveId()
  corporationId: number;

  @Field(() => String)
  @IsRequiredText(100)
  name: string;
}
