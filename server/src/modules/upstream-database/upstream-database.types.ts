// GraphQL answers of the upstream database API that are not tables: pages, a process's exchanges
// with their uncertainty, and a product's GWP.
import { Field, Float, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../graphql/paging";
import { UpstreamDatabase } from "./upstream-database.entity";
import { UpstreamFlow } from "./upstream-flow.entity";
import { UpstreamProcess } from "./upstream-process.entity";

@ObjectType()
export class UpstreamDatabasePage extends Paginated(UpstreamDatabase) {}

@ObjectType()
export class UpstreamProcessPage extends Paginated(UpstreamProcess) {}

@ObjectType()
export class UpstreamFlowPage extends Paginated(UpstreamFlow) {}

@ObjectType({
  description:
    "The uncertainty of an exchange amount: lognormal (sigma of ln x, pedigree scores), normal (sd), triangular or uniform (min, max, mode)",
})
export class UpstreamUncertainty {
  @Field(() => String, { description: "lognormal, normal, triangular or uniform" })
  kind: string;

  @Field(() => Float, { nullable: true, description: "Lognormal: standard deviation of ln x" })
  sigma?: number;

  @Field(() => [Int], {
    nullable: true,
    description:
      "Lognormal: pedigree scores 1-5 (reliability, completeness, temporal, geographical, technological)",
  })
  pedigree?: number[];

  @Field(() => Float, { nullable: true, description: "Normal: standard deviation" })
  sd?: number;

  @Field(() => Float, { nullable: true, description: "Triangular, uniform: lower bound" })
  min?: number;

  @Field(() => Float, { nullable: true, description: "Triangular, uniform: upper bound" })
  max?: number;

  @Field(() => Float, { nullable: true, description: "Triangular: the mode" })
  mode?: number;
}

@ObjectType({ description: "One exchange of an upstream process, as the engine takes it" })
export class UpstreamExchangeView {
  @Field(() => String, {
    description:
      "output (a product delivered), input (a product taken from the technosphere) or elementary",
  })
  kind: string;

  @Field(() => String, {
    description:
      "Elementary exchanges: emission or resource; products: output, or input (negative amounts are deliveries back, e.g. wastes and credited co-products)",
  })
  direction: string;

  @Field(() => String, { description: "The product or elementary flow id" })
  flowCode: string;

  @Field(() => String)
  flowName: string;

  @Field(() => String, { nullable: true, description: "Elementary exchanges: the compartment" })
  compartment: string | null;

  @Field(() => Float, { description: "Per the process's output amount, in `unit`" })
  amount: number;

  @Field(() => String)
  unit: string;

  @Field(() => Boolean, { description: "Inputs: no process of the database delivers it" })
  cutOff: boolean;

  @Field(() => Int, {
    nullable: true,
    description: "Inputs: the process delivering it (the named or the only provider)",
  })
  providerId: number | null;

  @Field(() => String, { nullable: true })
  providerName: string | null;

  @Field(() => Float, { nullable: true, description: "Outputs: kg per unit (allocation)" })
  physical: number | null;

  @Field(() => Float, { nullable: true, description: "Outputs: price per unit (allocation)" })
  price: number | null;

  @Field(() => UpstreamUncertainty, { nullable: true })
  uncertainty: UpstreamUncertainty | null;
}

@ObjectType({
  description:
    "GWP100 of one unit of a process's reference product, supply chain included (cut-off inputs count zero)",
})
export class UpstreamGwp {
  @Field(() => Int)
  processId: number;

  @Field(() => String)
  productName: string;

  @Field(() => String, { description: "Per one of this unit of the product" })
  unit: string;

  @Field(() => Float, { description: "kg CO2e, IPCC AR5 GWP100" })
  ar5: number;

  @Field(() => Float, { description: "kg CO2e, IPCC AR6 GWP100" })
  ar6: number;

  @Field(() => Int, { description: "Cut-off products the supply chain takes (counted zero)" })
  cutOffProducts: number;
}

@ObjectType({ description: "One EN 15804+A2 core indicator of a product" })
export class UpstreamIndicator {
  @Field(() => String, { description: "The indicator's code, e.g. GWP-total, AP, ADP-fossil" })
  code: string;

  @Field(() => String, { description: "Its impact category" })
  name: string;

  @Field(() => String, { description: "The unit EN 15804+A2 declares it in" })
  unit: string;

  @Field(() => Float, { description: "Per one unit of the product" })
  value: number;
}

@ObjectType({
  description: "An elementary flow of a product's inventory the method has no factor for",
})
export class UpstreamUnmatchedFlow {
  @Field(() => String)
  name: string;

  @Field(() => String)
  compartment: string;

  @Field(() => Float, { description: "Its amount in one unit of the product's inventory" })
  amount: number;

  @Field(() => String)
  unit: string;

  @Field(() => Float, { description: "Its share of the inventory's flows in the same unit" })
  share: number;

  @Field(() => String, { description: "Why it is not matched" })
  reason: string;
}

@ObjectType({
  description:
    "The EN 15804+A2 (EF 3.1) core indicators of one unit of a process's reference product, supply chain included, with how many of its inventory's flows the method characterises",
})
export class UpstreamIndicators {
  @Field(() => Int)
  processId: number;

  @Field(() => String)
  productName: string;

  @Field(() => String, { description: "Per one of this unit of the product" })
  unit: string;

  @Field(() => String, { description: "The characterisation factors' source" })
  citation: string;

  @Field(() => [UpstreamIndicator], { description: "The 13 core indicators, in EN 15804+A2 order" })
  indicators: UpstreamIndicator[];

  @Field(() => Int, { description: "Elementary flows of the inventory with an amount" })
  flows: number;

  @Field(() => Int, { description: "Of those, matched by name and compartment" })
  matched: number;

  @Field(() => Int, { description: "Matched with an assumed compartment (the data gives none)" })
  assumed: number;

  @Field(() => Int)
  unmatched: number;

  @Field(() => Float, { description: "(matched + assumed) / flows" })
  coverage: number;

  @Field(() => Float, { description: "The share of the inventory's mass (flows in kg) matched" })
  massCoverage: number;

  @Field(() => [UpstreamUnmatchedFlow], { description: "The 20 most significant unmatched flows" })
  unmatchedFlows: UpstreamUnmatchedFlow[];
}
