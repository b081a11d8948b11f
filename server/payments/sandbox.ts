/**
 * The embedded payment provider: Stripe's intents and test-card semantics, in this process, with
 * no network and no real card. Our card form posts the card to our server, which confirms it
 * here; the browser never decides the outcome. Intents live in memory: a restart forgets the
 * unpaid ones (the payment records stay, and the visitor starts a new payment).
 */
import crypto from "node:crypto";
import { cardForm } from "../../content/payments";
import { cardProblem, digitsOnly, type SandboxConfirmResponse } from "../../lib/payments";
import {
  type CreatePaymentIntentInput,
  type CreateTrialSubscriptionInput,
  type PaymentProvider,
  type ProviderIntent,
  ProviderSignatureError,
  type TrialSubscription,
} from "./provider";

const messages = cardForm.messages;

/** Stripe's test cards and what they do (https://docs.stripe.com/testing). */
const testCards: Record<string, "succeed" | "decline" | "insufficient_funds" | "authenticate"> = {
  "4242424242424242": "succeed",
  "4000056655665556": "succeed",
  "5555555555554444": "succeed",
  "378282246310005": "succeed",
  "6011111111111117": "succeed",
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
  "4000002500003155": "authenticate",
  "4000002760003184": "authenticate",
};

type StoredIntent = ProviderIntent & { amountCents: number; idempotencyKey: string };

const token = () => crypto.randomBytes(12).toString("hex");

export type SandboxProvider = PaymentProvider & {
  /** Confirms an intent with a card from our card form; the sandbox decides, like Stripe would. */
  confirmCard(
    clientSecret: string,
    card: { number: string; expiry: string; cvc: string },
  ): SandboxConfirmResponse;
  /** Ends the authentication step of a card that asked for it. */
  authenticate(clientSecret: string, approve: boolean): SandboxConfirmResponse;
};

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === "sandbox" && "confirmCard" in provider;
}

export function createSandboxProvider(options: { now?: () => Date } = {}): SandboxProvider {
  const now = options.now ?? (() => new Date());
  const intents = new Map<string, StoredIntent>();
  const byKey = new Map<string, string>();
  const subscriptions = new Map<string, TrialSubscription>();

  function store(
    type: "payment" | "setup",
    amountCents: number,
    idempotencyKey: string,
    metadata: Record<string, string>,
  ): StoredIntent {
    const existing = byKey.get(`${type}:${idempotencyKey}`);
    if (existing) return intents.get(existing)!;
    const id = `${type === "payment" ? "pi" : "seti"}_sbx${token()}`;
    const intent: StoredIntent = {
      id,
      type,
      clientSecret: `${id}_secret_${token()}`,
      status: "requires_payment_method",
      failureMessage: null,
      metadata,
      amountCents,
      idempotencyKey,
    };
    intents.set(id, intent);
    byKey.set(`${type}:${idempotencyKey}`, id);
    return intent;
  }

  const copy = ({
    amountCents: _a,
    idempotencyKey: _k,
    ...intent
  }: StoredIntent): ProviderIntent => ({ ...intent, metadata: { ...intent.metadata } });

  function find(id: string, type: "payment" | "setup"): StoredIntent {
    const intent = intents.get(id);
    if (!intent || intent.type !== type) throw new Error(`No such ${type} intent: ${id}`);
    return intent;
  }

  function bySecret(clientSecret: string): StoredIntent | null {
    const id = clientSecret.split("_secret_")[0] ?? "";
    const intent = intents.get(id);
    return intent && intent.clientSecret === clientSecret ? intent : null;
  }

  const answer = (intent: StoredIntent, error?: SandboxConfirmResponse["error"]) =>
    ({
      status: intent.status as SandboxConfirmResponse["status"],
      paymentIntentId: intent.id,
      ...(error ? { error } : {}),
    }) satisfies SandboxConfirmResponse;

  function fail(intent: StoredIntent, message: string) {
    intent.status = "requires_payment_method";
    intent.failureMessage = message;
    return answer(intent, { message });
  }

  return {
    name: "sandbox",
    publishableKey: null,
    csp: { scriptSrc: [], frameSrc: [], connectSrc: [] },

    async createPaymentIntent(input: CreatePaymentIntentInput) {
      return copy(store("payment", input.amountCents, input.idempotencyKey, input.metadata));
    },

    async createTrialSubscription(input: CreateTrialSubscriptionInput) {
      const known = subscriptions.get(input.idempotencyKey);
      if (known)
        return {
          ...known,
          setupIntent: known.setupIntent && copy(find(known.setupIntent.id, "setup")),
        };
      const setup = store("setup", input.amountCents, input.idempotencyKey, input.metadata);
      const subscription: TrialSubscription = {
        customerId: `cus_sbx${token()}`,
        subscriptionId: `sub_sbx${token()}`,
        setupIntent: copy(setup),
        trialEnd: new Date(now().getTime() + input.trialDays * 86_400_000),
        status: "trialing",
      };
      subscriptions.set(input.idempotencyKey, subscription);
      return subscription;
    },

    // Its ids are shaped like Stripe's; a subscription's (sub_sbx…) names no intent. The sandbox
    // keeps intents in memory: after a restart an old intent is unknown, as a forged one is.
    async retrieveIntent(id) {
      if (!/^(pi|seti)_/.test(id)) return null;
      const intent = intents.get(id);
      if (!intent) throw new Error(`No such intent: ${id}`);
      return copy(intent);
    },

    parseWebhook() {
      throw new ProviderSignatureError("The sandbox provider sends no webhooks.");
    },

    confirmCard(clientSecret, card) {
      const intent = bySecret(clientSecret);
      if (!intent) throw new Error("Unknown client secret");
      if (intent.status === "succeeded")
        return answer(intent, { message: messages.alreadyFinished });
      // Like Stripe.js: a card that is incomplete or invalid never reaches the bank.
      const problem = cardProblem(card, now());
      if (problem) return answer(intent, { message: problem.message, field: problem.field });
      const behaviour = testCards[digitsOnly(card.number)];
      intent.failureMessage = null;
      switch (behaviour) {
        case "succeed":
          intent.status = "succeeded";
          return answer(intent);
        case "authenticate":
          intent.status = "requires_action";
          return answer(intent);
        case "decline":
          return fail(intent, messages.declined);
        case "insufficient_funds":
          return fail(intent, messages.insufficientFunds);
        default:
          // A real card number typed into test mode is refused, as Stripe's test mode does.
          return fail(intent, messages.notTestCard);
      }
    },

    authenticate(clientSecret, approve) {
      const intent = bySecret(clientSecret);
      if (!intent) throw new Error("Unknown client secret");
      if (intent.status !== "requires_action") return answer(intent);
      if (!approve) return fail(intent, messages.authenticationFailed);
      intent.status = "succeeded";
      return answer(intent);
    },
  };
}
