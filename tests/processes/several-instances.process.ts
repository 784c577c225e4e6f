// Several instances behind a load balancer on one PostgreSQL (DESIGN §8): they start together
// (one migrates and seeds, the others wait), a session made on one works on the others, a job is
// run once by whichever instance takes it, and a job whose instance is killed is finished by
// another with nothing written twice.
import { expect, test } from "@playwright/test";
import {
  gql,
  login,
  pause,
  POSTGRES_URL,
  postgresDatabase,
  sql,
  startInstance,
  type Database,
  type Instance,
} from "./instances";

test.skip(!POSTGRES_URL, "needs a PostgreSQL server: set TEST_DATABASE_URL (CI does)");

let database: Database;
const instances: Instance[] = [];

test.beforeAll(async () => {
  database = await postgresDatabase("instances");
  // An attempt running longer than 45 s counts as crashed (a report takes a few seconds).
  const env = { JOB_EXPIRE_SECONDS: "45" };
  instances.push(
    ...(await Promise.all([
      startInstance(database, env),
      startInstance(database, env),
      startInstance(database, env),
    ])),
  );
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.kill()));
  await database?.drop();
});

const DEMO_CASE = `{ cases(year: 2024, pageSize: 50) { items { id name latestRunId } } }`;
const GENERATE = `mutation ($input: GenerateGhgReportInput!) {
  generateGhgReport(input: $input) { id jobId status } }`;

async function demoCaseId(instance: Instance, token: string): Promise<number> {
  const { cases } = await gql<{
    cases: { items: Array<{ id: number; latestRunId: number | null }> };
  }>(instance, DEMO_CASE, {}, token);
  const calculated = cases.items.find((item) => item.latestRunId);
  if (!calculated) throw new Error(`no calculated 2024 case among ${JSON.stringify(cases.items)}`);
  return calculated.id;
}

async function reportRow(id: number) {
  const [row] = await sql<{ status: string; pdf_file_id: number | null; job_id: string }>(
    database,
    `SELECT status, pdf_file_id, job_id FROM ghg_report WHERE id = $1`,
    [id],
  );
  return row;
}

async function until<T>(what: () => Promise<T | undefined>, seconds: number, label: string) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const jobs = await sql(database, `SELECT id, status, attempts, error FROM job`);
      const reports = await sql(database, `SELECT id, status, error, job_id FROM ghg_report`);
      const logs = instances.map((instance) => instance.output().slice(-2000)).join("\n---\n");
      throw new Error(
        `waited ${seconds} s for ${label}\njobs ${JSON.stringify(jobs)}\nreports ` +
          `${JSON.stringify(reports)}\n${logs}`,
      );
    }
    await pause(250);
  }
}

test("three instances started together migrate and seed the database once", async () => {
  const [migrations] = await sql<{ all: string; distinct: string }>(
    database,
    `SELECT count(*) AS all, count(DISTINCT name) AS distinct FROM migrations`,
  );
  expect(Number(migrations.all)).toBeGreaterThan(10);
  expect(migrations.all).toBe(migrations.distinct);
  const users = await sql<{ username: string; n: string }>(
    database,
    `SELECT username, count(*) AS n FROM user_account GROUP BY username ORDER BY username`,
  );
  expect(users.filter((row) => ["admin", "demo"].includes(row.username))).toEqual([
    { username: "admin", n: "1" },
    { username: "demo", n: "1" },
  ]);
  const [agents] = await sql<{ n: string }>(database, `SELECT count(*) AS n FROM agent`);
  expect(agents.n).toBe("1");
  const printed = instances.map((instance) => instance.output());
  expect(printed.filter((text) => text.includes("Created the demo data"))).toHaveLength(1);
});

test("a session made on one instance works on the others", async () => {
  const token = await login(instances[0]);
  const SIGNED_IN = `{ cases(pageSize: 1) { total } }`;
  for (const instance of instances) {
    const { cases } = await gql<{ cases: { total: number } }>(instance, SIGNED_IN, {}, token);
    expect(cases.total).toBeGreaterThan(0);
  }
  // Signing out on one instance ends the session on all of them.
  await gql(instances[1], `mutation { logout }`, {}, token);
  for (const instance of instances) {
    await expect(gql(instance, SIGNED_IN, {}, token)).rejects.toThrow(/sign in/i);
  }
});

test("each job runs once, on whichever instance takes it", async () => {
  const token = await login(instances[2]);
  const caseId = await demoCaseId(instances[2], token);
  const reports: number[] = [];
  for (let i = 0; i < instances.length; i += 1) {
    const target = instances[i % instances.length];
    const { generateGhgReport } = await gql<{ generateGhgReport: { id: number } }>(
      target,
      GENERATE,
      { input: { caseId, language: "en", responsiblePerson: "Li Wei" } },
      token,
    );
    reports.push(generateGhgReport.id);
  }
  for (const id of reports) {
    await until(
      async () => ((await reportRow(id)).status === "succeeded" ? true : undefined),
      120,
      `report ${id}`,
    );
  }
  const jobs = await sql<{ status: string; attempts: number }>(
    database,
    `SELECT j.status, j.attempts FROM job j JOIN ghg_report r ON r.job_id = j.id WHERE r.id = ANY($1)`,
    [reports],
  );
  expect(jobs).toHaveLength(instances.length);
  for (const job of jobs) expect(job).toEqual({ status: "succeeded", attempts: 1 });
  // Two files (PDF and DOCX) per report, none twice.
  const [files] = await sql<{ n: string }>(
    database,
    `SELECT count(*) AS n FROM stored_file WHERE purpose = 'ghg-report'`,
  );
  expect(Number(files.n)).toBe(2 * instances.length);
});

test("a job whose instance is killed is finished by another, with nothing written twice", async () => {
  const token = await login(instances[0]);
  const caseId = await demoCaseId(instances[0], token);
  const filesNow = async () =>
    Number(
      (
        await sql<{ n: string }>(
          database,
          `SELECT count(*) AS n FROM stored_file WHERE purpose = 'ghg-report'`,
        )
      )[0].n,
    );
  const before = await filesNow();
  const { generateGhgReport } = await gql<{ generateGhgReport: { id: number; jobId: string } }>(
    instances[0],
    GENERATE,
    { input: { caseId, language: "zh-CN", responsiblePerson: "李伟" } },
    token,
  );
  const jobId = generateGhgReport.jobId;
  // The instance that took the job says so in its log; it is killed in the middle of the attempt.
  const runner = await until(
    () =>
      Promise.resolve(
        instances.find((instance) => instance.output().includes(`${jobId}: attempt 1`)),
      ),
    60,
    "an instance to take the job",
  );
  await runner.kill();
  const others = instances.filter((instance) => instance !== runner);
  // The attempt stays "active" in the queue until it expires (45 s); another instance retries it.
  await until(
    async () => ((await reportRow(generateGhgReport.id)).status === "succeeded" ? true : undefined),
    150,
    "the report to be finished by another instance",
  );
  const finisher = others.find((instance) => instance.output().includes(`${jobId}: attempt 2`));
  expect(finisher).toBeDefined();
  const [job] = await sql<{ status: string; attempts: number }>(
    database,
    `SELECT status, attempts FROM job WHERE id = $1`,
    [jobId],
  );
  expect(job).toEqual({ status: "succeeded", attempts: 2 });
  // One PDF and one DOCX, whatever the killed attempt got to.
  expect((await filesNow()) - before).toBe(2);
});
