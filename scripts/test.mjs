// `npm test`: typecheck, lint, import layers, production build, then the unit + integration tests
// beside the browser tests. Stops at the first red step.
//
// The last two run at the same time: both spend most of their time waiting (SMTP retries, job
// polling, a throttled page, a dialog's animation), not computing, so on a 2-core CI machine one
// after the other took ~1,400 s and side by side they overlap. The unit tests' output is printed
// whole when they finish, so the two logs never interleave.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasChromium = fs.existsSync(chromium);

// Tests that time the code itself (the inbox CSV's 10,000 rows, the local assistant's p95, the
// LLM adapter's first delta) run alone, before the browser tests start: beside them they measure
// the machine's load instead.
const timedTests = [
  "server/admin/csv.test.ts",
  "server/assistant/local/latency.test.ts",
  // Its streaming test times the first delta of a local stand-in.
  "server/assistant/llm.test.ts",
];

const sequential = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["lint", "npx", ["biome", "check", "."]],
  // Layer rules and no cycles: .dependency-cruiser.cjs, docs/decisions/0008.
  ["import layers", "npm", ["run", "-s", "deps"]],
  ["timed unit tests", "npx", ["vitest", "run", ...timedTests]],
  // The browser tests run against the production build.
  ...(hasChromium ? [["production build", process.execPath, ["scripts/build.mjs"]]] : []),
];

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)}s`;

function fail(name, code) {
  console.error(`\n✖ ${name} failed (exit ${code})`);
  process.exit(code || 1);
}

for (const [name, cmd, args] of sequential) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) fail(name, result.status ?? result.signal);
  console.log(`✔ ${name} (${seconds(started)})`);
}

/** Runs a step; `quiet` keeps its output until it ends. Resolves with its exit code. */
function run(name, cmd, args, { quiet }) {
  const started = Date.now();
  console.log(`\n▶ ${name}${quiet ? " (its output follows when it ends)" : ""}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
    });
    const output = [];
    if (quiet) {
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
    }
    child.on("close", (code, signal) => {
      if (quiet) {
        console.log(`\n──── ${name} ────`);
        process.stdout.write(Buffer.concat(output));
      }
      const status = code ?? (signal ? 1 : 0);
      console.log(`${status === 0 ? "✔" : "✖"} ${name} (${seconds(started)})`);
      resolve({ name, status, output: quiet ? Buffer.concat(output).toString() : "" });
    });
  });
}

const parallel = [
  run(
    "unit and integration tests",
    "npx",
    ["vitest", "run", ...timedTests.flatMap((file) => ["--exclude", `**/${file}`])],
    { quiet: hasChromium },
  ),
];
if (hasChromium) {
  parallel.push(run("browser tests", "npx", ["playwright", "test"], { quiet: false }));
}
const results = await Promise.all(parallel);
const failed = results.find((r) => r.status !== 0);
if (failed) {
  // CI keeps only the end of the log; a quiet step's failures were printed before the other step
  // finished, so they are repeated here where they are read.
  if (failed.output) {
    const lines = failed.output.split("\n");
    let from = lines.findIndex((line) =>
      /Failed Tests? \d+|Unhandled Errors?|Failed Suites? \d+/.test(line),
    );
    if (from < 0) from = Math.max(0, lines.length - 200);
    const shown = lines.slice(from, from + 200);
    console.error(`\n──── ${failed.name}: what failed ────`);
    console.error(shown.join("\n"));
    if (from + 200 < lines.length) console.error(lines.slice(-12).join("\n"));
  }
  fail(failed.name, failed.status);
}

if (!hasChromium) {
  const banner = "!".repeat(78);
  console.error(`\n${banner}\n!! BROWSER TESTS DID NOT RUN: no Chromium at ${chromium}.`);
  console.error("!! Install it with:  apt-get install -y chromium   (or set CHROMIUM_PATH)");
  console.error(`!! CI (.ci/run) installs it and always runs them.\n${banner}`);
  if (process.env.CI) process.exit(1);
}
