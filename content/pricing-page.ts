/** Texts of /pricing. Prices and plans come from plans.ts; promises from promises.ts. */
import { claims, promises } from "./promises";

/** The promise that comes with a limited-time price; the page and the assistant state it. */
export const priceLock = "Limited-time prices stay yours as long as you keep the plan.";

export const pricingPage = {
  hero: {
    eyebrow: "Pricing",
    title: "Done-for-you automation at a fixed monthly price",
    lead: `Pick a plan and our team builds, runs and improves your automations for you. Most teams save ${claims.hoursSavedWeekly} hours a week, with setup within ${promises.setupWithin}.`,
  },
  plans: {
    title: "Choose your plan",
    lead: `Prices in US dollars, billed monthly. ${priceLock}`,
    chooseLabel: "Get Started",
    selectedLabel: "Selected",
    contactLabel: "Contact Sales",
    popularLabel: "Most Popular",
    perMonth: "/month",
    originalPriceLabel: "Regular price",
  },
  whatYouGet: {
    eyebrow: "Included in every plan",
    title: "What you get",
    lead: "Every plan is done for you: we design, build, run and support your automations.",
    items: [
      {
        icon: "zap",
        title: "Fast Setup",
        text: `Your first automations are set up within ${promises.setupWithin}, with no technical work on your side.`,
      },
      {
        icon: "headset",
        title: "Dedicated Support",
        text: `A specialist who knows your business, ${claims.support}. Business Pro answers within ${promises.proSupportResponse}.`,
      },
      {
        icon: "shield",
        title: "Enterprise Security",
        text: `${claims.encryption} encryption, ${claims.compliance} compliant infrastructure and ${claims.uptime} uptime.`,
      },
    ],
  },
} as const;

export type PricingBenefitIcon = (typeof pricingPage.whatYouGet.items)[number]["icon"];
