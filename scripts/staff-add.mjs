// `npm run staff:add -- <username> <email>`: bundles server/admin/cli.ts (TypeScript) with
// esbuild into a temporary file under node_modules/.cache and runs it in this process.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { projectRoot } from "./build-stamp.mjs";

// Inside the project, so Node resolves the bundle's packages from node_modules.
fs.mkdirSync(path.join(projectRoot, "node_modules", ".cache"), { recursive: true });
const dir = fs.mkdtempSync(path.join(projectRoot, "node_modules", ".cache", "relaywise-staff-"));
const outfile = path.join(dir, "staff-add.mjs");
await build({
  entryPoints: [path.join(projectRoot, "server/admin/cli.ts")],
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
