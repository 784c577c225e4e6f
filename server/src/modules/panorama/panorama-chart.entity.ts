import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import {
  PanoramaChartType,
  PanoramaDataKind,
  PanoramaGrouping,
  Scope2Basis,
  SourceLevel,
} from "./panorama.codes";

/**
 * A saved chart of a company's panorama: what it shows (data kind, grouping), how (chart type)
 * and over which calculated cases (corporations, years, cases; empty lists mean all), with the
 * scopes and scope 2 basis of its totals and the settings of top sources and targets.
 */
@ObjectType({ description: "A saved chart over the company's calculated cases" })
@Entity("panorama_chart")
@Index("uq_panorama_chart_company_name", ["companyId", "name"], { unique: true })
export class PanoramaChart {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  companyId: number;

  @Field(() => String)
  @Column("varchar", { length: 60 })
  name: string;

  @Field(() => PanoramaDataKind)
  @Column("varchar", { length: 20 })
  dataKind: PanoramaDataKind;

  @Field(() => PanoramaGrouping)
  @Column("varchar", { length: 12 })
  grouping: PanoramaGrouping;

  @Field(() => PanoramaChartType)
  @Column("varchar", { length: 12 })
  chartType: PanoramaChartType;

  @Field(() => [Int], { description: "Only these corporations; empty: all" })
  @Column("int", { array: true, default: () => "'{}'" })
  corporationIds: number[];

  @Field(() => [Int], { description: "Only cases of these years; empty: all" })
  @Column("int", { array: true, default: () => "'{}'" })
  years: number[];

  @Field(() => [Int], { description: "Only these cases; empty: all" })
  @Column("int", { array: true, default: () => "'{}'" })
  caseIds: number[];

  @Field(() => [Int], { description: "Scopes the totals take (scope, corporation, total, target)" })
  @Column("int", { array: true, default: () => "'{1,2,3}'" })
  scopes: number[];

  @Field(() => Scope2Basis)
  @Column("varchar", { length: 8, default: Scope2Basis.location })
  scope2Basis: Scope2Basis;

  @Field(() => Int, { nullable: true, description: "Top sources: how many" })
  @Column("int", { nullable: true })
  topN: number | null;

  @Field(() => SourceLevel, { nullable: true, description: "Top sources: processes or lines" })
  @Column("varchar", { length: 8, nullable: true })
  sourceLevel: SourceLevel | null;

  @Field(() => Int, { nullable: true, description: "Target: the base year" })
  @Column("int", { nullable: true })
  baseYear: number | null;

  @Field(() => Int, { nullable: true, description: "Target: the year the reduction is due" })
  @Column("int", { nullable: true })
  targetYear: number | null;

  @Field(() => Float, { nullable: true, description: "Target: reduction from the base, percent" })
  @Column("double precision", { nullable: true })
  reductionPct: number | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  createdBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
