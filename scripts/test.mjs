// `npm test`: the typecheck beside lint, import layers and the production build; then the unit +
// integration tests and the browser tests, one after the other. Stops at the first red step. No
// test times the code against a limit (a busy machine would fail it): the figures are the
// benches' (`npm run bench`, `bench:assistant`, `bench:inbox`, `bench:editor`).
//
// Side by side on a 2-core CI machine (four test forks, three browsers and the server at once)
// the load average reached 15-17: pages took over 30 s to hydrate, tests that pass in seconds
// timed out, and the run took 2,300 s and failed. One after the other, neither step waits on the
// other's CPU.
import { spawn } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasChromium = fs.existsSync(chromium);

// Two lanes side by side. The type check is one busy thread (about 40 CPU-seconds); the lint, the
// import layers and the build together are about 27, nearly all on one thread too. On two cores
// neither lane waits for the other's CPU, and the checks end when the type check does.
const checkLanes = [
  [["typecheck", "npm", ["run", "-s", "typecheck"]]],
  [
    ["lint", "npx", ["biome", "check", "."]],
    // Layer rules and no cycles: .dependency-cruiser.cjs, docs/decisions/0008.
    ["import layers", "npm", ["run", "-s", "deps"]],
    // The browser tests run against the production build.
    ...(hasChromium ? [["production build", process.execPath, ["scripts/build.mjs"]]] : []),
  ],
];
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)}s`;

function fail(name, code) {
  console.error(`\n✖ ${name} failed (exit ${code})`);
  process.exit(code || 1);
}

const laneResults = await Promise.all(
  checkLanes.map(async (steps) => {
    for (const [name, cmd, args] of steps) {
      const result = await run(name, cmd, args);
      if (result.status !== 0) return result;
    }
    return null;
  }),
);
const laneFailed = laneResults.find((result) => result !== null);
if (laneFailed) fail(laneFailed.name, laneFailed.status);

/** Runs a step, printing its output as it comes and keeping it. Resolves with its exit code. */
function run(name, cmd, args, { env = {} } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout.on("data", (chunk) => {
      output.push(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk) => {
      output.push(chunk);
      process.stderr.write(chunk);
    });
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      console.log(`${status === 0 ? "✔" : "✖"} ${name} (${seconds(started)})`);
      resolve({ name, status, output: Buffer.concat(output).toString() });
    });
  });
}

// Each step also writes its durations, so a run's log ends with where its time went.
const timingsDir = ".test-timings";
fs.rmSync(timingsDir, { recursive: true, force: true });
const vitestTimings = `${timingsDir}/vitest.json`;
const playwrightTimings = `${timingsDir}/playwright.json`;

const results = [];
results.push(
  await run("unit and integration tests", "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestTimings}`,
  ]),
);
if (hasChromium && results[0].status === 0) {
  results.push(
    await run("browser tests", "npx", ["playwright", "test"], {
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightTimings },
    }),
  );
}
printSlowest();
const failed = results.find((r) => r.status !== 0);
if (failed) {
  // CI keeps only the end of the log, and the slowest-files tables come after the failures:
  // they are repeated here where they are read.
  if (failed.output) {
    const lines = failed.output.split("\n");
    let from = lines.findIndex((line) =>
      /Failed Tests? \d+|Unhandled Errors?|Failed Suites? \d+|^\s+1\) \[\w+\] › /.test(line),
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
