// Makes the PGlite template once per run: initialise, migrate, seed, dump. Test files load it.
import fs from "node:fs";
import "reflect-metadata";
import { createDataSource } from "../../src/db/data-source";
import { getPGliteInstance } from "../../src/db/pglite";
import { seed } from "../../src/db/seed/seed";
import { PGLITE_TEMPLATE_FILE, SEED } from "./template";

export default async function setup(): Promise<void> {
  const dataSource = createDataSource({});
  await dataSource.initialize();
  await dataSource.runMigrations();
  await seed(dataSource, SEED);
  const dump = await (await getPGliteInstance()).dumpDataDir("none");
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await dataSource.destroy();
  process.env.PGLITE_TEMPLATE = PGLITE_TEMPLATE_FILE;
}
