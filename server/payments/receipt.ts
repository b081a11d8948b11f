/**
 * The buyer's receipt for a payment the sandbox took: the success view promises one, and with
 * Stripe it is Stripe's receipt email. A visitor message (ADR 0016, 0036): the address is the one
 * on the order, so the text is ours plus facts the server chose, and the per-address daily limit
 * applies like every visitor email.
 */
import { eq, sql } from "drizzle-orm";
import { paymentReceipt as t } from "../../content/payments";
import { premiumPackages, pricingPlans } from "../../content/plans";
import { payments } from "../../db/schema";
import { formatCents } from "../../lib/format";
import { section, utcStamp } from "../notify/format";
import { unfinishedRecords } from "../notify/unfinished";
import { reachUs, type VisitorMessageDefinition } from "../notify/visitor";

export const paymentReceiptKind = "payment_receipt";

export const paymentReceiptMessage: VisitorMessageDefinition = {
  kind: paymentReceiptKind,
  audience: "visitor",

  async load(db, recordId, context) {
    const [payment] = await db.select().from(payments).where(eq(payments.id, recordId));
    if (!payment?.customerEmail || payment.status !== "succeeded") return null;
    if (payment.kind === "vibe_coding" || payment.provider !== "sandbox") return null;
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
      kind: paymentReceiptKind,
      recordId,
      to: { address: payment.customerEmail },
      subject: t.subject(context.brand),
      text,
      receivedAt: paidAt.toISOString(),
    };
  },

  unfinished: unfinishedRecords("payments", paymentReceiptKind, {
    plannedWithinDays: 7,
    where: sql`r.status = 'succeeded' and r.kind <> 'vibe_coding' and r.provider = 'sandbox' and r.customer_email is not null`,
  }),
};
