import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { resolveBusinessProfile } from "../../../../content/business";
import {
  businessInquiries,
  type NewBusinessInquiry,
  notificationDeliveries,
} from "../../../../db/schema";
import type { Database } from "../../db";
import { parseEnv } from "../../env";
import { chatLeadNotification, inquiryNotification } from "../../../leads/notifications";
import { createScheduler } from "../../jobs/schedule";
import { createJobQueue, type JobQueueOptions } from "../../jobs";
import { recordingLogger } from "../../jobs/testing";
import { createNotificationService, type NotificationServiceOptions } from "..";
import type { NotificationKind, NotificationService } from "../types";
import { createRateLimiter } from "../../rate-limit";
import { createVisitorKeys } from "../../visitor-keys";

/** The notification service with the job queue it runs on, started and stopped together. */
export type HarnessService = {
  notify: NotificationService["notify"];
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type HarnessOptions = NotificationServiceOptions & {
  jobs?: JobQueueOptions;
  /** Runs the periodic sweep this often, as the server's scheduler does (0: only at start). */
  sweepEverySeconds?: number;
};

/** Short timings: a failed channel is tried again every second. */
export const fastOptions: HarnessOptions = {
  jobs: {
    pollIntervalSeconds: 0.5,
    stopTimeoutMs: 5_000,
    retry: { limit: 30, delaySeconds: 1, backoff: false },
  },
  sweepEverySeconds: 0,
};

export function tempDir(prefix = "relaywise-notify-"): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A notification service over `database`, with env like the server's plus `env`. */
export function notificationHarness(
  database: Database,
  dataDir: string,
  env: Record<string, string> = {},
  options: HarnessOptions = {},
) {
  const parsed = parseEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  const { logger, logs } = recordingLogger();
  const business = resolveBusinessProfile(parsed);
  const {
    jobs: jobOptions,
    sweepEverySeconds = 0,
    ...notifyOptions
  } = { ...fastOptions, ...options };
  // As in the container: one job queue, the notification job and the app's kinds on it.
  const jobs = createJobQueue({
    database,
    logger,
    options: { ...fastOptions.jobs, ...jobOptions },
  });
  const notifications = createNotificationService({
    env: parsed,
    logger,
    database,
    business,
    jobs,
    kinds: [inquiryNotification, chatLeadNotification],
    visitorKeys: createVisitorKeys("notification harness"),
    rateLimits: createRateLimiter(database, parsed),
    options: notifyOptions,
  });
  const scheduler = createScheduler(logger, [
    {
      name: "notification-sweep",
      everySeconds: sweepEverySeconds,
      run: () => notifications.sweep(),
    },
  ]);
  const service: HarnessService = {
    notify: notifications.notify,
    async start() {
      await jobs.start();
      await notifications.start();
      scheduler.start();
    },
    async stop() {
      await scheduler.stop();
      await notifications.stop();
      await jobs.stop();
      await notifications.close();
    },
  };
  return { service, jobs, notifications, logs, env: parsed };
}

export async function storeInquiry(
  database: Database,
  values: Partial<NewBusinessInquiry> = {},
): Promise<number> {
  const [row] = await database.db
    .insert(businessInquiries)
    .values({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      service: "website",
      message: "Service: website\nLooking for an online shop for our engines.",
      answers: {
        websiteType: "ecommerce",
        integrations: ["crm", "payment"],
        cms: true,
        transcript: "User: I need a website\nAI: Happy to help! What kind of website?",
      },
      ...values,
    })
    .returning({ id: businessInquiries.id });
  return row.id;
}

export async function inquiryRow(database: Database, id: number) {
  const [row] = await database.db
    .select()
    .from(businessInquiries)
    .where(eq(businessInquiries.id, id));
  return row;
}

export async function deliveryRows(
  database: Database,
  id: number,
  kind: NotificationKind = "business_inquiry",
) {
  const rows = await database.db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.kind, kind), eq(notificationDeliveries.recordId, id)));
  return rows.sort((a, b) => a.id - b.id);
}

export function outboxFiles(
  outboxDir: string,
  recordId: number,
  kind: NotificationKind = "business_inquiry",
): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter(
      (f) => f.endsWith(`-${kind}-${recordId}.eml`) || f.endsWith(`-${kind}-${recordId}.json`),
    )
    .sort();
}
