// The embedded PGlite database behind TypeORM's postgres driver.
//
// PGlite is one connection in one process. typeorm-pglite hands the same connection to every
// query runner, so two concurrent transactions would interleave their statements on it (a rolled-back
// write can then survive). This pool behaves like a pg pool of size one: a query runner holds the
// connection from connect() until release(), and everyone else waits in FIFO order.
import { EventEmitter } from "node:events";
import type { PGliteOptions, Results } from "@electric-sql/pglite";
import { PGliteDriver, getPGliteInstance } from "typeorm-pglite";
import { PGlitePool } from "typeorm-pglite/dist/pglite-pool";

/** How long a query runner may wait for the connection before it is told why it cannot get it. */
const ACQUIRE_TIMEOUT_MS = 60_000;

type QueryCallback = (error: unknown, result: Results<unknown> | null) => void;
type ConnectCallback = (
  error: Error | null,
  client: PGliteClient | null,
  release: (error?: unknown) => void,
) => void;

class Mutex {
  private held = false;
  private readonly waiters: Array<() => void> = [];

  acquire(timeoutMs: number): Promise<() => void> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held = true;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          const next = this.waiters.shift();
          if (next) next();
          else this.held = false;
        });
      };
      if (!this.held) return grant();
      const waiter = () => {
        clearTimeout(timer);
        grant();
      };
      const timer = setTimeout(() => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(
          new Error(
            `The embedded database stayed busy for ${timeoutMs / 1000} s. A transaction may be ` +
              "waiting on a query issued outside its own entity manager.",
          ),
        );
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}

/** One checkout of the single connection; TypeORM listens for "error" on it. */
class PGliteClient extends EventEmitter {
  constructor(private readonly pool: SerializedPGlitePool) {
    super();
  }

  query(sql: string, params?: unknown[] | QueryCallback, callback?: QueryCallback) {
    return this.pool.runQuery(sql, params, callback);
  }
}

class SerializedPGlitePool extends EventEmitter {
  private readonly mutex = new Mutex();
  private readonly inner = new PGlitePool();

  connect(callback: ConnectCallback): Promise<void> {
    return this.mutex.acquire(ACQUIRE_TIMEOUT_MS).then(
      async (release) => {
        try {
          await getPGliteInstance();
        } catch (error) {
          release();
          callback(error as Error, null, () => undefined);
          return;
        }
        callback(null, new PGliteClient(this), () => release());
      },
      (error: Error) => callback(error, null, () => undefined),
    );
  }

  runQuery(sql: string, params?: unknown[] | QueryCallback, callback?: QueryCallback) {
    if (typeof params === "function") return this.inner.query(sql, undefined, params);
    return this.inner.query(sql, params, callback);
  }

  /** Pool-level queries also wait their turn. */
  async query(sql: string, params?: unknown[] | QueryCallback, callback?: QueryCallback) {
    const release = await this.mutex.acquire(ACQUIRE_TIMEOUT_MS);
    try {
      return await this.runQuery(sql, params, callback);
    } finally {
      release();
    }
  }

  end(callback: (error: unknown) => void): void {
    this.inner.end(callback);
  }
}

/** A driver object for TypeORM's `driver` option: PGlite behind a pool of one. */
export function serializedPGliteDriver(options: PGliteOptions): unknown {
  new PGliteDriver(options); // registers the options for the shared PGlite instance
  return { Pool: SerializedPGlitePool };
}

export { getPGliteInstance };
