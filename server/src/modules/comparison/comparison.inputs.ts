// Inputs of the comparison API: the cases compared and their reference, the cases a comparison
// may choose from, the threshold setting, a corporation's base year and a recalculation in
// another GWP set.
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateBy,
} from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsGwpSet } from "../../lib/gwp-set";
import { IsFiniteNumber, IsPositiveId, IsWhole, rules } from "../../lib/input-rules";
import { m } from "../../lib/validation";

/** At most this many cases side by side: a chart and a table stay readable. */
export const MAX_COMPARED_CASES = 8;

const caseCount = m("comparisonCaseCount", { min: 2, max: MAX_COMPARED_CASES });

@ArgsType()
export class CaseComparisonArgs {
  @Field(() => [Int], { description: "The cases, in the order shown; 2 to 8" })
  @IsArray({ message: caseCount })
  @ArrayMinSize(2, { message: caseCount })
  @ArrayMaxSize(MAX_COMPARED_CASES, { message: caseCount })
  @IsInt({ each: true, message: m("mustBeInteger") })
  @Min(1, { each: true, message: m("mustBePositive") })
  caseIds: number[];

  @Field(() => Int, {
    nullable: true,
    description: "The case the others are measured against; the first case when absent",
  })
  @IsOptional()
  @IsPositiveId()
  referenceCaseId?: number | null;

  @Field(() => [Int], {
    nullable: true,
    description: "Succeeded runs to read instead of a case's latest run, one per case at most",
  })
  @IsOptional()
  @ArrayMaxSize(MAX_COMPARED_CASES, { message: caseCount })
  @IsInt({ each: true, message: m("mustBeInteger") })
  @Min(1, { each: true, message: m("mustBePositive") })
  runIds?: number[] | null;
}

@ArgsType()
export class ComparableCaseArgs extends PageArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  corporationId?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  year?: number;
}

@InputType()
export class ComparisonSettingsInput {
  @Field(() => Float, { description: "More than 0 and at most 100" })
  @rules(
    IsFiniteNumber(),
    ValidateBy(
      { name: "isThreshold", validator: { validate: (value: unknown) => Number(value) > 0 } },
      { message: m("comparisonThresholdRange") },
    ),
    Max(100, { message: m("comparisonThresholdRange") }),
  )
  recalculationThresholdPercent: number;
}

@InputType()
export class SetBaseYearCaseInput {
  @Field(() => Int)
  @IsPositiveId()
  corporationId: number;

  @Field(() => Int, { nullable: true, description: "A case of the corporation; null clears it" })
  @IsOptional()
  @IsPositiveId()
  caseId?: number | null;
}

@InputType()
export class RecalculateInGwpSetInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => String, { description: "AR4, AR5 or AR6: the case's new GWP set" })
  @IsGwpSet()
  gwpSet: string;
}
