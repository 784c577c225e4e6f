// Inputs of the data-matching API: synonyms, matching a name and confirming a candidate, the
// comparison of one product's results in two databases, and tracked-data rules.
import { IsBoolean, IsOptional } from "class-validator";
import { ArgsType, Field, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsOneOf, IsPositiveId, IsRequiredText, IsText } from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { MATERIAL_CATEGORY_CODES } from "../lca-data/lca-data.codes";
import { SYNONYM_LANGUAGES, SYNONYM_TARGETS } from "./synonym.entity";

export const DATA_SCOPES = ["all", "global", "own"] as const;

@ArgsType()
export class SynonymListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "all (default), global or own" })
  @IsOptional()
  @IsOneOf(DATA_SCOPES)
  owner?: (typeof DATA_SCOPES)[number] | null;
}

@InputType()
export class SynonymInput {
  @Field(() => String)
  @IsRequiredText(200)
  term: string;

  @Field(() => String, { description: "zh, en or other" })
  @IsOneOf(SYNONYM_LANGUAGES)
  language: string;

  @Field(() => String, { description: "material, upstream or term" })
  @IsOneOf(SYNONYM_TARGETS)
  targetKind: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  materialId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  upstreamProcessId?: number | null;

  @Field(() => String, { nullable: true, description: "The canonical term (targetKind term)" })
  @IsOptional()
  @IsText(200)
  canonical?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "A global synonym (the platform operator's users with gab10 only)",
  })
  @IsOptional()
  @IsBoolean({ message: m("invalidFormat", { hint: "true or false" }) })
  global?: boolean | null;
}

@InputType()
export class UpdateSynonymInput extends SynonymInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@ArgsType()
export class MatchArgs {
  @Field(() => String, { description: "The user's material name, in any language" })
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true, description: "Its unit symbol (kg, t, kWh...)" })
  @IsOptional()
  @IsText(40)
  unit?: string | null;

  @Field(() => Int, { nullable: true, description: "Only products of this upstream database" })
  @IsOptional()
  @IsPositiveId()
  databaseId?: number | null;

  @Field(() => Int, { defaultValue: 20, description: "At most this many candidates (1-50)" })
  @IsOptional()
  @IsPositiveId()
  limit: number = 20;
}

@InputType()
export class ConfirmMatchInput {
  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(40)
  unit?: string | null;

  @Field(() => String, { description: "material or upstream" })
  @IsOneOf(["material", "upstream"])
  candidateKind: string;

  @Field(() => Int)
  @IsPositiveId()
  candidateId: number;

  @Field(() => Boolean, {
    nullable: true,
    description: "Confirm for every company: a global synonym (operator's users with gab10)",
  })
  @IsOptional()
  @IsBoolean({ message: m("invalidFormat", { hint: "true or false" }) })
  global?: boolean | null;
}

export const GWP_REPORT_NAMES = ["AR5", "AR6"] as const;

@ArgsType()
export class CompareResultsArgs {
  @Field(() => Int, { description: "The product's process in the first database" })
  @IsPositiveId()
  processAId: number;

  @Field(() => Int, { description: "The same product's process in the second database" })
  @IsPositiveId()
  processBId: number;

  @Field(() => String, { defaultValue: "AR6", description: "AR5 or AR6 GWP100" })
  @IsOneOf(GWP_REPORT_NAMES)
  report: "AR5" | "AR6" = "AR6";
}

@ArgsType()
export class CounterpartArgs {
  @Field(() => Int, { description: "A process of one database" })
  @IsPositiveId()
  processId: number;

  @Field(() => Int, { description: "The database to look for the same product in" })
  @IsPositiveId()
  databaseId: number;
}

@InputType()
export class TrackedDataRuleInput {
  @Field(() => String, { nullable: true, description: "A material category code" })
  @IsOptional()
  @IsOneOf(MATERIAL_CATEGORY_CODES)
  category?: string | null;

  @Field(() => Int, { nullable: true, description: "Or one material datum" })
  @IsOptional()
  @IsPositiveId()
  materialId?: number | null;

  @Field(() => Boolean)
  @IsBoolean({ message: m("invalidFormat", { hint: "true or false" }) })
  primaryDataRequired: boolean;

  @Field(() => Boolean)
  @IsBoolean({ message: m("invalidFormat", { hint: "true or false" }) })
  evidenceRequired: boolean;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(500)
  note?: string | null;
}

@InputType()
export class UpdateTrackedDataRuleInput extends TrackedDataRuleInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}
