// GraphQL shapes of the company total: each corporation's case of the year with the share the
// approach applies and its contribution, and the consolidated figures. Figures are kg CO2e.
import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "Emissions by scope, kg CO2e" })
export class ScopeFigures {
  @Field(() => Float) scope1Kg: number;
  @Field(() => Float) scope2LocationKg: number;
  @Field(() => Float) scope2MarketKg: number;
  @Field(() => Float) scope3Kg: number;
  @Field(() => Float, { description: "Scope 1 + scope 2 location-based + scope 3" })
  totalKg: number;
  @Field(() => Float, { description: "Scope 1 + scope 2 market-based + scope 3" })
  totalMarketKg: number;
}

@ObjectType({ description: "The case a corporation's year is read from, with its latest run" })
export class CompanyTotalCase {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String) gwpSet: string;
  @Field(() => Int) runId: number;
  @Field(() => Int) runNo: number;
  @Field(() => Date) calculatedAt: Date;
}

/** included: in the boundary with a calculated case; missing: in it without one; excluded: 0%. */
export const CONTRIBUTION_STATUSES = ["included", "missing", "excluded"] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];

@ObjectType({ description: "A corporation's part in the company total" })
export class CompanyTotalRow {
  @Field(() => Int) corporationId: number;
  @Field(() => String) corporationName: string;
  @Field(() => Float) ownershipPercent: number;
  @Field(() => Boolean) operationalControl: boolean;
  @Field(() => Boolean) financialControl: boolean;
  @Field(() => Float, { description: "The share the approach applies, % (0-100)" })
  sharePercent: number;
  @Field(() => String, {
    description:
      "included (in the boundary, calculated), missing (in the boundary, no calculated case of the year) or excluded (share 0)",
  })
  status: ContributionStatus;
  @Field(() => CompanyTotalCase, {
    nullable: true,
    description: "The year's most recently calculated case; null when none is calculated",
  })
  case: CompanyTotalCase | null;
  @Field(() => Int, { description: "The corporation's cases of the year, calculated or not" })
  caseCount: number;
  @Field(() => ScopeFigures, { nullable: true, description: "The case's own figures" })
  figures: ScopeFigures | null;
  @Field(() => ScopeFigures, {
    nullable: true,
    description: "The figures × the share; null when excluded or missing",
  })
  contribution: ScopeFigures | null;
}

@ObjectType({ description: "The company's consolidated inventory for a year by one approach" })
export class CompanyTotal {
  @Field(() => Int, { nullable: true, description: "The year shown; null when no case exists" })
  year: number | null;
  @Field(() => String) approach: string;
  @Field(() => [Int], { description: "Years with cases of the company, newest first" })
  years: number[];
  @Field(() => [CompanyTotalRow], { description: "Every corporation of the company, by name" })
  rows: CompanyTotalRow[];
  @Field(() => ScopeFigures, { description: "The sum of the contributions" })
  totals: ScopeFigures;
  @Field(() => Int) includedCount: number;
  @Field(() => Int, {
    description: "Corporations in the boundary without a calculated case: the total is incomplete",
  })
  missingCount: number;
  @Field(() => [String], { description: "GWP sets of the included cases; more than one is mixed" })
  gwpSets: string[];
}
