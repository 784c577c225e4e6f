// Inputs of the panorama API: a chart's definition (to preview, create or change one), the list
// of charts, the home's arrangement, and share links (make one, revoke one, open one in public).
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsEnum,
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
  IsOneOf,
  IsPositiveId,
  IsRequiredText,
  IsText,
  IsWholeIn,
  rules,
} from "../../lib/input-rules";
import { m } from "../../lib/validation";
import {
  HOME_WIDTHS,
  MAX_SHARE_DAYS,
  MAX_TOP_SOURCES,
  PanoramaChartType,
  PanoramaDataKind,
  PanoramaGrouping,
  Scope2Basis,
  SourceLevel,
} from "./panorama.codes";

const oneOf = (values: Record<string, string>) => ({
  message: m("invalidFormat", { hint: Object.values(values).join(", ") }),
});
const ids = (max: number) => [
  ArrayMaxSize(max, { message: m("panoramaTooMany", { max }) }),
  IsInt({ each: true, message: m("mustBeInteger") }),
  Min(1, { each: true, message: m("mustBePositive") }),
];

/**
 * What a chart shows and over which cases: a preview's input (the builder's live figures), and
 * the fields every chart is saved with.
 */
@InputType({ description: "A chart's definition: its figures without saving it" })
export class PanoramaPreviewInput {
  @Field(() => PanoramaDataKind)
  @IsEnum(PanoramaDataKind, oneOf(PanoramaDataKind))
  dataKind: PanoramaDataKind;

  @Field(() => PanoramaGrouping)
  @IsEnum(PanoramaGrouping, oneOf(PanoramaGrouping))
  grouping: PanoramaGrouping;

  @Field(() => PanoramaChartType)
  @IsEnum(PanoramaChartType, oneOf(PanoramaChartType))
  chartType: PanoramaChartType;

  @Field(() => [Int], { defaultValue: [], description: "Only these corporations; empty: all" })
  @IsOptional()
  @rules(...ids(100))
  corporationIds?: number[];

  @Field(() => [Int], { defaultValue: [], description: "Only cases of these years; empty: all" })
  @IsOptional()
  @rules(
    ArrayMaxSize(50, { message: m("panoramaTooMany", { max: 50 }) }),
    IsInt({ each: true, message: m("mustBeInteger") }),
    Min(1990, { each: true, message: m("invalidFormat", { hint: "1990-2100" }) }),
    Max(2100, { each: true, message: m("invalidFormat", { hint: "1990-2100" }) }),
  )
  years?: number[];

  @Field(() => [Int], { defaultValue: [], description: "Only these cases; empty: all" })
  @IsOptional()
  @rules(...ids(200))
  caseIds?: number[];

  @Field(() => [Int], { defaultValue: [1, 2, 3], description: "Scopes 1, 2 and 3, at least one" })
  @IsOptional()
  @rules(
    ArrayMinSize(1, { message: m("panoramaNoScope") }),
    ArrayMaxSize(3, { message: m("panoramaNoScope") }),
    IsInt({ each: true, message: m("invalidFormat", { hint: "1, 2, 3" }) }),
    Min(1, { each: true, message: m("invalidFormat", { hint: "1, 2, 3" }) }),
    Max(3, { each: true, message: m("invalidFormat", { hint: "1, 2, 3" }) }),
  )
  scopes?: number[];

  @Field(() => Scope2Basis, { defaultValue: Scope2Basis.location })
  @IsEnum(Scope2Basis, oneOf(Scope2Basis))
  scope2Basis: Scope2Basis = Scope2Basis.location;

  @Field(() => Int, { nullable: true, description: `Top sources: 1-${MAX_TOP_SOURCES}` })
  @IsOptional()
  @IsWholeIn(1, MAX_TOP_SOURCES)
  topN?: number | null;

  @Field(() => SourceLevel, { nullable: true, description: "Top sources: processes or lines" })
  @IsOptional()
  @IsEnum(SourceLevel, oneOf(SourceLevel))
  sourceLevel?: SourceLevel | null;

  @Field(() => Int, { nullable: true, description: "Target: the base year" })
  @IsOptional()
  @IsWholeIn(1990, 2100)
  baseYear?: number | null;

  @Field(() => Int, { nullable: true, description: "Target: the year the reduction is due" })
  @IsOptional()
  @IsWholeIn(1990, 2100)
  targetYear?: number | null;

  @Field(() => Float, { nullable: true, description: "Target: reduction from the base, percent" })
  @IsOptional()
  @rules(
    IsFiniteNumber(),
    Min(0.1, { message: m("invalidFormat", { hint: "0.1-100" }) }),
    Max(100, { message: m("invalidFormat", { hint: "0.1-100" }) }),
  )
  reductionPct?: number | null;
}

@InputType()
export class CreatePanoramaChartInput extends PanoramaPreviewInput {
  @Field(() => String)
  @IsRequiredText(60)
  name: string;

  @Field(() => Boolean, { defaultValue: false, description: "Also puts it on the home panorama" })
  addToHome: boolean = false;
}

@InputType()
export class UpdatePanoramaChartInput extends PanoramaPreviewInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String)
  @IsRequiredText(60)
  name: string;
}

@ArgsType()
export class PanoramaChartListArgs extends PageArgs {}

@InputType({ description: "A chart's place on the home panorama" })
export class PanoramaHomeItemInput {
  @Field(() => Int)
  @IsPositiveId()
  chartId: number;

  @Field(() => Int, { defaultValue: 6, description: "Twelfths of a row: 4, 6, 8 or 12" })
  @IsOneOf(HOME_WIDTHS)
  width: number = 6;
}

@InputType({ description: "The home panorama's charts in order; replaces the arrangement" })
export class SetPanoramaHomeInput {
  @Field(() => [PanoramaHomeItemInput])
  @ArrayMaxSize(24, { message: m("panoramaTooMany", { max: 24 }) })
  @ValidateNested({ each: true })
  items: PanoramaHomeItemInput[];
}

@InputType()
export class CreatePanoramaShareInput {
  @Field(() => Int, { nullable: true, description: "The chart to share; none: the panorama" })
  @IsOptional()
  @IsPositiveId()
  chartId?: number | null;

  @Field(() => Int, { description: `Days until the link expires, 1-${MAX_SHARE_DAYS}` })
  @IsWholeIn(1, MAX_SHARE_DAYS)
  expiresInDays: number;

  @Field(() => String, {
    nullable: true,
    description: "The public page's heading; the chart's name (or Carbon panorama) without one",
  })
  @IsOptional()
  @IsText(100)
  title?: string | null;
}

@InputType()
export class RevokePanoramaShareInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;
}

@ArgsType()
export class PanoramaShareListArgs extends PageArgs {}

@ArgsType()
export class PanoramaShareTokenArgs {
  @Field(() => String)
  @IsText(100)
  token: string;
}
