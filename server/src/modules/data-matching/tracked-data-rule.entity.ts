import { Field, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";

/**
 * A tracked-data rule of a company (/sc/trackDataConfig): the inputs of a material category, or
 * of one material datum, must carry primary (supplier) data, evidence, or both. A rule for a
 * material overrides its category's.
 */
@ObjectType({ description: "Which inputs must carry primary data and evidence" })
@Entity("tracked_data_rule")
@Index("ix_tracked_data_rule_company", ["companyId"])
export class TrackedDataRule {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @Field(() => String, { nullable: true, description: "A material category code" })
  @Column("varchar", { length: 40, nullable: true })
  category: string | null;

  @Field(() => Int, { nullable: true, description: "A material datum" })
  @Column("int", { nullable: true })
  materialId: number | null;

  @Field(() => Boolean, { description: "Primary (supplier) data required" })
  @Column("boolean")
  primaryDataRequired: boolean;

  @Field(() => Boolean, { description: "Evidence required" })
  @Column("boolean")
  evidenceRequired: boolean;

  @Field(() => String)
  @Column("varchar", { length: 500, default: "" })
  note: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
