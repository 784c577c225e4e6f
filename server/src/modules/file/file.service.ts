// Uploaded files: checked (type by extension and content, size) and stored with their company;
// read back only by users who see that company and hold the permission of the file's purpose.
import { createHash } from "node:crypto";
import { type DataSource, type EntityManager, In } from "typeorm";
import type { Config } from "../../config";
import { badInput, forbidden, notFound } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { PermissionCode } from "../permission/permission-codes";
import {
  allowedExtensions,
  cleanFileName,
  EVIDENCE_TYPES,
  extensionOf,
  UPSTREAM_DATABASE_TYPES,
  type FileType,
  formatSize,
  typeOfExtension,
} from "./file-types";
import type { UploadEvidenceFileInput } from "./file.inputs";
import { FilePurpose, StoredFile } from "./stored-file.entity";

/** Who may read a file, by what it was uploaded for. */
const READ_PERMISSION: Record<FilePurpose, PermissionCode> = {
  [FilePurpose.Evidence]: PermissionCode.Accounting,
  [FilePurpose.UpstreamDatabase]: PermissionCode.AdminUpstreamDatabase,
  [FilePurpose.AssetEvidence]: PermissionCode.Ledger,
  [FilePurpose.GhgReport]: PermissionCode.Report,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Where a stored file is downloaded (GET, with the session token). */
export const fileUrl = (id: string): string => `/files/${id}`;

/** A file with its bytes, as the download route sends it. */
export type FileWithBytes = StoredFile & { bytes: Buffer };

export class FileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, "fileMaxBytes">,
  ) {}

  /** Stores a file of the viewer's company to attach to activity lines as evidence. */
  uploadEvidence(viewer: Viewer, input: UploadEvidenceFileInput): Promise<StoredFile> {
    return this.upload(viewer, input, FilePurpose.Evidence, EVIDENCE_TYPES);
  }

  /** Stores a file of the viewer's company to attach to carbon-asset transactions as evidence. */
  uploadAssetEvidence(viewer: Viewer, input: UploadEvidenceFileInput): Promise<StoredFile> {
    return this.upload(viewer, input, FilePurpose.AssetEvidence, EVIDENCE_TYPES);
  }

  /**
   * Stores an EcoSpold2 zip for the upstream database import. Upstream databases are
   * platform-wide: only the platform operator (sys) uploads them.
   */
  uploadUpstreamDatabase(viewer: Viewer, input: UploadEvidenceFileInput): Promise<StoredFile> {
    if (!viewer.permissions.has(PermissionCode.PlatformAdmin)) {
      throw forbidden(
        "forbiddenCode",
        { code: PermissionCode.PlatformAdmin },
        "MISSING_PERMISSION",
      );
    }
    return this.upload(viewer, input, FilePurpose.UpstreamDatabase, UPSTREAM_DATABASE_TYPES);
  }

  /** A stored file of a purpose (without its bytes), or NOT_FOUND. */
  async find(id: string, purpose: FilePurpose): Promise<StoredFile> {
    const file = UUID.test(id)
      ? await this.dataSource.getRepository(StoredFile).findOneBy({ id, purpose })
      : null;
    if (!file) throw notFound("file");
    return file;
  }

  /** The bytes of a stored file of a purpose, for the platform's own work (imports). */
  async contentOf(id: string, purpose: FilePurpose): Promise<{ file: StoredFile; bytes: Buffer }> {
    if (!UUID.test(id)) throw notFound("file");
    const file = await this.dataSource
      .getRepository(StoredFile)
      .createQueryBuilder("file")
      .addSelect("file.bytes")
      .where("file.id = :id AND file.purpose = :purpose", { id, purpose })
      .getOne();
    if (!file) throw notFound("file");
    const bytes: Uint8Array = file.bytes!;
    delete file.bytes;
    return {
      file,
      bytes: Buffer.isBuffer(bytes)
        ? bytes
        : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
    };
  }

  /**
   * Stores a file the platform generated for a company (a report), in the caller's transaction.
   * The bytes go in as base64 decoded by SQL: binary parameters are far slower through PGlite.
   */
  async storeGenerated(
    manager: EntityManager,
    file: {
      companyId: number;
      purpose: FilePurpose;
      name: string;
      mimeType: string;
      bytes: Buffer;
      userId: number | null;
    },
  ): Promise<StoredFile> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO stored_file (company_id, purpose, name, mime_type, size, sha256, bytes, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, decode($7, 'base64'), $8) RETURNING id`,
      [
        file.companyId,
        file.purpose,
        cleanFileName(file.name).slice(0, 200),
        file.mimeType,
        file.bytes.length,
        createHash("sha256").update(file.bytes).digest("hex"),
        file.bytes.toString("base64"),
        file.userId,
      ],
    );
    return manager.findOneByOrFail(StoredFile, { id: rows[0].id });
  }

  /** Deletes files of a company, in the caller's transaction (a report deleted with its files). */
  async removeFiles(
    manager: EntityManager,
    companyId: number,
    ids: readonly string[],
  ): Promise<void> {
    const wellFormed = ids.filter((id) => UUID.test(id));
    if (wellFormed.length === 0) return;
    await manager.delete(StoredFile, { id: In(wellFormed), companyId });
  }

  private async upload(
    viewer: Viewer,
    input: UploadEvidenceFileInput,
    purpose: FilePurpose,
    types: readonly FileType[],
  ): Promise<StoredFile> {
    await assertValid(input);
    const checked = checkUpload(input, types, this.config.fileMaxBytes);
    const repository = this.dataSource.getRepository(StoredFile);
    const file = repository.create({
      companyId: viewer.companyId,
      purpose,
      name: checked.name,
      mimeType: checked.type.mimeType,
      size: checked.bytes.length,
      sha256: createHash("sha256").update(checked.bytes).digest("hex"),
      bytes: checked.bytes,
      uploadedBy: viewer.userId,
    });
    await repository.save(file);
    // The answer describes the file; the bytes stay out of it.
    delete file.bytes;
    return file;
  }

  /**
   * A file with its bytes. Another company's file, and an id that names no file, are "not found";
   * a file of the viewer's company needs the read permission of its purpose.
   */
  async download(viewer: Viewer, id: string): Promise<FileWithBytes> {
    if (!UUID.test(id)) throw notFound("file");
    const file = await this.dataSource
      .getRepository(StoredFile)
      .createQueryBuilder("file")
      .addSelect("file.bytes")
      .where("file.id = :id", { id })
      .getOne();
    if (!file || !canSeeCompany(viewer, file.companyId)) throw notFound("file");
    const code = READ_PERMISSION[file.purpose];
    if (!viewer.permissions.has(code))
      throw forbidden("forbiddenCode", { code }, "MISSING_PERMISSION");
    // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
    const bytes: Uint8Array = file.bytes!;
    return {
      ...file,
      bytes: Buffer.isBuffer(bytes)
        ? bytes
        : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
    };
  }
}

/** The ids among `ids` that name files of `companyId`, with their names. */
export async function filesOfCompany(
  manager: EntityManager,
  companyId: number,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  const wellFormed = [...new Set(ids)].filter((id) => UUID.test(id));
  if (wellFormed.length === 0) return new Map();
  const found = await manager.getRepository(StoredFile).find({
    select: { id: true, name: true },
    where: { id: In(wellFormed), companyId },
  });
  return new Map(found.map((file) => [file.id, { id: file.id, name: file.name }]));
}

/**
 * The name, kind and bytes of an upload, or BAD_USER_INPUT naming what is wrong: a type that is
 * not allowed, content that is not of the extension's kind, an empty or too large file.
 */
export function checkUpload(
  input: Pick<UploadEvidenceFileInput, "name" | "contentBase64">,
  types: readonly FileType[],
  maxBytes: number,
): { name: string; type: FileType; bytes: Buffer } {
  const name = cleanFileName(input.name);
  if (!name) throw badInput("name", "required", { field: "name" });
  const extension = extensionOf(name);
  const type = typeOfExtension(types, extension);
  if (!type) {
    throw badInput("name", "fileTypeNotAllowed", {
      name,
      extension: extension ? `.${extension}` : "(none)",
      allowed: allowedExtensions(types),
    });
  }
  const base64 = input.contentBase64.replace(/\s+/g, "");
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw badInput("contentBase64", "fileUnreadable", { detail: "the content is not base64" });
  }
  // Refused before decoding, so an oversized upload costs no memory beyond its text.
  const size = (base64.length / 4) * 3 - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);
  if (size > maxBytes) {
    throw badInput("contentBase64", "fileTooLarge", {
      name,
      size: formatSize(size),
      limit: formatSize(maxBytes),
    });
  }
  if (size === 0) throw badInput("contentBase64", "fileEmpty", { name });
  const bytes = Buffer.from(base64, "base64");
  if (!type.matches(bytes)) {
    throw badInput("contentBase64", "fileContentMismatch", { name, kind: type.label });
  }
  return { name, type, bytes };
}
