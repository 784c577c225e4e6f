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
