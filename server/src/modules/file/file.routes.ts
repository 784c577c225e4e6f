// GET /files/:id: an uploaded file's bytes for a signed-in user, with the token in the
// `user-token` header as every other call. The browser client fetches it and saves the blob.
import { type Request, type Response, Router } from "express";
import { requestToken } from "../../lib/client-meta";
import { DomainError, ErrorCode } from "../../lib/errors";
import { authorize } from "../auth/access";
import { translate } from "../../lib/messages";
import { localeFrom, runWithLocale } from "../../lib/request-context";
import type { AuthService } from "../auth/auth.service";
import type { FileService } from "./file.service";

const STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.SessionExpired]: 401,
  [ErrorCode.SessionInvalid]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.BadUserInput]: 400,
};

/**
 * `attachment` with the name twice: a plain-ASCII `filename` for old clients and the exact name
 * as RFC 5987 `filename*` (UTF-8, percent-encoded), which browsers prefer, so Chinese names
 * arrive intact.
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Errors as GraphQL answers them ({ errors: [{ message, extensions: { code } }] }). */
function sendError(res: Response, error: unknown): void {
  if (!(error instanceof DomainError)) {
    console.error("Unexpected error in a file download", error);
    res.status(500).json({
      errors: [{ message: translate("internal"), extensions: { code: ErrorCode.Internal } }],
    });
    return;
  }
  res.status(STATUS[error.code] ?? 500).json({
    errors: [{ message: error.message, extensions: { ...error.details, code: error.code } }],
  });
}

/** The router needs the sign-in check and the files, nothing else. */
export function fileRouter(services: { auth: AuthService; files: FileService }): Router {
  const router = Router();
  router.get("/:id", (req: Request<{ id: string }>, res: Response) =>
    runWithLocale(localeFrom(req.get("accept-language")), async () => {
      try {
        const token = requestToken(req);
        if (!token) throw DomainError.of(ErrorCode.Unauthenticated, "unauthenticated");
        const viewer = authorize(await services.auth.authenticate(token), []);
        const file = await services.files.download(viewer, req.params.id);
        res
          .status(200)
          .set({
            "Content-Type": file.mimeType,
            "Content-Length": String(file.bytes.length),
            "Content-Disposition": contentDisposition(file.name),
            // Tenant data: never kept by shared caches; never sniffed into another type or run.
            "Cache-Control": "private, no-store",
            "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": "default-src 'none'; sandbox",
            ETag: `"${file.sha256}"`,
          })
          .end(file.bytes);
      } catch (error) {
        sendError(res, error);
      }
    }),
  );
  return router;
}
