/**
 * The daily digest: once a day, the inbox items still new after the reply promise (24 hours),
 * emailed to the team through the notification service (admin/notifications.ts), so the promise
 * is checkable. The digest is a durable job on the one job queue, keyed by the day, and its row
 * (unique per day) makes a second run, on this instance or another, a no-op.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { itemKindLabels } from "../../content/admin";
import { inboxDigests } from "../../db/schema";
import type { PersonRow } from "../../lib/admin";
import type { Database } from "../platform/db";
import { runTransaction } from "../platform/db/transaction";
import { defineJob, type JobQueue } from "../platform/jobs";
import type { Logger } from "../platform/logger";
import type { NotificationService } from "../platform/notify/types";
import { type DigestItem, digestNotificationKind } from "./notifications";

/**
 * Registers the digest job; `tick()` sends today's job once the digest hour has passed and no
 * digest exists for today. The scheduler ticks every few minutes on every instance: the job's
 * key and the day's unique row keep it to one digest.
 */
export function createDigest(deps: {
  database: Database;
  jobs: JobQueue;
  /** People still new after `hours`: what the digest lists. */
  staleNew: (hours: number) => Promise<PersonRow[]>;
  notifications: () => NotificationService;
  logger: Logger;
  hourUtc: number;
  staleHours: number;
  now?: () => Date;
}) {
  const { database } = deps;
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger.child({ component: "digest" });

  async function run(day: string): Promise<{ digestId: number | null; items: number }> {
    const stale = await deps.staleNew(deps.staleHours);
    const items: DigestItem[] = stale.map((p) => ({
      kind: "person",
      id: p.id,
      createdAt: p.lastActivityAt,
      name: p.name,
      email: p.email,
      summary: itemKindLabels[p.lastActivity ?? ""] ?? null,
    }));
    return runTransaction(database, async (tx) => {
      const [row] = await tx
        .insert(inboxDigests)
        .values({ day, items })
        .onConflictDoNothing()
        .returning({ id: inboxDigests.id });
      if (!row) return { digestId: null, items: 0 };
      // A day with nothing waiting is recorded (so the day is done) but sends nothing.
      if (items.length > 0) {
        await deps.notifications().notify(digestNotificationKind, row.id, { tx });
      }
      logger.info("daily digest", { day, items: items.length });
      return { digestId: row.id, items: items.length };
    });
  }

  const job = defineJob({
    name: "inbox-digest",
    schema: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
    retry: { limit: 20, delaySeconds: 60, backoff: false },
    timeoutSeconds: 120,
    handler: async ({ day }) => {
      await run(day);
    },
  });
  deps.jobs.register(job);

  async function tick(): Promise<"sent" | "not-yet" | "done"> {
    const at = now();
    if (at.getUTCHours() < deps.hourUtc) return "not-yet";
    const day = at.toISOString().slice(0, 10);
    const [existing] = await database.db
      .select({ id: inboxDigests.id })
      .from(inboxDigests)
      .where(eq(inboxDigests.day, day));
    if (existing) return "done";
    await deps.jobs.send(job, { day }, { key: `digest:${day}` });
    return "sent";
  }

  return {
    run,
    /** Run periodically by the scheduler: queues today's digest once the hour has come. */
    tick,
  };
}
