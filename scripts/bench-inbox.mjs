// `npm run bench:inbox`: the people inbox's list and search on an empty and on a large database,
// on PostgreSQL (TEST_DATABASE_URL, or the local one) and PGlite, and the people backfill's time
// on that data. It informs; it never fails.
//   node scripts/bench-inbox.mjs [--inquiries 200000] [--people 150000] [--runs 25]
//     [--engines postgres,pglite]
// Bundles scripts/bench-inbox.ts with esbuild (Node 20 cannot strip types) into .audit/, inside
// the project, so the bundle finds the project's migrations and packages from where it lies.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { projectRoot } from "./build-stamp.mjs";

fs.mkdirSync(path.join(projectRoot, ".audit"), { recursive: true });
const dir = fs.mkdtempSync(path.join(projectRoot, ".audit", "bench-inbox-"));
const outfile = path.join(dir, "bench-inbox.mjs");
await build({
  entryPoints: [path.join(projectRoot, "scripts/bench-inbox.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
await import(pathToFileURL(outfile).href);
