// Benchmark of upstream LCA databases (npm run bench:lca-data) on USLCI FY18 Q1 (767 EcoSpold2
// data sets, ../shared/data), on a fresh embedded database (PGlite, in memory). It prints, as
// medians over repeated runs:
//   - the import: the job's whole run (read the stored zip, parse, check, build the product system,
//     write processes, flows and exchanges in one transaction), median of 3, each into an emptied
//     database, with its phases from the job's progress notes;
//   - the cold build: the engine's system read from the rows and built into matrices (a new
//     cache each time), median of 5;
//   - the warm GWP100 of every USLCI product through the service (UpstreamDatabaseService.gwp:
//     the process and database rows, then the solve on the cached system), after one pass to
//     warm up: median and slowest;
//   - the peak resident memory of the process.
// Targets (issue "Upstream databases"): import < 30 s, cold build < 2 s, warm GWP and warm
// EN 15804+A2 indicators (UpstreamDatabaseService.en15804, with the match report) < 100 ms.
// The last line printed is one JSON object with the figures.
//
//   node .bench-dist/tests/bench/lca-data.bench.js [--file USLCI.zip] [--imports 3]
import "reflect-metadata";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { clearSolverCache } from "../../server/src/calc/lca/results";
import { loadConfig } from "../../server/src/config";
import { createDataSource } from "../../server/src/db/data-source";
import { seed } from "../../server/src/db/seed/seed";
import { FileService } from "../../server/src/modules/file/file.service";
import { FilePurpose, StoredFile } from "../../server/src/modules/file/stored-file.entity";
import type { JobContext } from "../../server/src/modules/job/job.types";
import type { JobService } from "../../server/src/modules/job/job.service";
import { UpstreamDatabase } from "../../server/src/modules/upstream-database/upstream-database.entity";
import { UpstreamDatabaseService } from "../../server/src/modules/upstream-database/upstream-database.service";
import { runUpstreamImport } from "../../server/src/modules/upstream-database/upstream-import.job";
import { UpstreamProcess } from "../../server/src/modules/upstream-database/upstream-process.entity";
import { UpstreamSystemCache } from "../../server/src/modules/upstream-database/upstream-system";
import { createHash } from "node:crypto";
import { argument, median, peakRssMB, round } from "./figures";

const ROOT = resolve(__dirname, "../../..");
const DEFAULT_FILE = resolve(ROOT, "../shared/data/uslci_fy18_q1_01_olca1_5_ecospold2.zip");
const SEED = { seedPassword: "Carbon@2026", initialPassword: "Welcome@2026" };
const TARGETS = { importMs: 30_000, coldBuildMs: 2_000, warmGwpMs: 100 };

async function main() {
  const file = resolve(argument("file") ?? DEFAULT_FILE);
  if (!existsSync(file)) {
    console.log(`Skipped: ${file} is absent (see ../shared/data/README.md)`);
    return;
  }
  const imports = Number(argument("imports") ?? 3);
  const dataSource = createDataSource({});
  await dataSource.initialize();
  await dataSource.runMigrations();
  await seed(dataSource, SEED);
  const config = { ...loadConfig({}), ...SEED };
  const files = new FileService(dataSource, config);
  // The import mutation is not measured here: it only queues the job.
  const service = new UpstreamDatabaseService(dataSource, files, {} as JobService);

  const bytes = readFileSync(file);
  const [company] = await dataSource.query<{ id: number }[]>("SELECT id FROM company LIMIT 1");
  const stored = await dataSource.getRepository(StoredFile).save({
    companyId: company.id,
    purpose: FilePurpose.UpstreamDatabase,
    name: "uslci.zip",
    mimeType: "application/zip",
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    bytes,
    uploadedBy: null,
  });
  console.log(`${file}: ${round(bytes.length / 1024 / 1024, 2)} MB`);

  // Import
  const importMs: number[] = [];
  const phases: Record<string, number[]> = { read: [], write: [] };
  let databaseId = 0;
  for (let run = 0; run < imports; run++) {
    await dataSource.query("DELETE FROM upstream_exchange");
    await dataSource.query("DELETE FROM upstream_process");
    await dataSource.query("DELETE FROM upstream_flow");
    await dataSource.query("DELETE FROM upstream_database");
    const started = performance.now();
    let writing = 0;
    const context: JobContext = {
      jobId: `bench-${run}`,
      companyId: company.id,
      userId: 1,
      locale: "en",
      signal: new AbortController().signal,
      progress: (_done, _total, note) => {
        if (note === "writing") writing = performance.now();
        return Promise.resolve();
      },
    };
    const report = await runUpstreamImport(
      dataSource,
      files,
      { fileId: stored.id, name: "USLCI", version: "FY18 Q1", licence: "CC0 1.0", source: "NREL" },
      context,
    );
    const ended = performance.now();
    if (report.outcome !== "imported") throw new Error(JSON.stringify(report.problems));
    importMs.push(ended - started);
    phases.read.push(writing - started);
    phases.write.push(ended - writing);
    databaseId = report.databaseId!;
    console.log(
      `import ${run + 1}: ${round(ended - started, 0)} ms (read, check, build ${round(writing - started, 0)} ms; ` +
        `write ${report.counts!.exchanges} exchanges ${round(ended - writing, 0)} ms)`,
    );
  }
  const database = await dataSource
    .getRepository(UpstreamDatabase)
    .findOneByOrFail({ id: databaseId });

  // Cold build from the rows
  const coldMs: number[] = [];
  for (let run = 0; run < 5; run++) {
    clearSolverCache();
    const cache = new UpstreamSystemCache(dataSource);
    const started = performance.now();
    await cache.get(database);
    coldMs.push(performance.now() - started);
  }
  console.log(`cold build from rows: ${coldMs.map((ms) => round(ms, 0)).join(", ")} ms`);

  // Warm GWP of every product through the service
  const processes = await dataSource
    .getRepository(UpstreamProcess)
    .find({ where: { databaseId }, order: { id: "ASC" } });
  const firstStarted = performance.now();
  await service.gwp(processes[0].id);
  const firstGwpMs = performance.now() - firstStarted;
  for (const p of processes) await service.gwp(p.id);
  const warm: number[] = [];
  for (const p of processes) {
    const started = performance.now();
    await service.gwp(p.id);
    warm.push(performance.now() - started);
  }
  const slowest = Math.max(...warm);
  // Warm EN 15804+A2 core indicators (with the match report) of every product, the same way.
  for (const p of processes) await service.en15804(p.id);
  const warmEn: number[] = [];
  for (const p of processes) {
    const started = performance.now();
    await service.en15804(p.id);
    warmEn.push(performance.now() - started);
  }
  const slowestEn = Math.max(...warmEn);

  const figures = {
    file,
    processes: processes.length,
    exchanges: database.exchangeCount,
    importMs: round(median(importMs), 0),
    importReadBuildMs: round(median(phases.read), 0),
    importWriteMs: round(median(phases.write), 0),
    coldBuildMs: round(median(coldMs), 0),
    firstGwpMs: round(firstGwpMs, 0),
    warmGwpMedianMs: round(median(warm), 2),
    warmGwpSlowestMs: round(slowest, 2),
    warmEn15804MedianMs: round(median(warmEn), 2),
    warmEn15804SlowestMs: round(slowestEn, 2),
    peakMB: peakRssMB(),
    targets: TARGETS,
    met: {
      import: median(importMs) < TARGETS.importMs,
      coldBuild: median(coldMs) < TARGETS.coldBuildMs,
      warmGwp: slowest < TARGETS.warmGwpMs,
      warmEn15804: slowestEn < TARGETS.warmGwpMs,
    },
  };
  console.log(
    `import ${figures.importMs} ms (target < ${TARGETS.importMs}); cold build ${figures.coldBuildMs} ms ` +
      `(< ${TARGETS.coldBuildMs}); warm GWP median ${figures.warmGwpMedianMs} ms, slowest ` +
      `${figures.warmGwpSlowestMs} ms over ${processes.length} products (< ${TARGETS.warmGwpMs}); ` +
      `warm EN 15804 median ${figures.warmEn15804MedianMs} ms, slowest ${figures.warmEn15804SlowestMs} ms; ` +
      `peak ${figures.peakMB} MB`,
  );
  await dataSource.destroy();
  console.log(JSON.stringify(figures));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
