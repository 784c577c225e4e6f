import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Case } from "./case.entity";

/** A process or emission-source group of a case, placed in a scope and category. */
@ObjectType({ description: "A process (emission source group) of a case" })
@Entity("case_process")
// Each process has its own position within its case.
@Index(["caseId", "sort"], { unique: true })
export class CaseProcess {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Column("int")
  companyId: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  caseId: number;

  @ManyToOne(() => Case, { onDelete: "CASCADE" })
  @JoinColumn({ name: "case_id" })
  case?: Case;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 300, default: "" })
  nameEn: string;

  @Field(() => Int, { description: "1, 2 or 3" })
  @Column("smallint")
  scope: number;

  @Field(() => Int, { description: "ISO 14064-1 category, 1-6" })
  @Column("smallint")
  isoCategory: number;

  @Field(() => Int, { nullable: true, description: "GHG Protocol scope 3 category, 1-15" })
  @Column("smallint", { nullable: true })
  scope3Category: number | null;

  @Field(() => Boolean, { description: "Carbon locked in products: subtracted from the totals" })
  @Column("boolean", { default: false })
  deducted: boolean;

  @Field(() => Int, { nullable: true, description: "The template process it was copied from" })
  @Column("int", { nullable: true })
  templateProcessId: number | null;

  @Field(() => Int)
  @Column("int", { default: 0 })
  sort: number;
}
