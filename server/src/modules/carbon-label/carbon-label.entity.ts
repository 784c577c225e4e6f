import { Field, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { FootprintReportDocument, LabelClaim } from "./footprint-report-document";

/**
 * A carbon label issued from a released study (`/co2label/createco2label`): what it claims is
 * frozen in `claim` (the footprint per declared unit, boundary, standard, verification, validity)
 * and the ISO 14067 report behind it in `report`. Its QR code opens the public verification page
 * `/c-label?code=<code>`; a label is valid in its period until it is revoked.
 */
@ObjectType({ description: "A carbon label issued from a released study" })
@Entity("carbon_label")
@Index("uq_carbon_label_serial", ["serial"], { unique: true })
@Index("uq_carbon_label_code", ["code"], { unique: true })
@Index("ix_carbon_label_company", ["companyId", "createdAt"])
export class CarbonLabel {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @Field(() => String, { description: "Serial number printed on the label, CL-<year>-<6 digits>" })
  @Column("varchar", { length: 30 })
  serial: string;

  @Field(() => String, { description: "The public verification code in the QR's URL" })
  @Column("varchar", { length: 40 })
  code: string;

  @Field(() => Int, { description: "The release (review) the label stands on" })
  @Column("int")
  reviewId: number;

  @Field(() => Int)
  @Column("int")
  productId: number;

  @Field(() => Int)
  @Column("int")
  version: number;

  @Field(() => Int)
  @Column("int")
  calculationId: number;

  @Field(() => String, { description: "active or revoked (expiry is read from the dates)" })
  @Column("varchar", { length: 10, default: "active" })
  status: string;

  @Column("jsonb")
  claim: LabelClaim;

  /** The ISO 14067 report behind the label, as issued (the QR is drawn when rendered). */
  @Column("jsonb")
  report: Omit<FootprintReportDocument, "qrPng">;

  @Field(() => String, { description: "YYYY-MM-DD" })
  @Column("date")
  validFrom: string;

  @Field(() => String, { description: "YYYY-MM-DD" })
  @Column("date")
  validUntil: string;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  revokedAt: Date | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  revokedBy: number | null;

  @Field(() => String)
  @Column("varchar", { length: 1000, default: "" })
  revokeReason: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  createdBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
