// `npm run backup` / `npm run restore` of the embedded database: a seeded database on disk is
// backed up, changed, and restored to the state of the backup; the database it replaces is kept.
// PostgreSQL is backed up with pg_dump (README): the postgres project leaves this file out.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { backupEmbedded, restoreEmbedded } from "../src/db/backup";

async function withDb<T>(dataDir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const usernames = async (db: PGlite) =>
  (
    await db.query<{ username: string }>("SELECT username FROM user_account ORDER BY username")
  ).rows.map((row) => row.username);

describe("backup and restore of the embedded database", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "carbon-backup-"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("restores the data as it was at the backup, keeping the database it replaces", async () => {
    const dataDir = path.join(root, "pglite");
    // The seeded database of the test run, on disk as a server keeps it.
    const seeded = await PGlite.create({
      dataDir,
      loadDataDir: new Blob([fs.readFileSync(process.env.PGLITE_TEMPLATE!)]),
    });
    const before = await usernames(seeded);
    await seeded.close();
    expect(before).toEqual(expect.arrayContaining(["admin", "demo"]));

    const file = path.join(root, "backups", "carbon.tar.gz");
    expect(await backupEmbedded(dataDir, file)).toBe(fs.statSync(file).size);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    // A second backup never overwrites the first.
    await expect(backupEmbedded(dataDir, file)).rejects.toThrow(/exists already/);

    await withDb(dataDir, (db) =>
      db.exec("UPDATE user_account SET username = 'renamed' WHERE username = 'demo'"),
    );
    await expect(restoreEmbedded(file, dataDir)).rejects.toThrow(/--force/);

    const { kept } = await restoreEmbedded(file, dataDir, { force: true });
    expect(await withDb(dataDir, usernames)).toEqual(before);
    expect(fs.existsSync(path.join(kept!, "PG_VERSION"))).toBe(true);
  });

  it("refuses a file that is not a backup and leaves the target untouched", async () => {
    const file = path.join(root, "notes.tar.gz");
    fs.writeFileSync(file, "not a database");
    const dataDir = path.join(root, "empty");
    await expect(restoreEmbedded(file, dataDir)).rejects.toThrow(/is not a backup/);
    expect(fs.existsSync(dataDir)).toBe(false);
    await expect(backupEmbedded(dataDir, path.join(root, "x.tar.gz"))).rejects.toThrow(
      /no embedded database/,
    );
  });
});
