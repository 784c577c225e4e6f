import { Field, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** A company's label for cases ("2024 disclosure", "audited"). */
@ObjectType({ description: "A tag a company puts on its cases" })
@Entity("case_tag")
@Index("uq_case_tag_company_name", ["companyId", "name"], { unique: true })
export class Tag {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  companyId: number;

  @Field(() => String)
  @Column("varchar", { length: 30 })
  name: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
