import { type BusinessProfile, resolveBusinessProfile } from "../content/business";
import { adminNotifications } from "./admin/notifications";
import { storageFileDownloads } from "./admin/files";
import { type AdminService, createAdminService } from "./admin/service";
import { bootstrapStaffFromEnv } from "./admin/staff";
import { createAssistant } from "./assistant";
import type { Assistant } from "./assistant/types";
import { type BookingService, createBookingService } from "./leads/bookings";
import { chatNotifications } from "./chat/notifications";
import { createTranscriptLinks } from "./chat/transcript-link";
import { sweepSpool } from "./consultations/files";
import { consultationNotifications } from "./consultations/notifications";
import { type ConsultationService, createConsultationService } from "./consultations/service";
import { type ChatService, createChatService } from "./chat/service";
import type { Database } from "./platform/db";
import type { Env } from "./platform/env";
import { leadNotifications } from "./leads/notifications";
import { createInquiryService, type InquiryService } from "./leads/inquiries";
import { createJobQueue, type JobQueue, type JobQueueOptions } from "./platform/jobs";
import { createScheduler, type PeriodicTask, type Scheduler } from "./platform/jobs/schedule";
import type { Logger } from "./platform/logger";
import { paymentNotifications } from "./payments/notifications";
import { cardPageCsp } from "./payments/csp";
import { createPaymentProvider } from "./payments/pick";
import type { PaymentProvider } from "./payments/provider";
import { createPaymentService, type PaymentService } from "./payments/service";
import { createNotificationService, type NotificationServiceOptions } from "./platform/notify";
import type { NotificationService } from "./platform/notify/types";
import { createFileStorage, type FileStorage, spoolDir } from "./platform/storage";
import {
  createFileLinkSigner,
  type FileLinkSigner,
  resolveFileLinkSecret,
} from "./platform/storage/signed-link";
import { workflowNotifications } from "./workflows/notifications";
import { createWorkflowService, type WorkflowService } from "./workflows/service";
import { type VisitorKeys, visitorKeysFromEnv } from "./platform/visitor-keys";
import { createFormTokens, type FormTokens } from "./platform/form-token";
import type { CspConfig } from "./platform/http/security";
import { createRateLimiter, type RateLimiter } from "./platform/rate-limit";

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
  /** Every periodic task of the process (`periodicTasks` below). */
  scheduler: Scheduler;
  assistant: Assistant;
  notifications: NotificationService;
  chat: ChatService;
  inquiries: InquiryService;
  /** The card provider (Stripe or the sandbox), picked once from env. */
  paymentProvider: PaymentProvider;
  payments: PaymentService;
  consultations: ConsultationService;
  workflows: WorkflowService;
  bookings: BookingService;
  /** The staff inbox at /admin: sessions, inbox kinds, dashboard, page views, digest. */
  admin: AdminService;
  /** Uploaded files: local disk or S3-compatible storage, chosen from env. */
  storage: FileStorage;
  /** Signed, expiring links to stored files (GET /api/files/:token). */
  fileLinks: FileLinkSigner;
  /** Per-purpose keys for what visitors hand back: chat cookie, transcript link, booking token. */
  visitorKeys: VisitorKeys;
  /** The signed token of a server-rendered form: its idempotency key and when it was shown. */
  formTokens: FormTokens;
  /** Every rate limit, counted in the database so all instances share them. */
  rateLimits: RateLimiter;
  /**
   * Extra origins the Content-Security-Policy must allow: on every page, and the extensions
   * capabilities register for their own pages (the card provider's, server/payments/csp.ts).
   */
  csp: CspConfig;
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
  const jobs = createJobQueue({
    database,
    logger,
    options: { leaseSeconds: env.WORK_LEASE_SECONDS, ...options.jobs },
  });
  const storage = createFileStorage(env);
  const fileLinks = createFileLinkSigner({
    secret: resolveFileLinkSecret(env.FILE_LINK_SECRET, env.DATA_DIR),
    ttlSeconds: env.FILE_LINK_TTL_HOURS * 3600,
    publicUrl: env.PUBLIC_URL,
  });
  const visitorKeys = visitorKeysFromEnv(env);
  const rateLimits = createRateLimiter(database, env);
  const notifications = createNotificationService({
    env,
    logger,
    database,
    business,
    jobs,
    // Every kind, to the team or to the visitor, from each capability's notifications.ts.
    kinds: [
      ...leadNotifications({ businessHours: business.hours }),
      ...chatNotifications({ links: createTranscriptLinks({ keys: visitorKeys, env }) }),
      ...consultationNotifications({ storage, links: fileLinks }),
      ...paymentNotifications,
      ...workflowNotifications,
      ...adminNotifications,
    ],
    visitorKeys,
    rateLimits,
    options: options.notifications,
  });
  const paymentProvider = createPaymentProvider(env, logger);
  const services = {
    env,
    logger,
    database,
    business,
    jobs,
    assistant: createAssistant({ env, logger, business }),
    notifications,
    paymentProvider,
    storage,
    fileLinks,
    visitorKeys,
    formTokens: createFormTokens(visitorKeys),
    rateLimits,
    csp: {
      scriptSrc: [],
      frameSrc: [],
      connectSrc: [],
      extensions: [cardPageCsp(paymentProvider)],
    },
    // Reversed at shutdown: the sweep stops, then the workers finish, then channels close.
    onClose: [
      async () => storage.close?.(),
      () => notifications.close(),
      () => jobs.stop(),
      () => notifications.stop(),
    ],
  } as Omit<
    AppServices,
    | "chat"
    | "inquiries"
    | "payments"
    | "consultations"
    | "workflows"
    | "bookings"
    | "admin"
    | "scheduler"
  > as AppServices;
  services.chat = createChatService(services);
  services.inquiries = createInquiryService(services);
  services.payments = createPaymentService(services);
  services.consultations = createConsultationService(services);
  services.workflows = createWorkflowService(services);
  jobs.register(services.workflows.runJob);
  services.bookings = createBookingService(services);
  services.admin = createAdminService({
    env,
    logger,
    database,
    business,
    jobs,
    notifications: () => services.notifications,
    rateLimits,
    files: storageFileDownloads(storage),
  });
  // The page views still in memory are written while the database is up.
  services.onClose.push(() => services.admin.stop());
  services.scheduler = createScheduler(logger, periodicTasks(services));
  // First in line at shutdown: no periodic task starts while the rest stops.
  services.onClose.push(() => services.scheduler.stop());
  return services;
}

/**
 * Every piece of work a process does on a timer, with its interval from env. Each finds what is
 * due in the database (or in this process's memory) and does it or hands it to a durable job, so
 * several processes running the same task is harmless.
 */
export function periodicTasks(
  services: Pick<AppServices, "env" | "notifications" | "admin" | "workflows">,
): PeriodicTask[] {
  const { env } = services;
  return [
    {
      name: "notification-sweep",
      everySeconds: env.NOTIFY_SWEEP_INTERVAL_SECONDS,
      run: () => services.notifications.sweep(),
    },
    {
      name: "inbox-digest-check",
      everySeconds: env.ADMIN_DIGEST_CHECK_SECONDS,
      atStart: true,
      run: () => services.admin.digest.tick(),
    },
    {
      name: "page-view-flush",
      everySeconds: env.PAGE_VIEW_FLUSH_SECONDS,
      run: () => services.admin.pageViews.flush(),
    },
    {
      // A run's time limit: a run silent for longer than that has lost its process.
      name: "workflow-run-recovery",
      everySeconds: env.WORKFLOW_RUN_TIMEOUT_SECONDS,
      run: () => services.workflows.recover(),
    },
  ];
}

/**
 * Starts the background parts once every capability has registered its jobs: the queue is
 * installed before the first request, so a record's job can be written in its transaction.
 */
export async function startServices(services: AppServices): Promise<void> {
  // Before any upload of this run: what an interrupted run left in the spool (ADR 0015).
  await sweepSpool({
    spoolDir: spoolDir(services.env),
    database: services.database,
    storage: services.storage,
    logger: services.logger,
  });
  await bootstrapStaffFromEnv(services.database, services.env, services.logger);
  await services.jobs.start();
  await services.notifications.start();
  await services.workflows.start();
  services.scheduler.start();
}
