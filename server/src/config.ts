// Every environment variable the server reads, parsed and validated in one place.
import path from "node:path";

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Embedded database and uploaded files live here. */
  dataDir: string;
  /** Where PGlite keeps its cluster; defaults to `<dataDir>/pglite`. */
  pgliteDir: string;
  seedPassword: string;
  /** Initial password for companies created without one; users created later must change it. */
  initialPassword: string;
  /** May be a fraction: end-to-end tests run servers whose sessions last seconds. */
  sessionTtlMinutes: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  bodyLimit: string;
  graphqlMaxDepth: number;
  graphqlMaxCost: number;
  clientDist: string;
  logSql: boolean;
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

/** A decimal number above zero, such as 720 or 0.05. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(raw) || !(value > 0)) {
    throw new ConfigError(`${name} must be a number > 0, got "${raw}"`);
  }
  return value;
}

/** The repository root (from server/src in tests and server/dist when built). */
const ROOT = path.resolve(__dirname, "../..");

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A relative DATA_DIR is taken from the working directory; the default is the repository's.
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(ROOT, "data");
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://");
  }
  // Workbooks are uploaded base64-encoded in GraphQL bodies: a 10,000-line process sheet is ~1 MB.
  const bodyLimit = env.BODY_LIMIT || "20mb";
  if (!/^\d+(b|kb|mb)$/i.test(bodyLimit)) {
    throw new ConfigError(`BODY_LIMIT must look like 512kb or 1mb, got "${bodyLimit}"`);
  }
  return {
    port: integer(env, "PORT", 4000, 0),
    host: env.HOST || "0.0.0.0",
    databaseUrl,
    dataDir,
    pgliteDir: path.resolve(env.PGLITE_DIR || path.join(dataDir, "pglite")),
    seedPassword: env.SEED_PASSWORD || "Carbon@2026",
    initialPassword: env.INITIAL_PASSWORD || "Welcome@2026",
    sessionTtlMinutes: positive(env, "SESSION_TTL_MINUTES", 720),
    loginMaxFailures: integer(env, "LOGIN_MAX_FAILURES", 5),
    loginLockMinutes: integer(env, "LOGIN_LOCK_MINUTES", 15),
    bodyLimit,
    graphqlMaxDepth: integer(env, "GRAPHQL_MAX_DEPTH", 10),
    graphqlMaxCost: integer(env, "GRAPHQL_MAX_COST", 5000),
    clientDist: env.CLIENT_DIST ? path.resolve(env.CLIENT_DIST) : path.join(ROOT, "client/dist"),
    logSql: env.LOG_SQL === "1" || env.LOG_SQL === "true",
  };
}
