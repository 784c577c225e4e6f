import { Arg, Args, Authorized, Ctx, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Heavy, HEAVY_COST } from "../../graphql/limits";
import { Paginated } from "../../graphql/paging";
import { PermissionCode } from "../permission/permission-codes";
import { Image } from "./image.entity";
import { ImageListArgs, UploadImageInput } from "./image.inputs";

@ObjectType()
export class ImagePage extends Paginated(Image) {}

@Resolver(() => Image)
export class ImageResolver {
  @Authorized(PermissionCode.AdminImages)
  @Query(() => ImagePage, {
    description:
      "The company's images with their thumbnails, newest first; searched by title or file name",
  })
  images(@Args(() => ImageListArgs) args: ImageListArgs, @Ctx() ctx: Context): Promise<ImagePage> {
    return ctx.services.images.list(ctx.viewer!, args);
  }

  @Authorized(PermissionCode.AdminImages)
  @Mutation(() => Image, {
    description:
      "Uploads a PNG, JPEG, WebP or GIF image (type from its bytes, at most 5 MB) and draws its thumbnail. Heavy",
  })
  @Heavy(HEAVY_COST.upload)
  uploadImage(@Arg("input", () => UploadImageInput) input: UploadImageInput, @Ctx() ctx: Context) {
    return ctx.services.images.upload(ctx.viewer!, input);
  }

  @Authorized(PermissionCode.AdminImages)
  @Mutation(() => Boolean, { description: "Deletes an image" })
  deleteImage(@Arg("id", () => String) id: string, @Ctx() ctx: Context) {
    return ctx.services.images.remove(ctx.viewer!, id);
  }
}
