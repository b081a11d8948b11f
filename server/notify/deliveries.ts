import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { type NotificationDelivery, notificationDeliveries } from "../../db/schema";
import type { DB } from "../db";
import type { ChannelName } from "./channels/types";
import type { NotificationKind } from "./types";

/** While a worker sends one delivery, others leave it alone; after this a dead worker's claim lapses. */
export const claimSeconds = 300;

export type PlannedDelivery = { channel: ChannelName; target: string };

/**
 * The deliveries of a record's notification, planned on the first attempt from the channels
 * configured then. Later attempts keep that plan: switching a channel on later must not send
 * old records through it.
 */
export async function planDeliveries(
  db: DB,
  kind: NotificationKind,
  recordId: number,
  wanted: PlannedDelivery[],
): Promise<NotificationDelivery[]> {
  const where = and(
    eq(notificationDeliveries.kind, kind),
    eq(notificationDeliveries.recordId, recordId),
  );
  let rows = await db.select().from(notificationDeliveries).where(where);
  if (rows.length === 0 && wanted.length > 0) {
    await db
      .insert(notificationDeliveries)
      .values(wanted.map((w) => ({ kind, recordId, channel: w.channel, target: w.target })))
      .onConflictDoNothing();
    rows = await db.select().from(notificationDeliveries).where(where);
  }
  return rows.sort((a, b) => a.id - b.id);
}

/** Takes a pending delivery for this worker, or returns null if it is done or being sent. */
export async function claimDelivery(db: DB, id: number): Promise<NotificationDelivery | null> {
  const [row] = await db
    .update(notificationDeliveries)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(notificationDeliveries.id, id),
        eq(notificationDeliveries.status, "pending"),
        or(
          isNull(notificationDeliveries.claimedUntil),
          lt(notificationDeliveries.claimedUntil, sql`now()`),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export async function settleDelivery(
  db: DB,
  id: number,
  outcome:
    | { status: "sent"; reference: string }
    | { status: "pending" | "failed" | "skipped"; error: string },
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set(
      outcome.status === "sent"
        ? {
            status: "sent",
            reference: outcome.reference,
            lastError: null,
            deliveredAt: sql`now()`,
            claimedUntil: null,
            updatedAt: sql`now()`,
          }
        : {
            status: outcome.status,
            lastError: outcome.error.slice(0, 2_000),
            claimedUntil: null,
            updatedAt: sql`now()`,
          },
    )
    .where(eq(notificationDeliveries.id, id));
}

export async function deliveriesOf(
  db: DB,
  kind: NotificationKind,
  recordId: number,
): Promise<NotificationDelivery[]> {
  const rows = await db
    .select()
    .from(notificationDeliveries)
    .where(
      and(eq(notificationDeliveries.kind, kind), eq(notificationDeliveries.recordId, recordId)),
    );
  return rows.sort((a, b) => a.id - b.id);
}
