// What the quick carbon calculator answers: the sources it offers, and an estimate whose every
// figure names its factor, the formula with its numbers, and the factor's source.
import { Field, Float, Int, ObjectType } from "type-graphql";
import { EmissionFactor } from "../factor/emission-factor.entity";

@ObjectType({ description: "A source the calculator offers" })
export class CalculatorOption {
  @Field(() => String, { description: "The key an estimate's line names" })
  key: string;

  @Field(() => String, { description: "electricity, fuel, travel or material" })
  kind: string;

  @Field(() => String, { description: "In the reader's language" })
  name: string;

  @Field(() => EmissionFactor, {
    nullable: true,
    description:
      "The library factor; none for electricity, whose factor the year and province choose",
  })
  factor: EmissionFactor | null;

  @Field(() => Int, { description: "The unit an amount is entered in by default" })
  defaultUnitId: number;

  @Field(() => [Int], { description: "Units an amount may be entered in" })
  unitIds: number[];
}

@ObjectType({ description: "One figure of an estimate with how it was reached" })
export class CalculatorLineResult {
  @Field(() => String) option: string;
  @Field(() => String) kind: string;
  @Field(() => String, { description: "In the reader's language" }) name: string;
  @Field(() => Float) amount: number;
  @Field(() => Int) unitId: number;
  @Field(() => Float, { description: "The amount in the factor's unit" })
  amountInFactorUnit: number;
  @Field(() => Int) factorUnitId: number;
  @Field(() => Float, { description: "kg CO2e (location-based for electricity)" })
  co2eKg: number;
  @Field(() => EmissionFactor, { description: "The factor applied, with its source" })
  factor: EmissionFactor;
  @Field(() => String, {
    description: "The calculation with its numbers, in the reader's language",
  })
  formula: string;
  @Field(() => String, {
    nullable: true,
    description: "Electricity: which grid factor the year and province gave, and why",
  })
  note: string | null;
}

@ObjectType({ description: "kg CO2e of one kind of source" })
export class CalculatorKindTotal {
  @Field(() => String) kind: string;
  @Field(() => Float) co2eKg: number;
}

@ObjectType({ description: "A quick estimate of a small footprint" })
export class CalculatorEstimate {
  @Field(() => Int) year: number;
  @Field(() => String, { nullable: true }) province: string | null;
  @Field(() => String) gwpSet: string;
  @Field(() => Float, { description: "kg CO2e of all lines" }) totalKg: number;
  @Field(() => [CalculatorKindTotal]) byKind: CalculatorKindTotal[];
  @Field(() => [CalculatorLineResult]) lines: CalculatorLineResult[];
}
