import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { DataQuality, Uncertainty } from "./data-quality";

/**
 * A transport mode's footprint per tonne-kilometre, with the load factor and empty-return share
 * it assumes. Global rows (no company) are the platform operator's; a company adds private rows.
 */
@ObjectType({ description: "A transport datum: kg CO2e per t·km of one mode" })
@Entity("transport_datum")
@Index("ix_transport_datum_company_name", ["companyId", "name"])
export class TransportDatum {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { nullable: true, description: "Owner company; null for a global row" })
  @Column("int", { nullable: true })
  companyId: number | null;

  @Field(() => String, { description: "Mode code (TRANSPORT_MODES)" })
  @Column("varchar", { length: 30 })
  mode: string;

  @Field(() => String, { description: "Chinese name" })
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String, { description: "English name" })
  @Column("varchar", { length: 200 })
  nameEn: string;

  @Field(() => Float, { description: "kg CO2e per t·km" })
  @Column("double precision")
  factor: number;

  @Field(() => Float, { description: "Load factor assumed, (0, 1]" })
  @Column("double precision")
  loadFactor: number;

  @Field(() => Float, { description: "Share of distance run empty on return, [0, 1]" })
  @Column("double precision")
  emptyReturn: number;

  @Field(() => String, { description: "Source or citation" })
  @Column("varchar", { length: 500 })
  source: string;

  @Field(() => Int, { nullable: true, description: "Reference year of the data" })
  @Column("int", { nullable: true })
  referenceYear: number | null;

  @Field(() => String, { description: "GLO, CN or CN-<GB/T 2260 code>" })
  @Column("varchar", { length: 20 })
  region: string;

  @Field(() => DataQuality, { nullable: true })
  @Column("jsonb", { nullable: true })
  quality: DataQuality | null;

  @Field(() => Uncertainty)
  @Column("jsonb")
  uncertainty: Uncertainty;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
