import { and, eq, getTableColumns, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { type NotificationDelivery, notificationDeliveries } from "../../../db/schema";
import type { DB } from "../db";
import type { ChannelName } from "./channels/types";
import type { NotificationKind } from "./types";

/**
 * A claim is a lease: the worker sending a delivery holds it for `leaseSeconds` and renews it
 * while the channel call is in flight, so a live worker keeps its claim however slow the channel,
 * and a dead worker's claim lapses within one lease. The claim's own expiry time, as exact text,
 * is the token of who holds it: renewing or settling with a token another claim has replaced
 * changes nothing.
 */
type Claim = { row: NotificationDelivery; token: string };

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
export async function claimDelivery(
  db: DB,
  id: number,
  leaseSeconds: number,
): Promise<Claim | null> {
  const [row] = await db
    .update(notificationDeliveries)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
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
    .returning({
      ...getTableColumns(notificationDeliveries),
      // Text keeps the microseconds a Date would round away.
      claimToken: sql<string>`${notificationDeliveries.claimedUntil}::text`,
    });
  if (!row) return null;
  const { claimToken, ...delivery } = row;
  return { row: delivery, token: claimToken };
}

/** Extends a claim this worker still holds; null when it lapsed and was taken or settled. */
export async function renewClaim(
  db: DB,
  id: number,
  token: string,
  leaseSeconds: number,
): Promise<string | null> {
  const [row] = await db
    .update(notificationDeliveries)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      and(
        eq(notificationDeliveries.id, id),
        eq(notificationDeliveries.status, "pending"),
        eq(notificationDeliveries.claimedUntil, sql`${token}::timestamptz`),
      ),
    )
    .returning({ token: sql<string>`${notificationDeliveries.claimedUntil}::text` });
  return row?.token ?? null;
}

/**
 * Records the outcome of a send. With the claim's token it is written only while that claim
 * still holds (false otherwise: the delivery was taken over and its new holder settles it).
 */
export async function settleDelivery(
  db: DB,
  id: number,
  outcome:
    | { status: "sent"; reference: string }
    | { status: "pending" | "failed" | "skipped"; error: string },
  token?: string,
): Promise<boolean> {
  const rows = await db
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
    .where(
      and(
        eq(notificationDeliveries.id, id),
        token === undefined
          ? undefined
          : eq(notificationDeliveries.claimedUntil, sql`${token}::timestamptz`),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length > 0;
}

/**
 * Lets go of every claim at once. Only for a process that is the database's one user (embedded
 * PGlite), before its workers start: any claim there was left by a process that has died.
 */
export async function releaseAllClaims(db: DB): Promise<number> {
  const rows = await db
    .update(notificationDeliveries)
    .set({ claimedUntil: null })
    .where(
      and(
        eq(notificationDeliveries.status, "pending"),
        isNotNull(notificationDeliveries.claimedUntil),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length;
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
