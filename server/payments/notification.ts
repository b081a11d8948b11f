/**
 * The team's notifications about payments, one kind per label of spec section 7 (subscription
 * request, payment request, payment successful, payment failed). Each kind is keyed by the
 * payment record, so each label goes out at most once per payment. The summary holds the
 * contact details, plan, frequency, price, timeline and project.
 */
import { statusLabels } from "../../content/admin";
import { eq, sql } from "drizzle-orm";
import {
  type PaymentNotificationLabel,
  paymentNotificationLabels,
  paymentPurposeLabels,
  paymentTrialTexts,
} from "../../content/payments";
import {
  premiumPackages,
  pricingPlans,
  vibeCodingPlans,
  vibeCodingTimelines,
} from "../../content/plans";
import { type Payment, payments } from "../../db/schema";
import { formatCents } from "../../lib/format";
import {
  type LabelledAnswer,
  oneLine,
  section,
  slackCodeBlock,
  slackContext,
  slackEscape,
  smsText,
  type TeamNotification,
  utcStamp,
} from "../notify/format";
import type { FormatContext, NotificationKindDefinition } from "../notify/types";

export type PaymentNotificationKind = PaymentNotificationLabel;

function itemName(payment: Payment): string {
  const all = [...pricingPlans, ...premiumPackages, ...vibeCodingPlans];
  return all.find((item) => item.id === payment.itemId)?.name ?? payment.itemId;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * An AI Vibe Coding card saved for its free trial "succeeds" at the provider (the card is set
 * up) while no money moves: the team must read a trial, not a payment.
 */
export const shownPaymentStatus = (kind: string, status: string) =>
  kind === "vibe_coding" && status === "succeeded" ? "trialing" : status;

/** The label's title, with what a trial's "payment successful" really means. */
function titleOf(label: PaymentNotificationLabel, payment: Payment): string {
  const title = paymentNotificationLabels[label];
  if (label !== "payment_successful" || payment.kind !== "vibe_coding") return title;
  return `${title} ${paymentTrialTexts.started(
    payment.trialEndsAt ? utcStamp(payment.trialEndsAt).slice(0, 10) : null,
  )}`;
}

/** The summary lines of a payment record, in the order the team reads them. */
export function paymentSummary(payment: Payment): LabelledAnswer[] {
  const info = (payment.customerInfo ?? {}) as Record<string, unknown>;
  const meta = (payment.metadata ?? {}) as Record<string, unknown>;
  const frequency = str(meta.frequency);
  const timeline =
    vibeCodingTimelines.find((t) => t.value === str(meta.timeline))?.label ?? str(meta.timeline);
  const address = [info.address, info.city, info.state, info.zipCode, info.country]
    .map(str)
    .filter(Boolean)
    .join(", ");
  const price =
    payment.kind === "package"
      ? `${formatCents(payment.amountCents)} one-time`
      : payment.kind === "vibe_coding"
        ? paymentTrialTexts.price(formatCents(payment.amountCents))
        : `${formatCents(payment.amountCents)} per month`;
  const rows: [string, string][] = [
    ["Name", payment.customerName ?? ""],
    ["Email", payment.customerEmail ?? ""],
    ["Phone", payment.customerPhone ?? ""],
    ["Company", payment.customerCompany ?? ""],
    ["Address", address],
    ["For", paymentPurposeLabels[payment.kind]],
    ["Plan", itemName(payment)],
    ["Frequency", frequency],
    ["Price", price],
    ["Timeline", timeline],
    ["Project", str(info.projectDescription)],
    ["Free trial ends", payment.trialEndsAt ? utcStamp(payment.trialEndsAt) : ""],
    ["Status", statusLabels[shownPaymentStatus(payment.kind, payment.status)] ?? payment.status],
    ["Card provider message", payment.failureMessage ?? ""],
    ["Payment reference", payment.providerPaymentId ?? ""],
    ["Chat session", payment.sessionId ?? ""],
  ];
  return rows.filter(([, value]) => value !== "").map(([label, value]) => ({ label, value }));
}

export function formatPaymentNotification(
  label: PaymentNotificationLabel,
  payment: Payment,
  context: FormatContext,
): TeamNotification {
  const title = titleOf(label, payment);
  const who = oneLine(payment.customerName ?? payment.customerEmail ?? "a visitor", 60);
  const what = `${itemName(payment)}, ${formatCents(payment.amountCents)}`;
  const summary = paymentSummary(payment);
  const lines = summary.map((a) => `${a.label}: ${a.value}`).join("\n");
  const subject = oneLine(`${title}: ${what} – ${who}`, 150);
  const receivedAt = utcStamp(payment.createdAt);
  const text = [
    `${title} on ${context.brand} (${context.publicUrl})`,
    section("Summary", lines),
    `Received ${receivedAt}.`,
  ].join("\n\n");
  return {
    kind: `payment_${label}`,
    recordId: payment.id,
    subject,
    text,
    sms: smsText([`${context.brand}: ${title}.`, what, who, payment.customerPhone ?? ""]),
    slack: {
      text: subject,
      blocks: [
        { type: "header", text: { type: "plain_text", text: oneLine(`${title}: ${what}`, 140) } },
        slackCodeBlock("Summary", lines),
        slackContext(slackEscape(`Received ${receivedAt}`)),
      ],
    },
    replyTo: payment.customerEmail
      ? { name: payment.customerName ?? payment.customerEmail, address: payment.customerEmail }
      : null,
    details: {
      receivedAt: payment.createdAt.toISOString(),
      label: title,
      summary: Object.fromEntries(summary.map((a) => [a.label, a.value])),
      statusHistory: payment.statusHistory,
    },
  };
}

/** Which records each label is about, for the safety-net sweep. */
const wanted: Record<PaymentNotificationLabel, ReturnType<typeof sql>> = {
  subscription_request: sql`p.kind = 'vibe_coding'`,
  payment_request: sql`p.kind <> 'vibe_coding' and p.provider_payment_id is not null`,
  payment_successful: sql`p.status = 'succeeded'`,
  payment_failed: sql`(p.failure_message is not null or p.status = 'canceled')`,
};

function definition(label: PaymentNotificationLabel): NotificationKindDefinition {
  const kind = `payment_${label}`;
  return {
    kind,
    async load(db, recordId, context) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, recordId));
      return payment ? formatPaymentNotification(label, payment, context) : null;
    },
    async unfinished(db, limit) {
      const result = await db.execute(sql`
        select p.id from payments p
        where ${wanted[label]} and (
          not exists (select 1 from notification_deliveries d where d.kind = ${kind} and d.record_id = p.id)
          or exists (select 1 from notification_deliveries d
                     where d.kind = ${kind} and d.record_id = p.id and d.status = 'pending'))
        order by p.id
        limit ${limit}`);
      return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    },
  };
}

export const paymentNotificationKinds: Record<
  PaymentNotificationLabel,
  NotificationKindDefinition
> = {
  subscription_request: definition("subscription_request"),
  payment_request: definition("payment_request"),
  payment_successful: definition("payment_successful"),
  payment_failed: definition("payment_failed"),
};

export const paymentNotifications = Object.values(paymentNotificationKinds);
