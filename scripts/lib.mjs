// Helpers shared by the maintenance scripts (audit, benches, icon and social-image generators).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export const projectRootDir = path.resolve(import.meta.dirname, "..");
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** No background traffic: the machines here have no network beyond the package registries. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Loads a TypeScript module of the project through esbuild: Node 20 cannot strip types. */
export async function importTs(file) {
  const result = await build({
    entryPoints: [path.join(projectRootDir, file)],
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    logLevel: "warning",
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

/**
 * Runs a TypeScript module of the project bundled into node_modules/.cache, inside the project so
 * Node resolves the bundle's packages, which are left external: unlike `importTs`, it loads
 * modules that require packages at run time (pg, PGlite, the migrations beside the code). The
 * bundle is removed when the process exits. Used by the benches and `staff:add`.
 */
export async function importTsFromDisk(file) {
  const cache = path.join(projectRootDir, "node_modules", ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, `relaywise-${path.basename(file, ".ts")}-`));
  const outfile = path.join(dir, `${path.basename(file, ".ts")}.mjs`);
  await build({
    entryPoints: [path.join(projectRootDir, file)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return import(pathToFileURL(outfile).href);
}
