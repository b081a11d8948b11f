/**
 * The daily digest: once a day, the inbox items still new after the reply promise (24 hours),
 * emailed to the team through the notification service (kind 'inbox_digest'), so the promise
 * is checkable. The digest is a durable job on the one job queue, keyed by the day, and its row
 * (unique per day) makes a second run, on this instance or another, a no-op.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { adminTexts, itemKindLabels, statusLabels } from "../../content/admin";
import { inboxDigests } from "../../db/schema";
import type { InboxRow, PersonRow } from "../../lib/admin";
import type { Database } from "../db";
import { runTransaction } from "../db/transaction";
import { defineJob, type JobQueue } from "../jobs";
import type { Logger } from "../logger";
import {
  clip,
  section,
  type SlackBlock,
  slackEscape,
  smsText,
  type TeamNotification,
} from "../notify/format";
import type { NotificationKindDefinition, NotificationService } from "../notify/types";
import { rowsOf } from "./kinds/types";

export const digestNotificationKind = "inbox_digest";

type DigestItem = Pick<InboxRow, "kind" | "id" | "createdAt" | "name" | "email" | "summary">;

export function formatDigest(
  digest: { id: number; day: string; items: DigestItem[]; createdAt: Date },
  context: { brand: string; publicUrl: string },
): TeamNotification {
  const count = digest.items.length;
  const subject = adminTexts.digestSubject(count);
  // Digests before the people-first inbox listed items; their stored lines keep their links.
  const path = (i: DigestItem) =>
    i.kind === "person" ? `/admin/people/${i.id}` : `/admin/items/${i.kind}/${i.id}`;
  const what = (i: DigestItem) =>
    i.kind === "person" ? "" : `${itemKindLabels[i.kind] ?? i.kind}  `;
  const line = (i: DigestItem) =>
    `${i.createdAt.slice(0, 16).replace("T", " ")} UTC  ${what(i)}${i.name ?? "(no name)"}${i.email ? ` <${i.email}>` : ""}${i.summary ? `  ${i.summary}` : ""}\n  ${context.publicUrl}${path(i)}`;
  const text = [
    subject,
    "",
    `Every item below arrived more than ${adminTexts.replyPromise} ago and is still ${statusLabels.new.toLowerCase()}.`,
    "",
    section("Waiting", digest.items.map(line).join("\n")),
    "",
    `Open the inbox: ${context.publicUrl}/admin?status=new`,
    "",
    "-- ",
    `${context.brand} daily digest, ${digest.day}`,
    "",
  ].join("\n");
  const blocks: SlackBlock[] = [
    { type: "header", text: { type: "plain_text", text: clip(subject, 150), emoji: false } },
    {
      type: "section",
      text: {
        type: "mrkdwn",
        text: clip(
          digest.items
            .map(
              (i) => `• ${slackEscape(`${what(i)}${i.name ?? i.email ?? ""} ${i.summary ?? ""}`)}`,
            )
            .join("\n"),
          2900,
        ),
      },
    },
  ];
  return {
    kind: digestNotificationKind,
    recordId: digest.id,
    subject,
    text,
    sms: smsText([`${context.brand}:`, subject]),
    slack: { text: subject, blocks },
    replyTo: null,
    details: { receivedAt: digest.createdAt.toISOString(), day: digest.day, items: digest.items },
  };
}

export const digestNotification: NotificationKindDefinition = {
  kind: digestNotificationKind,
  async load(db, recordId, context) {
    const [row] = await db.select().from(inboxDigests).where(eq(inboxDigests.id, recordId));
    if (!row) return null;
    return formatDigest({ ...row, items: row.items as DigestItem[] }, context);
  },
  async unfinished(db, limit) {
    const result = await db.execute(sql`
      select g.id from inbox_digests g
      where (jsonb_array_length(g.items) > 0 and g.created_at > now() - interval '2 days'
          and not exists (select 1 from notification_deliveries d
            where d.kind = ${digestNotificationKind} and d.record_id = g.id))
        or exists (select 1 from notification_deliveries d
          where d.kind = ${digestNotificationKind} and d.record_id = g.id and d.status = 'pending')
      order by g.id limit ${limit}`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  },
};

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
