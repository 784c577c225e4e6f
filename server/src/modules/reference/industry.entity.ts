import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** An industry of the classification tree (GB/T 4754-2017 sections at the top). */
@ObjectType({ description: "An industry of the classification tree" })
@Entity("industry")
export class Industry {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => String)
  @Index({ unique: true })
  @Column("varchar", { length: 20 })
  code: string;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 150 })
  nameEn: string;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  parentId: number | null;

  @Field(() => Int)
  @Column("int", { default: 0 })
  sort: number;
}
