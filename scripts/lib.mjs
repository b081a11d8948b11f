// Helpers shared by the maintenance scripts (audit, icon and social-image generators).
import path from "node:path";
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
