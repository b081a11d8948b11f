import path from "node:path";
import type { Server } from "node:http";
import { buildServices, startServices } from "./container";
import { migrateDatabase, openDatabase } from "./platform/db";
import { claimPgliteDir, DataDirInUseError } from "./platform/db/pglite-owner";
import { EnvError, parseEnv } from "./platform/env";
import { createLogger } from "./platform/logger";

/**
 * What the production entry (server/main.ts) and the dev loop (server/dev.ts) share: env parsed
 * and checked, the one process that owns the PGlite folder, the database migrated, every service
 * built and started. Each entry then serves pages its own way.
 */
export async function boot() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL, { service: "relaywise" });

  const pgliteDir = path.join(env.DATA_DIR, "pglite");
  let release = () => {};
  if (!env.DATABASE_URL) {
    try {
      release = claimPgliteDir(pgliteDir);
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
      logger.error(err.message);
      process.exit(75);
    }
  }
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: pgliteDir },
  );
  await migrateDatabase(database);
  logger.info("database ready", {
    database: database.kind,
    location: database.kind === "pglite" ? pgliteDir : "DATABASE_URL",
  });

  const services = buildServices(env, logger, database);
  await startServices(services);
  return { env, logger, database, services, release };
}

export type Booted = Awaited<ReturnType<typeof boot>>;

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close what they used (jobs,
 * channels), the database and the data folder's claim.
 */
export function stopOnSignals(server: { close(done: () => void): unknown }, booted: Booted) {
  const { logger, services, database, release } = booted;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeIdleConnections" in server) (server as Server).closeIdleConnections();
    });
    for (const close of [...services.onClose].reverse()) {
      await close().catch((err) => logger.error("close failed", { err }));
    }
    await database.close();
    release();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** An error nothing handled: say what it was, in the log's format, and exit for a clean restart. */
export function exitOnUnhandled(kind: string, err: unknown) {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: `${kind}; exiting`,
      service: "relaywise",
      err: String((err as Error)?.stack ?? err),
    }),
  );
  process.exit(70);
}
