// The upstream database import as a background job: reads the uploaded EcoSpold2 zip, checks it,
// builds the product system with the engine's reader and writes it in one transaction. A file
// imported before is recognised by its SHA-256 and answered with its database, nothing written; a
// refused file writes nothing either. Cancelling (the job's signal) rolls everything back.
import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import { runWithLocale } from "../../lib/request-context";
import { translate } from "../../lib/messages";
import type { FileService } from "../file/file.service";
import { FilePurpose } from "../file/stored-file.entity";
import { defineJob, type JobContext, type JobKind } from "../job/job.types";
import { UpstreamDatabase } from "./upstream-database.entity";
import { readUpstreamDatabase } from "./upstream-import";
import type { UpstreamImportCounts, UpstreamImportReport } from "./upstream-import.report";
import { writeSystemRows } from "./upstream-rows";

export const UPSTREAM_IMPORT_JOB = "upstream-database-import";

/** What the import job is given: the uploaded file and the database's description. */
export interface UpstreamImportPayload {
  fileId: string;
  name: string;
  version: string;
  licence: string;
  source: string;
}

/** What the job does besides its work, as the runner gives it (a subset of JobContext). */
export type ImportContext = Pick<JobContext, "signal" | "progress" | "locale" | "userId">;

// Shares of the progress bar: reading and checking the data sets, then writing the rows.
const READ_STEPS = 400;
const WRITE_STEPS = 600;

export async function runUpstreamImport(
  dataSource: DataSource,
  files: FileService,
  payload: UpstreamImportPayload,
  context: ImportContext,
): Promise<UpstreamImportReport> {
  return runWithLocale(context.locale, async () => {
    const started = performance.now();
    const { file, bytes } = await files.contentOf(payload.fileId, FilePurpose.UpstreamDatabase);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const report: UpstreamImportReport = {
      outcome: "refused",
      databaseId: null,
      name: payload.name,
      version: payload.version,
      fileName: file.name,
      sha256,
      allocation: "physical",
      counts: null,
      skipped: [],
      expanded: [],
      notes: [],
      problems: [],
      seconds: 0,
    };
    const finish = () => {
      report.seconds = Math.round((performance.now() - started) / 10) / 100;
      return report;
    };
    const repository = dataSource.getRepository(UpstreamDatabase);
    const existing = await repository.findOneBy({ sha256 });
    if (existing) {
      report.outcome = "existing";
      report.databaseId = existing.id;
      report.name = existing.name;
      report.version = existing.version;
      return finish();
    }
    if (await repository.existsBy({ name: payload.name, version: payload.version })) {
      report.problems.push({
        code: "name-version-taken",
        message: translate("upstreamNameVersionTaken", {
          name: payload.name,
          version: payload.version,
        }),
      });
      return finish();
    }

    const read = await readUpstreamDatabase(
      bytes,
      (done, total, note) =>
        context.progress(Math.round((done / total) * READ_STEPS), READ_STEPS + WRITE_STEPS, note),
      context.signal,
    );
    report.problems = read.problems;
    const built = read.built;
    if (built) {
      report.skipped = built.skipped.map((s) => ({
        source: s.source.replace(/^zip:/, ""),
        name: s.name,
        reason: s.reason,
      }));
      report.expanded = built.expanded.map((e) => ({
        process: e.process,
        name: e.name,
        reason: e.reason,
      }));
      report.notes = built.notes;
    }
    if (!built || read.problems.length > 0) return finish();

    const s = built.stats;
    const counts: UpstreamImportCounts = {
      datasets: read.datasets,
      processes: s.processes,
      products: s.products,
      cutOffProducts: [...built.products.values()].filter((p) => p.providers.length === 0).length,
      elementaryFlows: s.flows,
      exchanges: 0,
      inputs: s.inputs,
      linkedInputs: s.linkedInputs,
      cutOffInputs: s.cutOffInputs,
      allocatedProcesses: s.allocatedProcesses,
      expandedProcesses: s.expandedProcesses,
      convertedUnits: s.convertedUnits,
      ambiguousProducts: s.ambiguousProducts,
      droppedZeroExchanges: s.droppedZeroExchanges,
      uncertainties: s.uncertainties,
      droppedUncertainties: s.droppedUncertainties,
    };
    report.counts = counts;
    const total = READ_STEPS + WRITE_STEPS;
    await context.progress(READ_STEPS, total, "writing");
    // Progress is not written while the rows are: it needs a connection of its own, and the
    // embedded database has one, held by this transaction. The signal is checked after every
    // chunk of rows, and cancelling rolls back whatever was written.
    await dataSource.transaction(async (manager) => {
      const database = manager.getRepository(UpstreamDatabase).create({
        name: payload.name,
        version: payload.version,
        licence: payload.licence,
        source: payload.source,
        fileName: file.name,
        sha256,
        allocation: "physical",
        processCount: counts.processes,
        productCount: counts.products,
        flowCount: counts.elementaryFlows,
        exchangeCount: 0,
        report,
        importedBy: context.userId || null,
      });
      await manager.save(database);
      const { exchanges } = await writeSystemRows(manager, database.id, built, () => {
        context.signal.throwIfAborted();
        return Promise.resolve();
      });
      counts.exchanges = exchanges;
      report.outcome = "imported";
      report.databaseId = database.id;
      finish();
      await manager.update(UpstreamDatabase, database.id, { exchangeCount: exchanges, report });
    });
    // The database is committed: a cancel that arrives now comes too late to undo it, and the
    // job answers what it did.
    await context.progress(total, total, "done").catch(() => undefined);
    return report;
  });
}

/** The job kind the runner takes, bound to the module's data source and file service. */
export function upstreamImportJob(
  dataSource: DataSource,
  files: FileService,
): JobKind<UpstreamImportPayload, UpstreamImportReport> {
  return defineJob({
    kind: UPSTREAM_IMPORT_JOB,
    run: (payload, context) => runUpstreamImport(dataSource, files, payload, context),
    // An import is all or nothing: a crashed attempt left nothing behind and may run again.
    retryLimit: 1,
    expireInSeconds: 1800,
  });
}
