import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { paymentEvents, payments } from "../../db/schema";
import type { CreateIntentResponse } from "../../lib/payments";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { startStripeStandIn, type StripeStandIn } from "./testing/stripe-stand-in";
import { validOrder } from "../../tests/helpers/forms";

const webhookSecret = "whsec_test_secret";
const stripe = new Stripe("sk_test_x");

const order = { ...validOrder, plan: "professional" };

function signed(event: object, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  return {
    payload,
    header: stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

function eventFor(intentId: string, type: string, eventId: string, object = "payment_intent") {
  return {
    id: eventId,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: intentId, object, status: "succeeded" } },
  };
}

describe("Stripe adapter against a local stand-in", () => {
  let standIn: StripeStandIn;
  let ctx: TestContext;
  let notified: { kind: string; id: number }[] = [];
  let ip = 0;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request(
      path,
      jsonRequest("POST", body, { "x-test-ip": `198.19.0.${++ip}`, ...headers }),
    );
  const webhook = (payload: string, signature: string) =>
    ctx.app.request("/api/payment/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
  const paymentByIntent = async (intentId: string) => {
    const [row] = await ctx.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, intentId));
    return row!;
  };

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ctx = await createTestContext("pglite", {
      STRIPE_SECRET_KEY: "sk_test_standin",
      STRIPE_PUBLISHABLE_KEY: "pk_test_standin",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: standIn.url,
    });
    ctx.services.notifications = {
      ...ctx.services.notifications,
      async notify(kind, id) {
        notified.push({ kind, id });
      },
    };
  });
  beforeEach(() => {
    notified = [];
  });
  afterAll(async () => {
    await ctx?.close();
    await standIn?.close();
  });

  it("creates a PaymentIntent priced by the catalog: a tampered amount is ignored and logged", async () => {
    const res = await post("/api/create-payment-intent", {
      plan: "professional",
      amount: 1,
      customerInfo: order,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CreateIntentResponse;
    expect(body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(body).toMatchObject({
      provider: "stripe",
      publishableKey: "pk_test_standin",
      amountCents: 39700,
    });
    const sent = standIn.requests.find(
      (r) => r.path === "/v1/payment_intents" && r.method === "POST",
    );
    expect(sent?.params).toMatchObject({ amount: "39700", currency: "usd" });
    expect(sent?.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
    expect(ctx.logs.some((l) => l.msg === "browser amount ignored" && l.sent === 1)).toBe(true);
    const payment = await paymentByIntent(body.paymentIntentId!);
    expect(payment).toMatchObject({
      provider: "stripe",
      kind: "plan",
      itemId: "professional",
      amountCents: 39700,
      status: "requires_payment_method",
      customerPhone: "9195550100",
      customerCompany: "Analytical Engines",
    });
    expect(notified).toEqual([{ kind: "payment_payment_request", id: payment.id }]);
  });

  it("a double submit of one attempt creates one PaymentIntent and one payment", async () => {
    const before = standIn.requests.filter((r) => r.path === "/v1/payment_intents").length;
    const info = { ...order, email: "double@example.com" };
    const attempt = { "idempotency-key": "attempt-double-0001" };
    const body = { plan: "starter", amount: 197, customerInfo: info };
    const [a, b] = await Promise.all([
      post("/api/create-payment-intent", body, attempt),
      post("/api/create-payment-intent", body, attempt),
    ]);
    const [ja, jb] = (await Promise.all([a.json(), b.json()])) as CreateIntentResponse[];
    expect(ja.paymentIntentId).toBe(jb.paymentIntentId);
    const created = standIn.requests.filter((r) => r.path === "/v1/payment_intents").slice(before);
    // Both calls reached Stripe with one key: Stripe (and the stand-in) answer with one intent.
    expect(new Set(created.map((r) => r.idempotencyKey)).size).toBe(1);
    const rows = await ctx.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerEmail, "double@example.com"));
    expect(rows).toHaveLength(1);
    expect(notified.filter((n) => n.kind === "payment_payment_request")).toHaveLength(1);
  });

  it("a payment whose browser never returns is marked succeeded by the webhook alone; a replay changes nothing", async () => {
    const res = await post("/api/create-payment-intent", {
      plan: "starter",
      customerInfo: { ...order, email: "tab-closed@example.com", plan: "starter" },
    });
    const { paymentIntentId } = (await res.json()) as CreateIntentResponse;
    // The visitor paid with Stripe.js and closed the tab: no /api/payment/confirm ever comes.
    standIn.settle(paymentIntentId!, { status: "succeeded" });
    const { payload, header } = signed(
      eventFor(paymentIntentId!, "payment_intent.succeeded", "evt_paid_1"),
    );
    const first = await webhook(payload, header);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, outcome: "processed" });
    const paid = await paymentByIntent(paymentIntentId!);
    expect(paid.status).toBe("succeeded");
    expect(paid.statusHistory.map((h) => h.status)).toEqual([
      "requires_payment_method",
      "succeeded",
    ]);
    expect(notified).toContainEqual({ kind: "payment_payment_successful", id: paid.id });

    notified = [];
    const again = signed(eventFor(paymentIntentId!, "payment_intent.succeeded", "evt_paid_1"));
    const replay = await webhook(again.payload, again.header);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: "duplicate" });
    const after = await paymentByIntent(paymentIntentId!);
    expect(after.statusHistory).toEqual(paid.statusHistory);
    expect(after.updatedAt).toEqual(paid.updatedAt);
    expect(notified).toEqual([]);
    const events = await ctx.services.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, "evt_paid_1"));
    expect(events).toHaveLength(1);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const res = await post("/api/create-payment-intent", {
      plan: "starter",
      customerInfo: { ...order, email: "forged@example.com", plan: "starter" },
    });
    const { paymentIntentId } = (await res.json()) as CreateIntentResponse;
    const { payload } = signed(
      eventFor(paymentIntentId!, "payment_intent.succeeded", "evt_forged"),
    );
    const forged = signed(
      eventFor(paymentIntentId!, "payment_intent.succeeded", "evt_forged"),
      "whsec_wrong",
    );
    const bad = await webhook(payload, forged.header);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Invalid webhook signature." });
    const missing = await ctx.app.request("/api/payment/webhook", {
      method: "POST",
      body: payload,
    });
    expect(missing.status).toBe(400);
    expect((await paymentByIntent(paymentIntentId!)).status).toBe("requires_payment_method");
    const events = await ctx.services.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, "evt_forged"));
    expect(events).toHaveLength(0);
  });

  it("the state comes from Stripe, not the event: a 'succeeded' event for an unpaid intent pays nothing", async () => {
    const res = await post("/api/create-payment-intent", {
      plan: "starter",
      customerInfo: { ...order, email: "lying-event@example.com", plan: "starter" },
    });
    const { paymentIntentId } = (await res.json()) as CreateIntentResponse;
    const { payload, header } = signed(
      eventFor(paymentIntentId!, "payment_intent.succeeded", "evt_early"),
    );
    expect((await webhook(payload, header)).status).toBe(200);
    expect((await paymentByIntent(paymentIntentId!)).status).toBe("requires_payment_method");
  });

  it("records a decline from Stripe and tells the team 'payment failed'; confirm asks Stripe", async () => {
    const res = await post("/api/payment/create-intent", {
      packageId: "priority_launch",
      customerName: "Grace Hopper",
      customerEmail: "grace@example.com",
      sessionId: "s-1",
    });
    const { paymentIntentId, amountCents } = (await res.json()) as CreateIntentResponse;
    expect(amountCents).toBe(29900);
    standIn.settle(paymentIntentId!, { declined: "Your card was declined." });
    // The browser claims success; the server asks Stripe.
    const confirm = await post("/api/payment/confirm", {
      paymentIntentId,
      customerEmail: "grace@example.com",
      customerName: "Grace Hopper",
      packageId: "priority_launch",
    });
    expect(await confirm.json()).toMatchObject({
      status: "requires_payment_method",
      error: "Your card was declined.",
    });
    const payment = await paymentByIntent(paymentIntentId!);
    expect(payment.failureMessage).toBe("Your card was declined.");
    expect(notified).toContainEqual({ kind: "payment_payment_failed", id: payment.id });
  });

  it("AI Vibe Coding: Customer, Subscription with trial_period_days 14, and its SetupIntent", async () => {
    const res = await post("/api/payment/create-intent", {
      packageId: "ai_vibe_coding",
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      sessionId: "vibe-1",
      amount: 5,
      metadata: {
        plan: "mobile_app",
        frequency: "yearly",
        company: "Analytical Engines",
        phone: "9195550100",
        projectDescription: "A booking app for our studio",
        timeline: "1-2 months",
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CreateIntentResponse;
    expect(body.intentType).toBe("setup");
    expect(body.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    const trialDays = (new Date(body.trialEnd!).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    const customer = standIn.requests.find((r) => r.path === "/v1/customers");
    expect(customer?.params).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "9195550100",
    });
    const subscription = standIn.requests.find((r) => r.path === "/v1/subscriptions");
    expect(subscription?.params).toMatchObject({
      trial_period_days: "14",
      items: {
        "0": {
          price_data: { unit_amount: "25900", currency: "usd", recurring: { interval: "month" } },
        },
      },
    });
    const payment = await paymentByIntent(body.paymentIntentId!);
    expect(payment).toMatchObject({
      kind: "vibe_coding",
      itemId: "mobile_app",
      amountCents: 25900,
    });
    expect(payment.providerSubscriptionId).toMatch(/^sub_/);
    expect(payment.providerCustomerId).toMatch(/^cus_/);
    expect(notified).toEqual([{ kind: "payment_subscription_request", id: payment.id }]);

    standIn.settle(body.paymentIntentId!, { status: "succeeded" });
    const { payload, header } = signed(
      eventFor(body.paymentIntentId!, "setup_intent.succeeded", "evt_setup_1", "setup_intent"),
    );
    expect((await webhook(payload, header)).status).toBe(200);
    expect((await paymentByIntent(body.paymentIntentId!)).status).toBe("succeeded");
    expect(notified).toContainEqual({ kind: "payment_payment_successful", id: payment.id });
  });

  it("/checkout's order view asks Stripe: the secret must be Stripe's, the outcome is the intent's; no receipt of ours", async () => {
    const res = await post("/api/create-payment-intent", {
      plan: "starter",
      customerInfo: { ...order, plan: "starter", email: "view@example.com" },
    });
    const body = (await res.json()) as CreateIntentResponse;
    const secret = body.clientSecret!;
    const [id] = secret.split("_secret_");
    expect(await ctx.services.payments.orderView(`${id}_secret_forged`)).toBeNull();
    expect(await ctx.services.payments.orderView(secret)).toMatchObject({
      purpose: "plan",
      itemName: "Business Starter",
      outcome: "open",
      customer: { email: "view@example.com" },
    });
    // The browser never came back: a reload still learns the payment from Stripe.
    standIn.settle(body.paymentIntentId!, { status: "succeeded" });
    expect(await ctx.services.payments.orderView(secret)).toMatchObject({ outcome: "paid" });
    expect((await paymentByIntent(body.paymentIntentId!)).status).toBe("succeeded");
    // Stripe mails the receipt (receipt_email on the intent); the sandbox's receipt is not queued.
    const sent = standIn.requests.find(
      (r) =>
        r.path === "/v1/payment_intents" &&
        r.method === "POST" &&
        r.params.receipt_email === "view@example.com",
    );
    expect(sent).toBeDefined();
    expect(notified.map((n) => n.kind)).not.toContain("payment_receipt");
  });

  it("a Stripe outage is a 503 with a message, and nothing is stored", async () => {
    standIn.failNextRequests(10);
    const res = await post("/api/create-payment-intent", {
      plan: "starter",
      customerInfo: { ...order, email: "outage@example.com", plan: "starter" },
    });
    standIn.failNextRequests(0);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: "The card payment service is not answering. Please try again in a minute.",
    });
    const rows = await ctx.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerEmail, "outage@example.com"));
    expect(rows).toHaveLength(0);
  }, 20_000);

  it("the CSP allows Stripe's origins on the card pages only", async () => {
    const { contentSecurityPolicy, cspFor } = await import("../platform/http/security");
    const on = contentSecurityPolicy("n", cspFor(ctx.services.csp, "/checkout/abc"));
    expect(on).toContain("script-src 'self' 'nonce-n' https://js.stripe.com");
    expect(on).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(on).toContain("connect-src 'self' https://api.stripe.com");
    expect(contentSecurityPolicy("n", cspFor(ctx.services.csp, "/ai-vibe-coding"))).toContain(
      "js.stripe.com",
    );
    for (const path of ["/", "/pricing", "/contact", "/checkoutx"]) {
      expect(contentSecurityPolicy("n", cspFor(ctx.services.csp, path))).not.toContain("stripe");
    }
  });
});
