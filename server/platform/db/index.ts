import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "../../../db/schema";
import { migrationsFolder } from "../paths";

/** The extensions the migrations use (the inbox search's trigram index), loaded into every PGlite. */
export const pgliteExtensions = { pg_trgm };

export type Schema = typeof schema;
// Both drivers share the Postgres query builder; code above this module never knows which runs.
export type DB = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: DB;
  /** Present on PGlite: the embedded instance (pg-boss and snapshots need it). */
  pglite?: PGlite;
  /** Present on PostgreSQL: the pool (pg-boss shares the connection string). */
  pool?: pg.Pool;
  connectionString?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
};

type DatabaseOptions =
  | { kind: "postgres"; url: string; max?: number }
  | { kind: "pglite"; dataDir?: string; pglite?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as DB;
    return {
      kind: "postgres",
      db,
      pool,
      connectionString: options.url,
      ping: async () => {
        await pool.query("select 1");
      },
      close: async () => {
        await pool.end();
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) {
      // PGlite needs the parent folder to exist.
      fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
      client = new PGlite(options.dataDir, { extensions: pgliteExtensions });
    } else {
      client = new PGlite({ extensions: pgliteExtensions });
    }
  }
  await client.waitReady;
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as DB;
  return {
    kind: "pglite",
    db,
    pglite,
    ping: async () => {
      await pglite.query("select 1");
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Applies the migrations not applied yet, or only those up to and including the journal entry
 * `through` (e.g. "0006_visitor_mail_and_bookings"): a data migration's test and the inbox bench
 * fill a database at the schema the app had, then migrate the rest as a deployment would.
 */
export async function migrateDatabase(
  database: Database,
  options: { through?: string } = {},
): Promise<void> {
  const folder = options.through ? journalThrough(options.through) : migrationsFolder();
  try {
    if (database.kind === "postgres") {
      await migratePg(database.db as never, { migrationsFolder: folder });
    } else {
      await migratePglite(database.db as never, { migrationsFolder: folder });
    }
  } finally {
    if (folder !== migrationsFolder()) fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A temporary copy of the migrations whose journal ends at `tag` (Drizzle reads only the journal). */
function journalThrough(tag: string): string {
  const journalFile = path.join(migrationsFolder(), "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  if (end < 0) throw new Error(`No migration ${tag} in ${journalFile}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-migrations-"));
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }),
  );
  return folder;
}

/**
 * The rows of a raw `db.execute` (or `tx.execute`) result. Both drivers answer with `{ rows }`,
 * but the query builder shared by both types the result as unknown: this is the one place that
 * says so. `T` is what the SELECT's columns are, as the caller wrote them.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Whether a table exists, used by readiness checks and tests. */
export async function tableExists(database: Database, table: string): Promise<boolean> {
  const result = await database.db.execute(
    sql`select to_regclass(${`public.${table}`}) is not null as present`,
  );
  return rowsOf<{ present: boolean }>(result)[0]?.present === true;
}
