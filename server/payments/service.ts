/**
 * Payment use cases. The server prices every order from the content catalog (the browser's
 * `amount` is only compared and logged), creates the provider's intent with an idempotency key
 * (a retry of the same browser attempt reuses it), refuses an order that was just paid, stores
 * one payment record per intent with its status history, and learns the outcome only from the
 * provider: /api/payment/confirm, the sandbox's card check and signed webhooks all end in
 * `sync`, which writes the new state and the team's notification in one transaction.
 * ADR 0011, 0012, 0035.
 */
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { paymentErrors, paymentPurposeLabels } from "../../content/payments";
import {
  premiumPackages,
  pricingPlans,
  toCents,
  vibeCodingPackageId,
  vibeCodingPlans,
  vibeCodingTrialDays,
} from "../../content/plans";
import { type Payment, paymentEvents, payments, type PaymentStatusChange } from "../../db/schema";
import {
  createPaymentIntentSchema,
  intentIdFromClientSecret,
  packageIntentSchema,
  oneMonthAfter,
  type PaymentFrequency,
  vibeIntentFromRequest,
  vibeIntentSchema,
  vibeRequestSchema,
} from "../../lib/payments";
import type {
  CreateIntentResponse,
  OrderForm,
  OrderView,
  PackagesResponse,
  PaymentStatusResponse,
  VibeRequestForm,
} from "../../lib/payments";
import type { Database } from "../db";
import { runTransaction, type Transaction } from "../db/transaction";
import type { Env } from "../env";
import { AppError } from "../errors";
import { parseWith } from "../http/request";
import { enforceRateLimits } from "../rate-limit";
import type { Logger } from "../logger";
import type { NotificationService } from "../notify/types";
import { attachPerson, recordActivity } from "../people/attach";
import { type PaymentNotificationKind, paymentNotificationKinds } from "./notification";
import { paymentReceiptKind } from "./receipt";
import { vibeConfirmationKind } from "./vibe-confirmation";
import type { VisitorKeys } from "../visitor-keys";
import type { PaymentProvider, ProviderIntent } from "./provider";
import { ProviderUnavailableError } from "./provider";

export type PaymentService = ReturnType<typeof createPaymentService>;

type PaymentDeps = {
  database: Database;
  logger: Logger;
  notifications: NotificationService;
  paymentProvider: PaymentProvider;
  env: Pick<Env, "PAYMENT_REPEAT_WINDOW_MINUTES" | "RATE_LIMIT_PAYMENTS_PER_HOUR">;
  visitorKeys: VisitorKeys;
};

/**
 * Who sends an order or a request: the address the rate limit counts, and the attempt (the
 * browser's Idempotency-Key, or a server-rendered form's token) that makes a repeat the same.
 */
export type OrderSender = { ip: string; attempt?: string };

/** What the confirmation of an AI Vibe Coding request shows, read back from its signed address. */
export type VibeRequestView = { id: number; planName: string };

type Purpose = Payment["kind"];

/** What a create call knows about the visitor and the order, beside the price. */
type Order = {
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

const finished = new Set(["succeeded", "canceled"]);

/** JSON with keys sorted: what jsonb gives back compares equal to what was stored. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** A trial's saved card is not a payment: its repeat is told so in its own words. */
const alreadyDone = (purpose: Purpose) =>
  purpose === "vibe_coding" ? paymentErrors.trialAlreadyStarted : paymentErrors.alreadyPaid;

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

/** A payment reference the visitor and the team both see. */
export const referenceOf = (payment: Pick<Payment, "id" | "providerPaymentId">) =>
  payment.providerPaymentId ?? `RW-${String(payment.id).padStart(6, "0")}`;

const change = (status: string, note?: string): PaymentStatusChange => ({
  status,
  at: new Date().toISOString(),
  ...(note ? { note } : {}),
});

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

export function createPaymentService(services: PaymentDeps) {
  const log = services.logger.child({ area: "payments" });
  const provider = () => services.paymentProvider;

  function ignoredAmount(expectedDollars: number, sent: number | undefined, what: string) {
    if (sent !== undefined && sent !== expectedDollars) {
      // Never trusted: the catalog prices the order. A mismatch is a stale page or tampering.
      log.warn("browser amount ignored", { what, sent, charged: expectedDollars });
    }
  }

  async function notify(tx: Transaction, kind: PaymentNotificationKind, id: number) {
    await services.notifications.notify(paymentNotificationKinds[kind].kind, id, { tx });
  }

  /** Stores the record for a provider intent once; a repeat of the same intent finds it. */
  async function storeIntent(
    order: Order,
    key: string,
    intent: ProviderIntent,
    extra: Partial<typeof payments.$inferInsert> = {},
  ): Promise<Payment> {
    return runTransaction(services.database, async (tx) => {
      // An attempt at paying is activity, not a new request: the order form or the provider's
      // outcome is what the team acts on.
      const personId = await attachPerson(tx, order.customer, { kind: "payment", opens: false });
      const [inserted] = await tx
        .insert(payments)
        .values({
          personId,
          provider: provider().name,
          providerPaymentId: intent.id,
          kind: order.purpose,
          itemId: order.itemId,
          amountCents: order.amountCents,
          currency: "usd",
          status: intent.status,
          statusHistory: [change(intent.status, "created")],
          customerName: order.customer.name,
          customerEmail: order.customer.email,
          customerPhone: order.customer.phone,
          customerCompany: order.customer.company,
          customerInfo: order.customerInfo,
          metadata: order.metadata,
          sessionId: order.sessionId,
          idempotencyKey: key,
          ...extra,
        })
        .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
        .returning();
      if (inserted) {
        await notify(
          tx,
          order.purpose === "vibe_coding" ? "subscription_request" : "payment_request",
          inserted.id,
        );
        return inserted;
      }
      const [existing] = await tx
        .select()
        .from(payments)
        .where(
          and(eq(payments.provider, provider().name), eq(payments.providerPaymentId, intent.id)),
        );
      return existing!;
    });
  }

  function response(payment: Payment, intent: ProviderIntent): CreateIntentResponse {
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

  async function providerCall<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        log.error("payment provider call failed", { err: err.message });
        throw new AppError("unavailable", paymentErrors.providerUnavailable);
      }
      throw err;
    }
  }

  /**
   * The same item bought by the same buyer within the repeat window is a 409 before any new
   * intent exists: a second tab, a resent form or the same order typed again never pays twice,
   * whether or not it carries the first attempt's key. The buyer is their email, whatever its
   * case or the other fields typed; an order without one is matched on the whole form and session.
   */
  async function refuseIfJustPaid(
    order: Pick<Order, "purpose" | "itemId" | "customerInfo" | "sessionId"> & {
      customer: { email: string | null };
    },
    exceptId?: number,
  ): Promise<void> {
    const minutes = services.env.PAYMENT_REPEAT_WINDOW_MINUTES;
    if (minutes <= 0) return;
    const email = order.customer.email?.trim().toLowerCase();
    const sameBuyer = email
      ? sql`lower(${payments.customerEmail}) = ${email}`
      : and(
          sql`${payments.customerInfo} = ${JSON.stringify(order.customerInfo)}::jsonb`,
          sql`${payments.sessionId} is not distinct from ${order.sessionId}`,
        );
    const [paid] = await services.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.kind, order.purpose),
          eq(payments.itemId, order.itemId),
          eq(payments.status, "succeeded"),
          sameBuyer,
          exceptId === undefined ? undefined : sql`${payments.id} <> ${exceptId}`,
          sql`${payments.updatedAt} > now() - make_interval(mins => ${minutes})`,
        ),
      )
      .limit(1);
    if (paid) throw new AppError("conflict", alreadyDone(order.purpose));
  }

  async function oneOff(order: Order, key: string): Promise<CreateIntentResponse> {
    await refuseIfJustPaid(order);
    const intent = await providerCall(() =>
      provider().createPaymentIntent({
        amountCents: order.amountCents,
        currency: "usd",
        description: `${paymentPurposeLabels[order.purpose]}: ${order.itemName}`,
        customer: order.customer,
        metadata: { ...order.metadata, purpose: order.purpose, item: order.itemId },
        idempotencyKey: key,
      }),
    );
    const payment = await storeIntent(order, key, intent);
    log.info("payment intent created", {
      paymentId: payment.id,
      purpose: order.purpose,
      item: order.itemId,
      amountCents: order.amountCents,
    });
    return response(payment, intent);
  }

  /** Moves a record to the provider's current state; the team hears of success or failure. */
  async function apply(
    tx: Transaction,
    payment: Payment,
    intent: ProviderIntent,
  ): Promise<Payment> {
    // A setup intent that succeeded means the card is saved and the free trial runs.
    const status = intent.status;
    const failure = intent.failureMessage;
    if (payment.status === status && payment.failureMessage === failure) return payment;
    if (finished.has(payment.status) && !finished.has(status)) return payment;
    const [updated] = await tx
      .update(payments)
      .set({
        status,
        failureMessage: failure,
        statusHistory: sql`${payments.statusHistory} || ${JSON.stringify([change(status, failure ?? undefined)])}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (status === "succeeded") {
      await notify(tx, "payment_successful", payment.id);
      // The success view promises a receipt. Stripe mails its own (receipt_email); the sandbox
      // has no one else to do it. A saved card for a trial charges nothing, so it has none.
      if (provider().name === "sandbox" && payment.kind !== "vibe_coding" && payment.customerEmail)
        await services.notifications.notify(paymentReceiptKind, payment.id, { tx });
      // A trial charges nothing, so no provider mails its buyer: ours says what starts when.
      if (payment.kind === "vibe_coding" && payment.customerEmail)
        await services.notifications.notify(vibeConfirmationKind, payment.id, { tx });
      // Money came in: the team has a customer to contact.
      await recordActivity(tx, payment.personId, { kind: "payment", opens: true });
    } else if (failure || status === "canceled") await notify(tx, "payment_failed", payment.id);
    log.info("payment status", { paymentId: payment.id, from: payment.status, to: status });
    return updated!;
  }

  async function fetchIntent(payment: Payment): Promise<ProviderIntent> {
    const id = payment.providerPaymentId!;
    // A subscription that needed no card has no intent to ask about: its state is the stored one.
    if (!id.startsWith("pi_") && !id.startsWith("seti_")) {
      return {
        id,
        type: "setup",
        clientSecret: null,
        status: payment.status,
        failureMessage: payment.failureMessage,
        metadata: {},
      };
    }
    return providerCall(() =>
      id.startsWith("seti_")
        ? provider().retrieveSetupIntent(id)
        : provider().retrievePaymentIntent(id),
    );
  }

  /** Asks the provider for the payment's state and stores it (row locked: one writer at a time). */
  async function sync(providerPaymentId: string, intent?: ProviderIntent): Promise<Payment | null> {
    const [found] = await services.database.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider().name),
          eq(payments.providerPaymentId, providerPaymentId),
        ),
      );
    if (!found) return null;
    const current = intent ?? (await fetchIntent(found));
    return runTransaction(services.database, async (tx) => {
      const [locked] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, found.id))
        .for("update");
      return apply(tx, locked!, current);
    });
  }

  /** The buyer's view of a record; the name and email come from here, never from the URL. */
  function viewOf(payment: Payment, intent: ProviderIntent): OrderView {
    const info = (payment.customerInfo ?? {}) as Record<string, unknown>;
    const meta = (payment.metadata ?? {}) as Record<string, unknown>;
    const str = (value: unknown) => (typeof value === "string" && value ? value : null);
    const all = [...pricingPlans, ...premiumPackages, ...vibeCodingPlans];
    const outcome = outcomeOf(payment);
    const frequency = str(meta.frequency);
    return {
      purpose: payment.kind,
      itemId: payment.itemId,
      itemName: all.find((item) => item.id === payment.itemId)?.name ?? payment.itemId,
      amountCents: payment.amountCents,
      frequency:
        frequency === "monthly" || frequency === "yearly" ? (frequency as PaymentFrequency) : null,
      outcome,
      intentType: intent.type,
      paymentIntentId: intent.id,
      reference: referenceOf(payment),
      failureMessage: payment.failureMessage,
      trialEndsAt: payment.trialEndsAt?.toISOString() ?? null,
      nextChargeAt:
        payment.kind === "plan" ? oneMonthAfter(paidAt(payment) ?? new Date()).toISOString() : null,
      customer: {
        name: payment.customerName,
        email: payment.customerEmail,
        phone: payment.customerPhone,
        address:
          payment.kind === "plan"
            ? {
                line1: str(info.address),
                city: str(info.city),
                state: str(info.state),
                postalCode: str(info.zipCode),
                country: str(info.country),
              }
            : null,
      },
    };
  }

  /** Equal client secrets, compared in constant time. */
  const sameSecret = (a: string, b: string | null) =>
    b !== null && a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const statusOf = (payment: Payment): PaymentStatusResponse => ({
    status: payment.status,
    paymentIntentId: payment.providerPaymentId ?? "",
    reference: referenceOf(payment),
    ...(payment.failureMessage ? { error: payment.failureMessage } : {}),
  });

  /** Payment creations and requests per IP per hour, counted before any provider call. */
  const limit = (ip: string) =>
    enforceRateLimits(
      services.database,
      [
        {
          key: `payment:ip:${ip}`,
          limit: services.env.RATE_LIMIT_PAYMENTS_PER_HOUR,
          windowSeconds: 3600,
        },
      ],
      paymentErrors.rateLimited,
    );

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
      await limit(sender.ip);
      return service.createPlanOrder(request, sender.attempt);
    },

    /** An AI Vibe Coding request without payment, from the API or the form without scripts. */
    async receiveVibeRequest(
      raw: unknown,
      sender: OrderSender,
    ): Promise<{ id: number; confirmation: string; duplicate: boolean }> {
      const form = parseWith(vibeRequestSchema, raw);
      await limit(sender.ip);
      return service.submitVibeRequest(form, sender.attempt);
    },

    /** An AI Vibe Coding request with payNow (a trial subscription), from the API or the form. */
    async receiveVibeSubscription(
      raw: unknown,
      sender: OrderSender,
    ): Promise<CreateIntentResponse> {
      const request = parseWith(vibeIntentSchema, raw);
      await limit(sender.ip);
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
      await limit(sender.ip);
      return service.createPackageIntent(request, sender.attempt);
    },

    /** Counts one payment attempt of `ip` (the sandbox's card form counts its tries too). */
    limit,

    /** POST /api/create-payment-intent: the first month of a pricing plan. */
    async createPlanOrder(
      request: { plan: string; amount?: number; customerInfo: OrderForm },
      attempt?: string,
    ): Promise<CreateIntentResponse> {
      const plan = pricingPlans.find(
        (p) => p.id === request.plan && p.price !== null && !p.isContactUs,
      );
      if (!plan || plan.price === null) {
        throw new AppError("bad_request", paymentErrors.planNotFound, {
          plan: paymentErrors.planNotFound,
        });
      }
      ignoredAmount(plan.price, request.amount, `plan ${plan.id}`);
      const info = { ...request.customerInfo, plan: plan.id };
      const key = idempotencyKeyFor("plan", info, attempt);
      return oneOff(
        {
          purpose: "plan",
          itemId: plan.id,
          itemName: plan.name,
          amountCents: toCents(plan.price),
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
        key,
      );
    },

    /** POST /api/payment/create-intent from /checkout: a premium package, paid once. */
    async createPackageIntent(
      request: {
        packageId: string;
        customerName?: string | null;
        customerEmail?: string | null;
        sessionId?: string | null;
        amount?: number;
      },
      attempt?: string,
    ): Promise<CreateIntentResponse> {
      const pack = premiumPackages.find((p) => p.id === request.packageId);
      if (!pack) {
        throw new AppError("bad_request", paymentErrors.packageNotFound, {
          packageId: paymentErrors.packageNotFound,
        });
      }
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
      const key = idempotencyKeyFor(
        "package",
        { ...customer, packageId: pack.id, sessionId: request.sessionId ?? null },
        attempt,
      );
      return oneOff(
        {
          purpose: "package",
          itemId: pack.id,
          itemName: pack.name,
          amountCents: toCents(pack.price),
          customer,
          customerInfo: { ...customer, packageId: pack.id },
          metadata: { package: pack.id },
          sessionId: request.sessionId ?? null,
        },
        key,
      );
    },

    /** POST /api/payment/create-intent from /ai-vibe-coding with payNow: a trial subscription. */
    async createVibeSubscription(
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
    ): Promise<CreateIntentResponse> {
      const m = request.metadata;
      const plan = vibeCodingPlans.find((p) => p.id === m.plan);
      if (!plan) {
        throw new AppError("bad_request", paymentErrors.planNotFound, {
          "metadata.plan": paymentErrors.planNotFound,
        });
      }
      const perMonth = m.frequency === "yearly" ? plan.yearlyPrice : plan.monthlyPrice;
      ignoredAmount(perMonth, request.amount, `vibe coding ${plan.id}`);
      const customer = {
        name: request.customerName,
        email: request.customerEmail,
        phone: m.phone,
        company: m.company,
      };
      const info = { ...customer, ...m, packageId: vibeCodingPackageId };
      const key = idempotencyKeyFor("vibe_coding", info, attempt);
      const metadata = { plan: plan.id, frequency: m.frequency, timeline: m.timeline };
      const order: Order = {
        purpose: "vibe_coding",
        itemId: plan.id,
        itemName: plan.name,
        amountCents: toCents(perMonth),
        customer,
        customerInfo: info,
        metadata: { ...metadata, payNow: "true" },
        sessionId: request.sessionId ?? null,
      };
      await refuseIfJustPaid(order);
      const subscription = await providerCall(() =>
        provider().createTrialSubscription({
          amountCents: toCents(perMonth),
          currency: "usd",
          productId: `relaywise_vibe_${plan.id}`,
          productName: `AI Vibe Coding: ${plan.name}`,
          trialDays: vibeCodingTrialDays,
          customer,
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
      const payment = await storeIntent(order, key, intent, {
        providerCustomerId: subscription.customerId,
        providerSubscriptionId: subscription.subscriptionId,
        trialEndsAt: subscription.trialEnd,
      });
      log.info("trial subscription created", {
        paymentId: payment.id,
        plan: plan.id,
        frequency: m.frequency,
      });
      const body = response(payment, intent);
      // No card to collect (the provider needs none yet): the request stands, the team knows.
      return subscription.setupIntent
        ? body
        : { ...body, clientSecret: null, message: "Payment request submitted" };
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
      const plan = vibeCodingPlans.find((p) => p.id === form.plan);
      if (!plan)
        throw new AppError("bad_request", paymentErrors.planNotFound, {
          plan: paymentErrors.planNotFound,
        });
      const perMonth = form.paymentFrequency === "yearly" ? plan.yearlyPrice : plan.monthlyPrice;
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
              amountCents: toCents(perMonth),
              status: "requested",
              statusHistory: [change("requested")],
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
          await notify(tx, "subscription_request", row!.id);
          await services.notifications.notify(vibeConfirmationKind, row!.id, { tx });
          return { id: row!.id, confirmation: confirmationOf(row!.id), duplicate: false };
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
      const [found] = await services.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider().name), eq(payments.providerPaymentId, id)));
      if (!found) return null;
      let intent: ProviderIntent;
      try {
        intent = await fetchIntent(found);
      } catch (err) {
        // The sandbox forgets its intents at a restart; an unknown intent is not this secret's.
        if (err instanceof AppError) throw err;
        return null;
      }
      if (!sameSecret(clientSecret, intent.clientSecret)) return null;
      const payment = (await sync(id, intent)) ?? found;
      return viewOf(payment, intent);
    },

    /**
     * Just before a card is charged for a stored order: refused (409) when the same buyer paid
     * for the same item from another checkout within the repeat window. Two tabs, or an order
     * made twice before either was paid, otherwise both charge. Unknown secrets pass: the
     * provider refuses them itself.
     */
    async checkBeforeCharge(clientSecret: string): Promise<void> {
      const id = intentIdFromClientSecret(clientSecret);
      if (!id) return;
      const [found] = await services.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider().name), eq(payments.providerPaymentId, id)));
      if (!found || found.status === "succeeded") return;
      await refuseIfJustPaid(
        {
          purpose: found.kind,
          itemId: found.itemId,
          customer: { email: found.customerEmail },
          customerInfo: (found.customerInfo ?? {}) as Record<string, unknown>,
          sessionId: found.sessionId,
        },
        found.id,
      );
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

    /**
     * A verified provider event: processed once per event id. The event only says which intent
     * changed; its state is fetched from the provider (STYLE 9).
     */
    async handleEvent(event: {
      id: string;
      type: string;
      intent: { id: string } | null;
    }): Promise<"processed" | "duplicate" | "ignored"> {
      const [seen] = await services.database.db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, event.id));
      if (seen) return "duplicate";
      let paymentId: number | null = null;
      if (event.intent) {
        const payment = await sync(event.intent.id);
        paymentId = payment?.id ?? null;
      }
      const [stored] = await services.database.db
        .insert(paymentEvents)
        .values({ id: event.id, provider: provider().name, type: event.type, paymentId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!stored) return "duplicate";
      return event.intent ? "processed" : "ignored";
    },

    referenceOf,
  };
  return service;
}
