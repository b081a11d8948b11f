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
  // A job is woken by its send or its transaction's commit, not by the next poll: timed.
  "server/platform/jobs/jobs.test.ts",
  "server/platform/jobs/transactional.test.ts",
  // A stored inquiry reaches the outbox within two seconds: timed.
  "server/platform/notify/outbox.test.ts",
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
function run(name, cmd, args, { quiet, env = {} }) {
  const started = Date.now();
  console.log(`\n▶ ${name}${quiet ? " (its output follows when it ends)" : ""}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
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

// Each step also writes its durations, so a run's log ends with where its time went.
const timingsDir = ".test-timings";
fs.rmSync(timingsDir, { recursive: true, force: true });
const vitestTimings = `${timingsDir}/vitest.json`;
const playwrightTimings = `${timingsDir}/playwright.json`;

const parallel = [
  run(
    "unit and integration tests",
    "npx",
    [
      "vitest",
      "run",
      ...timedTests.flatMap((file) => ["--exclude", `**/${file}`]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestTimings}`,
    ],
    { quiet: hasChromium },
  ),
];
if (hasChromium) {
  parallel.push(
    run("browser tests", "npx", ["playwright", "test"], {
      quiet: false,
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightTimings },
    }),
  );
}
const results = await Promise.all(parallel);
printSlowest();
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

/** The slowest test files of each step, summed over their tests (and both browser projects). */
function printSlowest(count = 12) {
  const table = (title, totals) => {
    const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
    if (!rows.length) return;
    console.log(`\n──── ${title}: slowest files (seconds, summed over their tests) ────`);
    for (const [file, ms] of rows) console.log(`${(ms / 1000).toFixed(1).padStart(8)}  ${file}`);
  };
  const read = (file) => {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8"));
    } catch {
      return null;
    }
  };
  const vitest = read(vitestTimings);
  if (vitest) {
    const totals = new Map();
    for (const result of vitest.testResults ?? []) {
      const file = result.name.replace(`${process.cwd()}/`, "");
      totals.set(file, (result.endTime ?? 0) - (result.startTime ?? 0));
    }
    table("unit and integration tests", totals);
  }
  const playwright = read(playwrightTimings);
  if (playwright) {
    const totals = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const key = `${spec.file ?? suite.file} [${t.projectName}]`;
          const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
          totals.set(key, (totals.get(key) ?? 0) + ms);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of playwright.suites ?? []) walk(suite);
    table("browser tests", totals);
  }
}
