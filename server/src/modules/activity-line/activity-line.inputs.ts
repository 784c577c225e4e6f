// Inputs of the activity-line API: library and custom lines, edits, deletion, default factors.
// The legacy calls coerce their bodies into the same classes.
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsPositive,
  Matches,
  Max,
  ValidateIf,
  ValidateNested,
} from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import {
  IsFiniteNumber,
  IsNonNegative,
  IsPositiveId,
  IsRequiredText,
  IsStoredUrl,
  IsText,
  IsWhole,
  IsWholeIn,
  MAX_QUANTITY,
  rules,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { CaseIdArgs } from "../case/case.inputs";
import { GasValueInput } from "../factor/factor.inputs";

// The combustion parameters as the engine reads them (calc/ghg/types.ts): none of them is ever
// zero, and a carbon content above 1 t C/GJ is a guideline's t C/TJ figure entered unscaled, which
// the engine would only refuse at the next calculation.
const IsCalorificValue = () =>
  rules(
    IsFiniteNumber(),
    IsPositive({ message: m("invalidFormat", { hint: "GJ per unit of the factor, above 0" }) }),
    Max(MAX_QUANTITY, { message: m("invalidFormat", { hint: "at most 1,000,000,000,000" }) }),
  );

const IsCarbonContent = () => {
  const hint =
    "t C per GJ, above 0 and at most 1 (guideline tables print t C/TJ: multiply by 0.001)";
  return rules(
    IsFiniteNumber(),
    IsPositive({ message: m("invalidFormat", { hint }) }),
    Max(1, { message: m("invalidFormat", { hint }) }),
  );
};

const IsOxidationRate = () => {
  const hint = "a fraction above 0 and at most 1 (98% is 0.98)";
  return rules(
    IsFiniteNumber(),
    IsPositive({ message: m("invalidFormat", { hint }) }),
    Max(1, { message: m("invalidFormat", { hint }) }),
  );
};

@InputType()
export class CustomFactorInput {
  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => Int)
  @IsWhole()
  unitId: number;

  @Field(() => [GasValueInput])
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(30, { message: m("invalidFormat", { hint: "at most 30 gases" }) })
  @ValidateNested({ each: true })
  gases: GasValueInput[];

  @Field(() => String, { description: "Where the value comes from" })
  @IsRequiredText(1000)
  source: string;

  @Field(() => Float, { nullable: true, description: "Net calorific value, GJ per factor unit" })
  @IsOptional()
  @IsCalorificValue()
  ncv?: number;

  @Field(() => Float, { nullable: true, description: "Carbon content, t C per GJ" })
  @IsOptional()
  @IsCarbonContent()
  carbonContent?: number;

  @Field(() => Float, { nullable: true, description: "Carbon oxidation rate, a fraction" })
  @IsOptional()
  @IsOxidationRate()
  oxidation?: number;
}

/** The methods of an activity line (calc/ghg CalculationMethod). */
export const LINE_METHODS = ["factor", "combustion", "gas"];

const METHOD_HINT = "factor, combustion or gas";

/** A line of a library factor: the factor, and what the line says about the activity. */
@InputType()
export class LibraryLineInput {
  @Field(() => Int)
  @IsPositiveId()
  factorId: number;

  @Field(() => Float, { nullable: true, description: "Activity amount; null to enter it later" })
  @IsOptional()
  @IsNonNegative()
  amount?: number | null;

  @Field(() => Int, { nullable: true, description: "Unit of the amount; the factor's when absent" })
  @IsOptional()
  @IsWhole()
  unitId?: number | null;

  @Field(() => String, { nullable: true, description: "The factor's name when absent" })
  @IsOptional()
  @IsRequiredText(200)
  name?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWholeIn(1, 12)
  month?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(2000)
  remark?: string | null;
}

/**
 * Every line operation names the case (`caseId`); those that add lines also name the process,
 * which must be a process of that case.
 */
@InputType()
export class AddLibraryLinesInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => Int)
  @IsPositiveId()
  processId: number;

  @Field(() => [LibraryLineInput], {
    nullable: true,
    description: "One line per entry: a library factor with the amount and unit",
  })
  @IsOptional()
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(200, { message: m("invalidFormat", { hint: "at most 200 lines" }) })
  @ValidateNested({ each: true })
  lines?: LibraryLineInput[];

  @Field(() => [Int], {
    nullable: true,
    deprecationReason: "Use lines, which carry the amounts",
    description: "One line per factor, in the factor's unit, without an amount",
  })
  @IsOptional()
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(200, { message: m("invalidFormat", { hint: "at most 200 factors" }) })
  @IsInt({ each: true, message: m("mustBeInteger") })
  factorIds?: number[];
}

@InputType()
export class AddCustomLineInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => Int)
  @IsPositiveId()
  processId: number;

  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  amount?: number;

  @Field(() => Int)
  @IsWhole()
  unitId: number;

  @Field(() => String, {
    defaultValue: "factor",
    description: "factor, combustion, or gas: the amount is a mass of `gas` released (no factor)",
  })
  @IsIn(LINE_METHODS, { message: m("invalidFormat", { hint: METHOD_HINT }) })
  method: string = "factor";

  @Field(() => String, {
    nullable: true,
    description: "Method gas: the gas released (HFC-134a, R-134a, R-410A, SF6, CO2 ...)",
  })
  @ValidateIf((input: AddCustomLineInput) => input.method === "gas")
  @IsRequiredText(30)
  gas?: string | null;

  @Field(() => CustomFactorInput, { nullable: true, description: "Required unless method is gas" })
  @ValidateIf((input: AddCustomLineInput) => input.method !== "gas" || input.factor != null)
  @IsDefined({ message: m("required") })
  @ValidateNested()
  factor?: CustomFactorInput | null;

  @Field(() => Int, { defaultValue: 3 })
  @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
  dataSourceType: number = 3;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWholeIn(1, 12)
  month?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(2000)
  remark?: string;
}

/** An uploaded file (fileId; its url is derived) or a link (url). */
@InputType()
export class EvidenceInput {
  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => String, {
    nullable: true,
    description: "A link (https; http only for localhost); ignored for an uploaded file",
  })
  // A file's url is its download address, derived by the server: only a link is the caller's.
  @ValidateIf((item: EvidenceInput) => !item.fileId)
  @IsOptional()
  @IsStoredUrl(1000)
  url?: string | null;

  @Field(() => String, { nullable: true, description: "An uploaded file of the line's company" })
  @IsOptional()
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: m("invalidFormat", { hint: "the id uploadEvidenceFile answered" }),
  })
  fileId?: string | null;
}

/** A change to one activity line: absent fields stay, null clears a nullable one. */
@InputType()
export class ActivityLinePatch {
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
  amount?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  unitId?: number;

  @Field(() => String, { nullable: true, description: METHOD_HINT })
  @IsOptional()
  @IsIn(LINE_METHODS, { message: m("invalidFormat", { hint: METHOD_HINT }) })
  method?: string;

  @Field(() => String, {
    nullable: true,
    description: "Method gas: the gas released (HFC-134a, R-134a, R-410A, SF6 ...); null clears it",
  })
  @IsOptional()
  @IsText(30)
  gas?: string | null;

  @Field(() => Int, { nullable: true, description: "A library factor; null clears it" })
  @IsOptional()
  @IsWhole()
  factorId?: number | null;

  @Field(() => CustomFactorInput, { nullable: true, description: "null clears it" })
  @IsOptional()
  @ValidateNested()
  customFactor?: CustomFactorInput | null;

  @Field(() => Float, {
    nullable: true,
    description: "Measured NCV, GJ per factor unit, over the factor's; null clears it",
  })
  @IsOptional()
  @IsCalorificValue()
  ncv?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Measured carbon content, t C per GJ, over the factor's; null clears it",
  })
  @IsOptional()
  @IsCarbonContent()
  carbonContent?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Measured oxidation rate, a fraction, over the factor's; null clears it",
  })
  @IsOptional()
  @IsOxidationRate()
  oxidation?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Scope 2 market-based instrument from the library; null clears it",
  })
  @IsOptional()
  @IsWhole()
  marketFactorId?: number | null;

  @Field(() => CustomFactorInput, {
    nullable: true,
    description: "Scope 2 supplier or contractual factor entered for the line; null clears it",
  })
  @IsOptional()
  @ValidateNested()
  marketCustomFactor?: CustomFactorInput | null;

  @Field(() => String, {
    nullable: true,
    description: "What backs the market-based figure: certificate, supplier, residual or grid",
  })
  @IsOptional()
  @IsIn(["certificate", "supplier", "residual", "grid"], {
    message: m("invalidFormat", { hint: "certificate, supplier, residual or grid" }),
  })
  marketBasis?: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Scope 2: the quantity the instrument covers (e.g. MWh of certificates); the rest is market-based at the grid factor. null: all of the line",
  })
  @IsOptional()
  @IsNonNegative()
  marketCoveredAmount?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Unit of marketCoveredAmount (e.g. MWh); the line's unit when null",
  })
  @IsOptional()
  @IsWhole()
  marketCoveredUnitId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
  dataSourceType?: number;

  @Field(() => [EvidenceInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20, { message: m("invalidFormat", { hint: "at most 20 files" }) })
  @ValidateNested({ each: true })
  evidence?: EvidenceInput[];

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWholeIn(1, 12)
  month?: number | null;

  @Field(() => [Float], {
    nullable: "itemsAndList",
    description:
      "Twelve monthly amounts, January to December (null: a month not entered yet); the line's amount becomes their sum. An empty list or null returns the line to one amount",
  })
  @IsOptional()
  monthAmounts?: Array<number | null> | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(2000)
  remark?: string | null;
}

@InputType()
export class UpdateActivityLinesInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => [ActivityLinePatch])
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(20000, { message: m("invalidFormat", { hint: "at most 20,000 lines" }) })
  @ValidateNested({ each: true })
  lines: ActivityLinePatch[];
}

@ArgsType()
export class ActivityLineListArgs extends PageArgs {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  processId?: number;
}

@InputType()
export class DeleteLinesInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => [Int])
  @ArrayMinSize(1, { message: m("required") })
  @IsInt({ each: true, message: m("mustBeInteger") })
  ids: number[];
}

@ArgsType()
export class DefaultFactorArgs extends CaseIdArgs {
  @Field(() => Boolean, { defaultValue: false, description: "Also replace factors already set" })
  @IsOptional()
  @IsBoolean()
  overwrite: boolean = false;
}
