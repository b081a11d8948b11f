import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../server/platform/db";
import { createMigratedPostgres } from "./db";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database that each test's database is copied from ("" without one). */
    postgresTemplate: string;
  }
}

/**
 * Initialising a PGlite cluster and migrating it takes seconds; do it once per run and let every
 * test file start from a copy of the migrated data directory.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ kind: "pglite" });
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-snapshot-"));
  const file = path.join(dir, "pglite.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  const template = await createPostgresTemplate();
  project.provide("postgresTemplate", template?.name ?? "");
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}

/**
 * Migrating a new PostgreSQL database takes about a second; hundreds of test databases each
 * copy one migrated template instead (`create database … template`), which takes a tenth of it.
 */
async function createPostgresTemplate() {
  if (!process.env.TEST_DATABASE_URL) return null;
  return createMigratedPostgres(process.env.TEST_DATABASE_URL, {}, "rw_template_");
}
