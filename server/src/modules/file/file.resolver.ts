import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { PermissionCode } from "../permission/permission-codes";
import { UploadEvidenceFileInput } from "./file.inputs";
import { fileUrl } from "./file.service";
import { StoredFile } from "./stored-file.entity";

@Resolver(() => StoredFile)
export class StoredFileResolver {
  // Whoever may edit activity lines may add evidence to them.
  @Authorized(PermissionCode.AccountingEdit)
  @Mutation(() => StoredFile, {
    description:
      "Uploads a file to attach to activity lines as evidence: PDF, PNG, JPEG, WebP, GIF, Excel, Word, CSV or text. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.upload)
  uploadEvidenceFile(
    @Arg("input", () => UploadEvidenceFileInput) input: UploadEvidenceFileInput,
    @Ctx() ctx: Context,
  ): Promise<StoredFile> {
    return ctx.services.files.uploadEvidence(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminUpstreamDatabase)
  @Mutation(() => StoredFile, {
    description:
      "Uploads an EcoSpold2 zip to import as an upstream database (platform operator only); its id goes to importUpstreamDatabase. Heavy: one per request",
  })
  @Heavy(HEAVY_COST.upload)
  uploadUpstreamDatabaseFile(
    @Arg("input", () => UploadEvidenceFileInput) input: UploadEvidenceFileInput,
    @Ctx() ctx: Context,
  ): Promise<StoredFile> {
    return ctx.services.files.uploadUpstreamDatabase(ctx.viewer!, input);
  }

  @FieldResolver(() => String, {
    description: "Where the file is downloaded: GET with the session's user-token header",
  })
  url(@Root() file: StoredFile): string {
    return fileUrl(file.id);
  }
}
