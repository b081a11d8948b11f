import type { StripeCardElement } from "@stripe/stripe-js";
import { describe, expect, it, vi } from "vitest";
import { confirmWithStripe } from "./stripe-card-form";

describe("Stripe card element wiring", () => {
  const card = {} as StripeCardElement;
  const billing = { name: "Ada", email: "ada@example.com" };

  it("confirms a PaymentIntent with the card and billing name and email", async () => {
    const stripe = {
      confirmCardPayment: vi.fn(async () => ({ paymentIntent: { status: "succeeded" } })),
      confirmCardSetup: vi.fn(),
    };
    const result = await confirmWithStripe(
      stripe as never,
      card,
      { clientSecret: "pi_1_secret_2", intentType: "payment", paymentIntentId: "pi_1" },
      billing,
    );
    expect(result).toEqual({ error: undefined, status: "succeeded" });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_2", {
      payment_method: { card, billing_details: billing },
    });
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
  });

  it("confirms the trial's SetupIntent and passes Stripe's decline message on", async () => {
    const stripe = {
      confirmCardPayment: vi.fn(),
      confirmCardSetup: vi.fn(async () => ({ error: { message: "Your card was declined." } })),
    };
    const result = await confirmWithStripe(
      stripe as never,
      card,
      { clientSecret: "seti_1_secret_2", intentType: "setup", paymentIntentId: "seti_1" },
      billing,
    );
    expect(result.error?.message).toBe("Your card was declined.");
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith("seti_1_secret_2", {
      payment_method: { card, billing_details: billing },
    });
  });

  it("sends Stripe the name and email only: whatever else a caller holds stays out", async () => {
    const stripe = {
      confirmCardPayment: vi.fn(async () => ({ paymentIntent: { status: "succeeded" } })),
      confirmCardSetup: vi.fn(),
    };
    const holding = { ...billing, phone: "9195550100", address: { line1: "1 Main Street" } };
    await confirmWithStripe(
      stripe as never,
      card,
      { clientSecret: "pi_1_secret_2", intentType: "payment", paymentIntentId: "pi_1" },
      holding,
    );
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_2", {
      payment_method: { card, billing_details: billing },
    });
  });
});
