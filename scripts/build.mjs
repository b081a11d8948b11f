// Production build: React Router (client + SSR bundle), then the Node server bundle.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
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
fs.writeFileSync(stampFile, stamp);
console.log(
  `build finished in ${((Date.now() - started) / 1000).toFixed(1)}s → ${path.relative(projectRoot, buildDir)}/`,
);
