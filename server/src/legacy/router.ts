// Express router for the legacy `POST /api/<group>/<name>` calls, driven by LEGACY_ROUTES.
import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { Config } from "../config";
import { requestToken } from "../lib/client-meta";
import { DomainError, ErrorCode } from "../lib/errors";
import { translate } from "../lib/messages";
import { refuseNul } from "../lib/nul-guard";
import { localeFrom, runWithLocale } from "../lib/request-context";
import { assertValid } from "../lib/validation";
import type { GeneratedFile } from "../lib/generated-file";
import { authorize } from "../modules/auth/access";
import type { Services } from "../services";
import { coerceBody } from "./coerce";
import { errorEnvelope, LegacyCode, ok } from "./envelope";
import { legacyDocsPage, legacyOpenApi } from "./openapi";
import { LEGACY_ROUTES, type LegacyRoute } from "./routes";
import { fromLegacyFields, toLegacyFields } from "./spellings";

const byPath = new Map(LEGACY_ROUTES.map((route) => [route.path, route]));

/** More form fields than any call takes (an activity-line save sends a few hundred at most). */
export const MAX_FORM_FIELDS = 1000;

async function handle(route: LegacyRoute, services: Services, req: Request) {
  const call = { services, req, viewer: undefined as never, input: {} as object };
  if (route.permission !== "public") {
    const token = requestToken(req);
    if (!token) throw DomainError.of(ErrorCode.Unauthenticated, "unauthenticated");
    call.viewer = authorize(await services.auth.authenticate(token), [route.permission]) as never;
  }
  if (route.input) {
    const body = fromLegacyFields((req.body ?? {}) as Record<string, unknown>);
    call.input = coerceBody(route.input, body);
    await assertValid(call.input);
  }
  return route.handler(call);
}

export function legacyRouter(services: Services, config: Config): Router {
  const router = Router();
  router.get("/openapi.json", (_req, res) => void res.json(legacyOpenApi()));
  router.get("/docs", (_req, res) => void res.type("html").send(legacyDocsPage()));
  router.use(
    express.urlencoded({
      extended: true,
      limit: config.bodyLimit,
      parameterLimit: MAX_FORM_FIELDS,
    }),
  );
  router.use(express.json({ limit: config.bodyLimit }));
  router.use(refuseNul("legacy"));
  router.use((req: Request, res: Response) => {
    const locale = localeFrom(
      req.get("accept-language"),
      typeof req.query.lang === "string" ? req.query.lang : undefined,
    );
    return runWithLocale(locale, async () => {
      const path = req.path.replace(/^\/+|\/+$/g, "");
      const route = byPath.get(path);
      if (!route) {
        res.status(404).json({
          code: LegacyCode.Business,
          msg: translate("unknownCall", { path: `/api/${path}` }),
          data: null,
        });
        return;
      }
      if (req.method !== "POST") {
        res
          .status(405)
          .set("Allow", "POST")
          .json({
            code: LegacyCode.Business,
            msg: translate("methodNotAllowed", { path: `/api/${path}` }),
            data: null,
          });
        return;
      }
      try {
        const result = await handle(route, services, req);
        if (route.download) {
          const file = result as GeneratedFile;
          res.type(file.mimeType).attachment(file.filename).send(file.content);
          return;
        }
        const data = toLegacyFields(result);
        const envelope = ok(data, route.message ? translate(route.message) : undefined);
        res.json(route.dataKey ? { ...envelope, [route.dataKey]: data } : envelope);
      } catch (error) {
        res.json(errorEnvelope(error));
      }
    });
  });
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    runWithLocale(localeFrom(req.get("accept-language")), () => {
      const { status, msg } = bodyError(error, config.bodyLimit);
      res.status(status).json({ code: LegacyCode.Business, msg, data: null });
    });
  });
  return router;
}

/** The answer to a body the parsers could not read: too large or malformed. */
export function bodyError(error: unknown, limit: string): { status: number; msg: string } {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large")
    return { status: 413, msg: translate("bodyTooLarge", { limit }) };
  if (type === "parameters.too.many")
    return { status: 413, msg: translate("tooManyFields", { max: MAX_FORM_FIELDS }) };
  const detail = error instanceof Error ? error.message : String(error);
  if (type === "entity.parse.failed" || (error as { status?: number }).status === 400) {
    return { status: 400, msg: translate("malformedBody", { detail }) };
  }
  console.error("Unexpected error reading a request", error);
  return { status: 500, msg: translate("internal") };
}
