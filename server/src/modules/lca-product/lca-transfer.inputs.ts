// Inputs of the product library's files: a bill-of-materials workbook imported into a product's
// current model version. Rows are checked in the import itself, each problem named by row.
import { Field, InputType, Int } from "type-graphql";
import { IsNotBlank, IsPositiveId } from "../../lib/input-rules";

@InputType()
export class ImportLcaModelLinesInput {
  @Field(() => Int, { description: "The product whose current version receives the lines" })
  @IsPositiveId()
  productId: number;

  @Field(() => String, { description: "The .xlsx workbook (lcaModelTemplate's layout), base64" })
  @IsNotBlank()
  base64: string;
}
