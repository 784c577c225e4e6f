import { Field, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { LayoutLine, ProductResult, ProductUncertainty } from "../../calc/lca/product-results";
import type { ForegroundProcess } from "../../calc/lca/product-system";
import type { ModelSnapshot } from "./lca-model-resolve";

/**
 * One calculation of a product's model (核算记录): the model version, the database version and
 * the method it used, a snapshot of the model as calculated (lines, their sources and the
 * figures taken from them) and the results, so it explains itself after data changes. Numbered
 * per product; at most one queued or running per model version.
 */
@ObjectType({ description: "One calculation of a product's model, with what it used" })
@Entity("lca_calculation")
@Index("uq_lca_calculation_number", ["productId", "number"], { unique: true })
@Index("uq_lca_calculation_active", ["productId", "version"], {
  unique: true,
  where: "status IN ('queued', 'running')",
})
export class LcaCalculation {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @Field(() => Int)
  @Column("int")
  productId: number;

  @Field(() => Int, { description: "1, 2, 3... per product" })
  @Column("int")
  number: number;

  @Field(() => Int, { description: "Model version calculated" })
  @Column("int")
  version: number;

  @Field(() => String, { description: "queued, running, succeeded, failed or cancelled" })
  @Column("varchar", { length: 12 })
  status: string;

  @Field(() => String, { nullable: true, description: "The background job computing it" })
  @Column("uuid", { nullable: true })
  jobId: string | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  databaseId: number | null;

  @Field(() => String, { description: "Database name and version as used" })
  @Column("varchar", { length: 160, default: "" })
  databaseLabel: string;

  @Field(() => String, { description: "Headline method code" })
  @Column("varchar", { length: 30 })
  method: string;

  /** The model as calculated: study, lines, the source and figures each line took. */
  @Column("jsonb")
  model: ModelSnapshot;

  /** The engine's foreground as calculated: the product's process, its lines' and sources'. */
  @Column("jsonb")
  system: { root: string; foreground: ForegroundProcess[]; lines: LayoutLine[] };

  @Column("jsonb", { nullable: true })
  result: ProductResult | null;

  /** The latest Monte Carlo run on this calculation's system. */
  @Column("jsonb", { nullable: true })
  uncertainty: ProductUncertainty | null;

  @Field(() => String, { nullable: true, description: "Why it failed, in the starter's language" })
  @Column("text", { nullable: true })
  error: string | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  createdBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  finishedAt: Date | null;
}
