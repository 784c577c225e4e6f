// Answer types of the data-matching API: ranked candidates, the comparison of one product in two
// databases, a tracked-data requirement and the pages of the lists.
import { Field, Float, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../graphql/paging";
import { MatchConfirmation } from "./match-confirmation.entity";
import { Synonym } from "./synonym.entity";
import { TrackedDataRule } from "./tracked-data-rule.entity";

@ObjectType()
export class SynonymPage extends Paginated(Synonym) {}

@ObjectType()
export class MatchConfirmationPage extends Paginated(MatchConfirmation) {}

@ObjectType()
export class TrackedDataRulePage extends Paginated(TrackedDataRule) {}

@ObjectType({ description: "A candidate for a material name, with its score and why" })
export class MatchCandidateView {
  @Field(() => String, { description: "material (a material datum) or upstream (a product)" })
  kind: string;
  @Field(() => Int, { description: "The material datum's id, or the upstream process's" })
  id: number;
  @Field(() => String, { description: "Material: Chinese name; upstream: product name" })
  name: string;
  @Field(() => String, { nullable: true, description: "Material: English name; upstream: process" })
  nameEn: string | null;
  @Field(() => String, { nullable: true })
  unit: string | null;
  @Field(() => Int, { nullable: true })
  databaseId: number | null;
  @Field(() => String, { nullable: true, description: "Upstream database name and version" })
  databaseName: string | null;
  @Field(() => String, { nullable: true, description: "Region or geography" })
  location: string | null;
  @Field(() => Float, {
    description:
      "0-1: 1 same name, 0.97 confirmed synonym, 0.95 synonym, 0.9 × similarity, 0.85 × similarity to a synonym; × 0.9 for another unit",
  })
  score: number;
  @Field(() => String, {
    description: "exact, directSynonym, synonymName, similarity or synonymSimilarity",
  })
  reasonKind: string;
  @Field(() => Float, { nullable: true, description: "The similarity behind the score" })
  similarity: number | null;
  @Field(() => String, { nullable: true, description: "The synonym the score went through" })
  term: string | null;
  @Field(() => String, { nullable: true, description: "The candidate's unit when it differs" })
  unitMismatch: string | null;
  @Field(() => String, { description: "Why, in the caller's language" })
  reason: string;
}

@ObjectType({ description: "One side of a results comparison: the product and its GWP100" })
export class ResultsSide {
  @Field(() => Int) processId: number;
  @Field(() => String) processName: string;
  @Field(() => String) productName: string;
  @Field(() => String) unit: string;
  @Field(() => Int) databaseId: number;
  @Field(() => String) databaseName: string;
  @Field(() => String) databaseVersion: string;
  @Field(() => Float, { description: "kg CO2e per unit of the product" })
  gwp: number;
}

@ObjectType({ description: "An elementary flow of either inventory, in both" })
export class FlowDifference {
  @Field(() => String) name: string;
  @Field(() => String) compartment: string;
  @Field(() => String) unit: string;
  @Field(() => Float, { description: "Amount per unit of product A (0 when absent)" })
  amountA: number;
  @Field(() => Float) amountB: number;
  @Field(() => Float, { description: "amountB - amountA" })
  difference: number;
  @Field(() => Float, { description: "kg CO2e this flow contributes to A's GWP" })
  gwpA: number;
  @Field(() => Float) gwpB: number;
  @Field(() => Float, { description: "gwpB - gwpA" })
  gwpDifference: number;
  @Field(() => String, { description: "both, onlyA or onlyB" })
  presence: string;
}

@ObjectType({ description: "One product in two databases or versions, flow by flow" })
export class ResultsComparison {
  @Field(() => String) report: string;
  @Field(() => ResultsSide) a: ResultsSide;
  @Field(() => ResultsSide) b: ResultsSide;
  @Field(() => Float, { description: "b.gwp - a.gwp" })
  gwpDifference: number;
  @Field(() => [FlowDifference], {
    description:
      "Sorted by the size of their contribution to the GWP difference, then of the amount's",
  })
  flows: FlowDifference[];
}

@ObjectType({ description: "What a company requires of an input" })
export class DataRequirementsView {
  @Field(() => Boolean) primaryDataRequired: boolean;
  @Field(() => Boolean) evidenceRequired: boolean;
  @Field(() => TrackedDataRule, { nullable: true, description: "The rule that applies" })
  rule: TrackedDataRule | null;
}
