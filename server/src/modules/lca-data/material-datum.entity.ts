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

@ObjectType({ description: "The value of one further EN 15804+A2 indicator per declared unit" })
export class IndicatorValue {
  @Field(() => String, { description: "Indicator code, e.g. AP, ODP, ADP-fossil" })
  indicator: string;

  @Field(() => Float)
  value: number;
}

/**
 * A material, energy carrier or service a product model draws on (steel billet, cement, PE
 * resin, grid electricity of a region, natural gas, diesel): either a link to a product of an
 * upstream database or the owner's own footprint per declared unit. Global rows (no company) are
 * the platform operator's; a company adds private rows.
 *
 * The upstream link is two plain columns without a foreign key: the upstream database module
 * keys its rows by integer or UUID, and the constraint comes with it.
 */
@ObjectType({ description: "A material datum: a database link or an own footprint per unit" })
@Entity("material_datum")
@Index("ix_material_datum_company_name", ["companyId", "name"])
export class MaterialDatum {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { nullable: true, description: "Owner company; null for a global row" })
  @Column("int", { nullable: true })
  companyId: number | null;

  @Field(() => String, { description: "Chinese name" })
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String, { description: "English name" })
  @Column("varchar", { length: 200 })
  nameEn: string;

  @Field(() => String, { description: "Category code (MATERIAL_CATEGORIES)" })
  @Column("varchar", { length: 40 })
  category: string;

  @Field(() => Int, { description: "Declared unit: a unit id of the platform" })
  @Column("int")
  unitId: number;

  @Field(() => String, { description: "upstream (a database product) or own (a footprint)" })
  @Column("varchar", { length: 10 })
  sourceKind: string;

  @Field(() => String, { nullable: true, description: "Upstream database id (integer or UUID)" })
  @Column("varchar", { length: 36, nullable: true })
  upstreamDatabaseId: string | null;

  @Field(() => String, { nullable: true, description: "Upstream product id (integer or UUID)" })
  @Column("varchar", { length: 36, nullable: true })
  upstreamProcessId: string | null;

  @Field(() => Float, { nullable: true, description: "kg CO2e per declared unit (own data)" })
  @Column("double precision", { nullable: true })
  gwp: number | null;

  /** Further EN 15804+A2 indicators, code → value per declared unit. */
  @Column("jsonb", { default: () => "'{}'" })
  indicators: Record<string, number>;

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
