// Inputs of the tag API: add a tag (to a case), take it off or delete it.
import { IsOptional } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { IsPositiveId, IsRequiredText, IsWhole } from "../../lib/input-rules";

@InputType()
export class TagInput {
  @Field(() => String)
  @IsRequiredText(30)
  name: string;

  @Field(() => Int, { nullable: true, description: "Also puts the tag on this case" })
  @IsOptional()
  @IsWhole()
  caseId?: number;
}

@InputType()
export class RemoveTagInput {
  @Field(() => Int)
  @IsPositiveId()
  id: number;

  @Field(() => Int, { nullable: true, description: "Only takes it off this case" })
  @IsOptional()
  @IsWhole()
  caseId?: number;
}
