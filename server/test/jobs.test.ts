// Background jobs on the database's queue: run once with progress and a result, refusals fail
// without retry, other errors retry, cancelling, a job started in a rolled-back transaction never
// runs, a second instance takes jobs, and an attempt whose instance died is retried elsewhere.
import { DataSource } from "typeorm";
import { createDataSource } from "../src/db/data-source";
import { badInput } from "../src/lib/errors";
import { Job } from "../src/modules/job/job.entity";
import { JobService } from "../src/modules/job/job.service";
import { defineJob, JobStatus, type JobKind, type JobOwner } from "../src/modules/job/job.types";
import { codeOf, dataOf, startTestApp, type TestApp } from "./support/harness";

let t: TestApp;
let admin: string;
let demo: string;
let owner: JobOwner;
const services: JobService[] = [];
const extraSources: DataSource[] = [];

const FAST = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another instance's job runner: on PostgreSQL with its own connections to the same database. */
async function instance(kinds: JobKind<never, unknown>[]): Promise<JobService> {
  let dataSource = t.dataSource;
  const url = (t.dataSource.options as { url?: string }).url;
  if (url) {
    dataSource = createDataSource({ url });
    await dataSource.initialize();
    extraSources.push(dataSource);
  }
  const service = new JobService(dataSource, FAST);
  services.push(service);
  await service.run(kinds);
  return service;
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await pause(100);
  }
  throw new Error("timed out");
}

const rowOf = (id: string) => t.dataSource.getRepository(Job).findOneByOrFail({ id });
const ENDED: readonly JobStatus[] = [JobStatus.succeeded, JobStatus.failed, JobStatus.cancelled];
const finished = (id: string) => async () => ENDED.includes((await rowOf(id)).status);

const JOB_FIELDS = "id kind status progressDone progressTotal progressNote result error attempts";

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  demo = await t.login("demo");
  const [user] = await t.dataSource.query<{ id: number; company_id: number }[]>(
    `SELECT id, company_id FROM user_account WHERE username = 'admin'`,
  );
  owner = { companyId: user.company_id, userId: user.id };
});
afterAll(async () => {
  for (const service of services) await service.stop();
  for (const dataSource of extraSources) await dataSource.destroy();
  await t.close();
}, 60_000);

describe("a job", () => {
  // Sums 1..n in steps, reporting each: the result is n(n+1)/2 (for n = 4: 10).
  const runs: string[] = [];
  const sum = defineJob({
    kind: "test-sum",
    async run(payload: { n: number }, context) {
      runs.push(context.jobId);
      let total = 0;
      for (let i = 1; i <= payload.n; i += 1) {
        total += i;
        await context.progress(i, payload.n, `step ${i}`);
      }
      return { total };
    },
  });

  it("runs once, records its progress and result, and only its company sees it", async () => {
    await instance([sum]);
    const job = await t.services.jobs.start(sum, { n: 4 }, owner);
    expect(job.status).toBe(JobStatus.queued);

    await until(finished(job.id));
    const answer = await t.gql(
      `query($id: ID!) { job(id: $id) { ${JOB_FIELDS} } }`,
      { id: job.id },
      {
        token: admin,
      },
    );
    expect(dataOf(answer).job).toMatchObject({
      status: "succeeded",
      progressDone: 4,
      progressTotal: 4,
      progressNote: "step 4",
      result: { total: 10 },
      attempts: 1,
      error: null,
    });
    expect(runs.filter((id) => id === job.id)).toHaveLength(1);

    const listed = await t.gql(
      `{ jobs(kind: "test-sum") { total items { id } } }`,
      {},
      { token: admin },
    );
    expect(dataOf(listed).jobs.items.map((item: { id: string }) => item.id)).toContain(job.id);

    // Another company's user: the service answers as for a job that does not exist.
    const stranger = { companyId: owner.companyId + 1000, userId: 1, permissions: new Set() };
    await expect(t.services.jobs.get(stranger as never, job.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const strangers = await t.services.jobs.list(stranger as never, { page: 1, pageSize: 20 });
    expect(strangers.total).toBe(0);
  });

  it("is queued only when the transaction that started it commits", async () => {
    let started: string | undefined;
    await expect(
      t.dataSource.transaction(async (manager) => {
        started = (await t.services.jobs.start(sum, { n: 2 }, owner, manager)).id;
        throw new Error("the caller's writes failed");
      }),
    ).rejects.toThrow("the caller's writes failed");
    await pause(1500);
    expect(await t.dataSource.getRepository(Job).findOneBy({ id: started! })).toBeNull();
    expect(runs).not.toContain(started);
  });
});

describe("failures", () => {
  let calls = 0;
  const refuses = defineJob({
    kind: "test-refuses",
    run(): Promise<never> {
      calls += 1;
      throw badInput("file", "fileEmpty", { name: "empty.zip" });
    },
  });
  let flaky = 0;
  const flakyOnce = defineJob({
    kind: "test-flaky",
    retryLimit: 1,
    run(): Promise<{ ok: boolean }> {
      flaky += 1;
      if (flaky === 1) throw new Error("connection reset");
      return Promise.resolve({ ok: true });
    },
  });

  it("fails a job whose input is refused, with the reason and no retry", async () => {
    await instance([refuses, flakyOnce]);
    const job = await t.services.jobs.start(refuses, {}, owner);
    await until(finished(job.id));
    const row = await rowOf(job.id);
    expect(row.status).toBe(JobStatus.failed);
    expect(row.error).toBe("empty.zip is empty");
    await pause(1000);
    expect(calls).toBe(1);
  });

  it("retries a job that failed for another reason", async () => {
    const job = await t.services.jobs.start(flakyOnce, {}, owner);
    await until(finished(job.id));
    const row = await rowOf(job.id);
    expect(row).toMatchObject({ status: JobStatus.succeeded, attempts: 2, result: { ok: true } });
  });
});

describe("cancelling", () => {
  let committed = 0;
  const slow = defineJob({
    kind: "test-slow",
    async run(_payload: unknown, context) {
      for (let i = 1; i <= 200; i += 1) {
        await pause(50);
        await context.progress(i, 200);
      }
      committed += 1;
      return {};
    },
  });
  const idle = defineJob({ kind: "test-idle", run: () => Promise.resolve({}) });

  it("stops a running job at its next step", async () => {
    await instance([slow]);
    const job = await t.services.jobs.start(slow, {}, owner);
    await until(async () => (await rowOf(job.id)).progressDone > 2);

    const answer = await t.gql(
      `mutation($id: ID!) { cancelJob(id: $id) { id status } }`,
      { id: job.id },
      {
        token: admin,
      },
    );
    expect(codeOf(answer)).toBeUndefined();
    await until(finished(job.id));
    expect((await rowOf(job.id)).status).toBe(JobStatus.cancelled);
    expect(committed).toBe(0);
  });

  it("cancels a queued job at once, and no instance runs it after", async () => {
    // No instance runs test-idle yet.
    const job = await t.services.jobs.start(idle, {}, owner);
    const answer = await t.gql(
      `mutation($id: ID!) { cancelJob(id: $id) { status } }`,
      { id: job.id },
      {
        token: admin,
      },
    );
    expect(dataOf(answer).cancelJob.status).toBe("cancelled");
    await instance([idle]);
    await pause(1500);
    expect((await rowOf(job.id)).attempts).toBe(0);
  });

  it("lets only its starter cancel it; a colleague sees it but cannot", async () => {
    const job = await t.services.jobs.start(idle, {}, owner);
    // demo works in admin's company (server/src/db/seed/seed.ts).
    const seen = await t.gql(
      `query($id: ID!) { job(id: $id) { id } }`,
      { id: job.id },
      {
        token: demo,
      },
    );
    expect(dataOf(seen).job.id).toBe(job.id);
    const other = await t.gql(
      `mutation($id: ID!) { cancelJob(id: $id) { status } }`,
      { id: job.id },
      {
        token: demo,
      },
    );
    expect(codeOf(other)).toEqual(["FORBIDDEN"]);
    expect(other.errors![0].message).toBe("Only the user who started a job can cancel it");
  });
});

describe("several instances", () => {
  const takenBy = new Map<string, string[]>();
  const work = (name: string) =>
    defineJob({
      kind: "test-shared",
      async run(_payload: unknown, context) {
        takenBy.set(context.jobId, [...(takenBy.get(context.jobId) ?? []), name]);
        await pause(1200);
        return { by: name };
      },
    });

  it("runs each job exactly once, on whichever instance takes it", async () => {
    await instance([work("A")]);
    await instance([work("B")]);
    const jobs = [];
    for (let i = 0; i < 8; i += 1) jobs.push(await t.services.jobs.start(work("A"), {}, owner));
    for (const job of jobs) await until(finished(job.id));

    for (const job of jobs) expect(takenBy.get(job.id)).toHaveLength(1);
    const names = new Set(jobs.map((job) => takenBy.get(job.id)![0]));
    // Each job takes 1.2 s and both instances poll every 0.5 s: both get work.
    expect([...names].sort()).toEqual(["A", "B"]);
  });

  it("retries on another instance an attempt whose instance died", async () => {
    let attempts = 0;
    // The first attempt never ends, as on an instance killed in the middle; it expires after 2 s.
    const hangsOnce = defineJob({
      kind: "test-hangs-once",
      expireInSeconds: 2,
      retryLimit: 1,
      async run() {
        attempts += 1;
        if (attempts === 1) await new Promise(() => undefined);
        return { attempt: attempts };
      },
    });
    await instance([hangsOnce]);
    await instance([hangsOnce]);
    const job = await t.services.jobs.start(hangsOnce, {}, owner);
    await until(finished(job.id), 30_000);
    expect(await rowOf(job.id)).toMatchObject({
      status: JobStatus.succeeded,
      attempts: 2,
      result: { attempt: 2 },
    });
  }, 40_000);
});
