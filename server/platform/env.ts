import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

/**
 * Every environment variable the server reads, parsed once at start-up.
 * Defaults make `npm start` work offline with no configuration.
 */
/** UPLOAD_MAX_BYTES when unset: the form states it, the server enforces it. */
export const defaultUploadMaxBytes = 10 * 1024 * 1024;

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** A request's headers must arrive within this (slow-header attacks hold no connection long). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /**
   * A whole request, headers and body, must arrive within this; the answer's time does not count.
   * Long enough for an UPLOAD_MAX_BYTES file on a slow line (10 MB at about 1 Mbit/s).
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** An idle kept-alive connection is closed after this; behind a proxy, above its idle timeout. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /**
   * `npm start`'s supervisor (scripts/supervisor.mjs reads these itself, before any build; they
   * are here so the one list of variables is complete): first wait before a restart, its cap,
   * and how long a run counts as healthy, after which the waits start over.
   */
  SUPERVISOR_RESTART_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(1_000),
  SUPERVISOR_RESTART_MAX_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  SUPERVISOR_HEALTHY_AFTER_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** Trust X-Forwarded-* from a reverse proxy (needed for client IPs and HTTPS detection). */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),

  // Business profile overrides (content/business.ts)
  BRAND_NAME: optionalString,
  ASSISTANT_NAME: optionalString,
  BUSINESS_PHONE: optionalString,
  SALES_EMAIL: optionalString.pipe(z.email().optional()),
  SUPPORT_EMAIL: optionalString.pipe(z.email().optional()),
  PRIVACY_EMAIL: optionalString.pipe(z.email().optional()),
  BUSINESS_HOURS: optionalString,

  // AI assistant: local (default) unless AI_BASE_URL points at an OpenAI-compatible API
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),

  // Team notifications: every channel is optional; the local outbox always records them
  OUTBOX_DIR: optionalString,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  SMTP_FROM: z.string().default("Relaywise <no-reply@relaywise.example>"),
  NOTIFY_EMAIL_TO: optionalString,
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  NOTIFY_SMS_TO: optionalString,
  NOTIFY_WEBHOOK_URL: optionalUrl,
  NOTIFY_WEBHOOK_ALLOW_PRIVATE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),

  // Abuse limits (per IP and per chat session, fixed one-minute / one-hour windows). An office
  // behind one address counts as one IP: raise these for such visitors.
  RATE_LIMIT_CHAT_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_TRANSCRIPT_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_INQUIRIES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_BOOKINGS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Call booking after the lead dialog: how many business days ahead, and the slot length. */
  BOOKING_BUSINESS_DAYS: z.coerce.number().int().min(1).max(30).default(5),
  BOOKING_SLOT_MINUTES: z.coerce.number().int().min(10).max(240).default(30),
  /** Upcoming calls one email address, and one IP, may hold at once. */
  BOOKING_MAX_UPCOMING_PER_VISITOR: z.coerce.number().int().min(1).default(2),
  /** A call can be booked for a request only this long after sending it, from the same page. */
  BOOKING_INQUIRY_MAX_AGE_MINUTES: z.coerce.number().int().min(1).max(10080).default(60),
  /** Emails to one visitor address per day, every kind together (confirmations, transcripts). */
  RATE_LIMIT_VISITOR_EMAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** The "send me this conversation" confirmation link works this long. */
  TRANSCRIPT_CONFIRM_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),

  // Card payments: Stripe when STRIPE_SECRET_KEY is set, the embedded sandbox otherwise
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another base URL for Stripe's API (a local stand-in in tests). */
  STRIPE_API_BASE: optionalUrl,
  RATE_LIMIT_PAYMENTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** The same order paid this many minutes ago or less is refused (409); 0 turns it off. */
  PAYMENT_REPEAT_WINDOW_MINUTES: z.coerce.number().int().min(0).max(10_080).default(10),
  RATE_LIMIT_CONSULTATIONS_PER_HOUR: z.coerce.number().int().min(1).default(5),

  // Uploaded files (consultations): local disk under DATA_DIR/uploads unless S3 is configured
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(defaultUploadMaxBytes),
  STORAGE: z.enum(["disk", "s3"]).optional(),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Signs the team's links to uploaded files; generated and kept in DATA_DIR when unset. */
  FILE_LINK_SECRET: optionalString.pipe(z.string().min(32).optional()),
  FILE_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(8760).default(168),
  // Workflows (server/workflows): the visitor cookie's signing key and the engine's limits
  /** Signs the anonymous visitor cookie; unset: a random key kept in DATA_DIR (one instance). */
  VISITOR_COOKIE_SECRET: optionalString.pipe(z.string().min(32).optional()),
  WORKFLOW_MAX_NODES: z.coerce.number().int().min(1).max(2000).default(250),
  WORKFLOW_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(4000).default(500),
  WORKFLOW_MAX_PER_VISITOR: z.coerce.number().int().min(1).default(50),
  /** A step running longer than this fails (and fails its run). */
  WORKFLOW_STEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** A whole run; past it the job is abandoned and the run resumed or failed. */
  WORKFLOW_RUN_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  RATE_LIMIT_WORKFLOW_RUNS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_WORKFLOW_SUGGESTIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Test step, per IP per hour: apart from runs, as a step is tried many times while built. */
  RATE_LIMIT_WORKFLOW_STEP_TESTS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  /**
   * Test runs of an unsaved draft, per IP per hour: apart from runs of saved workflows, as the
   * Run button of a draft is pressed after each change while it is built, and sends nothing.
   */
  RATE_LIMIT_WORKFLOW_TEST_RUNS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  /** Saves of a new workflow, and changes to a saved one, per IP per hour. */
  RATE_LIMIT_WORKFLOW_CREATES_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_WORKFLOW_UPDATES_PER_HOUR: z.coerce.number().int().min(1).default(120),
  /** The event a run starts from (its JSON), at most. */
  WORKFLOW_TRIGGER_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  /** A run's logged step data, at most; past it steps log their status only, marked truncated. */
  WORKFLOW_RUN_LOG_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(4096)
    .default(256 * 1024),
  /** One step's logged output, at most (longer values are cut and marked). */
  WORKFLOW_STEP_LOG_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(512)
    .default(16 * 1024),

  // Staff inbox (/admin). On first start with no staff account, ADMIN_EMAIL + ADMIN_PASSWORD_HASH
  // (an argon2id PHC string) create one; otherwise use `npm run staff:add`.
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_USERNAME: z.string().trim().min(2).default("admin"),
  ADMIN_PASSWORD_HASH: optionalString,
  /** A staff session unused this long ends. */
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  /** Sign-in attempts per account, and per IP, in a one-minute window. */
  RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_ADMIN_LOGIN_IP_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  ADMIN_INBOX_PAGE_SIZE: z.coerce.number().int().min(5).max(200).default(25),
  /** Hour (UTC) after which the daily digest of items still new after 24 hours goes out. */
  ADMIN_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(13),
  /** Page views are summed in memory and written this often. */
  PAGE_VIEW_FLUSH_SECONDS: z.coerce.number().int().min(1).default(30),
  /** How often each process checks whether the daily digest is due. */
  ADMIN_DIGEST_CHECK_SECONDS: z.coerce.number().int().min(10).default(600),
  /**
   * How often each process queues again the notifications that were never planned or are still
   * pending past their job's retries (0: only at start-up).
   */
  NOTIFY_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(900),

  /** Days an outbox file is kept; older ones are deleted (0 keeps them for ever). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(0).default(30),
  // A job or notification send is leased to its process for this long, renewed every third of it.
  WORK_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(30),
});

export type Env = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  OUTBOX_DIR: string;
};

export class EnvError extends Error {
  constructor(public readonly issues: { variable: string; message: string }[]) {
    super(
      `Invalid environment configuration:\n${issues.map((i) => `  ${i.variable}: ${i.message}`).join("\n")}`,
    );
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "(unknown)"),
        message: issue.message,
      })),
    );
  }
  const env = result.data;
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
    throw new EnvError([
      { variable: "STRIPE_PUBLISHABLE_KEY", message: "is required when STRIPE_SECRET_KEY is set" },
    ]);
  }
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
    throw new EnvError([
      {
        variable: "HTTP_HEADERS_TIMEOUT_MS",
        message:
          "must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)",
      },
    ]);
  }
  const port = env.PORT;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    OUTBOX_DIR: path.resolve(env.OUTBOX_DIR ?? path.join(env.DATA_DIR, "outbox")),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
  };
}
