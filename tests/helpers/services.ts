import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { buildServices, type ServiceOptions } from "../../server/container";
import { createApp } from "../../server/app";
import { parseEnv } from "../../server/platform/env";
import { createLogger } from "../../server/platform/logger";
import type { AppServices } from "../../server/container";
import { createTestDatabase, type Engine, type TestDatabase } from "./db";

export type TestContext = {
  services: AppServices;
  database: TestDatabase;
  app: ReturnType<typeof createApp>;
  logs: Record<string, unknown>[];
  close(): Promise<void>;
};

/** Services and a Hono app on a fresh database; API tests call `app.request()` with no port. */
export async function createTestContext(
  engine: Engine = "pglite",
  envOverrides: Record<string, string> = {},
  options: ServiceOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-test-"));
  const env = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    ...envOverrides,
  });
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger("debug", {}, (line) => logs.push(JSON.parse(line)));
  const database = await createTestDatabase(engine);
  const services = buildServices(env, logger, database, {
    ...options,
    jobs: { pollIntervalSeconds: 0.5, stopTimeoutMs: 5_000, ...options.jobs },
  });
  // As at start-up: records and their jobs are written in one transaction, which needs the
  // queue installed. Workers start only where a test calls startServices().
  await services.jobs.install();
  const app = createApp(services);
  return {
    services,
    database,
    app,
    logs,
    close: async () => {
      for (const close of [...services.onClose].reverse()) await close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function jsonRequest(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
