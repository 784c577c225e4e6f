// Background jobs: starting one (a job row and its queue entry, committed together), reading and
// cancelling them within the company, and the runner that takes queued jobs on this instance.
// Any instance on the same database may take a job; exactly one does (the queue locks it). An
// attempt that outlives its kind's expiry (its instance died) is failed by the queue's
// maintenance and retried by whichever instance asks next, up to the kind's retry limit.
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { DataSource, EntityManager } from "typeorm";
import { paginate, SortOrder, type Page, type PageRequest } from "../../db/paging";
import { DomainError, forbidden, notFound } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { currentLocale, runWithLocale, type Locale } from "../../lib/request-context";
import type { Viewer } from "../auth/viewer";
import { PermissionCode } from "../permission/permission-codes";
import { Job } from "./job.entity";
import { createQueue, ensureQueue, queueDb, QUEUE_SCHEMA, type QueueOptions } from "./job.queue";
import { JobStatus, type JobContext, type JobKind, type JobOwner } from "./job.types";
import "./job.messages";

const DEFAULT_RETRY_LIMIT = 1;
const DEFAULT_EXPIRE_SECONDS = 1800;
/** Progress is written at most this often; the last step is always written. */
const PROGRESS_INTERVAL_MS = 250;
const FINISHED: readonly JobStatus[] = [JobStatus.succeeded, JobStatus.failed, JobStatus.cancelled];

const localeOf = (job: Job): Locale => (job.locale === "en" ? "en" : "zh-CN");

/** Thrown inside a job when a user has cancelled it. */
export class JobCancelled extends Error {
  constructor() {
    super("The job was cancelled");
    this.name = "JobCancelled";
  }
}

export interface JobListRequest extends PageRequest {
  kind?: string | null;
}

export class JobService {
  private readonly queue: PgBoss;
  private readonly kinds = new Map<string, JobKind<unknown, unknown>>();
  private readonly queues = new Set<string>();
  private running = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: QueueOptions,
  ) {
    this.queue = createQueue(dataSource, options);
    this.queue.on("error", (error) => console.error("Job queue:", error));
  }

  /**
   * Queues a job of `kind` and answers with its row at once. `manager` puts the job in the
   * caller's transaction, so a job is queued only if the caller's writes commit.
   */
  async start<P>(
    kind: JobKind<P, unknown>,
    payload: P,
    owner: JobOwner,
    manager?: EntityManager,
  ): Promise<Job> {
    const write = async (tx: EntityManager) => {
      const retryLimit = kind.retryLimit ?? DEFAULT_RETRY_LIMIT;
      const expireInSeconds = this.expiryOf(kind);
      if (!this.queues.has(kind.kind)) {
        await ensureQueue(tx, kind.kind, { retryLimit, expireInSeconds });
      }
      const job = tx.create(Job, {
        id: randomUUID(),
        kind: kind.kind,
        companyId: owner.companyId,
        userId: owner.userId,
        status: JobStatus.queued,
        payload: payload as object,
        locale: currentLocale(),
      });
      await tx.insert(Job, job);
      await this.queue.send(kind.kind, { jobId: job.id }, {
        id: job.id,
        retryLimit,
        expireInSeconds,
        db: queueDb(this.dataSource, tx),
      } as PgBoss.SendOptions);
      return tx.findOneByOrFail(Job, { id: job.id });
    };
    const job = await (manager ? write(manager) : this.dataSource.transaction(write));
    this.queues.add(kind.kind);
    return job;
  }

  /** A job of the viewer's company. */
  async get(viewer: Viewer, id: string): Promise<Job> {
    const job = await this.dataSource.getRepository(Job).findOneBy({ id });
    if (!job || job.companyId !== viewer.companyId) throw notFound("job");
    return this.reconcile(job);
  }

  /**
   * A job whose last attempt the queue gave up on (its instance died and no retry is left) is
   * still marked running: record it as failed, with the reason, when it is read.
   */
  private async reconcile(job: Job): Promise<Job> {
    if (FINISHED.includes(job.status)) return job;
    const rows: { state: string }[] = await this.dataSource.query(
      `SELECT state FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND id = $2
       UNION ALL SELECT state FROM ${QUEUE_SCHEMA}.archive WHERE name = $1 AND id = $2`,
      [job.kind, job.id],
    );
    const state = rows[0]?.state;
    if (state !== "failed" && state !== "cancelled") return job;
    const values =
      state === "failed"
        ? {
            status: JobStatus.failed,
            error: runWithLocale(localeOf(job), () => translate("jobLost")),
          }
        : { status: JobStatus.cancelled };
    await this.finish(job.id, values);
    return Object.assign(job, values, { finishedAt: new Date() });
  }

  /** The company's jobs, newest first. */
  async list(viewer: Viewer, request: JobListRequest): Promise<Page<Job>> {
    const query = this.dataSource
      .getRepository(Job)
      .createQueryBuilder("job")
      .where("job.companyId = :companyId", { companyId: viewer.companyId });
    if (request.kind) query.andWhere("job.kind = :kind", { kind: request.kind });
    const page = await paginate(query, { ...request, keyword: null }, [], {
      column: "job.createdAt",
      order: SortOrder.DESC,
    });
    page.items = await Promise.all(page.items.map((job) => this.reconcile(job)));
    return page;
  }

  /**
   * Asks a job to stop: a queued job is cancelled at once, a running one at its next progress
   * report (its own writes roll back). Its starter may cancel it, or the platform operator.
   */
  async cancel(viewer: Viewer, id: string): Promise<Job> {
    const job = await this.get(viewer, id);
    if (job.userId !== viewer.userId && !viewer.permissions.has(PermissionCode.PlatformAdmin)) {
      throw forbidden("jobNotYours");
    }
    if (FINISHED.includes(job.status)) return job;
    await this.dataSource.transaction(async (tx) => {
      await tx.update(Job, { id }, { cancelRequested: true });
      if (job.status === JobStatus.queued) {
        await tx.update(
          Job,
          { id, status: JobStatus.queued },
          { status: JobStatus.cancelled, finishedAt: new Date() },
        );
        await this.queue.cancel(job.kind, id, { db: queueDb(this.dataSource, tx) });
      }
    });
    return this.get(viewer, id);
  }

  /** Takes queued jobs of these kinds on this instance until `stop`. */
  async run(kinds: readonly JobKind<unknown, unknown>[]): Promise<void> {
    for (const kind of kinds) {
      if (this.kinds.has(kind.kind)) throw new Error(`The job kind ${kind.kind} is defined twice`);
      this.kinds.set(kind.kind, kind);
    }
    await this.queue.start();
    this.running = true;
    for (const kind of kinds) {
      await this.dataSource.transaction((tx) =>
        ensureQueue(tx, kind.kind, {
          retryLimit: kind.retryLimit ?? DEFAULT_RETRY_LIMIT,
          expireInSeconds: this.expiryOf(kind),
        }),
      );
      this.queues.add(kind.kind);
      await this.queue.work<{ jobId: string }>(kind.kind, { batchSize: 1 }, async ([entry]) => {
        if (entry) await this.attempt(kind, entry.data.jobId);
      });
    }
  }

  /** How long an attempt of `kind` may run before the queue counts it as crashed. */
  private expiryOf(kind: JobKind<unknown, unknown>): number {
    const own = kind.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS;
    return this.options.expireSeconds ? Math.min(own, this.options.expireSeconds) : own;
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.queue.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /** One attempt at a job; throws (so the queue retries) when it failed for a reason to retry. */
  private async attempt(kind: JobKind<unknown, unknown>, id: string): Promise<void> {
    const jobs = this.dataSource.getRepository(Job);
    const job = await jobs.findOneBy({ id });
    if (!job || FINISHED.includes(job.status)) return;
    const locale = localeOf(job);
    if (job.cancelRequested) {
      await this.finish(id, { status: JobStatus.cancelled });
      return;
    }
    await jobs.update(
      { id },
      { status: JobStatus.running, startedAt: new Date(), attempts: job.attempts + 1, error: null },
    );
    // One line per attempt in the instance's log: which instance ran what (quiet under tests).
    if (process.env.NODE_ENV !== "test") {
      console.log(
        `Job ${kind.kind} ${id}: attempt ${job.attempts + 1} started (pid ${process.pid})`,
      );
    }
    const controller = new AbortController();
    let lastWrite = 0;
    const context: JobContext = {
      jobId: id,
      companyId: job.companyId,
      userId: job.userId,
      locale,
      signal: controller.signal,
      progress: async (done, total, note) => {
        const now = Date.now();
        if (done < total && now - lastWrite < PROGRESS_INTERVAL_MS) return;
        lastWrite = now;
        await jobs.update(
          { id },
          { progressDone: done, progressTotal: total, progressNote: note ?? null },
        );
        const current = await jobs.findOne({ where: { id }, select: { cancelRequested: true } });
        if (current?.cancelRequested) {
          controller.abort();
          throw new JobCancelled();
        }
      },
    };
    try {
      const result = await runWithLocale(locale, () => kind.run(job.payload, context));
      await this.finish(id, { status: JobStatus.succeeded, result: result ?? null });
    } catch (error) {
      if (error instanceof JobCancelled || controller.signal.aborted) {
        await this.finish(id, { status: JobStatus.cancelled });
        return;
      }
      const message =
        error instanceof DomainError
          ? error.message
          : runWithLocale(locale, () => translate("internal"));
      if (!(error instanceof DomainError)) console.error(`Job ${kind.kind} ${id} failed:`, error);
      const retries = kind.retryLimit ?? DEFAULT_RETRY_LIMIT;
      // A refusal of the input (a DomainError) will not change on retry; anything else may.
      if (error instanceof DomainError || job.attempts + 1 > retries) {
        await this.finish(id, { status: JobStatus.failed, error: message });
        return;
      }
      await jobs.update({ id }, { status: JobStatus.queued, error: message });
      throw error;
    }
  }

  private async finish(
    id: string,
    values: { status: JobStatus; result?: unknown; error?: string },
  ): Promise<void> {
    await this.dataSource
      .getRepository(Job)
      .update({ id }, { ...values, finishedAt: new Date() } as never);
  }
}
