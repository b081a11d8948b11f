// `npm run dev`: the whole product on the embedded defaults, served from source with hot reload.
// Vite (with React Router's plugin) answers modules and hot updates; the Hono app and every
// service come from server/dev.ts, loaded through Vite's SSR loader. `npm start` stays the
// production path (a build, precompressed assets, the page cache).
import http from "node:http";
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
let handle = (_req, res) => {
  res.statusCode = 503;
  res.end("Starting...");
};
const httpServer = http.createServer((req, res) => handle(req, res));
const vite = await createServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "custom",
});
const { startDev } = await vite.ssrLoadModule("/server/dev.ts");
handle = await startDev(vite, httpServer);
