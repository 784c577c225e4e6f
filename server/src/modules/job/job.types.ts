// What a module gives the job runner: the kinds of long work it runs in the background (imports,
// calculations, Monte Carlo, reports). A kind is listed in the module's `jobs`; a service starts
// one with `jobs.start(kind, payload, owner)`, which answers at once with the job row the client
// follows. The runner (job.service.ts) takes queued jobs from the database's queue on any
// instance, runs them one at a time per kind and instance, and records progress and the result.

/** Who a job runs for: its company's users see it; its starter may cancel it. */
export interface JobOwner {
  companyId: number;
  userId: number;
}

/** What a running job may do besides its work. */
export interface JobContext extends JobOwner {
  readonly jobId: string;
  /** The language of the request that started the job, for texts written into its result. */
  readonly locale: "en" | "zh-CN";
  /** Aborted when a user cancels the job; long loops check it between steps. */
  readonly signal: AbortSignal;
  /**
   * Records `done` of `total` steps (and a short note of the step) for the client's progress bar.
   * Cheap to call often: writes at most a few times a second. Throws once the job is cancelled.
   */
  progress(done: number, total: number, note?: string): Promise<void>;
}

/** A kind of background work. `R` is the JSON stored as the job's result (an import report). */
export interface JobKind<P = unknown, R = unknown> {
  /** Stable name, e.g. "lca-database-import". */
  kind: string;
  run(payload: P, context: JobContext): Promise<R>;
  /** Further attempts after a failure or a crash of the instance running it (default 1). */
  retryLimit?: number;
  /** After this long without finishing the attempt counts as crashed (default 1800 s). */
  expireInSeconds?: number;
}

export function defineJob<P, R>(kind: JobKind<P, R>): JobKind<P, R> {
  return kind;
}

/** The states of a job, as the client shows them. */
export const JobStatus = {
  queued: "queued",
  running: "running",
  succeeded: "succeeded",
  failed: "failed",
  cancelled: "cancelled",
} as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];
