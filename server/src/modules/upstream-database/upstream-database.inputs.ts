// Inputs of the upstream database API: import, delete, and the list arguments.
import { IsIn, IsInt, IsOptional, IsUUID, Min } from "class-validator";
import { ArgsType, Field, InputType, Int } from "type-graphql";
import { PageArgs } from "../../graphql/paging";
import { IsPositiveId, IsRequiredText, IsText } from "../../lib/input-rules";
import { m } from "../../lib/validation";

@InputType({ description: "An uploaded EcoSpold2 zip to import, with the database's description" })
export class ImportUpstreamDatabaseInput {
  @Field(() => String, { description: "The id uploadUpstreamDatabaseFile answered" })
  @IsUUID("all", { message: m("invalidFormat", { hint: "a file id" }) })
  fileId: string;

  @Field(() => String, { description: 'e.g. "USLCI"' })
  @IsRequiredText(100)
  name: string;

  @Field(() => String, { description: 'e.g. "FY18 Q1"; name and version are unique' })
  @IsRequiredText(40)
  version: string;

  @Field(() => String, { description: 'The licence, e.g. "CC0 1.0"' })
  @IsRequiredText(200)
  licence: string;

  @Field(() => String, { description: "Publisher or address of the data" })
  @IsRequiredText(500)
  source: string;
}

@InputType()
export class DeleteUpstreamDatabaseInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => String, {
    description:
      'The database\'s name and version as shown ("USLCI FY18 Q1"): deleting is confirmed',
  })
  @IsText(200)
  confirm: string;
}

@ArgsType()
export class UpstreamProcessArgs extends PageArgs {
  @Field(() => Int)
  @IsInt({ message: m("mustBeInteger") })
  @Min(1, { message: m("mustBePositive") })
  databaseId: number;
}

@ArgsType()
export class UpstreamFlowArgs extends UpstreamProcessArgs {
  @Field(() => String, {
    nullable: true,
    defaultValue: "product",
    description: "product (delivered or cut off) or elementary",
  })
  @IsOptional()
  @IsIn(["product", "elementary"], {
    message: m("invalidFormat", { hint: "product or elementary" }),
  })
  kind?: "product" | "elementary" = "product";
}
