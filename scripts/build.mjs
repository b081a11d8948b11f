// Production build: React Router (client + SSR bundle), then the Node server bundle.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import { buildDir, projectRoot, sourceStamp, stampFile } from "./build-stamp.mjs";

const started = Date.now();
const stamp = sourceStamp();
execFileSync(
  process.execPath,
  [path.join(projectRoot, "node_modules/@react-router/dev/bin.js"), "build"],
  {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  },
);
await build({
  entryPoints: [path.join(projectRoot, "server/main.ts")],
  outfile: path.join(buildDir, "app", "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// Precompress text assets once at build time (brotli at max quality is too slow per request);
// the server picks .br or .gz by Accept-Encoding.
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|ico)$/;
let saved = 0;
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(full);
    else if (compressible.test(entry.name)) {
      const raw = fs.readFileSync(full);
      if (raw.length < 1024) continue;
      const br = zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(raw, { level: 9 }));
      saved += raw.length - br.length;
    }
  }
}
precompress(path.join(buildDir, "client"));
fs.writeFileSync(stampFile, stamp);
console.log(
  `build finished in ${((Date.now() - started) / 1000).toFixed(1)}s → ${path.relative(projectRoot, buildDir)}/ (brotli saves ${Math.round(saved / 1024)} KB)`,
);
