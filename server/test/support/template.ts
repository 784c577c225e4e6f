// Where the migrated and seeded template database of a test run is kept.
import os from "node:os";
import path from "node:path";

export const PGLITE_TEMPLATE_FILE = path.join(
  os.tmpdir(),
  `carbon-pglite-template-${process.pid}.tar`,
);
export const SEED = { seedPassword: "Carbon@2026", initialPassword: "Welcome@2026" };
