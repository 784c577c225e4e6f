import { Field, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/**
 * The LCA log (/admin/log/lcaLog): every change to a product's study or model and every
 * calculation, who and when, with a one-line summary in both languages.
 */
@ObjectType({ description: "An entry of the LCA log" })
@Entity("lca_log")
@Index("ix_lca_log_company_time", ["companyId", "createdAt"])
@Index("ix_lca_log_product", ["productId"])
export class LcaLogEntry {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  productId: number | null;

  @Field(() => String, { description: "The product's name when the entry was written" })
  @Column("varchar", { length: 200, default: "" })
  productName: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  userId: number | null;

  @Field(() => String)
  @Column("varchar", { length: 60, default: "" })
  username: string;

  @Field(() => String, {
    description:
      "create-product, update-product, delete-product, copy-product, add-line, update-line, delete-line, import-lines, new-version, calculate, calculation-finished, delete-calculation, monte-carlo",
  })
  @Column("varchar", { length: 30 })
  action: string;

  @Field(() => Int, { nullable: true, description: "Model version concerned" })
  @Column("int", { nullable: true })
  version: number | null;

  @Field(() => String, { description: "What changed, in Chinese" })
  @Column("varchar", { length: 1000, default: "" })
  summary: string;

  @Field(() => String, { description: "What changed, in English" })
  @Column("varchar", { length: 1000, default: "" })
  summaryEn: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
