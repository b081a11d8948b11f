import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { rowsOf } from "../db";
import type { Transaction } from "../db/transaction";
import type { Logger } from "../logger";

type Row = Record<string, unknown>;

/** pg-boss's pluggable database: one function that runs SQL and returns rows. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  /** Resolves once no statement is running (shutdown waits for this before closing). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/** Counts statements in flight so shutdown can wait for the last completion to be written. */
function inFlightTracker() {
  let running = 0;
  let waiters: Array<() => void> = [];
  return {
    async track<T>(work: () => Promise<T>): Promise<T> {
      running++;
      try {
        return await work();
      } finally {
        running--;
        if (running === 0) {
          for (const resolve of waiters) resolve();
          waiters = [];
        }
      }
    },
    idle(): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}

/**
 * pg-boss on the embedded PGlite, sharing its one connection with Drizzle (the same contract as
 * pg-boss 12's `fromPglite`). Parameterised statements go through `query`; parameterless SQL
 * (pg-boss's schema and maintenance scripts, several statements with their own BEGIN/COMMIT)
 * through `exec` inside `pglite.transaction`, so that a failure is rolled back while PGlite's
 * lock is still held: a separate ROLLBACK afterwards would let another caller run first on the
 * aborted connection and fail with "current transaction is aborted".
 */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  const tracker = inFlightTracker();
  return {
    executeSql(text, values) {
      return tracker.track(async () => {
        if (values && values.length > 0) {
          const result = await pglite.query(text, values);
          return { rows: result.rows as Row[] };
        }
        const results = await pglite.transaction((tx) => tx.exec(text));
        return { rows: results.flatMap((r) => r.rows as Row[]) };
      });
    },
    idle: tracker.idle,
    // The database belongs to the app; it closes it after the queue has stopped.
    close: async () => {},
  };
}

/**
 * pg-boss on PostgreSQL through its own small pool from the connection string: job polling never
 * waits behind page requests, and shutdown can drain it before closing.
 */
export function postgresExecutor(connectionString: string, logger: Logger): SqlExecutor {
  const pool = new pg.Pool({
    connectionString,
    max: 3,
    connectionTimeoutMillis: 5_000,
    application_name: "relaywise-jobs",
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (err) => logger.warn("job queue connection lost", { err }));
  const tracker = inFlightTracker();
  return {
    executeSql(text, values) {
      return tracker.track(async () => {
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        // Several statements in one string come back as one result per statement.
        return Array.isArray(result)
          ? { rows: result.flatMap((r) => r.rows ?? []) }
          : { rows: result.rows };
      });
    },
    idle: tracker.idle,
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * pg-boss statements inside a caller's Drizzle transaction, on either driver: a job sent this way
 * is committed or rolled back with the record it belongs to. The `$n` placeholders of pg-boss's
 * SQL become Drizzle parameters (`sql.param`, so arrays stay one value).
 */
export function transactionExecutor(tx: Transaction): Pick<SqlExecutor, "executeSql"> {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await tx.execute(sql.join(chunks));
      return { rows: rowsOf<Row>(result) };
    },
  };
}
