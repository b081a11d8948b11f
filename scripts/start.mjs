// `npm start`: build when the build is missing or older than the sources, then serve it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDir, projectRoot, sourceStamp, stampFile } from "./build-stamp.mjs";

const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "";
if (current !== sourceStamp()) {
  console.log(
    current ? "Sources changed since the last build; rebuilding..." : "No build yet; building...",
  );
  const result = spawnSync(process.execPath, [path.join(projectRoot, "scripts/build.mjs")], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(path.join(buildDir, "app", "main.js"));
