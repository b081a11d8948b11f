import crypto from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import {
  type Database,
  migrateDatabase,
  openDatabase,
  pgliteExtensions,
} from "../../server/platform/db";

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * A fresh, migrated database: a PGlite copy of the run's snapshot, or a new PostgreSQL database.
 * With `through` (a migration's journal tag), migrated only up to that migration, for a test that
 * fills the schema the app had before a data migration and then runs the rest.
 */
export async function createTestDatabase(
  engine: Engine = "pglite",
  options: { through?: string } = {},
): Promise<TestDatabase> {
  if (engine === "pglite" && options.through) {
    const database = await openDatabase({ kind: "pglite" });
    await migrateDatabase(database, options);
    return { ...database, dispose: () => database.close() };
  }
  if (engine === "pglite") {
    const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
    const pglite = new PGlite({ loadDataDir: new Blob([snapshot]), extensions: pgliteExtensions });
    const database = await openDatabase({ kind: "pglite", pglite });
    return { ...database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `rw_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), max: 5 });
  await migrateDatabase(database, options);
  return {
    ...database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
