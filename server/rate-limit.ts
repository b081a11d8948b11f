import { sql } from "drizzle-orm";
import { AppError } from "./errors";
import type { Database } from "./db";

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

/**
 * Counts a hit on every rule and throws a 429 with Retry-After (the longest wait among the rules
 * exceeded) when any is over its limit.
 */
export async function enforceRateLimits(
  database: Database,
  rules: RateLimitRule[],
  message: string,
): Promise<RateLimitResult[]> {
  const results: RateLimitResult[] = [];
  for (const rule of rules) results.push(await hitRateLimit(database, rule));
  const exceeded = results.filter((r) => !r.allowed);
  if (exceeded.length) {
    const retryAfter = Math.max(...exceeded.map((r) => r.retryAfterSeconds));
    throw new AppError("rate_limited", message, undefined, { "Retry-After": String(retryAfter) });
  }
  maybePrune(database);
  return results;
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
