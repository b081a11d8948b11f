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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
