// Arguments of the company total: the year (else the latest with a calculated case) and the
// consolidation approach of the organisational boundary.
import { IsOptional } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
import { IsOneOf, IsWholeIn } from "../../lib/input-rules";
import { BOUNDARY_APPROACHES } from "../case/case.entity";

@ArgsType()
export class CompanyTotalArgs {
  @Field(() => Int, {
    nullable: true,
    description: "Reporting year; without it the latest year with a calculated case",
  })
  @IsOptional()
  @IsWholeIn(1990, 2100)
  year?: number;

  @Field(() => String, {
    description: "operational-control, financial-control or equity-share (GHG Protocol ch. 3)",
  })
  @IsOneOf(BOUNDARY_APPROACHES)
  approach: string;
}
