// `npm test`: typecheck, lint, import layers, unit + integration, production build, browser tests.
// Stops at the first red step.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const steps = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["lint", "npx", ["biome", "check", "."]],
  // Layer rules and no cycles: .dependency-cruiser.cjs, docs/decisions/0008.
  ["import layers", "npm", ["run", "-s", "deps"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  ["production build", process.execPath, ["scripts/build.mjs"]],
];

const hasChromium = fs.existsSync(chromium);
if (hasChromium) {
  steps.push(["browser tests", "npx", ["playwright", "test"]]);
}

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

if (!hasChromium) {
  const banner = "!".repeat(78);
  console.error(`\n${banner}\n!! BROWSER TESTS DID NOT RUN: no Chromium at ${chromium}.`);
  console.error("!! Install it with:  apt-get install -y chromium   (or set CHROMIUM_PATH)");
  console.error(`!! CI (.ci/run) installs it and always runs them.\n${banner}`);
  if (process.env.CI) process.exit(1);
}
