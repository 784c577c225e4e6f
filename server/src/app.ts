// The Express application: /graphql, the legacy /api/*, uploaded /files, /healthz and the built
// client.
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import expressStaticGzip from "express-static-gzip";
import express, { type NextFunction, type Request, type Response } from "express";
import fs from "node:fs";
import path from "node:path";
import type { DataSource } from "typeorm";
import type { Config } from "./config";
import type { Context } from "./graphql/context";
import { formatError } from "./graphql/errors";
import { costLimitPlugin, depthLimitRule } from "./graphql/limits";
import { createLoaders } from "./graphql/loaders";
import { buildAppSchema } from "./graphql/schema";
import { bodyError, legacyRouter } from "./legacy/router";
import { requestToken } from "./lib/client-meta";
import { DomainError, ErrorCode } from "./lib/errors";
import { refuseNul } from "./lib/nul-guard";
import { localeFrom, runWithLocale } from "./lib/request-context";
import { MODULES } from "./modules";
import { API_TOKEN_PREFIX, graphqlOperationName } from "./modules/api-client/api-client.service";
import { noStore, securityHeaders } from "./security-headers";
import { createServices, type Services } from "./services";

export interface App {
  app: express.Express;
  services: Services;
  stop: () => Promise<void>;
}

export async function createApp(config: Config, dataSource: DataSource): Promise<App> {
  const services = createServices(dataSource, config);
  const schema = await buildAppSchema();
  const apollo = new ApolloServer<Context>({
    schema,
    formatError,
    introspection: true,
    validationRules: [depthLimitRule(config.graphqlMaxDepth)],
    // The landing page loads Apollo's sandbox from a CDN, which the content security policy (and
    // an offline network) refuses; partners use their own client with schema/schema.graphql.
    plugins: [
      costLimitPlugin(schema, config.graphqlMaxCost),
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(securityHeaders());

  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));

  app.use(
    "/graphql",
    noStore,
    express.json({ limit: config.bodyLimit }),
    refuseNul("graphql"),
    (req: Request, _res: Response, next: NextFunction) =>
      runWithLocale(localeFrom(req.get("accept-language")), next),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<Context> => {
        const context: Context = {
          services,
          loaders: createLoaders(dataSource),
          locale: localeFrom(req.get("accept-language")),
          req,
        };
        const token = requestToken(req);
        if (token) {
          try {
            // An open-platform client's token (API_TOKEN_PREFIX) acts with its grants.
            context.viewer = token.startsWith(API_TOKEN_PREFIX)
              ? await services.apiClients.authenticateGraphql(
                  token,
                  graphqlOperationName(req.body),
                  req.ip ?? null,
                )
              : await services.auth.authenticate(token);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            context.sessionError = error;
          }
        }
        return context;
      },
    }),
  );
  app.use("/graphql", (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    runWithLocale(localeFrom(req.get("accept-language")), () => {
      const { status, msg } = bodyError(error, config.bodyLimit);
      res.status(status).json({
        errors: [
          {
            message: msg,
            extensions: { code: status === 500 ? ErrorCode.Internal : ErrorCode.BadUserInput },
          },
        ],
      });
    });
  });

  app.use("/api", noStore, legacyRouter(services, config));
  for (const module of MODULES) {
    if (module.http) app.use(module.http.path, module.http.router(services as never));
  }
  serveClient(app, config.clientDist);

  // This instance takes the modules' background jobs from the queue, unless told not to.
  if (config.jobWorkers) {
    await services.jobs.run(MODULES.flatMap((module) => module.jobs?.(services as never) ?? []));
  }
  const stop = async () => {
    await services.jobs.stop();
    await apollo.stop();
  };
  return { app, services, stop };
}

/** Serves the built client with a fallback to index.html for its routes. */
function serveClient(app: express.Express, clientDist: string): void {
  const index = path.join(clientDist, "index.html");
  if (!fs.existsSync(index)) {
    app.get("/", (_req, res) => {
      res
        .type("text")
        .send("The web client is not built. Run `npm run build`, or use /graphql and /api.");
    });
    return;
  }
  // The build writes brotli and gzip copies beside each asset (client/scripts/precompress.mjs):
  // they are sent to browsers that accept them, with no compression work per request. Hashed
  // asset names never change content, so the browser keeps them.
  app.use(
    expressStaticGzip(clientDist, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: {
        index: false,
        maxAge: "1h",
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`)) {
            res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
          }
        },
      },
    }),
  );
  app.get(/^\/(?!api\/|graphql|healthz).*/, (_req, res) => res.sendFile(index));
}
