// Inputs of EPD reports: make one from a release, change it while a draft (or after a rejection),
// apply for its verification, decide an application, list and download.
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsIn,
  IsOptional,
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
  IsWholeIn,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { EN15804_MODULES } from "./epd.codes";

@InputType()
export class EpdScenarioInput {
  @Field(() => String)
  @IsOneOf(EN15804_MODULES)
  module: string;

  @Field(() => String)
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { defaultValue: "" })
  @IsText(2000)
  description: string = "";
}

@InputType()
export class EpdReportFields {
  @Field(() => [String], { description: "Modules declared; A1-A3, C1-C4 and D are mandatory" })
  @ArrayMinSize(1, { message: m("required") })
  @ArrayMaxSize(17, { message: m("invalidFormat", { hint: "at most 17 modules" }) })
  @IsIn(EN15804_MODULES, {
    each: true,
    message: m("invalidFormat", { hint: EN15804_MODULES.join(", ") }),
  })
  modules: string[];

  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean()
  aggregateA1A3: boolean = true;

  @Field(() => [EpdScenarioInput], { defaultValue: [] })
  @ValidateNested({ each: true })
  @ArrayMaxSize(40, { message: m("invalidFormat", { hint: "at most 40 scenarios" }) })
  scenarios: EpdScenarioInput[];

  @Field(() => String, { description: "The PCR followed, e.g. EN 16757 or PCR 2019:14" })
  @IsRequiredText(300)
  pcrName: string;

  @Field(() => String, { defaultValue: "" })
  @IsText(50)
  pcrVersion: string = "";

  @Field(() => String)
  @IsRequiredText(200)
  programOperator: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  referenceServiceLifeYears?: number | null;

  @Field(() => Int, { defaultValue: 5 })
  @IsWholeIn(1, 5)
  validityYears: number = 5;

  @Field(() => Float, { nullable: true, description: "kg C per declared unit" })
  @IsOptional()
  @IsNonNegative()
  biogenicCarbonProduct?: number | null;

  @Field(() => Float, { nullable: true, description: "kg C per declared unit" })
  @IsOptional()
  @IsFiniteNumber()
  @IsNonNegative()
  biogenicCarbonPackaging?: number | null;

  @Field(() => String, { defaultValue: "" })
  @IsText(4000)
  notes: string = "";
}

@InputType()
export class CreateEpdReportInput extends EpdReportFields {
  @Field(() => Int, { description: "A released version (its review id, from lcaReleases)" })
  @IsPositiveId()
  reviewId: number;
}

@InputType()
export class UpdateEpdReportInput extends EpdReportFields {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class ApplyEpdReportInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => Int, {
    nullable: true,
    description: "The verifying organisation; by default the one that reviewed the study",
  })
  @IsOptional()
  @IsPositiveId()
  reviewCompanyId?: number | null;

  @Field(() => String, { defaultValue: "" })
  @IsText(2000)
  note: string = "";
}

@InputType()
export class DecideEpdApplicationInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => Boolean, { description: "true issues the report; false rejects it" })
  @IsBoolean()
  approve: boolean;

  @Field(() => String, { defaultValue: "" })
  @IsText(2000)
  note: string = "";
}

@ArgsType()
export class EpdReportListArgs extends PageArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsOneOf(["draft", "applied", "issued", "rejected", "withdrawn"])
  status?: string;
}

@ArgsType()
export class EpdApplicationListArgs extends PageArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsOneOf(["pending", "approved", "rejected"])
  status?: string;
}

@ArgsType()
export class EpdDownloadArgs {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String, { defaultValue: "zh-CN", description: "zh-CN or en" })
  @IsOneOf(["zh-CN", "en"])
  lang: "zh-CN" | "en" = "zh-CN";
}
