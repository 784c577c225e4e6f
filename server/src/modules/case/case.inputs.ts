// Inputs of the case API: the list, the case form, a process and a template's processes.
// The legacy calls coerce their bodies into the same classes.
import { IsBoolean, IsIn, IsInt, IsOptional, Matches } from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { IsGwpSet } from "../../lib/gwp-set";
import { PageArgs } from "../../graphql/paging";
import {
  IsNonNegative,
  IsPositiveId,
  IsRequiredText,
  IsText,
  IsWhole,
  IsWholeIn,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { TemplateProcessInput } from "../template/template.inputs";
import { BOUNDARY_APPROACHES } from "./case.entity";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

@ArgsType()
export class CaseIdArgs {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;
}

@ArgsType()
export class CaseListArgs extends PageArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  corporationId?: number;

  @Field(() => Int, { nullable: true, description: "5 in progress, 10 completed" })
  @IsOptional()
  @IsIn([5, 10], { message: m("invalidFormat", { hint: "5 or 10" }) })
  status?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  year?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  tagId?: number;
}

@InputType()
export class CaseInput {
  @Field(() => Int)
  @IsPositiveId()
  corporationId: number;

  @Field(() => String)
  @IsRequiredText(100)
  name: string;

  @Field(() => Int)
  @IsWholeIn(1990, 2100)
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
  @IsWhole()
  templateId?: number;

  @Field(() => String, {
    nullable: true,
    description:
      "AR4, AR5 or AR6, in any case; the company's default set (AR6 unless configured) when absent",
  })
  @IsOptional()
  @IsGwpSet()
  gwpSet?: string;

  @Field(() => String, { defaultValue: "operational-control" })
  @IsIn(BOUNDARY_APPROACHES, {
    message: m("invalidFormat", { hint: BOUNDARY_APPROACHES.join(", ") }),
  })
  boundary: string = "operational-control";

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  outputAmount?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(30)
  outputUnit?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  revenue?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(30)
  revenueUnit?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(2000)
  remark?: string;

  @Field(() => [Int], { nullable: true })
  @IsOptional()
  @IsInt({ each: true, message: m("mustBeInteger") })
  tagIds?: number[];
}

@InputType({ description: "A new case for another period from an existing one" })
export class CopyCaseInput {
  @Field(() => Int, { description: "The case copied" })
  @IsPositiveId()
  sourceCaseId: number;

  @Field(() => Int, { nullable: true, description: "The source's corporation when omitted" })
  @IsOptional()
  @IsPositiveId()
  corporationId?: number;

  @Field(() => String)
  @IsRequiredText(100)
  name: string;

  @Field(() => Int)
  @IsWholeIn(1990, 2100)
  year: number;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; the year's first day" })
  @IsOptional()
  @Matches(DATE, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) })
  periodStart?: string;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; the year's last day" })
  @IsOptional()
  @Matches(DATE, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) })
  periodEnd?: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      "Copy the amounts (and measured NCV, carbon content, oxidation, covered quantities, output and revenue); otherwise they are left to fill",
  })
  @IsOptional()
  @IsBoolean()
  copyAmounts: boolean = false;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "The corporation may already have a case for an overlapping period",
  })
  @IsOptional()
  @IsBoolean()
  allowSamePeriod: boolean = false;
}

@InputType()
export class UpdateCaseInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsRequiredText(100)
  name?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWholeIn(1990, 2100)
  year?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(DATE, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) })
  periodStart?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(DATE, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) })
  periodEnd?: string;

  @Field(() => String, { nullable: true, description: "AR4, AR5 or AR6, in any case" })
  @IsOptional()
  @IsGwpSet()
  gwpSet?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(BOUNDARY_APPROACHES, {
    message: m("invalidFormat", { hint: BOUNDARY_APPROACHES.join(", ") }),
  })
  boundary?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  outputAmount?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(30)
  outputUnit?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNonNegative()
  revenue?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(30)
  revenueUnit?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(2000)
  remark?: string | null;

  @Field(() => [Int], { nullable: true, description: "Replaces the case's tags" })
  @IsOptional()
  @IsInt({ each: true, message: m("mustBeInteger") })
  tagIds?: number[];
}

/** A process of a case: the same fields as a template's process, on a case. */
@InputType()
export class CaseProcessInput extends TemplateProcessInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;
}

@InputType()
export class AddTemplateProcessesInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => Int)
  @IsPositiveId()
  templateId: number;

  @Field(() => [Int], { nullable: true, description: "Template processes to copy; all if absent" })
  @IsOptional()
  @IsInt({ each: true, message: m("mustBeInteger") })
  processIds?: number[];
}
