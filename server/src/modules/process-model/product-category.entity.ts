import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";

/** A product category (产品分类): a node of the platform's tree design products are filed under. */
@ObjectType({ description: "A node of the product category tree" })
@Entity("product_category")
@Index("uq_product_category_code", ["code"], { unique: true })
export class ProductCategory {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  parentId: number | null;

  @ManyToOne(() => ProductCategory, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "parent_id" })
  parent?: ProductCategory;

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
  @Column("int", { default: 0 })
  sort: number;
}
