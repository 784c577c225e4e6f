// Inputs of the calculation API: which run, and a page of its result lines.
import { IsIn, IsOptional } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsPositiveId, IsWhole } from "../../lib/input-rules";
import { m } from "../../lib/validation";

@ArgsType()
export class RunArgs {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  caseId?: number;

  @Field(() => Int, { nullable: true, description: "A run; the case's latest when absent" })
  @IsOptional()
  @IsWhole()
  runId?: number;
}

@ArgsType()
export class ResultLineArgs extends PageArgs {
  @Field(() => Int)
  @IsPositiveId()
  runId: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsIn([1, 2, 3], { message: m("invalidFormat", { hint: "1, 2 or 3" }) })
  scope?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWhole()
  processId?: number;
}
