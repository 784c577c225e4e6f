import { IsOptional } from "class-validator";
import { ArgsType, Field, InputType } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsNotBlank, IsOneOf, IsRequiredText, IsText } from "../../lib/input-rules";
import { IMAGE_CATEGORIES } from "./image.entity";

@InputType()
export class UploadImageInput {
  @Field(() => String, {
    nullable: true,
    description: "The name users find it by; the file name when blank",
  })
  @IsOptional()
  @IsText(100)
  title?: string;

  @Field(() => String, { description: IMAGE_CATEGORIES.join(", ") })
  @IsOneOf(IMAGE_CATEGORIES)
  category: string;

  @Field(() => String, { description: "The file's name (logo.png); its extension is not trusted" })
  @IsRequiredText(200)
  fileName: string;

  @Field(() => String, { description: "The image's bytes, base64-encoded" })
  @IsNotBlank()
  contentBase64: string;
}

@ArgsType()
export class ImageListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: IMAGE_CATEGORIES.join(", ") })
  @IsOptional()
  @IsOneOf(IMAGE_CATEGORIES)
  category?: string;
}
