/**
 * Payment use cases, composed from one module per concern: pricing an order from the catalog
 * (pricing.ts), the records and the repeat window (records.ts), the provider's state (sync.ts)
 * and the buyer's view (order-view.ts). The server prices every order (the browser's `amount` is
 * only compared and logged), creates the provider's intent with an idempotency key (a retry of
 * the same browser attempt reuses it), refuses an order that was just paid, stores one record per
 * intent with its status history, and learns the outcome only from the provider. ADR 0011, 0012.
 */
import { and, eq, sql } from "drizzle-orm";
import { paymentErrors, paymentPurposeLabels, paymentTexts } from "../../content/payments";
import {
  premiumPackages,
  toCents,
  vibeCodingPlans,
  vibeCodingTrialDays,
} from "../../content/plans";
import { payments } from "../../db/schema";
import {
  type CreateIntentResponse,
  createPaymentIntentSchema,
  intentIdFromClientSecret,
  packageIntentSchema,
  vibeIntentFromRequest,
  vibeIntentSchema,
  vibeRequestSchema,
  type OrderForm,
  type OrderView,
  type PackagesResponse,
  type PaymentStatusResponse,
  type VibeRequestForm,
} from "../../lib/payments";
import type { Database } from "../platform/db";
import { isUniqueViolation, runTransaction } from "../platform/db/transaction";
import type { Env } from "../platform/env";
import { AppError } from "../platform/errors";
import { parseWith } from "../platform/http/request";
import type { RateLimiter } from "../platform/rate-limit";
import type { Logger } from "../platform/logger";
import type { NotificationService } from "../platform/notify/types";
import { attachPerson } from "../people/attach";
import type { VisitorKeys } from "../platform/visitor-keys";
import { orderViewOf, sameSecret, statusOf, withBuyerWhileUnpaid } from "./order-view";
import { createPricing, type PricedOrder } from "./pricing";
import type { PaymentProvider, ProviderIntent } from "./provider";
import { alreadyDone, createPaymentRecords, referenceOf, statusChange } from "./records";
import { createProviderSync } from "./sync";
import { vibeConfirmationKind } from "./notifications";

export { idempotencyKeyFor } from "./pricing";
export { referenceOf } from "./records";

export type PaymentService = ReturnType<typeof createPaymentService>;

/** A stored order as the repeat check reads it: who buys what. */
const buyerOf = (payment: typeof payments.$inferSelect) => ({
  purpose: payment.kind,
  itemId: payment.itemId,
  customer: { email: payment.customerEmail },
  customerInfo: (payment.customerInfo ?? {}) as Record<string, unknown>,
  sessionId: payment.sessionId,
});

type PaymentDeps = {
  database: Database;
  logger: Logger;
  notifications: NotificationService;
  paymentProvider: PaymentProvider;
  env: Pick<Env, "PAYMENT_REPEAT_WINDOW_MINUTES">;
  visitorKeys: VisitorKeys;
  rateLimits: RateLimiter;
};

/**
 * Who sends an order or a request: the address the rate limit counts, and the attempt (the
 * browser's Idempotency-Key, or a server-rendered form's token) that makes a repeat the same.
 */
export type OrderSender = { ip: string; attempt?: string };

/** JSON with keys sorted: what jsonb gives back compares equal to what was stored. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** What the confirmation of an AI Vibe Coding request shows, read back from its signed address. */
export type VibeRequestView = { id: number; planName: string };

export function createPaymentService(services: PaymentDeps) {
  const log = services.logger.child({ area: "payments" });
  const provider = () => services.paymentProvider;
  const pricing = createPricing(log);
  const records = createPaymentRecords(services);
  const providerSync = createProviderSync(services, records, log);
  const { providerCall, sync } = providerSync;

  function response(
    payment: typeof payments.$inferSelect,
    intent: ProviderIntent,
  ): CreateIntentResponse {
    if (payment.status === "succeeded") throw new AppError("conflict", alreadyDone(payment.kind));
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      intentType: intent.type,
      provider: provider().name,
      publishableKey: provider().publishableKey,
      amountCents: payment.amountCents,
      ...(payment.trialEndsAt ? { trialEnd: payment.trialEndsAt.toISOString() } : {}),
    };
  }

  /** A plan's first month or a package: one PaymentIntent for the priced amount. */
  async function oneOff({ order, key }: PricedOrder): Promise<CreateIntentResponse> {
    await records.refuseIfJustPaid(order);
    const intent = await providerCall(() =>
      provider().createPaymentIntent({
        amountCents: order.amountCents,
        currency: "usd",
        description: paymentTexts.chargeDescription(
          paymentPurposeLabels[order.purpose],
          order.itemName,
        ),
        customer: order.customer,
        metadata: { ...order.metadata, purpose: order.purpose, item: order.itemId },
        idempotencyKey: key,
      }),
    );
    const payment = await records.storeIntent(order, key, intent);
    log.info("payment intent created", {
      paymentId: payment.id,
      purpose: order.purpose,
      item: order.itemId,
      amountCents: order.amountCents,
    });
    return response(payment, intent);
  }

  const service = {
    packages(): PackagesResponse {
      return Object.fromEntries(
        premiumPackages.map((p) => [
          p.id,
          {
            id: p.id,
            name: p.name,
            description: p.description,
            price: toCents(p.price),
            features: p.features,
          },
        ]),
      );
    },

    /**
     * The one way in for a pricing plan's order, from POST /api/create-payment-intent and from
     * the order form sent without scripts alike (ADR 0048): the schema, the rate limit, then
     * `createPlanOrder` under the sender's attempt.
     */
    async receivePlanOrder(raw: unknown, sender: OrderSender): Promise<CreateIntentResponse> {
      const request = parseWith(createPaymentIntentSchema, raw);
      await services.rateLimits.enforce({ payment: sender.ip });
      return service.createPlanOrder(request, sender.attempt);
    },

    /** An AI Vibe Coding request without payment, from the API or the form without scripts. */
    async receiveVibeRequest(
      raw: unknown,
      sender: OrderSender,
    ): Promise<{ id: number; confirmation: string; duplicate: boolean }> {
      const form = parseWith(vibeRequestSchema, raw);
      await services.rateLimits.enforce({ payment: sender.ip });
      return service.submitVibeRequest(form, sender.attempt);
    },

    /** An AI Vibe Coding request with payNow (a trial subscription), from the API or the form. */
    async receiveVibeSubscription(
      raw: unknown,
      sender: OrderSender,
    ): Promise<CreateIntentResponse> {
      const request = parseWith(vibeIntentSchema, raw);
      await services.rateLimits.enforce({ payment: sender.ip });
      return service.createVibeSubscription(request, sender.attempt);
    },

    /**
     * The AI Vibe Coding request form sent without scripts: the form's schema, then what its
     * scripts would have sent, through the same way in (a trial with payNow, else a request).
     */
    async receiveVibeForm(
      raw: unknown,
      sender: OrderSender,
    ): Promise<
      | { trial: CreateIntentResponse }
      | { request: { id: number; confirmation: string; duplicate: boolean } }
    > {
      const form = parseWith(vibeRequestSchema, raw);
      if (form.payNow) {
        const order = vibeIntentFromRequest(form, sender.attempt ?? null);
        return { trial: await service.receiveVibeSubscription(order, sender) };
      }
      return { request: await service.receiveVibeRequest(form, sender) };
    },

    /** A premium package from /checkout. */
    async receivePackageIntent(raw: unknown, sender: OrderSender): Promise<CreateIntentResponse> {
      const request = parseWith(packageIntentSchema, raw);
      await services.rateLimits.enforce({ payment: sender.ip });
      return service.createPackageIntent(request, sender.attempt);
    },

    /** Counts one payment attempt of `ip` (the sandbox's card form counts its tries too). */

    /** POST /api/create-payment-intent: the first month of a pricing plan. */
    createPlanOrder(
      request: { plan: string; amount?: number; customerInfo: OrderForm },
      attempt?: string,
    ): Promise<CreateIntentResponse> {
      return oneOff(pricing.plan(request, attempt));
    },

    /** POST /api/payment/create-intent from /checkout: a premium package, paid once. */
    createPackageIntent(
      request: Parameters<typeof pricing.package>[0],
      attempt?: string,
    ): Promise<CreateIntentResponse> {
      return oneOff(pricing.package(request, attempt));
    },

    /** POST /api/payment/create-intent from /ai-vibe-coding with payNow: a trial subscription. */
    async createVibeSubscription(
      request: Parameters<typeof pricing.vibeTrial>[0],
      attempt?: string,
    ): Promise<CreateIntentResponse> {
      const { order, key, plan } = pricing.vibeTrial(request, attempt);
      await records.refuseIfJustPaid(order);
      const { payNow: _, ...metadata } = order.metadata;
      const subscription = await providerCall(() =>
        provider().createTrialSubscription({
          amountCents: order.amountCents,
          currency: "usd",
          productId: `relaywise_vibe_${plan.id}`,
          productName: paymentTexts.trialProductName(plan.name),
          trialDays: vibeCodingTrialDays,
          customer: order.customer,
          metadata: { ...metadata, purpose: "vibe_coding" },
          idempotencyKey: key,
        }),
      );
      const intent: ProviderIntent = subscription.setupIntent ?? {
        id: subscription.subscriptionId,
        type: "setup",
        clientSecret: null,
        status: subscription.status,
        failureMessage: null,
        metadata: {},
      };
      const payment = await records.storeIntent(order, key, intent, {
        providerCustomerId: subscription.customerId,
        providerSubscriptionId: subscription.subscriptionId,
        trialEndsAt: subscription.trialEnd,
      });
      log.info("trial subscription created", {
        paymentId: payment.id,
        plan: plan.id,
        frequency: metadata.frequency,
      });
      const body = response(payment, intent);
      // No card to collect (the provider needs none yet): the request stands, the team knows.
      return subscription.setupIntent
        ? body
        : { ...body, clientSecret: null, message: paymentTexts.requestSubmitted };
    },

    /**
     * An AI Vibe Coding request without payment: stored, and the team told in one transaction.
     * `confirmation` is the request's id with a MAC: the address of its confirmation view, so a
     * reload shows it again without a name or an email in the URL, and nobody can walk the ids.
     * With an attempt (the browser's key, or the form's token), the same request sent again is
     * answered with the first one (`duplicate`); other answers under the same attempt are a 409.
     */
    async submitVibeRequest(
      form: VibeRequestForm,
      attempt?: string,
    ): Promise<{ id: number; confirmation: string; duplicate: boolean }> {
      const { plan, amountCents } = pricing.vibeRequest(form);
      const customerInfo = { ...form, payNow: false };
      const key = attempt ? `request:${attempt}` : null;
      const confirmationOf = (id: number) =>
        `${id}.${services.visitorKeys.mac("vibe-request", String(id))}`;
      const repeatOf = async () => {
        if (!key) return null;
        const [row] = await services.database.db
          .select({ id: payments.id, customerInfo: payments.customerInfo })
          .from(payments)
          .where(and(eq(payments.idempotencyKey, key), sql`${payments.providerPaymentId} is null`));
        if (!row) return null;
        if (canonicalJson(row.customerInfo) !== canonicalJson(customerInfo)) {
          throw new AppError("conflict", paymentErrors.requestKeyReused, {
            idempotencyKey: paymentErrors.requestKeyReused,
          });
        }
        return { id: row.id, confirmation: confirmationOf(row.id), duplicate: true };
      };
      const earlier = await repeatOf();
      if (earlier) return earlier;
      try {
        return await runTransaction(services.database, async (tx) => {
          const personId = await attachPerson(
            tx,
            { email: form.email, name: form.name, phone: form.phone, company: form.company },
            { kind: "payment", opens: true },
          );
          const [row] = await tx
            .insert(payments)
            .values({
              personId,
              provider: provider().name,
              providerPaymentId: null,
              kind: "vibe_coding",
              itemId: plan.id,
              amountCents,
              status: "requested",
              statusHistory: [statusChange("requested")],
              customerName: form.name,
              customerEmail: form.email,
              customerPhone: form.phone,
              customerCompany: form.company,
              customerInfo,
              metadata: {
                plan: plan.id,
                frequency: form.paymentFrequency,
                timeline: form.timeline,
              },
              idempotencyKey: key,
            })
            .returning({ id: payments.id });
          const id = row!.id;
          await records.notifyTeam(tx, "subscription_request", id);
          await services.notifications.notify(vibeConfirmationKind, id, { tx });
          return { id, confirmation: confirmationOf(id), duplicate: false };
        });
      } catch (err) {
        // The same request sent twice at once: the one that lost finds the winner.
        if (key && isUniqueViolation(err)) {
          const winner = await repeatOf();
          if (winner) return winner;
        }
        throw err;
      }
    },

    /** The request behind a confirmation address; null for anything not made by us. */
    async vibeRequestView(confirmation: string): Promise<VibeRequestView | null> {
      const match = /^(\d{1,10})\.([\w-]{43})$/.exec(confirmation);
      if (!match || !services.visitorKeys.verify("vibe-request", match[1]!, match[2]!)) return null;
      const [row] = await services.database.db
        .select({ id: payments.id, itemId: payments.itemId, kind: payments.kind })
        .from(payments)
        .where(eq(payments.id, Number(match[1])));
      if (row?.kind !== "vibe_coding") return null;
      const plan = vibeCodingPlans.find((p) => p.id === row.itemId);
      return { id: row.id, planName: plan?.name ?? row.itemId };
    },

    /**
     * The order behind a client secret, for /checkout's summary and its refresh-safe result.
     * The secret is the capability: the provider must know the intent under exactly this secret,
     * so an intent id alone, or a secret of another intent, finds nothing. Its state is asked of
     * the provider and stored on the way, like a confirm. Null for anything unknown.
     */
    async orderView(clientSecret: string): Promise<OrderView | null> {
      const id = intentIdFromClientSecret(clientSecret);
      if (!id) return null;
      const found = await records.byProviderId(id);
      if (!found) return null;
      let intent: ProviderIntent;
      try {
        intent = await providerSync.fetchIntent(found);
      } catch (err) {
        // The sandbox forgets its intents at a restart; an unknown intent is not this secret's.
        if (err instanceof AppError) throw err;
        return null;
      }
      if (!sameSecret(clientSecret, intent.clientSecret)) return null;
      const payment = (await sync(id, intent)) ?? found;
      const view = orderViewOf(payment, intent);
      if (payment.status === "succeeded") return view;
      const twin = await records.paidTwin(buyerOf(payment), payment);
      if (!twin) return view;
      const elsewhere = { ...view, outcome: "paid_elsewhere" as const };
      return { ...withBuyerWhileUnpaid(elsewhere, payment), paidReference: referenceOf(twin) };
    },

    /**
     * Just before a card is charged for a stored order: refused (409) when the same buyer paid
     * for the same item from another checkout within the repeat window. Two tabs, or an order
     * made twice before either was paid, otherwise both charge. Unknown secrets pass: the
     * provider refuses them itself.
     */
    async checkBeforeCharge(clientSecret: string): Promise<void> {
      const id = intentIdFromClientSecret(clientSecret);
      const found = id ? await records.byProviderId(id) : null;
      if (!found || found.status === "succeeded") return;
      await records.refuseIfJustPaid(buyerOf(found), found);
    },

    /** POST /api/payment/confirm: the provider says what happened, never the browser. */
    async confirm(providerPaymentId: string): Promise<PaymentStatusResponse> {
      const payment = await sync(providerPaymentId);
      if (!payment) throw new AppError("not_found", paymentErrors.paymentNotFound);
      return statusOf(payment);
    },

    /** After the sandbox decided on a card: store what it decided. */
    async applySandboxOutcome(intent: ProviderIntent): Promise<PaymentStatusResponse | null> {
      const payment = await sync(intent.id, intent);
      return payment ? statusOf(payment) : null;
    },

    handleEvent: providerSync.handleEvent,

    referenceOf,
  };
  return service;
}
