/**
 * The payment records: one per provider intent (or per request without payment), with its status
 * history, stored with the team's notification in one transaction; and the repeat-window check
 * that refuses a second charge for what the same buyer just paid.
 */
import { and, desc, eq, or, sql } from "drizzle-orm";
import { paymentErrors, paymentTexts } from "../../content/payments";
import { type Payment, type PaymentStatusChange, payments } from "../../db/schema";
import type { Database } from "../platform/db";
import { runTransaction, type Transaction } from "../platform/db/transaction";
import { AppError } from "../platform/errors";
import type { NotificationService } from "../platform/notify/types";
import { attachPerson } from "../people/attach";
import { type PaymentNotificationKind, paymentNotificationKinds } from "./notifications";
import type { Order, Purpose } from "./pricing";
import type { PaymentProvider, ProviderIntent } from "./provider";

/** A payment reference the visitor and the team both see. */
export const referenceOf = (payment: Pick<Payment, "id" | "providerPaymentId">) =>
  payment.providerPaymentId ??
  `${paymentTexts.referencePrefix}${String(payment.id).padStart(6, "0")}`;

export const statusChange = (status: string, note?: string): PaymentStatusChange => ({
  status,
  at: new Date().toISOString(),
  ...(note ? { note } : {}),
});

/** A trial's saved card is not a payment: its repeat is told so in its own words. */
export const alreadyDone = (purpose: Purpose) =>
  purpose === "vibe_coding" ? paymentErrors.trialAlreadyStarted : paymentErrors.alreadyPaid;

/** Read at each call, not copied: the container (and a test) may swap a service after build. */
export type PaymentRecordDeps = {
  database: Database;
  notifications: NotificationService;
  paymentProvider: PaymentProvider;
  env: { PAYMENT_REPEAT_WINDOW_MINUTES: number };
};

export function createPaymentRecords(deps: PaymentRecordDeps) {
  const { database } = deps;
  const provider = () => deps.paymentProvider;

  /** The team's notification of a payment event, in the record's transaction. */
  function notifyTeam(tx: Transaction, kind: PaymentNotificationKind, id: number) {
    return deps.notifications.notify(paymentNotificationKinds[kind].kind, id, { tx });
  }

  /** The record of the current provider's intent with this id. */
  async function byProviderId(
    providerPaymentId: string,
    db = database.db,
  ): Promise<Payment | null> {
    const [found] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider().name),
          eq(payments.providerPaymentId, providerPaymentId),
        ),
      );
    return found ?? null;
  }

  return {
    notifyTeam,
    byProviderId,

    /** Stores the record for a provider intent once; a repeat of the same intent finds it. */
    async storeIntent(
      order: Order,
      key: string,
      intent: ProviderIntent,
      extra: Partial<typeof payments.$inferInsert> = {},
    ): Promise<Payment> {
      return runTransaction(database, async (tx) => {
        // An attempt at paying is activity, not a new request: the order form or the provider's
        // outcome is what the team acts on.
        const personId = await attachPerson(tx, order.customer, { kind: "payment", opens: false });
        const [inserted] = await tx
          .insert(payments)
          .values({
            personId,
            provider: provider().name,
            providerPaymentId: intent.id,
            kind: order.purpose,
            itemId: order.itemId,
            amountCents: order.amountCents,
            currency: "usd",
            status: intent.status,
            statusHistory: [statusChange(intent.status, "created")],
            customerName: order.customer.name,
            customerEmail: order.customer.email,
            customerPhone: order.customer.phone,
            customerCompany: order.customer.company,
            customerInfo: order.customerInfo,
            metadata: order.metadata,
            sessionId: order.sessionId,
            idempotencyKey: key,
            ...extra,
          })
          .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
          .returning();
        if (inserted) {
          await notifyTeam(
            tx,
            order.purpose === "vibe_coding" ? "subscription_request" : "payment_request",
            inserted.id,
          );
          return inserted;
        }
        return (await byProviderId(intent.id, tx))!;
      });
    },

    /**
     * The same item bought by the same buyer within the repeat window is a 409 before any new
     * intent exists, and before a stored order's card is charged: a second tab, a resent form
     * or the same order typed again never pays twice, whether or not it carries the first
     * attempt's key. The buyer is their email, whatever its case or the other fields typed; an
     * order without one is matched on the whole form and session.
     */
    async refuseIfJustPaid(
      order: BuyerAndItem,
      stored?: { id: number; createdAt: Date },
    ): Promise<void> {
      const twin = await paidTwin(order, stored);
      if (twin) throw new AppError("conflict", alreadyDone(order.purpose));
    },

    paidTwin,
  };

  /**
   * What the same buyer paid for the same item within the repeat window or, for an order
   * already stored, at any time after that order was made: an unpaid twin of a paid order is a
   * second tab or a Back, never a purchase of its own.
   */
  async function paidTwin(
    order: BuyerAndItem,
    stored?: { id: number; createdAt: Date },
  ): Promise<Payment | null> {
    const minutes = deps.env.PAYMENT_REPEAT_WINDOW_MINUTES;
    if (minutes <= 0) return null;
    const email = order.customer.email?.trim().toLowerCase();
    const sameBuyer = email
      ? sql`lower(${payments.customerEmail}) = ${email}`
      : and(
          sql`${payments.customerInfo} = ${JSON.stringify(order.customerInfo)}::jsonb`,
          sql`${payments.sessionId} is not distinct from ${order.sessionId}`,
        );
    const recent = sql`${payments.updatedAt} > now() - make_interval(mins => ${Math.max(0, minutes)})`;
    const [paid] = await database.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.kind, order.purpose),
          eq(payments.itemId, order.itemId),
          eq(payments.status, "succeeded"),
          sameBuyer,
          stored ? sql`${payments.id} <> ${stored.id}` : undefined,
          stored
            ? or(
                recent,
                sql`${payments.updatedAt} > ${stored.createdAt.toISOString()}::timestamptz`,
              )
            : recent,
        ),
      )
      .orderBy(desc(payments.updatedAt))
      .limit(1);
    return paid ?? null;
  }
}

/** Who buys what: the buyer is their email, else the whole form and session. */
type BuyerAndItem = Pick<Order, "purpose" | "itemId" | "customerInfo" | "sessionId"> & {
  customer: { email: string | null };
};

export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
