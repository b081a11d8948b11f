// `npm start`: build when the build is missing or older than the sources, then serve it under a
// supervisor that starts the server again after a crash (ADR 0033).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDir, projectRoot, sourceStamp, stampFile } from "./build-stamp.mjs";
import { supervise, supervisorSettings } from "./supervisor.mjs";

let settings;
try {
  settings = supervisorSettings();
} catch (err) {
  console.error(`Invalid environment configuration:\n  ${err.message}`);
  process.exit(78);
}

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
process.exit(
  await supervise({
    command: process.execPath,
    args: [path.join(buildDir, "app", "main.js")],
    ...settings,
  }),
);
