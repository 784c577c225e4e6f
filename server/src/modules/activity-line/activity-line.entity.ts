import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import { CaseProcess } from "../case/case-process.entity";
import { GasValueType } from "../factor/emission-factor.entity";

/** A factor a user typed in for one line rather than picking it from the library. */
@ObjectType({ description: "A factor entered for one activity line" })
export class CustomFactor {
  @Field(() => String) name: string;
  @Field(() => Int) unitId: number;
  @Field(() => [GasValueType]) gases: GasValueType[];
  @Field(() => String, { description: "Where the value comes from" }) source: string;
  @Field(() => Float, { nullable: true }) ncv: number | null;
  @Field(() => Float, { nullable: true }) carbonContent: number | null;
  @Field(() => Float, { nullable: true }) oxidation: number | null;
}

/**
 * What backs an activity amount (an invoice, a meter reading): a file uploaded to the platform,
 * or a link to where the document is kept. A file's url is its download address.
 */
@ObjectType({ description: "A file or link backing an activity amount (invoice, meter reading)" })
export class Evidence {
  @Field(() => String) name: string;
  @Field(() => String, { description: "The link, or an uploaded file's download address" })
  url: string;
  @Field(() => String, { nullable: true, description: "The uploaded file; null for a link" })
  fileId?: string | null;
}

/** An activity line: an amount in a unit, and the factor it is multiplied by. */
@ObjectType({ description: "An activity line of a case process" })
@Entity("activity_line")
// Each line has its own position within its process.
@Index(["processId", "sort"], { unique: true })
export class ActivityLine {
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

  @Field(() => Int)
  @Index()
  @Column("int")
  processId: number;

  @ManyToOne(() => CaseProcess, { onDelete: "CASCADE" })
  @JoinColumn({ name: "process_id" })
  process?: CaseProcess;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => Float, { nullable: true, description: "Activity amount; null until entered" })
  @Column("double precision", { nullable: true })
  amount: number | null;

  @Field(() => Int)
  @Column("int")
  unitId: number;

  @Field(() => String, {
    description:
      "factor (amount × factor), combustion (FC × NCV × CC × OF × 44/12) or gas (amount is the mass of `gas` released, × its GWP)",
  })
  @Column("varchar", { length: 12, default: "factor" })
  method: string;

  @Field(() => String, {
    nullable: true,
    description: "Method gas: the gas released, a gas code (HFC-134a, R-410A, SF6, CO2 ...)",
  })
  @Column("varchar", { length: 20, nullable: true })
  gas: string | null;

  @Field(() => Int, { nullable: true, description: "Library factor" })
  @Column("int", { nullable: true })
  factorId: number | null;

  @Field(() => CustomFactor, { nullable: true, description: "A factor entered for this line" })
  @Column("jsonb", { nullable: true })
  customFactor: CustomFactor | null;

  @Field(() => Float, { nullable: true, description: "Measured NCV, GJ per unit (overrides)" })
  @Column("double precision", { nullable: true })
  ncv: number | null;

  @Field(() => Float, { nullable: true, description: "Measured carbon content, t C per GJ" })
  @Column("double precision", { nullable: true })
  carbonContent: number | null;

  @Field(() => Float, { nullable: true, description: "Measured oxidation rate" })
  @Column("double precision", { nullable: true })
  oxidation: number | null;

  @Field(() => Int, { nullable: true, description: "Scope 2 market-based instrument factor" })
  @Column("int", { nullable: true })
  marketFactorId: number | null;

  @Field(() => CustomFactor, { nullable: true })
  @Column("jsonb", { nullable: true })
  marketCustomFactor: CustomFactor | null;

  @Field(() => String, {
    nullable: true,
    description:
      "certificate, supplier, residual or grid; the first three need a market factor, or the calculation stops",
  })
  @Column("varchar", { length: 12, nullable: true })
  marketBasis: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Scope 2: the quantity the instrument covers (e.g. MWh of certificates), in marketCoveredUnitId; the rest of the line is market-based at the grid factor. Null: all of it",
  })
  @Column("double precision", { nullable: true })
  marketCoveredAmount: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Unit of marketCoveredAmount; the line's unit when null",
  })
  @Column("int", { nullable: true })
  marketCoveredUnitId: number | null;

  @Field(() => Int, { description: "1 estimate, 2 literature, 3 field collection" })
  @Column("smallint", { default: 3 })
  dataSourceType: number;

  @Field(() => [Evidence])
  @Column("jsonb", { default: () => "'[]'" })
  evidence: Evidence[];

  @Field(() => Int, { nullable: true, description: "Month of the ledger entry, 1-12" })
  @Column("smallint", { nullable: true })
  month: number | null;

  @Field(() => [Float], {
    nullable: "itemsAndList",
    description:
      "The line entered by month: twelve amounts, January to December, in the line's unit (null: a month not entered yet). The amount is their sum and the ledger splits the line's emissions by them; null: the line is one amount",
  })
  @Column("jsonb", { nullable: true })
  monthAmounts: Array<number | null> | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  remark: string | null;

  @Field(() => Int, { nullable: true, description: "The template source it was copied from" })
  @Column("int", { nullable: true })
  sourceId: number | null;

  @Field(() => Int)
  @Column("int", { default: 0 })
  sort: number;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
