import type { Env } from "../platform/env";
import type { Logger } from "../platform/logger";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox";
import { createStripeProvider } from "./stripe";

/** Stripe when its keys are set, the embedded sandbox otherwise; nothing else knows which. */
export function createPaymentProvider(env: Env, logger: Logger): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) {
      logger.warn(
        "STRIPE_WEBHOOK_SECRET is not set: payments are confirmed only while the visitor's page is open",
      );
    }
    logger.info("payments: Stripe", { apiBase: env.STRIPE_API_BASE ?? "https://api.stripe.com" });
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: env.STRIPE_API_BASE,
    });
  }
  logger.info("payments: sandbox (no real card is charged)");
  return createSandboxProvider();
}
