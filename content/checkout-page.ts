/** Texts of /checkout. Package prices come from the payment service; promises from promises.ts. */
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
