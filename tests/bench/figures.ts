// What the benchmarks share to print their figures: medians and quantiles of repeated runs,
// rounding, command-line options and the process's peak memory.
import { readFileSync } from "node:fs";

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The value at share p of the sorted sample (nearest rank below). */
export const quantile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
};

export const round = (value: number, digits = 1) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** The value after `--name` on the command line. */
export function argument(name: string): string | undefined {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 ? process.argv[k + 1] : undefined;
}

/** VmHWM of /proc/self/status (Linux), else the RSS now, in MB. */
export function peakRssMB(): number {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (match) return round(Number(match[1]) / 1024, 0);
  } catch {
    // not Linux
  }
  return round(process.memoryUsage().rss / 1024 / 1024, 0);
}
