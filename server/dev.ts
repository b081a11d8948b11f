import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createApp } from "./app";
import { boot, stopOnSignals } from "./boot";
import { serverTimeoutOptions } from "./platform/http/listen";

/**
 * The dev loop's server (`npm run dev`, scripts/dev.mjs): the same services and Hono app as
 * production, on the same env and embedded defaults, with two differences. Vite answers first
 * (modules, the public folder, hot-update messages on `httpServer`), and each page request renders
 * with the build Vite holds now, so an edited component shows without a build. No page cache and
 * no inlined stylesheet: both would serve what was there before the edit.
 */
export async function startDev(vite: ViteDevServer, httpServer: Server) {
  const booted = await boot();
  const { env, logger, services } = booted;
  const app = createApp(services, {
    build: () =>
      vite.ssrLoadModule(
        "virtual:react-router/server-build",
      ) as Promise<unknown> as Promise<ServerBuild>,
    mode: "development",
    pageCache: false,
  });
  const honoListener = getRequestListener(app.fetch);
  Object.assign(httpServer, serverTimeoutOptions(env));
  httpServer.listen(env.PORT, env.HOST, () => {
    logger.info("dev server listening", { url: env.PUBLIC_URL, port: env.PORT, host: env.HOST });
  });
  stopOnSignals(httpServer, booted);
  return (req: IncomingMessage, res: ServerResponse) =>
    vite.middlewares(req, res, () => void honoListener(req, res));
}
