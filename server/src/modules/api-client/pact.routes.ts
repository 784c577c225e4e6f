// The PACT v3 HTTP interface (REFERENCE-PACT.md §4): `POST /auth/token` (OAuth 2.0 client
// credentials with Basic auth), `GET /3/footprints` (filters, `limit`, `Link: rel="next"`),
// `GET /3/footprints/{id}` and `POST /3/events` (CloudEvents), with PACT's error answers, and the
// OpenID provider configuration that names the token endpoint. Every call of a known client is
// written to its audit.
import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { ApiClient } from "./api-client.entity";
import { ClientAuthError, type ApiClientService } from "./api-client.service";
import { PactQueryError, parseFootprintQuery } from "./pact-query";
import { PactError, type PactService } from "./pact.service";

type Locals = { client: ApiClient };

/** Tokens and footprints are never kept by a cache on the way. */
function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set("Cache-Control", "no-store");
  next();
}

/** The address this request reached, for absolute links (the `Link` host must be the request's). */
const baseUrlOf = (req: Request) => `${req.protocol}://${req.get("host")}`;

export function pactRouter({
  apiClients,
  pact,
}: {
  apiClients: ApiClientService;
  pact: PactService;
}): Router {
  const router = Router();

  router.get("/.well-known/openid-configuration", noStore, (req, res) => {
    const base = baseUrlOf(req);
    res.json({
      issuer: base,
      token_endpoint: `${base}/auth/token`,
      grant_types_supported: ["client_credentials"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      response_types_supported: ["token"],
    });
  });

  router.post(
    "/auth/token",
    noStore,
    express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 10 }),
    async (req, res, next) => {
      try {
        const body = (req.body ?? {}) as Record<string, string | undefined>;
        const credentials = basicCredentials(req) ?? postCredentials(body);
        if (!credentials) {
          res.status(401).set("WWW-Authenticate", 'Basic realm="pact"').json({
            error: "invalid_client",
            error_description: "Client credentials are required (HTTP Basic authentication)",
          });
          return;
        }
        if (body.grant_type !== "client_credentials") {
          res.status(400).json({
            error: body.grant_type ? "unsupported_grant_type" : "invalid_request",
            error_description: "grant_type must be client_credentials",
          });
          return;
        }
        const issued = await apiClients.issueToken(
          credentials.id,
          credentials.secret,
          req.ip ?? null,
        );
        res.json({
          access_token: issued.token,
          token_type: "Bearer",
          expires_in: issued.expiresIn,
        });
      } catch (error) {
        if (error instanceof ClientAuthError) {
          res.status(401).set("WWW-Authenticate", 'Basic realm="pact"').json({
            error: "invalid_client",
            error_description: error.message,
          });
          return;
        }
        next(error);
      }
    },
  );

  const pactApi = Router();
  pactApi.use(noStore, async (req: Request, res: Response<unknown, Locals>, next: NextFunction) => {
    const match = req.get("authorization")?.match(/^Bearer\s+(\S+)$/i);
    if (!match) {
      sendError(
        res,
        new PactError(400, "BadRequest", "An access token is required (Authorization: Bearer)"),
      );
      return;
    }
    try {
      res.locals.client = await apiClients.clientOf(match[1]);
      next();
    } catch (error) {
      if (!(error instanceof ClientAuthError)) return next(error);
      sendError(
        res,
        error.kind === "token_expired"
          ? new PactError(401, "TokenExpired", error.message)
          : new PactError(400, "BadRequest", error.message),
      );
    }
  });

  /** Runs a handler, answers PACT errors, and writes the call to the client's audit. */
  const handle =
    (kind: string, work: (req: Request, res: Response<unknown, Locals>) => Promise<void>) =>
    async (req: Request, res: Response<unknown, Locals>, next: NextFunction) => {
      const client = res.locals.client;
      let errorCode: string | null = null;
      try {
        await work(req, res);
      } catch (thrown) {
        const error =
          thrown instanceof PactQueryError
            ? new PactError(400, thrown.code, thrown.message)
            : thrown;
        if (!(error instanceof PactError)) return next(error);
        errorCode = error.code;
        sendError(res, error);
      }
      await apiClients.record(client, {
        kind,
        request: `${req.method} ${req.originalUrl}`,
        status: res.statusCode,
        errorCode,
        ip: req.ip ?? null,
      });
    };

  pactApi.get(
    "/footprints",
    handle("footprints", async (req, res) => {
      const { criteria, limit, offset } = parseFootprintQuery(
        req.query as Record<string, string | string[]>,
      );
      const page = await pact.list(res.locals.client, criteria, offset, limit);
      if (page.more && limit !== undefined) {
        const next = new URLSearchParams();
        // The query parsed: every value is a string or a list of strings.
        const query = req.query as Record<string, string | string[]>;
        for (const [key, value] of Object.entries(query)) {
          if (key === "offset") continue;
          for (const v of Array.isArray(value) ? value : [value]) next.append(key, v);
        }
        next.set("offset", String(offset + limit));
        res.set("Link", `<${baseUrlOf(req)}/3/footprints?${next.toString()}>; rel="next"`);
      }
      res.json({ data: page.data });
    }),
  );

  pactApi.get(
    "/footprints/:id",
    handle("footprint", async (req, res) => {
      res.json({ data: await pact.get(res.locals.client, String(req.params.id)) });
    }),
  );

  pactApi.post(
    "/events",
    express.json({ limit: "1mb", type: ["application/json", "application/cloudevents+json"] }),
    handle("events", async (req, res) => {
      await pact.receive(res.locals.client, req.body, { baseUrl: baseUrlOf(req) });
      res.status(200).end();
    }),
  );

  pactApi.use((req: Request, res: Response) => {
    sendError(res, new PactError(404, "NotFound", `No such action: ${req.method} ${req.path}`));
  });
  // A body that does not parse is PACT's BadRequest, not an HTML error page.
  pactApi.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      sendError(res, new PactError(400, "BadRequest", "The request body does not parse"));
      return;
    }
    next(error);
  });
  router.use("/3", pactApi);
  return router;
}

function sendError(res: Response, error: PactError): void {
  res.status(error.status).json({ code: error.code, message: error.message });
}

/** `Authorization: Basic base64(client_id:client_secret)`, each part form-encoded (RFC 6749 §2.3.1). */
function basicCredentials(req: Request): { id: string; secret: string } | undefined {
  const match = req.get("authorization")?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1) return undefined;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, " ")),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, " ")),
    };
  } catch {
    return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
}

function postCredentials(body: Record<string, string | undefined>) {
  if (typeof body.client_id !== "string" || typeof body.client_secret !== "string")
    return undefined;
  return { id: body.client_id, secret: body.client_secret };
}
