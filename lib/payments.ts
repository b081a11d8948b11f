/**
 * The payment API's requests: one zod schema per request, shared by the forms and the handlers, and
 * the pure card checks of the sandbox card form (used in the browser for quick feedback and on the
 * server, which decides).
 */
import { z } from "zod";
import {
  cardForm,
  checkoutTexts,
  orderFormMessages,
  vibeRequestMessages,
} from "../content/payments";
import { requestErrors } from "../content/request-errors";
import { vibeCodingPackageId, vibeCodingTimelines } from "../content/plans";

const text = (min: number, message: string, max = 200) =>
  z.string({ error: message }).trim().min(min, message).max(max, requestErrors.tooLong(max));

const email = (message: string) =>
  z.string({ error: message }).trim().max(254, message).pipe(z.email(message));

/** A US address: a ZIP code has five digits at least; elsewhere postcodes run from 3 characters. */
export const isUnitedStates = (country: string) =>
  /^(united states( of america)?|u\.?s\.?a?\.?|america)$/i.test(country.trim());

/**
 * The pricing order form: every field required. A ZIP code is at least 5 characters in the
 * United States (the default country); a postcode elsewhere at least 3 ("8001" in Zurich,
 * "SW1A 1AA" in London).
 */
export const orderFormSchema = z
  .object({
    name: text(2, orderFormMessages.name),
    company: text(2, orderFormMessages.company),
    email: email(orderFormMessages.email),
    phone: text(10, orderFormMessages.phone, 40),
    address: text(5, orderFormMessages.address),
    city: text(2, orderFormMessages.city),
    state: text(2, orderFormMessages.state),
    zipCode: text(0, orderFormMessages.zipCode, 20),
    country: text(2, orderFormMessages.country, 80),
    plan: z.string().trim().max(60),
  })
  .superRefine((form, ctx) => {
    const us = isUnitedStates(form.country ?? "");
    if ((form.zipCode ?? "").length < (us ? 5 : 3)) {
      const message = us ? orderFormMessages.zipCode : orderFormMessages.postalCode;
      ctx.addIssue({ code: "custom", path: ["zipCode"], message });
    }
  });
export type OrderForm = z.infer<typeof orderFormSchema>;

/** The browser's `amount` is read only to log a mismatch; it never prices anything. */
const browserAmount = z.coerce.number().finite().optional().catch(undefined);

/** POST /api/create-payment-intent */
export const createPaymentIntentSchema = z.object({
  plan: z.string({ error: "Please choose a plan" }).trim().min(1, "Please choose a plan").max(60),
  amount: browserAmount,
  customerInfo: orderFormSchema,
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentSchema>;

export const paymentFrequencies = ["monthly", "yearly"] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

const timelineValues = vibeCodingTimelines.map((t) => t.value) as [string, ...string[]];

/** The AI Vibe Coding request form. */
export const vibeRequestSchema = z.object({
  name: text(2, vibeRequestMessages.name),
  company: text(2, vibeRequestMessages.company),
  email: email(vibeRequestMessages.email),
  phone: text(10, vibeRequestMessages.phone, 40),
  projectDescription: text(10, vibeRequestMessages.projectDescription, 4000),
  timeline: z.enum(timelineValues, { error: vibeRequestMessages.timeline }),
  plan: text(1, vibeRequestMessages.plan, 60),
  paymentFrequency: z.enum(paymentFrequencies, { error: vibeRequestMessages.paymentFrequency }),
  payNow: z.boolean().optional(),
});
export type VibeRequestForm = z.infer<typeof vibeRequestSchema>;

const sessionId = z.string().trim().max(200).nullish();

/** POST /api/payment/create-intent from /checkout. */
export const packageIntentSchema = z.object({
  packageId: z
    .string({ error: "Please choose a package" })
    .trim()
    .min(1, "Please choose a package")
    .max(60),
  // A premium package promises a receipt and a call from the team: both need the buyer.
  customerName: z
    .string({ error: checkoutTexts.buyer.nameMissing })
    .trim()
    .min(1, checkoutTexts.buyer.nameMissing)
    .max(200, requestErrors.tooLong(200)),
  customerEmail: z
    .string({ error: checkoutTexts.buyer.emailInvalid })
    .trim()
    .max(254, checkoutTexts.buyer.emailInvalid)
    .pipe(z.email(checkoutTexts.buyer.emailInvalid)),
  sessionId,
  amount: browserAmount,
});

/** POST /api/payment/create-intent from /ai-vibe-coding (packageId is the offering's fixed id). */
export const vibeIntentSchema = z.object({
  packageId: z.string().trim().max(60),
  customerName: text(2, vibeRequestMessages.name),
  customerEmail: email(vibeRequestMessages.email),
  sessionId,
  amount: browserAmount,
  metadata: z.object({
    plan: text(1, vibeRequestMessages.plan, 60),
    frequency: z.enum(paymentFrequencies, { error: vibeRequestMessages.paymentFrequency }),
    company: text(2, vibeRequestMessages.company),
    phone: text(10, vibeRequestMessages.phone, 40),
    projectDescription: text(10, vibeRequestMessages.projectDescription, 4000),
    timeline: z.enum(timelineValues, { error: vibeRequestMessages.timeline }),
  }),
});

/**
 * An AI Vibe Coding request with payNow as the trial's order: what the form's scripts send to
 * POST /api/payment/create-intent, and what the server makes of the same form sent without them.
 */
export function vibeIntentFromRequest(form: VibeRequestForm, sessionId: string | null) {
  return {
    packageId: vibeCodingPackageId,
    customerEmail: form.email,
    customerName: form.name,
    sessionId,
    metadata: {
      plan: form.plan,
      frequency: form.paymentFrequency,
      company: form.company,
      phone: form.phone,
      projectDescription: form.projectDescription,
      timeline: form.timeline,
    },
  };
}

/** POST /api/payment/check: the order about to be charged, by its client secret. */
export const checkBeforeChargeSchema = z.object({
  clientSecret: z.string({ error: "clientSecret is required" }).trim().min(1).max(300),
});

/** POST /api/payment/confirm: which payment to look up; its state comes from the provider. */
export const confirmSchema = z.object({
  paymentIntentId: z.string({ error: "paymentIntentId is required" }).trim().min(1).max(200),
  customerEmail: z.string().max(254).nullish(),
  customerName: z.string().max(200).nullish(),
  packageId: z.string().max(60).nullish(),
});

export type PaymentProviderName = "sandbox" | "stripe";

/**
 * What a create call answers: the clientSecret that confirms the card, and what the card step
 * needs.
 */
export type CreateIntentResponse = {
  clientSecret: string | null;
  message?: string;
  /** The provider's PaymentIntent or SetupIntent id, sent back to /api/payment/confirm. */
  paymentIntentId: string | null;
  intentType: "payment" | "setup";
  provider: PaymentProviderName;
  publishableKey: string | null;
  amountCents: number;
  /** Subscriptions: when the free trial ends and the card is first charged (ISO). */
  trialEnd?: string;
};

export type PaymentStatusResponse = {
  status: string;
  paymentIntentId: string;
  /** Our payment record's reference, shown on the success view. */
  reference: string;
  error?: string;
};

/** GET /api/payment/config: which card form to show. */
export type PaymentConfigResponse = {
  provider: PaymentProviderName;
  publishableKey: string | null;
};

/** GET /api/payment/packages: keyed by id, price in cents. */
export type PackagesResponse = Record<
  string,
  { id: string; name: string; description: string; price: number; features: string[] }
>;

/** `pi_123_secret_abc` → `pi_123`: Stripe's client secrets start with their intent's id. */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const match = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match ? match[1]! : null;
}

// ---- Card checks (sandbox card form) -----------------------------------------------------

export const digitsOnly = (value: string) => value.replace(/\D/g, "");

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1234" → "12/34" while typing. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * A card's expiry as a person types it: "12/34" (what the form's script makes), and what they
 * type where no script formats it, before the scripts arrive or without them: "1234", "12 34",
 * "12-34", "1/34", "12/2034". Null when it is none of these.
 */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const trimmed = text.trim();
  const parts =
    /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})$/.exec(trimmed);
  if (!parts) return null;
  const year = Number(parts[2]);
  return { month: Number(parts[1]), year: parts[2].length === 2 ? 2000 + year : year };
}

/** The first problem with a card, in Stripe's words, or null. `now` decides what is past. */
export function cardProblem(
  card: { number: string; expiry: string; cvc: string },
  now: Date,
): { field: "number" | "expiry" | "cvc"; message: string } | null {
  const m = cardForm.messages;
  const number = digitsOnly(card.number);
  if (number.length < 15) return { field: "number", message: m.numberIncomplete };
  if (!luhnValid(number)) return { field: "number", message: m.numberInvalid };
  const expiry = parseExpiry(card.expiry);
  if (!expiry || expiry.month < 1 || expiry.month > 12) {
    return { field: "expiry", message: m.expiryIncomplete };
  }
  const { month, year } = expiry;
  // A card is valid through the last day of its expiry month.
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  ) {
    return { field: "expiry", message: m.expiryPast };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: "cvc", message: m.cvcIncomplete };
  return null;
}

/** POST /api/payment/sandbox/confirm: the sandbox's card form, sent to our server. */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().trim().min(1).max(300),
  card: z.object({
    number: z.string().max(cardForm.limits.number + 4),
    expiry: z.string().max(cardForm.limits.expiry + 2),
    cvc: z.string().max(cardForm.limits.cvc),
  }),
  billing: z
    .object({
      name: z.string().max(200).nullish(),
      email: z.string().max(254).nullish(),
      phone: z.string().max(40).nullish(),
      zip: z.string().max(20).nullish(),
      state: z.string().max(10).nullish(),
      country: z.string().max(10).nullish(),
    })
    .optional(),
});

/** POST /api/payment/sandbox/authenticate: the end of the sandbox's confirm step. */
export const sandboxAuthenticateSchema = z.object({
  clientSecret: z.string().trim().min(1).max(300),
  approve: z.boolean(),
});

/** What the sandbox's confirm answers (Stripe.js's confirmCardPayment result, reduced). */
export type SandboxConfirmResponse = {
  status: "succeeded" | "requires_action" | "requires_payment_method" | "canceled";
  paymentIntentId: string;
  error?: { message: string; field?: "number" | "expiry" | "cvc" };
};

/**
 * What /checkout shows of a stored order to whoever holds its client secret: the order as the
 * server priced it and its outcome as the provider last reported it. `outcome`: paid (money
 * captured), trialing (card saved, first charge after the trial), failed (the last card attempt
 * was refused; the card step may try again), pending (the provider is processing it), open (no
 * card attempt yet, or an authentication left unfinished).
 */
/**
 * The same day next month, held to the month's last day (January 31 → February 28), as card
 * providers bill a monthly renewal. UTC, so the server and the browser name the same day.
 */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export type OrderView = {
  purpose: "plan" | "package" | "vibe_coding";
  itemId: string;
  itemName: string;
  amountCents: number;
  /** Plans renew monthly; AI Vibe Coding is charged monthly on a monthly or 12-month plan. */
  frequency: PaymentFrequency | null;
  /** paid_elsewhere: not paid, and never to be: the same buyer paid for the same item from
   * another order (`paidReference`) after this one was made, or within the repeat window. */
  outcome: "paid" | "trialing" | "failed" | "pending" | "open" | "paid_elsewhere";
  paidReference?: string;
  intentType: "payment" | "setup";
  paymentIntentId: string;
  reference: string;
  failureMessage: string | null;
  trialEndsAt: string | null;
  /** A plan's next monthly charge: a month after the payment, or after today while unpaid. */
  nextChargeAt: string | null;
  /**
   * Who is billed, as the summary shows it, only while the order waits for a card (open or
   * failed). Once it is settled the link shows the outcome without the buyer: it lives on in
   * browser history. The phone and the address given with the order never leave the server.
   */
  customer: { name: string | null; email: string | null } | null;
};
