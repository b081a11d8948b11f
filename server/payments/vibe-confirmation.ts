/**
 * The AI Vibe Coding buyer's confirmation email: after a request without payment, and once the
 * card for a trial is saved (no provider mails anything for a trial that charges nothing). A
 * visitor message (ADR 0016, 0036): the address is the one on the request, the text is ours plus
 * facts the server chose, and the per-address daily limit applies like every visitor email.
 */
import { eq, sql } from "drizzle-orm";
import { vibeConfirmation as t } from "../../content/payments";
import { vibeCodingPlans } from "../../content/plans";
import { payments } from "../../db/schema";
import { formatCents, formatLongDate as dateLabel } from "../../lib/format";
import { section } from "../notify/format";
import { unfinishedRecords } from "../notify/unfinished";
import { reachUs, type VisitorMessageDefinition } from "../notify/visitor";

export const vibeConfirmationKind = "vibe_coding_confirmation";

export const vibeConfirmationMessage: VisitorMessageDefinition = {
  kind: vibeConfirmationKind,
  audience: "visitor",

  async load(db, recordId, context) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, recordId));
    if (!payment?.customerEmail || payment.kind !== "vibe_coding") return null;
    const stage =
      payment.status === "requested"
        ? "requested"
        : payment.status === "succeeded"
          ? "trial"
          : null;
    if (!stage) return null;
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
      kind: vibeConfirmationKind,
      recordId,
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
  },

  unfinished: unfinishedRecords("payments", vibeConfirmationKind, {
    plannedWithinDays: 7,
    where: sql`r.kind = 'vibe_coding' and r.status in ('requested', 'succeeded') and r.customer_email is not null`,
  }),
};
