import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import type { GwpSet } from "../../calc/ghg/types";
import { Corporation } from "../corporation/corporation.entity";
import { Tag } from "../tag/tag.entity";

/** SPEC §4: 5 in progress, 10 completed. */
export const CaseStatus = { InProgress: 5, Completed: 10 } as const;

/** The consolidation approach of the organisational boundary (GHG Protocol, ISO 14064-1). */
export const BOUNDARY_APPROACHES = ["operational-control", "financial-control", "equity-share"];

/** A greenhouse-gas inventory of a corporation for a period. */
@ObjectType({ description: "An inventory of a corporation for a period" })
@Entity("carbon_case")
export class Case {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => String, { description: "Stable public id (SPEC §3 caseList uuid)" })
  @Index({ unique: true })
  @Column("uuid")
  @Generated("uuid")
  uuid: string;

  @Field(() => Int)
  @Index()
  @Column("int")
  companyId: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  corporationId: number;

  @ManyToOne(() => Corporation, { onDelete: "CASCADE" })
  @JoinColumn({ name: "corporation_id" })
  corporation?: Corporation;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => Int, { description: "Reporting year" })
  @Column("int")
  year: number;

  @Field(() => String, { description: "First day of the period, YYYY-MM-DD" })
  @Column("date")
  periodStart: string;

  @Field(() => String, { description: "Last day of the period, YYYY-MM-DD" })
  @Column("date")
  periodEnd: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  templateId: number | null;

  @Field(() => String, { description: "AR4, AR5 or AR6" })
  @Column("varchar", { length: 3, default: "AR6" })
  gwpSet: GwpSet;

  @Field(() => String, { description: "operational-control, financial-control or equity-share" })
  @Column("varchar", { length: 30, default: "operational-control" })
  boundary: string;

  @Field(() => Int, { description: "5 in progress, 10 completed" })
  @Column("smallint", { default: CaseStatus.InProgress })
  status: number;

  @Field(() => Int, { description: "Number of calculation runs" })
  @Column("int", { default: 0 })
  calculationCount: number;

  @Field(() => Float, { nullable: true, description: "Output of the period, for intensity" })
  @Column("double precision", { nullable: true })
  outputAmount: number | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 30, nullable: true })
  outputUnit: string | null;

  @Field(() => Float, { nullable: true, description: "Revenue of the period, for intensity" })
  @Column("double precision", { nullable: true })
  revenue: number | null;

  @Field(() => String, { nullable: true, description: "e.g. 万元" })
  @Column("varchar", { length: 30, nullable: true })
  revenueUnit: string | null;

  @Field(() => Int, { nullable: true, description: "The latest successful run" })
  @Column("int", { nullable: true })
  latestRunId: number | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  remark: string | null;

  @Field(() => Date, {
    description:
      "When the data a calculation reads last changed: a line, a process or a setting that enters the figures",
  })
  @Column("timestamptz", { default: () => "now()" })
  dataChangedAt: Date;

  @ManyToMany(() => Tag, { onDelete: "CASCADE" })
  @JoinTable({
    name: "carbon_case_tag",
    joinColumn: { name: "case_id" },
    inverseJoinColumn: { name: "tag_id" },
  })
  tags?: Tag[];

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
