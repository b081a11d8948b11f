import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { buildServices, startServices } from "./container";
import { migrateDatabase, openDatabase } from "./db";
import { claimPgliteDir, DataDirInUseError } from "./db/pglite-owner";
import { EnvError, parseEnv } from "./env";
import { createLogger } from "./logger";
import { projectRoot } from "./paths";

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

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info("listening", { url: env.PUBLIC_URL, port: info.port, host: env.HOST });
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
