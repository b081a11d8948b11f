import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { paymentErrors } from "../../content/payments";
import type {
  CreateIntentResponse,
  PackagesResponse,
  PaymentStatusResponse,
  SandboxConfirmResponse,
} from "../../lib/payments";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { validOrder, validVibeRequest } from "../../tests/helpers/forms";

const order = validOrder;

const vibeForm = validVibeRequest;

const card = (number: string, expiry = "12/34", cvc = "123") => ({ number, expiry, cvc });

describe.each(testEngines)("payments API on the sandbox (%s)", (engine) => {
  let ctx: TestContext;
  let notified: { kind: string; id: number }[] = [];
  let ip = 0;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request(
      path,
      jsonRequest("POST", body, { "x-test-ip": `198.18.1.${++ip}`, ...headers }),
    );
  const count = async () => {
    const [row] = await ctx.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments);
    return Number(row!.n);
  };
  const byIntent = async (id: string) =>
    (
      await ctx.services.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, id))
    )[0]!;

  async function planIntent(email: string) {
    const res = await post("/api/create-payment-intent", {
      plan: "starter",
      amount: 197,
      customerInfo: { ...order, email },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as CreateIntentResponse;
  }
  const confirmCard = async (clientSecret: string, c: ReturnType<typeof card>) => {
    const res = await post("/api/payment/sandbox/confirm", {
      clientSecret,
      card: c,
      billing: { name: "Ada" },
    });
    return {
      status: res.status,
      body: (await res.json()) as SandboxConfirmResponse & { reference: string },
    };
  };

  beforeAll(async () => {
    ctx = await createTestContext(engine);
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
  });

  it("lists the packages keyed by id with prices in cents", async () => {
    const res = await ctx.app.request("/api/payment/packages");
    const body = (await res.json()) as PackagesResponse;
    expect(Object.keys(body)).toEqual(["priority_start", "priority_launch", "priority_growth"]);
    expect(body.priority_start).toMatchObject({
      id: "priority_start",
      name: "Priority Start",
      price: 14900,
    });
    expect(body.priority_start!.features.length).toBeGreaterThan(0);
    expect(await (await ctx.app.request("/api/payment/config")).json()).toEqual({
      provider: "sandbox",
      publishableKey: null,
    });
  });

  it("an unknown or contact-only plan is a 400 'Selected plan not found'; nothing is stored", async () => {
    const before = await count();
    for (const plan of ["nope", "enterprise"]) {
      const res = await post("/api/create-payment-intent", {
        plan,
        amount: 0,
        customerInfo: { ...order, plan },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "Selected plan not found",
        fields: { plan: "Selected plan not found" },
      });
    }
    const pack = await post("/api/payment/create-intent", {
      packageId: "gold",
      customerName: "Ada",
      customerEmail: "a@example.com",
    });
    expect(pack.status).toBe(400);
    expect(((await pack.json()) as { error: string }).error).toBe("Selected package not found");
    // A package promises a receipt and a call: without the buyer it is refused, the field named.
    const nobody = await post("/api/payment/create-intent", { packageId: "priority_start" });
    expect(nobody.status).toBe(400);
    expect(((await nobody.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      customerName: expect.any(String),
      customerEmail: expect.any(String),
    });
    expect(await count()).toBe(before);
  });

  it("the order form's rules answer 400 with every field's message", async () => {
    const res = await post("/api/create-payment-intent", {
      plan: "starter",
      customerInfo: {
        ...order,
        name: "A",
        email: "nope",
        phone: "123",
        zipCode: "1",
        address: "x",
      },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({
      "customerInfo.name": "Name must be at least 2 characters",
      "customerInfo.email": "Please enter a valid email",
      "customerInfo.phone": "Please enter a valid phone number",
      "customerInfo.address": "Please enter a valid address",
      "customerInfo.zipCode": "ZIP code is required",
    });
  });

  it("4242 succeeds: the server decides, stores the history and tells the team", async () => {
    const intent = await planIntent("paid@example.com");
    expect(intent).toMatchObject({
      provider: "sandbox",
      amountCents: 19700,
      intentType: "payment",
    });
    const { body } = await confirmCard(intent.clientSecret!, card("4242 4242 4242 4242"));
    expect(body).toMatchObject({
      status: "succeeded",
      paymentIntentId: intent.paymentIntentId,
      reference: intent.paymentIntentId,
    });
    const payment = await byIntent(intent.paymentIntentId!);
    expect(payment.status).toBe("succeeded");
    expect(payment.statusHistory.map((h) => h.status)).toEqual([
      "requires_payment_method",
      "succeeded",
    ]);
    // The success view promises a receipt: in the sandbox, ours goes to the buyer.
    expect(notified.map((n) => n.kind)).toEqual([
      "payment_payment_request",
      "payment_payment_successful",
      "payment_receipt",
    ]);
    // The confirm call after success answers the stored state; creating it again is refused.
    const confirm = await post("/api/payment/confirm", { paymentIntentId: intent.paymentIntentId });
    expect(((await confirm.json()) as PaymentStatusResponse).status).toBe("succeeded");
    const again = await post("/api/create-payment-intent", {
      plan: "starter",
      customerInfo: { ...order, email: "paid@example.com" },
    });
    expect(again.status).toBe(409);
  });

  it("0002 is declined, 9995 has insufficient funds; the team hears 'payment failed'", async () => {
    const intent = await planIntent("declined@example.com");
    const declined = await confirmCard(intent.clientSecret!, card("4000000000000002"));
    expect(declined.body).toMatchObject({
      status: "requires_payment_method",
      error: { message: "Your card was declined." },
    });
    const payment = await byIntent(intent.paymentIntentId!);
    expect(payment.failureMessage).toBe("Your card was declined.");
    expect(notified).toContainEqual({ kind: "payment_payment_failed", id: payment.id });
    const poor = await confirmCard(intent.clientSecret!, card("4000 0000 0000 9995"));
    expect(poor.body.error?.message).toBe("Your card has insufficient funds.");
  });

  it("3155 asks for authentication: complete succeeds, fail declines", async () => {
    const intent = await planIntent("auth@example.com");
    const first = await confirmCard(intent.clientSecret!, card("4000 0025 0000 3155"));
    expect(first.body.status).toBe("requires_action");
    const failed = await post("/api/payment/sandbox/authenticate", {
      clientSecret: intent.clientSecret,
      approve: false,
    });
    expect(((await failed.json()) as SandboxConfirmResponse).error?.message).toMatch(
      /unable to authenticate/,
    );
    await confirmCard(intent.clientSecret!, card("4000 0025 0000 3155"));
    const ok = await post("/api/payment/sandbox/authenticate", {
      clientSecret: intent.clientSecret,
      approve: true,
    });
    expect(((await ok.json()) as SandboxConfirmResponse).status).toBe("succeeded");
    expect((await byIntent(intent.paymentIntentId!)).status).toBe("succeeded");
  });

  it("a number failing Luhn, a past expiry or a real card never pay", async () => {
    const intent = await planIntent("invalid@example.com");
    expect(
      (await confirmCard(intent.clientSecret!, card("4242 4242 4242 4241"))).body.error,
    ).toEqual({ field: "number", message: "Your card number is invalid." });
    expect(
      (await confirmCard(intent.clientSecret!, card("4242424242424242", "01/20"))).body.error,
    ).toEqual({ field: "expiry", message: "Your card's expiration year is in the past." });
    expect(
      (await confirmCard(intent.clientSecret!, card("4242424242424242", "12/34", "1"))).body.error
        ?.field,
    ).toBe("cvc");
    expect(
      (await confirmCard(intent.clientSecret!, card("4111 1111 1111 1111"))).body.error?.message,
    ).toMatch(/Test mode accepts only test cards/);
    expect((await byIntent(intent.paymentIntentId!)).status).toBe("requires_payment_method");
    const unknown = await post("/api/payment/sandbox/confirm", {
      clientSecret: "pi_nope_secret_nope",
      card: card("4242424242424242"),
    });
    expect(unknown.status).toBe(400);
  });

  it("a double submit of one attempt (same Idempotency-Key) creates one payment", async () => {
    const body = {
      packageId: "priority_start",
      customerName: "Ada",
      customerEmail: "twice@example.com",
      sessionId: "s1",
    };
    const attempt = { "idempotency-key": "attempt-0123456789" };
    const [a, b] = await Promise.all([
      post("/api/payment/create-intent", body, attempt),
      post("/api/payment/create-intent", body, attempt),
    ]);
    const [ja, jb] = (await Promise.all([a.json(), b.json()])) as CreateIntentResponse[];
    expect(ja.clientSecret).toBe(jb.clientSecret);
    const rows = await ctx.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerEmail, "twice@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountCents).toBe(14900);
  });

  it("a malformed Idempotency-Key is a 400 naming the header, and nothing is stored", async () => {
    const body = {
      packageId: "priority_start",
      customerName: "Ada",
      customerEmail: "badkey@example.com",
      sessionId: "s1",
    };
    for (const key of ["a", "x".repeat(101), "has spaces in it", "semi;colon-key"]) {
      const res = await post("/api/payment/create-intent", body, { "idempotency-key": key });
      expect(res.status, key).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
        "Idempotency-Key": paymentErrors.badAttemptKey,
      });
    }
    const rows = await ctx.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerEmail, "badkey@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("identical creations without an Idempotency-Key never share an intent or its client secret", async () => {
    // Anyone who knows a visitor's name, email and plan could otherwise send the same body and
    // be handed that visitor's client secret.
    const plan = {
      plan: "starter",
      amount: 197,
      customerInfo: { ...order, email: "same@example.com" },
    };
    const pack = {
      packageId: "priority_start",
      customerName: "Ada",
      customerEmail: "same@example.com",
    };
    const vibe = {
      packageId: "ai_vibe_coding",
      customerName: vibeForm.name,
      customerEmail: "same@example.com",
      metadata: {
        plan: "smart_web_app",
        frequency: "monthly",
        company: vibeForm.company,
        phone: vibeForm.phone,
        projectDescription: vibeForm.projectDescription,
        timeline: "flexible",
      },
    };
    for (const [path, body] of [
      ["/api/create-payment-intent", plan],
      ["/api/payment/create-intent", pack],
      ["/api/payment/create-intent", vibe],
    ] as const) {
      const [a, b] = await Promise.all([post(path, body), post(path, body)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const [ja, jb] = (await Promise.all([a.json(), b.json()])) as CreateIntentResponse[];
      expect(ja.clientSecret).toBeTruthy();
      expect(ja.clientSecret).not.toBe(jb.clientSecret);
      expect(ja.paymentIntentId).not.toBe(jb.paymentIntentId);
    }
    const rows = await ctx.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.customerEmail, "same@example.com"));
    expect(rows).toHaveLength(6);
  });

  it("an order just paid is refused (409) whether or not the new request carries a key", async () => {
    const body = {
      packageId: "priority_growth",
      customerName: "Ada",
      customerEmail: "paid-once@example.com",
      sessionId: "s-paid",
    };
    const first = await post("/api/payment/create-intent", body, {
      "idempotency-key": "attempt-paid-00001",
    });
    const intent = (await first.json()) as CreateIntentResponse;
    expect((await confirmCard(intent.clientSecret!, card("4242424242424242"))).body.status).toBe(
      "succeeded",
    );
    const before = await count();
    for (const headers of [
      {} as Record<string, string>,
      { "idempotency-key": "attempt-paid-00001" },
      { "idempotency-key": "attempt-paid-00002" },
    ]) {
      const again = await post("/api/payment/create-intent", body, headers);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: paymentErrors.alreadyPaid });
    }
    // The same buyer is their address whatever its case, another session or other fields.
    for (const repeat of [
      { ...body, customerEmail: "Paid-Once@Example.COM" },
      { ...body, sessionId: "s-other", customerName: "Ada L." },
    ]) {
      const again = await post("/api/payment/create-intent", repeat);
      expect(again.status).toBe(409);
    }
    expect(await count()).toBe(before);
    // Another buyer, or another package, is a new payment.
    const other = await post("/api/payment/create-intent", {
      ...body,
      customerEmail: "someone-else@example.com",
    });
    expect(other.status).toBe(200);
    const otherItem = await post("/api/payment/create-intent", {
      ...body,
      packageId: "priority_launch",
    });
    expect(otherItem.status).toBe(200);
  });

  it("a plan paid once is refused when ordered again under the same address in another case", async () => {
    const info = { ...order, email: "case-buyer@example.com" };
    const first = await post("/api/create-payment-intent", { plan: "starter", customerInfo: info });
    const intent = (await first.json()) as CreateIntentResponse;
    expect((await confirmCard(intent.clientSecret!, card("4242424242424242"))).body.status).toBe(
      "succeeded",
    );
    const again = await post("/api/create-payment-intent", {
      plan: "starter",
      customerInfo: { ...info, email: "CASE-Buyer@example.com", phone: "+1 555 0199" },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: paymentErrors.alreadyPaid });
  });

  it("two orders open in two tabs: once one is paid, the other is refused before its card is charged", async () => {
    const email = "two-tabs@example.com";
    const first = await planIntent(email);
    const second = await planIntent(email.toUpperCase());
    expect(first.clientSecret).not.toBe(second.clientSecret);
    // Before either is paid, both may go ahead.
    expect((await post("/api/payment/check", { clientSecret: second.clientSecret })).status).toBe(
      204,
    );
    expect((await confirmCard(first.clientSecret!, card("4242424242424242"))).body.status).toBe(
      "succeeded",
    );
    // The paid order itself still checks clean (a reload of its card step is not a repeat).
    expect((await post("/api/payment/check", { clientSecret: first.clientSecret })).status).toBe(
      204,
    );
    const check = await post("/api/payment/check", { clientSecret: second.clientSecret });
    expect(check.status).toBe(409);
    expect(await check.json()).toEqual({ error: paymentErrors.alreadyPaid });
    const charged = await confirmCard(second.clientSecret!, card("4242424242424242"));
    expect(charged.status).toBe(409);
    expect((await byIntent(second.paymentIntentId!)).status).not.toBe("succeeded");
    const missing = await post("/api/payment/check", {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/clientSecret/);
  });

  it("an unpaid twin of a paid order stays refused after the repeat window; a new order after it is a new purchase", async () => {
    const email = "stale-tab@example.com";
    const first = await planIntent(email);
    const second = await planIntent(email);
    expect((await confirmCard(first.clientSecret!, card("4242424242424242"))).body.status).toBe(
      "succeeded",
    );
    // An hour later: the twin was made before the payment, so it is still the same purchase.
    const db = ctx.services.database.db;
    await db
      .update(payments)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(payments.providerPaymentId, first.paymentIntentId!));
    await db
      .update(payments)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(payments.providerPaymentId, second.paymentIntentId!));
    expect((await post("/api/payment/check", { clientSecret: second.clientSecret })).status).toBe(
      409,
    );
    expect((await confirmCard(second.clientSecret!, card("4242424242424242"))).status).toBe(409);
    const view = await ctx.services.payments.orderView(second.clientSecret!);
    expect(view).toMatchObject({
      outcome: "paid_elsewhere",
      paidReference: first.paymentIntentId,
      customer: null,
    });
    // Ordered again after the window: a purchase of its own.
    const third = await planIntent(email);
    expect((await post("/api/payment/check", { clientSecret: third.clientSecret })).status).toBe(
      204,
    );
    expect((await ctx.services.payments.orderView(third.clientSecret!))?.outcome).toBe("open");
  });

  it("an AI Vibe Coding request without payment is stored and the team told", async () => {
    const res = await post("/api/payment/vibe-request", vibeForm);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await ctx.services.database.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({
      kind: "vibe_coding",
      status: "requested",
      providerPaymentId: null,
      amountCents: 19900,
      customerCompany: "Compilers Inc",
    });
    expect(notified).toEqual([
      { kind: "payment_subscription_request", id },
      { kind: "vibe_coding_confirmation", id },
    ]);
    const bad = await post("/api/payment/vibe-request", { ...vibeForm, plan: "nope" });
    expect(await bad.json()).toMatchObject({ error: "Selected plan not found" });
    const invalid = await post("/api/payment/vibe-request", {
      ...vibeForm,
      projectDescription: "short",
      timeline: "",
    });
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      projectDescription: "Please describe your project",
      timeline: "Please select a timeline",
    });
  });

  it("an AI Vibe Coding request sent again under its form's key is stored once; other answers are a 409", async () => {
    const form = { ...vibeForm, email: "vibe.form.key@example.com" };
    const key = { "idempotency-key": "form-token-abcdefghijklmnop" };
    const first = await post("/api/payment/vibe-request", form, key);
    expect(first.status).toBe(201);
    const { id, confirmation } = (await first.json()) as { id: number; confirmation: string };
    const again = await post("/api/payment/vibe-request", form, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, confirmation });
    const changed = await post(
      "/api/payment/vibe-request",
      { ...form, projectDescription: "Another project, typed into the same form." },
      key,
    );
    expect(changed.status).toBe(409);
    // Without a key every request is its own, as before.
    expect((await post("/api/payment/vibe-request", form)).status).toBe(201);
    const rows = await ctx.services.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.customerEmail, form.email));
    expect(rows).toHaveLength(2);
    expect(notified.filter((n) => n.kind === "payment_subscription_request")).toHaveLength(2);
  });

  it("AI Vibe Coding with payNow: a 14-day trial, the card saved by 4242", async () => {
    const res = await post("/api/payment/create-intent", {
      packageId: "ai_vibe_coding",
      customerName: vibeForm.name,
      customerEmail: vibeForm.email,
      sessionId: "vibe-abc",
      amount: 1,
      metadata: {
        plan: "smart_web_app",
        frequency: "yearly",
        company: vibeForm.company,
        phone: vibeForm.phone,
        projectDescription: vibeForm.projectDescription,
        timeline: "flexible",
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CreateIntentResponse;
    expect(body).toMatchObject({ intentType: "setup", amountCents: 19900 });
    const days = (new Date(body.trialEnd!).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    const paid = await confirmCard(body.clientSecret!, card("4242424242424242"));
    expect(paid.body.status).toBe("succeeded");
    const payment = await byIntent(body.paymentIntentId!);
    expect(payment.trialEndsAt).not.toBeNull();
    expect(notified.map((n) => n.kind)).toEqual([
      "payment_subscription_request",
      "payment_payment_successful",
      "vibe_coding_confirmation",
    ]);
  });
});
