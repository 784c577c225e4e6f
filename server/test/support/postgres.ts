import { randomBytes } from "node:crypto";
import { Client } from "pg";

export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const template = process.env.PG_TEMPLATE_DB!;
  const ownerPid = template.replace("carbon_tmpl_", "");
  const name = `carbon_t_${ownerPid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  return {
    url: databaseUrl(base, name),
    drop: async () => {
      const client = new Client({ connectionString: base });
      await client.connect();
      try {
        // FORCE cannot end a backend of another role, such as an autovacuum worker that started
        // on the database after the file's writes: the worker is gone within moments.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== "42501" || attempt === 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
