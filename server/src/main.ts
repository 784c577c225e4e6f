// Entry point: config -> database -> app -> listen.
import "reflect-metadata";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/open";

async function main() {
  const config = loadConfig();
  const where = config.databaseUrl
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${config.pgliteDir}`;
  console.log(`Opening the database: ${where}`);
  const { dataSource, seeded } = await openDatabase(config);
  if (seeded) console.log("Created the demo data (first start).");
  const { app, stop } = await createApp(config, dataSource);
  const server = app.listen(config.port, config.host, () => {
    const url = `http://localhost:${config.port}`;
    console.log(`Carbon platform listening on ${url}`);
    console.log(`  web client  ${url}/`);
    console.log(`  GraphQL     ${url}/graphql`);
    console.log(`  legacy API  ${url}/api/docs  (OpenAPI: ${url}/api/openapi.json)`);
    console.log(
      `  demo login  admin / ${config.seedPassword === "Carbon@2026" ? "Carbon@2026" : "$SEED_PASSWORD"}  (also: demo)`,
    );
  });
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    server.close(() => {
      void stop()
        .then(() => dataSource.destroy())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
