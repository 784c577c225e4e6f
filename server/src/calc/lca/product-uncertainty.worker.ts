// The worker thread of product Monte Carlo runs: keeps the background systems it is sent (the
// last two, by key), runs each request as it comes and posts its progress and answer (or the
// error's message) under the request's id.
import { parentPort } from "node:worker_threads";
import { KEPT_SYSTEMS, runUncertainty, type UncertaintyRequest } from "./product-uncertainty";
import type { ProductSystem } from "./types";

const systems = new Map<string, ProductSystem>();

parentPort!.on("message", ({ id, request }: { id: number; request: UncertaintyRequest }) => {
  try {
    const background = request.background ?? systems.get(request.backgroundKey);
    if (!background) throw new Error(`the worker holds no system ${request.backgroundKey}`);
    // Most recently used last, as the main thread's list of what it holds.
    systems.delete(request.backgroundKey);
    systems.set(request.backgroundKey, background);
    while (systems.size > KEPT_SYSTEMS) systems.delete(systems.keys().next().value!);
    const answer = runUncertainty(
      { ...request, background: undefined },
      background,
      (done, total) => parentPort!.postMessage({ id, progress: [done, total] }),
    );
    parentPort!.postMessage({ id, answer });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
