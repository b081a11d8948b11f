import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { validOrder } from "../../tests/helpers/forms";

describe.each(testEngines)("the dashboard's money (%s)", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("counts captured payments as revenue; trials and pending requests only as such", async () => {
    const row = (
      kind: "plan" | "package" | "vibe_coding",
      status: string,
      amountCents: number,
      id: string | null,
    ) => ({
      provider: "sandbox",
      providerPaymentId: id,
      kind,
      itemId:
        kind === "plan" ? "professional" : kind === "package" ? "priority_start" : "smart_web_app",
      amountCents,
      status,
      customerEmail: "money@example.com",
    });
    await ctx.services.database.db.insert(payments).values([
      row("plan", "succeeded", 39700, "pi_paid"),
      row("package", "succeeded", 14900, "pi_package"),
      row("plan", "requires_payment_method", 19700, "pi_unpaid"),
      // A saved card for a free trial: nothing charged yet.
      row("vibe_coding", "succeeded", 19900, "seti_trial"),
      // A request without a card, and a pay-now request whose card step was left.
      row("vibe_coding", "requested", 21900, null),
      row("vibe_coding", "requires_payment_method", 28900, "seti_left"),
    ]);
    const stats = await ctx.services.admin.stats();
    const week = stats.weeks.at(-1)!;
    expect(week.paidOrders).toBe(2);
    expect(week.revenueCents).toBe(39700 + 14900);
    expect(week.trials).toBe(1);
    expect(week.pendingRequests).toBe(2);
  });

  it("the funnel counts people: those who left details, then those of them who paid", async () => {
    const before = (await ctx.services.admin.stats()).funnel;
    // Through the service, as a visitor would: each order attaches its buyer as a person.
    const order = (email: string) =>
      ctx.services.payments.createPlanOrder({
        plan: "starter",
        customerInfo: { ...validOrder, name: "Funnel Buyer", company: "Funnel Co", email },
      });
    const paid = await order("funnel-paid@example.com");
    await order("funnel-unpaid@example.com");
    await ctx.services.payments.applySandboxOutcome({
      id: paid.paymentIntentId!,
      type: "payment",
      clientSecret: paid.clientSecret,
      status: "succeeded",
      failureMessage: null,
      metadata: {},
    });
    const after = (await ctx.services.admin.stats()).funnel;
    expect(after.leads - before.leads).toBe(2);
    expect(after.paid - before.paid).toBe(1);
    expect(after.paid).toBeLessThanOrEqual(after.leads);
  });
});
