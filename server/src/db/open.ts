// Opens the database for serving: connect, apply pending migrations, seed an empty database.
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import { createDataSource } from "./data-source";
import { seedDemoAccounting } from "./seed/demo-accounting";
import { seedDemoCarbonAssets } from "./seed/demo-carbon-assets";
import { seedDemoComparison } from "./seed/demo-comparison";
import { seedDemoLedger } from "./seed/demo-ledger";
import { seedDemoPanorama } from "./seed/demo-panorama";
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
  await dataSource.runMigrations({ transaction: "each" });
  const { created } = await seed(dataSource, config);
  if (created) {
    await seedDemoAccounting(dataSource, config);
    await seedDemoLedger(dataSource, config);
    await seedDemoComparison(dataSource, config);
    await seedDemoCarbonAssets(dataSource, config);
    await seedDemoPanorama(dataSource, config);
    await seedDemoReviewers(dataSource, config);
  }
  return { dataSource, seeded: created };
}
