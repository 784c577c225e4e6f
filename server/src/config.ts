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
  loginMaxFailuresPerAddress: number;
  /** Uses of the quick carbon calculator a user may make per minute (estimates and new cases). */
  calculatorPerMinute: number;
  bodyLimit: string;
  /** Largest file a user may upload (evidence of activity data), in bytes. */
  fileMaxBytes: number;
  graphqlMaxDepth: number;
  graphqlMaxCost: number;
  clientDist: string;
  logSql: boolean;
  /** Whether this instance takes background jobs (JOB_WORKERS=0 makes it serve requests only). */
  jobWorkers: boolean;
  /** How often an idle job worker asks the queue for work. */
  jobPollingSeconds: number;
  /** How often attempts of a stopped instance are found (by their expiry) and retried. */
  jobMaintenanceSeconds: number;
  /**
   * At most this long may an attempt run before it counts as crashed and is retried elsewhere
   * (JOB_EXPIRE_SECONDS; unset: each kind's own expiry, 30 minutes by default).
   */
  jobExpireSeconds?: number;
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

/** Bytes of a size such as 512kb or 20mb, as Express's body parsers count them (1 kb = 1024 b). */
function sizeInBytes(size: string): number {
  const [, amount, unit] = /^(\d+)(b|kb|mb)$/i.exec(size) ?? [];
  const scale = { b: 1, kb: 1024, mb: 1024 * 1024 }[unit?.toLowerCase() as "b" | "kb" | "mb"];
  return Number(amount) * scale;
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
  // Files are uploaded base64-encoded in GraphQL bodies (4 characters per 3 bytes): the largest
  // file must fit in the body limit with room for the rest of the request. A small BODY_LIMIT
  // lowers the default of 10 MB; a FILE_MAX_MB that cannot fit is an error.
  const MB = 1024 * 1024;
  const fits = Math.max(0, Math.floor(((sizeInBytes(bodyLimit) - 64 * 1024) * 3) / 4));
  const fileMaxBytes = env.FILE_MAX_MB
    ? integer(env, "FILE_MAX_MB", 10) * MB
    : Math.min(10 * MB, fits);
  if (fileMaxBytes > fits) {
    const needed = Math.ceil((fileMaxBytes / MB) * (4 / 3)) + 1;
    throw new ConfigError(
      `FILE_MAX_MB (${fileMaxBytes / MB}) does not fit in BODY_LIMIT (${bodyLimit}) once base64-encoded: raise BODY_LIMIT to at least ${needed}mb`,
    );
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
    loginMaxFailuresPerAddress: integer(env, "LOGIN_MAX_FAILURES_PER_ADDRESS", 50),
    calculatorPerMinute: integer(env, "CALCULATOR_PER_MINUTE", 30),
    bodyLimit,
    fileMaxBytes,
    graphqlMaxDepth: integer(env, "GRAPHQL_MAX_DEPTH", 10),
    graphqlMaxCost: integer(env, "GRAPHQL_MAX_COST", 5000),
    clientDist: env.CLIENT_DIST ? path.resolve(env.CLIENT_DIST) : path.join(ROOT, "client/dist"),
    logSql: env.LOG_SQL === "1" || env.LOG_SQL === "true",
    jobWorkers: env.JOB_WORKERS !== "0" && env.JOB_WORKERS !== "false",
    jobPollingSeconds: positive(env, "JOB_POLLING_SECONDS", 2),
    jobMaintenanceSeconds: integer(env, "JOB_MAINTENANCE_SECONDS", 60),
    jobExpireSeconds: env.JOB_EXPIRE_SECONDS ? integer(env, "JOB_EXPIRE_SECONDS", 1800) : undefined,
  };
}
