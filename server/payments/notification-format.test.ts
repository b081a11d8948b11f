import { describe, expect, it } from "vitest";
import type { Payment } from "../../db/schema";
import { formatPaymentNotification } from "./notification-format";

const payment = {
  id: 7,
  provider: "sandbox",
  providerPaymentId: "seti_sbx123",
  kind: "vibe_coding",
  itemId: "mobile_app",
  amountCents: 25900,
  currency: "usd",
  status: "succeeded",
  statusHistory: [{ status: "requires_payment_method", at: "2026-11-23T10:00:00.000Z" }],
  customerName: "Grace Hopper",
  customerEmail: "grace@example.com",
  customerPhone: "9195550111",
  customerCompany: "Compilers Inc",
  customerInfo: { projectDescription: "A booking app" },
  metadata: { plan: "mobile_app", frequency: "yearly", timeline: "flexible" },
  sessionId: null,
  idempotencyKey: "k",
  providerCustomerId: "cus_1",
  providerSubscriptionId: "sub_1",
  trialEndsAt: new Date("2026-12-07T10:00:00Z"),
  failureMessage: null,
  personId: null,
  createdAt: new Date("2026-11-23T10:00:00Z"),
  updatedAt: new Date("2026-11-23T10:00:00Z"),
} satisfies Payment;

describe("payment notifications", () => {
  it("carry the fixed label and the order's summary", () => {
    const n = formatPaymentNotification("payment_successful", payment, {
      brand: "Relaywise",
      publicUrl: "http://localhost:3000",
    });
    // A saved card for a trial is told as one: nothing was charged.
    expect(n.subject).toBe(
      "Payment successful (free trial: card saved, nothing charged until 2026-12-07): Mobile App Development, $259.00 – Grace Hopper",
    );
    for (const line of [
      "Name: Grace Hopper",
      "Email: grace@example.com",
      "Phone: 9195550111",
      "Company: Compilers Inc",
      "Plan: Mobile App Development",
      "Frequency: yearly",
      "Price: $259.00 per month after the 14-day free trial (nothing charged today)",
      "Status: Trial",
      "Timeline: Flexible",
      "Project: A booking app",
      "Free trial ends: 2026-12-07 10:00 UTC",
      "Card setup reference: seti_sbx123",
    ]) {
      expect(n.text).toContain(line);
    }
    expect(n.sms.length).toBeLessThanOrEqual(160);
    expect(n.replyTo).toEqual({ name: "Grace Hopper", address: "grace@example.com" });
    const labels = (["subscription_request", "payment_request", "payment_failed"] as const).map(
      (label) => formatPaymentNotification(label, payment, { brand: "R", publicUrl: "x" }).subject,
    );
    expect(labels.map((s) => s.split(":")[0])).toEqual([
      "Subscription request",
      "Payment request",
      "Payment failed",
    ]);
  });
});
