import { resolveBusinessProfile } from "../content/business";
import { createAssistant } from "./assistant";
import type { Database } from "./db";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { createNotificationService } from "./notify";
import type { AppServices } from "./services";

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
