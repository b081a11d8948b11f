import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

// Unit and integration tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  resolve: {
    alias: {
      "~": path.join(root, "app"),
      "@content": path.join(root, "content"),
      "@lib": path.join(root, "lib"),
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "build/**", "build-*/**", "tests/e2e/**", "data/**"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    // Generous: on two cores beside the browser tests an embedded database's cold start alone
    // has taken over 60 s. No test times the code against a limit (ADR 0106).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // The files of a worker share their modules: loading them again for every file cost 373 of
    // the run's CPU-seconds (267 s against 153 s on two cores). Sharing also tests what a server
    // does, which serves every visitor from one set of modules: state a test leaves behind in a
    // module is state one visitor would leave for the next (ADR 0107).
    isolate: false,
    // Most test time is waiting (SMTP retries, job polling, PGlite start-up), not CPU: vitest's
    // default of one worker per core less one ran them one file at a time on a 2-core CI
    // machine (515 s); four overlap the waits (276 s on the same machine, under load), and six
    // overlap more of them (219 s against 277 s for four, run back to back on the same loaded
    // machine, using the same CPU time: 333 s against 328 s).
    maxWorkers: 6,
  },
});
