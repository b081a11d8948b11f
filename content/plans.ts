/**
 * The plan catalog: every price the site shows or charges, typed once. Amounts are whole US
 * dollars unless named *Cents. Every other dollar figure on the site (savings, badges, ranges,
 * page descriptions, the assistant's answers) is computed from these numbers; content/prices.test.ts
 * fails on a dollar literal anywhere in content/.
 */
import { formatUsd, perMonth } from "../lib/format";
import { promises } from "./promises";

export const currency = "USD" as const;
export const defaultCountry = "United States";

export type PricingPlanId = "starter" | "professional" | "enterprise";

export type PricingPlan = {
  id: PricingPlanId;
  name: string;
  price: number | null;
  period: "month" | null;
  originalPrice: number | null;
  description: string;
  subtitle: string;
  workflows: string;
  features: string[];
  popular: boolean;
  /** "… limited time" text of monthlySaving(): computed, never typed. */
  savings: string | null;
  isContactUs: boolean;
};

type PricingPlanTerms = Omit<PricingPlan, "savings">;

const automationPlans: PricingPlanTerms[] = [
  {
    id: "starter",
    name: "Business Starter",
    price: 197,
    period: "month",
    originalPrice: 297,
    description: "Automate the first processes that eat your week.",
    subtitle: "For small teams getting started",
    workflows: "3 workflows",
    features: [
      "3 custom automated workflows",
      "AI chatbot for your website",
      "Email and SMS notifications",
      "Setup within 24 hours",
      "Email support",
    ],
    popular: false,
    isContactUs: false,
  },
  {
    id: "professional",
    name: "Business Pro",
    price: 397,
    period: "month",
    originalPrice: 597,
    description: "Run sales, support and operations on autopilot.",
    subtitle: "For growing businesses",
    workflows: "8 workflows",
    features: [
      "8 custom automated workflows",
      "AI chatbot trained on your business",
      "File management with vector search",
      "CRM and calendar integrations",
      "Priority support, response within 4 hours",
    ],
    popular: true,
    isContactUs: false,
  },
  {
    id: "enterprise",
    name: "Business Elite",
    price: null,
    period: null,
    originalPrice: null,
    description: "Unlimited automation with a dedicated team.",
    subtitle: "Custom pricing",
    workflows: "Unlimited workflows",
    features: [
      "Unlimited automated workflows",
      "Custom AI agents and integrations",
      "Dedicated automation specialist",
      "SOC 2 compliant infrastructure",
      "24/7 priority support",
    ],
    popular: false,
    isContactUs: true,
  },
];

/** Original minus current price, per month; null for a plan without both. */
export function monthlySaving(plan: PricingPlanTerms): number | null {
  return plan.price !== null && plan.originalPrice !== null
    ? plan.originalPrice - plan.price
    : null;
}

export const pricingPlans: PricingPlan[] = automationPlans.map((plan) => {
  const saving = monthlySaving(plan);
  return { ...plan, savings: saving === null ? null : `${perMonth(saving)} limited time` };
});

/**
 * The advertised "save up to" figures, agreed with the owner rather than computed: the banner's
 * figure is larger than any single plan's monthlySaving, and the yearly badge's is smaller than the
 * largest yearlySaving. Kept as numbers here so every text that quotes them agrees.
 */
export const promotions = {
  automationSaveUpToPerMonth: 400,
  vibeCodingSaveUpToPerYear: 240,
} as const;

export const pricingBanner = `Limited Time: Save up to ${perMonth(promotions.automationSaveUpToPerMonth)}`;

export type VibeCodingPlanId = "commercial_website" | "smart_web_app" | "mobile_app";

export type VibeCodingPlan = {
  id: VibeCodingPlanId;
  name: string;
  monthlyPrice: number;
  /** Per-month price on a yearly plan (12-month commitment, still charged monthly). */
  yearlyPrice: number;
  description: string;
  features: string[];
  popular: boolean;
};

export const vibeCodingPlans: VibeCodingPlan[] = [
  {
    id: "commercial_website",
    name: "Commercial Website",
    monthlyPrice: 199,
    yearlyPrice: 179,
    description: "A fast, modern business website built and maintained for you.",
    features: [
      "Custom design and development",
      "Mobile-first and SEO-ready",
      "Contact forms and CMS",
      "Hosting, updates and maintenance",
    ],
    popular: true,
  },
  {
    id: "smart_web_app",
    name: "Smart Web Application",
    monthlyPrice: 219,
    yearlyPrice: 199,
    description: "A web application with logins, data and AI features.",
    features: [
      "User accounts and authentication",
      "Database and dashboards",
      "AI features built in",
      "Payment integration",
    ],
    popular: false,
  },
  {
    id: "mobile_app",
    name: "Mobile App Development",
    monthlyPrice: 289,
    yearlyPrice: 259,
    description: "An iOS and Android app for your customers or team.",
    features: [
      "iOS and Android from one codebase",
      "Push notifications",
      "Backend and admin panel",
      "App store submission",
    ],
    popular: false,
  },
];

export const vibeCodingTrialDays = 14;
export const vibeCodingSaveBadge = `Save up to ${formatUsd(promotions.vibeCodingSaveUpToPerYear)}/year`;

/** 12 x monthly minus 12 x yearly-per-month. */
export function yearlySaving(plan: VibeCodingPlan): number {
  return 12 * plan.monthlyPrice - 12 * plan.yearlyPrice;
}

export const vibeCodingTimelines = [
  { value: "2-4 weeks", label: "2-4 weeks" },
  { value: "1-2 months", label: "1-2 months" },
  { value: "2-3 months", label: "2-3 months" },
  { value: "3+ months", label: "3+ months" },
  { value: "flexible", label: "Flexible" },
] as const;

export type PremiumPackageId = "priority_start" | "priority_launch" | "priority_growth";

/**
 * Premium-service packages sold at /checkout: a one-time payment in whole US dollars. The payment
 * service charges `packagePriceCents()` of these, never an amount the browser sends.
 */
export type PremiumPackage = {
  id: PremiumPackageId;
  name: string;
  description: string;
  price: number;
  features: string[];
  /** What happens next, as the success view says it once the package is paid: only this package's promises. */
  afterPayment: string[];
};

const teamContact = `Our premium team contacts you within ${promises.premiumTeamContactAfterPayment}.`;
const receipt = "A receipt goes to your email address.";

export const premiumPackages: PremiumPackage[] = [
  {
    id: "priority_start",
    name: "Priority Start",
    description: "Jump the queue: a specialist scopes your first automation today.",
    price: 149,
    features: [
      `Premium team contact within ${promises.premiumTeamContactAfterPayment}`,
      "One-hour scoping call",
      "Written automation plan",
    ],
    afterPayment: [
      teamContact,
      receipt,
      "After your one-hour scoping call you get your written automation plan.",
    ],
  },
  {
    id: "priority_launch",
    name: "Priority Launch",
    description: "Your first automation designed, built and live on a priority schedule.",
    price: 299,
    features: [
      "Everything in Priority Start",
      `First automation live within ${promises.firstAutomationLiveWithin}`,
      "Two rounds of changes",
    ],
    afterPayment: [
      teamContact,
      receipt,
      `Your first automation goes live within ${promises.firstAutomationLiveWithin} of our call.`,
    ],
  },
  {
    id: "priority_growth",
    name: "Priority Growth",
    description: "A dedicated specialist for a month of priority builds and support.",
    price: 499,
    features: [
      "Everything in Priority Launch",
      "Dedicated specialist for 30 days",
      `Priority support, response within ${promises.premiumTeamContactAfterPayment}`,
    ],
    afterPayment: [
      teamContact,
      receipt,
      `Your first automation goes live within ${promises.firstAutomationLiveWithin} of our call, and your dedicated specialist is yours for 30 days.`,
    ],
  },
];

/** Whole dollars to the cents the card provider charges. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** The fixed packageId the AI Vibe Coding request sends; the server knows the request by it. */
export const vibeCodingPackageId = "ai_vibe_coding" as const;

export type ChatbotTier = {
  id: string;
  name: string;
  price: number;
  period: "month" | "one-time";
  conversations: string;
  features: string[];
  cta: "Start Free Trial" | "Get Quote for Custom Development";
  popular: boolean;
};

export const chatbotTiers: ChatbotTier[] = [
  {
    id: "starter",
    name: "Starter",
    price: 49,
    period: "month",
    conversations: "Up to 1,000 conversations",
    features: ["1 chatbot", "Website widget", "Basic analytics", "Email support"],
    cta: "Start Free Trial",
    popular: false,
  },
  {
    id: "professional",
    name: "Professional",
    price: 149,
    period: "month",
    conversations: "Up to 10,000 conversations",
    features: ["3 chatbots", "All channels", "Advanced analytics", "Priority support"],
    cta: "Start Free Trial",
    popular: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: 499,
    period: "month",
    conversations: "Unlimited conversations",
    features: ["Unlimited chatbots", "Custom AI training", "SLA and dedicated manager", "SSO"],
    cta: "Start Free Trial",
    popular: false,
  },
  {
    id: "custom",
    name: "Custom Development",
    price: 2999,
    period: "one-time",
    conversations: "Built to your specification",
    features: ["Custom model training", "Any integration", "On-premise option", "Source code"],
    cta: "Get Quote for Custom Development",
    popular: false,
  },
];

export type AiModelCard = {
  id: string;
  name: string;
  provider: string;
  description: string;
  pricePer1kTokens: number | null;
  strengths: string[];
};

export const aiModelCards: AiModelCard[] = [
  {
    id: "gpt-4",
    name: "GPT-4",
    provider: "OpenAI",
    description: "The most capable model for complex reasoning and nuanced conversations.",
    pricePer1kTokens: 0.03,
    strengths: ["Complex reasoning", "Long answers", "Many languages"],
  },
  {
    id: "claude",
    name: "Claude",
    provider: "Anthropic",
    description: "Careful, helpful answers with a long context for your documents.",
    pricePer1kTokens: 0.015,
    strengths: ["Long documents", "Safety", "Clear writing"],
  },
  {
    id: "gpt-3.5",
    name: "GPT-3.5 Turbo",
    provider: "OpenAI",
    description: "Fast and economical for high-volume customer conversations.",
    pricePer1kTokens: 0.0025,
    strengths: ["Speed", "Low cost", "High volume"],
  },
  {
    id: "custom",
    name: "Custom Model",
    provider: "Relaywise",
    description: "A model tuned on your own data for your domain and tone of voice.",
    pricePer1kTokens: null,
    strengths: ["Your data", "Your tone", "Private deployment"],
  },
];

export type PlatformIntegration = {
  id: string;
  name: string;
  description: string;
  setupTime: string;
};

export const platformIntegrations: PlatformIntegration[] = [
  {
    id: "website",
    name: "Website",
    description: "A chat widget on every page of your site.",
    setupTime: "15 minutes",
  },
  {
    id: "whatsapp",
    name: "WhatsApp",
    description: "Answer customers where they already message.",
    setupTime: "30 minutes",
  },
  {
    id: "facebook",
    name: "Facebook Messenger",
    description: "Reply to page messages instantly.",
    setupTime: "20 minutes",
  },
  {
    id: "slack",
    name: "Slack",
    description: "An internal assistant for your team.",
    setupTime: "15 minutes",
  },
  {
    id: "sms",
    name: "SMS",
    description: "Two-way text conversations with customers.",
    setupTime: "25 minutes",
  },
  {
    id: "email",
    name: "Email",
    description: "Draft and send replies to your inbox.",
    setupTime: "30 minutes",
  },
];

const span = (amounts: number[]) => ({ low: Math.min(...amounts), high: Math.max(...amounts) });

/** Per-month price ranges stated in page metadata, computed so they never go stale. */
export const priceRanges = {
  automation: span(pricingPlans.flatMap((p) => (p.price === null ? [] : [p.price]))),
  development: span(vibeCodingPlans.map((p) => p.monthlyPrice)),
} as const;

/**
 * Every dollar amount the catalog states or derives. A dollar figure in any text (page copy,
 * the assistant's answers) must be one of these.
 */
export function catalogDollarAmounts(): Set<number> {
  const amounts = new Set<number>();
  for (const plan of pricingPlans) {
    for (const a of [plan.price, plan.originalPrice, monthlySaving(plan)]) {
      if (a !== null) amounts.add(a);
    }
  }
  for (const plan of vibeCodingPlans) {
    amounts.add(plan.monthlyPrice).add(plan.yearlyPrice).add(yearlySaving(plan));
  }
  for (const tier of chatbotTiers) amounts.add(tier.price);
  for (const pack of premiumPackages) amounts.add(pack.price);
  for (const model of aiModelCards) {
    if (model.pricePer1kTokens !== null) amounts.add(model.pricePer1kTokens);
  }
  for (const a of Object.values(promotions)) amounts.add(a);
  for (const range of Object.values(priceRanges)) amounts.add(range.low).add(range.high);
  return amounts;
}
