// Inputs of the product library API: products with their studies, model lines, versions and
// copies, calculations, Monte Carlo runs, comparisons and the LCA log. Single fields are checked
// here; rules across fields and rows (units, sources, stages of the standard) in the services.
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import {
  IsFiniteNumber,
  IsNonNegative,
  IsOneOf,
  IsPositiveId,
  IsRequiredText,
  IsText,
  IsWhole,
  IsWholeIn,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { DataQualityInput } from "../lca-data/data-quality";
import { codesOf } from "../process-model/process-model.codes";
import { ALLOCATIONS, BOUNDARIES } from "../process-model/process-model.codes";
import {
  AUDIT_STATUSES,
  LINE_KINDS,
  METHODS,
  MONTE_CARLO_MAX_ITERATIONS,
  SOURCE_KINDS,
  STANDARDS,
} from "./lca-product.codes";

export const MAX_MODEL_LINES = 500;
const UNIT_KINDS = ["declared", "functional"] as const;
const ROWS_HINT = `at most ${MAX_MODEL_LINES} rows`;
const SEED_HINT = "a whole number from 0 to 2147483647";

@ArgsType()
export class LcaProductListArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "Product category, with its sub-categories" })
  @IsOptional()
  @IsPositiveId()
  categoryId?: number;

  @Field(() => String, { nullable: true, description: "Audit status; '18' is released" })
  @IsOptional()
  @IsOneOf(codesOf(AUDIT_STATUSES))
  auditStatus?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsOneOf(codesOf(STANDARDS))
  standard?: string;
}

@InputType()
export class LcaStudyFields {
  @Field(() => String, { nullable: true, description: "Model or specification" })
  @IsOptional()
  @IsText(200)
  specification?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  categoryId?: number | null;

  @Field(() => String, { nullable: true, description: "Uploaded image file id" })
  @IsOptional()
  @IsText(36)
  imageFileId?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(4000)
  description?: string | null;

  @Field(() => String, { nullable: true, description: "declared or functional" })
  @IsOptional()
  @IsOneOf(UNIT_KINDS)
  unitKind?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(300)
  unitDescription?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWholeIn(1900, 2100)
  referenceYear?: number | null;

  @Field(() => String, { nullable: true, description: "GLO, CN or CN-<GB/T 2260 code>" })
  @IsOptional()
  @IsText(20)
  geography?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(500)
  cutOffRule?: string | null;

  @Field(() => String, { nullable: true, description: "physical, economic or expansion" })
  @IsOptional()
  @IsOneOf(codesOf(ALLOCATIONS))
  allocation?: string | null;

  @Field(() => Float, { nullable: true, description: "kg per declared unit" })
  @IsOptional()
  @IsNonNegative()
  massPerUnit?: number | null;

  @Field(() => Float, { nullable: true, description: "Price per declared unit" })
  @IsOptional()
  @IsNonNegative()
  pricePerUnit?: number | null;

  @Field(() => Int, { nullable: true, description: "Background upstream database" })
  @IsOptional()
  @IsPositiveId()
  databaseId?: number | null;

  @Field(() => String, { nullable: true, description: "Headline method (lcaProductCodes.methods)" })
  @IsOptional()
  @IsOneOf(codesOf(METHODS))
  method?: string | null;
}

@InputType()
export class CreateLcaProductInput extends LcaStudyFields {
  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => Float, { description: "Amount of the declared or functional unit (> 0)" })
  @IsNonNegative()
  declaredAmount: number;

  @Field(() => Int)
  @IsPositiveId()
  declaredUnitId: number;

  @Field(() => String)
  @IsOneOf(codesOf(BOUNDARIES))
  boundary: string;

  @Field(() => String)
  @IsOneOf(codesOf(STANDARDS))
  standard: string;
}

@InputType()
export class UpdateLcaProductInput extends LcaStudyFields {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsRequiredText(200)
  name?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  declaredAmount?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  declaredUnitId?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsOneOf(codesOf(BOUNDARIES))
  boundary?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsOneOf(codesOf(STANDARDS))
  standard?: string;
}

@InputType()
export class LcaModelLineInput {
  @Field(() => String, { description: "Stage code of the study's scheme" })
  @IsText(20)
  stage: string;

  @Field(() => String, { description: "material, energy, transport, process, waste, coproduct" })
  @IsOneOf(codesOf(LINE_KINDS))
  kind: string;

  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => Float, { description: "Quantity per declared unit; 0 while still to fill" })
  @IsNonNegative()
  amount: number;

  @Field(() => Int)
  @IsPositiveId()
  unitId: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(200)
  supplier?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "upstream, material, transport, process or supplier",
  })
  @IsOptional()
  @IsOneOf(codesOf(SOURCE_KINDS))
  sourceKind?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  sourceId?: number | null;

  @Field(() => Float, { nullable: true, description: "Supplier's kg CO2e per unit" })
  @IsOptional()
  @IsFiniteNumber()
  supplierGwp?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  distanceKm?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  massPerUnit?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  pricePerUnit?: number | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: m("invalidFormat", { hint: "true or false" }) })
  primary?: boolean | null;

  @Field(() => DataQualityInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  quality?: DataQualityInput | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(500)
  note?: string | null;
}

@InputType()
export class AddLcaModelLinesInput {
  @Field(() => Int)
  @IsPositiveId()
  productId: number;

  @Field(() => [LcaModelLineInput])
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(MAX_MODEL_LINES, { message: m("invalidFormat", { hint: ROWS_HINT }) })
  @ValidateNested({ each: true })
  lines: LcaModelLineInput[];
}

@InputType()
export class UpdateLcaModelLineInput extends LcaModelLineInput {
  @Field(() => Int)
  @IsPositiveId()
  productId: number;

  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class DeleteLcaModelLinesInput {
  @Field(() => Int)
  @IsPositiveId()
  productId: number;

  @Field(() => [Int])
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(MAX_MODEL_LINES, { message: m("invalidFormat", { hint: ROWS_HINT }) })
  @IsInt({ each: true, message: m("mustBeInteger") })
  ids: number[];
}

@InputType()
export class CopyLcaProductInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String)
  @IsRequiredText(200)
  name: string;
}

@InputType()
export class LcaProductRef {
  @Field(() => Int)
  @IsPositiveId()
  productId: number;
}

@InputType()
export class RunLcaMonteCarloInput {
  @Field(() => Int)
  @IsPositiveId()
  calculationId: number;

  @Field(() => Int, { nullable: true, defaultValue: 1000 })
  @IsOptional()
  @IsWholeIn(10, MONTE_CARLO_MAX_ITERATIONS)
  iterations?: number;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: "Seed of the random draws" })
  @IsOptional()
  @IsWhole()
  @Min(0, { message: m("invalidFormat", { hint: SEED_HINT }) })
  @Max(2 ** 31 - 1, { message: m("invalidFormat", { hint: SEED_HINT }) })
  seed?: number;
}

@InputType()
export class CompareLcaCalculationsInput {
  @Field(() => Int)
  @IsPositiveId()
  firstId: number;

  @Field(() => Int)
  @IsPositiveId()
  secondId: number;

  @Field(() => Int, { nullable: true, defaultValue: 1000 })
  @IsOptional()
  @IsWholeIn(10, MONTE_CARLO_MAX_ITERATIONS)
  iterations?: number;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @IsOptional()
  @IsWhole()
  @Min(0, { message: m("invalidFormat", { hint: SEED_HINT }) })
  @Max(2 ** 31 - 1, { message: m("invalidFormat", { hint: SEED_HINT }) })
  seed?: number;
}

@ArgsType()
export class LcaLogArgs extends PageArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  productId?: number;

  @Field(() => String, { nullable: true, description: "An action, e.g. calculate" })
  @IsOptional()
  @IsText(30)
  action?: string;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  from?: Date;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  to?: Date;
}
