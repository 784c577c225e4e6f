// The worker thread of product Monte Carlo runs: takes the request as its data, posts progress
// and the answer (or the error's message), then ends.
import { parentPort, workerData } from "node:worker_threads";
import { runUncertainty, type UncertaintyRequest } from "./product-uncertainty";

try {
  const answer = runUncertainty(workerData as UncertaintyRequest, (done, total) =>
    parentPort!.postMessage({ progress: [done, total] }),
  );
  parentPort!.postMessage({ answer });
} catch (error) {
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
