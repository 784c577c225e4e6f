// Opens the database for serving: connect, apply pending migrations, seed an empty database.
// Several instances may start at once on one PostgreSQL: the first to take the start lock
// migrates and seeds, the others wait for it and then find nothing left to do.
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import { createDataSource } from "./data-source";
import { seedDemoAccounting } from "./seed/demo-accounting";
import { seedDemoCarbonAssets } from "./seed/demo-carbon-assets";
import { seedDemoComparison } from "./seed/demo-comparison";
import { seedDemoLedger } from "./seed/demo-ledger";
import { seedDemoPanorama } from "./seed/demo-panorama";
import { seedDemoOpenPlatform } from "./seed/demo-open-platform";
import { seedDemoReviewers } from "./seed/demo-review";
import { seed } from "./seed/seed";

export async function openDatabase(
  config: Config,
): Promise<{ dataSource: DataSource; seeded: boolean }> {
  const dataSource = createDataSource({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
    logSql: config.logSql,
  });
  await dataSource.initialize();
  const seeded = await holdingStartLock(dataSource, () => migrateAndSeed(dataSource, config));
  return { dataSource, seeded };
}

/** A session-level advisory lock on PostgreSQL; the embedded database has one process only. */
async function holdingStartLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (!(dataSource.options as { url?: string }).url) return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query("SELECT pg_advisory_lock(hashtext($1))", [START_LOCK]);
    try {
      return await work();
    } finally {
      await runner.query("SELECT pg_advisory_unlock(hashtext($1))", [START_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

const START_LOCK = "carbon-platform.start";

async function migrateAndSeed(dataSource: DataSource, config: Config): Promise<boolean> {
  await dataSource.runMigrations({ transaction: "each" });
  const { created } = await seed(dataSource, config);
  if (created) {
    await seedDemoAccounting(dataSource, config);
    await seedDemoLedger(dataSource, config);
    await seedDemoComparison(dataSource, config);
    await seedDemoCarbonAssets(dataSource, config);
    await seedDemoPanorama(dataSource, config);
    await seedDemoReviewers(dataSource, config);
    await seedDemoOpenPlatform(dataSource, config);
  }
  return created;
}
