/** What the buyer and the card step are told of a stored payment record. */
import crypto from "node:crypto";
import type { Payment } from "../../db/schema";
import {
  oneMonthAfter,
  type OrderView,
  type PaymentFrequency,
  type PaymentStatusResponse,
} from "../../lib/payments";
import { itemName } from "./pricing";
import type { ProviderIntent } from "./provider";
import { referenceOf } from "./records";

/**
 * What the buyer is told of a record. A saved card for a trial is not a payment; an
 * authentication left unfinished (requires_action) is tried again with the card.
 */
function outcomeOf(payment: Payment): OrderView["outcome"] {
  if (payment.status === "succeeded") return payment.kind === "vibe_coding" ? "trialing" : "paid";
  if (payment.status === "processing") return "pending";
  if (payment.failureMessage || payment.status === "canceled") return "failed";
  return "open";
}

/** When the provider first reported the payment succeeded, from its status history. */
function paidAt(payment: Payment): Date | null {
  if (payment.status !== "succeeded") return null;
  const entry = (payment.statusHistory ?? []).find((c) => c.status === "succeeded");
  return entry ? new Date(entry.at) : payment.updatedAt;
}

/** Equal client secrets, compared in constant time. */
export const sameSecret = (a: string, b: string | null) =>
  b !== null && a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The buyer's name and email go with the view only while the order waits for a card, where the
 * summary says who is billed; a settled order's old link shows its outcome without them.
 */
export function withBuyerWhileUnpaid(view: OrderView, payment: Payment): OrderView {
  const awaitsCard = view.outcome === "open" || view.outcome === "failed";
  return {
    ...view,
    customer: awaitsCard ? { name: payment.customerName, email: payment.customerEmail } : null,
  };
}

/** The buyer's view of a record; the name and email come from here, never from the URL. */
export function orderViewOf(payment: Payment, intent: ProviderIntent): OrderView {
  const meta = (payment.metadata ?? {}) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === "string" && value ? value : null);
  const frequency = str(meta.frequency);
  const view: OrderView = {
    purpose: payment.kind,
    itemId: payment.itemId,
    itemName: itemName(payment.itemId),
    amountCents: payment.amountCents,
    frequency:
      frequency === "monthly" || frequency === "yearly" ? (frequency as PaymentFrequency) : null,
    outcome: outcomeOf(payment),
    intentType: intent.type,
    paymentIntentId: intent.id,
    reference: referenceOf(payment),
    failureMessage: payment.failureMessage,
    trialEndsAt: payment.trialEndsAt?.toISOString() ?? null,
    nextChargeAt:
      payment.kind === "plan" ? oneMonthAfter(paidAt(payment) ?? new Date()).toISOString() : null,
    customer: null,
  };
  return withBuyerWhileUnpaid(view, payment);
}

/** The answer of a confirm call: the stored state after asking the provider. */
export const statusOf = (payment: Payment): PaymentStatusResponse => ({
  status: payment.status,
  paymentIntentId: payment.providerPaymentId ?? "",
  reference: referenceOf(payment),
  ...(payment.failureMessage ? { error: payment.failureMessage } : {}),
});
