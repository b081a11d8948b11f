import type { Assistant } from "./assistant/types";
import type { BusinessProfile } from "../content/business";
import type { Database } from "./db";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { NotificationService } from "./notify/types";
import { createAssistant } from "./assistant";
import { createNotificationService } from "./notify";
import { resolveBusinessProfile } from "../content/business";

/**
 * Everything a request handler or loader may use, built once at start-up (server/main.ts) or
 * per test file. Later capabilities add their service here, each chosen from env once.
 */
export type AppServices = {
  env: Env;
  logger: Logger;
  database: Database;
  business: BusinessProfile;
  assistant: Assistant;
  notifications: NotificationService;
  /** Extra origins the Content-Security-Policy must allow (e.g. a card provider's iframe). */
  csp: { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[] };
  /** Called on shutdown, in reverse order of registration. */
  onClose: Array<() => Promise<void>>;
};

/** Builds every service from validated env, once. main.ts and the test harness both use this. */
export function buildServices(env: Env, logger: Logger, database: Database): AppServices {
  const business = resolveBusinessProfile(env);
  const notifications = createNotificationService({ env, logger, database, business });
  const services: AppServices = {
    env,
    logger,
    database,
    business,
    assistant: createAssistant({ env, logger, business }),
    notifications,
    csp: { scriptSrc: [], frameSrc: [], connectSrc: [] },
    onClose: [() => notifications.stop()],
  };
  return services;
}
