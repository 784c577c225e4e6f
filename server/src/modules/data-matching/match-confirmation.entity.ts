import { Field, Float, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** A match (匹配) an analyst confirmed: the name asked, the candidate taken, its score and why. */
@ObjectType({ description: "A confirmed match of a material name to a candidate" })
@Entity("match_confirmation")
@Index("ix_match_confirmation_company", ["companyId"])
export class MatchConfirmation {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int, { nullable: true, description: "Company; null when confirmed globally" })
  @Column("int", { nullable: true })
  companyId: number | null;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 40, nullable: true })
  unit: string | null;

  @Field(() => String, { description: "material or upstream" })
  @Column("varchar", { length: 10 })
  candidateKind: string;

  @Field(() => Int)
  @Column("int")
  candidateId: number;

  @Field(() => String)
  @Column("varchar", { length: 500 })
  candidateName: string;

  @Field(() => Float)
  @Column("double precision")
  score: number;

  @Field(() => String)
  @Column("varchar", { length: 300 })
  reason: string;

  @Field(() => Int, { nullable: true, description: "The synonym it became (none when equal)" })
  @Column("int", { nullable: true })
  synonymId: number | null;

  @Field(() => Int)
  @Column("int")
  userId: number;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
