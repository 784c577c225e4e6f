// Inputs of the process model API: process models with their lines, product categories, design
// products with their stage items, and the assignment of global models to companies. Single
// fields are checked here; rules across fields and rows (units, sources, allocation properties,
// cycles) in the services.
import { ArrayMaxSize, IsBoolean, IsInt, IsOptional, Min, ValidateNested } from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { m } from "../../lib/validation";
import {
  IsNonNegative,
  IsOneOf,
  IsPositiveId,
  IsRequiredText,
  IsText,
  IsWholeIn,
} from "../../lib/input-rules";
import { DATA_OWNERS, type DataOwner } from "../lca-data/lca-data.inputs";
import {
  ALLOCATIONS,
  BOUNDARIES,
  codesOf,
  LINE_DIRECTIONS,
  PROCESS_CATEGORIES,
  SOURCE_KINDS,
  STAGE_SCHEMES,
} from "./process-model.codes";

export const MAX_LINES = 200;

@ArgsType()
export class ModelListArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    defaultValue: "all",
    description: "all (the global rows the company may use and its own), global or company",
  })
  @IsOptional()
  @IsOneOf(DATA_OWNERS)
  owner?: DataOwner = "all";
}

@ArgsType()
export class ProcessModelListArgs extends ModelListArgs {
  @Field(() => String, { nullable: true, description: "Category code" })
  @IsOptional()
  @IsOneOf(codesOf(PROCESS_CATEGORIES))
  category?: string;
}

@ArgsType()
export class DesignProductListArgs extends ModelListArgs {
  @Field(() => Int, { nullable: true, description: "Product category, with its sub-categories" })
  @IsOptional()
  @IsPositiveId()
  categoryId?: number;
}

@InputType()
export class ProcessModelLineInput {
  @Field(() => String, { description: "input, output (a by-product) or emission" })
  @IsOneOf(LINE_DIRECTIONS)
  direction: string;

  @Field(() => String, { nullable: true, description: "Inputs: material, upstream or process" })
  @IsOptional()
  @IsOneOf(SOURCE_KINDS)
  sourceKind?: string | null;

  @Field(() => Int, { nullable: true, description: "Inputs: the id of the source" })
  @IsOptional()
  @IsPositiveId()
  sourceId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "By-product or elementary flow name; inputs take their source's",
  })
  @IsOptional()
  @IsText(200)
  name?: string | null;

  @Field(() => String, { nullable: true, description: "Emissions: air, water or soil" })
  @IsOptional()
  @IsText(20)
  compartment?: string | null;

  @Field(() => Float)
  @IsNonNegative()
  amount: number;

  @Field(() => Int)
  @IsPositiveId()
  unitId: number;

  @Field(() => Float, { nullable: true, description: "By-products: kg of mass per unit" })
  @IsOptional()
  @IsNonNegative()
  massPerUnit?: number | null;

  @Field(() => Float, { nullable: true, description: "By-products: price per unit" })
  @IsOptional()
  @IsNonNegative()
  pricePerUnit?: number | null;
}

@InputType()
export class ProcessModelInput {
  @Field(() => String)
  @IsRequiredText(40)
  code: string;

  @Field(() => String, { description: "Chinese name" })
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true, description: "English name; the Chinese when empty" })
  @IsOptional()
  @IsText(200)
  nameEn?: string | null;

  @Field(() => String)
  @IsOneOf(codesOf(PROCESS_CATEGORIES))
  category: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(4000)
  description?: string | null;

  @Field(() => String)
  @IsRequiredText(200)
  referenceProduct: string;

  @Field(() => Float)
  @IsNonNegative()
  referenceAmount: number;

  @Field(() => Int)
  @IsPositiveId()
  referenceUnitId: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  referenceMassPerUnit?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  referencePricePerUnit?: number | null;

  @Field(() => String, { description: "physical, economic or expansion" })
  @IsOneOf(codesOf(ALLOCATIONS))
  allocation: string;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  @IsOptional()
  @IsBoolean()
  template?: boolean;

  @Field(() => [ProcessModelLineInput])
  @ArrayMaxSize(MAX_LINES, { message: m("invalidFormat", { hint: `at most ${MAX_LINES} rows` }) })
  @ValidateNested({ each: true })
  lines: ProcessModelLineInput[];

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: "A global row (the platform operator's, gab01)",
  })
  @IsOptional()
  @IsBoolean()
  global?: boolean;
}

@InputType()
export class UpdateProcessModelInput extends ProcessModelInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class ProductCategoryInput {
  @Field(() => Int, { nullable: true, description: "The parent category; a root when empty" })
  @IsOptional()
  @IsPositiveId()
  parentId?: number | null;

  @Field(() => String)
  @IsRequiredText(40)
  code: string;

  @Field(() => String, { description: "Chinese name" })
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true, description: "English name; the Chinese when empty" })
  @IsOptional()
  @IsText(200)
  nameEn?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  @IsOptional()
  @IsWholeIn(0, 9999)
  sort?: number;
}

@InputType()
export class UpdateProductCategoryInput extends ProductCategoryInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class DesignProductItemInput {
  @Field(() => String, { description: "A stage code of the product's scheme" })
  @IsRequiredText(20)
  stage: string;

  @Field(() => String, { description: "process or material" })
  @IsOneOf(["process", "material"])
  kind: string;

  @Field(() => Int)
  @IsPositiveId()
  sourceId: number;
}

@InputType()
export class DesignProductInput {
  @Field(() => String)
  @IsRequiredText(40)
  code: string;

  @Field(() => String, { description: "Chinese name" })
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(200)
  nameEn?: string | null;

  @Field(() => Int)
  @IsPositiveId()
  categoryId: number;

  @Field(() => Float)
  @IsNonNegative()
  declaredAmount: number;

  @Field(() => Int)
  @IsPositiveId()
  declaredUnitId: number;

  @Field(() => String)
  @IsOneOf(codesOf(BOUNDARIES))
  boundary: string;

  @Field(() => String, { description: "lifecycle or en15804" })
  @IsOneOf(STAGE_SCHEMES.map((scheme) => scheme.code))
  stageScheme: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(4000)
  description?: string | null;

  @Field(() => [DesignProductItemInput])
  @ArrayMaxSize(MAX_LINES, { message: m("invalidFormat", { hint: `at most ${MAX_LINES} rows` }) })
  @ValidateNested({ each: true })
  items: DesignProductItemInput[];

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  @IsOptional()
  @IsBoolean()
  global?: boolean;
}

@InputType()
export class UpdateDesignProductInput extends DesignProductInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@ArgsType()
export class CompanyArgs {
  @Field(() => Int)
  @IsPositiveId()
  companyId: number;
}

@InputType()
export class AssignmentInput {
  @Field(() => Int)
  @IsPositiveId()
  companyId: number;

  @Field(() => [Int], {
    description: "Every global model the company may use; the rest are taken off",
  })
  @ArrayMaxSize(5000, { message: m("invalidFormat", { hint: "at most 5000 models" }) })
  @IsInt({ each: true, message: m("mustBeInteger") })
  @Min(1, { each: true, message: m("mustBePositive") })
  modelIds: number[];
}
