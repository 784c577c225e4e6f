// GraphQL shapes of the monthly ledger: the corporations and years to choose from, a year's
// months by scope (and by process) with the run's totals, and a corporation's years side by side.
// Figures are kg CO2e.
import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A case of a corporation's year" })
export class LedgerCase {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Int) year: number;
  @Field(() => Int, { nullable: true, description: "The latest successful run" })
  latestRunId: number | null;
}

@ObjectType({ description: "A corporation with its cases, newest year first" })
export class LedgerCorporation {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => [Int], { description: "Years with a calculated case, newest first" })
  years: number[];
  @Field(() => [LedgerCase]) cases: LedgerCase[];
}

@ObjectType({ description: "The run a ledger reads" })
export class LedgerRun {
  @Field(() => Int) id: number;
  @Field(() => Int) runNo: number;
  @Field(() => String) gwpSet: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType({ description: "A process's emissions within a ledger row" })
export class LedgerProcessRow {
  @Field(() => Int) processId: number;
  @Field(() => String, { description: "As the run knew it" }) processName: string;
  @Field(() => String, { description: "The case's English name of the process; may be empty" })
  processNameEn: string;
  @Field(() => Int) scope: number;
  @Field(() => Float, { description: "Scope 2 location-based" }) co2eKg: number;
  @Field(() => Float, { description: "Scope 2 market-based" }) marketCo2eKg: number;
  @Field(() => Int) lineCount: number;
}

@ObjectType({ description: "Emissions by scope, kg CO2e" })
export class LedgerFiguresType {
  @Field(() => Float) scope1Kg: number;
  @Field(() => Float) scope2LocationKg: number;
  @Field(() => Float) scope2MarketKg: number;
  @Field(() => Float) scope3Kg: number;
  @Field(() => Float, { description: "Scope 2 location-based" }) totalKg: number;
  @Field(() => Float, { description: "Scope 2 market-based" }) totalMarketKg: number;
  @Field(() => Int) lineCount: number;
}

@ObjectType({ description: "A month of the ledger, or the lines without a month" })
export class LedgerRowType extends LedgerFiguresType {
  @Field(() => Int, { nullable: true, description: "1-12; null for the lines without a month" })
  month: number | null;
  @Field(() => [LedgerProcessRow]) byProcess: LedgerProcessRow[];
}

@ObjectType({ description: "A corporation's monthly emissions ledger for a year" })
export class Ledger {
  @Field(() => Int) corporationId: number;
  @Field(() => String) corporationName: string;
  @Field(() => Int) year: number;
  @Field(() => LedgerCase, {
    nullable: true,
    description: "The case read: the one asked for, else the year's most recently calculated",
  })
  case: LedgerCase | null;
  @Field(() => [LedgerCase], { description: "The corporation's cases of the year" })
  cases: LedgerCase[];
  @Field(() => LedgerRun, { nullable: true }) run: LedgerRun | null;
  @Field(() => [LedgerRowType], {
    description: "January to December, then the lines without a month; empty without a run",
  })
  rows: LedgerRowType[];
  @Field(() => LedgerFiguresType, { nullable: true, description: "The run's totals" })
  totals: LedgerFiguresType | null;
  @Field(() => Boolean, {
    description: "False when the run was made before the lines' months were recorded",
  })
  monthsRecorded: boolean;
}

@ObjectType({ description: "A year of a corporation: its most recently calculated case's totals" })
export class LedgerYear extends LedgerFiguresType {
  @Field(() => Int) year: number;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseName: string;
  @Field(() => Int) runId: number;
}
