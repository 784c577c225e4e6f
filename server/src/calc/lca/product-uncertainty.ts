// Monte Carlo of a product (or of two, paired) on its composed system, in a worker thread when
// the compiled worker is there, so a thousand solves never hold the server's event loop. One
// worker is kept and keeps the background systems it was sent (by key: a database's id and
// version), so after the first run only the product's own processes cross to it: copying an
// ecoinvent-sized system for every run would stall the server as the solves would. The samples
// are summarised here: statistics, a histogram and, for two products, the share of iterations
// in which the first is lower.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { buildMatrices } from "./matrices";
import { monteCarlo, summarize } from "./monte-carlo";
import { histogram, type ProductUncertainty } from "./product-results";
import { composeProductSystem, type ForegroundProcess } from "./product-system";
import type { AllocationMethod, Demand, ProductSystem } from "./types";

export interface UncertaintyRequest {
  /** the background system's key (database id and version) and, when needed, the system */
  backgroundKey: string;
  background?: ProductSystem;
  foreground: ForegroundProcess[];
  allocation: AllocationMethod;
  /** one demand per product: one, or two for a comparison */
  demands: Demand[];
  iterations: number;
  seed: number;
  headline: { method: string; category: string };
}

export interface ComparisonSummary {
  indicator: string;
  unit: string;
  /** share of the iterations in which the first product's figure is below the second's */
  shareFirstLower: number;
  difference: ProductUncertainty;
}

export interface UncertaintyAnswer {
  products: ProductUncertainty[];
  comparison: ComparisonSummary | null;
}

/** Runs the request on a background system in this thread (the worker's work). */
export function runUncertainty(
  request: UncertaintyRequest,
  background: ProductSystem,
  onProgress?: (done: number, total: number) => void,
): UncertaintyAnswer {
  const system = composeProductSystem(background, request.foreground);
  const matrices = buildMatrices(system, { allocation: request.allocation });
  const k = matrices.impacts.findIndex(
    (row) => row.method === request.headline.method && row.category === request.headline.category,
  );
  if (k < 0) throw new RangeError(`no indicator ${request.headline.category}`);
  const row = matrices.impacts[k];
  const result = monteCarlo(
    matrices,
    request.demands.map((d) => [d]),
    { iterations: request.iterations, seed: request.seed, onProgress },
  );
  const summary = (samples: Float64Array, deterministic: number): ProductUncertainty => ({
    ...summarize(samples),
    iterations: request.iterations,
    seed: request.seed,
    failed: result.failed,
    indicator: row.category,
    unit: row.unit,
    deterministic,
    histogram: histogram(samples),
  });
  const products = result.demands.map((d) =>
    summary(d.impacts[k].samples, d.impacts[k].deterministic),
  );
  const diff = result.comparison?.[k];
  return {
    products,
    comparison: diff
      ? {
          indicator: row.category,
          unit: row.unit,
          shareFirstLower: diff.shareFirstLower,
          difference: summary(
            diff.samples,
            products[0].deterministic - (products[1]?.deterministic ?? 0),
          ),
        }
      : null,
  };
}

const WORKER_FILE = join(__dirname, "product-uncertainty.worker.js");

/** Background systems the worker keeps, most recently used last. */
export const KEPT_SYSTEMS = 2;

interface WorkerMessage {
  id: number;
  progress?: [number, number];
  answer?: UncertaintyAnswer;
  error?: string;
}

interface Pending {
  resolve: (answer: UncertaintyAnswer) => void;
  reject: (error: Error) => void;
  onProgress: (done: number, total: number) => void;
}

/** The kept worker, the background keys it holds and the runs it owes an answer. */
class UncertaintyWorker {
  private worker: Worker | null = null;
  private held: string[] = [];
  private readonly pending = new Map<number, Pending>();
  private next = 1;

  async run(
    request: Omit<UncertaintyRequest, "background">,
    background: () => Promise<ProductSystem>,
    onProgress: (done: number, total: number) => void,
    signal?: AbortSignal,
  ): Promise<UncertaintyAnswer> {
    const message: UncertaintyRequest = { ...request };
    const key = request.backgroundKey;
    if (!this.held.includes(key)) message.background = await background();
    const worker = this.start();
    // The worker keeps the last KEPT_SYSTEMS systems it used; this list mirrors its order.
    this.held = [...this.held.filter((k) => k !== key), key].slice(-KEPT_SYSTEMS);
    const id = this.next++;
    return new Promise<UncertaintyAnswer>((resolve, reject) => {
      const abort = () =>
        this.reset(signal?.reason instanceof Error ? signal.reason : new Error("cancelled"));
      signal?.addEventListener("abort", abort, { once: true });
      const done = () => signal?.removeEventListener("abort", abort);
      this.pending.set(id, {
        resolve: (answer) => {
          done();
          resolve(answer);
        },
        reject: (error) => {
          done();
          reject(error);
        },
        onProgress,
      });
      worker.postMessage({ id, request: message });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE);
    worker.unref();
    worker.on("message", (message: WorkerMessage) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      if (message.progress) pending.onProgress(...message.progress);
      if (message.answer) {
        this.pending.delete(message.id);
        pending.resolve(message.answer);
      }
      if (message.error) {
        this.pending.delete(message.id);
        pending.reject(new Error(message.error));
      }
    });
    worker.on("error", (error) => this.reset(error));
    worker.on("exit", () => {
      if (this.worker === worker) this.reset(new Error("the Monte Carlo worker stopped"));
    });
    this.worker = worker;
    return worker;
  }

  /** Ends the worker (a cancel, a crash): its runs fail, the next run starts a new one. */
  private reset(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    this.held = [];
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(error);
    if (worker) void worker.terminate();
  }
}

const shared = existsSync(WORKER_FILE) ? new UncertaintyWorker() : null;

/**
 * Runs the request in the kept worker thread when the compiled worker exists (the built
 * server), in this thread otherwise (sources run by the test runner). `background` gives the
 * background system when the worker does not hold it yet. Aborting ends the run.
 */
export async function runUncertaintyInWorker(
  request: Omit<UncertaintyRequest, "background">,
  background: () => Promise<ProductSystem>,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<UncertaintyAnswer> {
  if (shared) return shared.run(request, background, onProgress, signal);
  const system = await background();
  // Let the caller's pending work run first, as a worker would.
  await new Promise((done) => setImmediate(done));
  return runUncertainty(request, system, onProgress);
}
