/**
 * Every text of the payment flows (pricing order form, checkout, the card form, the AI Vibe
 * Coding request and its payment step, the team's notifications). Form messages, toasts and
 * labels are fixed wording (docs/product-rules.md); prices come from plans.ts, promises from
 * promises.ts.
 */
import { vibeCodingTrialDays } from "./plans";
import { promises } from "./promises";
import { requestErrors } from "./request-errors";

/** The pricing order form's messages. */
export const orderFormMessages = {
  name: "Name must be at least 2 characters",
  company: "Company name is required",
  email: "Please enter a valid email",
  phone: "Please enter a valid phone number",
  address: "Please enter a valid address",
  city: "City is required",
  state: "State is required",
  zipCode: "ZIP code is required",
  /** Outside the United States: a postcode of fewer than 3 characters. */
  postalCode: "Please enter a valid postal code",
  country: "Country is required",
} as const;

/** The AI Vibe Coding request form's messages. */
export const vibeRequestMessages = {
  name: "Name must be at least 2 characters",
  company: "Company name is required",
  email: "Please enter a valid email",
  phone: "Please enter a valid phone number",
  projectDescription: "Please describe your project",
  timeline: "Please select a timeline",
  plan: "Please select a plan",
  paymentFrequency: "Please select payment frequency",
} as const;

/** Errors the payment API answers with. */
export const paymentErrors = {
  planNotFound: "Selected plan not found",
  packageNotFound: "Selected package not found",
  createFailed: "Failed to create payment intent",
  paymentNotFound: "Payment not found",
  alreadyPaid:
    "This order has already been paid. Your receipt has the payment reference; to buy it again, please contact us.",
  trialAlreadyStarted:
    "Your free trial for this plan has already started. Our team will contact you; to change it, please contact us.",
  /** The Idempotency-Key header, when sent, names one attempt: 8 to 100 letters, digits, - or _. */
  badAttemptKey: requestErrors.badIdempotencyKey,
  rateLimited: (wait: string) => `Too many payment attempts. Please try again in ${wait}.`,
  /** A form's key sent again with other answers: the first request stands, the new one is not taken. */
  requestKeyReused:
    "A different request was already sent from this form. Please reload the page and send yours again.",
  providerUnavailable: "The card payment service is not answering. Please try again in a minute.",
} as const;

/** What the card provider and the buyer's statement show for an order. */
export const paymentTexts = {
  /** The description of a one-off charge on the provider's side and the card statement. */
  chargeDescription: (purposeLabel: string, itemName: string) => `${purposeLabel}: ${itemName}`,
  /** The product a trial subscription charges for once the trial ends. */
  trialProductName: (planName: string) => `AI Vibe Coding: ${planName}`,
  /** A record without a provider id (a request without payment) is referred to by this. */
  referencePrefix: "RW-",
  /** A trial that needed no card: the request stands and the team is told. */
  requestSubmitted: "Payment request submitted",
} as const;

export const orderForm = {
  eyebrow: "Your order",
  title: (planName: string) => `Start your ${planName} order`,
  lead: `Tell us where to send your confirmation. After payment our team sets up your automations within ${promises.setupWithin}.`,
  labels: {
    name: "Full name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    address: "Address",
    city: "City",
    state: "State",
    zipCode: "ZIP code",
    country: "Country",
  },
  submitLabel: "Continue to Payment",
  processingLabel: "Processing...",
  failureToast: { title: "Error", description: "Failed to process payment. Please try again." },
  /** The same buyer already paid for this plan: the server's words, not "try again". */
  alreadyPaidToast: { title: "Already paid" },
  selectedAnnouncement: (planName: string) => `${planName} selected. Your order form is below.`,
} as const;

export const checkoutTexts = {
  packagesTitle: "Choose your package",
  packagesLead: "Pick a premium package, then pay by card. Prices in US dollars, paid once.",
  chooseLabel: "Choose Package",
  selectedLabel: "Selected",
  payLabel: (amount: string) => `Pay ${amount}`,
  /** Who buys a premium package: asked on the page, prefilled from an outside link. */
  buyer: {
    title: "Your details",
    lead: "Your receipt and our team's call go here.",
    name: "Your name",
    email: "Email for your receipt",
    nameMissing: "Please enter your name",
    emailInvalid: "Please enter a valid email address for your receipt",
    missing: "Please enter your name and a valid email address first.",
  },
  processingLabel: "Processing...",
  cancelLabel: "Cancel",
  success: {
    title: "Payment Successful!",
    lead: "Thank you. Your payment went through and our team has been told.",
    nextTitle: "What happens next",
    next: [
      `Our premium team contacts you within ${promises.premiumTeamContactAfterPayment}.`,
      "A receipt goes to your email address.",
      `Your first automation goes live within ${promises.firstAutomationLiveWithin} of our call.`,
    ],
    referenceLabel: "Payment reference",
    homeLabel: "Back to Home",
    supportLabel: "Contact Support",
  },
  errors: {
    cardElementMissing: "Card element not found",
    defaultFailure: "Payment failed",
  },
} as const;

/** The card form: ours in the sandbox, Stripe's card element in production. */
export const cardForm = {
  legend: "Card details",
  sandboxBanner:
    "Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future expiry and any CVC.",
  labels: {
    number: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "CVC",
    stripeCard: "Card",
  },
  placeholders: { number: "1234 1234 1234 1234", expiry: "MM/YY", cvc: "CVC" },
  /** Characters each card field shows at most. */
  limits: { number: 19, expiry: 5, cvc: 4 },
  /** Stripe's own wording for the same situations, so both providers read alike. */
  messages: {
    numberIncomplete: "Your card number is incomplete.",
    numberInvalid: "Your card number is invalid.",
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryPast: "Your card's expiration year is in the past.",
    cvcIncomplete: "Your card's security code is incomplete.",
    declined: "Your card was declined.",
    insufficientFunds: "Your card has insufficient funds.",
    notTestCard:
      "Your card was declined. Test mode accepts only test cards, such as 4242 4242 4242 4242.",
    authenticationFailed:
      "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    alreadyFinished: "This payment is already complete.",
  },
  /**
   * Shown in place of the card form when JavaScript is off or the page's scripts did not load: the
   * card form is the payment provider's script (Stripe's, or the sandbox's), so there is no card
   * step without it.
   */
  needsScripts: {
    title: "Card payment needs JavaScript",
    body: (salesEmail: string) =>
      `Reload the page, or turn JavaScript on if it is off. Or contact us at ${salesEmail} to pay by invoice.`,
  },
  authentication: {
    title: "Confirm this payment",
    lead: "Your bank asks you to confirm this payment. In test mode, choose how the check ends.",
    completeLabel: "Complete Authentication",
    failLabel: "Fail Authentication",
  },
} as const;

export const vibeRequestForm = {
  labels: {
    name: "Full name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    projectDescription: "Project description",
    timeline: "Timeline",
    payNow: `Pay now and start my ${vibeCodingTrialDays}-day free trial`,
  },
  timelinePrompt: "Select a timeline",
  submitLabel: "Submit Request",
  processingLabel: "Processing...",
  /** Under the pay-now box: true whether or not it is ticked (a form without scripts is static). */
  trial: {
    firstCharge: (date: string, amount: string) =>
      `With the free trial, it ends on ${date} and your card is first charged ${amount} that day, then monthly.`,
    withoutTrial: `Without it, nothing is charged: our team contacts you within ${promises.aiVibeCodingFollowUp} to talk it through.`,
  },
  toasts: {
    submitted: {
      title: "Request Submitted Successfully!",
      description: `Our team will contact you within ${promises.aiVibeCodingFollowUp}.`,
    },
    submittedPayNow: {
      title: "Request Submitted Successfully!",
      description: "Processing payment - our team will contact you immediately.",
    },
    missingInformation: {
      title: "Missing Information",
      description: "Please fill in all required fields before proceeding to payment.",
    },
    paid: {
      title: "Payment Successful!",
      description: `Your AI Vibe Coding subscription is now active. Our team will contact you within ${promises.aiVibeCodingFollowUp}.`,
    },
    paymentRequestSubmitted: { title: "Payment Request Submitted!" },
    setupFailed: {
      title: "Payment Setup Failed",
      description: "Failed to set up payment. Please try again.",
    },
    submissionFailed: {
      title: "Submission Failed",
      description: "Failed to submit your request. Please try again or contact support.",
    },
  },
  /** Stays on the page after a request without payment (the toast only flashes). */
  confirmation: {
    title: "Request received",
    lead: (planName: string) =>
      `Thank you. Your request for ${planName} is saved and nothing has been charged. Our team will contact you within ${promises.aiVibeCodingFollowUp}.`,
    reference: (id: number) => `Request reference: #${id}`,
  },
} as const;

/**
 * The buyer's receipt when the sandbox takes the payment (Stripe mails its own). Fixed text plus
 * facts the server chose: our item name, the amount it charged, the date and the reference.
 */
export const paymentReceipt = {
  subject: (brand: string) => `Your receipt from ${brand}`,
  greeting: "Hello,",
  intro: "Thank you for your payment. This is your receipt.",
  testMode: "This payment was made in test mode: no card was charged.",
  title: "Receipt",
  item: (name: string) => `Item: ${name}`,
  amount: (amount: string, cadence: string | null) =>
    cadence ? `Amount: ${amount} (${cadence})` : `Amount: ${amount}`,
  date: (stamp: string) => `Paid: ${stamp}`,
  reference: (reference: string) => `Payment reference: ${reference}`,
  reachTitle: "How to reach us",
  notRepeated:
    "For your privacy this email does not repeat what you typed. To ask about this payment, reply to this email and mention the reference.",
  closing: (brand: string) => `The ${brand} team`,
} as const;

/**
 * The AI Vibe Coding buyer's confirmation: for a request without payment, and for a trial once
 * the card is saved. Fixed text plus the facts the server chose (plan, amounts, dates, reference).
 */
export const vibeConfirmation = {
  subject: {
    requested: (brand: string) => `We received your AI Vibe Coding request – ${brand}`,
    trial: (brand: string) => `Your free trial has started – ${brand}`,
  },
  greeting: "Hello,",
  intro: {
    requested: `Thank you. Your AI Vibe Coding request is saved and our team will contact you within ${promises.aiVibeCodingFollowUp}. No payment was taken.`,
    trial: `Thank you. Your card is saved and your ${vibeCodingTrialDays}-day free trial has started. Nothing has been charged.`,
  },
  testMode: "This was done in test mode: no card will be charged.",
  title: "Your request",
  plan: (name: string) => `Plan: ${name}`,
  price: (amount: string, yearly: boolean) =>
    yearly ? `Price: ${amount} per month on a 12-month plan` : `Price: ${amount} per month`,
  trialEnds: (date: string) => `Free trial ends: ${date}`,
  firstCharge: (amount: string, date: string) =>
    `First charge: ${amount} on ${date}, then monthly. Cancel before the trial ends and nothing is charged.`,
  reference: (reference: string) => `Reference: ${reference}`,
  reachTitle: "How to reach us",
  notRepeated:
    "For your privacy this email does not repeat what you typed. To ask about it, reply to this email and mention the reference.",
  closing: (brand: string) => `The ${brand} team`,
} as const;

/** Labels of the team's notifications (fixed wording). */
export const paymentNotificationLabels = {
  subscription_request: "Subscription request",
  payment_request: "Payment request",
  payment_successful: "Payment successful",
  payment_failed: "Payment failed",
} as const;

export type PaymentNotificationLabel = keyof typeof paymentNotificationLabels;

/** How the team reads an AI Vibe Coding trial: a saved card, nothing charged yet. */
export const paymentTrialTexts = {
  started: (endsOn: string | null) =>
    endsOn
      ? `(free trial: card saved, nothing charged until ${endsOn})`
      : "(free trial: card saved, nothing charged yet)",
  price: (amount: string) =>
    `${amount} per month after the ${vibeCodingTrialDays}-day free trial (nothing charged today)`,
} as const;

export const paymentPurposeLabels = {
  plan: "Automation plan order",
  package: "Premium package",
  vibe_coding: "AI Vibe Coding subscription",
} as const;
