import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsIn,
  IsOptional,
  Matches,
  MaxLength,
  ValidateNested,
} from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { IsGwpSet } from "../../lib/gwp-set";
import { PageArgs } from "../../graphql/paging";
import {
  IsFraction,
  IsNonNegative,
  IsPositiveId,
  IsRequiredText,
  IsStoredUrl,
  IsText,
  IsWhole,
  IsWholeIn,
  IsNotBlank,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { FACTOR_CATEGORIES } from "./factor-data";

const CATEGORY_CODES = FACTOR_CATEGORIES.map((category) => category.code);
export const FACTOR_CODE = /^[A-Za-z0-9._:-]+$/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base takes any arguments
type ArgsBase = abstract new (...args: any[]) => object;

/** The search of the factor library, shared by its list (a page) and its export (all of it). */
function FactorSearch<TBase extends ArgsBase>(Base: TBase) {
  @ArgsType()
  abstract class FactorSearchArgs extends Base {
    @Field(() => String, { nullable: true, description: "Top-level category code" })
    @IsOptional()
    @IsIn(CATEGORY_CODES, { message: m("invalidFormat", { hint: "a category code" }) })
    category?: string;

    @Field(() => String, { nullable: true })
    @IsOptional()
    @IsText(200)
    subcategory?: string;

    @Field(() => String, { nullable: true, description: "Region code, e.g. CN, CN-EAST, GB, US" })
    @IsOptional()
    @IsText(30)
    region?: string;

    @Field(() => Int, { nullable: true })
    @IsOptional()
    @IsWhole()
    year?: number;

    @Field(() => Int, { nullable: true })
    @IsOptional()
    @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
    scope?: number;

    @Field(() => Int, { nullable: true, description: "Only factors whose unit converts from it" })
    @IsOptional()
    @IsWhole()
    unitId?: number;

    @Field(() => String, { nullable: true, description: "global, company, or both when absent" })
    @IsOptional()
    @IsIn(["global", "company"], { message: m("invalidFormat", { hint: "global or company" }) })
    owner?: string;

    @Field(() => Boolean, { defaultValue: false })
    @IsOptional()
    @IsBoolean()
    includeRetired: boolean = false;
  }
  return FactorSearchArgs;
}

@ArgsType()
export class FactorListArgs extends FactorSearch(PageArgs) {}

@ArgsType()
class FactorKeywordArgs {
  @Field(() => String, { nullable: true, description: "Matches names, case-insensitive" })
  @IsOptional()
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  keyword?: string;
}

/** The most factors one export writes (the whole library holds a few hundred). */
export const FACTOR_EXPORT_MAX_ROWS = 2000;

/** A search to export: the list's filters without its page; a larger search is refused. */
@ArgsType()
export class FactorExportArgs extends FactorSearch(FactorKeywordArgs) {
  @Field(() => Int, {
    defaultValue: FACTOR_EXPORT_MAX_ROWS,
    description: `The most factors to write (at most ${FACTOR_EXPORT_MAX_ROWS}); a search finding more is refused`,
  })
  @IsWholeIn(1, FACTOR_EXPORT_MAX_ROWS)
  maxRows: number = FACTOR_EXPORT_MAX_ROWS;
}

@InputType()
export class GasValueInput {
  @Field(() => String, {
    description:
      "Gas code, synonyms accepted (R-134a = HFC-134a). Methane: CH4_FOSSIL for fuels and their leaks (AR6 29.8), CH4_NONFOSSIL for biomass, waste, livestock (AR6 27.0), CH4 only when the origin is not stated (AR6 27.9); AR4 and AR5 weigh all three alike",
  })
  @IsNotBlank()
  gas: string;

  @Field(() => Float, { description: "kg of the gas per unit" })
  @IsNonNegative()
  value: number;
}

@InputType()
export class FactorInput {
  @Field(() => String)
  @IsRequiredText(64)
  @Matches(FACTOR_CODE, { message: m("invalidFormat", { hint: "letters, digits and . _ : -" }) })
  code: string;

  @Field(() => String)
  @IsRequiredText(300)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(300)
  nameEn?: string;

  @Field(() => String)
  @IsIn(CATEGORY_CODES, { message: m("invalidFormat", { hint: "a category code" }) })
  category: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(200)
  subcategory?: string;

  @Field(() => Int)
  @IsWhole()
  unitId: number;

  @Field(() => [GasValueInput])
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(30, { message: m("invalidFormat", { hint: "at most 30 gases" }) })
  @ValidateNested({ each: true })
  gases: GasValueInput[];

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  ncv?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  carbonContent?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsFraction()
  oxidation?: number;

  @Field(() => String)
  @IsRequiredText(30)
  region: string;

  @Field(() => Int)
  @IsWholeIn(1990, 2100)
  year: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(40)
  version?: string;

  @Field(() => String)
  @IsRequiredText(2000)
  source: string;

  @Field(() => String, { nullable: true, description: "https (http only for localhost)" })
  @IsOptional()
  @IsStoredUrl(500)
  sourceUrl?: string;

  @Field(() => Int, { defaultValue: 2 })
  @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
  dataSourceType: number = 2;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  uncertainty?: number;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(50, { message: m("invalidFormat", { hint: "at most 50 synonyms" }) })
  @MaxLength(100, { each: true, message: m("tooLong", { max: 100 }) })
  synonyms?: string[];

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
  scope?: number;

  @Field(() => String, {
    nullable: true,
    description: "AR4, AR5 or AR6 (any case): the GWP set of a CO2E value",
  })
  @IsOptional()
  @IsGwpSet()
  gwpBasis?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(2000)
  notes?: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Create in the global library (platform operator only)",
  })
  @IsOptional()
  @IsBoolean()
  global: boolean = false;
}

@InputType()
export class UpdateFactorInput extends FactorInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class ImportFactorsInput {
  @Field(() => String, { description: "csv or xlsx (our template), or uk (the UK flat file)" })
  @IsIn(["csv", "xlsx", "uk"], { message: m("invalidFormat", { hint: "csv, xlsx or uk" }) })
  kind: string;

  @Field(() => String, { description: "The file, base64-encoded" })
  @IsNotBlank()
  base64: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Into the global library (platform operator only)",
  })
  @IsOptional()
  @IsBoolean()
  global: boolean = false;
}

@ArgsType()
export class RetireFactorArgs {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => Boolean, { defaultValue: true, description: "false brings it back" })
  @IsBoolean()
  retired: boolean = true;
}
