// GraphQL shapes of a comparison: the cases and runs compared, the rows of each dimension with
// their changes, the drivers of each case's change and the base-year recalculation check.
import { Field, Float, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../graphql/paging";

@ObjectType({ description: "A succeeded run a compared case may be read from" })
export class ComparisonRunChoice {
  @Field(() => Int) id: number;
  @Field(() => Int) runNo: number;
  @Field(() => String) gwpSet: string;
  @Field(() => Float, { description: "kg CO2e, scope 2 location-based" }) totalKg: number;
  @Field(() => Date) createdAt: Date;
}

@ObjectType({ description: "A case in a comparison, with the run its figures come from" })
export class ComparedCase {
  @Field(() => Int) caseId: number;
  @Field(() => String) name: string;
  @Field(() => Int) year: number;
  @Field(() => Int) corporationId: number;
  @Field(() => String) corporationName: string;
  @Field(() => String, { description: "The GWP set of the run compared" }) gwpSet: string;
  @Field(() => String, { description: "The case's GWP set now" }) caseGwpSet: string;
  @Field(() => String) boundary: string;
  @Field(() => Boolean, { description: "The base-year case of its corporation" })
  isBaseYear: boolean;
  @Field(() => Boolean) isReference: boolean;
  @Field(() => Int) runId: number;
  @Field(() => Int) runNo: number;
  @Field(() => Date) calculatedAt: Date;
  @Field(() => Boolean, { description: "The run is the case's latest successful one" })
  latestRun: boolean;
  @Field(() => Boolean, { description: "The case's data changed after its latest run" })
  changedSinceRun: boolean;
  @Field(() => Float, { description: "kg CO2e, scope 2 location-based" }) totalKg: number;
  @Field(() => Float, { description: "kg CO2e, scope 2 market-based" }) totalMarketKg: number;
  @Field(() => [ComparisonRunChoice], { description: "The case's succeeded runs, newest first" })
  runs: ComparisonRunChoice[];
}

@ObjectType({ description: "One row of a dimension: a value per case and its change" })
export class ComparisonRow {
  @Field(() => String, {
    description:
      "scope1, scope2Location, scope2Market, scope3, total, totalMarket, biogenic; a category number; a gas code; a matched process's key",
  })
  key: string;
  @Field(() => String, { nullable: true, description: "Processes: the name in the run" })
  name: string | null;
  @Field(() => String, { nullable: true, description: "Processes: the English name" })
  nameEn: string | null;
  @Field(() => Int, { nullable: true, description: "Processes: the scope" }) scope: number | null;
  @Field(() => [Float], {
    nullable: "items",
    description: "kg CO2e per case, in the order of the cases; null where the case has none",
  })
  values: Array<number | null>;
  @Field(() => [Float], {
    nullable: "items",
    description: "kg CO2e change against the reference; null for the reference",
  })
  deltas: Array<number | null>;
  @Field(() => [Float], {
    nullable: "items",
    description: "Change over the reference's value, %; null where the reference is 0",
  })
  deltaPercents: Array<number | null>;
}

@ObjectType({ description: "A source's change between the reference and a case" })
export class ComparisonDriverLine {
  @Field(() => String) key: string;
  @Field(() => String) processName: string;
  @Field(() => String, { nullable: true }) processNameEn: string | null;
  @Field(() => String) name: string;
  @Field(() => Int) unitId: number;
  @Field(() => String, { description: "matched, added or removed" }) status: string;
  @Field(() => Float, { nullable: true }) referenceAmount: number | null;
  @Field(() => Float, { nullable: true }) amount: number | null;
  @Field(() => Float, { nullable: true, description: "kg CO2e per unit in the reference" })
  referenceFactor: number | null;
  @Field(() => Float, { nullable: true, description: "kg CO2e per unit in the case" })
  factor: number | null;
  @Field(() => Float) referenceKg: number;
  @Field(() => Float) kg: number;
  @Field(() => Float) changeKg: number;
  @Field(() => Float) activityKg: number;
  @Field(() => Float) factorKg: number;
  @Field(() => Boolean, { description: "Another factor or method, not only another value" })
  factorChanged: boolean;
  @Field(() => String, { nullable: true }) referenceFactorName: string | null;
  @Field(() => String, { nullable: true }) factorName: string | null;
}

@ObjectType({
  description:
    "A case's change against the reference: activity + factor + added + removed = change (kg CO2e, scope 2 location-based)",
})
export class ComparisonDrivers {
  @Field(() => Int) caseId: number;
  @Field(() => Int) referenceCaseId: number;
  @Field(() => Float) referenceKg: number;
  @Field(() => Float) kg: number;
  @Field(() => Float) changeKg: number;
  @Field(() => Float) activityKg: number;
  @Field(() => Float) factorKg: number;
  @Field(() => Float) addedKg: number;
  @Field(() => Float) removedKg: number;
  @Field(() => [ComparisonDriverLine], { description: "Largest change first" })
  lines: ComparisonDriverLine[];
}

@ObjectType({ description: "A structural or method change since the base year" })
export class RecalculationReason {
  @Field(() => String, {
    description:
      "boundary, gwpSet, corporationAdded, corporationRemoved, processAdded, processRemoved, lineAdded, lineRemoved, factorChanged",
  })
  kind: string;
  @Field(() => Int) caseId: number;
  @Field(() => Int, { nullable: true }) baseCaseId: number | null;
  @Field(() => String, { nullable: true }) subject: string | null;
  @Field(() => String, { nullable: true }) from: string | null;
  @Field(() => String, { nullable: true }) to: string | null;
  @Field(() => Float, { description: "kg CO2e the change touches" }) affectedKg: number;
  @Field(() => Float, { nullable: true, description: "affectedKg over the base-year total, %" })
  sharePercent: number | null;
  @Field(() => String) message: string;
}

@ObjectType({
  description: "Whether a year compared with the base year calls for recalculating it",
})
export class RecalculationCheck {
  @Field(() => Int) year: number;
  @Field(() => [Int]) caseIds: number[];
  @Field(() => [Int]) baseCaseIds: number[];
  @Field(() => Float) baseYearKg: number;
  @Field(() => Float) affectedKg: number;
  @Field(() => Float, { nullable: true }) significancePercent: number | null;
  @Field(() => Float) thresholdPercent: number;
  @Field(() => Boolean, { description: "At or above the threshold" }) flagged: boolean;
  @Field(() => Float, {
    description: "Activity change of the sources in both (organic growth): not counted",
  })
  organicKg: number;
  @Field(() => [RecalculationReason]) reasons: RecalculationReason[];
}

@ObjectType({ description: "Something a reader of the comparison must know" })
export class ComparisonNotice {
  @Field(() => String, { description: "GWP_MISMATCH, CHANGED_SINCE_RUN or EARLIER_RUN" })
  code: string;
  @Field(() => String) message: string;
  @Field(() => [Int]) caseIds: number[];
}

@ObjectType({ description: "Cases side by side, from their stored runs" })
export class CaseComparison {
  @Field(() => [ComparedCase]) cases: ComparedCase[];
  @Field(() => Int) referenceCaseId: number;
  @Field(() => Float) thresholdPercent: number;
  @Field(() => Boolean, { description: "The runs are in more than one GWP set" })
  gwpMismatch: boolean;
  @Field(() => [ComparisonNotice]) notices: ComparisonNotice[];
  @Field(() => [ComparisonRow]) scopeRows: ComparisonRow[];
  @Field(() => [ComparisonRow]) isoCategoryRows: ComparisonRow[];
  @Field(() => [ComparisonRow]) scope3CategoryRows: ComparisonRow[];
  @Field(() => [ComparisonRow]) processRows: ComparisonRow[];
  @Field(() => [ComparisonRow]) gasRows: ComparisonRow[];
  @Field(() => [ComparisonDrivers], { description: "Each case but the reference" })
  drivers: ComparisonDrivers[];
  @Field(() => [RecalculationCheck], {
    nullable: true,
    description:
      "Per year compared with base-year cases; null without a base-year case and another",
  })
  recalculation: RecalculationCheck[] | null;
}

@ObjectType({ description: "A case a comparison may choose" })
export class ComparableCase {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Int) year: number;
  @Field(() => Int) corporationId: number;
  @Field(() => String) corporationName: string;
  @Field(() => String) gwpSet: string;
  @Field(() => String) boundary: string;
  @Field(() => Int, { description: "5 in progress, 10 completed" }) status: number;
  @Field(() => Int, { nullable: true }) latestRunId: number | null;
  @Field(() => Float, { nullable: true, description: "Latest run, kg CO2e (location-based)" })
  totalKg: number | null;
  @Field(() => Boolean) isBaseYear: boolean;
}

@ObjectType()
export class ComparableCasePage extends Paginated(ComparableCase) {}

@ObjectType({ description: "A corporation to filter comparable cases by, with its base year" })
export class ComparisonCorporation {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Int, { nullable: true }) baseYearCaseId: number | null;
}
