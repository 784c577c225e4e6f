// Load benchmark (npm run bench:load): the platform's own server as a separate process on this
// machine, under a mix of 50 concurrent clients for 60 s (autocannon), on PostgreSQL and on the
// embedded PGlite:
//   - sign-in          5 clients  GraphQL login of the demo user (scrypt, a session row);
//   - repository list 15 clients  the corporations page of the repository;
//   - case read       15 clients  a case with its first 50 activity lines;
//   - line save       10 clients  one activity line's amount changed;
//   - calculate        5 clients  the demo case calculated (one at a time per case, by design).
// Printed per operation: requests per second, p50/p95/p99 latency and errors (HTTP errors,
// socket errors and GraphQL errors). Then the ceiling: a bare Node HTTP "hello" server in a
// process of its own and the GraphQL case read alone, each from 50 clients for 10 s, and their
// ratio. Targets (issue "Beyond one process"): 0 errors; p99 under 500 ms on PostgreSQL at 50
// clients; the case read at least 4% of the bare server's rate. The last line is one JSON object.
//
//   node .bench-dist/tests/bench/load.bench.js [--seconds 60] [--only pglite|postgres]
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL names a server where a database may be
// created (and is dropped afterwards); without one, the PostgreSQL part is skipped and says so.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { Client } from "pg";
import { argument, quantile, round } from "./figures";

const SECONDS = Number(argument("seconds") ?? 60);
const CEILING_SECONDS = 10;
const CLIENTS = 50;
const PASSWORD = "Carbon@2026";
const SERVER_MAIN = path.resolve(__dirname, "../../server/src/main.js");
const TARGETS = { errors: 0, postgresP99Ms: 500, caseReadShareOfBare: 0.04 };

interface Server {
  url: string;
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output()}`);
    await pause(300);
  }
}

function startProcess(args: string[], env: Record<string, string>, port: number, probe: string) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout.on("data", (chunk) => (printed += chunk));
  child.stderr.on("data", (chunk) => (printed += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    ready: waitFor(`${url}${probe}`, child, () => printed),
    server: {
      url,
      async stop() {
        if (child.exitCode === null) child.kill("SIGTERM");
        await exited;
      },
    } satisfies Server,
  };
}

async function startPlatform(env: Record<string, string>, port: number): Promise<Server> {
  const started = startProcess(
    [SERVER_MAIN],
    { SEED_PASSWORD: PASSWORD, JOB_WORKERS: "0", ...env },
    port,
    "/healthz",
  );
  await started.ready;
  return started.server;
}

async function startHello(port: number): Promise<Server> {
  const code =
    "require('http').createServer((q, s) => s.end('hello')).listen(+process.env.PORT, '127.0.0.1')";
  const started = startProcess(["-e", code], {}, port, "/");
  await started.ready;
  return started.server;
}

async function graphql<T>(server: Server, query: string, variables = {}, token?: string) {
  const answer = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "user-token": token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data;
}

interface Operation {
  name: string;
  connections: number;
  body: (counter: number) => string;
  token?: string;
}

interface Figures {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * autocannon with `options` for `seconds`; latencies from every response. `extraErrors` counts
 * what autocannon does not (GraphQL `errors` in a 200 answer).
 */
function run(
  options: autocannon.Options,
  seconds: number,
  extraErrors: () => number = () => 0,
): Promise<Figures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration: seconds }, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      resolve({
        requests: result.requests.total,
        perSecond: round(result.requests.total / seconds, 1),
        p50Ms: round(quantile(latencies, 0.5), 1),
        p95Ms: round(quantile(latencies, 0.95), 1),
        p99Ms: round(quantile(latencies, 0.99), 1),
        errors: result.errors + result.timeouts + result.non2xx + extraErrors(),
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

/** One operation from `connections` clients for `seconds`. */
function drive(server: Server, operation: Operation, seconds: number): Promise<Figures> {
  let graphqlErrors = 0;
  let counter = 0;
  const options: autocannon.Options = {
    url: `${server.url}/graphql`,
    connections: operation.connections,
    requests: [
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(operation.token ? { "user-token": operation.token } : {}),
        },
        setupRequest: (request) => ({ ...request, body: operation.body((counter += 1)) }),
        onResponse: (_status, body) => {
          if (body.includes('"errors"')) graphqlErrors += 1;
        },
      },
    ],
  };
  return run(options, seconds, () => graphqlErrors);
}

function driveHello(server: Server, seconds: number): Promise<Figures> {
  return run({ url: server.url, connections: CLIENTS }, seconds);
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
const CASES = `{ cases(year: 2024, pageSize: 50) { items { id latestRunId } } }`;
const CASE_READ = `query ($id: Int!) {
  case(id: $id) { id name year status calculationCount }
  activityLines(caseId: $id, pageSize: 50) { total items { id name amount unitId } } }`;
const REPOSITORY = `{ corporations(pageSize: 20) { total items { id name province } } }`;
const SAVE = `mutation ($input: UpdateActivityLinesInput!) {
  updateActivityLines(input: $input) { id amount } }`;
const CALCULATE = `mutation ($id: Int!) { calculateCase(caseId: $id) { id runNo status } }`;

async function operationsOf(server: Server): Promise<Operation[]> {
  const { login } = await graphql<{ login: { token: string } }>(server, LOGIN, {
    input: { username: "demo", password: PASSWORD },
  });
  const token = login.token;
  const { cases } = await graphql<{ cases: { items: Array<{ id: number; latestRunId: number }> } }>(
    server,
    CASES,
    {},
    token,
  );
  const caseId = cases.items.find((item) => item.latestRunId)!.id;
  const { activityLines } = await graphql<{
    activityLines: { items: Array<{ id: number; amount: number | null }> };
  }>(server, CASE_READ, { id: caseId }, token);
  const lines = activityLines.items.filter((line) => line.amount !== null);
  const json = (query: string, variables: object) => JSON.stringify({ query, variables });
  return [
    {
      name: "sign-in",
      connections: 5,
      body: () => json(LOGIN, { input: { username: "demo", password: PASSWORD } }),
    },
    { name: "repository list", connections: 15, token, body: () => json(REPOSITORY, {}) },
    { name: "case read", connections: 15, token, body: () => json(CASE_READ, { id: caseId }) },
    {
      name: "line save",
      connections: 10,
      token,
      body: (n) =>
        json(SAVE, {
          input: { caseId, lines: [{ id: lines[n % lines.length].id, amount: 100 + (n % 50) }] },
        }),
    },
    { name: "calculate", connections: 5, token, body: () => json(CALCULATE, { id: caseId }) },
  ];
}

async function measure(label: string, server: Server) {
  const operations = await operationsOf(server);
  console.log(`${label}: ${CLIENTS} clients for ${SECONDS} s ...`);
  const figures = await Promise.all(operations.map((op) => drive(server, op, SECONDS)));
  const mix = Object.fromEntries(operations.map((op, k) => [op.name, figures[k]]));
  for (const [name, f] of Object.entries(mix)) {
    console.log(
      `  ${name.padEnd(16)} ${String(f.perSecond).padStart(8)} req/s  p50 ${f.p50Ms} ms  ` +
        `p95 ${f.p95Ms} ms  p99 ${f.p99Ms} ms  errors ${f.errors}`,
    );
  }
  const caseRead = operations.find((op) => op.name === "case read")!;
  const alone = await drive(server, { ...caseRead, connections: CLIENTS }, CEILING_SECONDS);
  console.log(
    `  case read alone, ${CLIENTS} clients: ${alone.perSecond} req/s, p99 ${alone.p99Ms} ms`,
  );
  return { mix, caseReadAlone: alone };
}

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = `carbon_load_${process.pid}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function main() {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the bench`);
  const only = argument("only");
  const results: Record<string, unknown> = { seconds: SECONDS, clients: CLIENTS, targets: TARGETS };

  const hello = await startHello(4590);
  const bare = await driveHello(hello, CEILING_SECONDS);
  await hello.stop();
  console.log(
    `bare Node HTTP hello, ${CLIENTS} clients: ${bare.perSecond} req/s, p99 ${bare.p99Ms} ms`,
  );
  results.bareHello = bare;

  if (only !== "postgres") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carbon-load-"));
    const server = await startPlatform({ DATA_DIR: dir }, 4591);
    try {
      results.pglite = await measure("PGlite", server);
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (only !== "pglite") {
    const database = await postgresDatabase();
    if (!database) {
      console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
    } else {
      const server = await startPlatform({ DATABASE_URL: database.url }, 4592);
      try {
        results.postgres = await measure("PostgreSQL", server);
      } finally {
        await server.stop();
        await database.drop();
      }
    }
  }
  for (const kind of ["pglite", "postgres"] as const) {
    const measured = results[kind] as Awaited<ReturnType<typeof measure>> | undefined;
    if (!measured) continue;
    const errors = Object.values(measured.mix).reduce((sum, f) => sum + f.errors, 0);
    const worstP99 = Math.max(...Object.values(measured.mix).map((f) => f.p99Ms));
    const share = measured.caseReadAlone.perSecond / bare.perSecond;
    console.log(
      `${kind}: errors ${errors} (target ${TARGETS.errors}); worst p99 ${worstP99} ms` +
        (kind === "postgres" ? ` (target < ${TARGETS.postgresP99Ms})` : "") +
        `; case read ${round(share * 100, 2)}% of the bare server (target >= ` +
        `${TARGETS.caseReadShareOfBare * 100}%)`,
    );
  }
  console.log(JSON.stringify(results));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
