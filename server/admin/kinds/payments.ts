/**
 * Payments and subscriptions (payments). Their status is the card provider's: the team reads it
 * here, with the history of states the provider reported, and cannot change it.
 */
import { eq, sql } from "drizzle-orm";
import { payments } from "../../../db/schema";
import { statusLabels } from "../../../content/admin";
import { paymentPurposeLabels } from "../../../content/payments";
import {
  premiumPackages,
  pricingPlans,
  vibeCodingPlans,
  vibeCodingTimelines,
} from "../../../content/plans";
import { formatUsd } from "../../../lib/format";
import { shownPaymentStatus } from "../../payments/notification-format";
import {
  paymentLabelKinds,
  paymentReceiptKind,
  vibeConfirmationKind,
} from "../../payments/notifications";
import { field, type InboxKindDefinition, personLink } from "./types";

/** The catalog's name of what a payment bought; the id only for an item no longer sold. */
function itemName(kind: string, itemId: string): string {
  const catalog: { id: string; name: string }[] =
    kind === "plan" ? pricingPlans : kind === "package" ? premiumPackages : vibeCodingPlans;
  return catalog.find((c) => c.id === itemId)?.name ?? itemId;
}

const timelineLabel = (value: string) =>
  vibeCodingTimelines.find((t) => t.value === value)?.label ?? value;

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
    select 'payment'::text as kind, p.id, p.created_at,
      (case when p.kind = 'vibe_coding' and p.status = 'succeeded' then 'trialing'
        else p.status end)::text as status,
      p.customer_name as name, p.customer_email as email,
      coalesce(p.customer_company, p.customer_info->>'company') as company,
      (case p.kind when 'plan' then ${paymentPurposeLabels.plan} when 'package' then ${paymentPurposeLabels.package}
        else ${paymentPurposeLabels.vibe_coding} end) as summary,
      jsonb_build_object('amount', round(p.amount_cents / 100.0, 2), 'currency', p.currency,
        'provider', p.provider, 'reference', p.provider_payment_id, 'item', p.item_id) as extra
    from payments p`,

  csvColumns: [
    { key: "amount", header: "Payment: amount" },
    { key: "currency", header: "Payment: currency", format: (v) => String(v ?? "").toUpperCase() },
    {
      key: "item",
      header: "Payment: item",
      // Ids are unique across the three catalogs a payment can be for.
      format: (v) =>
        [pricingPlans, premiumPackages, vibeCodingPlans]
          .flat()
          .find((c: { id: string }) => c.id === v)?.name ?? String(v ?? ""),
    },
    {
      key: "provider",
      header: "Payment: provider",
      format: (v) => (v === "sandbox" ? "Sandbox (test payments)" : String(v ?? "")),
    },
    { key: "reference", header: "Payment: provider reference" },
  ],

  async detail(db, id) {
    const [p] = await db.select().from(payments).where(eq(payments.id, id));
    if (!p) return null;
    const sum =
      p.currency.toLowerCase() === "usd"
        ? formatUsd(p.amountCents / 100)
        : `${(p.amountCents / 100).toFixed(2)} ${p.currency.toUpperCase()}`;
    // Plans and AI Vibe Coding are charged monthly; a premium package once.
    const amount = p.kind === "package" ? sum : `${sum}/month`;
    const what = `${paymentPurposeLabels[p.kind] ?? "Payment"}: ${itemName(p.kind, p.itemId)}`;
    const meta = (p.metadata ?? {}) as Record<string, unknown>;
    const frequency =
      meta.frequency === "yearly" ? "Yearly plan" : meta.frequency === "monthly" ? "Monthly" : null;
    return {
      title: `${what}, ${amount}`,
      status: shownPaymentStatus(p.kind, p.status),
      createdAt: p.createdAt,
      fields: [
        ...field("What", what),
        ...field("Amount", amount),
        ...field("Billing", frequency),
        ...field(
          "Timeline",
          typeof meta.timeline === "string" ? timelineLabel(meta.timeline) : null,
        ),
        ...field("Name", p.customerName),
        ...field("Email", p.customerEmail, "email"),
        ...field("Phone", p.customerPhone, "phone"),
        ...field("Company", p.customerCompany),
        ...field("Trial ends", p.trialEndsAt),
        ...field("Failure", p.failureMessage),
        // Each state the provider reported, as its own line with its time.
        ...p.statusHistory.flatMap((h) =>
          field(
            // "created" is how every record starts, not something that happened to it.
            h.note && h.note !== "created"
              ? // A refusal arrives as "requires a card" plus the provider's reason: the reason is the event.
                h.status === "requires_payment_method"
                ? `${statusLabels.declined}: ${h.note}`
                : `${statusLabels[h.status] ?? h.status} (${h.note})`
              : (statusLabels[shownPaymentStatus(p.kind, h.status)] ?? h.status),
            new Date(h.at),
          ),
        ),
        ...field(
          "Card provider",
          p.provider === "sandbox" ? "Sandbox (test payments)" : p.provider,
        ),
        ...field("Provider reference", p.providerPaymentId),
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
    return [...Object.values(paymentLabelKinds), paymentReceiptKind, vibeConfirmationKind].map(
      (kind) => ({ kind, recordId: id }),
    );
  },

  people: personLink(payments),
};
