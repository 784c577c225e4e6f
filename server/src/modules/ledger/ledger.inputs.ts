// Inputs of the ledger: a corporation's year (and, where the year has several cases, which),
// and the month whose lines to list.
import { IsOptional } from "class-validator";
import { ArgsType, Field, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsPositiveId, IsWholeIn } from "../../lib/input-rules";

@ArgsType()
export class LedgerCorporationArgs {
  @Field(() => Int)
  @IsPositiveId()
  corporationId: number;
}

@ArgsType()
export class LedgerArgs extends LedgerCorporationArgs {
  @Field(() => Int)
  @IsWholeIn(1900, 2100)
  year: number;

  @Field(() => Int, {
    nullable: true,
    description: "A case of that year; the year's most recently calculated when absent",
  })
  @IsOptional()
  @IsPositiveId()
  caseId?: number;
}

@ArgsType()
export class LedgerLinesArgs extends PageArgs {
  @Field(() => Int)
  @IsPositiveId()
  corporationId: number;

  @Field(() => Int)
  @IsWholeIn(1900, 2100)
  year: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsPositiveId()
  caseId?: number;

  @Field(() => Int, { description: "1-12; 0 for the lines without a month" })
  @IsWholeIn(0, 12)
  month: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsWholeIn(1, 3)
  scope?: number;
}
