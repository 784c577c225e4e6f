// Real server processes for the tests of several instances and of crashes: each is
// `node server/dist/main.js` (build first), on one PostgreSQL database or an embedded PGlite
// directory, spoken to over HTTP as a client would.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

const ROOT = path.resolve(__dirname, "../..");
export const SEED_PASSWORD = "Carbon@2026";

export interface Instance {
  readonly port: number;
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything the process printed, for a failure's message. */
  output(): string;
  /** SIGKILL, as a crash or an out-of-memory kill would end it; resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown. */
  stop(): Promise<void>;
}

export interface Database {
  /** DATABASE_URL, or DATA_DIR for the embedded database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A port no one listens on now, from the system. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Instances die with the test run, whatever ends it, so none is left to answer the next run.
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Starts one instance and waits until /healthz answers. */
export async function startInstance(database: Database, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/dist/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_PASSWORD,
      JOB_POLLING_SECONDS: "0.5",
      JOB_MAINTENANCE_SECONDS: "2",
      ...database.env,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout.on("data", (chunk) => (printed += chunk));
  child.stderr.on("data", (chunk) => (printed += chunk));
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  const instance: Instance = {
    port,
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => printed,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the instance on port ${port} exited (${child.exitCode}):\n${printed}`);
    }
    try {
      const answer = await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(5000) });
      if (answer.ok) return instance;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await instance.kill();
      throw new Error(`the instance on port ${port} did not start:\n${printed}`);
    }
    await pause(250);
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PostgreSQL of the test run (TEST_DATABASE_URL), or undefined where there is none. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL;

/** A new empty database on the test run's PostgreSQL, dropped afterwards. */
export async function postgresDatabase(label: string): Promise<Database> {
  const base = new URL(POSTGRES_URL!);
  const name = `carbon_${label}_${process.pid}_${Date.now() % 100000}`;
  const admin = new Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A new embedded database directory, removed afterwards. */
export function embeddedDatabase(label: string): Database {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `carbon-${label}-`));
  return {
    env: { DATA_DIR: dir },
    drop() {
      fs.rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/** Reads the database directly (PostgreSQL), as an operator checking it would. */
export async function sql<T = Record<string, unknown>>(
  database: Database,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export class GraphqlError extends Error {}

/**
 * One GraphQL request on a connection of its own (a kept-alive socket could be closed by the
 * server just as it is reused); throws with the server's message when it answers with errors.
 */
export async function gql<T = Record<string, unknown>>(
  instance: Instance,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const payload = JSON.stringify({ query, variables });
  const text = await new Promise<string>((resolve, reject) => {
    const request = http.request(
      `${instance.url}/graphql`,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "accept-language": "en",
          ...(token ? { "user-token": token } : {}),
        },
      },
      (response) => {
        let body = "";
        let ended = false;
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          ended = true;
          resolve(body);
        });
        response.on("error", reject);
        // A server killed in the middle of its answer closes the socket without an end.
        response.on("close", () => {
          if (!ended) reject(new Error("the connection closed before the answer ended"));
        });
      },
    );
    // Nor may a request wait for ever on a server that died without closing the socket.
    request.setTimeout(60_000, () => request.destroy(new Error("no answer within 60 s")));
    request.on("error", reject);
    request.end(payload);
  });
  const body = JSON.parse(text) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new GraphqlError(body.errors.map((e) => e.message).join("; "));
  return body.data as T;
}

export async function login(instance: Instance, username = "demo"): Promise<string> {
  const { login } = await gql<{ login: { token: string } }>(
    instance,
    `mutation ($input: LoginInput!) { login(input: $input) { token } }`,
    { input: { username, password: SEED_PASSWORD } },
  );
  return login.token;
}
