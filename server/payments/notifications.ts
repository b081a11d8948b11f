/**
 * The payments' notification kinds. The team gets one kind per label (subscription request,
 * payment request, payment successful, payment failed), each keyed by the payment record, so each
 * label goes out at most once per payment. The buyer gets the sandbox's receipt and the AI Vibe
 * Coding confirmation: visitor messages (ADR 0016, 0036), so the address is the one on the order,
 * the text is ours plus facts the server chose, and the per-address daily limit applies.
 * Formatting is in notification-format.ts.
 */
import { and, eq, inArray, isNotNull, ne, or, type SQL } from "drizzle-orm";
import type { PaymentNotificationLabel } from "../../content/payments";
import { payments } from "../../db/schema";
import type { DB } from "../platform/db";
import { defineNotification } from "../platform/notify/define";
import type { NotificationKindDefinition, TeamKindDefinition } from "../platform/notify/types";
import {
  formatPaymentNotification,
  formatReceipt,
  formatVibeConfirmation,
} from "./notification-format";

export type PaymentNotificationKind = PaymentNotificationLabel;

/** Stored kind names (notification_deliveries.kind, outbox file names): never renamed. */
export const paymentLabelKinds = {
  subscription_request: "payment_subscription_request",
  payment_request: "payment_payment_request",
  payment_successful: "payment_payment_successful",
  payment_failed: "payment_payment_failed",
} as const satisfies Record<PaymentNotificationLabel, string>;
export const paymentReceiptKind = "payment_receipt";
export const vibeConfirmationKind = "vibe_coding_confirmation";

async function loadPayment(db: DB, id: number) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment ?? null;
}

/** Which payments each label is about. */
const labelScopes: Record<PaymentNotificationLabel, SQL | undefined> = {
  subscription_request: eq(payments.kind, "vibe_coding"),
  payment_request: and(ne(payments.kind, "vibe_coding"), isNotNull(payments.providerPaymentId)),
  payment_successful: eq(payments.status, "succeeded"),
  payment_failed: or(isNotNull(payments.failureMessage), eq(payments.status, "canceled")),
};

function labelNotification(label: PaymentNotificationLabel): TeamKindDefinition {
  return defineNotification({
    kind: paymentLabelKinds[label],
    audience: "team",
    table: payments,
    scope: labelScopes[label],

    async load(db, recordId, context) {
      const payment = await loadPayment(db, recordId);
      return payment ? formatPaymentNotification(label, payment, context) : null;
    },
  });
}

/** The team's kinds, by label: what the payment service notifies. */
export const paymentNotificationKinds: Record<PaymentNotificationLabel, TeamKindDefinition> = {
  subscription_request: labelNotification("subscription_request"),
  payment_request: labelNotification("payment_request"),
  payment_successful: labelNotification("payment_successful"),
  payment_failed: labelNotification("payment_failed"),
};

/**
 * The buyer's receipt for a payment the sandbox took: the success view promises one, and with
 * Stripe it is Stripe's receipt email. A trial charges nothing, so it has none.
 */
export const paymentReceiptMessage = defineNotification({
  kind: paymentReceiptKind,
  audience: "visitor",
  paymentBacked: true,
  table: payments,
  scope: and(
    eq(payments.status, "succeeded"),
    ne(payments.kind, "vibe_coding"),
    eq(payments.provider, "sandbox"),
    isNotNull(payments.customerEmail),
  ),
  plannedWithinDays: 7,

  async load(db, recordId, context) {
    const payment = await loadPayment(db, recordId);
    const email = payment?.customerEmail;
    if (!payment || !email || payment.status !== "succeeded") return null;
    if (payment.kind === "vibe_coding" || payment.provider !== "sandbox") return null;
    return formatReceipt({ ...payment, customerEmail: email }, context);
  },
});

/**
 * The AI Vibe Coding buyer's confirmation email: after a request without payment, and once the
 * card for a trial is saved (no provider mails anything for a trial that charges nothing).
 */
export const vibeConfirmationMessage = defineNotification({
  kind: vibeConfirmationKind,
  audience: "visitor",
  table: payments,
  scope: and(
    eq(payments.kind, "vibe_coding"),
    inArray(payments.status, ["requested", "succeeded"]),
    isNotNull(payments.customerEmail),
  ),
  plannedWithinDays: 7,

  async load(db, recordId, context) {
    const payment = await loadPayment(db, recordId);
    const email = payment?.customerEmail;
    if (!payment || !email || payment.kind !== "vibe_coding") return null;
    const stage =
      payment.status === "requested"
        ? "requested"
        : payment.status === "succeeded"
          ? "trial"
          : null;
    if (!stage) return null;
    return formatVibeConfirmation({ ...payment, customerEmail: email }, stage, context);
  },
});

/**
 * Every kind of the payments capability, as the container registers them, in the order a
 * payment's page lists their deliveries.
 */
export const paymentNotifications: NotificationKindDefinition[] = [
  ...Object.values(paymentNotificationKinds),
  paymentReceiptMessage,
  vibeConfirmationMessage,
];
