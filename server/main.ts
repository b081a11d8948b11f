import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { buildServices, startServices } from "./container";
import { migrateDatabase, openDatabase } from "./db";
import { claimPgliteDir, DataDirInUseError } from "./db/pglite-owner";
import { EnvError, parseEnv } from "./env";
import { listen } from "./http/listen";
import { createLogger } from "./logger";
import { projectRoot } from "./paths";

/**
 * An error nothing handled leaves the process in a state nobody planned for: say what it was, in
 * the log's format, and exit non-zero so the supervisor (`npm start`, systemd, a container
 * runtime) starts a clean process.
 */
function exitOnUnhandled(kind: string, err: unknown) {
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
process.on("uncaughtException", (err) => exitOnUnhandled("uncaught exception", err));
process.on("unhandledRejection", (err) => exitOnUnhandled("unhandled promise rejection", err));

async function main() {
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
  const buildDir = path.resolve(projectRoot(), process.env.BUILD_DIR ?? "build");

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
    location: database.kind === "pglite" ? path.join(env.DATA_DIR, "pglite") : "DATABASE_URL",
  });

  const services = buildServices(env, logger, database);
  await startServices(services);

  const serverBuildPath = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(serverBuildPath)) {
    throw new Error(
      `No page build at ${serverBuildPath}; run npm run build (npm start does it for you).`,
    );
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const app = createApp(services, { build, clientDir: path.join(buildDir, "client") });

  const server = listen(app.fetch, env, (info) => {
    logger.info("listening", {
      url: env.PUBLIC_URL,
      port: info.port,
      host: env.HOST,
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      // The slowest line on which a file of UPLOAD_MAX_BYTES (and the form) still arrives.
      slowestUploadKbitPerSecond: Math.ceil(
        ((env.UPLOAD_MAX_BYTES + 64 * 1024) * 8) / env.HTTP_REQUEST_TIMEOUT_MS,
      ),
    });
  });

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
    // Stop accepting, let in-flight requests finish, then close what they used.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeIdleConnections" in server) server.closeIdleConnections();
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

main().catch((err) => {
  console.error(
    JSON.stringify({ level: "error", msg: "start-up failed", err: String(err?.stack ?? err) }),
  );
  process.exit(1);
});
