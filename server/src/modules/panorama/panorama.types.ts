// The GraphQL answers of the panorama: a chart's figures, the home panorama with each chart's
// figures, the cases a chart can be built over, a new share link with its token, and the public
// view of a share (names, types and figures only: no ids of cases, corporations or users).
import { Field, Float, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../graphql/paging";
import { PanoramaChart } from "./panorama-chart.entity";
import { PanoramaShare } from "./panorama-share.entity";
import type { ChartData, ChartNote } from "./panorama-data";
import { PanoramaChartType, PanoramaDataKind, PanoramaGrouping } from "./panorama.codes";

@ObjectType({ description: "A category of a chart's axis" })
export class PanoramaLabel {
  @Field(() => String, {
    description:
      "scope:1, iso:2, s3:1, gas:CH4, year:2024, total, c1 (a corporation), case:1, source:1",
  })
  key: string;

  @Field(() => String, { description: "Its name from the data; empty for keys the client names" })
  name: string;

  @Field(() => Int, { nullable: true, description: "Top sources: the scope" })
  scope?: number | null;
}

@ObjectType({ description: "A series of a chart: one figure per category" })
export class PanoramaSeries {
  @Field(() => String, { description: "value, actual, target, a category key or c1:t" })
  key: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true, description: "Intensity: the denominator's unit" })
  unit?: string | null;

  @Field(() => [Float], { nullable: "items", description: "Null where nothing was calculated" })
  values: (number | null)[];
}

@ObjectType({ description: "A chart's figures from the stored runs" })
export class PanoramaChartData implements ChartData {
  @Field(() => String, {
    description: "emissions: values in kg CO2e; intensity: t CO2e per the series' unit",
  })
  measure: "emissions" | "intensity";

  @Field(() => [PanoramaLabel])
  categories: PanoramaLabel[];

  @Field(() => [PanoramaSeries])
  series: PanoramaSeries[];

  @Field(() => [String], {
    description: "marketBasis, locationBasisOnly, baseYearMissing, noBaseYear, noData",
  })
  notes: ChartNote[];
}

@ObjectType({ description: "A chart on the home panorama with its figures" })
export class PanoramaHomeChart {
  @Field(() => PanoramaChart)
  chart: PanoramaChart;

  @Field(() => Int, { description: "Twelfths of a row" })
  width: number;

  @Field(() => PanoramaChartData)
  data: PanoramaChartData;
}

@ObjectType({ description: "The company's home panorama, in order" })
export class PanoramaHome {
  @Field(() => [PanoramaHomeChart])
  items: PanoramaHomeChart[];
}

@ObjectType()
export class PanoramaChartPage extends Paginated(PanoramaChart) {}

@ObjectType({ description: "A calculated case a chart can show" })
export class PanoramaCaseOption {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  year: number;

  @Field(() => Int)
  corporationId: number;
}

@ObjectType({ description: "A corporation with calculated cases" })
export class PanoramaCorporationOption {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => Int, { nullable: true })
  baseYearCaseId: number | null;
}

@ObjectType({ description: "What a chart can be built over: the company's calculated cases" })
export class PanoramaOptions {
  @Field(() => [PanoramaCorporationOption])
  corporations: PanoramaCorporationOption[];

  @Field(() => [PanoramaCaseOption])
  cases: PanoramaCaseOption[];
}

@ObjectType()
export class PanoramaSharePage extends Paginated(PanoramaShare) {}

@ObjectType({ description: "A new share link: its token is shown this once and never stored" })
export class CreatedPanoramaShare {
  @Field(() => PanoramaShare)
  share: PanoramaShare;

  @Field(() => String, { description: "Goes into /chartPanoramaShare?token=…" })
  token: string;
}

/** A chart as a share shows it: what it is called, how it is drawn and its figures. */
@ObjectType({ description: "A shared chart: its name, type and figures" })
export class SharedChart {
  @Field(() => String)
  name: string;

  @Field(() => PanoramaDataKind)
  dataKind: PanoramaDataKind;

  @Field(() => PanoramaGrouping)
  grouping: PanoramaGrouping;

  @Field(() => PanoramaChartType)
  chartType: PanoramaChartType;

  @Field(() => Int, { description: "Twelfths of a row" })
  width: number;

  @Field(() => PanoramaChartData)
  data: PanoramaChartData;
}

/** What a share holds, frozen when made. */
export interface SharedPanorama {
  charts: SharedChart[];
}

@ObjectType({ description: "The public page of a share link: what was shared, read-only" })
export class SharedPanoramaView {
  @Field(() => String, { description: "chart or panorama" })
  kind: string;

  @Field(() => String)
  title: string;

  @Field(() => Date, { description: "When the figures were taken" })
  sharedAt: Date;

  @Field(() => Date)
  expiresAt: Date;

  @Field(() => [SharedChart])
  charts: SharedChart[];
}
