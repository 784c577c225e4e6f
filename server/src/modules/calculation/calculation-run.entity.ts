import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from "typeorm";
import type {
  CaseTotals,
  FactorRef,
  GasEmission,
  GwpSet,
  LineError,
  ScopeTwoMarket,
} from "../../calc/ghg/types";
import { Case } from "../case/case.entity";

/**
 * A calculation of a case: its totals and result lines, or the lines that stopped it. Runs are
 * kept and never change, so a run's result lines are stored with it as one compressed document
 * (`resultLines`, gzip JSON): writing a run costs the same few statements at 10 or 10,000 lines,
 * and every line carries the factor values and sources it used.
 */
@ObjectType({ description: "A calculation run of a case" })
@Entity("calculation_run")
// Run numbers are unique within a case.
@Index(["caseId", "runNo"], { unique: true })
export class CalculationRun {
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

  @Field(() => Int, { description: "1, 2, ... within the case" })
  @Column("int")
  runNo: number;

  @Field(() => String)
  @Column("varchar", { length: 3 })
  gwpSet: GwpSet;

  @Field(() => String, { description: "succeeded or failed" })
  @Column("varchar", { length: 10 })
  status: string;

  @Field(() => Int)
  @Column("int")
  lineCount: number;

  @Field(() => Float, { nullable: true, description: "kg CO2e, scope 2 location-based" })
  @Column("double precision", { nullable: true })
  totalKg: number | null;

  @Field(() => Float, { nullable: true, description: "kg CO2e, scope 2 market-based" })
  @Column("double precision", { nullable: true })
  totalMarketKg: number | null;

  @Column("jsonb", { nullable: true })
  totals: CaseTotals | null;

  @Column("jsonb", { nullable: true })
  errors: LineError[] | null;

  /** gzip of the JSON array of ResultLine; read through CalculationService. */
  @Column("bytea", { nullable: true, select: false })
  resultLines: Buffer | null;

  @Field(() => Float, { description: "Engine time, ms" })
  @Column("double precision", { default: 0 })
  engineMs: number;

  @Field(() => Int, { nullable: true })
  @Column("int", { nullable: true })
  createdBy: number | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** One activity line's result in a run, with the factor it used copied in. */
@ObjectType({ description: "A result line of a run (discharge detail)" })
export class ResultLine {
  @Field(() => Int, { description: "Position of the line in its run, from 1" })
  id: number;

  @Field(() => Int)
  runId: number;

  @Field(() => Int, { description: "The activity line (may since have changed or gone)" })
  activityLineId: number;

  @Field(() => Int)
  processId: number;

  @Field(() => String)
  processName: string;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  scope: number;

  @Field(() => Int)
  isoCategory: number;

  @Field(() => Int, { nullable: true })
  scope3Category: number | null;

  @Field(() => Boolean)
  deducted: boolean;

  @Field(() => String)
  method: string;

  @Field(() => Float)
  amount: number;

  @Field(() => Int)
  unitId: number;

  @Field(() => Float)
  amountInFactorUnit: number;

  @Field(() => Int)
  factorUnitId: number;

  gases: GasEmission[];

  @Field(() => Float, { description: "kg CO2e (location-based for scope 2), signed" })
  co2eKg: number;

  @Field(() => Float)
  biogenicCo2Kg: number;

  market: ScopeTwoMarket | null;

  /** The factor as it was when the run used it: reference and values. */
  factor: FactorRef & {
    unitId?: number;
    gases?: Array<{ gas: string; value: number }>;
    ncv?: number | null;
    carbonContent?: number | null;
    oxidation?: number | null;
  };

  @Field(() => String)
  formula: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "Month of the activity line (1-12) when the run was made, for the ledger; null when the line had none or the run predates months",
  })
  month?: number | null;

  @Field(() => [Float], {
    nullable: "itemsAndList",
    description:
      "The activity line's twelve monthly amounts (January to December, in its unit) when it was entered by month; its amount is their sum and the ledger splits its emissions by them",
  })
  monthAmounts?: Array<number | null> | null;
}
