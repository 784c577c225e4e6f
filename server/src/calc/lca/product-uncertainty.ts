// Monte Carlo of a product (or of two, paired) on its composed system, in a worker thread when
// the compiled worker is there, so a thousand solves never hold the server's event loop. The
// samples are summarised here: statistics, a histogram and, for two products, the share of
// iterations in which the first is lower.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { buildMatrices } from "./matrices";
import { monteCarlo, summarize } from "./monte-carlo";
import { histogram, type ProductUncertainty } from "./product-results";
import type { AllocationMethod, Demand, ProductSystem } from "./types";

export interface UncertaintyRequest {
  system: ProductSystem;
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

/** Runs the request in this thread (used by the worker, and by tests running the sources). */
export function runUncertainty(
  request: UncertaintyRequest,
  onProgress?: (done: number, total: number) => void,
): UncertaintyAnswer {
  const matrices = buildMatrices(request.system, { allocation: request.allocation });
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

/**
 * Runs the request in a worker thread when the compiled worker exists (the built server), in
 * this thread otherwise (sources run by the test runner). Aborting terminates the worker.
 */
export function runUncertaintyInWorker(
  request: UncertaintyRequest,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<UncertaintyAnswer> {
  if (!existsSync(WORKER_FILE)) {
    return new Promise((resolve, reject) => {
      // Let the caller's pending work run first, as a worker would.
      setImmediate(() => {
        try {
          resolve(runUncertainty(request, onProgress));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: request });
    const abort = () => {
      void worker.terminate();
      reject(signal?.reason instanceof Error ? signal.reason : new Error("cancelled"));
    };
    signal?.addEventListener("abort", abort, { once: true });
    worker.on(
      "message",
      (message: { progress?: [number, number]; answer?: UncertaintyAnswer; error?: string }) => {
        if (message.progress) onProgress(...message.progress);
        if (message.answer) resolve(message.answer);
        if (message.error) reject(new Error(message.error));
      },
    );
    worker.on("error", reject);
    worker.on("exit", () => signal?.removeEventListener("abort", abort));
  });
}
