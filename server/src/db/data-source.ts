// The one TypeORM data source: embedded PGlite by default, PostgreSQL when a URL is given.
import fs from "node:fs";
import { DataSource, type DataSourceOptions, type Logger } from "typeorm";
import { entities } from "./entities";
import { migrations } from "./migrations";
import { SnakeNamingStrategy } from "./naming";
import { serializedPGliteDriver } from "./pglite";

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  pgliteDir?: string;
  /** A dumped PGlite data directory to start from (tests use a migrated template). */
  pgliteLoad?: Blob;
  logSql?: boolean;
  /** Receives every statement (tests count them). */
  logger?: Logger;
}

export function createDataSource(options: DatabaseOptions): DataSource {
  const common = {
    type: "postgres",
    entities,
    migrations,
    migrationsTransactionMode: "each",
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // PGlite lacks uuid-ossp; gen_random_uuid() comes with PostgreSQL 13+ and PGlite alike.
    uuidExtension: "pgcrypto",
    installExtensions: false,
    logging: options.logSql || options.logger ? ["query", "error"] : ["error"],
    logger: options.logger,
  } as const;

  if (options.url) {
    return new DataSource({ ...common, url: options.url, poolSize: 10 } as DataSourceOptions);
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  return new DataSource({
    ...common,
    driver: serializedPGliteDriver({
      dataDir: options.pgliteDir,
      loadDataDir: options.pgliteLoad,
    }),
  } as DataSourceOptions);
}

export function isEmbedded(dataSource: DataSource): boolean {
  return !(dataSource.options as { url?: string }).url;
}
