// Inputs of carbon assets: the holdings list, a holding's history, recording a transaction (with
// its evidence and, for certificates retired against scope 2, the lines they cover), reversing
// one, and a corporation's compliance year.
import { ArrayMaxSize, IsOptional, Matches, ValidateNested } from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import {
  IsNonNegative,
  IsOneOf,
  IsPositiveId,
  IsRequiredText,
  IsText,
  IsWholeIn,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { EvidenceInput } from "../activity-line/activity-line.inputs";
import { ASSET_TYPES, RETIREMENT_PURPOSES, TRANSACTION_KINDS } from "./asset-rules";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const IsDay = () => Matches(DATE, { message: m("invalidFormat", { hint: "YYYY-MM-DD" }) });
/** Vintages and compliance years: the national ETS began with 2013's pilots. */
const IsYear = () => IsWholeIn(2000, 2100);
/** Whole units, at least one: a registry never moves a part of an allowance or certificate. */
const IsUnits = () => IsWholeIn(1, 2_000_000_000);
/** The kinds a caller records; reversals have their own operation. */
const RECORDED_KINDS = TRANSACTION_KINDS.filter((kind) => kind !== "reversal");

@ArgsType()
export class CarbonHoldingListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "CEA, CCER, GEC or IREC" })
  @IsOptional()
  @IsOneOf(ASSET_TYPES)
  assetType?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsYear()
  vintage?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  corporationId?: number | null;

  @Field(() => Boolean, { defaultValue: false, description: "Also holdings now at zero" })
  includeEmpty: boolean = false;
}

@ArgsType()
export class CarbonHoldingTotalsArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(100)
  keyword?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsOneOf(ASSET_TYPES)
  assetType?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsYear()
  vintage?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  corporationId?: number | null;
}

@ArgsType()
export class CarbonTransactionListArgs {
  @Field(() => Int)
  @IsPositiveId()
  holdingId: number;

  @Field(() => Int, { defaultValue: 1 })
  @IsWholeIn(1, 1_000_000)
  page: number = 1;

  @Field(() => Int, { defaultValue: 20 })
  @IsWholeIn(1, 100)
  pageSize: number = 20;
}

@ArgsType()
export class CompliancePositionArgs {
  @Field(() => Int)
  @IsPositiveId()
  corporationId: number;

  @Field(() => Int)
  @IsYear()
  year: number;
}

/** So many MWh of one scope 2 electricity line, covered by the certificates retired. */
@InputType()
export class CertificateClaimInput {
  @Field(() => Int)
  @IsPositiveId()
  activityLineId: number;

  @Field(() => Float, { description: "MWh of the line" })
  @IsNonNegative()
  mwh: number;
}

@InputType()
export class RecordCarbonAssetTransactionInput {
  @Field(() => String, {
    description:
      "allocation, purchase, sale, transfer_in, transfer_out, surrender, retirement or expiry",
  })
  @IsOneOf(RECORDED_KINDS)
  kind: string;

  @Field(() => Int, {
    nullable: true,
    description: "The holding; units coming in may name corporation, type and vintage instead",
  })
  @IsOptional()
  @IsPositiveId()
  holdingId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  corporationId?: number | null;

  @Field(() => String, { nullable: true, description: "CEA, CCER, GEC or IREC" })
  @IsOptional()
  @IsOneOf(ASSET_TYPES)
  assetType?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsYear()
  vintage?: number | null;

  @Field(() => Int, { description: "Units: t CO2e (CEA, CCER) or MWh (GEC, I-REC)" })
  @IsUnits()
  quantity: number;

  @Field(() => String, { nullable: true, description: "First serial (CCER, GEC, I-REC)" })
  @IsOptional()
  @IsText(80)
  serialStart?: string | null;

  @Field(() => String, { nullable: true, description: "Last serial of the range" })
  @IsOptional()
  @IsText(80)
  serialEnd?: string | null;

  @Field(() => String, { description: "YYYY-MM-DD" })
  @IsDay()
  date: string;

  @Field(() => Float, { nullable: true, description: "CNY per unit" })
  @IsOptional()
  @IsNonNegative()
  price?: number | null;

  @Field(() => String, { nullable: true, description: "Buyer, seller or other party" })
  @IsOptional()
  @IsText(200)
  counterparty?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "transfer_out: the company's corporation receiving the units",
  })
  @IsOptional()
  @IsPositiveId()
  toCorporationId?: number | null;

  @Field(() => Int, { nullable: true, description: "surrender: the compliance year" })
  @IsOptional()
  @IsYear()
  complianceYear?: number | null;

  @Field(() => String, { nullable: true, description: "retirement: scope2 or voluntary" })
  @IsOptional()
  @IsOneOf(RETIREMENT_PURPOSES)
  purpose?: string | null;

  @Field(() => [CertificateClaimInput], {
    nullable: true,
    description: "retirement for scope2: the electricity lines covered, MWh each",
  })
  @IsOptional()
  @ArrayMaxSize(200, { message: m("invalidFormat", { hint: "at most 200 lines" }) })
  @ValidateNested({ each: true })
  claims?: CertificateClaimInput[] | null;

  @Field(() => [EvidenceInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20, { message: m("invalidFormat", { hint: "at most 20 files" }) })
  @ValidateNested({ each: true })
  evidence?: EvidenceInput[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(2000)
  note?: string | null;
}

@InputType()
export class ReverseCarbonAssetTransactionInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String, { description: "YYYY-MM-DD" })
  @IsDay()
  date: string;

  @Field(() => String, { description: "Why the transaction is reversed" })
  @IsRequiredText(2000)
  note: string;
}

@InputType()
export class SetComplianceYearInput {
  @Field(() => Int)
  @IsPositiveId()
  corporationId: number;

  @Field(() => Int)
  @IsYear()
  year: number;

  @Field(() => Float, {
    nullable: true,
    description: "Verified emissions, t CO2e; null uses the calculated figure",
  })
  @IsOptional()
  @IsNonNegative()
  verifiedT?: number | null;

  @Field(() => String, { nullable: true, description: "The verifier or verification report" })
  @IsOptional()
  @IsText(300)
  verifiedSource?: string | null;

  @Field(() => Int, { nullable: true, description: "The case to calculate from" })
  @IsOptional()
  @IsPositiveId()
  caseId?: number | null;

  @Field(() => String, { defaultValue: "CO2", description: "CO2 or ALL" })
  @IsOneOf(["CO2", "ALL"])
  coveredGases: string = "CO2";

  @Field(() => Float, { nullable: true, description: "CNY per CEA" })
  @IsOptional()
  @IsNonNegative()
  ceaPrice?: number | null;
}
