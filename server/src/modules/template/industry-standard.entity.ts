import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** A method standard inventories follow: the 24 Chinese guidelines, GB/T 32150, ISO, GHG Protocol. */
@ObjectType({ description: "An accounting standard or industry guideline" })
@Entity("industry_standard")
export class IndustryStandard {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => String)
  @Index({ unique: true })
  @Column("varchar", { length: 60 })
  code: string;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 300 })
  nameEn: string;

  @Field(() => String, { description: "cn-guideline, national or international" })
  @Column("varchar", { length: 20 })
  kind: string;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  publisher: string;

  @Field(() => Int)
  @Column("int")
  year: number;

  @Field(() => Int)
  @Column("int", { default: 0 })
  sort: number;
}
