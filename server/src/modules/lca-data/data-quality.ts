// What material and transport data share: the pedigree matrix of their data quality, the
// uncertainty distribution of their main figure, the region they stand for, and the rules
// across fields that no single-field decorator can check. The rules answer every problem of a
// record, so a form shows one message and an import reports them all.
import { IsOptional, ValidateNested } from "class-validator";
import { Field, Float, InputType, Int, ObjectType } from "type-graphql";
import { translate } from "../../lib/messages";
import { IsFiniteNumber, IsOneOf, IsWholeIn } from "../../lib/input-rules";
import { REGIONS } from "../reference/regions";

/** One of a record's problems: the field (input property) and the message in the caller's language. */
export interface Problem {
  field: string;
  message: string;
}

// ---- data quality: the pedigree matrix (Weidema; ecoinvent and openLCA) ----

export const PEDIGREE_FIELDS = [
  "reliability",
  "completeness",
  "temporal",
  "geographical",
  "technological",
] as const;
export type PedigreeField = (typeof PEDIGREE_FIELDS)[number];

@ObjectType({
  description:
    "Pedigree matrix of data quality, each score 1 (best) to 5 (worst): reliability, completeness, temporal, geographical and further technological correlation",
})
export class DataQuality {
  @Field(() => Int) reliability: number;
  @Field(() => Int) completeness: number;
  @Field(() => Int) temporal: number;
  @Field(() => Int) geographical: number;
  @Field(() => Int) technological: number;
}

@InputType()
export class DataQualityInput {
  @Field(() => Int) @IsWholeIn(1, 5) reliability: number;
  @Field(() => Int) @IsWholeIn(1, 5) completeness: number;
  @Field(() => Int) @IsWholeIn(1, 5) temporal: number;
  @Field(() => Int) @IsWholeIn(1, 5) geographical: number;
  @Field(() => Int) @IsWholeIn(1, 5) technological: number;
}

// ---- uncertainty ----

export const DISTRIBUTIONS = ["none", "lognormal", "normal", "triangular", "uniform"] as const;
export type Distribution = (typeof DISTRIBUTIONS)[number];

@ObjectType({
  description:
    "Uncertainty of the main figure: none; lognormal (geometricSd, the geometric standard deviation, > 1); normal (sd > 0); triangular (min ≤ mode ≤ max); uniform (min < max)",
})
export class Uncertainty {
  @Field(() => String) distribution: Distribution;
  @Field(() => Float, { nullable: true }) geometricSd: number | null;
  @Field(() => Float, { nullable: true }) sd: number | null;
  @Field(() => Float, { nullable: true }) min: number | null;
  @Field(() => Float, { nullable: true }) mode: number | null;
  @Field(() => Float, { nullable: true }) max: number | null;
}

@InputType()
export class UncertaintyInput {
  @Field(() => String, { description: "none, lognormal, normal, triangular or uniform" })
  @IsOneOf(DISTRIBUTIONS)
  distribution: string;

  @Field(() => Float, { nullable: true }) @IsOptional() @IsFiniteNumber() geometricSd?:
    number | null;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsFiniteNumber() sd?: number | null;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsFiniteNumber() min?: number | null;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsFiniteNumber() mode?: number | null;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsFiniteNumber() max?: number | null;
}

/** The parameters each distribution takes; the others are dropped when stored. */
const PARAMETERS: Record<Distribution, ReadonlyArray<keyof Omit<Uncertainty, "distribution">>> = {
  none: [],
  lognormal: ["geometricSd"],
  normal: ["sd"],
  triangular: ["min", "mode", "max"],
  uniform: ["min", "max"],
};

/** The uncertainty as stored: the distribution's own parameters, the rest null. */
export function normalUncertainty(input: UncertaintyInput | null | undefined): Uncertainty {
  const distribution = (input?.distribution ?? "none") as Distribution;
  const kept = new Set<string>(PARAMETERS[distribution] ?? []);
  const value = (key: "geometricSd" | "sd" | "min" | "mode" | "max") =>
    kept.has(key) ? (input?.[key] ?? null) : null;
  return {
    distribution,
    geometricSd: value("geometricSd"),
    sd: value("sd"),
    min: value("min"),
    mode: value("mode"),
    max: value("max"),
  };
}

/** Whether a distribution's parameters describe one: the rules of openLCA's uncertainty types. */
export function uncertaintyProblems(uncertainty: Uncertainty, field = "uncertainty"): Problem[] {
  const { distribution, geometricSd, sd, min, mode, max } = uncertainty;
  const at = (parameter: string, key: Parameters<typeof translate>[0]): Problem => ({
    field: `${field}.${parameter}`,
    message: translate(key, { field: `${field}.${parameter}` }),
  });
  switch (distribution) {
    case "lognormal":
      return geometricSd === null || !(geometricSd > 1)
        ? [at("geometricSd", "lognormalNeedsGsd")]
        : [];
    case "normal":
      return sd === null || !(sd > 0) ? [at("sd", "normalNeedsSd")] : [];
    case "triangular":
      if (min === null) return [at("min", "triangularNeedsOrder")];
      if (mode === null) return [at("mode", "triangularNeedsOrder")];
      if (max === null) return [at("max", "triangularNeedsOrder")];
      return min <= mode && mode <= max && min < max ? [] : [at("mode", "triangularNeedsOrder")];
    case "uniform":
      if (min === null) return [at("min", "uniformNeedsOrder")];
      if (max === null) return [at("max", "uniformNeedsOrder")];
      return min < max ? [] : [at("max", "uniformNeedsOrder")];
    default:
      return [];
  }
}

// ---- region ----

/** GLO (the world), CN (China) or CN-<GB/T 2260 code> of a province-level division. */
export const REGION_CODES: readonly string[] = [
  "GLO",
  "CN",
  ...REGIONS.map((region) => `CN-${region.code}`),
];

export function regionProblems(region: string, field = "region"): Problem[] {
  return REGION_CODES.includes(region)
    ? []
    : [{ field, message: translate("unknownRegion", { field, region }) }];
}

// ---- nested inputs ----

/**
 * class-validator decorators of a nested, optional input (quality, uncertainty); type-graphql
 * builds the nested instances, an import builds them itself.
 */
export function nested(): PropertyDecorator {
  return (target, key) => {
    ValidateNested()(target, key);
    IsOptional()(target, key);
  };
}
