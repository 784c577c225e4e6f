// Images (/admin/imageManage): a company's logos, product photos and label artwork. An upload is
// checked by its bytes (PNG, JPEG, WebP or GIF signature, then decoded), by size and by pixel
// count, and its thumbnail drawn, before anything is stored; a file that is not an image is
// refused with the reason and nothing is written.
import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import { In } from "typeorm";
import { likePattern, paginate, type Page } from "../../db/paging";
import { SortOrder } from "../../graphql/paging";
import { badInput, DomainError, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import { cleanFileName, EVIDENCE_TYPES, formatSize } from "../file/file-types";
import { User } from "../user/user.entity";
import { Image, type ImageCategory } from "./image.entity";
import { ImageListArgs, UploadImageInput } from "./image.inputs";

/** The largest image accepted, in bytes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels an image may have (a 40-megapixel camera's photo), against decompression bombs. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The thumbnail's longer side, in pixels. */
export const THUMBNAIL_SIZE = 320;

/** The picture kinds of the evidence types, recognised by their signatures. */
const IMAGE_TYPES = EVIDENCE_TYPES.filter((type) => type.mimeType.startsWith("image/"));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const importSharp = () => import("sharp");
let sharpModule: ReturnType<typeof importSharp> | undefined;
/** sharp loads libvips: once, on the first image. */
const loadSharp = async () => (await (sharpModule ??= importSharp())).default;

/** An image's bytes and type, for the download route. */
export interface ImageContent {
  image: Image;
  bytes: Buffer;
  mimeType: string;
}

const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

export class ImageService {
  constructor(private readonly dataSource: DataSource) {}

  /** The viewer's company's images (every company's for the operator), newest first. */
  async list(viewer: Viewer, args: ImageListArgs): Promise<Page<Image>> {
    await assertValid(Object.assign(new ImageListArgs(), args));
    const query = scopeQuery(
      this.dataSource.getRepository(Image).createQueryBuilder("image").addSelect("image.thumbnail"),
      viewer,
    );
    if (args.category) query.andWhere("image.category = :category", { category: args.category });
    if (args.keyword?.trim()) {
      query.andWhere("(image.title ILIKE :keyword OR image.fileName ILIKE :keyword)", {
        keyword: likePattern(args.keyword),
      });
    }
    const page = await paginate(query, { ...args, keyword: undefined }, [], {
      column: "image.createdAt",
      order: SortOrder.DESC,
    });
    const uploaderIds = [
      ...new Set(page.items.map((image) => image.uploadedBy).filter((id) => id !== null)),
    ];
    const uploaders = uploaderIds.length
      ? await this.dataSource.getRepository(User).find({
          select: { id: true, realname: true, username: true },
          where: { id: In(uploaderIds) },
        })
      : [];
    const names = new Map(uploaders.map((user) => [user.id, user.realname || user.username]));
    for (const image of page.items) {
      image.thumbnailUrl = image.thumbnail
        ? `data:image/webp;base64,${asBuffer(image.thumbnail).toString("base64")}`
        : null;
      delete image.thumbnail;
      image.uploaderName = image.uploadedBy !== null ? (names.get(image.uploadedBy) ?? null) : null;
    }
    return page;
  }

  /** Checks, measures and stores an image of the viewer's company with its thumbnail. */
  async upload(viewer: Viewer, input: UploadImageInput): Promise<Image> {
    await assertValid(Object.assign(new UploadImageInput(), input));
    const name = cleanFileName(input.fileName);
    if (!name) throw badInput("fileName", "required", { field: "fileName" });
    const base64 = input.contentBase64.replace(/\s+/g, "");
    if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
      throw badInput("contentBase64", "fileUnreadable", { detail: "the content is not base64" });
    }
    // Refused before decoding, so an oversized upload costs no memory beyond its text.
    const size =
      (base64.length / 4) * 3 - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);
    if (size > IMAGE_MAX_BYTES) {
      throw badInput("contentBase64", "imageTooLarge", {
        name,
        size: formatSize(size),
        limit: formatSize(IMAGE_MAX_BYTES),
      });
    }
    if (size === 0) throw badInput("contentBase64", "fileEmpty", { name });
    const bytes = Buffer.from(base64, "base64");
    const type = IMAGE_TYPES.find((candidate) => candidate.matches(bytes));
    if (!type) throw badInput("contentBase64", "imageNotAnImage", { name });

    const sharp = await loadSharp();
    let width: number;
    let height: number;
    let thumbnail: Buffer;
    try {
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      width = metadata.width ?? 0;
      height = metadata.height ?? 0;
      // An animated GIF or WebP reports the height of all its frames together; one frame counts.
      const frameHeight = metadata.pageHeight ?? height;
      if (width * frameHeight > IMAGE_MAX_PIXELS) {
        throw badInput("contentBase64", "imageTooManyPixels", {
          name,
          width,
          height: frameHeight,
          max: IMAGE_MAX_PIXELS / 1_000_000,
        });
      }
      height = frameHeight;
      // The first frame, turned as its EXIF orientation says, within the thumbnail's square.
      thumbnail = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      if (metadata.orientation && metadata.orientation >= 5) [width, height] = [height, width];
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw badInput("contentBase64", "imageUnreadable", { name, kind: type.label });
    }

    const repository = this.dataSource.getRepository(Image);
    const image = repository.create({
      companyId: viewer.companyId,
      category: input.category as ImageCategory,
      title: (input.title?.trim() || name).slice(0, 100),
      fileName: name,
      mimeType: type.mimeType,
      size: bytes.length,
      width,
      height,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
      thumbnail,
      uploadedBy: viewer.userId,
    });
    await repository.save(image);
    delete image.bytes;
    image.thumbnailUrl = `data:image/webp;base64,${thumbnail.toString("base64")}`;
    delete image.thumbnail;
    return image;
  }

  /** Deletes an image of a company the viewer sees; another company's reads as not found. */
  async remove(viewer: Viewer, id: string): Promise<boolean> {
    const image = await this.find(viewer, id);
    await this.dataSource.getRepository(Image).delete({ id: image.id });
    return true;
  }

  /** The bytes of an image (or of its thumbnail) of a company the viewer sees. */
  async content(viewer: Viewer, id: string, thumbnail: boolean): Promise<ImageContent> {
    if (!UUID.test(id)) throw notFound("image");
    const column = thumbnail ? "image.thumbnail" : "image.bytes";
    const image = await this.dataSource
      .getRepository(Image)
      .createQueryBuilder("image")
      .addSelect(column)
      .where("image.id = :id", { id })
      .getOne();
    if (!image || !canSeeCompany(viewer, image.companyId)) throw notFound("image");
    const bytes = asBuffer((thumbnail ? image.thumbnail : image.bytes)!);
    delete image.bytes;
    delete image.thumbnail;
    return { image, bytes, mimeType: thumbnail ? "image/webp" : image.mimeType };
  }

  private async find(viewer: Viewer, id: string): Promise<Image> {
    const image = UUID.test(id)
      ? await this.dataSource.getRepository(Image).findOneBy({ id })
      : null;
    if (!image || !canSeeCompany(viewer, image.companyId)) throw notFound("image");
    return image;
  }
}
