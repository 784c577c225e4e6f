// The engine's system of an upstream database, built from its rows once and kept: the product
// system read back (upstream-rows.ts) and its matrices, keyed by database id and version. The
// engine keeps the prepared solver of each matrix besides (calc/lca/results.ts, by A's hash).
import type { DataSource } from "typeorm";
import { buildMatrices, type MatrixSystem } from "../../calc/lca/matrices";
import { en15804Methods, type En15804Methods } from "../../calc/lca/method-en15804";
import type { ProductSystem } from "../../calc/lca/types";
import type { UpstreamDatabase } from "./upstream-database.entity";
import { readSystemRows } from "./upstream-rows";

export interface UpstreamSystem {
  /** As the rows hold it: the GWP100 methods (AR5, AR6) matched to the flows by name. */
  system: ProductSystem;
  /** Its matrices, characterised by GWP100 and by the EN 15804+A2 core indicators. */
  matrices: MatrixSystem;
  /** The EN 15804+A2 methods of its flows, with the match of every flow. */
  en15804: En15804Methods;
}

/**
 * At most this many databases' systems are kept (least recently used goes first): USLCI's
 * system and matrices take about 30 MB, an ecoinvent-sized one some hundreds.
 */
export const SYSTEM_CACHE_SIZE = 4;

export class UpstreamSystemCache {
  private readonly entries = new Map<string, Promise<UpstreamSystem>>();
  /** How many systems were built from rows (a cache miss each), for tests and benchmarks. */
  builds = 0;

  constructor(private readonly dataSource: DataSource) {}

  private key(database: Pick<UpstreamDatabase, "id" | "version">): string {
    return `${database.id}\u0000${database.version}`;
  }

  /** The system of a database: built from its rows on first use, then from memory. */
  get(database: Pick<UpstreamDatabase, "id" | "version" | "allocation">): Promise<UpstreamSystem> {
    const key = this.key(database);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    // The promise is kept at once, so concurrent first requests build the system once.
    const building = this.build(database);
    this.entries.set(key, building);
    building.catch(() => this.entries.delete(key));
    while (this.entries.size > SYSTEM_CACHE_SIZE) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return building;
  }

  private async build(
    database: Pick<UpstreamDatabase, "id" | "allocation">,
  ): Promise<UpstreamSystem> {
    this.builds += 1;
    const system = await readSystemRows(this.dataSource.manager, database.id);
    const en15804 = en15804Methods(system.flows);
    const characterised = { ...system, methods: [...system.methods, en15804.core] };
    return {
      system,
      matrices: buildMatrices(characterised, { allocation: database.allocation }),
      en15804,
    };
  }

  /** Forgets a database's system (when it is deleted), or every system. */
  forget(database?: Pick<UpstreamDatabase, "id">): void {
    if (!database) return this.entries.clear();
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(`${database.id}\u0000`)) this.entries.delete(key);
    }
  }
}
