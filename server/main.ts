import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { boot, exitOnUnhandled, stopOnSignals } from "./boot";
import { listen } from "./platform/http/listen";
import { projectRoot } from "./platform/paths";

// An error nothing handled leaves the process in a state nobody planned for: exit non-zero so
// the supervisor (`npm start`, systemd, a container runtime) starts a clean process.
process.on("uncaughtException", (err) => exitOnUnhandled("uncaught exception", err));
process.on("unhandledRejection", (err) => exitOnUnhandled("unhandled promise rejection", err));

async function main() {
  const booted = await boot();
  const { env, logger, services } = booted;
  const buildDir = path.resolve(projectRoot(), process.env.BUILD_DIR ?? "build");
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
  stopOnSignals(server, booted);
}

main().catch((err) => {
  console.error(
    JSON.stringify({ level: "error", msg: "start-up failed", err: String(err?.stack ?? err) }),
  );
  process.exit(1);
});
