/**
 * Texts of /checkout. Package prices come from the payment service; promises from promises.ts;
 * cancellation terms from policies.ts. The premium-package texts are fixed wording; the order texts
 * belong to a plan order or an AI Vibe Coding trial brought here with its client secret.
 */
import { cancellationPolicy } from "./policies";
import { vibeCodingTrialDays } from "./plans";
import { promises } from "./promises";

export const checkoutPage = {
  eyebrow: "Premium priority service",
  title: "Skip the queue with premium service",
  lead: `Premium packages are an optional paid priority service: our team contacts you within ${promises.premiumTeamContactAfterPayment} after payment. The free service stays available either way.`,
  welcome: (name: string, email: string | null) =>
    email ? `Welcome, ${name}! We'll send your confirmation to ${email}.` : `Welcome, ${name}!`,
  referenceLabel: "Your chat reference",
  freeServiceLabel: "Continue with Free Service Instead",
  freeServiceNote: "No payment needed; we follow up as promised.",
} as const;

const orderKept = (item: string) =>
  `Your order for ${item} is saved and nothing was charged. Resume now, or come back to this page later to pay.`;

/** A stored order paid at /checkout: what is bought, how often, what happens next. */
export const checkoutOrder = {
  eyebrow: "Your order",
  title: {
    plan: "Complete your order",
    package: "Your premium package",
    vibe_coding: "Start your free trial",
  },
  /** Once paid, trialing or with the provider: the order itself, not a call to act. */
  doneTitle: "Your order",
  /** The browser tab of an order's page names what is bought, not the premium packages. */
  pageTitle: (item: string) => `Your order: ${item}`,
  summaryTitle: "Order summary",
  labels: {
    item: "Plan",
    package: "Package",
    price: "Price",
    terms: "Terms",
    trial: "Free trial",
    firstCharge: "First charge",
    dueToday: "Charged today",
    nextCharge: "Next charge",
    buyer: "Billed to",
  },
  /** "<amount> / month": the cadence stays beside the price everywhere on this path. */
  perMonth: (amount: string) => `${amount} / month`,
  oneTime: (amount: string) => `${amount}, one-time`,
  yearlyPlan: "on a 12-month plan, charged monthly",
  monthlyTerms: `Renews monthly. Cancel any time with ${cancellationPolicy.monthlyNoticeDays} days' notice.`,
  yearlyTerms: `A 12-month commitment, charged monthly. If you cancel early, the ${cancellationPolicy.annualEarlyCancel}.`,
  oneTimeTerms: "Paid once. Nothing renews.",
  /** A trial's terms: the free days come first, so the renewal terms start after them. */
  trialTerms: (date: string, yearly: boolean) =>
    `Cancel before your free trial ends on ${date} and nothing is charged. After that, ${
      yearly
        ? `a 12-month commitment, charged monthly; if you cancel early, the ${cancellationPolicy.annualEarlyCancel}.`
        : `it renews monthly; cancel any time with ${cancellationPolicy.monthlyNoticeDays} days' notice.`
    }`,
  trialEnds: (date: string) => `${vibeCodingTrialDays} days, ends on ${date}`,
  firstCharge: (amount: string, date: string) => `${amount} on ${date}, then monthly`,
  nextCharge: (amount: string, date: string) => `${amount} on ${date}, then monthly`,
  cardTitle: {
    payment: "Pay by card",
    setup: "Add your card",
  },
  cardLead: {
    payment: "Your order is saved. Your card is charged the amount above when you pay.",
    setup: `Nothing is charged today. Your card is first charged when the ${vibeCodingTrialDays}-day free trial ends.`,
  },
  lastAttemptFailed: (message: string) => `Your last card attempt did not go through: ${message}`,
  trialSubmitLabel: "Start Free Trial",
  /** A paid plan: what happens next is the setup, not the premium team's call. */
  planPaid: {
    lead: "Thank you. Your first month is paid and our team has been told.",
    next: (amount: string, date: string) => [
      `Our team sets up your automations within ${promises.setupWithin}.`,
      "A receipt goes to your email address.",
      `Your next charge is ${amount} on ${date}. Cancel any time with ${cancellationPolicy.monthlyNoticeDays} days' notice.`,
    ],
  },
  /** An order whose twin (same buyer, same item) was paid from another tab or order. */
  paidElsewhere: {
    title: "This order is already paid",
    lead: (item: string, reference: string) =>
      `${item} was paid for from another order with the same email address (payment reference ${reference}), so this one is not charged. To buy it again, please contact us.`,
  },
  pending: {
    title: "Your payment is being processed",
    lead: "Your card provider has not finished with this payment yet. Reload this page in a minute to see the result.",
  },
  trialing: {
    title: "Your free trial has started",
    lead: (date: string) =>
      `Your card is saved. Nothing is charged before ${date}. Our team will contact you within ${promises.aiVibeCodingFollowUp}.`,
    next: [
      `A specialist calls you within ${promises.aiVibeCodingFollowUp} to plan your project.`,
      "You can cancel before the trial ends and nothing is charged.",
    ],
  },
  /** What a cancelled card step kept, per kind of order; resuming reuses the same order. */
  cancelled: {
    title: "Card step cancelled",
    lead: {
      vibe_coding: (item: string) =>
        `Your request for ${item} is saved and our team will contact you within ${promises.aiVibeCodingFollowUp}. No card was added, so the free trial has not started and nothing will be charged.`,
      plan: (item: string) => orderKept(item),
      package: (item: string) => orderKept(item),
    },
    resumeLabel: "Resume the card step",
    backLabel: {
      vibe_coding: "Back to AI Vibe Coding",
      plan: "Back to pricing",
      package: "Back to Home",
    },
  },
  missing: {
    title: "This checkout link is not valid",
    lead: "The link may be incomplete, or its order may have expired. Choose a plan again on our pricing page; if you paid, your receipt has the payment reference and our team can help.",
    pricingLabel: "See plans and pricing",
    supportLabel: "Contact Support",
  },
  unavailable: {
    title: "We could not check this order right now",
    lead: "The card payment service is not answering. Please reload this page in a minute.",
  },
} as const;
