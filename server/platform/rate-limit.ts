import { sql } from "drizzle-orm";
import { adminTexts } from "../../content/admin";
import { bookingTexts } from "../../content/booking";
import { chatErrors } from "../../content/chat";
import { consultationApi } from "../../content/consultation";
import { paymentErrors } from "../../content/payments";
import { waitText } from "../../content/request-errors";
import { workflowsPage } from "../../content/workflows-page";
import type { Database } from "./db";
import type { Env } from "./env";
import { AppError } from "./errors";

export type RateLimitRule = {
  /** e.g. "chat:ip:203.0.113.7"; one counter row per key. */
  key: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = {
  key: string;
  allowed: boolean;
  count: number;
  limit: number;
  resetAt: Date;
  /** Whole seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
};

type Row = { count: number; reset_at: Date | string; retry_after: number | string };

/**
 * Counts one hit in a fixed window shared by every instance: a single atomic upsert in the
 * rate_limits table, timed by the database clock so instances with skewed clocks agree.
 */
export async function hitRateLimit(
  // Only the query handle: a notification job counts on the db it was handed.
  database: Pick<Database, "db">,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const seconds = Math.max(1, Math.round(rule.windowSeconds));
  const result = await database.db.execute(sql`
    insert into rate_limits as r (key, count, reset_at)
    values (${rule.key}, 1, now() + ${seconds}::int * interval '1 second')
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning r.count, r.reset_at,
      greatest(1, ceil(extract(epoch from (r.reset_at - now()))))::int as retry_after
  `);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  const count = Number(row.count);
  return {
    key: rule.key,
    allowed: count <= rule.limit,
    count,
    limit: rule.limit,
    resetAt: new Date(row.reset_at),
    retryAfterSeconds: Number(row.retry_after),
  };
}

/** A limit a visitor is told about: over it, a 429 whose message says how long to wait. */
type AnsweredRule = Omit<RateLimitRule, "key"> & {
  /** The counter's key before the subject: "chat:ip" counts "chat:ip:203.0.113.7". */
  key: string;
  message: (wait: string) => string;
};
/** A limit that refuses silently (the caller decides what happens instead of a 429). */
type SilentRule = Omit<RateLimitRule, "key"> & { key: string; message?: undefined };

const minute = 60;
const hour = 60 * minute;

/**
 * Every rate limit of the site, in one list: the counter's key (unchanged across versions, the
 * counters are shared by every instance), the limit from env, the window, and what a visitor
 * over it reads. A capability adds its limit here and calls `rateLimits.enforce({ name: subject })`
 * where the limit must count, in its route or in its use case.
 */
export function rateLimitRules(env: Env) {
  return {
    chatSession: {
      key: "chat-session:ip",
      limit: env.RATE_LIMIT_CHAT_SESSIONS_PER_HOUR,
      windowSeconds: hour,
      message: chatErrors.sessionRateLimited,
    },
    chatMessageIp: {
      key: "chat:ip",
      limit: env.RATE_LIMIT_CHAT_PER_MINUTE,
      windowSeconds: minute,
      message: chatErrors.chatRateLimited,
    },
    chatMessageSession: {
      key: "chat:session",
      limit: env.RATE_LIMIT_CHAT_PER_MINUTE,
      windowSeconds: minute,
      message: chatErrors.chatRateLimited,
    },
    inquiry: {
      key: "inquiry:ip",
      limit: env.RATE_LIMIT_INQUIRIES_PER_HOUR,
      windowSeconds: hour,
      message: chatErrors.inquiryRateLimited,
    },
    booking: {
      key: "booking:ip",
      limit: env.RATE_LIMIT_BOOKINGS_PER_HOUR,
      windowSeconds: hour,
      message: bookingTexts.rateLimited,
    },
    consultation: {
      key: "consultation:ip",
      limit: env.RATE_LIMIT_CONSULTATIONS_PER_HOUR,
      windowSeconds: hour,
      message: consultationApi.rateLimited,
    },
    payment: {
      key: "payment:ip",
      limit: env.RATE_LIMIT_PAYMENTS_PER_HOUR,
      windowSeconds: hour,
      message: paymentErrors.rateLimited,
    },
    workflowCreate: {
      key: "workflow-create:ip",
      limit: env.RATE_LIMIT_WORKFLOW_CREATES_PER_HOUR,
      windowSeconds: hour,
      message: workflowsPage.limits.createsRateLimited,
    },
    workflowUpdate: {
      key: "workflow-update:ip",
      limit: env.RATE_LIMIT_WORKFLOW_UPDATES_PER_HOUR,
      windowSeconds: hour,
      message: workflowsPage.limits.updatesRateLimited,
    },
    workflowRun: {
      key: "workflow-run:ip",
      limit: env.RATE_LIMIT_WORKFLOW_RUNS_PER_HOUR,
      windowSeconds: hour,
      message: workflowsPage.limits.runsRateLimited,
    },
    workflowStepTest: {
      key: "workflow-step-test:ip",
      limit: env.RATE_LIMIT_WORKFLOW_STEP_TESTS_PER_HOUR,
      windowSeconds: hour,
      message: workflowsPage.limits.stepTestsRateLimited,
    },
    workflowTestRun: {
      key: "workflow-test-run:ip",
      limit: env.RATE_LIMIT_WORKFLOW_TEST_RUNS_PER_HOUR,
      windowSeconds: hour,
      message: workflowsPage.limits.testRunsRateLimited,
    },
    workflowSuggest: {
      key: "workflow-suggest:ip",
      limit: env.RATE_LIMIT_WORKFLOW_SUGGESTIONS_PER_HOUR,
      windowSeconds: hour,
      message: workflowsPage.limits.suggestionsRateLimited,
    },
    adminLoginAccount: {
      key: "admin-login:account",
      limit: env.RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE,
      windowSeconds: minute,
      message: adminTexts.loginRateLimited,
    },
    adminLoginIp: {
      key: "admin-login:ip",
      limit: env.RATE_LIMIT_ADMIN_LOGIN_IP_PER_MINUTE,
      windowSeconds: minute,
      message: adminTexts.loginRateLimited,
    },
    // Silent: over these the message is not sent, and the visitor is not told why.
    transcriptSession: {
      key: "transcript:session",
      limit: env.RATE_LIMIT_TRANSCRIPT_REQUESTS_PER_HOUR,
      windowSeconds: hour,
    },
    transcriptIp: {
      key: "transcript:ip",
      limit: env.RATE_LIMIT_TRANSCRIPT_REQUESTS_PER_HOUR,
      windowSeconds: hour,
    },
    visitorMail: {
      key: "visitor-mail:address",
      limit: env.RATE_LIMIT_VISITOR_EMAILS_PER_ADDRESS_PER_DAY,
      windowSeconds: 24 * hour,
    },
  } satisfies Record<string, AnsweredRule | SilentRule>;
}

type Rules = ReturnType<typeof rateLimitRules>;
export type RateLimitName = keyof Rules;
/** The limits a visitor is answered about (a 429), and the silent ones. */
export type AnsweredLimit = {
  [N in RateLimitName]: Rules[N] extends AnsweredRule ? N : never;
}[RateLimitName];
export type SilentLimit = Exclude<RateLimitName, AnsweredLimit>;

/**
 * Which counters one request hits: a limit's name and its subject (an IP, an account, a session,
 * a keyed address). A subject left undefined is not counted.
 */
export type LimitSubjects<N extends RateLimitName> = Partial<Record<N, string | undefined>>;

export type RateLimiter = {
  /**
   * Counts one hit on each named limit for its subject; over any, an AppError 429 with
   * Retry-After (the longest wait among the limits exceeded) and that limit's message, which
   * says how long to wait. Every hit is counted before the answer, as the limits bound attempts.
   */
  enforce(subjects: LimitSubjects<AnsweredLimit>): Promise<void>;
  /**
   * The same refusal as `enforce` when a hit now would be over a limit, without counting one:
   * for a use case that counts only what it takes, and refuses a sender already over the limit
   * before doing the work (reading an upload) that a refusal would waste.
   */
  check(subjects: LimitSubjects<AnsweredLimit>): Promise<void>;
  /**
   * Counts the same way, without answering: false when any is over. `database` is the handle
   * to count on when the caller holds its own (a notification job's).
   */
  allows(subjects: LimitSubjects<SilentLimit>, database?: Pick<Database, "db">): Promise<boolean>;
  /** The limits as configured, for a log line or a test. */
  rules: Rules;
};

/** The one way code counts against a rate limit (see `rateLimitRules`). */
export function createRateLimiter(database: Database, env: Env): RateLimiter {
  const rules = rateLimitRules(env);

  async function hitAll(subjects: LimitSubjects<RateLimitName>, on: Pick<Database, "db">) {
    const hits: Array<{ name: RateLimitName; result: RateLimitResult }> = [];
    for (const [name, subject] of Object.entries(subjects) as [RateLimitName, string][]) {
      if (subject === undefined) continue;
      const rule = rules[name];
      const result = await hitRateLimit(on, {
        key: `${rule.key}:${subject}`,
        limit: rule.limit,
        windowSeconds: rule.windowSeconds,
      });
      hits.push({ name, result });
    }
    return hits;
  }

  /** Over any limit: a 429 with the longest wait among them and that limit's message. */
  function refuseOver(exceeded: Array<{ name: RateLimitName; retryAfterSeconds: number }>) {
    if (!exceeded.length) return;
    const longest = exceeded.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
    const wait = longest.retryAfterSeconds;
    const rule = rules[longest.name] as AnsweredRule;
    throw new AppError("rate_limited", rule.message(waitText(wait)), undefined, {
      "Retry-After": String(wait),
    });
  }

  return {
    rules,
    async enforce(subjects) {
      const hits = await hitAll(subjects, database);
      refuseOver(
        hits
          .filter((h) => !h.result.allowed)
          .map((h) => ({ name: h.name, retryAfterSeconds: h.result.retryAfterSeconds })),
      );
      maybePrune(database);
    },
    async check(subjects) {
      const exceeded: Array<{ name: RateLimitName; retryAfterSeconds: number }> = [];
      for (const [name, subject] of Object.entries(subjects) as [RateLimitName, string][]) {
        if (subject === undefined) continue;
        const rule = rules[name];
        const result = await database.db.execute(sql`
          select count,
            greatest(1, ceil(extract(epoch from (reset_at - now()))))::int as retry_after
          from rate_limits
          where key = ${`${rule.key}:${subject}`} and reset_at > now()
        `);
        const [row] = (result as unknown as { rows: Omit<Row, "reset_at">[] }).rows;
        // The next hit would be one more than the window holds now.
        if (row && Number(row.count) >= rule.limit) {
          exceeded.push({ name, retryAfterSeconds: Number(row.retry_after) });
        }
      }
      refuseOver(exceeded);
    },
    async allows(subjects, on = database) {
      const hits = await hitAll(subjects, on);
      return hits.every((h) => h.result.allowed);
    },
  };
}

let hitsSincePrune = 0;

// Expired windows are dead rows; dropping them now and then keeps the table small without a job.
function maybePrune(database: Database) {
  hitsSincePrune += 1;
  if (hitsSincePrune < 500) return;
  hitsSincePrune = 0;
  database.db
    .execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`)
    .catch(() => {});
}
