import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { paymentErrors } from "../../content/payments";
import { vibeCodingPackageId } from "../../content/plans";
import {
  checkBeforeChargeSchema,
  confirmSchema,
  intentIdFromClientSecret,
  type PaymentConfigResponse,
  sandboxAuthenticateSchema,
  sandboxConfirmSchema,
} from "../../lib/payments";
import type { Env } from "../platform/env";
import type { Logger } from "../platform/logger";
import type { RateLimiter } from "../platform/rate-limit";
import { AppError } from "../platform/errors";
import { clientIp } from "../platform/http/client-ip";
import type { AppEnv } from "../platform/http/context";
import { idempotencyKeyOf, readJson } from "../platform/http/request";
import { type PaymentProvider, ProviderSignatureError } from "./provider";
import type { PaymentService } from "./service";
import { isSandbox } from "./sandbox";

/**
 * The payment API, mounted at /api/payment:
 * - GET  /api/payment/packages                 { [id]: { id, name, description, price (cents), features } }
 * - GET  /api/payment/config                   which card form: { provider, publishableKey }
 * - POST /api/payment/create-intent            checkout package, or AI Vibe Coding with payNow
 * - POST /api/payment/vibe-request             AI Vibe Coding request without payment → 201 { id, confirmation }
 *                                              (200 with the first one for a repeat of its Idempotency-Key)
 * - POST /api/payment/check                    204, or 409 when the buyer just paid for the item elsewhere
 * - POST /api/payment/confirm                  the provider's state of a payment
 * - POST /api/payment/webhook                  signed provider events (raw body)
 * - POST /api/payment/sandbox/confirm|authenticate   the sandbox's card form (sandbox only)
 * and the pricing page's order, mounted at its own path (`createPlanOrderRouter`).
 */
/** What the payment API uses; the container passes its services object. */
export type PaymentRouterDeps = {
  payments: PaymentService;
  paymentProvider: PaymentProvider;
  rateLimits: RateLimiter;
  logger: Logger;
  env: Pick<Env, "TRUST_PROXY">;
};

export function createPaymentsRouter(services: PaymentRouterDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const log = services.logger.child({ area: "payments" });
  const sender = senderOf(services);

  api.get("/packages", (c) => c.json(services.payments.packages()));

  api.get("/config", (c) => {
    const body: PaymentConfigResponse = {
      provider: services.paymentProvider.name,
      publishableKey: services.paymentProvider.publishableKey,
    };
    return c.json(body);
  });

  // Each creation goes through the service's `receive*` use case, which the forms sent without
  // scripts use too (ADR 0048): the schema, the rate limit, then the order.
  api.post("/create-intent", async (c) => {
    const raw = await readJson(c, z.object({ packageId: z.unknown() }).passthrough());
    return c.json(
      raw.packageId === vibeCodingPackageId
        ? await services.payments.receiveVibeSubscription(raw, sender(c))
        : await services.payments.receivePackageIntent(raw, sender(c)),
    );
  });

  api.post("/vibe-request", async (c) => {
    const raw = await readJson(c, z.unknown());
    const { id, confirmation, duplicate } = await services.payments.receiveVibeRequest(
      raw,
      sender(c),
    );
    log.info("vibe coding request stored", {
      requestId: c.get("requestId"),
      paymentId: id,
      duplicate,
    });
    return c.json({ id, confirmation }, duplicate ? 200 : 201);
  });

  // Stripe's card form asks here just before it confirms: the same buyer may have paid for the
  // same item from another tab (the sandbox's confirm asks the same itself).
  api.post("/check", async (c) => {
    const { clientSecret } = await readJson(c, checkBeforeChargeSchema);
    await services.payments.checkBeforeCharge(clientSecret);
    return c.body(null, 204);
  });

  api.post("/confirm", async (c) => {
    const { paymentIntentId } = await readJson(c, confirmSchema);
    return c.json(await services.payments.confirm(paymentIntentId));
  });

  api.post("/webhook", async (c) => {
    const raw = await c.req.text();
    let event: ReturnType<PaymentProvider["parseWebhook"]>;
    try {
      event = services.paymentProvider.parseWebhook(raw, c.req.header("stripe-signature"));
    } catch (err) {
      if (err instanceof ProviderSignatureError) {
        log.warn("webhook refused", { requestId: c.get("requestId"), reason: err.message });
        throw new AppError("bad_request", "Invalid webhook signature.");
      }
      throw err;
    }
    const outcome = await services.payments.handleEvent(event);
    log.info("webhook", { eventId: event.id, type: event.type, outcome });
    return c.json({ received: true, outcome });
  });

  // The sandbox's own card form posts here; the sandbox decides, our record follows.
  api.post("/sandbox/confirm", async (c) => {
    const provider = services.paymentProvider;
    if (!isSandbox(provider)) throw new AppError("not_found", "No sandbox in this deployment.");
    const request = await readJson(c, sandboxConfirmSchema);
    await services.rateLimits.enforce({ payment: clientIp(c, services.env.TRUST_PROXY) });
    if (!intentIdFromClientSecret(request.clientSecret)) {
      throw new AppError("bad_request", paymentErrors.paymentNotFound, {
        clientSecret: paymentErrors.paymentNotFound,
      });
    }
    await services.payments.checkBeforeCharge(request.clientSecret);
    const outcome = sandboxCall(() => provider.confirmCard(request.clientSecret, request.card));
    const intent = (await provider.retrieveIntent(outcome.paymentIntentId))!;
    const stored = await services.payments.applySandboxOutcome(intent);
    return c.json({ ...outcome, reference: stored?.reference ?? outcome.paymentIntentId });
  });

  api.post("/sandbox/authenticate", async (c) => {
    const provider = services.paymentProvider;
    if (!isSandbox(provider)) throw new AppError("not_found", "No sandbox in this deployment.");
    const request = await readJson(c, sandboxAuthenticateSchema);
    const outcome = sandboxCall(() => provider.authenticate(request.clientSecret, request.approve));
    const intent = (await provider.retrieveIntent(outcome.paymentIntentId))!;
    const stored = await services.payments.applySandboxOutcome(intent);
    return c.json({ ...outcome, reference: stored?.reference ?? outcome.paymentIntentId });
  });

  return api;
}

/**
 * Who sends an order: the address the rate limit counts and the browser's optional attempt id
 * (a retried request of the same attempt reuses its intent). A key that is sent but malformed is
 * refused rather than ignored, so a client never believes it is protected against a double
 * charge when it is not.
 */
function senderOf(services: Pick<PaymentRouterDeps, "env">) {
  const attemptOf = (c: Context) => idempotencyKeyOf(c, paymentErrors.badAttemptKey);
  return (c: Context) => ({ ip: clientIp(c, services.env.TRUST_PROXY), attempt: attemptOf(c) });
}

/** POST /api/create-payment-intent: the pricing page's order → { clientSecret, ... }. */
export function createPlanOrderRouter(
  services: Pick<PaymentRouterDeps, "payments" | "env">,
): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const sender = senderOf(services);
  api.post("/", async (c) => {
    const raw = await readJson(c, z.unknown());
    return c.json(await services.payments.receivePlanOrder(raw, sender(c)));
  });
  return api;
}

function sandboxCall<T>(work: () => T): T {
  try {
    return work();
  } catch {
    throw new AppError("bad_request", paymentErrors.paymentNotFound, {
      clientSecret: paymentErrors.paymentNotFound,
    });
  }
}
