import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import type { CreateIntentResponse } from "../../lib/payments";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { formatLongDate } from "../../lib/format";
import { paymentReceiptMessage, vibeConfirmationMessage } from "./notifications";
import { validOrder } from "../../tests/helpers/forms";

const order = { ...validOrder, email: "ada.view@example.com", plan: "professional" };

const card = (number: string) => ({ number, expiry: "12/34", cvc: "123" });

describe.each(testEngines)("the order behind a client secret (%s)", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request(
      path,
      jsonRequest("POST", body, { "x-test-ip": `198.18.2.${++ip}`, ...headers }),
    );
  const view = (secret: string) => ctx.services.payments.orderView(secret);

  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function planOrder(email: string) {
    const res = await post("/api/create-payment-intent", {
      plan: "professional",
      customerInfo: { ...order, email },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as CreateIntentResponse;
  }

  it("shows the stored plan order, priced and named by the server, then its outcome", async () => {
    const intent = await planOrder("ada.view@example.com");
    const open = await view(intent.clientSecret!);
    expect(open).toMatchObject({
      purpose: "plan",
      itemName: "Business Pro",
      amountCents: 39700,
      frequency: "monthly",
      outcome: "open",
      intentType: "payment",
      reference: intent.paymentIntentId,
      customer: { name: "Ada Lovelace", email: "ada.view@example.com" },
    });
    // What the summary shows, and no more: the phone and the address stay on the server.
    expect(open!.customer).toEqual({ name: "Ada Lovelace", email: "ada.view@example.com" });
    expect(JSON.stringify(open)).not.toMatch(/9195550100|Main Street|27601|Raleigh/);
    await post("/api/payment/sandbox/confirm", {
      clientSecret: intent.clientSecret,
      card: card("4000000000000002"),
    });
    expect(await view(intent.clientSecret!)).toMatchObject({
      outcome: "failed",
      failureMessage: "Your card was declined.",
      customer: { name: "Ada Lovelace", email: "ada.view@example.com" },
    });
    await post("/api/payment/sandbox/confirm", {
      clientSecret: intent.clientSecret,
      card: card("4242424242424242"),
    });
    // A reload asks again and finds the payment, with the same reference.
    const paid = await view(intent.clientSecret!);
    expect(paid).toMatchObject({ outcome: "paid", reference: intent.paymentIntentId });
    // Paid, the link (left in the browser's history) shows the outcome, not who paid.
    expect(paid!.customer).toBeNull();
    expect(JSON.stringify(paid)).not.toMatch(/Lovelace|ada\.view@/);
    // The next monthly charge is a month after the payment (the day of the month kept).
    const next = new Date(paid!.nextChargeAt!);
    const today = new Date();
    expect((next.getUTCMonth() - today.getUTCMonth() + 12) % 12).toBe(1);
    expect(next.getUTCDate()).toBeLessThanOrEqual(today.getUTCDate());
  });

  it("an authentication left open is 'open' again (the card step returns), not a dead end", async () => {
    const intent = await planOrder("auth.view@example.com");
    await post("/api/payment/sandbox/confirm", {
      clientSecret: intent.clientSecret,
      card: card("4000002500003155"),
    });
    expect(await view(intent.clientSecret!)).toMatchObject({ outcome: "open" });
  });

  it("finds nothing for an intent id with another secret, a made-up secret or garbage", async () => {
    const mine = await planOrder("mine.view@example.com");
    const theirs = await planOrder("theirs.view@example.com");
    const [id] = mine.clientSecret!.split("_secret_");
    const [, theirSecret] = theirs.clientSecret!.split("_secret_");
    expect(await view(`${id}_secret_${theirSecret}`)).toBeNull();
    expect(await view(`${id}_secret_aaaaaaaaaaaaaaaaaaaaaaaa`)).toBeNull();
    expect(await view("pi_nope_secret_nope")).toBeNull();
    expect(await view(id!)).toBeNull();
    expect(await view("<script>")).toBeNull();
  });

  it("an AI Vibe Coding card saved for the trial is 'trialing', with its end and first charge", async () => {
    const res = await post("/api/payment/create-intent", {
      packageId: "ai_vibe_coding",
      customerName: "Grace Hopper",
      customerEmail: "grace.view@example.com",
      sessionId: "vibe-view",
      metadata: {
        plan: "smart_web_app",
        frequency: "yearly",
        company: "Compilers Inc",
        phone: "9195550111",
        projectDescription: "A website for our bakery with online orders",
        timeline: "flexible",
      },
    });
    const intent = (await res.json()) as CreateIntentResponse;
    expect(await view(intent.clientSecret!)).toMatchObject({
      purpose: "vibe_coding",
      itemName: "Smart Web Application",
      amountCents: 19900,
      frequency: "yearly",
      outcome: "open",
      intentType: "setup",
      trialEndsAt: intent.trialEnd,
      customer: { name: "Grace Hopper", email: "grace.view@example.com" },
    });
    await post("/api/payment/sandbox/confirm", {
      clientSecret: intent.clientSecret,
      card: card("4242424242424242"),
    });
    expect(await view(intent.clientSecret!)).toMatchObject({ outcome: "trialing", customer: null });

    // The buyer hears what started and when the first charge comes; no provider mails a trial.
    const [payment] = await ctx.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, intent.paymentIntentId!));
    const message = await vibeConfirmationMessage.load(ctx.services.database.db, payment!.id, {
      brand: "Relaywise",
      publicUrl: "http://localhost:3000",
      business: ctx.services.business,
    });
    const endsOn = formatLongDate(intent.trialEnd!);
    expect(message?.to).toEqual({ address: "grace.view@example.com" });
    expect(message?.subject).toBe("Your free trial has started – Relaywise");
    for (const line of [
      "Nothing has been charged.",
      "Plan: Smart Web Application",
      "Price: $199.00 per month on a 12-month plan",
      `Free trial ends: ${endsOn}`,
      `First charge: $199.00 on ${endsOn}, then monthly.`,
      `Reference: ${intent.paymentIntentId}`,
    ]) {
      expect(message?.text).toContain(line);
    }
    expect(message?.text).not.toContain("Grace Hopper");
    expect(message?.text).not.toContain("bakery");
  });

  it("an AI Vibe Coding request without payment is confirmed to the visitor, no payment named", async () => {
    const res = await post("/api/payment/vibe-request", {
      name: "Grace Hopper",
      company: "Compilers Inc",
      email: "grace.request@example.com",
      phone: "9195550111",
      projectDescription: "A website for our bakery with online orders",
      timeline: "flexible",
      plan: "mobile_app",
      paymentFrequency: "monthly",
      payNow: false,
    });
    expect(res.status).toBe(201);
    const { id, confirmation } = (await res.json()) as { id: number; confirmation: string };
    // The confirmation's address reads the request back; a changed id or MAC reads nothing.
    expect(await ctx.services.payments.vibeRequestView(confirmation)).toEqual({
      id,
      planName: "Mobile App Development",
    });
    const [, mac] = confirmation.split(".");
    expect(await ctx.services.payments.vibeRequestView(`${id - 1}.${mac}`)).toBeNull();
    expect(await ctx.services.payments.vibeRequestView(`${id}.${"A".repeat(43)}`)).toBeNull();
    expect(await ctx.services.payments.vibeRequestView(String(id))).toBeNull();
    expect(await ctx.services.payments.vibeRequestView("<script>")).toBeNull();
    const message = await vibeConfirmationMessage.load(ctx.services.database.db, id, {
      brand: "Relaywise",
      publicUrl: "http://localhost:3000",
      business: ctx.services.business,
    });
    expect(message?.subject).toBe("We received your AI Vibe Coding request – Relaywise");
    expect(message?.text).toContain("No payment was taken.");
    expect(message?.text).toContain(`Reference: #${id}`);
    expect(message?.text).not.toContain("Free trial ends");
    expect(await vibeConfirmationMessage.unfinished(ctx.services.database.db, 500)).toContain(id);
  });

  it("the sandbox's receipt: fixed text, the order's facts, to the address only", async () => {
    const intent = await planOrder("receipt.view@example.com");
    await post("/api/payment/sandbox/confirm", {
      clientSecret: intent.clientSecret,
      card: card("4242424242424242"),
    });
    const [payment] = await ctx.services.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, intent.paymentIntentId!));
    const message = await paymentReceiptMessage.load(ctx.services.database.db, payment!.id, {
      brand: "Relaywise",
      publicUrl: "http://localhost:3000",
      business: ctx.services.business,
    });
    expect(message?.to).toEqual({ address: "receipt.view@example.com" });
    expect(message?.text).toContain("Item: Business Pro");
    expect(message?.text).toContain("Amount: $397.00 (monthly)");
    expect(message?.text).toContain(`Payment reference: ${intent.paymentIntentId}`);
    expect(message?.text).toContain("no card was charged");
    expect(message?.text).not.toContain("Ada Lovelace");
    expect(message?.text).not.toContain("Analytical Engines");
    const unfinished = await paymentReceiptMessage.unfinished(ctx.services.database.db, 50);
    expect(unfinished).toContain(payment!.id);
  });
});
