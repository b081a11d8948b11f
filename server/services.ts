import type { BusinessProfile } from "../content/business";
import type { Assistant } from "./assistant/types";
import type { Database } from "./db";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { NotificationService } from "./notify/types";

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
