/**
 * Syncing provider state: the provider says what happened, never the browser. A confirm call, the
 * sandbox's card check, a return to /checkout and signed webhooks all end here: the intent's
 * state is asked of the provider and written, with the team's notification, in one transaction.
 */
import { eq, sql } from "drizzle-orm";
import { paymentErrors } from "../../content/payments";
import { type Payment, paymentEvents, payments } from "../../db/schema";
import { runTransaction, type Transaction } from "../platform/db/transaction";
import { AppError } from "../platform/errors";
import type { Logger } from "../platform/logger";
import type { NotificationService } from "../platform/notify/types";
import { recordActivity } from "../people/attach";
import type { Database } from "../platform/db";
import { paymentReceiptKind } from "./notifications";
import { type PaymentRecords, statusChange } from "./records";
import { type PaymentProvider, type ProviderIntent, ProviderUnavailableError } from "./provider";
import { vibeConfirmationKind } from "./notifications";

const finished = new Set(["succeeded", "canceled"]);

export function createProviderSync(
  deps: {
    database: Database;
    notifications: NotificationService;
    paymentProvider: PaymentProvider;
  },
  records: PaymentRecords,
  log: Logger,
) {
  const { database } = deps;
  const provider = () => deps.paymentProvider;

  /** A provider that does not answer is a 503 with words for the buyer, never a 500. */
  async function providerCall<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        log.error("payment provider call failed", { err: err.message });
        throw new AppError("unavailable", paymentErrors.providerUnavailable);
      }
      throw err;
    }
  }

  /** Moves a record to the provider's current state; the team hears of success or failure. */
  async function apply(
    tx: Transaction,
    payment: Payment,
    intent: ProviderIntent,
  ): Promise<Payment> {
    // A setup intent that succeeded means the card is saved and the free trial runs.
    const status = intent.status;
    const failure = intent.failureMessage;
    if (payment.status === status && payment.failureMessage === failure) return payment;
    if (finished.has(payment.status) && !finished.has(status)) return payment;
    const [updated] = await tx
      .update(payments)
      .set({
        status,
        failureMessage: failure,
        statusHistory: sql`${payments.statusHistory} || ${JSON.stringify([statusChange(status, failure ?? undefined)])}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (status === "succeeded") {
      await records.notifyTeam(tx, "payment_successful", payment.id);
      // The success view promises a receipt. Stripe mails its own (receipt_email); the sandbox
      // has no one else to do it. A saved card for a trial charges nothing, so it has none.
      if (provider().name === "sandbox" && payment.kind !== "vibe_coding" && payment.customerEmail)
        await deps.notifications.notify(paymentReceiptKind, payment.id, { tx });
      // A trial charges nothing, so no provider mails its buyer: ours says what starts when.
      if (payment.kind === "vibe_coding" && payment.customerEmail)
        await deps.notifications.notify(vibeConfirmationKind, payment.id, { tx });
      // Money came in: the team has a customer to contact.
      await recordActivity(tx, payment.personId, { kind: "payment", opens: true });
    } else if (failure || status === "canceled") {
      await records.notifyTeam(tx, "payment_failed", payment.id);
    }
    log.info("payment status", { paymentId: payment.id, from: payment.status, to: status });
    return updated!;
  }

  /** The provider's intent behind a record, or the stored state when there is none to ask. */
  async function fetchIntent(payment: Payment): Promise<ProviderIntent> {
    const id = payment.providerPaymentId!;
    const intent = await providerCall(() => provider().retrieveIntent(id));
    return (
      intent ?? {
        id,
        type: "setup",
        clientSecret: null,
        status: payment.status,
        failureMessage: payment.failureMessage,
        metadata: {},
      }
    );
  }

  /** Asks the provider for the payment's state and stores it (row locked: one writer at a time). */
  async function sync(providerPaymentId: string, intent?: ProviderIntent): Promise<Payment | null> {
    const found = await records.byProviderId(providerPaymentId);
    if (!found) return null;
    const current = intent ?? (await fetchIntent(found));
    return runTransaction(database, async (tx) => {
      const [locked] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, found.id))
        .for("update");
      return apply(tx, locked!, current);
    });
  }

  return {
    providerCall,
    fetchIntent,
    sync,

    /**
     * A verified provider event: processed once per event id. The event only says which intent
     * changed; its state is fetched from the provider, never read from the event.
     */
    async handleEvent(event: {
      id: string;
      type: string;
      intent: { id: string } | null;
    }): Promise<"processed" | "duplicate" | "ignored"> {
      const [seen] = await database.db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, event.id));
      if (seen) return "duplicate";
      let paymentId: number | null = null;
      if (event.intent) {
        const payment = await sync(event.intent.id);
        paymentId = payment?.id ?? null;
      }
      const [stored] = await database.db
        .insert(paymentEvents)
        .values({ id: event.id, provider: provider().name, type: event.type, paymentId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!stored) return "duplicate";
      return event.intent ? "processed" : "ignored";
    },
  };
}
