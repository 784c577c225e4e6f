import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { ProcessModel } from "./process-model.entity";
import { ProductCategory } from "./product-category.entity";

/**
 * A design product (设计产品): the template of a product's model, its declared unit, system
 * boundary and life-cycle stages (ISO 14067's five or EN 15804's modules A1–D), each stage with
 * the process models and materials it uses. Global rows are the operator's, assigned to client
 * companies; a company keeps its own.
 */
@ObjectType({ description: "The template of a product's model: its stages and what they use" })
@Entity("design_product")
@Index("ix_design_product_company_code", ["companyId", "code"])
export class DesignProduct {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { nullable: true, description: "Owner company; null for a global row" })
  @Column("int", { nullable: true })
  companyId: number | null;

  @Field(() => String)
  @Column("varchar", { length: 40 })
  code: string;

  @Field(() => String, { description: "Chinese name" })
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String, { description: "English name" })
  @Column("varchar", { length: 200 })
  nameEn: string;

  @Field(() => Int)
  @Column("int")
  categoryId: number;

  @ManyToOne(() => ProductCategory, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "category_id" })
  category?: ProductCategory;

  @Field(() => Float, { description: "Declared (or functional) unit: amount" })
  @Column("double precision")
  declaredAmount: number;

  @Field(() => Int, { description: "Declared unit: a unit id of the platform" })
  @Column("int")
  declaredUnitId: number;

  @Field(() => String, {
    description: "cradle-to-gate, cradle-to-gate-with-options, cradle-to-grave or gate-to-gate",
  })
  @Column("varchar", { length: 30 })
  boundary: string;

  @Field(() => String, { description: "lifecycle (five ISO 14067 stages) or en15804 (A1–D)" })
  @Column("varchar", { length: 10 })
  stageScheme: string;

  @Field(() => String)
  @Column("text", { default: "" })
  description: string;

  @OneToMany(() => DesignProductItem, (item) => item.product)
  items?: DesignProductItem[];

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** What one stage of a design product uses: a process model or a material datum. */
@ObjectType({ description: "A process model or material a stage of a design product uses" })
@Entity("design_product_item")
@Index("ix_design_product_item_product", ["designProductId", "position"])
@Index("ix_design_product_item_model", ["processModelId"])
export class DesignProductItem {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Column("int")
  designProductId: number;

  @ManyToOne(() => DesignProduct, (product) => product.items, { onDelete: "CASCADE" })
  @JoinColumn({ name: "design_product_id" })
  product?: DesignProduct;

  @Column("int")
  position: number;

  @Field(() => String, { description: "Stage code of the product's scheme" })
  @Column("varchar", { length: 20 })
  stage: string;

  @Field(() => String, { description: "process or material" })
  @Column("varchar", { length: 10 })
  kind: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  processModelId: number | null;

  @ManyToOne(() => ProcessModel, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "process_model_id" })
  processModel?: ProcessModel;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  materialDatumId: number | null;

  @Field(() => String, { description: "Name of the process model or material when saved" })
  @Column("varchar", { length: 200 })
  name: string;
}
