// Backup and restore of the embedded database: one gzipped tarball of the PGlite cluster (PGlite's
// own dump of its data directory). Uploaded and generated files are rows of that database, so the
// tarball is the whole platform's data. The server must be stopped: PGlite is one process, and a
// copy taken while it writes could be torn. On PostgreSQL, pg_dump and pg_restore are the tools.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

const hasData = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** Writes the cluster in `dataDir` to `file` (.tar.gz); answers with the bytes written. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new BackupError(`There is no embedded database in ${dataDir}`);
  }
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already: choose a new name`);
  const db = await PGlite.create({ dataDir });
  try {
    // A checkpoint first, so the dump holds the data files as of now rather than replaying WAL.
    await db.exec("CHECKPOINT");
    const dump = await db.dumpDataDir("gzip");
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written beside the target and renamed: a backup file is whole or absent.
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return bytes.length;
  } finally {
    await db.close();
  }
}

export interface RestoreOptions {
  /** Replace an existing database; it is kept beside, renamed, never deleted. */
  force?: boolean;
}

/**
 * Loads a backup into `dataDir`. An existing database is refused unless `force`, and then moved
 * to `<dataDir>.before-restore-<time>`. The restored database is opened and checked before it
 * takes the directory's place, so a bad file leaves the old database where it was.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<{ kept?: string }> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup file ${file}`);
  if (hasData(dataDir) && !options.force) {
    throw new BackupError(
      `${dataDir} holds a database already: restore with --force to replace it ` +
        "(the current one is kept beside it, renamed)",
    );
  }
  const staging = `${dataDir}.restoring-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const db = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    try {
      await db.query("SELECT count(*) FROM pg_class");
    } finally {
      await db.close();
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${file} is not a backup of the embedded database (${reason})`);
  }
  let kept: string | undefined;
  if (fs.existsSync(dataDir)) {
    if (hasData(dataDir)) {
      kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(dataDir, kept);
    } else {
      fs.rmdirSync(dataDir);
    }
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.renameSync(staging, dataDir);
  return { kept };
}
