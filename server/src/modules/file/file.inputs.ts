import { IsOptional } from "class-validator";
import { Field, InputType } from "type-graphql";
import { IsNotBlank, IsRequiredText, IsText } from "../../lib/input-rules";

@InputType()
export class UploadEvidenceFileInput {
  @Field(() => String, { description: "The file's name with its extension (invoice-2024-03.pdf)" })
  @IsRequiredText(200)
  name: string;

  // Browsers disagree on types (a .csv is text/csv, application/vnd.ms-excel or nothing), so the
  // reported type is not trusted: the stored type follows the checked extension and content.
  @Field(() => String, {
    nullable: true,
    description: "The type the browser reported; the file is stored with the checked one",
  })
  @IsOptional()
  @IsText(100)
  mimeType?: string;

  @Field(() => String, { description: "The file's bytes, base64-encoded" })
  @IsNotBlank()
  contentBase64: string;
}
