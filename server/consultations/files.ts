import fsp from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { fileMetadata } from "../../db/schema";
import type { Database } from "../platform/db";
import type { Transaction } from "../platform/db/transaction";
import type { Logger } from "../platform/logger";
import type { FileStorage } from "../platform/storage";
import type { SpooledFile } from "./upload";

/**
 * The life of an uploaded file between the spool and the committed record (ADR 0015).
 *
 * The spool file is renamed to `<sha256>.<random>` before the record's transaction: from then on
 * it is the journal entry "the object <sha256> may exist without a row". The transaction stores
 * the object last, so it commits only with the file in place; the spool is deleted once the
 * transaction is over. A crash in between leaves the journal entry, and the next start deletes
 * the object unless a committed row names it.
 */
export async function journal(file: SpooledFile): Promise<SpooledFile> {
  const renamed = path.join(
    path.dirname(file.path),
    `${file.sha256}.${path.basename(file.path, ".part")}`,
  );
  await fsp.rename(file.path, renamed);
  return { ...file, path: renamed };
}

/**
 * Serialises work on one content address across transactions and instances: the rollback of
 * one request must not delete the object another request is committing.
 */
export async function lockContent(tx: Transaction, sha256: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`file:${sha256}`}))`);
}

/** Deletes the stored object unless a committed row names it. */
export async function removeIfUnreferenced(
  database: Database,
  storage: FileStorage,
  sha256: string,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    await lockContent(tx, sha256);
    const [row] = await tx
      .select({ id: fileMetadata.id })
      .from(fileMetadata)
      .where(eq(fileMetadata.filePath, sha256))
      .limit(1);
    if (row) return false;
    await storage.remove(sha256);
    return true;
  });
}

/**
 * At start-up: what a crash left in the spool. A `.part` file is an upload that never finished;
 * a journal entry is an upload whose record may not have committed.
 */
export async function sweepSpool(deps: {
  spoolDir: string;
  database: Database;
  storage: FileStorage;
  logger: Logger;
}): Promise<{ removedObjects: number; removedSpoolFiles: number }> {
  let names: string[];
  try {
    names = await fsp.readdir(deps.spoolDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") {
      return { removedObjects: 0, removedSpoolFiles: 0 };
    }
    throw err;
  }
  let removedObjects = 0;
  let removedSpoolFiles = 0;
  for (const name of names) {
    const journalEntry = /^([0-9a-f]{64})\./.exec(name);
    if (
      journalEntry &&
      (await removeIfUnreferenced(deps.database, deps.storage, journalEntry[1]))
    ) {
      removedObjects++;
    }
    await fsp.rm(path.join(deps.spoolDir, name), { force: true });
    removedSpoolFiles++;
  }
  if (removedSpoolFiles > 0) {
    deps.logger.warn("upload spool cleaned after an interrupted run", {
      removedObjects,
      removedSpoolFiles,
    });
  }
  return { removedObjects, removedSpoolFiles };
}
