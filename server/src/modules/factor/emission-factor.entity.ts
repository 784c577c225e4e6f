import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import type { GasCode, GwpSet } from "../../calc/ghg/types";

@ObjectType({ description: "kg of one gas per unit of activity" })
export class GasValueType {
  @Field(() => String, {
    description:
      "Gas code: CO2, CH4_FOSSIL, N2O, HFC-134a, CO2_BIO, CO2E ... Methane has three: CH4_FOSSIL (fuels and their leaks; AR6 29.8), CH4_NONFOSSIL (biomass, waste, livestock; AR6 27.0) and CH4 (origin not stated; AR6 27.9); AR4 and AR5 weigh all three alike (25, 28)",
  })
  gas: GasCode;

  @Field(() => Float)
  value: number;
}

/**
 * An emission factor of the library ("const"). Global rows (no company) are the published
 * library; a company may add private rows. `code` is unique within its owner, which is what
 * makes imports idempotent.
 */
@ObjectType({ description: "An emission factor with its per-gas values and its source" })
@Entity("emission_factor")
@Index("uq_emission_factor_global_code", ["code"], { unique: true, where: "company_id IS NULL" })
@Index("uq_emission_factor_company_code", ["companyId", "code"], {
  unique: true,
  where: "company_id IS NOT NULL",
})
export class EmissionFactor {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { nullable: true, description: "Owner company; null for the global library" })
  @Index()
  @Column("int", { nullable: true })
  companyId: number | null;

  @Field(() => String)
  @Column("varchar", { length: 64 })
  code: string;

  @Field(() => String)
  @Column("varchar", { length: 300 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 300 })
  nameEn: string;

  @Field(() => String, { description: "Top-level category code" })
  @Index()
  @Column("varchar", { length: 40 })
  category: string;

  @Field(() => String)
  @Column("varchar", { length: 200, default: "" })
  subcategory: string;

  @Field(() => Int, { description: "Activity unit (unit id)" })
  @Column("int")
  unitId: number;

  @Field(() => [GasValueType])
  @Column("jsonb")
  gases: GasValueType[];

  @Field(() => Float, { nullable: true, description: "Net calorific value, GJ per unit" })
  @Column("double precision", { nullable: true })
  ncv: number | null;

  @Field(() => Float, { nullable: true, description: "Carbon content, t C per GJ" })
  @Column("double precision", { nullable: true })
  carbonContent: number | null;

  @Field(() => Float, { nullable: true, description: "Oxidation rate, a fraction" })
  @Column("double precision", { nullable: true })
  oxidation: number | null;

  @Field(() => String)
  @Index()
  @Column("varchar", { length: 30 })
  region: string;

  @Field(() => Int)
  @Index()
  @Column("int")
  year: number;

  @Field(() => String)
  @Column("varchar", { length: 40, default: "" })
  version: string;

  @Field(() => String, { description: "Citation of the publisher, document and table or row" })
  @Column("text")
  source: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  sourceUrl: string | null;

  @Field(() => Int, { description: "1 estimate, 2 literature, 3 field collection" })
  @Column("smallint", { default: 2 })
  dataSourceType: number;

  @Field(() => Float, { nullable: true, description: "Relative uncertainty, percent" })
  @Column("double precision", { nullable: true })
  uncertainty: number | null;

  @Field(() => [String])
  @Column("jsonb", { default: () => "'[]'" })
  synonyms: string[];

  @Field(() => Int, { nullable: true, description: "The scope it is usually reported in" })
  @Column("smallint", { nullable: true })
  scope: number | null;

  @Field(() => String, { nullable: true, description: "GWP set of CO2E values" })
  @Column("varchar", { length: 3, nullable: true })
  gwpBasis: GwpSet | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  notes: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A note for users on the figure's quality (proxy, single source), in Chinese",
  })
  @Column("text", { nullable: true })
  dataQuality: string | null;

  @Field(() => String, { nullable: true, description: "The data-quality note in English" })
  @Column("text", { nullable: true })
  dataQualityEn: string | null;

  @Field(() => Boolean, {
    description: "A proxy: a figure standing in for a fitting one that is not published",
  })
  @Column("boolean", { default: false })
  proxy: boolean;

  @Field(() => Boolean, { description: "Retired factors stay for old cases but are not offered" })
  @Column("boolean", { default: false })
  retired: boolean;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
