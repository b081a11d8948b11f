import { type BusinessProfile, resolveBusinessProfile } from "../content/business";
import { digestNotification } from "./admin/digest";
import { type AdminService, createAdminService } from "./admin/service";
import { bootstrapStaffFromEnv } from "./admin/staff";
import { createAssistant } from "./assistant";
import type { Assistant } from "./assistant/types";
import { chatLeadNotification } from "./chat/lead-notification";
import { type ChatService, createChatService } from "./chat/service";
import type { Database } from "./db";
import type { Env } from "./env";
import { inquiryNotification } from "./inquiries/notification";
import { createInquiryService, type InquiryService } from "./inquiries/service";
import { createJobQueue, type JobQueue, type JobQueueOptions } from "./jobs";
import type { Logger } from "./logger";
import { createNotificationService, type NotificationServiceOptions } from "./notify";
import type { NotificationService } from "./notify/types";

/**
 * Everything a request handler or loader may use, built once at start-up (server/main.ts) or
 * per test file. A capability adds its service here, each chosen from env once.
 */
export type AppServices = {
  env: Env;
  logger: Logger;
  database: Database;
  business: BusinessProfile;
  /** The process's one durable job queue; capabilities register their jobs on it. */
  jobs: JobQueue;
  assistant: Assistant;
  notifications: NotificationService;
  chat: ChatService;
  inquiries: InquiryService;
  /** The staff inbox at /admin: sessions, inbox kinds, dashboard, page views, digest. */
  admin: AdminService;
  /** Extra origins the Content-Security-Policy must allow (e.g. a card provider's iframe). */
  csp: { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[] };
  /** Called on shutdown, in reverse order of registration. */
  onClose: Array<() => Promise<void>>;
};

/** Timing knobs of the background parts; tests shorten them. */
export type ServiceOptions = {
  jobs?: JobQueueOptions;
  notifications?: NotificationServiceOptions;
};

/** Builds every service from validated env, once. main.ts and the test harness both use this. */
export function buildServices(
  env: Env,
  logger: Logger,
  database: Database,
  options: ServiceOptions = {},
): AppServices {
  const business = resolveBusinessProfile(env);
  const jobs = createJobQueue({ database, logger, options: options.jobs });
  const notifications = createNotificationService({
    env,
    logger,
    database,
    business,
    jobs,
    // Every kind of record the team hears about, each defined in its capability's folder.
    kinds: [inquiryNotification, chatLeadNotification, digestNotification],
    options: options.notifications,
  });
  const services = {
    env,
    logger,
    database,
    business,
    jobs,
    assistant: createAssistant({ env, logger, business }),
    notifications,
    csp: { scriptSrc: [], frameSrc: [], connectSrc: [] },
    // Reversed at shutdown: the sweep stops, then the workers finish, then channels close.
    onClose: [() => notifications.close(), () => jobs.stop(), () => notifications.stop()],
  } as Omit<AppServices, "chat" | "inquiries" | "admin"> as AppServices;
  services.chat = createChatService(services);
  services.inquiries = createInquiryService(services);
  services.admin = createAdminService({
    env,
    logger,
    database,
    business,
    jobs,
    notifications: () => services.notifications,
  });
  // First in line at shutdown: the page views still in memory are written while the database is up.
  services.onClose.push(() => services.admin.stop());
  return services;
}

/**
 * Starts the background parts once every capability has registered its jobs: the queue is
 * installed before the first request, so a record's job can be written in its transaction.
 */
export async function startServices(services: AppServices): Promise<void> {
  await bootstrapStaffFromEnv(services.database, services.env, services.logger);
  await services.jobs.start();
  await services.notifications.start();
  services.admin.start();
}
