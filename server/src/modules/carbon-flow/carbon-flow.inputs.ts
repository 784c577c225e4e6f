// Inputs of the carbon flow: which case, which of its runs, and the scope 2 basis.
import { IsIn, IsOptional } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
import { IsPositiveId } from "../../lib/input-rules";
import { m } from "../../lib/validation";
import type { FlowBasis } from "./flow-graph";

export const FLOW_BASES: readonly FlowBasis[] = ["location", "market"];

@ArgsType()
export class CarbonFlowArgs {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => Int, { nullable: true, description: "A run of the case; its latest when absent" })
  @IsOptional()
  @IsPositiveId()
  runId?: number;

  @Field(() => String, {
    defaultValue: "location",
    description: "Scope 2 basis of the figures: location or market",
  })
  @IsIn(FLOW_BASES, { message: m("invalidFormat", { hint: "location or market" }) })
  basis: FlowBasis = "location";
}
