// Inputs of the accounting API: corporations, cases, processes, activity lines, tags and runs.
// The legacy calls coerce their bodies into the same classes.
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { GWP_SETS } from "../../calc/ghg/types";
import { PageArgs } from "../../graphql/paging";
import { m } from "../../lib/validation";
import { GasValueInput } from "../factor/factor.inputs";
import { BOUNDARY_APPROACHES } from "./case.entity";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const number = { message: m("invalidFormat", { hint: "a number" }) };
const nonNegative = { message: m("invalidFormat", { hint: "zero or more" }) };
const integer = { message: m("mustBeInteger") };
const positive = { message: m("mustBePositive") };

@ArgsType()
export class CaseIdArgs {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  caseId: number;
}

@ArgsType()
export class CorporationListArgs extends PageArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  industryId?: number;

  @Field(() => String, { nullable: true, description: "Province code (GB/T 2260)" })
  @IsOptional()
  @MaxLength(6, { message: m("tooLong", { max: 6 }) })
  province?: string;
}

@InputType()
export class CorporationInput {
  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(CREDIT_CODE, {
    message: m("invalidFormat", { hint: "18-character unified social credit code" }),
  })
  creditCode?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  industryId?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  address?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^\d{6}$/, { message: m("invalidFormat", { hint: "a 6-digit region code" }) })
  province?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(50, { message: m("tooLong", { max: 50 }) })
  city?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  longitude?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  latitude?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  baseModelId?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: m("tooLong", { max: 2000 }) })
  description?: string;
}

@InputType()
export class UpdateCorporationInput extends CorporationInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  id: number;
}

@InputType()
export class CorporationPositionInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  id: number;

  @Field(() => Float)
  @IsNumber({}, number)
  longitude: number;

  @Field(() => Float)
  @IsNumber({}, number)
  latitude: number;
}

@ArgsType()
export class CaseListArgs extends PageArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  corporationId?: number;

  @Field(() => Int, { nullable: true, description: "5 in progress, 10 completed" })
  @IsOptional()
  @IsIn([5, 10], { message: m("invalidFormat", { hint: "5 or 10" }) })
  status?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  year?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  tagId?: number;
}

@InputType()
export class CaseInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  corporationId: number;

  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  name: string;

  @Field(() => Int)
  @IsInt(integer)
  @Min(1990, { message: m("invalidFormat", { hint: "1990-2100" }) })
  @Max(2100, { message: m("invalidFormat", { hint: "1990-2100" }) })
  year: number;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; the year's first day" })
  @IsOptional()
  @Matches(DATE, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) })
  periodStart?: string;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; the year's last day" })
  @IsOptional()
  @Matches(DATE, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) })
  periodEnd?: string;

  @Field(() => Int, { nullable: true, description: "Template whose processes are copied in" })
  @IsOptional()
  @IsInt(integer)
  baseModelId?: number;

  @Field(() => String, { defaultValue: "AR6" })
  @IsIn(GWP_SETS, { message: m("invalidFormat", { hint: "AR4, AR5 or AR6" }) })
  gwpSet: string = "AR6";

  @Field(() => String, { defaultValue: "operational-control" })
  @IsIn(BOUNDARY_APPROACHES, {
    message: m("invalidFormat", { hint: BOUNDARY_APPROACHES.join(", ") }),
  })
  boundary: string = "operational-control";

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  outputAmount?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, { message: m("tooLong", { max: 30 }) })
  outputUnit?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  revenue?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, { message: m("tooLong", { max: 30 }) })
  revenueUnit?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: m("tooLong", { max: 2000 }) })
  remark?: string;

  @Field(() => [Int], { nullable: true })
  @IsOptional()
  @IsInt({ each: true, ...integer })
  tagIds?: number[];
}

@InputType()
export class UpdateCaseInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsNotEmpty({ message: m("required") })
  @MaxLength(100, { message: m("tooLong", { max: 100 }) })
  name?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  @Min(1990, { message: m("invalidFormat", { hint: "1990-2100" }) })
  @Max(2100, { message: m("invalidFormat", { hint: "1990-2100" }) })
  year?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(DATE, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) })
  periodStart?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(DATE, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) })
  periodEnd?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(GWP_SETS, { message: m("invalidFormat", { hint: "AR4, AR5 or AR6" }) })
  gwpSet?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(BOUNDARY_APPROACHES, {
    message: m("invalidFormat", { hint: BOUNDARY_APPROACHES.join(", ") }),
  })
  boundary?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  outputAmount?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, { message: m("tooLong", { max: 30 }) })
  outputUnit?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  revenue?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, { message: m("tooLong", { max: 30 }) })
  revenueUnit?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: m("tooLong", { max: 2000 }) })
  remark?: string | null;

  @Field(() => [Int], { nullable: true, description: "Replaces the case's tags" })
  @IsOptional()
  @IsInt({ each: true, ...integer })
  tagIds?: number[];
}

@InputType()
export class CaseProcessInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  caseId: number;

  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(300, { message: m("tooLong", { max: 300 }) })
  nameEn?: string;

  @Field(() => Int)
  @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
  scope: number;

  @Field(() => Int)
  @IsInt(integer)
  @Min(1, { message: m("invalidFormat", { hint: "1-6" }) })
  @Max(6, { message: m("invalidFormat", { hint: "1-6" }) })
  isoCategory: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  @Min(1, { message: m("invalidFormat", { hint: "1-15" }) })
  @Max(15, { message: m("invalidFormat", { hint: "1-15" }) })
  scope3Category?: number;

  @Field(() => Boolean, { defaultValue: false })
  @IsOptional()
  @IsBoolean()
  deducted: boolean = false;
}

@InputType()
export class CustomFactorInput {
  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  name: string;

  @Field(() => Int)
  @IsInt(integer)
  unitId: number;

  @Field(() => [GasValueInput])
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(30, { message: m("invalidFormat", { hint: "at most 30 gases" }) })
  @ValidateNested({ each: true })
  gases: GasValueInput[];

  @Field(() => String, { description: "Where the value comes from" })
  @IsNotEmpty({ message: m("required") })
  @MaxLength(1000, { message: m("tooLong", { max: 1000 }) })
  source: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  ncv?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  carbonContent?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  @Max(1, { message: m("invalidFormat", { hint: "between 0 and 1" }) })
  oxidation?: number;
}

@InputType()
export class AddLibraryLinesInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  processId: number;

  @Field(() => [Int], { description: "One line per factor, in the factor's unit" })
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(200, { message: m("invalidFormat", { hint: "at most 200 factors" }) })
  @IsInt({ each: true, ...integer })
  factorIds: number[];
}

@InputType()
export class AddCustomLineInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  processId: number;

  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  name: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  amount?: number;

  @Field(() => Int)
  @IsInt(integer)
  unitId: number;

  @Field(() => String, { defaultValue: "factor" })
  @IsIn(["factor", "combustion"], { message: m("invalidFormat", { hint: "factor or combustion" }) })
  method: string = "factor";

  @Field(() => CustomFactorInput)
  @ValidateNested()
  factor: CustomFactorInput;

  @Field(() => Int, { defaultValue: 3 })
  @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
  dataSourceType: number = 3;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  @Min(1, { message: m("invalidFormat", { hint: "1-12" }) })
  @Max(12, { message: m("invalidFormat", { hint: "1-12" }) })
  month?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: m("tooLong", { max: 2000 }) })
  remark?: string;
}

@InputType()
export class EvidenceInput {
  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  name: string;

  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(1000, { message: m("tooLong", { max: 1000 }) })
  url: string;
}

/** A change to one activity line: absent fields stay, null clears a nullable one. */
@InputType()
export class ProcessDataPatch {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsNotEmpty({ message: m("required") })
  @MaxLength(200, { message: m("tooLong", { max: 200 }) })
  name?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, number)
  @Min(0, nonNegative)
  amount?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  unitId?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(["factor", "combustion"], { message: m("invalidFormat", { hint: "factor or combustion" }) })
  method?: string;

  @Field(() => Int, { nullable: true, description: "A library factor; null clears it" })
  @IsOptional()
  @IsInt(integer)
  factorId?: number | null;

  @Field(() => CustomFactorInput, { nullable: true, description: "null clears it" })
  @IsOptional()
  @ValidateNested()
  customFactor?: CustomFactorInput | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  ncv?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  carbonContent?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, number)
  @Min(0, nonNegative)
  @Max(1, { message: m("invalidFormat", { hint: "between 0 and 1" }) })
  oxidation?: number | null;

  @Field(() => Int, { nullable: true, description: "Scope 2 market-based factor" })
  @IsOptional()
  @IsInt(integer)
  marketFactorId?: number | null;

  @Field(() => CustomFactorInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  marketCustomFactor?: CustomFactorInput | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(["certificate", "supplier", "residual", "grid"], {
    message: m("invalidFormat", { hint: "certificate, supplier, residual or grid" }),
  })
  marketBasis?: string | null;

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
  @IsInt(integer)
  @Min(1, { message: m("invalidFormat", { hint: "1-12" }) })
  @Max(12, { message: m("invalidFormat", { hint: "1-12" }) })
  month?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: m("tooLong", { max: 2000 }) })
  remark?: string | null;
}

@InputType()
export class UpdateProcessDataInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  caseId: number;

  @Field(() => [ProcessDataPatch])
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(20000, { message: m("invalidFormat", { hint: "at most 20,000 lines" }) })
  @ValidateNested({ each: true })
  lines: ProcessDataPatch[];
}

@ArgsType()
export class ProcessDataListArgs extends PageArgs {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  caseId: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  processId?: number;
}

@InputType()
export class DeleteLinesInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  caseId: number;

  @Field(() => [Int])
  @ArrayMinSize(1, { message: m("required") })
  @IsInt({ each: true, ...integer })
  ids: number[];
}

@InputType()
export class AddProcessModelInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  caseId: number;

  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  baseModelId: number;

  @Field(() => [Int], { nullable: true, description: "Template processes to copy; all if absent" })
  @IsOptional()
  @IsInt({ each: true, ...integer })
  processIds?: number[];
}

@ArgsType()
export class DefaultFactorArgs extends CaseIdArgs {
  @Field(() => Boolean, { defaultValue: false, description: "Also replace factors already set" })
  @IsOptional()
  @IsBoolean()
  overwrite: boolean = false;
}

@ArgsType()
export class RunArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  caseId?: number;

  @Field(() => Int, { nullable: true, description: "A run; the case's latest when absent" })
  @IsOptional()
  @IsInt(integer)
  runId?: number;
}

@ArgsType()
export class DischargeLineArgs extends PageArgs {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  runId: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
  scope?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt(integer)
  processId?: number;
}

@InputType()
export class TagInput {
  @Field(() => String)
  @IsNotEmpty({ message: m("required") })
  @MaxLength(30, { message: m("tooLong", { max: 30 }) })
  name: string;

  @Field(() => Int, { nullable: true, description: "Also puts the tag on this case" })
  @IsOptional()
  @IsInt(integer)
  caseId?: number;
}

@InputType()
export class RemoveTagInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  id: number;

  @Field(() => Int, { nullable: true, description: "Only takes it off this case" })
  @IsOptional()
  @IsInt(integer)
  caseId?: number;
}

@InputType()
export class ImportProcessDataInput {
  @Field(() => Int)
  @IsInt(integer)
  @Min(1, positive)
  caseId: number;

  @Field(() => String, { description: "The .xlsx file, base64-encoded" })
  @IsNotEmpty({ message: m("required") })
  base64: string;
}
