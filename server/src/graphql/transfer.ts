// GraphQL shapes of file transfer: a generated file to download, and what an import did.
import { Field, Int, ObjectType } from "type-graphql";
import type { GeneratedFile } from "../lib/generated-file";

@ObjectType({ description: "A generated file: name, type and base64 content" })
export class FileDownload {
  @Field(() => String) filename: string;
  @Field(() => String) mimeType: string;
  @Field(() => String) base64: string;
}

@ObjectType({ description: "What an import did, with the reason for every rejected row" })
export class ImportReport {
  @Field(() => Int) added: number;
  @Field(() => Int) changed: number;
  @Field(() => Int) unchanged: number;
  @Field(() => [RejectedRowType]) rejected: RejectedRowType[];
}

@ObjectType()
export class RejectedRowType {
  @Field(() => Int) row: number;
  @Field(() => String, { nullable: true }) key: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The column (the file's header) the reason is about, when it is about one",
  })
  column?: string | null;
  @Field(() => String, { description: "Why the row was refused, in the caller's language" })
  reason: string;
}

export function toDownload(file: GeneratedFile): FileDownload {
  return {
    filename: file.filename,
    mimeType: file.mimeType,
    base64: file.content.toString("base64"),
  };
}
