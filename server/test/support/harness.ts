// Starts the real application on a fresh copy of the seeded template database (PGlite or
// PostgreSQL, by jest project) and drives it over HTTP with supertest.
import fs from "node:fs";
import "reflect-metadata";
import type { Express } from "express";
import request from "supertest";
import type { DataSource, Logger } from "typeorm";
import { createApp } from "../../src/app";
import { loadConfig, type Config } from "../../src/config";
import { createDataSource } from "../../src/db/data-source";
import type { Services } from "../../src/services";
import { createTestDatabase } from "./postgres";
import { SEED } from "./template";

export type DbKind = "pglite" | "postgres";
export const dbKind: DbKind = (globalThis as { __DB_KIND__?: DbKind }).__DB_KIND__ ?? "pglite";
export const SEED_PASSWORD = SEED.seedPassword;
export const INITIAL_PASSWORD = SEED.initialPassword;

export interface GraphQLAnswer<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions: { code: string; [key: string]: unknown } }>;
}

/** The data of an answer that must have succeeded; its errors otherwise, as the failure. */
export function dataOf<T = Record<string, any>>(answer: GraphQLAnswer<T>): T {
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!;
}

/** The `extensions.code` of each error of an answer. */
export const codeOf = (answer: GraphQLAnswer) => answer.errors?.map((e) => e.extensions.code);

export interface LegacyAnswer<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
  body: Record<string, unknown>;
}

export interface CallOptions {
  token?: string;
  locale?: string;
}

class CountingLogger implements Logger {
  count = 0;
  logQuery() {
    this.count += 1;
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

export interface TestApp {
  app: Express;
  dataSource: DataSource;
  services: Services;
  config: Config;
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<GraphQLAnswer<T>>;
  /** POST /api/<path>, form-encoded unless `json` is set. */
  legacy<T = any>(
    path: string,
    body?: Record<string, unknown>,
    options?: CallOptions & { json?: boolean },
  ): Promise<LegacyAnswer<T>>;
  /** Signs in through the legacy call and answers the token. */
  login(username: string, password?: string): Promise<string>;
  /** SQL statements issued since the last reset. */
  sql: { count(): number; reset(): void };
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  // Background jobs are taken only where a test asks for a worker (they would poll the database).
  const config: Config = { ...loadConfig({}), ...SEED, jobWorkers: false, ...overrides };
  const logger = new CountingLogger();
  let drop = async () => {};
  let dataSource: DataSource;
  if (dbKind === "postgres") {
    const database = await createTestDatabase();
    drop = database.drop;
    dataSource = createDataSource({ url: database.url, logger });
  } else {
    const template = process.env.PGLITE_TEMPLATE;
    if (!template) throw new Error("PGLITE_TEMPLATE is not set: the jest global setup did not run");
    dataSource = createDataSource({ pgliteLoad: new Blob([fs.readFileSync(template)]), logger });
  }
  await dataSource.initialize();
  const { app, services, stop } = await createApp(config, dataSource);

  const withHeaders = (test: request.Test, options: CallOptions = {}) => {
    if (options.token) test.set("user-token", options.token);
    if (options.locale) test.set("accept-language", options.locale);
    return test;
  };

  const testApp: TestApp = {
    app,
    dataSource,
    services,
    config,
    async gql(query, variables, options) {
      const response = await withHeaders(
        request(app).post("/graphql").send({ query, variables }),
        options,
      );
      return { status: response.status, data: response.body.data, errors: response.body.errors };
    },
    async legacy(path, body = {}, options = {}) {
      let test = request(app).post(`/api/${path}`);
      test = withHeaders(test, options);
      const response = options.json ? await test.send(body) : await test.type("form").send(body);
      return {
        status: response.status,
        code: response.body.code,
        msg: response.body.msg,
        data: response.body.data,
        body: response.body,
      };
    },
    async login(username, password = SEED_PASSWORD) {
      const answer = await testApp.legacy("user/login", { username, password });
      if (answer.code !== 200) throw new Error(`login of ${username} failed: ${answer.msg}`);
      return answer.data.token as string;
    },
    sql: { count: () => logger.count, reset: () => void (logger.count = 0) },
    async close() {
      await stop();
      await dataSource.destroy();
      await drop();
    },
  };
  return testApp;
}
