/**
 * The Stripe adapter: PaymentIntents for one-off payments, Customer + Subscription with a free
 * trial (its pending SetupIntent collects the card) for AI Vibe Coding, signed webhooks.
 * `apiBase` points the SDK at a local stand-in in tests.
 */
import Stripe from "stripe";
import {
  type CreatePaymentIntentInput,
  type CreateTrialSubscriptionInput,
  handledEventTypes,
  type PaymentProvider,
  type ProviderIntent,
  ProviderSignatureError,
  ProviderUnavailableError,
} from "./provider";

export type StripeProviderOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** e.g. http://127.0.0.1:4010 for a stand-in; Stripe's own API when absent. */
  apiBase?: string;
  timeoutMs?: number;
};

function paymentIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: pi.id,
    type: "payment",
    clientSecret: pi.client_secret,
    status: pi.status,
    failureMessage: pi.last_payment_error?.message ?? null,
    metadata: { ...(pi.metadata ?? {}) },
  };
}

function setupIntent(si: Stripe.SetupIntent): ProviderIntent {
  return {
    id: si.id,
    type: "setup",
    clientSecret: si.client_secret,
    status: si.status,
    failureMessage: si.last_setup_error?.message ?? null,
    metadata: { ...(si.metadata ?? {}) },
  };
}

/** Calls Stripe; anything but a card decline (none happen server-side here) is "unavailable". */
async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new ProviderUnavailableError(`Stripe ${what} failed: ${(err as Error).message}`, {
      cause: err,
    });
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
  const handled = new Set<string>(handledEventTypes);

  async function ensureProduct(id: string, name: string): Promise<void> {
    try {
      await stripe.products.retrieve(id);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode !== 404) throw err;
      await stripe.products.create({ id, name }, { idempotencyKey: `product:${id}` });
    }
  }

  return {
    name: "stripe",
    publishableKey: options.publishableKey,
    // https://docs.stripe.com/security/guide#content-security-policy
    csp: {
      scriptSrc: ["https://js.stripe.com"],
      frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
      connectSrc: ["https://api.stripe.com"],
    },

    createPaymentIntent: (input: CreatePaymentIntentInput) =>
      call("PaymentIntent create", async () =>
        paymentIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: input.currency,
              description: input.description,
              // The Card Element confirms with a card; nothing that redirects away from our page.
              automatic_payment_methods: { enabled: true, allow_redirects: "never" },
              receipt_email: input.customer.email ?? undefined,
              metadata: input.metadata,
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    createTrialSubscription: (input: CreateTrialSubscriptionInput) =>
      call("Subscription create", async () => {
        await ensureProduct(input.productId, input.productName);
        const customer = await stripe.customers.create(
          {
            name: input.customer.name ?? undefined,
            email: input.customer.email ?? undefined,
            phone: input.customer.phone ?? undefined,
            metadata: input.metadata,
          },
          { idempotencyKey: `${input.idempotencyKey}:customer` },
        );
        const subscription = await stripe.subscriptions.create(
          {
            customer: customer.id,
            items: [
              {
                price_data: {
                  currency: input.currency,
                  product: input.productId,
                  unit_amount: input.amountCents,
                  recurring: { interval: "month" },
                },
              },
            ],
            trial_period_days: input.trialDays,
            // The card is collected now (SetupIntent) and first charged when the trial ends.
            payment_behavior: "default_incomplete",
            payment_settings: { save_default_payment_method: "on_subscription" },
            expand: ["pending_setup_intent"],
            metadata: input.metadata,
          },
          { idempotencyKey: `${input.idempotencyKey}:subscription` },
        );
        const pending = subscription.pending_setup_intent;
        const setup =
          typeof pending === "string"
            ? await stripe.setupIntents.retrieve(pending)
            : (pending ?? null);
        if (!subscription.trial_end) throw new Error("Subscription has no trial_end");
        return {
          customerId: customer.id,
          subscriptionId: subscription.id,
          setupIntent: setup ? setupIntent(setup) : null,
          trialEnd: new Date(subscription.trial_end * 1000),
          status: subscription.status,
        };
      }),

    // Stripe's ids say what they are: pi_ a PaymentIntent, seti_ a SetupIntent (sub_ has none).
    retrieveIntent: async (id) => {
      if (id.startsWith("pi_")) {
        return call("PaymentIntent retrieve", async () =>
          paymentIntent(await stripe.paymentIntents.retrieve(id)),
        );
      }
      if (id.startsWith("seti_")) {
        return call("SetupIntent retrieve", async () =>
          setupIntent(await stripe.setupIntents.retrieve(id)),
        );
      }
      return null;
    },

    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) {
        throw new ProviderSignatureError("STRIPE_WEBHOOK_SECRET is not set.");
      }
      if (!signature) throw new ProviderSignatureError("Missing Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (err) {
        throw new ProviderSignatureError((err as Error).message);
      }
      if (!handled.has(event.type)) return { id: event.id, type: event.type, intent: null };
      const object = event.data.object as { id?: unknown; object?: unknown };
      const type = object.object === "setup_intent" ? "setup" : "payment";
      return {
        id: event.id,
        type: event.type,
        intent: typeof object.id === "string" ? { id: object.id, type } : null,
      };
    },
  };
}
