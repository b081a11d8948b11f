import type { BusinessProfile } from "../../content/business";
import type { Database } from "../db";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { NotificationService } from "./types";

// Placeholder until the durable notification service lands (issue 3).
export function createNotificationService(deps: {
  env: Env;
  logger: Logger;
  database: Database;
  business: BusinessProfile;
}): NotificationService {
  return {
    async notify(kind, recordId) {
      deps.logger.warn("notification service not implemented", { kind, recordId });
    },
    async start() {},
    async stop() {},
  };
}
