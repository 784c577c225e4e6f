// The queue under the jobs: pg-boss on the platform's own database, through its data source, on
// PostgreSQL and on the embedded PGlite alike. Its tables (schema `pgboss`) are created by a
// migration (1795700000000-CreateJobQueue), so pg-boss only checks their version at start.
import PgBoss from "pg-boss";
import type { DataSource, EntityManager } from "typeorm";
import { getPGliteInstance } from "../../db/pglite";

export const QUEUE_SCHEMA = "pgboss";

/** The embedded database has no URL (db/data-source.ts). */
const isEmbedded = (dataSource: DataSource) => !(dataSource.options as { url?: string }).url;

interface SqlAnswer {
  rows: unknown[];
  rowCount: number;
}

/** pg-boss's `executeSql` over a TypeORM manager: one statement, or a script without values. */
export function queueDb(dataSource: DataSource, manager?: EntityManager) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<SqlAnswer> {
      if (!values?.length && isEmbedded(dataSource) && /;\s*\S/.test(text)) {
        // PGlite prepares every statement, and a prepared statement holds one command: a script
        // (pg-boss's maintenance) runs through exec, while holding the connection like a query.
        const runner = manager?.queryRunner ?? dataSource.createQueryRunner();
        const own = !manager?.queryRunner;
        await runner.connect();
        try {
          const pglite = await getPGliteInstance();
          const results = await pglite.exec(text);
          const last = results[results.length - 1];
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
        } finally {
          if (own) await runner.release();
        }
      }
      const rows: unknown = await (manager ?? dataSource).query(text, values);
      // TypeORM answers an UPDATE or DELETE with [rows, count].
      if (Array.isArray(rows) && rows.length === 2 && Array.isArray(rows[0])) {
        return { rows: rows[0] as unknown[], rowCount: Number(rows[1]) };
      }
      const list = Array.isArray(rows) ? rows : [];
      return { rows: list, rowCount: list.length };
    },
  };
}

export interface QueueOptions {
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds: number;
  /** How often expired attempts (a crashed instance's) are failed and retried. */
  maintenanceIntervalSeconds: number;
  /** Caps every kind's expiry: an attempt running longer counts as crashed. */
  expireSeconds?: number;
}

export function createQueue(dataSource: DataSource, options: QueueOptions): PgBoss {
  return new PgBoss({
    db: queueDb(dataSource),
    schema: QUEUE_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
}

/** Creates the kind's queue once, whichever instance asks first (inside the caller's transaction). */
export async function ensureQueue(
  manager: EntityManager,
  kind: string,
  options: { retryLimit: number; expireInSeconds: number },
): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`${QUEUE_SCHEMA}.${kind}`]);
  const found: unknown[] = await manager.query(
    `SELECT 1 FROM ${QUEUE_SCHEMA}.queue WHERE name = $1`,
    [kind],
  );
  if (found.length > 0) return;
  await manager.query(`SELECT ${QUEUE_SCHEMA}.create_queue($1, $2)`, [
    kind,
    JSON.stringify({
      policy: "standard",
      retryLimit: options.retryLimit,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: options.expireInSeconds,
      retentionMinutes: 60 * 24 * 14,
    }),
  ]);
}
