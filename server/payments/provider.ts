/**
 * The card payment provider: Stripe in production, the embedded sandbox offline. Picked once in
 * the container from env (ADR 0011); the payment service sees only this interface.
 */
import type { PaymentProviderName } from "../../lib/payments";

export type CustomerDetails = {
  name: string | null;
  email: string | null;
  phone?: string | null;
};

/** A PaymentIntent or SetupIntent as the service needs it. */
export type ProviderIntent = {
  id: string;
  type: "payment" | "setup";
  clientSecret: string | null;
  /** Stripe's intent states: requires_payment_method, requires_action, processing, succeeded, canceled... */
  status: string;
  /** The last decline or authentication failure, in the provider's words. */
  failureMessage: string | null;
  /** Our metadata as stored on the intent (payment_id...). */
  metadata: Record<string, string>;
};

export type CreatePaymentIntentInput = {
  amountCents: number;
  currency: "usd";
  description: string;
  customer: CustomerDetails;
  metadata: Record<string, string>;
  /** The same key returns the same intent: a double submit charges once. */
  idempotencyKey: string;
};

export type CreateTrialSubscriptionInput = {
  /** Charged every month once the trial ends. */
  amountCents: number;
  currency: "usd";
  /** A stable product id per plan, e.g. "relaywise_vibe_commercial_website". */
  productId: string;
  productName: string;
  trialDays: number;
  customer: CustomerDetails;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type TrialSubscription = {
  customerId: string;
  subscriptionId: string;
  /** Collects the card for the first charge after the trial (null if none is needed). */
  setupIntent: ProviderIntent | null;
  trialEnd: Date;
  status: string;
};

/** A verified provider event, reduced to the intent it concerns; the state is fetched afresh. */
export type ProviderEvent = {
  id: string;
  type: string;
  intent: { id: string; type: "payment" | "setup" } | null;
};

export class ProviderSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderSignatureError";
  }
}

/** A call to the provider failed (network, 5xx, refused request); never a card decline. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailableError";
  }
}

/** The event types the webhook acts on; every other type is acknowledged and ignored. */
export const handledEventTypes = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "payment_intent.processing",
  "setup_intent.succeeded",
  "setup_intent.setup_failed",
] as const;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The browser's key (Stripe.js); null for the sandbox, whose card form is ours. */
  readonly publishableKey: string | null;
  /** Origins the card pages' Content-Security-Policy must allow. */
  readonly csp: { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[] };
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderIntent>;
  createTrialSubscription(input: CreateTrialSubscriptionInput): Promise<TrialSubscription>;
  /**
   * The payment or setup intent with this id, as the provider has it now. Each provider knows its
   * own id shapes: an id that names none of its intents (a subscription that needed no card) is
   * null, and its stored state stands.
   */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Verifies a webhook's signature over the raw body; throws ProviderSignatureError. */
  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
}
