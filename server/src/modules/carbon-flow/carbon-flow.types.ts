// GraphQL shapes of the carbon flow: the cases to choose from, the Sankey graph of a run with its
// totals, and the carbon mass balance. Figures are kg (CO2e, CO2 or C as each field says).
import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A case that can be drawn: calculated or not" })
export class FlowCaseChoice {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Int) year: number;
  @Field(() => Int, { nullable: true, description: "The latest successful run" })
  latestRunId: number | null;
}

@ObjectType({ description: "A corporation with its cases, newest year first" })
export class FlowCorporationChoice {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => [FlowCaseChoice]) cases: FlowCaseChoice[];
}

@ObjectType({ description: "A succeeded run of the case" })
export class FlowRun {
  @Field(() => Int) id: number;
  @Field(() => Int) runNo: number;
  @Field(() => String) gwpSet: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType({ description: "A node of the carbon flow" })
export class FlowNodeType {
  @Field(() => String, {
    description: "source:<kind>[:<name>|:*], process:<id>|process:*, scope:<n>, kept, emitted:<n>",
  })
  key: string;
  @Field(() => String, { description: "source, process, scope, kept or emitted" })
  type: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Sources: fuel, electricity, heat, steam, material, gas, transport, waste or other",
  })
  sourceKind: string | null;
  @Field(() => Int, { nullable: true }) scope: number | null;
  @Field(() => String, { nullable: true, description: "Null where the kind or scope names it" })
  name: string | null;
  @Field(() => String, { nullable: true }) nameEn: string | null;
  @Field(() => Int, { description: "A grouped node: how many sources or processes it holds" })
  grouped: number;
  @Field(() => Float, { description: "kg CO2e through the node" }) valueKg: number;
  @Field(() => Int) lineCount: number;
}

@ObjectType({ description: "A band of the carbon flow: a sum of result lines" })
export class FlowLinkType {
  @Field(() => String) from: string;
  @Field(() => String) to: string;
  @Field(() => Float, { description: "kg CO2e" }) valueKg: number;
  @Field(() => Int) lineCount: number;
}

@ObjectType({ description: "The flow's ends, kg CO2e under the chosen scope 2 basis" })
export class FlowTotalsType {
  @Field(() => Float, { description: "Σ of the lines not deducted" }) grossKg: number;
  @Field(() => Float, { description: "The run's total" }) netKg: number;
  @Field(() => Float, { description: "Carbon kept in products (positive)" }) keptKg: number;
  @Field(() => Float) scope1Kg: number;
  @Field(() => Float) scope2Kg: number;
  @Field(() => Float) scope3Kg: number;
  @Field(() => Float, { description: "Biogenic CO2 outside the scopes, kg" })
  biogenicCo2Kg: number;
  @Field(() => Int) lineCount: number;
}

@ObjectType({ description: "Result lines of one name in the mass balance" })
export class BalanceRowType {
  @Field(() => String) name: string;
  @Field(() => String) processName: string;
  @Field(() => String, { description: "The case's English name of the process; may be empty" })
  processNameEn: string;
  @Field(() => Float, { description: "In the factor's unit" }) amount: number;
  @Field(() => Int) unitId: number;
  @Field(() => String, {
    description: "combustion (FC × NCV × CC) or factor (CO2 × 12/44)",
  })
  rule: string;
  @Field(() => Int) lineCount: number;
  @Field(() => Float, { description: "kg C" }) carbonKg: number;
  @Field(() => Float, { description: "The run's CO2 of these lines, kg, signed" }) co2Kg: number;
  @Field(() => Float, { description: "Carbon not oxidised, kg C" }) unoxidisedKg: number;
}

@ObjectType({ description: "Carbon in against carbon out (China steel and chemical guidelines)" })
export class MassBalanceType {
  @Field(() => Boolean, { description: "False when the run has no carbon kept in products" })
  applies: boolean;
  @Field(() => [BalanceRowType]) inputs: BalanceRowType[];
  @Field(() => [BalanceRowType]) outputs: BalanceRowType[];
  @Field(() => Float, { description: "kg C" }) carbonInKg: number;
  @Field(() => Float, { description: "kg C" }) carbonOutKg: number;
  @Field(() => Float, { description: "Carbon in − carbon out, kg C" }) differenceKg: number;
  @Field(() => Float, { description: "Difference × 44/12, kg CO2" }) differenceCo2Kg: number;
  @Field(() => Float, { description: "The run's CO2 of the same lines, kg" }) runCo2Kg: number;
  @Field(() => Float, { nullable: true, description: "Run CO2 / difference CO2, %" })
  closurePercent: number | null;
  @Field(() => Float, { description: "Carbon the oxidation rates leave unburnt, kg C" })
  unoxidisedKg: number;
  @Field(() => Float, { description: "What the oxidation rates do not explain, kg CO2" })
  unexplainedCo2Kg: number;
}

@ObjectType({ description: "The carbon flow of a case's run" })
export class CarbonFlow {
  @Field(() => Int) caseId: number;
  @Field(() => String) caseName: string;
  @Field(() => Int) year: number;
  @Field(() => Int) corporationId: number;
  @Field(() => String) corporationName: string;
  @Field(() => String, { description: "location or market" }) basis: string;
  @Field(() => FlowRun, { nullable: true, description: "Null: the case has not been calculated" })
  run: FlowRun | null;
  @Field(() => [FlowRun], { description: "The case's succeeded runs, newest first" })
  runs: FlowRun[];
  @Field(() => [FlowNodeType]) nodes: FlowNodeType[];
  @Field(() => [FlowLinkType]) links: FlowLinkType[];
  @Field(() => FlowTotalsType, { nullable: true }) totals: FlowTotalsType | null;
  @Field(() => MassBalanceType, { nullable: true }) massBalance: MassBalanceType | null;
}
