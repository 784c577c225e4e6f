import { GraphQLJSON } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import type { EpdDocument, EpdScenario } from "./epd-document";

/** An EPD report's states: edited as a draft, applied for verification, issued or rejected. */
export const EpdStatus = {
  draft: "draft",
  applied: "applied",
  issued: "issued",
  rejected: "rejected",
  withdrawn: "withdrawn",
} as const;
export type EpdStatus = (typeof EpdStatus)[keyof typeof EpdStatus];

/**
 * An EN 15804+A2 environmental product declaration of a released study (`/epd/creatReport`): the
 * modules declared, scenarios, PCR, programme operator and validity the company states; the
 * figures are the released calculation's, copied into `document` when the report is issued.
 */
@ObjectType({ description: "An EPD report of a released study" })
@Entity("epd_report")
@Index("ix_epd_report_company", ["companyId", "updatedAt"])
@Index("uq_epd_report_number", ["number"], { unique: true })
export class EpdReport {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @Field(() => String, { description: "Registration number, EPD-<year>-<6 digits>" })
  @Column("varchar", { length: 30 })
  number: string;

  @Field(() => Int, { description: "The release (review) the figures come from" })
  @Column("int")
  reviewId: number;

  @Field(() => Int)
  @Column("int")
  productId: number;

  @Field(() => String, { description: "The product's name when the report was made" })
  @Column("varchar", { length: 200 })
  productName: string;

  @Field(() => Int)
  @Column("int")
  version: number;

  @Field(() => Int)
  @Column("int")
  calculationId: number;

  @Field(() => String, { description: "draft, applied, issued, rejected or withdrawn" })
  @Column("varchar", { length: 10, default: EpdStatus.draft })
  status: string;

  @Field(() => [String], { description: "Modules declared, EN 15804 order (A1 ... D)" })
  @Column("varchar", { array: true, length: 4 })
  modules: string[];

  @Field(() => Boolean, { description: "Whether A1, A2 and A3 are also shown as A1-A3" })
  @Column("boolean", { default: true })
  aggregateA1A3: boolean;

  @Field(() => GraphQLJSON, { description: "Scenarios: [{ module, name, description }]" })
  @Column("jsonb", { default: () => "'[]'" })
  scenarios: EpdScenario[];

  @Field(() => String)
  @Column("varchar", { length: 300 })
  pcrName: string;

  @Field(() => String)
  @Column("varchar", { length: 50, default: "" })
  pcrVersion: string;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  programOperator: string;

  @Field(() => Float, { nullable: true, description: "Reference service life, years" })
  @Column("double precision", { nullable: true })
  referenceServiceLifeYears: number | null;

  @Field(() => Int, { description: "Years of validity from the issue date (1-5)" })
  @Column("int", { default: 5 })
  validityYears: number;

  @Field(() => Float, { nullable: true, description: "Biogenic carbon in the product, kg C" })
  @Column("double precision", { nullable: true })
  biogenicCarbonProduct: number | null;

  @Field(() => Float, { nullable: true, description: "Biogenic carbon in the packaging, kg C" })
  @Column("double precision", { nullable: true })
  biogenicCarbonPackaging: number | null;

  @Field(() => String)
  @Column("text", { default: "" })
  notes: string;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  issuedAt: Date | null;

  @Field(() => String, { nullable: true, description: "Valid until (YYYY-MM-DD), once issued" })
  @Column("date", { nullable: true })
  validUntil: string | null;

  /** The report as issued: every figure and statement, frozen. */
  @Column("jsonb", { nullable: true })
  document: EpdDocument | null;

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

/**
 * An application for the verification of an EPD report by a review organisation
 * (`/pv/EpdApplyList`): pending until a verifier (pv02) approves, which issues the report, or
 * rejects it with the reason.
 */
@ObjectType({ description: "An application to verify and issue an EPD report" })
@Entity("epd_application")
@Index("ix_epd_application_organisation", ["reviewCompanyId", "status"])
@Index("ix_epd_application_report", ["epdReportId"])
export class EpdApplication {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  epdReportId: number;

  @Field(() => Int, { description: "The applying company" })
  @Column("int")
  companyId: number;

  @Field(() => Int, { description: "The verifying review organisation" })
  @Column("int")
  reviewCompanyId: number;

  @Field(() => String, { description: "pending, approved or rejected" })
  @Column("varchar", { length: 10, default: "pending" })
  status: string;

  @Field(() => String)
  @Column("varchar", { length: 2000, default: "" })
  note: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  appliedBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  appliedAt: Date;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  decidedBy: number | null;

  @Field(() => String)
  @Column("varchar", { length: 100, default: "" })
  deciderName: string;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  decidedAt: Date | null;

  @Field(() => String)
  @Column("varchar", { length: 2000, default: "" })
  decisionNote: string;
}
