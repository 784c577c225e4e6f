import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";

/** An accounting entity of a company (a plant, a subsidiary) whose inventories are cases. */
@ObjectType({ description: "An accounting entity of a company" })
@Entity("corporation")
@Index("uq_corporation_company_name", ["companyId", "name"], { unique: true })
export class Corporation {
  @Field(() => Int)
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Field(() => Int)
  @Index()
  @Column("int")
  companyId: number;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => String, { nullable: true, description: "Unified social credit code" })
  @Column("varchar", { length: 18, nullable: true })
  creditCode: string | null;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  industryId: number | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 200, nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true, description: "Province (GB/T 2260 code)" })
  @Column("varchar", { length: 6, nullable: true })
  province: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 50, nullable: true })
  city: string | null;

  @Field(() => Float, { nullable: true })
  @Column("double precision", { nullable: true })
  longitude: number | null;

  @Field(() => Float, { nullable: true })
  @Column("double precision", { nullable: true })
  latitude: number | null;

  @Field(() => Int, { nullable: true, description: "Default template of its cases" })
  @Column("int", { nullable: true })
  templateId: number | null;

  @Field(() => String, { nullable: true, description: "Date of the latest report, YYYY-MM-DD" })
  @Column("date", { nullable: true })
  latestReportDate: string | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  description: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The case of the base year (ISO 14064-1 clause 6.4.1): comparisons, targets and reports measure against its latest run",
  })
  @Column("int", { nullable: true })
  baseYearCaseId: number | null;

  @Field(() => Float, {
    description:
      "The company's ownership of the corporation, % (0-100): its share of the company total by equity share",
  })
  @Column("double precision", { default: 100 })
  ownershipPercent: number;

  @Field(() => Boolean, {
    description:
      "The company has operational control: 100% of the corporation in the company total by operational control, else 0%",
  })
  @Column("boolean", { default: true })
  operationalControl: boolean;

  @Field(() => Boolean, {
    description:
      "The company has financial control: 100% of the corporation in the company total by financial control, else 0%",
  })
  @Column("boolean", { default: true })
  financialControl: boolean;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
