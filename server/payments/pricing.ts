/**
 * Pricing an order: the catalog item an order names (or a 400 naming the field), its price in
 * cents from content, and the idempotency key of the attempt. The browser's `amount` is never
 * used, only compared and logged.
 */
import crypto from "node:crypto";
import { paymentErrors } from "../../content/payments";
import {
  premiumPackages,
  pricingPlans,
  toCents,
  vibeCodingPackageId,
  vibeCodingPlans,
} from "../../content/plans";
import type { Payment } from "../../db/schema";
import type { OrderForm, VibeRequestForm } from "../../lib/payments";
import { AppError } from "../platform/errors";
import type { Logger } from "../platform/logger";

export type Purpose = Payment["kind"];

/** What a create call knows about the visitor and the order, beside the price. */
export type Order = {
  purpose: Purpose;
  itemId: string;
  itemName: string;
  amountCents: number;
  customer: {
    name: string | null;
    email: string | null;
    phone: string | null;
    company: string | null;
  };
  customerInfo: Record<string, unknown>;
  metadata: Record<string, string>;
  sessionId: string | null;
};

/** A priced order and the key its provider call carries. */
export type PricedOrder = { order: Order; key: string };

/** The catalog item with this id, or a 400 whose field is the one the request named it in. */
function offer<T extends { id: string; name: string }>(
  items: readonly T[],
  id: string,
  field: string,
  message: string,
): T {
  const item = items.find((i) => i.id === id);
  if (!item) throw new AppError("bad_request", message, { [field]: message });
  return item;
}

/** Every item a payment can be for: its name, whatever the purpose. */
export function itemName(itemId: string): string {
  const all = [...pricingPlans, ...premiumPackages, ...vibeCodingPlans];
  return all.find((item) => item.id === itemId)?.name ?? itemId;
}

/**
 * The key a create call carries to the provider. The browser's attempt id (its Idempotency-Key
 * header) makes a retried or double-clicked request of that attempt the same intent. Without
 * one, every call is its own intent: anyone who sends the same name, email and plan would
 * otherwise be handed the first caller's client secret.
 */
export function idempotencyKeyFor(
  purpose: Purpose,
  request: unknown,
  attempt: string | undefined,
): string {
  const bucket = attempt ? `attempt:${attempt}` : `once:${crypto.randomUUID()}`;
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([purpose, bucket, request]))
    .digest("hex");
}

export function createPricing(log: Logger) {
  /** A different amount from the browser is a stale page or tampering: logged, never charged. */
  function ignoredAmount(expectedDollars: number, sent: number | undefined, what: string) {
    if (sent !== undefined && sent !== expectedDollars) {
      log.warn("browser amount ignored", { what, sent, charged: expectedDollars });
    }
  }

  return {
    /** The first month of a pricing plan (plans with a price only; "contact us" has none). */
    plan(
      request: { plan: string; amount?: number; customerInfo: OrderForm },
      attempt?: string,
    ): PricedOrder {
      const priced = pricingPlans.filter((p) => p.price !== null && !p.isContactUs);
      const plan = offer(priced, request.plan, "plan", paymentErrors.planNotFound);
      const price = plan.price!;
      ignoredAmount(price, request.amount, `plan ${plan.id}`);
      const info = { ...request.customerInfo, plan: plan.id };
      return {
        key: idempotencyKeyFor("plan", info, attempt),
        order: {
          purpose: "plan",
          itemId: plan.id,
          itemName: plan.name,
          amountCents: toCents(price),
          customer: {
            name: info.name,
            email: info.email,
            phone: info.phone,
            company: info.company,
          },
          customerInfo: info,
          metadata: { plan: plan.id, frequency: "monthly" },
          sessionId: null,
        },
      };
    },

    /** A premium package from /checkout, paid once. */
    package(
      request: {
        packageId: string;
        customerName?: string | null;
        customerEmail?: string | null;
        sessionId?: string | null;
        amount?: number;
      },
      attempt?: string,
    ): PricedOrder {
      const pack = offer(
        premiumPackages,
        request.packageId,
        "packageId",
        paymentErrors.packageNotFound,
      );
      // The checkout sends no amount; a client that does gets it compared in cents or dollars.
      if (request.amount !== undefined && request.amount !== toCents(pack.price)) {
        ignoredAmount(pack.price, request.amount, `package ${pack.id}`);
      }
      const customer = {
        name: request.customerName || null,
        email: request.customerEmail || null,
        phone: null,
        company: null,
      };
      const sessionId = request.sessionId ?? null;
      return {
        key: idempotencyKeyFor("package", { ...customer, packageId: pack.id, sessionId }, attempt),
        order: {
          purpose: "package",
          itemId: pack.id,
          itemName: pack.name,
          amountCents: toCents(pack.price),
          customer,
          customerInfo: { ...customer, packageId: pack.id },
          metadata: { package: pack.id },
          sessionId,
        },
      };
    },

    /** AI Vibe Coding with payNow: the monthly charge a trial subscription starts after its trial. */
    vibeTrial(
      request: {
        customerName: string;
        customerEmail: string;
        sessionId?: string | null;
        amount?: number;
        metadata: Omit<VibeRequestForm, "name" | "email" | "paymentFrequency" | "payNow"> & {
          frequency: VibeRequestForm["paymentFrequency"];
        };
      },
      attempt?: string,
    ): PricedOrder & { plan: (typeof vibeCodingPlans)[number] } {
      const m = request.metadata;
      const plan = offer(vibeCodingPlans, m.plan, "metadata.plan", paymentErrors.planNotFound);
      const perMonth = m.frequency === "yearly" ? plan.yearlyPrice : plan.monthlyPrice;
      ignoredAmount(perMonth, request.amount, `vibe coding ${plan.id}`);
      const customer = {
        name: request.customerName,
        email: request.customerEmail,
        phone: m.phone,
        company: m.company,
      };
      const info = { ...customer, ...m, packageId: vibeCodingPackageId };
      return {
        plan,
        key: idempotencyKeyFor("vibe_coding", info, attempt),
        order: {
          purpose: "vibe_coding",
          itemId: plan.id,
          itemName: plan.name,
          amountCents: toCents(perMonth),
          customer,
          customerInfo: info,
          metadata: {
            plan: plan.id,
            frequency: m.frequency,
            timeline: m.timeline,
            payNow: "true",
          },
          sessionId: request.sessionId ?? null,
        },
      };
    },

    /** An AI Vibe Coding request without payment: its plan and monthly price. */
    vibeRequest(form: VibeRequestForm) {
      const plan = offer(vibeCodingPlans, form.plan, "plan", paymentErrors.planNotFound);
      const perMonth = form.paymentFrequency === "yearly" ? plan.yearlyPrice : plan.monthlyPrice;
      return { plan, amountCents: toCents(perMonth) };
    },
  };
}
