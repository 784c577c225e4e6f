// GET /images/:id (and /images/:id/thumbnail): an image's bytes for a signed-in user holding the
// image permission, with the token in the `user-token` header as every other call; the browser
// client fetches it and shows or saves the blob.
import { type Request, type Response, Router } from "express";
import { requestToken } from "../../lib/client-meta";
import { DomainError, ErrorCode } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { localeFrom, runWithLocale } from "../../lib/request-context";
import { authorize } from "../auth/access";
import type { AuthService } from "../auth/auth.service";
import { contentDisposition } from "../file/file.routes";
import { PermissionCode } from "../permission/permission-codes";
import type { ImageService } from "./image.service";

const STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.SessionExpired]: 401,
  [ErrorCode.SessionInvalid]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
};

function sendError(res: Response, error: unknown): void {
  if (!(error instanceof DomainError)) {
    console.error("Unexpected error in an image download", error);
    res.status(500).json({
      errors: [{ message: translate("internal"), extensions: { code: ErrorCode.Internal } }],
    });
    return;
  }
  res.status(STATUS[error.code] ?? 500).json({
    errors: [{ message: error.message, extensions: { ...error.details, code: error.code } }],
  });
}

export function imageRouter(services: { auth: AuthService; images: ImageService }): Router {
  const router = Router();
  const serve = (thumbnail: boolean) => (req: Request<{ id: string }>, res: Response) =>
    runWithLocale(localeFrom(req.get("accept-language")), async () => {
      try {
        const token = requestToken(req);
        if (!token) throw DomainError.of(ErrorCode.Unauthenticated, "unauthenticated");
        const viewer = authorize(await services.auth.authenticate(token), [
          PermissionCode.AdminImages,
        ]);
        const { image, bytes, mimeType } = await services.images.content(
          viewer,
          req.params.id,
          thumbnail,
        );
        res
          .status(200)
          .set({
            "Content-Type": mimeType,
            "Content-Length": String(bytes.length),
            "Content-Disposition": contentDisposition(
              thumbnail ? `${image.fileName}.thumbnail.webp` : image.fileName,
            ).replace(/^attachment/, "inline"),
            "Cache-Control": "private, no-store",
            "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": "default-src 'none'; sandbox",
          })
          .end(bytes);
      } catch (error) {
        sendError(res, error);
      }
    });
  router.get("/:id", serve(false));
  router.get("/:id/thumbnail", serve(true));
  return router;
}
