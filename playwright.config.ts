import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { anyViewport } from "./tests/e2e/tags";

const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.BUILD_DIR ?? "build";
// A fresh data folder per run: browser tests never see an earlier run's records. Kept in the
// environment so the workers (which load this file again) read the server's outbox there.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three browsers at once on a 2-core machine: a test mostly waits (a dialog's animation, a
  // throttled page, the server's reply), so a third overlaps the waits of the other two.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // `npm test` asks for the durations too, to print where the run's time went.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      // Their outcome is the same at any size: run once, in the desktop project (tests/e2e/tags.ts).
      grepInvert: new RegExp(anyViewport.tag),
    },
  ],
  webServer: {
    command: `node ${buildDir}/app/main.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // A cold start migrates a fresh database; on a loaded two-core machine that has taken over 60 s.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      BUILD_DIR: buildDir,
      E2E: "1",
      RATE_LIMIT_CONSULTATIONS_PER_HOUR: "100",
      // Every browser of the run opens its chats from 127.0.0.1.
      RATE_LIMIT_CHAT_SESSIONS_PER_HOUR: "1000",
      RATE_LIMIT_TRANSCRIPT_REQUESTS_PER_HOUR: "100",
      // Every browser of the run sends lead forms, books calls and pays from 127.0.0.1.
      RATE_LIMIT_INQUIRIES_PER_HOUR: "1000",
      RATE_LIMIT_BOOKINGS_PER_HOUR: "1000",
      RATE_LIMIT_PAYMENTS_PER_HOUR: "300",
      BOOKING_MAX_UPCOMING_PER_VISITOR: "100",
      // Every browser of the run saves, runs, tests and asks suggestions for workflows from
      // 127.0.0.1 (each suggestion of the dialog is saved and run, many in a minute).
      RATE_LIMIT_WORKFLOW_RUNS_PER_HOUR: "1000",
      RATE_LIMIT_WORKFLOW_TEST_RUNS_PER_HOUR: "1000",
      RATE_LIMIT_WORKFLOW_STEP_TESTS_PER_HOUR: "1000",
      RATE_LIMIT_WORKFLOW_CREATES_PER_HOUR: "1000",
      RATE_LIMIT_WORKFLOW_SUGGESTIONS_PER_HOUR: "1000",
      // Every staff test signs in to the one account below within the same minute.
      RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE: "30",
      // The staff account of tests/e2e/admin.spec.ts (password "e2e staff password 1").
      ADMIN_EMAIL: "staff@relaywise.example",
      ADMIN_USERNAME: "staff",
      ADMIN_PASSWORD_HASH:
        "$argon2id$v=19$m=19456,t=2,p=1$HR1oa4MqBgjN6XyEkVFknQ$wAXWRxzo0KMP3a+HMXBqAIxH16zoFXb+O6hHmQ4A5hc",
    },
  },
});
