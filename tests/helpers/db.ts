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
  const template = options.through ? "" : inject("postgresTemplate");
  if (!template) {
    const created = await createMigratedPostgres(adminUrl, options);
    const database = await openDatabase({ kind: "postgres", url: created.url, max: 5 });
    return { ...database, dispose: () => database.close().then(created.drop) };
  }
  const name = newDatabaseName("rw_test_");
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const database = await openDatabase({
    kind: "postgres",
    url: databaseUrl(adminUrl, name),
    max: 5,
  });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

const newDatabaseName = (prefix: string) => `${prefix}${crypto.randomBytes(6).toString("hex")}`;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database, migrated (up to `through`) and closed again: its URL and its drop. */
export async function createMigratedPostgres(
  adminUrl: string,
  options: { through?: string } = {},
  prefix = "rw_test_",
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = newDatabaseName(prefix);
  await adminQuery(adminUrl, `create database ${name}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: "postgres", url, max: 5 });
  try {
    await migrateDatabase(database, options);
  } finally {
    await database.close();
  }
  return {
    name,
    url,
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
