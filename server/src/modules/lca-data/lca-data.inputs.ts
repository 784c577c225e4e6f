// Inputs of the material and transport data API: the records, their list and export searches
// and the import of a workbook. Single fields are checked here; rules across fields (an own
// footprint needs its GWP, a distribution its parameters) in lca-data.rules.ts.
import {
  ArrayMaxSize,
  IsBoolean,
  IsOptional,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from "class-validator";
import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import {
  IsFiniteNumber,
  IsFraction,
  IsNotBlank,
  IsOneOf,
  IsPositiveId,
  IsRequiredText,
  IsText,
  IsWhole,
  IsWholeIn,
  MAX_QUANTITY,
  rules,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import { DataQualityInput, nested, UncertaintyInput } from "./data-quality";
import { MATERIAL_CATEGORY_CODES, SOURCE_KINDS, TRANSPORT_MODE_CODES } from "./lca-data.codes";

export const DATA_OWNERS = ["all", "global", "company"] as const;
export type DataOwner = (typeof DATA_OWNERS)[number];

/** The most rows one export writes and one import reads. */
export const LCA_DATA_TRANSFER_MAX_ROWS = 5000;

/** A footprint figure: finite, negative allowed (biogenic uptake), at most 10^12 either way. */
const IsFootprint = () =>
  rules(
    IsFiniteNumber(),
    Min(-MAX_QUANTITY, { message: m("invalidFormat", { hint: "at least -1,000,000,000,000" }) }),
    Max(MAX_QUANTITY, { message: m("invalidFormat", { hint: "at most 1,000,000,000,000" }) }),
  );

/** A load factor: above 0 (an empty vehicle carries nothing to divide by) and at most 1. */
const IsLoadFactor = () =>
  rules(
    IsFiniteNumber(),
    ValidateBy({
      name: "isLoadFactor",
      validator: {
        validate: (value: unknown) => typeof value === "number" && value > 0 && value <= 1,
        defaultMessage: m("invalidFormat", { hint: "above 0 and at most 1" }),
      },
    }),
  );

@ArgsType()
export class LcaDataListArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    defaultValue: "all",
    description: "all (global and the company's own), global or company",
  })
  @IsOptional()
  @IsOneOf(DATA_OWNERS)
  owner?: DataOwner = "all";
}

@ArgsType()
export class MaterialDataListArgs extends LcaDataListArgs {
  @Field(() => String, { nullable: true, description: "Category code" })
  @IsOptional()
  @IsOneOf(MATERIAL_CATEGORY_CODES)
  category?: string;

  @Field(() => String, { nullable: true, description: "own or upstream" })
  @IsOptional()
  @IsOneOf(SOURCE_KINDS)
  sourceKind?: string;
}

@ArgsType()
export class TransportDataListArgs extends LcaDataListArgs {
  @Field(() => String, { nullable: true, description: "Mode code" })
  @IsOptional()
  @IsOneOf(TRANSPORT_MODE_CODES)
  mode?: string;
}

@InputType()
export class IndicatorValueInput {
  @Field(() => String)
  @IsRequiredText(40)
  indicator: string;

  @Field(() => Float)
  @IsFootprint()
  value: number;
}

/** What material and transport data share: names, source, year, region, quality, uncertainty. */
@InputType()
abstract class LcaDatumFields {
  @Field(() => String, { description: "Chinese name" })
  @IsRequiredText(200)
  name: string;

  @Field(() => String, { nullable: true, description: "English name; the Chinese when empty" })
  @IsOptional()
  @IsText(200)
  nameEn?: string | null;

  @Field(() => String, { description: "Source or citation" })
  @IsRequiredText(500)
  source: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWholeIn(1900, 2100)
  referenceYear?: number | null;

  @Field(() => String, { description: "GLO, CN or CN-<GB/T 2260 code>" })
  @IsRequiredText(20)
  region: string;

  @Field(() => DataQualityInput, { nullable: true })
  @nested()
  quality?: DataQualityInput | null;

  @Field(() => UncertaintyInput, { nullable: true, description: "None when empty" })
  @nested()
  uncertainty?: UncertaintyInput | null;
}

@InputType()
export class MaterialDatumInput extends LcaDatumFields {
  @Field(() => String)
  @IsOneOf(MATERIAL_CATEGORY_CODES)
  category: string;

  @Field(() => Int, { description: "Declared unit id" })
  @IsWhole()
  unitId: number;

  @Field(() => String, { description: "own (a footprint) or upstream (a database product)" })
  @IsOneOf(SOURCE_KINDS)
  sourceKind: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(36)
  upstreamDatabaseId?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(36)
  upstreamProcessId?: string | null;

  @Field(() => Float, { nullable: true, description: "kg CO2e per declared unit; own data" })
  @IsOptional()
  @IsFootprint()
  gwp?: number | null;

  @Field(() => [IndicatorValueInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(40, { message: m("invalidFormat", { hint: "at most 40 indicators" }) })
  @ValidateNested({ each: true })
  indicators?: IndicatorValueInput[] | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "A global row (platform operator only); ignored on update",
  })
  @IsOptional()
  @IsBoolean()
  global?: boolean = false;
}

@InputType()
export class UpdateMaterialDatumInput extends MaterialDatumInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@InputType()
export class TransportDatumInput extends LcaDatumFields {
  @Field(() => String)
  @IsOneOf(TRANSPORT_MODE_CODES)
  mode: string;

  @Field(() => Float, { description: "kg CO2e per t·km" })
  @rules(
    IsFiniteNumber(),
    Min(0, { message: m("invalidFormat", { hint: "zero or more" }) }),
    Max(1000, { message: m("invalidFormat", { hint: "at most 1,000" }) }),
  )
  factor: number;

  @Field(() => Float, { description: "Load factor, above 0 and at most 1" })
  @IsLoadFactor()
  loadFactor: number;

  @Field(() => Float, { description: "Empty-return share, 0 to 1" })
  @IsFraction()
  emptyReturn: number;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "A global row (platform operator only); ignored on update",
  })
  @IsOptional()
  @IsBoolean()
  global?: boolean = false;
}

@InputType()
export class UpdateTransportDatumInput extends TransportDatumInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

/** What an export writes: the rows a list search finds, every page of them. */
@ArgsType()
class LcaDataExportArgs {
  @Field(() => String, { nullable: true, description: "Matches names, case-insensitive" })
  @IsOptional()
  @IsText(100)
  keyword?: string;

  @Field(() => String, { nullable: true, defaultValue: "all" })
  @IsOptional()
  @IsOneOf(DATA_OWNERS)
  owner?: DataOwner = "all";
}

@ArgsType()
export class MaterialDataExportArgs extends LcaDataExportArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsOneOf(MATERIAL_CATEGORY_CODES)
  category?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsOneOf(SOURCE_KINDS)
  sourceKind?: string;
}

@ArgsType()
export class TransportDataExportArgs extends LcaDataExportArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsOneOf(TRANSPORT_MODE_CODES)
  mode?: string;
}

@InputType()
export class ImportLcaDataInput {
  @Field(() => String, { description: "The .xlsx workbook, base64" })
  @IsNotBlank()
  base64: string;

  @Field(() => Boolean, { defaultValue: false, description: "Into the global rows (operator)" })
  @IsOptional()
  @IsBoolean()
  global?: boolean = false;
}
