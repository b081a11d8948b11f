/**
 * Payments and subscriptions (payments). Their status follows the card provider
 * (PRODUCT-DECISIONS): the team reads it here and cannot change it, with the history of states
 * the provider reported.
 */
import { eq, sql } from "drizzle-orm";
import { payments } from "../../../db/schema";
import { formatUsd } from "../../../lib/format";
import { paymentNotifications } from "../../payments/notification";
import { field, type InboxKindDefinition } from "./types";

export const paymentStatuses = [
  "requested",
  "requires_payment_method",
  "requires_action",
  "processing",
  "trialing",
  "active",
  "succeeded",
  "canceled",
  "incomplete",
  "past_due",
  "unpaid",
  "failed",
] as const;

export const paymentKind: InboxKindDefinition = {
  kind: "payment",
  label: "Payment",
  statuses: paymentStatuses,
  transitions: {},

  listSql: () => sql`
    select 'payment'::text as kind, p.id, p.created_at, p.status::text as status,
      p.customer_name as name, p.customer_email as email,
      coalesce(p.customer_company, p.customer_info->>'company') as company,
      (p.kind || ' ' || p.item_id) as summary,
      jsonb_build_object('amount', round(p.amount_cents / 100.0, 2), 'currency', p.currency,
        'provider', p.provider, 'reference', p.provider_payment_id, 'item', p.item_id) as extra
    from payments p`,

  csvColumns: [
    { key: "amount", header: "Payment: amount" },
    { key: "currency", header: "Payment: currency" },
    { key: "item", header: "Payment: item" },
    { key: "provider", header: "Payment: provider" },
    { key: "reference", header: "Payment: provider reference" },
  ],

  async detail(db, id) {
    const [p] = await db.select().from(payments).where(eq(payments.id, id));
    if (!p) return null;
    const amount =
      p.currency.toLowerCase() === "usd"
        ? formatUsd(p.amountCents / 100)
        : `${(p.amountCents / 100).toFixed(2)} ${p.currency.toUpperCase()}`;
    return {
      title: `${p.customerName ?? p.customerEmail ?? "Payment"}: ${amount}`,
      status: p.status,
      createdAt: p.createdAt,
      fields: [
        ...field("Amount", amount),
        ...field("What", `${p.kind} ${p.itemId}`),
        ...field("Name", p.customerName),
        ...field("Email", p.customerEmail),
        ...field("Phone", p.customerPhone),
        ...field("Company", p.customerCompany),
        ...field("Trial ends", p.trialEndsAt),
        ...field("Failure", p.failureMessage),
        ...field(
          "Status history",
          p.statusHistory
            .map((h) => `${h.at}: ${h.status}${h.note ? ` (${h.note})` : ""}`)
            .join("\n"),
        ),
        ...field("Provider", p.provider),
        ...field("Provider reference", p.providerPaymentId),
        ...field("Customer details", p.customerInfo),
        ...field("Details", p.metadata),
        ...field("Last change", p.updatedAt),
      ],
    };
  },

  async currentStatus(db, id) {
    const [row] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, id));
    return row?.status ?? null;
  },

  async notifications(_db, id) {
    return paymentNotifications.map((n) => ({ kind: n.kind, recordId: id }));
  },
};
