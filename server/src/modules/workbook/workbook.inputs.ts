// Input of the process-data workbook import.

import { Field, InputType, Int } from "type-graphql";

import { IsNotBlank, IsPositiveId } from "../../lib/input-rules";

@InputType()
export class ImportProcessDataInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => String, { description: "The .xlsx file, base64-encoded" })
  @IsNotBlank()
  base64: string;
}
