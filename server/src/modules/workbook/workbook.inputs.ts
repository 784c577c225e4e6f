// Input of the activity-line workbook import.
import { Field, InputType, Int } from "type-graphql";
import { IsNotBlank, IsPositiveId } from "../../lib/input-rules";

@InputType()
export class ImportActivityLinesInput {
  @Field(() => Int)
  @IsPositiveId()
  caseId: number;

  @Field(() => String, { description: "The .xlsx file, base64-encoded" })
  @IsNotBlank()
  base64: string;
}
