// GraphQL types of the product library's results and code lists. A calculation's stored result
// (calc/lca/product-results.ts) is answered as these types; the tree is flat, each row naming
// its parent, so a client expands it to any depth without a recursive query.
import { Field, Float, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../graphql/paging";
import { LcaLogEntry } from "./lca-log.entity";
import { LcaProduct } from "./lca-product.entity";

@ObjectType()
export class LcaProductPage extends Paginated(LcaProduct) {}

@ObjectType()
export class LcaLogPage extends Paginated(LcaLogEntry) {}

@ObjectType({ description: "A code of a fixed list with its names" })
export class LcaCode {
  @Field(() => String) code: string;
  @Field(() => String) name: string;
  @Field(() => String) nameEn: string;
}

@ObjectType({ description: "A standard a study follows, with the stage scheme it uses" })
export class LcaStandard extends LcaCode {
  @Field(() => String, { description: "lifecycle (ISO 14067 stages) or en15804 (A1–D)" })
  stageScheme: string;
}

@ObjectType()
export class LcaStageScheme extends LcaCode {
  @Field(() => [LcaCode]) stages: LcaCode[];
}

@ObjectType({ description: "The fixed lists of the product library's forms" })
export class LcaProductCodes {
  @Field(() => [LcaStandard]) standards: LcaStandard[];
  @Field(() => [LcaCode]) methods: LcaCode[];
  @Field(() => [LcaCode]) boundaries: LcaCode[];
  @Field(() => [LcaCode]) allocations: LcaCode[];
  @Field(() => [LcaCode]) lineKinds: LcaCode[];
  @Field(() => [LcaCode]) sourceKinds: LcaCode[];
  @Field(() => [LcaCode]) auditStatuses: LcaCode[];
  @Field(() => [LcaStageScheme]) stageSchemes: LcaStageScheme[];
}

@ObjectType({ description: "A line that blocks a calculation, and why" })
export class LcaLineProblem {
  @Field(() => Int, { description: "The line's id; 0 for a problem of the model as a whole" })
  lineId: number;
  @Field(() => String) name: string;
  @Field(() => String) reason: string;
}

@ObjectType({ description: "An impact indicator's total per declared unit" })
export class LcaIndicator {
  @Field(() => String) method: string;
  @Field(() => String) category: string;
  @Field(() => String) name: string;
  @Field(() => String) unit: string;
  @Field(() => Float) total: number;
}

@ObjectType({ description: "Results of a stage or a line: one value per indicator" })
export class LcaResultRow {
  @Field(() => String, { description: "Stage code, or the line's id" }) key: string;
  @Field(() => String) name: string;
  @Field(() => [Float], { description: "In the order of the result's indicators" })
  values: number[];
}

@ObjectType()
export class LcaLineResult extends LcaResultRow {
  @Field(() => String) stage: string;
  @Field(() => String) kind: string;
  @Field(() => Boolean) primary: boolean;
}

@ObjectType({ description: "A process's or an elementary flow's part of the headline total" })
export class LcaContribution {
  @Field(() => String) name: string;
  @Field(() => String, { description: "Location of a process, compartment of a flow" })
  detail: string;
  @Field(() => Float) amount: number;
  @Field(() => Float) share: number;
}

@ObjectType({ description: "A node of the upstream contribution tree" })
export class LcaTreeRow {
  @Field(() => Int, { description: "Index of the parent row; -1 for the product" }) parent: number;
  @Field(() => Int) depth: number;
  @Field(() => String) name: string;
  @Field(() => Float, { description: "Amount the node delivers to its parent" }) amount: number;
  @Field(() => String) unit: string;
  @Field(() => Float) direct: number;
  @Field(() => Float, { description: "Impact with its supply chain" }) upstream: number;
  @Field(() => Float) share: number;
  @Field(() => Int, { description: "Suppliers under the cut-off" }) cutCount: number;
  @Field(() => Float) cutAmount: number;
}

@ObjectType()
export class LcaSankeyNode {
  @Field(() => String) name: string;
  @Field(() => Float) direct: number;
  @Field(() => Float) upstream: number;
}

@ObjectType()
export class LcaSankeyLink {
  @Field(() => Int, { description: "The supplier's node index" }) source: number;
  @Field(() => Int, { description: "The customer's node index" }) target: number;
  @Field(() => Float) impact: number;
}

@ObjectType()
export class LcaSankey {
  @Field(() => Float) cutoff: number;
  @Field(() => [LcaSankeyNode]) nodes: LcaSankeyNode[];
  @Field(() => [LcaSankeyLink]) links: LcaSankeyLink[];
  @Field(() => Int) hiddenNodes: number;
  @Field(() => Float) hiddenDirect: number;
}

@ObjectType({ description: "Contribution-weighted pedigree rating (PEF's DQR levels)" })
export class LcaDataQualityRating {
  @Field(() => Float) rating: number;
  @Field(() => String, { description: "excellent, very-good, good, fair or poor" }) level: string;
  @Field(() => Float, { description: "Share of the total the rated lines carry" })
  coverage: number;
}

@ObjectType({ description: "The results a calculation stored" })
export class LcaResult {
  @Field(() => [LcaIndicator]) indicators: LcaIndicator[];
  @Field(() => Int, { description: "Index of the headline indicator" }) headline: number;
  @Field(() => [LcaResultRow]) byStage: LcaResultRow[];
  @Field(() => [LcaLineResult]) byLine: LcaLineResult[];
  @Field(() => [LcaContribution], { description: "Headline indicator, largest first" })
  byProcess: LcaContribution[];
  @Field(() => [LcaContribution], { description: "Headline indicator, largest first" })
  byFlow: LcaContribution[];
  @Field(() => [LcaTreeRow]) tree: LcaTreeRow[];
  @Field(() => LcaSankey) sankey: LcaSankey;
  @Field(() => Float, { description: "Share of the headline total from primary data" })
  primaryShare: number;
  @Field(() => LcaDataQualityRating, { nullable: true }) dataQuality: LcaDataQualityRating | null;
  @Field(() => Int, { description: "Database inputs without a provider (cut off)" })
  cutOffProducts: number;
}

@ObjectType({ description: "A Monte Carlo sample's statistics and histogram" })
export class LcaUncertainty {
  @Field(() => Int) iterations: number;
  @Field(() => Int) seed: number;
  @Field(() => Int, { description: "Iterations whose draw could not be solved" }) failed: number;
  @Field(() => Int, { description: "Iterations in the sample" }) count: number;
  @Field(() => String) indicator: string;
  @Field(() => String) unit: string;
  @Field(() => Float) deterministic: number;
  @Field(() => Float) mean: number;
  @Field(() => Float) sd: number;
  @Field(() => Float) p2_5: number;
  @Field(() => Float) p50: number;
  @Field(() => Float) p97_5: number;
  @Field(() => [Float]) histogramEdges: number[];
  @Field(() => [Int]) histogramCounts: number[];
}
