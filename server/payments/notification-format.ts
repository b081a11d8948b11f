/**
 * Payments as the team and the buyer read them: the summary every team label carries (contact
 * details, plan, frequency, price, timeline, project), the sandbox's receipt and the AI Vibe
 * Coding confirmation. Pure: no I/O, no clock. The kinds themselves are in notifications.ts.
 */
import { statusLabels } from "../../content/admin";
import {
  type PaymentNotificationLabel,
  paymentNotificationLabels,
  paymentPurposeLabels,
  paymentReceipt,
  paymentTrialTexts,
  vibeConfirmation,
} from "../../content/payments";
import {
  premiumPackages,
  pricingPlans,
  vibeCodingPlans,
  vibeCodingTimelines,
} from "../../content/plans";
import type { Payment } from "../../db/schema";
import { formatCents, formatLongDate as dateLabel } from "../../lib/format";
import {
  type LabelledAnswer,
  oneLine,
  section,
  slackCodeBlock,
  slackContext,
  slackEscape,
  smsText,
  utcStamp,
} from "../platform/notify/format";
import type {
  FormatContext,
  TeamNotificationContent,
  VisitorFormatContext,
  VisitorMessageContent,
} from "../platform/notify/types";
import { reachUs } from "../platform/notify/visitor";

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
    // A trial's provider id is a saved card's setup, not a payment.
    [
      payment.kind === "vibe_coding" ? "Card setup reference" : "Payment reference",
      payment.providerPaymentId ?? "",
    ],
    ["Chat session", payment.sessionId ?? ""],
  ];
  return rows.filter(([, value]) => value !== "").map(([label, value]) => ({ label, value }));
}

export function formatPaymentNotification(
  label: PaymentNotificationLabel,
  payment: Payment,
  context: FormatContext,
): TeamNotificationContent {
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

/** The buyer's receipt for a payment the sandbox took (with Stripe it is Stripe's own email). */
export function formatReceipt(
  payment: Payment & { customerEmail: string },
  context: VisitorFormatContext,
): VisitorMessageContent {
  const t = paymentReceipt;
  const item = [...pricingPlans, ...premiumPackages].find((i) => i.id === payment.itemId);
  const paidAt = payment.updatedAt;
  const text = [
    t.greeting,
    `${t.intro} ${t.testMode}`,
    section(
      t.title,
      [
        t.item(item?.name ?? payment.itemId),
        t.amount(formatCents(payment.amountCents), payment.kind === "plan" ? "monthly" : null),
        t.date(utcStamp(paidAt)),
        t.reference(payment.providerPaymentId ?? String(payment.id)),
        "",
        t.notRepeated,
      ].join("\n"),
    ),
    section(t.reachTitle, reachUs(context)),
    t.closing(context.brand),
  ].join("\n\n");
  return {
    to: { address: payment.customerEmail },
    subject: t.subject(context.brand),
    text,
    receivedAt: paidAt.toISOString(),
  };
}

/**
 * The AI Vibe Coding buyer's confirmation: after a request without payment ("requested"), and
 * once the card for a trial is saved ("trial").
 */
export function formatVibeConfirmation(
  payment: Payment & { customerEmail: string },
  stage: "requested" | "trial",
  context: VisitorFormatContext,
): VisitorMessageContent {
  const t = vibeConfirmation;
  const meta = (payment.metadata ?? {}) as Record<string, unknown>;
  const amount = formatCents(payment.amountCents);
  const plan = vibeCodingPlans.find((p) => p.id === payment.itemId);
  const lines = [
    t.plan(plan?.name ?? payment.itemId),
    t.price(amount, meta.frequency === "yearly"),
    ...(stage === "trial" && payment.trialEndsAt
      ? [
          t.trialEnds(dateLabel(payment.trialEndsAt)),
          t.firstCharge(amount, dateLabel(payment.trialEndsAt)),
        ]
      : []),
    t.reference(payment.providerPaymentId ?? `#${payment.id}`),
    "",
    t.notRepeated,
  ];
  const intro =
    stage === "trial" && payment.provider === "sandbox"
      ? `${t.intro.trial} ${t.testMode}`
      : t.intro[stage];
  return {
    to: { address: payment.customerEmail },
    subject: t.subject[stage](context.brand),
    text: [
      t.greeting,
      intro,
      section(t.title, lines.join("\n")),
      section(t.reachTitle, reachUs(context)),
      t.closing(context.brand),
    ].join("\n\n"),
    receivedAt: payment.updatedAt.toISOString(),
  };
}
