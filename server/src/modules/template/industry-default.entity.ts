import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/**
 * The defaults of an industry (admin "default factor set"): the template a corporation of the
 * industry starts its cases from, and the purchased electricity and heat factors its scope 2
 * lines get when they have none.
 */
@ObjectType({ description: "Accounting defaults of an industry" })
@Entity("industry_default")
export class IndustryDefault {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index({ unique: true })
  @Column("int")
  industryId: number;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  templateId: number | null;

  @Field(() => Int, { nullable: true, description: "Purchased electricity (energy unit)" })
  @Column("int", { nullable: true })
  electricityFactorId: number | null;

  @Field(() => Int, { nullable: true, description: "Purchased heat (energy unit)" })
  @Column("int", { nullable: true })
  heatFactorId: number | null;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
